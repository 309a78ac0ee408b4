import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import SlowestFirstSequencer from './test/setup/sequencer.ts';

/**
 * The suite runs on the embedded engine, and again on PostgreSQL when
 * TEST_DATABASE_URL is set (each test file in its own database). Only the
 * files that reach the database run twice (see `engineFreeFiles`).
 *
 * TEST_FAST=1 (`npm run test:fast`) is the loop for the engineer at work:
 * the embedded engine only, without the files that drive Chromium, start
 * processes or crash them.
 */
const postgresUrl = process.env.TEST_DATABASE_URL;
const fast = process.env.TEST_FAST === '1';
if (!postgresUrl && !fast) {
  console.log(
    'TEST_DATABASE_URL is unset: the PostgreSQL run of the suite is skipped (PGlite only).',
  );
}

const TEST_ROOTS = ['src', 'test', 'cli'];
const include = TEST_ROOTS.map((root) => `${root}/**/*.test.ts`);

/**
 * Tests that compare the OpenAPI document with a committed or generated copy
 * run in a project of their own: the document is built from zod's global
 * schema registry, and a worker that ran other files first (some bundle their
 * own zod on the same registry, such as playwright-core) can answer it
 * differently. So does the committed SQL's test: the statements it compares
 * are those the product's modules build, not a test file's own. A worker runs
 * one project's files only, so these share a module graph with each other and
 * nothing else: a fresh graph for each file (`isolate: true`) cost 57 of the
 * project's 260 CPU seconds and changed no answer (2026-12-03).
 */
const documentTests = ['test/openapi/**/*.test.ts', 'cli/**/*.test.ts', 'src/db/queries.test.ts'];

/**
 * Suites whose subject is not the engine, run on the embedded one only: the
 * pages (Chromium), the CLI and the OpenAPI document are clients of the API,
 * whose behaviour on PostgreSQL the API's own tests cover. The OpenAPI tests
 * that check real answers against the document (answers, response
 * validation) run on both.
 */
const clientSuites = [
  'test/browser/**',
  'cli/**',
  'test/architecture/**',
  'test/openapi/built-server.test.ts',
  'test/openapi/examples.test.ts',
  'test/openapi/generated-client.test.ts',
  'test/openapi/lint.test.ts',
  'test/openapi/schema-fuzz.test.ts',
];

/** What makes a test file reach the database: the test app or database helpers, src/db, or the engine's name. */
const REACHES_DATABASE =
  /helpers\/(app|db|factories|participants|common-route-tests|db-search|lock-wait)\.ts|databaseUrl|TEST_DATABASE_URL|TEST_ENGINE|testEngine|from '(\.\.?\/)+(src\/)?db\//;

/** Test files that never open a database (pure units, corpora): a second run on PostgreSQL would repeat them. */
function engineFreeFiles(): string[] {
  return TEST_ROOTS.flatMap((root) =>
    readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((path) => path.endsWith('.test.ts'))
      .map((path) => `${root}/${path}`)
      .filter((file) => !REACHES_DATABASE.test(readFileSync(file, 'utf8'))),
  );
}

/** Files the fast loop leaves out: Chromium, server and CLI processes, crashes. */
const slowSuites = [
  'test/browser/**',
  'test/e2e/**',
  'cli/**',
  'test/openapi/built-server.test.ts',
  'test/openapi/generated-client.test.ts',
  'test/openapi/lint.test.ts',
  'src/db/data-dir-lock.test.ts',
  'src/modules/identity/console-sign-in.test.ts',
  'src/modules/identity/first-key.test.ts',
];

const shared = {
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // expect.poll waits for what a page or a worker does next; its 1 s default failed in
  // browser tests on a loaded 2-core machine (an assistant turn still "Thinking…").
  expect: { poll: { timeout: 15_000 } },
  pool: 'forks' as const,
  // A worker process runs file after file with its modules loaded (the app's
  // imports, PGlite's compiled wasm) instead of loading them again for each
  // file. Files stay independent: each builds its own app and database, and
  // none mocks modules or changes globals.
  isolate: false,
  // vitest's default is one worker less than the CPUs, so one on 2 cores,
  // where the main process is mostly idle while workers run the tests. One
  // more than the CPUs (3) did not pay: the embedded engine's files on a quiet
  // 2-core machine took 1,020 s with three workers and 1,016 s with two
  // (2026-11-30); the waiting is spread too thin for a third to fill it.
  maxWorkers: Math.max(2, availableParallelism() - 1),
  // Migrates one template database per run; every file starts from a copy of it.
  globalSetup: ['test/setup/global-setup.ts'],
};

function engineProjects(name: string, engine: string, exclude: string[]) {
  return [
    {
      test: {
        ...shared,
        name,
        include,
        env: { TEST_ENGINE: engine },
        exclude: [...documentTests, ...exclude],
      },
    },
    {
      test: {
        ...shared,
        name: `${name}-document`,
        env: { TEST_ENGINE: engine },
        include: documentTests,
        exclude,
      },
    },
  ];
}

export default defineConfig({
  test: {
    // The slowest files first, whatever their project, so the workers end together.
    sequence: { sequencer: SlowestFirstSequencer },
    projects: [
      ...engineProjects('pglite', 'pglite', fast ? slowSuites : []),
      ...(postgresUrl && !fast
        ? engineProjects('postgres', 'postgresql', [...clientSuites, ...engineFreeFiles()])
        : []),
    ],
  },
});
