import type { TMe } from '@meja/contracts';

type Me = Pick<TMe, 'role' | 'access_option'>;

/** The content screens, as the server's `content.manage`, `content.read` and `terms.*` have them. */
export const managesContent = (me: Me) => me.role === 'admin';
/** Every portal user reads what's new; buddies use the ordering app. */
export const readsWhatsNew = (me: Me) => me.role !== 'buddy';
/** The merchant's own terms page; agents and sub-agents read the terms their merchants accept. */
export const termsInMenu = (me: Me) =>
  me.role === 'merchant' ||
  me.role === 'master_agent' ||
  me.role === 'mentor' ||
  me.role === 'agent' ||
  me.role === 'sub_agent';
