import type pg from 'pg';

/** How long the log keeps what it was told, and how long a feed may go without reading it. */
export interface ChangeLogTiming {
  /** A feed whose previous read is older than this may have lost rows to pruning: it resets. */
  maxGapMs: number;
  /** How long rows stay: far more than maxGapMs, so that a feed that reads in time misses none. */
  retentionMs: number;
  pruneEveryMs: number;
}

const TIMING: ChangeLogTiming = { maxGapMs: 60_000, retentionMs: 5 * 60_000, pruneEveryMs: 60_000 };

/**
 * The rows of the transactions that ended since the snapshot `$1` of the
 * previous read, and the statement's own snapshot for the next one (one
 * statement: the subquery reads under that snapshot).
 */
const READ = `select pg_current_snapshot()::text as snapshot,
  pg_snapshot_xmin(pg_current_snapshot())::text as xmin,
  coalesce((select json_agg(json_build_array(l.xid::text, l.channel, l.payload))
            from refcheck_change_log l
            where l.xid >= pg_snapshot_xmin($1::pg_snapshot)
              and not pg_visible_in_snapshot(l.xid, $1::pg_snapshot)), '[]'::json) as changes`;

/** Rows older than every transaction running at `$1`; rows another feed is pruning are skipped. */
const PRUNE = `delete from refcheck_change_log where ctid = any(array(
  select ctid from refcheck_change_log where xid < $1::xid8 for update skip locked))`;

const UNDEFINED_TABLE = '42P01';

interface ReadRow {
  snapshot: string;
  xmin: string;
  changes: [xid: string, channel: string, payload: string][];
}

/**
 * The safety net of notifications sent after commit (migration 0012,
 * after-commit.ts): reads refcheck_change_log on the feed's LISTEN
 * connection and applies the changes whose notification this connection did
 * not hear, such as those of a process that died between its commit and its
 * notify.
 *
 * Each read selects the rows of the transactions not visible in the previous
 * read's snapshot but visible in its own: every transaction that has ended
 * is seen once, whatever the order of the commits, and one still running is
 * seen by a later read. A transaction whose notifications were heard (the
 * sender follows them with its xid on CHANGE_LOG_CHANNEL) is skipped, so a
 * cache does not drop what it has already dropped.
 */
export class ChangeLogReader {
  private snapshot: string | undefined;
  private readAt = 0;
  private readonly heard = new Set<string>();
  private reading: Promise<void> | undefined;
  /** Where past reads stood (their snapshot's xmin), for pruning. */
  private readonly marks: { at: number; xmin: string }[] = [];
  private prunedAt = Date.now();

  constructor(
    private readonly client: pg.Client,
    private readonly apply: (channel: string, payload: string) => void,
    private readonly resetAll: () => void,
    private readonly timing: ChangeLogTiming = TIMING,
  ) {}

  /** The notifications of transaction `xid` have reached this connection. */
  heardOf(xid: string): void {
    this.heard.add(xid);
  }

  /**
   * Takes the snapshot the first read starts from. The feed empties every
   * cache after it: what committed before is then read from the database.
   */
  async start(): Promise<void> {
    const { rows } = await this.client.query<{ snapshot: string }>(
      'select pg_current_snapshot()::text as snapshot',
    );
    this.snapshot = rows[0]!.snapshot;
    this.readAt = Date.now();
  }

  /** One read (concurrent callers share it); rejects when the connection fails. */
  read(): Promise<void> {
    this.reading ??= this.readOnce().finally(() => {
      this.reading = undefined;
    });
    return this.reading;
  }

  private async readOnce(): Promise<void> {
    if (!this.snapshot) return;
    let row: ReadRow;
    try {
      row = (await this.client.query<ReadRow>(READ, [this.snapshot])).rows[0]!;
    } catch (error) {
      // A database before migration 0012: nothing records, so nothing is missed.
      if ((error as { code?: string }).code === UNDEFINED_TABLE) return;
      throw error;
    }
    const now = Date.now();
    if (now - this.readAt > this.timing.maxGapMs) {
      this.resetAll();
    } else {
      for (const [xid, channel, payload] of row.changes) {
        if (!this.heard.has(xid)) this.apply(channel, payload);
      }
    }
    // Every transaction heard so far was visible to this read (it notified after committing).
    this.heard.clear();
    this.snapshot = row.snapshot;
    this.readAt = now;
    this.marks.push({ at: now, xmin: row.xmin });
    await this.prune(now);
  }

  /** Deletes the rows every feed that reads in time has read (each feed prunes, now and then). */
  private async prune(now: number): Promise<void> {
    if (now - this.prunedAt < this.timing.pruneEveryMs) return;
    let old: { xmin: string } | undefined;
    while (this.marks.length > 0 && now - this.marks[0]!.at >= this.timing.retentionMs) {
      old = this.marks.shift();
    }
    if (!old) return;
    this.prunedAt = now;
    await this.client.query(PRUNE, [old.xmin]);
  }
}
