import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** Platform-wide values made once per installation (e.g. the sandbox gateway's signing secret). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
