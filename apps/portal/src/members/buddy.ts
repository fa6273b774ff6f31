import type { TUser } from '@meja/contracts';

type Buddy = Pick<TUser, 'username' | 'name' | 'first_name' | 'upline_id' | 'upline_name'>;

/** What to call a buddy: the profile's first name, else the account's name, else the username. */
export const buddyName = (b: Buddy) => b.first_name?.trim() || b.name?.trim() || b.username;

/** The upline (referrer) by id and name, "#12 Aisyah"; a dash for a buddy who came on their own. */
export function uplineText(b: Buddy): string {
  if (b.upline_id === null || b.upline_id === undefined) return '—';
  return b.upline_name ? `#${b.upline_id} ${b.upline_name}` : `#${b.upline_id}`;
}
