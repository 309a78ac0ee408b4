/**
 * The one error model. Every 4xx/5xx the service answers comes from an
 * AppError whose `code` is a key of this table; the error handler renders it
 * as RFC 9457 problem+json (shared/CONTRACT.md, "Responses and errors").
 * Codes are a stable public contract: add new ones, never rename.
 */
export const ERROR_CODES = {
  /** No credential at all (no Authorization header, x-api-key or session cookie). */
  missing_credentials: { status: 401, title: 'Missing credentials' },
  /** Malformed API key, unknown prefix or wrong secret. */
  invalid_api_key: { status: 401, title: 'Invalid API key' },
  /** The key was revoked; revocation is permanent. */
  api_key_revoked: { status: 401, title: 'API key revoked' },
  /** The key's `expiresAt` has passed. */
  api_key_expired: { status: 401, title: 'API key expired' },
  /** A tenant session JWT that is malformed, badly signed or expired. */
  invalid_session: { status: 401, title: 'Invalid session' },
  /** Webhook signature missing, wrong or stale. */
  invalid_signature: { status: 401, title: 'Invalid signature' },
  /** The key lacks the route's scope; the problem carries `requiredScope`. */
  insufficient_scope: { status: 403, title: 'Insufficient scope' },
  /** The caller's role (or, for an API key, its issuer's current role) is below the route's; the problem carries `requiredRole`. */
  role_forbidden: { status: 403, title: 'Role forbidden' },
  /** A session acting on a tenant other than its own `org_id`. */
  tenant_forbidden: { status: 403, title: 'Tenant forbidden' },
  /**
   * A `__session`-cookie call with an unsafe method (POST, PUT, PATCH, DELETE)
   * that is not same-origin (`Sec-Fetch-Site`, `Origin`): a possible cross-site
   * request forgery. Bearer sessions and API keys never get it.
   */
  csrf_rejected: { status: 403, title: 'Cross-site request refused' },
  /** A recruiter acting on something only its owner may change. */
  forbidden: { status: 403, title: 'Forbidden' },
  /** A tenant gate (feature flag) is off. */
  feature_disabled: { status: 403, title: 'Feature disabled' },
  /** Unknown route or id, or an id of another tenant or environment. */
  not_found: { status: 404, title: 'Not found' },
  /** The body is not parseable JSON. */
  invalid_json: { status: 400, title: 'Invalid JSON' },
  /** Body, params or query fail validation; the problem carries `errors[]`. */
  validation_failed: { status: 400, title: 'Validation failed' },
  /** The action is not allowed in the current state; carries `allowedActions` where known. */
  invalid_transition: { status: 409, title: 'Invalid transition' },
  /** A participant's link was resent less than 10 minutes ago; carries `retryAfter` (seconds). */
  resend_too_soon: { status: 409, title: 'Resent too recently' },
  /** The same Idempotency-Key was used with another body or route. */
  idempotency_conflict: { status: 409, title: 'Idempotency conflict' },
  /** A uniqueness rule of the resource (e.g. one candidate per e-mail). */
  conflict: { status: 409, title: 'Conflict' },
  /**
   * A participant conversation is full (200 turns or 256 KiB of transcript):
   * 409 problem before a turn streams, or an SSE `error` event of this code.
   */
  conversation_limit: { status: 409, title: 'Conversation limit reached' },
  /**
   * Another message of the same participant conversation is being answered
   * (a second tab, a double send): refused before anything streams. Send
   * again once that reply has arrived.
   */
  turn_in_progress: { status: 409, title: 'Turn in progress' },
  /**
   * The conversation moved on while this reply was being written (another
   * tab's turn or list edit): the reply is not stored, as an SSE `error`
   * event of this code. Reload the conversation, then send again.
   */
  conversation_changed: { status: 409, title: 'Conversation changed' },
  /** A change the assistant proposed was confirmed before: it ran once and never runs again. */
  agent_action_used: { status: 409, title: 'Proposed change already confirmed' },
  /** A change the assistant proposed was not confirmed in time. */
  agent_action_expired: { status: 410, title: 'Proposed change expired' },
  /** Participant or share token expired. */
  token_expired: { status: 410, title: 'Token expired' },
  /** Participant token already finished (completed, abandoned, answered or revoked). */
  token_used: { status: 410, title: 'Token used' },
  /** Body over the 1 MiB limit. */
  payload_too_large: { status: 413, title: 'Payload too large' },
  /** A body with a content type other than JSON. */
  unsupported_media_type: { status: 415, title: 'Unsupported media type' },
  /** A path parameter longer than the router accepts (Fastify's `maxParamLength`). */
  uri_too_long: { status: 414, title: 'URI too long' },
  /** Wrong HTTP method for a known path. */
  method_not_allowed: { status: 405, title: 'Method not allowed' },
  /** A dependency (the database, the identity provider's webhook secret) is not available. */
  unavailable: { status: 503, title: 'Service unavailable' },
  /**
   * The process is stopping (SIGTERM, SIGINT): a call that arrives meanwhile,
   * or a participant's reply still streaming, which ends with an SSE `error`
   * event of this code and stores nothing. Send again: another process, or
   * this one restarted, answers.
   */
  shutting_down: { status: 503, title: 'Shutting down' },
  /** A bug: nothing internal is revealed, the traceId links to the logs. */
  internal_error: { status: 500, title: 'Internal server error' },
} as const satisfies Record<string, { status: number; title: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;

export interface FieldError {
  path: string;
  message: string;
}

export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    detail?: string,
    /** Extra members of the problem document, such as `requiredScope` or `allowedActions`. */
    readonly extensions: Record<string, unknown> = {},
  ) {
    super(detail ?? ERROR_CODES[code].title);
    this.name = 'AppError';
    this.status = ERROR_CODES[code].status;
  }

  static notFound(what = 'resource'): AppError {
    return new AppError('not_found', `No such ${what}.`);
  }

  static validation(errors: FieldError[], detail = 'The request is invalid.'): AppError {
    return new AppError('validation_failed', detail, { errors });
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
