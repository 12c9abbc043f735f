import type { WebhookRow } from '../../db/webhooks-queries.ts';
import type { Schemas } from '../contract-types.ts';
import { pingBody } from './replay.ts';
import { newWebhookSecret, signatureHeaders } from './signature.ts';

export type CaseName = Schemas['ReceiverCheckCaseName'];

/** A test delivery as it goes out: its `webhook-id`, headers (the signature's) and body. */
export type TestDelivery = { webhookId: string; headers: Record<string, string>; body: string };

/** What a case needs: the registration, its signing secrets, the real time of the send, and fresh ids. */
type Context = {
  webhook: WebhookRow;
  secrets: string[];
  wallNow: Date;
  /** The service clock's time (the message's `createdAt`, as a ping's). */
  at: Date;
  newId(): string;
  /** The `valid` case's delivery, which `replay` sends again. */
  valid?: TestDelivery;
};

/** Twice the 5-minute tolerance of Standard Webhooks libraries: a receiver whose clock is a little off passes. */
const skewMs = 10 * 60_000;

type Case = {
  name: CaseName;
  /** A correct receiver acknowledges it (2xx), or refuses it (4xx). */
  expected: 'accept' | 'reject';
  /** What the delivery is, in the report's words. */
  what: string;
  build(context: Context): TestDelivery;
};

/** The cases in the order they are sent (the document's table in runSandboxReceiverCheck says the same). */
export const receiverCheckCases: Case[] = [
  { name: 'valid', expected: 'accept', what: 'a correctly signed delivery', build: (c) => signed(c) },
  {
    name: 'badSignature',
    expected: 'reject',
    what: 'a wrong signature',
    build: (c) => {
      const delivery = signed(c);
      const random = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32))));
      return { ...delivery, headers: { ...delivery.headers, 'webhook-signature': `v1,${random}` } };
    },
  },
  {
    name: 'otherSecret',
    expected: 'reject',
    what: 'a signature made with another secret',
    build: (c) => signed({ ...c, secrets: [newWebhookSecret()] }),
  },
  {
    name: 'staleTimestamp',
    expected: 'reject',
    what: 'a timestamp 10 minutes old',
    build: (c) => signed({ ...c, wallNow: new Date(c.wallNow.getTime() - skewMs) }),
  },
  {
    name: 'futureTimestamp',
    expected: 'reject',
    what: 'a timestamp 10 minutes ahead',
    build: (c) => signed({ ...c, wallNow: new Date(c.wallNow.getTime() + skewMs) }),
  },
  {
    name: 'replay',
    expected: 'accept',
    what: "a replay of the valid delivery's webhook-id",
    build: (c) => {
      if (!c.valid) throw new Error('replay needs the valid case sent before it');
      return sign(c, c.valid.webhookId, c.valid.body);
    },
  },
  {
    name: 'tamperedBody',
    expected: 'reject',
    what: 'a body changed after it was signed',
    build: (c) => {
      const delivery = signed(c);
      return { ...delivery, body: pingBody(c.webhook, delivery.webhookId, c.at, { tampered: true }) };
    },
  },
  {
    name: 'missingSignature',
    expected: 'reject',
    what: 'a delivery without a webhook-signature header',
    build: (c) => {
      const delivery = signed(c);
      const { 'webhook-signature': _, ...headers } = delivery.headers;
      return { ...delivery, headers };
    },
  },
];

/** A new test message, signed as a delivery is. */
function signed(c: Context): TestDelivery {
  const webhookId = c.newId();
  return sign(c, webhookId, pingBody(c.webhook, webhookId, c.at));
}

function sign(c: Context, webhookId: string, body: string): TestDelivery {
  const headers = signatureHeaders({ id: webhookId, timestamp: c.wallNow, body, secrets: c.secrets });
  return { webhookId, headers, body };
}
