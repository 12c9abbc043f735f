import { violatesUnique } from '../db/store.ts';

// The unique indexes of the references a change draws for banks to quote (orders' payment references,
// bulk payments' references).
const referenceColumns = ['orders.payment_reference', 'bulk_bank_payments.reference'];
const attempts = 3;

/**
 * Runs `change` again, with references drawn anew, when the unique index of one it drew refused it. Drawn at
 * random, a reference can repeat a stored one: orders' payment references on D1 (where isolates write
 * concurrently; 50 bits, about a 4 % chance of one repeat in 10 million orders) and bulk payments' references
 * on every store (45 bits, about 1.4 repeats expected in 10 million). Without this, that change failed with 409.
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
