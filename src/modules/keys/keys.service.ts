import type { AppContext } from '../../context.ts';
import { SCOPES, type Scope } from '../../core/auth.ts';
import { AppError } from '../../core/errors.ts';
import { newId } from '../../core/ids.ts';
import { toPage } from '../../core/pagination.ts';
import type { Role } from '../../core/roles.ts';
import { assertRole } from '../../core/roles.ts';
import type { Actor, Environment } from '../../core/tenancy.ts';
import type { Tx } from '../../db/client.ts';
import { inTransaction, type UnitOfWork } from '../../db/tx.ts';
import { recordAudit } from '../audit/audit.repo.ts';
import { generateApiKeyToken, hashApiKeySecret } from './api-key-token.ts';
import {
  type ApiKeyRow,
  findApiKey,
  insertApiKey,
  type KeyScope,
  listApiKeys,
  listUnrevokedKeysOf,
  markRevoked,
} from './keys.repo.ts';
import type { ApiKeyStatus, ApiKeyView, CreateApiKeyInput } from './keys.schemas.ts';

/** A recruiter acting through a tenant session. */
export interface SessionActing {
  tenantId: string;
  recruiterId: string;
  traceId: string | null;
}

export function apiKeyStatus(row: ApiKeyRow, now: Date): ApiKeyStatus {
  if (row.revokedAt) return 'revoked';
  if (row.expiresAt && row.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'active';
}

export function toApiKeyView(row: ApiKeyRow, now: Date): ApiKeyView {
  return {
    id: row.id,
    object: 'api_key',
    name: row.name,
    environment: row.environment,
    prefix: row.prefix,
    scopes: row.scopes,
    status: apiKeyStatus(row, now),
    tenantId: row.tenantId,
    recruiterId: row.recruiterId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    revokedById: row.revokedById,
    revocationNote: row.revocationNote,
  };
}

function actingOn(
  session: SessionActing,
  environment: Environment,
  actor: Actor = { kind: 'recruiter', id: session.recruiterId },
) {
  return {
    tenantId: session.tenantId,
    environment,
    recruiterId: session.recruiterId,
    actor,
    traceId: session.traceId,
  };
}

/** Issues a key for the session's recruiter; the plaintext is in the answer and nowhere else. */
export async function createApiKey(
  ctx: AppContext,
  /** The route's unit of work, or a caller's transaction (a CLI pairing's approval). */
  on: UnitOfWork | Tx,
  session: SessionActing,
  input: CreateApiKeyInput,
): Promise<{ apiKey: ApiKeyView; plaintext: string }> {
  const now = ctx.clock.now();
  const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
  if (expiresAt && expiresAt.getTime() <= now.getTime()) {
    throw AppError.validation(
      [{ path: 'expiresAt', message: 'must be in the future' }],
      'expiresAt is in the past.',
    );
  }
  const token = generateApiKeyToken(input.environment);
  const row = await inTransaction(on, async (tx) => {
    // A removal of the recruiter that is processed meanwhile waits for this key, then revokes it.
    await ctx.ports.sessions.holdStanding(tx, session.tenantId, session.recruiterId);
    const inserted = await insertApiKey(tx, {
      id: newId('apiKey'),
      tenantId: session.tenantId,
      recruiterId: session.recruiterId,
      environment: input.environment,
      name: input.name,
      prefix: token.prefix,
      secretHash: hashApiKeySecret(token.secret, ctx.config.secretKey),
      scopes: input.scopes,
      expiresAt,
      createdAt: now,
      updatedAt: now,
    });
    await recordAudit(
      tx,
      actingOn(session, input.environment),
      {
        action: 'api_key.created',
        targetType: 'api_key',
        targetId: inserted.id,
        metadata: {
          name: inserted.name,
          prefix: inserted.prefix,
          scopes: inserted.scopes,
          expiresAt: expiresAt?.toISOString() ?? null,
        },
      },
      now,
    );
    return inserted;
  });
  return { apiKey: toApiKeyView(row, now), plaintext: token.plaintext };
}

export async function listTenantApiKeys(
  ctx: AppContext,
  scope: KeyScope,
  page: { limit: number; cursor?: string },
) {
  const rows = await listApiKeys(ctx.db, scope, page);
  const now = ctx.clock.now();
  const result = toPage(rows, page.limit);
  return { ...result, data: result.data.map((row) => toApiKeyView(row, now)) };
}

export async function getApiKey(ctx: AppContext, scope: KeyScope, apiKeyId: string) {
  const row = await findApiKey(ctx.db, scope, apiKeyId);
  if (!row) throw AppError.notFound('API key');
  return row;
}

/** The calling key itself (`GET /v1/api/whoami`). */
export async function describeCallingKey(
  ctx: AppContext,
  principal: { tenantId: string; environment: Environment; apiKeyId?: string | null },
): Promise<ApiKeyView> {
  if (!principal.apiKeyId) throw AppError.notFound('API key');
  const row = await getApiKey(ctx, principal, principal.apiKeyId);
  return toApiKeyView(row, ctx.clock.now());
}

/**
 * The least role that may revoke a key (CONTRACT "Roles"): a recruiter
 * revokes their own keys (or finds an unknown one unknown), another
 * member's takes an admin.
 */
export async function roleToRevoke(
  ctx: AppContext,
  tenantId: string,
  apiKeyId: string,
  recruiterId: string,
): Promise<Role> {
  const key = await findApiKey(ctx.db, { tenantId }, apiKeyId);
  return key && key.recruiterId !== recruiterId ? 'admin' : 'recruiter';
}

/**
 * Revokes a key. Permanent and idempotent: revoking a revoked key answers it
 * unchanged and writes no second audit event. The revoker is always the
 * session's recruiter, whatever the body says. A recruiter revokes their
 * own keys; another's takes an admin (403 `role_forbidden`).
 */
export async function revokeApiKey(
  ctx: AppContext,
  uow: UnitOfWork,
  session: SessionActing & { role: Role },
  scope: KeyScope,
  apiKeyId: string,
  note: string | null,
): Promise<ApiKeyView> {
  const now = ctx.clock.now();
  const row = await inTransaction(uow, async (tx) => {
    const existing = await findApiKey(tx, scope, apiKeyId);
    if (!existing) throw AppError.notFound('API key');
    if (existing.recruiterId !== session.recruiterId) assertRole(session.role, 'admin');
    if (existing.revokedAt) return existing;
    const revoked = await markRevoked(tx, scope, apiKeyId, {
      revokedById: session.recruiterId,
      note,
      at: now,
    });
    // A concurrent revocation won the race: answer its result.
    if (!revoked) return (await findApiKey(tx, scope, apiKeyId))!;
    await recordAudit(
      tx,
      actingOn(session, revoked.environment),
      {
        action: 'api_key.revoked',
        targetType: 'api_key',
        targetId: revoked.id,
        metadata: { note },
      },
      now,
    );
    return revoked;
  });
  return toApiKeyView(row, now);
}

/**
 * Revokes every unrevoked key a recruiter issued (in one tenant, or all):
 * used by provisioning when a user is deleted or leaves an organization.
 * Runs in the caller's transaction; each revocation is audited as `system`
 * (every process's key cache hears it from the api_keys trigger, migration 0019).
 */
export async function revokeKeysOfRecruiter(
  tx: Tx,
  recruiterId: string,
  options: { tenantId?: string; note: string; actor: Actor; traceId: string | null; at: Date },
): Promise<number> {
  const keys = await listUnrevokedKeysOf(tx, recruiterId, options.tenantId);
  for (const key of keys) {
    await markRevoked(tx, { tenantId: key.tenantId }, key.id, {
      revokedById: options.actor.id,
      note: options.note,
      at: options.at,
    });
    await recordAudit(
      tx,
      {
        tenantId: key.tenantId,
        environment: key.environment,
        recruiterId: null,
        actor: options.actor,
        traceId: options.traceId,
      },
      {
        action: 'api_key.revoked',
        targetType: 'api_key',
        targetId: key.id,
        metadata: { note: options.note },
      },
      options.at,
    );
  }
  return keys.length;
}

export function listScopes(): { scope: Scope; description: string }[] {
  return (Object.keys(SCOPES) as Scope[]).map((scope) => ({
    scope,
    description: SCOPES[scope],
  }));
}
