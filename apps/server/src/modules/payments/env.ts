import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Sealer } from '../../lib/secrets';
import { type SandboxMode, sandboxModeOf, sandboxSecret } from './sandbox';

/** What the payment calls need besides the request: where we live and how to reach gateways. */
export interface PaymentsEnv {
  publicUrl: string;
  /** Fake money must never pay a real merchant's orders: see SandboxMode. */
  sandbox: { secret: string; mode: SandboxMode };
  billplz: { baseUrl: string; timeoutMs?: number };
}

export type PaymentsConfig = Pick<Config, 'PUBLIC_URL' | 'NODE_ENV'> &
  Partial<Pick<Config, 'SANDBOX_GATEWAY_SECRET' | 'SECRETS_KEY' | 'BILLPLZ_API_URL' | 'DEMO_SEED'>>;

/**
 * Where payments live and whom the sandbox serves, read once at start. Demo data must be in the
 * database before this (main.ts seeds first): in production the sandbox exists only with it.
 */
export async function paymentsEnvOf(config: PaymentsConfig, db: Db, secrets: Sealer): Promise<PaymentsEnv> {
  const mode = await sandboxModeOf(config, db);
  return {
    publicUrl: config.PUBLIC_URL,
    sandbox: { mode, secret: mode === 'off' ? '' : await sandboxSecret(config, { db, secrets }) },
    billplz: {
      baseUrl:
        config.BILLPLZ_API_URL ??
        (config.NODE_ENV === 'production'
          ? 'https://www.billplz.com/api'
          : 'https://www.billplz-sandbox.com/api'),
    },
  };
}
