import { vi } from 'vitest';
import type { TestApp } from './helpers';

/** Demo accounts the barrier asks links for: each takes 3 an hour (auth/service.ts), so they take turns. */
const barrierAddresses = ['mentor@demo.meja.my', 'master@demo.meja.my', 'subagent@demo.meja.my'];
const asked = new WeakMap<TestApp, number>();

/**
 * Resolves once every forgot-password mail asked for before it has gone out (or never will), so a
 * test can say that none went to an address. The app mails after its reply, unawaited, so no reply
 * says when it is done: this asks one more link, for a known address, and waits for that mail.
 * An earlier ask started its lookup before this one was even received, and takes fewer steps to
 * its mail (lookup, token, send) than this one (throttles, lookup, token, send), so its mail, if
 * any, is in the outbox first. The barrier's own mail is taken out of the outbox again.
 */
export async function resetMailsSettled(t: TestApp) {
  const n = asked.get(t) ?? 0;
  asked.set(t, n + 1);
  const email = barrierAddresses[n % barrierAddresses.length] as string;
  const res = await t.call(null, {
    method: 'POST',
    url: '/api/send_forget_email',
    payload: { email },
    // Its own client address: the barrier counts against no test's per-address limit.
    remoteAddress: `10.254.0.${n + 1}`,
  });
  if (res.statusCode !== 200) throw new Error(`barrier reset: ${res.statusCode} ${res.body}`);
  const mail = await vi.waitFor(
    () => {
      const found = t.outbox.find((m) => m.to === email);
      if (!found) throw new Error(`no barrier mail to ${email}`);
      return found;
    },
    { timeout: 10_000, interval: 10 },
  );
  t.outbox.splice(t.outbox.indexOf(mail), 1);
}
