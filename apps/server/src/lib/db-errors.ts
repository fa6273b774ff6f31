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
