import { sql } from 'drizzle-orm';
import { preparedStatement } from '../../db/prepared.ts';

interface SavedTurnRow {
  /** The participant turns stored before this one, as the statement read them. */
  turns: number;
  /** UTF-8 bytes of the stored transcript plus the new participant message. */
  bytes: number;
  /** The agent reply's id when the turn was stored, else null. */
  agent_id: string | null;
}

/**
 * A turn's two messages as ONE statement: read the transcript's size (turns,
 * bytes) and last message, and insert the participant's message and the
 * agent's reply when the conversation has room for them. The participant's
 * message follows the last message read (`follows_id`, unique in a
 * conversation since migration 0016): of two turns saved from the same
 * transcript (two tabs), the second waits for the first to commit and then
 * inserts nothing (`on conflict do nothing`, and the reply is inserted only
 * after the participant's message), so its caller runs the statement again
 * on the transcript as it now is, limits included (saveTurn).
 */
export const insertTurn = preparedStatement<
  SavedTurnRow,
  {
    tenantId: string;
    environment: string;
    conversationId: string;
    participantId: string;
    agentId: string;
    message: string;
    reply: string;
    state: string;
    now: Date;
    maxTurns: number;
    maxBytes: number;
  }
>(
  'save_conversation_turn',
  sql`
    with room as (
      select count(*) filter (where role = 'participant')::int as turns,
        (coalesce(sum(octet_length(text)), 0)
          + octet_length(${sql.placeholder('message')}::text))::int as bytes,
        max(id) as last_id
      from conversation_messages
      where tenant_id = ${sql.placeholder('tenantId')}
        and environment = ${sql.placeholder('environment')}
        and conversation_id = ${sql.placeholder('conversationId')}
    ), participant as (
      insert into conversation_messages
        (id, tenant_id, environment, conversation_id, role, text, state, created_at, follows_id)
      select ${sql.placeholder('participantId')}, ${sql.placeholder('tenantId')},
        ${sql.placeholder('environment')}, ${sql.placeholder('conversationId')}, 'participant',
        ${sql.placeholder('message')}::text, null, ${sql.placeholder('now')}::timestamptz,
        room.last_id
      from room
      where room.turns < ${sql.placeholder('maxTurns')}::int
        and room.bytes <= ${sql.placeholder('maxBytes')}::int
      on conflict (conversation_id, follows_id) do nothing
      returning id
    ), agent as (
      insert into conversation_messages
        (id, tenant_id, environment, conversation_id, role, text, state, created_at, follows_id)
      select ${sql.placeholder('agentId')}, ${sql.placeholder('tenantId')},
        ${sql.placeholder('environment')}, ${sql.placeholder('conversationId')}, 'agent',
        ${sql.placeholder('reply')}::text, ${sql.placeholder('state')}::jsonb,
        ${sql.placeholder('now')}::timestamptz, participant.id
      from participant
      returning id
    )
    select room.turns, room.bytes, (select id from agent) as agent_id from room
  `,
);
