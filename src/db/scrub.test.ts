import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testEngine } from '../../test/helpers/db.ts';
import { rowsOf } from './rows.ts';
import { scrubbed } from './scrub.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

async function scrub(text: string, needles: string[]): Promise<string> {
  const result = await database.db.execute(
    sql`select ${scrubbed(sql`${text}::text`, needles)} as out`,
  );
  return rowsOf<{ out: string }>(result)[0]!.out;
}

describe(`scrubbed (erasure's free-text replace) on ${testEngine()}`, () => {
  it('replaces whole names, e-mails and phones in any case', async () => {
    expect(
      await scrub('Eve Zed wrote to eve.1@example.org and +14155551001; EVE agrees', [
        'eve.1@example.org',
        'Eve Zed',
        'Eve',
        '+14155551001',
      ]),
    ).toBe('[erased] wrote to [erased] and [erased]; [erased] agrees');
  });

  it('leaves a name inside a longer word, and the keys of a JSON text, alone', async () => {
    const json = JSON.stringify({ level: 'high', severity: 'low', name: "Eve's manager" });
    expect(JSON.parse(await scrub(json, ['Eve']))).toEqual({
      level: 'high',
      severity: 'low',
      name: "[erased]'s manager",
    });
  });
});
