import ipaddr from 'ipaddr.js';

type Mode = 'sandbox' | 'production';
type Address = ipaddr.IPv4 | ipaddr.IPv6;

/**
 * Why a delivery may not connect to this IP address in `mode` ("loopback", "NAT64 of 169.254.169.254,
 * link-local", …), or undefined when it may. Ranges are ipaddr.js's `range()` names, not lists of our own.
 *
 * Production: public unicast only. IPv6 forms that carry an IPv4 address:
 * - IPv4-mapped `::ffff:a.b.c.d` is how sockets write IPv4: judged as a.b.c.d.
 * - NAT64 `64:ff9b::/96` is what DNS64 answers for IPv4-only hosts on an IPv6-only network: judged by the
 *   IPv4 address in its last 32 bits, which is where the gateway connects.
 * - Refused whole: local-use NAT64 `64:ff9b:1::/48` (the site picks where the IPv4 address sits, so it
 *   cannot be read back), 6to4 `2002::/16` (deprecated by RFC 7526, its relays withdrawn) and Teredo
 *   `2001::/32` (a NAT traversal tunnel for clients, never a server's address), IPv4-compatible `::a.b.c.d`
 *   (deprecated by RFC 4291), IPv4-translated `::ffff:0:a.b.c.d`. A receiver has a plain address instead.
 * - Other IPv6 unicast only inside 2000::/3, the one block IANA hands out as global unicast (ipaddr.js
 *   calls every address it has no name for unicast).
 *
 * Sandbox: a developer's own machine and network are fine, link-local and cloud metadata addresses never
 * (a hosted sandbox must not read them), also when an IPv6 form carries them; local-use NAT64 never, as
 * what it carries cannot be read back.
 */
export function addressRefusal(address: string, mode: Mode): string | undefined {
  const text = hexOnly(address);
  if (!ipaddr.isValid(text)) return 'not an IP address';
  const parsed = ipaddr.process(text);
  return mode === 'production' ? productionRefusal(parsed) : sandboxRefusal(parsed);
}

export function allowedAddress(address: string, mode: Mode): boolean {
  return addressRefusal(address, mode) === undefined;
}

/**
 * ipaddr.js reads `::a.b.c.d` as `::ffff:a.b.c.d` (IPv4-mapped), though it is IPv4-compatible (RFC 4291), and
 * resolvers write IPv4-compatible addresses so; the WHATWG URL parser writes every IPv6 address in hex.
 */
function hexOnly(address: string): string {
  if (!address.includes(':') || !address.includes('.')) return address;
  try {
    return new URL(`http://[${address}]/`).hostname.slice(1, -1);
  } catch {
    return address;
  }
}

function productionRefusal(address: Address): string | undefined {
  if (address.kind() === 'ipv4') {
    const range = address.range();
    return range === 'unicast' ? undefined : describe(range);
  }
  const v6 = address as ipaddr.IPv6;
  if (v6.match(nat64WellKnown)) {
    const carried = lastIPv4(v6);
    const problem = productionRefusal(carried);
    return problem && `NAT64 of ${carried}, ${problem}`;
  }
  const range = v6.range();
  if (range !== 'unicast') return describe(range);
  if (ipv4Compatible(v6)) return 'IPv4-compatible (deprecated)';
  if (!v6.match(globalUnicast)) return 'outside global unicast (2000::/3)';
  return undefined;
}

function sandboxRefusal(address: Address): string | undefined {
  const own = localOnly(address);
  if (own) return own;
  if (address.kind() === 'ipv4') return undefined;
  const v6 = address as ipaddr.IPv6;
  if (v6.match(nat64LocalUse)) return 'local-use NAT64, whose IPv4 address cannot be read back';
  for (const { form, ipv4 } of carriedIPv4(v6)) {
    const problem = localOnly(ipv4);
    if (problem) return `${form} of ${ipv4}, ${problem}`;
  }
  return undefined;
}

/** What no mode delivers to: link-local addresses and the cloud metadata services. */
function localOnly(address: Address): string | undefined {
  if (address.range() === 'linkLocal') return describe('linkLocal');
  if (metadata.has(address.toNormalizedString())) return 'cloud metadata';
  return undefined;
}

/**
 * Metadata services outside link-local: AWS's IPv6 one (unique-local) and Alibaba Cloud's (carrier-grade
 * NAT); production refuses both ranges anyway. 169.254.169.254 is link-local.
 */
const metadata = new Set(
  ['fd00:ec2::254', '100.100.100.200'].map((a) => ipaddr.parse(a).toNormalizedString()),
);

// Where IPv4 addresses sit inside IPv6 ones; ipaddr.js names these ranges but does not unwrap them.
const nat64WellKnown = ipaddr.parseCIDR('64:ff9b::/96');
const nat64LocalUse = ipaddr.parseCIDR('64:ff9b:1::/48');
const globalUnicast = ipaddr.parseCIDR('2000::/3');

/** The IPv4 addresses an IPv6 form carries, where its definition puts them. */
function carriedIPv4(address: ipaddr.IPv6): { form: string; ipv4: ipaddr.IPv4 }[] {
  const p = address.parts;
  const range = address.range();
  if (address.match(nat64WellKnown)) return [{ form: 'NAT64', ipv4: lastIPv4(address) }];
  if (range === '6to4') return [{ form: '6to4', ipv4: fromParts(p[1], p[2]) }];
  if (range === 'teredo') {
    // RFC 4380: the server's address in bits 32-63, the client's in the last 32 bits, inverted.
    return [
      { form: 'Teredo server', ipv4: fromParts(p[2], p[3]) },
      { form: 'Teredo client', ipv4: fromParts(~(p[6] ?? 0), ~(p[7] ?? 0)) },
    ];
  }
  if (range === 'unicast' && ipv4Compatible(address))
    return [{ form: 'IPv4-compatible', ipv4: lastIPv4(address) }];
  return [];
}

function lastIPv4(address: ipaddr.IPv6): ipaddr.IPv4 {
  return fromParts(address.parts[6], address.parts[7]);
}

function fromParts(high = 0, low = 0): ipaddr.IPv4 {
  return new ipaddr.IPv4([(high >> 8) & 0xff, high & 0xff, (low >> 8) & 0xff, low & 0xff]);
}

/** `::a.b.c.d` (the first 96 bits zero; `::` and `::1` have names of their own). */
function ipv4Compatible(address: ipaddr.IPv6): boolean {
  return address.parts.slice(0, 6).every((part) => part === 0);
}

/** Words for ipaddr.js's range names, as messages show them; a name not listed here is shown as it is. */
const rangeWords: Readonly<Record<string, string>> = {
  unspecified: 'unspecified',
  broadcast: 'broadcast',
  multicast: 'multicast',
  linkLocal: 'link-local',
  loopback: 'loopback',
  carrierGradeNat: 'carrier-grade NAT',
  private: 'private',
  reserved: 'reserved (documentation, benchmarking or future use)',
  benchmarking: 'benchmarking',
  as112: 'AS112 (DNS sink)',
  as112v6: 'AS112 (DNS sink)',
  amt: 'AMT relay',
  uniqueLocal: 'unique-local',
  deprecatedSiteLocal: 'site-local (deprecated)',
  discard: 'discard-only',
  rfc6145: 'IPv4-translated',
  rfc6052: 'local-use NAT64',
  '6to4': '6to4 (deprecated tunnel)',
  teredo: 'Teredo (tunnel)',
  deprecatedOrchid: 'ORCHID',
  orchid2: 'ORCHID',
  droneRemoteIdProtocolEntityTags: 'drone remote ID tags',
  segmentRouting: 'segment routing',
};

function describe(range: string): string {
  return rangeWords[range] ?? range;
}

/** `hostname` as the URL parser gives it (IPv6 in brackets), if it is an IP address. */
export function literalAddress(hostname: string): string | undefined {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  return ipaddr.isValid(bare) ? bare : undefined;
}
