import { type ErrorCode, errorStatus, type MessageKey } from '@meja/contracts';

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
}

export const notFound = () => new AppError('not_found');
export const forbidden = () => new AppError('forbidden');
export const fieldError = (field: string, key: MessageKey) =>
  new AppError('validation', 'error.validation', { [field]: key });
