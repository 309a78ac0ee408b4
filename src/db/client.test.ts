import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../test/helpers/app.ts';
import { createTestDatabase, testEngine } from '../../test/helpers/db.ts';
import { buildApp } from '../app.ts';
import { openDatabase } from './client.ts';
import { jobs } from './schema/index.ts';

describe('migrations', () => {
  it(`apply on ${testEngine()} and are idempotent`, async () => {
    const database = await createTestDatabase();
    try {
      await database.migrate();
      const result = await database.db.execute(
        sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
      );
      const tables = (result as unknown as { rows: { table_name: string }[] }).rows.map(
        (r) => r.table_name,
      );
      expect(tables).toEqual(
        expect.arrayContaining(['jobs', 'api_keys', 'audit_events', 'reference_requests']),
      );
      expect(database.engine).toBe(testEngine());
      expect(database.ownedByProcess).toBe(testEngine() === 'pglite');
    } finally {
      await database.destroy();
    }
  });
});

// Two openings of a data directory on disk: seconds each on a loaded machine.
describe.runIf(testEngine() === 'pglite')(
  'the embedded engine on disk',
  { timeout: 90_000 },
  () => {
    it('keeps data across a graceful shutdown and a restart', async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'refcheck-persist-'));
      const config = testConfig({ DATA_DIR: dataDir });
      const first = await buildApp({ config });
      let release!: () => void;
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      first.get('/test/slow', async () => {
        await gate;
        await first.ctx.db
          .insert(jobs)
          .values({ id: 'job_persisted', type: 'email.send', payload: {}, runAt: new Date() });
        return { ok: true };
      });
      await first.listen({ port: 0, host: '127.0.0.1' });
      const address = first.server.address() as { port: number };
      const inFlight = fetch(`http://127.0.0.1:${address.port}/test/slow`);
      await new Promise((resolve) => setTimeout(resolve, 100));
      const closing = first.close();
      release();
      const response = await inFlight;
      expect(response.status).toBe(200);
      await closing;

      const reopened = await openDatabase({ dataDir: path.join(dataDir, 'pgdata') });
      try {
        const rows = await reopened.db.select({ id: jobs.id }).from(jobs);
        expect(rows).toEqual([{ id: 'job_persisted' }]);
      } finally {
        await reopened.close();
      }
    });
  },
);
