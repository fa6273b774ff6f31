import { inArray, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers';
import { loginThrottle } from '../db/schema';
import { appJobs } from '../jobs';
import { throttleJobs } from './throttle-purge';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

/** A throttle row whose window started `startedS` seconds ago, locked for `lockedS` more (negative: ended). */
const row = (key: string, startedS: number, lockedS?: number) =>
  t.database.db.insert(loginThrottle).values({
    key,
    failures: 3,
    windowStartedAt: sql`now() - make_interval(secs => ${startedS})`,
    lockedUntil: lockedS === undefined ? null : sql`now() + make_interval(secs => ${lockedS})`,
  });

describe('throttle purge', () => {
  it('is a job main.ts runs, hourly', () => {
    const spec = appJobs.find((j) => j.name === 'throttle.purge');
    expect(spec?.cron).toBe('0 * * * *');
  });

  it('deletes the rows whose window ended and keeps the live ones and the locked ones', async () => {
    const keys = {
      ended: 'purge-test:ended',
      endedLockOver: 'purge-test:ended-lock-over',
      stillLocked: 'purge-test:still-locked',
      // A day's window (cash-outs) started 23 hours ago: still counting.
      dayWindow: 'purge-test:day-window',
      fresh: 'purge-test:fresh',
    };
    await row(keys.ended, 2 * 86_400);
    await row(keys.endedLockOver, 86_401, -60);
    await row(keys.stillLocked, 2 * 86_400, 600);
    await row(keys.dayWindow, 23 * 3_600);
    await row(keys.fresh, 0);

    const [purge] = throttleJobs;
    await purge?.run({ db: t.database.db }, {}, pino({ level: 'silent' }));

    const left = await t.database.db
      .select({ key: loginThrottle.key })
      .from(loginThrottle)
      .where(inArray(loginThrottle.key, Object.values(keys)));
    expect(left.map((r) => r.key).sort()).toEqual([keys.dayWindow, keys.fresh, keys.stillLocked].sort());
  });
});
