import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import {
  AFTER_COMMIT_OPTIONS,
  announceAfterCommit,
  announcingTransactions,
} from './after-commit.ts';
import type { ChangeSource } from './change-feed.ts';
import { MIGRATIONS_FOLDER, templateForNewDataDir } from './pglite-template.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** What a repo function runs its queries on: the pool, or the caller's transaction. */
export type Executor = Db | Tx;

export type Engine = 'pglite' | 'postgresql';

export interface Database {
  db: Db;
  engine: Engine;
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
  loadDataDir?: Blob;
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
  const pool = new pg.Pool({ connectionString: url, max, options: AFTER_COMMIT_OPTIONS });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => {});
  announceAfterCommit(pool);
  const db = announcingTransactions(drizzleNodePg({ client: pool, schema })) as unknown as Db;
  return {
    db,
    engine: 'postgresql',
    changeSource: { engine: 'postgresql', url },
    migrate: () => migratePostgres(url),
    close: () => pool.end(),
  };
}

/**
 * On a connection of its own, without the pool's options: a migration that
 * writes rows notifies in its transaction, as any session other than the
 * application's does.
 */
async function migratePostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await migrateNodePg(drizzleNodePg({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.end();
  }
}

/**
 * Candidate search runs through a trigram index within the tenant (btree_gin
 * puts tenant_id in the GIN index), as on a PostgreSQL server.
 */
const PGLITE_EXTENSIONS = { pg_trgm, btree_gin };

/**
 * A fresh in-memory PGlite with every migration applied, dumped as an
 * uncompressed tarball (loading it then skips a gunzip): the template of
 * pglite-template.ts.
 */
export async function dumpMigratedPglite(): Promise<Uint8Array> {
  const database = await openPglite(undefined, undefined);
  try {
    await database.migrate();
    const source = database.changeSource;
    if (source.engine !== 'pglite') throw new Error('openPglite opened another engine');
    return new Uint8Array(await (await source.client.dumpDataDir('none')).arrayBuffer());
  } finally {
    await database.close();
  }
}

async function openPglite(
  dataDir: string | undefined,
  loadDataDir: Blob | undefined,
): Promise<Database> {
  const directory = !dataDir || dataDir.startsWith('memory://') ? undefined : path.resolve(dataDir);
  if (directory) mkdirSync(path.dirname(directory), { recursive: true });
  const client = new PGlite({
    dataDir: directory,
    loadDataDir: loadDataDir ?? (directory ? templateForNewDataDir(directory) : undefined),
    extensions: PGLITE_EXTENSIONS,
  });
  await client.waitReady;
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    engine: 'pglite',
    changeSource: { engine: 'pglite', client },
    migrate: async () => {
      await migratePglite(drizzlePglite({ client, schema }), {
        migrationsFolder: MIGRATIONS_FOLDER,
      });
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}
