import type { AppContext } from '../../context.ts';
import { AppError } from '../../core/errors.ts';
import type { Tx } from '../../db/client.ts';
import {
  type LinkPurpose,
  type LinkVisit,
  openParticipantLink,
  type ParticipantLinkRow,
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
  const link = await openParticipantLink(tx, ctx, purpose, call);
  if (link.referenceRequestId) {
    const request = await findRequest(tx, scopeOfLink(link), link.referenceRequestId);
    if (request?.status === 'cancelled') {
      throw new AppError('token_used', 'This reference request was cancelled; the link has ended.');
    }
  }
  return link;
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
