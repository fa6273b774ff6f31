import type { Db } from '../../db/client';
import * as repo from './version-repository';

/**
 * Marks a merchant's menu as changed. Call it in the same transaction as every write to its
 * categories, foods, option groups or options (and anything else the diners' menu shows): the
 * diners' menu cache is keyed by this version, so every API instance sees the change at once.
 */
export const touchMenu = (db: Db, merchantId: number) => repo.raiseVersion(db, merchantId);

/** touchMenu for every merchant whose foods show this stock photo (it moved or went). */
export const touchMenusShowing = (db: Db, stockImageId: number) =>
  repo.raiseVersionsShowing(db, stockImageId);
