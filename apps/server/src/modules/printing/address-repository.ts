import { and, ilike, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { stores, subPrinters } from '../../db/schema';
import { likeTerm } from '../../lib/paging';
import type { MerchantScope } from '../../policy/scope';

/**
 * The series numbers of every other merchant's printers (main and sub printers) that contain
 * `needle` (any case): a printer is one merchant's, so an address or serial number another merchant
 * saved first is refused (address-check.ts compares them as addresses). Read across merchants on
 * purpose, and only as the numbers themselves, never as who has them.
 */
export async function othersSeriesNumbersLike(
  db: Db,
  scope: MerchantScope,
  needle: string,
): Promise<string[]> {
  const term = likeTerm(needle);
  if (!term) return [];
  const [main, subs] = await Promise.all([
    db
      .select({ seriesNo: stores.printerSeriesNo })
      .from(stores)
      .where(and(ne(stores.merchantId, scope.merchantId), ilike(stores.printerSeriesNo, term)))
      .limit(100),
    db
      .select({ seriesNo: subPrinters.seriesNo })
      .from(subPrinters)
      .where(and(ne(subPrinters.merchantId, scope.merchantId), ilike(subPrinters.seriesNo, term)))
      .limit(100),
  ]);
  return [...main, ...subs].flatMap((r) => (r.seriesNo ? [r.seriesNo] : []));
}
