import { z } from 'zod';
import { accessOptions, roles, userStatuses } from './constants';

// The lists live in constants.ts (no zod, for the web apps); here they become schemas.
export {
  type AccessOption,
  accessOptions,
  agentRoles,
  type Role,
  roles,
  staffRoles,
  type UserStatus,
  userStatuses,
} from './constants';

export const ZRole = z.enum(roles);
export const ZAccessOption = z.enum(accessOptions);
export const ZUserStatus = z.enum(userStatuses);
