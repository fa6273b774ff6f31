import { sql } from 'drizzle-orm';
import type { AnyPgColumn, AnyPgTable } from 'drizzle-orm/pg-core';

/** A column named with its table: inside a subquery, drizzle would leave it bare (and ambiguous). */
export const qualified = (table: AnyPgTable, column: AnyPgColumn) =>
  sql`${table}.${sql.identifier(column.name)}`;
