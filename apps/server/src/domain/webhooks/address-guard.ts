import ipaddr from 'ipaddr.js';

/**
 * Whether a delivery may connect to this IP address in production mode: public unicast only. Loopback,
 * private, link-local (with the cloud metadata address 169.254.169.254), unique-local (fd00:ec2::254),
 * shared CGNAT, multicast, unspecified and reserved ranges are refused; IPv4-mapped IPv6 addresses are
 * judged as the IPv4 address they carry.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

/** `hostname` as the URL parser gives it (IPv6 in brackets), if it is an IP address. */
export function literalAddress(hostname: string): string | undefined {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  return ipaddr.isValid(bare) ? bare : undefined;
}
