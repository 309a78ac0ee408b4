import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listSchema } from '../../core/pagination.ts';
import { problemResponses } from '../../core/problem.ts';
import { tenantParams } from '../../core/schemas.ts';
import { principalOf } from '../../http/acting.ts';
import { requireApiKey } from '../../http/api-key-auth.ts';
import { requireTenantSession } from '../../http/session-auth.ts';
import { apiKeyParams } from '../keys/keys.schemas.ts';
import {
  apiEventSchema,
  apiEventsQuery,
  auditEventSchema,
  auditEventsQuery,
  usageQuery,
  usageRecordSchema,
} from './usage-audit.schemas.ts';
import { listApiEvents, listKeyUsage, listTenantAuditEvents } from './usage-audit.service.ts';

/** `GET /v1/api/events`: the key's tenant and environment's events, for polling. */
export const eventsApiRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/api/events',
    {
      config: { role: 'viewer' },
      onRequest: requireApiKey('references:read'),
      schema: {
        tags: ['Events'],
        summary: 'List events, oldest first, resuming after the last one seen',
        description:
          "Every audited change of the key's tenant and environment (`type` is the audit " +
          'action), in a stable order. Poll with `cursor` set to the id of the last event you ' +
          'processed: you get the events after it, never one you already saw and never one ' +
          'missed (an event shows once every transaction that began before it has finished, ' +
          'normally within milliseconds). `nextCursor` is null once you have caught up; keep ' +
          'the last id and poll again later.',
        operationId: 'listEvents',
        querystring: apiEventsQuery,
        response: { 200: listSchema(apiEventSchema), ...problemResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { limit, cursor, type, targetId } = request.query;
      return listApiEvents(
        app.ctx,
        principalOf(request),
        { action: type, targetId },
        { limit, cursor },
      );
    },
  );
};

/** What a tenant's keys did, and every audited change: read with a tenant session. */
export const usageAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireTenantSession);

  app.get(
    '/v1/tenants/:tenantId/api-keys/:apiKeyId/usage',
    {
      config: { role: 'viewer' },
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
      config: { role: 'viewer' },
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
