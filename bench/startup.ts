/**
 * Start-up and memory: starts the server as production does, times process
 * start → first successful HTTP answer, and reads the process's resident
 * memory after start and after a short load. Per engine: a "first" start on
 * an empty database (PGlite: an empty data directory; PostgreSQL: a new
 * database), then STARTUP_RUNS (default 3) "warm" starts on the same
 * database (the OS file cache warm, the migrations applied), reported as
 * their medians: this 2-core machine's timings drift from run to run.
 *
 * `npm run bench` runs it before the load scenarios; `tsx bench/startup.ts`
 * runs it alone. STARTUP_COMMAND (default `node dist/server.js`) and
 * STARTUP_CWD measure another command or checkout, e.g. the sources through
 * tsx: STARTUP_COMMAND="node --import tsx src/server.ts".
 */

import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { ADMIN_URL, adminQuery, stopChild } from './processes.ts';

export type StartupEngine = 'pglite' | 'postgresql';

export interface StartupRow {
  engine: StartupEngine;
  /** `first`: an empty database; `warm`: the same database started again. */
  start: 'first' | 'warm';
  /** Process spawn → first 200 from GET /health. */
  startMs: number;
  /**
   * CPU time (user + system) the server spent until then: steadier than
   * startMs when other processes share the machine's two cores.
   */
  startCpuMs: number;
  rssAfterStartMb: number;
  /** After LOAD_SECONDS of GET /health and GET /v1/meta/stack. */
  rssAfterLoadMb: number;
}

const LOAD_SECONDS = Number(process.env.STARTUP_LOAD_SECONDS ?? 3);
const WARM_RUNS = Number(process.env.STARTUP_RUNS ?? 3);

export interface StartupOptions {
  engines: StartupEngine[];
  /** The server command, split on spaces; its first word `node` means this Node. */
  command?: string;
  cwd?: string;
}

export async function measureStartup(options: StartupOptions): Promise<StartupRow[]> {
  const rows: StartupRow[] = [];
  for (const engine of options.engines) {
    const database = await scratchDatabase(engine);
    if (!database) continue;
    try {
      const first = await startOnce(engine, database.env, options);
      report(engine, 'first', first);
      rows.push({ engine, start: 'first', ...first });
      const warm: Measured[] = [];
      for (let run = 0; run < WARM_RUNS; run += 1) {
        warm.push(await startOnce(engine, database.env, options));
        report(engine, 'warm', warm.at(-1)!);
      }
      rows.push({ engine, start: 'warm', ...medians(warm) });
    } finally {
      await database.drop();
    }
  }
  return rows;
}

type Measured = Omit<StartupRow, 'engine' | 'start'>;

function report(engine: StartupEngine, start: string, row: Measured): void {
  console.log(
    `# startup ${engine} ${start}: ${row.startMs} ms (CPU ${row.startCpuMs} ms), RSS ${row.rssAfterStartMb} MB → ${row.rssAfterLoadMb} MB after load`,
  );
}

function medians(runs: Measured[]): Measured {
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  return {
    startMs: median(runs.map((run) => run.startMs)),
    startCpuMs: median(runs.map((run) => run.startCpuMs)),
    rssAfterStartMb: median(runs.map((run) => run.rssAfterStartMb)),
    rssAfterLoadMb: median(runs.map((run) => run.rssAfterLoadMb)),
  };
}

/** A data directory, and on PostgreSQL a new database: what one engine's starts share. */
async function scratchDatabase(
  engine: StartupEngine,
): Promise<{ env: NodeJS.ProcessEnv; drop: () => Promise<void> } | null> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'refcheck-startup-'));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (engine === 'pglite') return { env: { DATA_DIR: dataDir }, drop: async () => removeDir() };
  const name = `refcheck_startup_${randomBytes(4).toString('hex')}`;
  try {
    await adminQuery(`CREATE DATABASE ${name}`);
  } catch (error) {
    console.warn(`PostgreSQL at ${ADMIN_URL} is not reachable (${(error as Error).message})`);
    removeDir();
    return null;
  }
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    drop: async () => {
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      removeDir();
    },
  };
}

async function startOnce(
  engine: StartupEngine,
  databaseEnv: NodeJS.ProcessEnv,
  options: StartupOptions,
): Promise<Measured> {
  const port = 3900 + Math.floor(Math.random() * 90);
  const [program, ...args] = (options.command ?? 'node dist/server.js').split(' ');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...databaseEnv,
    // Development, as `npm start` on a fresh machine: no secrets to set, the demo seed on PGlite.
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
  };
  if (engine === 'pglite') delete env.DATABASE_URL;
  const started = performance.now();
  const child = spawn(program === 'node' ? process.execPath : program!, args, {
    cwd: options.cwd,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    const baseUrl = `http://127.0.0.1:${port}`;
    await firstAnswer(`${baseUrl}/health`, () => child.exitCode);
    const startMs = Math.round(performance.now() - started);
    const startCpuMs = cpuMs(child.pid!);
    const rssAfterStartMb = residentMb(child.pid!);
    await autocannon({
      url: baseUrl,
      connections: 8,
      duration: LOAD_SECONDS,
      requests: [
        { method: 'GET', path: '/health' },
        { method: 'GET', path: '/v1/meta/stack' },
      ],
    });
    return { startMs, startCpuMs, rssAfterStartMb, rssAfterLoadMb: residentMb(child.pid!) };
  } finally {
    await stopChild(child);
  }
}

/** Polls every 10 ms: the answer's time is what is measured. */
async function firstAnswer(url: string, exitCode: () => number | null): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (exitCode() !== null) throw new Error(`server exited with ${exitCode()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`no answer from ${url} in 120 s`);
}

/** utime + stime of the process (Linux; fields 14 and 15 of /proc/<pid>/stat, in ticks of 10 ms). */
function cpuMs(pid: number): number {
  // The command name (field 2) is in parentheses and may hold spaces: count from after it.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** VmRSS of the process (Linux). */
function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return Math.round(kb / 1024);
}

export function printStartupTable(rows: StartupRow[]): void {
  console.log(
    `\n## Start-up (process start → first 200 from /health; warm: median of ${WARM_RUNS}) and resident memory\n`,
  );
  console.log('| engine | start | ms | CPU ms | RSS after start MB | RSS after load MB |');
  console.log('|---|---|---:|---:|---:|---:|');
  for (const row of rows) {
    console.log(
      `| ${row.engine} | ${row.start} | ${row.startMs} | ${row.startCpuMs} | ${row.rssAfterStartMb} | ${row.rssAfterLoadMb} |`,
    );
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgresql').split(',') as StartupEngine[];
  const rows = await measureStartup({
    engines,
    command: process.env.STARTUP_COMMAND,
    cwd: process.env.STARTUP_CWD,
  });
  printStartupTable(rows);
}
