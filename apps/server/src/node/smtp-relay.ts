import nodemailer from 'nodemailer';
import type { AppConfig } from '../config.ts';
import type { MailRelay } from '../deps.ts';

/**
 * The Node runtime's mail relay: nodemailer over SMTP, sending the message the core built as it is (`raw`).
 * The password goes to nodemailer only; nodemailer's errors name the server's answer, never the credentials.
 */
export function smtpRelay(smtp: NonNullable<AppConfig['smtp']>): MailRelay {
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure === 'tls',
    requireTLS: smtp.secure === 'starttls',
    ignoreTLS: smtp.secure === 'none',
    auth: smtp.user && smtp.password ? { user: smtp.user, pass: smtp.password } : undefined,
    // A job holds the runner while it sends: fail within seconds rather than nodemailer's minutes.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 60_000,
  });
  return {
    kind: 'smtp',
    async send({ envelopeFrom, to, raw }) {
      await transport.sendMail({ envelope: { from: envelopeFrom, to: [to] }, raw });
    },
  };
}
