import { reportCatalogue, reportLabels, reportNames } from '@meja/contracts';
import { describe, expect, it } from 'vitest';
import { en, zh } from './i18n';
import { nestLabels } from './labels';

describe('report words in the portal', () => {
  it('nests every shared label where t("report.group.key") finds it', () => {
    const nested = nestLabels(reportLabels.en) as unknown as Record<string, Record<string, string> | string>;
    for (const [key, text] of Object.entries(reportLabels.en)) {
      const [group, rest] = key.split(/\.(.*)/s);
      if (rest === undefined) expect(nested[key]).toBe(text);
      else expect((nested[group as string] as Record<string, string>)[rest]).toBe(text);
    }
  });

  it('has a title and every column heading of every report in English and Chinese', () => {
    for (const words of [en.report, zh.report]) {
      const titles = words.title as Record<string, string>;
      const headings = words.col as Record<string, string>;
      for (const name of reportNames) {
        expect(titles[name], name).toBeTruthy();
        for (const c of reportCatalogue[name].columns)
          expect(headings[c.key], `${name}.${c.key}`).toBeTruthy();
      }
    }
    expect(Object.keys(zh.reports).sort()).toEqual(Object.keys(en.reports).sort());
  });
});
