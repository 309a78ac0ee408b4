import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import { DAY_MS } from '../../core/clock.ts';
import { AppError } from '../../core/errors.ts';
import { newId } from '../../core/ids.ts';
import { keyedHash } from '../../core/keyed-hash.ts';
import type { Environment } from '../../core/tenancy.ts';
import type { Executor, Tx } from '../../db/client.ts';
import { participantTokens } from '../../db/schema/index.ts';

export type TokenPurpose = 'intake' | 'referee' | 'permission';

/** Participant links live 14 days unless the caller says otherwise. */
export const PARTICIPANT_TOKEN_TTL_MS = 14 * DAY_MS;

const LINK_PATH: Record<TokenPurpose, string> = {
  intake: 'intake',
  referee: 'referee',
  permission: 'permissions',
};

/** 256 random bits, base64url (43 characters): URL-safe and unguessable. */
export function generateParticipantToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored as an HMAC keyed with SECRET_KEY, never in clear. */
export function hashParticipantToken(token: string, secretKey: string): string {
  return keyedHash(secretKey, `participant:${token}`);
}

/** The link handed out in e-mails and responses: `PUBLIC_BASE_URL/<intake|referee|permissions>/<token>`. */
export function participantLink(
  config: Pick<Config, 'publicBaseUrl'>,
  purpose: TokenPurpose,
  token: string,
): string {
  return `${config.publicBaseUrl}/${LINK_PATH[purpose]}/${token}`;
}

export interface IssueTokenInput {
  tenantId: string;
  environment: Environment;
  purpose: TokenPurpose;
  /** The request (intake), contact (referee) or consent grant (permission) the link is for. */
  subjectId: string;
  referenceRequestId?: string | null;
  now: Date;
  ttlMs?: number;
}

/** Creates a link token in the caller's transaction; returns the plaintext (shown only in the link). */
export async function issueParticipantToken(
  tx: Tx,
  config: Pick<Config, 'secretKey' | 'publicBaseUrl'>,
  input: IssueTokenInput,
): Promise<{ id: string; token: string; url: string; expiresAt: Date }> {
  const token = generateParticipantToken();
  const expiresAt = new Date(input.now.getTime() + (input.ttlMs ?? PARTICIPANT_TOKEN_TTL_MS));
  const id = newId('token');
  await tx.insert(participantTokens).values({
    id,
    tenantId: input.tenantId,
    environment: input.environment,
    purpose: input.purpose,
    tokenHash: hashParticipantToken(token, config.secretKey),
    subjectId: input.subjectId,
    referenceRequestId: input.referenceRequestId ?? null,
    expiresAt,
    createdAt: input.now,
    updatedAt: input.now,
  });
  return { id, token, url: participantLink(config, input.purpose, token), expiresAt };
}

export type ParticipantTokenRow = typeof participantTokens.$inferSelect;

/**
 * Finds the live token for a link. Unknown, malformed or other-purpose
 * tokens are 404 `not_found` (a referee link never opens an intake); a
 * finished link is 410 `token_used`, an expired one 410 `token_expired`.
 * Pass `allowUsed` to read a finished conversation (e.g. to show its transcript).
 */
export async function resolveParticipantToken(
  db: Executor,
  secretKey: string,
  purpose: TokenPurpose,
  token: string,
  now: Date,
  options: { allowUsed?: boolean } = {},
): Promise<ParticipantTokenRow> {
  if (!/^[A-Za-z0-9_-]{16,128}$/.test(token)) throw AppError.notFound('link');
  const [row] = await db
    .select()
    .from(participantTokens)
    .where(eq(participantTokens.tokenHash, hashParticipantToken(token, secretKey)))
    .limit(1);
  if (!row || row.purpose !== purpose) throw AppError.notFound('link');
  if (row.usedAt && !options.allowUsed)
    throw new AppError('token_used', 'This link has already been used.');
  if (row.expiresAt.getTime() <= now.getTime())
    throw new AppError('token_expired', 'This link has expired.');
  return row;
}
