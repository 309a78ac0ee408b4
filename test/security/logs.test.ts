import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/composition.ts';
import { tenants } from '../../src/db/schema/index.ts';
import { reportRoutes } from '../../src/modules/reports/report-routes.test-helper.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import {
  bearer,
  createKey,
  createTenant,
  type TestKey,
  type TestTenant,
} from '../helpers/factories.ts';
import {
  createRequestViaApi,
  lifecycle,
  parseSse,
  tokenFromMail,
} from '../helpers/participants.ts';

/**
 * Issue 13, item 5: the log of a whole flow (both launch modes, intake,
 * referee answers, draft/approve/share, errors that reach the database with
 * personal data in their parameters) holds no e-mail address, participant or
 * share token, API key or JWT, at level debug.
 */
const lines: string[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});

let t: TestApp;
let tenant: TestTenant;
let key: TestKey;
const reports = reportRoutes(() => t);
/** Every secret the flow handed out: none may appear in the log, plainly or percent-encoded. */
const secrets: string[] = [];
/** The user code of the command-line login the flow approves. */
let pairingCode = '';

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/;
const TOKEN = /(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/;
const API_KEY = /svc_(live|test)_/;
const JWT = /eyJ[A-Za-z0-9_-]{5,}\./;

const percentEncoded = (value: string) =>
  [...value].map((c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`).join('');

beforeAll(async () => {
  t = await buildTestApp({
    logger: createLogger({ logLevel: 'debug' }, sink),
    beforeReady: (app) => {
      // Routes that fail in the database with personal data among the bound parameters.
      app.post('/test/db-errors/cast', async () => {
        await app.ctx.db.execute(sql`select ${'grace.cast@example.com'}::integer`);
      });
      app.post('/test/db-errors/unique', async () => {
        const now = new Date();
        const row = {
          id: tenant.tenantId,
          name: 'ada.unique@example.com',
          createdAt: now,
          updatedAt: now,
        };
        await app.ctx.db.insert(tenants).values(row);
      });
      app.post('/test/errors/plain', async () => {
        throw new Error(
          `could not reach ada.plain@example.com or +14155550123 with ${key.plaintext}`,
        );
      });
    },
  });
  tenant = await createTenant(t, 'Acme Hiring');
  key = await createKey(t, tenant);
  secrets.push(key.plaintext, tenant.session);
});
afterAll(async () => t.close());

async function say(kind: 'intake' | 'referee', token: string, message: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/v1/public/${kind}/${token}/messages`,
    payload: { message },
  });
  expect(parseSse(res.body).at(-1)!.event).toBe('done');
}

describe('the log of a whole flow', () => {
  it('runs the flow: intake, referee answers, a manual request, draft, approve, share, errors', async () => {
    // Candidate intake: the candidate names a referee in the chat.
    const intake = await createRequestViaApi(t, key, {
      launchMode: 'candidate_intake',
      roleTitle: 'Staff Engineer',
      candidate: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada.log@example.com' },
    });
    const intakeToken = tokenFromMail(t, 'ada.log@example.com', 'intake');
    secrets.push(intakeToken);
    expect((await t.app.inject({ url: `/v1/public/intake/${intakeToken}` })).statusCode).toBe(200);
    await say('intake', intakeToken, 'yes');
    await say('intake', intakeToken, 'my manager Jane Doe, jane.log@acme.com, +1 415 555 0100');
    await say('intake', intakeToken, 'yes');
    await say('intake', intakeToken, 'done');
    const completed = await t.app.inject({
      method: 'POST',
      url: `/v1/public/intake/${intakeToken}/complete`,
    });
    expect(completed.statusCode, completed.body).toBe(200);
    await lifecycle(t, key, intake.id, 'queue_outreach');

    // The referee answers in the chat; the link is also opened percent-encoded.
    const refereeToken = tokenFromMail(t, 'jane.log@acme.com', 'referee');
    secrets.push(refereeToken);
    // Whatever the answer, the address is logged: the token must not be readable in it.
    await t.app.inject({ url: `/v1/public/referee/${percentEncoded(refereeToken)}` });
    for (const answer of [
      'I was her manager at Acme for 2 years, write to me at jane.private@gmail.com',
      'Clear thinking, explains complex ideas well.',
      'Could delegate more.',
      'communication 5, technical 4, teamwork 4, reliability 5, problem solving 4, leadership 3',
      'yes, absolutely',
      'no',
    ]) {
      await say('referee', refereeToken, answer);
    }
    const answered = await t.app.inject({
      method: 'POST',
      url: `/v1/public/referee/${refereeToken}/complete`,
    });
    expect(answered.statusCode, answered.body).toBe(200);

    // Manual references: a structured answer.
    const manual = await createRequestViaApi(t, key, {
      launchMode: 'manual_references',
      candidate: { firstName: 'Grace', lastName: 'Hopper', email: 'grace.log@example.com' },
      contacts: [
        { firstName: 'Kay', lastName: 'Mc', email: 'kay.log@example.org', phone: '+14155550123' },
      ],
    });
    await lifecycle(t, key, manual.id, 'grant_candidate_consent');
    await lifecycle(t, key, manual.id, 'queue_outreach');
    const kayToken = tokenFromMail(t, 'kay.log@example.org', 'referee');
    secrets.push(kayToken);
    const structured = await t.app.inject({
      method: 'POST',
      url: `/v1/public/referee/${kayToken}/complete`,
      payload: { answers: { strengths: 'Great', ratings: { teamwork: 5 }, wouldRehire: true } },
    });
    expect(structured.statusCode, structured.body).toBe(200);

    // Draft, approve and share with the recruiter's session; open the report.
    const auth = bearer(tenant.session);
    for (const step of ['/draft', '/approve']) {
      const res = await reports.post(reports.tenantUrl(tenant, intake.id, step), auth);
      expect(res.statusCode, res.body).toBe(200);
    }
    const share = await reports.post(reports.tenantUrl(tenant, intake.id, '/share'), auth, {});
    expect(share.statusCode, share.body).toBe(200);
    const shareToken = (share.json().url as string).split('/reports/')[1]!;
    secrets.push(shareToken);
    expect(
      (await t.app.inject({ url: `/v1/public/reference-reports/${shareToken}` })).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ url: `/reports/${percentEncoded(shareToken)}` })).statusCode).toBe(
      200,
    );

    // Personal data in query strings.
    const search = await t.app.inject({
      url: `/v1/tenants/${tenant.tenantId}/candidates?search=ada.log%40example.com&limit=5`,
      headers: bearer(tenant.session),
    });
    expect(search.statusCode).toBe(200);
    await t.app.inject({
      url: `/v1/tenants/${tenant.tenantId}/audit-events?email=grace.log@example.com`,
      headers: { 'x-api-key': key.plaintext, cookie: `__session=${tenant.session}` },
    });

    // Issue 28, item 10: a command-line login's pairing code travels in addresses.
    const started = await t.app.inject({
      method: 'POST',
      url: '/v1/cli/pairings',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(started.statusCode, started.body).toBe(200);
    pairingCode = started.json().userCode;
    const letters = pairingCode.replace('-', '');
    expect((await t.app.inject({ url: `/app/pair?code=${pairingCode}` })).statusCode).toBe(200);
    for (const code of [pairingCode, letters.toLowerCase()]) {
      const view = await t.app.inject({
        url: `/v1/tenants/${tenant.tenantId}/cli-pairings/${code}`,
        headers: bearer(tenant.session),
      });
      expect(view.statusCode, view.body).toBe(200);
    }
    const approved = await t.app.inject({
      method: 'POST',
      url: `/v1/tenants/${tenant.tenantId}/cli-pairings/${pairingCode}/approve`,
      headers: bearer(tenant.session),
    });
    expect(approved.statusCode, approved.body).toBe(200);

    // Errors that reach the database with personal data in their parameters, and one that names it.
    for (const path of ['/test/db-errors/cast', '/test/db-errors/unique', '/test/errors/plain']) {
      const res = await t.app.inject({ method: 'POST', url: path });
      expect(res.statusCode, path).toBe(500);
    }
    await t.app.worker.drain();
    expect(lines.length).toBeGreaterThan(50);
  });

  it('holds no e-mail address, token, API key or JWT', () => {
    const offending = (pattern: RegExp) => lines.filter((line) => pattern.test(line));
    expect(offending(EMAIL)).toEqual([]);
    expect(offending(TOKEN)).toEqual([]);
    expect(offending(API_KEY)).toEqual([]);
    expect(offending(JWT)).toEqual([]);
    for (const secret of secrets) {
      const inner = secret.slice(4, 28);
      expect(lines.filter((line) => line.includes(inner))).toEqual([]);
      expect(lines.filter((line) => line.includes(percentEncoded(inner)))).toEqual([]);
    }
  });

  it("holds no participant's name or phone (the service logs ids, never people)", () => {
    for (const text of [
      'Lovelace',
      'Jane Doe',
      '+1 415 555 0100',
      '+14155550100',
      '+14155550123',
    ]) {
      expect(lines.filter((line) => line.includes(text))).toEqual([]);
    }
  });

  it('holds no CLI pairing code, in any spelling', () => {
    const letters = pairingCode.replace('-', '');
    for (const spelling of [pairingCode, letters, letters.toLowerCase()]) {
      expect(lines.filter((line) => line.toLowerCase().includes(spelling.toLowerCase()))).toEqual(
        [],
      );
    }
  });

  it('keeps what an operator needs of a database error: class, code and SQL, not the parameters', () => {
    const failures = lines
      .map((line) => JSON.parse(line))
      .filter((entry) => entry.msg === 'request failed');
    expect(failures).toHaveLength(3);
    const [cast, unique, plain] = failures;
    expect(cast.err).toMatchObject({
      type: 'DrizzleQueryError',
      query: expect.stringContaining('::integer'),
      cause: { code: '22P02' },
    });
    expect(unique.err).toMatchObject({
      type: 'DrizzleQueryError',
      query: expect.stringMatching(/insert into "tenants"/),
      cause: { code: '23505', constraint: expect.any(String) },
    });
    expect(JSON.stringify(failures)).not.toMatch(/params/);
    expect(plain.err).toMatchObject({
      type: 'Error',
      message: expect.stringContaining('could not reach'),
    });
  });

  it('keeps the route and the harmless query parameters of a request', () => {
    const urls = lines
      .map((line) => JSON.parse(line))
      .filter((entry) => entry.req?.url)
      .map((entry) => entry.req.url as string);
    expect(urls).toContain(`/v1/tenants/${tenant.tenantId}/candidates?search=[redacted]&limit=5`);
    expect(urls.some((url) => url.startsWith('/v1/public/referee/[token]'))).toBe(true);
    expect(urls).toContain(`/v1/tenants/${tenant.tenantId}/cli-pairings/[code]/approve`);
    expect(urls).toContain('/app/pair?code=[redacted]');
  });
});
