import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db, Executor, Tx } from './client.ts';

/**
 * Work that must commit with whatever business transaction the current call
 * runs, written inside it just before COMMIT and given the transaction's
 * result. The HTTP layer uses it to write an idempotent call's key record,
 * with its answer, in the same commit as the change it answers; a hook that
 * throws rolls the whole transaction back (docs/idempotency.md).
 */
export type BeforeCommit = (tx: Tx, result: unknown) => Promise<void>;

const beforeCommitHooks = new AsyncLocalStorage<BeforeCommit>();

/** Runs `work` with `hook` attached to every outermost transaction it opens. */
export function withBeforeCommit<T>(hook: BeforeCommit, work: () => Promise<T>): Promise<T> {
  return beforeCommitHooks.run(hook, work);
}

/**
 * Runs code that outlives the current call (a timer, a background flush)
 * without the call's before-commit hook: its transactions are not the call's.
 */
export function detachedFromCall<T>(work: () => T): T {
  return beforeCommitHooks.exit(work);
}

/**
 * Runs `work` in one transaction: the change, its audit events and its outbox
 * jobs commit together or not at all. Inside, use the `tx` handed in, never
 * the global `db` (on PGlite that would wait forever for the one connection).
 * Nested calls reuse the outer transaction.
 */
export async function inTransaction<T>(
  executor: Executor,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  if (isTransaction(executor)) return work(executor);
  const hook = beforeCommitHooks.getStore();
  if (!hook) return (executor as Db).transaction(work);
  return (executor as Db).transaction(async (tx) => {
    const result = await work(tx);
    await hook(tx, result);
    return result;
  });
}

function isTransaction(executor: Executor): executor is Tx {
  return 'rollback' in executor && typeof (executor as Tx).rollback === 'function';
}

/**
 * Runs `work`, which writes with ONE statement, atomically. A statement is
 * its own transaction, so when nothing waits for the commit it runs on the
 * executor as it is: one round trip instead of BEGIN, the statement and
 * COMMIT. Under a before-commit hook (an idempotent call storing its answer)
 * or inside a caller's transaction it runs in that transaction, as
 * inTransaction would. `work` may repeat its statement when the first run
 * wrote nothing (each run is then atomic on its own).
 */
export async function inOneStatement<T>(
  executor: Executor,
  work: (db: Executor) => Promise<T>,
): Promise<T> {
  if (isTransaction(executor) || beforeCommitHooks.getStore()) {
    return inTransaction(executor, work);
  }
  return work(executor);
}
