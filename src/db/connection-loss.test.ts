import { DrizzleQueryError } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers/app.ts';
import { adminQuery, testEngine } from '../../test/helpers/db.ts';
import { isConnectionLoss, retryOnConnectionLoss } from './connection-loss.ts';

/**
 * Issue 38, item 2 (CONTRACT "Operation"): a lost database connection never
 * ends the process; the call in flight answers 503 `unavailable`; the pool
 * connects anew; `/health` answers 503 while the database does not answer
 * and 200 again after. (test/e2e/chaos.e2e.test.ts does it under load.)
 */
const pgError = (code: string, message = 'terminating connection due to administrator command') =>
  Object.assign(new Error(message), { code, severity: 'FATAL' });

describe('isConnectionLoss', () => {
  it('knows the SQLSTATEs, socket errors and driver messages of a lost connection', () => {
    for (const error of [
      pgError('57P01'),
      pgError('57P02', 'terminating connection because of crash of another server process'),
      pgError('57P03', 'the database system is starting up'),
      pgError('08006', 'connection failure'),
      pgError('53300', 'sorry, too many clients already'),
      Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }),
      new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })], ''),
      new Error('Connection terminated unexpectedly'),
      new Error('Client has encountered a connection error and is not queryable'),
      new DrizzleQueryError('select 1', [], pgError('57P01')),
    ]) {
      expect(isConnectionLoss(error), String(error)).toBe(true);
    }
  });

  it('leaves every other error to the error model', () => {
    for (const error of [
      pgError('23505', 'duplicate key value violates unique constraint'),
      pgError('40001', 'could not serialize access'),
      new DrizzleQueryError('select 1', [], pgError('22P02', 'invalid input syntax')),
      new Error('boom'),
      'a string',
      undefined,
    ]) {
      expect(isConnectionLoss(error), String(error)).toBe(false);
    }
  });

  it('retries work once when its connection was lost, and only then', async () => {
    let calls = 0;
    await expect(
      retryOnConnectionLoss(async () => {
        calls += 1;
        if (calls === 1) throw pgError('57P01');
        return 'second';
      }),
    ).resolves.toBe('second');
    expect(calls).toBe(2);
    calls = 0;
    await expect(
      retryOnConnectionLoss(async () => {
        calls += 1;
        throw pgError('57P01');
      }),
    ).rejects.toMatchObject({ code: '57P01' });
    expect(calls).toBe(2);
    calls = 0;
    await expect(
      retryOnConnectionLoss(async () => {
        calls += 1;
        throw pgError('23505');
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(calls).toBe(1);
  });
});

describe('a call whose connection was lost', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      beforeReady: (app) => {
        app.get('/test/lost-connection', async () => {
          throw new DrizzleQueryError('select 1', [], pgError('57P01'));
        });
      },
    });
  });
  afterAll(async () => t.close());

  it('answers 503 problem+json unavailable, not 500', async () => {
    const response = await t.app.inject({ url: '/test/lost-connection' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ status: 503, code: 'unavailable' });
    expect(response.body).not.toContain('57P01');
  });
});

describe.runIf(testEngine() === 'postgresql')('lost connections on PostgreSQL', () => {
  let t: TestApp;
  let admin: pg.Client;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await admin.end();
    await t.close();
  });

  const databaseName = () => new URL(t.database.url!).pathname.slice(1);

  it('a connection checked out between two queries and terminated does not end the process; the pool connects anew', async () => {
    const pool = (t.database.db as unknown as { $client: pg.Pool }).$client;
    const client = await pool.connect();
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    const ended = new Promise((resolve) => client.once('end', resolve));
    await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
    // The error event has been emitted by the time the connection has ended.
    await ended;
    const failure = await client.query('select 1').catch((error: unknown) => error);
    expect(isConnectionLoss(failure)).toBe(true);
    client.release();
    const health = await t.app.inject({ url: '/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('/health answers 503 unavailable while the database refuses connections, and 200 once it accepts them', async () => {
    const name = databaseName();
    await adminQuery(
      process.env.TEST_DATABASE_URL!,
      `ALTER DATABASE ${name} ALLOW_CONNECTIONS false`,
    );
    try {
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [name],
      );
      const down = await t.app.inject({ url: '/health' });
      expect(down.statusCode).toBe(503);
      expect(down.headers['content-type']).toContain('application/problem+json');
      expect(down.json()).toMatchObject({ code: 'unavailable' });
    } finally {
      await adminQuery(
        process.env.TEST_DATABASE_URL!,
        `ALTER DATABASE ${name} ALLOW_CONNECTIONS true`,
      );
    }
    const up = await t.app.inject({ url: '/health' });
    expect(up.statusCode).toBe(200);
    expect(up.json()).toEqual({ status: 'ok', database: 'up' });
  });
});
