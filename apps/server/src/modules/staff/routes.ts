import { calls } from '@meja/contracts';
import type { FastifyInstance } from 'fastify';
import { say } from '../../lib/reply';
import { routesOf } from '../../lib/route';
import { signedIn } from '../../plugins/context';
import * as staff from './service';

/** A merchant's operation staff (SPEC §7 "Tickets, members, staff"). */
export default async function staffRoutes(app: FastifyInstance) {
  const route = routesOf(app, ['staff']);

  route(
    calls.staff.list,
    {
      allow: 'staff.read',
      summary: "A merchant's operation staff, paged (admins and agents name the merchant_id)",
    },
    async (req) => staff.list(signedIn(req.ctx), req.query),
  );

  route(calls.staff.get, { allow: 'staff.read', summary: 'One operation staff member' }, async (req) => ({
    data: await staff.get(signedIn(req.ctx), req.params.id),
  }));

  route(
    calls.staff.create,
    { allow: 'staff.write', summary: 'Add an operation staff member (inactive unless a status is given)' },
    async (req) => {
      const data = await staff.create(signedIn(req.ctx), req.body);
      return { data, message: say(req, 'success.staff_created') };
    },
  );

  route(
    calls.staff.update,
    {
      allow: 'staff.write',
      summary:
        'Update an operation staff member; a new password or login e-mail only until they chose their own password',
    },
    async (req) => {
      const data = await staff.update(signedIn(req.ctx), req.params.id, req.body);
      return { data, message: say(req, 'success.staff_updated') };
    },
  );

  route(
    calls.staff.sendResetLink,
    {
      allow: 'staff.reset_link',
      summary: 'E-mail a staff member a password reset link, to their own login e-mail (owner or admin)',
    },
    async (req) => {
      const email = await staff.sendResetLink(signedIn(req.ctx), req.params.id);
      return { message: say(req, 'success.staff_reset_link_sent', { email }) };
    },
  );

  route(
    calls.staff.toggleStatus,
    {
      allow: 'staff.write',
      summary: 'Toggle Active/Inactive (or set the status given); deactivating ends their sessions',
    },
    async (req) => {
      const data = await staff.toggleStatus(signedIn(req.ctx), req.params.id, req.body?.status);
      return {
        data,
        message: say(req, 'success.status_changed', { status: say(req, `status.${data.status}`) }),
      };
    },
  );
}
