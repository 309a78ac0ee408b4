import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { problemSchema } from '../../core/problem.ts';
import { unitOfWorkOf } from '../../http/unit-of-work.ts';
import { webhookAckSchema, webhookParams } from './identity.schemas.ts';
import { receiveProvisioningWebhook } from './provisioning.service.ts';

/**
 * `POST /v1/webhooks/:provider`: identity-provider provisioning. The
 * signature covers the exact bytes sent, so this plugin (encapsulated: it
 * changes nothing for other routes) keeps the body as the raw string.
 */
export const webhooksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => {
    done(null, body);
  });

  app.post(
    '/v1/webhooks/:provider',
    {
      schema: {
        tags: ['Webhooks'],
        summary: 'Identity-provider provisioning webhook (Svix-signed)',
        operationId: 'receiveProvisioningWebhook',
        params: webhookParams,
        response: {
          200: webhookAckSchema,
          401: problemSchema,
          404: problemSchema,
          503: problemSchema,
        },
      },
    },
    async (request) =>
      receiveProvisioningWebhook(app.ctx, unitOfWorkOf(request), {
        provider: request.params.provider,
        rawBody: typeof request.body === 'string' ? request.body : '',
        headers: request.headers,
        traceId: String(request.id),
      }),
  );
};
