import { describe, expect, it } from 'vitest';
import { MenuCache } from './cache';

describe('menu cache', () => {
  it('builds once per version and shares a rebuild between concurrent callers', async () => {
    const cache = new MenuCache<string>(10);
    let builds = 0;
    const build = async () => `menu ${++builds}`;
    const first = await Promise.all([1, 2, 3].map(() => cache.get(1, 7, 3, build)));
    expect(first.map((r) => r.value)).toEqual(['menu 1', 'menu 1', 'menu 1']);
    expect((await cache.get(1, 7, 3, build)).value).toBe('menu 1');
    // An older version read (a request that started before the change) is served the newer menu.
    expect(await cache.get(1, 7, 2, build)).toEqual({ value: 'menu 1', version: 3 });
    expect(await cache.get(1, 7, 4, build)).toEqual({ value: 'menu 2', version: 4 });
    // Another store row of the merchant (made anew, versions from 0) gets its own menu.
    expect((await cache.get(1, 8, 0, build)).value).toBe('menu 3');
    expect(cache.stats()).toEqual({ hits: 4, builds: 3, size: 1 });
  });

  it('forgets a failed build, so the next request tries again', async () => {
    const cache = new MenuCache<string>(10);
    await expect(cache.get(1, 1, 1, () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect((await cache.get(1, 1, 1, async () => 'ok')).value).toBe('ok');
  });

  it('drops the least recently used merchant beyond its bound', async () => {
    const cache = new MenuCache<number>(2);
    await cache.get(1, 1, 0, async () => 1);
    await cache.get(2, 2, 0, async () => 2);
    await cache.get(1, 1, 0, async () => -1); // 1 is now the most recent
    await cache.get(3, 3, 0, async () => 3); // evicts 2
    expect((await cache.get(1, 1, 0, async () => -1)).value).toBe(1);
    expect((await cache.get(2, 2, 0, async () => 22)).value).toBe(22);
    expect(cache.stats().size).toBe(2);
  });
});
