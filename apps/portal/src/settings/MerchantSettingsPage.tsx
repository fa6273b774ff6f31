import { type SettingsHistoryParams, useSetting, useSettingHistory } from '@meja/client';
import type { TMerchantSettings } from '@meja/contracts';
import { parseHundredths } from '@meja/contracts/money-format';
import { Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { Field, SwitchField } from '../kit/form/Field';
import { SettingForm, SettingsScreen } from './SettingsScreen';
import { VersionHistory } from './VersionHistory';

interface Values {
  platform_charge: string;
  service_charge_percent: string;
  sales_service_tax: boolean;
  service_charge: boolean;
}

const valuesOf = (m: TMerchantSettings): Values => ({
  platform_charge: m.platform_charge,
  service_charge_percent: m.service_charge_percent,
  sales_service_tax: m.sales_service_tax,
  service_charge: m.service_charge,
});

const useMerchantSetting = (o: { enabled: boolean }) => useSetting('merchant', o);
const useMerchantHistory = (q: SettingsHistoryParams, o: { enabled: boolean }) =>
  useSettingHistory('merchant', q, o);

/**
 * Admins: what the store of every merchant created from now on starts with. Existing merchants
 * keep theirs (the intro says so). The server's field errors land on the fields.
 */
export default function MerchantSettingsPage() {
  const { t } = useTranslation();
  const title = (f: keyof Values) => t(`merchantSettings.fields.${f}`);
  const yesNo = (v: boolean) => t(v ? 'settingsHistory.yes' : 'settingsHistory.no');
  return (
    <SettingsScreen
      section="merchantSettings"
      useCurrent={useMerchantSetting}
      form={(m) => <MerchantForm key={m.id ?? 'defaults'} current={m} />}
      history={
        <VersionHistory
          id="merchant-settings-history"
          useRows={useMerchantHistory}
          columns={[
            { key: 'platform', title: title('platform_charge'), render: (_, v) => `${v.platform_charge}%` },
            {
              key: 'service_percent',
              title: title('service_charge_percent'),
              render: (_, v) => `${v.service_charge_percent}%`,
            },
            { key: 'sst', title: title('sales_service_tax'), render: (_, v) => yesNo(v.sales_service_tax) },
            { key: 'service', title: title('service_charge'), render: (_, v) => yesNo(v.service_charge) },
          ]}
        />
      }
    />
  );
}

function MerchantForm({ current }: { current: TMerchantSettings }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  // As ZPercent on the server: 0 to 100, at most two decimals.
  const percent: Rule = {
    validator: async (_, v: string | undefined) => {
      const parsed = v === undefined || v === '' ? undefined : parseHundredths(v);
      if (!parsed?.ok || parsed.hundredths > 100_00) throw new Error(t('merchantSettings.percentHelp'));
    },
  };

  return (
    <SettingForm
      type="merchant"
      section="merchantSettings"
      form={form}
      initialValues={valuesOf(current)}
      current={current}
    >
      <Field name="platform_charge" hint="merchantSettings.percentHelp" rules={[percent]}>
        <Input inputMode="decimal" suffix="%" />
      </Field>
      <Field name="service_charge_percent" rules={[percent]}>
        <Input inputMode="decimal" suffix="%" />
      </Field>
      <SwitchField name="sales_service_tax" />
      <SwitchField name="service_charge" />
    </SettingForm>
  );
}
