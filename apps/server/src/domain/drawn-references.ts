import { violatesUnique } from '../db/store.ts';

// The unique indexes of the references a change draws for banks to quote (orders' payment references,
// bulk payments' references).
const referenceColumns = ['orders.payment_reference', 'bulk_bank_payments.reference'];
const attempts = 3;

/**
 * Runs `change` again, with references drawn anew, when the unique index of one it drew refused it. A
 * reference can repeat a stored one: orders' payment references made at once by two processes (Worker
 * isolates; a random start within each 32 ms, domain/crypto.ts timeOrderedCode) and bulk payments' random
 * references on every store (45 bits, about 1.4 repeats expected in 10 million). Without this, that change
 * failed with 409.
 */
export async function withFreshReferences<T>(change: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await change();
    } catch (error) {
      const taken = referenceColumns.some((column) => violatesUnique(error, column));
      if (!taken || attempt >= attempts) throw error;
    }
  }
}
