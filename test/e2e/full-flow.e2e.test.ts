import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../src/app.ts';
import { testConfig } from '../helpers/app.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/db.ts';
import { anchors } from '../helpers/emails.ts';
import { signSession } from '../helpers/factories.ts';
import { postSse } from '../helpers/sse-client.ts';

/**
 * The whole product over real HTTP, as a recruiter, a partner system and the
 * participants would use it: a real SMTP server receives the e-mails the
 * outbox worker sends on its own, and every step follows the links in them.
 */

interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  contentType: string;
}

const inbox: ReceivedMail[] = [];
let smtp: SMTPServer;
let app: App;
let database: TestDatabase;
let base: string;
const tenantId = 'org_e2eacme';
const recruiterId = 'user_e2ealice';
let session: string;
let apiKey: string;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
          inbox.push({
            to: to?.value[0]?.address ?? '',
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            contentType: (mail.headers.get('content-type') as { value?: string })?.value ?? '',
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const smtpPort = (smtp.server.address() as AddressInfo).port;

  database = await createTestDatabase();
  const config = testConfig({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, WORKER_POLL_MS: '50' });
  app = await buildApp({ config, database, startWorker: true });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  session = await signSession({
    sub: recruiterId,
    org_id: tenantId,
    email: 'alice@acme.test',
    name: 'Alice Recruiter',
  });
});

afterAll(async () => {
  await app?.close();
  await database?.destroy();
  await new Promise<void>((resolve) => smtp?.close(() => resolve()));
});

async function call(
  method: string,
  path: string,
  options: { auth?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(options.auth ? { authorization: `Bearer ${options.auth}` } : {}),
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...options.headers,
    },
    body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
  });
  const type = response.headers.get('content-type') ?? '';
  const body = type.includes('json')
    ? await response.json()
    : Buffer.from(await response.arrayBuffer());
  return { status: response.status, type, body, headers: response.headers };
}

/** Waits for the worker to deliver an e-mail to `to` over SMTP, and returns the path of its link. */
async function linkInMailTo(to: string, kind: 'intake' | 'referee', after = 0): Promise<string> {
  for (let i = 0; i < 200; i++) {
    const mail = inbox.filter((m) => m.to === to).slice(after)[0];
    const match = mail?.text.match(new RegExp(`https?://[^\\s/]+(/${kind}/[A-Za-z0-9_-]+)`));
    if (match) return match[1]!;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no ${kind} e-mail reached ${to}; inbox: ${inbox.map((m) => m.to).join(', ')}`);
}

const answers = (rating: number, wouldRehire: boolean) => ({
  relationship: 'I managed her for two years at Analytical Engines Ltd',
  monthsKnown: 24,
  strengths: 'Rigorous, inventive and generous with her time.',
  improvements: 'Could delegate more.',
  ratings: {
    communication: rating,
    technical_skill: 5,
    teamwork: rating,
    reliability: 4,
    problem_solving: 5,
    leadership: 3,
  },
  wouldRehire,
});

describe('a reference check from request to shared report', () => {
  let requestId: string;
  let shareUrl: string;

  it('issues an API key from a tenant session', async () => {
    const created = await call('POST', `/v1/tenants/${tenantId}/api-keys`, {
      auth: session,
      body: { name: 'ATS integration', environment: 'live' },
    });
    expect(created.status).toBe(200);
    apiKey = created.body.plaintext;
    expect(apiKey).toMatch(/^svc_live_[A-Za-z0-9]{12}_[A-Za-z0-9]{40}$/);
  });

  it('starts a candidate-led request, idempotently, and e-mails the candidate an intake link', async () => {
    const body = {
      launchMode: 'candidate_intake',
      roleTitle: 'Analyst',
      candidate: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
    };
    const first = await call('POST', '/v1/api/reference-requests', {
      auth: apiKey,
      body,
      headers: { 'idempotency-key': 'e2e-1' },
    });
    expect(first.status).toBe(200);
    expect(first.body.referenceRequest.status).toBe('intake_pending');
    expect(first.body.workflow.jobs.length).toBeGreaterThan(0);
    requestId = first.body.referenceRequest.id;
    const replay = await call('POST', '/v1/api/reference-requests', {
      auth: apiKey,
      body,
      headers: { 'idempotency-key': 'e2e-1' },
    });
    expect(replay.body.referenceRequest.id).toBe(requestId);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
  });

  it('lets the candidate open the link, chat over SSE and nominate referees', async () => {
    const link = await linkInMailTo('ada@example.com', 'intake');
    // Over SMTP as multipart/alternative: the text part, and the HTML part's button to the same link.
    const mail = inbox.find((m) => m.to === 'ada@example.com')!;
    expect(mail.contentType).toMatch(/multipart\/alternative/);
    expect(anchors(mail.html)).toContainEqual({
      href: expect.stringMatching(new RegExp(`${link}$`)),
      text: 'Name your referees',
    });
    const page = await call('GET', link);
    expect(page.status).toBe(200);
    expect(page.type).toMatch(/text\/html/);
    const token = link.split('/').pop()!;
    const resolved = await call('GET', `/v1/public/intake/${token}`);
    expect(resolved.status).toBe(200);
    expect(resolved.body.candidate.firstName).toBe('Ada');

    const turn = await postSse(`${base}/v1/public/intake/${token}/messages`, {
      message: 'Hello! Yes, I consent.',
    });
    expect(turn.status).toBe(200);
    expect(turn.events.at(-1)?.event).toBe('done');
    expect(turn.events.filter((e) => e.event === 'delta').length).toBeGreaterThan(0);

    const nominations = {
      consent: true,
      contacts: [
        {
          firstName: 'Grace',
          lastName: 'Hopper',
          email: 'grace@navy.example',
          phone: '(415) 555-0100',
          relationship: 'manager',
        },
        {
          firstName: 'Alan',
          lastName: 'Turing',
          email: 'alan@bletchley.example',
          phone: '+44 20 7946 0958',
          relationship: 'colleague',
        },
      ],
    };
    const completed = await call('POST', `/v1/public/intake/${token}/complete`, {
      body: nominations,
    });
    expect(completed.status).toBe(200);
    const again = await call('POST', `/v1/public/intake/${token}/complete`, { body: nominations });
    expect(again.status).toBe(410);
    expect(again.body.code).toBe('token_used');

    const request = await call('GET', `/v1/api/reference-requests/${requestId}`, { auth: apiKey });
    expect(request.body.status).toBe('consent_granted');
    expect(request.body.contacts.map((c: { phone: string }) => c.phone).sort()).toEqual([
      '+14155550100',
      '+442079460958',
    ]);
  });

  it('queues outreach; each referee follows their e-mailed link and answers', async () => {
    const moved = await call('POST', `/v1/api/reference-requests/${requestId}/lifecycle`, {
      auth: apiKey,
      body: { action: 'queue_outreach' },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.status).toBe('outreach_queued');

    const graceLink = await linkInMailTo('grace@navy.example', 'referee');
    const graceToken = graceLink.split('/').pop()!;
    const opened = await call('GET', `/v1/public/referee/${graceToken}`);
    expect(opened.status).toBe(200);
    expect(
      (await call('GET', `/v1/api/reference-requests/${requestId}`, { auth: apiKey })).body.status,
    ).toBe('collecting');
    const turn = await postSse(`${base}/v1/public/referee/${graceToken}/messages`, {
      message: 'I managed Ada for two years.',
    });
    expect(turn.events.at(-1)?.event).toBe('done');
    expect(
      (
        await call('POST', `/v1/public/referee/${graceToken}/complete`, {
          body: { answers: answers(5, true) },
        })
      ).status,
    ).toBe(200);

    const alanToken = (await linkInMailTo('alan@bletchley.example', 'referee')).split('/').pop()!;
    await call('GET', `/v1/public/referee/${alanToken}`);
    expect(
      (
        await call('POST', `/v1/public/referee/${alanToken}/complete`, {
          body: { answers: answers(4, true) },
        })
      ).status,
    ).toBe(200);

    // Every invited referee has answered: the request moved to review by itself.
    const review = await call('GET', `/v1/api/reference-requests/${requestId}`, { auth: apiKey });
    expect(review.body.status).toBe('review_requested');
    const view = await call(
      'GET',
      `/v1/tenants/${tenantId}/reference-requests/${requestId}/review`,
      { auth: session },
    );
    expect(view.status).toBe(200);
    expect(JSON.stringify(view.body)).toContain('Rigorous, inventive');
  });

  it('drafts, approves and shares the report; the link shows it and its PDF until revoked', async () => {
    const draft = await call('POST', `/v1/api/reference-requests/${requestId}/valuation/draft`, {
      auth: apiKey,
    });
    expect(draft.status).toBe(200);
    const approved = await call(
      'POST',
      `/v1/api/reference-requests/${requestId}/valuation/approve`,
      { auth: apiKey },
    );
    expect(approved.status).toBe(200);
    const share = await call('POST', `/v1/api/reference-requests/${requestId}/share`, {
      auth: apiKey,
    });
    expect(share.status).toBe(200);
    expect(share.body).toMatchObject({ object: 'share_link', revokedAt: null });
    shareUrl = share.body.url;
    const reportPath = new URL(shareUrl).pathname;
    expect(reportPath).toMatch(/^\/reports\/[A-Za-z0-9_-]+$/);
    expect((await call('GET', reportPath)).status).toBe(200);

    const token = reportPath.split('/').pop()!;
    const shared = await call('GET', `/v1/public/reference-reports/${token}`);
    expect(shared.status).toBe(200);
    expect(shared.body.candidate.name).toBe('Ada Lovelace');
    expect(shared.body.counts).toEqual({ invited: 2, answered: 2 });
    const pdf = await call('GET', `/v1/public/reference-reports/${token}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');

    const recruiterPdf = await call(
      'GET',
      `/v1/tenants/${tenantId}/reference-reports/${requestId}/pdf`,
      { auth: session },
    );
    expect(recruiterPdf.type).toBe('application/pdf');

    const revoked = await call(
      'POST',
      `/v1/tenants/${tenantId}/reference-reports/${requestId}/revoke`,
      { auth: session, body: {} },
    );
    expect(revoked.status).toBe(200);
    const gone = await call('GET', `/v1/public/reference-reports/${token}`);
    expect(gone.status).toBe(410);
  });

  it('left an audit trail of every change and a usage record of every key call', async () => {
    const events = await call('GET', `/v1/tenants/${tenantId}/audit-events?limit=100`, {
      auth: session,
    });
    expect(events.status).toBe(200);
    const actions = events.body.data.map((e: { action: string }) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining(['api_key.created', 'reference_request.created']),
    );
    const byKey = events.body.data.filter((e: { actorKind: string }) => e.actorKind === 'api_key');
    expect(byKey.length).toBeGreaterThanOrEqual(5);

    await app.usage.flush();
    const keys = await call('GET', `/v1/tenants/${tenantId}/api-keys`, { auth: session });
    const keyId = keys.body.data[0].id;
    const usage = await call('GET', `/v1/tenants/${tenantId}/api-keys/${keyId}/usage?limit=100`, {
      auth: session,
    });
    const endpoints = usage.body.data.map(
      (u: { method: string; endpoint: string }) => `${u.method} ${u.endpoint}`,
    );
    // Nine calls: create, its idempotent replay, two reads, two moves, draft, approve, share.
    expect(endpoints, endpoints.join('\n')).toHaveLength(9);
    expect(usage.body.data[0]).toMatchObject({
      endpoint: expect.stringMatching(/^\/v1\/api\//),
      ipHash: expect.any(String),
    });
    expect(JSON.stringify(usage.body)).not.toContain('127.0.0.1');
  });
});
