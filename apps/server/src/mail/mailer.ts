import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** An HTML part beside the text (a receipt); the text stays for clients that show no HTML. */
  html?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/**
 * SMTP when SMTP_URL is set. In development (`logMail`) every mail is also written to the log, so
 * a fresh clone without a mail server can still follow a reset link. Anywhere else a mail's text
 * holds secrets (reset links) and stays out of the log: without SMTP it is only noted as not sent.
 */
export function createMailer(
  opts: { smtpUrl?: string; from: string; logMail: boolean },
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): Mailer {
  const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : undefined;
  return {
    async send(mail) {
      if (opts.logMail)
        log.info({ mail: { ...mail, html: undefined } }, `mail to ${mail.to}: ${mail.subject}`);
      else if (!transport) log.warn({ to: mail.to, subject: mail.subject }, 'mail not sent: no SMTP_URL');
      await transport?.sendMail({ from: opts.from, ...mail });
    },
    close: () => transport?.close(),
  };
}
