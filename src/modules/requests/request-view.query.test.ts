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
import { reportSummaryFor } from '../reports/reports.service.ts';
import { seedRequest, TWO_ANSWERS } from '../reports/reports.test-factory.ts';
import { readReferenceRequestView, readReferenceRequestViews } from './request-view.query.ts';
import { findRequest, listContacts } from './requests.repo.ts';
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
  return {
    id: request.id,
    object: 'reference_request',
    status: request.status,
    launchMode: request.launchMode,
    roleTitle: request.roleTitle,
    notes: request.notes,
    candidate: {
      id: request.candidateId,
      firstName: candidate?.firstName ?? '',
      lastName: candidate?.lastName ?? '',
      email: candidate?.email ?? '',
      stage: candidate?.stage ?? null,
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
      createdAt: contact.createdAt.toISOString(),
      updatedAt: contact.updatedAt.toISOString(),
    })),
    report: await reportSummaryFor(db, scope(), id, t.clock.now()),
    allowedActions: allowedActions(request.status as RequestState),
    recruiterId: request.recruiterId,
    environment: request.environment,
    createdAt: request.createdAt.toISOString(),
    updatedAt: request.updatedAt.toISOString(),
  };
}

async function expectSameView(requestId: string) {
  const composed = await composedView(requestId);
  const single = await readReferenceRequestView(t.database.db, scope(), requestId, t.clock.now());
  expect(single?.view).toEqual(composed);
  // A list's statement answers the same object.
  const [listed] = await readReferenceRequestViews(
    t.database.db,
    scope(),
    [requestId],
    t.clock.now(),
  );
  expect(listed).toEqual(single);
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

  it('reads a page of views in one statement, newest first, leaving out ids of another scope', async () => {
    const first = await seedRequest(t, tenant, { referees: TWO_ANSWERS });
    const second = await seedRequest(t, tenant, { referees: TWO_ANSWERS });
    const other = await createTenant(t);
    const foreign = await seedRequest(t, other, { referees: TWO_ANSWERS });
    const db = t.database.db;
    const now = t.clock.now();
    const reads = await readReferenceRequestViews(
      db,
      scope(),
      [first.requestId, foreign.requestId, second.requestId],
      now,
    );
    expect(reads.map((read) => read.view.id)).toEqual(
      [first.requestId, second.requestId].sort().reverse(),
    );
    for (const read of reads) {
      expect(read).toEqual(await readReferenceRequestView(db, scope(), read.view.id, now));
    }
    expect(await readReferenceRequestViews(db, scope(), [], now)).toEqual([]);
  });
});
