import type { AppContext } from '../../context.ts';
import { AppError } from '../../core/errors.ts';
import { newId } from '../../core/ids.ts';
import { fill, participantCopy } from '../../core/participant-copy.ts';
import type { TenantScope } from '../../core/tenancy.ts';
import type { Tx } from '../../db/client.ts';
import { inOneStatement } from '../../db/tx.ts';
import type { AgentInput, IntakeState, RefereeState } from './interviewer/agent.types.ts';
import { appendMessages, listTranscript, type MessageRow } from './participants.repo.ts';
import { insertTurn } from './save-turn.query.ts';

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
  assertRoom(
    transcript.filter((m) => m.role === 'participant').length,
    transcript.reduce(
      (sum, m) => sum + Buffer.byteLength(m.text, 'utf8'),
      Buffer.byteLength(message, 'utf8'),
    ),
  );
}

/**
 * The same check on the sizes themselves: `turns` participant messages
 * stored, `bytes` of the stored transcript plus the new message.
 */
function assertRoom(turns: number, bytes: number): void {
  if (turns >= CONVERSATION_LIMITS.turns) {
    throw new AppError(
      'conversation_limit',
      fill(participantCopy().conversation.turnLimit, { turns: CONVERSATION_LIMITS.turns }),
      { limit: 'turns', max: CONVERSATION_LIMITS.turns },
    );
  }
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

/** How often a save runs again after another turn of the conversation was stored first. */
const SAVE_ATTEMPTS = 5;

/**
 * Stores the participant's message and the agent's reply (with its state)
 * together once the reply is done, so a failed or interrupted reply leaves
 * no half turn behind and the participant can simply send again. A turn that
 * no longer fits the conversation's limits is refused (409 `conversation_limit`).
 *
 * One statement (insertTurn), without BEGIN/COMMIT: it checks the limits on
 * the stored transcript and inserts both messages, or neither. Another turn
 * saved meanwhile from the same transcript (another tab) makes it insert
 * nothing; it then runs again on the transcript as it now is, so of two
 * turns of which only one fits, exactly one is stored.
 */
export async function saveTurn(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  turn: PreparedTurn,
  reply: { text: string; state: IntakeState | RefereeState },
): Promise<{ messageId: string }> {
  return inOneStatement(ctx.db, async (db) => {
    for (let attempt = 0; attempt < SAVE_ATTEMPTS; attempt++) {
      const [saved] = await insertTurn(db, {
        tenantId: turn.scope.tenantId,
        environment: turn.scope.environment,
        conversationId: turn.conversationId,
        participantId: newId('message'),
        agentId: newId('message'),
        message: turn.input.message,
        reply: reply.text,
        state: JSON.stringify(reply.state),
        now: ctx.clock.now(),
        maxTurns: CONVERSATION_LIMITS.turns,
        maxBytes: CONVERSATION_LIMITS.bytes,
      });
      if (!saved) throw new Error('the turn statement answered no row');
      if (saved.agent_id) return { messageId: saved.agent_id };
      // Refused for its size, or another turn was stored first: then try again.
      assertRoom(saved.turns, saved.bytes);
    }
    throw new Error(`a conversation turn was not stored after ${SAVE_ATTEMPTS} attempts`);
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
