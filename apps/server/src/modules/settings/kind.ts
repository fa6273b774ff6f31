import type { MessageKey } from '@meja/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { PageFilter } from '../../lib/paging';
import type { ActorCtx, Ctx } from '../../plugins/context';
import * as repo from './versions-repository';

/**
 * One kind of platform setting, as GET and POST /admin/setting serve it: a new kind is one entry
 * of the registry (types.ts).
 */
export interface SettingKind<Body, View, Row = View> {
  /** The reply's message after a save. */
  saved: MessageKey;
  /** The setting in force (its defaults when never saved). */
  read(ctx: Ctx): Promise<View>;
  /** Keeps a new version with who saved it; answers it. */
  save(ctx: ActorCtx, body: Body): Promise<View>;
  /** Every version, newest first, with who and when. */
  history(ctx: Ctx, q: PageFilter): Promise<{ data: Row[]; recordsTotal: number; recordsFiltered: number }>;
}

/** Who wrote a version and when: all null for the defaults, which nobody saved. */
type Authored = { id: number | null; changed_by: string | null; changed_at: string | null };
type Saved = { id: number; changed_by: string | null; changed_at: string };

export interface VersionedKind<Body, Value, View> extends SettingKind<Body, View & Authored, View & Saved> {
  /** Only the value in force, for the steps that apply it, inside their transaction. */
  current(db: Db): Promise<Value>;
}

/**
 * A kind kept in setting_versions. A stored value is read field by field over the defaults, so a
 * field added later reads as its default in the versions saved before it.
 */
export function versioned<Body, Value extends object, View>(o: {
  type: string;
  defaults: Value;
  /** What a stored value is; one that does not fit (hand-edited) reads as the defaults. */
  stored: z.ZodType<Value>;
  /** The body as stored: normalised, or refused with field errors (AppError). */
  fromBody(body: Body): Value;
  toView(value: Value): View;
  saved: MessageKey;
}): VersionedKind<Body, Value, View> {
  const storedValue = (raw: unknown): Value => {
    const parsed = o.stored.safeParse({ ...o.defaults, ...(raw && typeof raw === 'object' ? raw : {}) });
    return parsed.success ? parsed.data : o.defaults;
  };
  const viewOf = (row: repo.VersionRow): View & Saved => ({
    ...o.toView(storedValue(row.value)),
    id: row.id,
    changed_by: row.changedBy,
    changed_at: row.createdAt.toISOString(),
  });
  const read = async (ctx: Ctx): Promise<View & Authored> => {
    const row = await repo.newestVersion(ctx.db, o.type);
    return row ? viewOf(row) : { ...o.toView(o.defaults), id: null, changed_by: null, changed_at: null };
  };
  return {
    saved: o.saved,
    read,
    async save(ctx, body) {
      await repo.insertVersion(ctx.db, o.type, o.fromBody(body), ctx.actor.id);
      return read(ctx);
    },
    async history(ctx, q) {
      const page = await repo.versionHistory(ctx.db, o.type, q);
      return {
        data: page.rows.map(viewOf),
        recordsTotal: page.recordsTotal,
        recordsFiltered: page.recordsFiltered,
      };
    },
    current: async (db) => storedValue(await repo.newestValue(db, o.type)),
  };
}
