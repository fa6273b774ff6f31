import {
  ZCreateStaffBody,
  ZErrorReply,
  ZIdParams,
  ZOkReply,
  ZStaffListQuery,
  ZStaffPage,
  ZStaffReply,
  ZToggleStaffBody,
  ZUpdateStaffBody,
} from '@meja/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { say } from '../../lib/reply';
import { signedIn } from '../../plugins/context';
import * as staff from './service';

const errors = { '4xx': ZErrorReply };
const tags = ['staff'];

/** A merchant's operation staff (SPEC §7 "Tickets, members, staff"). */
export default async function staffRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/merchant_staff_index',
    {
      config: { allow: 'staff.read' },
      schema: {
        tags,
        summary: "A merchant's operation staff, paged (admins and agents name the merchant_id)",
        querystring: ZStaffListQuery,
        response: { 200: ZStaffPage, ...errors },
      },
    },
    async (req) => staff.list(signedIn(req.ctx), req.query),
  );

  r.get(
    '/api/admin/merchant_staff/:id',
    {
      config: { allow: 'staff.read' },
      schema: {
        tags,
        summary: 'One operation staff member',
        params: ZIdParams,
        response: { 200: ZStaffReply, ...errors },
      },
    },
    async (req) => ({ data: await staff.get(signedIn(req.ctx), req.params.id) }),
  );

  r.post(
    '/api/admin/merchant_staff',
    {
      config: { allow: 'staff.write' },
      schema: {
        tags,
        summary: 'Add an operation staff member (inactive unless a status is given)',
        body: ZCreateStaffBody,
        response: { 200: ZStaffReply, ...errors },
      },
    },
    async (req) => {
      const data = await staff.create(signedIn(req.ctx), req.body);
      return { data, message: say(req, 'success.staff_created') };
    },
  );

  r.put(
    '/api/admin/merchant_staff_update/:id',
    {
      config: { allow: 'staff.write' },
      schema: {
        tags,
        summary:
          'Update an operation staff member; a new password or login e-mail only until they chose their own password',
        params: ZIdParams,
        body: ZUpdateStaffBody,
        response: { 200: ZStaffReply, ...errors },
      },
    },
    async (req) => {
      const data = await staff.update(signedIn(req.ctx), req.params.id, req.body);
      return { data, message: say(req, 'success.staff_updated') };
    },
  );

  r.post(
    '/api/admin/merchant_staff/:id/reset_link',
    {
      config: { allow: 'staff.reset_link' },
      schema: {
        tags,
        summary: 'E-mail a staff member a password reset link, to their own login e-mail (owner or admin)',
        params: ZIdParams,
        response: { 200: ZOkReply, ...errors },
      },
    },
    async (req) => {
      const email = await staff.sendResetLink(signedIn(req.ctx), req.params.id);
      return { message: say(req, 'success.staff_reset_link_sent', { email }) };
    },
  );

  r.patch(
    '/api/admin/merchant_staff_update/:id',
    {
      config: { allow: 'staff.write' },
      schema: {
        tags,
        summary: 'Toggle Active/Inactive (or set the status given); deactivating ends their sessions',
        params: ZIdParams,
        body: ZToggleStaffBody,
        response: { 200: ZStaffReply, ...errors },
      },
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
