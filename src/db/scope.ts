import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { TenantScope } from '../core/tenancy.ts';

/** Any business table: it carries its tenant and environment. */
interface TenantTable {
  tenantId: PgColumn;
  environment: PgColumn;
}

/**
 * The where-clause every repo query starts from: rows of this tenant and
 * environment only, plus the query's own conditions. A row of another tenant
 * or environment is simply not found, which is what makes it a 404.
 */
export function inTenantScope(
  table: TenantTable,
  scope: TenantScope,
  ...conditions: (SQL | undefined)[]
): SQL {
  return and(
    eq(table.tenantId, scope.tenantId),
    eq(table.environment, scope.environment),
    ...conditions,
  ) as SQL;
}
