import type { AppContext } from '../../context.ts';
import { AppError } from '../../core/errors.ts';
import type { Acting } from '../../core/tenancy.ts';
import { inTransaction, type UnitOfWork } from '../../db/tx.ts';
import { recordAudit } from '../audit/audit.repo.ts';
import {
  findRecruiter,
  lockRecruiter,
  type RecruiterRow,
  savePreferences,
} from '../identity/identity.repo.ts';
import {
  PREFERENCE_DEFAULTS,
  type Preferences,
  type PreferencesView,
  type UpdatePreferencesInput,
  updatePreferencesBody,
} from './preferences.schemas.ts';

/** Stored values that are still valid, over the defaults (a key stored by an older version is ignored). */
function resolve(stored: Record<string, unknown>): Preferences {
  const resolved: Preferences = { ...PREFERENCE_DEFAULTS };
  for (const key of Object.keys(PREFERENCE_DEFAULTS) as (keyof Preferences)[]) {
    const parsed = updatePreferencesBody.shape[key].safeParse(stored[key]);
    if (parsed.success && parsed.data !== undefined)
      Object.assign(resolved, { [key]: parsed.data });
  }
  return resolved;
}

function toView(row: RecruiterRow): PreferencesView {
  return {
    object: 'recruiter_preferences',
    recruiterId: row.id,
    ...resolve(row.preferences),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Only the recruiter themself reads or changes their preferences. */
function requireSelf(acting: Acting, recruiterId: string): void {
  if (acting.recruiterId !== recruiterId) {
    throw new AppError('forbidden', 'A recruiter may read and change only their own preferences.');
  }
}

export async function getPreferences(
  ctx: AppContext,
  acting: Acting,
  recruiterId: string,
): Promise<PreferencesView> {
  requireSelf(acting, recruiterId);
  const row = await findRecruiter(ctx.db, recruiterId);
  if (!row) throw AppError.notFound('recruiter');
  return toView(row);
}

/**
 * Merges the given keys into the recruiter's preferences, audited as
 * `recruiter.preferences_updated` with the keys that changed. A PATCH that
 * changes nothing writes nothing.
 */
export async function updatePreferences(
  ctx: AppContext,
  uow: UnitOfWork,
  acting: Acting,
  recruiterId: string,
  input: UpdatePreferencesInput,
): Promise<PreferencesView> {
  requireSelf(acting, recruiterId);
  return inTransaction(uow, async (tx) => {
    const row = await lockRecruiter(tx, recruiterId);
    if (!row) throw AppError.notFound('recruiter');
    const current = resolve(row.preferences);
    const changed = (Object.keys(input) as (keyof Preferences)[]).filter(
      (key) => input[key] !== undefined && input[key] !== current[key],
    );
    if (changed.length === 0) return toView(row);
    const now = ctx.clock.now();
    const saved = await savePreferences(tx, recruiterId, { ...row.preferences, ...input }, now);
    await recordAudit(
      tx,
      acting,
      {
        action: 'recruiter.preferences_updated',
        targetType: 'recruiter',
        targetId: recruiterId,
        metadata: { changed: Object.fromEntries(changed.map((key) => [key, input[key]])) },
      },
      now,
    );
    return toView(saved);
  });
}
