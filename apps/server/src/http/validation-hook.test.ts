import { withCrossFieldRules } from '@cambio/contract/cross-field-rules';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../errors.ts';
import { maxFieldErrors, validationHook, validationHookFor } from './validation-hook.ts';

/** The error body the hook's refusal of `value` answers (the hook of a route whose JSON body is `body`). */
function refusal(schema: z.ZodType, value: unknown, target = 'json', body?: z.ZodType) {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a refusal');
  const hook = body ? validationHookFor(body) : validationHook;
  try {
    hook({ success: false, error: result.error, target, data: value });
  } catch (error) {
    if (error instanceof ApiError) return error.toBody().errors;
    throw error;
  }
  throw new Error('the hook did not throw');
}

describe('validationHook', () => {
  it('gives each field at fault an entry of its own, in the schema order, the first problem of each', () => {
    const schema = z.strictObject({
      email: z.email(),
      code: z.string().min(3).regex(/^x/),
      count: z.number().int(),
    });
    expect(refusal(schema, { email: 'nope', code: 'ab', count: 1.5, extra: true, more: 1 })).toEqual([
      { code: 9, field: 'body.email', message: 'Invalid request: body.email must be a valid email' },
      {
        code: 9,
        field: 'body.code',
        message: 'Invalid request: body.code must have at least 3 characters',
      },
      { code: 9, field: 'body.count', message: 'Invalid request: body.count must be an integer' },
      { code: 9, field: 'body.extra', message: 'Invalid request: body.extra is not a known field' },
      { code: 9, field: 'body.more', message: 'Invalid request: body.more is not a known field' },
    ]);
  });

  it("words a document's rule between fields with its own problem, at the field it names", () => {
    const schema = withCrossFieldRules(
      z.strictObject({ reference: z.string().optional(), depositAddress: z.string().optional() }),
      {
        oneOf: [{ required: ['reference'] }, { required: ['depositAddress'] }],
      },
    );
    expect(refusal(schema, { reference: 'a', depositAddress: 'b' })).toEqual([
      {
        code: 9,
        field: 'body.depositAddress',
        message:
          'Invalid request: body.depositAddress is not allowed with reference: give exactly one of reference, depositAddress',
      },
    ]);
  });

  it('words a union of whole forms (oneOf) through its closest form, naming the fields at fault', () => {
    const byReference = z.strictObject({ reference: z.string(), amount: z.number() });
    const byAddress = z.strictObject({
      depositAddress: z.string(),
      memo: z.string().optional(),
      amount: z.number(),
    });
    const deposit = z.union([byReference, byAddress]);
    const fields = (value: unknown) => refusal(deposit, value).map((entry) => entry.message);
    expect(fields({ amount: 1 })).toEqual(['Invalid request: body.reference is required']);
    expect(fields({ reference: 'a', depositAddress: 'b', amount: 1 })).toEqual([
      'Invalid request: body.depositAddress is not allowed with reference',
    ]);
    expect(fields({ reference: 'a', amount: 1, extra: true })).toEqual([
      'Invalid request: body.extra is not a known field',
    ]);
    expect(fields({ depositAddress: 'b', amount: 'ten' })).toEqual([
      'Invalid request: body.amount must be a number',
    ]);
  });

  it('words a field of the form a discriminator did not pick by the form it picked', () => {
    const individual = z.strictObject({
      userType: z.literal('individual'),
      firstName: z.string(),
      alias: z.string().optional(),
    });
    const business = z.strictObject({ userType: z.literal('business'), businessName: z.string() });
    const user = z.discriminatedUnion('userType', [individual, business]);
    const messages = (schema: z.ZodType, value: unknown) =>
      refusal(schema, value, 'json', schema).map((entry) => entry.message);
    expect(messages(user, { userType: 'individual', firstName: 'Ana', businessName: 'Norte' })).toEqual([
      'Invalid request: body.businessName is not allowed when userType is individual',
    ]);
    expect(messages(user, { userType: 'business', businessName: 'Norte', alias: 'N', extra: 1 })).toEqual([
      'Invalid request: body.alias is not allowed when userType is business',
      'Invalid request: body.extra is not a known field',
    ]);
    // Nested in an object and an array, and behind a plain union.
    const nested = z.strictObject({ people: z.array(z.union([user, z.string()])).optional() });
    const value = { people: [{ userType: 'business', businessName: 'Norte', firstName: 'Ana' }] };
    expect(messages(nested, value)).toEqual([
      'Invalid request: body.people.0.firstName is not allowed when userType is business',
    ]);
    // Only a JSON body has forms: the same key in the query is unknown.
    expect(refusal(user, { userType: 'business', businessName: 'N', firstName: 'A' }, 'query', user)).toEqual(
      [
        {
          code: 9,
          field: 'query.firstName',
          message: 'Invalid request: query.firstName is not a known field',
        },
      ],
    );
  });

  it(`answers at most ${maxFieldErrors} entries`, () => {
    const unknown = Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`field${i}`, i]));
    const entries = refusal(z.strictObject({}), unknown);
    expect(entries).toHaveLength(maxFieldErrors);
    expect(entries[0]).toMatchObject({ field: 'body.field0' });
  });

  it('lists the allowed values of an enumeration, of a union of enumerations and of a discriminator', () => {
    const asset = z.union([z.enum(['USD', 'MXN']), z.enum(['USDC'])]);
    const typed = z.discriminatedUnion('type', [
      z.object({ type: z.literal('orders') }),
      z.object({ type: z.literal('users') }),
    ]);
    expect(refusal(z.object({ side: z.enum(['buy', 'sell']) }), { side: 'hold' }, 'query')).toEqual([
      { code: 9, field: 'query.side', message: 'Invalid request: query.side must be one of "buy", "sell"' },
    ]);
    expect(refusal(z.object({ asset }), { asset: 'BTC' })[0]?.message).toBe(
      'Invalid request: body.asset must be one of "USD", "MXN", "USDC"',
    );
    expect(refusal(typed, { type: 'payments' })[0]).toEqual({
      code: 9,
      field: 'body.type',
      message: 'Invalid request: body.type must be one of "orders", "users"',
    });
  });
});
