import type { IncomingMessage } from 'node:http';
import { ulid } from './ids.ts';

const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
const TRACEPARENT = /^[\da-f]{2}-([\da-f]{32})-[\da-f]{16}-[\da-f]{2}$/;

/**
 * The request id: the caller's `x-request-id` if it is a sane token, else the
 * trace id of a W3C `traceparent`, else a new one. It is echoed on every
 * answer and is the `traceId` of problems, usage and audit records.
 */
export function requestIdFor(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  if (typeof given === 'string' && SAFE_REQUEST_ID.test(given)) return given;
  const traceparent = request.headers.traceparent;
  if (typeof traceparent === 'string') {
    const match = TRACEPARENT.exec(traceparent.trim().toLowerCase());
    if (match && !/^0+$/.test(match[1]!)) return match[1]!;
  }
  return `req_${ulid()}`;
}

/** Participant and share tokens travel in paths (percent-encoded or not); keep them out of the logs. */
export { redactTokensInPath as redactTokens } from './log-redaction.ts';
