import { allowedAddress, literalAddress } from './address-guard.ts';

export type Mode = 'sandbox' | 'production';

export type WebhookUrlResult = { ok: true; url: string } | { ok: false; problem: string };

export const WEBHOOK_URL_MAX_LENGTH = 2048;

/**
 * The rules a delivery target must follow. Sandbox accepts `http` and private hosts so that a developer
 * can receive deliveries on their own machine; production accepts neither. Only literal hosts are
 * checked here: resolving names is not possible in every runtime, so the Node runtime checks the resolved
 * address again when a delivery connects (node/webhook-transport.ts).
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
  if (mode === 'production' && isPrivateHost(url.hostname)) {
    return { ok: false, problem: 'must not target a private, loopback, link-local or reserved address' };
  }
  const address = literalAddress(url.hostname);
  if (address !== undefined && !allowedAddress(address, mode)) {
    return { ok: false, problem: 'must not target a link-local or cloud metadata address' };
  }
  return { ok: true, url: input };
}

/**
 * Names that can only mean this machine, and IP literals outside public unicast (address-guard.ts). Other
 * names are resolved when a delivery is sent, and their addresses checked then.
 */
export function isPrivateHost(hostname: string): boolean {
  const host = hostname.replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  const address = literalAddress(host);
  return address !== undefined && !allowedAddress(address, 'production');
}
