import { describe, expect, it } from 'vitest';
import { parseConfig } from './config.ts';
import { productionSettings } from './testing/production-fixtures.ts';

describe('parseConfig: CAMBIO_WEBHOOK_RETRY_SECONDS', () => {
  it.each<[unknown, number[]]>([
    [undefined, [10, 60, 600, 3600, 21_600]],
    ['5,30', [5, 30]],
    ['10, 60, 600', [10, 60, 600]],
    [90, [90]],
  ])('%s -> %s', (given, want) => {
    expect(parseConfig({ CAMBIO_WEBHOOK_RETRY_SECONDS: given }).webhookRetrySeconds).toEqual(want);
  });

  it.each(['ten', '10,,60', '0', '86401', '1,2,3,4,5,6,7,8,9,10,11'])('refuses %s', (given) => {
    expect(() => parseConfig({ CAMBIO_WEBHOOK_RETRY_SECONDS: given })).toThrow(
      /\n {2}CAMBIO_WEBHOOK_RETRY_SECONDS: /,
    );
  });
});

describe('parseConfig: CAMBIO_LOG_LEVEL', () => {
  it('is info in production and warn in the sandbox when unset, and takes each of pino levels and silent', () => {
    expect(parseConfig({}).logLevel).toBe('warn');
    expect(parseConfig({ CAMBIO_MODE: 'sandbox' }).logLevel).toBe('warn');
    const production = { CAMBIO_MODE: 'production', CAMBIO_PUBLIC_BASE_URL: 'https://api.example.com' };
    expect(parseConfig(production, { providers: false }).logLevel).toBe('info');
    for (const level of ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']) {
      expect(parseConfig({ CAMBIO_LOG_LEVEL: level }).logLevel).toBe(level);
    }
  });

  it.each(['verbose', 'INFO', '30'])('refuses %s, naming the setting and the levels', (given) => {
    expect(() => parseConfig({ CAMBIO_LOG_LEVEL: given })).toThrow(/\n {2}CAMBIO_LOG_LEVEL: .*"silent"/);
  });
});

describe('parseConfig: CAMBIO_PUBLIC_BASE_URL', () => {
  it('is required in production mode, naming the setting', () => {
    expect(() => parseConfig({ CAMBIO_MODE: 'production' })).toThrow(
      /^Invalid configuration: CAMBIO_PUBLIC_BASE_URL is required in production mode/,
    );
    const config = parseConfig({
      CAMBIO_MODE: 'production',
      ...productionSettings(),
      CAMBIO_PUBLIC_BASE_URL: 'https://api.example.com/',
    });
    expect(config.publicBaseUrl).toBe('https://api.example.com');
  });

  it('is optional in sandbox mode', () => {
    expect(parseConfig({}).publicBaseUrl).toBeUndefined();
  });

  it.each([
    'api.example.com',
    'ftp://api.example.com',
    'javascript:alert(1)',
    'https://api.example.com/?x=1',
  ])('refuses %s', (given) => {
    expect(() => parseConfig({ CAMBIO_PUBLIC_BASE_URL: given })).toThrow(/\n {2}CAMBIO_PUBLIC_BASE_URL: /);
  });
});

describe('parseConfig: CAMBIO_CORS_ORIGINS', () => {
  it.each<[string | undefined, unknown]>([
    [undefined, undefined],
    ['*', '*'],
    ['https://app.example.com', ['https://app.example.com']],
    ['https://app.example.com, http://localhost:3000', ['https://app.example.com', 'http://localhost:3000']],
  ])('%s -> %s', (given, want) => {
    expect(parseConfig({ CAMBIO_CORS_ORIGINS: given }).corsOrigins).toEqual(want);
  });

  it.each([
    'https://app.example.com/',
    'https://app.example.com/path',
    'app.example.com',
    'ftp://files.example.com',
    '*,https://a.example.com',
  ])('refuses %s', (given) => {
    expect(() => parseConfig({ CAMBIO_CORS_ORIGINS: given })).toThrow(/\n {2}CAMBIO_CORS_ORIGINS: /);
  });
});

describe('parseConfig: CAMBIO_REQUEST_TIMEOUT_SECONDS', () => {
  it('is 30 seconds unless set, from 1 to 300', () => {
    expect(parseConfig({}).requestTimeoutSeconds).toBe(30);
    expect(parseConfig({ CAMBIO_REQUEST_TIMEOUT_SECONDS: '5' }).requestTimeoutSeconds).toBe(5);
    for (const given of ['0', '301', '1.5', 'soon']) {
      expect(() => parseConfig({ CAMBIO_REQUEST_TIMEOUT_SECONDS: given }), given).toThrow(
        /\n {2}CAMBIO_REQUEST_TIMEOUT_SECONDS: /,
      );
    }
  });
});

describe('parseConfig: PORT, HOST and CAMBIO_DATA_DIR (Node)', () => {
  it('is 127.0.0.1:8787 and ./data unless set', () => {
    expect(parseConfig({})).toMatchObject({ port: 8787, host: '127.0.0.1', dataDir: 'data' });
    expect(parseConfig({ PORT: '0', HOST: '::', CAMBIO_DATA_DIR: '/var/lib/cambio' })).toMatchObject({
      port: 0,
      host: '::',
      dataDir: '/var/lib/cambio',
    });
  });

  it.each(['eighty', '-1', '65536', '80.5'])('refuses PORT=%s like any other setting', (given) => {
    expect(() => parseConfig({ PORT: given })).toThrow(/^Invalid configuration:\n {2}PORT: .+$/);
  });
});
