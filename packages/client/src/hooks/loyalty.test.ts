import type { TTicket, TTicketPage } from '@meja/contracts';
import { describe, expect, it } from 'vitest';
import { withTicket } from './loyalty';

const ticket = (id: number, used: number, total = 10): TTicket => ({
  id,
  name: `Bottle ${id}`,
  order_no: id,
  receipt_no: null,
  order_id: 100 + id,
  buddy: null,
  total,
  used,
  left: total - used,
  status: used === total ? 'completed' : 'active',
  status_text:
    used === 0 ? 'not yet used' : used === total ? 'all completed' : `${total - used} unused tickets left`,
  expires_at: '2027-01-01T00:00:00.000Z',
  created_at: '2026-01-01T00:00:00.000Z',
});

const page = (...rows: TTicket[]): TTicketPage => ({
  data: rows,
  recordsTotal: rows.length,
  recordsFiltered: rows.length,
});

describe('a redeemed ticket in the listing', () => {
  it('replaces its row and keeps the others and the counts', () => {
    const next = withTicket(page(ticket(1, 0), ticket(2, 9)), ticket(2, 10));
    expect(next?.data.map((r) => [r.id, r.used, r.status_text])).toEqual([
      [1, 0, 'not yet used'],
      [2, 10, 'all completed'],
    ]);
    expect(next?.recordsTotal).toBe(2);
  });

  it('leaves a page without it as it was', () => {
    const before = page(ticket(1, 0));
    expect(withTicket(before, ticket(7, 1))).toBe(before);
    expect(withTicket(undefined, ticket(7, 1))).toBeUndefined();
  });
});
