import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { createTenant, type TestTenant } from '../../../test/helpers/factories.ts';
import { newId } from '../../core/ids.ts';
import type { Acting } from '../../core/tenancy.ts';
import {
  activityEntries,
  auditEvents,
  candidates,
  jobs,
  referenceRequests,
} from '../../db/schema/index.ts';
import { inTransaction, unitOfWork } from '../../db/tx.ts';
import { scheduleReminders } from './reminders.ts';
import { applyWorkflowEvent } from './requests.service.ts';
import type { RequestState } from './workflow.ts';

let t: TestApp;
let tenant: TestTenant;

beforeAll(async () => {
  t = await buildTestApp();
  tenant = await createTenant(t);
});
afterAll(() => t.close());

function candidateActing(): Acting {
  return {
    tenantId: tenant.tenantId,
    environment: 'live',
    actor: { kind: 'candidate', id: 'cand_x' },
    recruiterId: null,
    traceId: null,
  };
}

async function requestIn(status: RequestState): Promise<string> {
  const now = t.clock.now();
  const candidateId = newId('candidate');
  await t.database.db.insert(candidates).values({
    id: candidateId,
    tenantId: tenant.tenantId,
    environment: 'live',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: `${candidateId}@example.com`,
    createdAt: now,
    updatedAt: now,
  });
  const id = newId('referenceRequest');
  await t.database.db.insert(referenceRequests).values({
    id,
    tenantId: tenant.tenantId,
    environment: 'live',
    candidateId,
    recruiterId: tenant.recruiterId,
    createdByKind: 'recruiter',
    createdById: tenant.recruiterId,
    launchMode: 'candidate_intake',
    status,
    createdAt: now,
    updatedAt: now,
  });
  return id;
}

async function statusOf(id: string) {
  const [row] = await t.database.db
    .select({ status: referenceRequests.status, version: referenceRequests.version })
    .from(referenceRequests)
    .where(eq(referenceRequests.id, id));
  return row!;
}

describe('applyWorkflowEvent', () => {
  it('moves intake_pending to consent_granted, audited, with an activity entry, and cancels intake reminders', async () => {
    const id = await requestIn('intake_pending');
    await inTransaction(unitOfWork(t.database.db), (tx) =>
      scheduleReminders(
        tx,
        t.clock,
        { tenantId: tenant.tenantId, environment: 'live' },
        {
          kind: 'intake',
          referenceRequestId: id,
          subjectId: id,
        },
      ),
    );
    const state = await inTransaction(unitOfWork(t.database.db), (tx) =>
      applyWorkflowEvent(tx, t.app.ctx, candidateActing(), id, 'intake_completed'),
    );
    expect(state).toBe('consent_granted');
    expect(await statusOf(id)).toEqual({ status: 'consent_granted', version: 2 });
    const audits = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.targetId, id));
    expect(audits.map((a) => [a.action, a.actorKind])).toEqual([
      ['reference_request.intake_completed', 'candidate'],
    ]);
    const activity = await t.database.db
      .select()
      .from(activityEntries)
      .where(eq(activityEntries.referenceRequestId, id));
    expect(activity.map((a) => a.kind)).toEqual(['lifecycle.intake_completed']);
    const reminders = await t.database.db
      .select({ status: jobs.status })
      .from(jobs)
      .where(and(eq(jobs.subjectId, id), eq(jobs.type, 'outreach.reminder')));
    expect(reminders.map((r) => r.status)).toEqual(['cancelled', 'cancelled']);
  });

  it('treats intake completed after a consent e-mail as consent granted', async () => {
    const id = await requestIn('consent_requested');
    const state = await inTransaction(unitOfWork(t.database.db), (tx) =>
      applyWorkflowEvent(tx, t.app.ctx, candidateActing(), id, 'intake_completed'),
    );
    expect(state).toBe('consent_granted');
  });

  it('moves intake_pending to intake_abandoned', async () => {
    const id = await requestIn('intake_pending');
    const state = await inTransaction(unitOfWork(t.database.db), (tx) =>
      applyWorkflowEvent(tx, t.app.ctx, candidateActing(), id, 'intake_abandoned'),
    );
    expect(state).toBe('intake_abandoned');
  });

  it('answers null, changing nothing, when the event does not apply', async () => {
    const id = await requestIn('collecting');
    const state = await inTransaction(unitOfWork(t.database.db), (tx) =>
      applyWorkflowEvent(tx, t.app.ctx, candidateActing(), id, 'referee_opened'),
    );
    expect(state).toBeNull();
    expect(await statusOf(id)).toEqual({ status: 'collecting', version: 1 });
    const audits = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.targetId, id));
    expect(audits).toHaveLength(0);
  });

  it('moves outreach_queued to collecting on the first referee open', async () => {
    const id = await requestIn('outreach_queued');
    const state = await inTransaction(unitOfWork(t.database.db), (tx) =>
      applyWorkflowEvent(tx, t.app.ctx, candidateActing(), id, 'referee_opened'),
    );
    expect(state).toBe('collecting');
  });

  it("does not find another tenant's request", async () => {
    const id = await requestIn('intake_pending');
    await expect(
      inTransaction(unitOfWork(t.database.db), (tx) =>
        applyWorkflowEvent(
          tx,
          t.app.ctx,
          { ...candidateActing(), tenantId: 'org_other' },
          id,
          'intake_completed',
        ),
      ),
    ).rejects.toMatchObject({ code: 'not_found' });
  });
});
