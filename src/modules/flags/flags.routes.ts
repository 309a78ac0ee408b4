import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { environmentQuery, tenantParams } from '../../core/schemas.ts';
import { actingFor } from '../../http/acting.ts';
import { requireTenantSession } from '../../http/session-auth.ts';
import { unitOfWorkOf } from '../../http/unit-of-work.ts';
import { flagParams, flagValueBody, setFlagBody, tenantFlagsSchema } from './flags.schemas.ts';
import { getTenantFlags, setTenantFlag } from './flags.service.ts';

const TAGS = ['Tenant flags'];

/**
 * `/v1/tenants/:tenantId/flags…` with a tenant session. Flags are per tenant;
 * `?environment=` only decides which environment the audit event is filed in.
 */
export const flagsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireTenantSession);

  app.get(
    '/v1/tenants/:tenantId/flags',
    {
      config: { role: 'viewer' },
      schema: {
        tags: TAGS,
        summary: "The tenant's feature flags",
        params: tenantParams,
        querystring: environmentQuery,
        response: { 200: tenantFlagsSchema },
      },
    },
    async (request) => getTenantFlags(app.ctx, actingFor(request)),
  );

  app.post(
    '/v1/tenants/:tenantId/flags',
    {
      config: { role: 'admin' },
      schema: {
        tags: TAGS,
        summary: 'Set a tenant feature flag',
        params: tenantParams,
        querystring: environmentQuery,
        body: setFlagBody,
        response: { 200: tenantFlagsSchema },
      },
    },
    async (request) =>
      setTenantFlag(
        app.ctx,
        unitOfWorkOf(request),
        actingFor(request),
        request.body.name,
        request.body.value,
      ),
  );

  app.patch(
    '/v1/tenants/:tenantId/flags/:name',
    {
      config: { role: 'admin' },
      schema: {
        tags: TAGS,
        summary: 'Set one tenant feature flag (e.g. the referenceReusePermissions gate)',
        params: flagParams,
        querystring: environmentQuery,
        body: flagValueBody,
        response: { 200: tenantFlagsSchema },
      },
    },
    async (request) =>
      setTenantFlag(
        app.ctx,
        unitOfWorkOf(request),
        actingFor(request),
        request.params.name,
        request.body.value,
      ),
  );
};
