import type { AppContext } from '../../context.ts';
import { AppError } from '../../core/errors.ts';
import { newId } from '../../core/ids.ts';
import type { Locale } from '../../core/locale.ts';
import { participantCopy } from '../../core/participant-copy.ts';
import type { TenantScope } from '../../core/tenancy.ts';
import type { Executor, Tx } from '../../db/client.ts';
import { isConnectionLoss, retryOnConnectionLoss } from '../../db/connection-loss.ts';
import { inOneStatement, unitOfWork } from '../../db/tx.ts';
import { assertRoom } from './conversation-limits.ts';
import type { AgentInput, IntakeState, RefereeState } from './interviewer/agent.types.ts';
import {
  appendMessage,
  listTranscript,
  type MessageRow,
  releaseTurn,
  TURN_CLAIM_MS,
} from './participants.repo.ts';
import { insertTurn } from './save-turn.query.ts';

/** A turn whose link was validated and whose conversation was loaded and claimed, ready to stream. */
export interface PreparedTurn {
  scope: TenantScope;
  /** The request id (intake) or the contact id (referee): one conversation per participant. */
  conversationId: string;
  input: AgentInput;
  /** This turn's claim on the conversation (conversation_turn_claims). */
  turnId: string;
  /** The place (`seq`) of the last message the reply is written after. */
  afterSeq: number;
}

/** The new turn's id, for its claim on the conversation. */
export function newTurnId(): string {
  return newId('message');
}

/** 409 `turn_in_progress`: another message of the conversation is being answered. */
export function turnInProgress(locale: Locale): AppError {
  return new AppError('turn_in_progress', participantCopy(locale).conversation.turnInProgress);
}

/** Ends a turn whose reply failed: the conversation takes the next message at once. */
export async function abandonTurn(db: Executor, turn: PreparedTurn): Promise<void> {
  await releaseTurn(db, turn.conversationId, turn.turnId);
}

/** How often a claim is released again while the database is unreachable. */
export const RELEASE_RETRY_MS = 200;

/** How long a failed turn waits for its claim's release before it answers the participant. */
export const RELEASE_WAIT_MS = 2_000;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/**
 * Ends a failed turn's claim across an outage. A turn that failed because the database went
 * away cannot release its claim then, and the participant's next message would be refused
 * (409 `turn_in_progress`) until the claim lapsed, a minute later (TURN_CLAIM_MS). So the
 * release is tried now, then every RELEASE_RETRY_MS while the connection is lost, until the
 * claim would have lapsed anyway. Resolves once the release went through or RELEASE_WAIT_MS
 * passed (a connection terminated under load comes back within it, so the participant who
 * sends again at once is not refused); the tries go on after that in the background. Never
 * rejects (`onFailure` hears what made it give up).
 */
export async function releaseWhenReachable(
  release: () => Promise<void>,
  onFailure: (error: unknown) => void,
  until = Date.now() + TURN_CLAIM_MS,
): Promise<void> {
  const answerBy = Math.min(until, Date.now() + RELEASE_WAIT_MS);
  for (;;) {
    try {
      await release();
      return;
    } catch (error) {
      if (!isConnectionLoss(error) || Date.now() + RELEASE_RETRY_MS >= until) {
        onFailure(error);
        return;
      }
      if (Date.now() + RELEASE_RETRY_MS >= answerBy) {
        setTimeout(
          () => void releaseWhenReachable(release, onFailure, until),
          RELEASE_RETRY_MS,
        ).unref();
        return;
      }
      await pause(RELEASE_RETRY_MS);
    }
  }
}

/**
 * Stores the participant's message and the agent's reply (with its state)
 * together once the reply is done, so a failed or interrupted reply leaves
 * no half turn behind and the participant can simply send again; and ends
 * the turn's claim.
 *
 * One statement, without BEGIN/COMMIT (insertTurn): it checks the limits on
 * the stored transcript and stores both messages right after the message
 * the reply read (`afterSeq`), or neither. A conversation that moved on
 * meanwhile (a claim that lapsed, another tab's list edit) refuses the turn
 * (409 `conversation_changed`) rather than file a reply to a transcript it
 * never saw; a turn that no longer fits answers 409 `conversation_limit`.
 * A lost connection is retried once with the same ids: a first try that
 * committed unseen answers its reply's id, and nothing is stored twice.
 */
export async function saveTurn(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  turn: PreparedTurn,
  reply: { text: string; state: IntakeState | RefereeState },
): Promise<{ messageId: string }> {
  // The same ids on a second try: a save whose commit went through unseen is recognised.
  const params = {
    tenantId: turn.scope.tenantId,
    environment: turn.scope.environment,
    conversationId: turn.conversationId,
    turnId: turn.turnId,
    afterSeq: turn.afterSeq,
    participantId: newId('message'),
    agentId: newId('message'),
    message: turn.input.message,
    reply: reply.text,
    state: JSON.stringify(reply.state),
    now: ctx.clock.now(),
  };
  return retryOnConnectionLoss(() => saveTurnOnce(ctx, turn, params));
}

async function saveTurnOnce(
  ctx: Pick<AppContext, 'db'>,
  turn: PreparedTurn,
  params: Parameters<typeof insertTurn>[1],
): Promise<{ messageId: string }> {
  return inOneStatement(unitOfWork(ctx.db), async (db) => {
    const [saved] = await insertTurn(db, params);
    if (!saved) throw new Error('the turn statement answered no row');
    if (saved.agent_id) return { messageId: saved.agent_id };
    if (saved.stored_before) return { messageId: params.agentId };
    // Refused for its size, else because another message took its place first.
    const { locale } = turn.input.context;
    if (saved.last_seq === turn.afterSeq) assertRoom(saved.turns, saved.bytes, locale);
    throw new AppError('conversation_changed', participantCopy(locale).conversation.changed);
  });
}

/**
 * The transcript of a conversation; on its first open, the agent's opening
 * message is stored first, so a reload shows the same greeting (once, when
 * two first opens race).
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
  const stored = await appendMessage(
    tx,
    scope,
    conversationId,
    { role: 'agent', ...opening() },
    -1,
    at,
  );
  return stored ? [stored] : listTranscript(tx, scope, conversationId);
}
