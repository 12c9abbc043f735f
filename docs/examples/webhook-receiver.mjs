// A receiver of cambio's webhook deliveries on Node's own HTTP server (docs/webhooks.md, "A receiver you can
// run"): it verifies each delivery with the registration's secret and processes each webhook-id once.
//
//   node webhook-receiver.mjs <file holding the registration's secret> [port]
//
// Port 0 (the default) takes a free one; the first line printed says which. The secret is read from its file at
// each delivery, so a rotated secret written there applies without a restart.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { memoryProcessedWebhookIds, receiveWebhookOnce, WebhookVerificationError } from '@cambio/client';

const [secretFile = 'secret', port = '0'] = process.argv.slice(2);

// One process: the ids it processed are kept in memory. Several instances, or a restart that must not process
// an id again: back ProcessedWebhookIds with your database (webhooks.md shows one on a table).
const processedIds = memoryProcessedWebhookIds();

/** Your processing of an event: update the order, notify the user, … Throwing answers 500 (retried). */
async function processEvent(event) {
  console.log('processed', event.id, event.event);
}

const server = createServer(async (request, response) => {
  const id = request.headers['webhook-id'];
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  // The body exactly as received: the signature covers these bytes, not a re-serialised JSON.
  const rawBody = Buffer.concat(chunks);
  try {
    const secret = (await readFile(secretFile, 'utf8')).trim();
    const outcome = await receiveWebhookOnce(rawBody, request.headers, secret, processedIds, processEvent);
    if (outcome.status === 'duplicate') console.log('duplicate', id);
    // Another delivery of this id is being processed: 409 makes cambio retry it later.
    response.writeHead(outcome.status === 'processing' ? 409 : 200).end();
  } catch (error) {
    if (error instanceof WebhookVerificationError) {
      console.log('refused', id, error.reason);
      response.writeHead(400).end();
    } else {
      console.log('failed', id, error);
      response.writeHead(500).end();
    }
  }
});

server.listen(Number(port), '127.0.0.1', () => {
  console.log(`listening on http://127.0.0.1:${server.address().port}/`);
});
