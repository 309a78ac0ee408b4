import { randomUUID } from 'node:crypto';
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { components, paths } from './api.d.ts';

/**
 * The typed Refcheck client: openapi-fetch over types generated from the
 * service's own OpenAPI document (src/client/api.d.ts). It sends the API key,
 * an `Idempotency-Key` on every mutating call (a fresh UUID unless the caller
 * sets one, so a retry of the same call object is safe), turns problem+json
 * answers into `RefcheckApiError`, and pages through lists.
 *
 * ```ts
 * const refcheck = createRefcheckClient({ baseUrl, apiKey });
 * const me = await refcheck.data(refcheck.api.GET('/v1/api/whoami'));
 * for await (const request of refcheck.paginate((cursor) =>
 *   refcheck.data(refcheck.api.GET('/v1/api/reference-requests', { params: { query: { cursor } } })),
 * )) console.log(request.id);
 * ```
 */
export type { components, paths };
export type Problem = components['schemas']['Problem'];

/** An answer of the API that is not a success: the problem's `code`, `detail` and `traceId`. */
export class RefcheckApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly detail: string;
  readonly traceId: string | undefined;
  readonly problem: Partial<Problem> & Record<string, unknown>;

  constructor(status: number, problem: Partial<Problem> & Record<string, unknown>) {
    super(
      `${problem.code ?? `http_${status}`}: ${problem.detail ?? problem.title ?? 'request failed'}`,
    );
    this.name = 'RefcheckApiError';
    this.status = status;
    this.code = String(problem.code ?? `http_${status}`);
    this.detail = String(problem.detail ?? problem.title ?? '');
    this.traceId = problem.traceId;
    this.problem = problem;
  }
}

/** The service could not be reached at all. */
export class RefcheckConnectionError extends Error {
  constructor(baseUrl: string, cause: unknown) {
    super(`Could not reach Refcheck at ${baseUrl}: ${(cause as Error)?.message ?? cause}`);
    this.name = 'RefcheckConnectionError';
  }
}

export interface RefcheckClientOptions {
  baseUrl: string;
  apiKey: string;
  /** A fetch of your own (tests, proxies); default the global fetch. */
  fetch?: typeof fetch;
  userAgent?: string;
}

export interface RefcheckClient {
  /** The openapi-fetch client: every path, body and answer typed by the document. */
  api: Client<paths>;
  /** The data of a successful call, or a thrown RefcheckApiError / RefcheckConnectionError. */
  data<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T>;
  /** Every item of a list, page after page, following `nextCursor`. */
  paginate<T>(
    page: (cursor: string | undefined) => Promise<{ data: T[]; nextCursor: string | null }>,
  ): AsyncGenerator<T>;
}

const MUTATING = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);

/** A fresh Idempotency-Key on every mutating call that has none. */
const idempotencyKeys: Middleware = {
  onRequest({ request }) {
    if (MUTATING.has(request.method) && !request.headers.has('idempotency-key')) {
      request.headers.set('idempotency-key', randomUUID());
    }
    return request;
  },
};

export function createRefcheckClient(options: RefcheckClientOptions): RefcheckClient {
  const api = createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    fetch: options.fetch,
    headers: {
      authorization: `Bearer ${options.apiKey}`,
      ...(options.userAgent ? { 'user-agent': options.userAgent } : {}),
    },
  });
  api.use(idempotencyKeys);

  async function data<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>) {
    let result: Awaited<typeof call>;
    try {
      result = await call;
    } catch (error) {
      throw new RefcheckConnectionError(options.baseUrl, error);
    }
    if (result.response.ok && result.data !== undefined) return result.data;
    const problem =
      result.error && typeof result.error === 'object'
        ? (result.error as Record<string, unknown>)
        : { detail: String(result.error ?? result.response.statusText) };
    throw new RefcheckApiError(result.response.status, problem);
  }

  async function* paginate<T>(
    page: (cursor: string | undefined) => Promise<{ data: T[]; nextCursor: string | null }>,
  ): AsyncGenerator<T> {
    let cursor: string | undefined;
    do {
      const current = await page(cursor);
      yield* current.data;
      cursor = current.nextCursor ?? undefined;
    } while (cursor);
  }

  return { api, data, paginate };
}
