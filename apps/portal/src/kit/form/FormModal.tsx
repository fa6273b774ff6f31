import { Form, type FormInstance, Modal } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export interface FormModalProps<Values> {
  open: boolean;
  title: string;
  /** The OK button's text; "Save" unless told. */
  okText?: string;
  pending: boolean;
  form: FormInstance<Values>;
  /** The form's name: its inputs' ids. */
  name: string;
  initialValues: Partial<Values>;
  onFinish: (values: Values) => void;
  onClose: () => void;
  /**
   * The form stays mounted while the dialog is closed (so a first opening fills it at once):
   * each opening starts again from `initialValues`.
   */
  kept?: boolean;
  /** Keeps the values of fields that leave the form (antd's `preserve`); off unless told. */
  preserve?: boolean;
  width?: number;
  /** Above the form: a hint, a warning, the photo. */
  before?: ReactNode;
  children: ReactNode;
}

/** A dialog around one form: Save submits it, Cancel closes it. */
export function FormModal<Values>(p: FormModalProps<Values>) {
  const { t } = useTranslation();
  const { open, kept, form } = p;
  useEffect(() => {
    if (kept && open) form.resetFields();
  }, [kept, open, form]);
  return (
    <Modal
      open={open}
      title={p.title}
      okText={p.okText ?? t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={p.pending}
      onOk={() => form.submit()}
      onCancel={p.onClose}
      width={p.width}
      destroyOnHidden
      forceRender={kept}
    >
      {p.before}
      <Form<Values>
        form={form}
        name={p.name}
        layout="vertical"
        preserve={p.preserve ?? false}
        initialValues={p.initialValues}
        onFinish={p.onFinish}
      >
        {p.children}
      </Form>
    </Modal>
  );
}
