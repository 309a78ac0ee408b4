import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { searchDatabase } from '../../../test/helpers/db-search.ts';
import {
  addMember,
  bearer,
  createKey,
  createTenant,
  type TestKey,
  type TestTenant,
} from '../../../test/helpers/factories.ts';
import {
  createRequestViaApi,
  lifecycle,
  tokenFromMail,
} from '../../../test/helpers/participants.ts';
import { createLogger } from '../../composition.ts';
import {
  auditEvents,
  candidates,
  deliveries,
  emailDeliveries,
  jobs,
  referenceResponses,
} from '../../db/schema/index.ts';
import { pdfText } from '../reports/pdf-text.test-helper.ts';
import { reportRoutes } from '../reports/report-routes.test-helper.ts';
import { askPermission, enableGate } from '../reuse-permissions/reuse-permissions.test-helper.ts';

/** Issue 33, items 3 and 4: a person's data, exported and erased (CONTRACT "Personal data"). */

let t: TestApp;
let counter = 0;
let answered = 0;
const { tenantUrl, post } = reportRoutes(() => t);

/** The app's log, at debug: what is written after an erasure must not name the person. */
const logLines: string[] = [];
const logSink = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});

beforeAll(async () => {
  t = await buildTestApp({ logger: createLogger({ logLevel: 'debug' }, logSink) });
});
afterAll(async () => t.close());

interface Person {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
}

function person(first: string): Person {
  counter += 1;
  return {
    email: `${first.toLowerCase()}.${counter}@example.org`,
    firstName: first,
    lastName: `Zed${counter}x`,
    phone: `+1415555${String(1000 + counter).slice(-4)}`,
  };
}

/**
 * The free text of every answer given in this file, each with a word of its
 * own: an erasure must leave none of them anywhere (a quote, an excerpt, a
 * stored report, a kept API answer), not only the names.
 */
const answerTexts = new Map<string, string[]>();

/** The marker words of the answers given about `candidate` by `referee`. */
function answerMarkers(candidate: Person, referee: Person): string[] {
  return answerTexts.get(`${candidate.email}>${referee.email}`) ?? [];
}

/** A request for `candidate` whose `referee` answered (live keys), in the key's environment. */
async function answeredRequest(key: TestKey, candidate: Person, referee: Person) {
  const request = await createRequestViaApi(t, key, {
    launchMode: 'manual_references',
    roleTitle: 'Engineer',
    candidate: {
      firstName: candidate.firstName,
      lastName: candidate.lastName,
      email: candidate.email,
      phone: candidate.phone,
    },
    contacts: [
      {
        firstName: referee.firstName,
        lastName: referee.lastName,
        email: referee.email,
        phone: referee.phone,
        relationship: 'manager',
      },
    ],
  });
  await lifecycle(t, key, request.id, 'grant_candidate_consent');
  await lifecycle(t, key, request.id, 'queue_outreach');
  // Test keys send no e-mail (CONTRACT "Environments"): their referees stay invited.
  if (key.environment === 'test') return request;
  answered += 1;
  const n = answered;
  const token = tokenFromMail(t, referee.email, 'referee');
  const done = await t.app.inject({
    method: 'POST',
    url: `/v1/public/referee/${token}/complete`,
    payload: {
      answers: {
        strengths: `${candidate.firstName} is great, a quiet qzs${n}strength of the team`,
        improvements: `Could delegate more.\nqzi${n}improve on estimates`,
        comments: `Anything else? qzc${n}comment`,
        relationship: `I managed them at qzr${n}rel Corp`,
        monthsKnown: 18,
        wouldRehire: true,
        ratings: { teamwork: 5, communication: 4 },
      },
    },
  });
  expect(done.statusCode, done.body).toBe(200);
  answerTexts.set(`${candidate.email}>${referee.email}`, [
    `qzs${n}strength`,
    `qzi${n}improve`,
    `qzc${n}comment`,
    `qzr${n}rel`,
  ]);
  await t.app.worker.drain();
  return request;
}

function eraseOf(tenant: TestTenant, email: string) {
  return t.app.inject({
    method: 'POST',
    url: `/v1/tenants/${tenant.tenantId}/data-subjects/erase`,
    headers: bearer(tenant.session),
    payload: { email },
  });
}

function exportOf(tenant: TestTenant, email: string) {
  return t.app.inject({
    url: `/v1/tenants/${tenant.tenantId}/data-subjects?email=${encodeURIComponent(email)}`,
    headers: bearer(tenant.session),
  });
}

describe('data-subject export', () => {
  let tenant: TestTenant;
  let other: TestTenant;
  const ada = person('Ada');
  const bob = person('Bob');
  const cleo = person('Cleo');

  beforeAll(async () => {
    tenant = await createTenant(t);
    other = await createTenant(t);
    const live = await createKey(t, tenant);
    const test = await createKey(t, tenant, { environment: 'test' });
    await answeredRequest(live, ada, bob);
    await answeredRequest(test, ada, bob);
    // Ada is also a referee, for Cleo.
    await answeredRequest(live, cleo, ada);
    // Another tenant holds a person with the same e-mail.
    await answeredRequest(await createKey(t, other), { ...ada, firstName: 'Other' }, cleo);
  });

  it('holds the person as candidate and as referee, in both environments, each marked', async () => {
    const res = await exportOf(tenant, ada.email.toUpperCase());
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ object: 'data_subject_export', email: ada.email });
    const { sections } = body;
    const envs = (rows: Array<{ environment: string }>) => rows.map((r) => r.environment).sort();
    expect(envs(sections.candidates)).toEqual(['live', 'test']);
    expect(sections.candidates[0]).toMatchObject({ firstName: 'Ada', email: ada.email });
    expect(envs(sections.referees)).toEqual(['live']);
    expect(sections.referees[0]).toMatchObject({ email: ada.email, phone: ada.phone });
    expect(envs(sections.referenceRequests)).toEqual(['live', 'test']);
    // The answers about Ada (two, one per environment) and the one she gave about Cleo.
    expect(envs(sections.answers)).toEqual(['live', 'live']);
    expect(JSON.stringify(sections.answers)).toContain('Cleo is great');
    expect(JSON.stringify(sections.answers)).toContain('Ada is great');
    expect(Object.keys(sections).sort()).toEqual([
      'answers',
      'candidates',
      'consentGrants',
      'deliveries',
      'emails',
      'referees',
      'referenceRequests',
      'reports',
      'transcripts',
    ]);
    expect(sections.deliveries.length).toBeGreaterThan(0);
    expect(JSON.stringify(sections.emails)).toContain(ada.email);
  });

  it("never holds another tenant's person with the same e-mail", async () => {
    const res = await exportOf(tenant, ada.email);
    expect(res.body).not.toContain('Other');
    expect(res.body).not.toContain(other.tenantId);
    const theirs = await exportOf(other, ada.email);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().sections.candidates).toHaveLength(1);
    expect(theirs.json().sections.referees).toEqual([]);
    expect(theirs.body).not.toContain(tenant.tenantId);
  });

  it('is audited as data_subject.exported without the e-mail', async () => {
    await exportOf(tenant, bob.email);
    const res = await t.app.inject({
      url: `/v1/tenants/${tenant.tenantId}/audit-events?action=data_subject.exported`,
      headers: bearer(tenant.session),
    });
    expect(res.statusCode, res.body).toBe(200);
    const events = res.json().data;
    expect(events.length).toBeGreaterThan(0);
    expect(res.body).not.toContain(bob.email);
    expect(res.body).not.toContain(ada.email);
  });

  it('refuses a recruiter: 403 role_forbidden', async () => {
    const recruiter = await addMember(t, tenant, 'recruiter');
    const res = await exportOf(recruiter, ada.email);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'role_forbidden', requiredRole: 'admin' });
  });

  it('answers 400 for a malformed e-mail', async () => {
    const res = await exportOf(tenant, 'not-an-email');
    expect(res.statusCode).toBe(400);
  });
});

describe('data-subject erasure', () => {
  let tenant: TestTenant;
  let other: TestTenant;
  let live: TestKey;
  let otherKey: TestKey;
  const ada = person('Ada');
  const bob = person('Bob');
  const cleo = person('Cleo');
  let adaRequest: { id: string };
  let cleoRequest: { id: string };
  let otherRequest: { id: string };
  /** The share token of Cleo's report, which quotes Ada (her referee): it stays shared. */
  let cleoShareToken: string;
  let consentGrantIds: string[];
  /** Where the log stood when the erasure began. */
  let logFrom = 0;

  beforeAll(async () => {
    tenant = await createTenant(t);
    other = await createTenant(t);
    live = await createKey(t, tenant);
    otherKey = await createKey(t, other);
    adaRequest = await answeredRequest(live, ada, bob);
    await answeredRequest(await createKey(t, tenant, { environment: 'test' }), ada, bob);
    cleoRequest = await answeredRequest(live, cleo, ada);
    otherRequest = await answeredRequest(otherKey, ada, cleo);
    for (const id of [adaRequest.id, cleoRequest.id]) {
      const draft = await draftValuation(id);
      expect(draft.statusCode, draft.body).toBe(200);
      // Approved and shared: the PDF and the public report are drawn from the stored version.
      const auth = bearer(tenant.session);
      for (const step of ['/draft', '/approve']) {
        const res = await post(tenantUrl(tenant, id, step), auth);
        expect(res.statusCode, res.body).toBe(200);
      }
      const share = await post(tenantUrl(tenant, id, '/share'), auth, {});
      expect(share.statusCode, share.body).toBe(200);
      if (id === cleoRequest.id) cleoShareToken = share.json().url.split('/reports/')[1];
    }
    // Two reuse permissions asked of Ada, each with a note naming her: the first e-mail
    // sent (a finished job), the second still queued.
    await enableGate(t, tenant);
    const request = await t.app.inject({
      url: `/v1/api/reference-requests/${adaRequest.id}`,
      headers: bearer(live.plaintext),
    });
    const candidateId = request.json().candidateId ?? request.json().candidate.id;
    consentGrantIds = [];
    for (const scopes of [['reference_collection'], ['passport_share']]) {
      const asked = await askPermission(t, tenant, {
        candidateId,
        scopes,
        note: `Dear ${ada.firstName} ${ada.lastName}, I will call you on ${ada.phone}.`,
      });
      expect(asked.statusCode, asked.body).toBe(200);
      consentGrantIds.push(asked.json().consentGrantId);
      if (consentGrantIds.length === 1) await t.app.worker.drain();
    }
  });

  /** The valuation draft of a request, with an Idempotency-Key: its answer is kept for retries. */
  function draftValuation(id: string) {
    return t.app.inject({
      method: 'POST',
      url: `/v1/api/reference-requests/${id}/valuation/draft`,
      headers: { ...bearer(live.plaintext), 'idempotency-key': `draft-${id}` },
    });
  }

  /** Every read that could show a person, as raw text. */
  async function reads(
    key: TestKey,
    owner: TestTenant,
    requestIds: string[],
    valuations = requestIds,
  ): Promise<string> {
    const urls = [
      ...requestIds.map((id) => `/v1/api/reference-requests/${id}`),
      ...valuations.map((id) => `/v1/api/reference-requests/${id}/valuation`),
      ...valuations.map((id) => `/v1/api/reference-requests/${id}/report`),
      '/v1/api/candidates?limit=100',
      '/v1/api/events?limit=100',
    ];
    const bodies = await Promise.all(
      urls.map((url) => t.app.inject({ url, headers: bearer(key.plaintext) })),
    );
    const tenantUrls = [
      `/v1/tenants/${owner.tenantId}/audit-events?limit=100`,
      `/v1/tenants/${owner.tenantId}/candidates?limit=100`,
      ...valuations.flatMap((id) => [
        tenantUrl(owner, id),
        tenantUrl(owner, id, '/preview'),
        `/v1/tenants/${owner.tenantId}/reference-requests/${id}/review?environment=live`,
      ]),
      `/v1/tenants/${owner.tenantId}/data-subjects?email=${encodeURIComponent(ada.email)}`,
    ];
    const tenantBodies = await Promise.all(
      tenantUrls.map((url) => t.app.inject({ url, headers: bearer(owner.session) })),
    );
    const all = [...urls, ...tenantUrls];
    [...bodies, ...tenantBodies].forEach((res, i) => {
      expect(res.statusCode, `${all[i]} ${res.body}`).toBe(200);
    });
    // The export echoes the e-mail asked about: only its sections are what the tenant holds.
    const exported = tenantBodies.pop()!;
    const texts = [...bodies, ...tenantBodies].map((res) => res.body);
    return [...texts, JSON.stringify(exported.json().sections)].join('\n');
  }

  const traces = (text: string) =>
    [ada.email, `${ada.firstName} ${ada.lastName}`, ada.lastName, ada.phone].filter((needle) =>
      text.toLowerCase().includes(needle.toLowerCase()),
    );
  /** The free text of the answers about Ada (Bob's) and of those she gave (about Cleo). */
  const adaAnswers = () => [...answerMarkers(ada, bob), ...answerMarkers(cleo, ada)];
  const answerTraces = (text: string) =>
    adaAnswers().filter((marker) => text.toLowerCase().includes(marker.toLowerCase()));

  it('refuses a recruiter: 403 role_forbidden, nothing erased', async () => {
    const recruiter = await addMember(t, tenant, 'recruiter');
    const res = await eraseOf(recruiter, ada.email);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'role_forbidden', requiredRole: 'admin' });
    expect(traces(await reads(live, tenant, [adaRequest.id, cleoRequest.id]))).not.toEqual([]);
    expect(traces((await draftValuation(adaRequest.id)).body)).not.toEqual([]);
    // Every answer's free text is in the reads (report, valuation, review) before the erasure.
    expect(adaAnswers()).toHaveLength(8);
    expect(answerTraces(await reads(live, tenant, [adaRequest.id, cleoRequest.id]))).toEqual(
      adaAnswers(),
    );
    // The search of the database finds the person where the erasure must reach.
    const held = (await searchDatabase(t.database.db, [ada.email, ada.lastName, ada.phone])).map(
      (hit) => hit.column,
    );
    expect(held).toEqual(
      expect.arrayContaining([
        'candidates.email',
        'consent_grants.note',
        'conversation_messages.text',
        'email_deliveries.subject',
        'jobs.payload',
      ]),
    );
  });

  it('leaves no name, e-mail or phone in any read of the tenant, and keeps ids, states and scores', async () => {
    const [queued] = await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.subjectId, consentGrantIds[1]!));
    expect(queued).toMatchObject({ type: 'email.send', status: 'pending' });
    logFrom = logLines.length;
    const res = await eraseOf(tenant, ada.email);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().erased).toEqual({ candidates: 2, referees: 1, answers: 2, reuseGrants: 0 });
    expect(traces(await reads(live, tenant, [adaRequest.id, cleoRequest.id]))).toEqual([]);

    const request = await t.app.inject({
      url: `/v1/api/reference-requests/${adaRequest.id}`,
      headers: bearer(live.plaintext),
    });
    expect(request.json().status).toBeDefined();
    // Erased fields read null (never ""), and the record says when (CONTRACT "Personal data").
    expect(request.json().candidate).toMatchObject({
      firstName: null,
      lastName: null,
      email: null,
      erasedAt: expect.any(String),
    });
    const exported = await exportOf(tenant, ada.email);
    expect(exported.json().sections.candidates).toEqual([]);

    const [candidate] = await t.database.db
      .select()
      .from(candidates)
      .where(eq(candidates.id, request.json().candidateId ?? request.json().candidate.id));
    expect(candidate).toMatchObject({ firstName: null, lastName: null, email: null, phone: null });
    expect(candidate!.erasedAt).toBeInstanceOf(Date);
    const answers = await t.database.db
      .select()
      .from(referenceResponses)
      .where(eq(referenceResponses.referenceRequestId, adaRequest.id));
    expect(answers[0]!.answers).toMatchObject({ strengths: null, ratings: { teamwork: 5 } });
    // What was sent to the person: the delivery rows keep their states without the address,
    // and the record of the e-mails themselves (addresses and bodies) is gone.
    const sent = await t.database.db
      .select()
      .from(deliveries)
      .where(eq(deliveries.tenantId, tenant.tenantId));
    expect(sent.length).toBeGreaterThan(0);
    expect(
      sent.filter((row) => row.recipient === ada.email || row.recipient === ada.phone),
    ).toEqual([]);
    const mailed = await t.database.db
      .select()
      .from(emailDeliveries)
      .where(eq(emailDeliveries.to, ada.email));
    expect(mailed.filter((row) => row.tenantId === tenant.tenantId)).toEqual([]);
  });

  it('leaves no free text of the answers about or by the person in any read or column; scores stay', async () => {
    expect(answerTraces(await reads(live, tenant, [adaRequest.id, cleoRequest.id]))).toEqual([]);
    expect(await searchDatabase(t.database.db, adaAnswers(), [other.tenantId])).toEqual([]);
    for (const id of [adaRequest.id, cleoRequest.id]) {
      const valuation = await t.app.inject({
        url: `/v1/api/reference-requests/${id}/valuation`,
        headers: bearer(live.plaintext),
      });
      // Ratings, months known and would-rehire are scores, not free text: they stay.
      expect(valuation.json().valuation).toMatchObject({
        wouldRehire: { yes: 1 },
        referees: [{ monthsKnown: 18, wouldRehire: true }],
      });
      expect(JSON.stringify(valuation.json().valuation.competencies)).toContain('"mean":5');
    }
    // The other tenant's answers by the same e-mail are theirs: kept.
    const theirs = answerMarkers(ada, cleo);
    expect(theirs).toHaveLength(4);
    expect((await searchDatabase(t.database.db, theirs)).map((hit) => hit.needle).sort()).toEqual(
      expect.arrayContaining([...theirs].sort()),
    );
  });

  it('leaves none in the answers kept for a retry with the same Idempotency-Key', async () => {
    const retry = await draftValuation(adaRequest.id);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body).toContain('[erased]');
    expect(traces(retry.body)).toEqual([]);
    expect(answerTraces(retry.body)).toEqual([]);
  });

  it('leaves none in the PDFs, the public report and the consent grants', async () => {
    const texts: string[] = [];
    for (const id of [adaRequest.id, cleoRequest.id]) {
      for (const res of [
        await t.app.inject({ url: tenantUrl(tenant, id, '/pdf'), headers: bearer(tenant.session) }),
        await t.app.inject({
          url: `/v1/api/reference-requests/${id}/report/pdf`,
          headers: bearer(live.plaintext),
        }),
      ]) {
        expect(res.statusCode, res.body).toBe(200);
        expect(res.headers['content-type']).toContain('application/pdf');
        texts.push(
          String(res.headers['content-disposition']),
          (await pdfText(res.rawPayload)).text,
        );
      }
      const state = await t.app.inject({
        url: tenantUrl(tenant, id),
        headers: bearer(tenant.session),
      });
      expect(state.statusCode, state.body).toBe(200);
      const detail = await t.app.inject({
        url: `/v1/tenants/${tenant.tenantId}/reference-requests/${id}?environment=live`,
        headers: bearer(tenant.session),
      });
      expect(detail.statusCode, detail.body).toBe(200);
      texts.push(state.body, detail.body);
    }
    // Cleo's report quotes Ada, her referee: still shared, it no longer names her.
    const shared = await t.app.inject({ url: `/v1/public/reference-reports/${cleoShareToken}` });
    expect(shared.statusCode, shared.body).toBe(200);
    const sharedPdf = await t.app.inject({
      url: `/v1/public/reference-reports/${cleoShareToken}/pdf`,
    });
    expect(sharedPdf.statusCode).toBe(200);
    texts.push(shared.body, (await pdfText(sharedPdf.rawPayload)).text);
    expect(texts.join('\n')).toContain('Cleo');
    for (const id of consentGrantIds) {
      const grant = await t.app.inject({
        url: `/v1/tenants/${tenant.tenantId}/passport-reference-permissions/${id}?environment=live`,
        headers: bearer(tenant.session),
      });
      expect(grant.statusCode, grant.body).toBe(200);
      expect(grant.json().note).toBeNull();
      texts.push(grant.body);
    }
    expect(traces(texts.join('\n'))).toEqual([]);
  });

  it('leaves none in any column of any table, the outbox jobs included; the queued e-mail is cancelled', async () => {
    const needles = [ada.email, `${ada.firstName} ${ada.lastName}`, ada.lastName, ada.phone];
    expect(await searchDatabase(t.database.db, needles, [other.tenantId])).toEqual([]);
    const [queued] = await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.subjectId, consentGrantIds[1]!));
    expect(queued).toMatchObject({ type: 'email.send', status: 'cancelled' });
    expect(queued!.payload).not.toHaveProperty('sealed');
    const [sent] = await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.subjectId, consentGrantIds[0]!));
    expect(sent).toMatchObject({ type: 'email.send', status: 'done' });
    expect(sent!.payload).not.toHaveProperty('sealed');
  });

  it('writes none in the log of the reads and of the worker afterwards', async () => {
    // Whatever was queued before the erasure and falls due later (reminders) runs now.
    const now = t.clock.now();
    t.clock.advance(10 * 24 * 60 * 60 * 1000);
    await t.app.worker.drain();
    t.clock.set(now); // the sessions stay valid
    await reads(live, tenant, [adaRequest.id, cleoRequest.id]);
    const written = logLines.slice(logFrom);
    expect(written.length).toBeGreaterThan(0);
    expect(traces(written.join('\n'))).toEqual([]);
    const needles = [ada.email, `${ada.firstName} ${ada.lastName}`, ada.lastName, ada.phone];
    expect(await searchDatabase(t.database.db, needles, [other.tenantId])).toEqual([]);
  });

  it("keeps another tenant's person with the same e-mail", async () => {
    expect(traces(await reads(otherKey, other, [otherRequest.id], []))).toContain(ada.email);
  });

  it('is idempotent: again answers 200 and changes nothing', async () => {
    const before = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.tenantId, tenant.tenantId));
    const again = await eraseOf(tenant, ada.email);
    expect(again.statusCode).toBe(200);
    expect(again.json().erased).toEqual({ candidates: 0, referees: 0, answers: 0, reuseGrants: 0 });
    const after = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.tenantId, tenant.tenantId));
    expect(after.length).toBe(before.length);
    expect(after.filter((e) => e.action === 'data_subject.erased')).toHaveLength(1);
  });
});

describe('erasure of the answers to a tenant questionnaire', () => {
  it('removes text answers and keeps ratings, numbers, yes/no and choices', async () => {
    const tenant = await createTenant(t);
    const key = await createKey(t, tenant);
    const questionnaire = await t.app.inject({
      method: 'POST',
      url: '/v1/api/questionnaires',
      headers: bearer(key.plaintext),
      payload: {
        name: 'Every kind',
        questions: [
          { key: 'ownership', kind: 'rating', prompt: 'Ownership?', label: 'Ownership' },
          { key: 'style', kind: 'choice', prompt: 'Style?', options: ['Alone', 'In a team'] },
          {
            key: 'tools',
            kind: 'choice',
            prompt: 'Tools?',
            options: ['SQL', 'Go', 'Rust'],
            multiple: true,
          },
          { key: 'onCall', kind: 'yes_no', prompt: 'On call?' },
          { key: 'years', kind: 'number', prompt: 'Years?' },
          { key: 'story', kind: 'text', prompt: 'A story?' },
        ],
      },
    });
    expect(questionnaire.statusCode, questionnaire.body).toBe(200);
    const gil = person('Gil');
    const hana = person('Hana');
    const request = await createRequestViaApi(t, key, {
      launchMode: 'manual_references',
      questionnaireId: questionnaire.json().id,
      candidate: { firstName: gil.firstName, lastName: gil.lastName, email: gil.email },
      contacts: [
        {
          firstName: hana.firstName,
          lastName: hana.lastName,
          email: hana.email,
          phone: hana.phone,
          relationship: 'peer',
        },
      ],
    });
    await lifecycle(t, key, request.id, 'grant_candidate_consent');
    await lifecycle(t, key, request.id, 'queue_outreach');
    const token = tokenFromMail(t, hana.email, 'referee');
    const answers = {
      ownership: 4,
      style: 'In a team',
      tools: ['SQL', 'Rust'],
      onCall: true,
      years: 3,
      story: 'Rebuilt qzkindstory the billing service in a week.',
    };
    const done = await t.app.inject({
      method: 'POST',
      url: `/v1/public/referee/${token}/complete`,
      payload: { answers },
    });
    expect(done.statusCode, done.body).toBe(200);
    await t.app.worker.drain();
    const draft = await t.app.inject({
      method: 'POST',
      url: `/v1/api/reference-requests/${request.id}/valuation/draft`,
      headers: bearer(key.plaintext),
    });
    expect(draft.statusCode, draft.body).toBe(200);
    expect(draft.body).toContain('qzkindstory');

    expect((await eraseOf(tenant, gil.email)).statusCode).toBe(200);
    const [stored] = await t.database.db
      .select()
      .from(referenceResponses)
      .where(eq(referenceResponses.referenceRequestId, request.id));
    expect(stored!.answers).toEqual({ ...answers, story: null });
    expect(await searchDatabase(t.database.db, ['qzkindstory'])).toEqual([]);
    const valuation = await t.app.inject({
      url: `/v1/api/reference-requests/${request.id}/valuation`,
      headers: bearer(key.plaintext),
    });
    expect(valuation.statusCode, valuation.body).toBe(200);
    expect(valuation.body).not.toContain('qzkindstory');
    const questions = valuation.json().valuation.questions;
    expect(questions.find((q: { key: string }) => q.key === 'style').distribution).toContainEqual({
      option: 'In a team',
      count: 1,
    });
  });
});
