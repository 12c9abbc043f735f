import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestRuntime, type TestRuntime } from '../testing/test-runtime.ts';

// Order exports through a real SMTP server on 127.0.0.1 (smtp-server), read back with mailparser: the Node
// runtime's relay (nodemailer), its authentication, and the retries ending `failed` when the server refuses.
const password = 'correct horse battery staple';
const received: { from: string; to: string[]; raw: Buffer }[] = [];
let refusal: string | undefined;

const smtp = new SMTPServer({
  disabledCommands: ['STARTTLS'],
  allowInsecureAuth: true,
  logger: false,
  onAuth(auth, _session, done) {
    if (auth.username === 'exports' && auth.password === password) done(null, { user: 'exports' });
    else done(new Error('Invalid username or password'));
  },
  onMailFrom(_address, _session, done) {
    if (!refusal) return done();
    done(Object.assign(new Error(refusal), { responseCode: 550 }));
  },
  onData(stream, session, done) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((recipient) => recipient.address),
        raw: Buffer.concat(chunks),
      });
      done();
    });
  },
});

let runtime: TestRuntime;
const logged = vi.spyOn(console, 'error');

async function call<T>(method: string, path: string, body?: unknown) {
  const response = await runtime.app.request(path, {
    method,
    headers: { 'x-api-key': runtime.writeKey, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

type Export = { status: string; attempts: number; error: string | null; delivery: string | null };
const exportStatus = async (id: string) => (await call<Export>('GET', `/api/orders/exports/${id}`)).body;

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  runtime = await openTestRuntime('export-smtp', {
    CAMBIO_SMTP_HOST: '127.0.0.1',
    CAMBIO_SMTP_PORT: String(port),
    CAMBIO_SMTP_SECURE: 'none',
    CAMBIO_SMTP_USER: 'exports',
    CAMBIO_SMTP_PASSWORD: password,
    CAMBIO_MAIL_FROM: 'cambio exports <exports@cambio.test>',
  });
});
afterAll(async () => {
  runtime.dispose();
  await new Promise<void>((resolve) => smtp.close(resolve));
});

async function bookOrder(notes: string): Promise<string> {
  const address = await call<{ id: string }>('POST', '/api/addresses', {
    userId: runtime.userId,
    network: 'polygon',
    address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  });
  const addressId =
    address.status === 201
      ? address.body.id
      : (await call<{ id: string }[]>('GET', '/api/addresses')).body[0]?.id;
  const quote = await call<{ id: string }>('POST', '/api/quotes', {
    userId: runtime.userId,
    country: 'MX',
    origin: { asset: 'MXN', amount: 1234.5 },
    destination: { asset: 'USDC', network: 'polygon' },
  });
  const order = await call<{ id: string }>('POST', '/api/orders', {
    quoteId: quote.body.id,
    settlement: { payout: { addressId } },
    notes,
  });
  expect(order.status).toBe(201);
  return order.body.id;
}

describe('order export by SMTP', () => {
  it('sends a MIME message with the CSV attached through the configured server', async () => {
    const orderId = await bookOrder('=1+1 please');
    const queued = await call<{ exportId: string }>('POST', '/api/orders/export', {
      email: 'finance@example.com',
      id: orderId,
    });
    expect(queued.status).toBe(202);
    await call('POST', '/api/sandbox/jobs/run');
    expect(await exportStatus(queued.body.exportId)).toMatchObject({
      status: 'sent',
      delivery: 'smtp',
      attempts: 1,
    });

    const [message] = received;
    if (!message) throw new Error('the SMTP server received nothing');
    expect(message.from).toBe('exports@cambio.test');
    expect(message.to).toEqual(['finance@example.com']);
    const parsed = await simpleParser(message.raw);
    expect(parsed.subject).toBe(`cambio order export ${queued.body.exportId}: 1 order`);
    expect(parsed.messageId).toBe(`<${queued.body.exportId}@cambio.test>`);
    expect(parsed.text).toContain(`id: ${orderId}`);
    const [attachment] = parsed.attachments;
    expect(attachment?.filename).toBe(`cambio-orders-${queued.body.exportId}.csv`);
    expect(attachment?.contentType).toBe('text/csv');
    const [header, row, end] = attachment?.content.toString('utf8').split('\r\n') ?? [];
    expect(header?.startsWith('id,createdAt,userId,clientReferenceId,status,statusGroup,')).toBe(true);
    expect(row?.startsWith(`${orderId},`)).toBe(true);
    expect(row?.endsWith(",'=1+1 please")).toBe(true);
    expect(end).toBe('');
    // Sandbox mode keeps a copy in the outbox as well.
    const outbox = await call<{ exportId: string }[]>('GET', '/api/sandbox/outbox');
    expect(outbox.body.map((entry) => entry.exportId)).toContain(queued.body.exportId);
  });

  it('shows the attempts an export took once sent: a refused one, then the one that sent it', async () => {
    refusal = 'Try again later';
    const queued = await call<{ exportId: string }>('POST', '/api/orders/export', {
      email: 'finance@example.com',
    });
    await call('POST', '/api/sandbox/jobs/run');
    expect(await exportStatus(queued.body.exportId)).toMatchObject({ status: 'queued', attempts: 1 });
    refusal = undefined;
    await call('POST', '/api/sandbox/clock/advance', { seconds: 2 });
    await call('POST', '/api/sandbox/jobs/run');
    expect(await exportStatus(queued.body.exportId)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('retries a refused message on the service clock and ends failed with the reason', async () => {
    refusal = 'Relaying denied for this sender';
    const before = received.length;
    const queued = await call<{ exportId: string }>('POST', '/api/orders/export', {
      email: 'finance@example.com',
    });
    await call('POST', '/api/sandbox/jobs/run');
    const first = await exportStatus(queued.body.exportId);
    expect(first).toMatchObject({ status: 'queued', attempts: 1, nextAttemptAt: expect.any(String) });
    expect(first.error).toContain('Relaying denied for this sender');
    for (let attempt = 2; attempt <= 5; attempt++) {
      await call('POST', '/api/sandbox/clock/advance', { seconds: 2 ** attempt });
      await call('POST', '/api/sandbox/jobs/run');
      expect((await exportStatus(queued.body.exportId)).attempts).toBe(attempt);
    }
    const failed = await exportStatus(queued.body.exportId);
    expect(failed).toMatchObject({ status: 'failed', attempts: 5, nextAttemptAt: null, sentAt: null });
    expect(failed.error).toContain('550');
    expect(received.length).toBe(before);
    refusal = undefined;
    for (const [line] of logged.mock.calls) expect(String(line)).not.toContain(password);
  });
});
