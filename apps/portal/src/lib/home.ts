import type { AccessOption, TMe } from '@meja/contracts';
import { can, type Grantee } from '@meja/contracts/permissions';

/** Where each access option of operation staff starts: the screen of their job. */
const staffHomes: Record<AccessOption, string> = {
  'All Access - Kitchen': '/kitchen',
  'Only Access - Ready To Serve': '/serve',
  'All Access - Order': '/orders/live',
  'All Access - Setting': '/store',
};

/**
 * A diner's account: its own profile and orders are the ordering app's calls (`buddy.self`), and
 * the portal only shows it the diner page and Change password.
 */
export const isDinerAccount = (me: Grantee) => can(me, 'buddy.self');

/** The first screen after sign-in: staff their own screen, buddies theirs, everyone else the dashboard. */
export function homeOf(me: Pick<TMe, 'role' | 'access_option'>): string {
  if (isDinerAccount(me)) return '/diner';
  if (me.role === 'staff' && me.access_option) return staffHomes[me.access_option];
  return '/dashboard';
}
