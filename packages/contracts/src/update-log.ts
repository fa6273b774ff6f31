import { z } from 'zod';
import { dataReply, paged, ZPagingQuery } from './common';

/**
 * The update log (SPEC §2 "Update log (create version, edit log)", §3 Update log: title, version):
 * admins write versions and their logs and publish them; every portal user reads the published
 * ones and is shown, once, those published since they last looked ("what's new").
 */
export const updateLogLimits = {
  maxTitle: 150,
  maxVersion: 30,
  /** Of the log's HTML as sent (the stored, sanitised text is never longer). */
  maxLog: 50_000,
  /** What's new shows at most this many versions at once, newest first. */
  whatsNew: 10,
} as const;

export const updateLogStatuses = ['draft', 'published'] as const;
export type UpdateLogStatus = (typeof updateLogStatuses)[number];

const ZTitle = z.string().trim().min(1, 'validation.required').max(updateLogLimits.maxTitle);
/** "2.4.0", "2025.1": unique among versions, whatever its letters' case. */
const ZVersion = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .max(updateLogLimits.maxVersion)
  .meta({ examples: ['2.4.0'] });
/** Rich text (HTML): the server keeps it sanitised. */
const ZLog = z.string().max(updateLogLimits.maxLog).meta({ description: 'HTML; sanitised on the server' });

export const ZUpdateLog = z.object({
  id: z.number().int(),
  version: z.string(),
  title: z.string(),
  /** Sanitised HTML, safe to show as markup. */
  log: z.string(),
  status: z.enum(updateLogStatuses),
  /** Null while a draft. */
  published_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TUpdateLog = z.infer<typeof ZUpdateLog>;

/**
 * GET /admin/update_log: admins every version (drafts too), others the published ones; `status`
 * keeps one kind (the what's-new page asks for the published ones whoever reads it).
 */
export const ZUpdateLogListQuery = ZPagingQuery.extend({ status: z.enum(updateLogStatuses).optional() });
export type TUpdateLogListQuery = z.input<typeof ZUpdateLogListQuery>;
export const ZUpdateLogPage = paged(ZUpdateLog);
export type TUpdateLogPage = z.infer<typeof ZUpdateLogPage>;
export const ZUpdateLogReply = dataReply(ZUpdateLog);
export type TUpdateLogReply = z.infer<typeof ZUpdateLogReply>;

/** POST /admin/update_log: a new version, as a draft. */
export const ZCreateUpdateLogBody = z.object({ title: ZTitle, version: ZVersion, log: ZLog.optional() });
export type TCreateUpdateLogBody = z.input<typeof ZCreateUpdateLogBody>;

/** PUT /admin/update_log/{id}: any of its title, version and log. */
export const ZUpdateUpdateLogBody = z.object({
  title: ZTitle.optional(),
  version: ZVersion.optional(),
  log: ZLog.optional(),
});
export type TUpdateUpdateLogBody = z.input<typeof ZUpdateUpdateLogBody>;

/** GET /admin/update_log/whats_new: the published versions the caller has not seen, newest first. */
export const ZWhatsNewReply = dataReply(z.array(ZUpdateLog));
export type TWhatsNewReply = z.infer<typeof ZWhatsNewReply>;

/**
 * POST /admin/update_log/seen: `through` is the newest `published_at` the caller was shown, so a
 * version published while they read is still shown next time.
 */
export const ZUpdateLogSeenBody = z.object({ through: z.iso.datetime({ offset: true }) });
export type TUpdateLogSeenBody = z.input<typeof ZUpdateLogSeenBody>;
/** The caller's mark after it: what's new shows only what was published later. */
export const ZUpdateLogSeenReply = dataReply(z.object({ seen_through: z.string() }));
export type TUpdateLogSeenReply = z.infer<typeof ZUpdateLogSeenReply>;
