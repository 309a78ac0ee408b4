import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIFECYCLE_ACTIONS } from '../../src/modules/requests/workflow.ts';
import { TEST_SECRET_KEY, TEST_SESSION_SECRET } from '../helpers/app.ts';
import { createTestDatabase, type TestDatabase, testEngine } from '../helpers/db.ts';
import { bearer, signSession } from '../helpers/factories.ts';

/**
 * The process caches (API keys, request views) must never answer with what
 * another process already changed: two real servers on one PostgreSQL
 * database, a change made through one and read through the other on the
 * very next call. PGlite is one process by design, so this runs on
 * PostgreSQL only.
 */
const onPostgres = testEngine() === 'postgresql';
if (!onPostgres) {
  console.log('two-processes.e2e.test.ts: skipped on PGlite (set TEST_DATABASE_URL to run it).');
}

interface Server {
  baseUrl: string;
  child: ChildProcess;
}

let database: TestDatabase;
const servers: Server[] = [];

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function startServer(databaseUrl: string): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_BASE_URL: '',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'refcheck-2p-')),
      SECRET_KEY: TEST_SECRET_KEY,
      SESSION_JWT_SECRET: TEST_SESSION_SECRET,
      IDP_JWKS_URL: '',
      DEMO_SEED: '0',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const server = { baseUrl: `http://127.0.0.1:${port}`, child };
  servers.push(server);
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${server.baseUrl}/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not start within 45 s');
}

async function stop(server: Server): Promise<void> {
  if (server.child.exitCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

describe.skipIf(!onPostgres)('caches across two processes (PostgreSQL)', () => {
  beforeAll(async () => {
    database = await createTestDatabase();
    await Promise.all([startServer(database.url!), startServer(database.url!)]);
  }, 90_000);

  afterAll(async () => {
    await Promise.all(servers.map(stop));
    await database?.destroy();
  }, 30_000);

  it('a key revoked through process A is refused by process B on the next call', async () => {
    const [a, b] = servers as [Server, Server];
    const session = await signSession({ sub: 'user_two_proc', org_id: 'org_two_proc' });
    // Several rounds: a cache that merely raced the notification would fail one of them.
    for (let round = 0; round < 5; round++) {
      const created = await fetch(`${a.baseUrl}/v1/tenants/org_two_proc/api-keys`, {
        method: 'POST',
        headers: { ...bearer(session), 'content-type': 'application/json' },
        body: JSON.stringify({ name: `two processes ${round}`, environment: 'live' }),
      });
      expect(created.status).toBe(200);
      const { apiKey, plaintext } = (await created.json()) as {
        apiKey: { id: string };
        plaintext: string;
      };

      // Any authenticated /v1/api read: an unknown id answers 404 after the key check.
      const read = () =>
        fetch(`${b.baseUrl}/v1/api/reference-requests/rr_does_not_exist`, {
          headers: bearer(plaintext),
        });
      // Twice: the second call is answered from B's key cache.
      for (let i = 0; i < 2; i++) {
        const before = await read();
        expect(before.status).toBe(404);
        expect(((await before.json()) as { code: string }).code).toBe('not_found');
      }

      const revoked = await fetch(`${a.baseUrl}/v1/tenants/org_two_proc/api-keys/${apiKey.id}`, {
        method: 'DELETE',
        headers: bearer(session),
      });
      expect(revoked.status).toBe(200);

      const after = await read();
      expect(after.status, `round ${round}`).toBe(401);
      expect(after.headers.get('www-authenticate')).toBe('Bearer');
      expect(((await after.json()) as { code: string }).code).toBe('api_key_revoked');
    }
  });

  it('a request changed through process A reads changed through process B on the next call', async () => {
    const [a, b] = servers as [Server, Server];
    const session = await signSession({ sub: 'user_two_view', org_id: 'org_two_view' });
    const created = await fetch(`${a.baseUrl}/v1/tenants/org_two_view/api-keys`, {
      method: 'POST',
      headers: { ...bearer(session), 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'views', environment: 'live' }),
    });
    const { plaintext } = (await created.json()) as { plaintext: string };
    const call = async (server: Server, method: string, url: string, body?: object) => {
      const res = await fetch(`${server.baseUrl}${url}`, {
        method,
        headers: { ...bearer(plaintext), 'content-type': 'application/json' },
        body: body ? JSON.stringify(body) : undefined,
      });
      expect(res.status, await res.clone().text()).toBe(200);
      return (await res.json()) as Record<string, unknown> & { status: string };
    };
    const { referenceRequest } = (await call(a, 'POST', '/v1/api/reference-requests', {
      launchMode: 'manual_references',
      roleTitle: 'Staff Engineer',
      candidate: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada.two@example.com' },
      contacts: [
        {
          firstName: 'Grace',
          lastName: 'Hopper',
          email: 'grace.two@example.org',
          phone: '+12125550100',
          relationship: 'manager',
        },
      ],
    })) as unknown as { referenceRequest: { id: string; status: string } };
    const path = `/v1/api/reference-requests/${referenceRequest.id}`;
    let status = referenceRequest.status;
    // Several moves: a cache that merely raced the notification would fail one of them.
    for (let move = 0; move < 4; move++) {
      // Twice: the second read is answered from B's view cache.
      for (let i = 0; i < 2; i++) expect((await call(b, 'GET', path)).status).toBe(status);
      const view = await call(b, 'GET', path);
      const action = (view.allowedActions as string[]).find((name) =>
        (LIFECYCLE_ACTIONS as readonly string[]).includes(name),
      );
      if (!action) break;
      status = (await call(a, 'POST', `${path}/lifecycle`, { action })).status;
      expect((await call(b, 'GET', path)).status, `after ${action}`).toBe(status);
    }
    expect(status).not.toBe(referenceRequest.status);
  });
});
