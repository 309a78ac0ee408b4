import type { AppContext } from '../../context.ts';
import { inTransaction, unitOfWork } from '../../db/tx.ts';
import { createApiKey } from '../keys/keys.service.ts';
import {
  countTenants,
  insertRecruiterIfMissing,
  upsertMembership,
  upsertTenant,
} from './identity.repo.ts';

export const DEMO_TENANT_ID = 'org_demo';
export const DEMO_RECRUITER_ID = 'user_demo';

export interface DemoSeed {
  tenantId: string;
  recruiterId: string;
  apiKeyId: string;
  /** The demo key's token: printed once by `npm start`, stored nowhere. */
  plaintext: string;
}

/**
 * On a fresh database of this process's own (the embedded engine's) in
 * development (DEMO_SEED=1, never in production, never on a server that
 * others may reach), creates the demo tenant, its recruiter
 * and one `test` API key holding every scope, so `npm start` is usable at
 * once. Does nothing (null) in any other case, and on every later start.
 */
export async function seedDemoTenant(ctx: AppContext): Promise<DemoSeed | null> {
  if (!ctx.config.demoSeed || !ctx.ownsDatabase) return null;
  if ((await countTenants(ctx.db)) > 0) return null;
  const now = ctx.clock.now();
  await inTransaction(unitOfWork(ctx.db), async (tx) => {
    await upsertTenant(tx, { id: DEMO_TENANT_ID, name: 'Demo tenant', slug: 'demo' }, now);
    await insertRecruiterIfMissing(
      tx,
      { id: DEMO_RECRUITER_ID, email: 'demo@refcheck.local', name: 'Demo Recruiter' },
      now,
    );
    await upsertMembership(
      tx,
      { tenantId: DEMO_TENANT_ID, recruiterId: DEMO_RECRUITER_ID, role: 'admin' },
      now,
    );
  });
  const { apiKey, plaintext } = await createApiKey(
    ctx,
    unitOfWork(ctx.db),
    { tenantId: DEMO_TENANT_ID, recruiterId: DEMO_RECRUITER_ID, traceId: null },
    // `[]` holds every scope, including scopes added later.
    { name: 'Demo test key', environment: 'test', scopes: [], expiresAt: null },
  );
  return {
    tenantId: DEMO_TENANT_ID,
    recruiterId: DEMO_RECRUITER_ID,
    apiKeyId: apiKey.id,
    plaintext,
  };
}
