import { calls } from '@meja/contracts';
import type { FastifyInstance } from 'fastify';
import { say } from '../../lib/reply';
import { routesOf } from '../../lib/route';
import { signedIn } from '../../plugins/context';
import * as stockImages from './service';

/** Uploads are multipart forms (SPEC §7); the form's fields are validated like a JSON body. */
const consumes = ['multipart/form-data'];

/** The admin's food image library (SPEC §2): admins curate it, merchants and their staff pick from it. */
export default async function stockImageRoutes(app: FastifyInstance) {
  const route = routesOf(app, ['food image library']);

  route(
    calls.stockImages.list,
    {
      allow: 'stock_images.read',
      summary: 'Stock food photos, paged, newest first; search names and tags, or filter by one tag',
    },
    async (req) => stockImages.list(signedIn(req.ctx), req.query),
  );

  route(
    calls.stockImages.tags,
    {
      allow: 'stock_images.read',
      summary: 'The tags in use, with how many photos carry each, most used first',
    },
    async (req) => ({ data: await stockImages.tags(signedIn(req.ctx)) }),
  );

  route(
    calls.stockImages.create,
    {
      allow: 'stock_images.write',
      summary: 'Upload a stock food photo (JPG or PNG, at most 1 MB) with its name and tags',
      consumes,
    },
    async (req) => {
      const data = await stockImages.create(signedIn(req.ctx), req.body);
      return { data, message: say(req, 'success.stock_image_created') };
    },
  );

  route(
    calls.stockImages.get,
    { allow: 'stock_images.read', summary: 'One stock food photo' },
    async (req) => ({ data: await stockImages.get(signedIn(req.ctx), req.params.id) }),
  );

  route(
    calls.stockImages.update,
    {
      allow: 'stock_images.write',
      summary: 'Rename, retag and/or replace the picture (the old client sends POST ?_method=PUT)',
      consumes,
    },
    async (req) => {
      const data = await stockImages.update(signedIn(req.ctx), req.params.id, req.body);
      return { data, message: say(req, 'success.stock_image_updated') };
    },
  );

  route(
    calls.stockImages.remove,
    {
      allow: 'stock_images.write',
      summary: 'Delete a stock food photo (foods showing it lose their picture)',
    },
    async (req) => {
      await stockImages.remove(signedIn(req.ctx), req.params.id);
      return { message: say(req, 'success.stock_image_deleted') };
    },
  );
}
