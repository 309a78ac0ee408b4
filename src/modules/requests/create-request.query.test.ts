import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.ts';
import {
  bearer,
  createKey,
  createTenant,
  type TestKey,
  type TestTenant,
} from '../../../test/helpers/factories.ts';
import { json } from '../../../test/helpers/json.ts';
import { untilAnotherSessionWaitsOnALock } from '../../../test/helpers/lock-wait.ts';
import {
  activityEntries,
  auditEvents,
  candidates,
  referenceContacts,
} from '../../db/schema/index.ts';
import { createReferenceRequestResponse, referenceRequestSchema } from './requests.schemas.ts';
import { manualRequestBody } from './requests.test-helper.ts';

// The create without an e-mail to queue is one statement (create-request.query.ts) and its
// answer is composed from what it wrote: these tests hold it to what the database reads back.

let t: TestApp;
let tenant: TestTenant;
let key: TestKey;

beforeAll(async () => {
  t = await buildTestApp();
  tenant = await createTenant(t, 'One Statement Ltd');
  key = await createKey(t, tenant, { scopes: ['references:read', 'references:write'] });
});
afterAll(() => t.close());

function create(body: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/v1/api/reference-requests',
    headers: { ...bearer(key.plaintext), ...headers },
    payload: body as object,
  });
}

describe('the one-statement create', () => {
  it('answers exactly the object GET reads back', async () => {
    const body = manualRequestBody({
      notes: 'Line one',
      candidate: {
        firstName: 'Ada',
        lastName: 'Byron',
        email: 'Ada.Byron@Example.com',
        stage: 'onsite',
      },
    });
    const created = json(await create(body), createReferenceRequestResponse);
    const read = await t.app.inject({
      method: 'GET',
      url: `/v1/api/reference-requests/${created.referenceRequest.id}`,
      headers: bearer(key.plaintext),
    });
    expect(json(read, referenceRequestSchema)).toEqual(created.referenceRequest);
    expect(created.referenceRequest.candidate).toMatchObject({
      email: 'ada.byron@example.com',
      stage: 'onsite',
    });
  });

  it('answers an existing candidate as stored, not as sent', async () => {
    const first = manualRequestBody();
    const original = json(await create(first), createReferenceRequestResponse);
    const renamed = manualRequestBody({
      candidate: { firstName: 'Other', lastName: 'Name', email: first.candidate.email },
    });
    const again = json(await create(renamed), createReferenceRequestResponse);
    expect(again.referenceRequest.candidate).toEqual(original.referenceRequest.candidate);
  });

  it('writes the audit event and the timeline entry with the same metadata', async () => {
    const created = json(await create(manualRequestBody()), createReferenceRequestResponse);
    const id = created.referenceRequest.id;
    const metadata = {
      launchMode: 'manual_references',
      candidateId: created.referenceRequest.candidate.id,
      contacts: 2,
    };
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.targetId, id));
    expect(audit).toMatchObject({
      tenantId: tenant.tenantId,
      environment: 'live',
      action: 'reference_request.created',
      actorKind: 'api_key',
      actorId: key.id,
      targetType: 'reference_request',
      metadata,
    });
    expect(audit!.traceId).toBeTruthy();
    const timeline = await t.database.db
      .select()
      .from(activityEntries)
      .where(eq(activityEntries.referenceRequestId, id));
    expect(timeline).toMatchObject([
      {
        kind: 'request.created',
        actorKind: 'api_key',
        actorId: key.id,
        summary: 'Reference request created',
        data: metadata,
      },
    ]);
  });

  it('writes a request without contacts', async () => {
    const created = json(
      await create(manualRequestBody({ contacts: [] })),
      createReferenceRequestResponse,
    );
    expect(created.referenceRequest.contacts).toEqual([]);
    const rows = await t.database.db
      .select()
      .from(referenceContacts)
      .where(eq(referenceContacts.referenceRequestId, created.referenceRequest.id));
    expect(rows).toEqual([]);
  });

  it('gives concurrent creates for a new e-mail one candidate', async () => {
    const email = `together${Date.now()}@example.com`;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        create(manualRequestBody({ candidate: { firstName: 'Co', lastName: 'Incident', email } })),
      ),
    );
    const ids = answers.map(
      (res) => json(res, createReferenceRequestResponse).referenceRequest.candidate.id,
    );
    const rows = await t.database.db
      .select({ id: candidates.id })
      .from(candidates)
      .where(and(eq(candidates.tenantId, tenant.tenantId), eq(candidates.email, email)))
      .orderBy(asc(candidates.id));
    expect(rows).toHaveLength(1);
    expect(new Set(ids)).toEqual(new Set([rows[0]!.id]));
  });

  // One connection on PGlite: a create cannot run while another transaction is open.
  it.runIf(process.env.TEST_ENGINE === 'postgresql')(
    'uses a candidate inserted by a transaction it had to wait for',
    async () => {
      const email = `waited${Date.now()}@example.com`;
      const candidateId = `cand_waited${Date.now()}`;
      let answer: ReturnType<typeof create> | undefined;
      await t.database.db.transaction(async (tx) => {
        const now = new Date();
        await tx.insert(candidates).values({
          id: candidateId,
          tenantId: tenant.tenantId,
          environment: 'live',
          firstName: 'First',
          lastName: 'Writer',
          email,
          createdAt: now,
          updatedAt: now,
        });
        // Its insert waits on the unique e-mail index until this transaction commits.
        answer = create(manualRequestBody({ candidate: { firstName: 'A', lastName: 'B', email } }));
        await untilAnotherSessionWaitsOnALock(t.database);
      });
      const created = json(await answer!, createReferenceRequestResponse);
      expect(created.referenceRequest.candidate).toMatchObject({
        id: candidateId,
        firstName: 'First',
      });
    },
  );

  it('stores and replays its answer under an Idempotency-Key', async () => {
    const body = manualRequestBody();
    const headers = { 'idempotency-key': `one-statement-${Date.now()}` };
    const first = await create(body, headers);
    const replayed = await create(body, headers);
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(replayed.json()).toEqual(first.json());
  });
});
