import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticateSession } from '../../http/session-auth.ts';
import { onboardingStateSchema } from './identity.schemas.ts';
import { getOnboardingState } from './identity.service.ts';

/** Session routes that are not under a `:tenantId`: the tenant is the session's `org_id`. */
export const identityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/onboarding/state',
    {
      schema: {
        tags: ['Onboarding'],
        summary: "The session's tenant and its onboarding status",
        operationId: 'getOnboardingState',
        response: { 200: onboardingStateSchema },
      },
    },
    async (request) => getOnboardingState(app.ctx, await authenticateSession(request)),
  );
};
