import { isApiError, useCategory, useCreateCategory, useUpdateCategory } from '@meja/client';
import type { CategoryKind, TCategory } from '@meja/contracts';
import { Alert, App, Button, Form, Input, Modal, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showFormError } from '../../lib/form-errors';
import { maxRule } from '../../lib/validation';

export type CategoryModalState = { mode: 'create' } | { mode: 'edit'; category: TCategory } | null;

interface Values {
  name: string;
  status: boolean;
}

interface Props {
  state: CategoryModalState;
  kind: CategoryKind;
  merchantId?: number;
  onClose: () => void;
}

/** Mounted per opening, so its form starts from this category's values. */
export const CategoryModal = (props: Props) =>
  props.state && (
    <CategoryDialog key={props.state.mode === 'edit' ? props.state.category.id : 'new'} {...props} />
  );

/**
 * Add a category (it goes last) or edit one. Server field errors land on the fields; a save over
 * someone else's newer change is refused (409) and offers to load their version.
 */
function CategoryDialog({ state, kind, merchantId, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const editing = state?.mode === 'edit' ? state.category : undefined;
  const row = useCategory(editing?.id, { enabled: false });
  /** The version this edit is based on; a reload moves it to the newest. */
  const [version, setVersion] = useState<number | undefined>(editing?.version);
  const [conflict, setConflict] = useState<string | null>(null);

  const submit = async (values: Values) => {
    try {
      const name = values.name.trim();
      const reply = editing
        ? await update.mutateAsync({
            id: editing.id,
            body: { name, status: values.status, version: version ?? editing.version },
          })
        : await create.mutateAsync({ name, remark: kind, status: values.status, merchant_id: merchantId });
      if (reply.message) message.success(reply.message);
      onClose();
    } catch (err) {
      if (isApiError(err) && err.status === 409) setConflict(err.message);
      else showFormError(form, err);
    }
  };

  const reload = async () => {
    const fresh = await row.refetch();
    if (!fresh.data) return;
    form.setFieldsValue({ name: fresh.data.name, status: fresh.data.status === 1 });
    setVersion(fresh.data.version);
    setConflict(null);
    message.info(t('menuCategories.reloaded'));
  };

  return (
    <Modal
      open={state !== null}
      title={t(editing ? 'menuCategories.editTitle' : 'menuCategories.addTitle')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={create.isPending || update.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {conflict && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('menuCategories.conflictTitle')}
          description={conflict}
          action={
            <Button size="small" onClick={reload} loading={row.isFetching}>
              {t('menuCategories.reload')}
            </Button>
          }
        />
      )}
      <Form<Values>
        form={form}
        name="category"
        layout="vertical"
        preserve={false}
        initialValues={{ name: editing?.name ?? '', status: editing ? editing.status === 1 : true }}
        onFinish={submit}
      >
        <Form.Item
          name="name"
          label={t('menuCategories.name')}
          rules={[{ required: true, whitespace: true, message: t('validation.required') }, maxRule(t, 80)]}
        >
          <Input autoFocus placeholder={t('menuCategories.namePlaceholder')} maxLength={80} />
        </Form.Item>
        <Form.Item name="status" label={t('menuCategories.visible')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
