import { describe, expect, it } from 'vitest';
import { receiverAddress } from '../src/harness/receiver-address.ts';
import { parseKitOptions } from './kit-options.ts';

const required = ['--base-url', 'http://127.0.0.1:8787/', '--api-key', 'sk_sandbox_x'];

describe('parseKitOptions', () => {
  it.each([
    ['no base URL', ['--api-key', 'k'], '--base-url is needed: the origin of the server to check'],
    [
      'a reporter without its file',
      [...required, '--reporter', 'junit'],
      '--reporter junit and --output <file> go together',
    ],
    [
      'another reporter',
      [...required, '--reporter', 'tap', '--output', 'x'],
      '--reporter tap: the one reporter to choose is junit',
    ],
    [
      'a listen address without a port',
      [...required, '--receiver-listen', '0.0.0.0'],
      '--receiver-listen 0.0.0.0 is not host:port',
    ],
    [
      'every interface without the URL to reach',
      [...required, '--receiver-listen', '0.0.0.0:9400'],
      '--receiver-listen 0.0.0.0:9400 needs --receiver-url: the address the server reaches',
    ],
    [
      'a receiver URL with a free port',
      [...required, '--receiver-url', 'http://runner:9400'],
      '--receiver-url needs a URL and a fixed port in --receiver-listen',
    ],
  ])('refuses %s', (_, args, error) => {
    expect(parseKitOptions(args)).toEqual({ error });
  });

  it('takes the options of the usage', () => {
    const options = parseKitOptions([
      ...required,
      ...[
        '--only',
        'users,orders',
        '--receiver-listen',
        '0.0.0.0:9400',
        '--receiver-url',
        'http://runner:9400',
      ],
    ]);
    expect(options).toMatchObject({
      baseUrl: 'http://127.0.0.1:8787',
      apiKey: 'sk_sandbox_x',
      only: ['users', 'orders'],
      receiverListen: '0.0.0.0:9400',
      receiverUrl: 'http://runner:9400',
    });
  });
});

describe('receiverAddress', () => {
  const url = (base: string, more: NodeJS.ProcessEnv = {}) =>
    receiverAddress({ CONTRACT_TARGET: 'url', CONTRACT_BASE_URL: base, ...more });

  it('listens on 127.0.0.1 by default, which a server on this machine reaches', () => {
    const address = url('http://127.0.0.1:8787');
    expect([address.host, address.port, address.origin(5000), address.unreachable]).toEqual([
      '127.0.0.1',
      0,
      'http://127.0.0.1:5000',
      undefined,
    ]);
  });

  it('says a server on another host cannot reach it there, unless given the address it reaches', () => {
    expect(url('https://sandbox.example.net').unreachable).toBe(
      'a server on sandbox.example.net cannot reach receivers on 127.0.0.1',
    );
    const told = url('https://sandbox.example.net', {
      CONTRACT_RECEIVER_LISTEN: '0.0.0.0:9400',
      CONTRACT_RECEIVER_URL: 'http://runner.internal:9400/',
    });
    expect([told.host, told.port, told.origin(9400), told.unreachable]).toEqual([
      '0.0.0.0',
      9400,
      'http://runner.internal:9400',
      undefined,
    ]);
  });
});
