import { spawn } from 'node:child_process';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { type CustomScenario, newTenantWithKey } from '../scenario.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Pairs of runs (the command, then its reference); the ratio is the median of the pairs' ratios. */
const RUNS = Number(process.env.CLI_STARTUP_RUNS ?? 9);
/** The `refcheck` measured: CLI_STARTUP_BIN gives another checkout's bin/refcheck.js (a before/after). */
const BIN = process.env.CLI_STARTUP_BIN ?? path.join(ROOT, 'bin/refcheck.js');
/** Requests in the listed tenant: a first page a person would see. */
const REQUESTS = 10;

/**
 * How long `refcheck` takes as a whole process, as a person waits for it
 * (issue 43, item 1): `refcheck --version` against `node -e 0` (Node's own
 * start), and `refcheck requests list` (piped, a page of ten requests)
 * against a bare `fetch` script that GETs the same page from the same
 * server and prints its JSON. Each pair runs back to back and the ratio
 * reported is the median of the pairs' ratios: this machine's speed drifts
 * between runs. Goal: both ratios within 3. The last figure runs the
 * sources through tsx, as `refcheck` did before it was bundled.
 * CLI_STARTUP_RUNS (default 9) and CLI_STARTUP_BIN (see BIN) change it.
 */
export const cliStartup: CustomScenario = {
  kind: 'custom',
  name: 'CLI start-up',
  description: `refcheck --version vs node -e 0, requests list vs a bare fetch (${RUNS} pairs, wall ms)`,
  async run(target) {
    const { plaintext } = await newTenantWithKey(target, 'bench CLI', []);
    const auth = { authorization: `Bearer ${plaintext}` };
    for (let i = 0; i < REQUESTS; i++) {
      await target.request('POST', '/v1/api/reference-requests', {
        headers: auth,
        body: {
          launchMode: 'manual_references',
          roleTitle: 'Engineer',
          candidate: { firstName: 'Ada', lastName: `Bench${i}`, email: `ada${i}@example.com` },
        },
      });
    }
    const env = {
      REFCHECK_API_KEY: plaintext,
      REFCHECK_BASE_URL: target.baseUrl,
      // No OS keychain probe: the key comes from the environment, as in CI.
      REFCHECK_NO_KEYCHAIN: '1',
    };
    const refcheck = [BIN];
    const bareFetch = [
      '--input-type=module',
      '-e',
      `const r = await fetch(process.env.REFCHECK_BASE_URL + '/v1/api/reference-requests?limit=${REQUESTS}', { headers: { authorization: 'Bearer ' + process.env.REFCHECK_API_KEY } });
       process.stdout.write(await r.text());`,
    ];
    const version = await pairs([...refcheck, '--version'], ['-e', '0'], env);
    const list = await pairs(
      [...refcheck, 'requests', 'list', '--limit', String(REQUESTS)],
      bareFetch,
      env,
    );
    const sources = await pairs(
      ['--import', 'tsx', path.join(ROOT, 'cli/main.ts'), '--version'],
      ['-e', '0'],
      env,
      Math.min(RUNS, 5),
    );
    return {
      'node -e 0 ms': version.referenceMs,
      'refcheck --version ms': version.commandMs,
      '--version ratio': version.ratio,
      'bare fetch ms': list.referenceMs,
      'refcheck requests list ms': list.commandMs,
      'requests list ratio': list.ratio,
      'from the sources (tsx) --version ratio': sources.ratio,
      goal: 'ratios ≤ 3',
    };
  },
};

/** Runs `command` and `reference` (Node arguments) in turn, `runs` times each after one warm-up pair. */
async function pairs(
  command: string[],
  reference: string[],
  env: Record<string, string>,
  runs = RUNS,
): Promise<{ commandMs: number; referenceMs: number; ratio: number }> {
  await timeNode(command, env);
  await timeNode(reference, env);
  const commandMs: number[] = [];
  const referenceMs: number[] = [];
  const ratios: number[] = [];
  for (let i = 0; i < runs; i++) {
    const a = await timeNode(command, env);
    const b = await timeNode(reference, env);
    commandMs.push(a);
    referenceMs.push(b);
    ratios.push(a / b);
  }
  return { commandMs: median(commandMs), referenceMs: median(referenceMs), ratio: median(ratios) };
}

/** Wall milliseconds from spawn to exit; a failing run is an error, not a figure. */
function timeNode(args: string[], env: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, args, {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stdout.resume();
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => {
      const ms = performance.now() - started;
      if (code === 0) resolve(Math.round(ms));
      else reject(new Error(`node ${args.join(' ').slice(0, 80)} exited ${code}: ${stderr}`));
    });
  });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
