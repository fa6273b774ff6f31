import { type AnyColumn, and, type SQL, sql } from 'drizzle-orm';
import type { Account } from '../../../ledger/accounts';
import type { DayRange } from '../../types';

/** Pieces the books reports' SELECTs share. */

/** A day as text (YYYY-MM-DD): no driver can move it across midnight on the way out. */
export const dayText = (column: SQL | AnyColumn) => sql`to_char(${column}, 'YYYY-MM-DD')`;

export const within = (column: AnyColumn, r: DayRange) =>
  sql`${column} between ${r.from}::date and ${r.to}::date`;

/** 'agent_commission:' for agentCommission: an owner's account key is this and the owner's id. */
export const prefixOf = (owned: (id: number) => Account) => owned(1).key.slice(0, -1);

export const where = (...conds: (SQL | undefined)[]) => {
  const all = and(...conds);
  return all ? sql`where ${all}` : sql``;
};

export const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );
