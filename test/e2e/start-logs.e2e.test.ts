import { spawn, spawnSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { projectPath } from '../../src/paths.ts';
import { TEST_SECRET_KEY, TEST_SESSION_SECRET } from '../helpers/app.ts';
import { testEngine } from '../helpers/db.ts';
import { freePort, newDataDir } from '../helpers/server-process.ts';

/**
 * Issue 43, item 16 (README "Logs"): piped, `npm start` writes the server's
 * JSON lines only (no npm banner, no build line), health probes stay out of
 * the info log; on a terminal the banner comes before any JSON line.
 * Real processes, on the embedded engine (the logs do not depend on it).
 */
const env = async () => ({
  ...process.env,
  NODE_ENV: 'development',
  DATABASE_URL: '',
  HOST: '127.0.0.1',
  PORT: String(await freePort()),
  PUBLIC_BASE_URL: '',
  DATA_DIR: newDataDir('refcheck-logs-'),
  SECRET_KEY: TEST_SECRET_KEY,
  SESSION_JWT_SECRET: TEST_SESSION_SECRET,
  IDP_JWKS_URL: '',
  DEMO_SEED: '0',
  LOG_LEVEL: 'info',
});

const stops: (() => void)[] = [];

/** Ctrl-C to what `script` runs in its terminal (`timeout` passes the signal on to the server). */
function interrupt(script: number): void {
  spawnSync('pkill', ['-INT', '-P', String(script)]);
}
afterAll(() => {
  for (const stop of stops) stop();
});

describe.runIf(testEngine() === 'pglite')('npm start logs', () => {
  it('piped: every stdout line is JSON, and health probes are not at info', async () => {
    const environment = await env();
    const child = spawn('npm', ['start'], {
      cwd: projectPath(),
      env: environment,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    stops.push(() => child.kill('SIGKILL'));
    let stdout = '';
    child.stdout.on('data', (chunk) => {
      stdout += String(chunk);
    });
    child.stderr.resume();
    const base = `http://127.0.0.1:${environment.PORT}`;
    const deadline = Date.now() + 240_000;
    let up = false;
    while (!up && Date.now() < deadline) {
      up = await fetch(`${base}/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (!up) await new Promise((resolve) => setTimeout(resolve, 300));
    }
    expect(up).toBe(true);
    for (let i = 0; i < 3; i++) expect((await fetch(`${base}/health`)).status).toBe(200);
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    const lines = stdout.split('\n').filter((line) => line !== '');
    const parsed = lines.map((line) => {
      try {
        return JSON.parse(line) as { level: number; msg: string; req?: { url: string } };
      } catch {
        throw new Error(`not a JSON line on stdout: ${line}`);
      }
    });
    expect(parsed.some((line) => /Server listening/.test(line.msg))).toBe(true);
    expect(parsed.filter((line) => line.req?.url.startsWith('/health'))).toEqual([]);
  }, 300_000);

  const hasScript = spawnSync('script', ['--version']).status === 0;
  it.runIf(hasScript)(
    'on a terminal: the banner comes before any JSON line',
    async () => {
      const environment = await env();
      // util-linux `script` gives the server a terminal. The server is stopped (SIGINT, as
      // Ctrl-C would) once its banner is out, or after 60 s at most: what it logs before the
      // banner is out by then, and its shutdown lines come after. `exec`: script runs the
      // command with $SHELL -c, and dash (CI's /bin/sh) would stay between script and
      // `timeout`, taking the interrupt meant for it (the test then waited the full 60 s).
      const child = spawn(
        'script',
        ['-qfec', 'exec timeout -s INT 60 node dist/server.js', '/dev/null'],
        { cwd: projectPath(), env: environment, stdio: ['pipe', 'pipe', 'ignore'] },
      );
      stops.push(() => child.kill('SIGKILL'));
      let stdout = '';
      let interrupted = false;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.stdout.on('data', (chunk) => {
        stdout += String(chunk);
        if (!interrupted && stdout.includes('Refcheck is running')) {
          interrupted = true;
          interrupt(child.pid!);
        }
      });
      await exited;
      const lines = stdout.split(/\r?\n/);
      const banner = lines.findIndex((line) => line.includes('Refcheck is running'));
      const firstJson = lines.findIndex((line) => line.startsWith('{'));
      expect(banner, stdout).toBeGreaterThanOrEqual(0);
      expect(firstJson, stdout).toBeGreaterThan(banner);
    },
    150_000,
  );
});
