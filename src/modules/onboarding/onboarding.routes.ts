import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { environmentQuery, tenantParams } from '../../core/schemas.ts';
import { actingFor } from '../../http/acting.ts';
import { requireTenantSession } from '../../http/session-auth.ts';
import { unitOfWorkOf } from '../../http/unit-of-work.ts';
import { onboardingStatusSchema, updateOnboardingBody } from './onboarding.schemas.ts';
import { getOnboardingStatus, updateOnboarding } from './onboarding.service.ts';

const TAGS = ['Onboarding'];

/** Tenant onboarding settings: default phone country, display name, completion. */
export const onboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireTenantSession);

  app.get(
    '/v1/tenants/:tenantId/onboarding-status',
    {
      config: { role: 'viewer' },
      schema: {
        tags: TAGS,
        summary: 'Read onboarding status',
        params: tenantParams,
        querystring: environmentQuery,
        response: { 200: onboardingStatusSchema },
      },
    },
    async (request) => getOnboardingStatus(app.ctx, request.params.tenantId),
  );

  app.patch(
    '/v1/tenants/:tenantId/onboarding',
    {
      config: { role: 'admin' },
      schema: {
        tags: TAGS,
        summary: 'Update onboarding settings or mark onboarding complete',
        params: tenantParams,
        querystring: environmentQuery,
        body: updateOnboardingBody,
        response: { 200: onboardingStatusSchema },
      },
    },
    async (request) =>
      updateOnboarding(app.ctx, unitOfWorkOf(request), actingFor(request), request.body),
  );
};
