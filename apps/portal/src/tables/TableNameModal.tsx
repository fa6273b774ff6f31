import { useCreateTable, useUpdateTable } from '@meja/client';
import type { TTable } from '@meja/contracts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../kit/form/FormModal';
import { saveForm } from '../lib/form-errors';
import { textRules } from '../lib/validation';

export type NameModalState = { mode: 'create' } | { mode: 'rename'; table: TTable } | null;

interface Values {
  name: string;
}

/**
 * Add a table (to the merchant an admin named), or rename one (its QR code stays the same).
 * Server errors land on the field.
 */
export function TableNameModal({
  state,
  merchantId,
  onClose,
}: {
  state: NameModalState;
  merchantId?: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const create = useCreateTable();
  const update = useUpdateTable();

  const submit = (values: Values) => {
    const name = values.name.trim();
    return saveForm(
      form,
      () =>
        state?.mode === 'rename'
          ? update.mutateAsync({ id: state.table.id, body: { name } })
          : create.mutateAsync({ name, merchant_id: merchantId }),
      onClose,
    );
  };

  return (
    <FormModal<Values>
      open={state !== null}
      title={t(state?.mode === 'rename' ? 'tables.renameTitle' : 'tables.addTitle')}
      pending={create.isPending || update.isPending}
      form={form}
      name="table-name"
      initialValues={{ name: state?.mode === 'rename' ? state.table.name : '' }}
      onFinish={submit}
      onClose={onClose}
      kept
    >
      <Form.Item name="name" label={t('tables.name')} rules={textRules(t, 60)}>
        <Input autoFocus placeholder={t('tables.namePlaceholder')} maxLength={60} />
      </Form.Item>
    </FormModal>
  );
}
