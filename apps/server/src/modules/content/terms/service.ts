import type { ZTermsAcceptanceQuery, ZTermsListQuery } from '@meja/contracts';
import {
  type MessageKey,
  type TTermsAcceptance,
  type TTermsCurrent,
  type TTermsMine,
  type TTermsPublishBody,
  type TTermsVersion,
  type TTermsVersionRow,
  termsLimits,
} from '@meja/contracts';
import type { z } from 'zod';
import { AppError, notFound } from '../../../lib/errors';
import { plainText, sanitizeRichText } from '../../../lib/rich-text';
import type { ActorCtx } from '../../../plugins/context';
import { managesContent, mayReadTermsVersion, ownAcceptance } from '../../../policy/content';
import * as repo from './repository';

/**
 * The merchant terms (issue 15). Versions are published, never edited; the newest is in force and
 * a merchant accepts it before anything else (the gate is plugins/auth.ts, fed by the actor's
 * `termsPending`). Staff never accept for their merchant: only its owner account does.
 */

const iso = (d: Date) => d.toISOString();

const toRow = (
  r: Omit<repo.VersionRow, 'bodyEn' | 'bodyZh'>,
  acceptances: number | null,
): TTermsVersionRow => ({
  id: r.id,
  version: r.version,
  summary_en: r.summaryEn,
  summary_zh: r.summaryZh,
  published_at: iso(r.publishedAt),
  published_by: r.publishedBy,
  acceptances,
});

const toVersion = (ctx: ActorCtx, r: repo.VersionRow): TTermsVersion => ({
  ...toRow(r, null),
  body: ctx.locale === 'zh' ? r.bodyZh : r.bodyEn,
  summary: ctx.locale === 'zh' ? r.summaryZh : r.summaryEn,
  body_en: r.bodyEn,
  body_zh: r.bodyZh,
});

/** Admins: every version with its acceptances; everyone else: only the version in force. */
export async function list(ctx: ActorCtx, query: z.output<typeof ZTermsListQuery>) {
  if (managesContent(ctx.actor)) {
    const { rows, ...counts } = await repo.listVersions(ctx.db, query);
    return { data: rows.map((r) => toRow(r, r.acceptances)), ...counts };
  }
  const current = await repo.currentVersion(ctx.db);
  if (!current) return { data: [], recordsTotal: 0, recordsFiltered: 0 };
  const { rows, ...counts } = await repo.listVersions(ctx.db, query, current.id);
  return { data: rows.map((r) => toRow(r, null)), ...counts };
}

/** The version in force (null when none was ever published); a merchant also learns when they accepted it. */
export async function current(ctx: ActorCtx): Promise<TTermsCurrent | null> {
  const row = await repo.currentVersion(ctx.db);
  if (!row) return null;
  const accepted = await ownAcceptance(ctx, row.id);
  return { ...toVersion(ctx, row), accepted_at: accepted ? iso(accepted) : null };
}

/** A merchant's own: the newest version they accepted, and whether a newer one waits. */
export async function mine(ctx: ActorCtx): Promise<TTermsMine> {
  const [accepted, now] = await Promise.all([
    repo.latestAccepted(ctx.db, ctx.actor.id),
    repo.currentVersion(ctx.db),
  ]);
  return {
    accepted: accepted ? { ...toVersion(ctx, accepted), accepted_at: iso(accepted.acceptedAt) } : null,
    pending: now !== undefined && accepted?.id !== now.id,
    current_version: now?.version ?? null,
  };
}

/** Admins read any version; a merchant those it accepted and the current; others the current. */
export async function get(ctx: ActorCtx, id: number): Promise<TTermsVersion> {
  const row = await repo.getVersion(ctx.db, id);
  if (!row) throw notFound();
  if (!(await mayReadTermsVersion(ctx, row.id))) throw notFound();
  return toVersion(ctx, row);
}

/** Publishes the next version, its text sanitised; every merchant accepts it at their next call. */
export async function publish(ctx: ActorCtx, body: TTermsPublishBody) {
  const bodyEn = sanitizeRichText(body.body_en);
  const bodyZh = sanitizeRichText(body.body_zh);
  const errors: Record<string, MessageKey> = {};
  if (plainText(bodyEn) === '') errors.body_en = 'validation.terms_body_empty';
  if (plainText(bodyZh) === '') errors.body_zh = 'validation.terms_body_empty';
  if (Object.keys(errors).length > 0) throw new AppError('validation', 'error.validation', errors);
  const { id } = await repo.insertVersion(ctx.db, {
    bodyEn,
    bodyZh,
    summaryEn: body.summary_en,
    summaryZh: body.summary_zh,
    publishedBy: ctx.actor.id,
  });
  return get(ctx, id);
}

export interface AcceptMeta {
  userAgent: string | undefined;
}

/**
 * The merchant accepts the version in force. An older one (the page was open while an admin
 * published) is refused, so the page reloads the newest; accepting twice keeps the first time.
 */
export async function accept(ctx: ActorCtx, versionId: number, meta: AcceptMeta): Promise<TTermsCurrent> {
  const now = await repo.currentVersion(ctx.db);
  if (!now || now.id !== versionId) throw new AppError('conflict', 'error.terms_outdated');
  const row = await repo.insertAcceptance(ctx.db, {
    merchantId: ctx.actor.id,
    versionId,
    acceptedBy: ctx.actor.id,
    ip: ctx.ip || null,
    userAgent: meta.userAgent?.slice(0, termsLimits.userAgentChars) ?? null,
  });
  return { ...toVersion(ctx, now), accepted_at: row ? iso(row.acceptedAt) : null };
}

/** Admins: who accepted which version, when and from where. */
export async function acceptances(ctx: ActorCtx, query: z.output<typeof ZTermsAcceptanceQuery>) {
  const { rows, ...counts } = await repo.listAcceptances(ctx.db, query);
  const data: TTermsAcceptance[] = rows.map((r) => ({
    id: r.id,
    merchant_id: r.merchantId,
    merchant_name: r.merchantName,
    version_id: r.versionId,
    version: r.version,
    accepted_at: iso(r.acceptedAt),
    accepted_by: r.acceptedBy,
    ip: r.ip,
  }));
  return { data, ...counts };
}
