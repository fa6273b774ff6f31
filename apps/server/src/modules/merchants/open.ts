import type { Db } from '../../db/client';
import { merchantDefaults } from '../settings/merchant-defaults';
import * as repo from './repository';

/**
 * A new merchant's store and company rows, in the transaction that creates its account (the users
 * module's): the terms are accepted now, and the deposit is paid now if the creator says so. The
 * store starts with the new-merchant defaults in force (admin setting type=merchant), read in the
 * same transaction; merchants opened before a change keep theirs.
 */
export async function openMerchant(
  tx: Db,
  merchantId: number,
  o: { displayName: string; depositPaid: boolean },
) {
  const defaults = await merchantDefaults(tx);
  return repo.insertStoreAndCompany(tx, merchantId, { ...o, defaults });
}
