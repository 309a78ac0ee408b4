import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { problemSchema } from '../../core/problem.ts';
import { publicCallOf } from '../../http/acting.ts';
import { unitOfWorkOf } from '../../http/unit-of-work.ts';
import {
  abandonIntake,
  completeIntake,
  openIntake,
  prepareIntakeTurn,
  prepareIntakeTypedTurn,
  saveIntakeReferees,
} from './intake.service.ts';
import { conversationAgentFor } from './interviewer/agent-factory.ts';
import {
  abandonBody,
  intakeCompleteBody,
  intakeMessageBody,
  intakeRefereesBody,
  intakeResultSchema,
  intakeSessionSchema,
  messageBody,
  refereeCompleteBody,
  refereeDoneEventSchema,
  refereeMessageBody,
  refereeSessionSchema,
  referenceResponseSchema,
  tokenParams,
} from './participants.schemas.ts';
import { streamTurn } from './participants.sse.ts';
import {
  abandonReferee,
  afterRefereeTurn,
  completeReferee,
  prepareRefereeTurn,
  resolveReferee,
} from './referee.service.ts';

const errors = { 400: problemSchema, 404: problemSchema, 409: problemSchema, 410: problemSchema };

/**
 * The public participant routes: no credential, the link's token in the
 * path. Token errors (404 unknown or other purpose, 410 used or expired) are
 * answered before any stream starts, as ordinary problem+json.
 */
export const participantsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const tags = ['participants'];

  app.get(
    '/v1/public/intake/:token',
    { schema: { tags, params: tokenParams, response: { 200: intakeSessionSchema, ...errors } } },
    async (request) => openIntake(ctx, unitOfWorkOf(request), publicCallOf(request)),
  );

  app.post(
    '/v1/public/intake/:token/messages',
    { schema: { tags, params: tokenParams, body: intakeMessageBody } },
    async (request, reply) => {
      const { message, ...typed } = request.body;
      const { turn, agent } =
        message === undefined
          ? await prepareIntakeTypedTurn(ctx, publicCallOf(request), typed)
          : {
              turn: await prepareIntakeTurn(ctx, publicCallOf(request), message),
              agent: conversationAgentFor(ctx.config),
            };
      await streamTurn(ctx, reply, agent, turn);
      return reply;
    },
  );

  app.post(
    '/v1/public/intake/:token/complete',
    {
      schema: {
        tags,
        params: tokenParams,
        body: intakeCompleteBody,
        response: { 200: intakeResultSchema, ...errors },
      },
    },
    async (request) =>
      completeIntake(ctx, unitOfWorkOf(request), publicCallOf(request), request.body),
  );

  app.put(
    '/v1/public/intake/:token/referees',
    {
      schema: {
        tags,
        params: tokenParams,
        body: intakeRefereesBody,
        response: { 200: intakeSessionSchema, ...errors },
      },
    },
    async (request) =>
      saveIntakeReferees(ctx, unitOfWorkOf(request), publicCallOf(request), request.body),
  );

  app.post(
    '/v1/public/intake/:token/abandon',
    {
      schema: {
        tags,
        params: tokenParams,
        body: abandonBody,
        response: { 200: intakeResultSchema, ...errors },
      },
    },
    async (request) =>
      abandonIntake(ctx, unitOfWorkOf(request), publicCallOf(request), request.body),
  );

  app.get(
    '/v1/public/referee/:token',
    { schema: { tags, params: tokenParams, response: { 200: refereeSessionSchema, ...errors } } },
    async (request) => resolveReferee(ctx, unitOfWorkOf(request), publicCallOf(request)),
  );

  app.post(
    '/v1/public/referee/:token/messages',
    {
      schema: {
        tags,
        params: tokenParams,
        body: refereeMessageBody,
        description:
          'Answers `text/event-stream`: `delta` events, then `done` (RefereeDoneEvent: `messageId`, `text`, `state` with `ask` and `confirm`) or `error`. Takes a message, a typed answer (`answer`) or a confirmation (`confirm`); a refused typed answer is a 400 before any stream.',
        response: {
          200: {
            description:
              'A `text/event-stream`: `delta` events (`{"text"}`), then one `done` whose data is this object (or one `error`, `{"code","detail"}`).',
            content: { 'text/event-stream': { schema: refereeDoneEventSchema } },
          },
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const call = publicCallOf(request);
      const turn = await prepareRefereeTurn(ctx, call, request.body);
      await streamTurn(ctx, reply, conversationAgentFor(ctx.config), turn, (state) =>
        afterRefereeTurn(ctx, call, turn, state),
      );
      return reply;
    },
  );

  app.post(
    '/v1/public/referee/:token/complete',
    {
      schema: {
        tags,
        params: tokenParams,
        body: refereeCompleteBody,
        response: { 200: referenceResponseSchema, ...errors },
      },
    },
    async (request) =>
      completeReferee(ctx, unitOfWorkOf(request), publicCallOf(request), request.body),
  );

  app.post(
    '/v1/public/referee/:token/abandon',
    {
      schema: {
        tags,
        params: tokenParams,
        body: abandonBody,
        response: { 200: referenceResponseSchema, ...errors },
      },
    },
    async (request) =>
      abandonReferee(ctx, unitOfWorkOf(request), publicCallOf(request), request.body),
  );
};
