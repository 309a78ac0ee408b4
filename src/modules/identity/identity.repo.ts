import { and, asc, count, eq, gt, isNull, sql } from 'drizzle-orm';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../core/locale.ts';
import { publicCompanyName, publicRecruiterName } from '../../core/public-name.ts';
import type { Role } from '../../core/roles.ts';
import type { Executor, Tx } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { memberships, recruiters, tenants, webhookEvents } from '../../db/schema/index.ts';

export type TenantRow = typeof tenants.$inferSelect;

/**
 * Identity rows are global (a tenant is the scope itself), so these take the
 * provider's ids rather than a TenantScope.
 */
export async function findTenant(db: Executor, tenantId: string): Promise<TenantRow | undefined> {
  const [row] = await db.select().from(tenants).where(eq(tenants.id, tenantId)).limit(1);
  return row;
}

export async function lockTenant(tx: Tx, tenantId: string): Promise<TenantRow | undefined> {
  const [row] = await tx
    .select()
    .from(tenants)
    .where(eq(tenants.id, tenantId))
    .limit(1)
    .for('update');
  return row;
}

/**
 * Every tenant's retention (`retentionDays`), deleted tenants included: the
 * retention sweep erases their ended requests too. A page of `limit` after
 * the id `after`, by id.
 */
export async function listTenantRetention(
  db: Executor,
  after: string | null,
  limit: number,
): Promise<Array<{ id: string; retentionDays: number }>> {
  return db
    .select({ id: tenants.id, retentionDays: tenants.retentionDays })
    .from(tenants)
    .where(after === null ? undefined : gt(tenants.id, after))
    .orderBy(asc(tenants.id))
    .limit(limit);
}

/** How many tenants exist (deleted ones included): the demo seed runs only on an empty database. */
export async function countTenants(db: Executor): Promise<number> {
  const [row] = await db.select({ tenants: count() }).from(tenants);
  return row?.tenants ?? 0;
}

export async function updateTenantSettings(
  tx: Tx,
  tenantId: string,
  changes: Partial<
    Pick<
      TenantRow,
      | 'name'
      | 'defaultCountry'
      | 'onboardingCompletedAt'
      | 'reminderDays'
      | 'retentionDays'
      | 'defaultLocale'
      | 'updatedAt'
    >
  >,
): Promise<TenantRow> {
  const [row] = await tx.update(tenants).set(changes).where(eq(tenants.id, tenantId)).returning();
  return row!;
}

/** Flags are per tenant: tenants have no environment, so neither do their flags. */
export async function findTenantFlags(db: Executor, tenantId: string) {
  const [row] = await db
    .select({ id: tenants.id, flags: tenants.flags, updatedAt: tenants.updatedAt })
    .from(tenants)
    .where(eq(tenants.id, tenantId))
    .limit(1);
  return row;
}

/** Locks the tenant row so concurrent flag changes apply one after the other (no lost update). */
export async function lockTenantFlags(tx: Tx, tenantId: string) {
  const [row] = await tx
    .select({ id: tenants.id, flags: tenants.flags, updatedAt: tenants.updatedAt })
    .from(tenants)
    .where(eq(tenants.id, tenantId))
    .for('update')
    .limit(1);
  return row;
}

export async function writeTenantFlags(
  tx: Tx,
  tenantId: string,
  flags: Record<string, boolean>,
  at: Date,
) {
  const [row] = await tx
    .update(tenants)
    .set({ flags, updatedAt: at })
    .where(eq(tenants.id, tenantId))
    .returning({ id: tenants.id, flags: tenants.flags, updatedAt: tenants.updatedAt });
  return row!;
}

export interface SessionStanding {
  deletedAt: Date | null;
  member: string | null;
  /** The membership's stored role (null without a membership). */
  role: Role | null;
  /**
   * When the identity provider made the membership's last change applied
   * here (a webhook event), null if none was: a session issued before it
   * acts with the stored role and does not change it.
   */
  lastEventAt: Date | null;
  membershipDeletedAt: Date | null;
  recruiterDeletedAt: Date | null;
}

/**
 * Every tenant-session request reads this, so it is a named prepared
 * statement on the driver (see db/prepared.ts): Drizzle's building of the
 * select cost more CPU than the read itself.
 */
const selectSessionStanding = preparedStatement<
  SessionStanding,
  { tenantId: string; recruiterId: string }
>(
  'session_standing',
  sql`select t.deleted_at as "deletedAt", m.recruiter_id as "member",
        m.role as "role", m.last_event_at as "lastEventAt",
        m.deleted_at as "membershipDeletedAt", r.deleted_at as "recruiterDeletedAt"
      from ${tenants} t
      left join ${memberships} m
        on m.tenant_id = t.id and m.recruiter_id = ${sql.placeholder('recruiterId')}
      left join ${recruiters} r on r.id = ${sql.placeholder('recruiterId')}
      where t.id = ${sql.placeholder('tenantId')}
      limit 1`,
);

/**
 * What a session needs to know of its tenant and recruiter in one read:
 * whether the tenant or the recruiter was deleted, whether the membership
 * exists and whether it was removed. Undefined when the tenant was never seen.
 */
export async function findSessionStanding(
  db: Executor,
  tenantId: string,
  recruiterId: string,
): Promise<SessionStanding | undefined> {
  const [row] = await selectSessionStanding(db, { tenantId, recruiterId });
  return row;
}

/**
 * The session standing of a member, with their membership and recruiter
 * rows locked FOR SHARE until the transaction ends: a removal (which updates
 * either row) waits for the transaction, and one that committed first is
 * seen. Undefined when the membership does not exist.
 */
export async function lockMemberStanding(
  tx: Tx,
  tenantId: string,
  recruiterId: string,
): Promise<SessionStanding | undefined> {
  const result = await tx.execute(
    sql`select t.deleted_at as "deletedAt", m.recruiter_id as "member",
          m.role as "role", m.last_event_at as "lastEventAt",
          m.deleted_at as "membershipDeletedAt", r.deleted_at as "recruiterDeletedAt"
        from ${memberships} m
        join ${tenants} t on t.id = m.tenant_id
        join ${recruiters} r on r.id = m.recruiter_id
        where m.tenant_id = ${tenantId} and m.recruiter_id = ${recruiterId}
        for share of m, r`,
  );
  const [row] = (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
  if (!row) return undefined;
  const time = (value: unknown) => (value == null ? null : new Date(value as string | Date));
  return {
    deletedAt: time(row.deletedAt),
    member: row.member as string,
    role: row.role as Role,
    lastEventAt: time(row.lastEventAt),
    membershipDeletedAt: time(row.membershipDeletedAt),
    recruiterDeletedAt: time(row.recruiterDeletedAt),
  };
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

/** Only the tenant ids of current memberships: enough to audit a recruiter's change in each of their tenants. */
export async function tenantIdsOf(db: Executor, recruiterId: string): Promise<string[]> {
  const rows = await db
    .select({ tenantId: memberships.tenantId })
    .from(memberships)
    .where(and(eq(memberships.recruiterId, recruiterId), isNull(memberships.deletedAt)));
  return rows.map((row) => row.tenantId);
}

/**
 * Adds a membership (on-the-fly provisioning) with the role a session
 * claims, else with the default role: `admin` for the tenant's first
 * membership, `recruiter` after it (CONTRACT "Roles"). An existing one is
 * left as it is, a removed one (tombstone) included: only the identity
 * provider brings a removed member back (upsertMembership).
 */
export async function insertMembershipIfMissing(
  db: Executor,
  membership: { tenantId: string; recruiterId: string; role: Role | null },
  at: Date,
): Promise<void> {
  const role = membership.role ?? defaultRoleOf(membership.tenantId);
  await db
    .insert(memberships)
    .values({
      tenantId: membership.tenantId,
      recruiterId: membership.recruiterId,
      role,
      createdAt: at,
      updatedAt: at,
    })
    .onConflictDoNothing();
}

/** The role of a new membership with no known role: admin for the tenant's first, else recruiter. */
function defaultRoleOf(tenantId: string) {
  return sql<Role>`case when exists (select 1 from ${memberships} where ${memberships.tenantId} = ${tenantId})
    then 'recruiter' else 'admin' end`;
}

/**
 * Keeps the role a session claims on its live membership (the latest role
 * seen, CONTRACT "Roles"), unless the identity provider changed the
 * membership (a webhook event) at or after `issuedAt`, when the session was
 * issued: an older session, or one without `iat`, leaves the role of a
 * later change as it is (CONTRACT "Operation"). A removed membership stays
 * as it is.
 */
export async function updateMembershipRole(
  db: Executor,
  membership: { tenantId: string; recruiterId: string; role: Role; issuedAt: Date | null },
  at: Date,
): Promise<void> {
  const { issuedAt } = membership;
  await db
    .update(memberships)
    .set({ role: membership.role, updatedAt: at })
    .where(
      and(
        eq(memberships.tenantId, membership.tenantId),
        eq(memberships.recruiterId, membership.recruiterId),
        isNull(memberships.deletedAt),
        sql`${memberships.role} <> ${membership.role}`,
        issuedAt === null
          ? isNull(memberships.lastEventAt)
          : sql`(${memberships.lastEventAt} is null or ${memberships.lastEventAt} < ${issuedAt.toISOString()}::timestamptz)`,
      ),
    );
}

/**
 * Adds or restores a membership with its role (a new one with no known role
 * gets the default role, an existing one keeps its own), unless a
 * membership event made after `madeAt` was applied already (a delivery
 * retried late changes nothing). Answers whether it was applied.
 */
export async function upsertMembership(
  db: Executor,
  membership: { tenantId: string; recruiterId: string; role: Role | null },
  at: Date,
  madeAt: Date = at,
): Promise<boolean> {
  const { tenantId, recruiterId, role } = membership;
  const rows = await db
    .insert(memberships)
    .values({
      tenantId,
      recruiterId,
      role: role ?? defaultRoleOf(tenantId),
      createdAt: at,
      updatedAt: at,
      lastEventAt: madeAt,
    })
    .onConflictDoUpdate({
      target: [memberships.tenantId, memberships.recruiterId],
      set: {
        role: role ?? sql`${memberships.role}`,
        deletedAt: null,
        updatedAt: at,
        lastEventAt: madeAt,
      },
      setWhere: notOlderThanLastEvent(madeAt),
    })
    .returning({ tenantId: memberships.tenantId });
  return rows.length > 0;
}

/**
 * Removes a membership by leaving a tombstone (`deleted_at`), even for a
 * membership never seen here, so that on-the-fly provisioning cannot
 * re-create it from a session issued before the removal; unless a
 * membership event made after `madeAt` was applied already. Answers whether
 * it was applied.
 */
export async function markMembershipDeleted(
  db: Executor,
  tenantId: string,
  recruiterId: string,
  at: Date,
  madeAt: Date = at,
): Promise<boolean> {
  const rows = await db
    .insert(memberships)
    .values({
      tenantId,
      recruiterId,
      deletedAt: at,
      createdAt: at,
      updatedAt: at,
      lastEventAt: madeAt,
    })
    .onConflictDoUpdate({
      target: [memberships.tenantId, memberships.recruiterId],
      set: { deletedAt: at, updatedAt: at, lastEventAt: madeAt },
      setWhere: notOlderThanLastEvent(madeAt),
    })
    .returning({ tenantId: memberships.tenantId });
  return rows.length > 0;
}

/** An event made at `madeAt` is not older than the last one applied to the membership. */
function notOlderThanLastEvent(madeAt: Date) {
  return sql`${memberships.lastEventAt} is null or ${memberships.lastEventAt} <= ${madeAt}::timestamptz`;
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

/** Reminders go out this many days after an invitation unless the tenant says otherwise. */
export const DEFAULT_REMINDER_DAYS = [3, 7] as const;

/** What workflows read of a tenant: its display name, phone country and flags (defaults for an unknown one). */
export interface TenantSettings {
  name: string;
  /** How candidates and referees see the company (core/public-name.ts): never the tenant id. */
  publicName: string;
  defaultCountry: string;
  flags: Record<string, boolean>;
  /** Days after an invitation on which reminders go out. */
  reminderDays: number[];
  /** The language of a new request that names none and whose questionnaire is in none of them. */
  defaultLocale: Locale;
}

export async function findTenantSettings(db: Executor, tenantId: string): Promise<TenantSettings> {
  const [row] = await db
    .select({
      name: tenants.name,
      defaultCountry: tenants.defaultCountry,
      flags: tenants.flags,
      reminderDays: tenants.reminderDays,
      defaultLocale: tenants.defaultLocale,
    })
    .from(tenants)
    .where(eq(tenants.id, tenantId))
    .limit(1);
  const settings = row ?? {
    name: tenantId,
    defaultCountry: 'US',
    flags: {},
    reminderDays: [...DEFAULT_REMINDER_DAYS],
    defaultLocale: DEFAULT_LOCALE,
  };
  return {
    ...settings,
    defaultLocale: isLocale(settings.defaultLocale) ? settings.defaultLocale : DEFAULT_LOCALE,
    publicName: publicCompanyName({ id: tenantId, name: settings.name }),
  };
}

/**
 * How a recruiter of a tenant is named to people outside it (the approver of
 * a shared report, the requester on a permission page and its e-mail): the
 * recruiter's name, else the tenant's display name, else "the recruiting
 * team"; never the e-mail address or an id (see core/public-name.ts).
 */
export async function recruiterPublicName(
  db: Executor,
  tenantId: string,
  recruiterId: string,
): Promise<string> {
  const [recruiter] = await db
    .select({ name: recruiters.name })
    .from(recruiters)
    .where(eq(recruiters.id, recruiterId))
    .limit(1);
  const [tenant] = await db
    .select({ name: tenants.name })
    .from(tenants)
    .where(eq(tenants.id, tenantId))
    .limit(1);
  return publicRecruiterName(recruiter?.name, { id: tenantId, name: tenant?.name }, [recruiterId]);
}

export type RecruiterRow = typeof recruiters.$inferSelect;

export async function findRecruiter(
  db: Executor,
  recruiterId: string,
): Promise<RecruiterRow | undefined> {
  const [row] = await db.select().from(recruiters).where(eq(recruiters.id, recruiterId)).limit(1);
  return row;
}

/** The recruiter's row under a lock, so concurrent PATCHes merge rather than overwrite. */
export async function lockRecruiter(
  tx: Tx,
  recruiterId: string,
): Promise<RecruiterRow | undefined> {
  const [row] = await tx
    .select()
    .from(recruiters)
    .where(eq(recruiters.id, recruiterId))
    .limit(1)
    .for('update');
  return row;
}

/** Stores a recruiter's console preferences (preferences module). */
export async function savePreferences(
  tx: Tx,
  recruiterId: string,
  preferences: Record<string, unknown>,
  at: Date,
): Promise<RecruiterRow> {
  const [row] = await tx
    .update(recruiters)
    .set({ preferences, updatedAt: at })
    .where(eq(recruiters.id, recruiterId))
    .returning();
  return row!;
}
