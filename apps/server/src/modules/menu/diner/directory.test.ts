import { describe, expect, it } from 'vitest';
import { Directory } from './directory';
import { encodingFor } from './render';
import type { TableStoreRow } from './repository';

const limits = { merchants: 2, tokens: 10, renders: 10, misses: 10, missMs: 1000 };
const row = (merchantId: number, menuVersion = 0) =>
  ({ merchantId, storeId: merchantId, menuVersion, tableName: `T${merchantId}` }) as TableStoreRow;

describe('diners’ menu directory', () => {
  it('keeps nothing until it listens', () => {
    const dir = new Directory(limits);
    dir.admit('a', row(1), dir.begin());
    dir.end();
    expect(dir.token('a')).toBeUndefined();
  });

  it('does not keep a row read before a change of its merchant arrived', () => {
    const dir = new Directory(limits);
    dir.active = true;
    const started = dir.begin();
    dir.drop(1); // the NOTIFY arrives while the lookup waits for its row
    dir.admit('a', row(1), started);
    dir.end();
    expect(dir.token('a')).toBeUndefined();
    // Another merchant's change does not hold it back.
    const again = dir.begin();
    dir.drop(2);
    dir.admit('a', row(1), again);
    dir.end();
    expect(dir.token('a')?.row.merchantId).toBe(1);
  });

  it('drops a merchant’s tokens with it, and everything on reconnect', () => {
    const dir = new Directory(limits);
    dir.active = true;
    dir.admit('a', row(1), dir.begin());
    dir.admit('b', row(1), dir.begin());
    dir.admit('c', row(2), dir.begin());
    dir.end();
    dir.end();
    dir.end();
    dir.drop(1);
    expect([dir.token('a'), dir.token('b')]).toEqual([undefined, undefined]);
    expect(dir.token('c')).toBeDefined();
    dir.dropAll();
    expect(dir.token('c')).toBeUndefined();
  });

  it('remembers an unknown token for a while only, and forgets it on any change', () => {
    const dir = new Directory(limits);
    dir.active = true;
    dir.unknown('x', dir.begin(), 0);
    dir.end();
    expect(dir.isUnknown('x', 999)).toBe(true);
    expect(dir.isUnknown('x', 1000)).toBe(false);
    dir.unknown('y', dir.begin(), 0);
    dir.end();
    dir.drop(5);
    expect(dir.isUnknown('y', 1)).toBe(false);
  });
});

describe('accept-encoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(encodingFor(undefined)).toBe('identity');
    expect(encodingFor('gzip, deflate, br, zstd')).toBe('br');
    expect(encodingFor('gzip, deflate')).toBe('gzip');
    expect(encodingFor('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(encodingFor('identity')).toBe('identity');
    expect(encodingFor('*;q=0')).toBe('identity');
  });
});
