import type { MessageKey, TMerchantProfileBody } from '@meja/contracts';
import type { ActorCtx } from '../../plugins/context';
import type { MerchantScope } from '../../policy/scope';
import { printerAddressProblem } from '../printing/address-check';
import * as repo from './repository';

/**
 * Printer addresses sent that are new to the merchant (its main and sub printers' now): where
 * printing allows them (printing/address-check.ts: no loopback, link-local or metadata address,
 * private ranges only where the installation prints to them, printer ports, no other merchant's
 * printer), else an error on that field saying why. Addresses the merchant has already stay.
 */
export async function checkPrinterAddresses(
  ctx: ActorCtx,
  scope: MerchantScope,
  body: TMerchantProfileBody,
  errors: Record<string, MessageKey>,
) {
  if (body.printer_series_no === undefined && !body.sub_printers?.length) return;
  const [store, stations] = await Promise.all([
    repo.getStore(ctx.db, scope),
    repo.listSubPrinters(ctx.db, scope),
  ]);
  const own = new Set([store?.printerSeriesNo, ...stations.map((p) => p.seriesNo)].map((n) => n?.trim()));
  const check = async (field: string, seriesNo: string | null | undefined) => {
    const text = seriesNo?.trim();
    if (!text || own.has(text) || errors[field]) return;
    const problem = await printerAddressProblem(ctx, scope, text);
    if (problem) errors[field] = problem;
  };
  await check('printer_series_no', body.printer_series_no);
  for (const [i, p] of (body.sub_printers ?? []).entries())
    await check(`sub_printers.${i}.series_no`, p.series_no);
}
