import {
  type GiveBackMethod,
  type PrintStatus,
  printStatuses,
  type RefundMethod,
  senToRM,
  type TBoardOrder,
  type TOrderDetail,
} from '@meja/contracts';
import { notFound } from '../../../lib/errors';
import type { ActorCtx } from '../../../plugins/context';
import { rowScope } from '../../../policy/merchant-scope';
import { ownerOfOrder } from '../repository';
import * as detailRepo from './detail-repository';
import { boardRowById, payerOf } from './repository';
import { toBoardOrder } from './view';

/**
 * One order for the restaurant: as a board shows it, or in full (the order detail). Admins reach
 * any merchant's, merchants and their staff their own; another merchant's order is not found.
 * The cashier's calls (orders/admin) answer with these after their change.
 */

async function scopedRow(ctx: ActorCtx, id: number) {
  const scope = await rowScope(ctx, () => ownerOfOrder(ctx.db, id));
  const row = await boardRowById(ctx.db, id, scope.merchantId);
  if (!row) throw notFound();
  return row;
}

export async function boardOrder(ctx: ActorCtx, id: number): Promise<TBoardOrder> {
  return toBoardOrder(await scopedRow(ctx, id));
}

const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());
const printStatusOf = (s: string): PrintStatus =>
  (printStatuses as readonly string[]).includes(s) ? (s as PrintStatus) : 'queued';

export async function orderDetail(ctx: ActorCtx, id: number): Promise<TOrderDetail> {
  const row = await scopedRow(ctx, id);
  const { db } = ctx;
  const [payer, payments, refunds, giveBacks, prints, history] = await Promise.all([
    payerOf(db, id),
    detailRepo.orderPayments(db, id),
    detailRepo.orderRefunds(db, id),
    detailRepo.orderGiveBacks(db, id),
    detailRepo.orderPrints(db, id),
    detailRepo.orderHistory(db, id),
  ]);
  const o = row.order;
  return {
    ...toBoardOrder(row),
    token: o.token,
    subtotal: senToRM(o.subtotalSen),
    subtotal_sen: o.subtotalSen,
    service_charge: senToRM(o.serviceChargeSen),
    service_charge_sen: o.serviceChargeSen,
    sst: senToRM(o.sstSen),
    sst_sen: o.sstSen,
    rounding: senToRM(o.roundingSen),
    give_back: senToRM(o.paidTwiceSen),
    give_back_sen: o.paidTwiceSen,
    ready_to_serve: row.readyToServe ?? false,
    payer,
    payments: payments.map(({ payment: p, attempts }) => ({
      id: p.id,
      gateway: p.gateway,
      channel: p.channel,
      method: p.method,
      amount: senToRM(p.amountSen),
      amount_sen: p.amountSen,
      status: p.status,
      gateway_ref: p.gatewayRef,
      created_at: p.createdAt.toISOString(),
      paid_at: iso(p.paidAt),
      attempts: attempts.map((a) => ({
        source: a.source,
        outcome: a.outcome,
        created_at: iso(a.created_at) ?? '',
      })),
    })),
    refunds: refunds.map(({ refund: r, actorName, lineIds }) => ({
      id: r.id,
      amount: senToRM(r.amountSen),
      amount_sen: r.amountSen,
      method: r.method as RefundMethod,
      reason: r.reason,
      line_ids: lineIds.map(Number),
      actor: r.actorId === null ? null : { id: r.actorId, name: actorName ?? '' },
      created_at: r.createdAt.toISOString(),
    })),
    give_backs: giveBacks.map(({ giveBack: g, actorName }) => ({
      id: g.id,
      amount: senToRM(g.amountSen),
      amount_sen: g.amountSen,
      method: g.method as GiveBackMethod,
      reason: g.reason,
      note: g.note,
      actor: g.actorId === null ? null : { id: g.actorId, name: actorName ?? '' },
      created_at: g.createdAt.toISOString(),
    })),
    prints: prints.map(({ job: j, printer }) => ({
      id: j.id,
      kind: j.kind,
      printer,
      status: printStatusOf(j.status),
      attempts: j.attempts,
      last_error: j.lastError,
      created_at: j.createdAt.toISOString(),
      printed_at: iso(j.printedAt),
    })),
    history: history.map(({ event: e, actorName, actorRole, lineName }) => ({
      id: e.id,
      kind: e.kind,
      from_status: e.fromStatus,
      to_status: e.toStatus,
      actor: e.actorId === null ? null : { id: e.actorId, name: actorName ?? '', role: actorRole ?? '' },
      line_id: e.lineId,
      line_name: lineName,
      reason: e.reason,
      created_at: e.createdAt.toISOString(),
    })),
  };
}
