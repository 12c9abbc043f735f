import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** For tests: an operator's bank accounts, none of them the sandbox's (CAMBIO_BANK_ACCOUNTS). */
export const operatorBankAccounts = {
  companyName: 'Acme Exchange S.A. de C.V.',
  companyAddress: 'Av. Insurgentes Sur 1602, Crédito Constructor, 03940 Ciudad de México, CDMX',
  accountHolderName: 'Acme Exchange',
  accounts: [
    {
      country: 'MX',
      fiat: 'MXN',
      bankName: 'BBVA MEXICO',
      CLABE: '012180009876543215',
      taxId: 'AEX190512QW3',
    },
    { country: 'PE', fiat: 'PEN', bankName: 'Interbank', CCI: '00312345678901234567', taxId: '20601234567' },
    {
      country: 'CO',
      fiat: 'COP',
      bankName: 'Banco de Bogotá',
      accountNumber: '0011223344',
      accountType: 'checking',
      taxId: '900123456-7',
    },
    {
      country: 'CO',
      fiat: 'USD',
      bankName: 'Citibank',
      bankAddress: '388 Greenwich Street, New York, NY 10013',
      accountNumber: '40012345',
      routingNumber: '021000089',
      USBankTransferMethod: 'wire',
    },
  ],
};

/** For tests: the operator's deposit addresses (CAMBIO_DEPOSIT_ADDRESSES): two on ethereum, one on tron. */
export const operatorDepositAddresses = {
  ethereum: ['0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb', '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB'],
  tron: ['TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'],
};

/**
 * For tests: the settings a production server needs to start: its public address and its providers, the price
 * feed at `priceFeedUrl` (a local server the test runs; nothing answers at the default).
 */
export function productionSettings(priceFeedUrl = 'http://127.0.0.1:9/prices'): Record<string, string> {
  return {
    CAMBIO_PUBLIC_BASE_URL: 'https://api.acme.example',
    CAMBIO_BANK_ACCOUNTS: JSON.stringify(operatorBankAccounts),
    CAMBIO_DEPOSIT_ADDRESSES: JSON.stringify(operatorDepositAddresses),
    CAMBIO_PRICE_FEED_URL: priceFeedUrl,
  };
}

/** For tests: `keys init`'s options for the operator's first broker and its operator user (in MX). */
export const operatorInitOptions = [
  ...['--broker', 'Acme Exchange', '--email', 'ops@acme.example', '--phone', '+525512345678'],
  ...['--street', 'Av. Insurgentes Sur 1602', '--city', 'Ciudad de México', '--state', 'CDMX'],
  ...['--postal-code', '03940'],
];

/**
 * For tests: what the operator's price feed answers, published `ageSeconds` ago (MXN 17.25 to the dollar);
 * one rate a JSON number, which the feed may send as well as a string.
 */
export function feedRates(ageSeconds = 0) {
  return {
    asOf: new Date(Date.now() - ageSeconds * 1000).toISOString(),
    fiatPerUsd: { MXN: '17.25', PEN: 3.61, COP: '3950' },
    usdPerStablecoin: { USDC: '1', USDCe: '1', USDT: '1.0002', EURC: '1.052' },
    usdPerEur: '1.05',
  };
}

type FeedAnswer = { status: number; body: unknown };

/**
 * For tests: the operator's price feed, a local HTTP server answering what `answer` gives at each request
 * (current rates unless told), with the authorization header of every request it had.
 */
export async function startPriceFeed(answer: () => FeedAnswer = () => ({ status: 200, body: feedRates() })) {
  const authorizations: Array<string | undefined> = [];
  const server = createServer((request, response) => {
    authorizations.push(request.headers.authorization);
    const { status, body } = answer();
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/rates`,
    authorizations,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
