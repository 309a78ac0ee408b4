import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../core/errors.ts';
import { assertSameOrigin } from '../../http/csrf.ts';
import { clearSessionCookie, setSessionCookie } from '../../http/session-cookie.ts';
import { consoleConfigSchema, consoleSignInBody } from './identity.schemas.ts';
import { signLocalSession } from './local-session.ts';

const SESSION_HOURS = 12;

/**
 * The console's local sign-in for development (CONTRACT, "Recruiter
 * console"): it signs the same HS256 session `npm run session` prints and
 * sets it as the `__session` cookie. It exists only without an identity
 * provider, outside production, and on a loopback listener unless
 * DEV_SIGN_IN=1 opens it elsewhere (`config.devSignIn`); with a provider,
 * sign-in is the provider's.
 * Same-origin only, so another site cannot sign a browser into its tenant.
 */
export const consoleSignInRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.ctx;
  const available = () => config.devSignIn;

  // What the console needs before anyone signs in: where sign-in happens.
  // Development: the local page; production: CONSOLE_SIGN_IN_URL.
  app.get(
    '/v1/console/config',
    {
      schema: {
        tags: ['Console'],
        summary: 'Console settings: where to sign in and out',
        response: { 200: consoleConfigSchema },
      },
    },
    async () => ({
      object: 'console_config' as const,
      localSignIn: available(),
      signInUrl: config.consoleSignInUrl ?? (available() ? '/app/sign-in' : null),
      signOutUrl: config.consoleSignOutUrl ?? null,
    }),
  );

  app.post(
    '/v1/console/sign-in',
    {
      schema: {
        tags: ['Console'],
        summary: 'Development sign-in (sets __session)',
        body: consoleSignInBody,
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
