import { useCreateUpdateLog } from '@meja/client';
import { type TUpdateLog, updateLogLimits } from '@meja/contracts';
import { App, Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { showFormError } from '../../lib/form-errors';
import { maxRule } from '../../lib/validation';

interface Values {
  title: string;
  version: string;
}

/** "Create version": a title and a version, made a draft; its log is written next. */
export function CreateVersionModal({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (row: TUpdateLog) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const create = useCreateUpdateLog();

  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);

  const submit = async (values: Values) => {
    try {
      const reply = await create.mutateAsync(values);
      if (reply.message) message.success(reply.message);
      onCreated(reply.data);
    } catch (err) {
      showFormError(form, err);
    }
  };

  const required = { required: true, whitespace: true, message: t('validation.required') };
  return (
    <Modal
      open={open}
      title={t('updateLog.createTitle')}
      okText={t('common.create')}
      cancelText={t('common.cancel')}
      confirmLoading={create.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      forceRender
    >
      <Form<Values>
        form={form}
        name="update-log-create"
        layout="vertical"
        initialValues={{ title: '', version: '' }}
        onFinish={submit}
      >
        <Form.Item
          name="version"
          label={t('updateLog.version')}
          extra={t('updateLog.versionHint')}
          rules={[required, maxRule(t, updateLogLimits.maxVersion)]}
        >
          <Input placeholder={t('updateLog.versionPlaceholder')} maxLength={updateLogLimits.maxVersion} />
        </Form.Item>
        <Form.Item
          name="title"
          label={t('updateLog.versionTitle')}
          rules={[required, maxRule(t, updateLogLimits.maxTitle)]}
        >
          <Input
            placeholder={t('updateLog.titlePlaceholder')}
            maxLength={updateLogLimits.maxTitle}
            showCount
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
