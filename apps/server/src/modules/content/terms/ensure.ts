import type { Db } from '../../../db/client';
import { uniqueViolation } from '../../../lib/db-errors';
import { sanitizeRichText } from '../../../lib/rich-text';
import { agreementEn } from './agreement/en';
import { agreementZh } from './agreement/zh';
import * as repo from './repository';

/**
 * Version 1 is the platform's own merchant agreement (agreement/), written at start when no version
 * exists yet, so a new installation never runs without terms. Sanitised like any published text.
 */
export async function ensureTerms(db: Db): Promise<boolean> {
  if ((await repo.countVersions(db)) > 0) return false;
  try {
    await repo.insertVersion(db, {
      bodyEn: sanitizeRichText(agreementEn),
      bodyZh: sanitizeRichText(agreementZh),
      summaryEn: 'The first version of the merchant agreement.',
      summaryZh: '商家协议的第一个版本。',
      publishedBy: null,
    });
    return true;
  } catch (err) {
    // Another instance starting at the same moment wrote it first.
    if (uniqueViolation(err) !== undefined) return false;
    throw err;
  }
}
