import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { bearer, createKey, createTenant, type TestKey } from '../../../test/helpers/factories.ts';
import {
  createRequestViaApi,
  lifecycle,
  tokenFromMail,
} from '../../../test/helpers/participants.ts';
import { auditEvents, jobs } from '../../db/schema/index.ts';
import { getMilestones } from '../recruiter-views/milestones.ts';

/**
 * Issue 31, item 1: a request finishes. It moves to `review_requested` by
 * itself when every invited referee has answered, to `completed` when its
 * report is approved (the referees' links still open end with 410, reminders
 * stop), and back to `review_requested` with a new draft after approval.
 */
let t: TestApp;
let key: TestKey;
let counter = 0;
let tenantId = '';
const scope = () => ({ tenantId, environment: 'live' as const });

beforeAll(async () => {
  t = await buildTestApp();
  const tenant = await createTenant(t, 'Acme Hiring');
  tenantId = tenant.tenantId;
  key = await createKey(t, tenant);
});
afterAll(async () => t.close());

const api = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: bearer(key.plaintext), ...(payload ? { payload } : {}) });

/** A request in outreach with `count` invited referees; answers its id and the referees' links. */
async function inOutreach(count: number) {
  counter += 1;
  const emails = Array.from({ length: count }, (_, i) => `ref.${counter}.${i}@example.org`);
  const request = await createRequestViaApi(t, key, {
    launchMode: 'manual_references',
    candidate: { firstName: 'Ana', lastName: 'García', email: `ana.${counter}@example.org` },
    contacts: emails.map((email, i) => ({
      firstName: `Referee${i}`,
      lastName: 'Doe',
      email,
      phone: `+1415555010${i}`,
    })),
  });
  await lifecycle(t, key, request.id, 'grant_candidate_consent');
  await lifecycle(t, key, request.id, 'queue_outreach');
  return { id: request.id, links: emails.map((email) => tokenFromMail(t, email, 'referee')) };
}

const status = async (id: string) =>
  (await api('GET', `/v1/api/reference-requests/${id}`)).json().status as string;

async function answer(token: string, outcome: 'complete' | 'decline') {
  const res =
    outcome === 'complete'
      ? await t.app.inject({
          method: 'POST',
          url: `/v1/public/referee/${token}/complete`,
          payload: {
            answers: {
              relationship: 'manager',
              ratings: { communication: 4 },
              strengths: 'Clear writer',
            },
          },
        })
      : await t.app.inject({
          method: 'POST',
          url: `/v1/public/referee/${token}/abandon`,
          payload: {},
        });
  expect(res.statusCode, res.body).toBe(200);
}

const actions = async (id: string) =>
  (
    await t.database.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.targetId, id))
      .orderBy(auditEvents.id)
  ).map((row) => row.action);

describe('a request that finishes', () => {
  it('moves to review_requested by itself once every invited referee has answered', async () => {
    const request = await inOutreach(2);
    await answer(request.links[0]!, 'complete');
    expect(await status(request.id)).toBe('collecting');
    await answer(request.links[1]!, 'decline');
    expect(await status(request.id)).toBe('review_requested');
    expect(await actions(request.id)).toContain('reference_request.referees_answered');
    // The request page's milestone counts the review as requested.
    const { milestones } = await getMilestones(t.app.ctx, scope(), request.id);
    expect(milestones.find((m) => m.key === 'review')?.status).toBe('done');
  });

  it('completes when the report is approved: open referee links end, reminders stop', async () => {
    const request = await inOutreach(2);
    await answer(request.links[0]!, 'complete');
    expect(
      (await api('POST', `/v1/api/reference-requests/${request.id}/valuation/draft`)).statusCode,
    ).toBe(200);
    const approved = await api(
      'POST',
      `/v1/api/reference-requests/${request.id}/valuation/approve`,
    );
    expect(approved.statusCode, approved.body).toBe(200);
    const read = (await api('GET', `/v1/api/reference-requests/${request.id}`)).json();
    expect(read).toMatchObject({ status: 'completed', allowedActions: ['cancel'] });
    // The referee who never answered: the link ends, and no reminder is left to go out.
    const late = await t.app.inject({ url: `/v1/public/referee/${request.links[1]}` });
    expect(late.statusCode).toBe(410);
    const pending = await t.database.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.subjectId, read.contacts[1].id), eq(jobs.status, 'pending')));
    expect(pending).toEqual([]);
    expect(await actions(request.id)).toContain('reference_request.completed');
    // Listed among the finished requests.
    const listed = await api('GET', '/v1/api/reference-requests?status=completed');
    expect(listed.json().data.map((r: { id: string }) => r.id)).toContain(request.id);
  });

  it('goes back to review_requested with a new draft after approval, and completes again', async () => {
    const request = await inOutreach(1);
    await answer(request.links[0]!, 'complete');
    const path = `/v1/api/reference-requests/${request.id}/valuation`;
    await api('POST', `${path}/draft`);
    await api('POST', `${path}/approve`);
    expect(await status(request.id)).toBe('completed');
    expect((await api('POST', `${path}/draft`)).statusCode).toBe(200);
    expect(await status(request.id)).toBe('review_requested');
    await api('POST', `${path}/approve`);
    expect(await status(request.id)).toBe('completed');
    expect(await actions(request.id)).toEqual(
      expect.arrayContaining(['reference_request.reopened', 'reference_request.completed']),
    );
  });

  it('is listed in the OpenAPI document as a state', async () => {
    const document = (await t.app.inject({ url: '/openapi.json' })).body;
    expect(document).toContain('"completed"');
  });
});
