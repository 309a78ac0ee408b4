import type { Db, Executor, Tx } from './client.ts';

/**
 * What a use case commits its change through, handed to it by its caller:
 * the database and, when the caller has something that must commit with the
 * change, the hook that writes it. The HTTP layer builds one per request
 * (src/http/unit-of-work.ts): with an Idempotency-Key its hook stores the
 * answer in the same commit as the change (docs/idempotency.md). A job, a
 * script or a test passes `unitOfWork(db)`, which stores nothing else.
 *
 * `Answer` is what the hook is given: a use case that takes a
 * `UnitOfWork<Answer>` promises that the result of its transaction is its
 * answer, exactly what its route sends back.
 */
export interface UnitOfWork<Answer = unknown> {
  readonly db: Db;
  /**
   * Written inside the outermost transaction just before COMMIT, given the
   * transaction's result; a hook that throws rolls the whole transaction
   * back. Without it a one-statement use case runs without BEGIN/COMMIT.
   */
  readonly beforeCommit?: (tx: Tx, answer: Answer) => Promise<void>;
}

/** A unit of work that commits the change and nothing else: jobs, scripts, tests, seeds. */
export function unitOfWork(db: Db): UnitOfWork {
  return { db };
}

/**
 * Runs `work` in one transaction: the change, its audit events and its outbox
 * jobs commit together or not at all. Inside, use the `tx` handed in, never
 * the global `db` (on PGlite that would wait forever for the one connection).
 *
 * Given a unit of work, it opens the transaction and, when the unit carries a
 * `beforeCommit` hook, runs the hook with `work`'s result just before COMMIT.
 * Given a caller's `tx`, it runs in that transaction (the hook, if any, is
 * the caller's, who opened it).
 */
export async function inTransaction<T>(
  on: UnitOfWork<T> | Tx,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  if (isTransaction(on)) return work(on);
  const { beforeCommit } = on;
  if (!beforeCommit) return on.db.transaction(work);
  return on.db.transaction(async (tx) => {
    const result = await work(tx);
    await beforeCommit(tx, result);
    return result;
  });
}

/** Whether a use case was handed its caller's transaction rather than a unit of work. */
export function isTransaction(on: UnitOfWork<never> | Tx): on is Tx {
  return 'rollback' in on && typeof on.rollback === 'function';
}

/**
 * Runs `work`, which writes with ONE statement, atomically. A statement is
 * its own transaction, so when nothing must commit with it (a unit of work
 * without a `beforeCommit` hook) it runs on the database as it is: one round
 * trip instead of BEGIN, the statement and COMMIT. With a hook (an idempotent
 * call storing its answer) it runs in a transaction that the hook joins
 * before COMMIT; in a caller's `tx` it runs there. `work` may repeat its
 * statement when the first run wrote nothing (each run is then atomic on its
 * own).
 */
export async function inOneStatement<T>(
  on: UnitOfWork<T> | Tx,
  work: (db: Executor) => Promise<T>,
): Promise<T> {
  if (isTransaction(on)) return work(on);
  if (on.beforeCommit) return inTransaction(on, work);
  return work(on.db);
}
