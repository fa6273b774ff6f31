import { useCourses } from '@meja/client';
import type { FoodKind, TCategory, TOptionGroup } from '@meja/contracts';
import { type FormInstance, type FormRule, Input, InputNumber, Row, Select, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { CheckboxGroup } from '../../kit/form/CheckboxGroup';
import { EditForm, Field, FormSection, SwitchField } from '../../kit/form/Field';
import { TimeField } from '../../kit/TimeField';
import { maxRule } from '../../lib/validation';
import { FoodPictureField } from './FoodPictureField';
import { dayKeys, type FoodFormValues } from './values';

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
  // The store's courses (issue 29): a food may name its own over its category's.
  const courses = useCourses({ start: 0, length: 100, merchant_id: merchantId });
  const required = { required: true, message: t('validation.required') };
  const wholeNumber = { style: { width: '100%' }, min: 0, precision: 0 } as const;

  return (
    <EditForm<FoodFormValues>
      form={form}
      name={`food-${kind}`}
      initialValues={initialValues}
      onFinish={onFinish}
      disabled={disabled}
    >
      <FormSection title="foods.sections.basics" texts="foods" size="small">
        <Field name="name" rules={[{ ...required, whitespace: true }, maxRule(t, 120)]}>
          <Input maxLength={120} />
        </Field>
        <Row gutter={16}>
          <Field
            name="code"
            sm={8}
            hint="foods.hints.code"
            rules={[
              { max: 4, message: t('foods.validation.codeLength'), transform: (v: string) => v?.trim() },
            ]}
          >
            <Input autoComplete="off" />
          </Field>
          <Field name="category_id" sm={16} rules={[required]}>
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              options={categories.map((c) => ({ value: c.id, label: c.name }))}
            />
          </Field>
        </Row>
        <Field name="course_id">
          <Select
            allowClear
            placeholder={t('courses.foodHint')}
            options={(courses.data?.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          />
        </Field>
        <Row gutter={16}>
          <Field name="food_type" sm={12} rules={[maxRule(t, 40)]}>
            <Input maxLength={40} placeholder={t('foods.hints.food_type')} />
          </Field>
          <Field name="price" sm={12} hint="foods.hints.price" rules={priceRules(t)}>
            <Input inputMode="decimal" prefix="RM" autoComplete="off" />
          </Field>
        </Row>
        <Field name="description" rules={[maxRule(t, 1000)]}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} maxLength={1000} />
        </Field>
      </FormSection>

      <FormSection title="foods.sections.picture" texts="foods" size="small">
        <Field name="picture" hint="foods.picture.hint">
          <FoodPictureField merchantId={merchantId} library stock />
        </Field>
      </FormSection>

      <FormSection title="foods.sections.options" texts="foods" size="small">
        <Field
          name="option_group_ids"
          hint={optionGroups.length ? 'foods.hints.option_group_ids' : 'foods.hints.noOptionGroups'}
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
        </Field>
      </FormSection>

      {kind === 'alcohol' && (
        <FormSection title="foods.sections.tickets" texts="foods" size="small">
          <Row gutter={16}>
            <Field name="ticket_balance" sm={12} hint="foods.hints.ticket_balance" rules={[required]}>
              <InputNumber {...wholeNumber} min={1} />
            </Field>
            <Field name="ticket_expiry_days" sm={12} hint="foods.hints.ticket_expiry_days" rules={[required]}>
              <InputNumber {...wholeNumber} min={1} />
            </Field>
          </Row>
        </FormSection>
      )}

      <FormSection title="foods.sections.availability" texts="foods" size="small">
        <SwitchField name="status" hint="foods.hints.status" />
        <Field
          name="weekdays"
          hint="foods.hints.weekdays"
          rules={[{ required: true, type: 'array', min: 1, message: t('foods.validation.weekdaysNone') }]}
        >
          <CheckboxGroup
            aria-label={t('foods.fields.weekdays')}
            options={dayKeys.map((d, i) => ({ value: i, label: t(`foods.days.${d}`) }))}
          />
        </Field>
        <Row gutter={16}>
          <Field
            name="active_from"
            xs={12}
            sm={8}
            dependencies={['active_until']}
            rules={[windowRule(t, 'active_until')]}
          >
            <TimeField />
          </Field>
          <Field
            name="active_until"
            xs={12}
            sm={8}
            dependencies={['active_from']}
            rules={[windowRule(t, 'active_from')]}
          >
            <TimeField />
          </Field>
        </Row>
        <Typography.Paragraph type="secondary" style={{ marginTop: -16 }}>
          {t('foods.hints.window')}
        </Typography.Paragraph>
        <Field name="limited_quantity" hint="foods.hints.limited_quantity">
          <InputNumber {...wholeNumber} max={1_000_000} placeholder={t('foods.unlimited')} />
        </Field>
      </FormSection>

      <FormSection title="foods.sections.flags" texts="foods" size="small">
        <SwitchField name="take_away" hint="foods.hints.take_away" />
        <SwitchField name="birthday_gift_only" hint="foods.hints.birthday_gift_only" />
      </FormSection>
    </EditForm>
  );
}
