import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * Whether a request is the console reading: a GET or HEAD with the
 * console's session cookie. Every open console page reads again every 4 s
 * (LIVE_INTERVAL_MS), so at info level they drowned the log; a change, an
 * API-key call or a failure is never one of them.
 */
export function isConsoleRead(request: {
  method: string;
  headers: Record<string, string | string[] | undefined>;
}): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const cookie = request.headers.cookie;
  return typeof cookie === 'string' && /(?:^|;\s*)__session=/.test(cookie);
}

/**
 * Whether a request is a health probe (`GET /health`, also below it): a
 * supervisor or load balancer asks every few seconds, so at info level its
 * two lines a probe would drown the log.
 */
export function isHealthProbe(request: { method: string; url: string }): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '';
  return path === '/health' || path.startsWith('/health/');
}

/** The reads logged at debug: the console's polling and health probes. */
function isQuietRead(request: FastifyRequest): boolean {
  return isConsoleRead(request) || isHealthProbe(request);
}

/**
 * Fastify's request lines, with the console's successful reads and health
 * probes at debug
 * instead of info (LOG_LEVEL=debug shows them again). Their failures stay
 * at info or error.
 */
export class QuietConsoleReads extends LogController {
  override incomingRequest(request: FastifyRequest, reply: FastifyReply): void {
    if (isQuietRead(request)) request.log.debug({ req: request }, 'incoming request');
    else super.incomingRequest(request, reply);
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (!error && reply.statusCode < 400 && isQuietRead(request))
      reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
    else super.requestCompleted(error, request, reply);
  }
}
