import { type Call, ZErrorReply } from '@meja/contracts';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  preValidationAsyncHookHandler,
} from 'fastify';
import type { z } from 'zod';
import type { Permission } from '../policy';

type Output<S> = S extends z.ZodType ? z.output<S> : unknown;

/** A request as the call's schemas validated it. */
export type CallRequest<C extends Call> = FastifyRequest<{
  Params: C extends { params: infer S } ? Output<S> : unknown;
  Querystring: C extends { query: infer S } ? Output<S> : unknown;
  Body: C extends { body: infer S } ? Output<S> : unknown;
  Headers: C extends { headers: infer S } ? Output<S> : unknown;
}>;

/** A handler returns the reply's body, or the reply it sent itself (another status, a stream). */
export type CallHandler<C extends Call> = (
  req: CallRequest<C>,
  reply: FastifyReply,
) =>
  | Promise<(C extends { reply: infer R extends z.ZodType } ? z.input<R> : never) | FastifyReply>
  | Promise<void>;

/** What the server adds to a call: who may make it and how the OpenAPI document describes it. */
export interface RouteOptions {
  /** 'public' needs no token; anything else names the permission (plugins/auth.ts). */
  allow: Permission | 'public';
  summary: string;
  description?: string;
  /** Content types of the body beside JSON (multipart uploads). */
  consumes?: string[];
  /** Documented replies beside the call's success and the 4xx error shape. */
  responses?: Record<number | `${number}xx`, z.ZodType>;
  /** The 4xx error shape is documented and serialized unless this says false (health). */
  errorReplies?: false;
  preValidation?: preValidationAsyncHookHandler;
  /** false: the handler sends bytes it compressed itself (@fastify/compress). */
  compress?: false;
}

const errors = { '4xx': ZErrorReply };

/**
 * Registers calls of the contracts as this module's routes, all under the module's tags:
 * `route(calls.staff.update, { allow: 'staff.write', summary }, handler)`.
 */
export function routesOf(app: FastifyInstance, tags: string[]) {
  return function route<C extends Call>(call: C, options: RouteOptions, handler: CallHandler<C>) {
    const { allow, summary, description, consumes, responses, errorReplies, preValidation, compress } =
      options;
    const { reply } = call;
    const success = reply
      ? Object.fromEntries((call.statuses ?? [200]).map((status) => [status, reply]))
      : {};
    const schema: FastifySchema = {
      tags,
      summary,
      ...(description !== undefined && { description }),
      ...(consumes && { consumes }),
      ...(call.params && { params: call.params }),
      ...(call.headers && { headers: call.headers }),
      ...(call.query && { querystring: call.query }),
      ...(call.body && { body: call.body }),
      response: { ...success, ...responses, ...(errorReplies !== false && errors) },
    };
    app.route({
      method: call.method,
      url: call.path,
      config: { allow },
      schema,
      ...(preValidation && { preValidation }),
      ...(compress === false && { compress }),
      handler: handler as (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
    });
  };
}
