import { useCreateTable, useUpdateTable } from '@meja/client';
import type { TTable } from '@meja/contracts';
import { App, Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { showFormError } from '../lib/form-errors';
import { maxRule } from '../lib/validation';

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
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const create = useCreateTable();
  const update = useUpdateTable();
  const pending = create.isPending || update.isPending;

  // The form outlives the dialog (forceRender): each opening starts from this table's name (or none).
  useEffect(() => {
    if (state) form.resetFields();
  }, [state, form]);

  const submit = async (values: Values) => {
    try {
      const name = values.name.trim();
      const reply =
        state?.mode === 'rename'
          ? await update.mutateAsync({ id: state.table.id, body: { name } })
          : await create.mutateAsync({ name, merchant_id: merchantId });
      if (reply.message) message.success(reply.message);
      onClose();
    } catch (err) {
      showFormError(form, err);
    }
  };

  return (
    <Modal
      open={state !== null}
      title={t(state?.mode === 'rename' ? 'tables.renameTitle' : 'tables.addTitle')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={pending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      forceRender
    >
      <Form<Values>
        form={form}
        name="table-name"
        layout="vertical"
        preserve={false}
        initialValues={{ name: state?.mode === 'rename' ? state.table.name : '' }}
        onFinish={submit}
      >
        <Form.Item
          name="name"
          label={t('tables.name')}
          rules={[{ required: true, whitespace: true, message: t('validation.required') }, maxRule(t, 60)]}
        >
          <Input autoFocus placeholder={t('tables.namePlaceholder')} maxLength={60} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
