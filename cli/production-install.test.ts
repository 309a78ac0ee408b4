import { execFileSync, spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/helpers/app.ts';
import { testEngine } from '../test/helpers/db.ts';
import { createKey, createTenant } from '../test/helpers/factories.ts';
import { root, runRefcheck } from './testing.ts';

/**
 * Issue 43, item 2: `refcheck` from a production install, where only
 * `dependencies` are installed. The checkout's tracked files are copied
 * outside it (so Node cannot find the checkout's own node_modules above),
 * its node_modules hard-linked beside them and pruned as `npm ci
 * --omit=dev` leaves it (the same tree, the dev packages removed; `npm
 * prune` only deletes, so nothing is downloaded). There is no dist/: the
 * first `refcheck` builds its bundle with what a production install has.
 * .ci/run also installs such a copy with `npm ci --omit=dev` itself.
 */
// The install does not depend on the engine: once, on the embedded run.
const once = testEngine() === 'pglite';
let t: TestApp;
let baseUrl: string;
let copy: string;

beforeAll(async () => {
  if (!once) return;
  t = await buildTestApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  copy = mkdtempSync(path.join(tmpdir(), 'refcheck-production-'));
  const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file && existsSync(path.join(root, file)));
  execFileSync('cp', ['--parents', '-t', copy, ...tracked], { cwd: root });
  try {
    execFileSync('cp', ['-al', path.join(root, 'node_modules'), copy]);
  } catch {
    // Another file system: a real copy.
    execFileSync('cp', ['-a', path.join(root, 'node_modules'), copy]);
  }
  // npm rewrites this one: a file of its own, not a link to the checkout's.
  const hidden = path.join('node_modules', '.package-lock.json');
  rmSync(path.join(copy, hidden), { force: true });
  if (existsSync(path.join(root, hidden)))
    copyFileSync(path.join(root, hidden), path.join(copy, hidden));
  execFileSync('npm', ['prune', '--omit=dev', '--ignore-scripts', '--no-audit', '--no-fund'], {
    cwd: copy,
    stdio: 'ignore',
  });
}, 300_000);
afterAll(async () => {
  if (copy) rmSync(copy, { recursive: true, force: true });
  await t?.close();
});

function npx(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['--no-install', ...args], {
      cwd: copy,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? tmpdir() },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}

describe.runIf(once)('a production install (npm ci --omit=dev)', () => {
  it('has no dev dependency left, and runs npx refcheck --version and a real command', async () => {
    expect(existsSync(path.join(copy, 'node_modules/vite'))).toBe(false);
    expect(existsSync(path.join(copy, 'node_modules/vitest'))).toBe(false);
    const version = await npx(['refcheck', '--version']);
    expect(version.code, version.stderr).toBe(0);
    expect(version.stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);
    // Built on that first run, from the production tree.
    expect(existsSync(path.join(copy, 'dist/cli/refcheck.js'))).toBe(true);

    const tenant = await createTenant(t);
    const key = (await createKey(t, tenant, { environment: 'test' })).plaintext;
    const list = await runRefcheck(
      baseUrl,
      ['requests', 'list', '--json'],
      { REFCHECK_API_KEY: key },
      undefined,
      path.join(copy, 'bin/refcheck.js'),
    );
    expect(list.code, list.stderr).toBe(0);
    expect(JSON.parse(list.stdout)).toMatchObject({ data: [], nextCursor: null });
    expect(list.stderr).toBe('');
  }, 300_000);
});
