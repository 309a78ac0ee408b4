import { type SQL, sql } from 'drizzle-orm';
import { AppError } from '../../core/errors.ts';
import type { Locale } from '../../core/locale.ts';
import { fill, participantCopy } from '../../core/participant-copy.ts';

/**
 * How far a participant conversation may grow: participant turns (each with
 * the agent's reply), and UTF-8 bytes of the stored transcript plus the new
 * message. Bounds storage, the prompt a provider model is sent, and the cost
 * of one link in hostile hands (docs/participants.md).
 */
export const CONVERSATION_LIMITS = { turns: 200, bytes: 256 * 1024 } as const;

/**
 * The limits as a condition on a conversation's stored participant turns
 * and its bytes with the new message: the one rule, checked by the turn's
 * prepare (before anything streams) and again by its save (against a turn
 * stored meanwhile), each in its statement.
 */
export function fitsConversationLimits(turns: SQL, bytesWithMessage: SQL): SQL {
  return sql`(${turns} < ${CONVERSATION_LIMITS.turns}::int
    and ${bytesWithMessage} <= ${CONVERSATION_LIMITS.bytes}::int)`;
}

/**
 * Throws 409 `conversation_limit` when a conversation with `turns`
 * participant messages and `bytes` (with the new message) has no room for
 * it, naming the limit: how a statement's refusal is answered.
 */
export function assertRoom(turns: number, bytes: number, locale: Locale): void {
  if (turns >= CONVERSATION_LIMITS.turns) {
    throw new AppError(
      'conversation_limit',
      fill(
        participantCopy(locale).conversation.turnLimit,
        { turns: CONVERSATION_LIMITS.turns },
        locale,
      ),
      { limit: 'turns', max: CONVERSATION_LIMITS.turns },
    );
  }
  if (bytes > CONVERSATION_LIMITS.bytes) {
    throw new AppError(
      'conversation_limit',
      fill(
        participantCopy(locale).conversation.byteLimit,
        { kib: CONVERSATION_LIMITS.bytes / 1024 },
        locale,
      ),
      { limit: 'bytes', max: CONVERSATION_LIMITS.bytes },
    );
  }
}

/** The same check on a transcript (an agent message added outside a turn: the referee list). */
export function assertConversationRoom(
  transcript: ReadonlyArray<{ role: string; text: string }>,
  message: string,
  locale: Locale,
): void {
  assertRoom(
    transcript.filter((m) => m.role === 'participant').length,
    transcript.reduce(
      (sum, m) => sum + Buffer.byteLength(m.text, 'utf8'),
      Buffer.byteLength(message, 'utf8'),
    ),
    locale,
  );
}
