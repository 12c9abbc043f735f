import { describe, expect, it } from 'vitest';
import { checkWebhookUrl, type Mode } from './webhook-url.ts';

describe('checkWebhookUrl accepts', () => {
  it.each<[string, { given: [string, Mode] }]>([
    ['https in production', { given: ['https://hooks.example.com/cambio', 'production'] }],
    ['https with port and query', { given: ['https://hooks.example.com:8443/in?x=1', 'production'] }],
    ['a public IPv4 host', { given: ['https://8.8.8.8/hook', 'production'] }],
    ['a public IPv6 host', { given: ['https://[2606:4700:4700::1111]/hook', 'production'] }],
    ['a name that only looks local', { given: ['https://localhost.example.com/hook', 'production'] }],
    ['http in sandbox', { given: ['http://hooks.example.com/cambio', 'sandbox'] }],
    ['localhost in sandbox', { given: ['http://localhost:3000/hook', 'sandbox'] }],
    ['a private address in sandbox', { given: ['http://192.168.1.20/hook', 'sandbox'] }],
    ['shared (CGNAT) addresses in sandbox', { given: ['http://100.64.0.1/hook', 'sandbox'] }],
    ['NAT64 of a public address', { given: ['https://[64:ff9b::808:808]/hook', 'production'] }],
  ])('%s', (_, { given }) => {
    expect(checkWebhookUrl(...given)).toEqual({ ok: true, url: given[0] });
  });
});

describe('checkWebhookUrl refuses', () => {
  it.each<[string, { given: [string, Mode]; want: string }]>([
    ['a relative URL', { given: ['/hook', 'sandbox'], want: 'must be an absolute URL' }],
    ['another scheme', { given: ['ftp://hooks.example.com/', 'sandbox'], want: 'must use https or http' }],
    ['javascript:', { given: ['javascript:alert(1)', 'sandbox'], want: 'must use https or http' }],
    ['http in production', { given: ['http://hooks.example.com/', 'production'], want: 'must use https' }],
    [
      'a user name',
      {
        given: ['https://me@hooks.example.com/', 'sandbox'],
        want: 'must not contain a user name or password',
      },
    ],
    [
      'a password',
      {
        given: ['https://me:pw@hooks.example.com/', 'production'],
        want: 'must not contain a user name or password',
      },
    ],
    [
      'a URL over 2048 characters',
      {
        given: [`https://hooks.example.com/${'a'.repeat(2030)}`, 'sandbox'],
        want: 'must be at most 2048 characters',
      },
    ],
    [
      'localhost in production',
      {
        given: ['https://localhost/hook', 'production'],
        want: 'must target a public unicast address: localhost names this machine',
      },
    ],
    [
      'a private IPv4 address in production',
      {
        given: ['https://10.1.2.3/hook', 'production'],
        want: 'must target a public unicast address: 10.1.2.3 is private',
      },
    ],
    [
      'the cloud metadata address, even in sandbox',
      {
        given: ['http://169.254.169.254/latest/meta-data', 'sandbox'],
        want: 'must not target a link-local or cloud metadata address: 169.254.169.254 is link-local',
      },
    ],
    [
      'a link-local IPv6 address in sandbox',
      {
        given: ['http://[fe80::1]/hook', 'sandbox'],
        want: 'must not target a link-local or cloud metadata address: fe80::1 is link-local',
      },
    ],
    [
      'the IPv6 metadata address in sandbox',
      {
        given: ['http://[fd00:ec2::254]/hook', 'sandbox'],
        want: 'must not target a link-local or cloud metadata address: fd00:ec2::254 is cloud metadata',
      },
    ],
    [
      'a loopback address written as a number in production',
      {
        given: ['https://2130706433/hook', 'production'],
        want: 'must target a public unicast address: 127.0.0.1 is loopback',
      },
    ],
    [
      "Alibaba Cloud's metadata address in sandbox",
      {
        given: ['http://100.100.100.200/latest/meta-data', 'sandbox'],
        want: 'must not target a link-local or cloud metadata address: 100.100.100.200 is cloud metadata',
      },
    ],
    [
      'NAT64 of the metadata address in sandbox',
      {
        given: ['http://[64:ff9b::169.254.169.254]/', 'sandbox'],
        want: 'must not target a link-local or cloud metadata address: 64:ff9b::a9fe:a9fe is NAT64 of 169.254.169.254, link-local',
      },
    ],
    [
      'IPv4-compatible loopback in production, written with a dotted quad',
      {
        given: ['https://[::127.0.0.1]/hook', 'production'],
        want: 'must target a public unicast address: ::7f00:1 is IPv4-compatible (deprecated)',
      },
    ],
  ])('%s', (_, { given, want }) => {
    expect(checkWebhookUrl(...given)).toEqual({ ok: false, problem: want });
  });
});

describe('hosts a production registration refuses: names of this machine, literals outside public unicast', () => {
  it.each([
    ['localhost', true],
    ['api.localhost', true],
    ['127.0.0.1', true],
    ['127.255.0.9', true],
    ['0.0.0.0', true],
    ['10.0.0.1', true],
    ['172.16.0.1', true],
    ['172.31.255.255', true],
    ['172.32.0.1', false],
    ['172.15.0.1', false],
    ['192.168.0.1', true],
    ['192.169.0.1', false],
    ['169.254.169.254', true],
    ['8.8.8.8', false],
    ['[::1]', true],
    ['[::]', true],
    ['[0:0:0:0:0:0:0:1]', true],
    ['[fc00::1]', true],
    ['[fd12:3456::1]', true],
    ['[fe80::1]', true],
    ['[febf::1]', true],
    ['[fec0::1]', true],
    ['[::ffff:127.0.0.1]', true],
    ['[::ffff:10.0.0.1]', true],
    ['[::ffff:8.8.8.8]', false],
    ['[2001:db8::1]', true],
    ['100.64.0.1', true],
    ['[fd00:ec2::254]', true],
    ['224.0.0.1', true],
    ['[2606:4700:4700::1111]', false],
    ['[::127.0.0.1]', true],
    ['[64:ff9b::7f00:1]', true],
    ['[64:ff9b::808:808]', false],
    ['[2002:808:808::1]', true],
    ['localhost.', true],
    ['127.0.0.1.', true],
    ['example.com', false],
  ])('%s -> %s', (host, refused) => {
    expect(checkWebhookUrl(`https://${host}/`, 'production').ok).toBe(!refused);
  });
});
