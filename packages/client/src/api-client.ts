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

export interface ApiClient {
  request<T>(method: Method, path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  delete<T>(path: string, options?: RequestOptions): Promise<T>;
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

  async function request<T>(method: Method, path: string, opts: RequestOptions = {}): Promise<T> {
    const headers: Record<string, string> = { ...opts.headers, Accept: 'application/json' };
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
      options.onServerError?.(error);
      throw error;
    }

    const body = await readBody(res);
    if (res.ok) return body as T;

    const error = errorOf(res.status, body, res.statusText);
    if (res.status === 401 && !opts.skipUnauthorizedHandler) options.onUnauthorized?.(error);
    else if (res.status >= 500) options.onServerError?.(error);
    throw error;
  }

  return {
    request,
    get: (path, opts) => request('GET', path, opts),
    post: (path, body, opts) => request('POST', path, { ...opts, body }),
    put: (path, body, opts) => request('PUT', path, { ...opts, body }),
    patch: (path, body, opts) => request('PATCH', path, { ...opts, body }),
    delete: (path, opts) => request('DELETE', path, opts),
  };
}
