import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testEngine } from '../../test/helpers/db.ts';
import type { Executor, Tx } from './client.ts';
import { preparedStatement } from './prepared.ts';
import { inOneStatement, inTransaction, type UnitOfWork, unitOfWork } from './tx.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`create table tx_test_notes (note text not null)`);
});
afterAll(() => database.destroy());

const insertNote = (db: Executor, note: string) =>
  db.execute(sql`insert into tx_test_notes (note) values (${note})`);

async function notes(): Promise<string[]> {
  const result = (await database.db.execute(
    sql`select note from tx_test_notes order by note`,
  )) as unknown as { rows: { note: string }[] };
  return result.rows.map((row) => row.note);
}

const inBlock = (db: Executor) => 'rollback' in db;

const insertNullNote = preparedStatement<never, Record<string, never>>(
  'tx_test_null_note',
  sql`insert into tx_test_notes (note) values (null)`,
);
const insertNamedNote = preparedStatement<never, { note: string }>(
  'tx_test_named_note',
  sql`insert into tx_test_notes (note) values (${sql.placeholder('note')})`,
);

describe(`the unit of work on ${testEngine()}`, () => {
  it('runs the hook in the transaction, before COMMIT, with the work’s result', async () => {
    const seen: unknown[] = [];
    const uow: UnitOfWork<{ id: string }> = {
      db: database.db,
      beforeCommit: async (tx, answer) => {
        seen.push(answer);
        await insertNote(tx, `answer-${answer.id}`);
      },
    };
    const result = await inTransaction(uow, async (tx) => {
      await insertNote(tx, 'change-1');
      return { id: '1' };
    });
    expect(result).toEqual({ id: '1' });
    expect(seen).toEqual([{ id: '1' }]);
    expect(await notes()).toEqual(expect.arrayContaining(['answer-1', 'change-1']));
  });

  it('a hook that throws rolls the change back with it', async () => {
    const uow: UnitOfWork = {
      db: database.db,
      beforeCommit: async (tx) => {
        await insertNote(tx, 'answer-2');
        throw new Error('lost the key');
      },
    };
    await expect(inTransaction(uow, (tx) => insertNote(tx, 'change-2'))).rejects.toThrow(
      'lost the key',
    );
    expect(await notes()).not.toContain('change-2');
    expect(await notes()).not.toContain('answer-2');
  });

  it('a hook whose one statement fails (sent with the COMMIT behind it) rolls the change back', async () => {
    // A prepared statement is on its way when the call returns: the COMMIT follows in the same
    // round trip, and the statement's failure aborts the transaction that COMMIT ends.
    const uow: UnitOfWork = {
      db: database.db,
      beforeCommit: (tx) => insertNullNote(tx, {}).then(() => undefined),
    };
    await expect(inTransaction(uow, (tx) => insertNote(tx, 'change-3'))).rejects.toThrow(/null/);
    expect(await notes()).not.toContain('change-3');
    const kept: UnitOfWork = {
      db: database.db,
      beforeCommit: (tx) => insertNamedNote(tx, { note: 'answer-4' }).then(() => undefined),
    };
    await inTransaction(kept, (tx) => insertNote(tx, 'change-4'));
    expect(await notes()).toEqual(expect.arrayContaining(['answer-4', 'change-4']));
  });

  it('a caller’s transaction is reused and runs no hook of its own', async () => {
    let hooks = 0;
    const uow: UnitOfWork = {
      db: database.db,
      beforeCommit: async () => {
        hooks += 1;
      },
    };
    await inTransaction(uow, async (tx: Tx) => {
      const inner = await inTransaction(tx, async (same) => same === tx);
      expect(inner).toBe(true);
      await inOneStatement(tx, async (db) => expect(db).toBe(tx));
    });
    expect(hooks).toBe(1);
  });

  it('one statement runs without BEGIN/COMMIT unless the unit carries a hook', async () => {
    await inOneStatement(unitOfWork(database.db), async (db) => {
      expect(inBlock(db)).toBe(false);
      await insertNote(db, 'bare');
    });
    let stored: unknown;
    await inOneStatement(
      {
        db: database.db,
        beforeCommit: async (_tx, answer) => {
          stored = answer;
        },
      },
      async (db) => {
        expect(inBlock(db)).toBe(true);
        await insertNote(db, 'with-hook');
        return 'the answer';
      },
    );
    expect(stored).toBe('the answer');
    expect(await notes()).toEqual(expect.arrayContaining(['bare', 'with-hook']));
  });

  it('a transaction opened on its own is not another call’s: no hook is ambient', async () => {
    let hooks = 0;
    const uow: UnitOfWork = {
      db: database.db,
      beforeCommit: async () => {
        hooks += 1;
      },
    };
    await inTransaction(uow, async () => {
      // What a background flush started during the call would do (on PostgreSQL; on PGlite
      // the one connection is held by the outer transaction, so it runs after it).
      if (testEngine() === 'postgresql') {
        await inTransaction(unitOfWork(database.db), (tx) => insertNote(tx, 'detached'));
      }
    });
    expect(hooks).toBe(1);
  });

  describe('a use case that knows its answer before its statement (one statement writes its record)', () => {
    /** A unit whose record is a note the statement writes; what its owner was told, in `told`. */
    const recording = (told: string[], refusal?: Error): UnitOfWork<string> => ({
      db: database.db,
      beforeCommit: (tx, answer) => {
        told.push(`hook ${answer}`);
        return insertNamedNote(tx, { note: `answer-${answer}` }).then(() => undefined);
      },
      answerRecord: (answer) =>
        answer === 'unrecordable'
          ? undefined
          : {
              params: { recordNote: `answer-${answer}` },
              written: () => told.push(`written ${answer}`),
              failed: (error) => {
                told.push(`failed ${answer}`);
                return refusal ?? error;
              },
            },
    });
    const insertChangeAndRecord = preparedStatement<never, { note: string; recordNote: string }>(
      'tx_test_change_and_record',
      sql`with change as (insert into tx_test_notes (note) values (${sql.placeholder('note')}))
        insert into tx_test_notes (note) values (${sql.placeholder('recordNote')})`,
    );
    const insertChangeAndNullRecord = preparedStatement<never, { note: string }>(
      'tx_test_change_and_null_record',
      sql`with change as (insert into tx_test_notes (note) values (${sql.placeholder('note')}))
        insert into tx_test_notes (note) values (null)`,
    );

    it('hands the work the record, runs its one statement without BEGIN/COMMIT, and tells the owner', async () => {
      const told: string[] = [];
      const result = await inOneStatement(
        recording(told),
        async (db, record) => {
          expect(inBlock(db)).toBe(false);
          expect(record).toEqual({ recordNote: 'answer-b1' });
          await insertChangeAndRecord(db, { note: 'change-b1', recordNote: 'answer-b1' });
          return 'b1';
        },
        { known: 'b1' },
      );
      expect(result).toBe('b1');
      expect(told).toEqual(['written b1']);
      expect(await notes()).toEqual(expect.arrayContaining(['answer-b1', 'change-b1']));
    });

    it('a failing statement writes neither, and the owner says what is reported', async () => {
      const told: string[] = [];
      const refusal = new Error('the key is held');
      await expect(
        inOneStatement(
          recording(told, refusal),
          (db) => insertChangeAndNullRecord(db, { note: 'change-b2' }).then(() => 'b2'),
          { known: 'b2' },
        ),
      ).rejects.toBe(refusal);
      expect(told).toEqual(['failed b2']);
      expect(await notes()).not.toContain('change-b2');
    });

    it('an answer the unit cannot record in the statement: the hook writes it in the transaction', async () => {
      const told: string[] = [];
      const result = await inOneStatement(
        recording(told),
        async (db, record) => {
          expect(record).toBeUndefined();
          expect(inBlock(db)).toBe(true);
          await insertNote(db, 'change-b3');
          return 'unrecordable';
        },
        { known: 'unrecordable' },
      );
      expect(result).toBe('unrecordable');
      expect(told).toEqual(['hook unrecordable']);
      expect(await notes()).toEqual(expect.arrayContaining(['answer-unrecordable', 'change-b3']));
    });

    it('without a hook, the known answer changes nothing: the statement runs alone', async () => {
      const result = await inOneStatement(
        unitOfWork(database.db) as UnitOfWork<string>,
        async (db, record) => {
          expect(inBlock(db)).toBe(false);
          expect(record).toBeUndefined();
          await insertNote(db, 'change-b4');
          return 'b4';
        },
        { known: 'b4' },
      );
      expect(result).toBe('b4');
    });
  });
});
