import { createHash, randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildConsole } from '../../scripts/build-console.ts';
import { MIGRATIONS_FOLDER, openDatabase } from '../../src/db/client.ts';
import { adminQuery, withDatabase } from '../helpers/db.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball (PGlite `dumpDataDir`) of a migrated database; PGlite test files load it. */
    pgliteTemplate?: string;
    /** A migrated database on the PostgreSQL server; test files copy it (`CREATE DATABASE … TEMPLATE`). */
    postgresTemplate?: string;
  }
}

/**
 * vitest globalSetup: migrates one database per run, which every test file
 * then starts from (see test/helpers/db.ts createTestDatabase) instead of
 * running initdb and the migrations itself.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | void> {
  if (project.config.env?.TEST_ENGINE === 'postgresql') return setUpPostgres(project);
  // The console's browser tests and routes serve dist/console: build it if its sources changed
  // (once: the other PGlite project, the document tests, does not serve it).
  if (project.name === 'pglite') await buildConsole();
  project.provide('pgliteTemplate', await pgliteTemplateFile());
}

/**
 * PGlite: one in-memory database migrated and dumped (an uncompressed tar, so
 * loading skips a gunzip). Cached in the OS temp dir under a hash of the
 * migrations and the PGlite version, so a run with unchanged migrations does
 * not even build it.
 */
async function pgliteTemplateFile(): Promise<string> {
  const cacheDir = path.join(tmpdir(), 'refcheck-test-cache');
  const file = path.join(cacheDir, `pglite-template-${templateKey()}.tar`);
  if (existsSync(file)) return file;
  const database = await openDatabase({});
  try {
    await database.migrate();
    const source = database.changeSource;
    if (source.engine !== 'pglite') throw new Error('openDatabase({}) should open PGlite');
    const tarball = Buffer.from(await (await source.client.dumpDataDir('none')).arrayBuffer());
    mkdirSync(cacheDir, { recursive: true });
    // Written aside and renamed: a concurrent run never reads half a file.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, tarball);
    renameSync(partial, file);
  } finally {
    await database.close();
  }
  return file;
}

/**
 * PostgreSQL: a migrated database of this run (named like the per-file ones,
 * so CI's clean-up of `refcheck_t_%` catches it after an interrupted run),
 * dropped when the run ends.
 */
async function setUpPostgres(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_ENGINE=postgresql needs TEST_DATABASE_URL');
  const name = `refcheck_t_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const database = await openDatabase({ databaseUrl: withDatabase(serverUrl, name), poolSize: 1 });
  try {
    await database.migrate();
  } finally {
    // A template must have no connections while it is copied.
    await database.close();
  }
  project.provide('postgresTemplate', name);
  return async () => {
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
}

/** A hash of every migration file and of the PGlite version (its data directory format). */
function templateKey(): string {
  const hash = createHash('sha256');
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const pglitePackage = path.join(pgliteEntry, '..', '..', 'package.json');
  hash.update(JSON.parse(readFileSync(pglitePackage, 'utf8')).version);
  for (const relative of listFiles(MIGRATIONS_FOLDER)) {
    hash
      .update(relative)
      .update('\0')
      .update(readFileSync(path.join(MIGRATIONS_FOLDER, relative)));
  }
  return hash.digest('hex').slice(0, 16);
}

function listFiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) =>
      entry.isDirectory()
        ? listFiles(path.join(dir, entry.name), `${prefix}${entry.name}/`)
        : [`${prefix}${entry.name}`],
    );
}
