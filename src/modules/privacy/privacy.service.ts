import type { AppContext } from '../../context.ts';
import { keyedHash } from '../../core/keyed-hash.ts';
import type { Acting } from '../../core/tenancy.ts';
import type { Executor, Tx } from '../../db/client.ts';
import { inTransaction, type UnitOfWork } from '../../db/tx.ts';
import { eraseFromIdempotentAnswers } from '../../http/idempotency.ts';
import { eraseFromOutbox } from '../../outbox/erasure.ts';
import { deleteEmailsSentTo, listEmailsSentTo } from '../../outbox/jobs/send-email.job.ts';
import { scrubTimelines } from '../activity/activity.repo.ts';
import { deleteProposalsNaming } from '../agent/agent-actions.repo.ts';
import { recordAudit } from '../audit/audit.repo.ts';
import { eraseCandidates, listCandidatesOfSubject } from '../candidates/candidates.repo.ts';
import {
  eraseDeliveriesOfSubjects,
  listDeliveriesOfSubjects,
} from '../outreach/deliveries.repo.ts';
import { deleteLinksOfSubjects } from '../participant-links/participant-links.repo.ts';
import {
  eraseConversationsAndAnswers,
  listResponsesOfSubject,
  listTranscriptsOfSubject,
  type ResponseRow,
} from '../participants/participants.repo.ts';
import { pinnedQuestionnaire } from '../questionnaires/questionnaires.service.ts';
import {
  eraseAnswerTextsFromReports,
  listReportVersionsOfSubject,
  revokeShareLinksOfRequests,
  scrubReportVersions,
} from '../reports/reports.repo.ts';
import {
  contactIdsOfRequests,
  eraseContacts,
  eraseRequestNotes,
  findRequest,
  listContactsOfSubject,
  listRequestsOfSubject,
  requestIdsOfContacts,
} from '../requests/requests.repo.ts';
import {
  eraseConsentGrantNotes,
  listConsentGrantsOfSubject,
} from '../reuse-grants/reuse-grants.repo.ts';
import { endReuseGrantsOfCandidates } from '../reuse-permissions/revocation.service.ts';
import type {
  DataSubjectErasure,
  DataSubjectExport,
  SubjectSectionName,
} from './privacy.schemas.ts';

/** Who a data-subject request is about in one tenant: their records as candidate and as referee. */
export interface DataSubject {
  tenantId: string;
  email: string;
  candidateIds: string[];
  contactIds: string[];
  requestIds: string[];
}

type HeldRow = { id: string; environment: 'live' | 'test' } & Record<string, unknown>;

/**
 * What an export holds, section by section, each read by the owner of its
 * table. A new kind of personal data (deliveries) is one more entry here
 * and its name in SUBJECT_SECTION_NAMES.
 */
const SUBJECT_SECTIONS: Record<
  SubjectSectionName,
  (db: Executor, subject: DataSubject) => Promise<HeldRow[]>
> = {
  candidates: (db, s) => listCandidatesOfSubject(db, s.tenantId, s.email),
  referees: (db, s) => listContactsOfSubject(db, s.tenantId, s.email),
  referenceRequests: (db, s) => listRequestsOfSubject(db, s.tenantId, s.candidateIds),
  transcripts: (db, s) =>
    listTranscriptsOfSubject(db, s.tenantId, [...s.requestIds, ...s.contactIds]),
  answers: (db, s) => listResponsesOfSubject(db, s.tenantId, s),
  consentGrants: (db, s) => listConsentGrantsOfSubject(db, s.tenantId, s.candidateIds),
  reports: (db, s) => listReportVersionsOfSubject(db, s.tenantId, s.requestIds),
  deliveries: (db, s) =>
    listDeliveriesOfSubjects(db, s.tenantId, [...s.requestIds, ...s.contactIds]),
  emails: (db, s) => listEmailsSentTo(db, s.tenantId, s.email),
};

/** The person's records in the tenant, both environments, deleted or not. */
export async function findDataSubject(
  db: Executor,
  tenantId: string,
  email: string,
): Promise<DataSubject & { needles: string[] }> {
  const candidates = await listCandidatesOfSubject(db, tenantId, email);
  const contacts = await listContactsOfSubject(db, tenantId, email);
  const candidateIds = candidates.map((row) => row.id);
  const requests = await listRequestsOfSubject(db, tenantId, candidateIds);
  return {
    tenantId,
    email,
    candidateIds,
    contactIds: contacts.map((row) => row.id),
    requestIds: requests.map((row) => row.id),
    needles: personalStrings(email, [...candidates, ...contacts]),
  };
}

/** The strings that name the person in free text: e-mail, full names, phones. */
export function personalStrings(
  email: string,
  rows: Array<{ firstName: string | null; lastName: string | null; phone: string | null }>,
): string[] {
  // The full name first, so it is replaced whole; then each part (a report names them apart).
  const names = rows.flatMap((row) => [
    [row.firstName, row.lastName].filter(Boolean).join(' '),
    row.lastName ?? '',
    row.firstName ?? '',
  ]);
  const phones = rows.map((row) => row.phone ?? '');
  return [...new Set([email, ...names, ...phones])].filter((text) => text.length >= 3);
}

/**
 * What one erasure covers, by id (CONTRACT "Personal data"): a person
 * everywhere in the tenant (eraseSubjectRecords), or one request whose
 * retention ran out (retention.service.ts).
 */
export interface ErasureScope {
  tenantId: string;
  /** Candidates erased, with their reuse grants and the answers about them. */
  candidateIds: string[];
  /** Referee entries erased, with the answers they gave and their conversations. */
  contactIds: string[];
  /** Requests whose intake conversation, links, share links, notes and deliveries go. */
  requestIds: string[];
  /** The erased people's names, e-mails and phones, as free text names them. */
  needles: string[];
  /** Their addresses: the record of e-mails sent there goes once no one kept holds one. */
  emails: string[];
}

/**
 * Erases what `scope` covers in the caller's transaction, composing each
 * table owner's erase: what CONTRACT "Personal data" lists goes, ids,
 * states, times, scores and audit events stay. The one eraser: both a
 * person's erasure and retention run it. Returns the counts of what it
 * erased, and the free text of the answers it erased (`texts`, never to be
 * stored or logged: what a caller must still remove elsewhere).
 */
export async function eraseRecords(
  tx: Tx,
  acting: Acting,
  scope: ErasureScope,
  now: Date,
): Promise<{ erased: DataSubjectErasure['erased']; texts: string[] }> {
  const { tenantId, candidateIds, contactIds, requestIds } = scope;
  const timelines = [...requestIds, ...(await requestIdsOfContacts(tx, tenantId, contactIds))];
  const grants = await listConsentGrantsOfSubject(tx, tenantId, candidateIds);
  // The referees of the requests about the person: their conversations and e-mails name them.
  const refereesAbout = (await contactIdsOfRequests(tx, tenantId, requestIds)).filter(
    (id) => !contactIds.includes(id),
  );
  const by = {
    kind: acting.actor.kind === 'recruiter' ? 'recruiter' : 'system',
    id: acting.actor.id,
  } as const;
  const reuseGrants = await endReuseGrantsOfCandidates(tx, acting, candidateIds, by, now);
  await deleteLinksOfSubjects(tx, tenantId, [
    ...requestIds,
    ...contactIds,
    ...grants.map((g) => g.id),
  ]);
  await revokeShareLinksOfRequests(tx, tenantId, requestIds, acting.actor, now);
  const answers = await eraseConversationsAndAnswers(
    tx,
    tenantId,
    {
      conversationIds: [...requestIds, ...contactIds, ...refereesAbout],
      candidateIds,
      contactIds,
    },
    now,
    (row) => choiceOptionsOf(tx, row),
  );
  await scrubTimelines(tx, tenantId, timelines, scope.needles);
  // The answers' free text is quoted in the reports of their requests, and of the
  // candidate's later requests that reused them: all of the candidates' requests.
  const given = await listResponsesOfSubject(tx, tenantId, { candidateIds: [], contactIds });
  const quotedIn = await listRequestsOfSubject(tx, tenantId, [
    ...new Set([...candidateIds, ...given.map((row) => row.candidateId)]),
  ]);
  await eraseAnswerTextsFromReports(
    tx,
    tenantId,
    { everyAnswer: requestIds, others: [...timelines, ...quotedIn.map((row) => row.id)] },
    answers.contactIds,
    answers.texts,
  );
  await scrubReportVersions(tx, tenantId, timelines, scope.needles);
  await deleteProposalsNaming(tx, tenantId, [...scope.needles, ...candidateIds, ...contactIds]);
  await eraseRequestNotes(tx, tenantId, requestIds);
  await eraseDeliveriesOfSubjects(tx, tenantId, [...requestIds, ...contactIds], now);
  await eraseConsentGrantNotes(tx, tenantId, candidateIds, now);
  const candidates = await eraseCandidates(tx, tenantId, candidateIds, now);
  const referees = await eraseContacts(tx, tenantId, contactIds, now);
  // What was e-mailed to an address goes unless someone kept still has it (see addressStillHeld).
  const gone: string[] = [];
  for (const email of new Set(scope.emails)) {
    if (!(await addressStillHeld(tx, tenantId, email))) gone.push(email);
  }
  for (const email of gone) await deleteEmailsSentTo(tx, tenantId, email);
  await eraseFromOutbox(tx, {
    tenantId,
    emails: gone,
    subjectIds: [...requestIds, ...contactIds, ...grants.map((g) => g.id)],
    relatedSubjectIds: refereesAbout,
    needles: scope.needles,
    now,
  });
  return {
    erased: {
      candidates: candidates.length,
      referees: referees.length,
      answers: answers.count,
      reuseGrants,
    },
    texts: answers.texts,
  };
}

/**
 * The options of each question (by key) of the questionnaire version a
 * response's request pinned: a choice is not free text, so an erasure keeps it.
 */
async function choiceOptionsOf(
  db: Executor,
  row: ResponseRow,
): Promise<ReadonlyMap<string, ReadonlySet<string>>> {
  const scope = { tenantId: row.tenantId, environment: row.environment };
  const request = await findRequest(db, scope, row.referenceRequestId);
  const pinned =
    request &&
    (await pinnedQuestionnaire(db, scope, {
      id: request.questionnaireId,
      version: request.questionnaireVersion,
    }));
  return new Map(
    (pinned?.questions ?? []).flatMap((question) =>
      question.options ? [[question.key, new Set(question.options)] as const] : [],
    ),
  );
}

/**
 * Whether a candidate or referee entry not erased still has this address
 * (the same person on a request that is kept): the stored e-mails, which
 * name no request, are theirs too then, and go with their own erasure.
 */
async function addressStillHeld(db: Executor, tenantId: string, email: string) {
  const rows = [
    ...(await listCandidatesOfSubject(db, tenantId, email)),
    ...(await listContactsOfSubject(db, tenantId, email)),
  ];
  return rows.some((row) => row.erasedAt === null);
}

/**
 * Erases a data subject in the caller's transaction: every record of the
 * person, as candidate and as referee (eraseRecords). Returns what it erased.
 */
export async function eraseSubjectRecords(
  tx: Tx,
  acting: Acting,
  subject: DataSubject & { needles: string[] },
  now: Date,
): Promise<{ erased: DataSubjectErasure['erased']; texts: string[] }> {
  return eraseRecords(tx, acting, { ...subject, emails: [subject.email] }, now);
}

/**
 * `POST …/data-subjects/erase`: erases the person everywhere in the tenant,
 * in one transaction, audited as `data_subject.erased`. Once erased, the
 * e-mail finds nothing: a second call answers 200 with nothing erased and
 * records nothing.
 */
export async function eraseDataSubject(
  ctx: AppContext,
  uow: UnitOfWork,
  acting: Acting,
  email: string,
): Promise<DataSubjectErasure> {
  return inTransaction(uow, async (tx) => {
    const now = ctx.clock.now();
    const subject = await findDataSubject(tx, acting.tenantId, email);
    const { erased, texts } = await eraseSubjectRecords(tx, acting, subject, now);
    // The answers kept for API retries (24 hours) are sealed: only here, with the key, are they read.
    await eraseFromIdempotentAnswers(
      tx,
      ctx.config.secretKey,
      acting.tenantId,
      subject.needles,
      texts,
    );
    if (Object.values(erased).some((count) => count > 0)) {
      await recordAudit(
        tx,
        acting,
        {
          action: 'data_subject.erased',
          targetType: 'data_subject',
          targetId: subjectRef(ctx.config.secretKey, email),
          metadata: {
            ...erased,
            candidateIds: subject.candidateIds,
            contactIds: subject.contactIds,
          },
        },
        now,
      );
    }
    return {
      object: 'data_subject_erasure',
      tenantId: acting.tenantId,
      erasedAt: now.toISOString(),
      erased,
    };
  });
}

/** Dates as ISO strings, so the document is plain JSON. */
function plainRecord(row: HeldRow): HeldRow {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key,
      value instanceof Date ? value.toISOString() : value,
    ]),
  ) as HeldRow;
}

/**
 * The audit events of a data-subject request name the person by a keyed
 * hash of their e-mail: an auditor can match two requests about the same
 * person without the log holding their address.
 */
export function subjectRef(secretKey: string, email: string): string {
  return `dsr_${keyedHash(secretKey, `data-subject:${email}`).slice(0, 32)}`;
}

/** Everything held about a person in the tenant (CONTRACT "Personal data"), audited. */
export async function exportDataSubject(
  ctx: AppContext,
  uow: UnitOfWork,
  acting: Acting,
  email: string,
): Promise<DataSubjectExport> {
  return inTransaction(uow, async (tx) => {
    const subject = await findDataSubject(tx, acting.tenantId, email);
    const entries = await Promise.all(
      Object.entries(SUBJECT_SECTIONS).map(async ([name, read]) => {
        const rows = await read(tx, subject);
        return [name, rows.map(plainRecord)] as const;
      }),
    );
    const sections = Object.fromEntries(entries) as DataSubjectExport['sections'];
    const now = ctx.clock.now();
    await recordAudit(
      tx,
      acting,
      {
        action: 'data_subject.exported',
        targetType: 'data_subject',
        targetId: subjectRef(ctx.config.secretKey, email),
        metadata: Object.fromEntries(entries.map(([name, rows]) => [name, rows.length])),
      },
      now,
    );
    return {
      object: 'data_subject_export',
      tenantId: acting.tenantId,
      email,
      exportedAt: now.toISOString(),
      sections,
    };
  });
}
