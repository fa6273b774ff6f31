import { useCorrectDateOfBirth } from '@meja/client';
import { App, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { showFormError } from '../lib/form-errors';

interface Values {
  date_of_birth: string;
}

/**
 * An admin corrects a buddy's date of birth (PATCH /admin/buddy/date_of_birth/{id}): the buddy sets
 * it once, and asks support when it is wrong, since it decides the month of their birthday gift.
 * The server checks the day; its message lands on the field.
 */
export function DateOfBirthModal({
  buddy,
  onClose,
}: {
  buddy: { id: number; date_of_birth?: string | null } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const correct = useCorrectDateOfBirth();

  const submit = async (values: Values) => {
    if (!buddy) return;
    try {
      const reply = await correct.mutateAsync({ id: buddy.id, date_of_birth: values.date_of_birth.trim() });
      if (reply.message) message.success(reply.message);
      onClose();
    } catch (err) {
      showFormError(form, err);
    }
  };

  return (
    <Modal
      open={buddy !== null}
      title={t('buddies.correctDobTitle')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={correct.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('buddies.correctDobIntro')}</Typography.Paragraph>
      <Form<Values>
        form={form}
        name="buddy-date-of-birth"
        layout="vertical"
        preserve={false}
        initialValues={{ date_of_birth: buddy?.date_of_birth ?? '' }}
        onFinish={submit}
      >
        <Form.Item
          name="date_of_birth"
          label={t('buddies.fields.dateOfBirth')}
          rules={[
            { required: true, whitespace: true, message: t('validation.required') },
            { pattern: /^\s*\d{2}\/\d{2}\/\d{4}\s*$/, message: t('buddies.dobFormat') },
          ]}
        >
          <Input autoFocus placeholder="DD/MM/YYYY" maxLength={10} inputMode="numeric" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
