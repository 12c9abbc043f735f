/** Which way a message left: a relay's kind, or the outbox alone (no relay configured). */
export type Delivery = 'smtp' | 'sendEmail' | 'outbox';

/**
 * A mail relay that takes a message already built (the same MIME bytes on both runtimes): nodemailer over
 * SMTP on Node, Cloudflare's send_email binding on Workers. A rejection is a failed attempt, retried.
 */
export interface MailRelay {
  readonly kind: Exclude<Delivery, 'outbox'>;
  send(message: { envelopeFrom: string; to: string; raw: string }): Promise<void>;
}
