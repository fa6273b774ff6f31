import { isIP } from 'node:net';
import { z } from 'zod';
import { addressKind, loopbackRanges, overlaps, parseCidr } from './lib/ip-ranges';

/** A port or a range of ports ("9100-9109"), comma-separated. */
const portList = /^\s*\d{1,5}(\s*-\s*\d{1,5})?(\s*,\s*\d{1,5}(\s*-\s*\d{1,5})?)*\s*$/;

/** Printers (modules/printing): where cloud printers are reached, and how automatic prints retry. */
const printingVars = {
  /**
   * A cloud printer (a series number that is no network address) is reached through its vendor's
   * open API: Sunmi's by default. Without an app id and key, cloud printers count as unreachable.
   */
  PRINTER_CLOUD_API_URL: z.string().url().default('https://openapi.sunmi.com'),
  PRINTER_CLOUD_APP_ID: z.string().optional(),
  /** Signs the cloud API's requests (HMAC-SHA256); never logged. */
  PRINTER_CLOUD_APP_KEY: z.string().optional(),
  /**
   * The TCP ports a network printer ("host" or "host:port") may be reached on: comma-separated
   * ports or ranges. Raw printing is 9100 (JetDirect); other ports stay closed to a merchant's address.
   */
  PRINTER_TCP_PORTS: z
    .string()
    .regex(portList, 'must be ports or ranges, e.g. 9100-9109')
    .default('9100-9109'),
  /**
   * Where network printers may be besides the public Internet: comma-separated CIDRs
   * ("192.168.1.0/24,10.0.0.0/8"), or `none`. A printer address in a private range (RFC 1918,
   * carrier-grade NAT, unique local IPv6) outside them is refused. Loopback, link-local and cloud
   * metadata addresses are never printers: a loopback range may be listed only outside production
   * (a printer emulator on a developer's machine, the tests' fake printers on 127.0.0.1).
   * Default (`defaultPrinterNetworks`): none where PUBLIC_URL names a public host; the private
   * ranges where it is localhost, a private address or a local name.
   */
  PRINTER_NETWORKS: z
    .string()
    .refine(
      (v) => v.trim() === 'none' || v.split(',').every((c) => parseCidr(c) !== undefined),
      'must be none or comma-separated CIDRs, e.g. 192.168.1.0/24',
    )
    .optional(),
  /** Automatic prints (kitchen tickets, receipts): retries after the first try, and the first back-off in seconds. */
  PRINT_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(5),
  PRINT_RETRY_DELAY_S: z.coerce.number().int().min(0).max(600).default(5),
};
const ZPrintingConfig = z.object(printingVars);
export type PrintingConfig = Omit<z.infer<typeof ZPrintingConfig>, 'PRINTER_NETWORKS'> & {
  /** As set, or its default for the installation's PUBLIC_URL: never unset once the config is read. */
  PRINTER_NETWORKS: string;
};

/** The private networks of a restaurant's LAN (RFC 1918 and unique local IPv6). */
export const localPrinterNetworks = '10.0.0.0/8,172.16.0.0/12,192.168.0.0/16,fc00::/7';

/** Names that only resolve inside a network (or nowhere): an installation reached by one is not public. */
const localNames = /(^|\.)(localhost|local|lan|internal|intranet|home\.arpa|test|example|invalid)$/i;

/**
 * PRINTER_NETWORKS when unset. An installation reached at a public host (`https://meja.example.my`,
 * a public IP) is a cloud server: the private ranges around it are its provider's network, not a
 * restaurant's, so none. One reached at localhost, a private address or a local name is a
 * developer's machine or a server in the restaurant, on the printers' own network: the private
 * ranges (never loopback: a development printer on 127.0.0.1 is listed by name).
 */
export function defaultPrinterNetworks(publicUrl: string | undefined): string {
  if (!publicUrl) return localPrinterNetworks;
  const host = new URL(publicUrl).hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return addressKind(host) === 'public' ? 'none' : localPrinterNetworks;
  return !host.includes('.') || localNames.test(host.replace(/\.$/, '')) ? localPrinterNetworks : 'none';
}

/** Why PRINTER_NETWORKS cannot be used here, or undefined: production never opens loopback to a merchant's address. */
function printerNetworksProblem(networks: string, nodeEnv: string | undefined): string | undefined {
  if (nodeEnv !== 'production' || networks.trim() === 'none') return undefined;
  const loopback = networks.split(',').find((c) => overlaps(c, loopbackRanges));
  return (
    loopback && `PRINTER_NETWORKS: ${loopback.trim()} includes loopback addresses, refused in production`
  );
}

const ZConfig = z.object({
  ...printingVars,
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** PostgreSQL when set; otherwise the embedded PGlite under DATA_DIR. */
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  /** smtp://user:pass@host:port; without it mail is only written to the log. */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Meja <no-reply@meja.my>'),
  /** Where users reach the app (links in e-mails); defaults to http://localhost:PORT. */
  PUBLIC_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Creates the demo admin, agents, merchant and buddy on the first start of an empty database. */
  DEMO_SEED: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v),
  /**
   * 32 bytes (64 hex digits or base64) that seal payment gateway credentials in the database.
   * Unset: a key file beside the embedded database. Instances sharing a PostgreSQL must share it.
   */
  SECRETS_KEY: z
    .string()
    .regex(/^([0-9a-fA-F]{64}|[A-Za-z0-9+/]{43}=)$/, 'must be 64 hex digits or the base64 of 32 bytes')
    .optional(),
  /**
   * Signs the built-in sandbox payment gateway's callbacks (HMAC-SHA256). Unset: derived from
   * SECRETS_KEY (instances sharing it agree), or without that a fixed development value
   * (modules/payments/sandbox.ts).
   */
  SANDBOX_GATEWAY_SECRET: z.string().min(16).optional(),
  /** The Billplz API; default https://www.billplz.com/api in production, the Billplz sandbox elsewhere. */
  BILLPLZ_API_URL: z.string().url().optional(),
  /** Where uploaded media live on disk (default `${DATA_DIR}/media`); unused when S3_BUCKET is set. */
  MEDIA_DIR: z.string().optional(),
  /** An S3-compatible bucket for media instead of MEDIA_DIR: needed when several instances serve the API. */
  S3_BUCKET: z.string().optional(),
  /** The bucket's service URL; defaults to AWS's https://s3.REGION.amazonaws.com. */
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** `true` for ENDPOINT/BUCKET/key URLs (MinIO and most self-hosted servers); else BUCKET.ENDPOINT/key. */
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  /**
   * Who sends buddies' sign-in codes: `twilio`, or `log` (the code only goes to the server log).
   * Defaults to twilio when the three TWILIO_ variables are set, else log.
   */
  SMS_PROVIDER: z.enum(['log', 'twilio']).optional(),
  /** Twilio's Account SID ("AC…") and Auth Token. */
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  /** The sender: a Twilio number in E.164, an alphanumeric sender ID, or a Messaging Service SID ("MG…"). */
  TWILIO_FROM: z.string().optional(),
  /** Twilio's API address; only tests change it. */
  TWILIO_API_URL: z.string().url().default('https://api.twilio.com'),
  /**
   * Which X-Forwarded-For hops to believe (rate limits and logs key on the client's address).
   * Unset or `false`: none, the socket's address is the client. A number: that many proxies in front.
   * Addresses or CIDRs, comma-separated: only those proxies. `true`: any sender, only behind a proxy
   * that overwrites the header.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const parsed = trustProxyOf(v);
      if (parsed === undefined) {
        ctx.addIssue({
          code: 'custom',
          message: 'must be true, false, a hop count or comma-separated proxy addresses/CIDRs',
        });
        return z.NEVER;
      }
      return parsed;
    }),
  /** `true` serves the interactive API docs at /api/docs; default on except in production. */
  API_DOCS: z.enum(['true', 'false']).optional(),
  /**
   * `on`: this process also runs the background jobs. `off`: an API instance that only queues them,
   * beside workers (`npm run worker`) or other instances that run them (PostgreSQL only).
   */
  JOBS: z.enum(['on', 'off']).default('on'),
});

/** Fastify's `trustProxy`, or undefined for a value that is none of the accepted forms. */
function trustProxyOf(v: string | undefined): boolean | number | string[] | undefined {
  const s = v?.trim();
  if (s === undefined || s === 'false') return false;
  if (s === 'true') return true;
  if (/^\d{1,2}$/.test(s)) return Number(s);
  const list = s.split(',').map((p) => p.trim());
  return list.every(isProxyAddress) ? list : undefined;
}

/** An IP address or CIDR, or one of proxy-addr's named ranges. */
function isProxyAddress(p: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(p)) return true;
  const [address = '', bits, extra] = p.split('/');
  const version = isIP(address);
  if (!version || extra !== undefined) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

export type Config = Omit<
  z.infer<typeof ZConfig>,
  'DEMO_SEED' | 'PUBLIC_URL' | 'S3_FORCE_PATH_STYLE' | 'SMS_PROVIDER' | 'API_DOCS' | 'PRINTER_NETWORKS'
> & {
  PRINTER_NETWORKS: string;
  DEMO_SEED: boolean;
  API_DOCS: boolean;
  PUBLIC_URL: string;
  S3_FORCE_PATH_STYLE: boolean;
  SMS_PROVIDER: 'log' | 'twilio';
};

/** Set variables only: an empty one means "not set", as in most shells' `VAR= command`. */
const givenOf = (env: NodeJS.ProcessEnv) =>
  Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));

/**
 * The printing settings out of a config (the app's dependency `ctx.printing`), defaults filled in
 * for those a partial config (tests) leaves out.
 */
export function printingConfigOf(
  config: Partial<PrintingConfig> & { PUBLIC_URL?: string; NODE_ENV?: string },
): PrintingConfig {
  const parsed = ZPrintingConfig.parse(config);
  const networks = parsed.PRINTER_NETWORKS ?? defaultPrinterNetworks(config.PUBLIC_URL);
  const problem = printerNetworksProblem(networks, config.NODE_ENV);
  if (problem) throw new Error(`Invalid configuration:\n  ${problem}`);
  return { ...parsed, PRINTER_NETWORKS: networks };
}

/** Parsed once at start; a bad variable stops the process with the variable's name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZConfig.safeParse(givenOf(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  if (c.S3_BUCKET && !(c.S3_ACCESS_KEY_ID && c.S3_SECRET_ACCESS_KEY)) {
    throw new Error(
      'Invalid configuration:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: required when S3_BUCKET is set',
    );
  }
  const twilio = Boolean(c.TWILIO_ACCOUNT_SID && c.TWILIO_AUTH_TOKEN && c.TWILIO_FROM);
  if (c.SMS_PROVIDER === 'twilio' && !twilio) {
    throw new Error(
      'Invalid configuration:\n  TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM: required when SMS_PROVIDER is twilio',
    );
  }
  // Demo data never reaches production unless asked for by name.
  const demo = c.DEMO_SEED ? c.DEMO_SEED === 'true' : c.NODE_ENV !== 'production' || !c.DATABASE_URL;
  const publicUrl = c.PUBLIC_URL ?? `http://localhost:${c.PORT}`;
  const printerNetworks = c.PRINTER_NETWORKS ?? defaultPrinterNetworks(publicUrl);
  const networksProblem = printerNetworksProblem(printerNetworks, c.NODE_ENV);
  if (networksProblem) throw new Error(`Invalid configuration:\n  ${networksProblem}`);
  return {
    ...c,
    PRINTER_NETWORKS: printerNetworks,
    DEMO_SEED: demo,
    API_DOCS: c.API_DOCS ? c.API_DOCS === 'true' : c.NODE_ENV !== 'production',
    PUBLIC_URL: publicUrl,
    S3_FORCE_PATH_STYLE: c.S3_FORCE_PATH_STYLE === 'true',
    SMS_PROVIDER: c.SMS_PROVIDER ?? (twilio ? 'twilio' : 'log'),
  };
}
