import type { BankAccount } from '@cambio/client';
import { describe, expect, it } from 'vitest';
import { expectError, expectInvalid, totalCount } from '../src/harness/assertions.ts';
import { validClabe, withWrongCheckDigit } from '../src/harness/fixtures.ts';
import { resolveTarget } from '../src/harness/target.ts';
import { createUser, newTenant } from '../src/harness/tenant.ts';

// Bank accounts: add, list and get (extensions), delete (spec 4.16: createAndModify and an approved caller).
const tenant = await newTenant(await resolveTarget());
const missingAccount = 'bac_01JD3ZE2F3G4H5J6K7M8N9P0Q1';
const holder = 'Ana García Pérez';

const add = (body: unknown) => tenant.call<BankAccount>({ method: 'POST', path: '/api/bank/accounts', body });
const get = (id: string) =>
  tenant.call<BankAccount>({ method: 'GET', path: `/api/bank/accounts/${id}`, key: tenant.readKey });
const remove = (id: string) => tenant.call({ method: 'DELETE', path: `/api/bank/accounts/${id}` });
const list = (query = '') =>
  tenant.call<BankAccount[]>({ method: 'GET', path: `/api/bank/accounts${query}`, key: tenant.readKey });
const mexican = (userId: string, CLABE = validClabe()) => ({
  userId,
  country: 'MX',
  fiat: 'MXN',
  accountHolderName: holder,
  CLABE,
});

const nullIdentifiers = {
  CLABE: null,
  CCI: null,
  accountNumber: null,
  routingNumber: null,
  accountType: null,
};

describe('createBankAccount', () => {
  it('adds a Mexican peso account with a valid CLABE; the bank name comes from the CLABE', async () => {
    const userId = await createUser(tenant);
    const body = mexican(userId);
    const created = await add(body);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...nullIdentifiers, ...body, id: expect.stringMatching(/^bac_/) });
    expect(created.body.bankName.length).toBeGreaterThan(0);
    expect((await get(created.body.id)).body).toEqual(created.body);
  });

  it('adds the account of each country with the identifiers it needs; the others are null', async () => {
    const userId = await createUser(tenant);
    const accounts = [
      { country: 'PE', fiat: 'PEN', bankName: 'Banco de Crédito del Perú', CCI: '00219300123456789012' },
      {
        country: 'CO',
        fiat: 'COP',
        bankName: 'Bancolombia',
        accountNumber: '0012345678',
        accountType: 'savings',
      },
      {
        country: 'CO',
        fiat: 'USD',
        bankName: 'JPMorgan Chase Bank',
        accountNumber: '000123456789',
        routingNumber: '021000021',
      },
      {
        country: 'MX',
        fiat: 'USD',
        bankName: 'JPMorgan Chase Bank',
        accountNumber: '000987654321',
        routingNumber: '021000021',
      },
    ];
    for (const account of accounts) {
      const created = await add({ userId, accountHolderName: holder, ...account });
      expect(created.status, JSON.stringify(account)).toBe(201);
      expect(created.body).toMatchObject({ ...nullIdentifiers, ...account, userId });
    }
  });

  it('refuses a CLABE whose check digit does not match (422 code 33)', async () => {
    const userId = await createUser(tenant);
    const result = await add(mexican(userId, withWrongCheckDigit(validClabe())));
    expectError(result, 'invalidBankAccount');
    expect(result.body).toMatchObject({ errors: [{ message: expect.stringMatching(/check digit/i) }] });
  });

  it('refuses identifiers that do not fit the country and currency (422 code 33)', async () => {
    const userId = await createUser(tenant);
    const cases = [
      { country: 'MX', fiat: 'MXN', CCI: '00219300123456789012', bankName: 'BBVA' },
      { country: 'MX', fiat: 'MXN', bankName: 'BBVA' },
      { country: 'PE', fiat: 'COP', CCI: '00219300123456789012', bankName: 'BCP' },
      { country: 'CO', fiat: 'COP', accountNumber: '0012345678', bankName: 'Bancolombia' },
      { country: 'CO', fiat: 'COP', accountNumber: '12345', accountType: 'savings', bankName: 'Bancolombia' },
      {
        country: 'CO',
        fiat: 'USD',
        accountNumber: '000123456789',
        routingNumber: '021000022',
        bankName: 'Chase',
      },
      // Bank code 999 is not a listed Peruvian bank, so bankName cannot be derived and is required.
      { country: 'PE', fiat: 'PEN', CCI: '99919300123456789012' },
    ];
    for (const account of cases) {
      expectError(await add({ userId, accountHolderName: holder, ...account }), 'invalidBankAccount');
    }
  });

  it('refuses fields of the wrong type or format, naming the field', async () => {
    const userId = await createUser(tenant);
    const valid = mexican(userId);
    const cases: [unknown, string][] = [
      [{ ...valid, CLABE: '01218000123456789' }, 'body.CLABE'],
      [{ ...valid, CLABE: 12180001 }, 'body.CLABE'],
      [{ ...valid, country: 'AR' }, 'body.country'],
      [{ ...valid, fiat: 'EUR' }, 'body.fiat'],
      [{ ...valid, accountHolderName: '' }, 'body.accountHolderName'],
      [{ ...valid, iban: 'ES91 2100 0418 4502 0005 1332' }, 'body.iban'],
      [{ ...valid, userId: undefined }, 'body.userId'],
    ];
    for (const [body, field] of cases) expectInvalid(await add(body), field);
  });

  it('refuses the same identifier twice for one user (409 code 35) and answers 404 code 1 for an unknown user', async () => {
    const userId = await createUser(tenant);
    const body = mexican(userId);
    expect((await add(body)).status).toBe(201);
    expectError(await add(body), 'duplicateResource');
    expectError(await add(mexican('usr_01JD3Z8Q4W9YB2C6M5N7P8R1ST')), 'userNotFound');
  });
});

describe('listBankAccounts and getBankAccount', () => {
  it('lists newest first, filters by user, pages with X-Total-Count', async () => {
    const userId = await createUser(tenant);
    const ids: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      ids.unshift((await add(mexican(userId))).body.id);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const all = await list(`?userId=${userId}`);
    expect(all.body.map((account) => account.id)).toEqual(ids);
    expect(totalCount(all)).toBe(3);
    const page = await list(`?userId=${userId}&limit=1&page=3`);
    expect(page.body.map((account) => account.id)).toEqual([ids[2]]);
    expect(totalCount(page)).toBe(3);
    expect(totalCount(await list())).toBeGreaterThanOrEqual(3);
    expect((await list('?userId=usr_01JD3Z8Q4W9YB2C6M5N7P8R1ST')).body).toEqual([]);
    expectInvalid(await list('?limit=500'), 'query.limit');
  });

  it('answers 404 code 5 for an unknown account', async () => {
    expectError(await get(missingAccount), 'bankAccountNotFound');
  });
});

describe('deleteBankAccount', () => {
  it('answers 204 without a body, then the account is gone (404 code 5)', async () => {
    const userId = await createUser(tenant);
    const created = await add(mexican(userId));
    const deleted = await remove(created.body.id);
    expect(deleted.status).toBe(204);
    expect(deleted.body).toBeUndefined();
    expectError(await get(created.body.id), 'bankAccountNotFound');
    expectError(await remove(created.body.id), 'bankAccountNotFound');
    expect((await list(`?userId=${userId}`)).body).toEqual([]);
  });

  it('answers 404 code 5 for an unknown account', async () => {
    expectError(await remove(missingAccount), 'bankAccountNotFound');
  });
});
