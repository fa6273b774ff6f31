import type { TCheckEdit } from '@meja/contracts';
import { Alert, Flex } from 'antd';
import { useTranslation } from 'react-i18next';

interface Props {
  check: TCheckEdit | undefined;
  kind: 'store' | 'company';
  /** Admins and agents setting a merchant up also see when set-up is complete. */
  showComplete: boolean;
}

/** Why the form is read-only, and which required fields set-up still needs. */
export function ProfileAlerts({ check, kind, showComplete }: Props) {
  const { t } = useTranslation();
  if (!check) return null;
  const missing = check.missing[kind];
  const label = (field: string) =>
    kind === 'store'
      ? t(`store.fields.${field}` as 'store.fields.display_name')
      : t(`company.fields.${field}` as 'company.fields.name');
  const complete = check.store_complete && check.company_complete;
  return (
    <Flex vertical gap={12} style={{ marginBottom: 16, maxWidth: 880 }}>
      {!check.editable[kind] && (
        <Alert type="warning" showIcon title={t('store.readOnly')} description={check.reason} />
      )}
      {missing.length > 0 && (
        <Alert
          type="info"
          showIcon
          title={t('store.setupMissing', { fields: missing.map(label).join(', ') })}
        />
      )}
      {complete && showComplete && <Alert type="success" showIcon title={t('store.setupComplete')} />}
    </Flex>
  );
}
