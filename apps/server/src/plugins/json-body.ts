import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors';
import { requestLimits } from '../lib/limits';

const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Whether JSON text nests arrays and objects deeper than `max`, in one pass without recursion:
 * brackets inside strings do not count. Malformed text is left for the parser to refuse.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      if (++depth > max) return true;
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) depth--;
  }
  return false;
}

/**
 * Fastify's own JSON parser (prototype poisoning refused), behind a depth check: a body of a
 * million `[` parses quickly but then costs every walk over it a stack frame per level.
 */
export default fp(async (app: FastifyInstance) => {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const max = requestLimits.jsonDepth;
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (nestsDeeperThan(text, max)) {
      done(new AppError('bad_request', 'error.too_deeply_nested', undefined, { max }), undefined);
      return;
    }
    parse(req, text, done);
  });
});
