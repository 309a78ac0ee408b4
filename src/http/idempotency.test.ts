import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers/app.ts';
import {
  bearer,
  createKey,
  createTenant,
  type TestKey,
  type TestTenant,
} from '../../test/helpers/factories.ts';
import { untilAnotherSessionWaitsOnALock } from '../../test/helpers/lock-wait.ts';
import { HOUR_MS } from '../core/clock.ts';
import { apiKeyUsage, idempotencyKeys, referenceRequests } from '../db/schema/index.ts';
import { inTransaction } from '../db/tx.ts';
import { manualRequestBody } from '../modules/requests/requests.test-helper.ts';
import { requestHash, storeIdempotencyResult } from './idempotency.ts';
import { unitOfWorkOfSteps } from './unit-of-work.ts';

let t: TestApp;
let tenant: TestTenant;
let key: TestKey;

beforeAll(async () => {
  t = await buildTestApp();
  tenant = await createTenant(t);
  key = await createKey(t, tenant);
});
afterAll(() => t.close());

function post(url: string, body: unknown, idempotencyKey: string, apiKey = key) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(apiKey.plaintext), 'idempotency-key': idempotencyKey },
    payload: body as object,
  });
}

async function countRequests() {
  const rows = await t.database.db
    .select({ id: referenceRequests.id })
    .from(referenceRequests)
    .where(eq(referenceRequests.tenantId, tenant.tenantId));
  return rows.length;
}

describe('Idempotency-Key on /v1/api POSTs', () => {
  it('replays the first answer for the same key and body, creating nothing more', async () => {
    const body = manualRequestBody();
    const first = await post('/v1/api/reference-requests', body, 'create-1');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const before = await countRequests();
    // Same body, keys in another order.
    const reordered = { notes: undefined, ...body, candidate: { ...body.candidate } };
    const second = await post('/v1/api/reference-requests', reordered, 'create-1');
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    expect(await countRequests()).toBe(before);
  });

  it('answers 409 idempotency_conflict for the same key with another body', async () => {
    await post('/v1/api/reference-requests', manualRequestBody(), 'create-2');
    const res = await post('/v1/api/reference-requests', manualRequestBody(), 'create-2');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'idempotency_conflict' });
    expect(res.headers['content-type']).toMatch(/problem\+json/);
  });

  it('answers 409 idempotency_conflict for the same key on another route', async () => {
    const created = await post('/v1/api/reference-requests', manualRequestBody(), 'route-1');
    const id = created.json().referenceRequest.id;
    const res = await post(
      `/v1/api/reference-requests/${id}/lifecycle`,
      { action: 'grant_candidate_consent' },
      'route-1',
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('idempotency_conflict');
  });

  it('replays a 4xx answer too (a refused move stays refused)', async () => {
    const created = await post('/v1/api/reference-requests', manualRequestBody(), 'c-4xx');
    const id = created.json().referenceRequest.id;
    const refused = await post(
      `/v1/api/reference-requests/${id}/lifecycle`,
      { action: 'queue_outreach' },
      'm-4xx',
    );
    expect(refused.statusCode).toBe(409);
    const again = await post(
      `/v1/api/reference-requests/${id}/lifecycle`,
      { action: 'queue_outreach' },
      'm-4xx',
    );
    expect(again.statusCode).toBe(409);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(refused.json());
  });

  it('a move replayed with its key does not move twice', async () => {
    const created = await post('/v1/api/reference-requests', manualRequestBody(), 'c-move');
    const id = created.json().referenceRequest.id;
    const body = { action: 'grant_candidate_consent' };
    const first = await post(`/v1/api/reference-requests/${id}/lifecycle`, body, 'move-1');
    const second = await post(`/v1/api/reference-requests/${id}/lifecycle`, body, 'move-1');
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    const third = await post(`/v1/api/reference-requests/${id}/lifecycle`, body, 'move-2');
    expect(third.statusCode).toBe(409);
  });

  it('answers 409 while the first request with the key is still in flight', async () => {
    const body = manualRequestBody();
    await t.database.db.insert(idempotencyKeys).values({
      id: 'idem_inflight',
      tenantId: tenant.tenantId,
      environment: 'live',
      apiKeyId: key.id,
      key: 'in-flight',
      method: 'POST',
      path: '/v1/api/reference-requests',
      requestHash: requestHash(body),
      createdAt: t.clock.now(),
    });
    const res = await post('/v1/api/reference-requests', body, 'in-flight');
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toMatch(/still in progress/);
  });

  it('lets a retry take over a claim whose request died without answering', async () => {
    const body = manualRequestBody();
    await t.database.db.insert(idempotencyKeys).values({
      id: 'idem_abandoned',
      tenantId: tenant.tenantId,
      environment: 'live',
      apiKeyId: key.id,
      key: 'abandoned',
      method: 'POST',
      path: '/v1/api/reference-requests',
      requestHash: requestHash(body),
      createdAt: new Date(t.clock.now().getTime() - 2 * 60_000),
    });
    const res = await post('/v1/api/reference-requests', body, 'abandoned');
    expect(res.statusCode).toBe(200);
    const replay = await post('/v1/api/reference-requests', body, 'abandoned');
    expect(replay.json()).toEqual(res.json());
  });

  it('two concurrent requests with one key: one runs, the other is refused or replayed', async () => {
    const body = manualRequestBody();
    const before = await countRequests();
    const answers = await Promise.all([
      post('/v1/api/reference-requests', body, 'race'),
      post('/v1/api/reference-requests', body, 'race'),
    ]);
    expect(await countRequests()).toBe(before + 1);
    const fresh = answers.filter((a) => a.statusCode === 200 && !a.headers['idempotent-replayed']);
    expect(fresh).toHaveLength(1);
    const other = answers.find((a) => a !== fresh[0])!;
    if (other.statusCode === 409) expect(other.json().code).toBe('idempotency_conflict');
    else expect(other.json()).toEqual(fresh[0]!.json());
  });

  it('keeps keys per API key, and forgets them after 24 hours', async () => {
    const other = await createKey(t, tenant);
    const a = await post('/v1/api/reference-requests', manualRequestBody(), 'shared', key);
    const b = await post('/v1/api/reference-requests', manualRequestBody(), 'shared', other);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(b.headers['idempotent-replayed']).toBeUndefined();
    t.clock.advance(24 * HOUR_MS + 1000);
    const later = await post('/v1/api/reference-requests', manualRequestBody(), 'shared', key);
    expect(later.statusCode).toBe(200);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
  });

  it('refuses a malformed key with 400 validation_failed', async () => {
    const res = await post('/v1/api/reference-requests', manualRequestBody(), 'x'.repeat(300));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toBe('headers.idempotency-key');
  });

  it('does not store a 5xx answer: the key is released for a retry', async () => {
    const body = manualRequestBody();
    await t.database.db.insert(idempotencyKeys).values({
      id: 'idem_5xx',
      tenantId: tenant.tenantId,
      environment: 'live',
      apiKeyId: key.id,
      key: 'five',
      method: 'POST',
      path: '/v1/api/reference-requests',
      requestHash: requestHash(body),
      createdAt: t.clock.now(),
    });
    // A claim made before the handler (claimFirst), whose handler then failed with a 5xx.
    const now = t.clock.now();
    const request = {
      idempotency: {
        record: { id: 'idem_5xx', apiKeyId: key.id, key: 'five' },
        stale: {
          expiredBefore: new Date(now.getTime() - 24 * HOUR_MS),
          abandonedBefore: new Date(now.getTime() - 60_000),
        },
        claimed: true,
      },
      server: t.app,
    } as unknown as FastifyRequest;
    const reply = { statusCode: 500 } as FastifyReply;
    await storeIdempotencyResult.call(t.app, request, reply, '{"code":"internal_error"}');
    const rows = await t.database.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.id, 'idem_5xx'));
    expect(rows).toEqual([]);
    const retry = await post('/v1/api/reference-requests', body, 'five');
    expect(retry.statusCode).toBe(200);
  });
  it('writes the record, with its answer, in the commit of the change', async () => {
    const body = manualRequestBody();
    const res = await post('/v1/api/reference-requests', body, 'with-commit');
    expect(res.statusCode).toBe(200);
    const rows = await t.database.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, 'with-commit'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.responseStatus).toBe(200);
    expect(rows[0]!.requestHash).toEqual(requestHash(body));
  });

  it('sends the very bytes its commit stored: a replay is byte-identical, content type included', async () => {
    const body = manualRequestBody();
    const first = await post('/v1/api/reference-requests', body, 'same-bytes');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    const replayed = await post('/v1/api/reference-requests', body, 'same-bytes');
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(replayed.statusCode).toBe(200);
    expect(replayed.headers['content-type']).toBe(first.headers['content-type']);
    expect(replayed.body).toBe(first.body);
  });

  it('a request that loses its key to another committing first rolls back its change and replays the winner', async () => {
    const body = manualRequestBody();
    const before = await countRequests();
    const winner = { hello: 'the first request answered this' };
    let answer: Awaited<ReturnType<typeof post>> | undefined;
    // The other request's record is written (not yet committed) before this one reads the
    // key, and commits while this one runs: on PostgreSQL this request finds no record,
    // makes its change, waits on the key's unique index and then rolls back; on PGlite
    // (one connection) it waits for the commit before reading, and replays at once.
    await t.database.db.transaction(async (tx) => {
      await tx.insert(idempotencyKeys).values({
        id: 'idem_winner',
        tenantId: tenant.tenantId,
        environment: 'live',
        apiKeyId: key.id,
        key: 'lost-race',
        method: 'POST',
        path: '/v1/api/reference-requests',
        requestHash: requestHash(body),
        responseStatus: 201,
        // Stored as an answer written before answers were sealed (version 0: its JSON as it is).
        responseBody: Buffer.from(`\0${JSON.stringify(winner)}`),
        createdAt: t.clock.now(),
      });
      void post('/v1/api/reference-requests', body, 'lost-race').then((res) => {
        answer = res;
      });
      await untilAnotherSessionWaitsOnALock(t.database);
    });
    await expect.poll(() => answer, { timeout: 10_000 }).toBeDefined();
    expect(answer!.statusCode, answer!.body).toBe(201);
    expect(answer!.headers['idempotent-replayed']).toBe('true');
    expect(answer!.json()).toEqual(winner);
    expect(await countRequests()).toBe(before);
    // Its usage record carries the status it was answered with, not the 409 it was settled from.
    await t.app.usage.flush();
    const [usage] = await t.database.db
      .select({ status: apiKeyUsage.status })
      .from(apiKeyUsage)
      .where(eq(apiKeyUsage.traceId, String(answer!.headers['x-request-id'])));
    expect(usage?.status).toBe(201);
  });

  it('two concurrent requests with one key and different bodies: one change, the other 409', async () => {
    const before = await countRequests();
    const answers = await Promise.all([
      post('/v1/api/reference-requests', manualRequestBody(), 'race-bodies'),
      post('/v1/api/reference-requests', manualRequestBody(), 'race-bodies'),
    ]);
    expect(await countRequests()).toBe(before + 1);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.statusCode === 409)!;
    expect(refused.json().code).toBe('idempotency_conflict');
    expect(refused.headers['content-type']).toMatch(/problem\+json/);
  });
  it('a route that claims first (the agent) refuses a live claim and takes over an abandoned one', async () => {
    const payload = { message: 'list requests waiting for review' };
    const claim = (id: string, idempotencyKey: string, createdAt: Date) =>
      t.database.db.insert(idempotencyKeys).values({
        id,
        tenantId: tenant.tenantId,
        environment: 'live',
        apiKeyId: key.id,
        key: idempotencyKey,
        method: 'POST',
        path: '/v1/api/agent',
        requestHash: requestHash(payload),
        createdAt,
      });
    await claim('idem_agent_live', 'agent-live', t.clock.now());
    const live = await post('/v1/api/agent', payload, 'agent-live');
    expect(live.statusCode).toBe(409);
    expect(live.json().detail).toMatch(/still in progress/);

    await claim('idem_agent_dead', 'agent-dead', new Date(t.clock.now().getTime() - 2 * 60_000));
    const retried = await post('/v1/api/agent', payload, 'agent-dead');
    expect(retried.statusCode, retried.body).toBe(200);
    const replay = await post('/v1/api/agent', payload, 'agent-dead');
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(retried.json());
  });

  it('a step of a multi-transaction call (an agent tool) marks the key spent, never storing its result', async () => {
    const now = t.clock.now();
    const request = {
      id: 'req_steps',
      idempotency: {
        record: {
          id: 'idem_steps',
          tenantId: tenant.tenantId,
          environment: 'live',
          apiKeyId: key.id,
          key: 'steps',
          method: 'POST',
          path: '/v1/api/agent',
          requestHash: requestHash({ message: 'post to ops' }),
          createdAt: now,
        },
        stale: {
          expiredBefore: new Date(now.getTime() - 24 * HOUR_MS),
          abandonedBefore: new Date(now.getTime() - 60_000),
        },
        claimed: true,
        reply: { statusCode: 200, serialize: JSON.stringify },
      },
      server: t.app,
    } as unknown as FastifyRequest;
    const step = unitOfWorkOfSteps(request);
    expect(step.beforeCommit).toBeDefined();
    // What a tool's service returns (a serialisable object) is not the call's answer.
    const toolResult = await inTransaction(step, async () => ({ object: 'ops_message', id: 'x' }));
    expect(toolResult.id).toBe('x');
    const [row] = await t.database.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.id, 'idem_steps'));
    expect(row?.responseStatus).toBe(409);
  });
});
