import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listSchema } from '../../core/pagination.ts';
import { problemSchema } from '../../core/problem.ts';
import { environmentQuery, tenantParams } from '../../core/schemas.ts';
import { actingFor, publicCallOf } from '../../http/acting.ts';
import { requireTenantSession } from '../../http/session-auth.ts';
import { unitOfWorkOf } from '../../http/unit-of-work.ts';
import { answerPermission, openPermission } from './permission-answer.service.ts';
import {
  candidateConsentParams,
  consentGrantParams,
  consentGrantSchema,
  listConsentGrantsQuery,
  permissionRequestBody,
  permissionRequestResponse,
  permissionTokenParams,
  permissionViewSchema,
  withdrawalViewSchema,
} from './reuse-permissions.schemas.ts';
import {
  getConsentGrant,
  listCandidateConsentGrants,
  requestReusePermission,
} from './reuse-permissions.service.ts';
import { openWithdrawal, revokeReusePermission, withdrawPermission } from './revocation.service.ts';

const TAGS = ['Consent'];

/** Recruiter side, with a tenant session (`?environment=`). */
export const reusePermissionsTenantRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireTenantSession);

  app.post(
    '/v1/tenants/:tenantId/passport-reference-permissions',
    {
      config: { role: 'recruiter' },
      schema: {
        tags: TAGS,
        summary: 'Ask a candidate for permission to reuse their earlier references',
        params: tenantParams,
        querystring: environmentQuery,
        body: permissionRequestBody,
        response: { 200: permissionRequestResponse },
      },
    },
    async (request) =>
      requestReusePermission(app.ctx, unitOfWorkOf(request), actingFor(request), request.body),
  );

  app.get(
    '/v1/tenants/:tenantId/passport-reference-permissions/:consentGrantId',
    {
      config: { role: 'viewer' },
      schema: {
        tags: TAGS,
        summary: 'A consent grant, with the state of its access',
        params: consentGrantParams,
        querystring: environmentQuery,
        response: { 200: consentGrantSchema },
      },
    },
    async (request) => getConsentGrant(app.ctx, actingFor(request), request.params.consentGrantId),
  );

  app.delete(
    '/v1/tenants/:tenantId/passport-reference-permissions/:consentGrantId',
    {
      config: { role: 'recruiter' },
      schema: {
        tags: TAGS,
        summary: 'Revoke a granted permission (ends its AccessGrant; idempotent)',
        params: consentGrantParams,
        querystring: environmentQuery,
        response: { 200: consentGrantSchema },
      },
    },
    async (request) =>
      revokeReusePermission(
        app.ctx,
        unitOfWorkOf(request),
        actingFor(request),
        request.params.consentGrantId,
      ),
  );

  app.get(
    '/v1/tenants/:tenantId/candidates/:candidateId/consent-grants',
    {
      config: { role: 'viewer' },
      schema: {
        tags: TAGS,
        summary: "A candidate's consent grants, newest first",
        params: candidateConsentParams,
        querystring: listConsentGrantsQuery,
        response: { 200: listSchema(consentGrantSchema) },
      },
    },
    async (request) => {
      const { limit, cursor } = request.query;
      return listCandidateConsentGrants(app.ctx, actingFor(request), request.params.candidateId, {
        limit,
        cursor,
      });
    },
  );
};

const errors = { 404: problemSchema, 410: problemSchema };

/** The candidate's permission link (`PUBLIC_BASE_URL/permissions/<token>`): no credential but the token. */
export const reusePermissionsPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['participants'];

  app.get(
    '/v1/public/permissions/:token',
    {
      schema: {
        tags,
        params: permissionTokenParams,
        response: { 200: permissionViewSchema, ...errors },
      },
    },
    async (request) => openPermission(app.ctx, unitOfWorkOf(request), publicCallOf(request)),
  );

  app.post(
    '/v1/public/permissions/:token/approve',
    {
      schema: {
        tags,
        params: permissionTokenParams,
        response: { 200: permissionViewSchema, ...errors },
      },
    },
    async (request) =>
      answerPermission(app.ctx, unitOfWorkOf(request), publicCallOf(request), 'approve'),
  );

  app.post(
    '/v1/public/permissions/:token/decline',
    {
      schema: {
        tags,
        params: permissionTokenParams,
        response: { 200: permissionViewSchema, ...errors },
      },
    },
    async (request) =>
      answerPermission(app.ctx, unitOfWorkOf(request), publicCallOf(request), 'decline'),
  );

  // The withdrawal link of the confirmation e-mail (`PUBLIC_BASE_URL/withdraw/<token>`).
  app.get(
    '/v1/public/withdrawals/:token',
    {
      schema: {
        tags,
        params: permissionTokenParams,
        response: { 200: withdrawalViewSchema, ...errors },
      },
    },
    async (request) => openWithdrawal(app.ctx, unitOfWorkOf(request), publicCallOf(request)),
  );

  app.post(
    '/v1/public/withdrawals/:token/withdraw',
    {
      schema: {
        tags,
        params: permissionTokenParams,
        response: { 200: withdrawalViewSchema, ...errors },
      },
    },
    async (request) => withdrawPermission(app.ctx, unitOfWorkOf(request), publicCallOf(request)),
  );
};
