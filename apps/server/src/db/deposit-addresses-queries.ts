import { and, eq, inArray } from 'drizzle-orm';
import type { Statement, Store } from '../deps.ts';
import { depositAddressAssignments } from './schema.ts';

/** Which of `addresses` (at most 500: SQLite's bound values) are handed out already on `network`. */
export async function takenDepositAddresses(
  store: Store,
  network: string,
  addresses: string[],
): Promise<Set<string>> {
  const taken = await store.db
    .select({ address: depositAddressAssignments.address })
    .from(depositAddressAssignments)
    .where(
      and(
        eq(depositAddressAssignments.network, network),
        inArray(depositAddressAssignments.address, addresses),
      ),
    );
  return new Set(taken.map((row) => row.address));
}

/** The address handed to the order, for good (its primary key refuses a second hand-out). */
export function assignDepositAddress(
  store: Store,
  assignment: typeof depositAddressAssignments.$inferInsert,
): Statement {
  return store.db.insert(depositAddressAssignments).values(assignment);
}
