/**
 * What a lost or refused database connection looks like, whichever layer
 * reports it: the server's SQLSTATE (class 08 connection exception; 57P01
 * admin_shutdown, which `pg_terminate_backend` sends; 57P02 crash_shutdown;
 * 57P03 cannot_connect_now, a server starting or stopping; 53300 too many
 * connections), the socket's
 * error code, or the driver's own message for a connection that ended under
 * it. Drizzle wraps the driver's error (`cause`), so the chain is followed.
 * The error model answers these 503 `unavailable` (http/problem.ts): the
 * database is away, nothing is wrong with the call.
 */
export function isConnectionLoss(error: unknown): boolean {
  const seen = new Set<unknown>();
  for (let e = error; e && typeof e === 'object' && !seen.has(e); ) {
    seen.add(e);
    const { code, message, cause, errors } = e as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (typeof code === 'string' && (LOST_CODES.has(code) || code.startsWith('08'))) return true;
    if (typeof message === 'string' && LOST_MESSAGES.some((lost) => message.includes(lost))) {
      return true;
    }
    // Node answers a refused connection to every address of a name as one AggregateError.
    if (Array.isArray(errors) && errors.some(isConnectionLoss)) return true;
    e = cause;
  }
  return false;
}

const LOST_CODES = new Set([
  // too_many_connections: the server has no connection to give now.
  '53300',
  '57P01',
  '57P02',
  '57P03',
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/** node-postgres's and pg-pool's words for a connection that is gone or never came. */
const LOST_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'timeout exceeded when trying to connect',
];

/**
 * Runs `work`, and once more when it failed because its connection was
 * lost (the pool hands the second try a new one). Only for work that is
 * safe to run twice even when the first try's commit went through unseen:
 * one statement or transaction that is idempotent, or that recognises its
 * own earlier commit (a participant's turn: the same claim, the same
 * message ids).
 */
export async function retryOnConnectionLoss<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!isConnectionLoss(error)) throw error;
    return work();
  }
}
