import { describe, expect, it } from 'vitest';
import { plainText, sanitizeRichText } from '../../../../lib/rich-text';
import { agreementEn } from './en';
import { figures } from './figures';
import { agreementZh } from './zh';

type Key = keyof typeof figures;

/**
 * Each SPEC §9 figure, found in the sentence that states it. Every match must carry the figure, and
 * there must be at least one, so a missing figure, a sentence reworded away from it, or a second,
 * different figure said the same way (say "7 days' notice of the change") fails.
 */
const rules: Record<'en' | 'zh', [Key, RegExp][]> = {
  en: [
    ['overridingCommissionPercent', /overriding commission is (\d+)% of the Platform Fees/g],
    ['lateInterestPercentPerAnnum', /late interest at (\d+)% per annum on the overdue amount/g],
    ['lateInterestAfterDays', /remains unpaid more than (\d+) days after its due date/g],
    ['unpaidFeesTerminationDays', /owes the Company remains unpaid (\d+) days after its due date/g],
    [
      'terminationNoticeDays',
      /end this Agreement at any time by giving the other (\d+) days' written notice/g,
    ],
    ['termsChangeNoticeDays', /at least (\d+) days' notice of the change before it takes effect/g],
    ['termsChangeNoticeDays', /in the Merchant Portal with (\d+) days' notice under section 16/g],
    [
      'settlementBusinessDays',
      /settles Collected Funds to the Merchant's bank account within (\d+) Business Days/g,
    ],
    ['discrepancyRaiseDays', /raise the discrepancy with the Company in writing within (\d+) days/g],
    ['discrepancyRaiseDays', /Statement that is not disputed within (\d+) days/g],
    ['discrepancyResolveBusinessDays', /resolve a discrepancy raised in time within (\d+) Business Days/g],
    ['recordsRetentionYears', /keeps them for (\d+) years/g],
    ['bankAccountInfoDays', /bank account information \(bank, [^.]*?\) within (\d+) days of registration/g],
    ['bankAccountInfoDays', /new bank account information within (\d+) days of any change/g],
    ['fraudInfoDays', /about suspected fraud, a chargeback or an irregular transaction within (\d+) days/g],
    ['recordsAccessBusinessDays', /relating to the Platform within (\d+) Business Days/g],
    ['recordsAccessBusinessDays', /access within (\d+) Business Days to the Company's records/g],
    ['nonSolicitationMonths', /for (\d+) months after it ends, neither party may[^.]*? solicit/g],
    ['pointsPerRinggit', /(\d+) Points equal RM1\.00/g],
    ['pointsSettlementBusinessDays', /value of Points redeemed [^.]*?within (\d+) Business Days/g],
    ['depositRinggit', /security deposit of RM([\d,]+)/g],
  ],
  zh: [
    ['overridingCommissionPercent', /超额佣金为公司向商家收取的平台费的 (\d+)%/g],
    ['lateInterestPercentPerAnnum', /按年利率 (\d+)% 支付逾期利息/g],
    ['lateInterestAfterDays', /在到期日后逾期超过 (\d+) 天仍未支付/g],
    ['unpaidFeesTerminationDays', /欠公司的任何无争议款项在到期日后 (\d+) 天仍未支付/g],
    ['terminationNoticeDays', /任何一方可随时提前 (\d+) 天向另一方发出书面通知终止本协议/g],
    ['termsChangeNoticeDays', /在变更生效前至少提前 (\d+) 天通知商家该项变更/g],
    ['termsChangeNoticeDays', /依第 16 条提前 (\d+) 天通知并在商家后台发布/g],
    ['settlementBusinessDays', /(\d+) 个工作日内将代收款项结算至商家的银行账户/g],
    ['discrepancyRaiseDays', /在结算单日期起 (\d+) 天内以书面形式向公司提出差异/g],
    ['discrepancyRaiseDays', /在 (\d+) 天内未提出异议的结算单/g],
    ['discrepancyResolveBusinessDays', /公司将在 (\d+) 个工作日内调查并解决/g],
    ['recordsRetentionYears', /保存 (\d+) 年/g],
    ['bankAccountInfoDays', /在注册后 (\d+) 天内向公司提供其银行账户信息/g],
    ['bankAccountInfoDays', /变更后 (\d+) 天内提供新的银行账户信息/g],
    ['fraudInfoDays', /要求后 (\d+) 天内，提供公司就涉嫌欺诈/g],
    ['recordsAccessBusinessDays', /商家须在 (\d+) 个工作日内向公司[^。]*?查阅权限/g],
    ['recordsAccessBusinessDays', /公司同样须在 (\d+) 个工作日内向商家提供/g],
    ['nonSolicitationMonths', /在本协议有效期内及终止后 (\d+) 个月内[^。]*?不得招揽/g],
    ['pointsPerRinggit', /(\d+) 积分等于 RM1\.00/g],
    ['pointsSettlementBusinessDays', /公司在 (\d+) 个工作日内将已兑换积分的价值结算/g],
    ['depositRinggit', /RM([\d,]+) 的保证金/g],
  ],
};

/** However a period is worded, only the chosen figures may appear (no "4 business days", no "7 days' notice"). */
const onlyThese: Record<'en' | 'zh', [RegExp, Key[]][]> = {
  en: [
    [
      /(\d+) Business Days/gi,
      ['settlementBusinessDays', 'discrepancyResolveBusinessDays', 'recordsAccessBusinessDays'],
    ],
    [/(\d+) days'(?: written)? notice/gi, ['termsChangeNoticeDays', 'terminationNoticeDays']],
  ],
  zh: [
    [
      /(\d+) 个工作日/g,
      ['settlementBusinessDays', 'discrepancyResolveBusinessDays', 'recordsAccessBusinessDays'],
    ],
    [/提前 (\d+) 天/g, ['termsChangeNoticeDays', 'terminationNoticeDays']],
  ],
};

const closing = {
  en: [
    'No partnership',
    'Costs',
    'No waiver',
    'Severability',
    'Non-solicitation',
    'Variation only in writing',
    'Time of the essence',
    'Governing law and jurisdiction',
  ],
  zh: [
    '非合伙关系',
    '费用',
    '不放弃权利',
    '可分割性',
    '不招揽',
    '仅可书面变更',
    '时间为要素',
    '适用法律与管辖',
  ],
};

const texts = { en: agreementEn, zh: agreementZh };
const numbers = (html: string) => (plainText(html).match(/\d+(?:[.,]\d+)*/g) ?? []).sort();

describe('the figures chosen where SPEC §9 gives two', () => {
  it('are 21 days for a change of terms and 3 business days for settlement', () => {
    expect(figures.termsChangeNoticeDays).toBe(21);
    expect(figures.settlementBusinessDays).toBe(3);
    expect(figures).toMatchObject({
      overridingCommissionPercent: 30,
      lateInterestPercentPerAnnum: 8,
      lateInterestAfterDays: 7,
      unpaidFeesTerminationDays: 30,
      terminationNoticeDays: 30,
      discrepancyRaiseDays: 30,
      discrepancyResolveBusinessDays: 14,
      recordsRetentionYears: 7,
      bankAccountInfoDays: 14,
      fraudInfoDays: 14,
      recordsAccessBusinessDays: 3,
      nonSolicitationMonths: 6,
      depositRinggit: '1,000',
      pointsPerRinggit: 100,
      pointsSettlementBusinessDays: 14,
    });
  });
});

describe.each(['en', 'zh'] as const)('the merchant agreement (%s)', (lang) => {
  const html = texts[lang];
  const text = plainText(html);

  it.each(rules[lang].map(([key, re]) => [key, re] as const))('states %s in its sentence (%s)', (key, re) => {
    const found = [...text.matchAll(re)].map((m) => m[1]);
    expect(found.length, `${re} not found`).toBeGreaterThan(0);
    for (const n of found) expect(n).toBe(String(figures[key]));
  });

  it('never states another figure for the same kind of period', () => {
    for (const [re, keys] of onlyThese[lang]) {
      const allowed = keys.map((k) => String(figures[k]));
      const found = [...text.matchAll(re)].map((m) => m[1]);
      expect(found.length).toBeGreaterThan(0);
      for (const n of found) expect(allowed, `${re} gave ${n}`).toContain(n);
    }
  });

  it('has sections 1 to 18 in order and exactly the closing clauses 18.1 to 18.8', () => {
    const sections = [...html.matchAll(/<h2>(\d+)\. /g)].map((m) => Number(m[1]));
    expect(sections).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
    const general = html.slice(html.indexOf('<h2>18. '));
    const clauses = [...general.matchAll(/<p>(18\.\d+) <strong>([^<]+?)[.。]<\/strong>/g)].map((m) => [
      m[1],
      m[2],
    ]);
    expect(clauses).toEqual(closing[lang].map((title, i) => [`18.${i + 1}`, title]));
  });

  it('is kept unchanged by the rich-text sanitiser', () => {
    expect(sanitizeRichText(html)).toBe(html);
    expect(html).not.toMatch(/\[|●|TODO|\$\{|undefined/);
  });
});

describe('the Chinese translation', () => {
  it('states the same numbers as the English, as often', () => {
    expect(numbers(agreementZh)).toEqual(numbers(agreementEn));
  });
});
