import {
  type Call,
  type CallBody,
  type CallParams,
  type CallQuery,
  type CallReply,
  type PathParamNames,
  pathOf,
} from '@meja/contracts';
import { createParser } from 'eventsource-parser';
import { ApiError, errorOf } from './errors';

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue>;

export interface RequestOptions {
  query?: Query;
  /** Sent as JSON, or as multipart/form-data when it is a FormData (file uploads). */
  body?: unknown;
  signal?: AbortSignal;
  /**
   * Extra request headers, e.g. `Idempotency-Key`; the client's own Accept, Authorization and
   * Accept-Language win.
   */
  headers?: Record<string, string>;
  /**
   * Leave a 401 to the caller instead of `onUnauthorized`: the sign-in call answers 401 for a
   * wrong password, which is not a lost session.
   */
  skipUnauthorizedHandler?: boolean;
}

export interface ApiClientOptions {
  /** Where the API lives; defaults to `/api`. */
  baseUrl?: string;
  /** The bearer token of this session, if any. */
  getToken?: () => string | null | undefined;
  /** Sent as Accept-Language, so the server's messages come back in the user's language. */
  getLanguage?: () => string | null | undefined;
  /** A 401 on a signed-in call: the session is gone. Called before the error is thrown. */
  onUnauthorized?: (error: ApiError) => void;
  /** A 5xx reply (or no reply at all). Called before the error is thrown. */
  onServerError?: (error: ApiError) => void;
  fetch?: typeof fetch;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A call's parameters: `params` fill its path (required when it has any), `query` and `body` as typed. */
export type CallOptions<C extends Call> = Omit<RequestOptions, 'query' | 'body'> &
  ([PathParamNames<C['path']>] extends [never] ? { params?: undefined } : { params: CallParams<C> }) & {
    query?: CallQuery<C>;
    /** A FormData goes as multipart/form-data (file uploads). */
    body?: CallBody<C> | FormData;
  };

/** Optional when the call needs nothing (no path parameters). */
export type CallArgs<C extends Call> = [PathParamNames<C['path']>] extends [never]
  ? [options?: CallOptions<C>]
  : [options: CallOptions<C>];

export interface ApiClient {
  /** Makes a call of the contracts: its path filled from `params`, the reply typed by its schema. */
  call<C extends Call>(call: C, ...args: CallArgs<C>): Promise<CallReply<C>>;
  /**
   * A GET whose reply is read as it arrives (Server-Sent Events): the open response, with the
   * same headers as `call` (EventSource cannot send the bearer token). A non-2xx reply throws
   * the ApiError; a 401 goes to `onUnauthorized`, but no reply or a 5xx is left to the caller.
   */
  stream<C extends Call>(call: C, ...args: CallArgs<C>): Promise<Response>;
}

/** The calls' paths start with the API's own prefix, which `baseUrl` stands for. */
const apiPrefix = '/api';
function callPath<C extends Call>(call: C, options: CallOptions<C> | undefined): string {
  const path = pathOf(call, options?.params as CallParams<C>);
  return path.startsWith(`${apiPrefix}/`) ? path.slice(apiPrefix.length) : path;
}

/** `?a=1&b=x`, leaving out empty values so the server sees only what was set. */
export function toQueryString(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.append(key, String(value));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = (options.baseUrl ?? '/api').replace(/\/$/, '');
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  async function send(
    method: Method,
    path: string,
    opts: RequestOptions,
    accept: string,
    reportServerErrors = true,
  ): Promise<Response> {
    const headers: Record<string, string> = { ...opts.headers, Accept: accept };
    const token = options.getToken?.();
    if (token) headers.Authorization = `Bearer ${token}`;
    const language = options.getLanguage?.();
    if (language) headers['Accept-Language'] = language;
    const hasBody = opts.body !== undefined;
    // The browser writes a form's Content-Type itself, with the multipart boundary.
    const isForm = typeof FormData !== 'undefined' && opts.body instanceof FormData;
    if (hasBody && !isForm) headers['Content-Type'] = 'application/json';

    const url = `${baseUrl}${path.startsWith('/') ? path : `/${path}`}${toQueryString(opts.query)}`;
    let res: Response;
    try {
      res = await doFetch(url, {
        method,
        headers,
        body: isForm ? (opts.body as FormData) : hasBody ? JSON.stringify(opts.body) : undefined,
        signal: opts.signal,
      });
    } catch (err) {
      if (opts.signal?.aborted) throw err;
      const error = new ApiError(0, {
        code: 'network_error',
        message: err instanceof Error ? err.message : String(err),
      });
      if (reportServerErrors) options.onServerError?.(error);
      throw error;
    }
    if (res.ok) return res;

    const error = errorOf(res.status, await readBody(res), res.statusText);
    if (res.status === 401 && !opts.skipUnauthorizedHandler) options.onUnauthorized?.(error);
    else if (res.status >= 500 && reportServerErrors) options.onServerError?.(error);
    throw error;
  }

  const optionsOf = <C extends Call>(options: CallOptions<C> | undefined): RequestOptions => ({
    ...options,
    query: options?.query as Query | undefined,
  });

  return {
    // The reply is what the server's schema of this call sent.
    call: async <C extends Call>(call: C, ...[options]: CallArgs<C>) =>
      (await readBody(
        await send(call.method, callPath(call, options), optionsOf(options), 'application/json'),
      )) as CallReply<C>,
    // A stream that drops is retried by its reader, which shows its own offline state.
    stream: (call, ...[options]) =>
      send(call.method, callPath(call, options), optionsOf(options), 'text/event-stream', false),
  };
}

/** One Server-Sent Event: `event` is 'message' when the server named none. */
export interface SseMessage {
  event: string;
  data: string;
  id?: string;
}

/**
 * The event-stream format (WHATWG HTML §9.2.6) fed in pieces as they arrive, through
 * eventsource-parser. The last event id stays with later events, as an EventSource keeps it.
 */
export function createSseParser(onMessage: (message: SseMessage) => void) {
  let lastId: string | undefined;
  const parser = createParser({
    onId: (id) => {
      lastId = id;
    },
    onEvent: ({ event, data }) => onMessage({ event: event ?? 'message', data, id: lastId }),
  });
  return { push: (chunk: string) => parser.feed(chunk) };
}

export interface ReadEventStreamOptions {
  signal?: AbortSignal;
  /** Give up (throw) when nothing, not even a comment, arrives for this long. */
  idleMs?: number;
}

/** Reads an event stream to its end (or until `signal` aborts), handing each event on. */
export async function readEventStream(
  res: Response,
  onMessage: (message: SseMessage) => void,
  { signal, idleMs }: ReadEventStreamOptions = {},
): Promise<void> {
  if (!res.body) return;
  const parser = createSseParser(onMessage);
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let idle = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => void reader.cancel().catch(() => {});
  const arm = () => {
    if (!idleMs) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      idle = true;
      cancel();
    }, idleMs);
  };
  signal?.addEventListener('abort', cancel, { once: true });
  try {
    arm();
    for (;;) {
      const { done, value } = await reader.read();
      if (idle) throw new Error('event stream idle');
      if (done || signal?.aborted) return;
      arm();
      parser.push(value);
    }
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', cancel);
  }
}
