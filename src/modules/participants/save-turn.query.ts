import { sql } from 'drizzle-orm';
import { preparedStatement } from '../../db/prepared.ts';
import { fitsConversationLimits } from './conversation-limits.ts';
import { messageAt, releaseTurnSql } from './participants.repo.ts';

interface SavedTurnRow {
  /** The participant turns stored before this one, as the statement read them. */
  turns: number;
  /** UTF-8 bytes of the stored transcript plus the new participant message. */
  bytes: number;
  /** The place of the conversation's last message before this turn (-1: none). */
  last_seq: number;
  /** The agent reply's id when the turn was stored, else null. */
  agent_id: string | null;
  /**
   * Whether the reply's id was stored before this statement: the same save
   * committed once already, and its answer was lost with its connection.
   */
  stored_before: boolean;
}

/** A named value of the prepared statement, as a fragment the owners' statements take. */
const placeholder = (name: string) => sql`${sql.placeholder(name)}`;

/**
 * A turn's two messages as ONE statement: read the transcript's size (turns,
 * bytes) and last place, store the participant's message and the agent's
 * reply right after the message the reply read (`afterSeq`) when that is
 * still the last one and the conversation has room for them, and end the
 * turn's claim either way. Nothing is stored when the conversation moved on
 * (its last place is not `afterSeq`); `conversation_messages_seq_idx` keeps
 * two saves of the same place from both storing (`on conflict do nothing`,
 * and the reply is inserted only after the participant's message). Run
 * again with the same ids after its answer was lost, it stores nothing more
 * and says so (`stored_before`).
 */
export const insertTurn = preparedStatement<
  SavedTurnRow,
  {
    tenantId: string;
    environment: string;
    conversationId: string;
    turnId: string;
    afterSeq: number;
    participantId: string;
    agentId: string;
    message: string;
    reply: string;
    state: string;
    now: Date;
  }
>(
  'save_conversation_turn',
  sql`
    with room as (
      select count(*) filter (where role = 'participant')::int as turns,
        (coalesce(sum(octet_length(text)), 0)
          + octet_length(${placeholder('message')}::text))::int as bytes,
        coalesce(max(seq), -1)::int as last_seq
      from conversation_messages
      where tenant_id = ${placeholder('tenantId')}
        and environment = ${placeholder('environment')}
        and conversation_id = ${placeholder('conversationId')}
    ), released as (
      ${releaseTurnSql(placeholder('conversationId'), placeholder('turnId'))}
    ), participant as (
      insert into conversation_messages
        (id, tenant_id, environment, conversation_id, role, text, state, created_at, seq, follows_id)
      select ${placeholder('participantId')}, ${placeholder('tenantId')},
        ${placeholder('environment')}, ${placeholder('conversationId')}, 'participant',
        ${placeholder('message')}::text, null, ${placeholder('now')}::timestamptz,
        ${placeholder('afterSeq')}::int + 1,
        (${messageAt(placeholder('tenantId'), placeholder('environment'), placeholder('conversationId'), sql`${placeholder('afterSeq')}::int`)})
      from room
      where room.last_seq = ${placeholder('afterSeq')}::int
        and ${fitsConversationLimits(sql`room.turns`, sql`room.bytes`)}
      on conflict do nothing
      returning id
    ), agent as (
      insert into conversation_messages
        (id, tenant_id, environment, conversation_id, role, text, state, created_at, seq, follows_id)
      select ${placeholder('agentId')}, ${placeholder('tenantId')},
        ${placeholder('environment')}, ${placeholder('conversationId')}, 'agent',
        ${placeholder('reply')}::text, ${placeholder('state')}::jsonb,
        ${placeholder('now')}::timestamptz, ${placeholder('afterSeq')}::int + 2, participant.id
      from participant
      returning id
    )
    select room.turns, room.bytes, room.last_seq, (select id from agent) as agent_id,
      exists (select 1 from conversation_messages m where m.id = ${placeholder('agentId')})
        as stored_before
    from room
  `,
);
