import type { TErrorReply } from '@meja/contracts';

/** A non-2xx reply (or no reply at all: status 0) as one error type the apps can read. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  /** The specific case (`order_already_paid`) when the server names one; else the code. */
  readonly reason: string;
  /** Field messages, already in the user's language: `{ field: message }`. */
  readonly errors: Record<string, string> | undefined;

  constructor(status: number, reply: TErrorReply) {
    super(reply.message);
    this.status = status;
    this.code = reply.code;
    this.reason = reply.reason ?? reply.code;
    this.errors = reply.errors;
  }

  get isNetworkError() {
    return this.status === 0;
  }

  get isServerError() {
    return this.status >= 500;
  }
}

export const isApiError = (err: unknown): err is ApiError => err instanceof ApiError;

const isErrorReply = (body: unknown): body is TErrorReply =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as TErrorReply).code === 'string' &&
  typeof (body as TErrorReply).message === 'string';

/** Builds the ApiError of a reply, whatever its body turned out to be. */
export function errorOf(status: number, body: unknown, statusText: string): ApiError {
  if (isErrorReply(body)) return new ApiError(status, body);
  const code = status >= 500 ? 'internal' : 'http_error';
  return new ApiError(status, { code, message: statusText || `HTTP ${status}` });
}
