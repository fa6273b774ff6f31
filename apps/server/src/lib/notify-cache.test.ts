import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, inject as provided, vi } from 'vitest';
import { copyTemplate } from '../../test/database';
import { hearOwnWrites, type ListenOptions } from './notify';
import { type Listener, NotifyCache } from './notify-cache';

const channel = 'notify_cache_test';
hearOwnWrites(channel);

/** A listening connection the test drives: NOTIFYs, a lost connection, one made again. */
function fakeListener() {
  const subs = new Set<{ onMessage: (payload: string) => void; opts: ListenOptions }>();
  const listener = {
    listens: 0,
    fails: false,
    listen: (async (_channel, onMessage, opts = {}) => {
      listener.listens++;
      if (listener.fails) throw new Error('no connection');
      const sub = { onMessage, opts };
      subs.add(sub);
      return async () => void subs.delete(sub);
    }) satisfies Listener['listen'],
    notify: (payload: string) => {
      for (const s of subs) s.onMessage(payload);
    },
    disconnect: () => {
      for (const s of subs) s.opts.onDisconnect?.();
    },
    reconnect: () => {
      for (const s of subs) s.opts.onReconnect?.();
    },
  };
  return listener;
}

/** `*` names no key: anything may have changed. */
const keyOf = (payload: string) => (payload.startsWith('*') ? undefined : payload.split(' ')[0]);

/** A cache whose reads count themselves and answer `value` as it is when read. */
function counted(listener: Listener) {
  const cache = new NotifyCache<string>(listener, { channel, max: 10, keyOf });
  const reads: string[] = [];
  let value = 'v1';
  const get = (key: string) =>
    cache.get(key, async () => {
      reads.push(key);
      return `${key}:${value}`;
    });
  const set = (v: string) => {
    value = v;
  };
  return { cache, reads, get, set };
}

/** Lets a LISTEN that resolved at once be taken up. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

afterEach(() => {
  vi.useRealTimers();
});

describe('a cache dropped by NOTIFY', () => {
  it('reads until it listens, then keeps a value until a NOTIFY names its key', async () => {
    const listener = fakeListener();
    const c = counted(listener);
    expect(await c.get('a')).toBe('a:v1');
    await settle();
    expect(listener.listens).toBe(1);
    await c.get('a');
    await c.get('b');
    c.set('v2');
    // Kept: the database said nothing about them.
    expect(await c.get('a')).toBe('a:v1');
    expect(c.reads).toEqual(['a', 'a', 'b']);

    listener.notify('a 101');
    expect(await c.get('a')).toBe('a:v2');
    expect(await c.get('b')).toBe('b:v1');
    // The same NOTIFY heard again (on the pooled connection that wrote it) drops nothing more.
    c.set('v3');
    listener.notify('a 101');
    expect(await c.get('a')).toBe('a:v2');
    // A change of unnamed rows drops everything.
    listener.notify('* 102');
    expect([await c.get('a'), await c.get('b')]).toEqual(['a:v3', 'b:v3']);
    expect(listener.listens).toBe(1);
    await c.cache.close();
  });

  it('keeps nothing while its connection is down, and drops everything when it is made again', async () => {
    const listener = fakeListener();
    const c = counted(listener);
    await c.get('a');
    await settle();
    await c.get('a');
    c.reads.length = 0;

    listener.disconnect();
    c.set('v2');
    expect(await c.get('a')).toBe('a:v2');
    expect(await c.get('a')).toBe('a:v2');
    expect(c.reads).toEqual(['a', 'a']);

    // A read that began while the connection was down ends after it is back: not kept, since a
    // change made meanwhile may have gone unheard.
    let release = () => {};
    const slow = c.cache.get('a', () => new Promise<string>((resolve) => (release = () => resolve('a:old'))));
    listener.reconnect();
    release();
    expect(await slow).toBe('a:old');
    c.reads.length = 0;
    expect(await c.get('a')).toBe('a:v2');
    expect(await c.get('a')).toBe('a:v2');
    expect(c.reads).toEqual(['a']);
    await c.cache.close();
  });

  it('does not keep a read that began before a change of its key was heard', async () => {
    const listener = fakeListener();
    const c = counted(listener);
    await c.get('a');
    await settle();
    let release = () => {};
    const slow = c.cache.get('a', () => new Promise<string>((resolve) => (release = () => resolve('a:old'))));
    listener.notify('a 201');
    release();
    expect(await slow).toBe('a:old');
    expect(await c.get('a')).toBe('a:v1');
    expect(c.reads).toEqual(['a', 'a']);
    await c.cache.close();
  });

  it('reads while LISTEN fails, and tries again 5 s later', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const listener = fakeListener();
    listener.fails = true;
    const c = counted(listener);
    await c.get('a');
    await settle();
    await c.get('a');
    await settle();
    expect(listener.listens).toBe(1);
    expect(c.reads).toEqual(['a', 'a']);
    listener.fails = false;
    vi.setSystemTime(Date.now() + 5_000);
    await c.get('a');
    await settle();
    expect(listener.listens).toBe(2);
    await c.get('a');
    await c.get('a');
    expect(c.reads).toEqual(['a', 'a', 'a', 'a']);
    await c.cache.close();
  });

  it('stops listening when closed, and reads from then on', async () => {
    const listener = fakeListener();
    const c = counted(listener);
    await c.get('a');
    await settle();
    await c.get('a');
    await c.cache.close();
    await c.get('a');
    await settle();
    await c.get('a');
    expect(listener.listens).toBe(1);
    expect(c.reads).toEqual(['a', 'a', 'a', 'a']);
  });

  it('hears what the database NOTIFYs on commit, and nothing of a rollback', async () => {
    const database = await copyTemplate(provided('testDb'));
    try {
      const c = counted(database);
      // Kept once LISTEN is up: a second read of the same key reads nothing.
      await vi.waitFor(async () => {
        await c.get('a');
        const reads = c.reads.length;
        await c.get('a');
        expect(c.reads.length).toBe(reads);
      });
      await c.get('b');
      c.set('v2');
      await database.db
        .transaction(async (tx) => {
          await tx.execute(sql`select pg_notify(${channel}, 'b 301')`);
          tx.rollback();
        })
        .catch(() => undefined);
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_notify(${channel}, 'a 302')`);
      });
      await vi.waitFor(async () => expect(await c.get('a')).toBe('a:v2'));
      // NOTIFYs arrive in commit order: had the rolled-back one been sent, it would have come first.
      expect(await c.get('b')).toBe('b:v1');
      await c.cache.close();
    } finally {
      await database.close();
    }
  });
});
