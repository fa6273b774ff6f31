import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors';

/** The path of the first string holding a NUL character, which PostgreSQL text cannot store. */
function nulAt(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [k, v] of Object.entries(value)) {
      const found = nulAt(v, path ? `${path}.${k}` : k);
      if (found) return found;
    }
  }
  return undefined;
}

/** Refuses NUL characters anywhere in the input, so no route has to remember to. */
export default fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (req) => {
    const field = nulAt(req.body, '') ?? nulAt(req.query, '') ?? nulAt(req.params, '');
    if (field !== undefined) {
      throw new AppError('validation', 'error.validation', { [field || 'body']: 'validation.invalid' });
    }
  });
});
