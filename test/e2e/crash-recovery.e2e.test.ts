import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testEngine } from '../helpers/db.ts';
import { bearer, signSession } from '../helpers/factories.ts';
import {
  killServerProcess,
  newDataDir,
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
} from '../helpers/server-process.ts';

/**
 * What an answered call leaves behind survives kill -9 (issue 14, items 5
 * and 6), on both engines: real server processes on one database (PGlite:
 * one data folder), killed with SIGKILL and started again.
 */
const TENANT = 'org_crash';
let database: TestDatabase | undefined;
let dataDir: string | undefined;
let session: string;
const running = new Set<ServerProcess>();

async function start(env?: Record<string, string>): Promise<ServerProcess> {
  const server = await startServerProcess({ databaseUrl: database?.url, dataDir, env });
  running.add(server);
  server.child.once('exit', () => running.delete(server));
  return server;
}

async function call(
  server: ServerProcess,
  method: string,
  path: string,
  options: { token: string; body?: unknown; headers?: Record<string, string> },
): Promise<Response> {
  return fetch(`${server.baseUrl}${path}`, {
    method,
    headers: {
      ...bearer(options.token),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
}

async function json<T>(response: Response): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T;
}

async function issueKey(
  server: ServerProcess,
  name: string,
): Promise<{ id: string; plaintext: string }> {
  const created = await json<{ apiKey: { id: string }; plaintext: string }>(
    await call(server, 'POST', `/v1/tenants/${TENANT}/api-keys`, {
      token: session,
      body: { name, environment: 'live' },
    }),
  );
  return { id: created.apiKey.id, plaintext: created.plaintext };
}

async function auditCount(server: ServerProcess, action: string): Promise<number> {
  const page = await json<{ data: unknown[] }>(
    await call(server, 'GET', `/v1/tenants/${TENANT}/audit-events?action=${action}&limit=100`, {
      token: session,
    }),
  );
  return page.data.length;
}

const createBody = {
  launchMode: 'manual_references',
  roleTitle: 'Staff Engineer',
  candidate: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada.crash@example.com' },
  contacts: [
    {
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace.crash@example.org',
      phone: '+12125550100',
      relationship: 'manager',
    },
  ],
};

describe(`kill -9 loses and repeats nothing (${testEngine()})`, () => {
  beforeAll(async () => {
    if (testEngine() === 'postgresql') database = await createTestDatabase();
    else dataDir = newDataDir('refcheck-crash-');
    session = await signSession({ sub: 'user_crash', org_id: TENANT });
  }, 60_000);

  afterAll(async () => {
    await Promise.all([...running].map(stopServerProcess));
    await database?.destroy();
  }, 30_000);

  it('a create killed after its commit, before its answer, is replayed on retry and made once', async () => {
    let server = await start({ TEST_CRASH_POINT: 'after-commit' });
    const key = await issueKey(server, 'crash');
    const create = (target: ServerProcess) =>
      call(target, 'POST', '/v1/api/reference-requests', {
        token: key.plaintext,
        body: createBody,
        headers: { 'idempotency-key': 'crash-create-1' },
      });

    // The process commits the request, then dies before the answer leaves.
    await expect(create(server)).rejects.toThrow();
    await killServerProcess(server);

    server = await start();
    const retried = await create(server);
    expect(retried.headers.get('idempotent-replayed')).toBe('true');
    const { referenceRequest } = await json<{ referenceRequest: { id: string } }>(retried);
    expect(referenceRequest.id).toMatch(/^rr_/);

    await json(
      await call(server, 'GET', `/v1/api/reference-requests/${referenceRequest.id}`, {
        token: key.plaintext,
      }),
    );
    // One request made, one audit event: the retry ran nothing.
    expect(await auditCount(server, 'reference_request.created')).toBe(1);
    await stopServerProcess(server);
  }, 400_000);

  it('a create killed before its commit leaves nothing: a retry with the key runs it afresh, once', async () => {
    let server = await start({ TEST_CRASH_POINT: 'before-commit' });
    const key = await issueKey(server, 'crash-before');
    const body = {
      ...createBody,
      candidate: { ...createBody.candidate, email: 'ada.before@example.com' },
    };
    const create = (target: ServerProcess) =>
      call(target, 'POST', '/v1/api/reference-requests', {
        token: key.plaintext,
        body,
        headers: { 'idempotency-key': 'crash-before-1' },
      });

    // The process has written the request and the key's record in its transaction, and
    // dies before COMMIT: both are lost together.
    await expect(create(server)).rejects.toThrow();
    await killServerProcess(server);

    server = await start();
    const before = await auditCount(server, 'reference_request.created');
    const retried = await create(server);
    // No record was left in flight: no 409 for the lease, the retry runs now.
    expect(retried.headers.get('idempotent-replayed')).toBeNull();
    await json(retried);
    const replayed = await create(server);
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
    expect(await auditCount(server, 'reference_request.created')).toBe(before + 1);
    await stopServerProcess(server);
  }, 400_000);

  it('every answered API-key call has its usage record after kill -9', async () => {
    const server = await start();
    const key = await issueKey(server, 'usage');
    const calls = 256;
    let answered = 0;
    // 16 at a time: batches form, as they do under real load.
    for (let wave = 0; wave < calls / 16; wave++) {
      const responses = await Promise.all(
        Array.from({ length: 16 }, () =>
          call(server, 'GET', '/v1/api/reference-requests/rr_00000000000000000000000000', {
            token: key.plaintext,
          }),
        ),
      );
      answered += responses.filter((response) => response.status === 404).length;
    }
    expect(answered).toBe(calls);
    await killServerProcess(server);

    const restarted = await start();
    let recorded = 0;
    let cursor: string | null = null;
    do {
      const page: { data: unknown[]; nextCursor: string | null } = await json(
        await call(
          restarted,
          'GET',
          `/v1/tenants/${TENANT}/api-keys/${key.id}/usage?limit=100${cursor ? `&cursor=${cursor}` : ''}`,
          { token: session },
        ),
      );
      recorded += page.data.length;
      cursor = page.nextCursor;
    } while (cursor);
    expect(recorded).toBe(calls);
  }, 400_000);
});
