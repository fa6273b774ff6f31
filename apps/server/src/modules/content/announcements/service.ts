import type {
  AnnouncementAudience,
  TAnnouncement,
  ZAnnouncementBody,
  ZAnnouncementListQuery,
} from '@meja/contracts';
import type { z } from 'zod';
import { fieldError, notFound } from '../../../lib/errors';
import { plainText, sanitizeRichText } from '../../../lib/rich-text';
import type { ActorCtx } from '../../../plugins/context';
import { announcementAudiencesOf, managesContent } from '../../../policy/content';
import * as repo from './repository';

/**
 * Announcements: admins write them for an audience and a window; every portal user reads the live
 * ones addressed to them and dismisses them. The body is kept only as sanitised HTML, so no reply
 * ever carries markup the sanitiser refused.
 */

const readerOf = (ctx: ActorCtx): repo.Reader => ({
  userId: ctx.actor.id,
  audiences: announcementAudiencesOf(ctx.actor),
});

const iso = (d: Date | string) => new Date(d).toISOString();

type Row = repo.ReaderRow | repo.ManagedRow;

function toAnnouncement(r: Row): TAnnouncement {
  return {
    id: r.id,
    title: r.title,
    body: r.body,
    audience: r.audience as AnnouncementAudience,
    publish_at: iso(r.publishAt),
    expire_at: r.expireAt ? iso(r.expireAt) : null,
    active: r.active,
    status: r.status,
    dismissed: 'dismissed' in r ? Boolean(r.dismissed) : false,
    dismissals: 'dismissals' in r ? r.dismissals : 0,
    created_at: iso(r.createdAt),
    updated_at: iso(r.updatedAt),
    updated_by: 'updatedBy' in r ? r.updatedBy : null,
  };
}

/**
 * Admins get the managing list of every announcement; everyone else (and an admin asking for
 * `undismissed`, as the notice after sign-in does) the live ones addressed to them.
 */
export async function list(ctx: ActorCtx, query: z.output<typeof ZAnnouncementListQuery>) {
  const { undismissed, status, ...paging } = query;
  const page =
    managesContent(ctx.actor) && !undismissed
      ? await repo.listManaged(ctx.db, { ...paging, status })
      : await repo.listForReader(ctx.db, readerOf(ctx), { ...paging, undismissed });
  return {
    data: page.rows.map(toAnnouncement),
    recordsTotal: page.recordsTotal,
    recordsFiltered: page.recordsFiltered,
  };
}

/** Admins: any; others: only a live one addressed to them (anything else is "not found"). */
export async function get(ctx: ActorCtx, id: number): Promise<TAnnouncement> {
  const row = managesContent(ctx.actor)
    ? await repo.getManaged(ctx.db, id)
    : await repo.getForReader(ctx.db, readerOf(ctx), id);
  if (!row) throw notFound();
  return toAnnouncement(row);
}

/** The body sanitised, checked for words and the window's order; publish_at defaults to now. */
function valuesOf(body: z.output<typeof ZAnnouncementBody>): repo.AnnouncementValues {
  const html = sanitizeRichText(body.body);
  if (plainText(html) === '') throw fieldError('body', 'validation.announcement_body_required');
  const publishAt = body.publish_at ? new Date(body.publish_at) : new Date();
  const expireAt = body.expire_at ? new Date(body.expire_at) : null;
  if (expireAt && expireAt <= publishAt)
    throw fieldError('expire_at', 'validation.announcement_expire_after_publish');
  return { title: body.title, body: html, audience: body.audience, publishAt, expireAt };
}

export async function create(ctx: ActorCtx, body: z.output<typeof ZAnnouncementBody>) {
  const id = await repo.insertAnnouncement(ctx.db, { ...valuesOf(body), createdBy: ctx.actor.id });
  return get(ctx, id);
}

export async function update(ctx: ActorCtx, id: number, body: z.output<typeof ZAnnouncementBody>) {
  const values = valuesOf(body);
  if (!(await repo.updateAnnouncement(ctx.db, id, { ...values, updatedBy: ctx.actor.id }))) throw notFound();
  return get(ctx, id);
}

/** Withdraw ⇄ restore (the generic admin item's toggle); the new `active`. */
export async function toggleActive(ctx: ActorCtx, id: number) {
  const active = await repo.toggleActive(ctx.db, id, ctx.actor.id);
  if (active === undefined) throw notFound();
  return active;
}

export async function remove(ctx: ActorCtx, id: number) {
  if (!(await repo.deleteAnnouncement(ctx.db, id))) throw notFound();
}

/** The reader closes a live announcement addressed to them; again is fine. */
export async function dismiss(ctx: ActorCtx, id: number) {
  const reader = readerOf(ctx);
  if (!(await repo.getForReader(ctx.db, reader, id))) throw notFound();
  await repo.dismiss(ctx.db, id, reader.userId);
  return { id, dismissed: true as const };
}
