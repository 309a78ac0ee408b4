import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../src/app.ts';
import { testConfig } from '../helpers/app.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/db.ts';
import { signSession } from '../helpers/factories.ts';
import { LocalSmtpServer } from '../helpers/outreach-stand-ins.ts';

/**
 * Greenhouse's side of the Assessment Partner API, played over real HTTP as
 * its documentation describes it (developers.greenhouse.io/assessment.html):
 * HTTP Basic with the partner key as the user name and an empty password,
 * `list_tests`, a `send_test` with Greenhouse's body, hourly `test_status`
 * polls, and `response_error`. The participants follow the links of the
 * e-mails a real SMTP server receives; the recruiter approves with the API.
 */

let smtp: LocalSmtpServer;
let app: App;
let database: TestDatabase;
let base: string;
const tenantId = 'org_e2egreenhouse';
const recruiterId = 'user_e2egina';
let session: string;
/** The key a Refcheck admin made for Greenhouse (the console's button: exactly these scopes). */
let greenhouseKey: string;
let partnerInterviewId: string;

const GREENHOUSE = '/v1/integrations/greenhouse';
const candidateEmail = 'hpotter@hogwarts.example';
const refereeEmail = 'mmcgonagall@hogwarts.example';

/** Greenhouse's send_test body, as its documentation shows it. */
const sendTestBody = (testId: string) => ({
  partner_test_id: testId,
  candidate: {
    first_name: 'Harry',
    last_name: 'Potter',
    resume_url: 'https://hogwarts.example/resume',
    phone_number: '123-456-7890',
    email: candidateEmail,
    greenhouse_profile_url: 'https://app.greenhouse.io/people/17681532?application_id=26234709',
  },
  url: 'https://app.greenhouse.io/integrations/testing_partners/take_home_tests/12345',
});

beforeAll(async () => {
  smtp = new LocalSmtpServer();
  const smtpUrl = await smtp.listen();
  database = await createTestDatabase();
  app = await buildApp({
    config: testConfig({ SMTP_URL: smtpUrl, WORKER_POLL_MS: '50' }),
    database,
    startWorker: true,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  session = await signSession({
    sub: recruiterId,
    org_id: tenantId,
    email: 'gina@hogwarts.example',
    name: 'Gina Recruiter',
  });
});

afterAll(async () => {
  await app?.close();
  await database?.destroy();
  await smtp?.close();
});

/** Greenhouse's `Authorization`: Base64 of the key and a colon (an empty password). */
const basic = (key: string) => `Basic ${Buffer.from(`${key}:`).toString('base64')}`;

async function call(
  method: string,
  path: string,
  options: { authorization?: string; body?: unknown } = {},
) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(options.authorization ? { authorization: options.authorization } : {}),
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
  });
  const type = response.headers.get('content-type') ?? '';
  const body = type.includes('json') ? await response.json() : await response.text();
  return { status: response.status, type, body, headers: response.headers };
}

const greenhouse = (method: string, route: string, body?: unknown, key = greenhouseKey) =>
  call(method, `${GREENHOUSE}/${route}`, { authorization: basic(key), body });
const api = (method: string, path: string, body?: unknown) =>
  call(method, path, { authorization: `Bearer ${greenhouseKey}`, body });

/** The path of the participant link in the e-mails the SMTP server received for `to`. */
async function linkInMailTo(to: string, kind: 'intake' | 'referee'): Promise<string> {
  for (let i = 0; i < 200; i++) {
    const mail = smtp.to(to)[0];
    const match = mail?.text.match(new RegExp(`https?://[^\\s/]+(/${kind}/[A-Za-z0-9_-]+)`));
    if (match) return match[1]!;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no ${kind} e-mail reached ${to}`);
}

async function createKey(name: string, scopes: string[], environment = 'live') {
  const created = await call('POST', `/v1/tenants/${tenantId}/api-keys`, {
    authorization: `Bearer ${session}`,
    body: { name, environment, scopes },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return created.body.plaintext as string;
}

describe('Greenhouse sends a reference check and reads its result', () => {
  it('a Refcheck admin issues a key for Greenhouse with exactly the scopes it needs', async () => {
    const settings = await call('GET', `/v1/tenants/${tenantId}/integrations/greenhouse`, {
      authorization: `Bearer ${session}`,
    });
    expect(settings.status).toBe(200);
    expect(settings.body.scopes).toEqual(['references:read', 'references:write']);
    expect(settings.body.urls.send_test).toMatch(/\/v1\/integrations\/greenhouse\/send_test$/);
    greenhouseKey = await createKey('Greenhouse', settings.body.scopes);
  });

  it('list_tests answers the active questionnaires, the default first', async () => {
    const tests = await greenhouse('GET', 'list_tests');
    expect(tests.status).toBe(200);
    expect(tests.body[0]).toEqual({
      partner_test_id: 'qst_builtin',
      partner_test_name: 'Standard reference check',
    });
  });

  it('send_test starts a candidate_intake request and e-mails the candidate once, however often it is repeated', async () => {
    const sent = await greenhouse('POST', 'send_test', sendTestBody('qst_builtin'));
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(Object.keys(sent.body)).toEqual(['partner_interview_id']);
    partnerInterviewId = sent.body.partner_interview_id;
    expect(partnerInterviewId).toMatch(/^rr_/);

    // Greenhouse retries (a resume URL of its own each time), two of them at once.
    const again = { ...sendTestBody('qst_builtin') };
    again.candidate = { ...again.candidate, resume_url: 'https://hogwarts.example/resume?v=2' };
    const repeats = await Promise.all([
      greenhouse('POST', 'send_test', again),
      greenhouse('POST', 'send_test', again),
    ]);
    for (const repeat of repeats) {
      expect(repeat.status).toBe(200);
      expect(repeat.body.partner_interview_id).toBe(partnerInterviewId);
    }

    const request = await api('GET', `/v1/api/reference-requests/${partnerInterviewId}`);
    expect(request.body).toMatchObject({
      status: 'intake_pending',
      launchMode: 'candidate_intake',
      questionnaire: { id: 'qst_builtin' },
      candidate: { firstName: 'Harry', lastName: 'Potter', email: candidateEmail },
      metadata: {
        greenhouse_candidate_id: '17681532',
        greenhouse_application_id: '26234709',
        greenhouse_profile_url: 'https://app.greenhouse.io/people/17681532?application_id=26234709',
        greenhouse_test_url:
          'https://app.greenhouse.io/integrations/testing_partners/take_home_tests/12345',
      },
    });
    const byApplication = await api(
      'GET',
      '/v1/api/reference-requests?metadata[greenhouse_application_id]=26234709',
    );
    expect(byApplication.body.data.map((r: { id: string }) => r.id)).toEqual([partnerInterviewId]);

    await linkInMailTo(candidateEmail, 'intake');
    // Let the worker run whatever a repeat might have queued: still one invitation.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.to(candidateEmail)).toHaveLength(1);
  });

  it('test_status answers the request state and nulls until the report is approved', async () => {
    const status = await greenhouse(
      'GET',
      `test_status?partner_interview_id=${partnerInterviewId}`,
    );
    expect(status.status).toBe(200);
    expect(status.body).toEqual({
      partner_status: 'intake_pending',
      partner_profile_url: null,
      partner_score: null,
      metadata: null,
    });
  });

  it('the candidate names a referee, who answers; the recruiter approves', async () => {
    const intake = (await linkInMailTo(candidateEmail, 'intake')).split('/').pop()!;
    const named = await call('POST', `/v1/public/intake/${intake}/complete`, {
      body: {
        consent: true,
        contacts: [
          {
            firstName: 'Minerva',
            lastName: 'McGonagall',
            email: refereeEmail,
            phone: '+14155550100',
            relationship: 'manager',
          },
        ],
      },
    });
    expect(named.status, JSON.stringify(named.body)).toBe(200);
    const queued = await api('POST', `/v1/api/reference-requests/${partnerInterviewId}/lifecycle`, {
      action: 'queue_outreach',
    });
    expect(queued.status, JSON.stringify(queued.body)).toBe(200);

    const referee = (await linkInMailTo(refereeEmail, 'referee')).split('/').pop()!;
    expect((await call('GET', `/v1/public/referee/${referee}`)).status).toBe(200);
    const answered = await call('POST', `/v1/public/referee/${referee}/complete`, {
      body: {
        answers: {
          relationship: 'I was his head of house for seven years',
          monthsKnown: 84,
          strengths: 'Brave, loyal and quick to learn.',
          improvements: 'Could follow the rules more closely.',
          ratings: {
            communication: 4,
            technical_skill: 3,
            teamwork: 5,
            reliability: 4,
            problem_solving: 5,
            leadership: 5,
          },
          wouldRehire: true,
        },
      },
    });
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);

    const polled = await greenhouse(
      'GET',
      `test_status?partner_interview_id=${partnerInterviewId}`,
    );
    expect(polled.body.partner_status).toBe('review_requested');
    expect(polled.body.partner_profile_url).toBeNull();

    // The recruiter, in the console, drafts the report and approves it.
    const reports = `/v1/tenants/${tenantId}/reference-reports/${partnerInterviewId}`;
    const asRecruiter = { authorization: `Bearer ${session}`, body: {} };
    const drafted = await call('POST', `${reports}/draft`, asRecruiter);
    expect(drafted.status, JSON.stringify(drafted.body)).toBe(200);
    const approved = await call('POST', `${reports}/approve`, asRecruiter);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  });

  it('the next poll is complete, with the score, a line per question and a link that opens the report', async () => {
    const first = await greenhouse('GET', `test_status?partner_interview_id=${partnerInterviewId}`);
    expect(first.status).toBe(200);
    expect(first.body.partner_status).toBe('complete');
    // (4+3+5+4+5+5)/6 = 26/6 out of 5, times 20, unrounded.
    expect(first.body.partner_score).toBeCloseTo((26 / 6) * 20, 10);
    expect(Object.keys(first.body.metadata)).toEqual(
      expect.arrayContaining(['communication', 'leadership']),
    );
    for (const value of Object.values(first.body.metadata)) expect(typeof value).toBe('string');
    expect(first.body.metadata.communication).toMatch(/^4\.0 \/ 5/);

    // Polled again (Greenhouse stops at complete, but a retry may come): the same link.
    const second = await greenhouse(
      'GET',
      `test_status?partner_interview_id=${partnerInterviewId}`,
    );
    expect(second.body.partner_profile_url).toBe(first.body.partner_profile_url);
    const state = await api('GET', `/v1/api/reference-requests/${partnerInterviewId}`);
    expect(state.body.report.activeShareLinks).toBe(1);

    const link = new URL(first.body.partner_profile_url);
    expect(`${link.protocol}//${link.host}`).toBe(app.ctx.config.publicBaseUrl);
    const page = await call('GET', link.pathname);
    expect(page.status).toBe(200);
    expect(page.type).toMatch(/text\/html/);
    const token = link.pathname.split('/').pop()!;
    const shared = await call('GET', `/v1/public/reference-reports/${token}`);
    expect(shared.status).toBe(200);
    expect(shared.body.candidate.name).toBe('Harry Potter');
  });
});

describe('what Greenhouse is refused', () => {
  it('a missing or bad credential: 401 with a Basic challenge, as problem+json', async () => {
    for (const authorization of [
      undefined,
      basic('svc_live_notarealkey000_0000000000000000000000000000000000000000'),
      `Bearer ${greenhouseKey}`,
      `Basic ${Buffer.from(`${greenhouseKey}:password`).toString('base64')}`,
    ]) {
      const res = await call('GET', `${GREENHOUSE}/list_tests`, { authorization });
      expect(res.status, String(authorization)).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Basic realm="Refcheck"');
      expect(res.type).toMatch(/application\/problem\+json/);
      expect(['missing_credentials', 'invalid_api_key']).toContain(res.body.code);
    }
  });

  it('a key without references:write: 403 on send_test, reads allowed', async () => {
    const reader = await createKey('Greenhouse (read only)', ['references:read']);
    const refused = await greenhouse('POST', 'send_test', sendTestBody('qst_builtin'), reader);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: 'insufficient_scope',
      requiredScope: 'references:write',
    });
    expect((await greenhouse('GET', 'list_tests', undefined, reader)).status).toBe(200);
  });

  it('a test key sees and makes test data only, and e-mails nobody outside the tenant', async () => {
    const testKey = await createKey(
      'Greenhouse sandbox',
      ['references:read', 'references:write'],
      'test',
    );
    const live = await greenhouse(
      'GET',
      `test_status?partner_interview_id=${partnerInterviewId}`,
      undefined,
      testKey,
    );
    expect(live.status).toBe(404);
    const email = 'sandbox.candidate@example.org';
    const body = sendTestBody('qst_builtin');
    body.candidate = { ...body.candidate, email };
    body.candidate.greenhouse_profile_url = 'https://app.greenhouse.io/people/1?application_id=2';
    const sent = await greenhouse('POST', 'send_test', body, testKey);
    expect(sent.status).toBe(200);
    const testId = sent.body.partner_interview_id;
    expect((await api('GET', `/v1/api/reference-requests/${testId}`)).status).toBe(404);
    const status = await greenhouse(
      'GET',
      `test_status?partner_interview_id=${testId}`,
      undefined,
      testKey,
    );
    expect(status.body.partner_status).toBe('intake_pending');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.to(email)).toEqual([]);
  });

  it('an unknown partner_interview_id or test: 404 and 400', async () => {
    const unknown = await greenhouse('GET', 'test_status?partner_interview_id=rr_unknown');
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('not_found');
    const noTest = await greenhouse('POST', 'send_test', sendTestBody('qst_unknown'));
    expect(noTest.status).toBe(400);
    expect(noTest.body.errors[0].path).toBe('partner_test_id');
  });
});

describe('response_error', () => {
  it('becomes an ops message the recruiter sees and an audit event; answers 200', async () => {
    const reported = await greenhouse('POST', 'response_error', {
      api_call: 'test_status',
      errors: ["partner_status is 'complete' but partner_profile url is missing"],
      partner_test_id: 12345,
      partner_test_name: 'Personality Test',
      partner_interview_id: 299506,
      candidate_email: 'hpotter@hogwarts.example',
    });
    expect(reported.status, JSON.stringify(reported.body)).toBe(200);
    expect(reported.body).toEqual({ status: 200 });
    const feed = await call('GET', `/v1/tenants/${tenantId}/ops/feed`, {
      authorization: `Bearer ${session}`,
    });
    expect(feed.body.data[0]).toMatchObject({
      title: 'Greenhouse reported an error in test_status',
      from: 'Greenhouse',
      priority: 'high',
    });
    expect(feed.body.data[0].body).toContain('partner_profile url is missing');
    const events = await call(
      'GET',
      `/v1/tenants/${tenantId}/audit-events?action=integration.greenhouse.response_error`,
      { authorization: `Bearer ${session}` },
    );
    expect(events.body.data).toHaveLength(1);
    expect(events.body.data[0].actorKind).toBe('api_key');
  });

  it("the console's settings list the calls Greenhouse made, from the usage records", async () => {
    const settings = await call('GET', `/v1/tenants/${tenantId}/integrations/greenhouse`, {
      authorization: `Bearer ${session}`,
    });
    const endpoints = settings.body.recentCalls.map((c: { endpoint: string }) => c.endpoint);
    expect(endpoints[0]).toBe('/v1/integrations/greenhouse/response_error');
    expect(endpoints).toEqual(
      expect.arrayContaining([
        '/v1/integrations/greenhouse/list_tests',
        '/v1/integrations/greenhouse/send_test',
        '/v1/integrations/greenhouse/test_status',
      ]),
    );
    expect(endpoints.every((e: string) => e.startsWith('/v1/integrations/greenhouse/'))).toBe(true);
  });
});
