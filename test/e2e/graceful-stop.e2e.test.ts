import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectPath } from '../../src/paths.ts';
import { TEST_SECRET_KEY, TEST_SESSION_SECRET } from '../helpers/app.ts';
import { createTestDatabase, type TestDatabase, testEngine } from '../helpers/db.ts';
import { bearer, signSession } from '../helpers/factories.ts';
import { LocalSmtpServer } from '../helpers/outreach-stand-ins.ts';
import { freePort, newDataDir } from '../helpers/server-process.ts';
import { postSse, type SseResult } from '../helpers/sse-client.ts';

/**
 * Issue 38, item 6 (CONTRACT "Operation"): SIGTERM to the `npm start`
 * process itself, as a supervisor or a container runtime sends it, stops
 * the server gracefully. Before, npm and its shell exited and `node
 * dist/server.js`, reparented, went on serving. Real processes: `npm start`
 * in a child (its prestart build included), a participant's reply held
 * open by a local model server that never finishes, then SIGTERM to npm:
 * the open stream ends with `error` `shutting_down`, every process of the
 * command exits, the port closes, and the worker logged its start and stop.
 */
const TENANT = 'org_gracefulstop';

/** An OpenAI-compatible model server whose streamed reply says one word, then hangs. */
async function hangingModel(): Promise<{ baseUrl: string; server: Server }> {
  const server = createServer((request, response) => {
    if (request.method === 'GET') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ object: 'list', data: [{ id: 'hang', object: 'model' }] }));
      return;
    }
    request.resume();
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    const chunk = (delta: unknown) =>
      response.write(
        `data: ${JSON.stringify({ id: 'c', object: 'chat.completion.chunk', created: 1, model: 'hang', choices: [{ index: 0, delta, finish_reason: null }] })}\n\n`,
      );
    chunk({ role: 'assistant', content: '' });
    chunk({ content: 'Thinking' });
    // …and nothing more until the client goes away.
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { baseUrl: `http://127.0.0.1:${port}/v1`, server };
}

/** Every process below `root` (children, grandchildren …), from /proc. */
function descendants(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  const found: number[] = [];
  const walk = (pid: number) => {
    for (const child of children.get(pid) ?? []) {
      found.push(child);
      walk(child);
    }
  };
  walk(root);
  return found;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

interface NpmCommand {
  child: ChildProcess;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** `npm <args>` in the project, as an operator runs it; its output collected. */
function npm(args: string[], env: Record<string, string>): NpmCommand {
  const child = spawn('npm', args, {
    cwd: projectPath('.'),
    env: {
      ...process.env,
      NODE_ENV: 'test',
      SECRET_KEY: TEST_SECRET_KEY,
      SESSION_JWT_SECRET: TEST_SESSION_SECRET,
      IDP_JWKS_URL: '',
      DEMO_SEED: '0',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr!.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, output: () => output, exited };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** After SIGTERM to npm: every process of the command has exited (or the test gives up). */
async function allGone(pids: number[], deadlineMs = 30_000): Promise<number[]> {
  const deadline = Date.now() + deadlineMs;
  while (pids.some(alive) && Date.now() < deadline) await pause(100);
  return pids.filter(alive);
}

let smtp: LocalSmtpServer;
let model: { baseUrl: string; server: Server };
const started: NpmCommand[] = [];

beforeAll(async () => {
  smtp = new LocalSmtpServer();
  model = await hangingModel();
});

afterAll(async () => {
  // Whatever a failed test left running.
  for (const command of started) {
    for (const pid of [command.child.pid!, ...descendants(command.child.pid!)]) {
      if (alive(pid)) process.kill(pid, 'SIGKILL');
    }
  }
  await smtp.close();
  model.server.closeAllConnections();
  await new Promise((resolve) => model.server.close(resolve));
});

describe('npm start stops gracefully on SIGTERM to npm', () => {
  it('ends the open stream with shutting_down, and leaves no process and no open port', async () => {
    const smtpUrl = await smtp.listen();
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const command = npm(['start'], {
      DATABASE_URL: '',
      DATA_DIR: newDataDir('refcheck-stop-'),
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_BASE_URL: '',
      SMTP_URL: smtpUrl,
      WORKER_POLL_MS: '50',
      AGENT_MODEL: 'openai-compatible:hang',
      AGENT_BASE_URL: model.baseUrl,
    });
    started.push(command);
    const deadline = Date.now() + 240_000;
    for (;;) {
      if (Date.now() > deadline) throw new Error(`npm start did not serve:\n${command.output()}`);
      const health = await fetch(`${base}/health`).catch(() => undefined);
      if (health?.ok) break;
      await pause(250);
    }

    const session = await signSession({ sub: 'user_gracefulstop', org_id: TENANT });
    const keyResponse = await fetch(`${base}/v1/tenants/${TENANT}/api-keys`, {
      method: 'POST',
      headers: { ...bearer(session), 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'stop', environment: 'live' }),
    });
    expect(keyResponse.status).toBe(200);
    const { plaintext: key } = (await keyResponse.json()) as { plaintext: string };
    const created = await fetch(`${base}/v1/api/reference-requests`, {
      method: 'POST',
      headers: { ...bearer(key), 'content-type': 'application/json' },
      body: JSON.stringify({
        launchMode: 'candidate_intake',
        candidate: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada.stop@example.com' },
      }),
    });
    expect(created.status).toBe(200);
    while (smtp.to('ada.stop@example.com').length === 0) {
      if (Date.now() > deadline) throw new Error('no intake e-mail');
      await pause(100);
    }
    const token = /\/intake\/([A-Za-z0-9_-]+)/.exec(smtp.to('ada.stop@example.com')[0]!.text)![1];

    // A reply that streams its first words, then waits on the model.
    let firstDelta: () => void = () => {};
    const streaming = new Promise<void>((resolve) => {
      firstDelta = resolve;
    });
    const turn: Promise<SseResult> = postSse(
      `${base}/v1/public/intake/${token}/messages`,
      { message: 'Hello, I agree.' },
      {},
      (event) => {
        if (event.event === 'delta') firstDelta();
      },
    );
    await streaming;

    const processes = [command.child.pid!, ...descendants(command.child.pid!)];
    // npm, and the node server it runs (no shell between them).
    expect(processes.length).toBeGreaterThanOrEqual(2);
    command.child.kill('SIGTERM');

    const answer = await turn;
    expect(answer.status).toBe(200);
    expect(answer.events.at(-1)).toMatchObject({
      event: 'error',
      data: { code: 'shutting_down' },
    });
    expect(await allGone(processes), command.output()).toEqual([]);
    expect((await command.exited).code).toBe(0);
    expect(await portOpen(port)).toBe(false);
    const logs = command.output();
    expect(logs).toContain('outbox worker started');
    expect(logs).toContain('job done');
    expect(logs).toContain('outbox worker stopped');
  }, 300_000);
});

describe.runIf(testEngine() === 'postgresql')(
  'npm run worker on SIGTERM to npm (PostgreSQL)',
  () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await createTestDatabase();
    }, 60_000);
    afterAll(async () => database?.destroy());

    it('logs its start and stop and leaves no process', async () => {
      const command = npm(['run', 'worker'], {
        DATABASE_URL: database.url!,
        DATA_DIR: newDataDir('refcheck-stop-worker-'),
        PUBLIC_BASE_URL: 'http://127.0.0.1:1',
        WORKER_POLL_MS: '50',
      });
      started.push(command);
      const deadline = Date.now() + 240_000;
      while (!command.output().includes('outbox worker started')) {
        if (Date.now() > deadline || command.child.exitCode !== null) {
          throw new Error(`npm run worker did not start:\n${command.output()}`);
        }
        await pause(100);
      }
      const processes = [command.child.pid!, ...descendants(command.child.pid!)];
      command.child.kill('SIGTERM');
      expect(await allGone(processes), command.output()).toEqual([]);
      expect((await command.exited).code).toBe(0);
      expect(command.output()).toContain('outbox worker stopped');
    }, 300_000);
  },
);
