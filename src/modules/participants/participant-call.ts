import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import {
  type LinkPurpose,
  type LinkVisit,
  openParticipantLink,
  type ParticipantLinkRow,
} from '../participant-links/participant-links.service.ts';
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

/** Opens the participant's link for this call (see openParticipantLink). */
export async function openToken(
  tx: Tx,
  ctx: Pick<AppContext, 'config' | 'clock'>,
  purpose: LinkPurpose,
  call: ParticipantCall,
): Promise<ParticipantLinkRow> {
  return openParticipantLink(tx, ctx, purpose, call);
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
