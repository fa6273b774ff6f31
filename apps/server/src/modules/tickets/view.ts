import {
  type MessageKey,
  type ServerLocale,
  type TBuddyTicket,
  type TicketStatus,
  type TTicket,
  translate,
} from '@meja/contracts';
import { klDayOf } from '../../lib/time';
import { maskPhone } from '../buddies/phone';
import type { TicketRow } from './repository';

/** A ticket's status as people see it: an active one past its expiry is expired, moved or not yet. */
export function shownStatus(t: Pick<TicketRow, 'status' | 'expiresAt'>, now: Date): TicketStatus {
  if (t.status === 'active' && t.expiresAt <= now) return 'expired';
  return t.status as TicketStatus;
}

/** SPEC §4's words for a ticket, in the caller's language. */
export function statusText(locale: ServerLocale, status: TicketStatus, used: number, left: number) {
  const say = (key: MessageKey, vars?: Record<string, number>) => translate(locale, key, vars);
  if (status === 'completed') return say('ticket.status.completed');
  if (status === 'expired') return say('ticket.status.expired');
  if (status === 'void') return say('ticket.status.void');
  if (used === 0) return say('ticket.status.not_used');
  return left === 1 ? say('ticket.status.left_one') : say('ticket.status.left', { count: left });
}

/** A Kuala Lumpur day as people here write it: DD/MM/YYYY. */
export const klDate = (at: Date) => klDayOf(at).split('-').reverse().join('/');

interface Listed {
  ticket: TicketRow;
  orderNo: number | null;
  receiptNo: string | null;
}

/** The fields every ticket reply shares. `left` is what can still be redeemed: none once it is not active. */
function base(r: Listed, locale: ServerLocale, now: Date) {
  const t = r.ticket;
  const status = shownStatus(t, now);
  const left = status === 'active' ? t.total - t.used : 0;
  return {
    id: t.id,
    name: t.name,
    order_no: r.orderNo,
    receipt_no: r.receiptNo,
    order_id: t.orderId,
    total: t.total,
    used: t.used,
    left,
    status,
    status_text: statusText(locale, status, t.used, left),
    expires_at: t.expiresAt.toISOString(),
    created_at: t.createdAt.toISOString(),
  };
}

export interface ViewOptions {
  locale: ServerLocale;
  now: Date;
  /** Show buddies' phone numbers masked (the merchant's staff). */
  maskPhones: boolean;
}

/** A ticket of the staff's listing (and the redeem reply). */
export function toTicket(
  r: Listed & { buddyPhone: string | null; buddyFirstName: string | null },
  o: ViewOptions,
): TTicket {
  const phone = r.buddyPhone ?? '';
  const buddy =
    r.ticket.buddyId === null
      ? null
      : {
          id: r.ticket.buddyId,
          first_name: r.buddyFirstName,
          phone_number: o.maskPhones ? maskPhone(phone) : phone,
        };
  return { ...base(r, o.locale, o.now), buddy };
}

/** A ticket of the buddy's own list, with its store. */
export function toBuddyTicket(
  r: Listed & { storeId: number | null; storeName: string | null },
  locale: ServerLocale,
  now: Date,
): TBuddyTicket {
  return {
    ...base(r, locale, now),
    store: { id: r.storeId ?? 0, display_name: r.storeName ?? '' },
  };
}
