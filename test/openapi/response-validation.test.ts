import type { Document } from 'openapi-backend';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_SCOPES } from '../../src/core/auth.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { createKey, createTenant, type TestKey } from '../helpers/factories.ts';
import { type Exchange, OpenApiResponseChecker } from '../helpers/openapi-responses.ts';

/**
 * The whole `/v1/api` flow over HTTP, errors included, every answer checked
 * against the served /openapi.json by a third-party validator
 * (test/helpers/openapi-responses.ts): an undeclared status, header, content
 * type or body fails the test, and so does a request the server and the
 * document judge differently.
 */

let t: TestApp;
let baseUrl: string;
let checker: OpenApiResponseChecker;
let key: TestKey;
const seen: { exchange: Exchange; problems: string[] }[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  checker = await OpenApiResponseChecker.of(
    (await (await fetch(`${baseUrl}/openapi.json`)).json()) as Document,
  );
  const tenant = await createTenant(t);
  key = await createKey(t, tenant, { environment: 'test', scopes: [...ALL_SCOPES] });
}, 60_000);
afterAll(() => t?.close());

interface CallOptions {
  apiKey?: string | null;
  headers?: Record<string, string>;
  json?: unknown;
  /** A body sent as it is (with `headers['content-type']`). */
  raw?: string;
}

/** One call, checked against the document; answers the status and the parsed body. */
async function call(method: string, url: string, options: CallOptions = {}) {
  const requestHeaders: Record<string, string> = { ...options.headers };
  const apiKey = options.apiKey === undefined ? key.plaintext : options.apiKey;
  if (apiKey !== null) requestHeaders.authorization = `Bearer ${apiKey}`;
  let body: string | undefined = options.raw;
  if (options.json !== undefined) {
    requestHeaders['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  const res = await fetch(`${baseUrl}${url}`, { method, headers: requestHeaders, body });
  const exchange: Exchange = {
    method,
    url,
    requestHeaders,
    requestBody: options.json,
    status: res.status,
    headers: Object.fromEntries(res.headers),
    body: Buffer.from(await res.arrayBuffer()),
  };
  const problems = checker.check(exchange);
  seen.push({ exchange, problems });
  expect(problems, `${method} ${url}`).toEqual([]);
  const type = exchange.headers['content-type'] ?? '';
  return {
    status: res.status,
    headers: exchange.headers,
    body: /json/.test(type) ? JSON.parse(exchange.body.toString('utf8')) : exchange.body,
  };
}

const expectStatus = (answer: { status: number; body: unknown }, status: number, code?: string) => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  if (code) expect((answer.body as { code: string }).code).toBe(code);
};

describe('the /v1/api flow, checked against the served document', () => {
  let requestId: string;
  let candidateId: string;

  it('runs the happy path: key, candidates, requests, referees, report, PDF, events', async () => {
    expectStatus(await call('GET', '/v1/api/whoami'), 200);

    const candidate = await call('POST', '/v1/api/candidates', {
      json: { firstName: 'Katherine', lastName: 'Johnson', email: 'katherine@example.com' },
    });
    expectStatus(candidate, 200);
    candidateId = candidate.body.id;
    expectStatus(
      await call('PATCH', `/v1/api/candidates/${candidateId}`, { json: { stage: 'onsite' } }),
      200,
    );
    expectStatus(await call('GET', `/v1/api/candidates/${candidateId}`), 200);
    expectStatus(await call('GET', '/v1/api/candidates?search=johnson&limit=5'), 200);

    const created = await call('POST', '/v1/api/reference-requests', {
      headers: { 'idempotency-key': 'validator-flow-1' },
      json: {
        launchMode: 'manual_references',
        roleTitle: 'Mathematician',
        candidate: { firstName: 'Katherine', lastName: 'Johnson', email: 'katherine@example.com' },
        contacts: [
          {
            firstName: 'Dorothy',
            lastName: 'Vaughan',
            email: 'dorothy@example.org',
            phone: '+1 757 555 0101',
            relationship: 'manager',
          },
        ],
      },
    });
    expectStatus(created, 200);
    requestId = created.body.referenceRequest.id;
    // The same key and body again: the first answer, replayed (and marked so).
    const replayed = await call('POST', '/v1/api/reference-requests', {
      headers: { 'idempotency-key': 'validator-flow-1' },
      json: {
        launchMode: 'manual_references',
        roleTitle: 'Mathematician',
        candidate: { firstName: 'Katherine', lastName: 'Johnson', email: 'katherine@example.com' },
        contacts: [
          {
            firstName: 'Dorothy',
            lastName: 'Vaughan',
            email: 'dorothy@example.org',
            phone: '+1 757 555 0101',
            relationship: 'manager',
          },
        ],
      },
    });
    expectStatus(replayed, 200);
    expect(replayed.headers['idempotent-replayed']).toBe('true');

    expectStatus(
      await call('POST', `/v1/api/reference-requests/${requestId}/contacts`, {
        json: {
          contacts: [
            {
              firstName: 'Mary',
              lastName: 'Jackson',
              email: 'mary@example.org',
              phone: '+1 757 555 0102',
              relationship: 'peer',
            },
          ],
        },
      }),
      200,
    );
    expectStatus(await call('GET', `/v1/api/reference-requests/${requestId}`), 200);
    expectStatus(
      await call('PATCH', `/v1/api/reference-requests/${requestId}`, {
        json: { metadata: { ats_application_id: '26234709', team: null } },
      }),
      200,
    );
    expectStatus(
      await call('GET', `/v1/api/reference-requests?candidateId=${candidateId}&limit=10`),
      200,
    );
    for (const action of ['grant_candidate_consent', 'queue_outreach']) {
      expectStatus(
        await call('POST', `/v1/api/reference-requests/${requestId}/lifecycle`, {
          json: { action },
        }),
        200,
      );
    }
    await t.app.worker.drain();
    const inOutreach = await call('GET', `/v1/api/reference-requests/${requestId}`);
    const contactUrl = `/v1/api/reference-requests/${requestId}/contacts/${inOutreach.body.contacts[0].id}`;
    expectStatus(
      await call('PATCH', contactUrl, { json: { relationship: 'Former manager' } }),
      200,
    );
    expectStatus(await call('POST', `${contactUrl}/resend`), 200);
    expectStatus(await call('POST', `${contactUrl}/resend`), 409, 'resend_too_soon');
    expectStatus(
      await call('POST', `/v1/api/reference-requests/${requestId}/candidate/resend`),
      409,
      'invalid_transition',
    );
    await t.app.worker.drain();

    const links = await call('GET', `/v1/api/test-helpers/reference-requests/${requestId}/links`);
    expectStatus(links, 200);
    for (const link of links.body.data.filter(
      (l: { participant: string }) => l.participant === 'referee',
    )) {
      const token = new URL(link.url).pathname.split('/').at(-1);
      const answered = await fetch(`${baseUrl}/v1/public/referee/${token}/complete`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          answers: { ratings: { communication: 5 }, wouldRehire: true, strengths: 'Exact.' },
        }),
      });
      expect(answered.status).toBe(200);
    }

    const base = `/v1/api/reference-requests/${requestId}`;
    expectStatus(await call('POST', `${base}/valuation/draft`), 200);
    expectStatus(await call('POST', `${base}/valuation/approve`), 200);
    expectStatus(await call('GET', `${base}/valuation`), 200);
    expectStatus(await call('GET', `${base}/report`), 200);
    expectStatus(await call('POST', `${base}/share`, { json: { expiresInDays: 7 } }), 200);
    const pdf = await call('GET', `${base}/report/pdf`);
    expectStatus(pdf, 200);
    expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    expectStatus(await call('POST', `${base}/share/revoke`), 200);

    expectStatus(await call('GET', '/v1/api/ops/feed?limit=5'), 200);
    expectStatus(
      await call('POST', '/v1/api/ops/messages', {
        json: { title: 'Checked', body: 'Every answer matched the document.' },
      }),
      200,
    );
    expectStatus(
      await call('POST', '/v1/api/agent', { json: { message: 'list requests in review' } }),
      200,
    );
    expectStatus(await call('GET', `/v1/api/events?targetId=${requestId}&limit=100`), 200);
    expectStatus(await call('GET', '/v1/api/events?type=report.approved'), 200);
    expectStatus(await call('POST', `${base}/cancel`, { json: { reason: 'Checked enough' } }), 200);
  }, 60_000);

  it('runs the questionnaires: list, create, copy, read a version, change, archive', async () => {
    expectStatus(await call('GET', '/v1/api/questionnaires?limit=5'), 200);
    const created = await call('POST', '/v1/api/questionnaires', {
      json: {
        name: 'Checked',
        questions: [
          { key: 'ownership', kind: 'rating', prompt: 'Rate their ownership', label: 'Ownership' },
          { key: 'style', kind: 'choice', prompt: 'How?', options: ['Alone', 'Together'] },
        ],
      },
    });
    expectStatus(created, 200);
    const url = `/v1/api/questionnaires/${created.body.id}`;
    expectStatus(
      await call('POST', '/v1/api/questionnaires', { json: { copyFrom: 'qst_builtin' } }),
      200,
    );
    expectStatus(
      await call('PATCH', url, {
        json: { questions: [{ key: 'onCall', kind: 'yes_no', prompt: 'On call?' }] },
      }),
      200,
    );
    expectStatus(await call('GET', `${url}?version=1`), 200);
    expectStatus(await call('GET', '/v1/api/questionnaires/qst_builtin'), 200);
    expectStatus(
      await call('PATCH', '/v1/api/questionnaires/qst_builtin', { json: { name: 'No' } }),
      409,
      'invalid_transition',
    );
    expectStatus(await call('POST', `${url}/archive`), 200);
    // An archived questionnaireId on a create is a 400 the document cannot tell apart from a
    // valid body (a lookup, like an unknown id): questionnaires.api.test.ts covers it.
  });

  it('declares 401 with its WWW-Authenticate header', async () => {
    const none = await call('GET', '/v1/api/whoami', { apiKey: null });
    expectStatus(none, 401, 'missing_credentials');
    expect(none.headers['www-authenticate']).toBe('Bearer');
    expectStatus(
      await call('GET', `/v1/api/reference-requests/${requestId}`, { apiKey: 'svc_test_nope' }),
      401,
      'invalid_api_key',
    );
    const tenant = await createTenant(t);
    const expired = await createKey(t, tenant, {
      environment: 'test',
      expiresAt: new Date(t.clock.now().getTime() - 1000),
    });
    expectStatus(
      await call('POST', '/v1/api/candidates', {
        apiKey: expired.plaintext,
        json: { firstName: 'A', lastName: 'B', email: 'ab@example.com' },
      }),
      401,
      'api_key_expired',
    );
  });

  it('declares 403 for a key without the scope', async () => {
    const tenant = await createTenant(t);
    const reader = await createKey(t, tenant, { environment: 'test', scopes: ['candidates:read'] });
    expectStatus(
      await call('GET', '/v1/api/events', { apiKey: reader.plaintext }),
      403,
      'insufficient_scope',
    );
    expectStatus(
      await call('POST', `/v1/api/reference-requests/${requestId}/cancel`, {
        apiKey: reader.plaintext,
        json: {},
      }),
      403,
      'insufficient_scope',
    );
  });

  it('declares 400 for invalid JSON, an invalid body, query or header', async () => {
    expectStatus(
      await call('POST', '/v1/api/candidates', {
        headers: { 'content-type': 'application/json' },
        raw: '{"firstName": ',
      }),
      400,
      'invalid_json',
    );
    expectStatus(
      await call('POST', '/v1/api/candidates', { json: { firstName: 'A', email: 'not-mail' } }),
      400,
      'validation_failed',
    );
    expectStatus(await call('GET', '/v1/api/reference-requests?limit=1000'), 400);
    expectStatus(await call('GET', '/v1/api/events?type=no.such_event'), 400);
    expectStatus(
      await call('POST', `/v1/api/reference-requests/${requestId}/lifecycle`, {
        headers: { 'idempotency-key': '' },
        json: { action: 'queue_outreach' },
      }),
      400,
    );
  });

  it('writes the rules the server enforces into the request schemas', async () => {
    // A whitespace-only name: the server refuses it, so must the document.
    expectStatus(
      await call('POST', '/v1/api/candidates', {
        json: { firstName: '   ', lastName: 'Jackson', email: 'blank@example.com' },
      }),
      400,
      'validation_failed',
    );
    expectStatus(
      await call('POST', '/v1/api/ops/messages', { json: { title: '\t', body: ' \n ' } }),
      400,
      'validation_failed',
    );
    // expiresAt and expiresInDays together.
    expectStatus(
      await call('POST', `/v1/api/reference-requests/${requestId}/share`, {
        json: { expiresAt: '2027-01-01T00:00:00Z', expiresInDays: 3 },
      }),
      400,
      'validation_failed',
    );
  });

  it('declares 404, 409, 413, 414 and 415', async () => {
    expectStatus(
      await call('GET', '/v1/api/reference-requests/rr_00000000000000000000000000'),
      404,
      'not_found',
    );
    expectStatus(await call('GET', '/v1/api/candidates/cand_unknown'), 404, 'not_found');
    expectStatus(
      await call('POST', `/v1/api/reference-requests/${requestId}/cancel`, { json: {} }),
      409,
      'invalid_transition',
    );
    expectStatus(
      await call('POST', '/v1/api/candidates', {
        headers: { 'idempotency-key': 'validator-conflict' },
        json: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
      }),
      200,
    );
    expectStatus(
      await call('POST', '/v1/api/candidates', {
        headers: { 'idempotency-key': 'validator-conflict' },
        json: { firstName: 'Ada', lastName: 'Byron', email: 'ada@example.com' },
      }),
      409,
      'idempotency_conflict',
    );
    const big = JSON.stringify({ message: 'x'.repeat(1024 * 1024 + 10) });
    for (const url of [
      '/v1/api/agent',
      `/v1/api/reference-requests/${requestId}/valuation/draft`,
    ]) {
      expectStatus(
        await call('POST', url, { headers: { 'content-type': 'application/json' }, raw: big }),
        413,
        'payload_too_large',
      );
    }
    expectStatus(
      await call('GET', `/v1/api/reference-requests/rr_${'a'.repeat(150)}`),
      414,
      'uri_too_long',
    );
    expectStatus(
      await call('PATCH', `/v1/api/candidates/${candidateId}`, {
        headers: { 'content-type': 'text/plain' },
        raw: 'stage=onsite',
      }),
      415,
      'unsupported_media_type',
    );
    expectStatus(
      await call('POST', `/v1/api/reference-requests/${requestId}/share/revoke`, {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        raw: 'a=b',
      }),
      415,
      'unsupported_media_type',
    );
  });

  it('covered every operation of the document and every error status of the issue', () => {
    const statuses = new Set(seen.map(({ exchange }) => exchange.status));
    for (const status of [200, 400, 401, 403, 404, 409, 413, 414, 415]) {
      expect(statuses, `status ${status}`).toContain(status);
    }
    const operations = Object.entries(checker.document.paths ?? {}).flatMap(([path, item]) =>
      Object.keys(item ?? {}).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const template = (op: string) =>
      new RegExp(`^${op.replace(/\{[^}]+\}/g, '[^/]+').replace(/ /, ' ')}$`);
    const called = seen.map(({ exchange }) => `${exchange.method} ${exchange.url.split('?')[0]}`);
    const missed = operations.filter((op) => !called.some((c) => template(op).test(c)));
    expect(missed).toEqual([]);
  });
});

describe('the checker itself', () => {
  const exchange = (overrides: Partial<Exchange>): Exchange => ({
    method: 'GET',
    url: '/v1/api/whoami',
    requestHeaders: {},
    status: 401,
    headers: {
      'content-type': 'application/problem+json; charset=utf-8',
      'x-request-id': 'req_1',
      'www-authenticate': 'Bearer',
    },
    body: Buffer.from(
      JSON.stringify({
        type: 'http://refcheck.test/docs/errors#missing_credentials',
        title: 'Missing credentials',
        status: 401,
        detail: 'No key.',
        code: 'missing_credentials',
        traceId: 'req_1',
      }),
    ),
    ...overrides,
  });

  it('passes a declared answer and names what is wrong with an undeclared one', () => {
    expect(checker.check(exchange({}))).toEqual([]);
    expect(checker.check(exchange({ status: 418 }))[0]).toMatch(/status not declared/);
    expect(checker.check(exchange({ url: '/v1/api/nothing' }))[0]).toMatch(/no operation/);
    const undeclaredHeader = exchange({});
    undeclaredHeader.headers['x-powered-by'] = 'x';
    expect(checker.check(undeclaredHeader)).toEqual([
      'GET /v1/api/whoami → 401: header x-powered-by not declared',
    ]);
    const wrongType = exchange({});
    wrongType.headers['content-type'] = 'text/html';
    expect(checker.check(wrongType)[0]).toMatch(/content type text\/html not declared/);
    expect(checker.check(exchange({ body: Buffer.from('{"code": 1}') })).length).toBeGreaterThan(0);
  });
});
