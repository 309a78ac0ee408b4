import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  emailDeliveries,
  memberships,
  participantTokens,
  recruiters,
} from '../../src/db/schema/index.ts';
import { openDelivery } from '../../src/outbox/jobs/send-email.job.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import {
  bearer,
  createKey,
  createTenant,
  type TestKey,
  type TestTenant,
} from '../helpers/factories.ts';
import { createRequestViaApi, lifecycle } from '../helpers/participants.ts';

/**
 * Issue 13, item 10: work in the test environment e-mails nobody outside the
 * tenant. Its e-mails are recorded as `sandboxed` deliveries, the tenant's
 * own recruiters still receive theirs, and the links are read through the
 * test-links routes instead.
 */

let t: TestApp;
let tenant: TestTenant;
let testKey: TestKey;
let liveKey: TestKey;
beforeAll(async () => {
  t = await buildTestApp();
  tenant = await createTenant(t, 'Acme Recruiting');
  testKey = await createKey(t, tenant, { environment: 'test' });
  liveKey = await createKey(t, tenant, { environment: 'live' });
});
afterAll(async () => t?.close());

async function deliveriesTo(address: string) {
  return t.database.db.select().from(emailDeliveries).where(eq(emailDeliveries.to, address));
}

const contact = (name: string) => ({
  firstName: name,
  lastName: 'Referee',
  email: `${name.toLowerCase()}@sandbox-referees.example`,
  phone: '(212) 555-0100',
  relationship: 'manager',
});

function testLinks(requestId: string, environment = 'test') {
  return t.app.inject({
    method: 'POST',
    url: `/v1/tenants/${tenant.tenantId}/reference-requests/${requestId}/test-links?environment=${environment}`,
    headers: bearer(tenant.session),
  });
}

describe('the sandbox', () => {
  it('records a test request’s e-mails to participants as sandboxed and sends them to nobody', async () => {
    const request = await createRequestViaApi(t, testKey, {
      launchMode: 'manual_references',
      roleTitle: 'Analyst',
      candidate: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@sandbox.example' },
      contacts: [contact('Grace')],
    });
    await lifecycle(t, testKey, request.id, 'grant_candidate_consent');
    await lifecycle(t, testKey, request.id, 'queue_outreach');
    expect(t.mailer.to('grace@sandbox-referees.example')).toEqual([]);
    const [delivery] = await deliveriesTo('grace@sandbox-referees.example');
    expect(delivery).toMatchObject({ status: 'sandboxed', transport: null, environment: 'test' });
    // Rendered in full (sealed at rest): the e-mail it would have been.
    expect(openDelivery(t.config.secretKey, delivery!).text).toMatch(/\/referee\//);
  });

  it('delivers a test e-mail to one of the tenant’s recruiters, whatever the case of the address', async () => {
    await t.database.db
      .update(recruiters)
      .set({ email: 'Rita.Recruiter@Acme.Example' })
      .where(eq(recruiters.id, tenant.recruiterId));
    const address = 'rita.recruiter@acme.example';
    await createRequestViaApi(t, testKey, {
      launchMode: 'candidate_intake',
      roleTitle: 'Analyst',
      candidate: { firstName: 'Rita', lastName: 'Recruiter', email: address },
    });
    expect(t.mailer.to(address)).toHaveLength(1);
    expect(await deliveriesTo(address)).toEqual([
      expect.objectContaining({ status: 'sent', transport: 'smtp' }),
    ]);
  });

  it('does not deliver to a recruiter of another tenant', async () => {
    const other = await createTenant(t, 'Other Corp');
    const address = `${other.recruiterId}@example.com`;
    await createRequestViaApi(t, testKey, {
      launchMode: 'candidate_intake',
      roleTitle: 'Analyst',
      candidate: { firstName: 'Otto', lastName: 'Other', email: address },
    });
    expect(t.mailer.to(address)).toEqual([]);
    expect(await deliveriesTo(address)).toEqual([expect.objectContaining({ status: 'sandboxed' })]);
  });

  it('does not deliver to a recruiter the identity provider removed from the tenant', async () => {
    const address = 'removed.member@acme.example';
    const now = t.clock.now();
    await t.database.db
      .insert(recruiters)
      .values({ id: 'user_removed', email: address, name: null, createdAt: now, updatedAt: now });
    await t.database.db.insert(memberships).values({
      tenantId: tenant.tenantId,
      recruiterId: 'user_removed',
      createdAt: now,
      updatedAt: now,
      deletedAt: now,
    });
    await createRequestViaApi(t, testKey, {
      launchMode: 'candidate_intake',
      roleTitle: 'Analyst',
      candidate: { firstName: 'Remy', lastName: 'Removed', email: address },
    });
    expect(t.mailer.to(address)).toEqual([]);
    expect(await deliveriesTo(address)).toEqual([expect.objectContaining({ status: 'sandboxed' })]);
  });

  it('leaves live e-mail as it was', async () => {
    await createRequestViaApi(t, liveKey, {
      launchMode: 'candidate_intake',
      roleTitle: 'Analyst',
      candidate: { firstName: 'Lena', lastName: 'Live', email: 'lena@live.example' },
    });
    expect(t.mailer.to('lena@live.example')).toHaveLength(1);
    expect(await deliveriesTo('lena@live.example')).toEqual([
      expect.objectContaining({ status: 'sent', transport: 'smtp', environment: 'live' }),
    ]);
  });
});

describe('test links', () => {
  it('gives the tenant fresh links of a test request that open, so the flow runs end to end', async () => {
    const request = await createRequestViaApi(t, testKey, {
      launchMode: 'candidate_intake',
      roleTitle: 'Analyst',
      candidate: { firstName: 'Tess', lastName: 'Test', email: 'tess@sandbox.example' },
    });
    expect(t.mailer.to('tess@sandbox.example')).toEqual([]);
    const first = await testLinks(request.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual([
      { participant: 'candidate', contactId: null, purpose: 'intake', url: expect.any(String) },
    ]);
    const intake = new URL(first.json().data[0].url).pathname.split('/').pop()!;
    const completed = await t.app.inject({
      method: 'POST',
      url: `/v1/public/intake/${intake}/complete`,
      payload: { consent: true, contacts: [contact('Hedy'), contact('Kay')] },
    });
    expect(completed.statusCode).toBe(200);
    await lifecycle(t, testKey, request.id, 'queue_outreach');
    expect(t.mailer.to('hedy@sandbox-referees.example')).toEqual([]);

    const referees = (await testLinks(request.id)).json().data;
    expect(referees).toHaveLength(2);
    for (const link of referees) {
      expect(link).toMatchObject({ participant: 'referee', purpose: 'referee' });
      const token = new URL(link.url).pathname.split('/').pop();
      expect((await t.app.inject({ url: `/v1/public/referee/${token}` })).statusCode).toBe(200);
    }
    // The API's test-helpers route answers the same, for a test key only.
    const api = await t.app.inject({
      url: `/v1/api/test-helpers/reference-requests/${request.id}/links`,
      headers: bearer(testKey.plaintext),
    });
    expect(api.statusCode).toBe(200);
    expect(api.json().data).toHaveLength(2);
  });

  it('is not found in live, nor for another tenant', async () => {
    const live = await createRequestViaApi(t, liveKey, {
      launchMode: 'candidate_intake',
      roleTitle: 'Analyst',
      candidate: { firstName: 'Lou', lastName: 'Live', email: 'lou@live.example' },
    });
    expect((await testLinks(live.id, 'live')).statusCode).toBe(404);
    expect((await testLinks(live.id, 'test')).statusCode).toBe(404);
    const api = await t.app.inject({
      url: `/v1/api/test-helpers/reference-requests/${live.id}/links`,
      headers: bearer(liveKey.plaintext),
    });
    expect(api.statusCode).toBe(404);

    const test = await createRequestViaApi(t, testKey, {
      launchMode: 'candidate_intake',
      roleTitle: 'Analyst',
      candidate: { firstName: 'Tom', lastName: 'Test', email: 'tom@sandbox.example' },
    });
    expect((await testLinks(test.id, 'live')).statusCode).toBe(404);
    const stranger = await createTenant(t, 'Stranger Ltd');
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/v1/tenants/${stranger.tenantId}/reference-requests/${test.id}/test-links?environment=test`,
      headers: bearer(stranger.session),
    });
    expect(foreign.statusCode).toBe(404);
  });
});

/**
 * Issue 28, item 8: under a SameSite=Lax cookie, a cross-site top-level
 * navigation sends a GET with the session, so a cookie-session GET must
 * change nothing. Minting links is a POST, same-origin only.
 */
describe('issuing test links with a cookie session', () => {
  const linksPath = (requestId: string) =>
    `/v1/tenants/${tenant.tenantId}/reference-requests/${requestId}/test-links?environment=test`;
  const tokenCount = async (requestId: string) =>
    (
      await t.database.db
        .select()
        .from(participantTokens)
        .where(eq(participantTokens.referenceRequestId, requestId))
    ).length;

  it('a GET, as a cross-site navigation sends it, issues no token', async () => {
    const request = await createRequestViaApi(t, testKey, {
      launchMode: 'candidate_intake',
      roleTitle: 'Analyst',
      candidate: { firstName: 'Nav', lastName: 'Igate', email: 'nav@sandbox.example' },
    });
    const before = await tokenCount(request.id);
    const res = await t.app.inject({
      method: 'GET',
      url: linksPath(request.id),
      cookies: { __session: tenant.session },
      headers: { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
    });
    expect(res.statusCode).toBe(404);
    expect(await tokenCount(request.id)).toBe(before);
  });

  it('a same-origin POST issues fresh links; a cross-site one is refused and issues none', async () => {
    const request = await createRequestViaApi(t, testKey, {
      launchMode: 'candidate_intake',
      roleTitle: 'Analyst',
      candidate: { firstName: 'Posy', lastName: 'Test', email: 'posy@sandbox.example' },
    });
    const before = await tokenCount(request.id);
    const crossSite = await t.app.inject({
      method: 'POST',
      url: linksPath(request.id),
      cookies: { __session: tenant.session },
      headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json().code).toBe('csrf_rejected');
    expect(await tokenCount(request.id)).toBe(before);

    const sameOrigin = await t.app.inject({
      method: 'POST',
      url: linksPath(request.id),
      cookies: { __session: tenant.session },
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(sameOrigin.statusCode, sameOrigin.body).toBe(200);
    const [link] = sameOrigin.json().data;
    expect(link).toMatchObject({ participant: 'candidate', purpose: 'intake' });
    expect(await tokenCount(request.id)).toBe(before + 1);
    const token = new URL(link.url).pathname.split('/').pop();
    expect((await t.app.inject({ url: `/v1/public/intake/${token}` })).statusCode).toBe(200);
  });
});
