import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { testEngine } from '../../../test/helpers/db.ts';
import {
  bearer,
  createKey,
  createTenant,
  type TestTenant,
} from '../../../test/helpers/factories.ts';
import { newId } from '../../core/ids.ts';
import { createRequestFor } from '../requests/requests.test-helper.ts';

let t: TestApp;
let tenant: TestTenant;
let key: string;

beforeAll(async () => {
  t = await buildTestApp();
  tenant = await createTenant(t);
  key = (await createKey(t, tenant, { scopes: ['references:read'] })).plaintext;
});
afterAll(() => t.close());

async function events(query = '', token = key) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/v1/api/events${query}`,
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    data: { id: string; type: string; targetId: string }[];
    nextCursor: string | null;
  };
}

/**
 * Reads until `done` holds: the feed shows a transaction once every older one
 * on the server has ended, and on a shared PostgreSQL other test files' (or
 * anyone's) open transactions delay it.
 */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Reads the whole feed after `cursor`, page by page. */
async function drain(cursor?: string, limit = 2) {
  const seen: string[] = [];
  let next = cursor;
  for (;;) {
    const page = await events(`?limit=${limit}${next ? `&cursor=${next}` : ''}`);
    seen.push(...page.data.map((event) => event.id));
    if (!page.nextCursor) return { seen, last: seen.at(-1) ?? next };
    next = page.nextCursor;
  }
}

describe('GET /v1/api/events', () => {
  it("pages through the tenant's events oldest first and resumes after the last one seen", async () => {
    const first = await createRequestFor(t, tenant);
    const created = await eventually(
      () => events(`?type=reference_request.created&targetId=${first.id}`),
      (page) => page.data.length > 0,
    );
    const all = await drain();
    expect(all.seen.length).toBeGreaterThan(0);
    expect(created.data).toHaveLength(1);
    expect(created.data[0]).toMatchObject({ object: 'event', type: 'reference_request.created' });

    const second = await createRequestFor(t, tenant);
    await eventually(
      () => events(`?targetId=${second.id}`),
      (page) => page.data.length > 0,
    );
    const resumed = await drain(all.last);
    expect(resumed.seen.length).toBeGreaterThan(0);
    expect(resumed.seen.some((id) => all.seen.includes(id))).toBe(false);
    const targets = (await events(`?cursor=${all.last}&limit=100`)).data.map((e) => e.targetId);
    expect(targets).toContain(second.id);
    expect(targets).not.toContain(first.id);
  });

  it("shows no other tenant's or environment's events", async () => {
    const stranger = await createTenant(t);
    const theirs = await createRequestFor(t, stranger);
    const testSide = await createRequestFor(t, tenant, 'test');
    const targets = (await events('?limit=100')).data.map((e) => e.targetId);
    expect(targets).not.toContain(theirs.id);
    expect(targets).not.toContain(testSide.id);
  });

  it('refuses a cursor that is not an event of this feed (400 validation_failed)', async () => {
    const stranger = await createTenant(t);
    await createRequestFor(t, stranger);
    const strangerKey = (await createKey(t, stranger, { scopes: ['references:read'] })).plaintext;
    const theirs = await eventually(
      () => events('?limit=100', strangerKey),
      (page) => page.data.length > 0,
    );
    const theirLast = theirs.data.at(-1)!.id;
    for (const cursor of [theirLast, newId('audit')]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/v1/api/events?cursor=${cursor}`,
        headers: bearer(key),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed', errors: [{ path: 'cursor' }] });
    }
  });

  // Two transactions at once need a server: PGlite runs one at a time.
  it.runIf(testEngine() === 'postgresql')(
    'never skips an event whose transaction commits after a later one was read',
    async () => {
      const before = await drain();
      const slow = new pg.Client({ connectionString: t.database.url! });
      await slow.connect();
      try {
        await slow.query('BEGIN');
        const slowId = newId('audit');
        await slow.query(
          `INSERT INTO audit_events (id, tenant_id, environment, action, actor_kind, actor_id, target_type, target_id)
           VALUES ($1, $2, 'live', 'candidate.updated', 'system', 'test', 'candidate', 'slow')`,
          [slowId, tenant.tenantId],
        );
        // A later transaction commits while the slow one is still open.
        const quick = await createRequestFor(t, tenant);
        const during = await drain(before.last);
        expect(during.seen).toHaveLength(0);
        await slow.query('COMMIT');
        const after = await eventually(
          () => drain(before.last),
          (read) => read.seen.length > 0,
        );
        expect(after.seen[0]).toBe(slowId);
        // The quick one follows as soon as no older transaction is open anywhere on the server
        // (the feed's horizon is the server's oldest open transaction: another test file's, on
        // another database, can hold it a moment longer).
        const page = await eventually(
          () => events(`?cursor=${before.last}&limit=100`),
          (read) => read.data.some((e) => e.targetId === quick.id),
        );
        const targets = page.data.map((e) => e.targetId);
        expect(targets).toEqual(expect.arrayContaining(['slow', quick.id]));
      } finally {
        await slow.end();
      }
    },
  );
});
