import type { TCashOutBody, TCashOutSummary } from '@meja/contracts';
import { bankOf } from '@meja/contracts/malaysia';

/**
 * A buddy's cash-out of referral rewards (issue 13, PRODUCT.md "Payouts"): GET/POST
 * /api/public/me/cash_out. Only points earned as referral rewards can be cashed out, from a
 * minimum of 1,000 points (RM10.00; 1 point = 1 sen); each cash-out becomes a payout item the
 * admin approves (done) and pays (completed), or declines.
 */
export type CashOutSummary = TCashOutSummary;
/** What the POST takes, as this form sends it (the contract also takes points as a string). */
export interface CashOutBody {
  points: number;
  bank: string;
  account_no: string;
  account_name: string;
}

/** What the buddy typed, as typed. */
export interface CashOutForm {
  points: string;
  bank: string;
  accountNo: string;
  accountName: string;
}

export type CashOutField = keyof TCashOutBody;

/** The form's own checks, as keys of the app's `cashOut.errors` texts (the server has the last word). */
export type CashOutProblem =
  | 'pointsWhole'
  | 'pointsMinimum'
  | 'pointsTooMany'
  | 'bank'
  | 'accountNo'
  | 'accountName';

export type Checked =
  | { ok: true; body: CashOutBody }
  | { ok: false; problems: Partial<Record<CashOutField, CashOutProblem>> };

/** The form, prefilled with everything that can be cashed out. */
export const startForm = (cashable: number): CashOutForm => ({
  points: cashable > 0 ? String(cashable) : '',
  bank: '',
  accountNo: '',
  accountName: '',
});

/** Whether a cash-out can be asked for at all: enough referral points for the minimum. */
export const canCashOut = (s: Pick<CashOutSummary, 'cashable_points' | 'minimum_points'>) =>
  s.cashable_points >= s.minimum_points && s.cashable_points > 0;

/**
 * The form as the body of the POST, or what is wrong with it: whole points between the minimum
 * and what can be cashed out ("1,000" with its separator is fine), a bank of the list, an account
 * number of 6 to 20 digits (spaces and dashes as printed on a card are dropped), a name.
 */
export function checkCashOut(
  form: CashOutForm,
  limits: Pick<CashOutSummary, 'cashable_points' | 'minimum_points'>,
): Checked {
  const problems: Partial<Record<CashOutField, CashOutProblem>> = {};
  const typed = form.points.trim().replace(/,(?=\d{3}(\D|$))/g, '');
  const points = /^\d{1,10}$/.test(typed) ? Number(typed) : Number.NaN;
  if (Number.isNaN(points)) problems.points = 'pointsWhole';
  else if (points < limits.minimum_points) problems.points = 'pointsMinimum';
  else if (points > limits.cashable_points) problems.points = 'pointsTooMany';
  const bank = bankOf(form.bank)?.code;
  if (!bank) problems.bank = 'bank';
  const accountNo = form.accountNo.trim().replace(/[\s-]/g, '');
  if (!/^\d{6,20}$/.test(accountNo)) problems.account_no = 'accountNo';
  const accountName = form.accountName.trim().replace(/\s+/g, ' ');
  if (!accountName) problems.account_name = 'accountName';
  if (Object.keys(problems).length || !bank) return { ok: false, problems };
  return { ok: true, body: { points, bank, account_no: accountNo, account_name: accountName } };
}

/** The sen a number of points is worth (1 point = 1 sen, PRODUCT.md "Money"). */
export const senOf = (points: number) => Math.trunc(points);

/** "164012345678" → "••••5678": the account as the confirmation shows it. */
export const maskAccountNo = (digits: string) => (digits.length > 4 ? `••••${digits.slice(-4)}` : digits);

/** The bank's name for a code, or the code itself when the list no longer has it. */
export const bankName = (code: string | null) => (code ? (bankOf(code)?.name ?? code) : '');
