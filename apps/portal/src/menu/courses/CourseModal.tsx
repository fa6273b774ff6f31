import { useCreateCourse, useUpdateCourse } from '@meja/client';
import type { TCourse } from '@meja/contracts';
import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../kit/form/FormModal';
import { saveForm } from '../../lib/form-errors';
import { textRules } from '../../lib/validation';

export type CourseModalState = { mode: 'create' } | { mode: 'edit'; course: TCourse } | null;

interface Values {
  name: string;
  position?: number;
}

interface Props {
  state: CourseModalState;
  merchantId?: number;
  onClose: () => void;
}

/** Mounted per opening, so its form starts from this course's values. */
export const CourseModal = (props: Props) =>
  props.state && (
    <CourseDialog key={props.state.mode === 'edit' ? props.state.course.id : 'new'} {...props} />
  );

/** Add a course (it goes last unless given a place) or rename and move one. */
function CourseDialog({ state, merchantId, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const create = useCreateCourse();
  const update = useUpdateCourse();
  const editing = state?.mode === 'edit' ? state.course : undefined;

  const submit = (values: Values) => {
    const body = { name: values.name.trim(), position: values.position ?? undefined };
    return saveForm(
      form,
      () =>
        editing
          ? update.mutateAsync({ id: editing.id, body })
          : create.mutateAsync({ ...body, merchant_id: merchantId }),
      onClose,
    );
  };

  return (
    <FormModal<Values>
      open={state !== null}
      title={t(editing ? 'courses.editTitle' : 'courses.addTitle')}
      pending={create.isPending || update.isPending}
      form={form}
      name="course"
      initialValues={{ name: editing?.name ?? '', position: editing?.position }}
      onFinish={submit}
      onClose={onClose}
    >
      <Form.Item name="name" label={t('courses.name')} rules={textRules(t, 40)}>
        <Input autoFocus placeholder={t('courses.namePlaceholder')} maxLength={40} />
      </Form.Item>
      <Form.Item name="position" label={t('courses.position')} extra={t('courses.positionHint')}>
        <InputNumber min={0} max={1000} precision={0} />
      </Form.Item>
    </FormModal>
  );
}
