import { notBuilt } from '../stub';
import type { ReportHandler } from '../types';

/** The platform's books: the ledger, buddies' rewards, agents' commissions, merchants' redemptions. */
export const booksReports = {
  accounting: notBuilt,
  cashback_summary: notBuilt,
  cashback_history: notBuilt,
  referral_bonus: notBuilt,
  agent_commission: notBuilt,
  redemption_settlement: notBuilt,
} satisfies Record<string, ReportHandler>;
