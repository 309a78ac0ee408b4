import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testEngine } from '../../../test/helpers/db.ts';
import type { TenantScope } from '../../core/tenancy.ts';
import { COUNTERS, readTenantCounts } from './tenant-counters.repo.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

const A: TenantScope = { tenantId: 'org_counts_a', environment: 'live' };
const B: TenantScope = { tenantId: 'org_counts_b', environment: 'live' };
const A_TEST: TenantScope = { tenantId: 'org_counts_a', environment: 'test' };
const SCOPES = [A, B, A_TEST];

const run = (statement: string) => database.db.execute(sql.raw(statement));

/** What each counter means, counted from the tables (tenant-counters.repo.ts). */
async function counted(scope: TenantScope): Promise<Record<string, number>> {
  const where = `tenant_id = '${scope.tenantId}' and environment = '${scope.environment}'`;
  const result = await database.db.execute(
    sql.raw(`
      select 'reference_requests.' || status as counter, count(*) as n from reference_requests
        where ${where} group by status
      union all select 'candidates.live', count(*) from candidates where ${where} and deleted_at is null
      union all select 'trust_signals.' || status, count(*) from trust_signals where ${where} group by status
      union all select 'reference_contacts.invited', count(invited_at) from reference_contacts where ${where}
      union all select 'reference_contacts.completed', count(*) from reference_contacts
        where ${where} and status = 'completed'
      union all select 'reference_contacts.declined', count(*) from reference_contacts
        where ${where} and status = 'declined'
      union all select 'reference_contacts.timed', count(*) from reference_contacts
        where ${where} and invited_at is not null and completed_at is not null`),
  );
  const { rows } = result as unknown as { rows: { counter: string; n: string }[] };
  return Object.fromEntries(
    rows.filter((row) => Number(row.n) > 0).map((row) => [row.counter, Number(row.n)]),
  );
}

/** The maintained counters of a scope, without the completion version and the zeros. */
async function maintained(scope: TenantScope): Promise<Record<string, number>> {
  const counts = await readTenantCounts(database.db, scope);
  return Object.fromEntries(
    [...counts.withPrefix('')].filter(
      ([name, value]) => value !== 0 && name !== COUNTERS.completionTimesVersion,
    ),
  );
}

async function expectCountersRight(): Promise<void> {
  for (const scope of SCOPES) {
    expect(await maintained(scope), `${scope.tenantId}:${scope.environment}`).toEqual(
      await counted(scope),
    );
  }
}

async function completionVersion(scope: TenantScope): Promise<number> {
  return (await readTenantCounts(database.db, scope)).get(COUNTERS.completionTimesVersion);
}

/** `n` requests of a scope, each with two referees; candidates numbered from `from`. */
async function seed(scope: TenantScope, n: number, from = 1): Promise<void> {
  const { tenantId: t, environment: e } = scope;
  await run(`insert into candidates (id, tenant_id, environment, first_name, last_name, email, deleted_at)
    select 'cand_${t}_${e}_' || i, '${t}', '${e}', 'Ada', 'Person' || i, 'c' || i || '@x.test',
           case when i % 4 = 0 then now() end
    from generate_series(${from}, ${from + n - 1}) as i`);
  await run(`insert into reference_requests (id, tenant_id, environment, candidate_id, recruiter_id,
      created_by_kind, created_by_id, launch_mode, status)
    select 'rr_${t}_${e}_' || i, '${t}', '${e}', 'cand_${t}_${e}_' || i, 'user_1', 'recruiter',
           'user_1', 'manual_references', (array['created','collecting','cancelled'])[1 + i % 3]
    from generate_series(${from}, ${from + n - 1}) as i`);
  await run(`insert into reference_contacts (id, tenant_id, environment, reference_request_id,
      source, status, invited_at, completed_at, declined_at)
    select 'ct_${t}_${e}_' || i || '_' || k, '${t}', '${e}', 'rr_${t}_${e}_' || i, 'recruiter', s,
           case when s <> 'pending' then now() - interval '2 days' end,
           case when s = 'completed' then now() - interval '1 day' + i * interval '1 minute' end,
           case when s = 'declined' then now() end
    from generate_series(${from}, ${from + n - 1}) as i, generate_series(1, 2) as k,
         lateral (select (array['pending','invited','completed','declined'])[1 + (i + k) % 4] as s) as x`);
  await run(`insert into trust_signals (id, tenant_id, environment, reference_request_id, kind,
      severity, status)
    select 'sig_${t}_${e}_' || i, '${t}', '${e}', 'rr_${t}_${e}_' || i, 'shared_ip', 'low',
           (array['open','confirmed','dismissed'])[1 + i % 3]
    from generate_series(${from}, ${from + n - 1}) as i`);
}

describe(`tenant counters on ${testEngine()}`, () => {
  beforeEach(async () => {
    for (const table of [
      'trust_signals',
      'reference_contacts',
      'reference_requests',
      'candidates',
    ]) {
      await run(`delete from ${table}`);
    }
  });

  it('count multi-row inserts, per tenant and environment', async () => {
    await seed(A, 30);
    await seed(B, 7);
    await seed(A_TEST, 5);
    await expectCountersRight();
    const counts = await readTenantCounts(database.db, A);
    expect(counts.get(COUNTERS.requestsInStatus('collecting'))).toBe(10);
    expect(counts.get(COUNTERS.liveCandidates)).toBe(23);
    expect(counts.get('reference_requests.nonexistent')).toBe(0);
  });

  it('follow updates, soft deletes and deletes, one row or many', async () => {
    await seed(A, 20);
    await seed(B, 20);
    await run(`update reference_requests set status = 'review_requested', version = version + 1
      where id = 'rr_org_counts_a_live_1'`);
    await run(
      `update reference_requests set status = 'cancelled' where tenant_id = 'org_counts_b'`,
    );
    await run(`update candidates set deleted_at = now() where id = 'cand_org_counts_a_live_1'`);
    await run(`update candidates set deleted_at = null where id = 'cand_org_counts_a_live_4'`);
    await run(`update reference_contacts set status = 'completed', completed_at = now()
      where status = 'invited' and tenant_id = 'org_counts_a'`);
    await run(`update trust_signals set status = 'dismissed' where status = 'open'`);
    await run(
      `delete from reference_contacts where reference_request_id = 'rr_org_counts_b_live_3'`,
    );
    await run(`delete from trust_signals where tenant_id = 'org_counts_a'`);
    await expectCountersRight();
  });

  it('write nothing for a change that moves no count', async () => {
    await seed(A, 10);
    const rows = async () =>
      (
        (await database.db.execute(
          sql.raw('select id, value from tenant_counters order by id'),
        )) as unknown as { rows: unknown[] }
      ).rows;
    const before = await rows();
    await run(`update reference_requests set notes = 'n', version = version + 1`);
    await run(`update candidates set stage = 'offer'`);
    await run(`update reference_contacts set relationship = 'manager'`);
    expect(await rows()).toEqual(before);
  });

  it('move the completion version only when a referee’s times appear, go or change', async () => {
    await seed(A, 8);
    await seed(B, 8);
    const before = await completionVersion(A);
    await run(`update reference_contacts set relationship = 'peer'`);
    await run(`update reference_contacts set invited_at = now() where status = 'pending'`);
    expect(await completionVersion(A)).toBe(before);
    await run(`update reference_contacts set completed_at = now()
      where id = (select min(id) from reference_contacts
                  where tenant_id = 'org_counts_a' and status = 'completed')`);
    expect(await completionVersion(A)).toBe(before + 1);
    await run(
      `delete from reference_contacts where tenant_id = 'org_counts_a' and status = 'completed'`,
    );
    expect(await completionVersion(A)).toBeGreaterThan(before + 1);
    const b = await completionVersion(B);
    await run(`truncate reference_contacts`);
    expect(await completionVersion(B)).toBe(b + 1);
    await expectCountersRight();
  });

  it('are emptied by a TRUNCATE and rebuilt by refcheck_rebuild_tenant_counters()', async () => {
    await seed(A, 12);
    await seed(B, 3);
    await run('truncate trust_signals, reference_contacts');
    await expectCountersRight();
    await seed(A, 4, 100);
    // As if rows had been written with the triggers off: the rebuild counts them again.
    await run(`update tenant_counters set value = value + 5`);
    const version = await completionVersion(A);
    await run('select refcheck_rebuild_tenant_counters()');
    await expectCountersRight();
    expect(await completionVersion(A)).toBe(version + 1);
  });

  it.runIf(testEngine() === 'postgresql')(
    'never make one writer wait for another (each takes a row no one holds)',
    async () => {
      const clients = [0, 1].map(() => new pg.Client({ connectionString: database.url }));
      await Promise.all(clients.map((client) => client.connect()));
      try {
        for (const [i, client] of clients.entries()) {
          await client.query('begin');
          // Would fail, rather than hang, if the second waited for the first's row lock.
          await client.query("set local lock_timeout = '2s'");
          await client.query(
            `insert into reference_requests (id, tenant_id, environment, candidate_id, recruiter_id,
               created_by_kind, created_by_id, launch_mode, status)
             values ('rr_concurrent_${i}', 'org_counts_a', 'live', 'cand_x', 'user_1', 'recruiter',
                     'user_1', 'manual_references', 'created')`,
          );
        }
        for (const client of clients) await client.query('commit');
      } finally {
        await Promise.all(clients.map((client) => client.end()));
      }
      const counts = await readTenantCounts(database.db, A);
      expect(counts.get(COUNTERS.requestsInStatus('created'))).toBe(2);
      await expectCountersRight();
    },
  );
});
