import type { TenantScope } from '../../core/tenancy.ts';
import type { Executor } from '../../db/client.ts';

/**
 * The `report` member of a reference request: `{ status, … }` once the
 * reports module has a report for it, else null. Placeholder for the reports
 * module, which replaces the body of this function (signature kept).
 */
export async function reportSummaryFor(
  _db: Executor,
  _scope: TenantScope,
  _referenceRequestId: string,
): Promise<({ status: string } & Record<string, unknown>) | null> {
  return null;
}
