import { useCheckEdit, useCompanyProfile, useMerchantAgent, useSaveMerchantProfile } from '@meja/client';
import type { TCheckEdit, TCompanyProfile } from '@meja/contracts';
import { can, merchantAccess } from '@meja/contracts/permissions';
import { Card, Form, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageForm } from '../kit/form/PageForm';
import { LoadError } from '../kit/Results';
import { saveForm } from '../lib/form-errors';
import { useMerchantScope } from '../store/merchant-scope';
import { ProfileAlerts } from '../store/ProfileAlerts';
import { DepositAndTermsSection, GatewaySection, HandledBySection } from './AccountSections';
import { BankSection, BusinessSection, OwnerSection } from './CompanySections';
import { type CompanyFormValues, toBody, toFormValues } from './values';

interface FormProps {
  company: TCompanyProfile;
  check: TCheckEdit | undefined;
  merchantId: number | undefined;
  admin: boolean;
  setsSecrets: boolean;
}

/** The whole company form; read-only when GET /admin/check_edit says the caller may not change it. */
function CompanyForm({ company, check, merchantId, admin, setsSecrets }: FormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<CompanyFormValues>();
  const save = useSaveMerchantProfile();
  const editable = check?.editable.company ?? false;

  const submit = (values: CompanyFormValues) =>
    saveForm(
      form,
      () => save.mutateAsync({ body: toBody(values, merchantId) }),
      () => undefined,
    );

  return (
    <PageForm<CompanyFormValues>
      form={form}
      name="company"
      saved={company}
      initialValues={toFormValues(company)}
      onFinish={submit}
      save={editable && t('company.save')}
      pending={save.isPending}
      disabled={!editable}
    >
      <BusinessSection />
      <OwnerSection />
      <BankSection />
      <GatewaySection company={company} canSet={setsSecrets} />
      <DepositAndTermsSection company={company} admin={admin} />
    </PageForm>
  );
}

/** SPEC §3 Company: business, owner and contact, bank, gateway credentials, deposit and terms. */
export default function CompanyPage() {
  const { t } = useTranslation();
  const { user, merchantId, missing } = useMerchantScope();
  const allowed = user ? can(user, 'merchant_profile.company') : false;
  const enabled = allowed && !missing;
  const check = useCheckEdit(merchantId, { enabled });
  const company = useCompanyProfile(merchantId, { enabled });
  const handlers = useMerchantAgent(merchantId, { enabled });

  if (!user) return null;
  if (!allowed) return <Result status="403" title={t('company.noAccess')} />;
  if (missing)
    return <Result status="info" title={t('company.title')} subTitle={t('store.chooseMerchant')} />;
  if (company.isError) return <LoadError error={company.error} onRetry={() => company.refetch()} />;

  const picks = merchantAccess(user.role) === 'named';
  const name = company.data?.name;
  return (
    <>
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        {picks && name ? t('company.titleOf', { name }) : t('company.title')}
      </Typography.Title>
      <ProfileAlerts check={check.data} kind="company" showComplete={picks} />
      <div style={{ maxWidth: 880 }}>
        <HandledBySection handlers={handlers.data} />
      </div>
      {company.data && !check.isLoading ? (
        <CompanyForm
          company={company.data}
          check={check.data}
          merchantId={merchantId}
          admin={can(user, 'merchant_profile.platform_fields')}
          setsSecrets={can(user, 'merchant_profile.gateway')}
        />
      ) : (
        <Card loading style={{ maxWidth: 880 }} />
      )}
    </>
  );
}
