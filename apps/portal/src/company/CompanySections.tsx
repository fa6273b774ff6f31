import { malaysianBanks, normalizeAccountNo, normalizeIcNo, sameName } from '@meja/contracts/malaysia';
import { type FormRule, Input, InputNumber, Row, Select } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Field, FormSection } from '../kit/form/Field';
import { emailRule, maxRule, requiredRule } from '../lib/validation';

const check =
  (test: (v: string) => boolean, message: string): FormRule =>
  () => ({
    validator: async (_, value: unknown) => {
      const text = typeof value === 'string' ? value.trim() : '';
      if (text && !test(text)) throw new Error(message);
    },
  });
const phoneRule = (t: TFunction) =>
  check((v) => /^\+?[\d\s().-]{7,20}$/.test(v), t('company.validation.phone'));

export function BusinessSection() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <FormSection title="company.sections.business" texts="company">
      <Field name="name" hint="company.hints.name" rules={[requiredRule(t), maxRule(t, 200)]}>
        <Input maxLength={200} />
      </Field>
      <Row gutter={16}>
        <Field name="business_registration_number" sm={12} rules={[maxRule(t, 40)]}>
          <Input maxLength={40} />
        </Field>
        <Field
          name="year_of_business"
          sm={12}
          rules={[{ type: 'number', min: 1900, max: year, message: t('company.validation.year') }]}
        >
          <InputNumber min={1900} max={year} precision={0} style={{ width: '100%' }} />
        </Field>
        <Field
          name="monthly_revenue"
          sm={12}
          hint="company.hints.monthlyRevenue"
          rules={[
            check((v) => /^(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/.test(v), t('company.validation.money')),
          ]}
        >
          <Input prefix="RM" inputMode="decimal" />
        </Field>
        <Field name="estimated_customer" sm={12}>
          <InputNumber min={0} precision={0} style={{ width: '100%' }} />
        </Field>
      </Row>
      <Field name="register_address" rules={[maxRule(t, 500)]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} maxLength={500} />
      </Field>
    </FormSection>
  );
}

/** A phone number or an e-mail address of the owner or the contact person. */
const phone = (t: TFunction, name: string) => (
  <Field name={name} sm={12} rules={[phoneRule(t)]} hint={name === 'contact_no' && 'company.hints.phone'}>
    <Input type="tel" maxLength={20} />
  </Field>
);
const email = (t: TFunction, name: string, rules: FormRule[] = []) => (
  <Field name={name} sm={12} rules={[...rules, emailRule(t)]}>
    <Input type="email" maxLength={254} />
  </Field>
);
const person = (t: TFunction, name: string) => (
  <Field name={name} sm={12} rules={[maxRule(t, 120)]}>
    <Input maxLength={120} />
  </Field>
);

export function OwnerSection() {
  const { t } = useTranslation();
  return (
    <FormSection title="company.sections.owner" texts="company">
      <Row gutter={16}>
        {email(t, 'email', [requiredRule(t)])}
        <Field
          name="icno"
          sm={12}
          hint="company.hints.icno"
          rules={[check((v) => normalizeIcNo(v) !== undefined, t('company.validation.icno'))]}
        >
          <Input maxLength={14} inputMode="numeric" />
        </Field>
        {person(t, 'contact_person_name')}
        {phone(t, 'contact_no')}
        {email(t, 'contact_email')}
      </Row>
      <Row gutter={16}>
        {person(t, 'beneficial_owner_full_name')}
        {phone(t, 'beneficial_owner_contact_number')}
        {email(t, 'beneficial_owner_email')}
      </Row>
    </FormSection>
  );
}

export function BankSection() {
  const { t } = useTranslation();
  return (
    <FormSection title="company.sections.bank" texts="company">
      <Field name="bank" rules={[{ required: true, message: t('validation.required') }]}>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          options={malaysianBanks.map((b) => ({ value: b.code, label: b.name }))}
        />
      </Field>
      <Row gutter={16}>
        <Field
          name="bank_account_name"
          sm={12}
          hint="company.hints.bankAccountName"
          dependencies={['name']}
          rules={[
            requiredRule(t),
            maxRule(t, 200),
            ({ getFieldValue }) => ({
              validator: async (_, value: unknown) => {
                const name = String(getFieldValue('name') ?? '');
                if (typeof value === 'string' && value.trim() && name.trim() && !sameName(name, value)) {
                  throw new Error(t('company.validation.sameName'));
                }
              },
            }),
          ]}
        >
          <Input maxLength={200} />
        </Field>
        <Field
          name="bank_account_no"
          sm={12}
          hint="company.hints.bankAccountNo"
          rules={[
            requiredRule(t),
            check((v) => normalizeAccountNo(v) !== undefined, t('company.validation.accountNo')),
          ]}
        >
          <Input inputMode="numeric" maxLength={40} />
        </Field>
      </Row>
      <Field name="bank_branch_address" rules={[maxRule(t, 500)]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} maxLength={500} />
      </Field>
    </FormSection>
  );
}
