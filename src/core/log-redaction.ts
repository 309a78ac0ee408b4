/**
 * What the log may hold (docs/security.md, "What is logged"): the shape of
 * what happened, never the personal data or the secrets it happened to. Every
 * line goes through these serializers (see createLogger in composition.ts).
 */

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
/** An international phone number, as stored (E.164) or spaced (`+1 415 555 0100`). */
const PHONE = /\+\d[\d ().-]{6,}\d/g;
const API_KEY = /svc_(?:live|test)_[A-Za-z0-9_]+/g;
const JWT = /eyJ[A-Za-z0-9_-]*\.[A-Za-z0-9_-]*\.?[A-Za-z0-9_-]*/g;
/** Participant, share and permission tokens are 43 base64url characters (256 bits); anything that long is hidden. */
const LONG_TOKEN = /(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{32,}(?![A-Za-z0-9_-])/g;

/** Hides e-mail addresses, phone numbers, API keys, JWTs and token-like strings in free text. */
export function scrubText(text: string): string {
  return text
    .replace(JWT, '[jwt]')
    .replace(API_KEY, '[api_key]')
    .replace(EMAIL, '[email]')
    .replace(PHONE, '[phone]')
    .replace(LONG_TOKEN, '[token]');
}

/** Characters of a token in an address, percent-encoded or not. */
const TOKEN_CHARS = '(?:[A-Za-z0-9_-]|%[0-9A-Fa-f]{2})';
const TOKEN_IN_PATH = new RegExp(
  `/(intake|referee|reference-reports|permissions|reports)/${TOKEN_CHARS}{16,}`,
  'g',
);

/** A command-line login's user code (`BCDF-GHJK`, any spelling): short, but it approves a key. */
const PAIRING_CODE_IN_PATH = /\/cli-pairings\/[^/?#]+/g;

/**
 * Participant and share tokens, and CLI pairing codes, travel in paths,
 * percent-encoded or not; keep them out of the logs.
 */
export function redactTokensInPath(path: string): string {
  return path
    .replace(TOKEN_IN_PATH, '/$1/[token]')
    .replace(PAIRING_CODE_IN_PATH, '/cli-pairings/[code]');
}

/**
 * Query parameters that carry personal data or a secret by name: their
 * values never reach the log (`code`: the CLI pairing code of `/app/pair`).
 */
const PERSONAL_PARAMETERS = new Set([
  'search',
  'email',
  'q',
  'name',
  'phone',
  'token',
  'cursor',
  'code',
]);

/**
 * A request address as logged: tokens in the path hidden, the values of
 * personal parameters (`search`, `email`, …) replaced, and whatever is left
 * scrubbed of addresses, keys and tokens.
 */
export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  const path = redactTokensInPath(mark < 0 ? url : url.slice(0, mark));
  if (mark < 0) return scrubText(path);
  const query = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals < 0 ? pair : pair.slice(0, equals);
      if (equals < 0) return scrubText(safeDecode(pair));
      if (PERSONAL_PARAMETERS.has(safeDecode(name).toLowerCase())) return `${name}=[redacted]`;
      return `${name}=${scrubText(safeDecode(pair.slice(equals + 1)))}`;
    })
    .join('&');
  return `${scrubText(path)}?${query}`;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value.replaceAll('+', ' '));
  } catch {
    return value;
  }
}

/** Fields of a database driver's error (pg, PGlite) that name things, never values. */
const DATABASE_FIELDS = [
  'code',
  'severity',
  'constraint',
  'table',
  'column',
  'schema',
  'dataType',
  'routine',
] as const;

interface SerializedError {
  type: string;
  message?: string;
  code?: unknown;
  query?: string;
  stack?: string;
  cause?: SerializedError;
  [field: string]: unknown;
}

/**
 * An error as logged: its class, code and, for a failed query, the SQL text,
 * never the bound parameters. A query error's message and a database error's
 * message and detail quote the values (`params: …`, `invalid input syntax
 * for type integer: "ada@example.com"`, `Key (email)=(…) already exists`),
 * so they are left out; other messages are scrubbed. The stack keeps its
 * frames only (its first line repeats the message).
 */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) {
    return { type: typeof error, message: scrubText(String(error)) };
  }
  const fields = error as Error & Record<string, unknown>;
  // A driver's error (pg, PGlite) has a SQLSTATE and a severity; PGlite's also carries query and params.
  const isDatabaseError = typeof fields.code === 'string' && typeof fields.severity === 'string';
  const isQueryError = !isDatabaseError && typeof fields.query === 'string' && 'params' in fields;
  const type =
    error.constructor?.name && error.constructor.name !== 'Object'
      ? error.constructor.name
      : error.name;
  // Drivers' classes may be minified (PGlite's is one letter): name what it is.
  const out: SerializedError = { type: isDatabaseError ? 'DatabaseError' : type };
  if (isQueryError) out.message = 'Failed query';
  else if (!isDatabaseError) out.message = scrubText(error.message);
  if (fields.code !== undefined && !isDatabaseError) out.code = fields.code;
  if (isQueryError) out.query = fields.query as string;
  if (isDatabaseError) {
    for (const field of DATABASE_FIELDS) {
      if (fields[field] !== undefined) out[field] = fields[field];
    }
  }
  if (typeof fields.statusCode === 'number') out.statusCode = fields.statusCode;
  const frames = error.stack
    ?.split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
  if (frames) out.stack = frames;
  if (error.cause !== undefined && depth < 3) out.cause = serializeError(error.cause, depth + 1);
  return out;
}
