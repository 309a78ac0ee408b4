import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS } from '../../src/core/clock.ts';
import { participantTokens, shareLinks } from '../../src/db/schema/index.ts';
import { hashLinkToken } from '../../src/modules/participant-links/participant-links.service.ts';
import { hashShareToken } from '../../src/modules/reports/share-links.service.ts';
import { enableGate } from '../../src/modules/reuse-permissions/reuse-permissions.test-helper.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import {
  bearer,
  createKey,
  createTenant,
  signSession,
  type TestKey,
  type TestTenant,
} from '../helpers/factories.ts';
import { createRequestViaApi, lifecycle, tokenFromMail } from '../helpers/participants.ts';

/**
 * Issue 13, item 3: a database dump yields no working link. After a full
 * flow every text, varchar, jsonb and bytea column of every table is scanned for a
 * string that resolves as a participant or share token.
 */

let t: TestApp;
let tenant: TestTenant;
let key: TestKey;
beforeAll(async () => {
  t = await buildTestApp();
  tenant = await createTenant(t, 'Acme Recruiting');
  key = await createKey(t, tenant);
  await enableGate(t, tenant);
});
afterAll(async () => t?.close());

const answers = {
  relationship: 'I managed her for two years',
  monthsKnown: 24,
  strengths: 'Rigorous and inventive.',
  improvements: 'Could delegate more.',
  ratings: {
    communication: 5,
    technical_skill: 5,
    teamwork: 4,
    reliability: 4,
    problem_solving: 5,
    leadership: 3,
  },
  wouldRehire: true,
};

const contact = (name: string) => ({
  firstName: name,
  lastName: 'Referee',
  email: `${name.toLowerCase()}@referees.example`,
  phone: '(212) 555-0100',
  relationship: 'manager',
});

async function post(url: string, headers: Record<string, string>, payload: unknown = {}) {
  const res = await t.app.inject({ method: 'POST', url, headers, payload: payload as object });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res;
}

/** Every value of every text-like column of every table in the public schema. */
async function everyStoredString(): Promise<{ where: string; value: string }[]> {
  const columns = await t.database.db.execute<{
    table_name: string;
    column_name: string;
    data_type: string;
  }>(sql`select table_name, column_name, data_type from information_schema.columns
         where table_schema = 'public'
           and data_type in ('text', 'character varying', 'character', 'jsonb', 'json', 'bytea')`);
  const rows =
    (columns as unknown as { rows?: unknown[] }).rows ?? (columns as unknown as unknown[]);
  const found: { where: string; value: string }[] = [];
  for (const column of rows as { table_name: string; column_name: string; data_type: string }[]) {
    // Bytes as text, escaped where not printable: a token stored as bytes is read too.
    const value =
      column.data_type === 'bytea'
        ? `encode("${column.column_name}", 'escape')`
        : `"${column.column_name}"::text`;
    const values = await t.database.db.execute<{ v: string | null }>(
      sql.raw(
        `select ${value} as v from "${column.table_name}" where "${column.column_name}" is not null`,
      ),
    );
    const list =
      (values as unknown as { rows?: unknown[] }).rows ?? (values as unknown as unknown[]);
    for (const row of list as { v: string | null }[]) {
      if (row.v) found.push({ where: `${column.table_name}.${column.column_name}`, value: row.v });
    }
  }
  return found;
}

/** Every stored string that is a token some link or share row was issued for. */
async function liveTokensAtRest(): Promise<string[]> {
  const candidates = new Set<string>();
  for (const { where, value } of await everyStoredString()) {
    for (const match of value.matchAll(/(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/g)) {
      candidates.add(`${where} ${match[0]}`);
    }
  }
  const hits: string[] = [];
  for (const found of candidates) {
    const [where, token] = found.split(' ') as [string, string];
    const participant = await t.database.db
      .select({ id: participantTokens.id })
      .from(participantTokens)
      .where(eq(participantTokens.tokenHash, hashLinkToken(token, t.config.secretKey)));
    const share = await t.database.db
      .select({ id: shareLinks.id })
      .from(shareLinks)
      .where(eq(shareLinks.tokenHash, hashShareToken(token, t.config.secretKey)));
    if (participant.length + share.length > 0) hits.push(`${where}: ${token}`);
  }
  return hits;
}

describe('no working link at rest', () => {
  it('leaves no participant, permission or share token in any column after a full flow', async () => {
    const auth = bearer(key.plaintext);
    // A candidate-led request: intake e-mailed, completed with two referees.
    const intake = await createRequestViaApi(t, key, {
      launchMode: 'candidate_intake',
      roleTitle: 'Analyst',
      candidate: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@candidates.example' },
    });
    const intakeToken = tokenFromMail(t, 'ada@candidates.example', 'intake');
    await post(
      `/v1/public/intake/${intakeToken}/complete`,
      {},
      {
        consent: true,
        contacts: [contact('Grace'), contact('Alan')],
      },
    );
    await lifecycle(t, key, intake.id, 'queue_outreach');
    for (const name of ['grace', 'alan']) {
      const token = tokenFromMail(t, `${name}@referees.example`, 'referee');
      await post(`/v1/public/referee/${token}/complete`, {}, { answers });
    }

    // A manual request, outreach queued, then reminders run for the referees.
    const manual = await createRequestViaApi(t, key, {
      launchMode: 'manual_references',
      roleTitle: 'Engineer',
      candidate: { firstName: 'Edsger', lastName: 'Dijkstra', email: 'edsger@candidates.example' },
      contacts: [contact('Barbara'), contact('Donald')],
    });
    await lifecycle(t, key, manual.id, 'grant_candidate_consent');
    await lifecycle(t, key, manual.id, 'queue_outreach');
    t.clock.advance(3 * DAY_MS + HOUR_MS);
    await t.app.worker.drain();
    expect(t.mailer.to('barbara@referees.example').length).toBeGreaterThanOrEqual(2);

    // A reuse permission e-mailed to the candidate.
    const candidateId = (
      await t.app.inject({ url: `/v1/api/reference-requests/${intake.id}`, headers: auth })
    ).json().candidate.id as string;
    await post(
      `/v1/tenants/${tenant.tenantId}/passport-reference-permissions`,
      bearer(await signSession({ sub: tenant.recruiterId, org_id: tenant.tenantId }, t)),
      { candidateId, scopes: ['passport_share'] },
    );
    await t.app.worker.drain();
    expect(t.mailer.to('ada@candidates.example').at(-1)?.text).toMatch(/\/permissions\//);

    // Draft, approve and share through the API, with Idempotency-Key, and replay the share.
    const base = `/v1/api/reference-requests/${intake.id}`;
    await post(`${base}/valuation/draft`, { ...auth, 'idempotency-key': 'draft-1' });
    await post(`${base}/valuation/approve`, { ...auth, 'idempotency-key': 'approve-1' });
    const share = await post(`${base}/share`, { ...auth, 'idempotency-key': 'share-1' });
    const replay = await post(`${base}/share`, { ...auth, 'idempotency-key': 'share-1' });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().url).toBe(share.json().url);
    await t.app.worker.drain();

    expect(await liveTokensAtRest()).toEqual([]);
  });
});
