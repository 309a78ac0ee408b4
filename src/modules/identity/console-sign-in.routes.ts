import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../core/errors.ts';
import { assertSameOrigin } from '../../http/csrf.ts';
import { clearSessionCookie, setSessionCookie } from '../../http/session-cookie.ts';
import { signLocalSession } from './local-session.ts';

const SESSION_HOURS = 12;

const signInBody = z.object({
  tenantId: z.string().trim().min(1).max(200),
  recruiterId: z.string().trim().min(1).max(200),
  email: z.email().max(320).optional(),
  name: z.string().trim().min(1).max(200).optional(),
});

/**
 * The console's local sign-in for development (CONTRACT, "Recruiter
 * console"): it signs the same HS256 session `npm run session` prints and
 * sets it as the `__session` cookie. It exists only without an identity
 * provider and outside production; there, sign-in is the provider's.
 * Same-origin only, so another site cannot sign a browser into its tenant.
 */
export const consoleSignInRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.ctx;
  const available = () => !config.idpJwksUrl && config.nodeEnv !== 'production';

  app.post(
    '/v1/console/sign-in',
    {
      schema: {
        tags: ['Console'],
        summary: 'Development sign-in (sets __session)',
        body: signInBody,
      },
    },
    async (request, reply) => {
      if (!available()) throw AppError.notFound('route');
      assertSameOrigin(request, config.publicBaseUrl);
      const now = app.ctx.clock.now();
      const token = await signLocalSession(config, { ...request.body, hours: SESSION_HOURS }, now);
      setSessionCookie(reply, config, token, SESSION_HOURS * 3600);
      return {
        tenantId: request.body.tenantId,
        recruiterId: request.body.recruiterId,
        expiresAt: new Date(now.getTime() + SESSION_HOURS * 3_600_000).toISOString(),
      };
    },
  );

  app.post(
    '/v1/console/sign-out',
    { schema: { tags: ['Console'], summary: 'Sign out (clears __session)' } },
    async (request, reply) => {
      assertSameOrigin(request, config.publicBaseUrl);
      clearSessionCookie(reply, config);
      return { signedOut: true };
    },
  );
};
