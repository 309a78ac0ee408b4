import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.ts';
import {
  bearer,
  createKey,
  createTenant,
  type TestKey,
  type TestTenant,
} from '../../../test/helpers/factories.ts';
import { findCandidate } from '../candidates/candidates.repo.ts';
import { listDeliveriesOf, toDeliveryView } from '../outreach/deliveries.repo.ts';
import { reportSummaryFor } from '../reports/reports.service.ts';
import { seedRequest, TWO_ANSWERS } from '../reports/reports.test-helper.ts';
import { listReferenceRequestViews, readReferenceRequestView } from './request-view.query.ts';
import { findRequest, listContacts } from './requests.repo.ts';
import { referenceRequestSchema } from './requests.schemas.ts';
import { allowedActions, type RequestState } from './workflow.ts';

let t: TestApp;
let tenant: TestTenant;
let key: TestKey;
beforeAll(async () => {
  t = await buildTestApp();
  tenant = await createTenant(t);
  key = await createKey(t, tenant);
});
afterAll(async () => t.close());

const scope = () => ({ tenantId: tenant.tenantId, environment: 'live' as const });

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The view composed from the owning repos, independently of the statement under test. */
async function composedView(id: string) {
  const db = t.database.db;
  const request = (await findRequest(db, scope(), id))!;
  const candidate = await findCandidate(db, scope(), request.candidateId);
  const contacts = await listContacts(db, scope(), id);
  const deliveries = await listDeliveriesOf(
    db,
    scope(),
    contacts.map((contact) => contact.id),
  );
  // The view's fields that are the request's own columns, by the same name and as stored
  // (status, launch mode, role, notes, language, metadata…): taken by name, so a column the
  // view gains is held to the statement without an edit here. Times and the rest follow.
  const ownColumns = Object.fromEntries(
    Object.keys(referenceRequestSchema.shape)
      .filter((key) => key in request)
      .map((key) => [key, request[key as keyof typeof request]]),
  );
  return {
    ...ownColumns,
    object: 'reference_request',
    candidate: {
      id: request.candidateId,
      firstName: candidate?.firstName ?? null,
      lastName: candidate?.lastName ?? null,
      email: candidate?.email ?? null,
      stage: candidate?.stage ?? null,
      erasedAt: iso(candidate?.erasedAt ?? null),
    },
    contacts: contacts.map((contact) => ({
      id: contact.id,
      object: 'reference_contact',
      firstName: contact.firstName,
      lastName: contact.lastName,
      email: contact.email,
      phone: contact.phone,
      relationship: contact.relationship,
      status: contact.status,
      source: contact.source,
      invitedAt: iso(contact.invitedAt),
      openedAt: iso(contact.openedAt),
      completedAt: iso(contact.completedAt),
      declinedAt: iso(contact.declinedAt),
      erasedAt: iso(contact.erasedAt),
      createdAt: contact.createdAt.toISOString(),
      updatedAt: contact.updatedAt.toISOString(),
      deliveries: (deliveries.get(contact.id) ?? []).map(toDeliveryView),
    })),
    report: await reportSummaryFor(db, scope(), id, t.clock.now()),
    questionnaire: {
      id: request.questionnaireId,
      version: request.questionnaireVersion,
      name: request.questionnaireName,
    },
    allowedActions: allowedActions(request.status as RequestState),
    createdAt: request.createdAt.toISOString(),
    updatedAt: request.updatedAt.toISOString(),
    erasedAt: iso(request.erasedAt),
  };
}

async function expectSameView(requestId: string) {
  const composed = await composedView(requestId);
  const single = await readReferenceRequestView(t.database.db, scope(), requestId, t.clock.now());
  expect(single?.view).toEqual(composed);
  // A list's statement answers the same object.
  const listed = await listReferenceRequestViews(
    t.database.db,
    scope(),
    { candidateId: composed.candidate.id, limit: 100 },
    t.clock.now(),
  );
  expect(listed.find((read) => read.view.id === requestId)).toEqual(single);
  return single!.view;
}

async function post(url: string) {
  const res = await t.app.inject({ method: 'POST', url, headers: bearer(key.plaintext) });
  expect(res.statusCode, res.body).toBe(200);
}

describe('readReferenceRequestView (one statement)', () => {
  it('answers exactly what the composed view answers, through draft, approval and share links', async () => {
    const seeded = await seedRequest(t, tenant, { referees: TWO_ANSWERS });
    const id = seeded.requestId;
    expect((await expectSameView(id)).report).toBeNull();

    await post(`/v1/api/reference-requests/${id}/valuation/draft`);
    expect((await expectSameView(id)).report).toMatchObject({
      status: 'draft',
      approvedVersion: null,
    });

    await post(`/v1/api/reference-requests/${id}/valuation/approve`);
    await post(`/v1/api/reference-requests/${id}/share`);
    await post(`/v1/api/reference-requests/${id}/share`);
    const revoke = await t.app.inject({
      method: 'POST',
      url: `/v1/tenants/${tenant.tenantId}/reference-reports/${id}/revoke`,
      headers: bearer(tenant.session),
      payload: {},
    });
    expect(revoke.statusCode).toBe(200);
    await post(`/v1/api/reference-requests/${id}/share`);
    const view = await expectSameView(id);
    expect(view.report).toMatchObject({
      status: 'approved',
      approvedVersion: 1,
      activeShareLinks: 1,
    });
    expect(view.contacts.length).toBeGreaterThan(1);
  });

  it('says when the view stops being true without a write: the next active share link expiry', async () => {
    const seeded = await seedRequest(t, tenant, { referees: TWO_ANSWERS });
    const id = seeded.requestId;
    const read = () => readReferenceRequestView(t.database.db, scope(), id, t.clock.now());
    expect((await read())?.staleAt).toBeNull();
    await post(`/v1/api/reference-requests/${id}/valuation/draft`);
    await post(`/v1/api/reference-requests/${id}/valuation/approve`);
    const share = await t.app.inject({
      method: 'POST',
      url: `/v1/api/reference-requests/${id}/share`,
      headers: bearer(key.plaintext),
    });
    const expiresAt = new Date(share.json().expiresAt as string);
    expect((await read())?.staleAt?.getTime()).toBe(expiresAt.getTime());
  });

  it('finds nothing for another tenant or environment', async () => {
    const seeded = await seedRequest(t, tenant, { referees: TWO_ANSWERS });
    const other = await createTenant(t);
    const db = t.database.db;
    const now = t.clock.now();
    expect(
      await readReferenceRequestView(
        db,
        { tenantId: other.tenantId, environment: 'live' },
        seeded.requestId,
        now,
      ),
    ).toBeNull();
    expect(
      await readReferenceRequestView(
        db,
        { tenantId: tenant.tenantId, environment: 'test' },
        seeded.requestId,
        now,
      ),
    ).toBeNull();
  });

  it('lists views in one statement, newest first, by state, candidate and cursor, in the scope only', async () => {
    const fresh = await createTenant(t);
    const own = { tenantId: fresh.tenantId, environment: 'live' as const };
    const first = await seedRequest(t, fresh, { referees: TWO_ANSWERS });
    const second = await seedRequest(t, fresh, { referees: TWO_ANSWERS });
    await seedRequest(t, tenant, { referees: TWO_ANSWERS });
    const db = t.database.db;
    const now = t.clock.now();
    const ids = (reads: { view: { id: string } }[]) => reads.map((read) => read.view.id);
    const newestFirst = [first.requestId, second.requestId].sort().reverse();

    const all = await listReferenceRequestViews(db, own, { limit: 10 }, now);
    expect(ids(all)).toEqual(newestFirst);
    for (const read of all) {
      expect(read).toEqual(await readReferenceRequestView(db, own, read.view.id, now));
    }
    expect(ids(await listReferenceRequestViews(db, own, { limit: 1 }, now))).toEqual([
      newestFirst[0],
    ]);
    expect(
      ids(await listReferenceRequestViews(db, own, { limit: 10, cursor: newestFirst[0] }, now)),
    ).toEqual([newestFirst[1]]);
    const status = all[0]!.view.status;
    expect(ids(await listReferenceRequestViews(db, own, { limit: 10, status }, now))).toEqual(
      all.filter((read) => read.view.status === status).map((read) => read.view.id),
    );
    expect(
      ids(await listReferenceRequestViews(db, own, { limit: 10, status: 'cancelled' }, now)),
    ).toEqual([]);
    const candidateId = all[1]!.view.candidate.id;
    expect(
      ids(
        await listReferenceRequestViews(
          db,
          own,
          { limit: 10, candidateId, cursor: 'rr_zzzzzzzzzzzzzzzzzzzzzzzzzz' },
          now,
        ),
      ),
    ).toEqual(all.filter((read) => read.view.candidate.id === candidateId).map((r) => r.view.id));
    expect(
      await listReferenceRequestViews(db, { ...own, environment: 'test' }, { limit: 10 }, now),
    ).toEqual([]);
  });
});
