import { randomBytes } from 'node:crypto';
import type { Config } from '../../config.ts';
import type { AppContext } from '../../context.ts';
import { DAY_MS } from '../../core/clock.ts';
import { AppError } from '../../core/errors.ts';
import { newId } from '../../core/ids.ts';
import { hashIp, keyedHash } from '../../core/keyed-hash.ts';
import type { Acting, Environment, TenantScope } from '../../core/tenancy.ts';
import type { Executor, Tx } from '../../db/client.ts';
import {
  findLinkByHash,
  insertLink,
  type LinkPurpose,
  markLinksUsed,
  markRequestLinksUsed,
  type ParticipantLinkRow,
  touchLink,
} from './participant-links.repo.ts';

export type { LinkPurpose, ParticipantLinkRow } from './participant-links.repo.ts';
export {
  listRequestLinks,
  recordLinkVisits,
  useUpRequestLinksSql,
} from './participant-links.repo.ts';

/**
 * The links handed to participants: the candidate's intake (and consent)
 * link, a referee's link, the candidate's reuse-permission link and the
 * link to withdraw that permission. One service for all four: issue, open (404 / 410, lock, record the visit),
 * use up. A link's token is stored only as a keyed hash.
 */

/** Participant links live 14 days unless the caller says otherwise. */
export const PARTICIPANT_LINK_TTL_MS = 14 * DAY_MS;

const LINK_PATH: Record<LinkPurpose, string> = {
  intake: 'intake',
  referee: 'referee',
  permission: 'permissions',
  withdrawal: 'withdraw',
};

/** 256 random bits, base64url (43 characters): URL-safe and unguessable. */
export function generateLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored as an HMAC keyed with SECRET_KEY, never in clear. */
export function hashLinkToken(token: string, secretKey: string): string {
  return keyedHash(secretKey, `participant:${token}`);
}

/** The link handed out in e-mails and responses: `PUBLIC_BASE_URL/<intake|referee|permissions|withdraw>/<token>`. */
export function participantLinkUrl(
  config: Pick<Config, 'publicBaseUrl'>,
  purpose: LinkPurpose,
  token: string,
): string {
  return `${config.publicBaseUrl}/${LINK_PATH[purpose]}/${token}`;
}

export interface IssueLinkInput {
  tenantId: string;
  environment: Environment;
  purpose: LinkPurpose;
  /** The request (intake), contact (referee) or consent grant (permission, withdrawal) the link is for. */
  subjectId: string;
  referenceRequestId?: string | null;
  now: Date;
  ttlMs?: number;
}

export interface IssuedLink {
  id: string;
  token: string;
  url: string;
  expiresAt: Date;
}

/** Creates a link in the caller's transaction; returns the plaintext (shown only in the link). */
export async function issueParticipantLink(
  tx: Tx,
  config: Pick<Config, 'secretKey' | 'publicBaseUrl'>,
  input: IssueLinkInput,
): Promise<IssuedLink> {
  const token = generateLinkToken();
  const expiresAt = new Date(input.now.getTime() + (input.ttlMs ?? PARTICIPANT_LINK_TTL_MS));
  const id = newId('token');
  await insertLink(tx, {
    id,
    tenantId: input.tenantId,
    environment: input.environment,
    purpose: input.purpose,
    tokenHash: hashLinkToken(token, config.secretKey),
    subjectId: input.subjectId,
    referenceRequestId: input.referenceRequestId ?? null,
    expiresAt,
    createdAt: input.now,
    updatedAt: input.now,
  });
  return { id, token, url: participantLinkUrl(config, input.purpose, token), expiresAt };
}

/**
 * Finds the live link of a token. Unknown, malformed or other-purpose tokens
 * are 404 `not_found` (a referee link never opens an intake); a finished link
 * is 410 `token_used`, an expired one 410 `token_expired`. Pass `allowUsed`
 * to read a finished conversation (e.g. to show its transcript), and
 * `allowExpired` too to read why a link ended, however long ago.
 */
export async function resolveParticipantLink(
  db: Executor,
  secretKey: string,
  purpose: LinkPurpose,
  token: string,
  now: Date,
  options: { allowUsed?: boolean; allowExpired?: boolean } = {},
): Promise<ParticipantLinkRow> {
  if (!/^[A-Za-z0-9_-]{16,128}$/.test(token)) throw AppError.notFound('link');
  const row = await findLinkByHash(db, hashLinkToken(token, secretKey));
  if (!row || row.purpose !== purpose) throw AppError.notFound('link');
  if (row.usedAt && !options.allowUsed) throw usedLink();
  if (row.expiresAt.getTime() <= now.getTime() && !options.allowExpired)
    throw new AppError('token_expired', 'This link has expired.');
  return row;
}

/** A link presented by a participant: its token, and the caller's address when known. */
export interface LinkVisit {
  token: string;
  /** The caller's address (never stored: only its keyed hash). */
  ip?: string;
  /**
   * A HEAD request: resolve and check the link (same 404/410 answers) but
   * record nothing, as no one opened it.
   */
  peek?: boolean;
}

/**
 * Resolves the link (404 unknown or other purpose, 410 used or expired) and
 * records the visit (first and last open, IP hash), locking the link's row
 * for the rest of the transaction: a link finished by a concurrent call is
 * 410 here. Opening a link grants nothing.
 */
export async function openParticipantLink(
  tx: Tx,
  ctx: Pick<AppContext, 'config' | 'clock'>,
  purpose: LinkPurpose,
  visit: LinkVisit,
): Promise<ParticipantLinkRow> {
  const now = ctx.clock.now();
  const link = await resolveParticipantLink(tx, ctx.config.secretKey, purpose, visit.token, now);
  if (visit.peek) return link;
  const ipHash = visit.ip === undefined ? undefined : hashIp(ctx.config.secretKey, visit.ip);
  const touched = await touchLink(tx, link, now, ipHash);
  if (!touched) throw AppError.notFound('link');
  if (touched.usedAt) throw usedLink();
  return touched;
}

/** Uses up every live link of one participant: the intake of a request, a referee, a permission. */
export async function useUpParticipantLinks(
  tx: Tx,
  scope: TenantScope,
  purpose: LinkPurpose,
  subjectId: string,
  at: Date,
): Promise<void> {
  await markLinksUsed(tx, scope, purpose, subjectId, at);
}

/**
 * Uses up a request's participant links (intake and referee by default: a
 * cancelled request; referee only: a completed one): each answers 410
 * `token_used`.
 */
export async function useUpRequestLinks(
  tx: Tx,
  scope: TenantScope,
  referenceRequestId: string,
  at: Date,
  purposes?: readonly LinkPurpose[],
): Promise<void> {
  await markRequestLinksUsed(tx, scope, referenceRequestId, at, purposes);
}

export function scopeOfLink(link: ParticipantLinkRow): TenantScope {
  return { tenantId: link.tenantId, environment: link.environment };
}

/** Participants act as themselves: the candidate (by candidate id) or the referee (by contact id). */
export function participantActing(
  link: ParticipantLinkRow,
  actor: { kind: 'candidate' | 'referee'; id: string },
  traceId: string | null,
): Acting {
  return { ...scopeOfLink(link), actor, recruiterId: null, traceId };
}

function usedLink(): AppError {
  return new AppError('token_used', 'This link has already been used or is no longer active.');
}
