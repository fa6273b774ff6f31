import { z } from 'zod';

export const roles = [
  'admin',
  'master_agent',
  'mentor',
  'agent',
  'sub_agent',
  'merchant',
  'staff',
  'buddy',
] as const;
export const ZRole = z.enum(roles);
export type Role = z.infer<typeof ZRole>;

/** Roles that recruit merchants and hold a downline (PRODUCT.md "Who uses it"). */
export const agentRoles = ['master_agent', 'mentor', 'agent'] as const satisfies readonly Role[];

export const staffRoles = ['Cashier', 'Kitchen', 'Waiters'] as const;
export const accessOptions = [
  'All Access - Order',
  'All Access - Kitchen',
  'All Access - Setting',
  'Only Access - Ready To Serve',
] as const;
export const ZAccessOption = z.enum(accessOptions);
export type AccessOption = z.infer<typeof ZAccessOption>;

export const userStatuses = ['active', 'inactive'] as const;
export const ZUserStatus = z.enum(userStatuses);
export type UserStatus = z.infer<typeof ZUserStatus>;
