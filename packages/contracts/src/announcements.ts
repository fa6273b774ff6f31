import { z } from 'zod';
import { dataReply, paged, ZFlag, ZPagingQuery } from './common';

/**
 * Announcements (SPEC §2, §7; issue 15): an admin's message to an audience, shown after sign-in
 * inside its publish window until the reader dismisses it. GET and POST /admin/announcement,
 * PUT /admin/announcement/{id}; withdraw/restore and delete through the generic admin item.
 */
export const announcementAudiences = ['merchants', 'agents', 'all'] as const;
export type AnnouncementAudience = (typeof announcementAudiences)[number];

/** live: shown now; scheduled: its window has not begun; ended: it has passed; inactive: withdrawn. */
export const announcementStatuses = ['live', 'scheduled', 'ended', 'inactive'] as const;
export type AnnouncementStatus = (typeof announcementStatuses)[number];

export const announcementLimits = { title: 150, bodyHtml: 20_000 } as const;

/** GET /admin/announcement: admins page through all; readers get what is live for them. */
export const ZAnnouncementListQuery = ZPagingQuery.extend({
  status: z.enum(announcementStatuses, 'validation.announcement_status').optional(),
  /** Readers: only those not dismissed yet (what the notice after sign-in shows). */
  undismissed: ZFlag.optional(),
});
export type TAnnouncementListQuery = z.input<typeof ZAnnouncementListQuery>;

/** An instant with its offset (an ISO string as `Date.toISOString()` gives); '' counts as none. */
const ZWhen = z.preprocess(
  (v) => (v === '' ? null : v),
  z.iso.datetime({ offset: true, message: 'validation.announcement_when' }).nullable().optional(),
);

/** POST /admin/announcement and PUT /admin/announcement/{id} (or POST ?_method=PUT). */
export const ZAnnouncementBody = z.object({
  title: z.string().trim().min(1, 'validation.required').max(announcementLimits.title),
  /** Rich text (HTML): sanitised by the server; its words must not be empty. */
  body: z
    .string('validation.required')
    .max(announcementLimits.bodyHtml, 'validation.announcement_body_too_long'),
  audience: z.enum(announcementAudiences, 'validation.announcement_audience'),
  /** When it starts to show; now when left out. */
  publish_at: ZWhen,
  /** When it stops showing: after publish_at; none (null) means until withdrawn. */
  expire_at: ZWhen,
});
export type TAnnouncementBody = z.input<typeof ZAnnouncementBody>;

export const ZAnnouncement = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Sanitised HTML: safe to show as markup. */
  body: z.string(),
  audience: z.enum(announcementAudiences),
  publish_at: z.string(),
  expire_at: z.string().nullable(),
  /** False once withdrawn. */
  active: z.boolean(),
  status: z.enum(announcementStatuses),
  /** Whether the caller dismissed it (always false for admins' managing list). */
  dismissed: z.boolean(),
  /** Admins: how many readers dismissed it; 0 for others. */
  dismissals: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Admins: who last changed it (name or username); null for others. */
  updated_by: z.string().nullable(),
});
export type TAnnouncement = z.infer<typeof ZAnnouncement>;

export const ZAnnouncementPage = paged(ZAnnouncement);
export type TAnnouncementPage = z.infer<typeof ZAnnouncementPage>;
export const ZAnnouncementReply = dataReply(ZAnnouncement);
export type TAnnouncementReply = z.infer<typeof ZAnnouncementReply>;

/** POST /admin/announcement/{id}/dismiss. */
export const ZAnnouncementDismissReply = dataReply(
  z.object({ id: z.number().int(), dismissed: z.literal(true) }),
);
export type TAnnouncementDismissReply = z.infer<typeof ZAnnouncementDismissReply>;
