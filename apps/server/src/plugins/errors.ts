import { type ErrorCode, errorStatus, type ServerLocale, translate } from '@meja/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors';
import { localeOf } from './context';

interface Issue {
  keyword: string;
  instancePath: string;
  message: string;
  params: Record<string, unknown>;
}

/** A zod issue in the user's language: our own keys are translated, zod's defaults mapped by kind. */
function issueMessage(locale: ServerLocale, issue: Issue): string {
  if (issue.message.startsWith('validation.')) return translate(locale, issue.message);
  const p = issue.params;
  switch (issue.keyword) {
    case 'invalid_type':
      return translate(locale, p.input === undefined ? 'validation.required' : 'validation.invalid_type');
    case 'too_small':
      return p.origin === 'string'
        ? translate(locale, 'validation.string_too_short', { min: String(p.minimum) })
        : translate(locale, 'validation.too_small', { min: String(p.minimum) });
    case 'too_big':
      return p.origin === 'string'
        ? translate(locale, 'validation.string_too_long', { max: String(p.maximum) })
        : translate(locale, 'validation.too_big', { max: String(p.maximum) });
    case 'invalid_value':
      return translate(locale, 'validation.enum', {
        options: Array.isArray(p.values) ? p.values.join(', ') : '',
      });
    case 'invalid_format':
      return translate(locale, p.format === 'email' ? 'validation.email' : 'validation.invalid');
    case 'unrecognized_keys':
      return translate(locale, 'validation.unknown_field');
    default:
      return translate(locale, 'validation.invalid');
  }
}

const fieldOf = (path: string, context: string | undefined) =>
  path.replace(/^\//, '').replaceAll('/', '.') || context || 'body';

/** Fastify's own client errors, by code, onto ours. */
const fastifyCodes: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_REQ_FILE_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'bad_request',
  FST_ERR_CTP_INVALID_JSON_BODY: 'bad_request',
};

/** One error shape for every reply: { code, message, errors? }; a 500 never shows internals. */
export default fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    const locale = localeOf(req);
    if (err instanceof AppError) {
      // Well-behaved clients (and load balancers) wait as long as the message says.
      if (err.status === 429 && err.vars?.seconds !== undefined)
        reply.header('retry-after', String(err.vars.seconds));
      const errors = err.errors
        ? Object.fromEntries(Object.entries(err.errors).map(([f, k]) => [f, translate(locale, k)]))
        : undefined;
      return reply
        .code(err.status)
        .send({ code: err.code, message: translate(locale, err.messageKey, err.vars), errors });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors: Record<string, string> = {};
      for (const issue of err.validation as unknown as Issue[]) {
        const field = fieldOf(issue.instancePath, err.validationContext);
        errors[field] ??= issueMessage(locale, issue);
      }
      return reply
        .code(400)
        .send({ code: 'validation', message: translate(locale, 'error.validation'), errors });
    }
    const mapped = fastifyCodes[err.code];
    const status = err.statusCode ?? 500;
    if (mapped || (status >= 400 && status < 500)) {
      const code: ErrorCode = mapped ?? (status === 404 ? 'not_found' : 'bad_request');
      req.log.info({ err }, 'client error');
      return reply
        .code(mapped ? errorStatus[mapped] : status)
        .send({ code, message: translate(locale, `error.${code}`) });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.code(500).send({ code: 'internal', message: translate(locale, 'error.internal') });
  });
});
