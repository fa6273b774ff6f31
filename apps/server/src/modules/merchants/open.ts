import type { Db } from '../../db/client';
import * as repo from './repository';

/**
 * A new merchant's store and company rows, in the transaction that creates its account (the users
 * module's): the terms are accepted now, and the deposit is paid now if the creator says so.
 */
export function openMerchant(tx: Db, merchantId: number, o: { displayName: string; depositPaid: boolean }) {
  return repo.insertStoreAndCompany(tx, merchantId, o);
}
