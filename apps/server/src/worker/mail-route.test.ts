import { describe, expect, it } from 'vitest';
import { isConfigError, parseConfig } from '../config.ts';
import { productionSettings } from '../testing/production-fixtures.ts';
import { workerMailRelay } from './mail-route.ts';

describe('the Worker’s mail route', () => {
  it('writes the outbox when nothing is configured, and uses the send_email binding when bound', () => {
    expect(workerMailRelay(parseConfig({}), undefined)).toBeUndefined();
    const binding = { send: async () => ({ messageId: '<x@y>' }) } as never;
    expect(workerMailRelay(parseConfig({}), binding)?.kind).toBe('sendEmail');
  });

  it.each(['sandbox', 'production'])(
    'refuses SMTP settings in %s mode with a message that names the fix',
    (mode) => {
      const config = parseConfig({
        CAMBIO_MODE: mode,
        ...productionSettings(),
        CAMBIO_SMTP_HOST: 'smtp.example.com',
        CAMBIO_SMTP_USER: 'exports',
        CAMBIO_SMTP_PASSWORD: 'hunter2-secret',
      });
      let refusal: unknown;
      try {
        workerMailRelay(config, undefined);
      } catch (error) {
        refusal = error;
      }
      expect(isConfigError(refusal)).toBe(true);
      expect(String(refusal)).toContain('EXPORT_EMAIL');
      expect(String(refusal)).not.toContain('hunter2-secret');
    },
  );
});

describe('SMTP settings', () => {
  it('default the port from the TLS mode', () => {
    expect(parseConfig({ CAMBIO_SMTP_HOST: 'h' }).smtp).toEqual({ host: 'h', port: 587, secure: 'starttls' });
    expect(parseConfig({ CAMBIO_SMTP_HOST: 'h', CAMBIO_SMTP_SECURE: 'tls' }).smtp?.port).toBe(465);
    expect(parseConfig({ CAMBIO_SMTP_HOST: 'h', CAMBIO_SMTP_PORT: '2525' }).smtp?.port).toBe(2525);
  });

  it.each([
    [{ CAMBIO_SMTP_PORT: '25' }, 'without CAMBIO_SMTP_HOST'],
    [{ CAMBIO_SMTP_HOST: 'h', CAMBIO_SMTP_USER: 'u' }, 'go together'],
    [{ CAMBIO_SMTP_HOST: 'h', CAMBIO_SMTP_SECURE: 'ssl' }, 'CAMBIO_SMTP_SECURE: '],
    [{ CAMBIO_MAIL_FROM: 'not a mailbox' }, 'CAMBIO_MAIL_FROM: '],
  ])('refuses %j', (env, message) => {
    expect(() => parseConfig(env)).toThrow(message);
  });

  it('never prints the password in a refusal', () => {
    expect(() =>
      parseConfig({ CAMBIO_SMTP_HOST: 'h', CAMBIO_SMTP_PORT: 'x', CAMBIO_SMTP_PASSWORD: 'hunter2-secret' }),
    ).toThrow(/^(?!.*hunter2-secret)/s);
  });
});
