import type { AccessOption, TMe } from '@meja/contracts';

/** Where each access option of operation staff starts: the screen of their job. */
const staffHomes: Record<AccessOption, string> = {
  'All Access - Kitchen': '/kitchen',
  'Only Access - Ready To Serve': '/serve',
  'All Access - Order': '/orders/live',
  'All Access - Setting': '/store',
};

/** The first screen after sign-in: staff their own screen, buddies theirs, everyone else the dashboard. */
export function homeOf(me: Pick<TMe, 'role' | 'access_option'>): string {
  if (me.role === 'buddy') return '/diner';
  if (me.role === 'staff' && me.access_option) return staffHomes[me.access_option];
  return '/dashboard';
}
