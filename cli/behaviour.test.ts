import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI_OUT, cliBundleIsStale } from '../bin/cli-bundle.js';
import { buildCli } from '../scripts/build-cli.ts';
import { DAY_MS } from '../src/core/clock.ts';
import { buildTestApp, type TestApp } from '../test/helpers/app.ts';
import { bearer, createKey, createTenant, type TestTenant } from '../test/helpers/factories.ts';
import { runRefcheck } from './testing.ts';

/** Issue 43, items 1 and 3–10: the CLI as `gh` and `stripe` behave, each run as a real process. */
let t: TestApp;
let baseUrl: string;
let tenant: TestTenant;
let key: string;

beforeAll(async () => {
  t = await buildTestApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  tenant = await createTenant(t);
  key = (await createKey(t, tenant, { environment: 'test' })).plaintext;
});
afterAll(() => t.close());

const refcheck = (args: string[], env: Record<string, string> = {}) =>
  runRefcheck(baseUrl, args, { REFCHECK_API_KEY: key, ...env });

async function createRequest(lastName: string): Promise<string> {
  const created = await refcheck([
    'requests',
    'create',
    '--json',
    '--first-name',
    'Ada',
    '--last-name',
    lastName,
    '--email',
    `${lastName.toLowerCase()}@example.com`,
    '--contact',
    'Grace Hopper,grace@example.org,+12125550100,manager',
  ]);
  expect(created.code, created.stderr).toBe(0);
  return JSON.parse(created.stdout).referenceRequest.id;
}

describe('refcheck, as gh and stripe behave (issue 43)', () => {
  it('runs from one bundle whose heavy parts load on demand, rebuilt when a source changes (item 1)', async () => {
    expect(cliBundleIsStale()).toBe(false);
    const main = readFileSync(path.join(CLI_OUT, 'refcheck.js'), 'utf8');
    // The MCP SDK, the table renderer and the YAML parser are chunks of their own.
    expect(main).not.toContain('StdioServerTransport');
    const chunks = readdirSync(path.join(CLI_OUT, 'chunks'));
    expect(chunks.some((name) => name.startsWith('mcp-relay-'))).toBe(true);
    expect(chunks.some((name) => name.startsWith('cli-table3-'))).toBe(true);

    const out = mkdtempSync(path.join(CLI_OUT, '..', 'cli-test-'));
    expect(await buildCli({ outDir: out, force: true })).toBe(true);
    expect(cliBundleIsStale(out)).toBe(false);
    // A changed input (here the stamp's record of one) makes it stale.
    const stampFile = path.join(out, '.build-stamp.json');
    const stamp = JSON.parse(readFileSync(stampFile, 'utf8'));
    stamp.inputs['cli/main.ts'] = '0:0';
    writeFileSync(stampFile, JSON.stringify(stamp));
    expect(cliBundleIsStale(out)).toBe(true);
    execFileSync('rm', ['-rf', out]);

    const version = await refcheck(['--version']);
    expect(version.code).toBe(0);
    expect(version.stdout.trim()).toBe(
      JSON.parse(readFileSync(path.resolve(CLI_OUT, '../../package.json'), 'utf8')).version,
    );
    expect(version.stderr).toBe('');
  }, 120_000);

  it('prints the problem as JSON on stderr with --json, exit status kept (item 3)', async () => {
    const missing = await refcheck(['requests', 'get', 'rr_01jzzzzzzzzzzzzzzzzzzzzzzz', '--json']);
    expect(missing.code).toBe(1);
    expect(missing.stdout).toBe('');
    const problem = JSON.parse(missing.stderr);
    expect(problem).toMatchObject({ status: 404, code: 'not_found', errors: [] });
    expect(problem.detail).toEqual(expect.any(String));
    expect(problem.traceId).toEqual(expect.any(String));

    const invalid = await refcheck(['requests', 'list', '--status', 'bogus', '--json']);
    expect(invalid.code).toBe(1);
    const fields = JSON.parse(invalid.stderr);
    expect(fields.code).toBe('validation_failed');
    expect(fields.errors[0]).toMatchObject({ path: expect.stringContaining('status') });

    const usage = await runRefcheck(baseUrl, ['whoami', '--json']);
    expect(usage.code).toBe(2);
    expect(JSON.parse(usage.stderr)).toMatchObject({ code: 'usage_error' });

    const unreachable = await refcheck(['whoami', '--json'], {
      REFCHECK_BASE_URL: 'http://127.0.0.1:9',
    });
    expect(unreachable.code).toBe(1);
    expect(JSON.parse(unreachable.stderr).code).toBe('connection_failed');
  }, 60_000);

  it('status exits 1 without a key or with one the service refuses, 0 with a working one (item 4)', async () => {
    const none = await runRefcheck(baseUrl, ['status']);
    expect(none.code).toBe(1);
    expect(none.stderr).toContain('not logged in');
    expect(none.stdout).toContain('none');
    const json = await runRefcheck(baseUrl, ['status', '--json']);
    expect(json.code).toBe(1);
    expect(JSON.parse(json.stdout)).toMatchObject({ valid: false, apiKey: 'none' });

    const ok = await refcheck(['status']);
    expect(ok.code, ok.stderr).toBe(0);
    expect(ok.stdout).toContain('REFCHECK_API_KEY');
    expect(ok.stdout).not.toContain(key.split('_').at(-1));

    const revoked = await createKey(t, tenant, { environment: 'test' });
    await t.app.inject({
      method: 'DELETE',
      url: `/v1/tenants/${tenant.tenantId}/api-keys/${revoked.id}`,
      headers: bearer(tenant.session),
    });
    const refused = await refcheck(['status'], { REFCHECK_API_KEY: revoked.plaintext });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('api_key_revoked');
  }, 60_000);

  it('pages with --cursor, shows the next command on stderr and keeps nextCursor in --json (item 5)', async () => {
    const own = await createTenant(t);
    const ownKey = (await createKey(t, own, { environment: 'test' })).plaintext;
    const as = { REFCHECK_API_KEY: ownKey };
    const ids: string[] = [];
    for (const name of ['Lovelace', 'Byron', 'Somerville']) {
      const created = await runRefcheck(
        baseUrl,
        [
          'requests',
          'create',
          '--json',
          '--first-name',
          'Ada',
          '--last-name',
          name,
          '--email',
          `${name.toLowerCase()}@example.com`,
        ],
        as,
      );
      ids.push(JSON.parse(created.stdout).referenceRequest.id);
    }
    const first = await runRefcheck(
      baseUrl,
      ['requests', 'list', '--limit', '2', '--api-key', ownKey],
      {},
    );
    expect(first.code, first.stderr).toBe(0);
    const next = /^More: (refcheck .*)$/m.exec(first.stderr)?.[1];
    expect(next).toMatch(/^refcheck requests list --limit 2 --cursor \S+$/);
    // The key given on the command line is never repeated.
    expect(first.stderr).not.toContain(ownKey);
    const args = next!.split(' ').slice(1);
    const second = await runRefcheck(baseUrl, args, as);
    expect(second.code, second.stderr).toBe(0);
    expect(second.stderr).not.toContain('More:');
    const shown = (first.stdout + second.stdout).match(/rr_\w+/g);
    expect(new Set(shown)).toEqual(new Set(ids));

    const json = await runRefcheck(baseUrl, ['requests', 'list', '--limit', '2', '--json'], as);
    const page = JSON.parse(json.stdout);
    expect(page.nextCursor).toEqual(expect.any(String));
    expect(json.stderr).toBe('');
    const rest = await runRefcheck(
      baseUrl,
      ['requests', 'list', '--limit', '2', '--cursor', page.nextCursor, '--json'],
      as,
    );
    expect(JSON.parse(rest.stdout)).toMatchObject({ nextCursor: null });
    expect(JSON.parse(rest.stdout).data).toHaveLength(1);
  }, 90_000);

  it('prints bash, zsh and fish completion scripts that complete commands and options (item 6)', async () => {
    const scripts: Record<string, string> = {};
    for (const shell of ['bash', 'zsh', 'fish']) {
      const run = await refcheck(['completion', shell]);
      expect(run.code, run.stderr).toBe(0);
      scripts[shell] = run.stdout;
    }
    const bad = await refcheck(['completion', 'tcsh']);
    expect(bad.code).toBe(2);

    const dir = mkdtempSync(path.join(tmpdir(), 'refcheck-completion-'));
    const complete = (words: string[]) => {
      const file = path.join(dir, 'refcheck.bash');
      writeFileSync(file, scripts.bash!);
      const script = `source ${file}; COMP_WORDS=(${words.map((w) => `'${w}'`).join(' ')}); COMP_CWORD=${words.length - 1}; _refcheck; echo "\${COMPREPLY[*]}"`;
      return execFileSync('bash', ['-c', script], { encoding: 'utf8' }).trim().split(' ');
    };
    expect(complete(['refcheck', 're'])).toEqual(['requests', 'reports']);
    expect(complete(['refcheck', 'requests', 'l'])).toEqual(['list', 'lifecycle']);
    expect(complete(['refcheck', '--json', 'requests', 'list', '--cu'])).toEqual(['--cursor']);
    expect(complete(['refcheck', 'completion', ''])).toContain('--help');

    for (const [shell, check] of [
      ['zsh', ['-n']],
      ['fish', ['--no-execute']],
    ] as const) {
      const file = path.join(dir, `refcheck.${shell}`);
      writeFileSync(file, scripts[shell]!);
      const parsed = spawnSync(shell, [...check, file], { encoding: 'utf8' });
      // A shell that is not installed here is not checked; bash always is.
      if (parsed.error) continue;
      expect(parsed.status, parsed.stderr).toBe(0);
    }
    expect(scripts.zsh).toContain("'requests:Reference requests'");
    expect(scripts.fish).toContain("-a 'requests' -d 'Reference requests'");
  }, 60_000);

  it('pipes tables without padding at line ends and with full ISO dates (item 7)', async () => {
    await createRequest('Piped');
    const piped = await refcheck(['requests', 'list']);
    expect(piped.code, piped.stderr).toBe(0);
    const lines = piped.stdout.split('\n').filter(Boolean);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(line).not.toMatch(/\s$/);
    expect(piped.stdout).toMatch(/\b\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z\b/);
    const events = await refcheck(['events', 'list']);
    expect(events.stdout).toMatch(/^\d{4}-\d\d-\d\dT/m);
  }, 60_000);

  it('refuses --limit outside 1-100 as a usage error before any call (item 8)', async () => {
    // An address where nothing listens: a call would fail with exit 1, not 2.
    const nowhere = { REFCHECK_BASE_URL: 'http://127.0.0.1:9' };
    for (const limit of ['500', '0', 'ten']) {
      const run = await refcheck(['requests', 'list', '--limit', limit], nowhere);
      expect(run.code, run.stderr).toBe(2);
      expect(run.stderr).toContain('1 to 100');
    }
    const events = await refcheck(['events', 'list', '--limit', '101'], nowhere);
    expect(events.code).toBe(2);
    expect((await refcheck(['requests', 'list', '--limit', '100'])).code).toBe(0);
  }, 60_000);

  it('logs in with a key that expires in 90 days, said at login, and logs out by revoking it (item 9)', async () => {
    const config = mkdtempSync(path.join(tmpdir(), 'refcheck-login-'));
    const login = async () => {
      let approved = false;
      const run = await runRefcheck(
        baseUrl,
        ['login', '--no-browser', '--environment', 'test'],
        { XDG_CONFIG_HOME: config },
        (stderr) => {
          const code = /pairing code is ([A-Z]{4}-[A-Z]{4})/.exec(stderr)?.[1];
          if (!code || approved) return;
          approved = true;
          void t.app.inject({
            method: 'POST',
            url: `/v1/tenants/${tenant.tenantId}/cli-pairings/${code}/approve`,
            headers: bearer(tenant.session),
          });
        },
      );
      expect(run.code, run.stderr).toBe(0);
      return run;
    };
    const asLoggedIn = { XDG_CONFIG_HOME: config };
    const first = await login();
    expect(first.stdout).toMatch(
      /The key expires on .+ \(in \d+ days\): run `refcheck login` again/,
    );
    const me = JSON.parse((await runRefcheck(baseUrl, ['whoami', '--json'], asLoggedIn)).stdout);
    expect(me.expiresAt).toBe(new Date(t.clock.now().getTime() + 90 * DAY_MS).toISOString());
    const stored = JSON.parse(
      readFileSync(path.join(config, 'refcheck', 'credentials.json'), 'utf8'),
    ).profiles.test;
    expect(stored.expiresAt).toBe(me.expiresAt);

    // Logging in again renews: a new key, and the one it replaces stops working.
    await login();
    const renewed = JSON.parse(
      (await runRefcheck(baseUrl, ['whoami', '--json'], asLoggedIn)).stdout,
    );
    expect(renewed.id).not.toBe(me.id);
    const old = await refcheck(['whoami'], { REFCHECK_API_KEY: stored.apiKey });
    expect(old.code).toBe(1);
    expect(old.stderr).toContain('api_key_revoked');

    const current = JSON.parse(
      readFileSync(path.join(config, 'refcheck', 'credentials.json'), 'utf8'),
    ).profiles.test.apiKey as string;
    const out = await runRefcheck(baseUrl, ['logout'], asLoggedIn);
    expect(out.code, out.stderr).toBe(0);
    expect(out.stdout).toContain(`key ${renewed.id} (test) revoked and forgotten`);
    const after = await refcheck(['whoami'], { REFCHECK_API_KEY: current });
    expect(after.code).toBe(1);
    expect(after.stderr).toContain('api_key_revoked');
    expect((await runRefcheck(baseUrl, ['status'], asLoggedIn)).code).toBe(1);
  }, 120_000);

  it('says why a request has no test links yet and what to run (item 10)', async () => {
    const id = await createRequest('Uninvited');
    const none = await refcheck(['test', 'links', id]);
    expect(none.code, none.stderr).toBe(0);
    expect(none.stderr).toContain(`Request ${id} is created: nobody has been invited yet`);
    expect(none.stderr).toContain(`refcheck requests lifecycle ${id} grant_candidate_consent`);
    expect(none.stderr).toContain(`refcheck requests lifecycle ${id} queue_outreach`);

    await refcheck(['requests', 'lifecycle', id, 'grant_candidate_consent']);
    const granted = await refcheck(['test', 'links', id]);
    expect(granted.stderr).toContain('no referee has been invited yet');
    expect(granted.stderr).toContain(`refcheck requests lifecycle ${id} queue_outreach`);

    await refcheck(['requests', 'lifecycle', id, 'queue_outreach']);
    const invited = await refcheck(['test', 'links', id]);
    expect(invited.stdout).toContain('referee');
    expect(invited.stderr).toBe('');
    // --json stays the API's JSON, with nothing added.
    const json = await refcheck(['test', 'links', await createRequest('Quiet'), '--json']);
    expect(JSON.parse(json.stdout)).toEqual({ data: [] });
    expect(json.stderr).toBe('');
  }, 90_000);
});
