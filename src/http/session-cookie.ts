import type { FastifyReply } from 'fastify';
import type { Config } from '../config.ts';

/** The cookie a browser session travels in (the identity provider's name for it, too). */
export const SESSION_COOKIE = '__session';

/**
 * How the service sets a session cookie (the console's sign-in will): not
 * readable by scripts (`HttpOnly`), not sent on cross-site subrequests
 * (`SameSite=Lax`; unsafe calls are also checked for their origin, see
 * csrf.ts), and only over HTTPS in production (`Secure`).
 */
export function sessionCookieOptions(
  config: Pick<Config, 'nodeEnv'>,
  maxAgeSeconds: number,
): {
  httpOnly: true;
  sameSite: 'lax';
  secure: boolean;
  path: '/';
  maxAge: number;
} {
  return {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.nodeEnv === 'production',
    path: '/',
    maxAge: Math.max(0, Math.floor(maxAgeSeconds)),
  };
}

/** Sets the `__session` cookie to a session JWT, for `maxAgeSeconds` (its remaining lifetime). */
export function setSessionCookie(
  reply: FastifyReply,
  config: Pick<Config, 'nodeEnv'>,
  token: string,
  maxAgeSeconds: number,
): FastifyReply {
  return reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(config, maxAgeSeconds));
}

/** Ends the browser session: the same cookie, empty and already expired. */
export function clearSessionCookie(
  reply: FastifyReply,
  config: Pick<Config, 'nodeEnv'>,
): FastifyReply {
  return reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(config, 0));
}
