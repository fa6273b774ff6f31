import { calls } from '@meja/contracts';
import type { FastifyInstance } from 'fastify';
import { say } from '../../lib/reply';
import { routesOf } from '../../lib/route';
import { signedIn } from '../../plugins/context';
import * as members from './service';
import { walletHistory } from './wallet';

/**
 * Members and wallets (SPEC §7): a buddy's wallet history, a merchant's member list, and the
 * agents' Active/Inactive of a member. The member rollup is kept by the paid and refund steps
 * of order-steps.ts.
 */
export default async function membersRoutes(app: FastifyInstance) {
  const route = routesOf(app, ['members']);

  route(
    calls.members.walletHistory,
    {
      allow: 'wallet.read',
      summary: 'A buddy’s points history, newest first, with the balance after each entry',
      description:
        'A buddy reads their own wallet (another buddy’s `id` is 404). Staff, merchants, agents and admins name the buddy with `id` (or `buddy_id`): a member of their merchant (agents: of one of their merchants; admins: any buddy), else 404. Merchants and their staff see only the entries of orders at their merchant, agents those at their merchants (admins and agents may narrow to one `merchant_id`), with `balance_after` null; admins and the buddy see every entry. `balance` is always the buddy’s. SPEC paging (`start`, `length`, `startDate`, `endDate` on the entry’s Kuala Lumpur day, `order` asc/desc) in the body or the query string.',
      // The old client may send the fields in the query string: they count where the body is silent.
      preValidation: async (req) => {
        const body = req.body && typeof req.body === 'object' ? req.body : {};
        (req as { body: unknown }).body = { ...(req.query as object), ...body };
      },
    },
    async (req) => walletHistory(signedIn(req.ctx), req.body),
  );

  route(
    calls.members.list,
    {
      allow: 'members.read',
      summary: 'A merchant’s members: the buddies who paid there, with visits, spend and last visit',
      description:
        'Merchants and their staff see their own; admins and agents name `merchant_id` (agents: one of their merchants, else 404). Search by first name or phone; the date range is on the last visit. Phone numbers are masked for staff and agents.',
    },
    async (req) => members.listMembers(signedIn(req.ctx), req.query),
  );

  route(
    calls.members.toggleStatus,
    {
      allow: 'members.status',
      summary: 'Set a member Active or Inactive (agents, admins)',
      description:
        'Agents for the members of their merchants, admins for any buddy; merchants and staff only look (403). Another agent’s member is 404. Deactivating ends the buddy’s sessions.',
    },
    async (req) => {
      const data = await members.setMemberStatus(signedIn(req.ctx), req.params.id, req.body.status);
      const key = data.status === 'active' ? 'success.member_activated' : 'success.member_deactivated';
      return { data, message: say(req, key) };
    },
  );
}
