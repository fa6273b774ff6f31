import { describe, expect, it } from 'vitest';
import { en } from './en';
import { pickLanguage, translate } from './translate';
import { zh } from './zh';

describe('translate', () => {
  it('fills the placeholders of a text', () => {
    // The sample text is the closed store's banner (issue 28 replaced "Opens Monday at 10:00.").
    expect(translate('en', [en], 'store.closedOpensOn', { day: 'Monday', time: '10:00' })).toBe(
      'Closed now — opens Monday at 10:00',
    );
  });

  it("picks the plural form the language's rules give for the count", () => {
    expect(translate('en', [en], 'cart.items', { count: 1 })).toBe('1 item');
    expect(translate('en', [en], 'cart.items', { count: 3 })).toBe('3 items');
    expect(translate('en', [en], 'cart.items', { count: 0 })).toBe('0 items');
    expect(translate('zh', [zh, en], 'cart.items', { count: 1 })).toBe(
      zh.cart.items_other.replace('{{count}}', '1'),
    );
  });

  it('falls back to English for a text the language lacks, and to the key for an unknown one', () => {
    const partial = { ...zh, menu: { ...zh.menu, search: undefined } } as unknown as typeof en;
    expect(translate('zh', [partial, en], 'menu.search')).toBe('Search the menu');
    expect(translate('en', [en], 'menu.nope' as 'menu.search')).toBe('menu.nope');
  });

  it('leaves a placeholder without a value as it is', () => {
    expect(translate('en', [en], 'common.increase')).toBe('Add one {{name}}');
    expect(translate('en', [en], 'common.increase', {})).toBe('Add one {{name}}');
  });
});

describe('pickLanguage', () => {
  const supported = ['en', 'zh'] as const;
  it('takes the first language the app speaks, the phone kept choice first', () => {
    expect(pickLanguage(supported, ['zh', 'en-MY'], 'en')).toBe('zh');
    expect(pickLanguage(supported, [null, 'ms-MY', 'zh-CN', 'en'], 'en')).toBe('zh');
    expect(pickLanguage(supported, ['fr', 'ms'], 'en')).toBe('en');
  });
});
