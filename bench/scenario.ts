/**
 * A benchmark scenario. The runner (bench/run.ts) starts a real server on
 * each engine, runs the baseline (`GET /v1/meta/stack`) and every scenario
 * against it with autocannon, and prints each one's throughput as a ratio of
 * the baseline measured in the same run.
 */
export interface BenchTarget {
  /** e.g. http://127.0.0.1:3401 */
  baseUrl: string;
  /** The server's PostgreSQL database, for scenarios that seed in bulk (unset on PGlite). */
  databaseUrl?: string;
  /** A session JWT for a fresh tenant and recruiter (signed with the server's secret). */
  newTenantSession(): Promise<{ tenantId: string; recruiterId: string; session: string }>;
  /** JSON request helper against the server; throws on a non-2xx answer. */
  request<T = unknown>(
    method: string,
    path: string,
    options?: { headers?: Record<string, string>; body?: unknown },
  ): Promise<T>;
}

/**
 * A fresh tenant with one live API key of these scopes, what most load
 * scenarios start from. Answers the key's secret with the tenant and the
 * session that issued it (for tenant routes).
 */
export async function newTenantWithKey(
  target: BenchTarget,
  name: string,
  scopes: string[],
): Promise<{ tenantId: string; session: string; plaintext: string }> {
  const { tenantId, session } = await target.newTenantSession();
  const { plaintext } = await target.request<{ plaintext: string }>(
    'POST',
    `/v1/tenants/${tenantId}/api-keys`,
    {
      headers: { authorization: `Bearer ${session}` },
      body: { name, environment: 'live', scopes },
    },
  );
  return { tenantId, session, plaintext };
}

export interface LoadRequest {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** Sends a fresh `Idempotency-Key` header with every call. */
  uniqueIdempotencyKey?: boolean;
  /**
   * Sets each call's path and body. `context` belongs to one connection and
   * lasts for one pass over the scenario's requests (autocannon empties it
   * when the connection starts over at the first): a pass can carry an id
   * from one call to the next.
   */
  setup?(context: Record<string, unknown>): { path: string; body?: string };
  /** Reads the answer, before the connection's next call is set up (e.g. an id it names). */
  onResponse?(status: number, body: string, context: Record<string, unknown>): void;
}

/**
 * The engine's database before the server starts (migrated, nobody else
 * connected): for scenarios that seed in bulk with SQL, on either engine.
 */
export interface SeedDatabase {
  engine: 'pglite' | 'postgresql';
  /** Runs one SQL statement (no parameters: seeds build their own literals). */
  run(statement: string): Promise<void>;
  /** A session JWT for a fresh tenant and recruiter, as BenchTarget.newTenantSession. */
  newTenantSession(): Promise<{ tenantId: string; recruiterId: string; session: string }>;
}

export interface HttpLoadScenario {
  kind: 'http';
  name: string;
  description: string;
  /**
   * Fills the database before the server starts. Scenarios that share one
   * seed share the function: the runner calls each distinct function once
   * per engine, for the scenarios it is about to run.
   */
  seed?(database: SeedDatabase): Promise<void>;
  /**
   * The name of another scenario this one is compared with (the same route
   * on a small tenant): the runner prints this one's ratio to the baseline
   * divided by that one's.
   */
  compareWith?: string;
  /**
   * Watches the server while the scenario's load runs (not the baseline's):
   * its report is printed under the scenario's row.
   */
  observe?(target: BenchTarget): Promise<LoadObserver | undefined>;
  /** Creates what the load needs (tenant, key, records) and says which requests to send. */
  prepare(target: BenchTarget): Promise<PreparedLoad>;
}

/** What a scenario's prepare answers: the load, and where it goes. */
export interface PreparedLoad {
  requests: LoadRequest[];
  connections?: number;
  skip?: string;
  /**
   * A server of the scenario's own (a reference implementation) that serves
   * the load instead of the service; the baseline stays the service's.
   */
  baseUrl?: string;
  /** The process serving `baseUrl`, when prepare started one: its CPU is measured instead of the server's. */
  pid?: number;
  /** Stops what prepare started, once the scenario is measured. */
  stop?(): Promise<void>;
}

/** Something sampled while a scenario's load runs (e.g. what PostgreSQL's backends wait on). */
export interface LoadObserver {
  resume(): void;
  pause(): void;
  /** Stops for good and says what was seen. */
  report(): Promise<Record<string, number | string>>;
}

/** A scenario measured by its own code (e.g. SSE time-to-first-event, PDF generation): it returns named numbers. */
export interface CustomScenario {
  kind: 'custom';
  name: string;
  description: string;
  run(target: BenchTarget): Promise<Record<string, number | string>>;
}

export type BenchScenario = HttpLoadScenario | CustomScenario;
