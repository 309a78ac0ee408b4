import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext, UsageRecord } from '../context.ts';
import { newId } from '../core/ids.ts';
import { keyedHash } from '../core/keyed-hash.ts';

/** How long a usage record may wait in memory: also what a hard crash can lose. */
export const USAGE_FLUSH_INTERVAL_MS = 200;
/** A buffer this full is flushed at once. */
export const USAGE_FLUSH_BATCH = 200;
/** Past this many waiting records (database down), new records are dropped and counted. */
const USAGE_BUFFER_LIMIT = 20_000;
const IP_HASH_CACHE_LIMIT = 10_000;

/**
 * Usage records (ApiKeyUsage) of every call authenticated by an API key,
 * kept off the request's critical path: the onResponse hook only appends to
 * an in-memory buffer; a timer hands the buffer to the context's usage port
 * (one INSERT, and one `lastUsedAt` UPDATE per key) every 200 ms, sooner at
 * 200 records. `close()` flushes what is left on graceful shutdown; a hard
 * crash loses at most the records of the last 200 ms.
 */
export class UsageRecorder {
  private buffer: UsageRecord[] = [];
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();
  private readonly ipHashes = new Map<string, string>();
  private closed = false;
  /** Records dropped because the buffer overflowed (database unavailable for long). */
  dropped = 0;

  constructor(private readonly ctx: AppContext) {}

  /** Appends the record of one API-key call; never throws and never waits. */
  record(request: FastifyRequest, reply: FastifyReply): void {
    const principal = request.principal;
    if (principal?.kind !== 'api_key' || !principal.apiKeyId) return;
    if (this.buffer.length >= USAGE_BUFFER_LIMIT) {
      this.dropped += 1;
      return;
    }
    this.buffer.push({
      id: newId('usage'),
      apiKeyId: principal.apiKeyId,
      tenantId: principal.tenantId,
      environment: principal.environment,
      endpoint: request.routeOptions.url ?? request.url.split('?')[0]!,
      method: request.method,
      status: reply.statusCode,
      durationMs: Math.max(0, Math.round(reply.elapsedTime)),
      ipHash: this.hashIp(request.ip ?? ''),
      traceId: String(request.id),
      createdAt: this.ctx.clock.now(),
    });
    if (this.buffer.length >= USAGE_FLUSH_BATCH) void this.flush();
    else this.schedule();
  }

  /** Writes everything buffered so far; resolves when it is in the database. Tests call it. */
  flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = undefined;
    }
    // Flushes run one after another, so rows are written in order and close() waits for all.
    this.flushing = this.flushing.then(() => this.write());
    return this.flushing;
  }

  /** Flushes and stops the timer: call before the database closes. */
  async close(): Promise<void> {
    this.closed = true;
    await this.flush();
  }

  private schedule(): void {
    if (this.timer || this.closed) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.flush();
    }, USAGE_FLUSH_INTERVAL_MS);
    this.timer.unref();
  }

  private async write(): Promise<void> {
    if (this.buffer.length === 0) return;
    const rows = this.buffer;
    this.buffer = [];
    try {
      await this.ctx.ports.usage.save(this.ctx, rows);
    } catch (error) {
      this.ctx.log.error({ err: error, records: rows.length }, 'usage records not written');
      // Keep them for the next flush unless that would grow without bound.
      if (this.buffer.length + rows.length <= USAGE_BUFFER_LIMIT && !this.closed) {
        this.buffer = rows.concat(this.buffer);
        this.schedule();
      } else {
        this.dropped += rows.length;
      }
    }
  }

  /** HMAC-SHA256 of the address keyed with SECRET_KEY: the raw IP is never stored. */
  private hashIp(ip: string): string {
    let hash = this.ipHashes.get(ip);
    if (hash) return hash;
    hash = keyedHash(this.ctx.config.secretKey, ip);
    if (this.ipHashes.size >= IP_HASH_CACHE_LIMIT) this.ipHashes.clear();
    this.ipHashes.set(ip, hash);
    return hash;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    usage: UsageRecorder;
  }
}

/**
 * Installs the recorder on the root instance (called by buildApp before any
 * route is registered, so its onResponse hook sees every route, including
 * calls answered 4xx after authentication) and exposes it as `app.usage`.
 */
export function installUsageRecorder(app: FastifyInstance, ctx: AppContext): UsageRecorder {
  const recorder = new UsageRecorder(ctx);
  app.decorate('usage', recorder);
  app.addHook('onResponse', async (request, reply) => {
    recorder.record(request, reply);
  });
  return recorder;
}
