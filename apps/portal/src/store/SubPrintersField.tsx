import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { maxRule } from '../lib/validation';

const maxSubPrinters = 10;

/** Kitchen and bar printers beside the main one: name and series no, at most ten. */
export function SubPrintersField({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <Form.Item label={t('store.fields.sub_printers')} extra={t('store.hints.subPrinters')}>
      <Form.List name="sub_printers">
        {(fields, { add, remove }, { errors }) => (
          <Flex vertical gap={8}>
            {fields.map((field, index) => (
              <Flex key={field.key} gap={8} align="flex-start" wrap>
                <Form.Item
                  name={[field.name, 'name']}
                  rules={[
                    { required: true, whitespace: true, message: t('validation.required') },
                    maxRule(t, 60),
                  ]}
                  style={{ flex: '1 1 180px', marginBottom: 0 }}
                >
                  <Input
                    placeholder={t('store.placeholders.subPrinterName')}
                    aria-label={t('store.fields.sub_printer_name', { n: index + 1 })}
                  />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'series_no']}
                  rules={[
                    { required: true, whitespace: true, message: t('validation.required') },
                    maxRule(t, 64),
                  ]}
                  style={{ flex: '1 1 180px', marginBottom: 0 }}
                >
                  <Input
                    placeholder={t('store.placeholders.subPrinterSeriesNo')}
                    aria-label={t('store.fields.sub_printer_series_no', { n: index + 1 })}
                  />
                </Form.Item>
                <Button
                  icon={<DeleteOutlined />}
                  aria-label={t('store.removeSubPrinter', { n: index + 1 })}
                  onClick={() => remove(field.name)}
                  disabled={disabled}
                />
              </Flex>
            ))}
            <Form.ErrorList errors={errors} />
            {fields.length < maxSubPrinters && (
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                onClick={() => add({ name: '', series_no: '' })}
                disabled={disabled}
                style={{ alignSelf: 'flex-start' }}
              >
                {t('store.addSubPrinter')}
              </Button>
            )}
          </Flex>
        )}
      </Form.List>
    </Form.Item>
  );
}
