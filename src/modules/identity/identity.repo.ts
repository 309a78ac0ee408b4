import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { memberships, recruiters, tenants, webhookEvents } from '../../db/schema/index.ts';

/**
 * Identity rows are global (a tenant is the scope itself), so these take the
 * provider's ids rather than a TenantScope.
 */
export async function findTenant(db: Executor, tenantId: string) {
  const [row] = await db.select().from(tenants).where(eq(tenants.id, tenantId)).limit(1);
  return row;
}

export async function upsertTenant(
  db: Executor,
  tenant: { id: string; name: string; slug: string | null },
  at: Date,
): Promise<void> {
  await db
    .insert(tenants)
    .values({ ...tenant, createdAt: at, updatedAt: at })
    .onConflictDoUpdate({
      target: tenants.id,
      set: { name: tenant.name, slug: tenant.slug, updatedAt: at },
    });
}

/** Creates a tenant known so far only from a membership event; an existing one is left as it is. */
export async function insertTenantIfMissing(
  db: Executor,
  tenant: { id: string; name: string },
  at: Date,
): Promise<void> {
  await db
    .insert(tenants)
    .values({ ...tenant, createdAt: at, updatedAt: at })
    .onConflictDoNothing();
}

export async function insertRecruiterIfMissing(
  db: Executor,
  recruiter: { id: string; email: string | null; name: string | null },
  at: Date,
): Promise<void> {
  await db
    .insert(recruiters)
    .values({ ...recruiter, createdAt: at, updatedAt: at })
    .onConflictDoNothing();
}

/** Marks a tenant deleted, leaving a tombstone even if it was never seen, so a session cannot re-create it. */
export async function markTenantDeleted(db: Executor, tenantId: string, at: Date): Promise<void> {
  await db
    .insert(tenants)
    .values({ id: tenantId, name: tenantId, deletedAt: at, createdAt: at, updatedAt: at })
    .onConflictDoUpdate({ target: tenants.id, set: { deletedAt: at, updatedAt: at } });
}

export async function upsertRecruiter(
  db: Executor,
  recruiter: { id: string; email: string | null; name: string | null },
  at: Date,
): Promise<void> {
  await db
    .insert(recruiters)
    .values({ ...recruiter, createdAt: at, updatedAt: at })
    .onConflictDoUpdate({
      target: recruiters.id,
      set: { email: recruiter.email, name: recruiter.name, updatedAt: at },
    });
}

export async function markRecruiterDeleted(
  db: Executor,
  recruiterId: string,
  at: Date,
): Promise<void> {
  await db
    .insert(recruiters)
    .values({ id: recruiterId, deletedAt: at, createdAt: at, updatedAt: at })
    .onConflictDoUpdate({ target: recruiters.id, set: { deletedAt: at, updatedAt: at } });
}

/** Only the tenant ids: enough to audit a recruiter's change in each of their tenants. */
export async function tenantIdsOf(db: Executor, recruiterId: string): Promise<string[]> {
  const rows = await db
    .select({ tenantId: memberships.tenantId })
    .from(memberships)
    .where(eq(memberships.recruiterId, recruiterId));
  return rows.map((row) => row.tenantId);
}

export async function upsertMembership(
  db: Executor,
  membership: { tenantId: string; recruiterId: string; role: string },
  at: Date,
): Promise<void> {
  await db
    .insert(memberships)
    .values({ ...membership, createdAt: at, updatedAt: at })
    .onConflictDoUpdate({
      target: [memberships.tenantId, memberships.recruiterId],
      set: { role: membership.role, updatedAt: at },
    });
}

export async function deleteMembership(
  db: Executor,
  tenantId: string,
  recruiterId: string,
): Promise<void> {
  await db
    .delete(memberships)
    .where(and(eq(memberships.tenantId, tenantId), eq(memberships.recruiterId, recruiterId)));
}

/** Claims a delivery id; false when it was processed before (a replay). */
export async function claimWebhookDelivery(
  db: Executor,
  delivery: { id: string; provider: string; deliveryId: string; type: string; at: Date },
): Promise<boolean> {
  const rows = await db
    .insert(webhookEvents)
    .values({
      id: delivery.id,
      provider: delivery.provider,
      deliveryId: delivery.deliveryId,
      type: delivery.type,
      receivedAt: delivery.at,
    })
    .onConflictDoNothing()
    .returning({ id: webhookEvents.id });
  return rows.length > 0;
}

/** What workflows read of a tenant: its display name, phone country and flags (defaults for an unknown one). */
export interface TenantSettings {
  name: string;
  defaultCountry: string;
  flags: Record<string, boolean>;
}

export async function findTenantSettings(db: Executor, tenantId: string): Promise<TenantSettings> {
  const [row] = await db
    .select({ name: tenants.name, defaultCountry: tenants.defaultCountry, flags: tenants.flags })
    .from(tenants)
    .where(eq(tenants.id, tenantId))
    .limit(1);
  return row ?? { name: tenantId, defaultCountry: 'US', flags: {} };
}

/** A recruiter's display name: name, else e-mail, else id. */
export async function recruiterDisplayName(db: Executor, recruiterId: string): Promise<string> {
  const [row] = await db
    .select({ name: recruiters.name, email: recruiters.email })
    .from(recruiters)
    .where(eq(recruiters.id, recruiterId))
    .limit(1);
  return row?.name || row?.email || recruiterId;
}
