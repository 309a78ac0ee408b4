import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { type CallToolResult, McpError } from '@modelcontextprotocol/sdk/types.js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.ts';
import {
  bearer,
  createKey,
  createTenant,
  setMemberRole,
  type TestKey,
  type TestTenant,
} from '../../../test/helpers/factories.ts';
import type { Scope } from '../../core/auth.ts';
import { newId } from '../../core/ids.ts';
import { referenceContacts, referenceResponses } from '../../db/schema/index.ts';
import { seedRequest, TWO_ANSWERS } from '../reports/reports.test-helper.ts';
import { toolNameOf } from './mcp.operations.ts';
import { RESOURCE_NOT_FOUND } from './mcp.server.ts';

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await buildTestApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const clients: Client[] = [];
afterAll(async () => {
  for (const client of clients) await client.close();
});

/** The SDK's own client, over HTTP to /v1/mcp, with the key as a bearer token. */
async function connect(key: TestKey | string): Promise<Client> {
  const token = typeof key === 'string' ? key : key.plaintext;
  const client = new Client({ name: 'refcheck-test', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL('/v1/mcp', baseUrl), {
      requestInit: { headers: bearer(token) },
    }),
  );
  clients.push(client);
  return client;
}

// biome-ignore lint/suspicious/noExplicitAny: a tool's JSON answer, read by the test
type Json = any;

async function call(client: Client, name: string, args: Record<string, unknown> = {}) {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  const text = result.content.map((part) => (part.type === 'text' ? part.text : '')).join('\n');
  return { ...result, text, json: result.isError ? undefined : (result.structuredContent as Json) };
}

/** Every operationId of the published `/v1/api` surface. */
async function apiOperationIds(): Promise<string[]> {
  const document = (await t.app.inject({ url: '/openapi.json' })).json();
  return Object.values(document.paths as Record<string, Record<string, { operationId: string }>>)
    .flatMap((operations) => Object.values(operations).map((operation) => operation.operationId))
    .sort();
}

async function keyOf(
  tenant: TestTenant,
  scopes: Scope[] = [],
  environment: 'live' | 'test' = 'test',
) {
  return createKey(t, tenant, { environment, scopes });
}

/** The first referee of a request completes, as the participant chat would record it. */
async function answerAsReferee(
  tenant: TestTenant,
  request: { id: string; candidate: { id: string }; contacts: { id: string }[] },
  answers: Record<string, unknown>,
) {
  const now = t.clock.now();
  const contactId = request.contacts[0]!.id;
  await t.database.db
    .update(referenceContacts)
    .set({ status: 'completed', completedAt: now, updatedAt: now })
    .where(eq(referenceContacts.id, contactId));
  await t.database.db.insert(referenceResponses).values({
    id: newId('response'),
    tenantId: tenant.tenantId,
    environment: 'test',
    referenceRequestId: request.id,
    contactId,
    candidateId: request.candidate.id,
    status: 'completed',
    answers,
    source: 'structured',
    completedAt: now,
    createdAt: now,
    updatedAt: now,
  });
}

describe('/v1/mcp', () => {
  it('answers 401 without an API key, as /v1/api does', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/mcp',
      headers: { accept: 'application/json, text/event-stream' },
      payload: { jsonrpc: '2.0', id: 1, method: 'tools/list' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'missing_credentials' });
    await expect(connect('svc_test_nope')).rejects.toThrow();
  });

  it('lists one tool per /v1/api operation, named after its operationId in snake_case', async () => {
    const tenant = await createTenant(t);
    const client = await connect(await keyOf(tenant));
    const { tools } = await client.listTools();
    const operationIds = await apiOperationIds();
    // A /v1/api route without a tool (or a tool without a route) fails here.
    expect(tools.map((tool) => tool.name).sort()).toEqual(operationIds.map(toolNameOf).sort());
    const create = tools.find((tool) => tool.name === 'create_reference_request')!;
    expect(create.inputSchema.properties).toHaveProperty('body');
    expect(create.inputSchema.properties).toHaveProperty('idempotencyKey');
    expect(create.outputSchema?.type).toBe('object');
    console.log(`tools/list: ${tools.length} tools, ${JSON.stringify(tools).length} bytes`);
    const get = tools.find((tool) => tool.name === 'get_reference_request')!;
    expect(get.inputSchema.required).toEqual(['requestId']);
  });

  it('creates through a tool: readable through /v1/api, with its usage record and audit event', async () => {
    const tenant = await createTenant(t);
    const key = await keyOf(tenant);
    const client = await connect(key);
    const created = await call(client, 'create_candidate', {
      body: { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com' },
    });
    expect(created.isError, created.text).toBeFalsy();
    const id = created.json.id as string;
    const read = await t.app.inject({
      url: `/v1/api/candidates/${id}`,
      headers: bearer(key.plaintext),
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id, firstName: 'Grace', environment: 'test' });

    await t.app.usage.flush();
    const usage = await t.app.inject({
      url: `/v1/tenants/${tenant.tenantId}/api-keys/${key.id}/usage?environment=test`,
      headers: bearer(tenant.session),
    });
    const endpoints = usage
      .json()
      .data.map(
        (u: { method: string; endpoint: string; status: number }) =>
          `${u.method} ${u.endpoint} ${u.status}`,
      );
    expect(endpoints).toContain('POST /v1/api/candidates 200');
    const audit = await t.app.inject({
      url: `/v1/tenants/${tenant.tenantId}/audit-events?environment=test&targetId=${id}`,
      headers: bearer(tenant.session),
    });
    expect(audit.json().data).toEqual([
      expect.objectContaining({
        action: 'candidate.created',
        actorKind: 'api_key',
        actorId: key.id,
      }),
    ]);
  });

  it("lists only the tools the key's scopes allow; a call to another is a tool error naming the scope", async () => {
    const tenant = await createTenant(t);
    const key = await keyOf(tenant, ['references:read']);
    const client = await connect(key);
    const names = (await client.listTools()).tools.map((tool) => tool.name);
    expect(names).toContain('list_reference_requests');
    expect(names).toContain('whoami');
    expect(names).not.toContain('create_reference_request');
    expect(names).not.toContain('create_candidate');
    const refused = await call(client, 'create_candidate', {
      body: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
    });
    expect(refused.isError).toBe(true);
    expect(refused.text).toContain('insufficient_scope');
    expect(refused.text).toContain('missing scope: candidates:write');
  });

  it("lists only the tools the issuer's current role allows; a call to another is a tool error naming the role", async () => {
    const tenant = await createTenant(t);
    const key = await keyOf(tenant);
    expect((await (await connect(key)).listTools()).tools.map((tool) => tool.name)).toContain(
      'create_candidate',
    );
    await setMemberRole(t, tenant, 'viewer');
    const demoted = await connect(key);
    const names = (await demoted.listTools()).tools.map((tool) => tool.name);
    expect(names).toContain('list_reference_requests');
    expect(names).not.toContain('create_candidate');
    const refused = await call(demoted, 'create_candidate', {
      body: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
    });
    expect(refused.isError).toBe(true);
    expect(refused.text).toContain('role_forbidden');
    expect(refused.text).toContain('recruiter');
    await setMemberRole(t, tenant, 'recruiter');
    const promoted = await connect(key);
    expect((await promoted.listTools()).tools.map((tool) => tool.name)).toContain(
      'create_candidate',
    );
  });

  it('reports invalid arguments as the route validates them', async () => {
    const tenant = await createTenant(t);
    const client = await connect(await keyOf(tenant));
    const invalid = await call(client, 'create_candidate', { body: { firstName: 'Ada' } });
    expect(invalid.isError).toBe(true);
    expect(invalid.text).toContain('validation_failed');
    const missing = await call(client, 'get_reference_request', {});
    expect(missing.isError).toBe(true);
    expect(missing.text).toContain('requestId is required');
  });

  it('keeps test and live apart: a test key sees only test data', async () => {
    const tenant = await createTenant(t);
    const live = await seedRequest(t, tenant, { environment: 'live' });
    const test = await seedRequest(t, tenant, { environment: 'test' });
    const client = await connect(await keyOf(tenant, [], 'test'));
    const listed = await call(client, 'list_reference_requests');
    expect(listed.json.data.map((r: { id: string }) => r.id)).toEqual([test.requestId]);
    const hidden = await call(client, 'get_reference_request', { requestId: live.requestId });
    expect(hidden.isError).toBe(true);
    expect(hidden.text).toContain('not_found');
    await expect(
      client.readResource({ uri: `refcheck://reference-requests/${live.requestId}` }),
    ).rejects.toMatchObject({ code: RESOURCE_NOT_FOUND });
  });

  it("answers resource-not-found (-32002) for another tenant's, the other environment's and an unknown request or report", async () => {
    const tenant = await createTenant(t);
    const stranger = await createTenant(t);
    const own = await seedRequest(t, tenant, { environment: 'test' });
    const live = await seedRequest(t, tenant, { environment: 'live' });
    const theirs = await seedRequest(t, stranger, { environment: 'test' });
    const client = await connect(await keyOf(tenant, [], 'test'));
    const read = await client.readResource({
      uri: `refcheck://reference-requests/${own.requestId}`,
    });
    expect(read.contents).toHaveLength(1);
    for (const requestId of [theirs.requestId, live.requestId, 'rr_unknown']) {
      for (const uri of [
        `refcheck://reference-requests/${requestId}`,
        `refcheck://reference-requests/${requestId}/report`,
      ]) {
        const failure = await client.readResource({ uri }).then(
          () => undefined,
          (error: unknown) => error,
        );
        expect(failure, uri).toBeInstanceOf(McpError);
        expect((failure as McpError).code, uri).toBe(RESOURCE_NOT_FOUND);
      }
    }
    const unknownKind = await client
      .readResource({ uri: 'refcheck://candidates/x' })
      .catch((e) => e);
    expect((unknownKind as McpError).code).toBe(RESOURCE_NOT_FOUND);
  });

  it('runs create → get → draft → approve → share on one request with the SDK client', async () => {
    const tenant = await createTenant(t);
    const client = await connect(await keyOf(tenant));
    const created = await call(client, 'create_reference_request', {
      idempotencyKey: 'mcp-flow-1',
      body: {
        launchMode: 'manual_references',
        candidate: { firstName: 'Katherine', lastName: 'Johnson', email: 'kj@example.com' },
        contacts: [
          {
            firstName: 'Dana',
            lastName: 'Reyes',
            email: 'dana@example.com',
            phone: '+14155550101',
            relationship: 'manager',
          },
        ],
      },
    });
    expect(created.isError, created.text).toBeFalsy();
    const requestId = created.json.referenceRequest.id as string;
    const got = await call(client, 'get_reference_request', { requestId });
    expect(got.json).toMatchObject({ id: requestId });

    // The referee's answers come from the participant pages: written here as they would be stored.
    await answerAsReferee(tenant, got.json, TWO_ANSWERS[0]!.answers!);
    const draft = await call(client, 'draft_valuation', { requestId });
    expect(draft.isError, draft.text).toBeFalsy();
    expect(draft.json).toMatchObject({ object: 'valuation_draft', status: 'draft' });
    const approved = await call(client, 'approve_valuation', { requestId });
    expect(approved.isError, approved.text).toBeFalsy();
    const shared = await call(client, 'share_report', { requestId, body: { expiresInDays: 7 } });
    expect(shared.isError, shared.text).toBeFalsy();
    expect(shared.json.url).toMatch(/^http/);
    const answered = { requestId };

    const report = await client.readResource({
      uri: `refcheck://reference-requests/${answered.requestId}/report`,
    });
    const text = (report.contents[0] as { text: string }).text;
    expect(text).toContain('Report status: approved');
    expect(text).toContain('Dana Reyes: "Explains hard things simply."');
    expect(text).toContain('Would rehire: 1 yes, 0 no');

    const prompt = await client.getPrompt({
      name: 'summarise_reference_check',
      arguments: { requestId: answered.requestId },
    });
    expect(JSON.stringify(prompt.messages)).toContain('Dana Reyes');

    const pdf = await call(client, 'get_report_pdf', { requestId: answered.requestId });
    expect(pdf.content[0]).toMatchObject({
      type: 'resource',
      resource: { mimeType: 'application/pdf' },
    });
  });
});
