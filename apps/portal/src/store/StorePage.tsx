import { useCheckEdit, useSaveMerchantProfile, useStoreProfile } from '@meja/client';
import type { TCheckEdit, TStoreProfile } from '@meja/contracts';
import { can, merchantAccess } from '@meja/contracts/permissions';
import { Card, Form, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageForm } from '../kit/form/PageForm';
import { LoadError } from '../kit/Results';
import { saveForm } from '../lib/form-errors';
import { useMerchantScope } from './merchant-scope';
import { ProfileAlerts } from './ProfileAlerts';
import {
  BillsSection,
  OpeningHoursSection,
  OrderFlowSection,
  PrintingSection,
  ReceiptsSection,
  StoreFrontSection,
} from './StoreSections';
import { type StoreFormValues, toBody, toFormValues } from './values';

interface FormProps {
  /** May open the printer set-up (printers/access.ts). */
  printers: boolean;
  store: TStoreProfile;
  check: TCheckEdit | undefined;
  merchantId: number | undefined;
  admin: boolean;
  library: boolean;
}

/** The whole store form; read-only when GET /admin/check_edit says the caller may not change it. */
function StoreForm({ store, check, merchantId, admin, library, printers }: FormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<StoreFormValues>();
  const save = useSaveMerchantProfile();
  const editable = check?.editable.store ?? false;

  const submit = (values: StoreFormValues) => {
    const { body, file } = toBody(values, store, merchantId);
    return saveForm(
      form,
      () => save.mutateAsync({ body, picture: file }),
      () => undefined,
    );
  };

  return (
    <PageForm<StoreFormValues>
      form={form}
      name="store"
      saved={store}
      initialValues={toFormValues(store)}
      onFinish={submit}
      save={editable && t('store.save')}
      pending={save.isPending}
      disabled={!editable}
    >
      <StoreFrontSection disabled={!editable} library={library} merchantId={merchantId} />
      <OpeningHoursSection />
      <BillsSection admin={admin} />
      <ReceiptsSection store={store} />
      <PrintingSection store={store} merchantId={merchantId} canSetUp={printers} />
      <OrderFlowSection />
    </PageForm>
  );
}

/** SPEC §3 Store: the merchant's store front, hours, bills, receipts, printing (a summary) and order flow. */
export default function StorePage() {
  const { t } = useTranslation();
  const { user, merchantId, missing } = useMerchantScope();
  const allowed = user ? can(user, 'merchant_profile.read') : false;
  const enabled = allowed && !missing;
  const check = useCheckEdit(merchantId, { enabled });
  const store = useStoreProfile(merchantId, { enabled });

  if (!user) return null;
  if (!allowed) return <Result status="403" title={t('store.noAccess')} />;
  if (missing) return <Result status="info" title={t('store.title')} subTitle={t('store.chooseMerchant')} />;
  if (store.isError) return <LoadError error={store.error} onRetry={() => store.refetch()} />;

  const picks = merchantAccess(user.role) === 'named';
  return (
    <>
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        {picks && store.data ? t('store.titleOf', { name: store.data.display_name }) : t('store.title')}
      </Typography.Title>
      <ProfileAlerts check={check.data} kind="store" showComplete={picks} />
      {store.data && !check.isLoading ? (
        <StoreForm
          store={store.data}
          check={check.data}
          merchantId={merchantId}
          admin={can(user, 'merchant_profile.platform_fields')}
          library={can(user, 'media.manage')}
          printers={can(user, 'printers.manage')}
        />
      ) : (
        <Card loading style={{ maxWidth: 880 }} />
      )}
    </>
  );
}
