/**
 * `npm run bench`: builds what `npm start` runs (scripts/build.ts), measures
 * its start-up and memory (bench/startup.ts), then starts the server on each
 * engine, measures the
 * baseline (`GET /v1/meta/stack`, no database: the ceiling of any route),
 * `GET /health` (one query) and every scenario of bench/scenarios, and prints
 * throughput and latency percentiles, each as a ratio of the baseline
 * measured in the same rounds (see measureAgainstBaseline).
 *
 * Settings: BENCH_ENGINES=pglite,postgresql  BENCH_DURATION=5 (seconds per
 * load)  BENCH_ROUNDS=3  BENCH_WARMUP=3 (seconds)  BENCH_CONNECTIONS=32
 * BENCH_DATABASE_URL (a PostgreSQL server to create a fresh database on;
 * default postgres://postgres@127.0.0.1:5432/postgres)
 * BENCH_ONLY=<scenario name substrings, comma-separated, `$` to end one, or startup>  BENCH_KEEP_DATABASE=1 (do not drop the
 * PostgreSQL database at the end; its URL is printed)  BENCH_SERVER_NODE_ARGS (Node's
 * arguments for the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/profiles").
 * BENCH_CACHES_OFF=all (or apiKeys,requestViews,tenantSettings,sessionStanding): measures
 * every scenario a second time, in the same run, on a server with those process caches off
 * (PROCESS_CACHES_OFF), its rows labelled "<engine>, caches off": what each cache gains.
 */

import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { SMTPServer } from 'smtp-server';
import { buildAll } from '../scripts/build.ts';
import { openDatabase } from '../src/db/client.ts';
import { CpuMeter, type CpuPerRequest } from './cpu.ts';
import { ADMIN_URL, adminQuery, stopChild } from './processes.ts';
import type { BenchTarget, LoadObserver, LoadRequest, SeedDatabase } from './scenario.ts';
import { scenarios as allScenarios } from './scenarios/index.ts';
import { measureStartup, printStartupTable, type StartupRow } from './startup.ts';

type Engine = 'pglite' | 'postgresql';

const DURATION = Number(process.env.BENCH_DURATION ?? 5);
/** Baseline-then-scenario rounds per scenario; medians are reported. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const ENGINES = (process.env.BENCH_ENGINES ?? 'pglite,postgresql').split(',') as Engine[];
const ONLY = process.env.BENCH_ONLY;
/** BENCH_KEEP_DATABASE=1 leaves the PostgreSQL database behind (to EXPLAIN its queries). */
const KEEP_DATABASE = process.env.BENCH_KEEP_DATABASE === '1';
/** The process caches a second server of each engine runs without (see PROCESS_CACHES_OFF). */
const CACHES_OFF = process.env.BENCH_CACHES_OFF;
/**
 * BENCH_ONLY takes a comma list: `create POST,bare` measures the creates and their reference.
 * A name ending in `$` must end there: `create POST /v1/api/reference-requests$` is the plain
 * create alone, without the idempotent one whose name continues it.
 */
const onlyNames =
  ONLY?.split(',')
    .map((name) => name.trim())
    .filter(Boolean) ?? [];
const scenarios = allScenarios.filter(
  (scenario) =>
    onlyNames.length === 0 ||
    onlyNames.some((name) =>
      name.endsWith('$') ? scenario.name.endsWith(name.slice(0, -1)) : scenario.name.includes(name),
    ),
);
/**
 * Node's arguments for the measured server, e.g. `--cpu-prof --cpu-prof-dir=/tmp/profiles`
 * (Node refuses --cpu-prof in NODE_OPTIONS). Split on spaces.
 */
const SERVER_NODE_ARGS = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
/** Seconds of load before each measurement, not counted. */
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const SESSION_SECRET = `bench-session-${randomBytes(16).toString('hex')}`;
const SECRET_KEY = `bench-secret-${randomBytes(16).toString('hex')}`;

/** Servers still running, killed if the runner itself is stopped. */
const children = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const child of children) child.kill('SIGKILL');
    process.exit(130);
  });
}

interface Row {
  /** The engine, and "caches off" for the second server of BENCH_CACHES_OFF. */
  engine: string;
  scenario: string;
  rps: number;
  p50: number;
  p99: number;
  ratio: number | null;
  non2xx: number;
  errors: number;
  extra?: Record<string, number | string>;
  /** What the scenario's observer saw during its measured loads (see HttpLoadScenario.observe). */
  observed?: Record<string, number | string>;
  /** The scenario this one is compared with (see HttpLoadScenario.compareWith). */
  compareWith?: string;
  /** CPU milliseconds per request of the server and its database backends (median of rounds). */
  cpu?: CpuPerRequest;
  /** Each round's ratio to its baseline round (the spread behind `ratio`). */
  roundRatios?: number[];
}

async function main(): Promise<void> {
  const built = await buildAll();
  if (built.length) console.log(`# built into dist/: ${built.join(', ')}`);
  const startup: StartupRow[] =
    !ONLY || 'startup'.includes(ONLY) ? await measureStartup({ engines: ENGINES }) : [];
  const rows: Row[] = [];
  // BENCH_ONLY=startup: no load scenario matches, so no server is loaded either.
  const loadEngines = ONLY && scenarios.length === 0 ? [] : ENGINES;
  const variants = CACHES_OFF ? [undefined, CACHES_OFF] : [undefined];
  for (const engine of loadEngines) {
    for (const cachesOff of variants) {
      const label = cachesOff ? `${engine}, caches off` : engine;
      // One engine failing (it cannot start, a seed fails) leaves the other's results standing.
      try {
        const server = await startServer(engine, seedsOf(scenarios), cachesOff);
        if (!server) continue;
        try {
          rows.push(...(await measureEngine(label, server)));
        } finally {
          await server.stop();
        }
      } catch (error) {
        console.error(`# ${label} failed: ${(error as Error).stack ?? error}`);
        rows.push({ engine: label, scenario: 'engine (FAILED)', ...EMPTY, errors: 1 });
      }
    }
  }
  if (startup.length) printStartupTable(startup);
  if (rows.length) printTable(rows);
  const outDir = path.join('bench', 'results');
  mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, `bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(
    file,
    JSON.stringify(
      { duration: DURATION, rounds: ROUNDS, connections: CONNECTIONS, startup, rows },
      null,
      2,
    ),
  );
  console.log(`\nRaw results: ${file}`);
}

const BASELINE: LoadRequest[] = [{ method: 'GET', path: '/v1/meta/stack' }];

async function measureEngine(
  engine: string,
  { baseUrl, databaseUrl, pid }: { baseUrl: string; databaseUrl?: string; pid?: number },
): Promise<Row[]> {
  const target = benchTarget(baseUrl, databaseUrl);
  const rows: Row[] = [];
  const baselineRuns: LoadResult[] = [];
  const measure = async (
    scenario: string,
    requests: LoadRequest[],
    connections = CONNECTIONS,
    observer?: LoadObserver,
    scenarioUrl = baseUrl,
    scenarioPid = pid,
  ) => {
    const { row, baselines } = await measureAgainstBaseline(
      baseUrl,
      requests,
      connections,
      observer,
      scenarioUrl,
      new CpuMeter(scenarioPid, databaseUrl),
    );
    baselineRuns.push(...baselines);
    rows.push({ engine, scenario, ...row, observed: await observer?.report() });
  };
  console.log(`\n# ${engine}: warming up`);
  await load(baseUrl, BASELINE, CONNECTIONS, WARMUP);

  await measure('GET /health (one query)', [{ method: 'GET', path: '/health' }]);
  for (const scenario of scenarios) {
    console.log(`# ${engine}: ${scenario.name}`);
    try {
      if (scenario.kind === 'http') {
        const prepared = await scenario.prepare(target);
        if (prepared.skip) {
          console.log(`  skipped: ${prepared.skip}`);
          continue;
        }
        const observer = await scenario.observe?.(target);
        try {
          await measure(
            scenario.name,
            prepared.requests,
            prepared.connections,
            observer,
            prepared.baseUrl,
            prepared.pid,
          );
        } finally {
          await prepared.stop?.();
        }
        if (scenario.compareWith) rows[rows.length - 1]!.compareWith = scenario.compareWith;
      } else {
        const extra = await scenario.run(target);
        rows.push({ engine, scenario: scenario.name, ...EMPTY, extra });
      }
    } catch (error) {
      console.error(`  ${scenario.name} failed: ${(error as Error).message}`);
      rows.push({ engine, scenario: `${scenario.name} (FAILED)`, ...EMPTY, errors: 1 });
    }
  }
  const baseline = summarise(baselineRuns);
  return [{ engine, scenario: 'baseline GET /v1/meta/stack', ...baseline, ratio: 1 }, ...rows];
}

/** The distinct seed functions of the scenarios to run, each once. */
function seedsOf(selected: typeof scenarios): NonNullable<SeedFunction>[] {
  const seeds = new Set<NonNullable<SeedFunction>>();
  for (const scenario of selected) {
    if (scenario.kind === 'http' && scenario.seed) seeds.add(scenario.seed);
  }
  return [...seeds];
}

type SeedFunction = Extract<(typeof scenarios)[number], { kind: 'http' }>['seed'];

/**
 * Migrates the engine's database and runs the seeds, before the server
 * starts (PGlite's data directory can have one process only).
 */
async function seedDatabase(
  engine: Engine,
  location: { databaseUrl?: string; dataDir?: string },
  seeds: NonNullable<SeedFunction>[],
): Promise<void> {
  if (seeds.length === 0) return;
  const started = Date.now();
  const database = await openDatabase({ ...location, poolSize: 2 });
  try {
    await database.migrate();
    const seedDb: SeedDatabase = {
      engine,
      run: async (statement) => {
        await database.db.execute(sql.raw(statement));
      },
      newTenantSession,
    };
    for (const seed of seeds) await seed(seedDb);
  } finally {
    await database.close();
  }
  console.log(`# ${engine}: seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const EMPTY = { rps: 0, p50: 0, p99: 0, ratio: null, non2xx: 0, errors: 0 } as const;

/**
 * This machine's throughput drifts by a third from one ten-second window to
 * the next (other tenants of the host), so one baseline run followed by one
 * scenario run can be off either way. Each round measures the baseline and
 * the scenario back to back; the ratio reported is the median of the
 * rounds' ratios, and every number is a median over the rounds.
 */
async function measureAgainstBaseline(
  baseUrl: string,
  requests: LoadRequest[],
  connections: number,
  observer?: LoadObserver,
  scenarioUrl = baseUrl,
  cpuMeter?: CpuMeter,
): Promise<{ row: Omit<Row, 'engine' | 'scenario'>; baselines: LoadResult[] }> {
  // Warm up the scenario itself: JIT, prepared statements, caches.
  await load(scenarioUrl, requests, connections, WARMUP);
  const baselines: LoadResult[] = [];
  const runs: LoadResult[] = [];
  const ratios: number[] = [];
  const cpus: CpuPerRequest[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const baseline = await load(baseUrl, BASELINE, CONNECTIONS);
    observer?.resume();
    const cpuBefore = await cpuMeter?.start();
    const run = await load(scenarioUrl, requests, connections);
    const cpu = cpuBefore && (await cpuMeter?.perRequest(cpuBefore, run.total));
    if (cpu) cpus.push(cpu);
    observer?.pause();
    baselines.push(baseline);
    runs.push(run);
    ratios.push(run.rps / baseline.rps);
  }
  const cpu = cpus.length
    ? {
        server: median(cpus.map((c) => c.server)),
        database: median(cpus.map((c) => c.database)),
        walBytes: cpus.every((c) => c.walBytes !== undefined)
          ? median(cpus.map((c) => c.walBytes!))
          : undefined,
      }
    : undefined;
  return {
    row: { ...summarise(runs), ratio: median(ratios), cpu, roundRatios: ratios },
    baselines,
  };
}

function summarise(runs: LoadResult[]): LoadResult {
  return {
    rps: median(runs.map((r) => r.rps)),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
    total: runs.reduce((sum, r) => sum + r.total, 0),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

type LoadResult = Pick<Row, 'rps' | 'p50' | 'p99' | 'non2xx' | 'errors'> & {
  /** Requests answered. */
  total: number;
};

async function load(
  baseUrl: string,
  requests: LoadRequest[],
  connections: number,
  duration = DURATION,
): Promise<LoadResult> {
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration,
    requests: requests.map((r) => ({
      method: r.method,
      path: r.path,
      headers: { 'content-type': 'application/json', ...r.headers },
      body: r.body,
      ...(r.onResponse
        ? {
            onResponse: (status: number, body: string, context: object) =>
              r.onResponse?.(status, body, context as Record<string, unknown>),
          }
        : {}),
      ...(r.uniqueIdempotencyKey || r.setup
        ? {
            setupRequest: (request: autocannon.Request, context: object) => ({
              ...request,
              ...r.setup?.(context as Record<string, unknown>),
              // A new Idempotency-Key per call: each one claims, commits and stores its answer.
              ...(r.uniqueIdempotencyKey
                ? {
                    headers: {
                      ...request.headers,
                      'idempotency-key': randomBytes(12).toString('hex'),
                    },
                  }
                : {}),
            }),
          }
        : {}),
    })),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    total: result.requests.total,
  };
}

/** A session JWT (signed with the servers' secret) for a fresh tenant and recruiter. */
async function newTenantSession() {
  const suffix = randomBytes(4).toString('hex');
  const tenantId = `org_bench${suffix}`;
  const recruiterId = `user_bench${suffix}`;
  const now = Math.floor(Date.now() / 1000);
  const session = await new SignJWT({
    sub: recruiterId,
    org_id: tenantId,
    email: `${recruiterId}@bench.test`,
  })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt(now)
    // Long enough for a whole run on a slow machine.
    .setExpirationTime(now + 6 * 3600)
    .sign(new TextEncoder().encode(SESSION_SECRET));
  return { tenantId, recruiterId, session };
}

function benchTarget(baseUrl: string, databaseUrl?: string): BenchTarget {
  return {
    baseUrl,
    databaseUrl,
    newTenantSession,
    async request(method, urlPath, options = {}) {
      const response = await fetch(`${baseUrl}${urlPath}`, {
        method,
        headers: {
          ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...options.headers,
        },
        body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
      });
      const text = await response.text();
      if (!response.ok)
        throw new Error(`${method} ${urlPath} answered ${response.status}: ${text.slice(0, 300)}`);
      return (text ? JSON.parse(text) : undefined) as never;
    },
  };
}

async function startServer(
  engine: Engine,
  seeds: NonNullable<SeedFunction>[],
  cachesOff?: string,
): Promise<{
  baseUrl: string;
  databaseUrl?: string;
  pid?: number;
  stop: () => Promise<void>;
} | null> {
  const port = 3400 + Math.floor(Math.random() * 500);
  // Production needs SMTP_URL: a local sink that accepts and drops every message.
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.resume();
      stream.once('end', () => callback());
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const smtpPort = (smtp.server.address() as { port: number }).port;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'refcheck-bench-')),
    SESSION_JWT_SECRET: SESSION_SECRET,
    SECRET_KEY,
    LOG_LEVEL: 'warn',
    DEMO_SEED: '0',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    ...(cachesOff ? { PROCESS_CACHES_OFF: cachesOff } : {}),
  };
  let dropDatabase: (() => Promise<void>) | undefined;
  if (engine === 'postgresql') {
    const name = `refcheck_bench_${randomBytes(4).toString('hex')}`;
    try {
      await adminQuery(`CREATE DATABASE ${name}`);
    } catch (error) {
      console.warn(
        `PostgreSQL at ${ADMIN_URL} is not reachable (${(error as Error).message}); skipping that engine.`,
      );
      smtp.close();
      return null;
    }
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    dropDatabase = KEEP_DATABASE
      ? async () => console.log(`# kept the database: ${env.DATABASE_URL}`)
      : () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } else {
    delete env.DATABASE_URL;
  }
  try {
    await seedDatabase(
      engine,
      // PGlite: where the server keeps its data (src/composition.ts).
      env.DATABASE_URL
        ? { databaseUrl: env.DATABASE_URL }
        : { dataDir: path.join(env.DATA_DIR!, 'pgdata') },
      seeds,
    );
  } catch (error) {
    await dropDatabase?.();
    smtp.close();
    throw error;
  }
  // What `npm start` runs: the bundle main() built.
  const child = spawn(process.execPath, [...SERVER_NODE_ARGS, 'dist/server.js'], {
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, child);
  return {
    baseUrl,
    databaseUrl: env.DATABASE_URL,
    pid: child.pid,
    stop: async () => {
      await stopChild(child);
      await dropDatabase?.();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    },
  };
}

async function waitForHealth(baseUrl: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 480; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not become healthy in 120 s');
}

function printTable(rows: Row[]): void {
  console.log(
    `\n## Results (medians of ${ROUNDS} rounds of ${DURATION} s per load, ${CONNECTIONS} connections, load generator on this machine)\n`,
  );
  console.log(
    '| engine | scenario | req/s | p50 ms | p99 ms | × baseline | CPU ms/req server + db | WAL B/req | non-2xx | errors |',
  );
  console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const row of rows) {
    if (row.extra) {
      console.log(
        `| ${row.engine} | ${row.scenario} | ${formatNumbers(row.extra)} | | | | | | | |`,
      );
      continue;
    }
    const ratio = row.ratio === null ? '' : `${percent(row.ratio)}${spread(row.roundRatios)}`;
    const cpu = row.cpu ? `${row.cpu.server.toFixed(2)} + ${row.cpu.database.toFixed(2)}` : '';
    const wal = row.cpu?.walBytes === undefined ? '' : String(Math.round(row.cpu.walBytes));
    console.log(
      `| ${row.engine} | ${row.scenario} | ${Math.round(row.rps)} | ${row.p50} | ${row.p99} | ${ratio} | ${cpu} | ${wal} | ${row.non2xx} | ${row.errors} |`,
    );
    if (row.observed) {
      console.log(`| ${row.engine} | ↳ observed | ${formatNumbers(row.observed)} | | | | | | | |`);
    }
  }
  printComparisons(rows);
  printTargets(rows);
}

function percent(ratio: number): string {
  return `${(ratio * 100).toFixed(0)}%`;
}

/** The rounds' lowest and highest, as " (a–b%)", when there were several. */
function spread(ratios: number[] | undefined, scale = 1): string {
  if (!ratios || ratios.length < 2) return '';
  const low = (Math.min(...ratios) * scale * 100).toFixed(0);
  const high = (Math.max(...ratios) * scale * 100).toFixed(0);
  return ` (${low}–${high}%)`;
}

/**
 * The goals the benchmarks hold the service to (issues 19, 44, 45), each a
 * share of the baseline or of another scenario measured in the same run.
 */
const TARGETS: {
  engine: Engine;
  scenario: string;
  /** The scenario it is a share of; the baseline when absent. */
  of?: string;
  goal: number;
}[] = [
  {
    engine: 'postgresql',
    scenario: 'create POST /v1/api/reference-requests',
    of: 'create bare reference (Fastify + pg, same rows, one transaction)',
    goal: 0.8,
  },
  {
    engine: 'postgresql',
    scenario: 'create POST /v1/api/reference-requests with Idempotency-Key',
    of: 'create bare reference (Fastify + pg, same rows, one transaction)',
    goal: 0.8,
  },
  {
    engine: 'pglite',
    scenario: 'create POST /v1/api/reference-requests with Idempotency-Key',
    of: 'create POST /v1/api/reference-requests',
    goal: 0.8,
  },
  { engine: 'postgresql', scenario: 'api-key read GET /v1/api/reference-requests/:id', goal: 0.5 },
  { engine: 'pglite', scenario: 'api-key read GET /v1/api/reference-requests/:id', goal: 0.5 },
  {
    engine: 'postgresql',
    scenario: 'api-key reads of 2,000 requests while the tenant creates 50/s',
    goal: 0.35,
  },
  {
    engine: 'pglite',
    scenario: 'api-key reads of 2,000 requests while the tenant creates 50/s',
    goal: 0.15,
  },
];

/** Each target measured in this run: its share (median of rounds, and their spread), met or not. */
function printTargets(rows: Row[]): void {
  const lines: string[] = [];
  for (const target of TARGETS) {
    const row = rows.find((r) => r.engine === target.engine && r.scenario === target.scenario);
    if (!row?.ratio) continue;
    const other = target.of
      ? rows.find((r) => r.engine === target.engine && r.scenario === target.of)
      : undefined;
    if (target.of && !other?.ratio) continue;
    const scale = other?.ratio ? 1 / other.ratio : 1;
    const share = row.ratio * scale;
    lines.push(
      `| ${target.engine} | ${target.scenario} | ${target.of ?? 'baseline'} | ${percent(share)}${spread(row.roundRatios, scale)} | ≥ ${percent(target.goal)} | ${share >= target.goal ? 'met' : 'NOT MET'} |`,
    );
  }
  if (lines.length === 0) return;
  console.log("\n## Targets (share of the baseline or of another scenario, rounds' spread)\n");
  console.log('| engine | scenario | share of | share | goal | |');
  console.log('|---|---|---|---:|---:|---|');
  for (const line of lines) console.log(line);
}

function formatNumbers(numbers: Record<string, number | string>): string {
  return Object.entries(numbers)
    .map(([k, v]) => `${k}=${typeof v === 'number' ? Math.round(v * 100) / 100 : v}`)
    .join(', ');
}

/**
 * Scenarios compared with another (the same route on a small tenant): each
 * one's ratio to its own baseline rounds, divided by the other's, so that the
 * machine's drift between the two measurements cancels out.
 */
function printComparisons(rows: Row[]): void {
  const compared = rows.filter((row) => row.compareWith && row.ratio !== null);
  if (compared.length === 0) return;
  console.log(
    '\n## Compared scenarios (throughput relative to the other, each against its baseline)\n',
  );
  console.log('| engine | scenario | req/s | p99 ms | compared with | req/s | p99 ms | relative |');
  console.log('|---|---|---:|---:|---|---:|---:|---:|');
  for (const row of compared) {
    const other = rows.find((r) => r.engine === row.engine && r.scenario === row.compareWith);
    if (!other?.ratio) continue;
    console.log(
      `| ${row.engine} | ${row.scenario} | ${Math.round(row.rps)} | ${row.p99} | ${other.scenario} | ${Math.round(other.rps)} | ${other.p99} | ${((row.ratio! / other.ratio) * 100).toFixed(0)}% |`,
    );
  }
}

await main();
