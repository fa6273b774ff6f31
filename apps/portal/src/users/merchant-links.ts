import type { Role } from '@meja/contracts';
import { can, merchantAccess, type Permission } from '@meja/contracts/permissions';

/** A merchant's screens the merchant listing links to, with ?merchant_id=, and what opens each. */
const linkPermissions = {
  store: 'merchant_profile.read',
  company: 'merchant_profile.company',
  menu: 'menu.manage',
  tables: 'tables.manage',
  staff: 'staff.read',
} as const satisfies Record<string, Permission>;
export type MerchantLink = keyof typeof linkPermissions;

/** The links of those who name a merchant (admins, agents, sub-agents) and may open its screen. */
export const merchantLinksOf = (role: Role): readonly MerchantLink[] =>
  merchantAccess(role) === 'named'
    ? (Object.keys(linkPermissions) as MerchantLink[]).filter((l) => can({ role }, linkPermissions[l]))
    : [];
