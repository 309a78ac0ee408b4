import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { createKey, createTenant, type TestKey } from '../../../test/helpers/factories.ts';
import {
  createRequestViaApi,
  lifecycle,
  parseSse,
  tokenFromMail,
} from '../../../test/helpers/participants.ts';
import { conversationMessages } from '../../db/schema/index.ts';

/**
 * Issue 28, item 1: a burst of sends on one link broke its conversation for
 * good (every later turn answered `unavailable`). Now each message of a burst
 * is either stored in order or refused at once: 409 `turn_in_progress` while
 * another turn is answered, or an SSE `error` of code `conversation_changed`
 * when the conversation moved on under its reply. The transcript stays one
 * chain, and the conversation carries on to its end.
 */
let t: TestApp;
let key: TestKey;

beforeAll(async () => {
  t = await buildTestApp();
  const tenant = await createTenant(t, 'Acme Hiring');
  key = await createKey(t, tenant);
});
afterAll(async () => t.close());

type Kind = 'intake' | 'referee';

/** One message: `stored` (SSE done), or the code it was refused with. */
async function send(kind: Kind, token: string, message: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/v1/public/${kind}/${token}/messages`,
    payload: { message },
  });
  if (res.statusCode !== 200) {
    expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    return (res.json() as { code: string }).code;
  }
  const last = parseSse(res.body).at(-1)!;
  return last.event === 'done' ? 'stored' : `sse:${(last.data as { code: string }).code}`;
}

/** Five bursts of eight messages sent at once; answers every outcome seen. */
async function bursts(kind: Kind, token: string, message: string) {
  const outcomes: string[] = [];
  for (let burst = 0; burst < 5; burst++) {
    const sent = await Promise.all(
      Array.from({ length: 8 }, (_, i) => send(kind, token, `${message} (${burst}.${i})`)),
    );
    expect(sent).toContain('stored');
    outcomes.push(...sent);
  }
  return outcomes;
}

/** The conversation as stored: places 0…n-1, each message following the one before. */
async function assertChain(conversationId: string) {
  const rows = await t.database.db
    .select({
      id: conversationMessages.id,
      seq: conversationMessages.seq,
      followsId: conversationMessages.followsId,
      role: conversationMessages.role,
    })
    .from(conversationMessages)
    .where(eq(conversationMessages.conversationId, conversationId))
    .orderBy(conversationMessages.seq);
  expect(rows.map((row) => row.seq)).toEqual(rows.map((_, i) => i));
  expect(rows.map((row) => row.followsId)).toEqual([null, ...rows.slice(0, -1).map((r) => r.id)]);
  // The opening, then each participant message directly answered by the agent.
  expect(rows.map((row) => row.role)).toEqual([
    'agent',
    ...rows.slice(1).map((_, i) => (i % 2 === 0 ? 'participant' : 'agent')),
  ]);
  return rows.length;
}

const REFUSALS = new Set(['stored', 'turn_in_progress', 'sse:conversation_changed']);

describe('a burst of messages on one link', () => {
  it('leaves a referee conversation working, stored as one chain, to its end', async () => {
    const email = 'burst.referee@example.org';
    const request = await createRequestViaApi(t, key, {
      launchMode: 'manual_references',
      candidate: { firstName: 'Ada', lastName: 'Lovelace', email: 'burst.c@example.org' },
      contacts: [{ firstName: 'Jane', lastName: 'Doe', email, phone: '+14155550100' }],
    });
    await lifecycle(t, key, request.id, 'grant_candidate_consent');
    await lifecycle(t, key, request.id, 'queue_outreach');
    const token = tokenFromMail(t, email, 'referee');
    const session = await t.app.inject({ url: `/v1/public/referee/${token}` });
    const { contactId } = session.json() as { contactId: string };

    const outcomes = await bursts('referee', token, 'Hello?');
    expect(outcomes.filter((o) => !REFUSALS.has(o))).toEqual([]);

    const script = [
      'I managed Ada at Acme for three years',
      'She turns vague problems into clear plans.',
      'She could say no more often.',
      '5',
      '4/5',
      'teamwork 5, reliability 4',
      'four',
      'leadership 3',
      'Yes, I would hire her again',
      'She mentored half the team.',
    ];
    for (const line of script) expect(await send('referee', token, line)).toBe('stored');
    const completed = await t.app.inject({
      method: 'POST',
      url: `/v1/public/referee/${token}/complete`,
    });
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json()).toMatchObject({ status: 'completed', source: 'chat' });
    const stored = await assertChain(contactId);
    expect(stored).toBe(1 + 2 * (outcomes.filter((o) => o === 'stored').length + script.length));
  });

  it('leaves an intake conversation working, stored as one chain, to its end', async () => {
    const email = 'burst.intake@example.org';
    const request = await createRequestViaApi(t, key, {
      launchMode: 'candidate_intake',
      candidate: { firstName: 'Ada', lastName: 'Lovelace', email },
    });
    const token = tokenFromMail(t, email, 'intake');
    expect((await t.app.inject({ url: `/v1/public/intake/${token}` })).statusCode).toBe(200);

    const outcomes = await bursts('intake', token, 'Hmm, one moment');
    expect(outcomes.filter((o) => !REFUSALS.has(o))).toEqual([]);

    for (const line of [
      'Yes, go ahead',
      'My manager Jane Doe, jane.doe@acme.com, +1 415 555 0100',
      // The card of what was read (intake-confirmation.ts), answered in words.
      "yes that's right",
      "that's all",
    ]) {
      expect(await send('intake', token, line)).toBe('stored');
    }
    const completed = await t.app.inject({
      method: 'POST',
      url: `/v1/public/intake/${token}/complete`,
    });
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json()).toMatchObject({ outcome: 'completed', status: 'consent_granted' });
    await assertChain(request.id);
  });
});
