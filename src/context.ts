import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { ApiKeyRecord, SessionClaims } from './core/auth.ts';
import type { Clock } from './core/clock.ts';
import type { Mailer } from './core/mailer.ts';
import type { Role } from './core/roles.ts';
import type { SmsSender } from './core/sms.ts';
import type { Acting } from './core/tenancy.ts';
import type { ChangeFeed } from './db/change-feed.ts';
import type { Db, Engine, Tx } from './db/client.ts';
import type { apiKeyUsage } from './db/schema/index.ts';

/**
 * What services, routes and jobs are built from. Passed explicitly, so a test
 * can swap the clock or the mailer without touching globals. Built by one
 * composition root (src/composition.ts, createContext); the outbox adds the
 * job registry (`jobs`, see outbox/registry.ts).
 */
export interface AppContext {
  config: Config;
  db: Db;
  /** For logs and `GET /v1/system` only: nothing forks on the engine (see `ownsDatabase`). */
  engine: Engine;
  /** The database lives and dies with this process (`Database.ownedByProcess`). */
  ownsDatabase: boolean;
  /** Committed changes as they happen, for the process's caches (started by the app). */
  changes: ChangeFeed;
  clock: Clock;
  mailer: Mailer;
  sms: SmsSender;
  log: Logger;
  /** The process's caches, created with the context, before the change feed starts. */
  caches: Caches;
  /** What a layer or module needs of one it may not import, wired by the composition root. */
  ports: Ports;
}

/**
 * The process's caches, one per context. Each module adds its member by
 * module augmentation, so this file imports no module:
 * `declare module '../../context.ts' { interface Caches { apiKeys: ApiKeyCache } }`.
 * Unlike a port, a cache is its module's own state, read and written only by
 * that module with its whole API and its own row types (a request view,
 * tenant settings), which this file cannot name without importing the
 * module. The composition root constructs them (modules/index.ts,
 * createModuleCaches).
 */
// biome-ignore lint/suspicious/noEmptyInterface: members are added by module augmentation
export interface Caches {}

/**
 * Ports: what a layer or module needs of one it may not import, as functions
 * of the context: src/http and src/outbox import no feature module, and a
 * module does not import one that depends on it. Every port is declared
 * here; the composition root wires each to its module (modules/index.ts,
 * modulePorts).
 */
export interface Ports {
  apiKeys: ApiKeyPort;
  sessions: SessionPort;
  usage: UsagePort;
  candidateRequests: CandidateRequestsPort;
  sandbox: SandboxPort;
}

export interface ApiKeyPort {
  /**
   * The key a token names, if its secret matches: from the process's cache
   * (never a key revoked before `since`, the request's arrival) or the
   * database. `malformed` when the token does not have the key format,
   * undefined when it names no key (or a key of a deleted tenant, or of the
   * other environment). Revocation, expiry and scopes are the caller's checks.
   */
  verify(
    ctx: AppContext,
    token: string,
    since: number,
  ): Promise<ApiKeyRecord | 'malformed' | undefined>;
}

export interface SessionPort {
  /** Verifies a tenant session JWT; throws `invalid_session`. */
  verify(ctx: AppContext, token: string): Promise<SessionClaims>;
  /**
   * Makes sure the session's tenant, recruiter and membership exist; throws if either was deleted.
   * Answers the role the session acts with (its claim, kept on the membership, else the stored one).
   * `since`: the call's arrival (performance.now()), for the process's cache of good standing.
   */
  ensureProvisioned(
    ctx: AppContext,
    claims: SessionClaims,
    tenantId: string,
    since?: number,
  ): Promise<Role>;
  /**
   * The stored role of a member (what their API keys act with), held in
   * process with their standing: undefined without a membership; throws
   * for a removed one.
   */
  memberRole(
    ctx: AppContext,
    tenantId: string,
    recruiterId: string,
    since?: number,
  ): Promise<Role | undefined>;
  /**
   * Holds a member's standing for the rest of a transaction (FOR SHARE on
   * their membership and user): throws if they were removed, and makes a
   * removal wait for the transaction. What they obtain in it (an API key)
   * is then revoked by the removal, or refused.
   */
  holdStanding(tx: Tx, tenantId: string, recruiterId: string): Promise<void>;
}

/** One API-key call, as the usage recorder buffers it. */
export type UsageRecord = typeof apiKeyUsage.$inferSelect;

export interface UsagePort {
  /** Commits a batch of usage records (what an answer waits for). */
  save(ctx: AppContext, records: UsageRecord[]): Promise<void>;
  /** Moves each key's `lastUsedAt` to its latest record among these (no answer waits for it). */
  touchKeys(ctx: AppContext, records: UsageRecord[]): Promise<void>;
}

/**
 * What a candidate's soft delete does to their reference requests. The
 * requests module depends on candidates (it finds or creates them), so the
 * candidates module reaches it through this port.
 */
export interface CandidateRequestsPort {
  /** Cancels the candidate's requests not cancelled yet, in `tx`; answers their ids. */
  cancelOpenRequests(
    tx: Tx,
    ctx: AppContext,
    acting: Acting,
    candidateId: string,
  ): Promise<string[]>;
}

/** What the outbox's send-email job needs to keep test-environment e-mail inside the tenant. */
export interface SandboxPort {
  /** Whether `address` belongs to a recruiter who is a member of the tenant (case-insensitive). */
  isTenantRecruiterAddress(ctx: AppContext, tenantId: string, address: string): Promise<boolean>;
}
