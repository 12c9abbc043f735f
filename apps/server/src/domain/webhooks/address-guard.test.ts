import ipaddr from 'ipaddr.js';
import { describe, expect, it } from 'vitest';
import { addressRefusal } from './address-guard.ts';

// [address, why production refuses it (undefined: allowed), why sandbox refuses it (undefined: allowed)]
const table: [string, string | undefined, string | undefined][] = [
  // Public unicast, IPv4 and IPv6, and the IPv6 forms that carry a public IPv4 address.
  ['8.8.8.8', undefined, undefined],
  ['1.1.1.1', undefined, undefined],
  ['93.184.216.34', undefined, undefined],
  ['2606:4700:4700::1111', undefined, undefined],
  ['2001:4860:4860::8888', undefined, undefined],
  ['2a00:1450:4001:82a::200e', undefined, undefined],
  ['::ffff:8.8.8.8', undefined, undefined],
  ['64:ff9b::808:808', undefined, undefined],
  ['64:ff9b::8.8.8.8', undefined, undefined],
  // IPv4 ranges.
  ['0.0.0.0', 'unspecified', undefined],
  ['127.0.0.1', 'loopback', undefined],
  ['10.1.2.3', 'private', undefined],
  ['172.16.0.1', 'private', undefined],
  ['192.168.1.20', 'private', undefined],
  ['169.254.169.254', 'link-local', 'link-local'],
  ['169.254.170.2', 'link-local', 'link-local'],
  ['100.64.0.1', 'carrier-grade NAT', undefined],
  ['100.100.100.200', 'carrier-grade NAT', 'cloud metadata'],
  ['198.18.0.1', 'reserved (documentation, benchmarking or future use)', undefined],
  ['192.0.2.1', 'reserved (documentation, benchmarking or future use)', undefined],
  ['203.0.113.9', 'reserved (documentation, benchmarking or future use)', undefined],
  ['240.0.0.1', 'reserved (documentation, benchmarking or future use)', undefined],
  ['224.0.0.1', 'multicast', undefined],
  ['255.255.255.255', 'broadcast', undefined],
  // IPv6 ranges.
  ['::', 'unspecified', undefined],
  ['::1', 'loopback', undefined],
  ['fe80::1', 'link-local', 'link-local'],
  ['fc00::1', 'unique-local', undefined],
  ['fd00:ec2::254', 'unique-local', 'cloud metadata'],
  ['fec0::1', 'site-local (deprecated)', undefined],
  ['ff02::1', 'multicast', undefined],
  ['2001:db8::1', 'reserved (documentation, benchmarking or future use)', undefined],
  ['2001:2::1', 'benchmarking', undefined],
  ['100::1', 'discard-only', undefined],
  ['4000::1', 'outside global unicast (2000::/3)', undefined],
  // IPv6 forms carrying an IPv4 address.
  ['::ffff:127.0.0.1', 'loopback', undefined],
  ['::ffff:a9fe:a9fe', 'link-local', 'link-local'],
  ['64:ff9b::a9fe:a9fe', 'NAT64 of 169.254.169.254, link-local', 'NAT64 of 169.254.169.254, link-local'],
  ['64:ff9b::7f00:1', 'NAT64 of 127.0.0.1, loopback', undefined],
  ['64:ff9b::a00:1', 'NAT64 of 10.0.0.1, private', undefined],
  ['64:ff9b:1::808:808', 'local-use NAT64', 'local-use NAT64, whose IPv4 address cannot be read back'],
  ['::127.0.0.1', 'IPv4-compatible (deprecated)', undefined],
  ['::7f00:1', 'IPv4-compatible (deprecated)', undefined],
  ['::8.8.8.8', 'IPv4-compatible (deprecated)', undefined],
  ['::169.254.169.254', 'IPv4-compatible (deprecated)', 'IPv4-compatible of 169.254.169.254, link-local'],
  ['::ffff:0:7f00:1', 'IPv4-translated', undefined],
  ['2002:7f00:1::', '6to4 (deprecated tunnel)', undefined],
  ['2002:808:808::1', '6to4 (deprecated tunnel)', undefined],
  ['2002:a9fe:a9fe::1', '6to4 (deprecated tunnel)', '6to4 of 169.254.169.254, link-local'],
  ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'Teredo (tunnel)', undefined],
  // Teredo's client address is stored inverted: 0x5601:0x5601 is 169.254.169.254 (0xa9fe:0xa9fe).
  ['2001:0:4136:e378:8000:63bf:5601:5601', 'Teredo (tunnel)', 'Teredo client of 169.254.169.254, link-local'],
  ['2001:0:a9fe:a9fe::1', 'Teredo (tunnel)', 'Teredo server of 169.254.169.254, link-local'],
  // Not addresses at all.
  ['hooks.example.com', 'not an IP address', 'not an IP address'],
];

describe('addressRefusal', () => {
  it.each(table)('%s: production %s, sandbox %s', (address, production, sandbox) => {
    expect(addressRefusal(address, 'production')).toBe(production);
    expect(addressRefusal(address, 'sandbox')).toBe(sandbox);
  });

  // The library's own list, read at run time: a range a later ipaddr.js adds is refused too.
  const named = (kind: typeof ipaddr.IPv4 | typeof ipaddr.IPv6) =>
    Object.entries((kind.prototype as unknown as { SpecialRanges: Record<string, unknown> }).SpecialRanges);
  const firstAddress = (subnets: unknown) => {
    const list = subnets as [ipaddr.IPv4 | ipaddr.IPv6, number] | [ipaddr.IPv4 | ipaddr.IPv6, number][];
    const first = Array.isArray(list[0]) ? list[0][0] : list[0];
    return first.toString();
  };
  it.each([...named(ipaddr.IPv4), ...named(ipaddr.IPv6)])(
    'production refuses the first address of ipaddr.js range %s',
    (name, subnets) => {
      const address = firstAddress(subnets);
      expect(ipaddr.process(address).range() === 'unicast', name).toBe(false);
      expect(addressRefusal(address, 'production'), address).toEqual(expect.any(String));
    },
  );
});
