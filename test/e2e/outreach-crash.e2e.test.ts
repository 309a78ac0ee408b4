import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/rows.ts';
import { createTestDatabase, type TestDatabase, testEngine } from '../helpers/db.ts';
import { bearer, signSession } from '../helpers/factories.ts';
import { LocalSmtpServer, type ReceivedEmail } from '../helpers/outreach-stand-ins.ts';
import {
  killServerProcess,
  type ServerProcess,
  startServerProcess,
  startWorkerProcess,
  stopServerProcess,
} from '../helpers/server-process.ts';

/**
 * Issue 32, item 6: two API processes and a separate worker on one
 * PostgreSQL (each API process runs a worker too, as `npm start` does),
 * killed with SIGKILL again and again while they send a thousand e-mails
 * through an SMTP server that waits 150 ms before acknowledging each.
 * Every participant gets each e-mail; at most one in a thousand is sent
 * twice, with the first copy's Message-ID; every job a killed process held
 * is taken over within 60 s. The figures are printed.
 */
const TENANT = 'org_outreachcrash';
/** REQUESTS requests with REFEREES referees to invite, and as many with a candidate to invite. */
const REQUESTS = 50;
const REFEREES = 19;
const EMAILS = REQUESTS * (REFEREES + 1);
const OUTREACH_JOB_TYPES = sql`('outreach.invitation', 'outreach.deliver')`;
const KILLS = 12;
const KILL_EVERY_MS = 5000;
/** E-mails acknowledged before the first kill. */
const FLOWING = 100;
/** Requests created at once. */
const CREATORS = 5;
let database: TestDatabase;
let smtp: LocalSmtpServer;
let smtpUrl: string;
let session: string;
const running = new Set<ServerProcess>();

const env = () => ({ SMTP_URL: smtpUrl, WORKER_POLL_MS: '50' });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const isAlive = (server: ServerProcess) =>
  server.child.exitCode === null && server.child.signalCode === null;

async function startApi(): Promise<ServerProcess> {
  const server = await startServerProcess({ databaseUrl: database.url, env: env() });
  running.add(server);
  server.child.once('exit', () => running.delete(server));
  return server;
}

function startWorker(): ServerProcess {
  const worker = startWorkerProcess({ databaseUrl: database.url!, env: env() });
  running.add(worker);
  worker.child.once('exit', () => running.delete(worker));
  return worker;
}

async function query<Row>(statement: ReturnType<typeof sql>): Promise<Row[]> {
  return rowsOf<Row>(await database.db.execute(statement));
}

/** Jobs still `running` whose lease ran out over 30 s ago: held past 60 s after their process died. */
async function jobsHeldTooLong(): Promise<number> {
  const [row] = await query<{ n: number }>(
    sql`select count(*)::int as n from jobs
      where status = 'running' and locked_until < now() - interval '30 seconds'`,
  );
  return row!.n;
}

async function unfinishedDeliveries(): Promise<number> {
  const [row] = await query<{ n: number }>(
    sql`select count(*)::int as n from jobs
      where type in ${OUTREACH_JOB_TYPES} and status in ('pending', 'running')`,
  );
  return row!.n;
}

interface RunningJob {
  id: string;
  locked_by: string;
  attempts: number;
}

async function runningJobs(): Promise<RunningJob[]> {
  return query<RunningJob>(
    sql`select id, locked_by, attempts from jobs where status = 'running' and locked_by is not null`,
  );
}

/**
 * How long after each kill the jobs then `running` stayed with the same
 * holder: a live process settles its own in well under a second, so the
 * longest is the killed process's, held until another worker takes it over.
 */
class TakeoverWatch {
  private readonly watched: { job: RunningJob; killedAt: number; kill: number }[] = [];
  readonly secondsByKill: number[] = [];
  private stopped = false;
  private readonly loop: Promise<void>;

  constructor() {
    this.loop = (async () => {
      while (!this.stopped) {
        await this.check();
        await pause(250);
      }
    })();
  }

  /** The jobs running right before a kill; the kill happens right after. */
  async before(kill: number): Promise<void> {
    const jobs = await runningJobs();
    const killedAt = Date.now();
    this.secondsByKill[kill] = 0;
    for (const job of jobs) this.watched.push({ job, killedAt, kill });
  }

  private async check(): Promise<void> {
    if (this.watched.length === 0) return;
    const now = Date.now();
    const still = new Set(
      (await runningJobs()).map((job) => `${job.id}/${job.locked_by}/${job.attempts}`),
    );
    for (let i = this.watched.length - 1; i >= 0; i -= 1) {
      const { job, killedAt, kill } = this.watched[i]!;
      const held = (now - killedAt) / 1000;
      this.secondsByKill[kill] = Math.max(this.secondsByKill[kill]!, held);
      if (!still.has(`${job.id}/${job.locked_by}/${job.attempts}`)) this.watched.splice(i, 1);
    }
  }

  /** Waits until every watched job moved on, then stops. */
  async settle(deadlineMs: number): Promise<number> {
    while (this.watched.length > 0 && Date.now() < deadlineMs) await pause(250);
    this.stopped = true;
    await this.loop;
    return this.watched.length;
  }
}

describe.runIf(testEngine() === 'postgresql')('outreach survives kill -9 (PostgreSQL)', () => {
  beforeAll(async () => {
    database = await createTestDatabase();
    smtp = new LocalSmtpServer(150);
    smtpUrl = await smtp.listen();
    session = await signSession({ sub: 'user_outreachcrash', org_id: TENANT });
  }, 60_000);

  afterAll(async () => {
    await Promise.all([...running].map(stopServerProcess));
    await smtp.close();
    await database.destroy();
  }, 60_000);

  it('sends every e-mail, at most one in a thousand twice with the same Message-ID, and takes over dead jobs within 60 s', async () => {
    // Both start at once (as two-processes.e2e.test.ts's do): each start waits seconds on tsx.
    const apis = await Promise.all([startApi(), startApi()]);
    let worker = startWorker();
    const keyResponse = await fetch(`${apis[0]!.baseUrl}/v1/tenants/${TENANT}/api-keys`, {
      method: 'POST',
      headers: { ...bearer(session), 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'crash', environment: 'live' }),
    });
    expect(keyResponse.status).toBe(200);
    const { plaintext: key } = (await keyResponse.json()) as { plaintext: string };

    /**
     * POSTs to a live API process until it answers: a process killed under
     * the call is replaced, and the Idempotency-Key makes the retry safe.
     * Answers null for a move the request already made (invalid_transition).
     */
    const post = async (n: number, path: string, body: unknown, idempotencyKey: string) => {
      for (;;) {
        const alive = apis.filter(isAlive);
        const target = alive[n % Math.max(alive.length, 1)];
        let res: Response | undefined;
        try {
          if (target) {
            res = await fetch(`${target.baseUrl}/v1/api${path}`, {
              method: 'POST',
              headers: {
                ...bearer(key),
                'content-type': 'application/json',
                'idempotency-key': idempotencyKey,
              },
              body: JSON.stringify(body),
            });
          }
        } catch {
          // the process died under the call: try again
        }
        if (res?.ok) return (await res.json()) as unknown;
        if (res) {
          const problem = (await res.json().catch(() => ({}))) as { code?: string };
          if (problem.code === 'invalid_transition') return null;
          if (res.status < 500 && res.status !== 409) {
            throw new Error(`${path}: ${res.status} ${JSON.stringify(problem)}`);
          }
        }
        await pause(200);
      }
    };

    const expected = new Set<string>();
    /** Request n < REQUESTS: referees invited by the recruiter; else the candidate invited to name them. */
    const createOne = async (n: number) => {
      if (n >= REQUESTS) {
        await post(
          n,
          '/reference-requests',
          {
            launchMode: 'candidate_intake',
            candidate: { firstName: 'Cand', lastName: `${n}`, email: `cand-${n}@example.com` },
          },
          `crash-${n}`,
        );
        expected.add(`cand-${n}@example.com`);
        return;
      }
      const contacts = Array.from({ length: REFEREES }, (_, i) => ({
        firstName: 'Referee',
        lastName: `${n}-${i}`,
        email: `referee-${n}-${i}@example.org`,
        phone: '+12125550100',
      }));
      const created = (await post(
        n,
        '/reference-requests',
        {
          launchMode: 'manual_references',
          candidate: { firstName: 'Cand', lastName: `${n}`, email: `cand-${n}@example.com` },
          contacts,
        },
        `crash-${n}`,
      )) as { referenceRequest: { id: string } };
      const id = created.referenceRequest.id;
      for (const action of ['grant_candidate_consent', 'queue_outreach']) {
        await post(n, `/reference-requests/${id}/lifecycle`, { action }, `crash-${n}-${action}`);
      }
      for (const contact of contacts) expected.add(contact.email);
    };
    let next = 0;
    const startedAt = Date.now();
    const seconds = (at: number) => ((at - startedAt) / 1000).toFixed(1);
    let createdAt = 0;
    const creating = Promise.all(
      Array.from({ length: CREATORS }, async () => {
        for (let n = next++; n < 2 * REQUESTS; n = next++) await createOne(n);
      }),
    ).then(() => {
      createdAt = Date.now();
    });

    // Once e-mails flow, kill the three processes in turn, each restarted at once.
    while (smtp.inbox.length < FLOWING && Date.now() - startedAt < 300_000) await pause(250);
    const watch = new TakeoverWatch();
    let heldTooLong = 0;
    let killsWhileSending = 0;
    const kills: string[] = [];
    /** Kills while some process waited for the server's acknowledgement. */
    let killsMidSmtp = 0;
    const restarting: Promise<void>[] = [];
    for (let kill = 0; kill < KILLS; kill += 1) {
      await pause(KILL_EVERY_MS);
      const victim = kill % 3;
      await restarting[victim];
      heldTooLong = Math.max(heldTooLong, await jobsHeldTooLong());
      if ((await unfinishedDeliveries()) > 0) killsWhileSending += 1;
      await watch.before(kill);
      if (smtp.waiting > 0) killsMidSmtp += 1;
      kills.push(`${['api0', 'api1', 'worker'][victim]}@${seconds(Date.now())}`);
      if (victim === 2) {
        await killServerProcess(worker);
        worker = startWorker();
      } else {
        await killServerProcess(apis[victim]!);
        restarting[victim] = startApi().then((api) => {
          apis[victim] = api;
        });
      }
    }
    await Promise.all(restarting);
    await creating;

    const deadline = Date.now() + 300_000;
    while ((await unfinishedDeliveries()) > 0 && Date.now() < deadline) {
      heldTooLong = Math.max(heldTooLong, await jobsHeldTooLong());
      await pause(1000);
    }
    const sentAt = Date.now();
    const neverTakenOver = await watch.settle(deadline);

    const copies = new Map<string, ReceivedEmail[]>();
    for (const mail of smtp.inbox) copies.set(mail.to, [...(copies.get(mail.to) ?? []), mail]);
    const missing = [...expected].filter((to) => !copies.has(to));
    const unexpected = [...copies.keys()].filter((to) => !expected.has(to));
    const duplicates = [...copies.values()].filter((mails) => mails.length > 1);
    const extraCopies = duplicates.reduce((sum, mails) => sum + mails.length - 1, 0);
    const otherMessageId = [...copies.values()].filter(
      (mails) => new Set(mails.map((mail) => mail.messageId)).size > 1,
    );
    // Copies the server had in full when their sender died waiting for the 250: sent again.
    const unacknowledgedOtherId = smtp.unacknowledged.filter(
      (mail) => mail.messageId !== copies.get(mail.to)?.[0]?.messageId,
    );
    const takeover = watch.secondsByKill;
    console.log(
      `[outreach crash] created by ${seconds(createdAt)} s, all sent by ${seconds(sentAt)} s; kills ${kills.join(' ')}`,
    );
    for (const mails of duplicates) {
      const [row] = await query<{ attempts: number; status: string }>(
        sql`select j.attempts, d.status from deliveries d join jobs j on j.payload->>'deliveryId' = d.id
          where d.recipient = ${mails[0]!.to} and d.channel = 'email'`,
      );
      console.log(
        `[outreach crash] duplicate to ${mails[0]!.to} at ${mails.map((m) => seconds(m.at)).join(', ')} s; job attempts ${row?.attempts}`,
      );
    }
    console.log(
      `[outreach crash] e-mails expected ${expected.size}, acknowledged ${smtp.inbox.length}, ` +
        `missing ${missing.length}, unexpected ${unexpected.length}; ` +
        `kills ${KILLS} (${killsWhileSending} while sending, ${killsMidSmtp} while a process waited for an acknowledgement); ` +
        `duplicates ${extraCopies} (allowed ${Math.ceil(expected.size / 1000)}; ` +
        `with another Message-ID ${otherMessageId.length}); ` +
        `copies received in full but unacknowledged when the sender died ${smtp.unacknowledged.length} ` +
        `(with another Message-ID ${unacknowledgedOtherId.length}); ` +
        `takeover after each kill (s) ${takeover.map((s) => s.toFixed(1)).join(', ')}, ` +
        `max ${Math.max(...takeover).toFixed(1)}; jobs running >60 s after death ${heldTooLong}`,
    );
    expect(expected.size).toBe(EMAILS);
    expect(killsWhileSending).toBeGreaterThanOrEqual(10);
    expect(missing).toEqual([]);
    expect(unexpected).toEqual([]);
    expect(otherMessageId).toEqual([]);
    expect(unacknowledgedOtherId).toEqual([]);
    // SMTP cannot be exactly-once: a process killed after the server acknowledged a message
    // and before `sent` was recorded sends it again after the takeover, with the same
    // Message-ID. That window is one database write: at most one in a thousand.
    expect(extraCopies).toBeLessThanOrEqual(Math.ceil(expected.size / 1000));
    expect(neverTakenOver).toBe(0);
    expect(Math.max(...takeover)).toBeLessThan(60);
    expect(heldTooLong).toBe(0);
    expect(await unfinishedDeliveries()).toBe(0);
  }, 600_000);
});
