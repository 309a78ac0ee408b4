import type { ErrorCode } from './errors.ts';

/**
 * What each error code means and what the caller can do about it: the page
 * `/docs/errors` lists them, and every problem's `type` is the address of
 * its code on that page (`…/docs/errors#<code>`), as Stripe's `doc_url` is.
 * Keyed by every code of ERROR_CODES: a new code does not type-check until
 * it is documented here.
 */
export const ERROR_DOCS: Record<ErrorCode, { meaning: string; whatToDo: string }> = {
  missing_credentials: {
    meaning: 'The call carried no credential: no `Authorization` header, `x-api-key` or session.',
    whatToDo:
      'Send your API key as `Authorization: Bearer svc_…` (or in `x-api-key`). Keys are issued in the console or with `refcheck login`.',
  },
  invalid_api_key: {
    meaning:
      'The API key is malformed, unknown or wrong, the `Authorization` header uses another scheme than Bearer, or two different keys were sent.',
    whatToDo:
      'Check that the whole key was copied (`svc_live_…` or `svc_test_…`) and sent once. If it is lost, issue a new one.',
  },
  api_key_revoked: {
    meaning: 'The key was revoked. Revocation is permanent.',
    whatToDo: 'Issue a new key and replace the revoked one wherever it is configured.',
  },
  api_key_expired: {
    meaning: 'The key passed its `expiresAt`.',
    whatToDo:
      'Issue a new key; give it a longer lifetime, or none, if the integration is long-lived.',
  },
  invalid_session: {
    meaning: 'The tenant session token is malformed, badly signed or expired.',
    whatToDo: 'Sign in again to get a fresh session.',
  },
  invalid_signature: {
    meaning:
      'A webhook delivery had no valid signature, or its timestamp is more than 5 minutes old.',
    whatToDo:
      "Check the webhook secret configured on both sides, and the sender's clock. Deliveries are retried by the sender.",
  },
  insufficient_scope: {
    meaning: 'The key lacks the scope the route needs; `requiredScope` names it.',
    whatToDo:
      'Issue a key with that scope (or with all scopes). A key that lacks the scope gets this answer whatever its body holds.',
  },
  role_forbidden: {
    meaning:
      "The caller's role in the tenant does not allow this; `requiredRole` names the least role that does. An API key acts with its issuer's current role.",
    whatToDo:
      'Ask an admin of the organization to change your role in the identity provider, or to make the change. A key issued by someone who became a viewer can still read.',
  },
  tenant_forbidden: {
    meaning: "The session acts on a tenant other than its own (the token's `org_id`).",
    whatToDo:
      'Switch the active organization, or call the routes of the tenant you are signed in to.',
  },
  csrf_rejected: {
    meaning:
      'A change sent with the session cookie did not come from the same origin: a possible cross-site request forgery.',
    whatToDo:
      'Send changes from the console itself, or authenticate with `Authorization: Bearer` instead of the cookie.',
  },
  forbidden: {
    meaning: 'The caller may not make this change: only its owner, or another kind of caller, may.',
    whatToDo:
      'Make the call as the owner of the record, or with an API key or a recruiter session.',
  },
  feature_disabled: {
    meaning: 'A feature gate of the tenant is off for this feature.',
    whatToDo: 'Ask an admin of the tenant to enable it in the console.',
  },
  not_found: {
    meaning:
      "No such route, or no such record for the caller's tenant and environment. A record of another tenant, or of the other environment (live or test), answers exactly like an unknown id.",
    whatToDo:
      'Check the id, and that the key is of the environment the record was created in (`svc_test_…` sees only test data).',
  },
  invalid_json: {
    meaning: 'The body is not parseable JSON.',
    whatToDo: 'Send a JSON document with `Content-Type: application/json`.',
  },
  validation_failed: {
    meaning:
      'The body, a path parameter or a query parameter breaks the schema; `errors[]` names each invalid field (`path`) and why (`message`).',
    whatToDo:
      'Fix the fields listed in `errors[]`. The OpenAPI document (`/openapi.json`) gives every rule.',
  },
  invalid_transition: {
    meaning:
      'The action is not allowed in the current state of the record; `allowedActions` lists those that are.',
    whatToDo:
      'Read the record to see its state, then take one of `allowedActions`. Retrying the same call will not help.',
  },
  resend_too_soon: {
    meaning:
      'A fresh link was already sent to this participant less than 10 minutes ago (the first invitation does not count).',
    whatToDo:
      'Wait until the time the `detail` names; meanwhile the last message and its delivery status are on the contact (`deliveries`).',
  },
  idempotency_conflict: {
    meaning:
      'The `Idempotency-Key` was used before, within 24 hours, with another body or on another route.',
    whatToDo: 'Use a new key for each distinct call; reuse a key only to retry the very same call.',
  },
  conflict: {
    meaning: 'The change would break a uniqueness rule, such as one candidate per e-mail address.',
    whatToDo: 'Read the existing record (the problem says which) and update it instead.',
  },
  conversation_limit: {
    meaning: 'The participant conversation is full (200 turns or 256 KiB of transcript).',
    whatToDo: 'Finish with the `complete` route, which takes the structured answers directly.',
  },
  turn_in_progress: {
    meaning:
      'Another message of the same participant conversation is being answered (a second tab, a double send); nothing was stored or streamed.',
    whatToDo: 'Wait for the reply to the earlier message, then send this one again.',
  },
  conversation_changed: {
    meaning:
      'The conversation moved on while this reply was written (another tab stored a turn or edited the list); the reply was not stored.',
    whatToDo: 'Reload the conversation to see where it stands, then send the message again.',
  },
  agent_action_used: {
    meaning:
      'The change the assistant proposed was already confirmed; it ran once and is not run again.',
    whatToDo: 'Read the record to see the result. To do it again, ask the assistant again.',
  },
  agent_action_expired: {
    meaning:
      'The change the assistant proposed was not confirmed within 15 minutes; nothing changed.',
    whatToDo: 'Ask the assistant again and confirm the new proposal.',
  },
  token_expired: {
    meaning: 'The participant or share link expired.',
    whatToDo: 'Ask the recruiter for a new link.',
  },
  token_used: {
    meaning:
      "The participant link was already finished: completed, abandoned, answered, or ended because the request was cancelled or completed; or the report link was revoked. The problem's `reason` says which, for the page to show: `used`, `cancelled` (the request was cancelled) or `revoked` (a report link the recruiter revoked).",
    whatToDo: 'Nothing more is needed on this link; ask the recruiter if something is missing.',
  },
  payload_too_large: {
    meaning: 'The body is larger than 1 MiB.',
    whatToDo: 'Send less in one call, for example referees in several calls.',
  },
  unsupported_media_type: {
    meaning: 'The body has a content type other than JSON.',
    whatToDo: 'Send the body as JSON with `Content-Type: application/json`.',
  },
  uri_too_long: {
    meaning: 'A path parameter of the URL is longer than 100 characters: no id is that long.',
    whatToDo: 'Check the id in the URL; ids are as the service returned them (`rr_…`, `cand_…`).',
  },
  method_not_allowed: {
    meaning: 'The path exists but does not take this HTTP method.',
    whatToDo: 'Check the method in the API reference (`/docs`).',
  },
  unavailable: {
    meaning:
      'A dependency of the service (the database, or a secret the route needs) is not available right now.',
    whatToDo: 'Retry later with back-off. If it lasts, report it with the `traceId`.',
  },
  shutting_down: {
    meaning:
      'The process that took the call is stopping (a deploy, a restart). A participant reply that was still being written ends with this code and is not stored.',
    whatToDo:
      'Send the same call again after a moment: another process, or this one restarted, answers it.',
  },
  internal_error: {
    meaning: 'A bug on our side. Nothing internal is revealed.',
    whatToDo:
      'Retry later; if it persists, report it and quote the `traceId`, which links to the logs.',
  },
};
