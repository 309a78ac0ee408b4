import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { createKey, createTenant, type TestKey } from '../../../test/helpers/factories.ts';
import {
  createRequestViaApi,
  lifecycle,
  parseSse,
  tokenFromMail,
} from '../../../test/helpers/participants.ts';

/**
 * Issue 30, item 7: one referee link open in two tabs. Each tab is a client
 * of the same routes the page uses: it reads the session (as the page does
 * on load and when it comes back into view, chat.js catchUp) and sends its
 * messages over SSE. A tab sees the other's turns when it reads the session,
 * and an answer sent from a tab that had not seen them is filed under the
 * question the stored conversation asks, never under one already answered.
 */
let t: TestApp;
let key: TestKey;

beforeAll(async () => {
  t = await buildTestApp();
  key = await createKey(t, await createTenant(t, 'Acme Hiring'));
});
afterAll(async () => t.close());

async function refereeToken(): Promise<string> {
  const email = 'jane.tabs@example.org';
  const request = await createRequestViaApi(t, key, {
    launchMode: 'manual_references',
    candidate: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada.tabs@example.org' },
    contacts: [{ firstName: 'Jane', lastName: 'Doe', email, phone: '+14155550100' }],
  });
  await lifecycle(t, key, request.id, 'grant_candidate_consent');
  await lifecycle(t, key, request.id, 'queue_outreach');
  return tokenFromMail(t, email, 'referee');
}

interface Session {
  transcript: Array<{ role: string; text: string }>;
  state: { next: string; competency: string | null; answers: Record<string, unknown> };
}

/** A tab: what it last read of the conversation, and its sends. */
function tab(token: string) {
  let seen: Session | null = null;
  return {
    get seen() {
      return seen!;
    },
    async read() {
      const res = await t.app.inject({ url: `/v1/public/referee/${token}` });
      expect(res.statusCode).toBe(200);
      seen = res.json();
      return seen!;
    },
    async send(message: string) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/v1/public/referee/${token}/messages`,
        payload: { message },
      });
      if (res.statusCode !== 200) return { code: res.json().code as string };
      const last = parseSse(res.body).at(-1)!;
      return last.event === 'done'
        ? { state: (last.data as { state: Session['state'] }).state }
        : { code: (last.data as { code: string }).code };
    },
  };
}

describe('a referee link open in two tabs', () => {
  it("shows each tab the other's turns, and files answers under the question still open", async () => {
    const token = await refereeToken();
    const [a, b] = [tab(token), tab(token)];
    await a.read();
    await b.read();
    expect(b.seen.state.next).toBe('relationship');

    await a.send('I managed her at Acme for 2 years');
    // B comes back into view: it reads the conversation again and shows A's turn.
    const caughtUp = await b.read();
    expect(caughtUp.transcript.map((m) => m.role)).toEqual(['agent', 'participant', 'agent']);
    expect(caughtUp.transcript[1]!.text).toBe('I managed her at Acme for 2 years');
    expect(caughtUp.state.next).toBe('strengths');

    // A tab that did not catch up: its answer is filed under the open question (strengths),
    // and the relationship A gave stays as it was.
    const stale = await a.send('Clear thinker, calm under pressure');
    expect(stale).toMatchObject({ state: { next: 'improvements' } });
    const fromB = await b.send('She could delegate more');
    expect(fromB).toMatchObject({ state: { next: 'ratings', competency: 'communication' } });
    const after = await a.read();
    expect(after.state.answers).toMatchObject({
      relationship: 'I managed her at Acme for 2 years',
      monthsKnown: 24,
      strengths: 'Clear thinker, calm under pressure',
      improvements: 'She could delegate more',
    });
    expect(after.transcript).toHaveLength(7);
  });

  it('never files two messages sent at once under the same question', async () => {
    const token = await refereeToken();
    const [a, b] = [tab(token), tab(token)];
    await a.read();
    await b.read();
    // Each gives a duration too, so that a second one through is filed under the next
    // question (strengths), not under a follow-up asking how long.
    const outcomes = await Promise.all([
      a.send('I was her manager for 2 years'),
      b.send('We were peers for 3 years'),
    ]);
    // Usually one is refused while the other is answered; if both got through, one after the
    // other, the second was filed under the next question.
    for (const o of outcomes)
      if ('code' in o) expect(['turn_in_progress', 'conversation_changed']).toContain(o.code);
    const stored = outcomes.filter((o) => 'state' in o).length;
    const after = await a.read();
    expect(after.transcript).toHaveLength(1 + 2 * stored);
    const filed = [after.state.answers.relationship, after.state.answers.strengths];
    expect(filed.filter(Boolean)).toHaveLength(stored);
    expect(new Set(filed).size).toBe(2);
  });
});
