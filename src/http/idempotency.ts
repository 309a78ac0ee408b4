import { createHash } from 'node:crypto';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onSendAsyncHookHandler,
  preHandlerAsyncHookHandler,
  preSerializationHookHandler,
} from 'fastify';
import type { Scope } from '../core/auth.ts';
import { HOUR_MS } from '../core/clock.ts';
import { eraseTexts, eraseWords } from '../core/erased.ts';
import { AppError } from '../core/errors.ts';
import { newId } from '../core/ids.ts';
import { PROBLEM_CONTENT_TYPE } from '../core/problem.ts';
import { openBytes, sealBytes } from '../core/sealed.ts';
import type { Executor, Tx } from '../db/client.ts';
import type { AnswerRecord } from '../db/tx.ts';
import { principalOf } from './acting.ts';
import { requireApiKey } from './api-key-auth.ts';
import { crashPointForTests } from './crash-point.ts';
import {
  answerRecordParams,
  findIdempotencyKey,
  type IdempotencyRecordSeen,
  type IdempotencyRecordWrite,
  isKeyHeld,
  listAnsweredIdempotencyRecords,
  releaseIdempotencyKey,
  replaceIdempotentAnswer,
  type StaleBefore,
  writeIdempotencyRecord,
} from './idempotency.repo.ts';
import { problemOf } from './problem.ts';

/** Records live this long; after that the same key starts afresh. */
export const IDEMPOTENCY_TTL_MS = 24 * HOUR_MS;
/** A claim still without an answer after this long belongs to a request that died: a retry may take it over. */
export const IN_FLIGHT_LEASE_MS = 60_000;
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'idempotent-replayed';
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

declare module 'fastify' {
  interface FastifyRequest {
    /** The Idempotency-Key record this request writes (set by the key check, read on send). */
    idempotency?: IdempotencyState;
  }
  interface FastifyContextConfig {
    /**
     * Claim the key (a record without an answer, its own commit) before the
     * handler runs, instead of writing the record with the use case's commit (see
     * `idempotentApiKeyRoute`).
     */
    idempotencyClaimFirst?: boolean;
  }
}

/** What a request with an Idempotency-Key carries from the key check to its commits and onSend. */
interface IdempotencyState {
  /** The record to write: the answer is added when it is known. */
  record: Omit<IdempotencyRecordWrite, 'responseStatus' | 'responseBody'>;
  /** A record written before these (expired, or a claim without an answer) may be taken over. */
  stale: StaleBefore;
  /** The record was claimed (written without an answer) before the handler ran. */
  claimed: boolean;
  /** The reply the stored answer is serialised for (the route's response schema). */
  reply: FastifyReply;
  /** The handler took the request's unit of work (src/http/unit-of-work.ts). */
  unitOfWorkTaken?: boolean;
  /** The answer the last commit of this request stored with its change, if any. */
  committedAnswer?: string;
  /**
   * The result that answer is the serialisation of, and the status it was
   * serialised for: the route sends those very bytes (sendCommittedAnswer).
   */
  committedResult?: { result: object; status: number; json: string };
  /** Another request with the key wrote its record first: this request's commit rolled back. */
  lost?: boolean;
}

/**
 * Key order does not change the hash: `{a,b}` and `{b,a}` are the same body.
 * Keys in UTF-16 code-unit order (sort()'s own), undefined members left out,
 * as JSON.stringify leaves them; built as one string, without the arrays of
 * entries a map and join would make (a third of its cost, issue 45).
 */
function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) {
    let json = '[';
    for (let i = 0; i < value.length; i++) json += (i ? ',' : '') + canonicalJson(value[i]);
    return `${json}]`;
  }
  const members = value as Record<string, unknown>;
  let json = '{';
  for (const key of Object.keys(members).sort()) {
    const member = members[key];
    if (member === undefined) continue;
    json += `${json.length > 1 ? ',' : ''}${JSON.stringify(key)}:${canonicalJson(member)}`;
  }
  return `${json}}`;
}

export function requestHash(body: unknown): Buffer {
  return createHash('sha256').update(canonicalJson(body)).digest();
}

/**
 * A stored answer can carry a credential (a share call answers the share
 * URL), so it is kept sealed (AES-256-GCM under SECRET_KEY), bound to its
 * record: a database dump holds no working link.
 */
function sealingPurpose(recordId: string): string {
  return `idempotent-response:${recordId}`;
}

/** The JSON text of a stored answer (one stored before answers were sealed opens as it is). */
function storedAnswer(secretKey: string, recordId: string, body: Uint8Array): string {
  return openBytes(secretKey, sealingPurpose(recordId), body);
}

/**
 * Erases a person from the stored answers of the tenant's Idempotency-Key
 * records (kept 24 hours): each answer that holds one of `needles` (their
 * e-mail, names, phones) or of `texts` (the free text of their erased
 * answers, as a report quotes it) is sealed again with each replaced by
 * `[erased]`, so a retry replays no personal data yet still does not run twice.
 */
export async function eraseFromIdempotentAnswers(
  tx: Tx,
  secretKey: string,
  tenantId: string,
  needles: readonly string[],
  texts: readonly string[] = [],
): Promise<number> {
  if (needles.length === 0 && texts.length === 0) return 0;
  let scrubbed = 0;
  for (const record of await listAnsweredIdempotencyRecords(tx, tenantId)) {
    if (!record.responseBody) continue;
    const answer = storedAnswer(secretKey, record.id, record.responseBody);
    const erased = eraseWords(withoutTexts(answer, texts), needles);
    if (erased === answer) continue;
    await replaceIdempotentAnswer(
      tx,
      record,
      sealBytes(secretKey, sealingPurpose(record.id), erased),
    );
    scrubbed += 1;
  }
  return scrubbed;
}

/** A stored JSON answer without the erased answers' free text (core/erased.ts eraseTexts). */
function withoutTexts(answer: string, texts: readonly string[]): string {
  if (texts.length === 0) return answer;
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer);
  } catch {
    return answer;
  }
  const erased = JSON.stringify(eraseTexts(parsed, texts));
  return erased === JSON.stringify(parsed) ? answer : erased;
}

function replay(reply: FastifyReply, status: number, json: string): FastifyReply {
  return reply
    .code(status)
    .header(REPLAYED_HEADER, 'true')
    .type(status >= 400 ? PROBLEM_CONTENT_TYPE : 'application/json; charset=utf-8')
    .send(json);
}

/** A record that no longer holds its key: expired, or a claim whose request died without answering. */
function isStale(record: IdempotencyRecordSeen, stale: IdempotencyState['stale']): boolean {
  if (record.createdAt.getTime() <= stale.expiredBefore.getTime()) return true;
  return (
    record.responseStatus === null && record.createdAt.getTime() <= stale.abandonedBefore.getTime()
  );
}

/**
 * What another request's live record of the key answers this one: its stored
 * answer when it was the same request (same method, path and body), else a
 * 409 `idempotency_conflict` (thrown).
 */
function recordedAnswer(
  request: FastifyRequest,
  record: IdempotencyRecordSeen,
  method: string,
  path: string,
  hash: Buffer,
): { status: number; json: string } {
  if (record.method !== method || record.path !== path) {
    throw new AppError(
      'idempotency_conflict',
      `This Idempotency-Key was used for ${record.method} ${record.path}.`,
    );
  }
  if (!record.requestHash.equals(hash)) {
    throw new AppError(
      'idempotency_conflict',
      'This Idempotency-Key was used with another request body.',
    );
  }
  if (record.responseStatus === null || record.responseBody === null) {
    throw new AppError(
      'idempotency_conflict',
      'A request with this Idempotency-Key is still in progress.',
    );
  }
  const { secretKey } = request.server.ctx.config;
  return {
    status: record.responseStatus,
    json: storedAnswer(secretKey, record.id, record.responseBody),
  };
}

/**
 * Writes this request's record with `status` and the sealed `json` (or as a
 * claim without an answer): false when another request's live record holds
 * the key.
 */
function writeRecord(
  db: Executor,
  request: FastifyRequest,
  state: IdempotencyState,
  answer: { status: number; json: string } | null,
): Promise<boolean> {
  const { secretKey } = request.server.ctx.config;
  const { id } = state.record;
  return writeIdempotencyRecord(
    db,
    {
      ...state.record,
      responseStatus: answer?.status ?? null,
      responseBody: answer ? sealBytes(secretKey, sealingPurpose(id), answer.json) : null,
    },
    state.stale,
  );
}

/**
 * Pre-handler (after API-key auth): with an `Idempotency-Key` header, checks
 * it and prepares the key's record; without one it does nothing.
 *
 * The key is not read first: the record is written in the same transaction
 * as the change (see answerStoredWithCommit), and that write fails when a
 * live record of another request holds the key (answered, or committed while
 * this one ran), which rolls this request's change back. It is then answered
 * from that record on send (answerFromWinner): the same request already
 * answered is replayed, another (other body or route) is refused with 409
 * `idempotency_conflict`. A request answered before its transaction (a 4xx)
 * is settled the same way when its answer is stored. So the first call of a
 * key, the common one, costs no read; a replay runs the handler's work and
 * rolls it back. A route that claims first (`idempotencyClaimFirst`) reads
 * the key, replays or refuses, and claims it now, before its handler runs.
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
  const state: IdempotencyState = {
    record: {
      id: newId('idempotency'),
      tenantId: principal.tenantId,
      environment: principal.environment,
      apiKeyId,
      key,
      method: request.method,
      path,
      requestHash: hash,
      createdAt: now,
    },
    stale: {
      expiredBefore: new Date(now.getTime() - IDEMPOTENCY_TTL_MS),
      abandonedBefore: new Date(now.getTime() - IN_FLIGHT_LEASE_MS),
    },
    claimed: false,
    reply,
  };
  if (request.routeOptions.config.idempotencyClaimFirst) {
    const existing = await findIdempotencyKey(db, apiKeyId, key);
    if (existing && !isStale(existing, state.stale)) {
      const answer = recordedAnswer(request, existing, request.method, path, hash);
      return replay(reply, answer.status, answer.json);
    }
    // Its own commit: the record (no answer yet) holds the key while the handler runs.
    if (!(await writeRecord(db, request, state, null))) {
      const winner = await findIdempotencyKey(db, apiKeyId, key);
      if (!winner) {
        throw new AppError('idempotency_conflict', 'This Idempotency-Key is being reused; retry.');
      }
      const answer = recordedAnswer(request, winner, request.method, path, hash);
      return replay(reply, answer.status, answer.json);
    }
    state.claimed = true;
  }
  request.idempotency = state;
};

/**
 * The before-commit hook of a use case whose result is the route's answer
 * (the request's unit of work, `unitOfWorkOf` in src/http/unit-of-work.ts),
 * undefined for a request without an Idempotency-Key. It writes the key's
 * record, with the answer, inside the business transaction, just before it
 * commits: the change and the answer that reports it commit together, so a
 * retry after a crash at any point replays the answer and never runs the
 * change again, and a crash before the commit leaves neither. The answer is
 * the transaction's result serialised by the route's own response schema,
 * which is what the handler returns (a result that does not serialise stores
 * the 409 of `keySpentWithCommit` until onSend stores the real answer).
 *
 * When another request with the same key wrote its record first (it
 * committed, or it commits while this statement waits on the unique index),
 * nothing is written and this transaction is rolled back by the 409 thrown
 * here: this request changes nothing, and onSend answers it from the
 * winner's record (its replay, or 409).
 */
export function answerStoredWithCommit(
  request: FastifyRequest,
): ((tx: Tx, answer: unknown) => Promise<void>) | undefined {
  const state = request.idempotency;
  if (!state) return undefined;
  state.unitOfWorkTaken = true;
  return (tx, answer) => {
    const json = serialisedAnswer(state.reply, answer);
    if (json === undefined) return markSpent(tx, request, state);
    const status = state.reply.statusCode;
    return writeWithCommit(tx, request, state, { status, json }).then(() => {
      state.committedResult = { result: answer as object, status, json };
    });
  };
}

/**
 * The record of answerStoredWithCommit written by the use case's own statement
 * (UnitOfWork.answerRecord, src/db/tx.ts inOneStatement), undefined for a request
 * without an Idempotency-Key: the use case knows its answer before its statement
 * runs, so the change and the record holding its answer are ONE statement, atomic
 * without BEGIN/COMMIT. The statement fails when another request's live record
 * holds the key: nothing is written, and onSend answers from the winner's record,
 * as after a lost commit. An answer that does not serialise is left to the hook.
 */
export function answerRecordInStatement(
  request: FastifyRequest,
): ((answer: unknown) => AnswerRecord | undefined) | undefined {
  const state = request.idempotency;
  if (!state) return undefined;
  return (answer) => {
    const json = serialisedAnswer(state.reply, answer);
    if (json === undefined) return undefined;
    const status = state.reply.statusCode;
    // Dies before the statement with the change and the record is sent: neither commits.
    crashPointForTests(request.server.ctx.config, 'before-commit');
    const { secretKey } = request.server.ctx.config;
    const sealed = sealBytes(secretKey, sealingPurpose(state.record.id), json);
    return {
      params: answerRecordParams(
        { ...state.record, responseStatus: status, responseBody: sealed },
        state.stale,
      ),
      written: () => {
        state.committedAnswer = json;
        state.committedResult = { result: answer as object, status, json };
      },
      failed: (error) => {
        if (!isKeyHeld(error)) return error;
        state.lost = true;
        return new AppError(
          'idempotency_conflict',
          'Another request with this Idempotency-Key was answered first; this one changed nothing.',
        );
      },
    };
  };
}

/**
 * The before-commit hook of each transaction of a call that commits several
 * (an agent turn, whose tools each commit their own change), undefined for a
 * request without an Idempotency-Key. No transaction's result is the call's
 * answer, so none is stored: each commit marks the key as spent, a 409
 * `idempotency_conflict` ("its change was made, its answer lost; it will not
 * run again") that onSend replaces with the real answer. After a crash in
 * between, a retry is refused rather than repeated.
 */
export function keySpentWithCommit(
  request: FastifyRequest,
): ((tx: Tx, answer: unknown) => Promise<void>) | undefined {
  const state = request.idempotency;
  if (!state) return undefined;
  state.unitOfWorkTaken = true;
  return (tx) => markSpent(tx, request, state);
}

function markSpent(tx: Tx, request: FastifyRequest, state: IdempotencyState): Promise<void> {
  const lost = new AppError(
    'idempotency_conflict',
    'A request with this Idempotency-Key made its change, but its answer was lost; it will not run again. Read the records it changed.',
  );
  const json = JSON.stringify(problemOf(request, lost));
  return writeWithCommit(tx, request, state, { status: lost.status, json });
}

/**
 * Writes the record with the answer in the transaction (a beforeCommit hook,
 * db/tx.ts): its statement is sent before this returns and the COMMIT goes
 * right behind it, so nothing may refuse after it but the statement itself
 * (it fails when another request's live record holds the key, which rolls
 * the change back).
 */
function writeWithCommit(
  tx: Tx,
  request: FastifyRequest,
  state: IdempotencyState,
  answer: { status: number; json: string },
): Promise<void> {
  // Dies with the change and the record about to go out with the COMMIT: neither commits.
  crashPointForTests(request.server.ctx.config, 'before-commit');
  return writeRecord(tx, request, state, answer).then((written) => {
    if (!written) {
      state.lost = true;
      throw new AppError(
        'idempotency_conflict',
        'Another request with this Idempotency-Key was answered first; this one changed nothing.',
      );
    }
    state.committedAnswer = answer.json;
    // Set again by answerStoredWithCommit when this answer is a result the route returns.
    state.committedResult = undefined;
  });
}

/**
 * preSerialization hook of an idempotent route: when the handler returns the
 * very result its commit stored (same object, same status), the route sends
 * the bytes the commit sealed instead of serialising the result a second
 * time. One serialisation per call (issue 45), and the answer sent is the
 * stored one by construction, which onSend then finds at once (`===` on the
 * same string). Anything else (an error, another status, another object) is
 * serialised as usual, and onSend stores what was sent.
 */
export const sendCommittedAnswer: preSerializationHookHandler<unknown> = (
  request,
  reply,
  payload,
  done,
) => {
  const committed = request.idempotency?.committedResult;
  if (committed && payload === committed.result && reply.statusCode === committed.status) {
    const { json } = committed;
    reply.serializer(() => json);
  }
  done(null, payload);
};

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
 * Stores or settles the answer of every request with an Idempotency-Key on
 * send (storeIdempotencyResult, a no-op for a request without a key).
 * Installed once on the root instance before the routes, and before the
 * usage recorder, whose onSend must see the status actually sent (an answer
 * settled from another request's record replaces the first one).
 */
export function installIdempotentAnswers(app: FastifyInstance): void {
  app.addHook('onSend', storeIdempotencyResult);
}

/**
 * onSend: stores the answer of a request with a key, sealed, unless its
 * transaction already stored this very answer. 2xx and 4xx answers are kept
 * for replay (a 4xx that changed nothing is written here, in one
 * statement). After a 5xx nothing is kept, so a retry runs again: a claim
 * made first is dropped, unless a change already committed under it (then
 * its stored answer stays). When another request with the key wrote its
 * record first (it won a race with this one, whose transaction rolled back,
 * or it answered while this one ran without a transaction), this request is
 * answered from that record instead: its replay, or 409.
 */
export const storeIdempotencyResult: onSendAsyncHookHandler<unknown> = async function storeResult(
  request,
  reply,
  payload,
) {
  const state = request.idempotency;
  if (!state) return payload;
  request.idempotency = undefined;
  const committed = state.committedAnswer;
  const { db, log, config } = request.server.ctx;
  const status = reply.statusCode;
  crashPointForTests(config, 'after-commit');
  if (!state.unitOfWorkTaken && status < 300) forgotItsUnitOfWork(request);
  try {
    if (state.lost) return await answerFromWinner(request, reply, state, payload);
    if (committed !== undefined && (status >= 500 || payload === committed)) return payload;
    if (status >= 500 || typeof payload !== 'string') {
      if (committed !== undefined) return payload;
      if (state.claimed) await releaseIdempotencyKey(db, state.record);
      // A 5xx of a request that raced another with its key: the other's answer is the one.
      else if (status >= 500) return await answerFromWinner(request, reply, state, payload);
      return payload;
    }
    JSON.parse(payload); // only JSON answers are kept (throws otherwise, as before)
    if (await writeRecord(db, request, state, { status, json: payload })) return payload;
    return await answerFromWinner(request, reply, state, payload);
  } catch (error) {
    log.error({ err: error }, 'could not store the idempotent answer');
  }
  return payload;
};

/**
 * A handler of an idempotent route answered 2xx without taking the request's
 * unit of work (`unitOfWorkOf(request)`), so whatever it committed carried no
 * answer: a crash before this onSend would let a retry repeat the change.
 * A bug in the route: logged, and under NODE_ENV=test an error, so the
 * route's tests (every idempotent route replays a key in its common tests)
 * fail.
 */
function forgotItsUnitOfWork(request: FastifyRequest): void {
  const { log, config } = request.server.ctx;
  const detail = `${request.method} ${request.routeOptions.url} answered without taking its unit of work (unitOfWorkOf(request)): its commit did not store its answer.`;
  log.error(detail);
  if (config.nodeEnv === 'test') throw new Error(detail);
}

/**
 * The answer of a request that lost its key to another request (see
 * storeIdempotencyResult): the other's stored answer, replayed, or a 409
 * problem; `payload` unchanged when no record holds the key.
 */
async function answerFromWinner(
  request: FastifyRequest,
  reply: FastifyReply,
  state: IdempotencyState,
  payload: unknown,
): Promise<unknown> {
  const { db } = request.server.ctx;
  const { record } = state;
  const winner = await findIdempotencyKey(db, record.apiKeyId, record.key);
  if (!winner) {
    if (!state.lost) return payload;
    const retry = new AppError(
      'idempotency_conflict',
      'This Idempotency-Key is being reused; retry.',
    );
    reply.code(retry.status).type(PROBLEM_CONTENT_TYPE);
    return JSON.stringify(problemOf(request, retry));
  }
  try {
    const answer = recordedAnswer(request, winner, record.method, record.path, record.requestHash);
    reply
      .code(answer.status)
      .header(REPLAYED_HEADER, 'true')
      .type(answer.status >= 400 ? PROBLEM_CONTENT_TYPE : 'application/json; charset=utf-8');
    return answer.json;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    reply.code(error.status).type(PROBLEM_CONTENT_TYPE);
    return JSON.stringify(problemOf(request, error));
  }
}

/**
 * Route options of a `/v1/api` POST: API-key auth with `scope`, then the
 * Idempotency-Key check (the answer is stored on send by the hook
 * installIdempotentAnswers adds). One line per route:
 * `app.post(url, { ...idempotentApiKeyRoute('references:write'), schema }, handler)`.
 *
 * By default the key's record is written, with the answer, in the same
 * transaction as the change: the handler hands its use case
 * `unitOfWorkOf(request)` (src/http/unit-of-work.ts). The route's
 * `config: { idempotencyClaimFirst: true }` claims the key in its own commit before the handler runs instead: for a
 * handler that must not run twice at once even when nothing of it commits
 * (an agent turn calls the engine between its tools' transactions, and a
 * tool's error, the conflict included, becomes a result the turn goes on
 * with).
 */
export function idempotentApiKeyRoute(scope: Scope) {
  return {
    // The key is checked on request (before the body is read), the Idempotency-Key once it is valid.
    onRequest: requireApiKey(scope),
    preHandler: [checkIdempotencyKey],
    preSerialization: [sendCommittedAnswer],
  };
}
