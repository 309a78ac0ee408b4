import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { testEngine } from '../../../test/helpers/db.ts';
import { createKey, createTenant, type TestKey } from '../../../test/helpers/factories.ts';
import { untilAnotherSessionWaitsOnALock } from '../../../test/helpers/lock-wait.ts';
import {
  createRequestViaApi,
  lifecycle,
  parseSse,
  tokenFromMail,
} from '../../../test/helpers/participants.ts';
import { newId } from '../../core/ids.ts';
import { conversationMessages } from '../../db/schema/index.ts';
import { inTransaction, unitOfWork } from '../../db/tx.ts';
import { type PreparedTurn, saveTurn } from './conversation.service.ts';
import { CONVERSATION_LIMITS } from './conversation-limits.ts';
import { conversationAgentFor, useConversationAgent } from './interviewer/agent-factory.ts';
import type { NewMessage } from './participants.repo.ts';

/**
 * Issue 13, item 9: a participant conversation is bounded (turns and
 * transcript size). Past the cap a turn is refused with 409
 * `conversation_limit` before any stream starts, or with an SSE `error`
 * event of that code when the cap is reached while the reply streams; in
 * both cases nothing of the turn is stored.
 */
let t: TestApp;
let key: TestKey;
let counter = 0;
const scope = { tenantId: '', environment: 'live' as const };

beforeAll(async () => {
  t = await buildTestApp();
  const tenant = await createTenant(t, 'Acme Hiring');
  scope.tenantId = tenant.tenantId;
  key = await createKey(t, tenant);
});
afterAll(async () => t.close());

async function intake() {
  counter += 1;
  const email = `limits.${counter}@example.org`;
  const request = await createRequestViaApi(t, key, {
    launchMode: 'candidate_intake',
    candidate: { firstName: 'Ada', lastName: 'Lovelace', email },
  });
  const token = tokenFromMail(t, email, 'intake');
  // Opening stores the greeting: the conversation exists.
  expect((await t.app.inject({ url: `/v1/public/intake/${token}` })).statusCode).toBe(200);
  return { conversationId: request.id, token };
}

async function referee() {
  counter += 1;
  const email = `limits.referee.${counter}@example.org`;
  const request = await createRequestViaApi(t, key, {
    launchMode: 'manual_references',
    candidate: { firstName: 'Ada', lastName: 'Lovelace', email: `limits.c.${counter}@example.org` },
    contacts: [{ firstName: 'Jane', lastName: 'Doe', email, phone: '+14155550100' }],
  });
  await lifecycle(t, key, request.id, 'grant_candidate_consent');
  await lifecycle(t, key, request.id, 'queue_outreach');
  const token = tokenFromMail(t, email, 'referee');
  const session = await t.app.inject({ url: `/v1/public/referee/${token}` });
  expect(session.statusCode).toBe(200);
  return { token };
}

/** The place (`seq`) and id of the conversation's last message. */
async function lastMessage(conversationId: string) {
  const [last] = await t.database.db
    .select({ id: conversationMessages.id, seq: conversationMessages.seq })
    .from(conversationMessages)
    .where(eq(conversationMessages.conversationId, conversationId))
    .orderBy(desc(conversationMessages.seq))
    .limit(1);
  return last!;
}

/** Stores `messages` after the conversation's last one, as a chain. */
async function seed(conversationId: string, messages: NewMessage[]) {
  const last = await lastMessage(conversationId);
  const ids = messages.map(() => newId('message'));
  await inTransaction(unitOfWork(t.database.db), (tx) =>
    tx.insert(conversationMessages).values(
      messages.map((m, i) => ({
        id: ids[i]!,
        ...scope,
        conversationId,
        role: m.role,
        text: m.text,
        state: m.state ?? null,
        createdAt: t.clock.now(),
        seq: last.seq + 1 + i,
        followsId: i === 0 ? last.id : ids[i - 1]!,
      })),
    ),
  );
}

/** `turns` participant messages, each answered by the agent. */
function turns(count: number): NewMessage[] {
  return Array.from({ length: count }, (_, i) => [
    { role: 'participant' as const, text: `message ${i}` },
    { role: 'agent' as const, text: `reply ${i}` },
  ]).flat();
}

async function storedCount(conversationId: string) {
  const rows = await t.database.db
    .select({ id: conversationMessages.id })
    .from(conversationMessages)
    .where(eq(conversationMessages.conversationId, conversationId));
  return rows.length;
}

function say(kind: 'intake' | 'referee', token: string, message: string) {
  return t.app.inject({
    method: 'POST',
    url: `/v1/public/${kind}/${token}/messages`,
    payload: { message },
  });
}

describe('conversation limits', () => {
  it('are 200 turns and 256 KiB', () => {
    expect(CONVERSATION_LIMITS).toEqual({ turns: 200, bytes: 256 * 1024 });
  });

  it('refuses the 201st turn with 409 conversation_limit and stores nothing', async () => {
    const { conversationId, token } = await intake();
    await seed(conversationId, turns(CONVERSATION_LIMITS.turns - 1));
    // The 200th turn is still allowed.
    const last = await say('intake', token, 'yes');
    expect(parseSse(last.body).at(-1)!.event).toBe('done');
    const before = await storedCount(conversationId);

    const res = await say('intake', token, 'one more');
    expect(res.statusCode).toBe(409);
    expect(res.headers['content-type']).toMatch(/problem\+json/);
    expect(res.json()).toMatchObject({
      code: 'conversation_limit',
      detail: expect.stringMatching(/200/),
    });
    expect(await storedCount(conversationId)).toBe(before);
  });

  it('refuses a message that would take the transcript past 256 KiB (referee)', async () => {
    const { token } = await referee();
    const contact = await t.database.db
      .select({ conversationId: conversationMessages.conversationId })
      .from(conversationMessages)
      .orderBy(conversationMessages.id);
    const conversationId = contact.at(-1)!.conversationId;
    // Multi-byte text: the cap counts UTF-8 bytes, not characters.
    const bulk = 'é'.repeat(10_000); // 20,000 bytes
    await seed(
      conversationId,
      Array.from({ length: 13 }, () => ({ role: 'participant' as const, text: bulk })),
    );
    const before = await storedCount(conversationId);
    const res = await say('referee', token, 'x'.repeat(2_000));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'conversation_limit',
      detail: expect.stringMatching(/256 KiB/),
    });
    expect(await storedCount(conversationId)).toBe(before);
    // A short message still fits.
    const short = await say('referee', token, 'ok');
    expect(parseSse(short.body).at(-1)!.event).toBe('done');
  });

  it('answers an SSE error event when another turn lands while the reply streams', async () => {
    const { conversationId, token } = await intake();
    await seed(conversationId, turns(CONVERSATION_LIMITS.turns - 1));
    const original = conversationAgentFor(t.config);
    useConversationAgent(t.config, {
      name: 'racing',
      async *reply(input) {
        // Another tab's turn lands while this one streams.
        await seed(conversationId, turns(1));
        yield { type: 'delta', text: 'Thanks' };
        yield { type: 'done', text: 'Thanks', state: input.state as never };
      },
    });
    const before = await storedCount(conversationId);
    try {
      const res = await say('intake', token, 'the racing message');
      expect(res.statusCode).toBe(200);
      const events = parseSse(res.body);
      expect(events.at(-1)).toEqual({
        event: 'error',
        data: { code: 'conversation_changed', detail: expect.stringMatching(/another tab/) },
      });
    } finally {
      useConversationAgent(t.config, original);
    }
    // Only the other tab's turn was stored.
    expect(await storedCount(conversationId)).toBe(before + 2);
    const rows = await t.database.db
      .select({ text: conversationMessages.text })
      .from(conversationMessages)
      .where(eq(conversationMessages.conversationId, conversationId));
    expect(rows.some((r) => r.text === 'the racing message')).toBe(false);
  });

  describe('two turns saved at once (two tabs)', () => {
    const turnOf = (conversationId: string, message: string, afterSeq: number) =>
      ({
        scope,
        conversationId,
        turnId: newId('message'),
        afterSeq,
        input: { message, context: { locale: 'en' } },
      }) as unknown as PreparedTurn;
    const save = (conversationId: string, message: string, afterSeq: number) =>
      saveTurn(t.app.ctx, turnOf(conversationId, message, afterSeq), {
        text: `reply to ${message}`,
        state: { step: 'referees' } as never,
      });

    it('store one of two turns written after the same message, and refuse the other', async () => {
      const { conversationId } = await intake();
      const { seq } = await lastMessage(conversationId);
      const results = await Promise.allSettled([
        save(conversationId, 'tab one', seq),
        save(conversationId, 'tab two', seq),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
      const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
      expect(refused.reason).toMatchObject({ code: 'conversation_changed' });
      const rows = await t.database.db
        .select({ text: conversationMessages.text, seq: conversationMessages.seq })
        .from(conversationMessages)
        .where(eq(conversationMessages.conversationId, conversationId))
        .orderBy(conversationMessages.seq);
      // The greeting, then the stored turn's message directly followed by its reply.
      expect(rows.map((row) => row.seq)).toEqual([0, 1, 2]);
      expect(rows[2]!.text).toBe(`reply to ${rows[1]!.text}`);
    });

    it('refuse a turn that no longer fits when it is stored', async () => {
      const { conversationId } = await intake();
      await seed(conversationId, turns(CONVERSATION_LIMITS.turns));
      const before = await storedCount(conversationId);
      const { seq } = await lastMessage(conversationId);
      await expect(save(conversationId, 'one more', seq)).rejects.toMatchObject({
        code: 'conversation_limit',
      });
      expect(await storedCount(conversationId)).toBe(before);
    });

    // One connection on PGlite: no other transaction can be open meanwhile.
    it.runIf(testEngine() === 'postgresql')(
      'wait for a turn stored in the same place by another transaction, then refuse',
      async () => {
        const { conversationId } = await intake();
        const last = await lastMessage(conversationId);
        const before = await storedCount(conversationId);
        let pending: Promise<unknown> | undefined;
        await t.database.db.transaction(async (tx) => {
          // The other tab's turn, stored but not committed yet.
          await tx.insert(conversationMessages).values({
            id: newId('message'),
            ...scope,
            conversationId,
            role: 'participant',
            text: 'the other tab',
            seq: last.seq + 1,
            followsId: last.id,
            createdAt: t.clock.now(),
          });
          pending = save(conversationId, 'this tab', last.seq).catch((error: unknown) => error);
          await untilAnotherSessionWaitsOnALock(t.database);
        });
        expect(await pending).toMatchObject({ code: 'conversation_changed' });
        expect(await storedCount(conversationId)).toBe(before + 1);
      },
    );
  });
});
