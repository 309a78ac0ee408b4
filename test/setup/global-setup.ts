import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { buildCli } from '../../scripts/build-cli.ts';
import { buildConsole } from '../../scripts/build-console.ts';
import { buildServer } from '../../scripts/build-server.ts';
import { dumpMigratedPglite, openDatabase } from '../../src/db/client.ts';
import { buildPgliteTemplate, PGLITE_TEMPLATE_FILE } from '../../src/db/pglite-template.ts';
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
  // The CLI tests run bin/refcheck.js, which runs dist/cli, and the process tests run
  // dist/server.js and dist/worker.js (test/helpers/server-process.ts): fresh before any starts.
  await buildCli();
  await buildServer();
  if (project.config.env?.TEST_ENGINE === 'postgresql') return setUpPostgres(project);
  // The console's browser tests and routes serve dist/console: build it if its sources changed
  // (once: the other PGlite project, the document tests, does not serve it).
  if (project.name === 'pglite') await buildConsole();
  // The template `npm start` loads too (dist/, rebuilt when the migrations or PGlite changed).
  await buildPgliteTemplate(dumpMigratedPglite);
  project.provide('pgliteTemplate', PGLITE_TEMPLATE_FILE);
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
