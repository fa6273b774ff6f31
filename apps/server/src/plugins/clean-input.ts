import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors';

/**
 * The path of the first string holding a NUL character, which PostgreSQL text cannot store.
 * A loop over a stack of its own, not recursion: however deep the input, it costs no call stack.
 */
function nulAt(root: unknown): string | undefined {
  const stack: [unknown, string][] = [[root, '']];
  while (stack.length) {
    const [value, path] = stack.pop() as [unknown, string];
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return path;
    } else if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
      // Pushed in reverse, so the first field is looked at first.
      const entries = Object.entries(value);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [k, v] = entries[i] as [string, unknown];
        stack.push([v, path ? `${path}.${k}` : k]);
      }
    }
  }
  return undefined;
}

/** Refuses NUL characters anywhere in the input, so no route has to remember to. */
export default fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (req) => {
    const field = nulAt(req.body) ?? nulAt(req.query) ?? nulAt(req.params);
    if (field !== undefined) {
      throw new AppError('validation', 'error.validation', { [field || 'body']: 'validation.invalid' });
    }
  });
});
