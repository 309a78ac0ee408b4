import { randomBytes, randomInt } from 'node:crypto';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../core/errors.ts';
import { newId } from '../../core/ids.ts';
import { keyedHash, keyedHashMatches } from '../../core/keyed-hash.ts';
import { open, seal } from '../../core/sealed.ts';
import type { Acting } from '../../core/tenancy.ts';
import type { Tx } from '../../db/client.ts';
import { inTransaction, type UnitOfWork } from '../../db/tx.ts';
import { recordAudit } from '../audit/audit.repo.ts';
import { findApiKey } from '../keys/keys.repo.ts';
import { createApiKey, toApiKeyView } from '../keys/keys.service.ts';
import {
  findPairing,
  findPairingByCode,
  insertPairing,
  lockPairingByCode,
  type PairingRow,
  updatePairing,
} from './cli-pairing.repo.ts';
import type { PairingView, PollAnswer, StartPairingInput } from './cli-pairing.schemas.ts';

/**
 * `refcheck login`, modelled on the OAuth device flow (RFC 8628) and
 * `stripe login`: the CLI starts a pairing and polls with a secret; a
 * recruiter signed in to the console sees the same short code and approves,
 * which issues an API key; the next poll hands its plaintext out once.
 */
export const PAIRING_TTL_MS = 10 * 60_000;
/**
 * A key issued to the CLI expires after 90 days, as the Stripe CLI's do;
 * `refcheck login` says so and issues a fresh one, `refcheck logout` revokes it.
 */
export const CLI_KEY_TTL_DAYS = 90;
export const POLL_INTERVAL_SECONDS = 2;
/** Consonants only: no words, no 0/O or 1/I to confuse; 20^8 codes. */
const CODE_LETTERS = 'BCDFGHJKLMNPQRSTVWXZ';

export async function startPairing(ctx: AppContext, input: StartPairingInput) {
  const options = input ?? { environment: 'test' as const, scopes: [], name: 'refcheck CLI' };
  const now = ctx.clock.now();
  const pollSecret = randomBytes(32).toString('base64url');
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const row = await insertPairing(ctx.db, {
      id: newId('cliPairing'),
      userCode: drawUserCode(),
      pollSecretHash: keyedHash(ctx.config.secretKey, `cli-pairing:${pollSecret}`),
      environment: options.environment,
      scopes: [...new Set(options.scopes)],
      name: options.name,
      status: 'pending',
      expiresAt: new Date(now.getTime() + PAIRING_TTL_MS),
      createdAt: now,
      updatedAt: now,
    });
    if (!row) continue;
    return {
      object: 'cli_pairing' as const,
      pairingId: row.id,
      userCode: row.userCode,
      verificationUrl: `${ctx.config.publicBaseUrl}/app/pair?code=${row.userCode}`,
      pollSecret,
      expiresAt: row.expiresAt.toISOString(),
      interval: POLL_INTERVAL_SECONDS,
    };
  }
  throw new Error('could not draw a free pairing code');
}

/** The CLI's poll: a wrong id or secret is 404, exactly like an unknown pairing. */
export async function pollPairing(
  ctx: AppContext,
  uow: UnitOfWork,
  input: { pairingId: string; pollSecret: string },
): Promise<PollAnswer> {
  const row = await findPairing(ctx.db, input.pairingId);
  const secretMatches =
    row &&
    keyedHashMatches(ctx.config.secretKey, `cli-pairing:${input.pollSecret}`, row.pollSecretHash);
  if (!row || !secretMatches) throw AppError.notFound('pairing');
  if (row.status === 'pending') return { status: isExpired(ctx, row) ? 'expired' : 'pending' };
  if (row.status !== 'approved') return { status: row.status };
  return inTransaction(uow, async (tx) => {
    const handedOut = await updatePairing(tx, row.id, 'approved', {
      status: 'consumed',
      sealedApiKey: null,
      updatedAt: ctx.clock.now(),
    });
    // A second poll racing this one finds it consumed: the key goes out once.
    if (!handedOut || !row.sealedApiKey || !row.tenantId || !row.apiKeyId) {
      return { status: 'consumed' as const };
    }
    const key = await findApiKey(tx, { tenantId: row.tenantId }, row.apiKeyId);
    if (!key) return { status: 'consumed' as const };
    return {
      status: 'approved' as const,
      apiKey: toApiKeyView(key, ctx.clock.now()),
      plaintext: open(ctx.config.secretKey, sealPurpose(row), row.sealedApiKey),
    };
  });
}

/** What the CLI asked for, for the recruiter about to approve. Another tenant's pairing is 404. */
export async function describePairing(ctx: AppContext, acting: Acting, userCode: string) {
  const row = await findPairingByCode(ctx.db, normaliseCode(userCode));
  if (!row || (row.tenantId && row.tenantId !== acting.tenantId))
    throw AppError.notFound('pairing');
  return toView(ctx, row);
}

/** Issues the key the CLI asked for to the approving recruiter, in the same transaction. */
export async function approvePairing(
  ctx: AppContext,
  uow: UnitOfWork,
  acting: Acting,
  userCode: string,
) {
  return decide(ctx, uow, acting, userCode, async (tx, row) => {
    const recruiterId = acting.recruiterId ?? acting.actor.id;
    const expiresAt = new Date(ctx.clock.now().getTime() + CLI_KEY_TTL_DAYS * 86_400_000);
    const { apiKey, plaintext } = await createApiKey(
      ctx,
      tx,
      { tenantId: acting.tenantId, recruiterId, traceId: acting.traceId },
      {
        name: row.name,
        environment: row.environment,
        scopes: row.scopes as never,
        expiresAt: expiresAt.toISOString(),
      },
    );
    return {
      status: 'approved' as const,
      apiKeyId: apiKey.id,
      sealedApiKey: seal(ctx.config.secretKey, sealPurpose(row), plaintext),
    };
  });
}

export async function denyPairing(
  ctx: AppContext,
  uow: UnitOfWork,
  acting: Acting,
  userCode: string,
) {
  return decide(ctx, uow, acting, userCode, async () => ({ status: 'denied' as const }));
}

/** Approve or deny a pending pairing under its row lock, with its audit event. */
async function decide(
  ctx: AppContext,
  uow: UnitOfWork,
  acting: Acting,
  userCode: string,
  outcome: (
    tx: Tx,
    row: PairingRow,
  ) => Promise<{ status: 'approved' | 'denied'; apiKeyId?: string; sealedApiKey?: string }>,
): Promise<PairingView> {
  return inTransaction(uow, async (tx) => {
    const row = await lockPairingByCode(tx, normaliseCode(userCode));
    if (!row || (row.tenantId && row.tenantId !== acting.tenantId))
      throw AppError.notFound('pairing');
    if (row.status !== 'pending' || isExpired(ctx, row)) {
      throw new AppError(
        'invalid_transition',
        `This pairing is ${isExpired(ctx, row) && row.status === 'pending' ? 'expired' : row.status}; start a new one with \`refcheck login\`.`,
        { allowedActions: [] },
      );
    }
    const now = ctx.clock.now();
    const decided = await outcome(tx, row);
    const updated = await updatePairing(tx, row.id, 'pending', {
      ...decided,
      tenantId: acting.tenantId,
      recruiterId: acting.recruiterId ?? acting.actor.id,
      updatedAt: now,
    });
    await recordAudit(
      tx,
      { ...acting, environment: row.environment },
      {
        action: decided.status === 'approved' ? 'cli_pairing.approved' : 'cli_pairing.denied',
        targetType: 'cli_pairing',
        targetId: row.id,
        metadata: { name: row.name, scopes: row.scopes, apiKeyId: decided.apiKeyId ?? null },
      },
      now,
    );
    return toView(ctx, updated!);
  });
}

function toView(ctx: AppContext, row: PairingRow): PairingView {
  return {
    object: 'cli_pairing',
    userCode: row.userCode,
    status: row.status === 'pending' && isExpired(ctx, row) ? 'expired' : row.status,
    environment: row.environment,
    scopes: row.scopes,
    name: row.name,
    expiresAt: row.expiresAt.toISOString(),
    apiKeyId: row.apiKeyId,
  };
}

function isExpired(ctx: AppContext, row: PairingRow): boolean {
  return row.expiresAt.getTime() <= ctx.clock.now().getTime();
}

function sealPurpose(row: PairingRow): string {
  return `cli-pairing:${row.id}`;
}

function drawUserCode(): string {
  const letters = Array.from({ length: 8 }, () => CODE_LETTERS[randomInt(CODE_LETTERS.length)]);
  return `${letters.slice(0, 4).join('')}-${letters.slice(4).join('')}`;
}

/** `bcdf ghjk`, `BCDFGHJK` and `BCDF-GHJK` are one code. */
export function normaliseCode(input: string): string {
  const letters = input.toUpperCase().replace(/[^A-Z]/g, '');
  return letters.length === 8 ? `${letters.slice(0, 4)}-${letters.slice(4)}` : input.toUpperCase();
}
