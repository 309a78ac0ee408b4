import { z } from 'zod';
import { type AppError, ERROR_CODES, type ErrorCode } from './errors.ts';

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

/** RFC 9457 problem document; the `errors` and other extensions appear where they apply. */
export const problemSchema = z
  .object({
    type: z.string().describe('urn:refcheck:error:<code>'),
    title: z.string(),
    status: z.number().int(),
    detail: z.string(),
    code: z.enum(Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]]),
    traceId: z.string(),
    errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
    requiredScope: z.string().optional(),
    allowedActions: z.array(z.string()).optional(),
  })
  .passthrough()
  .meta({ id: 'Problem' });

export type Problem = z.infer<typeof problemSchema>;

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
