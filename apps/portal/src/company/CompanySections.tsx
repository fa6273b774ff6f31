import { malaysianBanks, normalizeAccountNo, normalizeIcNo, sameName } from '@meja/contracts/malaysia';
import { Card, Col, Form, type FormRule, Input, InputNumber, Row, Select } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { emailRule, maxRule } from '../lib/validation';

const section = { style: { marginBottom: 16 } } as const;
const required = (t: TFunction): FormRule => ({
  required: true,
  whitespace: true,
  message: t('validation.required'),
});
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
    <Card title={t('company.sections.business')} {...section}>
      <Form.Item
        name="name"
        label={t('company.fields.name')}
        extra={t('company.hints.name')}
        rules={[required(t), maxRule(t, 200)]}
      >
        <Input maxLength={200} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item
            name="business_registration_number"
            label={t('company.fields.business_registration_number')}
            rules={[maxRule(t, 40)]}
          >
            <Input maxLength={40} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="year_of_business"
            label={t('company.fields.year_of_business')}
            rules={[{ type: 'number', min: 1900, max: year, message: t('company.validation.year') }]}
          >
            <InputNumber min={1900} max={year} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="monthly_revenue"
            label={t('company.fields.monthly_revenue')}
            extra={t('company.hints.monthlyRevenue')}
            rules={[
              check((v) => /^(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/.test(v), t('company.validation.money')),
            ]}
          >
            <Input prefix="RM" inputMode="decimal" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="estimated_customer" label={t('company.fields.estimated_customer')}>
            <InputNumber min={0} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name="register_address"
        label={t('company.fields.register_address')}
        rules={[maxRule(t, 500)]}
      >
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} maxLength={500} />
      </Form.Item>
    </Card>
  );
}

export function OwnerSection() {
  const { t } = useTranslation();
  const half = { xs: 24, sm: 12 };
  return (
    <Card title={t('company.sections.owner')} {...section}>
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item name="email" label={t('company.fields.email')} rules={[required(t), emailRule(t)]}>
            <Input type="email" maxLength={254} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="icno"
            label={t('company.fields.icno')}
            extra={t('company.hints.icno')}
            rules={[check((v) => normalizeIcNo(v) !== undefined, t('company.validation.icno'))]}
          >
            <Input maxLength={14} inputMode="numeric" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="contact_person_name"
            label={t('company.fields.contact_person_name')}
            rules={[maxRule(t, 120)]}
          >
            <Input maxLength={120} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="contact_no"
            label={t('company.fields.contact_no')}
            extra={t('company.hints.phone')}
            rules={[phoneRule(t)]}
          >
            <Input type="tel" maxLength={20} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="contact_email" label={t('company.fields.contact_email')} rules={[emailRule(t)]}>
            <Input type="email" maxLength={254} />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item
            name="beneficial_owner_full_name"
            label={t('company.fields.beneficial_owner_full_name')}
            rules={[maxRule(t, 120)]}
          >
            <Input maxLength={120} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="beneficial_owner_contact_number"
            label={t('company.fields.beneficial_owner_contact_number')}
            rules={[phoneRule(t)]}
          >
            <Input type="tel" maxLength={20} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="beneficial_owner_email"
            label={t('company.fields.beneficial_owner_email')}
            rules={[emailRule(t)]}
          >
            <Input type="email" maxLength={254} />
          </Form.Item>
        </Col>
      </Row>
    </Card>
  );
}

export function BankSection() {
  const { t } = useTranslation();
  return (
    <Card title={t('company.sections.bank')} {...section}>
      <Form.Item
        name="bank"
        label={t('company.fields.bank')}
        rules={[{ required: true, message: t('validation.required') }]}
      >
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          options={malaysianBanks.map((b) => ({ value: b.code, label: b.name }))}
        />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item
            name="bank_account_name"
            label={t('company.fields.bank_account_name')}
            extra={t('company.hints.bankAccountName')}
            dependencies={['name']}
            rules={[
              required(t),
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
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="bank_account_no"
            label={t('company.fields.bank_account_no')}
            extra={t('company.hints.bankAccountNo')}
            rules={[
              required(t),
              check((v) => normalizeAccountNo(v) !== undefined, t('company.validation.accountNo')),
            ]}
          >
            <Input inputMode="numeric" maxLength={40} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name="bank_branch_address"
        label={t('company.fields.bank_branch_address')}
        rules={[maxRule(t, 500)]}
      >
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} maxLength={500} />
      </Form.Item>
    </Card>
  );
}
