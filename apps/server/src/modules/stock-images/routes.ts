import {
  ZCreateStockImageBody,
  ZErrorReply,
  ZIdParams,
  ZMessageReply,
  ZStockImageListQuery,
  ZStockImagePage,
  ZStockImageReply,
  ZStockImageTagsReply,
  ZUpdateStockImageBody,
} from '@meja/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { say } from '../../lib/reply';
import { signedIn } from '../../plugins/context';
import * as stockImages from './service';

const errors = { '4xx': ZErrorReply };
const tags = ['food image library'];
/** Uploads are multipart forms (SPEC §7); the form's fields are validated like a JSON body. */
const consumes = ['multipart/form-data'];

/** The admin's food image library (SPEC §2): admins curate it, merchants and their staff pick from it. */
export default async function stockImageRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/food_image',
    {
      config: { allow: 'stock_images.read' },
      schema: {
        tags,
        summary: 'Stock food photos, paged, newest first; search names and tags, or filter by one tag',
        querystring: ZStockImageListQuery,
        response: { 200: ZStockImagePage, ...errors },
      },
    },
    async (req) => stockImages.list(signedIn(req.ctx), req.query),
  );

  r.get(
    '/api/admin/food_image/tags',
    {
      config: { allow: 'stock_images.read' },
      schema: {
        tags,
        summary: 'The tags in use, with how many photos carry each, most used first',
        response: { 200: ZStockImageTagsReply, ...errors },
      },
    },
    async (req) => ({ data: await stockImages.tags(signedIn(req.ctx)) }),
  );

  r.post(
    '/api/admin/food_image',
    {
      config: { allow: 'stock_images.write' },
      schema: {
        tags,
        summary: 'Upload a stock food photo (JPG or PNG, at most 1 MB) with its name and tags',
        consumes,
        body: ZCreateStockImageBody,
        response: { 200: ZStockImageReply, ...errors },
      },
    },
    async (req) => {
      const data = await stockImages.create(signedIn(req.ctx), req.body);
      return { data, message: say(req, 'success.stock_image_created') };
    },
  );

  r.get(
    '/api/admin/food_image/:id',
    {
      config: { allow: 'stock_images.read' },
      schema: {
        tags,
        summary: 'One stock food photo',
        params: ZIdParams,
        response: { 200: ZStockImageReply, ...errors },
      },
    },
    async (req) => ({ data: await stockImages.get(signedIn(req.ctx), req.params.id) }),
  );

  r.put(
    '/api/admin/food_image/:id',
    {
      config: { allow: 'stock_images.write' },
      schema: {
        tags,
        summary: 'Rename, retag and/or replace the picture (the old client sends POST ?_method=PUT)',
        consumes,
        params: ZIdParams,
        body: ZUpdateStockImageBody,
        response: { 200: ZStockImageReply, ...errors },
      },
    },
    async (req) => {
      const data = await stockImages.update(signedIn(req.ctx), req.params.id, req.body);
      return { data, message: say(req, 'success.stock_image_updated') };
    },
  );

  r.delete(
    '/api/admin/food_image/:id',
    {
      config: { allow: 'stock_images.write' },
      schema: {
        tags,
        summary: 'Delete a stock food photo (foods showing it lose their picture)',
        params: ZIdParams,
        response: { 200: ZMessageReply, ...errors },
      },
    },
    async (req) => {
      await stockImages.remove(signedIn(req.ctx), req.params.id);
      return { message: say(req, 'success.stock_image_deleted') };
    },
  );
}
