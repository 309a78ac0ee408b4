import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { environmentQuery, tenantParams } from '../../core/schemas.ts';
import { actingFor } from '../../http/acting.ts';
import { requireTenantSession } from '../../http/session-auth.ts';
import { unitOfWorkOf } from '../../http/unit-of-work.ts';
import { tenantSettingsSchema, updateTenantSettingsBody } from './tenant-settings.schemas.ts';
import { getTenantSettings, updateTenantSettingsOf } from './tenant-settings.service.ts';

const TAGS = ['Tenant settings'];

/** The tenant's settings: display name, phone country, reminder days, retention, default questionnaire. */
export const tenantSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireTenantSession);

  app.get(
    '/v1/tenants/:tenantId/settings',
    {
      config: { role: 'viewer' },
      schema: {
        tags: TAGS,
        summary: 'Read the tenant settings',
        params: tenantParams,
        querystring: environmentQuery,
        response: { 200: tenantSettingsSchema },
      },
    },
    async (request) => {
      const acting = actingFor(request);
      return getTenantSettings(app.ctx, acting);
    },
  );

  app.patch(
    '/v1/tenants/:tenantId/settings',
    {
      config: { role: 'admin' },
      schema: {
        tags: TAGS,
        summary: 'Change tenant settings',
        params: tenantParams,
        querystring: environmentQuery,
        body: updateTenantSettingsBody,
        response: { 200: tenantSettingsSchema },
      },
    },
    async (request) =>
      updateTenantSettingsOf(app.ctx, unitOfWorkOf(request), actingFor(request), request.body),
  );
};
