import {
  ZCreateMediaBody,
  ZErrorReply,
  ZIdParams,
  ZMediaFileBody,
  ZMediaFileParams,
  ZMediaListQuery,
  ZMediaPage,
  ZMediaReply,
  ZMessageReply,
  ZRenameMediaBody,
  ZUpdateMediaBody,
} from '@meja/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { say } from '../../lib/reply';
import { signedIn } from '../../plugins/context';
import * as media from './service';

const errors = { '4xx': ZErrorReply };
const tags = ['media'];
/** Uploads are multipart forms (SPEC §7); the form's fields are validated like a JSON body. */
const consumes = ['multipart/form-data'];

export default async function mediaRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/media',
    {
      config: { allow: 'media.manage' },
      schema: {
        tags,
        summary: "A merchant's media library, paged, newest first (admins name the merchant_id)",
        querystring: ZMediaListQuery,
        response: { 200: ZMediaPage, ...errors },
      },
    },
    async (req) => media.list(signedIn(req.ctx), req.query),
  );

  r.post(
    '/api/media',
    {
      config: { allow: 'media.manage' },
      schema: {
        tags,
        summary: 'Upload a photo (JPG or PNG, at most 1 MB) with its display name',
        consumes,
        body: ZCreateMediaBody,
        response: { 200: ZMediaReply, ...errors },
      },
    },
    async (req) => {
      const data = await media.create(signedIn(req.ctx), req.body);
      return { data, message: say(req, 'success.media_uploaded') };
    },
  );

  r.get(
    '/api/media/:id',
    {
      config: { allow: 'media.manage' },
      schema: { tags, summary: 'One photo', params: ZIdParams, response: { 200: ZMediaReply, ...errors } },
    },
    async (req) => ({ data: await media.get(signedIn(req.ctx), req.params.id) }),
  );

  r.put(
    '/api/media/:id',
    {
      config: { allow: 'media.manage' },
      schema: {
        tags,
        summary: 'Rename a photo and/or replace its picture (the old client sends POST ?_method=PUT)',
        consumes,
        params: ZIdParams,
        body: ZUpdateMediaBody,
        response: { 200: ZMediaReply, ...errors },
      },
    },
    async (req) => {
      const data = await media.update(signedIn(req.ctx), req.params.id, req.body);
      return { data, message: say(req, 'success.media_updated') };
    },
  );

  r.patch(
    '/api/media/:id',
    {
      config: { allow: 'media.manage' },
      schema: {
        tags,
        summary: 'Rename a photo',
        params: ZIdParams,
        body: ZRenameMediaBody,
        response: { 200: ZMediaReply, ...errors },
      },
    },
    async (req) => {
      const data = await media.rename(signedIn(req.ctx), req.params.id, req.body);
      return { data, message: say(req, 'success.media_updated') };
    },
  );

  r.delete(
    '/api/media/:id',
    {
      config: { allow: 'media.manage' },
      schema: {
        tags,
        summary: 'Delete a photo (a store front using it loses its picture)',
        params: ZIdParams,
        response: { 200: ZMessageReply, ...errors },
      },
    },
    async (req) => {
      await media.remove(signedIn(req.ctx), req.params.id);
      return { message: say(req, 'success.media_deleted') };
    },
  );

  r.get(
    '/api/media/file/:key/:variant',
    {
      config: { allow: 'public' },
      schema: {
        tags,
        summary: 'A stored picture; its URL never changes its bytes, so it is cached for a year',
        params: ZMediaFileParams,
        response: { 200: ZMediaFileBody, ...errors },
      },
    },
    async (req, typed) => {
      // Bytes, not JSON: Fastify sends a Buffer or a stream as it is.
      const reply = typed as unknown as FastifyReply;
      const { key, variant } = req.params;
      const etag = `"${key}-${variant}"`;
      const cache = 'public, max-age=31536000, immutable';
      const matches = req.headers['if-none-match']
        ?.split(',')
        .some((t) => t.trim().replace(/^W\//, '') === etag);
      if (matches) return reply.code(304).header('etag', etag).header('cache-control', cache).send();
      const found = await media.file(req.ctx, key, variant);
      reply.header('etag', etag).header('cache-control', cache).header('x-content-type-options', 'nosniff');
      if (found.size !== undefined) reply.header('content-length', found.size);
      return reply.type(found.contentType).send(found.body);
    },
  );
}
