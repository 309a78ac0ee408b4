import type { Writable } from 'node:stream';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { announcingAfterCommit } from './after-commit.ts';
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
   * transaction's result. Without it a one-statement use case runs without
   * BEGIN/COMMIT.
   *
   * The hook writes with ONE statement, sent before the hook returns (a
   * `preparedStatement` call sends synchronously): the COMMIT goes out right
   * behind it, in the same round trip. So the hook refuses by making its
   * statement fail (the transaction is then aborted and the COMMIT rolls it
   * back), or by throwing before it sends anything; never by throwing after
   * its statement succeeded. A hook that sent nothing by the time it returns
   * is awaited before COMMIT is sent.
   */
  readonly beforeCommit?: (tx: Tx, answer: Answer) => Promise<void>;
  /**
   * The same record as `beforeCommit`'s, to be written by the use case's own one statement
   * instead (inOneStatement given its answer before the statement runs), or undefined when
   * this answer cannot be (the hook then runs as usual).
   */
  readonly answerRecord?: (answer: Answer) => AnswerRecord | undefined;
}

/** The parameters of the record a use case's statement writes (merged into its own). */
export type AnswerRecordParams = Readonly<Record<string, unknown>>;

/**
 * A unit of work's record written by the use case's own statement (UnitOfWork.answerRecord):
 * the parameters of its owner's SQL fragment (src/http/idempotency.repo.ts answerRecordSql),
 * and what its owner makes of the statement's outcome.
 */
export interface AnswerRecord {
  readonly params: AnswerRecordParams;
  /** The statement succeeded: the record is committed with the change. */
  written(): void;
  /** The statement failed: the error to report instead (the record's own refusal, or `error`). */
  failed(error: unknown): unknown;
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
  return announcingAfterCommit(() => pipelinedTransaction(on.db, work, beforeCommit));
}

/** What tx.ts needs of Drizzle's node-postgres session (drizzle-orm/node-postgres/session.js). */
interface NodePgSessionParts {
  client: pg.Pool;
  dialect: ConstructorParameters<typeof NodePgSession>[1];
  schema: ConstructorParameters<typeof NodePgSession>[2];
  options: ConstructorParameters<typeof NodePgSession>[3];
}

/**
 * A transaction whose statements go out in as few round trips as they can
 * (the pools run node-postgres in pipeline mode, client.ts): BEGIN with the
 * work's first statement, and the hook's statement with COMMIT. Under load a
 * round trip costs a turn of a busy event loop while the transaction holds
 * its connection (on PGlite, the engine's one session), so an idempotent
 * create costs two of them instead of four (bench/results). Otherwise it is
 * Drizzle's own transaction (session.js), with the same Tx handed to `work`.
 */
async function pipelinedTransaction<T>(
  db: Db,
  work: (tx: Tx) => Promise<T>,
  beforeCommit: (tx: Tx, answer: T) => Promise<void>,
): Promise<T> {
  const session = db._.session as unknown as NodePgSessionParts;
  const client = await session.client.connect();
  const tx = new NodePgTransaction(
    session.dialect,
    new NodePgSession(client, session.dialect, session.schema, session.options),
    session.schema,
  ) as unknown as Tx;
  let begun: Promise<unknown> = Promise.resolve();
  let ended = false;
  try {
    const working = inOnePacket(client, () => {
      // Its failure (the connection lost) is the first statement's too.
      begun = client.query('begin');
      begun.catch(() => {});
      return work(tx);
    });
    const result = await working;
    await begun;
    const { sent, commit } = inOnePacket(client, () => {
      const sent = statementsSentBy(client, () => beforeCommit(tx, result));
      sent.done.catch(() => {});
      // A hook that sent nothing yet is awaited first (see UnitOfWork.beforeCommit).
      return { sent, commit: sent.count > 0 ? client.query('commit') : undefined };
    });
    if (!commit) await sent.done;
    ended = true;
    const committed = commit ?? client.query('commit');
    // A failed hook statement aborted the transaction: the COMMIT behind it rolls it back.
    await sent.done.catch(async (error: unknown) => {
      await committed.catch(() => {});
      throw error;
    });
    await committed;
    return result;
  } catch (error) {
    if (!ended) await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/**
 * Runs `send` with `client`'s socket corked: the queries it sends leave in
 * one packet (one write here, one read for the server) instead of one each.
 * The embedded engine's stream already sends the writes of one tick together.
 */
function inOnePacket<T>(client: pg.PoolClient, send: () => T): T {
  const stream = (client as unknown as { connection?: { stream?: Writable } }).connection?.stream;
  stream?.cork();
  try {
    return send();
  } finally {
    stream?.uncork();
  }
}

/** Runs `send` and counts the queries it put on `client` before returning. */
function statementsSentBy<T>(
  client: pg.PoolClient,
  send: () => Promise<T>,
): { count: number; done: Promise<T> } {
  const query = client.query;
  let count = 0;
  client.query = ((...args: Parameters<typeof query>) => {
    count += 1;
    return query.apply(client, args);
  }) as typeof query;
  try {
    return { done: send(), count };
  } catch (error) {
    return { done: Promise.reject(error), count };
  } finally {
    client.query = query;
  }
}

/**
 * Whether `on` can have the use case's one statement write its answer's record (a unit of
 * work with an Idempotency-Key): a use case that can decide its answer before its statement
 * runs then passes it to inOneStatement (`answer.known`).
 */
export function storesAnswer(on: UnitOfWork<never> | Tx): boolean {
  return !isTransaction(on) && on.answerRecord !== undefined;
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
 *
 * `answer.known`: the result `work` will return, decided before its statement runs. When the
 * unit can have it recorded by that statement (UnitOfWork.answerRecord), `work` is given the
 * record's parameters and its ONE statement must write the record with the change (its
 * owner's fragment, src/http/idempotency.repo.ts answerRecordSql): one statement, atomic
 * without BEGIN/COMMIT. That statement must FAIL when it would answer otherwise; `work`
 * then returns `answer.known` itself. Otherwise `work` is given none and runs as above.
 */
export async function inOneStatement<T>(
  on: UnitOfWork<T> | Tx,
  work: (db: Executor, answerRecord?: AnswerRecordParams) => Promise<T>,
  answer?: { known: T },
): Promise<T> {
  if (isTransaction(on)) return work(on);
  if (!on.beforeCommit) return work(on.db);
  const record = answer ? on.answerRecord?.(answer.known) : undefined;
  if (!record) return inTransaction(on, (tx) => work(tx));
  return work(on.db, record.params).then(
    (result) => {
      record.written();
      return result;
    },
    (error: unknown) => {
      throw record.failed(error);
    },
  );
}
