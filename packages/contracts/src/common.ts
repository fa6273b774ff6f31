import { z } from 'zod';

/** Every error reply has this shape; `code` doubles as the i18n key of the message. */
export const ZErrorReply = z.object({
  code: z.string(),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type TErrorReply = z.infer<typeof ZErrorReply>;

export const ZMessageReply = z.object({ message: z.string() });
export type TMessageReply = z.infer<typeof ZMessageReply>;

export const dataReply = <T extends z.ZodType>(data: T) => z.object({ data, message: z.string().optional() });

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date');

/** SPEC §7 paging parameters, kept as the old client sends them. */
export const ZPagingQuery = z.object({
  start: z.coerce.number().int().min(0).default(0),
  length: z.coerce.number().int().min(1).max(500).default(10),
  search: z.string().max(200).optional(),
  /** `column` or `column:asc|desc`; a leading `-` also means descending. */
  order: z
    .string()
    .regex(/^-?[a-z_]+(:(asc|desc))?$/i, 'validation.order')
    .optional(),
  startDate: isoDay.optional(),
  endDate: isoDay.optional(),
});
export type TPagingQuery = z.infer<typeof ZPagingQuery>;

export const paged = <T extends z.ZodType>(row: T) =>
  z.object({
    data: z.array(row),
    recordsTotal: z.number().int(),
    recordsFiltered: z.number().int(),
  });

/** A row id: a JSON number, or digits from a path, query or multipart field; never a boolean. */
export const ZId = z
  .union([z.number(), z.string().regex(/^\d{1,10}$/, 'validation.invalid')])
  .transform(Number)
  .pipe(z.number().int().positive().max(2_147_483_647));

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
} as const;
export type ErrorCode = keyof typeof errorStatus;
