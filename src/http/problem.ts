import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type FieldError, isAppError } from '../core/errors.ts';
import { PROBLEM_CONTENT_TYPE, type Problem, problemFor } from '../core/problem.ts';

export function sendProblem(reply: FastifyReply, error: AppError): FastifyReply {
  if (error.status === 401) reply.header('www-authenticate', 'Bearer');
  return reply.code(error.status).type(PROBLEM_CONTENT_TYPE).send(problemOf(reply.request, error));
}

/** The problem document of an error in this request: its trace id, its code's documentation URL. */
export function problemOf(request: FastifyRequest, error: AppError): Problem {
  return problemFor(error, String(request.id), request.server.ctx.config.publicBaseUrl);
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
    const errors: FieldError[] = fastifyError.validation.flatMap((issue) => {
      const path = prefix + issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      // A strict object's unknown fields: each named at its own path.
      const zodIssue = issue.params?.issue as { code?: string; keys?: string[] } | undefined;
      if (zodIssue?.code === 'unrecognized_keys' && zodIssue.keys) {
        return zodIssue.keys.map((key) => ({
          path: path ? `${path}.${key}` : key,
          message: 'is not a field of this object',
        }));
      }
      return [{ path, message: issue.message ?? 'is invalid' }];
    });
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
