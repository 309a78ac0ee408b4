import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AFTER_COMMIT_OPTIONS } from '../../src/db/after-commit.ts';
import { LIFECYCLE_ACTIONS } from '../../src/modules/requests/workflow.ts';
import { createTestDatabase, type TestDatabase, testEngine } from '../helpers/db.ts';
import { bearer, signSession } from '../helpers/factories.ts';
import {
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
} from '../helpers/server-process.ts';

/**
 * The process caches (API keys, request views, session standing) must never answer with what
 * another process already changed: two real servers on one PostgreSQL
 * database, a change made through one and read through the other on the
 * very next call. PGlite is one process by design, so this runs on
 * PostgreSQL only.
 */
const onPostgres = testEngine() === 'postgresql';
if (!onPostgres) {
  console.log('two-processes.e2e.test.ts: skipped on PGlite (set TEST_DATABASE_URL to run it).');
}

type Server = ServerProcess;

let database: TestDatabase;
const servers: Server[] = [];

async function startServer(databaseUrl: string): Promise<Server> {
  const server = await startServerProcess({ databaseUrl });
  servers.push(server);
  return server;
}

const stop = stopServerProcess;

/** What the request routes answer, as far as these tests read it. */
interface RequestAnswer {
  status: string;
  roleTitle: string;
  allowedActions: string[];
  contacts: unknown[];
  referenceRequest: { id: string; status: string };
}

/**
 * A live API key of a new tenant, issued through `issuer`, and a caller with
 * it that sends to either process and expects 200.
 */
async function keyedCaller(issuer: Server, tenantId: string, userId: string, name: string) {
  const session = await signSession({ sub: userId, org_id: tenantId });
  const created = await fetch(`${issuer.baseUrl}/v1/tenants/${tenantId}/api-keys`, {
    method: 'POST',
    headers: { ...bearer(session), 'content-type': 'application/json' },
    body: JSON.stringify({ name, environment: 'live' }),
  });
  const { plaintext } = (await created.json()) as { plaintext: string };
  return async (server: Server, method: string, url: string, body?: object) => {
    const res = await fetch(`${server.baseUrl}${url}`, {
      method,
      headers: { ...bearer(plaintext), 'content-type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    });
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as RequestAnswer;
  };
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

  it('a membership removed in the database is refused by process B on the next call', async () => {
    const [a, b] = servers as [Server, Server];
    for (let round = 0; round < 3; round++) {
      const tenantId = `org_two_proc_member${round}`;
      const session = await signSession({ sub: 'user_two_proc_member', org_id: tenantId });
      const read = (server: Server) =>
        fetch(`${server.baseUrl}/v1/tenants/${tenantId}/candidates`, { headers: bearer(session) });
      // Provisioned through A; twice through B: the second call is answered from B's cache.
      expect((await read(a)).status).toBe(200);
      for (let i = 0; i < 2; i++) expect((await read(b)).status).toBe(200);

      // Any write path: the trigger of migration 0013 announces it.
      await database.db.execute(
        sql`update memberships set deleted_at = now() where tenant_id = ${tenantId}`,
      );

      const after = await read(b);
      expect(after.status, `round ${round}`).toBe(403);
      expect(((await after.json()) as { code: string }).code).toBe('tenant_forbidden');
    }
  });

  it('a key revoked, or its tenant deleted, in the database is refused by both processes on the next call', async () => {
    const [a, b] = servers as [Server, Server];
    const session = await signSession({ sub: 'user_two_proc_sql', org_id: 'org_two_proc_sql' });
    const issue = async (name: string) => {
      const created = await fetch(`${a.baseUrl}/v1/tenants/org_two_proc_sql/api-keys`, {
        method: 'POST',
        headers: { ...bearer(session), 'content-type': 'application/json' },
        body: JSON.stringify({ name, environment: 'live' }),
      });
      return (await created.json()) as { apiKey: { id: string }; plaintext: string };
    };
    const read = (server: Server, plaintext: string) =>
      fetch(`${server.baseUrl}/v1/api/reference-requests/rr_does_not_exist`, {
        headers: bearer(plaintext),
      });
    const revoked = await issue('revoked by hand');
    const orphaned = await issue('tenant deleted by hand');
    // Twice through each process: the second call is answered from its key cache.
    for (const server of [a, b, a, b]) {
      for (const key of [revoked, orphaned])
        expect((await read(server, key.plaintext)).status).toBe(404);
    }

    // Any write path: the triggers of migration 0019 announce it, no service code runs.
    await database.db.execute(
      sql`update api_keys set revoked_at = now() where id = ${revoked.apiKey.id}`,
    );
    for (const server of [a, b]) {
      const after = await read(server, revoked.plaintext);
      expect(((await after.json()) as { code: string }).code).toBe('api_key_revoked');
    }
    await database.db.execute(
      sql`update tenants set deleted_at = now() where id = 'org_two_proc_sql'`,
    );
    for (const server of [a, b]) {
      const after = await read(server, orphaned.plaintext);
      expect(((await after.json()) as { code: string }).code).toBe('invalid_api_key');
    }
  });

  it('a request changed through process A reads changed through process B on the next call', async () => {
    const [a, b] = servers as [Server, Server];
    const call = await keyedCaller(a, 'org_two_view', 'user_two_view', 'views');
    const { referenceRequest } = await call(a, 'POST', '/v1/api/reference-requests', {
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
    });
    const path = `/v1/api/reference-requests/${referenceRequest.id}`;
    let status = referenceRequest.status;
    // Several moves: a cache that merely raced the notification would fail one of them.
    for (let move = 0; move < 4; move++) {
      // Twice: the second read is answered from B's view cache.
      for (let i = 0; i < 2; i++) expect((await call(b, 'GET', path)).status).toBe(status);
      const view = await call(b, 'GET', path);
      const action = view.allowedActions.find((name) =>
        (LIFECYCLE_ACTIONS as readonly string[]).includes(name),
      );
      if (!action) break;
      status = (await call(a, 'POST', `${path}/lifecycle`, { action })).status;
      expect((await call(b, 'GET', path)).status, `after ${action}`).toBe(status);
    }
    expect(status).not.toBe(referenceRequest.status);
  });

  it('a referee added through process A shows through process B on the next call', async () => {
    const [a, b] = servers as [Server, Server];
    const call = await keyedCaller(a, 'org_two_contact', 'user_two_contact', 'contacts');
    // A create notifies nothing: B has no view of the request to drop, and reads it fresh.
    const { referenceRequest } = await call(a, 'POST', '/v1/api/reference-requests', {
      launchMode: 'candidate_intake',
      candidate: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada.contact@example.com' },
    });
    const path = `/v1/api/reference-requests/${referenceRequest.id}`;
    // Several rounds: a cache that merely raced the notification would fail one of them.
    for (let round = 1; round <= 4; round++) {
      // Twice: the second read is answered from B's view cache.
      for (let i = 0; i < 2; i++)
        expect((await call(b, 'GET', path)).contacts).toHaveLength(round - 1);
      await call(a, 'POST', `${path}/contacts`, {
        contacts: [{ firstName: `Referee${round}`, email: `referee${round}@example.org` }],
      });
      expect((await call(b, 'GET', path)).contacts, `round ${round}`).toHaveLength(round);
    }
  });

  it('a change whose notification was never sent reaches process B through the change log', async () => {
    const [a, b] = servers as [Server, Server];
    const call = await keyedCaller(a, 'org_two_lost', 'user_two_lost', 'lost');
    const { referenceRequest } = await call(a, 'POST', '/v1/api/reference-requests', {
      launchMode: 'candidate_intake',
      roleTitle: 'Before',
      candidate: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada.lost@example.com' },
    });
    const path = `/v1/api/reference-requests/${referenceRequest.id}`;
    for (let i = 0; i < 2; i++) expect((await call(b, 'GET', path)).roleTitle).toBe('Before');
    // A session of the application's kind that commits and never notifies: a process that died.
    const dying = new pg.Client({ connectionString: database.url, options: AFTER_COMMIT_OPTIONS });
    await dying.connect();
    try {
      await dying.query(`update reference_requests set role_title = 'After' where id = $1`, [
        referenceRequest.id,
      ]);
    } finally {
      await dying.end();
    }
    // B's feed reads the change log every 3 s (the view cache's own expiry is 5 minutes).
    await expect
      .poll(async () => (await call(b, 'GET', path)).roleTitle, { timeout: 10_000, interval: 250 })
      .toBe('After');
  });
});
