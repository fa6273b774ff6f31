import { PrinterOutlined } from '@ant-design/icons';
import type { TStoreProfile } from '@meja/contracts';
import { malaysianStates } from '@meja/contracts/malaysia';
import {
  Alert,
  Card,
  Checkbox,
  Col,
  Descriptions,
  Form,
  type FormRule,
  Input,
  InputNumber,
  Radio,
  Row,
  Select,
  Switch,
  Typography,
} from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TimeField } from '../app/TimeField';
import { maxRule } from '../lib/validation';
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

export function StoreFrontSection(props: { disabled: boolean; library: boolean; merchantId?: number }) {
  const { t } = useTranslation();
  return (
    <Card title={t('store.sections.front')} {...section}>
      <Form.Item name="picture" label={t('store.fields.picture')} extra={t('store.hints.picture')}>
        <FrontImageField disabled={props.disabled} library={props.library} merchantId={props.merchantId} />
      </Form.Item>
      <Form.Item
        name="display_name"
        label={t('store.fields.display_name')}
        rules={[{ required: true, whitespace: true, message: t('validation.required') }, maxRule(t, 120)]}
      >
        <Input maxLength={120} />
      </Form.Item>
      <Form.Item
        name="description"
        label={t('store.fields.description')}
        extra={t('store.hints.description')}
        rules={[maxRule(t, 1000)]}
      >
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} maxLength={1000} />
      </Form.Item>
      <Form.Item name="display_address" label={t('store.fields.display_address')} rules={[maxRule(t, 300)]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} maxLength={300} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={8}>
          <Form.Item
            name="postcode"
            label={t('store.fields.postcode')}
            rules={[{ pattern: /^\s*(\d{5})?\s*$/, message: t('store.validation.postcode') }]}
          >
            <Input inputMode="numeric" maxLength={5} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={16}>
          <Form.Item name="state" label={t('store.fields.state')}>
            <Select allowClear showSearch options={malaysianStates.map((s) => ({ value: s, label: s }))} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="halal_status" label={t('store.fields.halal_status')}>
        <Radio.Group
          options={[
            { value: 'halal', label: t('store.halal.halal') },
            { value: 'non-halal', label: t('store.halal.non-halal') },
          ]}
        />
      </Form.Item>
    </Card>
  );
}

export function OpeningHoursSection() {
  const { t } = useTranslation();
  const required = [{ required: true, message: t('validation.required') }];
  return (
    <Card title={t('store.sections.hours')} {...section}>
      <Typography.Paragraph type="secondary">{t('store.hints.hours')}</Typography.Paragraph>
      <Row gutter={16}>
        <Col xs={12} sm={8}>
          <Form.Item name="open_at" label={t('store.fields.open_at')} rules={required}>
            <TimeField />
          </Form.Item>
        </Col>
        <Col xs={12} sm={8}>
          <Form.Item name="close_at" label={t('store.fields.close_at')} rules={required}>
            <TimeField />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="closed_days" label={t('store.fields.closed_days')}>
        <Checkbox.Group options={weekdays.map((d, i) => ({ value: i, label: t(`store.weekdays.${d}`) }))} />
      </Form.Item>
    </Card>
  );
}

export function BillsSection({ admin }: { admin: boolean }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const sst = Form.useWatch('sales_service_tax', form);
  const serviceCharge = Form.useWatch('service_charge', form);
  const fpx = Form.useWatch('fpx_status', form);
  return (
    <Card title={t('store.sections.bills')} {...section}>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item
            name="sales_service_tax"
            label={t('store.fields.sales_service_tax')}
            valuePropName="checked"
          >
            <Switch />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="sst_no"
            label={t('store.fields.sst_no')}
            extra={t('store.hints.sstNo')}
            rules={[maxRule(t, 40)]}
            hidden={!sst}
          >
            <Input maxLength={40} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="service_charge" label={t('store.fields.service_charge')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="service_charge_percent"
            label={t('store.fields.service_charge_percent')}
            rules={[percentRule(t)]}
            hidden={!serviceCharge}
          >
            <Input suffix="%" inputMode="decimal" style={{ maxWidth: 160 }} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name="platform_charge"
        label={t('store.fields.platform_charge')}
        extra={admin ? undefined : t('store.hints.platformCharge')}
        rules={admin ? [percentRule(t)] : []}
      >
        <Input suffix="%" inputMode="decimal" style={{ maxWidth: 160 }} disabled={!admin} />
      </Form.Item>
      <Form.Item name="fpx_status" label={t('store.fields.fpx_status')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="hide_fpx_under_rm30" valuePropName="checked" hidden={!fpx}>
        <Checkbox>{t('store.fields.hide_fpx_under_rm30')}</Checkbox>
      </Form.Item>
    </Card>
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
    <Card title={t('store.sections.receipts')} {...section}>
      <Row gutter={16}>
        <Col xs={24} sm={8}>
          <Form.Item
            name="receipt_format"
            label={t('store.fields.receipt_format')}
            extra={t('store.hints.receiptFormat')}
            normalize={(v: string) => v.toUpperCase()}
            rules={[{ pattern: /^[A-Z0-9/-]{0,10}$/, message: t('store.validation.receiptFormat') }]}
          >
            <Input maxLength={10} />
          </Form.Item>
        </Col>
        <Col xs={12} sm={8}>
          <Form.Item
            name="receipt_digit"
            label={t('store.fields.receipt_digit')}
            rules={[{ required: true, message: t('validation.required') }]}
          >
            <InputNumber min={1} max={12} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} sm={8}>
          <Form.Item
            name="receipt_start_counting_at"
            label={t('store.fields.receipt_start_counting_at')}
            rules={[{ required: true, message: t('validation.required') }]}
          >
            <InputNumber min={1} max={999_999_999} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
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
    </Card>
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
    <Card title={t('store.sections.orderFlow')} {...section}>
      <Form.Item
        name="ready_to_process"
        label={t('store.fields.ready_to_process')}
        extra={t('store.hints.readyToProcess')}
        valuePropName="checked"
      >
        <Switch />
      </Form.Item>
      <Form.Item
        name="ready_to_serve"
        label={t('store.fields.ready_to_serve')}
        extra={t('store.hints.readyToServe')}
        valuePropName="checked"
      >
        <Switch />
      </Form.Item>
    </Card>
  );
}
