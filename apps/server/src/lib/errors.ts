import { type ErrorCode, type ErrorReason, errorStatus, type MessageKey } from '@meja/contracts';

/**
 * The one error type of the server. `message` is a message key (translated per request) and
 * `errors` maps a field to a message key.
 */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly messageKey: MessageKey = `error.${code}` as MessageKey,
    readonly errors?: Record<string, MessageKey>,
    readonly vars?: Record<string, string | number>,
  ) {
    super(messageKey);
    this.status = errorStatus[code];
  }

  /** The specific case the reply names beside `code`, when the message key says more than it. */
  get reason(): ErrorReason | undefined {
    if (this.messageKey === `error.${this.code}` || !this.messageKey.startsWith('error.')) return undefined;
    return this.messageKey.slice('error.'.length) as ErrorReason;
  }
}

export const notFound = () => new AppError('not_found');
export const forbidden = () => new AppError('forbidden');
export const fieldError = (field: string, key: MessageKey) =>
  new AppError('validation', 'error.validation', { [field]: key });
