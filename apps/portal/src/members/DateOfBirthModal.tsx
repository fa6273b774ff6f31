import { useCorrectDateOfBirth } from '@meja/client';
import { Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../kit/form/FormModal';
import { saveForm } from '../lib/form-errors';
import { requiredRule } from '../lib/validation';

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
  const [form] = Form.useForm<Values>();
  const correct = useCorrectDateOfBirth();

  const submit = (values: Values) =>
    buddy &&
    saveForm(
      form,
      () => correct.mutateAsync({ id: buddy.id, date_of_birth: values.date_of_birth.trim() }),
      onClose,
    );

  return (
    <FormModal<Values>
      open={buddy !== null}
      title={t('buddies.correctDobTitle')}
      pending={correct.isPending}
      form={form}
      name="buddy-date-of-birth"
      initialValues={{ date_of_birth: buddy?.date_of_birth ?? '' }}
      onFinish={submit}
      onClose={onClose}
      before={<Typography.Paragraph type="secondary">{t('buddies.correctDobIntro')}</Typography.Paragraph>}
    >
      <Form.Item
        name="date_of_birth"
        label={t('buddies.fields.dateOfBirth')}
        rules={[requiredRule(t), { pattern: /^\s*\d{2}\/\d{2}\/\d{4}\s*$/, message: t('buddies.dobFormat') }]}
      >
        <Input autoFocus placeholder="DD/MM/YYYY" maxLength={10} inputMode="numeric" />
      </Form.Item>
    </FormModal>
  );
}
