import {
  ZCreateFoodBody,
  ZErrorReply,
  ZFoodListQuery,
  ZFoodPage,
  ZFoodReply,
  ZIdParams,
  ZUpdateFoodBody,
} from '@meja/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { say } from '../../../lib/reply';
import { signedIn } from '../../../plugins/context';
import * as foods from './service';

const errors = { '4xx': ZErrorReply };
const tags = ['menu'];

/**
 * A merchant's foods and alcohol items (SPEC §7 Menu). Toggling and deleting go through the
 * generic PATCH and DELETE /admin/{name}/{id} with the name `menu` (modules/admin-items).
 */
export default async function foodRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/menu',
    {
      config: { allow: 'menu.manage' },
      schema: {
        tags,
        summary: "A merchant's foods (remark=food) or alcohol items (remark=alcohol), paged",
        description:
          'Filters: category_id, status (1/0), search (name or code). Default order: category priority, food priority, name.',
        querystring: ZFoodListQuery,
        response: { 200: ZFoodPage, ...errors },
      },
    },
    async (req) => foods.list(signedIn(req.ctx), req.query),
  );

  r.post(
    '/api/admin/menu',
    {
      config: { allow: 'menu.manage' },
      schema: {
        tags,
        summary: 'Add a food or an alcohol item (JSON, or multipart with a `picture` file)',
        description: 'It goes last in its category. Alcohol items (remark=alcohol) need their ticket fields.',
        body: ZCreateFoodBody,
        response: { 200: ZFoodReply, ...errors },
      },
    },
    async (req) => {
      const { data, kind } = await foods.create(signedIn(req.ctx), req.body);
      return {
        data,
        message: say(req, kind === 'alcohol' ? 'success.alcohol_created' : 'success.food_created'),
      };
    },
  );

  r.get(
    '/api/admin/menu/:id',
    {
      config: { allow: 'menu.manage' },
      schema: {
        tags,
        summary: 'One food or alcohol item',
        params: ZIdParams,
        response: { 200: ZFoodReply, ...errors },
      },
    },
    async (req) => ({ data: await foods.get(signedIn(req.ctx), req.params.id) }),
  );

  r.put(
    '/api/admin/menu/:id',
    {
      config: { allow: 'menu.manage' },
      schema: {
        tags,
        summary: 'Save a food or an alcohol item (JSON, or multipart with a `picture` file)',
        description:
          'The old client sends POST ...?_method=PUT as multipart. Fields left out keep their value. `version` is the one read: if someone else saved since, the reply is 409 and nothing is written.',
        params: ZIdParams,
        body: ZUpdateFoodBody,
        response: { 200: ZFoodReply, ...errors },
      },
    },
    async (req) => {
      const { data, kind } = await foods.update(signedIn(req.ctx), req.params.id, req.body);
      return {
        data,
        message: say(req, kind === 'alcohol' ? 'success.alcohol_updated' : 'success.food_updated'),
      };
    },
  );
}
