import { z } from 'zod';
import { type AppError, ERROR_CODES, type ErrorCode } from './errors.ts';

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

/** RFC 9457 problem document; the `errors` and other extensions appear where they apply. */
export const problemSchema = z
  .object({
    type: z.string().describe('`urn:refcheck:error:<code>`'),
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
        z.object({
          path: z
            .string()
            .describe('The dotted path of the invalid field, e.g. `contacts.0.email`'),
          message: z.string().describe('Why the field is invalid'),
        }),
      )
      .optional()
      .describe('With `validation_failed`: one entry per invalid field'),
    requiredScope: z
      .string()
      .optional()
      .describe('With `insufficient_scope`: the scope the route needs'),
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
        type: 'urn:refcheck:error:validation_failed',
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

export function problemFor(error: AppError, traceId: string): Problem {
  const { title } = ERROR_CODES[error.code];
  return {
    type: `urn:refcheck:error:${error.code}`,
    title,
    status: error.status,
    detail: error.message,
    code: error.code,
    traceId,
    ...error.extensions,
  };
}
