import { type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { hashIp } from '../../core/keyed-hash.ts';
import { toLocale } from '../../core/locale.ts';
import { publicCompanyName } from '../../core/public-name.ts';
import type { Environment } from '../../core/tenancy.ts';
import type { Executor } from '../../db/client.ts';
import { isConnectionLoss, retryOnConnectionLoss } from '../../db/connection-loss.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { hashLinkToken, recordLinkVisits } from '../participant-links/participant-links.service.ts';
import { pinnedVersionQuestionsSql } from '../questionnaires/questionnaires.repo.ts';
import type { Question } from '../questionnaires/questionnaires.schemas.ts';
import {
  newTurnId,
  type PreparedTurn,
  releaseWhenReachable,
  turnInProgress,
} from './conversation.service.ts';
import { assertRoom, fitsConversationLimits } from './conversation-limits.ts';
import { type NamedContact, offerNamedContacts } from './intake.nominations.ts';
import {
  type IntakeContext,
  intakeStateSchema,
  type RefereeContext,
  refereeStateSchema,
} from './interviewer/agent.types.ts';
import { initialIntakeState, updateMissing } from './interviewer/intake-agent.ts';
import { initialRefereeState } from './interviewer/referee-agent.ts';
import { latestState, type ParticipantCall, type StateSchema } from './participant-call.ts';
import {
  claimTurnsFrom,
  type MessageRow,
  releaseTurnById,
  TURN_CLAIM_MS,
} from './participants.repo.ts';

/** What both statements answer besides their participant's own columns. */
interface OpenedLinkRow {
  tenant_id: string;
  environment: Environment;
  role_title: string | null;
  /** The request's language, as stored (toLocale reads it). */
  locale: string;
  candidate_first_name: string;
  candidate_last_name: string;
  tenant_name: string | null;
  transcript: Array<Pick<MessageRow, 'role' | 'text' | 'state'>>;
  turns: number;
  bytes: number;
  /** The place of the transcript's last message. */
  last_seq: number;
  /** Whether the visit was recorded: the message fits the conversation's limits. */
  touched: boolean;
  /** Whether this turn claimed the conversation (false: another turn holds it). */
  claimed: boolean;
}

interface OpenedRefereeRow extends OpenedLinkRow {
  contact_id: string;
  referee_first_name: string | null;
  relationship: string | null;
  /** The pinned version's questions for a tenant's questionnaire; null for the built-in. */
  questions: Question[] | null;
}

interface OpenedIntakeRow extends OpenedLinkRow {
  request_id: string;
  default_country: string;
  existing_referees: number;
  /** namedContactsToComplete of the request's referees. */
  named_referees: NamedContact[];
}

type OpenParams = {
  tokenHash: string;
  now: Date;
  ipHash: string | null;
  messageBytes: number;
  turnId: string;
  claimedUntil: Date;
};

/** The live link of a purpose by its token's hash (right purpose, not used, not expired). */
const liveLink = (purpose: 'referee' | 'intake') => sql`
    link as (
      select t.id, t.tenant_id, t.environment, t.subject_id, t.reference_request_id
      from participant_tokens t
      where t.token_hash = ${sql.placeholder('tokenHash')} and t.purpose = ${purpose}
        and t.used_at is null and t.expires_at > ${sql.placeholder('now')}::timestamptz
    )`;

/** The conversation `conversationId` (a column of the query) as the agent reads it, and its size. */
const conversation = (conversationId: SQL) => sql`
        (select json_agg(json_build_object('role', m.role, 'text', m.text, 'state', m.state)
            order by m.seq)
          from conversation_messages m
          where m.tenant_id = link.tenant_id and m.environment = link.environment
            and m.conversation_id = ${conversationId}) as transcript,
        (select count(*) filter (where m.role = 'participant')::int
          from conversation_messages m
          where m.tenant_id = link.tenant_id and m.environment = link.environment
            and m.conversation_id = ${conversationId}) as turns,
        (select coalesce(sum(octet_length(m.text)), 0)::int
          from conversation_messages m
          where m.tenant_id = link.tenant_id and m.environment = link.environment
            and m.conversation_id = ${conversationId}) as bytes,
        (select coalesce(max(m.seq), -1)::int
          from conversation_messages m
          where m.tenant_id = link.tenant_id and m.environment = link.environment
            and m.conversation_id = ${conversationId}) as last_seq`;

/**
 * For a started conversation (`opened` with a transcript): the visit,
 * recorded as touchLink records it, and the turn's claim on the conversation
 * (column `conversationId` of `opened`), both only when the message fits the
 * conversation's limits; then the statement's row, with whether they were.
 */
const touchedClaimedAndAnswered = (conversationId: SQL) => sql`
    touched as (
      ${recordLinkVisits(
        { at: sql`${sql.placeholder('now')}`, ipHash: sql`${sql.placeholder('ipHash')}` },
        {
          from: sql`opened`,
          where: sql`participant_tokens.id = opened.link_id and opened.transcript is not null
            and ${fitsConversationLimits(
              sql`opened.turns`,
              sql`opened.bytes + ${sql.placeholder('messageBytes')}::int`,
            )}
            and participant_tokens.used_at is null`,
        },
      )}
    ), claimed as (
      ${claimTurnsFrom(
        sql`select ${conversationId}, opened.tenant_id, opened.environment,
          ${sql.placeholder('turnId')}::text, ${sql.placeholder('claimedUntil')}::timestamptz
        from opened join touched on touched.id = opened.link_id`,
        sql`${sql.placeholder('now')}::timestamptz`,
      )}
    )
    select opened.*, exists (select 1 from touched) as touched,
      exists (select 1 from claimed) as claimed
    from opened where opened.transcript is not null`;

/**
 * A participant's turn as ONE statement when the link was opened before (the
 * usual case: the page was loaded, then the participant writes): resolve the
 * link by its hash, record the visit (`last_opened_at`, the IP's hash) and
 * read what the agent needs (the participant, request, candidate, tenant,
 * the transcript). The visit is recorded, and a row answered, only when the
 * link is live (right purpose, not used, not expired, its request not
 * cancelled), the referee's contact already opened, the transcript started
 * and room left in it for the message: nothing else to write. Anything else
 * (an error to answer, a first open with its workflow event and opening
 * message, a turn over the limits) writes nothing here and is left to the
 * prepare's transaction (prepareRefereeTurn, prepareIntakeTurn), which
 * answers it as before.
 */
const openRefereeForTurn = preparedStatement<OpenedRefereeRow, OpenParams>(
  'open_referee_for_turn',
  sql`
    with ${liveLink('referee')}, opened as (
      select link.id as link_id, link.tenant_id, link.environment, c.id as contact_id,
        c.first_name as referee_first_name, c.relationship, r.role_title, r.locale,
        cand.first_name as candidate_first_name, cand.last_name as candidate_last_name,
        tn.name as tenant_name,
        ${pinnedVersionQuestionsSql({
          tenantId: sql`link.tenant_id`,
          environment: sql`link.environment`,
          questionnaireId: sql`r.questionnaire_id`,
          version: sql`r.questionnaire_version`,
        })} as questions,
        ${conversation(sql`c.id`)}
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
    ), ${touchedClaimedAndAnswered(sql`opened.contact_id`)}
  `,
);

/** The candidate's intake turn, as openRefereeForTurn (the conversation is the request's). */
const openIntakeForTurn = preparedStatement<OpenedIntakeRow, OpenParams>(
  'open_intake_for_turn',
  sql`
    with ${liveLink('intake')}, opened as (
      select link.id as link_id, link.tenant_id, link.environment, r.id as request_id,
        r.role_title, r.locale, cand.first_name as candidate_first_name,
        cand.last_name as candidate_last_name, tn.name as tenant_name,
        tn.default_country,
        (select count(*)::int from reference_contacts ct
          where ct.tenant_id = link.tenant_id and ct.environment = link.environment
            and ct.reference_request_id = r.id and ct.email is not null) as existing_referees,
        (select coalesce(json_agg(json_build_object('id', ct.id, 'firstName', ct.first_name,
            'lastName', ct.last_name, 'phone', ct.phone, 'relationship', ct.relationship)
            order by ct.id), '[]'::json)
          from reference_contacts ct
          where ct.tenant_id = link.tenant_id and ct.environment = link.environment
            and ct.reference_request_id = r.id and ct.email is null
            and ct.source = 'recruiter' and ct.status = 'pending') as named_referees,
        ${conversation(sql`r.id`)}
      from link
      join reference_requests r
        on r.tenant_id = link.tenant_id and r.environment = link.environment
          and r.id = link.subject_id
      join candidates cand
        on cand.tenant_id = link.tenant_id and cand.environment = link.environment
          and cand.id = r.candidate_id
      join tenants tn on tn.id = link.tenant_id
      where r.status <> 'cancelled' and r.id = coalesce(link.reference_request_id, r.id)
    ), ${touchedClaimedAndAnswered(sql`opened.request_id`)}
  `,
);

/**
 * The agent's transcript and the participant's latest state (a fresh one when
 * none was stored or it no longer parses), once the message is known to fit
 * the conversation's limits (409 `conversation_limit`) and the turn holds
 * the conversation (409 `turn_in_progress`); null when neither the visit nor
 * the claim was made for another reason (the link was used meanwhile).
 */
function transcriptWithRoom<State>(
  row: OpenedLinkRow,
  message: string,
  stateSchema: StateSchema<State>,
  initialState: () => State,
) {
  if (!row.touched) {
    assertRoom(row.turns, row.bytes + Buffer.byteLength(message, 'utf8'), toLocale(row.locale));
    return null;
  }
  if (!row.claimed) throw turnInProgress(toLocale(row.locale));
  const transcript = row.transcript.map((m) => ({ role: m.role, text: m.text }));
  return { transcript, state: latestState(row.transcript, stateSchema, initialState) };
}

function openParams(
  ctx: Pick<AppContext, 'config' | 'clock'>,
  call: ParticipantCall,
  message: string,
): OpenParams | null {
  if (call.peek || !/^[A-Za-z0-9_-]{16,128}$/.test(call.token)) return null;
  const now = ctx.clock.now();
  return {
    tokenHash: hashLinkToken(call.token, ctx.config.secretKey),
    now,
    turnId: newTurnId(),
    claimedUntil: new Date(now.getTime() + TURN_CLAIM_MS),
    ipHash: call.ip === undefined ? null : hashIp(ctx.config.secretKey, call.ip),
    messageBytes: Buffer.byteLength(message, 'utf8'),
  };
}

/**
 * The turn's open-and-claim statement, retried once with the same claim on a lost connection
 * (a first try that committed unseen holds it already). When the retry is lost too, the claim
 * may have committed unseen: it is released once the database is back
 * (conversation.service.ts releaseWhenReachable, waited for briefly before the 503), so the
 * participant's next message is not refused until it lapses.
 */
async function claimedOnce<Row>(
  db: Executor,
  params: OpenParams,
  open: () => Promise<Row[]>,
): Promise<Row[]> {
  try {
    return await retryOnConnectionLoss(open);
  } catch (error) {
    if (isConnectionLoss(error)) {
      await releaseWhenReachable(
        () => releaseTurnById(db, params.turnId),
        () => undefined,
      );
    }
    throw error;
  }
}

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
  const params = openParams(ctx, call, message);
  if (!params) return null;
  const [row] = await claimedOnce(db, params, () => openRefereeForTurn(db, params));
  if (!row) return null;
  const read = transcriptWithRoom(row, message, refereeStateSchema, () =>
    initialRefereeState(row.questions),
  );
  if (!read) return null;
  const { transcript, state } = read;
  const context: RefereeContext = {
    questions: row.questions,
    tenantName: publicCompanyName({ id: row.tenant_id, name: row.tenant_name }),
    locale: toLocale(row.locale),
    roleTitle: row.role_title,
    candidateFirstName: row.candidate_first_name,
    candidateLastName: row.candidate_last_name,
    refereeFirstName: row.referee_first_name,
    relationship: row.relationship,
  };
  return {
    scope: { tenantId: row.tenant_id, environment: row.environment },
    conversationId: row.contact_id,
    turnId: params.turnId,
    afterSeq: row.last_seq,
    input: { kind: 'referee', context, transcript, state, message },
  };
}

/** prepareIntakeTurn in one round trip for a link opened before; null as prepareOpenedRefereeTurn. */
export async function prepareOpenedIntakeTurn(
  db: Executor,
  ctx: Pick<AppContext, 'config' | 'clock'>,
  call: ParticipantCall,
  message: string,
): Promise<PreparedTurn | null> {
  const params = openParams(ctx, call, message);
  if (!params) return null;
  const [row] = await claimedOnce(db, params, () => openIntakeForTurn(db, params));
  if (!row) return null;
  const read = transcriptWithRoom(row, message, intakeStateSchema, initialIntakeState);
  if (!read) return null;
  const { transcript, state } = read;
  // The recruiter may add referees meanwhile: the list and what is missing are always current.
  offerNamedContacts(state, row.named_referees);
  updateMissing(state, row.existing_referees, toLocale(row.locale));
  const context: IntakeContext = {
    tenantName: publicCompanyName({ id: row.tenant_id, name: row.tenant_name }),
    locale: toLocale(row.locale),
    roleTitle: row.role_title,
    candidateFirstName: row.candidate_first_name,
    candidateLastName: row.candidate_last_name,
    defaultCountry: row.default_country,
    existingReferees: row.existing_referees,
  };
  return {
    scope: { tenantId: row.tenant_id, environment: row.environment },
    conversationId: row.request_id,
    turnId: params.turnId,
    afterSeq: row.last_seq,
    input: { kind: 'intake', context, transcript, state, message },
  };
}
