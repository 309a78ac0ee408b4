import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { problemSchema } from '../../core/problem.ts';
import { principalOf, recruiterActingFor } from '../../http/acting.ts';
import { requireApiKey } from '../../http/api-key-auth.ts';
import { requireTenantSession } from '../../http/session-auth.ts';
import { unitOfWorkOf } from '../../http/unit-of-work.ts';
import { apiKeySchema } from '../keys/keys.schemas.ts';
import { revokeApiKey } from '../keys/keys.service.ts';
import {
  pairingParams,
  pairingViewSchema,
  pollAnswerSchema,
  pollBody,
  startedPairingSchema,
  startPairingBody,
} from './cli-pairing.schemas.ts';
import {
  approvePairing,
  denyPairing,
  describePairing,
  pollPairing,
  startPairing,
} from './cli-pairing.service.ts';

const TAGS = ['CLI login'];

/**
 * The CLI's side of `refcheck login`: outside `/v1/api` (no key yet) and
 * without credentials; the poll secret travels in the body, never a URL.
 */
export const cliPairingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/cli/pairings',
    {
      schema: {
        tags: TAGS,
        summary: 'Start a command-line login',
        body: startPairingBody,
        response: { 200: startedPairingSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return startPairing(app.ctx, request.body);
    },
  );

  app.post(
    '/v1/cli/pairings/poll',
    {
      schema: {
        tags: TAGS,
        summary: 'Poll a command-line login (hands the key out once)',
        body: pollBody,
        response: { 200: pollAnswerSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return pollPairing(app.ctx, unitOfWorkOf(request), request.body);
    },
  );

  // Outside /v1/api on purpose: an assistant's MCP tools (one per /v1/api route) cannot end their own key.
  app.delete(
    '/v1/cli/api-key',
    {
      config: { role: 'viewer' },
      onRequest: requireApiKey(null),
      schema: {
        tags: TAGS,
        summary: 'Sign the CLI out: revoke the calling API key',
        description:
          '`refcheck logout`: the key that makes the call is revoked (permanent; audited as ' +
          "`api_key.revoked` by the key's recruiter, note `refcheck logout`). Any valid key may " +
          'end itself; a revoked or expired one is refused with 401 like every call it makes.',
        response: { 200: apiKeySchema, 401: problemSchema },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      return revokeApiKey(
        app.ctx,
        unitOfWorkOf(request),
        {
          tenantId: principal.tenantId,
          recruiterId: principal.recruiterId,
          traceId: String(request.id),
          role: principal.role,
        },
        { tenantId: principal.tenantId, environment: principal.environment },
        principal.apiKeyId!,
        'refcheck logout',
      );
    },
  );
};

/** The recruiter's side, with a tenant session (the console's /app/pair page). */
export const cliPairingTenantRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireTenantSession);
  const base = '/v1/tenants/:tenantId/cli-pairings/:userCode';
  const common = { tags: TAGS, params: pairingParams, response: { 200: pairingViewSchema } };

  app.get(
    base,
    {
      config: { role: 'viewer' },
      schema: { ...common, summary: 'What a command-line login asks for' },
    },
    async (request) =>
      describePairing(app.ctx, recruiterActingFor(request), request.params.userCode),
  );
  app.post(
    `${base}/approve`,
    {
      config: { role: 'recruiter' },
      schema: { ...common, summary: 'Approve a command-line login: issues its API key' },
    },
    async (request) =>
      approvePairing(
        app.ctx,
        unitOfWorkOf(request),
        recruiterActingFor(request),
        request.params.userCode,
      ),
  );
  app.post(
    `${base}/deny`,
    { config: { role: 'viewer' }, schema: { ...common, summary: 'Deny a command-line login' } },
    async (request) =>
      denyPairing(
        app.ctx,
        unitOfWorkOf(request),
        recruiterActingFor(request),
        request.params.userCode,
      ),
  );
};
