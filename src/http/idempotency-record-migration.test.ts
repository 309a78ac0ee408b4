import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testEngine } from '../../test/helpers/db.ts';
import { openBytes, seal } from '../core/sealed.ts';
import { rowsOf } from '../db/rows.ts';

/**
 * Migration 0033 (issue 45) turns the records already written (a hex hash, a
 * sealed answer as a JSON string of text, an answer stored before answers were
 * sealed as plain JSON) into the binary form, and each still opens: a retry
 * within its 24 hours replays across the upgrade. Run on a copy of the table
 * as 0032 left it, in a schema of its own (the test database is dropped after).
 */

const MIGRATION = readFileSync(
  join(import.meta.dirname, '../db/migrations/0033_idempotency_record_bytes.sql'),
  'utf8',
);
const SECRET = 'a-secret-key-of-at-least-32-characters!!';
const HASH = 'ab'.repeat(32);

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

describe(`migration 0033: Idempotency-Key records as bytes, on ${testEngine()}`, () => {
  it('keeps every record already written readable: sealed text, plain JSON and claims', async () => {
    const sealed = seal(SECRET, 'idempotent-response:idem_sealed', '{"id":"req_1"}');
    const rows = await database.db.transaction(async (tx) => {
      await tx.execute(sql`create schema migration_0033`);
      await tx.execute(sql`set local search_path to migration_0033`);
      await tx.execute(sql`create table idempotency_keys (
        id text not null, request_hash text not null, response_status integer,
        response_body jsonb, expires_at timestamptz not null, created_at timestamptz not null)`);
      await tx.execute(sql`insert into idempotency_keys values
        ('idem_sealed', ${HASH}, 200, to_jsonb(${sealed}::text), now(), now()),
        ('idem_plain', ${HASH}, 201, '{"hello":"before sealing"}', now(), now()),
        ('idem_claim', ${HASH}, null, null, now(), now())`);
      for (const statement of MIGRATION.split('--> statement-breakpoint')) {
        await tx.execute(sql.raw(statement));
      }
      const result = await tx.execute(
        sql`select id, request_hash as "hash", response_body as "body" from idempotency_keys order by id`,
      );
      return rowsOf<{ id: string; hash: Buffer; body: Buffer | null }>(result);
    });
    expect(rows.map((row) => row.id)).toEqual(['idem_claim', 'idem_plain', 'idem_sealed']);
    for (const row of rows) expect(Buffer.from(row.hash).toString('hex')).toBe(HASH);
    const [claim, plain, sealedRow] = rows;
    expect(claim!.body).toBeNull();
    expect(openBytes(SECRET, 'idempotent-response:idem_plain', plain!.body!)).toBe(
      '{"hello": "before sealing"}',
    );
    expect(openBytes(SECRET, 'idempotent-response:idem_sealed', sealedRow!.body!)).toBe(
      '{"id":"req_1"}',
    );
  });
});
