import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { createKey, createTenant, type TestKey } from '../../../test/helpers/factories.ts';
import { createRequestViaApi, tokenFromMail } from '../../../test/helpers/participants.ts';
import type { Db } from '../../db/client.ts';
import { saveTurn } from './conversation.service.ts';
import { prepareIntakeTurn } from './intake.service.ts';

/**
 * Issue 38, item 2 (CONTRACT "Operation": a participant's turn is retried
 * once before it answers 503). The worst case of a lost connection: the
 * statement committed and its answer was lost with the connection. The
 * turn's claim statement and its save each meet that once here; the retry
 * holds the claim it already took (no 409 `turn_in_progress`), recognises
 * its own stored reply (no `conversation_changed`, nothing stored twice),
 * and the conversation takes the next turn.
 */
let t: TestApp;
let key: TestKey;

beforeAll(async () => {
  t = await buildTestApp();
  key = await createKey(t, await createTenant(t, 'Acme Hiring'));
});
afterAll(async () => t.close());

/**
 * The database, except that each named prepared statement, the first time
 * it runs, commits and then fails as `pg_terminate_backend` makes it fail.
 */
function losingAnswersOf(db: Db, names: string[]): { db: Db; lost: string[] } {
  const session = db._.session as unknown as {
    client: { query(config: { name?: string }): Promise<unknown> };
  };
  const pending = new Set(names);
  const lost: string[] = [];
  const client = {
    query: async (config: { name?: string }) => {
      const result = await session.client.query(config);
      if (config.name && pending.delete(config.name)) {
        lost.push(config.name);
        throw Object.assign(new Error('terminating connection due to administrator command'), {
          code: '57P01',
        });
      }
      return result;
    },
  };
  const lossy = Object.create(db) as Db & { _: unknown };
  Object.defineProperty(lossy, '_', {
    value: { ...db._, session: Object.assign(Object.create(session), { client }) },
  });
  return { db: lossy, lost };
}

it('claims and stores a turn once when its statements committed and lost their answers', async () => {
  const email = 'ada.retry@example.com';
  await createRequestViaApi(t, key, {
    launchMode: 'candidate_intake',
    candidate: { firstName: 'Ada', lastName: 'Lovelace', email },
  });
  const token = tokenFromMail(t, email, 'intake');
  const opened = await t.app.inject({ url: `/v1/public/intake/${token}` });
  expect(opened.statusCode, opened.body).toBe(200);

  const { db, lost } = losingAnswersOf(t.database.db, [
    'open_intake_for_turn',
    'save_conversation_turn',
  ]);
  const ctx = { ...t.app.ctx, db };
  const call = { token, ip: '127.0.0.1', traceId: 'req_turn_retry', peek: false };
  const turn = await prepareIntakeTurn(ctx, call, 'Hello, I agree to the check.');
  expect(lost).toEqual(['open_intake_for_turn']);
  const reply = { text: 'Thank you. Who should we ask?', state: turn.input.state };
  const { messageId } = await saveTurn(ctx, turn, reply);
  expect(lost).toEqual(['open_intake_for_turn', 'save_conversation_turn']);

  const after = await t.app.inject({ url: `/v1/public/intake/${token}` });
  const transcript = (after.json() as { transcript: { id: string; role: string; text: string }[] })
    .transcript;
  expect(transcript.filter((m) => m.text === 'Hello, I agree to the check.')).toHaveLength(1);
  expect(transcript.at(-1)).toMatchObject({ id: messageId, role: 'agent', text: reply.text });

  // The save released the claim: the next message is taken at once.
  const next = await prepareIntakeTurn(t.app.ctx, call, 'One more thing.');
  expect(next.afterSeq).toBe(turn.afterSeq + 2);
});
