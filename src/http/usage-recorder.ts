import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext, UsageRecord } from '../context.ts';
import { newId } from '../core/ids.ts';
import { hashIp } from '../core/keyed-hash.ts';

/** At most this many records go in one INSERT; more wait for the next one. */
export const USAGE_BATCH_LIMIT = 500;
/**
 * Batches written at once. A call arriving while all are busy waits for the
 * next free one, which takes every call that arrived meanwhile. One: on two
 * cores the work is CPU-bound, and fewer, larger batches won (API-key read
 * in `npm run bench`: 53% of the baseline with one, 39% with four).
 */
export const USAGE_CONCURRENT_BATCHES = 1;
/**
 * `lastUsedAt` moves at most this often per process: it is a convenience for
 * the key list, not a record, and one UPDATE per batch cost the API-key read
 * a statement per batch on the embedded engine's one session.
 */
export const LAST_USED_EVERY_MS = 1_000;
/** After a failed write, the records are tried again this much later. */
const USAGE_RETRY_MS = 1_000;
/** Past this many waiting records (database down), new records are dropped and counted. */
const USAGE_BUFFER_LIMIT = 20_000;
const IP_HASH_CACHE_LIMIT = 10_000;

interface Waiting {
  record: UsageRecord;
  written: () => void;
}

/**
 * Usage records (ApiKeyUsage) of every call authenticated by an API key,
 * written before the call's answer is sent (spec rule 8: an answered call
 * has its record, even if the process is killed a moment later). Writes are
 * group-committed: one batch is written at a time; a call whose record
 * arrives while it is being written waits for the next one, which
 * takes every record that arrived meanwhile in one INSERT. Under load a
 * batch holds many calls, so the cost per call is a share of one round
 * trip, not a commit of its own.
 *
 * If the database refuses the write, the answer is not held back: the
 * records stay buffered and are retried (logged; dropped and counted past
 * 20,000 waiting records).
 */
export class UsageRecorder {
  private waiting: Waiting[] = [];
  private readonly writing = new Set<Promise<void>>();
  /** `lastUsedAt` moves, chained after the batches, off the answers' path. */
  private touching: Promise<void> = Promise.resolve();
  /** Each key's latest written record whose time `lastUsedAt` does not show yet. */
  private readonly untouched = new Map<string, UsageRecord>();
  private touchTimer: NodeJS.Timeout | undefined;
  private retryTimer: NodeJS.Timeout | undefined;
  private readonly ipHashes = new Map<string, string>();
  private closed = false;
  /** Records dropped because the buffer overflowed (database unavailable for long). */
  dropped = 0;

  constructor(private readonly ctx: AppContext) {}

  /** The record of one API-key call, written; resolves once it is committed (never rejects). */
  record(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const record = this.recordOf(request, reply);
    if (!record) return Promise.resolve();
    if (this.waiting.length >= USAGE_BUFFER_LIMIT) {
      this.dropped += 1;
      return Promise.resolve();
    }
    return new Promise((written) => {
      this.waiting.push({ record, written });
      if (this.writing.size < USAGE_CONCURRENT_BATCHES && !this.retryTimer) this.writeNextBatch();
    });
  }

  /** Resolves when everything recorded so far is written (or failed and waits for a retry). Tests call it. */
  async flush(): Promise<void> {
    if (this.retryTimer) {
      clearTimeout(this.retryTimer);
      this.retryTimer = undefined;
    }
    while (this.writing.size > 0 || this.waiting.length > 0) {
      if (this.writing.size < USAGE_CONCURRENT_BATCHES) this.writeNextBatch();
      const before = this.waiting.length;
      await Promise.all(this.writing);
      // A failed batch went back to the queue: do not spin on a database that refuses.
      if (this.waiting.length >= before && this.retryTimer) break;
    }
    this.touchUsedKeys();
    await this.touching;
  }

  /** Writes what is left and stops retrying: call before the database closes. */
  async close(): Promise<void> {
    this.closed = true;
    await this.flush();
  }

  private recordOf(request: FastifyRequest, reply: FastifyReply): UsageRecord | undefined {
    const principal = request.principal;
    if (principal?.kind !== 'api_key' || !principal.apiKeyId) return undefined;
    return {
      id: newId('usage'),
      apiKeyId: principal.apiKeyId,
      tenantId: principal.tenantId,
      environment: principal.environment,
      endpoint: request.routeOptions.url ?? request.url.split('?')[0]!,
      method: request.method,
      status: reply.statusCode,
      durationMs: Math.max(0, Math.round(reply.elapsedTime)),
      ipHash: this.ipHashOf(request.ip ?? ''),
      traceId: String(request.id),
      createdAt: this.ctx.clock.now(),
    };
  }

  /** Starts a batch of everything waiting (up to the limit); a finished batch starts the next. */
  private writeNextBatch(): void {
    const batch = this.waiting.splice(0, USAGE_BATCH_LIMIT);
    if (batch.length === 0) return;
    const written: Promise<void> = this.write(batch).finally(() => {
      this.writing.delete(written);
      if (this.waiting.length > 0 && !this.retryTimer) this.writeNextBatch();
    });
    this.writing.add(written);
  }

  private async write(batch: Waiting[]): Promise<void> {
    const records = batch.map((entry) => entry.record);
    try {
      await this.ctx.ports.usage.save(this.ctx, records);
      this.rememberUse(records);
    } catch (error) {
      this.ctx.log.error({ err: error, records: batch.length }, 'usage records not written');
      if (this.closed || this.waiting.length + batch.length > USAGE_BUFFER_LIMIT) {
        this.dropped += batch.length;
      } else {
        this.waiting = batch
          .map(({ record }) => ({ record, written: () => {} }))
          .concat(this.waiting);
        this.scheduleRetry();
      }
    } finally {
      for (const entry of batch) entry.written();
    }
  }

  /** Keeps each key's latest use for the next `lastUsedAt` move, at most LAST_USED_EVERY_MS from now. */
  private rememberUse(records: UsageRecord[]): void {
    for (const record of records) {
      const seen = this.untouched.get(record.apiKeyId);
      if (!seen || seen.createdAt < record.createdAt) this.untouched.set(record.apiKeyId, record);
    }
    if (this.touchTimer) return;
    this.touchTimer = setTimeout(() => this.touchUsedKeys(), LAST_USED_EVERY_MS);
    this.touchTimer.unref();
  }

  /** Moves `lastUsedAt` of every key used since the last move, chained after the moves before. */
  private touchUsedKeys(): void {
    clearTimeout(this.touchTimer);
    this.touchTimer = undefined;
    if (this.untouched.size === 0) return;
    const latest = [...this.untouched.values()];
    this.untouched.clear();
    this.touching = this.touching.then(() =>
      this.ctx.ports.usage.touchKeys(this.ctx, latest).catch((error: unknown) => {
        this.ctx.log.warn({ err: error }, 'lastUsedAt not moved');
      }),
    );
  }

  private scheduleRetry(): void {
    if (this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      if (this.writing.size === 0) this.writeNextBatch();
    }, USAGE_RETRY_MS);
    this.retryTimer.unref();
  }

  /** `hashIp` (the raw IP is never stored), remembered: a client calls from few addresses. */
  private ipHashOf(ip: string): string {
    let hash = this.ipHashes.get(ip);
    if (hash) return hash;
    hash = hashIp(this.ctx.config.secretKey, ip);
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
 * route is registered, so its hooks see every route, including calls
 * answered 4xx after authentication) and exposes it as `app.usage`. The
 * record is written in onSend, before the answer leaves; a reply that
 * bypasses onSend (a hijacked stream) is recorded when it ends.
 */
export function installUsageRecorder(app: FastifyInstance, ctx: AppContext): UsageRecorder {
  const recorder = new UsageRecorder(ctx);
  const recorded = new WeakSet<FastifyRequest>();
  app.decorate('usage', recorder);
  app.addHook('onSend', async (request, reply, payload) => {
    recorded.add(request);
    await recorder.record(request, reply);
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    if (!recorded.has(request)) void recorder.record(request, reply);
  });
  return recorder;
}
