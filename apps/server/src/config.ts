import { z } from 'zod';
import { type ProviderSettings, parseProviderSettings } from './provider-settings.ts';

/** pino's levels, most severe first; `silent` logs nothing (the tests' level). */
export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

const configSchema = z.object({
  /** One switch: sandbox mode has the sandbox operations and simulated outcomes; production has neither. */
  mode: z.enum(['sandbox', 'production']).default('sandbox'),
  /**
   * Whether CAMBIO_MODE was given. Unset, Node serves a new or sandbox database in sandbox mode and refuses a
   * production one; a Worker refuses to serve (a deployment says its mode: wrangler.toml's environments).
   */
  modeSet: z.boolean(),
  /**
   * Absolute http(s) base URL of the links the service hands out (onboarding pages) and of the served document.
   * Required in production (parseConfig), so that no link is built from a request's Host; in sandbox the
   * request's origin when unset. A trailing `/` is dropped.
   */
  publicBaseUrl: z
    .url({ protocol: /^https?$/, message: 'must be an absolute http or https URL' })
    .refine((url) => !/[?#]/.test(url), { message: 'must have no query or fragment' })
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
  /**
   * Browser origins allowed to call the API (CORS, http/edge.ts): `*` (any, never with credentials: keys travel
   * in a header) or a comma-separated list of origins. Unset: `*` in sandbox, none in production.
   */
  corsOrigins: z
    .string()
    .transform((list) => list.replaceAll(' ', ''))
    .refine((list) => list === '*' || list.split(',').every(isOrigin), {
      message: 'must be * or a comma-separated list of origins such as https://app.example.com (no path)',
    })
    .transform((list): '*' | string[] => (list === '*' ? '*' : list.split(',')))
    .optional(),
  /** Node: the port to listen on (PORT; 0 takes a free one) and the address (HOST; `::` is every address). */
  port: z.coerce.number().int().min(0).max(65_535).default(8787),
  host: z.string().min(1).default('127.0.0.1'),
  /** Node: the folder of the SQLite file, uploaded documents and the mail outbox (CAMBIO_DATA_DIR). */
  dataDir: z.string().min(1).default('data'),
  /** Node: seconds a client has to send a whole request (headers and body) before it is answered 408. */
  requestTimeoutSeconds: z.coerce.number().int().min(1).max(300).default(30),
  /** Seed of the simulated price feed: the same seed gives the same prices at the same time. */
  priceSeed: z.coerce.number().int().default(20261121),
  /**
   * Optional: the value of the first tenant's createAndModify key on first start (sandbox only), so a
   * deployment or a test harness knows it without reading logs. Random when unset.
   */
  bootstrapKey: z
    .string()
    .regex(/^sk_sandbox_[A-Za-z0-9_-]{32,}$/, 'must look like sk_sandbox_ followed by at least 32 characters')
    .optional(),
  /** Sandbox timing: seconds between the automatic steps of an order (payment received to payout done). */
  stepSeconds: z.coerce.number().int().min(0).max(3600).default(2),
  maxBodyBytes: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 * 1024),
  maxUploadBytes: z.coerce
    .number()
    .int()
    .positive()
    .default(5 * 1024 * 1024),
  /** Days events and webhook delivery attempts are kept (GET /api/events, the delivery log), then purged. */
  eventRetentionDays: z.coerce.number().int().min(1).max(3650).default(30),
  /** The least severe log line written: `info` writes one line per request, `warn` only problems. */
  logLevel: z.enum(logLevels),
  /**
   * Requests a minute per API key, and per client address for requests without a valid key (http/rate-limit.ts).
   * Unset: 6,000 and 300 in production; 10,000,000 for both in sandbox, which tests and load runs never meet.
   */
  rateLimitPerMinute: z.coerce.number().int().min(1).max(1_000_000_000).optional(),
  rateLimitAnonymousPerMinute: z.coerce.number().int().min(1).max(1_000_000_000).optional(),
  /** Seconds before each retry of a failed webhook delivery (with `retryOnFailure`): five by default. */
  webhookRetrySeconds: z.coerce
    .string()
    .transform((list) => list.replaceAll(' ', ''))
    .refine((list) => /^\d+(,\d+)*$/.test(list), {
      message: 'must be a comma-separated list of whole seconds, such as 10,60,600,3600,21600',
    })
    .transform((list) => list.split(',').map(Number))
    .refine((delays) => delays.length <= 10 && delays.every((delay) => delay >= 1 && delay <= 86_400), {
      message: 'must list at most 10 delays of 1 to 86400 seconds',
    })
    .default([10, 60, 600, 3600, 21_600]),
  /** The sender of the mail the server sends (order exports): `address` or `Name <address>`. */
  mailFrom: z
    .string()
    .regex(
      /^(?:[^<>\r\n"]+ <[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/,
      'must be address@domain or Name <address@domain>',
    )
    .default('cambio <exports@cambio.localhost>'),
  /**
   * The SMTP relay for mail (Node only); without it, messages go to the outbox. `secure`: `tls` connects
   * with TLS (port 465 by default), `starttls` upgrades a plain connection and refuses a server that
   * cannot (587), `none` sends in clear (tests, a relay on the same machine).
   */
  smtp: z
    .object({
      host: z.string().min(1),
      port: z.coerce.number().int().min(1).max(65_535).optional(),
      secure: z.enum(['tls', 'starttls', 'none']).default('starttls'),
      user: z.string().min(1).optional(),
      password: z.string().min(1).optional(),
    })
    .refine((smtp) => (smtp.user === undefined) === (smtp.password === undefined), {
      message: 'CAMBIO_SMTP_USER and CAMBIO_SMTP_PASSWORD go together',
    })
    .transform((smtp) => ({ ...smtp, port: smtp.port ?? (smtp.secure === 'tls' ? 465 : 587) }))
    .optional(),
});

/** `https://app.example.com:8443`: a scheme, a host and maybe a port (what a browser sends as Origin). */
function isOrigin(value: string): boolean {
  return URL.canParse(value) && /^https?:$/.test(new URL(value).protocol) && new URL(value).origin === value;
}

/** `providers`: in production mode, the operator's (provider-settings.ts); undefined in sandbox mode. */
export type AppConfig = z.infer<typeof configSchema> & { providers?: ProviderSettings };

/** The environment variable (Node) or binding (Workers) of each plain setting. */
const variables = {
  mode: 'CAMBIO_MODE',
  port: 'PORT',
  host: 'HOST',
  dataDir: 'CAMBIO_DATA_DIR',
  publicBaseUrl: 'CAMBIO_PUBLIC_BASE_URL',
  corsOrigins: 'CAMBIO_CORS_ORIGINS',
  requestTimeoutSeconds: 'CAMBIO_REQUEST_TIMEOUT_SECONDS',
  priceSeed: 'CAMBIO_PRICE_SEED',
  bootstrapKey: 'CAMBIO_BOOTSTRAP_KEY',
  stepSeconds: 'CAMBIO_STEP_SECONDS',
  maxBodyBytes: 'CAMBIO_MAX_BODY_BYTES',
  maxUploadBytes: 'CAMBIO_MAX_UPLOAD_BYTES',
  webhookRetrySeconds: 'CAMBIO_WEBHOOK_RETRY_SECONDS',
  mailFrom: 'CAMBIO_MAIL_FROM',
  logLevel: 'CAMBIO_LOG_LEVEL',
  rateLimitPerMinute: 'CAMBIO_RATE_LIMIT_PER_MINUTE',
  rateLimitAnonymousPerMinute: 'CAMBIO_RATE_LIMIT_ANONYMOUS_PER_MINUTE',
  eventRetentionDays: 'CAMBIO_EVENT_RETENTION_DAYS',
} as const;

/**
 * Parses the runtime's settings once (environment variables on Node, bindings on Workers): the `variables`
 * above and the CAMBIO_SMTP_* settings (an SMTP setting without CAMBIO_SMTP_HOST is refused rather than
 * ignored). In production mode also the providers' settings (provider-settings.ts), unless `providers: false`
 * (the keys command, which serves nothing). A refusal names each variable that is wrong, one line each.
 */
export function parseConfig(
  source: Record<string, unknown>,
  options: { providers?: boolean } = {},
): AppConfig {
  const given = Object.fromEntries(
    Object.entries(variables).map(([key, name]) => [key, source[name] || undefined]),
  );
  const result = configSchema.safeParse({
    ...given,
    modeSet: Boolean(source.CAMBIO_MODE),
    // Unset: one access line per request in production (`info`); problems only in the sandbox (`warn`), where
    // the line costs a third of a light request's CPU (docs/performance.md).
    logLevel: given.logLevel ?? (source.CAMBIO_MODE === 'production' ? 'info' : 'warn'),
    smtp: smtpSettings(source),
  });
  if (!result.success) throw new Error(`Invalid configuration:\n${settingProblems(result.error)}`);
  if (result.data.mode === 'production' && result.data.bootstrapKey) {
    throw new Error(
      'Invalid configuration: CAMBIO_BOOTSTRAP_KEY is for sandbox mode; a production database gets its first key from `npm run keys -- init` (docs/deploying.md, "Production")',
    );
  }
  if (result.data.mode === 'production' && !result.data.publicBaseUrl) {
    throw new Error(
      "Invalid configuration: CAMBIO_PUBLIC_BASE_URL is required in production mode: the https address clients reach, such as https://api.example.com (links are never built from a request's Host)",
    );
  }
  if (result.data.mode !== 'production' || options.providers === false) return result.data;
  const providers = parseProviderSettings(source);
  if (!providers.ok) {
    throw new Error(
      `Invalid configuration: production mode takes nothing simulated, and these providers are not configured:\n${providers.problems.map((problem) => `  ${problem}`).join('\n')}`,
    );
  }
  return { ...result.data, providers: providers.settings };
}

const smtpVariables = {
  host: 'CAMBIO_SMTP_HOST',
  port: 'CAMBIO_SMTP_PORT',
  secure: 'CAMBIO_SMTP_SECURE',
  user: 'CAMBIO_SMTP_USER',
  password: 'CAMBIO_SMTP_PASSWORD',
} as const;

function smtpSettings(source: Record<string, unknown>): Record<string, unknown> | undefined {
  const given = Object.entries(smtpVariables).filter(([, name]) => source[name]);
  if (given.length === 0) return undefined;
  if (!source.CAMBIO_SMTP_HOST) {
    throw new Error(
      `Invalid configuration: ${given.map(([, name]) => name).join(', ')} set without CAMBIO_SMTP_HOST`,
    );
  }
  return Object.fromEntries(given.map(([key, name]) => [key, source[name]]));
}

/** One line per problem, naming the variable (`  PORT: Invalid input: expected number, received NaN`). */
function settingProblems(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const [field, ...rest] = issue.path.map(String);
      const name =
        field === 'smtp'
          ? (smtpVariables[rest[0] as keyof typeof smtpVariables] ?? 'CAMBIO_SMTP_*')
          : (variables[field as keyof typeof variables] ?? issue.path.join('.'));
      return `  ${name}: ${issue.message}`;
    })
    .join('\n');
}

/** Whether `error` is parseConfig's refusal (its message is safe to print: no setting's value is in it). */
export function isConfigError(error: unknown): error is Error {
  return error instanceof Error && error.message.startsWith('Invalid configuration:');
}
