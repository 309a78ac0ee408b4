import fastifyCookie from '@fastify/cookie';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyError,
  type FastifyInstance,
  type FastifyRequest,
} from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { type ContextOverrides, createContext } from './composition.ts';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import { AppError } from './core/errors.ts';
import { redactTokens, requestIdFor } from './core/request-id.ts';
import { MAX_PATH_PARAM_LENGTH } from './core/schemas.ts';
import { installJsonOnlyTenantBodies } from './http/csrf.ts';
import { refuseEmptyIds } from './http/empty-id.ts';
import { serializerCompilerOfFrozenAnswers } from './http/frozen-answers.ts';
import { installIdempotentAnswers } from './http/idempotency.ts';
import { ensureIdempotencyPurgeScheduled } from './http/idempotency-purge.job.ts';
import { tooDeepJsonBody } from './http/json-depth.ts';
import { installNoStore } from './http/no-store.ts';
import { registerOpenApi } from './http/openapi.ts';
import { sendProblem, toAppError } from './http/problem.ts';
import { QuietConsoleReads } from './http/request-logging.ts';
import { requireDeclaredRoles } from './http/route-role.ts';
import { installStorableInput } from './http/storable-input.ts';
import { installUsageRecorder } from './http/usage-recorder.ts';
import { ensureModuleJobsScheduled, registerModules } from './modules/index.ts';
import { catalogueApiOperations } from './modules/mcp/mcp.operations.ts';
import { mcpRoutes } from './modules/mcp/mcp.routes.ts';
import { OutboxWorker } from './outbox/worker.ts';
import { consoleRoutes } from './web/console.routes.ts';
import { webRoutes } from './web/web.routes.ts';

/** Fastify's default, and the contract's limit. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

export type App = FastifyInstance & {
  ctx: AppContext;
  worker: OutboxWorker;
};

/** The config, and what the composition root would otherwise build (tests pass a database, a clock, a mailer). */
export interface BuildAppOptions extends ContextOverrides {
  config: Config;
  /** Run the outbox worker in this process (npm start does; tests drain it by hand). */
  startWorker?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    worker: OutboxWorker;
    /** Aborted once the app starts closing (graceful shutdown). */
    stopping: AbortSignal;
  }
}

/** Builds the whole service: one Fastify instance with every module, the docs and the worker. */
export async function buildApp(options: BuildAppOptions): Promise<App> {
  const { ctx, close } = await createContext(options.config, options);
  const { log } = ctx;

  const app = Fastify({
    loggerInstance: log as FastifyBaseLogger,
    // The console's reads (every open page, every 4 s) at debug, not info.
    logController: new QuietConsoleReads(),
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: requestIdFor,
    requestIdHeader: false,
    // Only the proxies TRUST_PROXY names may set the client IP (trust signals, usage IP hashes).
    trustProxy: trustedProxies(options.config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_PATH_PARAM_LENGTH },
    // A call arriving while the process stops answers a problem (shutting_down), below.
    return503OnClosing: false,
    // Slow or stalled clients are cut off (see serverTimeouts).
    ...serverTimeouts(options.config.requestTimeoutMs),
    // Errors the router raises before any route or hook runs: problems too.
    frameworkErrors: (error, request, reply) => {
      reply.header('x-request-id', request.id);
      return sendProblem(reply, frameworkProblem(error, request));
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.decorate('ctx', ctx);
  const worker = new OutboxWorker(ctx);
  app.decorate('worker', worker);
  // Aborted as the close begins: open event streams end with `shutting_down` (participants.sse.ts).
  const stopping = new AbortController();
  app.decorate('stopping', stopping.signal);
  app.addHook('preClose', async () => stopping.abort());

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompilerOfFrozenAnswers);
  acceptEmptyJsonBodies(app);

  // Declared up front so every request object has the same shape.
  app.decorateRequest('receivedAt', 0);
  const inFlight = trackInFlightRequests(app);
  app.addHook('onRequest', async (request, reply) => {
    request.receivedAt = performance.now();
    reply.header('x-request-id', request.id);
    // On a keep-alive connection a call can still arrive once the close has begun.
    if (stopping.signal.aborted) {
      reply.header('connection', 'close');
      throw new AppError('shutting_down', 'This process is stopping; send the call again.');
    }
  });
  installNoStore(app);
  app.setErrorHandler((error, request, reply) => {
    const appError = toAppError(error, request);
    // The database away, or the process stopping, is not a bug: a warning.
    if (appError.status === 503) request.log.warn({ err: error }, 'request unavailable');
    else if (appError.status >= 500) request.log.error({ err: error }, 'request failed');
    return sendProblem(reply, appError);
  });
  app.setNotFoundHandler((request, reply) =>
    sendProblem(
      reply,
      new AppError(
        'not_found',
        `No route ${request.method} ${redactTokens(request.url.split('?')[0]!)}.`,
      ),
    ),
  );

  // Before the routes: an idempotent route's answer commits with its change. Before the
  // usage recorder: its onSend may replace an answer (a lost race replays the winner's).
  installIdempotentAnswers(app);
  // At the root, before the routes: its onResponse hook must see every route.
  const usage = installUsageRecorder(app, ctx);
  // Before any body is parsed, after the credential guards (onRequest): tenant routes take
  // JSON only (no cross-site form bodies).
  installJsonOnlyTenantBodies(app);
  // Before every route's schema: text PostgreSQL cannot store answers 400, not 500.
  installStorableInput(app);
  // Before the routes: a tenant or API-key route must declare its role.
  requireDeclaredRoles(app);
  refuseEmptyIds(app);
  await app.register(fastifyCookie);
  await registerOpenApi(app, { publicBaseUrl: options.config.publicBaseUrl });
  // Every /v1/api route, as it registers, becomes an MCP tool (modules/mcp).
  const apiOperations = catalogueApiOperations(app);
  await app.register(registerModules);
  await app.register(mcpRoutes, { operations: apiOperations });
  await app.register(webRoutes);
  await app.register(consoleRoutes);

  app.addHook('onClose', async () => {
    // A client that hung up does not stop its handler: let handlers finish before the database goes.
    await inFlight.drained(10_000);
    await worker.stop();
    // Buffered usage records are written before the database closes.
    await usage.close();
    // The change feed, the mailer, and the database if this app opened it.
    await close();
  });
  // The caches (API keys, request views) hear about changes from here on.
  app.addHook('onReady', () => ctx.changes.start());
  if (options.startWorker) {
    // The hourly purge of expired Idempotency-Key records and the modules' recurring jobs
    // (the daily retention sweep): each queued once per database.
    app.addHook('onReady', async () => {
      await ensureIdempotencyPurgeScheduled(ctx);
      await ensureModuleJobsScheduled(ctx);
    });
    app.addHook('onReady', async () => worker.start());
  }

  return app as unknown as App;
}

/**
 * The router's own errors (Fastify calls `frameworkErrors` for them, without
 * running hooks or the error handler): a URL that does not decode, a path
 * parameter over `maxParamLength`, a failing async constraint.
 */
function frameworkProblem(error: FastifyError, request: FastifyRequest): AppError {
  switch (error.code) {
    case 'FST_ERR_BAD_URL':
      return AppError.validation(
        [{ path: 'url', message: 'is not a valid percent-encoded URL' }],
        'The request URL does not decode.',
      );
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return new AppError('uri_too_long', 'A path parameter of the URL is too long.');
  }
  request.log.error({ err: error }, 'framework error');
  return toAppError(error, request);
}

/** Node checks its request and header timeouts on a timer; Node's default period is 30 s. */
const TIMEOUT_CHECK_MS = 5_000;
/** Headers take at most this long (Node's default is 60 s). */
const HEADERS_TIMEOUT_MS = 20_000;

/**
 * The server's timeouts (docs/security.md, "Request limits"):
 *
 * - `requestTimeout` (REQUEST_TIMEOUT_MS, 30 s): the whole request, headers
 *   and body, must arrive within it, else 408 and the connection closes. A
 *   body trickled a byte at a time is cut off within that plus one check
 *   period (5 s). It ends when the request is received: an answer that
 *   streams for longer (SSE) is not cut.
 * - `http.headersTimeout` (20 s, or requestTimeout if shorter): the headers.
 * - `connectionTimeout` (5 min): a socket with no traffic either way for
 *   that long is closed, e.g. a client that stops reading its answer. An
 *   event stream that sends nothing for 5 minutes is closed too.
 * - `keepAliveTimeout` (72 s): an idle keep-alive connection; longer than
 *   the 60 s idle timeout of common load balancers, so they close first.
 */
function serverTimeouts(requestTimeoutMs: number) {
  return {
    requestTimeout: requestTimeoutMs,
    connectionTimeout: 5 * 60_000,
    keepAliveTimeout: 72_000,
    http: {
      headersTimeout: Math.min(HEADERS_TIMEOUT_MS, requestTimeoutMs),
      connectionsCheckingInterval: Math.min(TIMEOUT_CHECK_MS, Math.ceil(requestTimeoutMs / 4)),
    },
  };
}

/**
 * TRUST_PROXY as Fastify's `trustProxy`. Fastify 5 no longer honours a bare
 * hop count (it fails closed), so a count becomes proxy-addr's trust
 * function: the socket peer and the next `hops - 1` addresses of
 * X-Forwarded-For are proxies, the address before them is the client.
 */
function trustedProxies(
  setting: Config['trustProxy'],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return setting;
}

/**
 * Counts requests whose handler has not produced an answer yet. Graceful
 * shutdown waits for them: Fastify's close waits for open connections, but a
 * request whose client disconnected still runs its handler.
 */
function trackInFlightRequests(app: FastifyInstance): {
  drained(timeoutMs: number): Promise<void>;
} {
  // Keyed by the request object: callers may reuse an x-request-id.
  const pending = new Set<object>();
  app.addHook('onRequest', async (request) => {
    pending.add(request);
  });
  const settle = async (request: object) => {
    pending.delete(request);
  };
  // Node's server.close() ends only the connections idle at that moment: an answer
  // finished during shutdown must end its connection, or a keep-alive client holds
  // the close for the keep-alive timeout (72 s).
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (request, reply) => {
    if (closing) reply.header('connection', 'close');
    pending.delete(request);
  });
  app.addHook('onResponse', settle);
  return {
    async drained(timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      while (pending.size > 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  };
}

/**
 * POST routes whose spec body is "none" must accept `Content-Type:
 * application/json` with an empty body, as Stripe and GitHub do. A body that
 * nests deeper than MAX_JSON_DEPTH is refused (400) before it is parsed:
 * whatever reads it later recurses.
 */
function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, undefined);
    const tooDeep = tooDeepJsonBody(body as string);
    if (tooDeep) return done(tooDeep, undefined);
    parseJson(request, body as string, done);
  });
}
