import { calls } from '@meja/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { say } from '../../lib/reply';
import { routesOf } from '../../lib/route';
import { signedIn } from '../../plugins/context';
import * as media from './service';

/** Uploads are multipart forms (SPEC §7); the form's fields are validated like a JSON body. */
const consumes = ['multipart/form-data'];

export default async function mediaRoutes(app: FastifyInstance) {
  const route = routesOf(app, ['media']);

  route(
    calls.media.list,
    {
      allow: 'media.manage',
      summary: "A merchant's media library, paged, newest first (admins name the merchant_id)",
    },
    async (req) => media.list(signedIn(req.ctx), req.query),
  );

  route(
    calls.media.create,
    {
      allow: 'media.manage',
      summary: 'Upload a photo (JPG or PNG, at most 1 MB) with its display name',
      consumes,
    },
    async (req) => {
      const data = await media.create(signedIn(req.ctx), req.body);
      return { data, message: say(req, 'success.media_uploaded') };
    },
  );

  route(calls.media.get, { allow: 'media.manage', summary: 'One photo' }, async (req) => ({
    data: await media.get(signedIn(req.ctx), req.params.id),
  }));

  route(
    calls.media.update,
    {
      allow: 'media.manage',
      summary: 'Rename a photo and/or replace its picture (the old client sends POST ?_method=PUT)',
      consumes,
    },
    async (req) => {
      const data = await media.update(signedIn(req.ctx), req.params.id, req.body);
      return { data, message: say(req, 'success.media_updated') };
    },
  );

  route(calls.media.patch, { allow: 'media.manage', summary: 'Rename a photo' }, async (req) => {
    const data = await media.rename(signedIn(req.ctx), req.params.id, req.body);
    return { data, message: say(req, 'success.media_updated') };
  });

  route(
    calls.media.remove,
    { allow: 'media.manage', summary: 'Delete a photo (a store front using it loses its picture)' },
    async (req) => {
      await media.remove(signedIn(req.ctx), req.params.id);
      return { message: say(req, 'success.media_deleted') };
    },
  );

  route(
    calls.media.file,
    {
      allow: 'public',
      summary: 'A stored picture; its URL never changes its bytes, so it is cached for a year',
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
