import { eq } from 'drizzle-orm';
import { brokers } from '../db/schema.ts';
import type { Store } from '../deps.ts';
import { newId } from './crypto.ts';
import { type IssuedKey, newKeyStatement } from './keys/api-keys.ts';
import { type NewUser, newUserStatements } from './users/create-user.ts';

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
    store,
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
    store.db.insert(brokers).values({ id: brokerId, name, mode: 'sandbox', createdAt: at.toISOString() }),
    ...user.statements,
    read.statement,
    write.statement,
  ]);
  const keys: [IssuedKey, IssuedKey] = [read.issued, write.issued];
  return { brokerId, userId, keys };
}

/** The first tenant's fixed broker id: two isolates starting together cannot both create it. */
const firstBrokerId = 'brk_sandbox';

/** On an empty database in sandbox mode: the first tenant and its keys, to print once. */
export async function bootstrapSandbox(store: Store, at: Date, writeKey?: string) {
  const existing = await store.db.select({ id: brokers.id }).from(brokers).limit(1);
  if (existing.length > 0) return undefined;
  try {
    return await createSandboxTenant(store, at, { writeKey, brokerId: firstBrokerId });
  } catch (error) {
    // Another process committed the first tenant meanwhile (same broker id, one commit): it prints the keys.
    const winner = await store.db
      .select({ id: brokers.id })
      .from(brokers)
      .where(eq(brokers.id, firstBrokerId));
    if (winner.length > 0) return undefined;
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
  const existing = await store.db.select({ id: brokers.id, mode: brokers.mode }).from(brokers).limit(1);
  if (existing[0]) {
    throw new NotEmptyError(
      `the database already has a broker (${existing[0].id}, ${existing[0].mode}): init makes the first one only; \`npm run keys -- create\` makes more keys`,
    );
  }
  const brokerId = newId('brk', at);
  const user = await newUserStatements(
    store,
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
    store.db
      .insert(brokers)
      .values({ id: brokerId, name: input.name, mode: 'production', createdAt: at.toISOString() }),
    ...user.statements,
    key.statement,
  ]);
  return { brokerId, userId: user.id, key: key.issued };
}
