import { z } from 'zod';

/**
 * Every error reply has this shape. `code` is coarse and stable (it follows the HTTP status);
 * `reason` names the specific case (`order_already_paid`) whenever the server knows one beyond
 * `code`: clients branch on `reason ?? code`, both of which are message keys (`error.<name>`).
 */
export const ZErrorReply = z.object({
  code: z.string(),
  reason: z.string().optional(),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type TErrorReply = z.infer<typeof ZErrorReply>;

export const ZMessageReply = z.object({ message: z.string() });
export type TMessageReply = z.infer<typeof ZMessageReply>;

export const dataReply = <T extends z.ZodType>(data: T) => z.object({ data, message: z.string().optional() });

/** Whether YYYY-MM-DD names a day on the calendar (no 2024-02-31, no month 13, no year 0). */
function isCalendarDay(day: string): boolean {
  const [y = 0, m = 0, d = 0] = day.split('-').map(Number);
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  const days = m === 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].includes(m) ? 30 : 31;
  return y >= 1000 && m >= 1 && m <= 12 && d >= 1 && d <= days;
}

/** A calendar day as SPEC's date range sends it: YYYY-MM-DD, and a day that exists. */
export const ZDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date')
  .refine(isCalendarDay, 'validation.real_date');

/**
 * A parameter sent empty means "not given": the old client sends every filter it has, unset ones
 * as `order=` or `startDate=` (as its Laravel server read them), so an empty string gets the
 * schema's default or nothing. Every list's paging goes through it (ZPagingQuery), and so do the
 * other filters the old client sends empty (a report's `type`, `filter_status`).
 */
export const emptyAsUnset = <T extends z.ZodType>(schema: T) =>
  z.preprocess<unknown, T, z.input<T>>((v) => ((v as unknown) === '' ? undefined : v), schema);

/** SPEC §7 paging parameters, kept as the old client sends them (empty ones as not given). */
export const ZPagingQuery = z.object({
  start: emptyAsUnset(z.coerce.number().int().min(0).default(0)),
  length: emptyAsUnset(z.coerce.number().int().min(1).max(500).default(10)),
  search: emptyAsUnset(z.string().max(200).optional()),
  /** `column` or `column:asc|desc`; a leading `-` also means descending. */
  order: emptyAsUnset(
    z
      .string()
      .regex(/^-?[a-z_]+(:(asc|desc))?$/i, 'validation.order')
      .optional(),
  ),
  startDate: emptyAsUnset(ZDay.optional()),
  endDate: emptyAsUnset(ZDay.optional()),
});
export type TPagingQuery = z.infer<typeof ZPagingQuery>;

export const paged = <T extends z.ZodType>(row: T) =>
  z.object({
    data: z.array(row),
    recordsTotal: z.number().int(),
    recordsFiltered: z.number().int(),
  });

/** The largest id an integer (int4) column holds: a larger one names no row and must not reach SQL. */
export const maxRowId = 2_147_483_647;

/**
 * A row id: a JSON number, or digits from a path, query or multipart field; never a boolean.
 * The bounds come first, so 0 says "at least 1" and 99999999999 "at most 2147483647" (an int4).
 */
export const ZId = z
  .union([z.number(), z.string().regex(/^\d+$/, 'validation.invalid')])
  .transform(Number)
  .pipe(z.number().min(1).max(maxRowId).int());

export const ZIdParams = z.object({ id: ZId });

/**
 * A switch as the old client sends it (SPEC shows 0/1): booleans, 0/1, their strings, or the
 * 'on' of an HTML checkbox in a multipart form. Parsed to a boolean.
 */
export const ZFlag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false', 'on', 'off'])])
  .transform((v) => v === true || v === 1 || v === '1' || v === 'true' || v === 'on');

/** A switch in a reply: 0 or 1, as the old client reads it. */
export const ZFlagOut = z.union([z.literal(0), z.literal(1)]);
export const flagOut = (v: boolean | null | undefined): 0 | 1 => (v ? 1 : 0);

/** Error codes, their HTTP status in one table. */
export const errorStatus = {
  validation: 400,
  bad_request: 400,
  unauthenticated: 401,
  invalid_credentials: 401,
  forbidden: 403,
  account_inactive: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  too_many_attempts: 429,
  too_many_requests: 429,
  internal: 500,
  /** The database cannot be reached for now (a restart, a failover): the client tries again. */
  unavailable: 503,
} as const;
export type ErrorCode = keyof typeof errorStatus;
