import { describe, expect, it } from 'vitest';
import { parseConfig } from './config.ts';

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
    expect(() => parseConfig({ CAMBIO_WEBHOOK_RETRY_SECONDS: given })).toThrow(/webhookRetrySeconds/);
  });
});

describe('parseConfig: CAMBIO_LOG_LEVEL', () => {
  it('is info when unset, and takes each of pino levels and silent', () => {
    expect(parseConfig({}).logLevel).toBe('info');
    for (const level of ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']) {
      expect(parseConfig({ CAMBIO_LOG_LEVEL: level }).logLevel).toBe(level);
    }
  });

  it.each(['verbose', 'INFO', '30'])('refuses %s, naming the setting and the levels', (given) => {
    expect(() => parseConfig({ CAMBIO_LOG_LEVEL: given })).toThrow(/"silent"[\s\S]*logLevel/);
  });
});
