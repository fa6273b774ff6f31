import { useCreateStaff, useStaffMember, useUpdateStaff } from '@meja/client';
import type { TUpdateStaffInput } from '@meja/contracts';
import { App, Drawer, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { Loading } from '../kit/Loading';
import { LoadError } from '../kit/Results';
import { showFormError } from '../lib/form-errors';
import { StaffForm, type StaffFormValues } from './StaffForm';

export type StaffDrawerState = { mode: 'create' } | { mode: 'edit'; id: number } | null;

/** PUT /admin/merchant_staff_update/{id}: the details, and a password only when one was typed. */
function updateBody(values: StaffFormValues): TUpdateStaffInput {
  const body: TUpdateStaffInput = {
    email: values.email.trim(),
    nickname: values.nickname?.trim() ?? '',
    role: values.role,
    access_option: values.access_option,
    status: values.status,
  };
  if (values.password) {
    body.password = values.password;
    body.password_confirmation = values.password_confirmation ?? '';
  }
  return body;
}

/**
 * Create (for the merchant an admin named), or edit (GET, then PUT), in a drawer. Errors keep what
 * was typed.
 */
export function StaffDrawer({
  state,
  merchantId,
  onClose,
}: {
  state: StaffDrawerState;
  merchantId?: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const editId = state?.mode === 'edit' ? state.id : undefined;
  const staff = useStaffMember(editId);
  const create = useCreateStaff();
  const update = useUpdateStaff();

  const submit = async (values: StaffFormValues, form: FormInstance<StaffFormValues>) => {
    try {
      if (state?.mode === 'create') {
        const reply = await create.mutateAsync({
          email: values.email.trim(),
          nickname: values.nickname?.trim() || undefined,
          role: values.role,
          access_option: values.access_option,
          status: values.status,
          password: values.password ?? '',
          password_confirmation: values.password_confirmation ?? '',
          merchant_id: merchantId,
        });
        if (reply.message) message.success(reply.message);
      } else if (state?.mode === 'edit') {
        const reply = await update.mutateAsync({ id: state.id, body: updateBody(values) });
        if (reply.message) message.success(reply.message);
      }
      onClose();
    } catch (err) {
      showFormError(form, err);
    }
  };

  const body = () => {
    if (state?.mode === 'create') {
      return <StaffForm mode="create" submitting={create.isPending} onSubmit={submit} onCancel={onClose} />;
    }
    if (state?.mode !== 'edit') return null;
    if (staff.isError) return <LoadError error={staff.error} onRetry={() => staff.refetch()} />;
    if (!staff.data) return <Loading />;
    return (
      <StaffForm
        key={staff.data.id}
        mode="edit"
        staff={staff.data}
        submitting={update.isPending}
        onSubmit={submit}
        onCancel={onClose}
      />
    );
  };

  return (
    <Drawer
      title={t(state?.mode === 'create' ? 'staff.createTitle' : 'staff.editTitle')}
      open={state !== null}
      onClose={onClose}
      size={480}
      destroyOnHidden
    >
      {body()}
    </Drawer>
  );
}
