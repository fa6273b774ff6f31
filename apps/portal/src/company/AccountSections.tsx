import type { TCompanyProfile, TMerchantAgent } from '@meja/contracts';
import { Card, Checkbox, Col, Descriptions, Form, Input, Row, Select, Switch, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { klDate } from '../lib/kl-time';
import { formatRM } from '../lib/money';
import { maxRule } from '../lib/validation';
import { secretFields } from './values';

const section = { style: { marginBottom: 16 } } as const;

/** Write-only secrets: each shows whether it is set; typing a value replaces it on save. */
export function GatewaySection({ company, canSet }: { company: TCompanyProfile; canSet: boolean }) {
  const { t } = useTranslation();
  return (
    <Card title={t('company.sections.gateway')} {...section}>
      <Typography.Paragraph type="secondary">
        {canSet ? t('company.hints.gateway') : t('company.hints.gatewayOwnerOnly')}
      </Typography.Paragraph>
      <Form.Item
        name="payment_gateway"
        label={t('company.fields.payment_gateway')}
        extra={t('company.hints.billplz')}
      >
        <Select
          disabled={!canSet}
          style={{ maxWidth: 360 }}
          options={(['sandbox', 'billplz'] as const).map((g) => ({
            value: g,
            label: t(`company.gateways.${g}`),
          }))}
        />
      </Form.Item>
      <Row gutter={16}>
        {secretFields.map((field) => {
          const set = company[field] !== null;
          return (
            <Col xs={24} sm={12} key={field}>
              <Form.Item
                name={field}
                label={
                  <span>
                    {t(`company.fields.${field}`)}{' '}
                    <Tag color={set ? 'green' : 'default'}>
                      {set ? t('company.secret.set') : t('company.secret.notSet')}
                    </Tag>
                  </span>
                }
                rules={[maxRule(t, 500)]}
              >
                <Input.Password
                  autoComplete="new-password"
                  disabled={!canSet}
                  placeholder={
                    set ? t('company.secret.placeholderSet') : t('company.secret.placeholderEmpty')
                  }
                  visibilityToggle
                />
              </Form.Item>
            </Col>
          );
        })}
      </Row>
    </Card>
  );
}

export function DepositAndTermsSection({ company, admin }: { company: TCompanyProfile; admin: boolean }) {
  const { t } = useTranslation();
  const amount = formatRM(Math.round(Number(company.deposit_amount) * 100));
  return (
    <Card title={`${t('company.sections.deposit')} · ${t('company.sections.terms')}`} {...section}>
      <Typography.Paragraph type="secondary">{t('company.hints.deposit', { amount })}</Typography.Paragraph>
      <Form.Item label={t('company.fields.deposit_status')}>
        <Form.Item name="deposit_status" valuePropName="checked" noStyle>
          <Switch disabled={!admin} aria-label={t('company.fields.deposit_status')} />
        </Form.Item>{' '}
        <Tag color={company.deposit_status ? 'green' : 'orange'}>
          {company.deposit_status ? t('company.deposit.paid') : t('company.deposit.unpaid')}
        </Tag>
      </Form.Item>
      <Form.Item
        name="terms_condition"
        valuePropName="checked"
        extra={
          company.terms_accepted_at
            ? t('company.hints.termsAcceptedAt', {
                date: klDate(company.terms_accepted_at),
              })
            : undefined
        }
        rules={[
          {
            validator: async (_, value: unknown) => {
              if (!value) throw new Error(t('company.validation.terms'));
            },
          },
        ]}
      >
        <Checkbox>{t('company.fields.terms_condition')}</Checkbox>
      </Form.Item>
    </Card>
  );
}

/** Who handles this merchant (GET /admin/merchant/view_agent). */
export function HandledBySection({ handlers }: { handlers: TMerchantAgent | undefined }) {
  const { t } = useTranslation();
  if (!handlers) return null;
  const who = (h: TMerchantAgent['agent']) =>
    h
      ? [h.name ?? h.username, h.phone_number, h.email].filter(Boolean).join(' · ')
      : t('company.handler.none');
  return (
    <Card title={t('company.sections.handledBy')} size="small" {...section}>
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'agent', label: t('company.handler.agent'), children: who(handlers.agent) },
          { key: 'sub_agent', label: t('company.handler.subAgent'), children: who(handlers.sub_agent) },
        ]}
      />
    </Card>
  );
}
