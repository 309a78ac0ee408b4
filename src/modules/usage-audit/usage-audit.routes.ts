import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listSchema } from '../../core/pagination.ts';
import { tenantParams } from '../../core/schemas.ts';
import { requireTenantSession } from '../../http/session-auth.ts';
import { apiKeyParams } from '../keys/keys.schemas.ts';
import {
  auditEventSchema,
  auditEventsQuery,
  usageQuery,
  usageRecordSchema,
} from './usage-audit.schemas.ts';
import { listKeyUsage, listTenantAuditEvents } from './usage-audit.service.ts';

/** What a tenant's keys did, and every audited change: read with a tenant session. */
export const usageAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireTenantSession);

  app.get(
    '/v1/tenants/:tenantId/api-keys/:apiKeyId/usage',
    {
      schema: {
        tags: ['API keys'],
        summary: "List an API key's usage records, newest first",
        operationId: 'listApiKeyUsage',
        params: apiKeyParams,
        querystring: usageQuery,
        response: { 200: listSchema(usageRecordSchema) },
      },
    },
    async (request) => {
      const { environment, limit, cursor } = request.query;
      return listKeyUsage(
        app.ctx,
        { tenantId: request.params.tenantId, environment },
        request.params.apiKeyId,
        { limit, cursor },
      );
    },
  );

  app.get(
    '/v1/tenants/:tenantId/audit-events',
    {
      schema: {
        tags: ['Audit'],
        summary: "List the tenant's audit events in one environment, newest first",
        operationId: 'listAuditEvents',
        params: tenantParams,
        querystring: auditEventsQuery,
        response: { 200: listSchema(auditEventSchema) },
      },
    },
    async (request) => {
      const { environment, limit, cursor, actorId, action, targetId } = request.query;
      return listTenantAuditEvents(
        app.ctx,
        { tenantId: request.params.tenantId, environment },
        { actorId, action, targetId },
        { limit, cursor },
      );
    },
  );
};
