import { type SQL, sql } from 'drizzle-orm';
import { AppError } from '../../core/errors.ts';
import { LOCALES, type Locale } from '../../core/locale.ts';
import type { Acting } from '../../core/tenancy.ts';
import type { Executor } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { referenceContacts, referenceRequests } from '../../db/schema/index.ts';
import type { AnswerRecordParams } from '../../db/tx.ts';
import { insertSelectSql } from '../../db/typed-sql.ts';
import { answerRecordSql } from '../../http/idempotency.repo.ts';
import { insertActivityEntries } from '../activity/activity.repo.ts';
import { insertAuditEvents } from '../audit/audit.repo.ts';
import { insertCandidateIfAbsentSql } from '../candidates/candidates.repo.ts';
import { pinnedQuestionnaireSql } from '../questionnaires/questionnaires.repo.ts';
import type { PinnedQuestionnaire } from '../questionnaires/questionnaires.schemas.ts';
import { queueCandidateInvitation } from './invitations.ts';
import type { NewContactRow } from './requests.repo.ts';
import type { ReferenceRequestView } from './requests.schemas.ts';
import { allowedActions, type RequestState } from './workflow.ts';

/**
 * The request's own columns, as Node decides them: every column of
 * `reference_requests` but those the statement fills itself (`FILLED_BY_STATEMENT`).
 * One type for the rows, the statement's parameters and their values: a
 * column added to the table is a compile error where the service builds
 * this row until it gives the value, and then the insert (insertSelectSql)
 * and the answer (createdRequestView) name it (docs/architecture.md,
 * "Newcomer probes").
 */
export type NewRequestRow = Omit<
  Required<typeof referenceRequests.$inferInsert>,
  FilledByStatement | 'status'
> & { status: RequestState };

/**
 * The columns the statement fills from elsewhere: its id (made beside the
 * other ids), the scope and the actor (`acting`), the candidate and the
 * questionnaire it finds, the language it works out (requestLocaleSql), the
 * time, and the columns left to their defaults.
 */
type FilledByStatement =
  | 'id'
  | 'tenantId'
  | 'environment'
  | 'recruiterId'
  | 'createdByKind'
  | 'createdById'
  | 'candidateId'
  | 'questionnaireId'
  | 'questionnaireVersion'
  | 'questionnaireName'
  | 'locale'
  | 'createdAt'
  | 'updatedAt'
  | 'version'
  | 'erasedAt';

/** Everything a new request writes, decided in Node (ids, times, checked contacts). */
export interface NewRequestRows {
  requestId: string;
  /** The request's own columns (launch mode, role, notes, status, metadata…). */
  request: NewRequestRow;
  auditId: string;
  activityId: string;
  /** The candidate's intake invitation job, queued when the launch mode e-mails them. */
  invitationId: string;
  emailsCandidate: boolean;
  /** Used only when no live candidate has this e-mail. */
  candidate: {
    id: string;
    firstName: string;
    lastName: string;
    email: string;
    stage: string | null;
  };
  contacts: NewContactRow[];
  /** The questionnaire asked for; null: the scope's default (else the built-in). */
  questionnaireId: string | null;
  /** The language the create body named, if any. */
  locale: Locale | null;
  /** The tenant's `defaultLocale`: the language when neither the body nor the questionnaire names one. */
  tenantLocale: Locale;
  now: Date;
}

/**
 * The statement's parameters: the request's columns as they are (metadata
 * as JSON text), and the rest of what it writes.
 */
type CreateParams = Omit<NewRequestRow, 'metadata'> & {
  metadata: string;
  tenantId: string;
  environment: string;
  email: string;
  candidateId: string;
  firstName: string;
  lastName: string;
  stage: string | null;
  now: Date;
  requestId: string;
  recruiterId: string;
  actorKind: string;
  actorId: string;
  contacts: string;
  contactCount: number;
  auditId: string;
  activityId: string;
  invitationId: string;
  emailsCandidate: boolean;
  traceId: string | null;
  questionnaireId: string | null;
  locale: string | null;
  tenantLocale: string;
  /** The answer's parts the caller predicted (PredictedParts as JSON), or null: see insertCreatedRequest. */
  expected: string | null;
};

/** A parameter of the statement, by a name CreateParams has. */
const p = (name: keyof CreateParams) => sql`${sql.placeholder(name)}`;

interface CandidateRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  stage: string | null;
}

/**
 * What the statement answers: the candidate (null when a concurrent create
 * of the same candidate left nothing written) and the questionnaire it
 * pinned (null when `questionnaireId` is not an active questionnaire of the
 * scope: nothing is written then either).
 */
interface CreatedRow extends Partial<CandidateRow> {
  questionnaire_id: string | null;
  questionnaire_version: number | null;
  questionnaire_name: string | null;
  questionnaire_language: Locale | null;
  locale: Locale | null;
}

/** What writeCreatedRequest answers: the request's candidate and the questionnaire it pinned. */
export interface CreatedRequestParts {
  candidate: CandidateRow;
  questionnaire: PinnedQuestionnaire;
  /** The language the pinned questionnaire is served in (servedLanguageSql; null: none, or the built-in). */
  questionnaireLanguage: Locale | null;
  /** The language the request was given (requestLocaleSql). */
  locale: Locale;
}

/** The SQLSTATE of answer_not_as_predicted() (migration 0031). */
const NOT_AS_PREDICTED = 'RC412';

/** Whether a create given its answer's parts refused because it would have answered otherwise. */
export function isNotAsPredicted(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === NOT_AS_PREDICTED;
}

/** A contact as json_to_recordset reads it (column names as keys). */
interface ContactRecord {
  id: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  phone: string | null;
  relationship: string | null;
}

/**
 * The language participants are served in of a questionnaire's tag (`es-MX`: es), or null
 * when it names none that can be served.
 */
function servedLanguageSql(tag: SQL): SQL {
  const language = sql`split_part(lower(${tag}), '-', 1)`;
  const served = sql.join(
    LOCALES.map((locale) => sql.raw(`'${locale}'`)),
    sql`, `,
  );
  return sql`case when ${language} in (${served}) then ${language} end`;
}

/**
 * A new request's language (CONTRACT "Languages"): the create body's, else
 * its questionnaire's when participants can be served in it (the language
 * of a tag such as `es-MX`), else the tenant's `defaultLocale`.
 */
const requestLocaleSql = sql`coalesce(
  ${p('locale')}::text,
  ${servedLanguageSql(sql`questionnaire.locale`)},
  ${p('tenantLocale')}::text
)`;

/**
 * The create of a request, as ONE statement: find or create the candidate,
 * insert the request, its contacts, the audit event and the timeline entry,
 * queue the candidate's intake invitation when the launch mode e-mails them
 * (invitations.ts sends it: the link and the e-mail are made by the worker),
 * and answer the candidate. Other modules' tables are written by their
 * owners' fragments. One round trip instead of seven or more: on the create path every round trip cost more than what
 * PostgreSQL did with it, and held a pooled connection idle in transaction
 * while Node prepared the next (see bench/README.md).
 *
 * Every sub-statement sees the snapshot the statement started with, so the
 * view cannot be read back in the same statement: the caller composes it
 * from what it wrote (createdRequestView). A candidate created concurrently
 * with the same e-mail (ON CONFLICT DO NOTHING, after waiting for it to
 * commit) leaves `candidate` empty, and then nothing is written: the caller
 * runs the statement again, which sees that candidate.
 *
 * `expected`: the parts of the answer the caller predicted (the candidate, the questionnaire
 * pinned, the language), so that its answer could be written with this statement (an
 * Idempotency-Key's record, src/db/tx.ts inOneStatement). The statement FAILS
 * (answer_not_as_predicted(), SQLSTATE RC412) when it wrote no request or would answer other
 * parts: nothing of it stays, and the caller runs it again without a prediction.
 *
 * `withAnswerRecord`: the statement also writes that record (its owner's fragment,
 * answerRecordSql), and FAILS when another request's live record holds the key. The change
 * and its answer are then one statement, atomic without BEGIN/COMMIT.
 */
function createStatementSql(withAnswerRecord: boolean): SQL {
  return sql`
    with questionnaire as (
      ${pinnedQuestionnaireSql({
        tenantId: p('tenantId'),
        environment: p('environment'),
        questionnaireId: p('questionnaireId'),
      })}
    ), found as (
      select id, first_name, last_name, email, stage from candidates
      where tenant_id = ${p('tenantId')}
        and environment = ${p('environment')}
        and email = ${p('email')} and deleted_at is null
      limit 1
    ), added as (
      ${insertCandidateIfAbsentSql(
        {
          id: p('candidateId'),
          tenantId: p('tenantId'),
          environment: p('environment'),
          firstName: p('firstName'),
          lastName: p('lastName'),
          email: p('email'),
          stage: p('stage'),
          now: p('now'),
        },
        sql`not exists (select 1 from found) and exists (select 1 from questionnaire)`,
      )}
    ), candidate as (
      select * from found union all select * from added
    ), request as (
      ${insertSelectSql(
        referenceRequests,
        ['version', 'erasedAt'],
        {
          id: p('requestId'),
          tenantId: p('tenantId'),
          environment: p('environment'),
          candidateId: sql`candidate.id`,
          recruiterId: p('recruiterId'),
          createdByKind: p('actorKind'),
          createdById: p('actorId'),
          launchMode: p('launchMode'),
          roleTitle: sql`${p('roleTitle')}::text`,
          notes: sql`${p('notes')}::text`,
          status: p('status'),
          questionnaireId: sql`questionnaire.id`,
          questionnaireVersion: sql`questionnaire.version`,
          questionnaireName: sql`questionnaire.name`,
          locale: requestLocaleSql,
          metadata: sql`${p('metadata')}::jsonb`,
          createdAt: sql`${p('now')}::timestamptz`,
          updatedAt: sql`${p('now')}::timestamptz`,
        },
        sql`candidate, questionnaire`,
      )}
      returning id, candidate_id, locale
    ), contacts as (
      ${insertSelectSql(
        referenceContacts,
        ['status', 'invitedAt', 'openedAt', 'completedAt', 'declinedAt', 'erasedAt'],
        {
          id: sql`c.id`,
          tenantId: p('tenantId'),
          environment: p('environment'),
          referenceRequestId: sql`request.id`,
          firstName: sql`c.first_name`,
          lastName: sql`c.last_name`,
          email: sql`c.email`,
          phone: sql`c.phone`,
          relationship: sql`c.relationship`,
          source: sql`'recruiter'`,
          createdAt: sql`${p('now')}::timestamptz`,
          updatedAt: sql`${p('now')}::timestamptz`,
        },
        sql`request, json_to_recordset(${p('contacts')}::json) as c(
          id text, first_name text, last_name text, email text, phone text, relationship text
        )`,
      )}
    ), event as (
      select request.id, jsonb_build_object(
        'launchMode', ${p('launchMode')}::text,
        'candidateId', request.candidate_id,
        'contacts', ${p('contactCount')}::int
      ) as metadata
      from request
    ), audit as (
      ${insertAuditEvents(
        {
          id: p('auditId'),
          tenantId: p('tenantId'),
          environment: p('environment'),
          action: sql`'reference_request.created'`,
          actorKind: p('actorKind'),
          actorId: p('actorId'),
          targetType: sql`'reference_request'`,
          targetId: sql`event.id`,
          traceId: p('traceId'),
          metadata: sql`event.metadata`,
          createdAt: p('now'),
        },
        sql`event`,
      )}
    ), activity as (
      ${insertActivityEntries(
        {
          id: p('activityId'),
          tenantId: p('tenantId'),
          environment: p('environment'),
          referenceRequestId: sql`event.id`,
          kind: sql`'request.created'`,
          actorKind: p('actorKind'),
          actorId: p('actorId'),
          summary: sql`'Reference request created'`,
          data: sql`event.metadata`,
          createdAt: p('now'),
        },
        sql`event`,
      )}
    ), invitation as (
      ${queueCandidateInvitation(
        p('invitationId'),
        'intake',
        {
          tenantId: p('tenantId'),
          environment: p('environment'),
          actorKind: p('actorKind'),
          actorId: p('actorId'),
          traceId: p('traceId'),
          now: p('now'),
        },
        sql`(select request.id as request from request where ${p('emailsCandidate')}::boolean)
          as created`,
      )}
    )${withAnswerRecord ? sql`, answer_record as (${answerRecordSql.cte})` : sql``}
    select c.id, c.first_name, c.last_name, c.email, c.stage, q.id as questionnaire_id,
      q.version as questionnaire_version, q.name as questionnaire_name,
      ${servedLanguageSql(sql`q.locale`)} as questionnaire_language, r.locale,
      case when expected.e is not null and (r.id is null
        or (c.id, c.first_name, c.last_name, c.stage, q.id, q.version, q.name, r.locale::text)
          is distinct from (expected.e->>'candidateId', expected.e->>'firstName',
            expected.e->>'lastName', expected.e->>'stage', expected.e->>'questionnaireId',
            (expected.e->>'questionnaireVersion')::int, expected.e->>'questionnaireName',
            expected.e->>'locale'))
      then answer_not_as_predicted() end as refused${
        withAnswerRecord ? sql`, ${answerRecordSql.held} as held` : sql``
      }
    from (select ${p('expected')}::jsonb as e) as expected
    left join candidate c on true
    left join questionnaire q on true
    left join request r on true
  `;
}

const insertCreatedRequest = preparedStatement<CreatedRow, CreateParams>(
  'create_reference_request',
  createStatementSql(false),
);

/** The create with its Idempotency-Key's record (createStatementSql `withAnswerRecord`). */
const insertCreatedRequestAnswered = preparedStatement<CreatedRow, CreateParams>(
  'create_reference_request_answered',
  createStatementSql(true),
);

/**
 * Writes a new request (see insertCreatedRequest) and answers the candidate
 * it belongs to and the questionnaire it pinned; a second run covers the
 * candidate created concurrently. Given its answer's parts (`predicted`) it runs once, and
 * with `answerRecord` (tx.ts inOneStatement) writes the Idempotency-Key's record too. A `questionnaireId` that is not an active
 * questionnaire of the scope writes nothing and is a 400 naming it.
 */
export async function writeCreatedRequest(
  db: Executor,
  acting: Acting & { recruiterId: string },
  rows: NewRequestRows,
  predicted?: CreatedRequestParts,
  answerRecord?: AnswerRecordParams,
): Promise<CreatedRequestParts> {
  const params: CreateParams = {
    ...rows.request,
    metadata: JSON.stringify(rows.request.metadata),
    tenantId: acting.tenantId,
    environment: acting.environment,
    email: rows.candidate.email,
    candidateId: rows.candidate.id,
    firstName: rows.candidate.firstName,
    lastName: rows.candidate.lastName,
    stage: rows.candidate.stage,
    now: rows.now,
    requestId: rows.requestId,
    recruiterId: acting.recruiterId,
    actorKind: acting.actor.kind,
    actorId: acting.actor.id,
    contacts: JSON.stringify(rows.contacts.map(contactRecord)),
    contactCount: rows.contacts.length,
    auditId: rows.auditId,
    activityId: rows.activityId,
    invitationId: rows.invitationId,
    emailsCandidate: rows.emailsCandidate,
    traceId: acting.traceId ?? null,
    questionnaireId: rows.questionnaireId,
    locale: rows.locale,
    tenantLocale: rows.tenantLocale,
    expected: predicted ? JSON.stringify(expectedParts(predicted)) : null,
  };
  // Given a prediction, one run: a miss fails (isNotAsPredicted) and the caller runs again.
  if (predicted) {
    if (answerRecord) await insertCreatedRequestAnswered(db, { ...params, ...answerRecord });
    else await insertCreatedRequest(db, params);
    return predicted;
  }
  for (let run = 0; run < 2; run++) {
    const [row] = await insertCreatedRequest(db, params);
    if (!row?.questionnaire_id) {
      throw AppError.validation([
        {
          path: 'questionnaireId',
          message: 'is not an active questionnaire of this tenant and environment',
        },
      ]);
    }
    if (row.id) {
      return {
        candidate: {
          id: row.id,
          first_name: row.first_name!,
          last_name: row.last_name!,
          email: row.email!,
          stage: row.stage ?? null,
        },
        questionnaire: {
          id: row.questionnaire_id,
          version: row.questionnaire_version!,
          name: row.questionnaire_name!,
        },
        questionnaireLanguage: row.questionnaire_language,
        locale: row.locale ?? rows.tenantLocale,
      };
    }
  }
  throw new Error('the candidate of a new request was neither found nor created');
}

/** The predicted parts as the statement compares them (insertCreatedRequest `expected`). */
function expectedParts(parts: CreatedRequestParts) {
  return {
    candidateId: parts.candidate.id,
    firstName: parts.candidate.first_name,
    lastName: parts.candidate.last_name,
    stage: parts.candidate.stage,
    questionnaireId: parts.questionnaire.id,
    questionnaireVersion: parts.questionnaire.version,
    questionnaireName: parts.questionnaire.name,
    locale: parts.locale,
  };
}

function contactRecord(row: NewContactRow): ContactRecord {
  return {
    id: row.id,
    first_name: row.firstName ?? null,
    last_name: row.lastName ?? null,
    email: row.email ?? null,
    phone: row.phone ?? null,
    relationship: row.relationship ?? null,
  };
}

/**
 * The `reference_request` object of a request just written by
 * writeCreatedRequest, as GET would read it: nothing but the rows written
 * (no report yet, every contact pending), so no statement reads it back.
 * requests.test.ts checks it against the view read from the database.
 */
export function createdRequestView(
  acting: Acting & { recruiterId: string },
  rows: NewRequestRows,
  { candidate, questionnaire, locale }: CreatedRequestParts,
): ReferenceRequestView {
  const at = rows.now.toISOString();
  return {
    id: rows.requestId,
    object: 'reference_request',
    status: rows.request.status,
    launchMode: rows.request.launchMode,
    roleTitle: rows.request.roleTitle,
    notes: rows.request.notes,
    candidate: {
      id: candidate.id,
      firstName: candidate.first_name,
      lastName: candidate.last_name,
      email: candidate.email,
      stage: candidate.stage,
      // A create names a candidate whose data is held (an erased one is never matched).
      erasedAt: null,
    },
    recruiterId: acting.recruiterId,
    environment: acting.environment,
    createdAt: at,
    updatedAt: at,
    erasedAt: null,
    metadata: rows.request.metadata,
    contacts: rows.contacts.map((contact) => ({
      id: contact.id,
      object: 'reference_contact',
      firstName: contact.firstName ?? null,
      lastName: contact.lastName ?? null,
      email: contact.email ?? null,
      phone: contact.phone ?? null,
      relationship: contact.relationship ?? null,
      status: 'pending',
      source: 'recruiter',
      invitedAt: null,
      openedAt: null,
      completedAt: null,
      declinedAt: null,
      erasedAt: null,
      createdAt: at,
      updatedAt: at,
      deliveries: [],
    })),
    report: null,
    questionnaire,
    locale,
    allowedActions: allowedActions(rows.request.status),
  };
}
