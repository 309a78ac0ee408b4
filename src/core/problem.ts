import { z } from 'zod';
import { type AppError, ERROR_CODES, type ErrorCode } from './errors.ts';

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

/** The page that documents every error code (src/core/error-docs.ts), served by the service. */
export const ERROR_DOCS_PATH = '/docs/errors';

/** A problem's `type`: the address of its code on the error page, e.g. `https://…/docs/errors#not_found`. */
export function problemType(publicBaseUrl: string, code: ErrorCode): string {
  return `${publicBaseUrl}${ERROR_DOCS_PATH}#${code}`;
}

/** RFC 9457 problem document; the `errors` and other extensions appear where they apply. */
export const problemSchema = z
  .object({
    type: z
      .url()
      .describe(
        'The documentation of the `code`, what it means and what to do: `<service>/docs/errors#<code>`',
      ),
    title: z.string().describe('A short summary of the kind of error, the same for every `code`'),
    status: z.number().int().describe('The HTTP status of the answer'),
    detail: z.string().describe('What went wrong in this request'),
    code: z
      .enum(Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]])
      .describe('Stable machine-readable error code'),
    traceId: z
      .string()
      .describe('The `x-request-id` of the answer; quote it when reporting a problem'),
    errors: z
      .array(
        z
          .object({
            path: z
              .string()
              .describe('The dotted path of the invalid field, e.g. `contacts.0.email`'),
            message: z.string().describe('Why the field is invalid'),
          })
          .meta({ id: 'FieldError' }),
      )
      .optional()
      .describe('With `validation_failed`: one entry per invalid field'),
    requiredScope: z
      .string()
      .optional()
      .describe('With `insufficient_scope`: the scope the route needs'),
    requiredRole: z
      .enum(['viewer', 'recruiter', 'admin'])
      .optional()
      .describe(
        "With `role_forbidden`: the least role that may do it (an API key acts with its issuer's role)",
      ),
    allowedActions: z
      .array(z.string())
      .optional()
      .describe('With `invalid_transition`: the actions allowed in the current state'),
  })
  .passthrough()
  .meta({
    id: 'Problem',
    examples: [
      {
        type: 'https://refcheck.example.com/docs/errors#validation_failed',
        title: 'Validation failed',
        status: 400,
        detail: 'The request is invalid.',
        code: 'validation_failed',
        traceId: 'req_01kjpxbzwg5pvqybdkxdqpx864',
        errors: [{ path: 'candidate.email', message: 'Invalid email address' }],
      },
    ],
  });

export type Problem = z.infer<typeof problemSchema>;

/** A route's error answers for its schema: `response: { 200: …, ...problemResponses(400, 404) }`. */
export function problemResponses(...statuses: number[]): Record<number, typeof problemSchema> {
  return Object.fromEntries(statuses.map((status) => [status, problemSchema]));
}

/** The problem document of an error; `publicBaseUrl` is the service's (config `PUBLIC_BASE_URL`). */
export function problemFor(error: AppError, traceId: string, publicBaseUrl: string): Problem {
  const { title } = ERROR_CODES[error.code];
  return {
    type: problemType(publicBaseUrl, error.code),
    title,
    status: error.status,
    detail: error.message,
    code: error.code,
    traceId,
    ...error.extensions,
  };
}
