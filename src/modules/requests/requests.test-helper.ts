import type { TestApp } from '../../../test/helpers/app.ts';
import type { TestTenant } from '../../../test/helpers/factories.ts';
import type { Environment } from '../../core/tenancy.ts';
import { unitOfWork } from '../../db/tx.ts';
import type { CreateReferenceRequestInput } from './requests.schemas.ts';
import { createReferenceRequest, runLifecycleAction } from './requests.service.ts';

let counter = 0;

/**
 * A manual_references body with two valid contacts (US numbers), unique
 * candidate e-mail. Overrides may break the schema's rules (tests of the
 * service's own checks), hence the loose type.
 */
export function manualRequestBody(
  overrides: Record<string, unknown> = {},
): CreateReferenceRequestInput {
  counter += 1;
  return {
    launchMode: 'manual_references',
    roleTitle: 'Staff Engineer',
    candidate: { firstName: 'Ada', lastName: 'Lovelace', email: `ada${counter}@example.com` },
    contacts: [
      {
        firstName: 'Grace',
        lastName: 'Hopper',
        email: `grace${counter}@example.org`,
        phone: '(212) 555-0100',
        relationship: 'manager',
      },
      {
        firstName: 'Alan',
        lastName: 'Turing',
        email: `alan${counter}@example.org`,
        phone: '+44 20 7946 0958',
        relationship: 'peer',
      },
    ],
    ...overrides,
  } as CreateReferenceRequestInput;
}

/** Creates a reference request through the service, as the tenant's recruiter. */
export async function createRequestFor(
  t: TestApp,
  tenant: TestTenant,
  environment: Environment = 'live',
  body: CreateReferenceRequestInput = manualRequestBody(),
) {
  const created = await createReferenceRequest(
    t.app.ctx,
    unitOfWork(t.app.ctx.db),
    {
      tenantId: tenant.tenantId,
      environment,
      recruiterId: tenant.recruiterId,
      actor: { kind: 'recruiter', id: tenant.recruiterId },
      traceId: null,
    },
    body,
  );
  return created.referenceRequest;
}

/** A request moved through consent to outreach: its contacts are `invited`. Answers its view. */
export async function createRequestInOutreach(
  t: TestApp,
  tenant: TestTenant,
  environment: Environment = 'live',
  body: CreateReferenceRequestInput = manualRequestBody(),
) {
  const request = await createRequestFor(t, tenant, environment, body);
  const acting = {
    tenantId: tenant.tenantId,
    environment,
    recruiterId: tenant.recruiterId,
    actor: { kind: 'recruiter' as const, id: tenant.recruiterId },
    traceId: null,
  };
  await runLifecycleAction(t.app.ctx, unitOfWork(t.app.ctx.db), acting, request.id, {
    action: 'grant_candidate_consent',
  });
  return runLifecycleAction(t.app.ctx, unitOfWork(t.app.ctx.db), acting, request.id, {
    action: 'queue_outreach',
  });
}

/** A candidate_intake request (`intake_pending`): the candidate's link can be resent. */
export function createIntakeRequestFor(
  t: TestApp,
  tenant: TestTenant,
  environment: Environment = 'live',
) {
  const { candidate } = manualRequestBody();
  return createRequestFor(t, tenant, environment, {
    launchMode: 'candidate_intake',
    candidate,
    contacts: [],
  } as CreateReferenceRequestInput);
}
