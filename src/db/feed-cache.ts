import type { ChangeFeed } from './change-feed.ts';

/** The payload of a TRUNCATE, and of anything a cache cannot read: forget everything. */
export const EVERYTHING = '*';
/** How many entries a cache holds at most. */
export const MAX_ENTRIES = 10_000;
/** How long an entry lives. Defence in depth only: correctness comes from invalidation. */
export const TTL_MS = 5 * 60_000;

/**
 * The one shape of the process's caches of database rows. Every one is
 * invalidated the same way:
 *
 * - triggers on the tables it reads announce, on its channels, what changed
 *   (migrations 0009–0013, 0019), so no write path can forget to: inside the
 *   changing transaction (revocations: API keys, session standing) or right
 *   after its commit with the change log as safety net (request views,
 *   tenant settings; src/db/after-commit.ts);
 * - the process's ChangeFeed hears them and calls `notify` with the payload;
 * - whenever notifications may have been missed the feed calls `reset`, and
 *   while any of the cache's channels is not live the cache is off (`live`);
 * - an entry is trusted only after the feed's read barrier for the call
 *   (`synced`): every change committed before the call arrived is applied.
 */
export abstract class FeedCache {
  private readonly channels: readonly string[];
  /** Turned off by configuration (PROCESS_CACHES_OFF): every read goes to the database. */
  private off = false;

  constructor(
    protected readonly changes: ChangeFeed,
    channels: readonly string[],
  ) {
    this.channels = channels;
    for (const channel of channels) {
      changes.subscribe(channel, {
        notify: (payload) => this.notify(payload, channel),
        reset: () => this.reset(),
      });
    }
  }

  /** A change committed on `channel`, one of the cache's. */
  abstract notify(payload: string, channel: string): void;

  /** Notifications may have been missed: forget everything, and every read in flight. */
  abstract reset(): void;

  /** See ChangeFeed.synced: true once every change committed before `since` is applied. */
  synced(since?: number): true | Promise<boolean> {
    return this.changes.synced(since);
  }

  /** Every read goes to the database from now on (what the cache gains is measured against this). */
  turnOff(): void {
    this.off = true;
    this.reset();
  }

  /** True while every change on the cache's channels reaches this process: off otherwise. */
  protected live(): boolean {
    if (this.off) return false;
    const channels = this.channels;
    for (let i = 0; i < channels.length; i++) {
      if (!this.changes.isLive(channels[i]!)) return false;
    }
    return true;
  }
}

interface Entry<V> {
  value: V;
  at: number;
}

/**
 * A FeedCache of values by key, read through: `read` answers a cached value
 * after the barrier, or loads it and keeps it unless an invalidation landed
 * while it was loaded (a generation counter: the load may predate the
 * change). Misses are not kept. A subclass says what a payload invalidates
 * (`evict`), with `forget`, `forgetWhere` and `forgetAll`.
 */
export abstract class KeyedFeedCache<K, V> extends FeedCache {
  private readonly entries = new Map<K, Entry<V>>();
  /** Bumped by every invalidation: a load that started before one is not kept. */
  generation = 0;

  /** Applies one payload of `channel` with forget, forgetWhere or forgetAll. */
  protected abstract evict(payload: string, channel: string): void;

  notify(payload: string, channel: string): void {
    this.generation += 1;
    this.evict(payload, channel);
  }

  reset(): void {
    this.generation += 1;
    this.entries.clear();
  }

  /** The cached value, not yet checked against the barrier (see `read`). */
  peek(key: K): V | undefined {
    if (!this.live()) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (Date.now() - entry.at > TTL_MS) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /**
   * The value of `key`, from the cache when it is current for a call that
   * arrived at `since` (performance.now(); unknown counts as now), else from
   * `load`, which is then kept. Undefined when `load` finds nothing.
   */
  async read<Loaded extends V | undefined>(
    key: K,
    since: number | undefined,
    load: () => Promise<Loaded>,
  ): Promise<V | Loaded> {
    if (this.peek(key) !== undefined) {
      const synced = this.changes.synced(since);
      if (synced === true || (await synced)) {
        const value = this.peek(key);
        if (value !== undefined) return value;
      }
    }
    const generation = this.generation;
    const value = await load();
    if (value !== undefined) this.store(key, value, generation);
    return value;
  }

  /** Keeps a value loaded at `generation`, unless something was invalidated since. */
  store(key: K, value: V, generation: number): void {
    if (!this.live() || generation !== this.generation) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(key, { value, at: Date.now() });
  }

  protected forget(key: K): void {
    this.entries.delete(key);
  }

  protected forgetWhere(matches: (value: V) => boolean): void {
    for (const [key, entry] of this.entries) if (matches(entry.value)) this.entries.delete(key);
  }

  protected forgetAll(): void {
    this.entries.clear();
  }
}
