import { usePublishTerms } from '@meja/client';
import type { TTermsCurrent, TTermsPublishBody } from '@meja/contracts';
import { App, Button, Card, Form, Input, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showFormError } from '../../lib/form-errors';
import { RichTextField } from '../rich-text/RichTextField';

type Values = TTermsPublishBody;
type Lang = 'en' | 'zh';

/**
 * A new version, starting from the text in force: both languages' text and summary of changes,
 * then a confirmation (a version is never edited, and every merchant must accept it).
 */
export function PublishTermsForm({ current }: { current: TTermsCurrent | null }) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const publish = usePublishTerms();
  const [tab, setTab] = useState<Lang>('en');
  const next = (current?.version ?? 0) + 1;
  const required = [{ required: true, whitespace: true, message: t('terms.admin.required') }];

  const send = async (values: Values) => {
    try {
      const reply = await publish.mutateAsync(values);
      if (reply.message) message.success(reply.message);
      form.setFieldsValue({ summary_en: '', summary_zh: '' });
    } catch (err) {
      const fields = (err as { errors?: Record<string, string> }).errors ?? {};
      if (fields.body_zh && !fields.body_en) setTab('zh');
      else if (fields.body_en) setTab('en');
      showFormError(form, err);
    }
  };

  const submit = async () => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch (err) {
      const failed = (err as { errorFields?: { name: (string | number)[] }[] }).errorFields ?? [];
      const names = failed.map((f) => f.name[0]);
      if (names.includes('body_zh') && !names.includes('body_en')) setTab('zh');
      return;
    }
    modal.confirm({
      title: t('terms.admin.confirmTitle', { version: next }),
      content: t('terms.admin.confirmBody'),
      okText: t('terms.admin.publish'),
      cancelText: t('common.cancel'),
      onOk: () => send(values),
    });
  };

  const body = (lang: Lang) => (
    <Form.Item
      name={`body_${lang}`}
      label={t(lang === 'en' ? 'terms.admin.bodyEn' : 'terms.admin.bodyZh')}
      rules={required}
    >
      <RichTextField
        aria-label={t(lang === 'en' ? 'terms.admin.bodyEn' : 'terms.admin.bodyZh')}
        minHeight={320}
      />
    </Form.Item>
  );

  return (
    <Card title={t('terms.admin.publishTitle')}>
      <Typography.Paragraph type="secondary">{t('terms.admin.publishIntro')}</Typography.Paragraph>
      <Form<Values>
        form={form}
        name="publish-terms"
        layout="vertical"
        initialValues={{
          body_en: current?.body_en ?? '',
          body_zh: current?.body_zh ?? '',
          summary_en: '',
          summary_zh: '',
        }}
      >
        <Form.Item name="summary_en" label={t('terms.admin.summaryEn')} rules={required}>
          <Input.TextArea rows={3} maxLength={2000} />
        </Form.Item>
        <Form.Item name="summary_zh" label={t('terms.admin.summaryZh')} rules={required}>
          <Input.TextArea rows={3} maxLength={2000} />
        </Form.Item>
        <Tabs
          activeKey={tab}
          onChange={(k) => setTab(k as Lang)}
          items={[
            { key: 'en', label: t('terms.admin.english'), forceRender: true, children: body('en') },
            { key: 'zh', label: t('terms.admin.chinese'), forceRender: true, children: body('zh') },
          ]}
        />
        <Button type="primary" onClick={submit} loading={publish.isPending}>
          {t('terms.admin.publish')}
        </Button>
      </Form>
    </Card>
  );
}
