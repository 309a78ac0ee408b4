import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { Webhook } from 'svix';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_WEBHOOK_SECRET } from '../helpers/app.ts';
import { createTestDatabase, type TestDatabase, testEngine } from '../helpers/db.ts';
import { bearer, signSession } from '../helpers/factories.ts';
import {
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
} from '../helpers/server-process.ts';

/**
 * A demotion sticks (issue 38, item 1; CONTRACT "Operation"): a real server
 * process, a session that claims the recruiter role, then a real
 * Svix-signed membership webhook that demotes the member to viewer. A read
 * with the session issued before the webhook must not write its old claim
 * back: the member's API key still answers 403 on a change, and MCP lists
 * only a viewer's tools. On the engine of the run (PGlite: a data folder of
 * its own; PostgreSQL: a database of its own).
 */
const unique = Math.random().toString(36).slice(2, 8);
const TENANT = `org_demote_${unique}`;
let database: TestDatabase | undefined;
let server: ServerProcess;
const clients: Client[] = [];

beforeAll(async () => {
  if (testEngine() === 'postgresql') database = await createTestDatabase();
  server = await startServerProcess({
    databaseUrl: database?.url,
    env: { IDP_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET },
  });
}, 180_000);

afterAll(async () => {
  for (const client of clients) await client.close();
  if (server) await stopServerProcess(server);
  await database?.destroy();
}, 60_000);

async function call(method: string, path: string, token: string, body?: unknown) {
  return fetch(`${server.baseUrl}${path}`, {
    method,
    headers: {
      ...bearer(token),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** A membership event as Clerk sends it through Svix, signed now (svix refuses older than 5 min). */
async function membershipWebhook(recruiterId: string, role: string, madeAt: number) {
  const id = `msg_${Math.random().toString(36).slice(2)}`;
  const body = JSON.stringify({
    type: 'organizationMembership.updated',
    timestamp: madeAt,
    data: {
      id: `orgmem_${Math.random().toString(36).slice(2)}`,
      role,
      organization: { id: TENANT, name: 'Demotion Corp' },
      public_user_data: { user_id: recruiterId },
    },
  });
  const signedAt = new Date();
  const res = await fetch(`${server.baseUrl}/v1/webhooks/clerk`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'svix-id': id,
      'svix-timestamp': String(Math.floor(signedAt.getTime() / 1000)),
      'svix-signature': new Webhook(TEST_WEBHOOK_SECRET).sign(id, signedAt, body),
    },
    body,
  });
  expect(res.status, await res.clone().text()).toBe(200);
  expect(((await res.json()) as { status: string }).status).toBe('processed');
}

async function issueKey(session: string): Promise<string> {
  const res = await call('POST', `/v1/tenants/${TENANT}/api-keys`, session, {
    name: 'demotion',
    environment: 'live',
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { plaintext: string }).plaintext;
}

async function toolNames(key: string): Promise<string[]> {
  const client = new Client({ name: 'refcheck-e2e', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL('/v1/mcp', server.baseUrl), {
      requestInit: { headers: bearer(key) },
    }),
  );
  clients.push(client);
  return (await client.listTools()).tools.map((tool) => tool.name).sort();
}

describe(`a demotion after a session (${testEngine()}, real processes)`, () => {
  it("a session issued before the demotion webhook reads as a viewer and does not re-promote the member's key", async () => {
    // The tenant's first member (an admin) so that the others are not.
    const owner = await signSession({ sub: `user_owner_${unique}`, org_id: TENANT });
    expect((await call('GET', `/v1/tenants/${TENANT}/candidates`, owner)).status).toBe(200);

    // A recruiter by the claim of a session issued ten seconds ago, with a key of their own.
    const memberId = `user_member_${unique}`;
    const oldSession = await signSession(
      { sub: memberId, org_id: TENANT, org_role: 'org:member' },
      undefined,
      { issuedAt: new Date(Date.now() - 10_000) },
    );
    const key = await issueKey(oldSession);
    const allTools = await toolNames(key);
    expect(allTools).toContain('create_candidate');

    // Another member, demoted by the webhook only: what a viewer's key lists.
    const readerId = `user_reader_${unique}`;
    const readerKey = await issueKey(await signSession({ sub: readerId, org_id: TENANT }));
    await membershipWebhook(readerId, 'org:viewer', Date.now());
    const viewerTools = await toolNames(readerKey);
    expect(viewerTools).not.toContain('create_candidate');
    expect(viewerTools.length).toBeLessThan(allTools.length);

    // The identity provider demotes the member after the session was issued.
    await membershipWebhook(memberId, 'org:viewer', Date.now());

    // The old session reads, as it may...
    const read = await call('GET', `/v1/tenants/${TENANT}/candidates`, oldSession);
    expect(read.status, await read.clone().text()).toBe(200);
    // ...and acts as the viewer the member now is; so does their key, on every surface.
    const candidate = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };
    for (const refused of [
      await call('POST', `/v1/tenants/${TENANT}/candidates`, oldSession, candidate),
      await call('POST', '/v1/api/candidates', key, candidate),
    ]) {
      expect(refused.status, await refused.clone().text()).toBe(403);
      expect(await refused.json()).toMatchObject({
        code: 'role_forbidden',
        requiredRole: 'recruiter',
      });
    }
    expect(await toolNames(key)).toEqual(viewerTools);
  }, 120_000);
});
