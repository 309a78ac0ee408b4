import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { pgliteTemplateIsStale, templateForNewDataDir } from './pglite-template.ts';

// The suite's global setup built the template (test/setup/global-setup.ts).
describe.skipIf(process.env.TEST_ENGINE === 'postgresql')('the PGlite template', () => {
  it('is up to date with the migrations and the installed PGlite', () => {
    expect(pgliteTemplateIsStale()).toBe(false);
  });

  it('is offered to a new data directory only, never over a database', () => {
    const fresh = path.join(mkdtempSync(path.join(tmpdir(), 'refcheck-template-')), 'pgdata');
    expect(templateForNewDataDir(fresh)).toBeInstanceOf(Uint8Array);
    mkdirSync(fresh);
    writeFileSync(path.join(fresh, 'PG_VERSION'), '18');
    expect(templateForNewDataDir(fresh)).toBeUndefined();
  });

  it('gives a new data directory a migrated database', async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'refcheck-template-')), 'pgdata');
    const database = await openDatabase({ dataDir });
    try {
      // Before any migration runs here: the tables came with the template.
      const tables = await database.db.execute(
        sql`select count(*)::int as n from information_schema.tables where table_name = 'api_keys'`,
      );
      expect((tables as unknown as { rows: unknown[] }).rows[0]).toEqual({ n: 1 });
    } finally {
      await database.close();
    }
  });
});
