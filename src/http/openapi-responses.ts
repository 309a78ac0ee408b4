import { ERROR_CODES, type ErrorCode } from '../core/errors.ts';
import { PROBLEM_CONTENT_TYPE, type Problem, problemType } from '../core/problem.ts';
import { REPLAYED_HEADER } from './idempotency.ts';

/**
 * The answers of the published document that do not come from a route's own
 * schema: the error answers every operation shares (one component each under
 * `components/responses`, referred to by each operation), the statuses the
 * plumbing adds to every route (guards, body parser, router), the headers,
 * and examples on each media type. Their body schema is the zod `Problem`.
 */

type JsonObject = Record<string, unknown>;
type Response = JsonObject & {
  description?: string;
  headers?: JsonObject;
  content?: Record<string, JsonObject & { schema?: JsonObject }>;
  $ref?: string;
};
export type OperationShape = JsonObject & {
  parameters?: JsonObject[];
  requestBody?: unknown;
  responses: Record<string, Response>;
};

const SHARED_ERRORS = {
  400: {
    name: 'BadRequest',
    description: 'The request is invalid: `invalid_json` or `validation_failed` (with `errors[]`).',
    codes: ['validation_failed', 'invalid_json'],
  },
  401: {
    name: 'Unauthorized',
    description:
      'No valid API key: `missing_credentials`, `invalid_api_key`, `api_key_revoked` or `api_key_expired`.',
    codes: ['missing_credentials', 'invalid_api_key', 'api_key_revoked', 'api_key_expired'],
  },
  403: {
    name: 'Forbidden',
    description:
      'Not allowed to this key: it lacks the scope of the route (`insufficient_scope`, with `requiredScope`), the tenant has the feature off (`feature_disabled`), or the change is not its to make (`forbidden`).',
    codes: ['insufficient_scope', 'feature_disabled', 'forbidden'],
  },
  404: {
    name: 'NotFound',
    description:
      "No such record for this key's tenant and environment (`not_found`): another tenant's or environment's answers the same.",
    codes: ['not_found'],
  },
  409: {
    name: 'Conflict',
    description:
      'Not allowed now: `invalid_transition` (with `allowedActions`), `conflict` or `idempotency_conflict`.',
    codes: ['invalid_transition', 'idempotency_conflict', 'conflict'],
  },
  413: {
    name: 'PayloadTooLarge',
    description: 'The body is over 1 MiB (`payload_too_large`).',
    codes: ['payload_too_large'],
  },
  414: {
    name: 'UriTooLong',
    description: 'A path parameter is over 100 characters (`uri_too_long`).',
    codes: ['uri_too_long'],
  },
  415: {
    name: 'UnsupportedMediaType',
    description: 'The body is not JSON (`unsupported_media_type`).',
    codes: ['unsupported_media_type'],
  },
  503: {
    name: 'ServiceUnavailable',
    description:
      'Try again: the database cannot be reached right now (`unavailable`), or the process is stopping (`shutting_down`).',
    codes: ['unavailable', 'shutting_down'],
  },
} as const satisfies Record<number, { name: string; description: string; codes: ErrorCode[] }>;

type SharedStatus = keyof typeof SHARED_ERRORS;
const isShared = (status: string): status is `${SharedStatus}` => status in SHARED_ERRORS;

const REQUEST_ID_HEADER = { $ref: '#/components/headers/RequestId' };

const HEADERS = {
  RequestId: {
    description: "The request's trace id: yours (`x-request-id`, `traceparent`) or generated.",
    required: true,
    schema: { type: 'string' },
  },
  WwwAuthenticate: {
    description: 'The authentication scheme to use: `Bearer` (the API key as a bearer token).',
    required: true,
    schema: { type: 'string', pattern: '^Bearer', examples: ['Bearer'] },
  },
  IdempotentReplayed: {
    description: '`true` when this answer replays an earlier call with the same `Idempotency-Key`.',
    schema: { type: 'string', enum: ['true'] },
  },
};

/** What a PDF answer carries (the reports module's `sendPdf`). */
const PDF_HEADERS = {
  'content-disposition': {
    description: 'An attachment, with a file name: `attachment; filename="…pdf"`.',
    required: true,
    schema: { type: 'string', pattern: '^attachment' },
  },
  'cache-control': {
    description: 'Personal data: never stored by a browser or a proxy (`private, no-store`).',
    required: true,
    schema: { type: 'string' },
  },
};

/** What each error's example `detail` and extensions say. */
const EXAMPLE_DETAILS: Partial<Record<ErrorCode, Partial<Problem>>> = {
  validation_failed: {
    detail: 'The request is invalid.',
    errors: [{ path: 'candidate.email', message: 'Invalid email address' }],
  },
  invalid_json: { detail: 'The request body is not valid JSON.' },
  missing_credentials: { detail: 'This route needs an API key.' },
  invalid_api_key: { detail: 'The API key is not valid.' },
  api_key_revoked: { detail: 'The API key was revoked.' },
  api_key_expired: { detail: 'The API key has expired.' },
  insufficient_scope: {
    detail: 'This route needs the references:write scope.',
    requiredScope: 'references:write',
  },
  not_found: { detail: 'No such reference request.' },
  invalid_transition: {
    detail: 'queue_outreach is not allowed in state created.',
    allowedActions: ['request_candidate_consent', 'grant_candidate_consent', 'cancel'],
  },
  idempotency_conflict: {
    detail: 'This Idempotency-Key was used with another body or route.',
  },
  payload_too_large: { detail: 'The request body is larger than 1 MiB.' },
  uri_too_long: { detail: 'A path parameter of the URL is too long.' },
  unsupported_media_type: {
    detail: 'Content type text/plain is not supported; send application/json.',
  },
};

function exampleProblem(publicBaseUrl: string, code: ErrorCode): Problem {
  return {
    type: problemType(publicBaseUrl, code),
    title: ERROR_CODES[code].title,
    status: ERROR_CODES[code].status,
    detail: ERROR_CODES[code].title,
    code,
    traceId: 'req_01kjpxbzwg5pvqybdkxdqpx864',
    ...EXAMPLE_DETAILS[code],
  };
}

/** `components/responses` and `components/headers` of the document. */
export function sharedComponents(publicBaseUrl: string): {
  responses: Record<string, JsonObject>;
  headers: Record<string, JsonObject>;
} {
  const responses: Record<string, JsonObject> = {};
  for (const [status, shared] of Object.entries(SHARED_ERRORS)) {
    responses[shared.name] = {
      description: shared.description,
      headers: {
        'x-request-id': REQUEST_ID_HEADER,
        ...(status === '401'
          ? { 'www-authenticate': { $ref: '#/components/headers/WwwAuthenticate' } }
          : {}),
      },
      content: {
        [PROBLEM_CONTENT_TYPE]: {
          schema: { $ref: '#/components/schemas/Problem' },
          examples: Object.fromEntries(
            shared.codes.map((code) => [
              code,
              { summary: ERROR_CODES[code].title, value: exampleProblem(publicBaseUrl, code) },
            ]),
          ),
        },
      },
    };
  }
  return { responses, headers: HEADERS };
}

/**
 * Every status an operation can answer: the route's own (its success, and
 * the errors its service raises: 404, 409) and those of the plumbing in front
 * of every `/v1/api` route: 401 (the key guard), 403 (a scope), 400 (inputs
 * or a body to parse, an invalid `Idempotency-Key`), 409 (an
 * `Idempotency-Key` reused with another body), 413 and 415 (any method with a
 * body: the body is parsed before the route runs, schema or not), 404 and 414
 * (a path parameter: a lookup, the router's length limit), 503 (the
 * database away, the process stopping). Each error refers
 * to its shared component.
 */
export function completeResponses(
  path: string,
  method: string,
  operation: OperationShape,
  marks: { scoped: boolean; idempotent: boolean },
): void {
  const hasBody = ['post', 'put', 'patch'].includes(method);
  const hasPathParameter = path.includes('{');
  const statuses = new Set(Object.keys(operation.responses));
  statuses.add('401');
  // Any call may meet a database that is away, or a process that is stopping.
  statuses.add('503');
  if (marks.scoped) statuses.add('403');
  if (hasBody || hasPathParameter || (operation.parameters?.length ?? 0) > 0) statuses.add('400');
  if (marks.idempotent) statuses.add('409');
  if (hasBody) {
    statuses.add('413');
    statuses.add('415');
  }
  if (hasPathParameter) {
    statuses.add('404');
    statuses.add('414');
  }
  const responses: Record<string, Response> = {};
  for (const status of [...statuses].sort()) {
    if (isShared(status)) {
      responses[status] = { $ref: `#/components/responses/${SHARED_ERRORS[status].name}` };
      continue;
    }
    const response = operation.responses[status]!;
    response.headers = {
      'x-request-id': REQUEST_ID_HEADER,
      ...(marks.idempotent && status === '200'
        ? { [REPLAYED_HEADER]: { $ref: '#/components/headers/IdempotentReplayed' } }
        : {}),
      ...(response.content?.['application/pdf'] ? PDF_HEADERS : {}),
    };
    responses[status] = response;
  }
  operation.responses = responses;
}

/**
 * An example on every media type of every response, where generators and
 * docs pages look first: the schema's own first example, for a schema that
 * has one (directly, or the component it refers to).
 */
export function mediaTypeExamples(
  operation: OperationShape,
  schemas: Record<string, JsonObject>,
): void {
  for (const response of Object.values(operation.responses)) {
    for (const media of Object.values(response.content ?? {})) {
      if (media.example !== undefined || media.examples !== undefined || !media.schema) continue;
      const ref = media.schema.$ref as string | undefined;
      const schema = ref ? schemas[ref.replace('#/components/schemas/', '')] : media.schema;
      const examples = schema?.examples as unknown[] | undefined;
      if (examples?.length) media.example = examples[0];
    }
  }
}
