import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../core/errors.ts';

/** Methods that change something: the ones a cross-site form or fetch must not trigger. */
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function isUnsafeMethod(method: string): boolean {
  return UNSAFE_METHODS.has(method.toUpperCase());
}

function singleHeader(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first === undefined ? undefined : first.trim();
}

/**
 * A cookie-authenticated unsafe call must come from a page of this service.
 * The browser attaches the `__session` cookie to a cross-site form or fetch
 * too (SameSite=Lax still lets top-level POSTs of some browsers through, and
 * a same-site sibling is not "cross-site" for SameSite), so the request has
 * to prove its origin:
 *
 * - `Sec-Fetch-Site: same-origin` or `none` (typed by the user) passes; any
 *   other value (`same-site`, `cross-site`) is refused, whatever `Origin` says;
 * - else an `Origin` equal to PUBLIC_BASE_URL's origin (scheme, host and
 *   port: `https://` is not `http://`) passes; the request's `Host` is not
 *   consulted, since it says nothing about the scheme and is the caller's to
 *   write;
 * - neither header: refused (every current browser sends one of them on an
 *   unsafe call; a script without a browser sends a Bearer token instead).
 *
 * Throws 403 `csrf_rejected`. Bearer sessions never come here: no browser
 * attaches an Authorization header on its own.
 */
export function assertSameOrigin(request: FastifyRequest, publicBaseUrl: string): void {
  const site = singleHeader(request, 'sec-fetch-site')?.toLowerCase();
  if (site === 'same-origin' || site === 'none') return;
  if (site) {
    throw new AppError(
      'csrf_rejected',
      `A session cookie acts only from this service's own pages; this call came from ${site === 'same-site' ? 'another origin of the site' : 'another site'} (Sec-Fetch-Site: ${site}).`,
    );
  }
  const origin = singleHeader(request, 'origin');
  if (origin && origin !== 'null' && isOwnOrigin(origin, publicBaseUrl)) return;
  throw new AppError(
    'csrf_rejected',
    origin
      ? `A session cookie acts only from this service's own pages; Origin ${origin} is another origin.`
      : "A session cookie acts only from this service's own pages, and this call shows neither Origin nor Sec-Fetch-Site. Scripts send the session as `Authorization: Bearer <JWT>`.",
  );
}

/** Whether `origin` is the service's own: PUBLIC_BASE_URL's scheme, host and port (default ports normalised). */
function isOwnOrigin(origin: string, publicBaseUrl: string): boolean {
  try {
    return new URL(origin).origin === new URL(publicBaseUrl).origin;
  } catch {
    return false;
  }
}

/** The media type of a Content-Type header, without parameters, lowercased. */
function mediaType(contentType: string): string {
  return contentType.split(';')[0]!.trim().toLowerCase();
}

function hasBody(request: FastifyRequest): boolean {
  const length = singleHeader(request, 'content-length');
  if (length !== undefined && length !== '0') return true;
  return singleHeader(request, 'transfer-encoding') !== undefined;
}

/** Route prefixes whose bodies are JSON (webhooks take their provider's raw body). */
const JSON_ROUTE_PREFIXES = ['/v1/tenants/', '/v1/api/', '/v1/public/', '/v1/cli/', '/v1/console/'];

/**
 * Tenant, API-key and participant routes (`/v1/tenants/…`, `/v1/api/…`,
 * `/v1/public/…`) take JSON or nothing. A body of another type is refused
 * with 415 `unsupported_media_type` before the body is parsed or the handler
 * runs (Fastify's built-in `text/plain` parser would otherwise hand the
 * string to the schema, a 400). On tenant routes a body-less unsafe call
 * that still names another type is refused too (a cross-site form sends
 * `text/plain`, `application/x-www-form-urlencoded` or `multipart/…` without
 * a preflight, and the `__session` cookie rides along); the other routes
 * take no cookie, so a body-less POST passes whatever its content type says.
 *
 * A `preParsing` hook: it runs after every `onRequest` hook, the route's
 * credential and scope guards included, so a caller without a valid
 * credential hears 401 (or 403) whatever content type it sent.
 */
export function installJsonOnlyTenantBodies(app: FastifyInstance): void {
  app.addHook('preParsing', async (request) => {
    if (!isUnsafeMethod(request.method)) return;
    const url = request.routeOptions.url;
    if (url === undefined || !JSON_ROUTE_PREFIXES.some((prefix) => url.startsWith(prefix))) return;
    const contentType = singleHeader(request, 'content-type');
    if (contentType === undefined || contentType === '') {
      if (!hasBody(request)) return;
      throw new AppError(
        'unsupported_media_type',
        'The request has a body but no content type; send application/json.',
      );
    }
    if (mediaType(contentType) === 'application/json') return;
    if (!url.startsWith('/v1/tenants/') && !hasBody(request)) return;
    throw new AppError(
      'unsupported_media_type',
      `Content type ${contentType} is not supported; send application/json.`,
    );
  });
}
