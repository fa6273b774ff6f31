import type { MessageKey, Permission, ProfileKind } from '@meja/contracts';
import { type Actor, holds, isAgent } from '../policy';

/**
 * Who may read and change which part of a merchant's store details and company profile (PRODUCT.md
 * "Store and company"). The route's permission (merchant_profile.read/write) lets the caller in;
 * these say what of it they may touch. Each answers why not (a message key), or null: they may.
 */

/** One form of one merchant, read (write = false) or changed (write = true). */
export function profileDenial(
  actor: Actor,
  merchant: { status: string },
  kind: ProfileKind,
  write: boolean,
): MessageKey | null {
  const { role } = actor;
  if (role === 'admin' || role === 'merchant') return null;
  if (role === 'staff')
    return kind === 'company' && !holds(actor, 'merchant_profile.company')
      ? 'error.profile_company_staff'
      : null;
  // Agents set their merchants up; once a merchant is active the merchant owns its details.
  if (isAgent(role)) return write && merchant.status === 'active' ? 'error.profile_merchant_active' : null;
  if (role === 'sub_agent') return write ? 'error.profile_read_only' : null;
  return 'error.forbidden';
}

interface FieldRule {
  permission: Permission;
  reason: MessageKey;
}

const platformField: FieldRule = {
  permission: 'merchant_profile.platform_fields',
  reason: 'error.admin_only_field',
};
const gateway: FieldRule = { permission: 'merchant_profile.gateway', reason: 'error.profile_pg_owner_only' };

/** Fields of the forms that fewer roles may change than may save the form. */
const restrictedFields = {
  /** The platform's cut of each order. */
  platform_charge: platformField,
  deposit_status: platformField,
  payment_gateway: gateway,
  pg_secret_key: gateway,
  pg_tenant_id: gateway,
  pg_username: gateway,
  pg_password: gateway,
} satisfies Record<string, FieldRule>;

export type RestrictedField = keyof typeof restrictedFields;

/** Why the actor may not change this field (to a new value), or null. */
export const fieldDenial = (actor: Actor, field: RestrictedField): MessageKey | null =>
  holds(actor, restrictedFields[field].permission) ? null : restrictedFields[field].reason;
