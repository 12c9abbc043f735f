export type Mode = 'sandbox' | 'production';

export type WebhookUrlResult = { ok: true; url: string } | { ok: false; problem: string };

export const WEBHOOK_URL_MAX_LENGTH = 2048;

/**
 * The rules a delivery target must follow. Sandbox accepts `http` and private hosts so that a developer
 * can receive deliveries on their own machine; production accepts neither. Only literal hosts are
 * checked: resolving names is not possible in every runtime, so delivery has to check the resolved
 * address again before it connects.
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
    return { ok: false, problem: 'must not target a private, loopback or link-local address' };
  }
  return { ok: true, url: input };
}

/** `hostname` as the URL parser gives it: lower case, IPv4 in dotted form, IPv6 in brackets. */
export function isPrivateHost(hostname: string): boolean {
  const host = hostname.replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (host.startsWith('[') && host.endsWith(']')) return isPrivateIpv6(host.slice(1, -1));
  const ipv4 = parseIpv4(host);
  return ipv4 !== undefined && isPrivateIpv4(ipv4);
}

function parseIpv4(host: string): number[] | undefined {
  const parts = host.split('.');
  if (parts.length !== 4 || !parts.every((part) => /^[0-9]{1,3}$/.test(part))) return undefined;
  const octets = parts.map(Number);
  return octets.every((octet) => octet <= 255) ? octets : undefined;
}

function isPrivateIpv4([a = 0, b = 0]: number[]): boolean {
  return (
    a === 0 || // "this network", 0.0.0.0 reaches the local host
    a === 10 ||
    a === 127 ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168)
  );
}

/** The eight 16-bit groups of an IPv6 address, or undefined. */
function parseIpv6(address: string): number[] | undefined {
  let text = address;
  const dotted = text.match(/^(.*:)([0-9]+\.[0-9.]+)$/);
  if (dotted) {
    const ipv4 = parseIpv4(dotted[2] ?? '');
    if (!ipv4) return undefined;
    const [a = 0, b = 0, c = 0, d = 0] = ipv4;
    text = `${dotted[1]}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return undefined;
  const groups = (part: string | undefined) => (part ? part.split(':') : []);
  const head = groups(halves[0]);
  const tail = groups(halves[1]);
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined;
  const all = [...head, ...Array<string>(halves.length === 1 ? 0 : missing).fill('0'), ...tail];
  if (!all.every((group) => /^[0-9a-f]{1,4}$/i.test(group))) return undefined;
  return all.map((group) => Number.parseInt(group, 16));
}

function isPrivateIpv6(address: string): boolean {
  const groups = parseIpv6(address);
  if (!groups) return false;
  const [first = 0] = groups;
  const upperZero = groups.slice(0, 5).every((group) => group === 0);
  if (upperZero && groups[5] === 0 && groups[6] === 0 && (groups[7] === 0 || groups[7] === 1)) return true; // ::, ::1
  if (upperZero && groups[5] === 0xffff) {
    // IPv4-mapped: the IPv4 rules apply to the embedded address.
    const high = groups[6] ?? 0;
    const low = groups[7] ?? 0;
    return isPrivateIpv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
  }
  return (first & 0xfe00) === 0xfc00 || (first & 0xffc0) === 0xfe80; // fc00::/7 unique local, fe80::/10 link-local
}
