import { z } from 'zod';
import { dataReply, paged, ZId, ZPagingQuery } from './common';

/**
 * The merchant terms and conditions (SPEC §1, §2, §9; issue 15): published versions in English and
 * Chinese, never edited; a merchant accepts the current one before going on.
 */
export const termsLimits = {
  /** Characters of one language's rich text, as sent (HTML). */
  bodyChars: 300_000,
  /** Characters of one language's summary of changes (plain text). */
  summaryChars: 2_000,
  /** The browser's user-agent as kept with an acceptance. */
  userAgentChars: 300,
} as const;

/**
 * Where SPEC §9 gives two figures, the platform's agreement uses the one kinder to merchants; the
 * admin screen says so. Kept here so the agreement text, the screen and the tests agree.
 */
export const termsChoices = { changeNoticeDays: 21, settlementBusinessDays: 3 } as const;

/** A version in a list: no bodies (each may be hundreds of kilobytes). */
export const ZTermsVersionRow = z.object({
  id: z.number().int(),
  version: z.number().int(),
  summary_en: z.string(),
  summary_zh: z.string(),
  published_at: z.string(),
  /** The admin who published it; null for the platform's first version. */
  published_by: z.string().nullable(),
  /** Merchants who accepted it: admins only, else null. */
  acceptances: z.number().int().nullable(),
});
export type TTermsVersionRow = z.infer<typeof ZTermsVersionRow>;
export const ZTermsPage = paged(ZTermsVersionRow);
export type TTermsPage = z.infer<typeof ZTermsPage>;
export const ZTermsListQuery = ZPagingQuery;

/** One version with its text: `body` and `summary` in the caller's language, both languages beside. */
export const ZTermsVersion = ZTermsVersionRow.extend({
  body: z.string(),
  summary: z.string(),
  body_en: z.string(),
  body_zh: z.string(),
});
export type TTermsVersion = z.infer<typeof ZTermsVersion>;
export const ZTermsVersionReply = dataReply(ZTermsVersion);

/** The current version; for a merchant, when they accepted it (null: not yet). Null data: none yet. */
export const ZTermsCurrent = ZTermsVersion.extend({ accepted_at: z.string().nullable() });
export type TTermsCurrent = z.infer<typeof ZTermsCurrent>;
export const ZTermsCurrentReply = dataReply(ZTermsCurrent.nullable());
export type TTermsCurrentReply = z.infer<typeof ZTermsCurrentReply>;

/** The merchant's own terms: the newest version they accepted, and whether a newer one waits. */
export const ZTermsMine = z.object({
  accepted: ZTermsVersion.extend({ accepted_at: z.string() }).nullable(),
  pending: z.boolean(),
  current_version: z.number().int().nullable(),
});
export type TTermsMine = z.infer<typeof ZTermsMine>;
export const ZTermsMineReply = dataReply(ZTermsMine);

const richBody = z
  .string({ error: 'validation.required' })
  .max(termsLimits.bodyChars, 'validation.terms_body_too_long');
const summary = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, 'validation.required')
  .max(termsLimits.summaryChars);

/** Publish a new version: both languages' text (rich text, sanitised) and summary of changes. */
export const ZTermsPublishBody = z.object({
  body_en: richBody,
  body_zh: richBody,
  summary_en: summary,
  summary_zh: summary,
});
export type TTermsPublishBody = z.infer<typeof ZTermsPublishBody>;

export const ZTermsAcceptBody = z.object({ version_id: ZId });
export type TTermsAcceptBody = z.input<typeof ZTermsAcceptBody>;

export const ZTermsAcceptance = z.object({
  id: z.number().int(),
  merchant_id: z.number().int(),
  merchant_name: z.string(),
  version_id: z.number().int(),
  version: z.number().int(),
  accepted_at: z.string(),
  /** Who clicked: the merchant's owner account. */
  accepted_by: z.string(),
  ip: z.string().nullable(),
});
export type TTermsAcceptance = z.infer<typeof ZTermsAcceptance>;
export const ZTermsAcceptanceReply = dataReply(ZTermsAcceptance);
export const ZTermsAcceptancePage = paged(ZTermsAcceptance);
export type TTermsAcceptancePage = z.infer<typeof ZTermsAcceptancePage>;
export const ZTermsAcceptanceQuery = ZPagingQuery.extend({ version_id: ZId.optional() });
