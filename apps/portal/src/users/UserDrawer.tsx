import { useCreateUser, useUpdateUser, useUser } from '@meja/client';
import type { ListingType, TUpdateUserInput, TUser } from '@meja/contracts';
import { App, Drawer, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { Loading } from '../app/Loading';
import { LoadError } from '../app/Results';
import { showFormError } from '../lib/form-errors';
import type { CreatableType } from '../lib/permissions';
import { UserForm, type UserFormValues } from './UserForm';

export type DrawerState = { mode: 'create' } | { mode: 'edit'; id: number } | null;

interface Props {
  listing: ListingType;
  createType: CreatableType | 'choose' | null;
  state: DrawerState;
  onClose: () => void;
}

/** What changed, as PUT /admin/user/{id} takes it; the agent only when it was changed. */
function updateBody(values: UserFormValues, user: TUser): TUpdateUserInput {
  const body: TUpdateUserInput = {
    username: values.username.trim(),
    name: values.name?.trim() ?? '',
    email: values.email?.trim() ?? '',
    phone_number: values.phone_number?.trim() ?? '',
    status: values.status,
  };
  if (values.agent_id !== undefined && (values.agent_id ?? null) !== user.agent_id) {
    body.agent_id = values.agent_id ?? null;
  }
  if (values.assign_subagent !== undefined) {
    body.assign_subagent = values.assign_subagent;
    body.subagent_id = values.assign_subagent ? (values.subagent_id ?? null) : null;
  }
  return body;
}

/** Create (type fixed by the list) or edit (GET, then PUT) in a drawer. Errors keep what was typed. */
export function UserDrawer({ listing, createType, state, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const editId = state?.mode === 'edit' ? state.id : undefined;
  const user = useUser(editId);
  const create = useCreateUser();
  const update = useUpdateUser();

  const submit = async (values: UserFormValues, form: FormInstance<UserFormValues>) => {
    try {
      if (state?.mode === 'create') {
        const type = createType === 'choose' ? values.type : createType;
        if (!type) return;
        const reply = await create.mutateAsync({
          type,
          username: values.username.trim(),
          name: values.name?.trim() || undefined,
          email: values.email?.trim() || undefined,
          phone_number: values.phone_number?.trim() || undefined,
          status: values.status,
          agent_id: values.agent_id ?? undefined,
          ...(type === 'merchant'
            ? {
                assign_subagent: values.assign_subagent ?? false,
                subagent_id: values.assign_subagent ? (values.subagent_id ?? undefined) : undefined,
                terms_condition: values.terms_condition ?? false,
                deposit_status: values.deposit_status ?? false,
              }
            : {}),
          password: values.password ?? '',
          confirm_password: values.confirm_password ?? '',
        });
        if (reply.message) message.success(reply.message);
      } else if (state?.mode === 'edit' && user.data) {
        const reply = await update.mutateAsync({ id: state.id, body: updateBody(values, user.data) });
        if (reply.message) message.success(reply.message);
      }
      onClose();
    } catch (err) {
      showFormError(form, err);
    }
  };

  const title =
    state?.mode === 'create' ? t(`users.createTitles.${listing}`) : t(`users.editTitles.${listing}`);
  const body = () => {
    if (state?.mode === 'create' && createType) {
      return (
        <UserForm
          mode="create"
          createType={createType}
          submitting={create.isPending}
          onSubmit={submit}
          onCancel={onClose}
        />
      );
    }
    if (state?.mode !== 'edit') return null;
    if (user.isError) return <LoadError error={user.error} onRetry={() => user.refetch()} />;
    if (!user.data) return <Loading />;
    return (
      <UserForm
        key={user.data.id}
        mode="edit"
        user={user.data}
        submitting={update.isPending}
        onSubmit={submit}
        onCancel={onClose}
      />
    );
  };

  return (
    <Drawer title={title} open={state !== null} onClose={onClose} size={480} destroyOnHidden>
      {body()}
    </Drawer>
  );
}
