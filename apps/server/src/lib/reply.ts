import { type MessageKey, translate } from '@meja/contracts';
import type { FastifyRequest } from 'fastify';

/** A success message in the caller's language. */
export const say = (req: FastifyRequest, key: MessageKey, vars?: Record<string, string | number>) =>
  translate(req.ctx.locale, key, vars);

export function bearerToken(req: FastifyRequest): string {
  const header = req.headers.authorization ?? '';
  return header.startsWith('Bearer ') ? header.slice(7).trim() : '';
}
