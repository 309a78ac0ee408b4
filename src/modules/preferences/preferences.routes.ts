import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { environmentQuery } from '../../core/schemas.ts';
import { actingFor } from '../../http/acting.ts';
import { requireTenantSession } from '../../http/session-auth.ts';
import { unitOfWorkOf } from '../../http/unit-of-work.ts';
import {
  preferencesSchema,
  recruiterParams,
  updatePreferencesBody,
} from './preferences.schemas.ts';
import { getPreferences, updatePreferences } from './preferences.service.ts';

const TAGS = ['Recruiter preferences'];

/** `/v1/tenants/:tenantId/recruiters/:recruiterId/preferences`: one's own preferences only. */
export const preferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireTenantSession);

  app.get(
    '/v1/tenants/:tenantId/recruiters/:recruiterId/preferences',
    {
      config: { role: 'viewer' },
      schema: {
        tags: TAGS,
        summary: 'Read my preferences',
        params: recruiterParams,
        querystring: environmentQuery,
        response: { 200: preferencesSchema },
      },
    },
    async (request) => getPreferences(app.ctx, actingFor(request), request.params.recruiterId),
  );

  app.patch(
    '/v1/tenants/:tenantId/recruiters/:recruiterId/preferences',
    {
      config: { role: 'viewer' },
      schema: {
        tags: TAGS,
        summary: 'Update my preferences',
        params: recruiterParams,
        querystring: environmentQuery,
        body: updatePreferencesBody,
        response: { 200: preferencesSchema },
      },
    },
    async (request) =>
      updatePreferences(
        app.ctx,
        unitOfWorkOf(request),
        actingFor(request),
        request.params.recruiterId,
        request.body,
      ),
  );
};
