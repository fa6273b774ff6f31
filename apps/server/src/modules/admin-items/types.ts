import type { MessageKey } from '@meja/contracts';
import type { ActorCtx } from '../../plugins/context';
import type { Permission } from '../../policy';

/** What an item of the generic PATCH/DELETE /api/admin/{name}/{id} offers (registry.ts lists them). */
export interface AdminItemToggled {
  /** The new value of the switch. */
  value: boolean;
  /** The success message; "Status changed to {{status}}." when left out. */
  message?: MessageKey;
  vars?: Record<string, string | number>;
}

export interface AdminItem {
  permission: Permission;
  /** The `type`s its toggle takes. */
  types?: readonly string[];
  toggle?: (ctx: ActorCtx, id: number, type: string) => Promise<AdminItemToggled>;
  remove?: (ctx: ActorCtx, id: number) => Promise<MessageKey>;
}
