import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * The suite runs on the embedded engine, and again on PostgreSQL when
 * TEST_DATABASE_URL is set (each test file in its own database).
 */
const postgresUrl = process.env.TEST_DATABASE_URL;
if (!postgresUrl) {
  console.log(
    'TEST_DATABASE_URL is unset: the PostgreSQL run of the suite is skipped (PGlite only).',
  );
}

const shared = {
  include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'cli/**/*.test.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  pool: 'forks' as const,
  // A worker process runs file after file with its modules loaded (the app's
  // imports, PGlite's compiled wasm) instead of loading them again for each
  // file. Files stay independent: each builds its own app and database, and
  // none mocks modules or changes globals.
  isolate: false,
  // vitest's default is one worker less than the CPUs, so one on 2 cores,
  // where the main process is mostly idle while workers run the tests.
  maxWorkers: Math.max(2, availableParallelism() - 1),
  // Migrates one template database per run; every file starts from a copy of it.
  globalSetup: ['test/setup/global-setup.ts'],
};

/**
 * Tests that compare the OpenAPI document with a committed or generated copy
 * run in a fresh module graph each: the document is built from zod's global
 * schema registry, and a worker that ran other files first (some bundle their
 * own zod on the same registry, such as playwright-core) can answer it
 * differently.
 */
const documentTests = ['test/openapi/**/*.test.ts', 'cli/**/*.test.ts'];

function engineProjects(name: string, engine: string) {
  return [
    { test: { ...shared, name, env: { TEST_ENGINE: engine }, exclude: documentTests } },
    {
      test: {
        ...shared,
        name: `${name}-document`,
        env: { TEST_ENGINE: engine },
        include: documentTests,
        isolate: true,
      },
    },
  ];
}

export default defineConfig({
  test: {
    projects: [
      ...engineProjects('pglite', 'pglite'),
      ...(postgresUrl ? engineProjects('postgres', 'postgresql') : []),
    ],
  },
});
