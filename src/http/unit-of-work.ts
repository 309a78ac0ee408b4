import type { FastifyRequest } from 'fastify';
import type { UnitOfWork } from '../db/tx.ts';
import {
  answerRecordInStatement,
  answerStoredWithCommit,
  keySpentWithCommit,
} from './idempotency.ts';

/**
 * The unit of work a route hands to its use case: `route → service(ctx,
 * unitOfWorkOf(request), …)`. With an Idempotency-Key, the use case's
 * transaction stores its result as the route's answer in the same commit
 * (docs/idempotency.md); without one it commits the change alone. Only the
 * route's own use case may take it: its transaction's result must be exactly
 * what the route answers.
 */
export function unitOfWorkOf(request: FastifyRequest): UnitOfWork {
  const { db } = request.server.ctx;
  const beforeCommit = answerStoredWithCommit(request);
  const answerRecord = answerRecordInStatement(request);
  return beforeCommit ? { db, beforeCommit, answerRecord } : { db };
}

/**
 * The unit of work of the steps of a call that commits several transactions
 * (an agent turn, whose tools each run a use case): with an
 * Idempotency-Key, each commit marks the key as spent (a 409 until the
 * call's real answer is stored on send) and never stores a step's result as
 * the answer.
 */
export function unitOfWorkOfSteps(request: FastifyRequest): UnitOfWork {
  const { db } = request.server.ctx;
  const beforeCommit = keySpentWithCommit(request);
  return beforeCommit ? { db, beforeCommit } : { db };
}
