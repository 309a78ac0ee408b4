import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, ERROR_CODES, type ErrorCode, type FieldError, isAppError } from './errors.ts';

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

export function sendProblem(reply: FastifyReply, error: AppError): FastifyReply {
  if (error.status === 401) reply.header('www-authenticate', 'Bearer');
  return reply
    .code(error.status)
    .type(PROBLEM_CONTENT_TYPE)
    .send(problemFor(error, String(reply.request.id)));
}

const LOCATION_PREFIX: Record<string, string> = {
  body: '',
  querystring: 'query.',
  params: 'params.',
  headers: 'headers.',
};

/** Maps anything thrown in a request (ours, Fastify's, zod's, a bug) to an AppError. */
export function toAppError(error: unknown, request: FastifyRequest): AppError {
  if (isAppError(error)) return error;
  const fastifyError = error as FastifyError & { validationContext?: string };
  if (hasZodFastifySchemaValidationErrors(fastifyError)) {
    const prefix = LOCATION_PREFIX[fastifyError.validationContext ?? 'body'] ?? '';
    const errors: FieldError[] = fastifyError.validation.map((issue) => ({
      path: prefix + issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
      message: issue.message ?? 'is invalid',
    }));
    return AppError.validation(errors);
  }
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError(
        'unsupported_media_type',
        `Content type ${request.headers['content-type'] ?? '(none)'} is not supported; send application/json.`,
      );
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError('payload_too_large', 'The request body is larger than 1 MiB.');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError('invalid_json', 'The request body is not valid JSON.');
  }
  const status = fastifyError.statusCode ?? 500;
  if (
    status === 400 &&
    (fastifyError instanceof SyntaxError || /JSON/i.test(fastifyError.message))
  ) {
    return new AppError('invalid_json', 'The request body is not valid JSON.');
  }
  if (status >= 400 && status < 500) {
    return AppError.validation([], fastifyError.message);
  }
  return new AppError(
    'internal_error',
    'Something went wrong on our side. Quote the traceId when you report it.',
  );
}
