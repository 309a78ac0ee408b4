import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

/**
 * Every setting of shared/CONTRACT.md, parsed once at start-up. A wrong value
 * stops start-up with a message that names the setting (see ConfigError).
 */
const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const optionalUrl = (protocols: string[]) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .url()
      .refine((value) => protocols.some((p) => value.startsWith(`${p}:`)), {
        message: `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
      })
      .optional(),
  );

/** proxy-addr's names for address ranges, accepted in a TRUST_PROXY list. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** Whether a TRUST_PROXY list entry is an IP address, a CIDR or a range name. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const version = isIP(address ?? '');
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: which proxies may tell the client's address through
 * X-Forwarded-For. Unset (or `0`): none, the client IP is the socket
 * address. A hop count (`1`: one load balancer in front). Or a
 * comma-separated list of proxy addresses and CIDRs. `true` (trust every
 * hop, so the left-most, caller-written address) is refused on purpose.
 */
const trustProxySchema = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .optional()
    .transform((value, ctx): false | number | string[] => {
      if (value === undefined) return false;
      const trimmed = value.trim();
      if (/^\d+$/.test(trimmed)) {
        const hops = Number(trimmed);
        return hops === 0 ? false : hops;
      }
      const entries = trimmed.split(',').map((entry) => entry.trim());
      const wrong = entries.filter((entry) => !isProxyAddress(entry));
      if (wrong.length > 0) {
        ctx.addIssue({
          code: 'custom',
          message: `must be a hop count or a comma-separated list of proxy addresses or CIDRs; not ${wrong.map((entry) => JSON.stringify(entry)).join(', ')}`,
        });
        return z.NEVER;
      }
      return entries;
    }),
);

const envSchema = z.object({
  NODE_ENV: z.preprocess(
    emptyToUndefined,
    z.enum(['development', 'test', 'production']).default('development'),
  ),
  PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.preprocess(emptyToUndefined, z.string().default('127.0.0.1')),
  DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
  DATABASE_LISTEN_URL: optionalUrl(['postgres', 'postgresql']),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./.refcheck')),
  PUBLIC_BASE_URL: optionalUrl(['http', 'https']),
  SESSION_JWT_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  IDP_JWKS_URL: optionalUrl(['http', 'https']),
  IDP_ISSUER: optionalString,
  CONSOLE_SIGN_IN_URL: optionalUrl(['http', 'https']),
  CONSOLE_SIGN_OUT_URL: optionalUrl(['http', 'https']),
  IDP_WEBHOOK_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().startsWith('whsec_', 'must start with whsec_').optional(),
  ),
  SMTP_URL: optionalUrl(['smtp', 'smtps']),
  SMTP_FROM: z.preprocess(
    emptyToUndefined,
    z.string().default('Refcheck <no-reply@refcheck.local>'),
  ),
  SMS_PROVIDER: z.preprocess(emptyToUndefined, z.enum(['twilio']).optional()),
  TWILIO_ACCOUNT_SID: optionalString,
  TWILIO_AUTH_TOKEN: optionalString,
  SMS_FROM: optionalString,
  TWILIO_BASE_URL: z.preprocess(
    emptyToUndefined,
    z.string().url().default('https://api.twilio.com'),
  ),
  ENABLE_PREVIEW_FALLBACK: z.preprocess(emptyToUndefined, z.enum(['0', '1']).default('0')),
  AGENT_MODEL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(
        /^(builtin|(openai|anthropic|openai-compatible):[\w.:/-]+)$/,
        'must be builtin, openai:<model>, anthropic:<model> or openai-compatible:<model>',
      )
      .default('builtin'),
  ),
  AGENT_BASE_URL: optionalUrl(['http', 'https']),
  AGENT_API_KEY: optionalString,
  SECRET_KEY: z.preprocess(
    emptyToUndefined,
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  WORKER_POLL_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(10).default(500)),
  DEMO_SEED: z.preprocess(emptyToUndefined, z.enum(['0', '1']).default('1')),
  TRUST_PROXY: trustProxySchema,
  DEV_SIGN_IN: z.preprocess(emptyToUndefined, z.enum(['0', '1']).optional()),
  REQUEST_TIMEOUT_MS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(100).max(600_000).default(30_000),
  ),
  TEST_CRASH_POINT: optionalString,
  PROCESS_CACHES_OFF: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(
        /^(all|(apiKeys|requestViews|tenantSettings|sessionStanding)(,(apiKeys|requestViews|tenantSettings|sessionStanding))*)$/,
        'must be all, or a comma list of apiKeys, requestViews, tenantSettings, sessionStanding',
      )
      .optional(),
  ),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  nodeEnv: Env['NODE_ENV'];
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /**
   * A direct or session-pooled connection for LISTEN, when DATABASE_URL goes
   * through a transaction-pooling proxy (LISTEN cannot work through one).
   */
  databaseListenUrl: string | undefined;
  dataDir: string;
  publicBaseUrl: string;
  sessionJwtSecret: string | undefined;
  idpJwksUrl: string | undefined;
  idpIssuer: string | undefined;
  idpWebhookSecret: string | undefined;
  /** Where the console sends a visitor without a session (the identity provider's sign-in page). */
  consoleSignInUrl: string | undefined;
  /** Where the console goes after sign-out, e.g. the provider's logout page. */
  consoleSignOutUrl: string | undefined;
  smtpUrl: string | undefined;
  smtpFrom: string;
  /** Text messages through Twilio's Messages API; undefined: written to the log. */
  sms:
    | { provider: 'twilio'; accountSid: string; authToken: string; from: string; baseUrl: string }
    | undefined;
  enablePreviewFallback: boolean;
  agentModel: string;
  /** The server of `openai-compatible:<model>` (vLLM, Ollama, LM Studio), e.g. `http://127.0.0.1:11434/v1`. */
  agentBaseUrl?: string;
  /** Its API key, if it asks for one. */
  agentApiKey?: string;
  /** Server-side secret: pepper for API-key hashes, HMAC key for IP hashes and participant tokens. */
  secretKey: string;
  logLevel: Env['LOG_LEVEL'];
  /**
   * Process caches turned off (every read goes to the database): for
   * measuring what each cache gains (`BENCH_CACHES_OFF` of npm run bench).
   */
  processCachesOff: ReadonlySet<string>;
  workerPollMs: number;
  /** Create a demo tenant and print a test key on an empty embedded database (never in production). */
  demoSeed: boolean;
  /**
   * Fastify's `trustProxy`: false (the client IP is the socket address), a
   * hop count, or the proxy addresses/CIDRs allowed to set X-Forwarded-For.
   */
  trustProxy: false | number | string[];
  /**
   * Whether the console's development sign-in (`POST /v1/console/sign-in`,
   * any tenant, any recruiter) exists: never in production or beside an
   * identity provider; otherwise on a loopback listener, or anywhere when
   * DEV_SIGN_IN=1 says so (see devSignIn below).
   */
  devSignIn: boolean;
  /**
   * How long a client may take to send a whole request, headers and body
   * (Node's `requestTimeout`): a trickling body is cut off after it. The
   * answer, an event stream included, is not limited by it.
   */
  requestTimeoutMs: number;
  /**
   * Tests only (NODE_ENV=test): a named point where the process kills itself
   * with SIGKILL, to prove that a crash there loses and repeats nothing.
   */
  testCrashPoint?: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Parses the environment into a Config. Secrets that production must be given
 * are generated once into DATA_DIR elsewhere, so `npm start` needs no set-up.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const problems: string[] = [];
  if (production && !e.IDP_JWKS_URL && !e.SESSION_JWT_SECRET) {
    problems.push('SESSION_JWT_SECRET: production needs IDP_JWKS_URL or SESSION_JWT_SECRET');
  }
  if (production && !e.SECRET_KEY) {
    problems.push('SECRET_KEY: production needs a fixed server secret (32+ characters)');
  }
  if (production && !e.SMTP_URL) {
    problems.push(
      'SMTP_URL: production needs a mail server (without one, e-mails would go to the log)',
    );
  }
  agentModelProblems(e, problems);
  if (e.SMS_PROVIDER === 'twilio') {
    for (const name of ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'SMS_FROM'] as const) {
      if (!e[name]) problems.push(`${name}: SMS_PROVIDER=twilio needs it`);
    }
  }
  const devSignIn = devSignInSetting(e, problems);
  if (problems.length > 0) throw new ConfigError(problems);

  const dataDir = path.resolve(e.DATA_DIR);
  const publicBaseUrl = (e.PUBLIC_BASE_URL ?? `http://${hostForUrl(e.HOST)}:${e.PORT}`).replace(
    /\/+$/,
    '',
  );
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databaseListenUrl: e.DATABASE_LISTEN_URL,
    dataDir,
    publicBaseUrl,
    sessionJwtSecret:
      e.SESSION_JWT_SECRET ??
      (production || e.IDP_JWKS_URL ? undefined : localSecret(dataDir, 'session-jwt-secret')),
    idpJwksUrl: e.IDP_JWKS_URL,
    idpIssuer: e.IDP_ISSUER,
    idpWebhookSecret: e.IDP_WEBHOOK_SECRET,
    consoleSignInUrl: e.CONSOLE_SIGN_IN_URL,
    consoleSignOutUrl: e.CONSOLE_SIGN_OUT_URL,
    smtpUrl: e.SMTP_URL,
    smtpFrom: e.SMTP_FROM,
    sms:
      e.SMS_PROVIDER === 'twilio'
        ? {
            provider: 'twilio',
            accountSid: e.TWILIO_ACCOUNT_SID!,
            authToken: e.TWILIO_AUTH_TOKEN!,
            from: e.SMS_FROM!,
            baseUrl: e.TWILIO_BASE_URL.replace(/\/+$/, ''),
          }
        : undefined,
    enablePreviewFallback: e.ENABLE_PREVIEW_FALLBACK === '1',
    agentModel: e.AGENT_MODEL,
    agentBaseUrl: e.AGENT_BASE_URL?.replace(/\/+$/, ''),
    agentApiKey: e.AGENT_API_KEY,
    secretKey: e.SECRET_KEY ?? localSecret(dataDir, 'secret-key'),
    logLevel: e.LOG_LEVEL,
    processCachesOff: new Set(
      e.PROCESS_CACHES_OFF === 'all'
        ? ['apiKeys', 'requestViews', 'tenantSettings', 'sessionStanding']
        : (e.PROCESS_CACHES_OFF?.split(',') ?? []),
    ),
    workerPollMs: e.WORKER_POLL_MS,
    demoSeed: e.DEMO_SEED === '1' && !production,
    trustProxy: e.TRUST_PROXY,
    devSignIn,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    testCrashPoint: e.NODE_ENV === 'test' ? e.TEST_CRASH_POINT : undefined,
  };
}

/** `openai-compatible:<model>` names no server of its own: AGENT_BASE_URL must say which. */
function agentModelProblems(e: Env, problems: string[]): void {
  const compatible = e.AGENT_MODEL.startsWith('openai-compatible:');
  if (compatible && !e.AGENT_BASE_URL) {
    problems.push(
      `AGENT_BASE_URL: AGENT_MODEL=${e.AGENT_MODEL} needs the base URL of an OpenAI-compatible server, e.g. http://127.0.0.1:11434/v1 (Ollama) or http://127.0.0.1:8000/v1 (vLLM)`,
    );
  }
  if (!compatible && e.AGENT_BASE_URL) {
    problems.push(
      `AGENT_BASE_URL: used only with AGENT_MODEL=openai-compatible:<model> (AGENT_MODEL is ${e.AGENT_MODEL})`,
    );
  }
}

/**
 * The development sign-in lets whoever reaches the port sign in as any
 * recruiter of any tenant, so it is on only where only this machine can reach
 * it: a loopback listener. On any other listener without an identity
 * provider, start-up stops and names DEV_SIGN_IN, unless it says `1` (open
 * it there on purpose, e.g. inside a container whose port is published on
 * the host's loopback) or `0` (start without it; bearer sessions signed with
 * SESSION_JWT_SECRET still work).
 */
function devSignInSetting(e: Env, problems: string[]): boolean {
  const setting = e.DEV_SIGN_IN;
  if (e.NODE_ENV === 'production' || e.IDP_JWKS_URL) {
    if (setting === '1') {
      problems.push(
        `DEV_SIGN_IN: the development sign-in is not available ${e.NODE_ENV === 'production' ? 'in production' : 'beside an identity provider (IDP_JWKS_URL)'}`,
      );
    }
    return false;
  }
  if (setting !== undefined) return setting === '1';
  if (isLoopbackHost(e.HOST)) return true;
  problems.push(
    `DEV_SIGN_IN: HOST=${e.HOST} is not a loopback address and no identity provider is set (IDP_JWKS_URL), so the development sign-in would let anyone who reaches the port sign in as any recruiter of any tenant. Set IDP_JWKS_URL, listen on 127.0.0.1, set DEV_SIGN_IN=0 to start without the development sign-in, or DEV_SIGN_IN=1 to open it on this listener on purpose`,
  );
  return false;
}

/** Whether HOST names only this machine: 127.0.0.0/8, ::1 or localhost. */
function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (bare === 'localhost' || bare === '::1') return true;
  const v4 = bare.startsWith('::ffff:') ? bare.slice('::ffff:'.length) : bare;
  return isIP(v4) === 4 && v4.startsWith('127.');
}

function hostForUrl(host: string): string {
  if (host === '0.0.0.0' || host === '::') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

/**
 * Reads a development secret from DATA_DIR, creating it on first use. Two
 * first starts at once keep one secret: the file is created exclusively, and
 * the one that finds it made reads it (once written) instead of replacing it.
 */
function localSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, name);
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString('base64url');
    try {
      writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
      return secret;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  for (let attempt = 0; ; attempt++) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret !== '' || attempt >= 20) return secret;
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
  }
}
