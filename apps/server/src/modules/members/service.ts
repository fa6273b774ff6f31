import { senToRM, type TMember, type TMemberPage, type ZMemberListQuery } from '@meja/contracts';
import type { z } from 'zod';
import { notFound } from '../../lib/errors';
import type { ActorCtx } from '../../plugins/context';
import { seesBuddyPhones } from '../../policy';
import { mayTouchMember } from '../../policy/members';
import { merchantScope } from '../../policy/merchant-scope';
import { deleteSessionsOf } from '../auth/sessions';
import { maskPhone } from '../buddies/phone';
import * as repo from './repository';

/**
 * A merchant's members (SPEC §7 member_listing): the buddies who paid an order there, for the
 * merchant and its staff, the agents over it and admins; agents (and admins) set a member Active
 * or Inactive (PRODUCT.md "Who uses it").
 */

function toMember(r: repo.MemberRow, whole: boolean): TMember {
  const phone = r.phoneNumber ?? r.username;
  const points = -(r.pointsBalance ?? 0);
  return {
    id: r.id,
    first_name: r.firstName,
    phone_number: whole ? phone : maskPhone(phone),
    status: r.status === 'active' ? 'active' : 'inactive',
    visits: r.visits,
    spend: senToRM(r.spendSen),
    spend_sen: r.spendSen,
    first_visit: r.firstVisitAt.toISOString(),
    last_visit: r.lastVisitAt.toISOString(),
    points,
  };
}

/** GET /api/admin/merchant/member_listing: merchants and staff their own; admins and agents name the merchant. */
export async function listMembers(ctx: ActorCtx, q: z.output<typeof ZMemberListQuery>): Promise<TMemberPage> {
  const scope = await merchantScope(ctx, q.merchant_id);
  const page = await repo.listMembers(ctx.db, scope, q);
  const whole = seesBuddyPhones(ctx.actor);
  return {
    data: page.rows.map((r) => toMember(r, whole)),
    recordsTotal: page.recordsTotal,
    recordsFiltered: page.recordsFiltered,
  };
}

/**
 * PATCH /api/admin/merchant/member_status/{id}: an agent sets a member of one of their merchants
 * Active or Inactive, an admin any buddy; merchants and their staff may only look (403).
 * Deactivating ends the buddy's sessions at once.
 */
export async function setMemberStatus(ctx: ActorCtx, buddyId: number, status: 'active' | 'inactive') {
  if (!(await mayTouchMember(ctx, buddyId))) throw notFound();
  await ctx.db.transaction(async (tx) => {
    await repo.setBuddyStatus(tx, buddyId, status);
    if (status === 'inactive') await deleteSessionsOf(tx, buddyId);
  });
  return { id: buddyId, status };
}
