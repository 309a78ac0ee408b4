import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../scripts/build-server.ts';
import { projectPath } from '../../src/paths.ts';
import { TEST_SECRET_KEY, TEST_SESSION_SECRET } from '../helpers/app.ts';
import { testEngine } from '../helpers/db.ts';
import { bearer, signSession } from '../helpers/factories.ts';
import {
  exited,
  killServerProcess,
  newDataDir,
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
} from '../helpers/server-process.ts';

/**
 * One process per embedded data directory (issue 38, item 3; CONTRACT
 * "Operation"): real processes of the built bundle (`npm start` runs
 * `node dist/server.js`, `npm run worker` `node dist/worker.js`) on one
 * DATA_DIR. A second server or worker refuses to start, names the holder
 * and writes nothing; a lock left by kill -9 does not block the next start.
 * The embedded engine only: PostgreSQL serves any number of processes.
 */
const TENANT = 'org_one_dir';
let outDir: string;
let dataDir: string;
const running = new Set<ServerProcess>();

beforeAll(async () => {
  // A bundle of its own (as built-server.test.ts does), so a running `npm start` keeps its files.
  outDir = mkdtempSync(path.join(projectPath('dist'), '.test-build-'));
  await buildServer({ outDir });
  dataDir = newDataDir('refcheck-one-dir-');
}, 180_000);

afterAll(async () => {
  for (const process of running) await killServerProcess(process);
  if (outDir) rmSync(outDir, { recursive: true, force: true });
}, 60_000);

const script = (name: 'server' | 'worker') => path.join(outDir, `${name}.js`);

async function startServer(): Promise<ServerProcess> {
  const server = await startServerProcess({ nodeArgs: [script('server')], dataDir });
  running.add(server);
  server.child.once('exit', () => running.delete(server));
  return server;
}

/** A process on the same DATA_DIR that is expected to refuse: its exit code and what it said. */
async function refusedStart(
  name: 'server' | 'worker',
): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, [script(name)], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: '',
      HOST: '127.0.0.1',
      PORT: '0',
      PUBLIC_BASE_URL: 'http://127.0.0.1:1',
      DATA_DIR: dataDir,
      SECRET_KEY: TEST_SECRET_KEY,
      SESSION_JWT_SECRET: TEST_SESSION_SECRET,
      IDP_JWKS_URL: '',
      DEMO_SEED: '0',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  clearTimeout(timer);
  return { code, stderr };
}

/** Every path under DATA_DIR, with the content of the files outside the database's own folder. */
function snapshot(): Record<string, string> {
  const entries: Record<string, string> = {};
  const visit = (relative: string) => {
    for (const entry of readdirSync(path.join(dataDir, relative), { withFileTypes: true })) {
      const name = path.join(relative, entry.name);
      if (entry.isDirectory()) {
        entries[`${name}/`] = 'dir';
        visit(name);
      } else {
        const file = path.join(dataDir, name);
        // The database's files are the holder's to change; what a refused process could add is a name.
        entries[name] = name.startsWith('pgdata/')
          ? 'file'
          : `${statSync(file).size}:${readFileSync(file, 'base64')}`;
      }
    }
  };
  visit('');
  return entries;
}

const holderPid = () =>
  (JSON.parse(readFileSync(path.join(dataDir, 'pgdata.lock'), 'utf8')) as { pid: number }).pid;

describe.skipIf(testEngine() === 'postgresql')(
  'one process per embedded DATA_DIR (real processes)',
  () => {
    let session: string;
    let candidateId: string;

    it('a second server and a worker refuse to start, naming the holder, and write nothing', async () => {
      const first = await startServer();
      session = await signSession({ sub: 'user_one_dir', org_id: TENANT });
      const created = await fetch(`${first.baseUrl}/v1/tenants/${TENANT}/candidates`, {
        method: 'POST',
        headers: { ...bearer(session), 'content-type': 'application/json' },
        body: JSON.stringify({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' }),
      });
      expect(created.status, await created.clone().text()).toBe(200);
      candidateId = ((await created.json()) as { id: string }).id;

      const before = snapshot();
      for (const name of ['server', 'worker'] as const) {
        const refused = await refusedStart(name);
        expect(refused.code, refused.stderr).toBe(75);
        expect(refused.stderr).toContain(
          `DATA_DIR ${dataDir} is in use by process ${first.child.pid}`,
        );
        expect(refused.stderr).toContain('server.js');
        expect(refused.stderr).toContain('one process per data directory');
      }
      expect(snapshot()).toEqual(before);

      // The holder serves on, with its data.
      const read = await fetch(`${first.baseUrl}/v1/tenants/${TENANT}/candidates/${candidateId}`, {
        headers: bearer(session),
      });
      expect(read.status).toBe(200);

      // kill -9 leaves its lock behind; the next start takes it over and finds the data.
      await killServerProcess(first);
      expect(holderPid()).toBe(first.child.pid);
      const second = await startServer();
      expect(holderPid()).toBe(second.child.pid);
      const again = await fetch(
        `${second.baseUrl}/v1/tenants/${TENANT}/candidates/${candidateId}`,
        {
          headers: bearer(session),
        },
      );
      expect(again.status).toBe(200);
      // A graceful stop removes the lock.
      await stopServerProcess(second);
      expect(existsSync(path.join(dataDir, 'pgdata.lock'))).toBe(false);
    }, 300_000);

    it('a running worker holds the directory: a server refuses, naming it', async () => {
      const worker = spawn(process.execPath, [script('worker')], {
        env: {
          ...process.env,
          NODE_ENV: 'test',
          DATABASE_URL: '',
          DATA_DIR: dataDir,
          PUBLIC_BASE_URL: 'http://127.0.0.1:1',
          SECRET_KEY: TEST_SECRET_KEY,
          SESSION_JWT_SECRET: TEST_SESSION_SECRET,
          IDP_JWKS_URL: '',
          LOG_LEVEL: 'info',
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      const handle = { baseUrl: '', child: worker };
      running.add(handle);
      worker.once('exit', () => running.delete(handle));
      // Running (and stoppable) once it says so.
      let log = '';
      await new Promise<void>((resolve, reject) => {
        worker.stdout.on('data', (chunk) => {
          log += chunk;
          if (log.includes('outbox worker running')) resolve();
        });
        worker.once('exit', (code) => reject(new Error(`the worker exited with ${code}: ${log}`)));
      });
      expect(holderPid()).toBe(worker.pid);
      const refused = await refusedStart('server');
      expect(refused.code, refused.stderr).toBe(75);
      expect(refused.stderr).toContain(`in use by process ${worker.pid}`);
      expect(refused.stderr).toContain('worker.js');
      await stopServerProcess(handle);
      await exited(handle);
      expect(existsSync(path.join(dataDir, 'pgdata.lock'))).toBe(false);
    }, 300_000);
  },
);
