import type { FastifyInstance, RouteOptions } from 'fastify';
import { AppError } from '../core/errors.ts';

/**
 * An empty id (`GET /v1/api/reference-requests/`) answers 404 `not_found`,
 * never the collection: the router ignores a trailing slash, so without this
 * the list route answered a call meant for one item (a generated client's
 * `getReferenceRequest({ requestId: '' })` received a list typed as one
 * request). Every route whose last segment is a parameter counts, on both
 * surfaces. It runs after the credential guards (preParsing), so an
 * unauthenticated call still answers 401 first.
 */
export function refuseEmptyIds(app: FastifyInstance): void {
  /** `METHOD /collection` of every `METHOD /collection/:id` route. */
  const collections = new Set<string>();
  app.addHook('onRoute', (route: RouteOptions) => {
    // The API's routes only: pages and assets (`/app/`) have paths of their own.
    const match = /^(\/v1\/.+)\/:\w+$/.exec(route.url);
    if (!match) return;
    for (const method of [route.method].flat()) collections.add(`${method} ${match[1]}`);
  });
  app.addHook('preParsing', async (request) => {
    const path = request.url.split('?', 1)[0]!;
    if (!path.endsWith('/')) return;
    if (collections.has(`${request.method} ${request.routeOptions.url}`)) {
      throw new AppError('not_found', 'No id given: the path ends where an id belongs.');
    }
  });
}
