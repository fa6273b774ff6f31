import { useCreateUser, useUpdateUser, useUser } from '@meja/client';
import type { ListingType, TUpdateUserInput, TUser } from '@meja/contracts';
import type { CreatableType } from '@meja/contracts/permissions';
import { App, Drawer, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { Loading } from '../kit/Loading';
import { LoadError } from '../kit/Results';
import { showFormError } from '../lib/form-errors';
import { isAgentType } from './listings';
import { UserForm, type UserFormValues } from './UserForm';

export type DrawerState = { mode: 'create' } | { mode: 'edit'; id: number } | null;

interface Props {
  listing: ListingType;
  createType: CreatableType | 'choose' | null;
  state: DrawerState;
  onClose: () => void;
}

/** The agent form's own fields (SPEC §3 Agent), as POST and PUT take them. */
const agentBody = (values: UserFormValues) => ({
  icno: values.icno?.trim() ?? '',
  bank: values.bank ?? '',
  account_no: values.account_no?.trim() ?? '',
  account_name: values.account_name?.trim() ?? '',
  entitled: values.entitled ?? 'no',
});

/** What changed, as PUT /admin/user/{id} takes it; the agent (and an agent's rank) only when changed. */
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
  if (isAgentType(user.type)) {
    Object.assign(body, agentBody(values));
    if (values.agent_rank && values.agent_rank !== user.type) body.agent_rank = values.agent_rank;
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
        const listType = createType === 'choose' ? values.type : createType;
        // On the agent list the rank is chosen on the form.
        const type = listType && isAgentType(listType) ? (values.agent_rank ?? listType) : listType;
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
          ...(isAgentType(type) ? agentBody(values) : {}),
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
