import type { TestApp } from '../../../test/helpers/app.ts';
import { signSession, type TestTenant } from '../../../test/helpers/factories.ts';
import { newId } from '../../core/ids.ts';
import type { Environment } from '../../core/tenancy.ts';
import {
  candidates,
  referenceContacts,
  referenceRequests,
  referenceResponses,
  reports,
  reportVersions,
} from '../../db/schema/index.ts';
import type { StoredValuation } from '../../db/schema/reports.ts';

let counter = 0;

/** A candidate inserted directly (no workflow routes). */
export async function seedCandidate(
  t: TestApp,
  tenant: TestTenant,
  options: { environment?: Environment; firstName?: string } = {},
): Promise<{ candidateId: string; email: string; environment: Environment }> {
  counter += 1;
  const environment = options.environment ?? 'live';
  const now = t.clock.now();
  const candidateId = newId('candidate');
  const email = `passport${counter}_${Math.random().toString(36).slice(2, 7)}@example.com`;
  await t.database.db.insert(candidates).values({
    id: candidateId,
    tenantId: tenant.tenantId,
    environment,
    firstName: options.firstName ?? 'Grace',
    lastName: 'Hopper',
    email,
    createdAt: now,
    updatedAt: now,
  });
  return { candidateId, email, environment };
}

/**
 * A reference request of the candidate with `answered` completed responses
 * (each with its contact), inserted directly.
 */
export async function seedRequestWithResponses(
  t: TestApp,
  tenant: TestTenant,
  candidate: { candidateId: string; environment: Environment },
  options: {
    answered?: number;
    roleTitle?: string;
    relationships?: string[];
    /** The recruiter who owns the request; the tenant's recruiter by default. */
    ownerRecruiterId?: string;
  } = {},
): Promise<{ requestId: string; responseIds: string[] }> {
  const scope = { tenantId: tenant.tenantId, environment: candidate.environment };
  const db = t.database.db;
  const now = t.clock.now();
  const requestId = newId('referenceRequest');
  await db.insert(referenceRequests).values({
    id: requestId,
    ...scope,
    candidateId: candidate.candidateId,
    recruiterId: options.ownerRecruiterId ?? tenant.recruiterId,
    createdByKind: 'recruiter',
    createdById: options.ownerRecruiterId ?? tenant.recruiterId,
    launchMode: 'manual_references',
    roleTitle: options.roleTitle ?? 'Staff Engineer',
    status: 'collecting',
    createdAt: now,
    updatedAt: now,
  });
  const responseIds: string[] = [];
  for (let i = 0; i < (options.answered ?? 0); i++) {
    const contactId = newId('contact');
    await db.insert(referenceContacts).values({
      id: contactId,
      ...scope,
      referenceRequestId: requestId,
      firstName: `Ref${i}`,
      lastName: 'Eree',
      email: `ref${counter}_${i}_${Math.random().toString(36).slice(2, 7)}@example.com`,
      relationship: options.relationships?.[i] ?? 'manager',
      source: 'recruiter',
      status: 'completed',
      invitedAt: now,
      completedAt: now,
      createdAt: now,
      updatedAt: now,
    });
    const responseId = newId('response');
    responseIds.push(responseId);
    await db.insert(referenceResponses).values({
      id: responseId,
      ...scope,
      referenceRequestId: requestId,
      contactId,
      candidateId: candidate.candidateId,
      status: 'completed',
      answers: {
        ratings: { communication: 4 + (i % 2), teamwork: 4 },
        wouldRehire: true,
        strengths: `Secret answer ${i}`,
      },
      source: 'structured',
      completedAt: now,
      createdAt: now,
      updatedAt: now,
    });
  }
  return { requestId, responseIds };
}

/** An approved report version of a request (evidence artifact), inserted directly. */
export async function seedApprovedReport(
  t: TestApp,
  tenant: TestTenant,
  environment: Environment,
  requestId: string,
): Promise<{ reportId: string; versionId: string }> {
  const now = t.clock.now();
  const scope = { tenantId: tenant.tenantId, environment };
  const reportId = newId('report');
  const versionId = newId('reportVersion');
  await t.database.db.insert(reports).values({
    id: reportId,
    ...scope,
    referenceRequestId: requestId,
    status: 'approved',
    currentVersion: 1,
    createdAt: now,
    updatedAt: now,
  });
  await t.database.db.insert(reportVersions).values({
    id: versionId,
    ...scope,
    reportId,
    referenceRequestId: requestId,
    version: 1,
    status: 'approved',
    content: {} as StoredValuation, // a bare approved version: only its id is shared
    createdByKind: 'recruiter',
    createdById: tenant.recruiterId,
    approvedAt: now,
    approvedByKind: 'recruiter',
    approvedById: tenant.recruiterId,
    createdAt: now,
    updatedAt: now,
  });
  return { reportId, versionId };
}

/** Turns the tenant's referenceReusePermissions gate on (or off) through its route. */
export async function enableGate(t: TestApp, tenant: TestTenant, value = true): Promise<void> {
  const res = await t.app.inject({
    method: 'PATCH',
    url: `/v1/tenants/${tenant.tenantId}/flags/referenceReusePermissions`,
    headers: { authorization: `Bearer ${tenant.session}` },
    payload: { value },
  });
  if (res.statusCode !== 200) throw new Error(`gate: ${res.statusCode} ${res.body}`);
}

/** POST …/passport-reference-permissions as the tenant's recruiter. */
export function askPermission(
  t: TestApp,
  tenant: TestTenant,
  payload: unknown,
  environment: Environment = 'live',
) {
  return t.app.inject({
    method: 'POST',
    url: `/v1/tenants/${tenant.tenantId}/passport-reference-permissions?environment=${environment}`,
    headers: { authorization: `Bearer ${tenant.session}` },
    payload: payload as Record<string, unknown>,
  });
}

/** A second recruiter of the tenant (a teammate), provisioned on the fly by their session. */
export async function addTeammate(
  t: TestApp,
  tenant: TestTenant,
): Promise<{ recruiterId: string; session: string }> {
  const recruiterId = `user_mate${Math.random().toString(36).slice(2, 10)}`;
  const session = await signSession({ sub: recruiterId, org_id: tenant.tenantId }, t);
  return { recruiterId, session };
}

/** The token of a permission link `…/permissions/<token>`. */
export const tokenOf = (permissionUrl: string): string => permissionUrl.split('/permissions/')[1]!;

/**
 * A gated tenant ("Acme Hiring"), a candidate with an earlier request (two
 * completed answers: manager, peer), a target request and another request
 * (no answers).
 */
export async function consentScenario(
  t: TestApp,
  createTenant: (t: TestApp, name?: string) => Promise<TestTenant>,
  environment: Environment = 'live',
) {
  const tenant = await createTenant(t, 'Acme Hiring');
  await enableGate(t, tenant);
  const candidate = await seedCandidate(t, tenant, { environment });
  const earlier = await seedRequestWithResponses(t, tenant, candidate, {
    answered: 2,
    roleTitle: 'Backend Engineer',
    relationships: ['manager', 'peer'],
  });
  const target = await seedRequestWithResponses(t, tenant, candidate, {
    roleTitle: 'Staff Engineer',
  });
  const other = await seedRequestWithResponses(t, tenant, candidate, { roleTitle: 'Architect' });
  return {
    tenant,
    candidate,
    earlier,
    target,
    other,
    scope: { tenantId: tenant.tenantId, environment },
  };
}
