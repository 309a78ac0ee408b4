import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { problemResponses } from '../../core/problem.ts';
import { actingFor } from '../../http/acting.ts';
import { requireTenantSession } from '../../http/session-auth.ts';
import { unitOfWorkOf } from '../../http/unit-of-work.ts';
import {
  dataSubjectEraseBody,
  dataSubjectErasureSchema,
  dataSubjectExportSchema,
  dataSubjectQuery,
  tenantParams,
} from './privacy.schemas.ts';
import { eraseDataSubject, exportDataSubject } from './privacy.service.ts';

const TAGS = ['Personal data'];

/** Data-subject requests (CONTRACT "Personal data"): admins only. */
export const privacyTenantRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireTenantSession);

  app.get(
    '/v1/tenants/:tenantId/data-subjects',
    {
      config: { role: 'admin' },
      schema: {
        tags: TAGS,
        summary: 'Export everything held about a person (by e-mail), in both environments',
        params: tenantParams,
        querystring: dataSubjectQuery,
        response: { 200: dataSubjectExportSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      exportDataSubject(app.ctx, unitOfWorkOf(request), actingFor(request), request.query.email),
  );

  app.post(
    '/v1/tenants/:tenantId/data-subjects/erase',
    {
      config: { role: 'admin' },
      schema: {
        tags: TAGS,
        summary:
          'Erase a person (by e-mail) everywhere in the tenant; erasing again changes nothing',
        params: tenantParams,
        body: dataSubjectEraseBody,
        response: { 200: dataSubjectErasureSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      eraseDataSubject(app.ctx, unitOfWorkOf(request), actingFor(request), request.body.email),
  );
};
