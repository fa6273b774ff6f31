/** The database schema, one file per domain; drizzle-kit reads this folder. */
export * from './accounts';
export * from './buddies';
export * from './content';
export * from './ledger';
export * from './loyalty';
export * from './media';
export * from './menu';
export * from './merchants';
export * from './orders';
export * from './payments';
export * from './payouts';
export * from './platform';
export * from './printing';
export * from './reports';
export * from './tables';
