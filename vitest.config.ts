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
  include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  pool: 'forks' as const,
  // Migrates one template database per run; every file starts from a copy of it.
  globalSetup: ['test/setup/global-setup.ts'],
};

export default defineConfig({
  test: {
    projects: [
      { test: { ...shared, name: 'pglite', env: { TEST_ENGINE: 'pglite' } } },
      ...(postgresUrl
        ? [{ test: { ...shared, name: 'postgres', env: { TEST_ENGINE: 'postgresql' } } }]
        : []),
    ],
  },
});
