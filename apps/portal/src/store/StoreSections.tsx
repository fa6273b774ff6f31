import { PrinterOutlined } from '@ant-design/icons';
import type { TStoreProfile } from '@meja/contracts';
import { malaysianStates } from '@meja/contracts/malaysia';
import {
  Alert,
  Card,
  Checkbox,
  Descriptions,
  Form,
  type FormRule,
  Input,
  InputNumber,
  Radio,
  Row,
  Select,
  Typography,
} from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CheckboxGroup } from '../kit/form/CheckboxGroup';
import { Field, FormSection, SwitchField } from '../kit/form/Field';
import { TimeField } from '../kit/TimeField';
import { maxRule, textRules } from '../lib/validation';
import { FrontImageField } from './FrontImageField';
import { receiptNumber, weekdays } from './values';

const percentRule = (t: TFunction): FormRule => ({
  validator: async (_, value: unknown) => {
    const text = String(value ?? '').trim();
    if (text === '') throw new Error(t('validation.required'));
    if (!/^\d{1,3}(\.\d{1,2})?$/.test(text) || Number(text) > 100)
      throw new Error(t('store.validation.percent'));
  },
});

const section = { style: { marginBottom: 16 } } as const;
const required = (t: TFunction) => [{ required: true, message: t('validation.required') }];

export function StoreFrontSection(props: { disabled: boolean; library: boolean; merchantId?: number }) {
  const { t } = useTranslation();
  return (
    <FormSection title="store.sections.front" texts="store">
      <Field name="picture" hint="store.hints.picture">
        <FrontImageField disabled={props.disabled} library={props.library} merchantId={props.merchantId} />
      </Field>
      <Field name="display_name" rules={textRules(t, 120)}>
        <Input maxLength={120} />
      </Field>
      <Field name="description" hint="store.hints.description" rules={[maxRule(t, 1000)]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} maxLength={1000} />
      </Field>
      <Field name="display_address" rules={[maxRule(t, 300)]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} maxLength={300} />
      </Field>
      <Row gutter={16}>
        <Field
          name="postcode"
          sm={8}
          rules={[{ pattern: /^\s*(\d{5})?\s*$/, message: t('store.validation.postcode') }]}
        >
          <Input inputMode="numeric" maxLength={5} />
        </Field>
        <Field name="state" sm={16}>
          <Select allowClear showSearch options={malaysianStates.map((s) => ({ value: s, label: s }))} />
        </Field>
      </Row>
      <Field name="halal_status">
        <Radio.Group
          options={[
            { value: 'halal', label: t('store.halal.halal') },
            { value: 'non-halal', label: t('store.halal.non-halal') },
          ]}
        />
      </Field>
    </FormSection>
  );
}

export function OpeningHoursSection() {
  const { t } = useTranslation();
  return (
    <FormSection title="store.sections.hours" texts="store">
      <Typography.Paragraph type="secondary">{t('store.hints.hours')}</Typography.Paragraph>
      <Row gutter={16}>
        <Field name="open_at" xs={12} sm={8} rules={required(t)}>
          <TimeField />
        </Field>
        <Field name="close_at" xs={12} sm={8} rules={required(t)}>
          <TimeField />
        </Field>
      </Row>
      <Field name="closed_days">
        <CheckboxGroup
          aria-label={t('store.fields.closed_days')}
          options={weekdays.map((d, i) => ({ value: i, label: t(`store.weekdays.${d}`) }))}
        />
      </Field>
    </FormSection>
  );
}

export function BillsSection({ admin }: { admin: boolean }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const sst = Form.useWatch('sales_service_tax', form);
  const serviceCharge = Form.useWatch('service_charge', form);
  const fpx = Form.useWatch('fpx_status', form);
  return (
    <FormSection title="store.sections.bills" texts="store">
      <Row gutter={16}>
        <SwitchField name="sales_service_tax" sm={12} />
        <Field name="sst_no" sm={12} hint="store.hints.sstNo" rules={[maxRule(t, 40)]} hidden={!sst}>
          <Input maxLength={40} />
        </Field>
        <SwitchField name="service_charge" sm={12} />
        <Field name="service_charge_percent" sm={12} rules={[percentRule(t)]} hidden={!serviceCharge}>
          <Input suffix="%" inputMode="decimal" style={{ maxWidth: 160 }} />
        </Field>
      </Row>
      <Field
        name="platform_charge"
        hint={!admin && 'store.hints.platformCharge'}
        rules={admin ? [percentRule(t)] : []}
      >
        <Input suffix="%" inputMode="decimal" style={{ maxWidth: 160 }} disabled={!admin} />
      </Field>
      <SwitchField name="fpx_status" />
      <Form.Item name="hide_fpx_under_rm30" valuePropName="checked" hidden={!fpx}>
        <Checkbox>{t('store.fields.hide_fpx_under_rm30')}</Checkbox>
      </Form.Item>
    </FormSection>
  );
}

export function ReceiptsSection({ store }: { store: TStoreProfile }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const prefix: string = Form.useWatch('receipt_format', form) ?? '';
  const digits: number = Form.useWatch('receipt_digit', form) ?? store.receipt_digit;
  const start: number | null = Form.useWatch('receipt_start_counting_at', form) ?? null;
  const restarts = start !== null && start !== store.receipt_start_counting_at;
  const next = restarts ? start : store.receipt_next;
  const safeDigits = Math.min(12, Math.max(1, Number(digits) || 1));
  return (
    <FormSection title="store.sections.receipts" texts="store">
      <Row gutter={16}>
        <Field
          name="receipt_format"
          sm={8}
          hint="store.hints.receiptFormat"
          normalize={(v: string) => v.toUpperCase()}
          rules={[{ pattern: /^[A-Z0-9/-]{0,10}$/, message: t('store.validation.receiptFormat') }]}
        >
          <Input maxLength={10} />
        </Field>
        <Field name="receipt_digit" xs={12} sm={8} rules={required(t)}>
          <InputNumber min={1} max={12} precision={0} style={{ width: '100%' }} />
        </Field>
        <Field name="receipt_start_counting_at" xs={12} sm={8} rules={required(t)}>
          <InputNumber min={1} max={999_999_999} precision={0} style={{ width: '100%' }} />
        </Field>
      </Row>
      <Form.Item label={t('store.fields.next_receipt_no')}>
        <Typography.Text strong code data-testid="receipt-preview">
          {receiptNumber(prefix, safeDigits, next)}
        </Typography.Text>
      </Form.Item>
      {restarts && (
        <Alert
          type="warning"
          showIcon
          title={t('store.hints.receiptReset', { number: receiptNumber(prefix, safeDigits, next) })}
        />
      )}
    </FormSection>
  );
}

/**
 * The printer set-up has its own screen (SPEC §2 "printer set-up and test receipt", printers/):
 * here a summary of it, and the way there for those who may set it up.
 */
export function PrintingSection(props: { store: TStoreProfile; merchantId?: number; canSetUp: boolean }) {
  const { t } = useTranslation();
  const { store } = props;
  const to = props.merchantId === undefined ? '/printers' : `/printers?merchant_id=${props.merchantId}`;
  return (
    <Card title={t('store.sections.printing')} {...section}>
      <Descriptions
        size="small"
        column={1}
        items={[
          {
            key: 'model',
            label: t('store.fields.printer_model'),
            children: t(`store.printerModels.${store.printer_model}`),
          },
          {
            key: 'series',
            label: t('store.fields.printer_series_no'),
            children: store.printer_series_no || t('store.printing.notSetUp'),
          },
          {
            key: 'sub',
            label: t('store.fields.sub_printers'),
            children: store.sub_printers.map((p) => p.name).join(', ') || t('store.printing.noSubPrinters'),
          },
        ]}
      />
      {props.canSetUp ? (
        <Link to={to}>
          <PrinterOutlined /> {t('store.printing.open')}
        </Link>
      ) : (
        <Typography.Text type="secondary">{t('store.printing.elsewhere')}</Typography.Text>
      )}
    </Card>
  );
}

export function OrderFlowSection() {
  const { t } = useTranslation();
  return (
    <FormSection title="store.sections.orderFlow" texts="store">
      <Field name="dine_in_payment" hint="store.hints.dineInPayment">
        <Radio.Group
          options={[
            { value: 'first', label: t('store.dineInPayment.first') },
            { value: 'end', label: t('store.dineInPayment.end') },
          ]}
        />
      </Field>
      <SwitchField name="ready_to_process" hint="store.hints.readyToProcess" />
      <SwitchField name="ready_to_serve" hint="store.hints.readyToServe" />
    </FormSection>
  );
}
