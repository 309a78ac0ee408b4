import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Config } from '../config.ts';
import {
  AFTER_COMMIT_OPTIONS,
  announceAfterCommit,
  announcingTransactions,
} from './after-commit.ts';
import type { ChangeSource } from './change-feed.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { MIGRATIONS_FOLDER } from './pglite-template.ts';
import { PgliteThread } from './pglite-thread.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** What a repo function runs its queries on: the pool, or the caller's transaction. */
export type Executor = Db | Tx;

export type Engine = 'pglite' | 'postgresql';

/**
 * Connections to the embedded engine: its one session runs one batch at a
 * time anyway, so more only queue in the worker instead of in the pool.
 */
const PGLITE_CONNECTIONS = 10;

export interface Database {
  db: Db;
  /** Which engine runs, for logs and `GET /v1/system`; code decides on the traits below, never on this. */
  engine: Engine;
  /**
   * The database lives and dies with this process, and no other process uses
   * it: the embedded engine's (a data directory, or memory). What may be
   * traded for speed or convenience follows from it: an asynchronous commit,
   * which a crash of the database loses, only where the database outlives
   * the process (a server); the demo tenant and its printed key only where
   * no one else reaches the database.
   */
  ownedByProcess: boolean;
  /** Where this process hears about committed changes (see change-feed.ts). */
  changeSource: ChangeSource;
  /** Applies the SQL migrations (idempotent). */
  migrate(): Promise<void>;
  /** Closes the pool or the embedded engine; PGlite must be closed to keep its data directory valid. */
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** `postgres://…` for a server; otherwise the embedded engine. */
  databaseUrl?: string;
  /** Data directory of the embedded engine; `memory://` (or undefined) keeps it in memory. */
  dataDir?: string;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
  /**
   * Embedded engine only: start from this data directory tarball (PGlite's
   * `dumpDataDir`) instead of running initdb; tests open a migrated template
   * so. A new data directory on disk gets the build's template without it
   * (see pglite-template.ts).
   */
  loadDataDir?: Uint8Array;
}

/** The database a configuration names: its server, or the embedded engine's directory under DATA_DIR. */
export function databaseOptions(config: Pick<Config, 'databaseUrl' | 'dataDir'>): DatabaseOptions {
  return { databaseUrl: config.databaseUrl, dataDir: `${config.dataDir}/pgdata` };
}

/**
 * The client factory: the only place that knows which engine runs. Everything
 * above it speaks Drizzle's pg-core API and never forks on the engine.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  return openPglite(options.dataDir, options.loadDataDir);
}

async function openPostgres(url: string, max: number): Promise<Database> {
  // The application's sessions notify after commit (after-commit.ts, migration 0012).
  const pool = new pg.Pool({
    connectionString: url,
    max,
    options: AFTER_COMMIT_OPTIONS,
    // How the pool's sessions show in pg_stat_activity (a URL's application_name wins).
    application_name: POOL_APPLICATION_NAME,
    // A server that vanished without a FIN is noticed in seconds, not after TCP's retries.
    keepAlive: true,
    // Queries go out as they are made, not one round trip each (tx.ts pipelinedTransaction).
    pipeline: true,
  });
  survivesLostConnections(pool);
  announceAfterCommit(pool);
  const db = announcingTransactions(drizzleNodePg({ client: pool, schema })) as unknown as Db;
  return {
    db,
    engine: 'postgresql',
    ownedByProcess: false,
    changeSource: { engine: 'postgresql', url },
    migrate: () => migratePostgres(url),
    close: () => pool.end(),
  };
}

/** How the application pool's sessions show in pg_stat_activity. */
export const POOL_APPLICATION_NAME = 'refcheck';

/**
 * A lost connection (`pg_terminate_backend`, a server restart, a network
 * cut) never ends the process. pg-pool listens for errors only on idle
 * clients: one checked out between two queries (a transaction waiting on
 * its caller, a connection held for an announcement) would emit an
 * unhandled 'error' event, which ends a Node process. With a listener of
 * its own on every client, the loss is only noted: the query in flight, or
 * the next one on that client, fails (and answers 503, http/problem.ts), and
 * pg-pool drops the client when it is released and connects anew.
 */
function survivesLostConnections(pool: pg.Pool): void {
  pool.on('connect', (client) => client.on('error', ignoreLostConnection));
  // An idle client: pg-pool has already removed it.
  pool.on('error', ignoreLostConnection);
}

function ignoreLostConnection(): void {}

/**
 * On a connection of its own, without the pool's options: a migration that
 * writes rows notifies in its transaction, as any session other than the
 * application's does.
 */
async function migratePostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  // Lost between two statements, it fails the next one instead of ending the process.
  client.on('error', ignoreLostConnection);
  await client.connect();
  try {
    await migrateNodePg(drizzleNodePg({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.end();
  }
}

/**
 * A fresh in-memory PGlite with every migration applied, dumped as an
 * uncompressed tarball (loading it then skips a gunzip): the template of
 * pglite-template.ts.
 */
export async function dumpMigratedPglite(): Promise<Uint8Array> {
  const thread = await PgliteThread.open(undefined, undefined);
  const database = pgliteDatabase(thread);
  try {
    await database.migrate();
    return await thread.dumpDataDir();
  } finally {
    await database.close();
  }
}

/**
 * The embedded engine runs in a worker thread (pglite-worker.ts) and is
 * reached as a server is, through a `pg` pool: its queries' WASM no longer
 * blocks the thread that answers HTTP. A new data directory on disk starts
 * from the build's template (pglite-template.ts, in the worker).
 */
async function openPglite(
  dataDir: string | undefined,
  loadDataDir: Uint8Array | undefined,
): Promise<Database> {
  const directory = !dataDir || dataDir.startsWith('memory://') ? undefined : path.resolve(dataDir);
  if (!directory) return pgliteDatabase(await PgliteThread.open(undefined, loadDataDir));
  mkdirSync(path.dirname(directory), { recursive: true });
  // One process per data directory: a second one is refused here, before it writes anything.
  const unlock = lockDataDir(directory);
  try {
    return pgliteDatabase(await PgliteThread.open(directory, loadDataDir), unlock);
  } catch (error) {
    unlock();
    throw error;
  }
}

function pgliteDatabase(thread: PgliteThread, unlock: () => void = () => {}): Database {
  const pool = new pg.Pool({
    stream: () => thread.connect(),
    max: PGLITE_CONNECTIONS,
    // As on a server: the worker runs a batch up to its last Sync (tx.ts pipelinedTransaction).
    pipeline: true,
    // Connections cost nothing to keep; closing one closes its prepared statements.
    idleTimeoutMillis: 0,
    // An idle pool does not keep the process alive (the in-process engine did not).
    allowExitOnIdle: true,
  });
  survivesLostConnections(pool);
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    engine: 'pglite',
    ownedByProcess: true,
    changeSource: { engine: 'pglite', client: thread },
    migrate: async () => {
      await migrateNodePg(drizzleNodePg({ client: pool, schema }), {
        migrationsFolder: MIGRATIONS_FOLDER,
      });
    },
    close: async () => {
      await pool.end();
      await thread.close();
      unlock();
    },
  };
}
