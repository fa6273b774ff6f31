import { type SettingsHistoryParams, useSetting, useSettingHistory } from '@meja/client';
import type { TContactSettings, TContactSettingsBody } from '@meja/contracts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Field } from '../kit/form/Field';
import { SettingForm, SettingsScreen } from './SettingsScreen';
import { VersionHistory } from './VersionHistory';

type Values = Required<Omit<TContactSettingsBody, 'type' | 'whatsapp'>> & { whatsapp: string };

const valuesOf = (c: TContactSettings): Values => ({
  support_email: c.support_email,
  support_phone: c.support_phone,
  whatsapp: c.whatsapp ?? '',
  hours_en: c.hours_en,
  hours_zh: c.hours_zh,
});

/**
 * Admins: how merchants, agents and staff reach support (shown on the sign-in page and in the
 * header's Help). The server checks the numbers are Malaysian; its errors land on the fields.
 */
const useContactSetting = (o: { enabled: boolean }) => useSetting('contact', o);
const useContactHistory = (q: SettingsHistoryParams, o: { enabled: boolean }) =>
  useSettingHistory('contact', q, o);

export default function ContactSettingsPage() {
  const { t } = useTranslation();
  const title = (f: keyof Values) => t(`contactSettings.fields.${f}`);
  return (
    <SettingsScreen
      section="contactSettings"
      useCurrent={useContactSetting}
      form={(c) => <ContactForm key={c.id ?? 'defaults'} current={c} />}
      history={
        <VersionHistory
          id="contact-settings-history"
          useRows={useContactHistory}
          columns={[
            { key: 'email', title: title('support_email'), render: (_, v) => v.support_email },
            { key: 'phone', title: title('support_phone'), render: (_, v) => v.support_phone },
            { key: 'whatsapp', title: title('whatsapp'), render: (_, v) => v.whatsapp ?? '—' },
            { key: 'hours_en', title: title('hours_en'), render: (_, v) => v.hours_en || '—' },
            { key: 'hours_zh', title: title('hours_zh'), render: (_, v) => v.hours_zh || '—' },
          ]}
        />
      }
    />
  );
}

function ContactForm({ current }: { current: TContactSettings }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const required = { required: true, whitespace: true, message: t('contactSettings.required') };
  const hours = { max: 200, message: t('contactSettings.help.hours') };

  return (
    <SettingForm
      type="contact"
      section="contactSettings"
      form={form}
      initialValues={valuesOf(current)}
      current={current}
    >
      <Field
        name="support_email"
        rules={[required, { type: 'email', message: t('contactSettings.emailInvalid') }]}
      >
        <Input type="email" autoComplete="off" />
      </Field>
      <Field name="support_phone" hint="contactSettings.help.support_phone" rules={[required]}>
        <Input inputMode="tel" />
      </Field>
      <Field name="whatsapp" hint="contactSettings.help.whatsapp">
        <Input inputMode="tel" />
      </Field>
      <Field name="hours_en" hint="contactSettings.help.hours" rules={[hours]}>
        <Input />
      </Field>
      <Field name="hours_zh" rules={[hours]}>
        <Input />
      </Field>
    </SettingForm>
  );
}
