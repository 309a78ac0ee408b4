import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { publicCompanyName } from '../../core/public-name.ts';
import type { Environment } from '../../core/tenancy.ts';
import type { Executor } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { hashIp, hashLinkToken } from '../participant-links/participant-links.service.ts';
import {
  assertConversationRoom,
  CONVERSATION_LIMITS,
  type PreparedTurn,
} from './conversation.service.ts';
import {
  type RefereeContext,
  type RefereeState,
  refereeStateSchema,
} from './interviewer/agent.types.ts';
import { initialRefereeState } from './interviewer/referee-agent.ts';
import { latestState, type ParticipantCall } from './participant-call.ts';
import type { MessageRow } from './participants.repo.ts';

interface OpenedRefereeRow {
  tenant_id: string;
  environment: Environment;
  contact_id: string;
  referee_first_name: string | null;
  relationship: string | null;
  role_title: string | null;
  candidate_first_name: string;
  candidate_last_name: string;
  tenant_name: string | null;
  transcript: Array<Pick<MessageRow, 'role' | 'text' | 'state'>>;
  turns: number;
  bytes: number;
}

/**
 * A referee's turn as ONE statement when the link was opened before (the
 * usual case: the page was loaded, then the referee writes): resolve the
 * link by its hash, record the visit (`last_opened_at`, the IP's hash) and
 * read what the agent needs (contact, request, candidate, tenant, the
 * transcript). The visit is recorded, and a row answered, only when the link
 * is live (right purpose, not used, not expired, its request not cancelled),
 * the contact already opened, the transcript started and room left in it for
 * the message: nothing else to write. Anything else (an error to answer, a
 * first open with its workflow event and opening message, a turn over the
 * limits) writes nothing here and is left to prepareRefereeTurn's
 * transaction, which answers it as before. The row is `turns`/`bytes` too.
 */
const openRefereeForTurn = preparedStatement<
  OpenedRefereeRow,
  {
    tokenHash: string;
    now: Date;
    ipHash: string | null;
    messageBytes: number;
    maxTurns: number;
    maxBytes: number;
  }
>(
  'open_referee_for_turn',
  sql`
    with link as (
      select t.id, t.tenant_id, t.environment, t.subject_id, t.reference_request_id
      from participant_tokens t
      where t.token_hash = ${sql.placeholder('tokenHash')} and t.purpose = 'referee'
        and t.used_at is null and t.expires_at > ${sql.placeholder('now')}::timestamptz
    ), opened as (
      select link.id as link_id, link.tenant_id, link.environment, c.id as contact_id,
        c.first_name as referee_first_name, c.relationship, r.role_title,
        cand.first_name as candidate_first_name, cand.last_name as candidate_last_name,
        tn.name as tenant_name,
        (select json_agg(json_build_object('role', m.role, 'text', m.text, 'state', m.state)
            order by m.id)
          from conversation_messages m
          where m.tenant_id = link.tenant_id and m.environment = link.environment
            and m.conversation_id = c.id) as transcript,
        (select count(*) filter (where m.role = 'participant')::int
          from conversation_messages m
          where m.tenant_id = link.tenant_id and m.environment = link.environment
            and m.conversation_id = c.id) as turns,
        (select coalesce(sum(octet_length(m.text)), 0)::int
          from conversation_messages m
          where m.tenant_id = link.tenant_id and m.environment = link.environment
            and m.conversation_id = c.id) as bytes
      from link
      join reference_contacts c
        on c.tenant_id = link.tenant_id and c.environment = link.environment
          and c.id = link.subject_id
      join reference_requests r
        on r.tenant_id = link.tenant_id and r.environment = link.environment
          and r.id = c.reference_request_id
      join candidates cand
        on cand.tenant_id = link.tenant_id and cand.environment = link.environment
          and cand.id = r.candidate_id
      join tenants tn on tn.id = link.tenant_id
      where c.opened_at is not null and r.status <> 'cancelled'
        and r.id = coalesce(link.reference_request_id, r.id)
    ), touched as (
      update participant_tokens
      set last_opened_at = ${sql.placeholder('now')}::timestamptz,
        first_opened_at = coalesce(first_opened_at, ${sql.placeholder('now')}::timestamptz),
        last_ip_hash = coalesce(${sql.placeholder('ipHash')}::text, last_ip_hash),
        updated_at = ${sql.placeholder('now')}::timestamptz
      from opened
      where participant_tokens.id = opened.link_id and opened.transcript is not null
        and opened.turns < ${sql.placeholder('maxTurns')}::int
        and opened.bytes + ${sql.placeholder('messageBytes')}::int <= ${sql.placeholder('maxBytes')}::int
        and participant_tokens.used_at is null
      returning participant_tokens.id
    )
    select opened.* from opened join touched on touched.id = opened.link_id
  `,
);

/**
 * prepareRefereeTurn in one round trip for a link opened before (see
 * openRefereeForTurn), checking the conversation's room as it does; null
 * when the statement left the call to the transaction.
 */
export async function prepareOpenedRefereeTurn(
  db: Executor,
  ctx: Pick<AppContext, 'config' | 'clock'>,
  call: ParticipantCall,
  message: string,
): Promise<PreparedTurn | null> {
  if (call.peek || !/^[A-Za-z0-9_-]{16,128}$/.test(call.token)) return null;
  const [row] = await openRefereeForTurn(db, {
    tokenHash: hashLinkToken(call.token, ctx.config.secretKey),
    now: ctx.clock.now(),
    ipHash: call.ip === undefined ? null : hashIp(ctx.config.secretKey, call.ip),
    messageBytes: Buffer.byteLength(message, 'utf8'),
    maxTurns: CONVERSATION_LIMITS.turns,
    maxBytes: CONVERSATION_LIMITS.bytes,
  });
  if (!row) return null;
  const transcript = row.transcript.map((m) => ({ role: m.role, text: m.text }));
  assertConversationRoom(transcript, message);
  const parsed = refereeStateSchema.safeParse(latestState(row.transcript as MessageRow[]));
  const state: RefereeState = parsed.success ? parsed.data : initialRefereeState();
  const context: RefereeContext = {
    tenantName: publicCompanyName({ id: row.tenant_id, name: row.tenant_name }),
    roleTitle: row.role_title,
    candidateFirstName: row.candidate_first_name,
    candidateLastName: row.candidate_last_name,
    refereeFirstName: row.referee_first_name,
    relationship: row.relationship,
  };
  return {
    scope: { tenantId: row.tenant_id, environment: row.environment },
    conversationId: row.contact_id,
    input: { kind: 'referee', context, transcript, state, message },
  };
}
