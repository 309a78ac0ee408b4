import type { FastifyInstance } from 'fastify';

/**
 * Addresses whose answers carry a participant's token or personal data: the
 * public JSON routes and the pages behind the links the service hands out.
 */
const PARTICIPANT_PATH = /^\/(v1\/public|intake|referee|reports|permissions)(\/|$|\?)/;

/** True for a request URL whose answer no browser or proxy may keep. */
export function isParticipantPath(url: string): boolean {
  return PARTICIPANT_PATH.test(url);
}

/**
 * Marks every participant answer `Cache-Control: no-store` as the request
 * arrives, so successes, problems (404/410 of an unknown or used token, 400,
 * 500) and event streams all carry it, whichever route or handler answers.
 * A route may tighten it (the shared report says `private, no-store`).
 */
export function installNoStore(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (isParticipantPath(request.url)) reply.header('cache-control', 'no-store');
  });
}
