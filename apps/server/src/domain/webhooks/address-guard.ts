import ipaddr from 'ipaddr.js';

type Mode = 'sandbox' | 'production';

/**
 * Whether a delivery may connect to this IP address. Production: public unicast only; loopback, private,
 * link-local (with the cloud metadata address 169.254.169.254), unique-local (with fd00:ec2::254), shared
 * CGNAT, multicast, unspecified, reserved and IPv4-compatible (::a.b.c.d) addresses are refused;
 * IPv4-mapped IPv6 addresses are judged as the IPv4 address they carry. Sandbox: a developer's own machine
 * and network are fine, link-local and metadata addresses never (a hosted sandbox must not read them).
 */
export function allowedAddress(address: string, mode: Mode): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  const range = parsed.range();
  if (mode === 'sandbox') return range !== 'linkLocal' && parsed.toNormalizedString() !== metadataV6;
  return range === 'unicast' && !ipv4Compatible(parsed);
}

const metadataV6 = ipaddr.parse('fd00:ec2::254').toNormalizedString();

/** `::a.b.c.d`, deprecated, reaches a.b.c.d on some systems; ipaddr.js counts it as unicast. */
function ipv4Compatible(address: ipaddr.IPv4 | ipaddr.IPv6): boolean {
  return address.kind() === 'ipv6' && (address as ipaddr.IPv6).parts.slice(0, 6).every((part) => part === 0);
}

/** `hostname` as the URL parser gives it (IPv6 in brackets), if it is an IP address. */
export function literalAddress(hostname: string): string | undefined {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  return ipaddr.isValid(bare) ? bare : undefined;
}
