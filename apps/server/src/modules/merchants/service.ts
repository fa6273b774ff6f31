import {
  type MessageKey,
  type ProfileKind,
  type TCheckEdit,
  type TMerchantAgent,
  type TMerchantProfile,
  type TMerchantProfileBody,
  translate,
} from '@meja/contracts';
import { AppError, notFound } from '../../lib/errors';
import type { ActorCtx } from '../../plugins/context';
import { profileDenial } from '../../policy/merchant-profile';
import { type MerchantScope, merchantScope } from '../../policy/merchant-scope';
import { nextReceipt } from '../orders/receipt-number-repository';
import { defaultStore, missingFields, toCompanyProfile, toStoreProfile } from './profile';
import * as repo from './repository';
import { type Mode, pictureUrl, saveCompany, saveStore, type Target } from './save';

/**
 * Store details and company profile (SPEC §3, §7 "Store and company") of the merchant the caller
 * may act on; who may touch which form is policy/merchant-profile.ts, what a save checks and
 * writes is save.ts.
 */

/** The merchant a call acts on, once the caller may touch this form of it. */
async function merchantFor(
  ctx: ActorCtx,
  requested: number | undefined,
  kind: ProfileKind,
  write: boolean,
): Promise<Target> {
  const scope = await merchantScope(ctx, requested);
  const merchant = await repo.getMerchant(ctx.db, scope);
  if (!merchant) throw notFound();
  const denied = profileDenial(ctx.actor, merchant, kind, write);
  if (denied) throw new AppError('forbidden', denied);
  return { scope, merchant };
}

/** The company row with its gateway credentials unsealed (they are only ever shown masked). */
function openSecrets(ctx: ActorCtx, c: repo.CompanyRow | undefined) {
  if (!c) return c;
  const open = (v: string | null) => (v === null ? null : ctx.secrets.open(v));
  return {
    ...c,
    pgSecretKey: open(c.pgSecretKey),
    pgTenantId: open(c.pgTenantId),
    pgUsername: open(c.pgUsername),
    pgPassword: open(c.pgPassword),
  };
}

async function load(
  ctx: ActorCtx,
  { scope, merchant }: Target,
  kind: ProfileKind,
): Promise<TMerchantProfile> {
  const [store, subPrinters] = await Promise.all([
    repo.getStore(ctx.db, scope),
    repo.listSubPrinters(ctx.db, scope),
  ]);
  const printers = { store: store ?? defaultStore(merchant), subPrinters };
  if (kind === 'company') {
    return toCompanyProfile(merchant.id, openSecrets(ctx, await repo.getCompany(ctx.db, scope)), printers);
  }
  const s = printers.store;
  const [picture, next] = await Promise.all([
    pictureUrl(ctx, scope.merchantId, s.pictureMediaId),
    // What paying will issue, numbers already given skipped: not merely the counter.
    nextReceipt(ctx.db, scope.merchantId, {
      prefix: s.receiptPrefix,
      digits: s.receiptDigits,
      next: s.receiptNext,
    }),
  ]);
  return toStoreProfile({ ...printers, picture, nextReceiptSeq: next.seq });
}

export async function info(ctx: ActorCtx, kind: ProfileKind, merchantId?: number) {
  return load(ctx, await merchantFor(ctx, merchantId, kind, false), kind);
}

/** The fields of a body that were sent, besides which form and which merchant. */
const sentFields = (body: TMerchantProfileBody) =>
  Object.entries(body)
    .filter(([k, v]) => v !== undefined && k !== 'type' && k !== 'merchant_id')
    .map(([k]) => k);

/** PUT (the whole form) or PATCH (the fields given) of the store or the company. */
export async function update(ctx: ActorCtx, body: TMerchantProfileBody, mode: Mode) {
  const kind = body.type;
  const target = await merchantFor(ctx, body.merchant_id, kind, true);
  if (kind === 'store') await saveStore(ctx, target, body, mode);
  else await saveCompany(ctx, target, body, mode);
  const sent = sentFields(body);
  const message: MessageKey =
    sent.length === 1 && sent[0] === 'sub_printers'
      ? 'success.sub_printers_updated'
      : kind === 'store'
        ? 'success.store_updated'
        : 'success.company_updated';
  return { data: await load(ctx, target, kind), message };
}

/** What the caller may change of a merchant, and what its set-up still needs. */
export async function checkEdit(ctx: ActorCtx, merchantId?: number): Promise<TCheckEdit> {
  const { scope, merchant } = await merchantFor(ctx, merchantId, 'store', false);
  const [store, company] = await Promise.all([repo.getStore(ctx.db, scope), repo.getCompany(ctx.db, scope)]);
  const storeDenied = profileDenial(ctx.actor, merchant, 'store', true);
  const companyDenied = profileDenial(ctx.actor, merchant, 'company', true);
  const missing = missingFields(store, company);
  const reason = storeDenied ?? companyDenied;
  return {
    editable: { store: storeDenied === null, company: companyDenied === null },
    store_complete: missing.store.length === 0,
    company_complete: missing.company.length === 0,
    missing,
    terms_accepted: Boolean(company?.termsAcceptedAt),
    deposit_paid: Boolean(company?.depositPaidAt),
    reason: reason ? translate(ctx.locale, reason) : null,
  };
}

/** Who handles the merchant: its agent (upline) and its assigned sub-agent. */
export async function viewAgent(ctx: ActorCtx, merchantId?: number): Promise<TMerchantAgent> {
  const { merchant } = await merchantFor(ctx, merchantId, 'store', false);
  const handler = async (id: number | null) => {
    const row = id === null ? undefined : await repo.getHandler(ctx.db, id);
    return row
      ? {
          id: row.id,
          name: row.name,
          username: row.username,
          phone_number: row.phoneNumber,
          email: row.email,
        }
      : null;
  };
  const [agent, subAgent] = await Promise.all([handler(merchant.uplineId), handler(merchant.subAgentId)]);
  return { agent, sub_agent: subAgent };
}

/** The merchant's kitchen stations (sub printers) by name, without their series numbers. */
export async function stationsOf(ctx: Pick<ActorCtx, 'db'>, scope: MerchantScope) {
  const printers = await repo.listSubPrinters(ctx.db, scope);
  return printers.map((p) => ({ id: p.id, name: p.name }));
}
