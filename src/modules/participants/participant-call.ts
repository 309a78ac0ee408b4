import type { AppContext } from '../../context.ts';
import { AppError } from '../../core/errors.ts';
import { keyedHash } from '../../core/keyed-hash.ts';
import type { Acting, TenantScope } from '../../core/tenancy.ts';
import type { Tx } from '../../db/client.ts';
import {
  type ParticipantTokenRow,
  resolveParticipantToken,
  type TokenPurpose,
} from './participant-tokens.ts';
import type { MessageRow } from './participants.repo.ts';
import { touchToken } from './participants.repo.ts';
import type { TranscriptMessage } from './participants.schemas.ts';

/** What a public route hands its service: the link's token and who is calling. */
export interface ParticipantCall {
  token: string;
  /** The caller's address (never stored: only its HMAC). */
  ip: string;
  /** The request id, recorded as the audit traceId. */
  traceId: string;
}

/** HMAC-SHA256 of the address keyed with SECRET_KEY, as the usage records hash it. */
export function hashIp(secretKey: string, ip: string): string {
  return keyedHash(secretKey, ip);
}

export function scopeOf(token: ParticipantTokenRow): TenantScope {
  return { tenantId: token.tenantId, environment: token.environment };
}

/** Participants act as themselves: the candidate (by candidate id) or the referee (by contact id). */
export function participantActing(
  token: ParticipantTokenRow,
  actor: { kind: 'candidate' | 'referee'; id: string },
  traceId: string,
): Acting {
  return { ...scopeOf(token), actor, recruiterId: null, traceId };
}

/**
 * Resolves the link (404 unknown/other purpose, 410 used/expired) and records
 * the visit (first/last open, IP hash), locking the token row for the rest
 * of the transaction. A link finished by a concurrent call is 410 here.
 */
export async function openToken(
  tx: Tx,
  ctx: Pick<AppContext, 'config' | 'clock'>,
  purpose: TokenPurpose,
  call: ParticipantCall,
): Promise<ParticipantTokenRow> {
  const now = ctx.clock.now();
  const token = await resolveParticipantToken(tx, ctx.config.secretKey, purpose, call.token, now);
  const touched = await touchToken(
    tx,
    scopeOf(token),
    token.id,
    now,
    hashIp(ctx.config.secretKey, call.ip),
  );
  if (!touched) throw AppError.notFound('link');
  if (touched.usedAt) throw new AppError('token_used', 'This link has already been used.');
  return touched;
}

export function toTranscript(rows: MessageRow[]): TranscriptMessage[] {
  return rows.map((row) => ({
    id: row.id,
    object: 'conversation_message' as const,
    role: row.role,
    text: row.text,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** The state stored with the latest agent message, if any. */
export function latestState(rows: MessageRow[]): unknown {
  for (let i = rows.length - 1; i >= 0; i--) {
    const row = rows[i]!;
    if (row.role === 'agent' && row.state) return row.state;
  }
  return null;
}
