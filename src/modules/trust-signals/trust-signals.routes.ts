import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actingFor } from '../../http/acting.ts';
import { requireTenantSession } from '../../http/session-auth.ts';
import { unitOfWorkOf } from '../../http/unit-of-work.ts';
import {
  environmentQuery,
  reviewTrustSignalBody,
  trustSignalParams,
  trustSignalSchema,
} from './trust-signals.schemas.ts';
import { reviewTrustSignal } from './trust-signals.service.ts';

/** `PATCH /v1/tenants/:tenantId/trust-signals/:signalId` with a tenant session. */
export const trustSignalsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireTenantSession);

  app.patch(
    '/v1/tenants/:tenantId/trust-signals/:signalId',
    {
      config: { role: 'recruiter' },
      schema: {
        tags: ['Trust signals'],
        summary: 'Confirm, dismiss or reopen a trust signal',
        description:
          '`dismissed` needs a `note` (1–2,000 characters; 400 `validation_failed` naming `note` ' +
          'without one); `open` undoes a review. The note is kept with the signal and in its audit event.',
        params: trustSignalParams,
        querystring: environmentQuery,
        body: reviewTrustSignalBody,
        response: { 200: trustSignalSchema },
      },
    },
    async (request) =>
      reviewTrustSignal(
        app.ctx,
        unitOfWorkOf(request),
        actingFor(request),
        request.params.signalId,
        request.body,
      ),
  );
};
