import type { ZPayoutFileQuery } from '@meja/contracts';
import { bicOf, malaysianBanks, type PayoutFileFormat, type PayoutKind, senToRM } from '@meja/contracts';
import type { z } from 'zod';
import { csvCell, csvLine } from '../../lib/csv';
import { AppError, fieldError } from '../../lib/errors';
import { klDayOf } from '../../lib/time';
import type { ActorCtx } from '../../plugins/context';
import * as reads from './report-repository';

/**
 * The bank payout file (docs/adr/0014-payouts.md "Bank file"): approved (done) items as a bulk
 * payment upload, one line per item, CSV with a header row and CRLF line ends. Maybank's columns
 * follow its M2U Biz bulk payment upload template; CIMB, Public Bank and DuitNow bulk take the
 * generic IBG/DuitNow set, as the ADR explains.
 */

export type FileRow = Awaited<ReturnType<typeof reads.fileRows>>[number];

const kindWords: Record<PayoutKind, string> = {
  agent_commission: 'Agent commission',
  mentor_commission: 'Mentor commission',
  recruitment_allowance: 'Recruitment allowance',
  referral_cash: 'Referral rewards',
  merchant_redemption: 'Points redemption settlement',
};

const bankName = (code: string | null) =>
  (malaysianBanks.find((b) => b.code === code)?.name ?? code ?? '').replace(/\s*\(.*\)$/, '').toUpperCase();

const payable = (r: FileRow) => senToRM(r.amountSen + r.adjustmentSen);
const description = (r: FileRow) => `Meja ${kindWords[r.kind as PayoutKind] ?? r.kind}`;

interface Layout {
  header: string[];
  line(r: FileRow): (string | number | null)[];
}

/** Maybank M2U Biz bulk payment (file upload): IBG to other banks, Maybank accounts direct. */
const maybank: Layout = {
  header: [
    'Beneficiary Name',
    'Beneficiary Bank',
    'Beneficiary Account No',
    'ID Type',
    'ID Number',
    'Payment Amount',
    'Payment Reference',
    'Payment Description',
  ],
  line: (r) => [
    r.accountName,
    bankName(r.bank),
    r.accountNo,
    r.idType,
    r.idNo,
    payable(r),
    String(r.id),
    description(r),
  ],
};

/** The generic IBG / DuitNow bulk set: what every Malaysian bank's bulk upload asks for. */
const generic: Layout = {
  header: [
    'Beneficiary Name',
    'Beneficiary Account No',
    'Beneficiary Bank BIC',
    'Amount (RM)',
    'Payment Reference',
    'Payment Description',
    'Beneficiary ID Type',
    'Beneficiary ID No',
    'Beneficiary Email',
  ],
  line: (r) => [
    r.accountName,
    r.accountNo,
    bicOf(r.bank) ?? '',
    payable(r),
    String(r.id),
    description(r),
    r.idType,
    r.idNo,
    r.email,
  ],
};

const layouts: Record<PayoutFileFormat, Layout> = {
  maybank,
  cimb: generic,
  public_bank: generic,
  duitnow: generic,
};

/** The file's text for these rows. */
export function bankFileCsv(format: PayoutFileFormat, rows: FileRow[]): string {
  const layout = layouts[format];
  return [layout.header, ...rows.map((r) => layout.line(r))]
    .map((cells) => csvLine(cells.map(csvCell)))
    .join('');
}

type FileQuery = z.output<typeof ZPayoutFileQuery>;

function idsOf(text: string | undefined): number[] | undefined {
  if (!text?.trim()) return undefined;
  const parts = text.split(',').map((p) => p.trim());
  if (!parts.every((p) => /^\d{1,9}$/.test(p))) throw fieldError('ids', 'validation.payout_ids');
  return parts.map(Number);
}

/** GET /admin/report/payout_file: the approved items chosen (all of a kind, or the ids given). */
export async function payoutFile(ctx: ActorCtx, q: FileQuery, now = new Date()) {
  const rows = await reads.fileRows(ctx.db, { kind: q.type, ids: idsOf(q.ids) });
  if (!rows.length) throw new AppError('conflict', 'error.payout_file_empty');
  return {
    filename: `payouts-${q.format}-${klDayOf(now)}.csv`,
    csv: bankFileCsv(q.format, rows),
    count: rows.length,
  };
}
