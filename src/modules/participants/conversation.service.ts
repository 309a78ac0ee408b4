import type { AppContext } from '../../context.ts';
import { AppError } from '../../core/errors.ts';
import { fill, participantCopy } from '../../core/participant-copy.ts';
import type { TenantScope } from '../../core/tenancy.ts';
import type { Tx } from '../../db/client.ts';
import { inTransaction } from '../../db/tx.ts';
import type { AgentInput, IntakeState, RefereeState } from './interviewer/agent.types.ts';
import { appendMessages, listTranscript, type MessageRow } from './participants.repo.ts';

/**
 * How far a participant conversation may grow: participant turns (each with
 * the agent's reply), and UTF-8 bytes of the stored transcript plus the new
 * message. Bounds storage, the prompt a provider model is sent, and the cost
 * of one link in hostile hands (docs/participants.md).
 */
export const CONVERSATION_LIMITS = { turns: 200, bytes: 256 * 1024 } as const;

/**
 * Throws 409 `conversation_limit` when the conversation has no room for one
 * more message: checked before a turn streams, and again when it is stored.
 */
export function assertConversationRoom(
  transcript: ReadonlyArray<{ role: string; text: string }>,
  message: string,
): void {
  const turns = transcript.filter((m) => m.role === 'participant').length;
  if (turns >= CONVERSATION_LIMITS.turns) {
    throw new AppError(
      'conversation_limit',
      fill(participantCopy().conversation.turnLimit, { turns: CONVERSATION_LIMITS.turns }),
      { limit: 'turns', max: CONVERSATION_LIMITS.turns },
    );
  }
  const bytes = transcript.reduce(
    (sum, m) => sum + Buffer.byteLength(m.text, 'utf8'),
    Buffer.byteLength(message, 'utf8'),
  );
  if (bytes > CONVERSATION_LIMITS.bytes) {
    throw new AppError(
      'conversation_limit',
      fill(participantCopy().conversation.byteLimit, { kib: CONVERSATION_LIMITS.bytes / 1024 }),
      { limit: 'bytes', max: CONVERSATION_LIMITS.bytes },
    );
  }
}

/** A turn whose link was validated and whose conversation was loaded, ready to stream. */
export interface PreparedTurn {
  scope: TenantScope;
  /** The request id (intake) or the contact id (referee): one conversation per participant. */
  conversationId: string;
  input: AgentInput;
}

/**
 * Stores the participant's message and the agent's reply (with its state)
 * together once the reply is done, so a failed or interrupted reply leaves
 * no half turn behind and the participant can simply send again. A turn that
 * no longer fits the conversation's limits is refused (409 `conversation_limit`).
 */
export async function saveTurn(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  turn: PreparedTurn,
  reply: { text: string; state: IntakeState | RefereeState },
): Promise<{ messageId: string }> {
  return inTransaction(ctx.db, async (tx) => {
    // Another turn (another tab) may have been stored while this one streamed.
    assertConversationRoom(
      await listTranscript(tx, turn.scope, turn.conversationId),
      turn.input.message,
    );
    const [, agent] = await appendMessages(
      tx,
      turn.scope,
      turn.conversationId,
      [
        { role: 'participant', text: turn.input.message },
        { role: 'agent', text: reply.text, state: reply.state as Record<string, unknown> },
      ],
      ctx.clock.now(),
    );
    return { messageId: agent!.id };
  });
}

/**
 * The transcript of a conversation; on its first open, the agent's opening
 * message is stored first, so a reload shows the same greeting.
 */
export async function transcriptWithOpening(
  tx: Tx,
  scope: TenantScope,
  conversationId: string,
  opening: () => { text: string; state: Record<string, unknown> },
  at: Date,
): Promise<MessageRow[]> {
  const rows = await listTranscript(tx, scope, conversationId);
  if (rows.length > 0) return rows;
  return appendMessages(tx, scope, conversationId, [{ role: 'agent', ...opening() }], at);
}
