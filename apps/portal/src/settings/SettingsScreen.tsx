import { type SettingBody, useSaveSetting, type VersionedSettingType } from '@meja/client';
import { can } from '@meja/contracts/permissions';
import { Button, Card, Form, type FormInstance, Result, Spin, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldTextsProvider } from '../kit/form/Field';
import { LoadError } from '../kit/Results';
import { saveForm } from '../lib/form-errors';
import { useSession } from '../lib/session';
import { LastChange } from './LastChange';

/** What a settings screen's data hook answers (a TanStack query). */
interface Current<V> {
  data?: V;
  isError: boolean;
  error: Error | null;
  refetch: () => unknown;
}

/**
 * The frame of a settings screen: admins only (the server's `settings.payout`), title and intro,
 * the form once the setting in force has loaded, and its history below.
 */
export function SettingsScreen<V>({
  section,
  useCurrent,
  form,
  history,
}: {
  section: 'contactSettings' | 'merchantSettings';
  useCurrent: (options: { enabled: boolean }) => Current<V>;
  form: (current: V) => ReactNode;
  history: ReactNode;
}) {
  const { t } = useTranslation();
  const role = useSession()?.user.role;
  const allowed = Boolean(role && can({ role }, 'settings.payout'));
  const current = useCurrent({ enabled: allowed });
  if (!role) return null;
  if (!allowed) return <Result status="403" title={t(`${section}.noAccess`)} />;
  return (
    <>
      <Typography.Title level={2}>{t(`${section}.title`)}</Typography.Title>
      <Typography.Paragraph type="secondary">{t(`${section}.intro`)}</Typography.Paragraph>
      {current.isError ? (
        <LoadError error={current.error} onRetry={() => current.refetch()} />
      ) : current.data ? (
        form(current.data)
      ) : (
        <Spin />
      )}
      <div style={{ marginTop: 32 }}>{history}</div>
    </>
  );
}

/**
 * The form of a versioned setting: saves a new version, shows the server's field errors on the
 * fields, then the save button and who made the version in force.
 */
export function SettingForm<T extends VersionedSettingType, V extends SettingBody<T>>({
  type,
  section,
  form,
  initialValues,
  current,
  children,
}: {
  type: T;
  section: 'contactSettings' | 'merchantSettings';
  form: FormInstance<V>;
  initialValues: V;
  current: { changed_by: string | null; changed_at: string | null };
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const save = useSaveSetting(type);
  const submit = (values: V) =>
    saveForm(
      form,
      () => save.mutateAsync(values),
      () => undefined,
    );
  return (
    <FieldTextsProvider value={section}>
      <Card>
        <Form<V>
          form={form}
          name={`${type}-settings`}
          layout="vertical"
          initialValues={initialValues}
          onFinish={submit}
          style={{ maxWidth: 560 }}
        >
          {children}
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('common.save')}
          </Button>
          <LastChange section={section} version={current} />
        </Form>
      </Card>
    </FieldTextsProvider>
  );
}
