import type { Db, Executor, Tx } from './client.ts';

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
  return (executor as Db).transaction(work);
}

function isTransaction(executor: Executor): executor is Tx {
  return 'rollback' in executor && typeof (executor as Tx).rollback === 'function';
}
