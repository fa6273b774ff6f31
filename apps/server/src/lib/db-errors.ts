/** The unique constraint a failed insert or update broke, if that is why it failed. */
export function uniqueViolation(err: unknown): string | undefined {
  for (
    let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined;
    e;
    e = e.cause as typeof e
  ) {
    if (e.code === '23505') return e.constraint ?? '';
  }
  return undefined;
}

/** Whether a write failed because another row still refers to this one (a foreign key). */
export function referencedElsewhere(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23503') return true;
  }
  return false;
}

/**
 * SQLSTATE classes and codes that mean the database is away, not that the statement was wrong:
 * connection exceptions (08), the server shutting down or starting (57P01–57P03), too many
 * connections (53300) and a read-only standby after a failover (25006).
 */
const unavailableStates = /^(08|57P0[1-3]$|53300$|25006$)/;
/** node-postgres's own words for a socket that went away or never came. */
const unavailableMessages =
  /Connection terminated|connection timeout|Client has encountered a connection error|ECONNREFUSED|ECONNRESET|EPIPE|timeout exceeded when trying to connect/i;
const unavailableErrnos = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** Whether a failure was the database being unreachable (a restart, a failover), anywhere in its causes. */
export function databaseUnavailable(err: unknown): boolean {
  for (
    let e = err as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown } | undefined;
    e && typeof e === 'object';
    e = e.cause as typeof e
  ) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (unavailableErrnos.has(code) || unavailableStates.test(code)) return true;
    if (typeof e.message === 'string' && unavailableMessages.test(e.message)) return true;
    // An AggregateError of every address tried (localhost resolving to ::1 and 127.0.0.1).
    if (Array.isArray(e.errors) && e.errors.some(databaseUnavailable)) return true;
  }
  return false;
}
