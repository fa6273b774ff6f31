import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createPgListener } from './notify';

/** Runs only with the PostgreSQL suite (vitest.config.ts includes *.pg.test.ts when DATABASE_URL is set). */
const url = process.env.DATABASE_URL;

/** Waits until `check` holds, up to 10 s. */
async function until(check: () => boolean | Promise<boolean>) {
  const deadline = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('PostgreSQL LISTEN connection', () => {
  it('hears NOTIFYs from other connections, and listens again after its connection is killed', async () => {
    const channel = `test_${randomBytes(4).toString('hex')}`;
    const listener = createPgListener(url as string, { error: () => {} });
    const heard: string[] = [];
    let reconnects = 0;
    const unlisten = await listener.listen(channel, (p) => heard.push(p), {
      onReconnect: () => reconnects++,
    });
    const other = new pg.Client({ connectionString: url });
    await other.connect();
    try {
      await other.query('select pg_notify($1, $2)', [channel, 'one']);
      await until(() => heard.includes('one'));

      // The server ends the listening connection (a restart, a failover, an idle timeout).
      const killed = await other.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where query like $1',
        [`LISTEN "${channel}"%`],
      );
      expect(killed.rowCount).toBe(1);
      await until(() => reconnects === 1);
      await other.query('select pg_notify($1, $2)', [channel, 'two']);
      await until(() => heard.includes('two'));

      // After unlisten, 'three' must not arrive. A marker on another channel of the same listening
      // connection, sent after it by the same session, arrives after where 'three' would have.
      await unlisten();
      let marked = false;
      const unmark = await listener.listen(`${channel}_marker`, () => {
        marked = true;
      });
      await other.query('select pg_notify($1, $2)', [channel, 'three']);
      await other.query('select pg_notify($1, $2)', [`${channel}_marker`, 'after']);
      await until(() => marked);
      await unmark();
      expect(heard).toEqual(['one', 'two']);
    } finally {
      await other.end();
      await listener.close();
    }
  });
});
