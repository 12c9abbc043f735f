import { addressRefusal, literalAddress } from './address-guard.ts';

export type Mode = 'sandbox' | 'production';

export type WebhookUrlResult = { ok: true; url: string } | { ok: false; problem: string };

export const WEBHOOK_URL_MAX_LENGTH = 2048;

/**
 * The rules a delivery target must follow. Sandbox accepts `http` and private hosts so that a developer
 * can receive deliveries on their own machine; production accepts neither (address-guard.ts says which
 * addresses each mode takes). Only literal hosts and names of this machine are checked here: resolving
 * names is not possible in every runtime, so the Node runtime resolves them at registration as a courtesy
 * and checks the resolved addresses again, as the guarantee, when a delivery connects
 * (node/webhook-transport.ts).
 */
export function checkWebhookUrl(input: string, mode: Mode): WebhookUrlResult {
  if (input.length > WEBHOOK_URL_MAX_LENGTH) {
    return { ok: false, problem: `must be at most ${WEBHOOK_URL_MAX_LENGTH} characters` };
  }
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    return { ok: false, problem: 'must be an absolute URL' };
  }
  const allowed = mode === 'production' ? ['https:'] : ['https:', 'http:'];
  if (!allowed.includes(url.protocol)) {
    return { ok: false, problem: mode === 'production' ? 'must use https' : 'must use https or http' };
  }
  if (url.username !== '' || url.password !== '') {
    return { ok: false, problem: 'must not contain a user name or password' };
  }
  if (url.hostname === '') return { ok: false, problem: 'must name a host' };
  const problem = hostProblem(url.hostname, mode);
  if (problem) return { ok: false, problem };
  return { ok: true, url: input };
}

/** What is wrong with a literal or local host in `mode`, said as the 400's problem; undefined when nothing is. */
function hostProblem(hostname: string, mode: Mode): string | undefined {
  if (mode === 'production' && isLocalName(hostname)) {
    return `must target a public unicast address: ${hostname} names this machine`;
  }
  const address = literalAddress(hostname);
  const why = address === undefined ? undefined : addressRefusal(address, mode);
  if (why === undefined) return undefined;
  return mode === 'production'
    ? `must target a public unicast address: ${address} is ${why}`
    : `must not target a link-local or cloud metadata address: ${address} is ${why}`;
}

/** `localhost` and its subdomains, which can only mean this machine (RFC 6761). */
function isLocalName(hostname: string): boolean {
  const host = hostname.replace(/\.$/, '');
  return host === 'localhost' || host.endsWith('.localhost');
}
