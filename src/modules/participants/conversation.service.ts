import type { AppContext } from '../../context.ts';
import type { TenantScope } from '../../core/tenancy.ts';
import type { Tx } from '../../db/client.ts';
import { inTransaction } from '../../db/tx.ts';
import type { AgentInput, IntakeState, RefereeState } from './interviewer/agent.types.ts';
import { appendMessages, listTranscript, type MessageRow } from './participants.repo.ts';

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
 * no half turn behind and the participant can simply send again.
 */
export async function saveTurn(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  turn: PreparedTurn,
  reply: { text: string; state: IntakeState | RefereeState },
): Promise<{ messageId: string }> {
  return inTransaction(ctx.db, async (tx) => {
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
