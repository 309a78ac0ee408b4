import type { AppContext } from '../../context.ts';
import type { Acting, Environment, TenantScope } from '../../core/tenancy.ts';
import { inTransaction, unitOfWork } from '../../db/tx.ts';
import { scrubTimelines } from '../activity/activity.repo.ts';
import { recordAudit } from '../audit/audit.repo.ts';
import { lockCandidate } from '../candidates/candidates.repo.ts';
import { listTenantRetention } from '../identity/identity.repo.ts';
import { eraseReportTextOfRequests } from '../reports/reports.repo.ts';
import {
  candidateHasOtherRequests,
  listContacts,
  listRequestsDueForErasure,
  lockRequestDueForErasure,
  markRequestErased,
} from '../requests/requests.repo.ts';
import { eraseRecords, personalStrings } from './privacy.service.ts';

/**
 * Retention (CONTRACT "Personal data", docs/privacy.md "Retention"): once a
 * day the sweep erases every request that has been `completed` or
 * `cancelled` for longer than its tenant's `retentionDays`.
 */

export const RETENTION_ACTOR_ID = 'privacy.retention_sweep';
/** Requests read per page of a tenant's due ones; each is erased in its own transaction. */
export const RETENTION_BATCH = 100;
/** Tenants read per page. */
const TENANT_PAGE = 500;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The system as it acts for retention, in a request's tenant and environment. */
function retentionActing(scope: TenantScope): Acting {
  return {
    ...scope,
    actor: { kind: 'system', id: RETENTION_ACTOR_ID },
    recruiterId: null,
    traceId: null,
  };
}

/** The end of a tenant's retention: a request that ended at or before it is due. */
export function retentionCutoff(now: Date, retentionDays: number): Date {
  return new Date(now.getTime() - retentionDays * DAY_MS);
}

/**
 * Erases one request due for retention, in its own transaction, audited as
 * `reference_request.retention_erased`. What goes: its referees (names,
 * e-mails, phones, relationships), their answers' free text and decline
 * reasons, its transcripts, links, share links, deliveries' addresses,
 * notes, and the names and free text of its timeline and report versions;
 * its candidate too, with their reuse grants, unless another request not
 * erased still has them. Answers false when it erased nothing: erased
 * already, no longer due, or being erased by another sweep (its row is
 * locked: `skip locked`).
 *
 * The candidate is locked first, then the request: two sweeps erasing two
 * requests of one candidate take turns, so the second sees the first erased
 * and erases the candidate, who is never left behind by both.
 */
export async function eraseRequestForRetention(
  ctx: AppContext,
  request: { tenantId: string; environment: Environment; id: string; candidateId: string },
  retention: { days: number; before: Date },
): Promise<boolean> {
  const scope = { tenantId: request.tenantId, environment: request.environment };
  return inTransaction(unitOfWork(ctx.db), async (tx) => {
    const candidate = await lockCandidate(tx, scope, request.candidateId);
    const locked = await lockRequestDueForErasure(tx, scope, request.id, retention.before);
    if (!locked) return false;
    const now = ctx.clock.now();
    const acting = retentionActing(scope);
    const contacts = await listContacts(tx, scope, locked.id);
    const candidateHeld = candidate !== undefined && candidate.erasedAt === null;
    const eraseCandidate =
      candidateHeld && !(await candidateHasOtherRequests(tx, scope, candidate.id, locked.id));
    const people = eraseCandidate ? [...contacts, candidate] : contacts;
    const { erased } = await eraseRecords(
      tx,
      acting,
      {
        tenantId: scope.tenantId,
        candidateIds: eraseCandidate ? [candidate.id] : [],
        contactIds: contacts.map((contact) => contact.id),
        requestIds: [locked.id],
        needles: [...new Set(people.flatMap((row) => personalStrings(row.email ?? '', [row])))],
        emails: people.flatMap((row) => (row.email ? [row.email] : [])),
      },
      now,
    );
    // A candidate kept for their other requests is still named on this one's timeline.
    if (candidateHeld && !eraseCandidate) {
      await scrubTimelines(
        tx,
        scope.tenantId,
        [locked.id],
        personalStrings(candidate.email ?? '', [candidate]),
      );
    }
    await eraseReportTextOfRequests(tx, scope.tenantId, [locked.id]);
    await markRequestErased(tx, scope, locked.id, now);
    await recordAudit(
      tx,
      acting,
      {
        action: 'reference_request.retention_erased',
        targetType: 'reference_request',
        targetId: locked.id,
        metadata: {
          status: locked.status,
          endedAt: locked.updatedAt.toISOString(),
          retentionDays: retention.days,
          candidateErased: eraseCandidate,
          ...erased,
        },
      },
      now,
    );
    return true;
  });
}

export interface RetentionSweepResult {
  /** Requests this sweep erased. */
  erased: number;
  /** Requests it found due but could not erase (logged; the next sweep tries again). */
  failed: number;
}

/**
 * One retention sweep over every tenant: each due request erased in its
 * own transaction (a sweep never holds one huge transaction). Safe with
 * several sweeps at once: each request is erased, and audited, once.
 */
export async function sweepRetention(
  ctx: AppContext,
  batch = RETENTION_BATCH,
): Promise<RetentionSweepResult> {
  const now = ctx.clock.now();
  const result: RetentionSweepResult = { erased: 0, failed: 0 };
  let after: string | null = null;
  for (;;) {
    const tenants = await listTenantRetention(ctx.db, after, TENANT_PAGE);
    for (const tenant of tenants) {
      const retention = {
        days: tenant.retentionDays,
        before: retentionCutoff(now, tenant.retentionDays),
      };
      await sweepTenant(ctx, tenant.id, retention, batch, result);
    }
    if (tenants.length < TENANT_PAGE) return result;
    after = tenants.at(-1)!.id;
  }
}

/** A tenant's due requests, page by page, until a page brings none not tried in this sweep. */
async function sweepTenant(
  ctx: AppContext,
  tenantId: string,
  retention: { days: number; before: Date },
  batch: number,
  result: RetentionSweepResult,
): Promise<void> {
  const tried = new Set<string>();
  for (;;) {
    const due = await listRequestsDueForErasure(ctx.db, tenantId, retention.before, batch);
    const fresh = due.filter((row) => !tried.has(row.id));
    if (fresh.length === 0) return;
    for (const row of fresh) {
      tried.add(row.id);
      try {
        if (await eraseRequestForRetention(ctx, { ...row, tenantId }, retention)) {
          result.erased += 1;
        }
      } catch (err) {
        result.failed += 1;
        ctx.log.error({ err, referenceRequestId: row.id }, 'retention erasure failed');
      }
    }
    if (due.length < batch) return;
  }
}
