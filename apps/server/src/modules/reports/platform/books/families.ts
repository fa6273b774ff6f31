import { ledgerAccountFamilies } from '@meja/contracts';
import type { Account, Unit } from '../../../ledger/accounts';
import * as accounts from '../../../ledger/accounts';

/**
 * The ledger's account families (the key before ':'), read from modules/ledger/accounts.ts itself
 * so that a family added there is a valid `type` of the accounting report without a second list.
 * Owned accounts are factories: one made for owner 1 tells its family, unit and daily flag.
 */
const declared: Account[] = Object.values(accounts).flatMap((v): Account[] => {
  if (typeof v === 'function') return [(v as (ownerId: number) => Account)(1)];
  if (v && typeof v === 'object' && 'key' in v) return [v as Account];
  return [];
});

const familyOf = (a: Account) => a.key.split(':')[0] ?? a.key;

export const accountFamilies: readonly string[] = [...new Set(declared.map(familyOf))].sort();

// The accounting report's `type` list (contracts) must name exactly these: checked at load.
if (accountFamilies.join() !== [...ledgerAccountFamilies].sort().join())
  throw new Error(
    `reports: contracts' ledgerAccountFamilies differ from the ledger's ${accountFamilies.join()}`,
  );

/**
 * The family that ledger_daily leaves out (buddies' own accounts) in each unit. The report derives
 * its rows as the other side of every balanced posting of that unit, which is only unambiguous with
 * one such family per unit: checked when the module loads rather than answered wrong later.
 */
export const undailyFamilyByUnit: ReadonlyMap<Unit, string> = (() => {
  const byUnit = new Map<Unit, string>();
  for (const a of declared.filter((d) => d.daily === false)) {
    const before = byUnit.get(a.unit);
    if (before && before !== familyOf(a))
      throw new Error(`reports: ${before} and ${familyOf(a)} are both left out of ledger_daily in ${a.unit}`);
    byUnit.set(a.unit, familyOf(a));
  }
  return byUnit;
})();
