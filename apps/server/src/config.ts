import { z } from 'zod';

const ZConfig = z.object({
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
});

export type Config = Omit<z.infer<typeof ZConfig>, 'DEMO_SEED' | 'PUBLIC_URL'> & {
  DEMO_SEED: boolean;
  PUBLIC_URL: string;
};

/** Parsed once at start; a bad variable stops the process with the variable's name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set", as in most shells' `VAR= command`.
  const given = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = ZConfig.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  // Demo data never reaches production unless asked for by name.
  const demo = c.DEMO_SEED ? c.DEMO_SEED === 'true' : c.NODE_ENV !== 'production' || !c.DATABASE_URL;
  return { ...c, DEMO_SEED: demo, PUBLIC_URL: c.PUBLIC_URL ?? `http://localhost:${c.PORT}` };
}
