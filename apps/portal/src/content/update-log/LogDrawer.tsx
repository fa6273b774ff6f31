import { useUpdateUpdateLog } from '@meja/client';
import { type TUpdateLog, updateLogLimits } from '@meja/contracts';
import { Alert, App, Drawer, Form, Input } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DrawerButtons } from '../../kit/form/FormButtons';
import { showFormError } from '../../lib/form-errors';
import { maxRule } from '../../lib/validation';
import { RichTextField } from '../rich-text/RichTextField';

interface Values {
  title: string;
  version: string;
  log: string;
}

/** "Edit log": a version's log in rich text, and its title and version to correct them. */
export function LogDrawer({ row, onClose }: { row: TUpdateLog | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const update = useUpdateUpdateLog();

  useEffect(() => {
    if (row) form.setFieldsValue({ title: row.title, version: row.version, log: row.log });
  }, [row, form]);

  const submit = async (values: Values) => {
    if (!row) return;
    try {
      const reply = await update.mutateAsync({ id: row.id, body: values });
      if (reply.message) message.success(reply.message);
      onClose();
    } catch (err) {
      showFormError(form, err);
    }
  };

  const required = { required: true, whitespace: true, message: t('validation.required') };
  return (
    <Drawer
      open={row !== null}
      title={row && t('updateLog.editLogTitle', { version: row.version })}
      onClose={onClose}
      size={720}
      destroyOnHidden
      extra={<DrawerButtons pending={update.isPending} onSave={() => form.submit()} onCancel={onClose} />}
    >
      {row?.status === 'published' && (
        <Alert type="info" showIcon title={t('updateLog.publishedHint')} style={{ marginBottom: 16 }} />
      )}
      <Form<Values> form={form} name="update-log" layout="vertical" onFinish={submit}>
        <Form.Item
          name="version"
          label={t('updateLog.version')}
          rules={[required, maxRule(t, updateLogLimits.maxVersion)]}
        >
          <Input maxLength={updateLogLimits.maxVersion} />
        </Form.Item>
        <Form.Item
          name="title"
          label={t('updateLog.versionTitle')}
          rules={[required, maxRule(t, updateLogLimits.maxTitle)]}
        >
          <Input maxLength={updateLogLimits.maxTitle} showCount />
        </Form.Item>
        <Form.Item name="log" label={t('updateLog.log')} extra={t('updateLog.logHint')}>
          <RichTextField aria-label={t('updateLog.log')} minHeight={280} />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
