import { ApiError, isApiError, usePatchMerchantProfile, useStoreProfile } from '@meja/client';
import type { TStoreProfile } from '@meja/contracts';
import { merchantAccess } from '@meja/contracts/permissions';
import { Card, Checkbox, Col, Form, Input, Radio, Result, Row, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PageForm } from '../kit/form/PageForm';
import { LoadError } from '../kit/Results';
import { feedback } from '../lib/feedback';
import { showFormError } from '../lib/form-errors';
import { maxRule } from '../lib/validation';
import { useMerchantScope } from '../store/merchant-scope';
import { PrinterChecks } from './PrinterChecks';
import { seriesNoFieldId } from './PrinterProblem';
import { SubPrintersList } from './SubPrintersList';
import { fieldErrorsOf, mainTarget, type PrinterFormValues, toBody, toFormValues } from './values';

function MainPrinterCard({ saved, merchantId }: { saved: TStoreProfile; merchantId: number | undefined }) {
  const { t } = useTranslation(undefined, { keyPrefix: 'printers' });
  const { t: tAll } = useTranslation();
  const form = Form.useFormInstance<PrinterFormValues>();
  const values = Form.useWatch([], form) as Partial<PrinterFormValues> | undefined;
  return (
    <Card title={t('main.title')} style={{ marginBottom: 16 }}>
      <Row gutter={16}>
        <Col xs={24} sm={10}>
          <Form.Item name="printer_model" label={t('main.model')}>
            <Radio.Group
              optionType="button"
              options={[
                { value: 58, label: t('models.58') },
                { value: 80, label: t('models.80') },
              ]}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={14}>
          <Form.Item
            name="printer_series_no"
            label={t('main.seriesNo')}
            extra={t('main.seriesNoHint')}
            rules={[maxRule(tAll, 64)]}
          >
            <Input maxLength={64} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="auto_print_status" valuePropName="checked" style={{ marginBottom: 8 }}>
        <Checkbox>{t('main.autoPrint')}</Checkbox>
      </Form.Item>
      <Form.Item name="auto_print_total_status" valuePropName="checked">
        <Checkbox>{t('main.autoPrintTotal')}</Checkbox>
      </Form.Item>
      <PrinterChecks
        target={mainTarget(values, saved)}
        merchantId={merchantId}
        type="receipt"
        label={t('main.title')}
      />
    </Card>
  );
}

function PrintersForm({ saved, merchantId }: { saved: TStoreProfile; merchantId: number | undefined }) {
  const { t } = useTranslation(undefined, { keyPrefix: 'printers' });
  const [form] = Form.useForm<PrinterFormValues>();
  const save = usePatchMerchantProfile();
  // A "cannot print" message links here (PrinterSetupLink): the field that fixes it takes the focus.
  const { hash, key } = useLocation();
  useEffect(() => {
    void key;
    if (hash !== `#${seriesNoFieldId}`) return;
    const field = document.getElementById(seriesNoFieldId);
    field?.scrollIntoView({ block: 'center' });
    field?.focus({ preventScroll: true });
  }, [hash, key]);

  const submit = async (values: PrinterFormValues) => {
    try {
      const reply = await save.mutateAsync({ body: toBody(values, merchantId) });
      if (reply.message) feedback.message.success(reply.message);
    } catch (err) {
      showFormError(
        form,
        isApiError(err)
          ? new ApiError(err.status, {
              code: err.code,
              reason: err.reason,
              message: err.message,
              errors: fieldErrorsOf(err.errors),
            })
          : err,
      );
    }
  };

  return (
    <PageForm<PrinterFormValues>
      form={form}
      name="printers"
      // The new ids come back with what the server holds.
      saved={saved}
      initialValues={toFormValues(saved)}
      onFinish={submit}
      save={t('save')}
      pending={save.isPending}
    >
      <MainPrinterCard saved={saved} merchantId={merchantId} />
      <SubPrintersList saved={saved} merchantId={merchantId} disabled={save.isPending} />
    </PageForm>
  );
}

/**
 * SPEC §2 "printer set-up and test receipt": the main printer and the stations beside it, saved
 * with the store (PATCH /admin/merchant/update), and a connection check and a test print of each.
 */
export default function PrintersPage() {
  const { t } = useTranslation(undefined, { keyPrefix: 'printers' });
  const { user, allowed, merchantId, missing } = useMerchantScope('printers.manage');
  const enabled = Boolean(allowed) && !missing;
  const store = useStoreProfile(merchantId, { enabled });

  if (!user) return null;
  if (!allowed) return <Result status="403" title={t('noAccess')} />;
  if (missing) return <Result status="info" title={t('title')} subTitle={t('chooseMerchant')} />;
  if (store.isError) return <LoadError error={store.error} onRetry={() => store.refetch()} />;

  return (
    <>
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        {merchantAccess(user.role) === 'named' && store.data
          ? t('titleOf', { name: store.data.display_name })
          : t('title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ maxWidth: 880 }}>
        {t('intro')}
      </Typography.Paragraph>
      {store.data ? (
        <PrintersForm saved={store.data} merchantId={merchantId} />
      ) : (
        <Card loading style={{ maxWidth: 880 }} />
      )}
    </>
  );
}
