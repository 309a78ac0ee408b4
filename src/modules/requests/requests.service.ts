import type { AppContext } from '../../context.ts';
import { AppError } from '../../core/errors.ts';
import { newId } from '../../core/ids.ts';
import { toPage } from '../../core/pagination.ts';
import type { Acting, TenantScope } from '../../core/tenancy.ts';
import type { Executor, Tx } from '../../db/client.ts';
import {
  type AnswerRecordParams,
  inOneStatement,
  inTransaction,
  isTransaction,
  storesAnswer,
  type UnitOfWork,
} from '../../db/tx.ts';
import { recordAudit } from '../audit/audit.repo.ts';
import { readTenantSettings } from '../identity/tenant-settings.cache.ts';
import { checkContacts, recruiterContactRows } from './contact-rules.ts';
import {
  type CreatedRequestParts,
  createdRequestView,
  isNotAsPredicted,
  type NewRequestRows,
  writeCreatedRequest,
} from './create-request.query.ts';
import { INVITATION_JOB_TYPE } from './invitations.ts';
import { moveAndAnswer } from './move-request.ts';
import {
  listReferenceRequestViews,
  readReferenceRequestView,
  viewInTransaction,
} from './request-view.query.ts';
import { lockRequest, updateRequestMetadata } from './requests.repo.ts';
import {
  type CreateReferenceRequestInput,
  type CreateReferenceRequestResult,
  type LifecycleInput,
  METADATA_MAX_KEYS,
  mergedMetadata,
  type ReferenceRequestView,
  type UpdateReferenceRequestInput,
} from './requests.schemas.ts';
import { LAUNCH, type LifecycleAction, type RequestState } from './workflow.ts';

export { applyWorkflowEvent } from './move-request.ts';

/**
 * Creates a reference request: finds or creates the candidate, adds the
 * contacts, starts in the launch mode's initial state and, for
 * candidate_intake, queues the intake invitation (its e-mail and reminders
 * follow from the worker). One statement (create-request.query.ts), without
 * BEGIN/COMMIT. With an Idempotency-Key its answer is predicted first (the candidate and
 * questionnaire this scope's last creates wrote, else a new candidate: create-prediction.ts)
 * and that same statement writes the key's record with the answer; a miss writes nothing and
 * runs again in a transaction, with the record after the statement's result.
 *
 * Its result is the route's answer; an Idempotency-Key stores it with the commit.
 */
export async function createReferenceRequest(
  ctx: AppContext,
  uow: UnitOfWork<CreateReferenceRequestResult> | Tx,
  acting: Acting & { recruiterId: string },
  input: CreateReferenceRequestInput,
): Promise<CreateReferenceRequestResult> {
  // In a caller's transaction (Greenhouse's send_test), a settings read not cached reads there.
  const reader = isTransaction(uow) ? { db: uow, caches: ctx.caches } : ctx;
  const tenant = await readTenantSettings(reader, acting.tenantId, acting.receivedAt);
  const contacts = checkContacts(input.launchMode, input.contacts ?? [], tenant.defaultCountry);
  const now = ctx.clock.now();
  const requestId = newId('referenceRequest');
  const rows: NewRequestRows = {
    requestId,
    candidate: {
      id: newId('candidate'),
      firstName: input.candidate.firstName,
      lastName: input.candidate.lastName,
      email: input.candidate.email.toLowerCase(),
      stage: input.candidate.stage ?? null,
    },
    request: {
      launchMode: input.launchMode,
      roleTitle: input.roleTitle ?? null,
      notes: input.notes ?? null,
      status: LAUNCH[input.launchMode].state,
      metadata: mergedMetadata({}, input.metadata ?? {}),
    },
    contacts: recruiterContactRows(acting, requestId, contacts, now),
    auditId: newId('audit'),
    activityId: newId('activity'),
    invitationId: newId('job'),
    emailsCandidate: LAUNCH[input.launchMode].emailsCandidate,
    questionnaireId: input.questionnaireId ?? null,
    locale: input.locale ?? null,
    tenantLocale: tenant.defaultLocale,
    now,
  };
  const jobs = rows.emailsCandidate
    ? [{ id: rows.invitationId, type: INVITATION_JOB_TYPE, status: 'pending' as const }]
    : [];
  const hints = ctx.caches.createHints;
  const answered = (parts: CreatedRequestParts): CreateReferenceRequestResult => ({
    referenceRequest: createdRequestView(acting, rows, parts),
    workflow: { jobs },
  });
  const predicted = storesAnswer(uow) ? hints.predict(acting, rows) : undefined;
  if (predicted) {
    // The answer is known before the statement runs, so the statement writes the
    // Idempotency-Key's record too (tx.ts inOneStatement); a miss changes nothing and runs
    // again below.
    const answer = answered(predicted);
    try {
      const work = (db: Executor, answerRecord?: AnswerRecordParams) =>
        writeCreatedRequest(db, acting, rows, predicted, answerRecord).then(() => answer);
      return await inOneStatement(uow, work, { known: answer });
    } catch (error) {
      if (!isNotAsPredicted(error)) throw error;
    }
  }
  return inOneStatement(uow, async (db) => {
    const parts = await writeCreatedRequest(db, acting, rows);
    hints.remember(acting, rows, parts);
    return answered(parts);
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
  options: {
    status?: RequestState;
    candidateId?: string;
    search?: string;
    createdAfter?: string;
    createdBefore?: string;
    metadata?: Record<string, string>;
    limit: number;
    cursor?: string;
  },
): Promise<{ object: 'list'; data: ReferenceRequestView[]; nextCursor: string | null }> {
  const { createdAfter, createdBefore, ...filters } = options;
  const reads = await listReferenceRequestViews(
    ctx.db,
    scope,
    {
      ...filters,
      createdAfter: createdAfter ? new Date(createdAfter) : undefined,
      createdBefore: createdBefore ? new Date(createdBefore) : undefined,
      limit: options.limit + 1,
    },
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
 *
 * Its result is the route's answer; an Idempotency-Key stores it with the commit.
 */
export async function runLifecycleAction(
  ctx: AppContext,
  uow: UnitOfWork<ReferenceRequestView>,
  acting: Acting,
  id: string,
  input: LifecycleInput,
): Promise<ReferenceRequestView> {
  const action: LifecycleAction = input.action;
  return moveAndAnswer(ctx, uow, acting, id, action, { reason: input.reason });
}

/**
 * Updates a request's metadata (the only field a PATCH changes), Stripe's
 * way: the body's keys are merged into the stored ones, `null` or `""`
 * removes a key, and the result may hold at most 20 keys (400 naming
 * `metadata` beyond). Under the request's row lock, with its audit event
 * (`reference_request.metadata_updated`, naming the keys, not their values).
 * `updatedAt` stays: it is when the workflow last moved, which retention
 * counts from.
 *
 * Its result is the route's answer; an Idempotency-Key stores it with the commit.
 */
export async function updateReferenceRequest(
  ctx: AppContext,
  uow: UnitOfWork<ReferenceRequestView> | Tx,
  acting: Acting,
  id: string,
  input: UpdateReferenceRequestInput,
): Promise<ReferenceRequestView> {
  return inTransaction(uow, async (tx) => {
    const request = await lockRequest(tx, acting, id);
    if (!request) throw AppError.notFound('reference request');
    const metadata = mergedMetadata(request.metadata, input.metadata);
    if (Object.keys(metadata).length > METADATA_MAX_KEYS) {
      throw AppError.validation([
        { path: 'metadata', message: `would hold more than ${METADATA_MAX_KEYS} keys` },
      ]);
    }
    const changed = Object.keys(input.metadata).filter(
      (key) => (request.metadata[key] ?? null) !== (metadata[key] ?? null),
    );
    if (changed.length > 0) {
      const now = ctx.clock.now();
      await updateRequestMetadata(tx, acting, id, metadata);
      await recordAudit(
        tx,
        acting,
        {
          action: 'reference_request.metadata_updated',
          targetType: 'reference_request',
          targetId: id,
          metadata: { keys: changed },
        },
        now,
      );
    }
    return viewInTransaction(tx, ctx.clock, acting, id);
  });
}
