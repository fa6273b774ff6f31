import { useCategory, useCourses, useCreateCategory, useUpdateCategory } from '@meja/client';
import type { CategoryKind, TCategory } from '@meja/contracts';
import { Form, Input, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../kit/form/FormModal';
import { saveForm } from '../../lib/form-errors';
import { textRules } from '../../lib/validation';
import { useVersionedEdit } from '../versioned-edit';

export type CategoryModalState = { mode: 'create' } | { mode: 'edit'; category: TCategory } | null;

interface Values {
  name: string;
  status: boolean;
  /** The default course of its foods (issue 29). */
  course_id: number | null;
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
  const [form] = Form.useForm<Values>();
  const create = useCreateCategory();
  const courses = useCourses({ start: 0, length: 100, merchant_id: merchantId });
  const update = useUpdateCategory();
  const editing = state?.mode === 'edit' ? state.category : undefined;
  const versioned = useVersionedEdit({
    editing,
    row: useCategory(editing?.id, { enabled: false }),
    fill: (row) =>
      form.setFieldsValue({ name: row.name, status: row.status === 1, course_id: row.course_id }),
    texts: 'menuCategories',
  });

  const submit = (values: Values) => {
    const name = values.name.trim();
    return saveForm(
      form,
      () =>
        editing
          ? update.mutateAsync({
              id: editing.id,
              body: {
                name,
                status: values.status,
                course_id: values.course_id ?? null,
                version: versioned.version ?? editing.version,
              },
            })
          : create.mutateAsync({
              name,
              remark: kind,
              status: values.status,
              course_id: values.course_id ?? null,
              merchant_id: merchantId,
            }),
      onClose,
      versioned.conflict,
    );
  };

  return (
    <FormModal<Values>
      open={state !== null}
      title={t(editing ? 'menuCategories.editTitle' : 'menuCategories.addTitle')}
      pending={create.isPending || update.isPending}
      form={form}
      name="category"
      initialValues={{
        name: editing?.name ?? '',
        status: editing ? editing.status === 1 : true,
        course_id: editing?.course_id ?? null,
      }}
      onFinish={submit}
      onClose={onClose}
      before={versioned.alert}
    >
      <Form.Item name="name" label={t('menuCategories.name')} rules={textRules(t, 80)}>
        <Input autoFocus placeholder={t('menuCategories.namePlaceholder')} maxLength={80} />
      </Form.Item>
      <Form.Item name="course_id" label={t('courses.field')} extra={t('courses.categoryHint')}>
        <Select
          allowClear
          placeholder={t('courses.none')}
          options={(courses.data?.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
        />
      </Form.Item>
      <Form.Item name="status" label={t('menuCategories.visible')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormModal>
  );
}
