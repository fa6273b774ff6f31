import {
  ZCategoryListQuery,
  ZCategoryListReply,
  ZCategoryPage,
  ZCategoryPriorityBody,
  ZCategoryReply,
  ZCreateCategoryBody,
  ZErrorReply,
  ZIdParams,
  ZUpdateCategoryBody,
} from '@meja/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { say } from '../../../lib/reply';
import { signedIn } from '../../../plugins/context';
import * as categories from './service';

const errors = { '4xx': ZErrorReply };
const tags = ['menu'];

/**
 * Food and alcohol categories (SPEC §7 Menu). Toggling and deleting go through the generic
 * PATCH/DELETE /api/admin/{name}/{id} (modules/admin-items).
 */
export default async function categoryRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/category',
    {
      config: { allow: 'menu.manage' },
      schema: {
        tags,
        summary: "A merchant's food (remark=food) or alcohol categories, paged, in priority order",
        querystring: ZCategoryListQuery,
        response: { 200: ZCategoryPage, ...errors },
      },
    },
    async (req) => categories.list(signedIn(req.ctx), req.query),
  );

  r.get(
    '/api/admin/category/:id',
    {
      config: { allow: 'menu.manage' },
      schema: {
        tags,
        summary: 'One category',
        params: ZIdParams,
        response: { 200: ZCategoryReply, ...errors },
      },
    },
    async (req) => ({ data: await categories.get(signedIn(req.ctx), req.params.id) }),
  );

  r.post(
    '/api/admin/category',
    {
      config: { allow: 'menu.manage' },
      schema: {
        tags,
        summary: 'Add a category; it goes last',
        body: ZCreateCategoryBody,
        response: { 200: ZCategoryReply, ...errors },
      },
    },
    async (req) => {
      const data = await categories.create(signedIn(req.ctx), req.body);
      return { data, message: say(req, 'success.category_created') };
    },
  );

  r.put(
    '/api/admin/category/:id',
    {
      config: { allow: 'menu.manage' },
      schema: {
        tags,
        summary: 'Rename or switch a category; 409 when `version` is no longer the current one',
        params: ZIdParams,
        body: ZUpdateCategoryBody,
        response: { 200: ZCategoryReply, ...errors },
      },
    },
    async (req) => {
      const data = await categories.update(signedIn(req.ctx), req.params.id, req.body);
      return { data, message: say(req, 'success.category_updated') };
    },
  );

  r.put(
    '/api/admin/category_priority',
    {
      config: { allow: 'menu.manage' },
      schema: {
        tags,
        summary:
          'A new order for categories of one kind: { ids } first to last, or { data: [{ id, priority }] }',
        body: ZCategoryPriorityBody,
        response: { 200: ZCategoryListReply, ...errors },
      },
    },
    async (req) => {
      const data = await categories.reorder(signedIn(req.ctx), req.body);
      return { data, message: say(req, 'success.category_order_saved') };
    },
  );
}
