import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FilterKey, type ListView, readView, writeView } from './list-address';

// The browser is in New York: the days in the address are Kuala Lumpur's and must not move.
const browserZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/New_York';
});
afterAll(() => {
  process.env.TZ = browserZone;
});

const filters: FilterKey[] = [
  { name: 'status', initial: '' },
  { name: 'category_id', number: true, initial: 5 },
  { name: 'tag' },
];
const fresh: ListView = readView(new URLSearchParams(), 10, filters);

describe('a list in the address', () => {
  it('starts on the first page, unfiltered but for the filters that start on a value', () => {
    expect(fresh).toEqual({
      page: 1,
      pageSize: 10,
      search: '',
      startDate: undefined,
      endDate: undefined,
      sort: undefined,
      values: { status: '', category_id: 5, tag: undefined },
    });
    expect(writeView(fresh, new URLSearchParams(), 10, filters).toString()).toBe('');
  });

  it('reads back what it wrote, with the page’s own keys left as they were', () => {
    const view: ListView = {
      page: 3,
      pageSize: 50,
      search: 'nasi lemak',
      startDate: '2026-11-01',
      endDate: '2026-11-29',
      sort: { column: 'created_at', direction: 'desc' },
      values: { status: 'active', category_id: 7, tag: 'spicy' },
    };
    const address = writeView(view, new URLSearchParams('merchant_id=4&page=9'), 10, filters);
    expect(address.get('merchant_id')).toBe('4');
    expect(address.toString()).toBe(
      'merchant_id=4&page=3&size=50&search=nasi+lemak&order=created_at%3Adesc&startDate=2026-11-01' +
        '&endDate=2026-11-29&status=active&category_id=7&tag=spicy',
    );
    expect(readView(address, 10, filters)).toEqual(view);
  });

  it('says "any" with an empty key where a filter starts on a value', () => {
    const address = writeView(
      { ...fresh, values: { ...fresh.values, category_id: undefined } },
      new URLSearchParams(),
      10,
      filters,
    );
    expect(address.toString()).toBe('category_id=');
    expect(readView(address, 10, filters).values.category_id).toBeUndefined();
  });

  it('keeps dates as Kuala Lumpur days and ids as numbers, whatever the browser zone', () => {
    const view = readView(new URLSearchParams('startDate=2026-11-25&category_id=12&tag=2024'), 10, filters);
    expect(view.startDate).toBe('2026-11-25');
    expect(view.values).toMatchObject({ category_id: 12, tag: '2024' });
  });

  it('takes what it cannot read as the default', () => {
    const view = readView(
      new URLSearchParams(
        'page=0&size=-5&order=drop table&startDate=2026-02-30&endDate=25/11/2026&category_id=x',
      ),
      20,
      filters,
    );
    expect(view).toMatchObject({
      page: 1,
      pageSize: 20,
      sort: undefined,
      startDate: undefined,
      endDate: undefined,
    });
    expect(view.values.category_id).toBeUndefined();
  });
});
