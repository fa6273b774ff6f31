import { z } from 'zod';
import { dataReply, paged, ZId, ZPagingQuery } from './common';
import { staffRoles } from './constants';
import { ZPassword } from './passwords';
import { ZAccessOption, ZUserStatus } from './roles';

export { defaultAccessOf, type StaffRole } from './constants';

/**
 * Operation staff (SPEC §3 "Operation user", §7 /admin/merchant_staff*): a `users` row with role
 * 'staff', tied to its merchant's owner account. They sign in with their login e-mail, which is also
 * their username, and with the password the owner sets (no first-time login step) until they choose
 * their own (Change password, or a reset link): from then on only they change their password and
 * login e-mail (PRODUCT.md "Accounts"); the owner or an admin may send them a reset link.
 */
export const ZStaffRole = z.enum(staffRoles);

export const ZStaffListQuery = ZPagingQuery.extend({
  /** Required of admins and agents; a merchant and their staff always see their own staff. */
  merchant_id: ZId.optional(),
});
export type TStaffListQuery = z.input<typeof ZStaffListQuery>;

export const ZStaff = z.object({
  id: z.number().int(),
  /** The login e-mail (and username). */
  email: z.string(),
  nickname: z.string().nullable(),
  role: ZStaffRole.nullable(),
  access_option: ZAccessOption.nullable(),
  status: ZUserStatus,
  /**
   * They chose their own password: nobody else sets it or changes their login e-mail (the PUT
   * refuses both); a reset link goes to their own e-mail instead.
   */
  own_password: z.boolean(),
  merchant_id: z.number().int(),
  created_at: z.string(),
});
export type TStaff = z.infer<typeof ZStaff>;

export const ZStaffPage = paged(ZStaff);
export type TStaffPage = z.infer<typeof ZStaffPage>;
export const ZStaffReply = dataReply(ZStaff);

const ZLoginEmail = z.email({ error: 'validation.email' }).max(254);
const ZNickname = z.string().trim().max(120);
const mismatch = {
  message: 'validation.password_confirmation_mismatch',
  path: ['password_confirmation'],
};

export const ZCreateStaffBody = z
  .object({
    email: ZLoginEmail,
    nickname: ZNickname.optional(),
    role: ZStaffRole,
    /** Defaults by role (`defaultAccessOf`). */
    access_option: ZAccessOption.optional(),
    /** Defaults to inactive, like every new user. */
    status: ZUserStatus.optional(),
    password: ZPassword,
    password_confirmation: z.string(),
    /** Required of admins. */
    merchant_id: ZId.optional(),
  })
  .refine((v) => v.password === v.password_confirmation, mismatch);
export type TCreateStaffBody = z.output<typeof ZCreateStaffBody>;
export type TCreateStaffInput = z.input<typeof ZCreateStaffBody>;

export const ZUpdateStaffBody = z
  .object({
    email: ZLoginEmail.optional(),
    nickname: ZNickname.optional(),
    role: ZStaffRole.optional(),
    access_option: ZAccessOption.optional(),
    status: ZUserStatus.optional(),
    /** A new password, until they chose their own; leave out to keep the current one. */
    password: ZPassword.optional(),
    password_confirmation: z.string().optional(),
  })
  .refine((v) => v.password === undefined || v.password === v.password_confirmation, mismatch);
export type TUpdateStaffBody = z.output<typeof ZUpdateStaffBody>;
export type TUpdateStaffInput = z.input<typeof ZUpdateStaffBody>;

/** PATCH toggles Active/Inactive; a body may name the status to set instead. */
export const ZToggleStaffBody = z.object({ status: ZUserStatus.optional() }).nullish();
