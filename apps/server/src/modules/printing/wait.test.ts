import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { createJobs, type Jobs } from '../../lib/jobs';
import type { Ctx } from '../../plugins/context';
import { printingJobs } from './jobs';
import { queuePrint } from './queue';
import { type FakePrinter, startFakePrinter } from './test-support/fake-printer';
import { printingFixture, setMainPrinter, testPrinting } from './test-support/fixture';
import { waitForPrint } from './wait';

/**
 * A print someone waits for (a test page, a reprint) is told, not polled for: the worker is woken
 * by the job's NOTIFY on commit and the waiter by the print's end. Both polls here are 30 s, so a
 * print done in a few seconds was woken for.
 */
const slowPollS = 30;
let t: TestApp;
let runner: Jobs<Ctx>;
let printer: FakePrinter;

beforeAll(async () => {
  printer = await startFakePrinter();
  t = await createTestApp({ printing: testPrinting() });
  runner = createJobs(t.database, printingJobs, { pollingIntervalSeconds: slowPollS });
  await runner.start(pino({ level: 'silent' }), t.ctx());
});
afterAll(async () => {
  await runner?.stop(5_000);
  await t?.close();
  await printer?.close();
});

describe('waiting for a print', () => {
  it('ends as soon as the print is done, long before either poll would have looked', async () => {
    const fx = await printingFixture(t, 'print-wait');
    await setMainPrinter(t.database.db, fx.merchantId, printer.address);
    // Idle first: the worker's first fetch is long past, the next poll 30 s away.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const started = Date.now();
    const id = await t.database.db.transaction((tx) =>
      queuePrint(
        tx,
        runner,
        { merchantId: fx.merchantId, kind: 'test', key: `test:receipt:${fx.merchantId}:${randomUUID()}` },
        'once',
      ),
    );
    const status = await waitForPrint(t.ctx(), id as number, {
      timeoutMs: 2 * slowPollS * 1000,
      fallbackMs: slowPollS * 1000,
    });
    expect(status).toBe('printed');
    expect(Date.now() - started).toBeLessThan(5_000);
    expect((await printer.waitFor(1))[0]?.text).toContain('TEST');
  });
});
