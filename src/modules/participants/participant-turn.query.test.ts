import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { testEngine } from '../../../test/helpers/db.ts';
import { createKey, createTenant, type TestKey } from '../../../test/helpers/factories.ts';
import {
  createRequestViaApi,
  lifecycle,
  tokenFromMail,
} from '../../../test/helpers/participants.ts';
import { conversationMessages, participantTokens } from '../../db/schema/index.ts';
import { hashLinkToken } from '../participant-links/participant-links.service.ts';
import { abandonTurn, type PreparedTurn } from './conversation.service.ts';
import { CONVERSATION_LIMITS } from './conversation-limits.ts';
import { prepareIntakeTurn } from './intake.service.ts';
import type { ParticipantCall } from './participant-call.ts';
import { prepareOpenedIntakeTurn, prepareOpenedRefereeTurn } from './participant-turn.query.ts';
import { prepareRefereeTurn } from './referee.service.ts';

let t: TestApp;
let key: TestKey;
let counter = 0;

beforeAll(async () => {
  t = await buildTestApp();
  const tenant = await createTenant(t, 'Acme Hiring');
  key = await createKey(t, tenant);
});
afterAll(async () => t.close());

async function refereeLink(questionnaireId?: string) {
  counter += 1;
  const email = `turn.referee.${counter}@example.org`;
  const request = await createRequestViaApi(t, key, {
    launchMode: 'manual_references',
    candidate: { firstName: 'Ada', lastName: 'Lovelace', email: `turn.c.${counter}@example.org` },
    contacts: [{ firstName: 'Jane', lastName: 'Doe', email, phone: '+14155550100' }],
    ...(questionnaireId ? { questionnaireId } : {}),
  });
  await lifecycle(t, key, request.id, 'grant_candidate_consent');
  await lifecycle(t, key, request.id, 'queue_outreach');
  return { requestId: request.id as string, token: tokenFromMail(t, email, 'referee') };
}

/** A prepared turn whose claim is ended, so the next prepare of its conversation may claim it. */
async function settled<T extends PreparedTurn | null>(turn: Promise<T>): Promise<T> {
  const prepared = await turn;
  if (prepared) await abandonTurn(t.database.db, prepared);
  return prepared;
}

/** A prepared turn without its claim's id, which differs per turn. */
const withoutClaim = (turn: PreparedTurn | null) => turn && { ...turn, turnId: undefined };

const call = (token: string, ip = '203.0.113.7'): ParticipantCall => ({
  token,
  ip,
  traceId: 'req_turn',
});

async function link(token: string) {
  const [row] = await t.database.db
    .select()
    .from(participantTokens)
    .where(eq(participantTokens.tokenHash, hashLinkToken(token, t.config.secretKey)));
  return row!;
}

describe("a referee's turn on a link opened before", () => {
  it('is prepared in one statement, as the transaction prepares it', async () => {
    const { token } = await refereeLink();
    // The first turn opens the link (workflow event, opening message): the transaction.
    expect(await prepareOpenedRefereeTurn(t.database.db, t.app.ctx, call(token), 'Hi')).toBeNull();
    const first = await settled(prepareRefereeTurn(t.app.ctx, call(token), 'Hello'));
    t.clock.advance(5_000);
    const again = await settled(
      prepareOpenedRefereeTurn(t.database.db, t.app.ctx, call(token, '198.51.100.1'), 'Hello'),
    );
    expect(withoutClaim(again)).toEqual(withoutClaim(first));
    const visited = await link(token);
    expect(visited.lastOpenedAt).toEqual(t.clock.now());
    expect(visited.firstOpenedAt!.getTime()).toBeLessThan(t.clock.now().getTime());
    const ipBefore = visited.lastIpHash;
    await settled(prepareOpenedRefereeTurn(t.database.db, t.app.ctx, call(token), 'Hello'));
    expect((await link(token)).lastIpHash).not.toBe(ipBefore);
  });

  it('refuses a turn over the limits in its statement, and records nothing', async () => {
    const { token } = await refereeLink();
    const first = await settled(prepareRefereeTurn(t.app.ctx, call(token), 'Hello'));
    const before = await link(token);
    t.clock.advance(5_000);
    const tooLong = 'x'.repeat(CONVERSATION_LIMITS.bytes);
    await expect(
      prepareOpenedRefereeTurn(t.database.db, t.app.ctx, call(token), tooLong),
    ).rejects.toMatchObject({ code: 'conversation_limit' });
    await expect(prepareRefereeTurn(t.app.ctx, call(token), tooLong)).rejects.toMatchObject({
      code: 'conversation_limit',
    });
    expect((await link(token)).lastOpenedAt).toEqual(before.lastOpenedAt);
    const stored = await t.database.db
      .select({ id: conversationMessages.id })
      .from(conversationMessages)
      .where(eq(conversationMessages.conversationId, first.conversationId));
    expect(stored).toHaveLength(1);
  });

  it('leaves a used, expired or cancelled link to the transaction (410)', async () => {
    const { token, requestId } = await refereeLink();
    await settled(prepareRefereeTurn(t.app.ctx, call(token), 'Hello'));
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/api/reference-requests/${requestId}/cancel`,
      headers: { authorization: `Bearer ${key.plaintext}` },
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await prepareOpenedRefereeTurn(t.database.db, t.app.ctx, call(token), 'Hi')).toBeNull();
    await expect(prepareRefereeTurn(t.app.ctx, call(token), 'Hi')).rejects.toMatchObject({
      code: 'token_used',
    });

    const other = await refereeLink();
    await settled(prepareRefereeTurn(t.app.ctx, call(other.token), 'Hello'));
    t.clock.advance(60 * 24 * 3_600_000);
    expect(
      await prepareOpenedRefereeTurn(t.database.db, t.app.ctx, call(other.token), 'Hi'),
    ).toBeNull();
    await expect(prepareRefereeTurn(t.app.ctx, call(other.token), 'Hi')).rejects.toMatchObject({
      code: 'token_expired',
    });
  });

  it.runIf(testEngine() === 'postgresql')(
    'takes one round trip where the transaction takes eleven or more',
    async () => {
      const { token } = await refereeLink();
      await t.app.usage.flush(); // its lastUsedAt update comes after the answer
      const query = vi.spyOn(pg.Client.prototype, 'query');
      const statements = () =>
        query.mock.calls
          .map((c) => String((c[0] as { text?: string }).text ?? c[0]))
          .filter((text) => !/pg_notify|change_log/.test(text));
      try {
        await settled(prepareRefereeTurn(t.app.ctx, call(token), 'Hello'));
        // BEGIN, the link (read, visit), its request, contact, request, candidate,
        // the open, the workflow event's statements, tenant, transcript, COMMIT.
        expect(statements().length).toBeGreaterThanOrEqual(11);
        query.mockClear();
        const turn = await prepareRefereeTurn(t.app.ctx, call(token), 'Hello');
        // The link, its visit, the conversation and the turn's claim.
        expect(statements()).toHaveLength(1);
        await abandonTurn(t.database.db, turn);
      } finally {
        query.mockRestore();
      }
    },
  );
});

describe("a referee's turn on a tenant questionnaire", () => {
  const QUESTIONS = [
    { key: 'craft', kind: 'rating', prompt: 'How good is their craft?', required: true },
    { key: 'onCall', kind: 'yes_no', prompt: 'Were they on call?', required: false },
  ];

  async function questionnaire(): Promise<string> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/api/questionnaires',
      headers: { authorization: `Bearer ${key.plaintext}` },
      payload: { name: `Turn ${counter}`, questions: QUESTIONS },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().id;
  }

  it('carries the pinned version, not a later one, in its one statement', async () => {
    const id = await questionnaire();
    const { token } = await refereeLink(id);
    const first = await settled(prepareRefereeTurn(t.app.ctx, call(token), 'Hello'));
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/v1/api/questionnaires/${id}`,
      headers: { authorization: `Bearer ${key.plaintext}` },
      payload: { questions: [{ key: 'other', kind: 'text', prompt: 'Later?', required: true }] },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    t.clock.advance(5_000);
    const again = await settled(
      prepareOpenedRefereeTurn(t.database.db, t.app.ctx, call(token), 'Hello'),
    );
    expect(withoutClaim(again)).toEqual(withoutClaim(first));
    const input = again!.input;
    expect(input.kind === 'referee' && input.context.questions?.map((q) => q.key)).toEqual([
      'craft',
      'onCall',
    ]);
    expect(input.kind === 'referee' && input.state.questionnaire?.asking).toBe('craft');
  });

  it.runIf(testEngine() === 'postgresql')('still takes one round trip', async () => {
    const { token } = await refereeLink(await questionnaire());
    await settled(prepareRefereeTurn(t.app.ctx, call(token), 'Hello'));
    await t.app.usage.flush(); // its lastUsedAt update comes after the answer
    const query = vi.spyOn(pg.Client.prototype, 'query');
    try {
      const turn = await prepareRefereeTurn(t.app.ctx, call(token), 'Hello');
      const statements = query.mock.calls
        .map((c) => String((c[0] as { text?: string }).text ?? c[0]))
        .filter((text) => !/pg_notify|change_log/.test(text));
      expect(statements).toHaveLength(1);
      await abandonTurn(t.database.db, turn);
    } finally {
      query.mockRestore();
    }
  });
});

describe("a candidate's intake turn on a link opened before", () => {
  it('is prepared in one statement, as the transaction prepares it', async () => {
    counter += 1;
    const email = `turn.intake.${counter}@example.org`;
    await createRequestViaApi(t, key, {
      launchMode: 'candidate_intake',
      candidate: { firstName: 'Ada', lastName: 'Lovelace', email },
    });
    const token = tokenFromMail(t, email, 'intake');
    expect(await prepareOpenedIntakeTurn(t.database.db, t.app.ctx, call(token), 'Hi')).toBeNull();
    const first = await settled(prepareIntakeTurn(t.app.ctx, call(token), 'Hello'));
    t.clock.advance(5_000);
    const again = await settled(
      prepareOpenedIntakeTurn(t.database.db, t.app.ctx, call(token), 'Hello'),
    );
    expect(withoutClaim(again)).toEqual(withoutClaim(first));
    expect((await link(token)).lastOpenedAt).toEqual(t.clock.now());
  });
});
