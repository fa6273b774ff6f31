import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/**
 * SMTP when SMTP_URL is set. Outside production every mail is also written to the log, so a
 * fresh clone without a mail server can still follow a reset link.
 */
export function createMailer(
  opts: { smtpUrl?: string; from: string; logMail: boolean },
  log: FastifyBaseLogger,
): Mailer {
  const transport = opts.smtpUrl
    ? nodemailer.createTransport(opts.smtpUrl)
    : nodemailer.createTransport({ jsonTransport: true });
  return {
    async send(mail) {
      if (opts.logMail || !opts.smtpUrl) log.info({ mail }, `mail to ${mail.to}: ${mail.subject}`);
      await transport.sendMail({ from: opts.from, ...mail });
    },
    close: () => transport.close(),
  };
}
