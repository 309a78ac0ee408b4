import type { TenantScope } from '../../core/tenancy.ts';
import type { Executor } from '../../db/client.ts';
import { reportSummaryFor as reportsModuleSummary } from '../reports/reports.service.ts';

/**
 * The `report` member of a reference request: `{ status, version,
 * approvedVersion, approvedAt, activeShareLinks, … }` once the reports module
 * has a draft for it, else null.
 */
export async function reportSummaryFor(
  db: Executor,
  scope: TenantScope,
  referenceRequestId: string,
): Promise<({ status: string } & Record<string, unknown>) | null> {
  return reportsModuleSummary(db, scope, referenceRequestId);
}
