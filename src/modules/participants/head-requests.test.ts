import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { createKey, createTenant, type TestKey } from '../../../test/helpers/factories.ts';
import {
  createRequestViaApi,
  lifecycle,
  tokenFromMail,
} from '../../../test/helpers/participants.ts';
import {
  auditEvents,
  participantTokens,
  referenceContacts,
  referenceRequests,
} from '../../db/schema/index.ts';

let t: TestApp;
let key: TestKey;
let tenantId: string;

beforeAll(async () => {
  t = await buildTestApp();
  const tenant = await createTenant(t, 'Acme Hiring');
  tenantId = tenant.tenantId;
  key = await createKey(t, tenant);
});
afterAll(async () => t.close());

const auditActions = async () =>
  (await t.database.db.select().from(auditEvents).where(eq(auditEvents.tenantId, tenantId))).map(
    (e) => e.action,
  );

const tokensOf = async (subjectId: string) =>
  t.database.db.select().from(participantTokens).where(eq(participantTokens.subjectId, subjectId));

describe('HEAD on a participant link is not the participant opening it', () => {
  it('intake: HEAD records no visit; GET does', async () => {
    const request = await createRequestViaApi(t, key, {
      launchMode: 'candidate_intake',
      roleTitle: 'Staff Engineer',
      candidate: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada.head@example.org' },
    });
    const token = tokenFromMail(t, 'ada.head@example.org', 'intake');
    const before = await auditActions();

    const head = await t.app.inject({ method: 'HEAD', url: `/v1/public/intake/${token}` });
    expect(head.statusCode).toBe(200);
    const [link] = await tokensOf(request.id);
    expect(link!.firstOpenedAt).toBeNull();
    expect(link!.lastOpenedAt).toBeNull();
    expect(await auditActions()).toEqual(before);

    const get = await t.app.inject({ method: 'GET', url: `/v1/public/intake/${token}` });
    expect(get.statusCode).toBe(200);
    expect((await tokensOf(request.id))[0]!.firstOpenedAt).not.toBeNull();
  });

  it('referee: HEAD records no visit, no referee_opened move and no audit event', async () => {
    const request = await createRequestViaApi(t, key, {
      launchMode: 'manual_references',
      roleTitle: 'Staff Engineer',
      candidate: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada.ref@example.org' },
      contacts: [
        {
          firstName: 'Grace',
          lastName: 'Hopper',
          email: 'grace.head@example.org',
          phone: '+14155550100',
        },
      ],
    });
    await lifecycle(t, key, request.id, 'grant_candidate_consent');
    await lifecycle(t, key, request.id, 'queue_outreach');
    const token = tokenFromMail(t, 'grace.head@example.org', 'referee');
    const [requestBefore] = await t.database.db
      .select()
      .from(referenceRequests)
      .where(eq(referenceRequests.id, request.id));
    const before = await auditActions();

    const head = await t.app.inject({ method: 'HEAD', url: `/v1/public/referee/${token}` });
    expect(head.statusCode).toBe(200);

    const [contact] = await t.database.db
      .select()
      .from(referenceContacts)
      .where(eq(referenceContacts.referenceRequestId, request.id));
    expect(contact!.openedAt).toBeNull();
    expect((await tokensOf(contact!.id))[0]!.firstOpenedAt).toBeNull();
    const [requestAfter] = await t.database.db
      .select()
      .from(referenceRequests)
      .where(eq(referenceRequests.id, request.id));
    expect(requestAfter!.status).toBe(requestBefore!.status);
    expect(await auditActions()).toEqual(before);

    const get = await t.app.inject({ method: 'GET', url: `/v1/public/referee/${token}` });
    expect(get.statusCode).toBe(200);
    expect(await auditActions()).toContain('referee.opened');
  });
});
