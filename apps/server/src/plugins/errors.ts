import {
  type ErrorCode,
  errorStatus,
  type MessageKey,
  mediaLimits,
  type ServerLocale,
  translate,
} from '@meja/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { databaseUnavailable } from '../lib/db-errors';
import { AppError } from '../lib/errors';
import { requestLimits } from '../lib/limits';
import { localeOf } from './context';

interface Issue {
  keyword: string;
  instancePath: string;
  message: string;
  params: Record<string, unknown>;
}

/**
 * Keys a schema gives for a missing or mistyped value (`z.string({ error: 'validation.required' })`).
 * Zod hands a schema's own error to its size checks too, so on those they would misname the problem.
 */
const typeKeys = new Set(['validation.required', 'validation.invalid', 'validation.invalid_type']);

/** Whether the issue's own message key says what is wrong (see typeKeys). */
function ownKeyFits(issue: Issue): boolean {
  if (!issue.message.startsWith('validation.')) return false;
  if (!typeKeys.has(issue.message)) return true;
  const required = issue.message === 'validation.required';
  switch (issue.keyword) {
    case 'too_big':
      return false;
    case 'too_small':
      // `.min(1, 'validation.required')` on a string: empty is missing; a longer minimum is a length.
      return required && issue.params.origin === 'string' && issue.params.minimum === 1;
    case 'invalid_format':
      return !required;
    default:
      return true;
  }
}

/** A zod issue in the user's language: our own keys are translated, zod's defaults mapped by kind. */
function issueMessage(locale: ServerLocale, issue: Issue): string {
  if (ownKeyFits(issue)) return translate(locale, issue.message);
  const p = issue.params;
  switch (issue.keyword) {
    case 'invalid_type':
      return translate(locale, p.input === undefined ? 'validation.required' : 'validation.invalid_type');
    case 'too_small':
      if (p.origin === 'string')
        return translate(locale, 'validation.string_too_short', { min: String(p.minimum) });
      // `.positive()` is "more than 0", not "at least 0".
      return p.inclusive === false
        ? translate(locale, 'validation.greater_than', { min: String(p.minimum) })
        : translate(locale, 'validation.too_small', { min: String(p.minimum) });
    case 'too_big':
      if (p.origin === 'string')
        return translate(locale, 'validation.string_too_long', { max: String(p.maximum) });
      return p.inclusive === false
        ? translate(locale, 'validation.less_than', { max: String(p.maximum) })
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

/** Fastify's (and @fastify/multipart's) own client errors, by code, onto ours. */
const fastifyCodes: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_REQ_FILE_TOO_LARGE: 'payload_too_large',
  FST_FILES_LIMIT: 'payload_too_large',
  FST_PARTS_LIMIT: 'payload_too_large',
  FST_FIELDS_LIMIT: 'payload_too_large',
  // A multipart part declared as JSON that is not (or was cut at requestLimits.fieldBytes): 406 otherwise.
  FST_INVALID_JSON_FIELD_ERROR: 'bad_request',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'bad_request',
  FST_ERR_CTP_INVALID_JSON_BODY: 'bad_request',
};

/** Those whose message can name the limit that was passed. */
const limitMessages: Record<string, [MessageKey, Record<string, string | number>]> = {
  // The product's limit on a picture, not the multipart cut-off (see requestLimits.fileBytes).
  FST_REQ_FILE_TOO_LARGE: ['error.file_too_large', { max: `${mediaLimits.maxBytes / 1024 / 1024} MB` }],
  FST_FILES_LIMIT: ['error.too_many_files', { max: requestLimits.files }],
};

/** One error shape for every reply: { code, message, errors? }; a 500 never shows internals. */
export default fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    const locale = localeOf(req);
    if (err instanceof AppError) {
      // Well-behaved clients (and load balancers) wait as long as the message says.
      if (err.status === 429 && err.vars?.seconds !== undefined)
        reply.header('retry-after', String(err.vars.seconds));
      // A field's message may name the error's numbers too ("You have 250 points").
      const errors = err.errors
        ? Object.fromEntries(Object.entries(err.errors).map(([f, k]) => [f, translate(locale, k, err.vars)]))
        : undefined;
      return reply.code(err.status).send({
        code: err.code,
        reason: err.reason,
        message: translate(locale, err.messageKey, err.vars),
        errors,
      });
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
      const [key, vars] = limitMessages[err.code] ?? [`error.${code}`, undefined];
      req.log.info({ err }, 'client error');
      return reply
        .code(mapped ? errorStatus[mapped] : status)
        .send({ code, message: translate(locale, key, vars) });
    }
    // The database restarting or failing over: the client may simply try again (the request's
    // transaction rolled back, so nothing half-done stays behind).
    if (databaseUnavailable(err)) {
      req.log.warn({ err }, 'database unavailable');
      reply.header('retry-after', '5');
      return reply.code(503).send({ code: 'unavailable', message: translate(locale, 'error.unavailable') });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.code(500).send({ code: 'internal', message: translate(locale, 'error.internal') });
  });
});
