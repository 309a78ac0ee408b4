import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { searchDatabase } from '../../../test/helpers/db-search.ts';
import {
  bearer,
  createKey,
  createTenant,
  signSession,
  type TestKey,
  type TestTenant,
} from '../../../test/helpers/factories.ts';
import {
  createRequestViaApi,
  lifecycle,
  tokenFromMail,
} from '../../../test/helpers/participants.ts';
import {
  auditEvents,
  candidates,
  jobs,
  referenceContacts,
  referenceRequests,
  referenceResponses,
} from '../../db/schema/index.ts';
import {
  ensureRetentionSweepScheduled,
  RETENTION_SWEEP_INTERVAL_MS,
  RETENTION_SWEEP_JOB_TYPE,
} from './retention.job.ts';
import { sweepRetention } from './retention.service.ts';

/** Issue 33, item 5: requests ended longer ago than the tenant's retentionDays are erased. */

const DAY = 24 * 60 * 60 * 1000;

let t: TestApp;
let counter = 0;
/** The marker word of the free-text answers given for each request (by request id). */
const answerMarkers = new Map<string, string[]>();

beforeAll(async () => {
  t = await buildTestApp();
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
    email: `${first.toLowerCase()}.r${counter}@example.org`,
    firstName: first,
    lastName: `Qret${counter}y`,
    phone: `+1415556${String(1000 + counter).slice(-4)}`,
  };
}

/** A live request for `candidate` whose `referee` answered; then completed (report approved) or cancelled. */
async function endedRequest(
  key: TestKey,
  candidate: Person,
  referee: Person,
  end: 'completed' | 'cancelled',
): Promise<string> {
  const request = await createRequestViaApi(t, key, {
    launchMode: 'manual_references',
    roleTitle: 'Engineer',
    notes: `Met ${candidate.firstName} at the fair`,
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
  const token = tokenFromMail(t, referee.email, 'referee');
  const done = await t.app.inject({
    method: 'POST',
    url: `/v1/public/referee/${token}/complete`,
    payload: {
      answers: {
        strengths: `${candidate.firstName} is thorough, qrs${request.id}mark`,
        comments: `Nothing more.\nqrc${request.id}mark`,
        wouldRehire: true,
        ratings: { teamwork: 4 },
      },
    },
  });
  expect(done.statusCode, done.body).toBe(200);
  answerMarkers.set(request.id, [`qrs${request.id}mark`, `qrc${request.id}mark`]);
  await t.app.worker.drain();
  const api = (url: string) =>
    t.app.inject({ method: 'POST', url, headers: bearer(key.plaintext), payload: {} });
  const draft = await api(`/v1/api/reference-requests/${request.id}/valuation/draft`);
  expect(draft.statusCode, draft.body).toBe(200);
  if (end === 'completed') {
    const approved = await api(`/v1/api/reference-requests/${request.id}/valuation/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
  } else {
    const cancelled = await api(`/v1/api/reference-requests/${request.id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
  }
  await t.app.worker.drain();
  const read = await t.app.inject({
    url: `/v1/api/reference-requests/${request.id}`,
    headers: bearer(key.plaintext),
  });
  expect(read.json().status).toBe(end);
  return request.id;
}

/** Every read of a request that could name a person, with the events feed, as raw text. */
async function reads(tenant: TestTenant, key: TestKey, requestId: string): Promise<string> {
  const urls = [
    `/v1/api/reference-requests/${requestId}`,
    `/v1/api/reference-requests/${requestId}/valuation`,
    '/v1/api/events?limit=100',
    `/v1/tenants/${tenant.tenantId}/reference-requests/${requestId}`,
    `/v1/tenants/${tenant.tenantId}/reference-requests/${requestId}/activity`,
    `/v1/tenants/${tenant.tenantId}/reference-requests/${requestId}/review`,
  ];
  // The clock moved by years: a fresh session.
  const session = await signSession({ sub: tenant.recruiterId, org_id: tenant.tenantId }, t);
  const bodies = await Promise.all(
    urls.map((url) =>
      t.app.inject({
        url,
        headers: bearer(url.startsWith('/v1/api') ? key.plaintext : session),
      }),
    ),
  );
  bodies.forEach((res, i) => {
    expect(res.statusCode, `${urls[i]} ${res.body}`).toBe(200);
  });
  return bodies.map((res) => res.body).join('\n');
}

/** The strings of `people` that `text` still holds. */
function traces(text: string, people: Person[]): string[] {
  return people.flatMap((p) =>
    [p.email, `${p.firstName} ${p.lastName}`, p.lastName, p.phone].filter((needle) =>
      text.toLowerCase().includes(needle.toLowerCase()),
    ),
  );
}

async function retentionEvents(requestIds: string[]) {
  return t.database.db
    .select()
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.action, 'reference_request.retention_erased'),
        inArray(auditEvents.targetId, requestIds),
      ),
    );
}

async function erasedAt(requestId: string): Promise<Date | null> {
  const [row] = await t.database.db
    .select({ erasedAt: referenceRequests.erasedAt })
    .from(referenceRequests)
    .where(eq(referenceRequests.id, requestId));
  return row!.erasedAt;
}

async function setRetention(tenant: TestTenant, retentionDays: number) {
  const res = await t.app.inject({
    method: 'PATCH',
    url: `/v1/tenants/${tenant.tenantId}/settings?environment=live`,
    headers: bearer(tenant.session),
    payload: { retentionDays },
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('the retention sweep', () => {
  let tenant: TestTenant;
  let key: TestKey;
  let short: TestTenant;
  let shortKey: TestKey;
  const ada = person('Ada');
  const bob = person('Bob');
  const cleo = person('Cleo');
  const dan = person('Dan');
  const eve = person('Eve');
  const finn = person('Finn');
  const gus = person('Gus');
  const hal = person('Hal');
  const ida = person('Ida');
  const jon = person('Jon');
  let old: { completed: string; cancelled: string };
  let recent: { completed: string; cancelled: string };
  let shortOld: string;
  let shortRecent: string;

  beforeAll(async () => {
    tenant = await createTenant(t);
    key = await createKey(t, tenant);
    short = await createTenant(t);
    shortKey = await createKey(t, short);
    await setRetention(short, 30);
    // Day 0: ended 731 days before the sweep (Ada is also the candidate of a later request).
    old = {
      completed: await endedRequest(key, ada, bob, 'completed'),
      cancelled: await endedRequest(key, cleo, dan, 'cancelled'),
    };
    t.clock.advance(2 * DAY);
    // Day 2: ended 729 days before the sweep.
    recent = {
      completed: await endedRequest(key, ada, eve, 'completed'),
      cancelled: await endedRequest(key, finn, gus, 'cancelled'),
    };
    shortOld = await endedRequest(shortKey, hal, ida, 'completed');
    t.clock.advance(700 * DAY);
    // Day 702: ended 29 days before the sweep, in the tenant that keeps 30 days.
    shortRecent = await endedRequest(shortKey, jon, bob, 'cancelled');
    t.clock.advance(29 * DAY);
  });

  it('runs daily as a job: erases what ended longer ago than retentionDays, and queues its next run', async () => {
    expect(await ensureRetentionSweepScheduled(t.app.ctx)).toBe(true);
    await t.app.worker.drain();

    expect(await erasedAt(old.completed)).toBeInstanceOf(Date);
    expect(await erasedAt(old.cancelled)).toBeInstanceOf(Date);
    expect(await erasedAt(recent.completed)).toBeNull();
    expect(await erasedAt(recent.cancelled)).toBeNull();
    expect(await erasedAt(shortOld)).toBeInstanceOf(Date);
    expect(await erasedAt(shortRecent)).toBeNull();
    // The API says so: the request and its people carry erasedAt, their fields read null.
    const erased = (
      await t.app.inject({
        url: `/v1/api/reference-requests/${old.completed}`,
        headers: bearer(key.plaintext),
      })
    ).json();
    expect(erased.erasedAt).toEqual(expect.any(String));
    expect(erased.contacts[0]).toMatchObject({ email: null, erasedAt: expect.any(String) });
    const held = (
      await t.app.inject({
        url: `/v1/api/reference-requests/${recent.completed}`,
        headers: bearer(key.plaintext),
      })
    ).json();
    expect(held.erasedAt).toBeNull();
    expect(held.contacts[0].erasedAt).toBeNull();

    const next = await t.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.type, RETENTION_SWEEP_JOB_TYPE), eq(jobs.status, 'pending')));
    expect(next).toHaveLength(1);
    expect(next[0]!.runAt.getTime()).toBe(t.clock.now().getTime() + RETENTION_SWEEP_INTERVAL_MS);
  });

  it('leaves no name, e-mail or phone of an erased request in its reads or the events feed', async () => {
    // Cleo's only request is erased: Cleo goes with it, and so does her referee Dan.
    expect(traces(await reads(tenant, key, old.cancelled), [cleo, dan])).toEqual([]);
    // Hal (30-day tenant) and his referee Ida likewise.
    expect(traces(await reads(short, shortKey, shortOld), [hal, ida])).toEqual([]);
    // No column of any table holds them any more.
    const needles = [cleo, dan, hal, ida].flatMap((p) => [p.email, p.lastName, p.phone]);
    expect(await searchDatabase(t.database.db, needles)).toEqual([]);
    // Nor the free text of any answer of an erased request (report versions, jobs, …).
    const texts = [old.completed, old.cancelled, shortOld].flatMap((id) => answerMarkers.get(id)!);
    expect(texts).toHaveLength(6);
    expect(await searchDatabase(t.database.db, texts)).toEqual([]);
    const keptTexts = answerMarkers.get(recent.completed)!;
    expect((await searchDatabase(t.database.db, keptTexts)).length).toBeGreaterThan(0);
    // Ada's first request: her referee Bob is gone from it, and so is what he wrote.
    const adaFirst = await reads(tenant, key, old.completed);
    expect(traces(adaFirst, [bob])).toEqual([]);
    expect(adaFirst).not.toContain('is thorough');
    expect(adaFirst).not.toContain('at the fair');
    const cleoRows = await t.database.db
      .select()
      .from(candidates)
      .where(and(eq(candidates.tenantId, tenant.tenantId), eq(candidates.email, cleo.email)));
    expect(cleoRows).toEqual([]);
    const answers = await t.database.db
      .select()
      .from(referenceResponses)
      .where(eq(referenceResponses.referenceRequestId, old.completed));
    expect(answers[0]!.answers).toMatchObject({
      strengths: null,
      comments: null,
      wouldRehire: true,
      ratings: { teamwork: 4 },
    });
    const [request] = await t.database.db
      .select()
      .from(referenceRequests)
      .where(eq(referenceRequests.id, old.completed));
    expect(request).toMatchObject({ status: 'completed', notes: null });
  });

  it('keeps a candidate another request still has, and the requests not yet due', async () => {
    // Ada's later request is kept, and names her and its referee Eve.
    const kept = await reads(tenant, key, recent.completed);
    expect(traces(kept, [ada, eve])).not.toEqual([]);
    expect(kept).toContain('is thorough');
    expect(traces(await reads(tenant, key, recent.cancelled), [finn, gus])).not.toEqual([]);
    // Bob is erased as Ada's referee, yet kept as Jon's referee in the other tenant.
    expect(traces(await reads(short, shortKey, shortRecent), [jon, bob])).not.toEqual([]);
  });

  it('audits each erased request once, as the system', async () => {
    const events = await retentionEvents([old.completed, old.cancelled, shortOld]);
    expect(events.map((e) => e.targetId).sort()).toEqual(
      [old.completed, old.cancelled, shortOld].sort(),
    );
    for (const event of events) {
      expect(event).toMatchObject({ actorKind: 'system', targetType: 'reference_request' });
      expect(JSON.stringify(event.metadata)).not.toMatch(/@example\.org/);
    }
    const cancelled = events.find((e) => e.targetId === old.cancelled)!;
    expect(cancelled.metadata).toMatchObject({ candidateErased: true, referees: 1 });
    const completed = events.find((e) => e.targetId === old.completed)!;
    expect(completed.metadata).toMatchObject({ candidateErased: false, referees: 1 });
  });

  it('is idempotent: a second sweep erases nothing more and records nothing', async () => {
    const before = await retentionEvents([old.completed, old.cancelled, shortOld]);
    expect(await sweepRetention(t.app.ctx)).toEqual({ erased: 0, failed: 0 });
    expect(await retentionEvents([old.completed, old.cancelled, shortOld])).toHaveLength(
      before.length,
    );
  });

  it("erases the candidate with their last request once that one's time comes", async () => {
    t.clock.advance(2 * DAY);
    // Both requests of day 2, and the 30-day tenant's, which ended 31 days ago now.
    expect(await sweepRetention(t.app.ctx)).toEqual({ erased: 3, failed: 0 });
    expect(await erasedAt(recent.completed)).toBeInstanceOf(Date);
    expect(await erasedAt(recent.cancelled)).toBeInstanceOf(Date);
    expect(traces(await reads(tenant, key, recent.completed), [ada, eve])).toEqual([]);
    expect(traces(await reads(tenant, key, old.completed), [ada, bob])).toEqual([]);
    const [event] = await retentionEvents([recent.completed]);
    expect(event!.metadata).toMatchObject({ candidateErased: true });
    expect(await erasedAt(shortRecent)).toBeInstanceOf(Date);
  });
});

describe('two sweeps at once', () => {
  it('erase each request once (one audit event each), and the shared candidate', async () => {
    const tenant = await createTenant(t);
    const key = await createKey(t, tenant);
    await setRetention(tenant, 30);
    const kim = person('Kim');
    const ids = [
      await endedRequest(key, kim, person('Lou'), 'completed'),
      await endedRequest(key, kim, person('Mo'), 'cancelled'),
      await endedRequest(key, person('Ned'), person('Oz'), 'completed'),
      await endedRequest(key, person('Pia'), person('Quin'), 'cancelled'),
    ];
    t.clock.advance(31 * DAY);

    const results = await Promise.all([sweepRetention(t.app.ctx), sweepRetention(t.app.ctx)]);
    expect(results.map((r) => r.failed)).toEqual([0, 0]);
    expect(results[0]!.erased + results[1]!.erased).toBe(ids.length);

    const events = await retentionEvents(ids);
    expect(events.map((e) => e.targetId).sort()).toEqual([...ids].sort());
    for (const id of ids) expect(await erasedAt(id)).toBeInstanceOf(Date);
    const held = await t.database.db
      .select()
      .from(candidates)
      .where(eq(candidates.tenantId, tenant.tenantId));
    expect(held.every((row) => row.erasedAt !== null && row.email === null)).toBe(true);
    const referees = await t.database.db
      .select()
      .from(referenceContacts)
      .where(eq(referenceContacts.tenantId, tenant.tenantId));
    expect(referees.every((row) => row.erasedAt !== null && row.email === null)).toBe(true);
  });
});
