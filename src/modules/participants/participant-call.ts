import type { AppContext } from '../../context.ts';
import { AppError } from '../../core/errors.ts';
import type { Tx } from '../../db/client.ts';
import {
  type LinkPurpose,
  type LinkVisit,
  openParticipantLink,
  type ParticipantLinkRow,
  resolveParticipantLink,
  scopeOfLink,
} from '../participant-links/participant-links.service.ts';
import { findRequest } from '../requests/requests.repo.ts';
import type { MessageRow } from './participants.repo.ts';
import type { TranscriptMessage } from './participants.schemas.ts';

export {
  participantActing,
  scopeOfLink as scopeOf,
} from '../participant-links/participant-links.service.ts';

/** What a public route hands its service: the link's token and who is calling. */
export interface ParticipantCall extends LinkVisit {
  /** The caller's address (never stored: only its HMAC). */
  ip: string;
  /** The request id, recorded as the audit traceId. */
  traceId: string;
}

/**
 * Opens the participant's link for this call (see openParticipantLink). A
 * link of a cancelled request is 410 `token_used`: the cancel uses up the
 * links, but skips one that a call had in hand at that moment.
 */
export async function openToken(
  tx: Tx,
  ctx: Pick<AppContext, 'config' | 'clock'>,
  purpose: LinkPurpose,
  call: ParticipantCall,
): Promise<ParticipantLinkRow> {
  const link = await openParticipantLink(tx, ctx, purpose, call).catch((error: unknown) =>
    explainEndedLink(tx, ctx, purpose, call, error),
  );
  if (await requestCancelled(tx, link)) throw cancelledLink();
  return link;
}

/**
 * The 410 `token_used` of a link and `reason: "cancelled"`, so the page says
 * the check was cancelled rather than "already used".
 */
function cancelledLink(): AppError {
  return new AppError('token_used', 'This reference request was cancelled; the link has ended.', {
    reason: 'cancelled',
  });
}

async function requestCancelled(tx: Tx, link: ParticipantLinkRow): Promise<boolean> {
  if (!link.referenceRequestId) return false;
  const request = await findRequest(tx, scopeOfLink(link), link.referenceRequestId);
  return request?.status === 'cancelled';
}

/**
 * A used link says why it ended: the cancel of a request uses up its links,
 * and such a link answers `reason: "cancelled"`, others `reason: "used"`.
 */
async function explainEndedLink(
  tx: Tx,
  ctx: Pick<AppContext, 'config' | 'clock'>,
  purpose: LinkPurpose,
  call: ParticipantCall,
  error: unknown,
): Promise<never> {
  if (!(error instanceof AppError) || error.code !== 'token_used') throw error;
  const now = ctx.clock.now();
  const ended = await resolveParticipantLink(tx, ctx.config.secretKey, purpose, call.token, now, {
    allowUsed: true,
    allowExpired: true,
  }).catch(() => null);
  if (ended && (await requestCancelled(tx, ended))) throw cancelledLink();
  throw new AppError('token_used', error.message, { reason: 'used' });
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

/** A zod schema of a participant's state, as latestState reads it. */
export interface StateSchema<State> {
  safeParse(value: unknown): { success: true; data: State } | { success: false };
}

/**
 * The participant's state stored with the latest agent message, or a fresh
 * one when none was stored or it no longer parses (the agent's shape changed).
 */
export function latestState<State>(
  rows: Array<Pick<MessageRow, 'role' | 'state'>>,
  schema: StateSchema<State>,
  initialState: () => State,
): State {
  for (let i = rows.length - 1; i >= 0; i--) {
    const row = rows[i]!;
    if (row.role === 'agent' && row.state) {
      const parsed = schema.safeParse(row.state);
      return parsed.success ? parsed.data : initialState();
    }
  }
  return initialState();
}
