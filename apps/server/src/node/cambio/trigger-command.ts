// `cambio trigger <outcome> <resource id>`: the sandbox's outcome operations, the one to call chosen by the
// id's prefix (the prefixes the server gives its ids: domain/crypto.ts newId). The server checks the outcome
// and says the path to it when it cannot be reached from where the resource is.
import type { components } from '@cambio/contract';
import {
  CommandError,
  columns,
  type OptionValues,
  runServerCommand,
  type ServerCall,
} from './server-command.ts';

type Schemas = components['schemas'];

export const triggerUsage = `usage: cambio trigger <outcome> <resource id> --key <key> [--url <url>] [--country <XX>] [--json]

Drives a resource of the key's broker to a status (outcome), step by step through the same code as the
real occurrence, each step with its event and webhooks (docs/sandbox.md, "Every outcome on demand"):

  ord_…   an order                 to an OrderStatus, e.g. complete, refundComplete, expired
  bbp_…   a bulk bank payment      to a BulkBankPaymentStatus, e.g. insufficientAmountReceived
  bpo_…   a bulk bank payout       to a BulkBankPayoutStatus, e.g. complete, failed
  usr_…   a user's onboarding      to an OnboardingStatus, e.g. approved, review, failed

  --key <key>       an API key of the broker, role createAndModify
  --url <url>       the server (default http://127.0.0.1:8787)
  --country <XX>    users only: the onboarding's country (default: the country the user started with)
  --json            the server's answer (the resource as its GET returns it) as JSON, for scripts
  --help            this text

An outcome that cannot be reached from the resource's status answers 409 code 51, whose message names the
path that reaches it. Sandbox servers only: a production server answers 404 code 13. Exit codes: 0 done,
1 refused by the server (its error printed) or not reachable, 2 a mistake in the command line.`;

type Status = { status: string };

/** The outcome operation of each id prefix, and the resource's status as a table for people. */
const resources: Record<string, { path: string; show: (answer: never) => string }> = {
  ord: { path: '/api/sandbox/orders', show: (order: Schemas['Order']) => statusTable('order', order) },
  bbp: {
    path: '/api/sandbox/payments/bank/bulk',
    show: (payment: Schemas['BulkBankPayment']) => statusTable('bulk bank payment', payment),
  },
  bpo: {
    path: '/api/sandbox/payouts/bank/bulk',
    show: (payout: Schemas['BulkBankPayout']) => statusTable('bulk bank payout', payout),
  },
  usr: { path: '/api/sandbox/users', show: onboardingTable },
};

function triggerCall(positionals: string[], { country }: OptionValues): ServerCall {
  const usage = (problem: string) => new CommandError(problem, 2);
  const [outcome, id, ...extra] = positionals;
  if (extra.length > 0) throw usage(`unexpected ${extra.join(' ')}`);
  if (outcome === undefined || id === undefined) throw usage('trigger needs an outcome and a resource id');
  const [prefix = ''] = id.split('_', 1);
  const resource = Object.hasOwn(resources, prefix) ? resources[prefix] : undefined;
  if (resource === undefined || prefix === id) {
    throw usage(
      `"${id}" is not an order (ord_…), bulk bank payment (bbp_…), bulk bank payout (bpo_…) or user (usr_…)`,
    );
  }
  if (country !== undefined && prefix !== 'usr') throw usage('--country is for a user (usr_…) only');
  const body = country === undefined ? { outcome } : { outcome, country };
  const path = `${resource.path}/${encodeURIComponent(id)}/outcome`;
  return { call: { method: 'POST', path, body }, show: resource.show };
}

/** Runs `cambio trigger` (`fetch` injectable for tests); returns what to print. */
export function runTriggerCommand(args: string[], send: typeof fetch = fetch): Promise<string> {
  const options = { country: { type: 'string' } } as const;
  return runServerCommand({ usage: triggerUsage, options, callOf: triggerCall }, args, send);
}

function statusTable(kind: string, resource: Status & { id: string }): string {
  return columns([
    [kind, resource.id],
    ['status', resource.status],
  ]);
}

/** The user and the status of its onboarding in each country. */
function onboardingTable(user: Schemas['User']): string {
  const countries = Object.entries(user.onboarding ?? {}).map(([country, onboarding]): [string, string] => [
    `onboarding ${country}`,
    (onboarding as Status).status,
  ]);
  return columns([['user', user.id], ...countries]);
}
