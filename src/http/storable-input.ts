import type { FastifyInstance } from 'fastify';
import { AppError } from '../core/errors.ts';
import { UNSTORABLE_TEXT_MESSAGE, unstorableTextPaths } from '../core/schemas.ts';

/**
 * Every route's params, query and body are checked for text PostgreSQL
 * cannot store (NUL, lone surrogates) before its schema runs: 400
 * `validation_failed` naming each field, never a 500 from the database.
 * A root hook rather than a refinement on each `z.string()`: routes, fields
 * and record keys added later are covered without anyone remembering it.
 */
export function installStorableInput(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const paths = [
      ...unstorableTextPaths(request.params, 'params'),
      ...unstorableTextPaths(request.query, 'query'),
      // A body parsed as a plain string (webhooks) is named as a whole.
      ...unstorableTextPaths(request.body).map((path) => path || 'body'),
    ];
    if (paths.length > 0) {
      throw AppError.validation(paths.map((path) => ({ path, message: UNSTORABLE_TEXT_MESSAGE })));
    }
  });
}
