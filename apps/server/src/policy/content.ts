import type { AnnouncementAudience } from '@meja/contracts';
import * as terms from '../modules/content/terms/repository';
import type { ActorCtx } from '../plugins/context';
import { type Actor, holds } from '../policy';

/**
 * Which platform content a reader reaches (issue 15). Admins, who write it, read all of it: every
 * announcement with its dismissals, every terms version with its acceptances.
 */
export const managesContent = (actor: Actor) => holds(actor, 'content.manage');

/** Whom an announcement for each audience reaches; buddies are in none (they use the ordering app). */
export function announcementAudiencesOf(actor: Actor): AnnouncementAudience[] {
  switch (actor.role) {
    case 'admin':
      return ['all'];
    case 'merchant':
    case 'staff':
      return ['merchants', 'all'];
    case 'master_agent':
    case 'mentor':
    case 'agent':
    case 'sub_agent':
      return ['agents', 'all'];
    default:
      return [];
  }
}

/** A merchant's own acceptance of a terms version: only those who accept terms have one. */
export const ownAcceptance = (ctx: ActorCtx, versionId: number) =>
  holds(ctx.actor, 'terms.accept') ? terms.acceptedAt(ctx.db, ctx.actor.id, versionId) : null;

/** Admins read any version; a merchant those it accepted and the current; others the current. */
export async function mayReadTermsVersion(ctx: ActorCtx, versionId: number) {
  if (managesContent(ctx.actor)) return true;
  const now = await terms.currentVersion(ctx.db);
  return versionId === now?.id || (await ownAcceptance(ctx, versionId)) !== null;
}
