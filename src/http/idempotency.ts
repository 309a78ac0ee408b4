import { createHash } from 'node:crypto';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onSendAsyncHookHandler,
  preHandlerAsyncHookHandler,
  RouteHandlerMethod,
} from 'fastify';
import type { Scope } from '../core/auth.ts';
import { HOUR_MS } from '../core/clock.ts';
import { AppError } from '../core/errors.ts';
import { newId } from '../core/ids.ts';
import { PROBLEM_CONTENT_TYPE, problemFor } from '../core/problem.ts';
import { isSealed, open, seal } from '../core/sealed.ts';
import type { Tx } from '../db/client.ts';
import { withBeforeCommit } from '../db/tx.ts';
import { principalOf } from './acting.ts';
import { requireApiKey } from './api-key-auth.ts';
import { crashPointForTests } from './crash-point.ts';
import {
  claimIdempotencyKey,
  deleteStaleKey,
  findIdempotencyKey,
  releaseIdempotencyKey,
  storeIdempotentResponse,
} from './idempotency.repo.ts';

/** Records live this long; after that the same key starts afresh. */
export const IDEMPOTENCY_TTL_MS = 24 * HOUR_MS;
/** A claim still without an answer after this long belongs to a request that died: a retry may take it over. */
export const IN_FLIGHT_LEASE_MS = 60_000;
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'idempotent-replayed';
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

declare module 'fastify' {
  interface FastifyRequest {
    /** The idempotency record this request claimed; its answer is stored on send. */
    idempotencyRecordId?: string;
    /** The answer already stored with the business transaction's commit, if any. */
    idempotencyCommittedAnswer?: string;
  }
}

/** Key order does not change the hash: `{a,b}` and `{b,a}` are the same body. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function requestHash(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body)).digest('hex');
}

/**
 * A stored answer can carry a credential (a share call answers the share
 * URL), so it is kept sealed (AES-256-GCM under SECRET_KEY), bound to its
 * record: a database dump holds no working link.
 */
function sealingPurpose(recordId: string): string {
  return `idempotent-response:${recordId}`;
}

/** The JSON text of a stored answer; a record written before answers were sealed is plain JSON. */
function storedAnswer(secretKey: string, recordId: string, body: unknown): string {
  return isSealed(body) ? open(secretKey, sealingPurpose(recordId), body) : JSON.stringify(body);
}

function replay(reply: FastifyReply, status: number, json: string): FastifyReply {
  return reply
    .code(status)
    .header(REPLAYED_HEADER, 'true')
    .type(status >= 400 ? PROBLEM_CONTENT_TYPE : 'application/json; charset=utf-8')
    .send(json);
}

/**
 * Pre-handler (after API-key auth): with an `Idempotency-Key` header, claims
 * the key for this API key, or replays the stored answer of the same
 * request, or refuses with 409 `idempotency_conflict` (other body or route,
 * or the first request still in flight). Without the header it does nothing.
 */
export const checkIdempotencyKey: preHandlerAsyncHookHandler = async function checkIdempotencyKey(
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const header = request.headers[IDEMPOTENCY_HEADER];
  if (header === undefined) return;
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || !KEY_PATTERN.test(key)) {
    throw AppError.validation(
      [{ path: 'headers.idempotency-key', message: 'must be 1-255 visible ASCII characters' }],
      'The Idempotency-Key header is invalid.',
    );
  }
  const principal = principalOf(request);
  const apiKeyId = principal.apiKeyId ?? `session:${principal.recruiterId}`;
  const { db, clock } = request.server.ctx;
  const now = clock.now();
  const path = request.url.split('?')[0]!;
  const hash = requestHash(request.body);
  const claim = () =>
    claimIdempotencyKey(db, {
      id: newId('idempotency'),
      tenantId: principal.tenantId,
      environment: principal.environment,
      apiKeyId,
      key,
      method: request.method,
      path,
      requestHash: hash,
      expiresAt: new Date(now.getTime() + IDEMPOTENCY_TTL_MS),
      createdAt: now,
    });
  // A fresh key (the usual case) is claimed in one statement; only a key already on record
  // costs the stale-record check and a second claim (each statement is a commit of its own).
  let claimed = await claim();
  if (!claimed) {
    await deleteStaleKey(db, apiKeyId, key, now, new Date(now.getTime() - IN_FLIGHT_LEASE_MS));
    claimed = await claim();
  }
  if (claimed) {
    request.idempotencyRecordId = claimed.id;
    return;
  }
  const existing = await findIdempotencyKey(db, apiKeyId, key);
  if (!existing) {
    throw new AppError('idempotency_conflict', 'This Idempotency-Key is being reused; retry.');
  }
  if (existing.method !== request.method || existing.path !== path) {
    throw new AppError(
      'idempotency_conflict',
      `This Idempotency-Key was used for ${existing.method} ${existing.path}.`,
    );
  }
  if (existing.requestHash !== hash) {
    throw new AppError(
      'idempotency_conflict',
      'This Idempotency-Key was used with another request body.',
    );
  }
  if (existing.responseStatus === null) {
    throw new AppError(
      'idempotency_conflict',
      'A request with this Idempotency-Key is still in progress.',
    );
  }
  const answer = storedAnswer(
    request.server.ctx.config.secretKey,
    existing.id,
    existing.responseBody,
  );
  return replay(reply, existing.responseStatus, answer);
};

/**
 * Stores the answer inside the business transaction, just before it commits
 * (a before-commit hook, see `withBeforeCommit`): the change and the answer
 * that reports it commit together, so a retry after a crash at any point
 * replays the answer and never runs the change again. The answer is the
 * transaction's result serialised by the route's own response schema, which
 * is what the handler returns. A result that is not the route's answer (a
 * call that commits several transactions, like an agent turn running tools)
 * stores a 409 in its place until onSend stores the real answer: after a
 * crash in between, a retry is refused rather than repeated.
 */
async function storeAnswerWithCommit(
  tx: Tx,
  request: FastifyRequest,
  reply: FastifyReply,
  result: unknown,
): Promise<void> {
  const id = request.idempotencyRecordId;
  if (!id) return;
  const secretKey = request.server.ctx.config.secretKey;
  const answer = serialisedAnswer(reply, result);
  if (answer !== undefined) {
    await storeIdempotentResponse(
      tx,
      id,
      reply.statusCode,
      seal(secretKey, sealingPurpose(id), answer),
    );
    request.idempotencyCommittedAnswer = answer;
    return;
  }
  const lost = new AppError(
    'idempotency_conflict',
    'A request with this Idempotency-Key made its change, but its answer was lost; it will not run again. Read the records it changed.',
  );
  const placeholder = JSON.stringify(problemFor(lost, String(request.id)));
  await storeIdempotentResponse(
    tx,
    id,
    lost.status,
    seal(secretKey, sealingPurpose(id), placeholder),
  );
  request.idempotencyCommittedAnswer = placeholder;
}

function serialisedAnswer(reply: FastifyReply, result: unknown): string | undefined {
  if (result === undefined || result === null || typeof result !== 'object') return undefined;
  try {
    const serialised = reply.serialize(result);
    return typeof serialised === 'string' ? serialised : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Wraps the handler of every route whose pre-handlers include the
 * Idempotency-Key check, so its transactions store their answer as they
 * commit. Installed once on the root instance before the routes, so a new
 * idempotent route cannot forget it.
 */
export function installIdempotentAnswers(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const preHandlers = [route.preHandler].flat();
    if (!preHandlers.includes(checkIdempotencyKey)) return;
    route.handler = answeringWithCommit(route.handler);
  });
}

function answeringWithCommit(handler: RouteHandlerMethod): RouteHandlerMethod {
  return function idempotentHandler(this: FastifyInstance, request, reply) {
    if (!request.idempotencyRecordId) return handler.call(this, request, reply);
    return withBeforeCommit(
      (tx, result) => storeAnswerWithCommit(tx, request, reply, result),
      async () => handler.call(this, request, reply),
    );
  };
}

/**
 * onSend: stores the answer of a request that claimed a key, sealed, unless
 * its transaction already stored this very answer. 2xx and 4xx answers are
 * kept for replay. After a 5xx the claim is dropped so a retry runs again,
 * unless a change already committed under it: then its stored answer stays.
 */
export const storeIdempotencyResult: onSendAsyncHookHandler<unknown> = async function storeResult(
  request,
  reply,
  payload,
) {
  const id = request.idempotencyRecordId;
  if (!id) return payload;
  request.idempotencyRecordId = undefined;
  const committed = request.idempotencyCommittedAnswer;
  const { db, log, config } = request.server.ctx;
  const status = reply.statusCode;
  crashPointForTests(config, 'after-commit');
  try {
    if (committed !== undefined && (status >= 500 || payload === committed)) return payload;
    if (status >= 500 || typeof payload !== 'string') {
      await releaseIdempotencyKey(db, id);
    } else {
      JSON.parse(payload); // only JSON answers are kept (throws otherwise, as before)
      await storeIdempotentResponse(
        db,
        id,
        status,
        seal(config.secretKey, sealingPurpose(id), payload),
      );
    }
  } catch (error) {
    log.error({ err: error }, 'could not store the idempotent answer');
  }
  return payload;
};

/**
 * Route options of a `/v1/api` POST: API-key auth with `scope`, then the
 * Idempotency-Key check, and the answer stored on send. One line per route:
 * `app.post(url, { ...idempotentApiKeyRoute('references:write'), schema }, handler)`.
 */
export function idempotentApiKeyRoute(scope: Scope) {
  return {
    preHandler: [requireApiKey(scope), checkIdempotencyKey],
    onSend: storeIdempotencyResult,
  };
}
