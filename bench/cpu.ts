import { readFileSync } from 'node:fs';
import pg from 'pg';

/**
 * CPU time the processes serving a scenario spent, per request: what a
 * request costs, which the machine's load moves far less than throughput
 * (on this 2-core machine other work takes the cores, not the cycles a
 * request needs). Linux only (/proc); elsewhere nothing is reported.
 */

/** Kernel clock ticks per second (USER_HZ: 100 on every Linux Node runs on). */
const TICKS_PER_SECOND = 100;

/** User and system CPU milliseconds `pid` has used, or 0 when it is gone or unreadable. */
function cpuMsOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces: count fields after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15)
    return (ticks * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** The backends serving `databaseUrl`'s database (the server's pool), by pid. */
async function backendPids(databaseUrl: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      `select pid from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
    );
    return rows.map((row) => row.pid);
  } finally {
    await client.end();
  }
}

/** The bytes of WAL the cluster of `databaseUrl` has written since its statistics were reset. */
async function clusterWalBytes(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ bytes: string }>(
      'select wal_bytes::text as bytes from pg_stat_wal',
    );
    return Number(rows[0]!.bytes);
  } finally {
    await client.end();
  }
}

export interface CpuPerRequest {
  /** The server process (on PGlite, with the engine's worker thread). */
  server: number;
  /** The PostgreSQL backends of the server's pool (0 on PGlite). */
  database: number;
  /**
   * Bytes of WAL the PostgreSQL cluster wrote per request (pg_stat_wal: anything else writing
   * to the cluster meanwhile counts too, and a round a checkpoint falls in carries its full-page
   * images); undefined on PGlite. What a write costs the log moves far less with the machine's
   * load than throughput does: an A/B of a change to what a create writes reads here first.
   */
  walBytes?: number;
}

interface Reading {
  server: number;
  backends: Map<number, number>;
  walBytes?: number;
}

/** Samples the CPU of a server process and, on PostgreSQL, of its database's backends. */
export class CpuMeter {
  constructor(
    private readonly serverPid: number | undefined,
    private readonly databaseUrl: string | undefined,
  ) {}

  async start(): Promise<Reading> {
    return this.read();
  }

  /** CPU ms per request since `before` (a backend that appeared meanwhile counts from zero). */
  async perRequest(before: Reading, requests: number): Promise<CpuPerRequest | undefined> {
    if (!this.serverPid || requests === 0) return undefined;
    const after = await this.read();
    let database = 0;
    for (const [pid, ms] of after.backends) database += ms - (before.backends.get(pid) ?? 0);
    const wal =
      after.walBytes === undefined || before.walBytes === undefined
        ? undefined
        : (after.walBytes - before.walBytes) / requests;
    return {
      server: (after.server - before.server) / requests,
      database: database / requests,
      walBytes: wal,
    };
  }

  private async read(): Promise<Reading> {
    const pids = this.databaseUrl ? await backendPids(this.databaseUrl).catch(() => []) : [];
    const walBytes = this.databaseUrl
      ? await clusterWalBytes(this.databaseUrl).catch(() => undefined)
      : undefined;
    return {
      server: this.serverPid ? cpuMsOf(this.serverPid) : 0,
      backends: new Map(pids.map((pid) => [pid, cpuMsOf(pid)])),
      walBytes,
    };
  }
}
