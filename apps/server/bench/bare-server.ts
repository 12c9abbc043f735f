import { createServer } from 'node:http';

// The reference point: node:http answering a fixed JSON body, no framework, no database.
const body = JSON.stringify({
  providerMarketPrice: 17.0355,
  serviceMarketPrice: 17.1207,
  side: 'buy',
  fiat: 'MXN',
  crypto: 'USDC',
  country: 'MX',
  network: null,
  asOf: '2026-11-21T15:03:50.000Z',
});
const headers = { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) };

const server = createServer((_request, response) => {
  response.writeHead(200, headers);
  response.end(body);
});
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const address = server.address();
  console.log(`bare server on ${typeof address === 'object' && address ? address.port : ''}`);
});
