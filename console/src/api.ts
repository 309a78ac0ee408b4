import type { ConsoleConfig, Environment, SessionState } from './types.ts';

/** An answer of the API that is not a success: the problem's `code`, `detail` and `traceId`. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly detail: string;
  readonly traceId: string | undefined;
  readonly errors: { path: string; message: string }[];

  constructor(status: number, problem: Record<string, unknown>) {
    const detail = String(problem.detail ?? problem.title ?? `The service answered ${status}.`);
    super(detail);
    this.name = 'ApiError';
    this.status = status;
    this.code = String(problem.code ?? `http_${status}`);
    this.detail = detail;
    this.traceId = typeof problem.traceId === 'string' ? problem.traceId : undefined;
    this.errors = Array.isArray(problem.errors) ? (problem.errors as ApiError['errors']) : [];
  }
}

type Query = Record<string, string | number | boolean | undefined | null>;

interface CallOptions {
  query?: Query;
  body?: unknown;
}

const UNSAFE = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);
const SIGNED_OUT_CODES = new Set(['missing_credentials', 'invalid_session']);

function newIdempotencyKey(): string {
  return (
    globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`
  );
}

function withQuery(path: string, query: Query | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * One call to the service with the session cookie. Unsafe calls carry an
 * `Idempotency-Key` (a retry of a timed-out call cannot act twice); the
 * browser adds `Sec-Fetch-Site: same-origin`, which the CSRF rule asks for.
 */
export async function call<T>(method: string, path: string, options: CallOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (UNSAFE.has(method)) headers['idempotency-key'] = newIdempotencyKey();
  const response = await fetch(withQuery(path, options.query), {
    method,
    headers,
    credentials: 'same-origin',
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  const payload = text ? safeJson(text) : {};
  if (!response.ok) {
    const error = new ApiError(response.status, (payload ?? {}) as Record<string, unknown>);
    if (response.status === 401 && SIGNED_OUT_CODES.has(error.code)) signedOutListener?.();
    throw error;
  }
  return payload as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return { detail: text.slice(0, 500) };
  }
}

let signedOutListener: (() => void) | undefined;
/** What to do when a call finds the session gone (expired, signed out in another tab). */
export function onSignedOut(listener: () => void): void {
  signedOutListener = listener;
}

/** The tenant routes of the signed-in recruiter, in one environment. */
export interface TenantApi {
  readonly tenantId: string;
  readonly recruiterId: string;
  readonly environment: Environment;
  get<T>(path: string, query?: Query): Promise<T>;
  post<T>(path: string, body?: unknown): Promise<T>;
  patch<T>(path: string, body: unknown): Promise<T>;
  delete<T>(path: string, body?: unknown): Promise<T>;
  /** The address of a tenant route, e.g. for a download link. */
  href(path: string, query?: Query): string;
}

export function tenantApi(session: SessionState, environment: Environment): TenantApi {
  const base = `/v1/tenants/${encodeURIComponent(session.tenantId)}`;
  const query = (extra?: Query) => ({ ...extra, environment });
  return {
    tenantId: session.tenantId,
    recruiterId: session.recruiterId,
    environment,
    get: (path, extra) => call('GET', `${base}${path}`, { query: query(extra) }),
    post: (path, body) => call('POST', `${base}${path}`, { query: query(), body: body ?? {} }),
    patch: (path, body) => call('PATCH', `${base}${path}`, { query: query(), body }),
    delete: (path, body) => call('DELETE', `${base}${path}`, { query: query(), body }),
    href: (path, extra) => withQuery(`${base}${path}`, query(extra)),
  };
}

export const consoleConfig = () => call<ConsoleConfig>('GET', '/v1/console/config');
export const sessionState = () => call<SessionState>('GET', '/v1/onboarding/state');
export const signOut = () =>
  call<{ signedOut: true }>('POST', '/v1/console/sign-out', { body: {} });
