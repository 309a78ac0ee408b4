import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { problemResponses } from '../../core/problem.ts';
import { environmentQuery } from '../../core/schemas.ts';
import { actingFor, principalOf } from '../../http/acting.ts';
import { requireApiKey } from '../../http/api-key-auth.ts';
import { idempotentApiKeyRoute } from '../../http/idempotency.ts';
import { requireTenantSession } from '../../http/session-auth.ts';
import { unitOfWorkOf } from '../../http/unit-of-work.ts';
import { previewReport } from './report-preview.service.ts';
import {
  apiRequestParams,
  createdShareLinkSchema,
  latestValuationSchema,
  publicReportSchema,
  reportPreviewSchema,
  reportStateSchema,
  shareBody,
  tenantReportParams,
  tokenParams,
  valuationDraftSchema,
} from './reports.schemas.ts';
import {
  approveReport,
  draftValuation,
  getLatestValuation,
  getReportState,
  renderApprovedReportPdf,
} from './reports.service.ts';
import {
  createShareLink,
  openSharedReport,
  openSharedReportPdf,
  revokeShareLinks,
} from './share-links.service.ts';

const TAGS = ['Reports'];

function sendPdf(reply: FastifyReply, file: { pdf: Buffer; fileName: string }) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(file.pdf);
}

/** `/v1/api/reference-requests/:requestId/{report,report/pdf,valuation…,share…}` (OpenAPI). */
export const reportsApiRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/api/reference-requests/:requestId/valuation/draft',
    {
      config: { role: 'recruiter' },
      ...idempotentApiKeyRoute('valuations:write'),
      schema: {
        tags: TAGS,
        summary: 'Create or refresh the valuation draft',
        description:
          'Computes the valuation from the completed referee responses and stores it as the ' +
          "report's draft version (a new version after an approval). Needs at least one " +
          'completed response, else 409 `invalid_transition`. Supports `Idempotency-Key`.',
        operationId: 'draftValuation',
        params: apiRequestParams,
        response: { 200: valuationDraftSchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      draftValuation(app.ctx, unitOfWorkOf(request), actingFor(request), request.params.requestId),
  );

  app.post(
    '/v1/api/reference-requests/:requestId/valuation/approve',
    {
      config: { role: 'recruiter' },
      ...idempotentApiKeyRoute('valuations:write'),
      schema: {
        tags: TAGS,
        summary: 'Approve the valuation draft',
        description:
          "Freezes the current draft as the approved report, on behalf of the key's issuing " +
          'recruiter (recorded as the key). Needs a draft, else 409 `invalid_transition`. ' +
          'Supports `Idempotency-Key`.',
        operationId: 'approveValuation',
        params: apiRequestParams,
        response: { 200: reportStateSchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      approveReport(app.ctx, unitOfWorkOf(request), actingFor(request), request.params.requestId),
  );

  app.post(
    '/v1/api/reference-requests/:requestId/share',
    {
      config: { role: 'recruiter' },
      ...idempotentApiKeyRoute('reports:write'),
      schema: {
        tags: TAGS,
        summary: 'Create a share link for the approved report',
        description:
          'Answers the link (`PUBLIC_BASE_URL/reports/<token>`; the token is shown only here). ' +
          'Expires after 30 days unless the body sets `expiresAt` or `expiresInDays` (≤ 365). ' +
          'Needs an approved report, else 409 `invalid_transition`. Supports `Idempotency-Key`.',
        operationId: 'shareReport',
        params: apiRequestParams,
        body: shareBody,
        response: { 200: createdShareLinkSchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      createShareLink(
        app.ctx,
        unitOfWorkOf(request),
        actingFor(request),
        request.params.requestId,
        request.body,
      ),
  );

  app.post(
    '/v1/api/reference-requests/:requestId/share/revoke',
    {
      config: { role: 'recruiter' },
      ...idempotentApiKeyRoute('reports:write'),
      schema: {
        tags: TAGS,
        summary: 'Revoke every active share link of the report',
        description:
          'Ends every active share link at once: their pages and PDFs answer 410 from the next ' +
          'call on. Answers the report state; revoking with no active link changes nothing. Before the first draft there is no report: 409 `invalid_transition`. ' +
          'Supports `Idempotency-Key`.',
        operationId: 'revokeReportShares',
        params: apiRequestParams,
        response: { 200: reportStateSchema, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      revokeShareLinks(
        app.ctx,
        unitOfWorkOf(request),
        actingFor(request),
        request.params.requestId,
      ),
  );

  app.get(
    '/v1/api/reference-requests/:requestId/report',
    {
      config: { role: 'viewer' },
      onRequest: requireApiKey('reports:read'),
      schema: {
        tags: TAGS,
        summary: 'Read the report lifecycle state',
        description:
          'Status (`none`, `draft`, `approved`), versions, share links (without their tokens), ' +
          'the newest valuation and `allowedActions`, as the tenant route answers it.',
        operationId: 'getReport',
        params: apiRequestParams,
        response: { 200: reportStateSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getReportState(app.ctx, principalOf(request), request.params.requestId),
  );

  app.get(
    '/v1/api/reference-requests/:requestId/report/pdf',
    {
      config: { role: 'viewer' },
      onRequest: requireApiKey('reports:read'),
      schema: {
        tags: TAGS,
        summary: 'Download the approved report as PDF',
        description:
          'The approved version as `application/pdf` (attachment). Before any approval: 409 ' +
          '`invalid_transition` with `allowedActions`.',
        operationId: 'getReportPdf',
        params: apiRequestParams,
        response: {
          200: {
            description: 'The approved report',
            content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
          },
          ...problemResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await renderApprovedReportPdf(app.ctx, principalOf(request), request.params.requestId),
      ),
  );

  app.get(
    '/v1/api/reference-requests/:requestId/valuation',
    {
      config: { role: 'viewer' },
      onRequest: requireApiKey('valuations:read'),
      schema: {
        tags: TAGS,
        summary: 'Read the latest valuation',
        description:
          'The newest version: the draft under review, else the approved one. 404 before the ' +
          'first draft.',
        operationId: 'getLatestValuation',
        params: apiRequestParams,
        response: { 200: latestValuationSchema, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getLatestValuation(app.ctx, principalOf(request), request.params.requestId),
  );
};

/** `/v1/tenants/:tenantId/reference-reports/:referenceRequestId…` with a tenant session. */
export const reportsTenantRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireTenantSession);
  const base = '/v1/tenants/:tenantId/reference-reports/:referenceRequestId';
  const common = { tags: TAGS, params: tenantReportParams, querystring: environmentQuery };

  app.get(
    base,
    {
      config: { role: 'viewer' },
      schema: {
        ...common,
        summary: 'Report lifecycle state',
        response: { 200: reportStateSchema },
      },
    },
    async (request) =>
      getReportState(app.ctx, principalOf(request), request.params.referenceRequestId),
  );

  app.get(
    `${base}/preview`,
    {
      config: { role: 'viewer' },
      schema: {
        ...common,
        summary: 'Preview the report as its share link will show it',
        description:
          'The newest version (the draft under review, else the approved one) through the same ' +
          'view as the shared report page; a draft is marked `draft: true`, with no approval date or approver. ' +
          'Nothing is stored. Before the first draft: 409 `invalid_transition`.',
        response: { 200: reportPreviewSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return previewReport(app.ctx, actingFor(request), request.params.referenceRequestId);
    },
  );

  app.post(
    `${base}/draft`,
    {
      config: { role: 'recruiter' },
      schema: { ...common, summary: 'Draft the report', response: { 200: valuationDraftSchema } },
    },
    async (request) =>
      draftValuation(
        app.ctx,
        unitOfWorkOf(request),
        actingFor(request),
        request.params.referenceRequestId,
      ),
  );

  app.post(
    `${base}/approve`,
    {
      config: { role: 'recruiter' },
      schema: { ...common, summary: 'Approve the report', response: { 200: reportStateSchema } },
    },
    async (request) =>
      approveReport(
        app.ctx,
        unitOfWorkOf(request),
        actingFor(request),
        request.params.referenceRequestId,
      ),
  );

  app.post(
    `${base}/share`,
    {
      config: { role: 'recruiter' },
      schema: {
        ...common,
        summary: 'Create a share link',
        body: shareBody,
        response: { 200: createdShareLinkSchema },
      },
    },
    async (request) =>
      createShareLink(
        app.ctx,
        unitOfWorkOf(request),
        actingFor(request),
        request.params.referenceRequestId,
        request.body,
      ),
  );

  app.post(
    `${base}/revoke`,
    {
      config: { role: 'recruiter' },
      schema: {
        ...common,
        summary: 'Revoke every active share link',
        response: { 200: reportStateSchema },
      },
    },
    async (request) =>
      revokeShareLinks(
        app.ctx,
        unitOfWorkOf(request),
        actingFor(request),
        request.params.referenceRequestId,
      ),
  );

  app.get(
    `${base}/pdf`,
    {
      config: { role: 'viewer' },
      schema: { ...common, summary: 'Export the approved report as PDF' },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await renderApprovedReportPdf(
          app.ctx,
          principalOf(request),
          request.params.referenceRequestId,
        ),
      ),
  );
};

/** `/v1/public/reference-reports/:token…`: the token is the only credential. */
export const reportsPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/public/reference-reports/:token',
    {
      schema: {
        tags: TAGS,
        summary: 'Open a shared report',
        params: tokenParams,
        response: { 200: publicReportSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return openSharedReport(app.ctx, request.params.token, {
        peek: request.method === 'HEAD',
      });
    },
  );

  app.get(
    '/v1/public/reference-reports/:token/pdf',
    { schema: { tags: TAGS, summary: 'Download a shared report as PDF', params: tokenParams } },
    async (request, reply) =>
      sendPdf(
        reply,
        await openSharedReportPdf(app.ctx, request.params.token, {
          peek: request.method === 'HEAD',
        }),
      ),
  );
};
