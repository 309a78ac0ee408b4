import type { FastifyReply } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { createKey, createTenant, type TestKey } from '../../../test/helpers/factories.ts';
import { createRequestViaApi, tokenFromMail } from '../../../test/helpers/participants.ts';
import { participantCopy } from '../../core/participant-copy.ts';
import { prepareIntakeTurn } from './intake.service.ts';
import { BuiltinConversationAgent } from './interviewer/builtin-agent.ts';
import { streamTurn } from './participants.sse.ts';

/**
 * Issue 41: the notice of a turn cut short because the process is stopping
 * (`shutting_down`) is shown in the chat, so it is in the request's language
 * like the chat's other notices (it read English in the Spanish chat).
 */
let t: TestApp;
let key: TestKey;

beforeAll(async () => {
  t = await buildTestApp();
  key = await createKey(t, await createTenant(t, 'Acme Hiring'));
});
afterAll(async () => t.close());

/** Enough of a Fastify reply for an event stream, with what it writes and a process already stopping. */
function stoppingReply(): { reply: FastifyReply; written: string[] } {
  const written: string[] = [];
  const stopping = new AbortController();
  stopping.abort();
  const raw = {
    writableEnded: false,
    writeHead: () => {},
    flushHeaders: () => {},
    on: () => {},
    write: (chunk: string) => written.push(chunk),
    end: () => {
      raw.writableEnded = true;
    },
  };
  const reply = {
    hijack: () => {},
    getHeaders: () => ({}),
    raw,
    server: { stopping: stopping.signal },
    request: { log: t.app.log },
  } as unknown as FastifyReply;
  return { reply, written };
}

it('says a turn cut short by a stopping process in the request’s language, and keeps nothing', async () => {
  const email = 'ada.parada@example.com';
  await createRequestViaApi(t, key, {
    launchMode: 'candidate_intake',
    locale: 'es',
    candidate: { firstName: 'Ada', lastName: 'Lovelace', email },
  });
  const token = tokenFromMail(t, email, 'intake');
  const opened = await t.app.inject({ url: `/v1/public/intake/${token}` });
  expect(opened.statusCode, opened.body).toBe(200);
  const before = opened.json().transcript.length;

  const call = { token, ip: '127.0.0.1', traceId: 'req_shutdown_es', peek: false };
  const turn = await prepareIntakeTurn(t.app.ctx, call, 'Hola, acepto.');
  const { reply, written } = stoppingReply();
  await streamTurn(t.app.ctx, reply, new BuiltinConversationAgent(), turn);

  const error = written.find((chunk) => chunk.startsWith('event: error'));
  expect(error).toBeDefined();
  const data = JSON.parse(error!.split('data: ')[1]!);
  expect(data).toEqual({
    code: 'shutting_down',
    detail: participantCopy('es').conversation.shuttingDown,
  });
  expect(data.detail).toContain('Vuelve a enviar tu mensaje');
  const after = await t.app.inject({ url: `/v1/public/intake/${token}` });
  expect(after.json().transcript).toHaveLength(before);
});
