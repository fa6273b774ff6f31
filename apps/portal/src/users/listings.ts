import type { ListingType } from '@meja/contracts';
import type { CreatableType } from '../lib/permissions';

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
  | 'createdAt';

/** The columns of each listing; one list screen shows them all. */
export const listingColumns: Record<ListingType, ColumnKey[]> = {
  user: ['id', 'username', 'name', 'type', 'email', 'status', 'createdAt'],
  buddy: ['id', 'username', 'name', 'email', 'phone', 'status', 'createdAt'],
  agent: ['id', 'username', 'name', 'type', 'phone', 'upline', 'status', 'createdAt'],
  sub_agent: ['id', 'username', 'name', 'email', 'upline', 'status', 'createdAt'],
  merchant: ['id', 'username', 'name', 'email', 'upline', 'subAgent', 'setupStatus', 'status', 'createdAt'],
  allowance: ['id', 'username', 'name', 'type', 'upline', 'status', 'createdAt'],
};

/**
 * What the Create button of a listing makes: the list's own type; on the all-users list the admin
 * picks it; the allowance list (agents entitled to a recruitment allowance) creates no one.
 */
export const createTypeOf: Record<ListingType, CreatableType | 'choose' | null> = {
  user: 'choose',
  buddy: 'buddy',
  agent: 'agent',
  sub_agent: 'sub_agent',
  merchant: 'merchant',
  allowance: null,
};

/** Merchants and sub-agents sit under an agent, which an admin (or a master agent) may choose. */
export const hasUpline = (type: string) => type === 'merchant' || type === 'sub_agent';

/** Table column → the server's `order` column. */
export const sortColumns: Partial<Record<ColumnKey, string>> = {
  id: 'id',
  username: 'username',
  name: 'name',
  email: 'email',
  status: 'status',
  createdAt: 'created_at',
};
