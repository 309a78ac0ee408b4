import type { AppContext } from '../../context.ts';
import { AppError } from '../../core/errors.ts';
import { newId } from '../../core/ids.ts';
import { toPage } from '../../core/pagination.ts';
import type { Acting, TenantScope } from '../../core/tenancy.ts';
import type { Tx } from '../../db/client.ts';
import { inOneStatement, inTransaction } from '../../db/tx.ts';
import { recordEvent } from '../audit/record-event.ts';
import {
  findActiveCandidateByEmail,
  insertCandidateIfAbsent,
} from '../candidates/candidates.repo.ts';
import { findTenantSettings } from '../identity/identity.repo.ts';
import { readTenantSettings } from '../identity/tenant-settings.cache.ts';
import { checkContacts, recruiterContactRows } from './contact-rules.ts';
import {
  createdRequestView,
  type NewRequestRows,
  writeCreatedRequest,
} from './create-request.query.ts';
import { moveAndAnswer } from './move-request.query.ts';
import {
  listReferenceRequestViews,
  readReferenceRequestView,
  viewInTransaction,
} from './request-view.query.ts';
import { insertContacts, insertRequest } from './requests.repo.ts';
import type {
  CreateReferenceRequestInput,
  CreateReferenceRequestResult,
  LifecycleInput,
  ReferenceRequestView,
} from './requests.schemas.ts';
import { emailCandidateWithReminders } from './workflow.service.ts';
import { LAUNCH, type LifecycleAction, type RequestState } from './workflow.ts';

export { applyWorkflowEvent } from './workflow.service.ts';

/** Finds the live candidate with this e-mail, or creates one (a deleted candidate is never reused). */
async function findOrCreateCandidate(
  tx: Tx,
  ctx: Pick<AppContext, 'clock'>,
  scope: TenantScope,
  input: CreateReferenceRequestInput['candidate'],
) {
  const email = input.email.toLowerCase();
  const existing = await findActiveCandidateByEmail(tx, scope, email);
  if (existing) return existing;
  const now = ctx.clock.now();
  const inserted = await insertCandidateIfAbsent(tx, {
    id: newId('candidate'),
    ...scope,
    firstName: input.firstName,
    lastName: input.lastName,
    email,
    stage: input.stage ?? null,
    createdAt: now,
    updatedAt: now,
  });
  // A concurrent request created it between our read and insert: use theirs.
  return inserted ?? (await findActiveCandidateByEmail(tx, scope, email))!;
}

/**
 * Creates a reference request: finds or creates the candidate, adds the
 * contacts, starts in the launch mode's initial state and, for
 * candidate_intake, queues the intake invitation (and its reminders).
 * Without an e-mail to queue (manual_references, the hot path of the API)
 * it is one statement (create-request.query.ts).
 */
export async function createReferenceRequest(
  ctx: AppContext,
  acting: Acting & { recruiterId: string },
  input: CreateReferenceRequestInput,
): Promise<CreateReferenceRequestResult> {
  if (LAUNCH[input.launchMode].emailsCandidate) return createEmailingCandidate(ctx, acting, input);
  const tenant = await readTenantSettings(ctx, acting.tenantId, acting.receivedAt);
  const contacts = checkContacts(input.launchMode, input.contacts ?? [], tenant.defaultCountry);
  const now = ctx.clock.now();
  const candidateId = newId('candidate');
  const requestId = newId('referenceRequest');
  const rows: NewRequestRows = {
    requestId,
    candidate: {
      id: candidateId,
      firstName: input.candidate.firstName,
      lastName: input.candidate.lastName,
      email: input.candidate.email.toLowerCase(),
      stage: input.candidate.stage ?? null,
    },
    launchMode: input.launchMode,
    roleTitle: input.roleTitle ?? null,
    notes: input.notes ?? null,
    status: LAUNCH[input.launchMode].state,
    contacts: recruiterContactRows(acting, requestId, contacts, now),
    auditId: newId('audit'),
    activityId: newId('activity'),
    now,
  };
  return inOneStatement(ctx.db, async (db) => {
    const candidate = await writeCreatedRequest(db, acting, rows);
    return {
      referenceRequest: createdRequestView(acting, rows, candidate),
      workflow: { jobs: [] },
    };
  });
}

/** A create that queues the candidate's intake e-mail: statement by statement, in Drizzle. */
async function createEmailingCandidate(
  ctx: AppContext,
  acting: Acting & { recruiterId: string },
  input: CreateReferenceRequestInput,
): Promise<CreateReferenceRequestResult> {
  return inTransaction(ctx.db, async (tx) => {
    const tenant = await findTenantSettings(tx, acting.tenantId);
    const contacts = checkContacts(input.launchMode, input.contacts ?? [], tenant.defaultCountry);
    const candidate = await findOrCreateCandidate(tx, ctx, acting, input.candidate);
    const now = ctx.clock.now();
    const request = await insertRequest(tx, {
      id: newId('referenceRequest'),
      tenantId: acting.tenantId,
      environment: acting.environment,
      candidateId: candidate.id,
      recruiterId: acting.recruiterId,
      createdByKind: acting.actor.kind,
      createdById: acting.actor.id,
      launchMode: input.launchMode,
      roleTitle: input.roleTitle ?? null,
      notes: input.notes ?? null,
      status: LAUNCH[input.launchMode].state,
      createdAt: now,
      updatedAt: now,
    });
    await insertContacts(tx, recruiterContactRows(acting, request.id, contacts, now));
    const jobs = await emailCandidateWithReminders(tx, ctx, acting, request, 'invitation');
    await recordEvent(
      tx,
      acting,
      {
        action: 'reference_request.created',
        target: { type: 'reference_request', id: request.id },
        metadata: {
          launchMode: input.launchMode,
          candidateId: candidate.id,
          contacts: contacts.length,
        },
        timeline: {
          referenceRequestId: request.id,
          kind: 'request.created',
          summary: 'Reference request created',
        },
      },
      now,
    );
    return {
      referenceRequest: await viewInTransaction(tx, ctx.clock, acting, request.id),
      workflow: { jobs: jobs.map(({ id, type, status }) => ({ id, type, status })) },
    };
  });
}

/**
 * One request, from the process's view cache when it is current for the
 * caller's arrival (polling a request is the hottest read of the API).
 */
export async function getReferenceRequest(
  ctx: AppContext,
  acting: TenantScope & Pick<Acting, 'receivedAt'>,
  id: string,
): Promise<ReferenceRequestView> {
  const now = ctx.clock.now();
  const view = await ctx.caches.requestViews.read(acting, id, now, acting.receivedAt, () =>
    readReferenceRequestView(ctx.db, acting, id, now),
  );
  if (!view) throw AppError.notFound('reference request');
  return view;
}

/**
 * Requests of the scope, newest first, optionally in one state ("waiting
 * for review" is `review_requested`) or of one candidate. Each item is the
 * full request object.
 */
export async function listReferenceRequests(
  ctx: AppContext,
  scope: TenantScope,
  options: { status?: RequestState; candidateId?: string; limit: number; cursor?: string },
): Promise<{ object: 'list'; data: ReferenceRequestView[]; nextCursor: string | null }> {
  const reads = await listReferenceRequestViews(
    ctx.db,
    scope,
    { ...options, limit: options.limit + 1 },
    ctx.clock.now(),
  );
  return toPage(
    reads.map((read) => read.view),
    options.limit,
  );
}

/**
 * Applies a lifecycle action (see the workflow table) under the row lock,
 * with its audit event, timeline entry and effects (consent e-mail, referee
 * invitations, ended reminders) atomically: one statement for the moves
 * without an e-mail, one transaction for the others (moveAndAnswer).
 * Answers the updated request.
 */
export async function runLifecycleAction(
  ctx: AppContext,
  acting: Acting,
  id: string,
  input: LifecycleInput,
): Promise<ReferenceRequestView> {
  const action: LifecycleAction = input.action;
  return moveAndAnswer(ctx, acting, id, action, { reason: input.reason });
}
