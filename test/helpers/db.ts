import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { PGLITE_TEMPLATE_FILE } from '../../src/db/pglite-template.ts';

export type TestEngine = 'pglite' | 'postgresql';

export function testEngine(): TestEngine {
  return process.env.TEST_ENGINE === 'postgresql' ? 'postgresql' : 'pglite';
}

export interface TestDatabase extends Database {
  /** The connection string of this file's own PostgreSQL database (PostgreSQL only). */
  url?: string;
  /** Closes and, on PostgreSQL, drops the database. */
  destroy(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: an in-memory PGlite, or on
 * PostgreSQL a new database of its own so files can run in parallel.
 *
 * Both start from a template the run's globalSetup migrated once
 * (test/setup/): PGlite loads its dumped data directory instead of running
 * initdb and the migrations, PostgreSQL copies the template database.
 * Without a template (a run without the setup) they migrate as before.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (testEngine() === 'pglite') {
    const template = pgliteTemplate();
    const database = await openDatabase(template ? { loadDataDir: template } : {});
    // Applies nothing on the template: it only checks the journal.
    await database.migrate();
    return { ...database, destroy: () => database.close() };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_ENGINE=postgresql needs TEST_DATABASE_URL');
  const name = `refcheck_t_${randomBytes(6).toString('hex')}`;
  const template = inject('postgresTemplate');
  await adminQuery(serverUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = withDatabase(serverUrl, name);
  const database = await openDatabase({ databaseUrl: url, poolSize: 5 });
  await database.migrate();
  return {
    ...database,
    url,
    destroy: async () => {
      await database.close();
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

let templateBytes: Uint8Array<ArrayBuffer> | undefined;

/**
 * The migrated template's tarball, read once per worker process. Outside
 * vitest (the bench's in-process scenarios) it is the build's template.
 */
function pgliteTemplate(): Uint8Array | undefined {
  const file = process.env.VITEST ? inject('pgliteTemplate') : builtTemplate();
  if (!file) return undefined;
  templateBytes ??= readFileSync(file);
  return templateBytes;
}

function builtTemplate(): string | undefined {
  return existsSync(PGLITE_TEMPLATE_FILE) ? PGLITE_TEMPLATE_FILE : undefined;
}

export function withDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function adminQuery(serverUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
