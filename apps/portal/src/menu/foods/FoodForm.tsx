import type { FoodKind, TCategory, TOptionGroup } from '@meja/contracts';
import {
  Card,
  Checkbox,
  Col,
  Form,
  type FormInstance,
  type FormRule,
  Input,
  InputNumber,
  Row,
  Select,
  Switch,
  Typography,
} from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { TimeField } from '../../app/TimeField';
import { maxRule } from '../../lib/validation';
import { FoodPictureField } from './FoodPictureField';
import { dayKeys, type FoodFormValues } from './values';

const section = { size: 'small', style: { marginBottom: 16 } } as const;

/** RM with at most two decimals, as the server takes it (it judges again). */
const priceRules = (t: TFunction): FormRule[] => [
  { required: true, whitespace: true, message: t('validation.required') },
  {
    validator: async (_, value: unknown) => {
      const text = String(value ?? '').trim();
      if (text === '') return;
      const m = /^(\d+)(?:\.(\d*))?$/.exec(text);
      if (!m) throw new Error(t('foods.validation.price'));
      if ((m[2] ?? '').length > 2) throw new Error(t('foods.validation.priceDecimals'));
    },
  },
];

/** From and until: both or neither. */
const windowRule =
  (t: TFunction, other: 'active_from' | 'active_until'): FormRule =>
  ({ getFieldValue }) => ({
    validator: async (_, value: unknown) => {
      if (Boolean(value) !== Boolean(getFieldValue(other))) throw new Error(t('foods.validation.timePair'));
    },
  });

export interface FoodFormProps {
  form: FormInstance<FoodFormValues>;
  kind: FoodKind;
  initialValues: FoodFormValues;
  categories: TCategory[];
  optionGroups: TOptionGroup[];
  merchantId?: number;
  onFinish: (values: FoodFormValues) => void;
  disabled?: boolean;
}

/** A food or alcohol item: Basics, Picture, Options, Availability, Flags (and Tickets for alcohol). */
export function FoodForm({
  form,
  kind,
  initialValues,
  categories,
  optionGroups,
  merchantId,
  onFinish,
  disabled,
}: FoodFormProps) {
  const { t } = useTranslation();
  const required = { required: true, message: t('validation.required') };
  const wholeNumber = { style: { width: '100%' }, min: 0, precision: 0 } as const;

  return (
    <Form<FoodFormValues>
      form={form}
      name={`food-${kind}`}
      layout="vertical"
      initialValues={initialValues}
      onFinish={onFinish}
      disabled={disabled}
      scrollToFirstError={{ block: 'center' }}
    >
      <Card title={t('foods.sections.basics')} {...section}>
        <Form.Item
          name="name"
          label={t('foods.fields.name')}
          rules={[{ ...required, whitespace: true }, maxRule(t, 120)]}
        >
          <Input maxLength={120} />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={8}>
            <Form.Item
              name="code"
              label={t('foods.fields.code')}
              extra={t('foods.hints.code')}
              rules={[
                { max: 4, message: t('foods.validation.codeLength'), transform: (v: string) => v?.trim() },
              ]}
            >
              <Input autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={16}>
            <Form.Item name="category_id" label={t('foods.fields.category_id')} rules={[required]}>
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                options={categories.map((c) => ({ value: c.id, label: c.name }))}
              />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item name="food_type" label={t('foods.fields.food_type')} rules={[maxRule(t, 40)]}>
              <Input maxLength={40} placeholder={t('foods.hints.food_type')} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="price"
              label={t('foods.fields.price')}
              extra={t('foods.hints.price')}
              rules={priceRules(t)}
            >
              <Input inputMode="decimal" prefix="RM" autoComplete="off" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="description" label={t('foods.fields.description')} rules={[maxRule(t, 1000)]}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} maxLength={1000} />
        </Form.Item>
      </Card>

      <Card title={t('foods.sections.picture')} {...section}>
        <Form.Item name="picture" label={t('foods.fields.picture')} extra={t('foods.picture.hint')}>
          <FoodPictureField merchantId={merchantId} library stock />
        </Form.Item>
      </Card>

      <Card title={t('foods.sections.options')} {...section}>
        <Form.Item
          name="option_group_ids"
          label={t('foods.fields.option_group_ids')}
          extra={optionGroups.length ? t('foods.hints.option_group_ids') : t('foods.hints.noOptionGroups')}
        >
          <Select
            mode="multiple"
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            options={optionGroups.map((g) => ({
              value: g.id,
              label: `${g.name} (${t('foods.optionRange', { min: g.min_qty, max: g.max_qty })})`,
            }))}
          />
        </Form.Item>
      </Card>

      {kind === 'alcohol' && (
        <Card title={t('foods.sections.tickets')} {...section}>
          <Row gutter={16}>
            <Col xs={24} sm={12}>
              <Form.Item
                name="ticket_balance"
                label={t('foods.fields.ticket_balance')}
                extra={t('foods.hints.ticket_balance')}
                rules={[required]}
              >
                <InputNumber {...wholeNumber} min={1} />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item
                name="ticket_expiry_days"
                label={t('foods.fields.ticket_expiry_days')}
                extra={t('foods.hints.ticket_expiry_days')}
                rules={[required]}
              >
                <InputNumber {...wholeNumber} min={1} />
              </Form.Item>
            </Col>
          </Row>
        </Card>
      )}

      <Card title={t('foods.sections.availability')} {...section}>
        <Form.Item
          name="status"
          label={t('foods.fields.status')}
          extra={t('foods.hints.status')}
          valuePropName="checked"
        >
          <Switch />
        </Form.Item>
        <Form.Item
          name="weekdays"
          label={t('foods.fields.weekdays')}
          extra={t('foods.hints.weekdays')}
          rules={[{ required: true, type: 'array', min: 1, message: t('foods.validation.weekdaysNone') }]}
        >
          <Checkbox.Group options={dayKeys.map((d, i) => ({ value: i, label: t(`foods.days.${d}`) }))} />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={12} sm={8}>
            <Form.Item
              name="active_from"
              label={t('foods.fields.active_from')}
              dependencies={['active_until']}
              rules={[windowRule(t, 'active_until')]}
            >
              <TimeField />
            </Form.Item>
          </Col>
          <Col xs={12} sm={8}>
            <Form.Item
              name="active_until"
              label={t('foods.fields.active_until')}
              dependencies={['active_from']}
              rules={[windowRule(t, 'active_from')]}
            >
              <TimeField />
            </Form.Item>
          </Col>
        </Row>
        <Typography.Paragraph type="secondary" style={{ marginTop: -16 }}>
          {t('foods.hints.window')}
        </Typography.Paragraph>
        <Form.Item
          name="limited_quantity"
          label={t('foods.fields.limited_quantity')}
          extra={t('foods.hints.limited_quantity')}
        >
          <InputNumber {...wholeNumber} max={1_000_000} placeholder={t('foods.unlimited')} />
        </Form.Item>
      </Card>

      <Card title={t('foods.sections.flags')} {...section}>
        <Form.Item
          name="take_away"
          label={t('foods.fields.take_away')}
          extra={t('foods.hints.take_away')}
          valuePropName="checked"
        >
          <Switch />
        </Form.Item>
        <Form.Item
          name="birthday_gift_only"
          label={t('foods.fields.birthday_gift_only')}
          extra={t('foods.hints.birthday_gift_only')}
          valuePropName="checked"
        >
          <Switch />
        </Form.Item>
      </Card>
    </Form>
  );
}
