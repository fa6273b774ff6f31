import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One call of the API: its method and path (SPEC's, with `:name` for path parameters) beside the
 * schemas of what goes in and what comes back. The server registers its route from it and the
 * clients call it by it, so a path is written here and nowhere else.
 */
export interface Call {
  method: HttpMethod;
  path: `/api/${string}`;
  params?: z.ZodType;
  query?: z.ZodType;
  headers?: z.ZodType;
  body?: z.ZodType;
  /** The body of a successful reply (none for a bare redirect). */
  reply?: z.ZodType;
  /** The statuses a successful reply may have (200 unless said). */
  statuses?: readonly number[];
}

export const defineCall = <const C extends Call>(call: C): C => call;

/** The names of a path's `:params`: '/api/a/:id/b/:key' → 'id' | 'key'. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type Input<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What a caller puts in the path: one value per `:param`. */
export type CallParams<C extends Call> = { [K in PathParamNames<C['path']>]: string | number };
export type CallQuery<C extends Call> = C extends { query: infer Q } ? Input<Q> : undefined;
export type CallBody<C extends Call> = C extends { body: infer B } ? Input<B> : undefined;
/** The reply as the client receives it (the server sends the schema's output). */
export type CallReply<C extends Call> = C extends { reply: infer R extends z.ZodType }
  ? z.output<R>
  : undefined;

/** The call's path with its parameters filled in (each URI-encoded). */
export function pathOf<C extends Call>(call: C, params?: CallParams<C>): string {
  const values = (params ?? {}) as Record<string, string | number>;
  return call.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${call.method} ${call.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}
