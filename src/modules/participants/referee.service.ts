import type { AppContext } from '../../context.ts';
import { AppError } from '../../core/errors.ts';
import { newId } from '../../core/ids.ts';
import { DEFAULT_LOCALE, type Locale, toLocale } from '../../core/locale.ts';
import { fill, participantCopy } from '../../core/participant-copy.ts';
import type { Acting, TenantScope } from '../../core/tenancy.ts';
import type { Tx } from '../../db/client.ts';
import { retryOnConnectionLoss } from '../../db/connection-loss.ts';
import { inTransaction, type UnitOfWork, unitOfWork } from '../../db/tx.ts';
import { recordEvent } from '../audit/record-event.ts';
import { findNamedCandidate } from '../candidates/candidates.repo.ts';
import { findTenantSettings } from '../identity/identity.repo.ts';
import { useUpParticipantLinks } from '../participant-links/participant-links.service.ts';
import { checkAnswers, isBuiltin } from '../questionnaires/answers.schema.ts';
import { pinnedQuestions } from '../questionnaires/questionnaires.service.ts';
import { cancelReminders } from '../requests/reminders.ts';
import {
  findContact,
  findRequest,
  markContactFinished,
  markContactOpened,
} from '../requests/requests.repo.ts';
import { applyWorkflowEvent } from '../requests/requests.service.ts';
import { abandonTurn, type PreparedTurn, transcriptWithOpening } from './conversation.service.ts';
import {
  type RefereeContext,
  type RefereeState,
  refereeStateSchema,
  type TypedAnswer,
} from './interviewer/agent.types.ts';
import { initialRefereeState, refereeOpening } from './interviewer/referee-agent.ts';
import { typedAnswerIssues, valueInWords, withControls } from './interviewer/referee-interview.ts';
import {
  latestState,
  openToken,
  type ParticipantCall,
  participantActing,
  scopeOf,
  toTranscript,
} from './participant-call.ts';
import { prepareOpenedRefereeTurn } from './participant-turn.query.ts';
import { insertResponse, type ResponseRow } from './participants.repo.ts';
import type {
  AbandonBody,
  RefereeCompleteBody,
  RefereeMessageBody,
  RefereeSession,
  ReferenceResponseView,
} from './participants.schemas.ts';
import { evaluateTrustSignals } from './participants.trust.ts';
import { toResponseView } from './participants.views.ts';
import { COMPETENCY_NAMES, type RefereeAnswers, refereeAnswersSchema } from './referee-answers.ts';

type Ctx = Pick<AppContext, 'db' | 'config' | 'clock'>;

/** Answers as stored: the built-in's shape (ratings nested), or a questionnaire's keys. */
type StoredAnswers = RefereeAnswers | Record<string, unknown>;

/**
 * Resolves a referee link and records the visit. The first open of a contact
 * marks it `opened` and applies `referee_opened` (outreach_queued →
 * collecting).
 */
async function openReferee(
  tx: Tx,
  ctx: Ctx,
  call: ParticipantCall,
  options: { evaluateTrust?: boolean } = {},
) {
  const token = await openToken(tx, ctx, 'referee', call);
  const scope = scopeOf(token);
  const contact = await findContact(tx, scope, token.subjectId);
  const request = contact && (await findRequest(tx, scope, contact.referenceRequestId));
  const candidate = request && (await findNamedCandidate(tx, scope, request.candidateId));
  if (!contact || !request || !candidate) throw AppError.notFound('link');
  const acting = participantActing(token, { kind: 'referee', id: contact.id }, call.traceId);
  const now = ctx.clock.now();
  // A HEAD request (call.peek) is not the referee opening the link: no move, no event.
  const firstOpen = !call.peek && (await markContactOpened(tx, scope, contact.id, now));
  if (firstOpen) {
    contact.openedAt = now;
    await applyWorkflowEvent(tx, ctx, acting, request.id, 'referee_opened');
    await recordEvent(
      tx,
      acting,
      {
        action: 'referee.opened',
        target: { type: 'reference_contact', id: contact.id },
        metadata: { contactId: contact.id },
        timeline: {
          referenceRequestId: request.id,
          kind: 'referee.opened',
          summary: `${nameOf(contact)} opened their reference link`,
        },
      },
      now,
    );
  }
  // Opening the page records the IP that IP-based signals compare; message
  // turns skip this to keep the stream quick, and finishing re-evaluates.
  if (options.evaluateTrust && !call.peek) await evaluateTrustSignals(tx, acting, request, now);
  const tenant = await findTenantSettings(tx, scope.tenantId);
  const questions = await pinnedQuestions(tx, scope, request);
  const context: RefereeContext = {
    questions: isBuiltin(request.questionnaireId) ? null : questions,
    tenantName: tenant.publicName,
    locale: toLocale(request.locale),
    roleTitle: request.roleTitle,
    candidateFirstName: candidate.firstName,
    candidateLastName: candidate.lastName,
    refereeFirstName: contact.firstName,
    relationship: contact.relationship,
    namedBy: contact.source,
  };
  const rows = await transcriptWithOpening(
    tx,
    scope,
    contact.id,
    () => ({ text: refereeOpening(context), state: initialRefereeState(context.questions) }),
    now,
  );
  const state = latestState(rows, refereeStateSchema, () => initialRefereeState(context.questions));
  return { token, scope, contact, request, acting, context, questions, rows, state };
}

function nameOf(contact: { firstName: string | null; lastName: string | null }): string {
  return [contact.firstName, contact.lastName].filter(Boolean).join(' ') || 'A referee';
}

/** `GET /v1/public/referee/:token`. */
export async function resolveReferee(
  ctx: Ctx,
  uow: UnitOfWork,
  call: ParticipantCall,
): Promise<RefereeSession> {
  return inTransaction(uow, async (tx) => {
    const r = await openReferee(tx, ctx, call, { evaluateTrust: true });
    const copy = participantCopy(r.context.locale);
    return {
      object: 'referee_session' as const,
      referenceRequestId: r.request.id,
      contactId: r.contact.id,
      tenantName: r.context.tenantName,
      roleTitle: r.request.roleTitle,
      candidate: { firstName: r.context.candidateFirstName, lastName: r.context.candidateLastName },
      referee: { firstName: r.contact.firstName, lastName: r.contact.lastName },
      relationship: r.contact.relationship,
      readers: fill(
        copy.readers.referee,
        { company: r.context.tenantName, candidateFirstName: r.context.candidateFirstName },
        r.context.locale,
      ),
      competencies: COMPETENCY_NAMES.map((key) => ({ key, label: copy.competencies[key] })),
      questionnaire: r.context.questions ? { questions: r.context.questions } : null,
      transcript: toTranscript(r.rows),
      state: withControls(r.state, r.context),
      expiresAt: r.token.expiresAt.toISOString(),
    };
  });
}

/**
 * `POST …/messages`: a message, or a typed answer or confirmation (CONTRACT
 * "Typed answers"), checked as `complete` checks it against the pinned
 * questionnaire and the conversation's state: a refused one stores nothing
 * (400 `validation_failed` naming the key) and ends the turn's claim. The
 * transcript shows a tap in words.
 */
export async function prepareRefereeTurn(
  ctx: Ctx,
  call: ParticipantCall,
  body: RefereeMessageBody | string,
): Promise<PreparedTurn> {
  if (typeof body === 'string') return prepareRefereeMessage(ctx, call, body);
  if ('message' in body) return prepareRefereeMessage(ctx, call, body.message);
  const typed: { answer?: TypedAnswer; confirm?: boolean } =
    'answer' in body ? { answer: body.answer } : { confirm: body.confirm };
  // The room is checked with the English words; the transcript keeps the request's language.
  const words = (locale: Locale) =>
    typed.answer ? tapInWords(typed.answer.value, locale) : valueInWords(typed.confirm, locale);
  const turn = await prepareRefereeMessage(ctx, call, words(DEFAULT_LOCALE));
  if (turn.input.kind !== 'referee') throw AppError.notFound('link');
  const issues = typedAnswerIssues(turn.input.context, turn.input.state, typed);
  if (issues.length > 0) {
    await abandonTurn(ctx.db, turn);
    throw AppError.validation(issues);
  }
  const message = words(turn.input.context.locale);
  return { ...turn, input: { ...turn.input, ...typed, message } };
}

/** A tap as the transcript shows it: a text answer as typed, any other value in words. */
function tapInWords(value: unknown, locale: Locale): string {
  if (typeof value !== 'string') return valueInWords(value, locale);
  return value.trim() === '' ? '“”' : value;
}

/**
 * After a turn is stored: a referee who has just confirmed they would
 * rather not give a reference (the interview's `declined`) is recorded as
 * declining, as `abandon` records it (the contact `declined`, the link used
 * up, no answers kept).
 */
export async function afterRefereeTurn(
  ctx: Ctx,
  call: ParticipantCall,
  turn: PreparedTurn,
  state: unknown,
): Promise<void> {
  const declined = (state as RefereeState).declined === true;
  const before = turn.input.kind === 'referee' && turn.input.state.declined === true;
  if (!declined || before) return;
  await retryOnConnectionLoss(() => abandonReferee(ctx, unitOfWork(ctx.db), call, null));
}

async function prepareRefereeMessage(
  ctx: Ctx,
  call: ParticipantCall,
  message: string,
): Promise<PreparedTurn> {
  const prepared = await prepareOpenedRefereeTurn(ctx.db, ctx, call, message);
  if (prepared) return prepared;
  // Not opened before, or an error to answer: the page's own open (404/410, or the first
  // open with its workflow event and opening message), then the turn's statement again.
  await retryOnConnectionLoss(() =>
    inTransaction(unitOfWork(ctx.db), (tx) => openReferee(tx, ctx, call)),
  );
  const opened = await prepareOpenedRefereeTurn(ctx.db, ctx, call, message);
  if (!opened) throw AppError.notFound('link');
  return opened;
}

/**
 * `POST …/complete`: stores the response (the body's `answers`, else what the
 * agent collected), completes the contact, uses up the link, cancels the
 * referee's reminders and computes trust signals, in one transaction.
 * At least one rating or the strengths are required: 400 for a body without
 * them, 409 `invalid_transition` (with `missing`) for a chat not there yet.
 */
export async function completeReferee(
  ctx: Ctx,
  uow: UnitOfWork,
  call: ParticipantCall,
  body: RefereeCompleteBody,
): Promise<ReferenceResponseView> {
  return inTransaction(uow, async (tx) => {
    const r = await openReferee(tx, ctx, call);
    const answers = body ? await checkedBody(tx, r.scope, r.request, body.answers) : chatAnswers(r);
    if (!hasSubstance(answers, r.context.questions === null)) {
      if (body) {
        throw AppError.validation([
          { path: 'answers', message: 'needs at least one rating or the strengths' },
        ]);
      }
      throw new AppError(
        'invalid_transition',
        'The conversation is not finished: at least one rating or the strengths are needed.',
        { missing: ['ratings', 'strengths'] },
      );
    }
    return finishReferee(tx, ctx, r, {
      status: 'completed',
      answers,
      source: body ? 'structured' : 'chat',
    });
  });
}

/** `POST …/abandon`: records the refusal (a `declined` response) and closes the link. */
export async function abandonReferee(
  ctx: Ctx,
  uow: UnitOfWork,
  call: ParticipantCall,
  body: AbandonBody,
): Promise<ReferenceResponseView> {
  return inTransaction(uow, async (tx) => {
    const r = await openReferee(tx, ctx, call);
    const chatted = r.rows.some((m) => m.role === 'participant');
    return finishReferee(tx, ctx, r, {
      status: 'declined',
      declineReason: body?.reason ?? null,
      source: chatted ? 'chat' : 'structured',
    });
  });
}

/**
 * A `complete` body's answers, checked against the pinned questionnaire
 * version (answers.schema.ts, the schema a provider interviewer's
 * extraction is held to): 400 `validation_failed` naming each wrong key.
 */
async function checkedBody(
  tx: Tx,
  scope: TenantScope,
  request: { questionnaireId: string; questionnaireVersion: number },
  body: Record<string, unknown>,
): Promise<StoredAnswers> {
  const questions = await pinnedQuestions(tx, scope, request);
  const checked = checkAnswers(request.questionnaireId, questions, body);
  if (!checked.ok) throw AppError.validation(checked.issues);
  if (!isBuiltin(request.questionnaireId)) return checked.answers;
  // The built-in's stored shape has limits of its own (relationship: 2,000 characters).
  const stored = refereeAnswersSchema.safeParse(checked.answers);
  if (stored.success) return stored.data;
  throw AppError.validation(
    stored.error.issues.map((i) => ({ path: `answers.${i.path.join('.')}`, message: i.message })),
  );
}

/**
 * What the chat collected: the built-in's answers, or a tenant
 * questionnaire's, held to its `complete` schema (409 `invalid_transition`
 * naming the prompts still needed: a participant never reads a key).
 */
function chatAnswers(r: Awaited<ReturnType<typeof openReferee>>): StoredAnswers {
  if (!r.context.questions) return refereeAnswersSchema.parse(r.state.answers);
  const answers = r.state.questionnaire?.answers ?? {};
  const checked = checkAnswers(r.request.questionnaireId, r.questions, answers);
  if (checked.ok) return checked.answers;
  const missing = r.questions.filter((q) => q.required && answers[q.key] === undefined);
  throw new AppError(
    'invalid_transition',
    `The conversation is not finished: ${missing.map((q) => `“${q.label ?? q.prompt}”`).join(', ') || 'an answer'} still needs an answer.`,
    { missing: missing.map((q) => q.key) },
  );
}

/**
 * Something to report: a rating or the strengths (the built-in), or any
 * answer (a questionnaire of the tenant's, whose required questions the
 * schema already holds).
 */
function hasSubstance(answers: StoredAnswers, builtin: boolean): boolean {
  if (!builtin) return Object.keys(answers).length > 0;
  const ratings = Object.keys((answers.ratings as object | undefined) ?? {}).length;
  return ratings > 0 || Boolean(String(answers.strengths ?? '').trim());
}

async function finishReferee(
  tx: Tx,
  ctx: Ctx,
  r: Awaited<ReturnType<typeof openReferee>>,
  outcome: {
    status: 'completed' | 'declined';
    source: 'chat' | 'structured';
    answers?: StoredAnswers;
    declineReason?: string | null;
  },
): Promise<ReferenceResponseView> {
  const now = ctx.clock.now();
  const response = await insertResponse(tx, {
    id: newId('response'),
    ...r.scope,
    referenceRequestId: r.request.id,
    contactId: r.contact.id,
    candidateId: r.request.candidateId,
    status: outcome.status,
    answers: outcome.answers ?? null,
    declineReason: outcome.declineReason ?? null,
    source: outcome.source,
    startedAt: r.contact.openedAt,
    completedAt: now,
    createdAt: now,
    updatedAt: now,
  });
  if (!response) throw new AppError('token_used', 'This reference has already been given.');
  await markContactFinished(tx, r.scope, r.contact.id, outcome.status, now);
  await useUpParticipantLinks(tx, r.scope, 'referee', r.contact.id, now);
  await cancelReminders(tx, ctx.clock, r.contact.id);
  await recordFinish(tx, r.acting, r.request.id, response, nameOf(r.contact), now);
  await evaluateTrustSignals(tx, r.acting, r.request, now);
  // The last invited referee to answer moves the request to review (a no-op before then).
  await applyWorkflowEvent(tx, ctx, r.acting, r.request.id, 'referees_answered');
  return toResponseView(response);
}

async function recordFinish(
  tx: Tx,
  acting: Acting,
  referenceRequestId: string,
  response: ResponseRow,
  name: string,
  at: Date,
): Promise<void> {
  const data = { responseId: response.id, contactId: response.contactId, source: response.source };
  await recordEvent(
    tx,
    acting,
    {
      action: `reference_response.${response.status}`,
      target: { type: 'reference_response', id: response.id },
      metadata: data,
      timeline: {
        referenceRequestId,
        kind: `referee.${response.status}`,
        summary:
          response.status === 'completed'
            ? `${name} gave their reference`
            : `${name} declined to give a reference`,
      },
    },
    at,
  );
}
