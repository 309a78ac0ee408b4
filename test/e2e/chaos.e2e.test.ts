import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testEngine } from '../helpers/db.ts';
import { bearer, signSession } from '../helpers/factories.ts';
import { LocalSmtpServer } from '../helpers/outreach-stand-ins.ts';
import {
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
} from '../helpers/server-process.ts';
import { postSse } from '../helpers/sse-client.ts';

/**
 * Issue 38 (CONTRACT "Operation"): 30 s of streaming participant chats and
 * API calls against a real server process on PostgreSQL, while every
 * connection of its database (the pool, the LISTEN connection, the
 * worker's) is terminated three times with `pg_terminate_backend`. The
 * process lives; every answer is a success or a 503 problem `unavailable`
 * (a turn's stream may end with an `error` event of that code); every turn
 * answered `done` is in the transcript afterwards, and none twice;
 * `/health` answers 200 again. The counts are printed.
 */
const TENANT = 'org_chaos';
const DURATION_MS = 30_000;
const TERMINATE_AT_MS = [6_000, 14_000, 22_000];
/** Chat loops, each cycling over its own conversations (a conversation holds 200 turns). */
const CHAT_LOOPS = 8;
const CONVERSATIONS_PER_LOOP = 3;
const API_LOOPS = 3;
const PAUSE_MS = 100;

let database: TestDatabase;
let smtp: LocalSmtpServer;
let server: ServerProcess | undefined;
let admin: pg.Client;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Tally {
  ok: number;
  unavailable: number;
  other: string[];
}

const tally = (): Tally => ({ ok: 0, unavailable: 0, other: [] });

/** A non-2xx answer: a 503 problem `unavailable`, or something the contract does not allow. */
function classifyProblem(t: Tally, what: string, status: number, type: string, body: string): void {
  let code: unknown;
  try {
    code = (JSON.parse(body) as { code?: unknown }).code;
  } catch {
    code = undefined;
  }
  if (status === 503 && type.includes('application/problem+json') && code === 'unavailable') {
    t.unavailable += 1;
  } else {
    t.other.push(`${what}: ${status} ${body.slice(0, 200)}`);
  }
}

describe.runIf(testEngine() === 'postgresql')('chaos: connections terminated under load', () => {
  beforeAll(async () => {
    database = await createTestDatabase();
    smtp = new LocalSmtpServer();
    admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
  }, 60_000);

  afterAll(async () => {
    if (server) await stopServerProcess(server);
    await admin?.end();
    await smtp?.close();
    await database?.destroy();
  }, 60_000);

  it('lives, answers success or 503, loses no acknowledged turn, and /health recovers', async () => {
    const smtpUrl = await smtp.listen();
    server = await startServerProcess({
      databaseUrl: database.url,
      env: { SMTP_URL: smtpUrl, WORKER_POLL_MS: '200' },
    });
    const base = server.baseUrl;
    const session = await signSession({ sub: 'user_chaos', org_id: TENANT });
    const keyResponse = await fetch(`${base}/v1/tenants/${TENANT}/api-keys`, {
      method: 'POST',
      headers: { ...bearer(session), 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'chaos', environment: 'live' }),
    });
    expect(keyResponse.status).toBe(200);
    const { plaintext: key } = (await keyResponse.json()) as { plaintext: string };
    const api = (path: string, init: RequestInit = {}) =>
      fetch(`${base}/v1/api${path}`, {
        ...init,
        headers: { ...bearer(key), 'content-type': 'application/json', ...init.headers },
      });

    // One intake conversation per request, its link from the candidate's e-mail.
    const conversations = CHAT_LOOPS * CONVERSATIONS_PER_LOOP;
    const requestIds = await Promise.all(
      Array.from({ length: conversations }, async (_, n) => {
        const created = await api('/reference-requests', {
          method: 'POST',
          body: JSON.stringify({
            launchMode: 'candidate_intake',
            candidate: { firstName: 'Cand', lastName: `${n}`, email: `chaos-${n}@example.com` },
          }),
        });
        expect(created.status).toBe(200);
        return ((await created.json()) as { referenceRequest: { id: string } }).referenceRequest.id;
      }),
    );
    const tokens: string[] = [];
    for (let n = 0; n < conversations; n += 1) {
      const to = `chaos-${n}@example.com`;
      const deadline = Date.now() + 30_000;
      while (smtp.to(to).length === 0 && Date.now() < deadline) await pause(100);
      const match = /\/intake\/([A-Za-z0-9_-]+)/.exec(smtp.to(to)[0]?.text ?? '');
      if (!match) throw new Error(`no intake e-mail to ${to}`);
      tokens.push(match[1]!);
    }

    const turns = tally();
    const calls = tally();
    /** The agent message id of every turn answered `done`, by conversation. */
    const acknowledged = new Map<string, { messageId: string; text: string }[]>();
    let streamErrors = 0;
    const startedAt = Date.now();
    const endAt = startedAt + DURATION_MS;

    const chatLoop = async (loop: number) => {
      for (let n = 0; Date.now() < endAt; n += 1) {
        const token = tokens[loop * CONVERSATIONS_PER_LOOP + (n % CONVERSATIONS_PER_LOOP)]!;
        const text = `Turn ${loop}-${n}: I have worked with them for years.`;
        try {
          const answer = await postSse(`${base}/v1/public/intake/${token}/messages`, {
            message: text,
          });
          const last = answer.events.at(-1);
          if (answer.status === 200 && last?.event === 'done') {
            turns.ok += 1;
            const list = acknowledged.get(token) ?? [];
            list.push({ messageId: String(last.data.messageId), text });
            acknowledged.set(token, list);
          } else if (answer.status === 200 && last?.event === 'error') {
            if (last.data.code === 'unavailable') {
              turns.unavailable += 1;
              streamErrors += 1;
            } else turns.other.push(`turn: error event ${JSON.stringify(last.data)}`);
          } else if (answer.status === 200) {
            turns.other.push(
              `turn: stream ended without done or error (${answer.events.length} events)`,
            );
          } else {
            classifyProblem(
              turns,
              'turn',
              answer.status,
              answer.headers.get('content-type') ?? '',
              answer.text ?? '',
            );
          }
        } catch (error) {
          turns.other.push(`turn: ${(error as Error).message}`);
        }
        await pause(PAUSE_MS);
      }
    };

    const apiLoop = async (loop: number) => {
      for (let n = 0; Date.now() < endAt; n += 1) {
        const kind = n % 3;
        const path =
          kind === 0
            ? '/reference-requests?limit=5'
            : kind === 1
              ? `/reference-requests/${requestIds[(loop + n) % requestIds.length]}`
              : '/reference-requests';
        const init: RequestInit =
          kind === 2
            ? {
                method: 'POST',
                body: JSON.stringify({
                  launchMode: 'candidate_intake',
                  candidate: {
                    firstName: 'Load',
                    lastName: `${loop}-${n}`,
                    email: `load-${loop}-${n}@example.com`,
                  },
                }),
              }
            : {};
        try {
          const response = await api(path, init);
          const body = await response.text();
          if (response.status === 200) calls.ok += 1;
          else {
            classifyProblem(
              calls,
              `${init.method ?? 'GET'} ${path}`,
              response.status,
              response.headers.get('content-type') ?? '',
              body,
            );
          }
        } catch (error) {
          calls.other.push(`${path}: ${(error as Error).message}`);
        }
        await pause(PAUSE_MS);
      }
    };

    const terminated: number[] = [];
    const terminator = async () => {
      for (const at of TERMINATE_AT_MS) {
        await pause(Math.max(0, startedAt + at - Date.now()));
        // Every backend of the service's database but this test's own.
        const result = await admin.query(
          `select pg_terminate_backend(pid) from pg_stat_activity
           where datname = current_database() and pid <> pg_backend_pid()`,
        );
        terminated.push(result.rowCount ?? 0);
      }
    };

    await Promise.all([
      ...Array.from({ length: CHAT_LOOPS }, (_, loop) => chatLoop(loop)),
      ...Array.from({ length: API_LOOPS }, (_, loop) => apiLoop(loop)),
      terminator(),
    ]);
    const alive = server.child.exitCode === null && server.child.signalCode === null;
    if (!alive) {
      console.log(
        `[chaos] the server process ended (${server.child.exitCode ?? server.child.signalCode})`,
      );
    }
    expect(alive).toBe(true);

    // /health comes back once the pool has connected anew.
    let health = 0;
    const healthDeadline = Date.now() + 15_000;
    while (Date.now() < healthDeadline) {
      health = (await fetch(`${base}/health`).catch(() => undefined))?.status ?? 0;
      if (health === 200) break;
      await pause(200);
    }

    // Every acknowledged turn is in its transcript, and no turn is there twice.
    let lost = 0;
    let twice = 0;
    for (const token of tokens) {
      const response = await fetch(`${base}/v1/public/intake/${token}`);
      expect(response.status).toBe(200);
      const session = (await response.json()) as {
        transcript: { id: string; role: string; text: string }[];
      };
      const ids = new Set(session.transcript.map((m) => m.id));
      for (const turn of acknowledged.get(token) ?? []) if (!ids.has(turn.messageId)) lost += 1;
      const texts = session.transcript.filter((m) => m.role === 'participant').map((m) => m.text);
      twice += texts.length - new Set(texts).size;
    }

    console.log(
      `[chaos] ${DURATION_MS / 1000} s, backends terminated ${terminated.join(', ')}; ` +
        `turns ok ${turns.ok}, 503 ${turns.unavailable} (${streamErrors} as a stream's error event), other ${turns.other.length}; ` +
        `API calls ok ${calls.ok}, 503 ${calls.unavailable}, other ${calls.other.length}; ` +
        `acknowledged turns lost ${lost}, stored twice ${twice}; process alive ${alive}; /health after ${health}`,
    );
    expect(terminated.every((n) => n > 0)).toBe(true);
    expect(turns.other).toEqual([]);
    expect(calls.other).toEqual([]);
    expect(turns.ok).toBeGreaterThan(0);
    expect(calls.ok).toBeGreaterThan(0);
    expect(lost).toBe(0);
    expect(twice).toBe(0);
    expect(health).toBe(200);
  }, 180_000);
});
