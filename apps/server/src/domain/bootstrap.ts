import { anyBroker, brokerExists, insertBroker } from '../db/brokers-queries.ts';
import type { Store } from '../deps.ts';
import { systemClock } from '../deps.ts';
import { newId } from './crypto.ts';
import { type IssuedKey, newKeyStatement } from './keys/api-keys.ts';
import { serviceClock } from './sandbox/clock.ts';
import { type NewUser, newUserStatements } from './users/create-user.ts';

/** A new broker's clock: offset 0 (its jobs and deliveries are due on the real time). */
const newBrokerClock = serviceClock(systemClock);

/**
 * A new tenant for the sandbox: a broker, its approved business caller user (terms accepted, MX),
 * and one key per role, written in one commit (all or nothing). Used on first start and by the sandbox
 * broker operation.
 */
export async function createSandboxTenant(
  store: Store,
  at: Date,
  options: { name?: string; writeKey?: string; brokerId?: string } = {},
) {
  const name = options.name ?? 'Sandbox broker';
  const brokerId = options.brokerId ?? newId('brk', at);
  const user = await newUserStatements(
    { store, clock: newBrokerClock },
    brokerId,
    {
      country: 'MX',
      email: `operations+${brokerId.slice(-8).toLowerCase()}@sandbox.cambio.dev`,
      phoneNumber: '+525500000000',
      userType: 'business',
      businessName: name,
      address: {
        street1: 'Av. Paseo de la Reforma 222',
        city: 'Ciudad de México',
        state: 'CDMX',
        country: 'MX',
        postalCode: '06600',
      },
    },
    at,
    { onboardingStatus: 'approved', acceptedTerms: true },
  );
  const userId = user.id;
  const issue = (role: 'read' | 'createAndModify', value?: string) =>
    newKeyStatement(store, { brokerId, userId, role, label: `sandbox ${role}`, mode: 'sandbox', at, value });
  const read = await issue('read');
  const write = await issue('createAndModify', options.writeKey);
  await store.commit([
    insertBroker(store, { id: brokerId, name, mode: 'sandbox', createdAt: at.toISOString() }),
    ...user.statements,
    read.statement,
    write.statement,
  ]);
  const keys: [IssuedKey, IssuedKey] = [read.issued, write.issued];
  return { brokerId, userId, keys };
}

/** The first tenant's fixed broker id: two isolates starting together cannot both create it. */
export const firstBrokerId = 'brk_sandbox';

/** On an empty database in sandbox mode: the first tenant and its keys, to print once. */
export async function bootstrapSandbox(store: Store, at: Date, writeKey?: string) {
  if (await anyBroker(store)) return undefined;
  try {
    return await createSandboxTenant(store, at, { writeKey, brokerId: firstBrokerId });
  } catch (error) {
    // Another process committed the first tenant meanwhile (same broker id, one commit): it prints the keys.
    if (await brokerExists(store, firstBrokerId)) return undefined;
    throw error;
  }
}

/** `init` on a database that already has a broker: said in one line by the keys command. */
export class NotEmptyError extends Error {}

/**
 * The operator's first day on an empty production database: the first broker (mode production), its operator
 * user (a business, approved in its country, terms accepted: the one that approves the next users) and a live
 * createAndModify key, in one commit. Refused once the database has a broker.
 */
export async function createProductionTenant(
  store: Store,
  at: Date,
  input: { name: string; operator: Omit<NewUser, 'userType' | 'businessName'> },
) {
  const existing = await anyBroker(store);
  if (existing) {
    throw new NotEmptyError(
      `the database already has a broker (${existing.id}, ${existing.mode}): init makes the first one only; \`npm run keys -- create\` makes more keys`,
    );
  }
  const brokerId = newId('brk', at);
  const user = await newUserStatements(
    { store, clock: newBrokerClock },
    brokerId,
    { ...input.operator, userType: 'business', businessName: input.name },
    at,
    { onboardingStatus: 'approved', acceptedTerms: true },
  );
  const key = await newKeyStatement(store, {
    brokerId,
    userId: user.id,
    role: 'createAndModify',
    label: 'operator',
    mode: 'production',
    at,
  });
  await store.commit([
    insertBroker(store, { id: brokerId, name: input.name, mode: 'production', createdAt: at.toISOString() }),
    ...user.statements,
    key.statement,
  ]);
  return { brokerId, userId: user.id, key: key.issued };
}
