import type { CryptoAddress } from '@cambio/client';
import { describe, expect, it } from 'vitest';
import { expectError, expectInvalid, totalCount } from '../src/harness/assertions.ts';
import {
  brokenChecksum,
  knownAddresses,
  lowercaseEvmAddress,
  solanaAddress,
} from '../src/harness/fixtures.ts';
import { resolveTarget } from '../src/harness/target.ts';
import { createUser, newTenant } from '../src/harness/tenant.ts';

// Crypto addresses (extensions): add with a per-network check, list and get.
const tenant = await newTenant(await resolveTarget());
const missingAddress = 'adr_01JD3ZF4G5H6J7K8M9N0P1Q2R3';

const add = (body: unknown) => tenant.call<CryptoAddress>({ method: 'POST', path: '/api/addresses', body });
const get = (id: string) =>
  tenant.call<CryptoAddress>({ method: 'GET', path: `/api/addresses/${id}`, key: tenant.readKey });
const list = (query = '') =>
  tenant.call<CryptoAddress[]>({ method: 'GET', path: `/api/addresses${query}`, key: tenant.readKey });

describe('createCryptoAddress', () => {
  it('adds a valid address of every network kind', async () => {
    const userId = await createUser(tenant);
    const cases = [
      { network: 'polygon', address: knownAddresses.evm[0], label: 'Treasury wallet' },
      { network: 'ethereum', address: knownAddresses.evm[1] },
      { network: 'solana', address: knownAddresses.solana },
      { network: 'solana', address: solanaAddress() },
      { network: 'stellar', address: knownAddresses.stellar, memo: '4242' },
      { network: 'stellar', address: knownAddresses.stellar },
      { network: 'tron', address: knownAddresses.tron },
    ];
    for (const body of cases) {
      const created = await add({ userId, ...body });
      expect(created.status, JSON.stringify(body)).toBe(201);
      expect(created.body).toMatchObject({
        memo: null,
        label: null,
        ...body,
        userId,
        id: expect.stringMatching(/^adr_/),
      });
      expect((await get(created.body.id)).body).toEqual(created.body);
    }
  });

  it('answers an EVM address given in lower case in its EIP-55 checksummed form', async () => {
    const userId = await createUser(tenant);
    const address = lowercaseEvmAddress();
    const created = await add({ userId, network: 'base', address });
    expect(created.status).toBe(201);
    expect(created.body.address.toLowerCase()).toBe(address);
    expect(created.body.address).not.toBe(address);
  });

  it('refuses an address that fails its network check (422 code 34)', async () => {
    const userId = await createUser(tenant);
    const cases = [
      { network: 'bsc', address: brokenChecksum(knownAddresses.evm[0] ?? '') },
      { network: 'polygon', address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeA' },
      { network: 'ethereum', address: knownAddresses.tron },
      { network: 'solana', address: 'abc' },
      { network: 'solana', address: `${knownAddresses.solana.slice(0, -1)}0` },
      { network: 'stellar', address: `${knownAddresses.stellar.slice(0, -1)}6` },
      { network: 'stellar', address: knownAddresses.solana },
      { network: 'tron', address: `${knownAddresses.tron.slice(0, -1)}u` },
      { network: 'tron', address: knownAddresses.evm[0] },
      { network: 'polygon', address: knownAddresses.evm[0], memo: '4242' },
      { network: 'stellar', address: knownAddresses.stellar, memo: 'ñ'.repeat(15) },
    ];
    for (const body of cases) {
      const result = await add({ userId, ...body });
      expectError(result, 'invalidCryptoAddress');
    }
  });

  it('refuses fields of the wrong type, naming the field', async () => {
    const userId = await createUser(tenant);
    const valid = { userId, network: 'polygon', address: knownAddresses.evm[0] };
    const cases: [unknown, string][] = [
      [{ ...valid, network: 'bitcoin' }, 'body.network'],
      [{ ...valid, address: 12 }, 'body.address'],
      [{ ...valid, address: '' }, 'body.address'],
      [{ ...valid, memo: 'x'.repeat(29) }, 'body.memo'],
      [{ ...valid, label: '' }, 'body.label'],
      [{ ...valid, tag: 'x' }, 'body.tag'],
      [{ network: 'polygon', address: knownAddresses.evm[0] }, 'body.userId'],
    ];
    for (const [body, field] of cases) expectInvalid(await add(body), field);
  });

  it('refuses the same network and address twice for one user (409 code 35), answers 404 code 1 for an unknown user', async () => {
    const userId = await createUser(tenant);
    const body = { userId, network: 'tron', address: knownAddresses.tron };
    expect((await add(body)).status).toBe(201);
    expectError(await add(body), 'duplicateResource');
    expectError(await add({ ...body, userId: 'usr_01JD3Z8Q4W9YB2C6M5N7P8R1ST' }), 'userNotFound');
  });
});

describe('listCryptoAddresses and getCryptoAddress', () => {
  it('lists newest first, filters by user and network, pages with X-Total-Count', async () => {
    const userId = await createUser(tenant);
    const ids: string[] = [];
    for (const network of ['polygon', 'solana', 'polygon'] as const) {
      const address = network === 'solana' ? solanaAddress() : lowercaseEvmAddress();
      ids.unshift((await add({ userId, network, address })).body.id);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const all = await list(`?userId=${userId}`);
    expect(all.body.map((address) => address.id)).toEqual(ids);
    expect(totalCount(all)).toBe(3);
    const polygon = await list(`?userId=${userId}&network=polygon`);
    expect(polygon.body.map((address) => address.id)).toEqual([ids[0], ids[2]]);
    expect(totalCount(polygon)).toBe(2);
    const page = await list(`?userId=${userId}&limit=2&page=2`);
    expect(page.body.map((address) => address.id)).toEqual([ids[2]]);
    expect((await list('?userId=usr_01JD3Z8Q4W9YB2C6M5N7P8R1ST')).body).toEqual([]);
    expectInvalid(await list('?network=bitcoin'), 'query.network');
  });

  it('answers 404 code 6 for an unknown address', async () => {
    expectError(await get(missingAddress), 'cryptoAddressNotFound');
  });
});
