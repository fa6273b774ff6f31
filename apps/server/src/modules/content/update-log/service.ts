import {
  type TUpdateLog,
  type TUpdateLogSeenBody,
  updateLogLimits,
  type ZCreateUpdateLogBody,
  type ZUpdateLogListQuery,
  type ZUpdateUpdateLogBody,
} from '@meja/contracts';
import type { z } from 'zod';
import { uniqueViolation } from '../../../lib/db-errors';
import { fieldError, notFound } from '../../../lib/errors';
import type { RepositoryOf } from '../../../lib/repository-seam';
import { plainText, sanitizeRichText } from '../../../lib/rich-text';
import type { ActorCtx } from '../../../plugins/context';
import { allows } from '../../../policy';
import type { UpdateLogRow } from './repository';
import * as updateLogRepository from './repository';

/** What the update log's rules read and write: the database (repository.ts), or a fake in update-log.service.spec.ts. */
export type UpdateLogRepository = RepositoryOf<typeof updateLogRepository>;

const toUpdateLog = (r: UpdateLogRow): TUpdateLog => ({
  id: r.id,
  version: r.version,
  title: r.title,
  log: r.log,
  status: r.publishedAt ? 'published' : 'draft',
  published_at: r.publishedAt?.toISOString() ?? null,
  created_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
});

/** The only unique key besides the id is the version's (lower case). */
const versionTaken = (err: unknown) =>
  uniqueViolation(err) === undefined
    ? undefined
    : fieldError('version', 'validation.update_log_version_taken');

const emptyLog = () => fieldError('log', 'validation.update_log_empty');

/** Those who write the log also see drafts; everyone else only what was published. */
const seesDrafts = (ctx: ActorCtx) => allows(ctx.actor, 'content.manage');

/** The update log's rules on a repository: the database's unless given another. */
export function updateLogService(repo: UpdateLogRepository = updateLogRepository) {
  async function list(ctx: ActorCtx, query: z.output<typeof ZUpdateLogListQuery>) {
    const { rows, ...counts } = await repo.listUpdateLogs(ctx.db, query, seesDrafts(ctx));
    return { data: rows.map(toUpdateLog), ...counts };
  }

  async function get(ctx: ActorCtx, id: number): Promise<TUpdateLog> {
    const row = await repo.getUpdateLog(ctx.db, id);
    if (!row || (!row.publishedAt && !seesDrafts(ctx))) throw notFound();
    return toUpdateLog(row);
  }

  async function create(ctx: ActorCtx, body: z.output<typeof ZCreateUpdateLogBody>) {
    try {
      const id = await repo.insertUpdateLog(ctx.db, {
        title: body.title,
        version: body.version,
        log: sanitizeRichText(body.log ?? ''),
        createdBy: ctx.actor.id,
      });
      return get(ctx, id);
    } catch (err) {
      throw versionTaken(err) ?? err;
    }
  }

  /**
   * A new title, version and/or log. A published version may be corrected, but its time stays: who
   * has seen it is not shown it again, and it cannot be emptied.
   */
  async function update(ctx: ActorCtx, id: number, body: z.output<typeof ZUpdateUpdateLogBody>) {
    if (body.title === undefined && body.version === undefined && body.log === undefined) {
      throw fieldError('title', 'validation.update_log_nothing_to_change');
    }
    const row = await repo.getUpdateLog(ctx.db, id);
    if (!row) throw notFound();
    const log = body.log === undefined ? undefined : sanitizeRichText(body.log);
    if (log !== undefined && row.publishedAt && plainText(log) === '') throw emptyLog();
    try {
      const ok = await repo.updateUpdateLog(ctx.db, id, {
        title: body.title,
        version: body.version,
        log,
        updatedBy: ctx.actor.id,
      });
      if (!ok) throw notFound();
    } catch (err) {
      throw versionTaken(err) ?? err;
    }
    return get(ctx, id);
  }

  /** Publishes a version with a log; publishing it again changes nothing. */
  async function publish(ctx: ActorCtx, id: number) {
    const row = await repo.getUpdateLog(ctx.db, id);
    if (!row) throw notFound();
    if (plainText(row.log) === '') throw emptyLog();
    if (!row.publishedAt) await repo.publishUpdateLog(ctx.db, id, ctx.actor.id);
    return get(ctx, id);
  }

  async function whatsNew(ctx: ActorCtx): Promise<TUpdateLog[]> {
    const rows = await repo.unseenUpdateLogs(ctx.db, ctx.actor.id, updateLogLimits.whatsNew);
    return rows.map(toUpdateLog);
  }

  async function seen(ctx: ActorCtx, body: TUpdateLogSeenBody) {
    const through = await repo.markSeen(ctx.db, ctx.actor.id, new Date(body.through));
    return { seen_through: through.toISOString() };
  }

  return { list, get, create, update, publish, whatsNew, seen };
}

export const { list, get, create, update, publish, whatsNew, seen } = updateLogService();
