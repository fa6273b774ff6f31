/** The ledger (docs/adr/0009-ledger.md): the only way to write ledger rows. */
export * from './accounts';
export {
  balanceOf,
  deferPostings,
  flushPostings,
  lockBalance,
  Overdraft,
  type Posting,
  post,
  type Source,
} from './service';
