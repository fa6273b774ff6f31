import { useCreateUpdateLog } from '@meja/client';
import { type TUpdateLog, updateLogLimits } from '@meja/contracts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../kit/form/FormModal';
import { saveForm } from '../../lib/form-errors';
import { textRules } from '../../lib/validation';

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
  const [form] = Form.useForm<Values>();
  const create = useCreateUpdateLog();

  const submit = (values: Values) =>
    saveForm(
      form,
      () => create.mutateAsync(values),
      (reply) => onCreated(reply.data),
    );

  return (
    <FormModal<Values>
      open={open}
      title={t('updateLog.createTitle')}
      okText={t('common.create')}
      pending={create.isPending}
      form={form}
      name="update-log-create"
      initialValues={{ title: '', version: '' }}
      onFinish={submit}
      onClose={onClose}
      kept
      preserve
    >
      <Form.Item
        name="version"
        label={t('updateLog.version')}
        extra={t('updateLog.versionHint')}
        rules={textRules(t, updateLogLimits.maxVersion)}
      >
        <Input placeholder={t('updateLog.versionPlaceholder')} maxLength={updateLogLimits.maxVersion} />
      </Form.Item>
      <Form.Item
        name="title"
        label={t('updateLog.versionTitle')}
        rules={textRules(t, updateLogLimits.maxTitle)}
      >
        <Input placeholder={t('updateLog.titlePlaceholder')} maxLength={updateLogLimits.maxTitle} showCount />
      </Form.Item>
    </FormModal>
  );
}
