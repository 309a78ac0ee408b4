import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { projectPath } from '../../src/paths.ts';
import { TEST_SECRET_KEY, TEST_SESSION_SECRET } from './app.ts';

/**
 * The built entries (dist/), which the suite's globalSetup rebuilds when a source changed: a
 * start through tsx compiled the sources again in each process, about 3 s of CPU more per
 * start, and the crash tests start dozens.
 */
const BUILT_SERVER = ['dist/server.js'];
const BUILT_WORKER = ['dist/worker.js'];

/** A real server process (the build of `src/server.ts`), for tests of what crosses processes or survives a crash. */
export interface ServerProcess {
  baseUrl: string;
  child: ChildProcess;
}

export interface ServerProcessOptions {
  /** PostgreSQL URL; without one the server runs PGlite in `dataDir`. */
  databaseUrl?: string;
  /** PGlite's data folder (DATA_DIR); a new temporary folder when omitted. */
  dataDir?: string;
  /** Extra environment, e.g. TEST_CRASH_POINT. */
  env?: Record<string, string>;
  /** Node's arguments: dist/server.js unless a test runs another build or the sources (`['--import', 'tsx', 'src/server.ts']`). */
  nodeArgs?: string[];
}

export function newDataDir(prefix = 'refcheck-proc-'): string {
  return mkdtempSync(path.join(tmpdir(), prefix));
}

/** A port nothing listens on right now (the server is told to listen there). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Starts a server process and resolves once `/health` answers. */
export async function startServerProcess(
  options: ServerProcessOptions = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const nodeArgs = options.nodeArgs ?? BUILT_SERVER;
  const child = spawn(process.execPath, nodeArgs, {
    cwd: projectPath(),
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: options.databaseUrl ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_BASE_URL: '',
      DATA_DIR: options.dataDir ?? newDataDir(),
      SECRET_KEY: TEST_SECRET_KEY,
      SESSION_JWT_SECRET: TEST_SESSION_SECRET,
      IDP_JWKS_URL: '',
      DEMO_SEED: '0',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const server = { baseUrl: `http://127.0.0.1:${port}`, child };
  // Generous: a first PGlite start runs initdb in WASM, slow on a loaded 2-core machine.
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`server exited with ${child.exitCode ?? child.signalCode}`);
    }
    try {
      if ((await fetch(`${server.baseUrl}/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start within 150 s');
}

/** Resolves when the process has exited (at once if it already has). */
export function exited(server: ServerProcess): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => server.child.once('exit', () => resolve()));
}

/** Stops the server gracefully (SIGTERM), or kills it after 10 s. */
export async function stopServerProcess(server: ServerProcess): Promise<void> {
  const done = exited(server);
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 10_000);
  await done;
  clearTimeout(timer);
}

/** Kills the server as a power cut would: SIGKILL, no shutdown hooks. */
export async function killServerProcess(server: ServerProcess): Promise<void> {
  const done = exited(server);
  server.child.kill('SIGKILL');
  await done;
}

/** A worker process (the build of `src/worker.ts`: the outbox worker on its own), on PostgreSQL. */
export function startWorkerProcess(options: {
  databaseUrl: string;
  env?: Record<string, string>;
}): ServerProcess {
  const child = spawn(process.execPath, BUILT_WORKER, {
    cwd: projectPath(),
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: options.databaseUrl,
      DATA_DIR: newDataDir(),
      PUBLIC_BASE_URL: 'http://127.0.0.1:1',
      SECRET_KEY: TEST_SECRET_KEY,
      SESSION_JWT_SECRET: TEST_SESSION_SECRET,
      IDP_JWKS_URL: '',
      DEMO_SEED: '0',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { baseUrl: '', child };
}
