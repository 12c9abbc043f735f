import { describe, expect, it } from 'vitest';
import { type CallResult, errorsOf } from '../src/harness/api.ts';
import { bodyViolations, type Violation } from '../src/harness/body-violations.ts';
import { type OperationEntry, operationEntries } from '../src/harness/document.ts';
import {
  bodyPointer,
  type Generated,
  generate,
  jsonBodySchema,
  type KnownIds,
  parametersOf,
  refusalProblem,
  toCall,
} from '../src/harness/generated-requests.ts';
import { mexicanAccount, order, payoutAddress, quote } from '../src/harness/money.ts';
import { Sampler } from '../src/harness/schema-sample.ts';
import { resolveTarget, targetName } from '../src/harness/target.ts';
import { newTenant } from '../src/harness/tenant.ts';
import { schemaProblems } from '../src/harness/validate-response.ts';
import { wrongQueryValuesFor } from '../src/harness/wrong-values.ts';

// Requests generated from the document (fast-check, seeded: CONTRACT_SEED replays a run): for every operation,
// requests valid per its schema with real ids of a seeded tenant never get a 400 the document does not list,
// and a request breaking one constraint gets 400 naming the field. Each failure names the operation, the
// request and the answer.
const seed = Number(process.env.CONTRACT_SEED ?? 20261127);
// About a minute per target: workerd on a loaded machine answers some 15 requests a second, in process 150.
const slow = targetName() !== 'node' && targetName() !== 'production';
const validPerOperation = Number(process.env.CONTRACT_GENERATED_RUNS ?? (slow ? 10 : 40));
const violationsPerOperation = slow ? 8 : 20;

// The sandbox clock is one for the whole service: moving it by drawn amounts would disturb the other files.
const notDrawn = new Set(['advanceSandboxClock']);

const tenant = await newTenant(await resolveTarget());
const addressId = await payoutAddress(tenant);
const bankAccountId = await mexicanAccount(tenant);
const priced = await quote(tenant, {
  country: 'MX',
  origin: { asset: 'MXN', amount: 1000 },
  destination: { asset: 'USDC', network: 'polygon' },
});
const booked = await order(
  tenant,
  (
    await quote(tenant, {
      country: 'MX',
      origin: { asset: 'MXN', amount: 1500 },
      destination: { asset: 'USDC', network: 'polygon' },
    })
  ).id,
  { addressId },
);
const webhook = await tenant.call<{ id: string }>({
  method: 'POST',
  path: '/api/webhooks',
  body: { type: 'orders', url: 'https://hooks.example.com/generated', retryOnFailure: false },
});
const events = await tenant.call<{ id: string }[]>({ method: 'GET', path: '/api/events?limit=1' });
const ids: KnownIds = {
  UserId: tenant.userId,
  UserIdQuery: tenant.userId,
  CryptoAddressId: addressId,
  BankAccountId: bankAccountId,
  QuoteId: priced.id,
  OrderId: booked.id,
  WebhookId: webhook.body.id,
  EventId: events.body[0]?.id ?? '',
};

function show(entry: OperationEntry, generated: Generated, result: CallResult): string {
  const request = toCall(entry, generated);
  const body = request.rawBody
    ? `multipart ${JSON.stringify(generated.multipart)}`
    : JSON.stringify(request.body);
  return `${entry.id}: ${request.method} ${request.path} headers ${JSON.stringify(request.headers)} body ${body}\n  answered ${result.status} ${JSON.stringify(result.body)}`;
}

let sent = 0;

/** Sends the request; a drawn Idempotency-Key gets a suffix of its own, or the key's first answer would come back. */
function send(entry: OperationEntry, generated: Generated): Promise<CallResult> {
  const key = generated.headers['Idempotency-Key'];
  const headers =
    key && /^[\x21-\x7E]/.test(key)
      ? { ...generated.headers, 'Idempotency-Key': `${key}.${seed}.${sent++}` }
      : generated.headers;
  return tenant.call(toCall(entry, { ...generated, headers }));
}

/** Violations of the request's query, path and Idempotency-Key, beside the body's. */
function violationsOf(entry: OperationEntry, generated: Generated): Violation[] {
  const out: Violation[] = [];
  for (const parameter of parametersOf(entry)) {
    const field = `${parameter.in === 'path' ? 'path' : parameter.in}.${parameter.name}`;
    if (parameter.in === 'query') {
      for (const wrong of wrongQueryValuesFor(parameter.schema))
        out.push({
          label: `${field} ${wrong.label}`,
          fields: [field],
          apply: (g) => ({ ...g, query: { ...g.query, [parameter.name]: wrong.value } }),
        });
    }
    if (parameter.in === 'path' && typeof parameter.schema.maxLength === 'number') {
      const long = 'x'.repeat(parameter.schema.maxLength + 1);
      out.push({
        label: `${field} too long`,
        fields: [field],
        apply: (g) => ({ ...g, path: { ...g.path, [parameter.name]: long } }),
      });
    }
    if (parameter.name === 'Idempotency-Key') {
      out.push({
        label: `${field} in Latin-1`,
        fields: [field],
        apply: (g) => ({ ...g, headers: { ...g.headers, [parameter.name]: `clé-${Math.random()}` } }),
      });
    }
  }
  const schema = jsonBodySchema(entry);
  return schema ? [...out, ...bodyViolations(schema, generated)] : out;
}

// Deletions last: they remove the seeded resources the other operations name.
const ordered = [...operationEntries].sort(
  (a, b) => Number(a.method === 'delete') - Number(b.method === 'delete'),
);

describe.each(ordered.map((entry) => [entry.id, entry] as const))(
  '%s, generated from the document',
  (_id, entry) => {
    const sampler = new Sampler(
      seed ^ [...entry.id].reduce((hash, char) => Math.imul(hash, 31) + char.charCodeAt(0), 7),
    );

    it.skipIf(notDrawn.has(entry.id))(
      'never refuses a request valid per the document with an unlisted 400',
      async () => {
        const problems: string[] = [];
        for (let run = 0; run < validPerOperation; run++) {
          const generated = generate(entry, sampler, ids);
          expect(generated, `${entry.id}: no valid body drawn in 20 tries (seed ${seed})`).toBeDefined();
          if (!generated) return;
          const result = await send(entry, generated);
          const problem = refusalProblem(entry, result);
          if (problem) problems.push(`${problem}\n  ${show(entry, generated, result)}`);
        }
        expect(problems.join('\n\n'), `seed ${seed}`).toBe('');
      },
    );

    it('answers 400 naming the field to a request breaking one constraint', async () => {
      const generated = generate(entry, sampler, ids);
      if (!generated) return;
      const violations = violationsOf(entry, generated);
      const chosen =
        violations.length <= violationsPerOperation
          ? violations
          : Array.from({ length: violationsPerOperation }, () => sampler.pick(violations));
      const problems: string[] = [];
      const pointer = bodyPointer(entry, 'application/json');
      for (const violation of chosen) {
        const broken = violation.apply(generated);
        // Leaving a field out can give a body of another form (`orderIds` out of a bulk payment that names
        // its user, fiat and country): valid per the document, so no violation.
        const bodyChanged = JSON.stringify(broken.body) !== JSON.stringify(generated.body);
        if (pointer && bodyChanged && schemaProblems(pointer, broken.body).length === 0) continue;
        const result = await send(entry, broken);
        const named = errorsOf(result).some((error) => error.field && violation.fields.includes(error.field));
        if (result.status !== 400 || !named)
          problems.push(
            `${violation.label}: expected 400 naming ${violation.fields.join(' or ')}\n  ${show(entry, broken, result)}`,
          );
      }
      expect(problems.join('\n\n'), `seed ${seed}`).toBe('');
    });
  },
);
