import type { AppContext } from '../../context.ts';
import { AppError } from '../../core/errors.ts';
import { newId } from '../../core/ids.ts';
import { toPage } from '../../core/pagination.ts';
import { normalisePhone } from '../../core/phone.ts';
import type { Acting, TenantScope } from '../../core/tenancy.ts';
import { inTransaction, type UnitOfWork } from '../../db/tx.ts';
import { recordAudit } from '../audit/audit.repo.ts';
import { findTenantSettings } from '../identity/identity.repo.ts';
import {
  type CandidateRow,
  findActiveCandidate,
  findActiveCandidateByEmail,
  insertCandidateIfAbsent,
  listCandidates,
  updateCandidate,
} from './candidates.repo.ts';
import type {
  CandidateView,
  CreateCandidateInput,
  UpdateCandidateInput,
} from './candidates.schemas.ts';

export function toCandidateView(row: CandidateRow): CandidateView {
  return {
    id: row.id,
    object: 'candidate',
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    stage: row.stage,
    profile: row.profile,
    environment: row.environment,
    deletedAt: row.deletedAt?.toISOString() ?? null,
    erasedAt: row.erasedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function phoneOrThrow(raw: string, defaultCountry: string): string {
  const phone = normalisePhone(raw, defaultCountry);
  if (!phone)
    throw AppError.validation([{ path: 'phone', message: 'is not a valid phone number' }]);
  return phone;
}

export async function listTenantCandidates(
  ctx: AppContext,
  scope: TenantScope,
  query: { limit: number; cursor?: string; search?: string },
) {
  return toPage(await listCandidates(ctx.db, scope, query), query.limit);
}

/** A live candidate of the scope; deleted, unknown or another tenant's: 404 alike. */
export async function getCandidate(
  ctx: AppContext,
  scope: TenantScope,
  candidateId: string,
): Promise<CandidateView> {
  const row = await findActiveCandidate(ctx.db, scope, candidateId);
  if (!row) throw AppError.notFound('candidate');
  return toCandidateView(row);
}

/**
 * Creates a candidate; a live candidate with the same e-mail is 409 `conflict`.
 *
 * Its result is the route's answer; an Idempotency-Key stores it with the commit.
 */
export async function createCandidate(
  ctx: AppContext,
  uow: UnitOfWork<CandidateView>,
  acting: Acting,
  input: CreateCandidateInput,
): Promise<CandidateView> {
  return inTransaction(uow, async (tx) => {
    const tenant = await findTenantSettings(tx, acting.tenantId);
    const phone = input.phone ? phoneOrThrow(input.phone, tenant.defaultCountry) : null;
    const email = input.email.toLowerCase();
    const now = ctx.clock.now();
    const inserted = await insertCandidateIfAbsent(tx, {
      id: newId('candidate'),
      tenantId: acting.tenantId,
      environment: acting.environment,
      firstName: input.firstName,
      lastName: input.lastName,
      email,
      phone,
      stage: input.stage ?? null,
      profile: input.profile ?? {},
      createdAt: now,
      updatedAt: now,
    });
    if (!inserted) {
      const existing = await findActiveCandidateByEmail(tx, acting, email);
      throw new AppError('conflict', 'A candidate with this e-mail already exists.', {
        candidateId: existing?.id,
      });
    }
    await recordAudit(
      tx,
      acting,
      { action: 'candidate.created', targetType: 'candidate', targetId: inserted.id },
      now,
    );
    return toCandidateView(inserted);
  });
}

/**
 * Sets the fields given and merges `profile` (a key set to null is removed).
 *
 * Its result is the route's answer; an Idempotency-Key stores it with the commit.
 */
export async function updateCandidateProfile(
  ctx: AppContext,
  uow: UnitOfWork<CandidateView>,
  acting: Acting,
  candidateId: string,
  input: UpdateCandidateInput,
): Promise<CandidateView> {
  return inTransaction(uow, async (tx) => {
    const current = await findActiveCandidate(tx, acting, candidateId);
    if (!current) throw AppError.notFound('candidate');
    const tenant = await findTenantSettings(tx, acting.tenantId);
    const profile = { ...current.profile };
    for (const [key, value] of Object.entries(input.profile ?? {})) {
      if (value === null) delete profile[key];
      else profile[key] = value;
    }
    const now = ctx.clock.now();
    const updated = await updateCandidate(tx, acting, candidateId, {
      firstName: input.firstName,
      lastName: input.lastName,
      phone:
        input.phone === undefined
          ? undefined
          : input.phone === null
            ? null
            : phoneOrThrow(input.phone, tenant.defaultCountry),
      stage: input.stage,
      profile,
      updatedAt: now,
    });
    await recordAudit(
      tx,
      acting,
      {
        action: 'candidate.updated',
        targetType: 'candidate',
        targetId: candidateId,
        metadata: { fields: Object.keys(input) },
      },
      now,
    );
    return toCandidateView(updated!);
  });
}

/**
 * Soft-deletes: the row (and its requests) stay for history, but the
 * candidate leaves lists and lookups; a new request with the same e-mail
 * creates a fresh candidate. Every request of the candidate not cancelled
 * yet is cancelled in the same transaction (links end, e-mails stop).
 */
export async function deleteCandidate(
  ctx: AppContext,
  uow: UnitOfWork,
  acting: Acting,
  candidateId: string,
): Promise<CandidateView> {
  return inTransaction(uow, async (tx) => {
    const now = ctx.clock.now();
    const deleted = await updateCandidate(tx, acting, candidateId, {
      deletedAt: now,
      updatedAt: now,
    });
    if (!deleted) throw AppError.notFound('candidate');
    const cancelledRequestIds = await ctx.ports.candidateRequests.cancelOpenRequests(
      tx,
      ctx,
      acting,
      candidateId,
    );
    await recordAudit(
      tx,
      acting,
      {
        action: 'candidate.deleted',
        targetType: 'candidate',
        targetId: candidateId,
        metadata: { cancelledRequestIds },
      },
      now,
    );
    return toCandidateView(deleted);
  });
}
