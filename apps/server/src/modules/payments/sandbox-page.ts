import {
  calls,
  eWallets,
  formatMoney,
  fpxBanks,
  type MessageKey,
  type ServerLocale,
  translate,
} from '@meja/contracts';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { notFound } from '../../lib/errors';
import { routesOf } from '../../lib/route';
import { paymentIdOfRef, sandboxSignature, sandboxSignatureHeader } from './sandbox';
import * as repo from './sandbox-repository';

/**
 * The sandbox gateway's hosted payment page. "Pay" or "Fail" is written into the sandbox's books,
 * sent to our callback URL as a signed server-to-server notice, and the browser goes on to the
 * return URL — as a real gateway does. The notice goes by HTTP to the callback URL by default;
 * tests hand in another way to deliver it.
 */
export type SandboxDeliver = (
  url: string,
  notice: { body: Record<string, string>; headers: Record<string, string> },
) => Promise<void>;

export const deliverOverHttp: SandboxDeliver = async (url, notice) => {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...notice.headers },
    body: JSON.stringify(notice.body),
    signal: AbortSignal.timeout(10_000),
  });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`callback answered ${res.status}`);
};

/** The page's language: the ordering app's (`?lang=`), else the browser's. */
const pageLocale = (req: FastifyRequest): ServerLocale =>
  (req.query as z.infer<typeof calls.payments.sandboxPage.query>).lang ?? req.ctx.locale;

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const withRef = (url: string, ref: string) =>
  `${url}${url.includes('?') ? '&' : '?'}ref=${encodeURIComponent(ref)}`;

function page(req: FastifyRequest, body: string) {
  const t = (k: MessageKey) => escapeHtml(translate(pageLocale(req), k));
  return `<!doctype html>
<html lang="${pageLocale(req)}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${t('payments.sandbox.title')}</title>
<style>
body{font:16px/1.4 system-ui,sans-serif;margin:0;background:#f4f5f7;color:#1d1f23}
main{max-width:420px;margin:0 auto;padding:20px 16px}
h1{font-size:20px;margin:0 0 4px}.note{color:#8a5a00;background:#fff4d6;padding:8px 10px;border-radius:8px;font-size:14px}
.card{background:#fff;border-radius:12px;padding:16px;margin:16px 0;box-shadow:0 1px 3px #0001}
.amount{font-size:28px;font-weight:700}label{display:block;margin:12px 0 4px;font-size:14px;color:#555}
select,input{width:100%;box-sizing:border-box;padding:12px;font-size:16px;border:1px solid #ccd;border-radius:8px}
.row{display:flex;gap:8px}.row>div{flex:1}
button{width:100%;padding:14px;font-size:17px;border:0;border-radius:10px;margin-top:12px;cursor:pointer}
.pay{background:#1a7f37;color:#fff}.fail{background:#e9ecef;color:#b42318}a{color:#0b5cad}
</style></head><body><main>
<h1>${t('payments.sandbox.title')}</h1><p class="note">${t('payments.sandbox.note')}</p>
${body}
</main></body></html>`;
}

const channelLabel = {
  fpx: 'payments.sandbox.channel_fpx',
  ewallet: 'payments.sandbox.channel_ewallet',
  card: 'payments.sandbox.channel_card',
} as const satisfies Record<string, MessageKey>;

function payForm(req: FastifyRequest, bill: repo.SandboxBill, storeName: string) {
  const t = (k: MessageKey) => escapeHtml(translate(pageLocale(req), k));
  const options = (list: readonly { code: string; name: string }[]) =>
    list
      .map(
        (o) =>
          `<option value="${escapeHtml(o.code)}"${o.code === bill.method ? ' selected' : ''}>${escapeHtml(o.name)}</option>`,
      )
      .join('');
  let choice = '';
  if (bill.channel === 'fpx') {
    choice = `<label for="method">${t('payments.sandbox.bank')}</label><select id="method" name="method">${options(fpxBanks)}</select>`;
  } else if (bill.channel === 'ewallet') {
    choice = `<label for="method">${t('payments.sandbox.wallet')}</label><select id="method" name="method">${options(eWallets)}</select>`;
  } else {
    choice = `<label for="cn">${t('payments.sandbox.card_number')}</label>
<input id="cn" name="card_number" inputmode="numeric" autocomplete="off" value="4111 1111 1111 1111">
<div class="row"><div><label for="ce">${t('payments.sandbox.card_expiry')}</label><input id="ce" name="card_expiry" value="12/30" autocomplete="off"></div>
<div><label for="cc">${t('payments.sandbox.card_cvc')}</label><input id="cc" name="card_cvc" inputmode="numeric" value="123" autocomplete="off"></div></div>`;
  }
  return `<div class="card"><div>${t('payments.sandbox.merchant')}: <strong>${escapeHtml(storeName)}</strong></div>
<div>${t('payments.sandbox.amount')}</div><div class="amount">${escapeHtml(formatMoney(bill.amountSen))}</div>
<div>${t(channelLabel[bill.channel as keyof typeof channelLabel] ?? 'payments.sandbox.channel_card')}</div></div>
<form method="post" class="card">${choice}
<button class="pay" name="action" value="pay">${t('payments.sandbox.pay')}</button>
<button class="fail" name="action" value="fail">${t('payments.sandbox.fail')}</button></form>`;
}

export function sandboxPageRoutes(
  app: FastifyInstance,
  deps: { secret: string; deliver: SandboxDeliver; log: FastifyBaseLogger },
) {
  const route = routesOf(app, ['payments']);

  route(
    calls.payments.sandboxPage,
    { allow: 'public', summary: "The sandbox gateway's hosted payment page (HTML)" },
    async (req, reply) => {
      const paymentId = paymentIdOfRef(req.params.ref);
      if (!paymentId) throw notFound();
      const books = await repo.sandboxBill(req.ctx.db, paymentId, req.params.ref);
      if (!books) throw notFound();
      const t = (k: MessageKey) => escapeHtml(translate(pageLocale(req), k));
      const body = books.decision
        ? `<div class="card"><p>${t(books.decision === 'paid' ? 'payments.sandbox.already_paid' : 'payments.sandbox.already_failed')}</p>
<a href="${escapeHtml(withRef(books.bill.returnUrl, books.bill.ref))}">${t('payments.sandbox.back')}</a></div>`
        : payForm(req, books.bill, (await repo.storeNameOfPayment(req.ctx.db, paymentId)) ?? '');
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page(req, body));
    },
  );

  route(
    calls.payments.sandboxDecide,
    {
      allow: 'public',
      summary: 'Decide a sandbox payment (the form of its page): sends the signed callback, then redirects',
    },
    async (req, reply) => {
      const { ref } = req.params;
      const paymentId = paymentIdOfRef(ref);
      if (!paymentId) throw notFound();
      const outcome = req.body.action === 'pay' ? 'paid' : 'failed';
      // One decision per bill, however often the form is sent: the bill row is locked meanwhile.
      const decided = await req.ctx.db.transaction(async (tx) => {
        const books = await repo.sandboxBill(tx, paymentId, ref, true);
        if (!books) return undefined;
        if (books.decision) return { bill: books.bill, fresh: false };
        await repo.insertSandboxDecision(tx, paymentId, ref, outcome, req.body.method);
        return { bill: books.bill, fresh: true };
      });
      if (!decided) throw notFound();
      const { bill } = decided;
      if (decided.fresh) {
        const body: Record<string, string> = { ref, status: outcome, amount_sen: String(bill.amountSen) };
        if (req.body.method) body.method = req.body.method;
        const headers = { [sandboxSignatureHeader]: sandboxSignature(body, deps.secret) };
        // A lost notice is not lost money: the poller asks the sandbox later.
        await deps.deliver(bill.callbackUrl, { body, headers }).catch((err) => {
          // The ref opens the bill's page: it stays out of the log.
          deps.log.warn({ err, paymentId }, 'sandbox gateway could not deliver its callback');
        });
      }
      return reply.redirect(withRef(bill.returnUrl, ref), 303);
    },
  );
}
