import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useCategories } from '@meja/client';
import { maxSubPrinters, type TStoreProfile } from '@meja/contracts';
import { Button, Card, Col, Empty, Flex, Form, Input, Row, Select, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { maxRule } from '../lib/validation';
import { PrinterChecks } from './PrinterChecks';
import { type PrinterFormValues, type SubPrinterValues, subTarget, takenElsewhere } from './values';

/** Enough for any menu's categories in one page (the server allows up to 500 a page). */
const allCategories = { start: 0, length: 500 } as const;

/** The merchant's food and alcohol categories as option groups, for the stations to take. */
function useCategoryOptions(merchantId: number | undefined) {
  const { t } = useTranslation(undefined, { keyPrefix: 'printers.sub' });
  const food = useCategories({ ...allCategories, remark: 'food', merchant_id: merchantId });
  const alcohol = useCategories({ ...allCategories, remark: 'alcohol', merchant_id: merchantId });
  return {
    loading: food.isLoading || alcohol.isLoading,
    groups: [
      { label: t('food'), rows: food.data?.data ?? [] },
      { label: t('alcohol'), rows: alcohol.data?.data ?? [] },
    ].filter((g) => g.rows.length > 0),
  };
}

function CategoriesSelect(props: {
  index: number;
  merchantId: number | undefined;
  value?: number[];
  onChange?: (v: number[]) => void;
}) {
  const { t } = useTranslation(undefined, { keyPrefix: 'printers.sub' });
  const form = Form.useFormInstance<PrinterFormValues>();
  const rows: Partial<SubPrinterValues>[] | undefined = Form.useWatch('sub_printers', form);
  const { loading, groups } = useCategoryOptions(props.merchantId);
  const taken = useMemo(() => takenElsewhere(rows, props.index), [rows, props.index]);
  const options = groups.map((g) => ({
    label: g.label,
    options: g.rows.map((c) => {
      const printer = taken.get(c.id);
      return {
        value: c.id,
        label: printer ? t('takenBy', { category: c.name, printer }) : c.name,
        disabled: printer !== undefined,
      };
    }),
  }));
  return (
    <Select
      mode="multiple"
      allowClear
      loading={loading}
      value={props.value}
      onChange={props.onChange}
      options={options}
      optionFilterProp="label"
      placeholder={t('categoriesPlaceholder')}
      aria-label={t('categoriesLabel', { n: props.index + 1 })}
    />
  );
}

/**
 * The stations beside the main printer (modal "sub-printer" of SPEC §2): name, series no and the
 * categories whose foods print there, with the checks of each saved one.
 */
export function SubPrintersList(props: {
  saved: TStoreProfile;
  merchantId: number | undefined;
  disabled: boolean;
}) {
  const { t } = useTranslation(undefined, { keyPrefix: 'printers' });
  const { t: tAll } = useTranslation();
  const form = Form.useFormInstance<PrinterFormValues>();
  const rows: Partial<SubPrinterValues>[] | undefined = Form.useWatch('sub_printers', form);
  const required = { required: true, whitespace: true, message: tAll('validation.required') };
  return (
    <Card title={t('sub.title')} style={{ marginBottom: 16 }}>
      <Typography.Paragraph type="secondary">{t('sub.hint', { max: maxSubPrinters })}</Typography.Paragraph>
      <Form.List name="sub_printers">
        {(fields, { add, remove }, { errors }) => (
          <Flex vertical gap={12}>
            {fields.length === 0 && (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('sub.none')} />
            )}
            {fields.map((field, index) => {
              const n = index + 1;
              return (
                <Card
                  key={field.key}
                  size="small"
                  type="inner"
                  title={rows?.[index]?.name?.trim() || t('sub.heading', { n })}
                  extra={
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t('sub.remove', { n })}
                      onClick={() => remove(field.name)}
                      disabled={props.disabled}
                    />
                  }
                >
                  {/* Registered, so that watching and saving the list carry each saved printer's id. */}
                  <Form.Item name={[field.name, 'id']} hidden noStyle>
                    <Input type="hidden" />
                  </Form.Item>
                  <Row gutter={16}>
                    <Col xs={24} sm={12}>
                      <Form.Item
                        name={[field.name, 'name']}
                        label={t('sub.name')}
                        rules={[required, maxRule(tAll, 60)]}
                      >
                        <Input
                          maxLength={60}
                          placeholder={t('sub.namePlaceholder')}
                          aria-label={t('sub.nameLabel', { n })}
                        />
                      </Form.Item>
                    </Col>
                    <Col xs={24} sm={12}>
                      <Form.Item
                        name={[field.name, 'series_no']}
                        label={t('sub.seriesNo')}
                        rules={[required, maxRule(tAll, 64)]}
                      >
                        <Input maxLength={64} aria-label={t('sub.seriesNoLabel', { n })} />
                      </Form.Item>
                    </Col>
                  </Row>
                  <Form.Item
                    name={[field.name, 'category_ids']}
                    label={t('sub.categories')}
                    extra={t('sub.categoriesHint')}
                  >
                    <CategoriesSelect index={index} merchantId={props.merchantId} />
                  </Form.Item>
                  <PrinterChecks
                    target={subTarget(rows?.[index], props.saved)}
                    merchantId={props.merchantId}
                    type="kitchen"
                    label={rows?.[index]?.name?.trim() || t('sub.heading', { n })}
                  />
                </Card>
              );
            })}
            <Form.ErrorList errors={errors} />
            {fields.length < maxSubPrinters && (
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                onClick={() => add({ name: '', series_no: '', category_ids: [] })}
                disabled={props.disabled}
                style={{ alignSelf: 'flex-start' }}
              >
                {t('sub.add')}
              </Button>
            )}
          </Flex>
        )}
      </Form.List>
    </Card>
  );
}
