/**
 * What the server accepts (packages/contracts media.ts `mediaLimits`, repeated here because the
 * portal imports only types from contracts, keeping zod out of its bundle). The server judges.
 */
export const pictureLimits = {
  maxBytes: 1024 * 1024,
  types: ['image/jpeg', 'image/png'],
  maxName: 120,
} as const;

/** 834 KB, 1.4 MB. */
export const formatBytes = (n: number) =>
  n < 1024 * 1024 ? `${Math.max(1, Math.round(n / 1024))} KB` : `${(n / (1024 * 1024)).toFixed(1)} MB`;
