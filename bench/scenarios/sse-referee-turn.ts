import { Worker } from 'node:worker_threads';
import { buildTestApp } from '../../test/helpers/app.ts';
import { createKey, createTenant } from '../../test/helpers/factories.ts';
import type { CustomScenario } from '../scenario.ts';
import type { SseChatsInput, SseChatsResult } from './sse-chats.worker.ts';

/** Conversations run at once, each its own reference request and referee. */
const CHATS = Number(process.env.BENCH_SSE_CHATS ?? 32);
/** Measured turns per conversation, after one warm-up turn each. */
const TURNS_PER_CHAT = Number(process.env.BENCH_SSE_TURNS ?? 5);

/** The referee's side of an interview, repeated; after the last question extra lines become comments. */
const LINES = [
  'I managed Ada at Acme for three years',
  'She turns vague problems into clear plans.',
  'She could say no more often.',
  'communication 5, technical 4',
  'teamwork 5, reliability 4',
  'problem solving 4, leadership 3',
  'Yes, I would hire her again',
  'She mentored half the team.',
];

/** Runs the chats on their own thread (sse-chats.worker.ts) and answers their timings. */
function converseOnAThread(input: SseChatsInput): Promise<SseChatsResult> {
  const worker = new Worker(new URL('./sse-chats.worker-source.mjs', import.meta.url), {
    workerData: input,
  });
  return new Promise((resolve, reject) => {
    worker.once('message', (message: { result?: SseChatsResult; error?: string }) => {
      if (message.result) resolve(message.result);
      else reject(new Error(message.error));
    });
    worker.once('error', reject);
  }).finally(() => worker.terminate()) as Promise<SseChatsResult>;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)]!;
}

/**
 * One referee conversation turn over real HTTP: time to the first SSE event
 * and to `done` (transcript load, agent, both messages stored), with the
 * built-in agent. Referee links exist only in e-mails, which the spawned
 * server does not hand back, so this scenario runs its own server in
 * process (embedded engine, captured e-mails) and sets the request up
 * through the API: tenant session → API key → manual request →
 * grant consent → queue outreach → link from the e-mail. The referees'
 * side runs on a thread of its own (sse-chats.worker.ts), as a browser
 * would: it reads each event when it arrives, not when the server's event
 * loop lets it.
 */
export const sseRefereeTurn: CustomScenario = {
  kind: 'custom',
  name: 'sse-referee-turn',
  description: `referee SSE turns (in-process server, built-in agent), ${CHATS} chats at once × ${TURNS_PER_CHAT} turns: first event and done p50/p95/p99 ms, and the share of turns whose first delta arrived before done`,
  async run(target): Promise<Record<string, number | string>> {
    // Its server is in process on the embedded engine whichever engine the
    // runner is measuring: measured once, in the PGlite row.
    if (target.databaseUrl) return { skipped: 'in-process server on PGlite; see the pglite row' };
    const t = await buildTestApp();
    try {
      const tenant = await createTenant(t, 'Bench Hiring');
      const key = await createKey(t, tenant);
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const address = t.app.server.address();
      if (!address || typeof address === 'string') throw new Error('no port');
      const base = `http://127.0.0.1:${address.port}`;
      const api = async (path: string, body: unknown) => {
        const res = await fetch(`${base}${path}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${key.plaintext}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
        return (await res.json()) as { referenceRequest?: { id: string } };
      };
      const refereeUrl = async (chat: number) => {
        const email = `grace.bench${chat}@example.org`;
        const created = await api('/v1/api/reference-requests', {
          launchMode: 'manual_references',
          roleTitle: 'Staff Engineer',
          candidate: {
            firstName: 'Ada',
            lastName: 'Lovelace',
            email: `ada.bench${chat}@example.com`,
          },
          contacts: [
            {
              firstName: 'Grace',
              lastName: 'Hopper',
              email,
              phone: '+12125550100',
              relationship: 'manager',
            },
          ],
        });
        const id = created.referenceRequest!.id;
        await api(`/v1/api/reference-requests/${id}/lifecycle`, {
          action: 'grant_candidate_consent',
        });
        await api(`/v1/api/reference-requests/${id}/lifecycle`, { action: 'queue_outreach' });
        await t.app.worker.drain();
        const mail = t.mailer.to(email).at(-1);
        const token = /\/referee\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
        if (!token) throw new Error('no referee link was mailed');
        return `${base}/v1/public/referee/${token}/messages`;
      };
      const urls: string[] = [];
      for (let chat = 0; chat < CHATS; chat++) urls.push(await refereeUrl(chat));

      const { first, done, streamed } = await converseOnAThread({
        urls,
        turnsPerChat: TURNS_PER_CHAT,
        lines: LINES,
      });
      first.sort((a, b) => a - b);
      done.sort((a, b) => a - b);
      const round = (ms: number) => Math.round(ms * 100) / 100;
      return {
        turns: first.length,
        chats: CHATS,
        firstEventP50Ms: round(percentile(first, 0.5)),
        firstEventP95Ms: round(percentile(first, 0.95)),
        firstEventP99Ms: round(percentile(first, 0.99)),
        doneP50Ms: round(percentile(done, 0.5)),
        doneP95Ms: round(percentile(done, 0.95)),
        doneP99Ms: round(percentile(done, 0.99)),
        deltasBeforeDone: `${Math.round((100 * streamed) / first.length)}%`,
      };
    } finally {
      await t.close();
    }
  },
};
