import type { TenantScope } from '../../core/tenancy.ts';
import type { Executor } from '../../db/client.ts';
import { listContacts } from '../requests/requests.repo.ts';
import { listTrustSignals } from '../trust-signals/trust-signals.repo.ts';
import type { ApprovalChecks } from './reports.schemas.ts';
import { refereeName } from './valuation-source.ts';

/** The facts of `approvalChecks` (reports.schemas.ts), read from the modules that own them. */

const WAITING = new Set(['pending', 'invited', 'opened']);

export async function loadApprovalChecks(
  db: Executor,
  scope: TenantScope,
  referenceRequestId: string,
): Promise<ApprovalChecks> {
  const contacts = await listContacts(db, scope, referenceRequestId);
  const names = new Map(contacts.map((c, i) => [c.id, refereeName(c, i)]));
  const unansweredReferees = contacts
    .filter((c) => WAITING.has(c.status))
    .map((c) => ({
      contactId: c.id,
      name: names.get(c.id)!,
      status: c.status as ApprovalChecks['unansweredReferees'][number]['status'],
    }));
  const signals = await listTrustSignals(db, scope, { referenceRequestId, status: 'open' });
  const openTrustSignals = signals
    .filter((s) => s.severity === 'medium' || s.severity === 'high')
    .map((s) => ({
      id: s.id,
      kind: s.kind,
      severity: s.severity as 'medium' | 'high',
      contactId: s.contactId,
      refereeName: s.contactId ? (names.get(s.contactId) ?? null) : null,
    }));
  return {
    weak: unansweredReferees.length > 0 || openTrustSignals.length > 0,
    unansweredReferees,
    openTrustSignals,
  };
}
