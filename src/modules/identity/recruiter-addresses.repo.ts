import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { memberships, recruiters, tenants } from '../../db/schema/index.ts';

/**
 * Whether `address` is the e-mail address of a recruiter who is a member of
 * the tenant (compared case-insensitively; removed members, deleted
 * recruiters and deleted tenants do not count): the only addresses a test-environment e-mail may reach.
 */
export async function isTenantRecruiterAddress(
  db: Executor,
  tenantId: string,
  address: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: recruiters.id })
    .from(memberships)
    .innerJoin(recruiters, eq(recruiters.id, memberships.recruiterId))
    .innerJoin(tenants, eq(tenants.id, memberships.tenantId))
    .where(
      and(
        eq(memberships.tenantId, tenantId),
        // A member removed by the identity provider stays as a tombstone: not a recruiter any more.
        isNull(memberships.deletedAt),
        isNull(recruiters.deletedAt),
        isNull(tenants.deletedAt),
        sql`lower(${recruiters.email}) = lower(${address})`,
      ),
    )
    .limit(1);
  return row !== undefined;
}
