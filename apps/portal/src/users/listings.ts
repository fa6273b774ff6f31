import type { ListingType } from '@meja/contracts';
import type { CreatableType } from '@meja/contracts/permissions';

export type ColumnKey =
  | 'id'
  | 'username'
  | 'name'
  | 'type'
  | 'email'
  | 'phone'
  | 'upline'
  | 'setupStatus'
  | 'subAgent'
  | 'status'
  | 'createdAt'
  // Agents (SPEC §3 Agent labels)
  | 'mentor'
  | 'masterAgent'
  | 'entitled'
  | 'subAgents'
  | 'merchants'
  // The allowance list
  | 'merchant'
  | 'allowanceAgent'
  | 'allowanceSales'
  | 'allowanceStatus'
  | 'allowanceAmount';

/** The columns of each listing; one list screen shows them all. */
export const listingColumns: Record<ListingType, ColumnKey[]> = {
  user: ['id', 'username', 'name', 'type', 'email', 'status', 'createdAt'],
  buddy: ['id', 'username', 'name', 'email', 'phone', 'status', 'createdAt'],
  agent: [
    'id',
    'username',
    'name',
    'type',
    'phone',
    'upline',
    'mentor',
    'masterAgent',
    'entitled',
    'subAgents',
    'merchants',
    'status',
    'createdAt',
  ],
  sub_agent: ['id', 'username', 'name', 'upline', 'status', 'createdAt'],
  merchant: ['id', 'username', 'name', 'email', 'upline', 'subAgent', 'setupStatus', 'status', 'createdAt'],
  allowance: ['id', 'merchant', 'allowanceAgent', 'allowanceSales', 'allowanceStatus', 'allowanceAmount'],
};

/**
 * What the Create button of a listing makes: the list's own type (on the agent list, the rank is
 * then chosen on the form); on the all-users list the admin picks it; the allowance list (merchants
 * recruited by agents) creates no one.
 */
export const createTypeOf: Record<ListingType, CreatableType | 'choose' | null> = {
  user: 'choose',
  buddy: 'buddy',
  agent: 'agent',
  sub_agent: 'sub_agent',
  merchant: 'merchant',
  allowance: null,
};

/** Merchants, sub-agents and agents sit under an agent, which an admin (or a master agent) may choose. */
export const hasUpline = (type: string) => type === 'merchant' || type === 'sub_agent' || isAgentType(type);

/** Master agents, mentors and agents: the agent form (SPEC §3 Agent). */
export const isAgentType = (type: string | undefined) =>
  type === 'master_agent' || type === 'mentor' || type === 'agent';

/** Listings whose rows open the edit form (the allowance list's rows are figures, not accounts to edit). */
export const editableListing = (listing: ListingType) => listing !== 'allowance';

/** Table column → the server's `order` column. */
export const sortColumns: Partial<Record<ColumnKey, string>> = {
  id: 'id',
  username: 'username',
  name: 'name',
  email: 'email',
  status: 'status',
  createdAt: 'created_at',
};
