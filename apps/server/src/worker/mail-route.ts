import type { SendEmail } from '@cloudflare/workers-types/index.ts';
import type { AppConfig } from '../config.ts';
import type { MailRelay } from '../deps.ts';

/**
 * The Worker's mail relay: Cloudflare's send_email binding (EXPORT_EMAIL) takes the message the core built
 * (the same MIME bytes as on Node). SMTP settings are refused rather than ignored: a Worker has no SMTP
 * client here (docs/export.md says why), and a server that silently wrote the
 * outbox instead would pretend to send.
 */
export function workerMailRelay(config: AppConfig, binding: SendEmail | undefined): MailRelay | undefined {
  if (config.smtp) {
    throw new Error(
      'Invalid configuration: CAMBIO_SMTP_HOST is set, but the Worker does not send mail over SMTP. Remove the CAMBIO_SMTP_* settings and bind Cloudflare send_email as EXPORT_EMAIL to mail exports, or leave both out to write them to the R2 outbox.',
    );
  }
  if (!binding) return undefined;
  return {
    kind: 'sendEmail',
    async send({ envelopeFrom, to, raw }) {
      // Imported when used: the runtime module exists on Workers only, and this file's check runs in Node tests.
      const { EmailMessage } = await import('cloudflare:email');
      await binding.send(new EmailMessage(envelopeFrom, to, raw));
    },
  };
}
