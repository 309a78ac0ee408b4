import type { AppContext } from '../../context.ts';
import { AppError, type FieldError } from '../../core/errors.ts';
import { newId } from '../../core/ids.ts';
import { DEFAULT_LOCALE, toLocale } from '../../core/locale.ts';
import { fill, participantCopy } from '../../core/participant-copy.ts';
import { normalisePhone } from '../../core/phone.ts';
import type { Tx } from '../../db/client.ts';
import { retryOnConnectionLoss } from '../../db/connection-loss.ts';
import { inTransaction, type UnitOfWork, unitOfWork } from '../../db/tx.ts';
import { recordEvent } from '../audit/record-event.ts';
import { findNamedCandidate } from '../candidates/candidates.repo.ts';
import { findTenantSettings } from '../identity/identity.repo.ts';
import type { ParticipantLinkRow } from '../participant-links/participant-links.service.ts';
import { useUpParticipantLinks } from '../participant-links/participant-links.service.ts';
import { cancelReminders } from '../requests/reminders.ts';
import {
  type ContactRow,
  completeNamedContact,
  findRequest,
  insertContacts,
  listContacts,
} from '../requests/requests.repo.ts';
import { applyWorkflowEvent } from '../requests/requests.service.ts';
import { abandonTurn, type PreparedTurn, transcriptWithOpening } from './conversation.service.ts';
import { assertConversationRoom } from './conversation-limits.ts';
import {
  closedIntake,
  fromBody,
  fromConversation,
  matchNamedContacts,
  type Nomination,
  namedContactsToComplete,
  offerNamedContacts,
} from './intake.nominations.ts';
import {
  type ConversationAgent,
  type IntakeContext,
  type IntakeState,
  intakeStateSchema,
  type TranscriptEntry,
} from './interviewer/agent.types.ts';
import {
  initialIntakeState,
  intakeConfirmTurn,
  intakeOpening,
  intakeTypedIssues,
  intakeTypedTurn,
  summary,
  typedConfirmWords,
  typedIntakeWords,
  updateMissing,
  withoutRepeat,
} from './interviewer/intake-agent.ts';
import { cardIndex, keepUnconfirmed } from './interviewer/intake-confirmation.ts';
import {
  INTAKE_ANSWER_VALUES,
  INTAKE_ASK_KEYS,
  type IntakeAskKey,
  type IntakeTypedAnswer,
} from './interviewer/intake-controls.ts';
import { typedReplyAgent } from './interviewer/typed-reply.ts';
import { lastReplyIn } from './interviewer/unrepeated.ts';
import {
  latestState,
  openToken,
  type ParticipantCall,
  participantActing,
  scopeOf,
  toTranscript,
} from './participant-call.ts';
import { prepareOpenedIntakeTurn } from './participant-turn.query.ts';
import { appendMessage } from './participants.repo.ts';
import type {
  AbandonBody,
  IntakeCompleteBody,
  IntakeMessageBody,
  IntakeRefereesBody,
  IntakeResult,
  IntakeSession,
} from './participants.schemas.ts';
import { evaluateTrustSignals } from './participants.trust.ts';

type Ctx = Pick<AppContext, 'db' | 'config' | 'clock'>;

/** Everything an intake call needs; the conversation is the request's (one per candidate, across reminder links). */
async function loadIntake(tx: Tx, ctx: Ctx, token: ParticipantLinkRow) {
  const scope = scopeOf(token);
  const request = await findRequest(tx, scope, token.subjectId);
  const candidate = request && (await findNamedCandidate(tx, scope, request.candidateId));
  if (!request || !candidate) throw AppError.notFound('link');
  const tenant = await findTenantSettings(tx, scope.tenantId);
  const existing = await listContacts(tx, scope, request.id);
  const named = namedContactsToComplete(existing);
  const context: IntakeContext = {
    tenantName: tenant.publicName,
    locale: toLocale(request.locale),
    roleTitle: request.roleTitle,
    candidateFirstName: candidate.firstName,
    candidateLastName: candidate.lastName,
    defaultCountry: tenant.defaultCountry,
    existingReferees: existing.filter((c) => c.email).length,
  };
  const rows = await transcriptWithOpening(
    tx,
    scope,
    request.id,
    () => ({ text: intakeOpening(context), state: initialIntakeState() }),
    ctx.clock.now(),
  );
  const state = latestState(rows, intakeStateSchema, initialIntakeState);
  // The recruiter may add referees meanwhile: the list and what is missing are always current.
  offerNamedContacts(state, named);
  updateMissing(state, context.existingReferees, context.locale);
  const recruiterReferees = existing
    .filter((c) => c.email && c.source === 'recruiter')
    .map((c) => ({ firstName: c.firstName, lastName: c.lastName, relationship: c.relationship }));
  return { scope, request, candidate, context, rows, state, named, recruiterReferees };
}

/** `GET /v1/public/intake/:token`: records the visit; grants nothing. */
export async function openIntake(
  ctx: Ctx,
  uow: UnitOfWork,
  call: ParticipantCall,
): Promise<IntakeSession> {
  return inTransaction(uow, async (tx) => {
    const token = await openToken(tx, ctx, 'intake', call);
    return sessionView(token, await loadIntake(tx, ctx, token));
  });
}

function sessionView(
  token: ParticipantLinkRow,
  intake: Awaited<ReturnType<typeof loadIntake>>,
): IntakeSession {
  return {
    object: 'intake_session' as const,
    referenceRequestId: intake.request.id,
    status: intake.request.status,
    roleTitle: intake.request.roleTitle,
    tenantName: intake.context.tenantName,
    candidate: { firstName: intake.candidate.firstName },
    readers: fill(
      participantCopy(intake.context.locale).readers.candidate,
      { company: intake.context.tenantName },
      intake.context.locale,
    ),
    transcript: toTranscript(intake.rows),
    state: intake.state,
    missing: intake.state.missing,
    recruiterReferees: intake.recruiterReferees,
    expiresAt: token.expiresAt.toISOString(),
  };
}

/**
 * `PUT …/referees`: the list as the candidate edited it on the page (and
 * their consent, when given there). Stored as the conversation's state with
 * an agent message that says what the list now is, so the chat carries on
 * from it and a reload shows it. Phones are normalised as at completion; a
 * number that is not one answers 400 naming the field.
 */
export async function saveIntakeReferees(
  ctx: Ctx,
  uow: UnitOfWork,
  call: ParticipantCall,
  body: IntakeRefereesBody,
): Promise<IntakeSession> {
  return inTransaction(uow, async (tx) => {
    const token = await openToken(tx, ctx, 'intake', call);
    const intake = await loadIntake(tx, ctx, token);
    if (!['intake_pending', 'consent_requested'].includes(intake.request.status)) {
      throw closedIntake(intake.request.status);
    }
    const errors: FieldError[] = [];
    const contacts = body.contacts.map((draft, i) => {
      const phone = draft.phone ? normalisePhone(draft.phone, intake.context.defaultCountry) : null;
      if (draft.phone && !phone)
        errors.push({ path: `contacts.${i}.phone`, message: 'is not a valid phone number' });
      // A name still asked about as written (its first name not yet said) stays while the
      // list leaves its name blank: the page has no field for it.
      const written =
        !draft.firstName && !draft.lastName && draft.email
          ? intake.state.contacts.find((c) => c.email === draft.email && c.nameAsWritten)
              ?.nameAsWritten
          : undefined;
      return {
        firstName: draft.firstName ?? null,
        lastName: draft.lastName ?? null,
        email: draft.email ?? null,
        phone,
        relationship: draft.relationship ?? null,
        ...(written ? { nameAsWritten: written } : {}),
        ...(draft.contactId ? { contactId: draft.contactId } : {}),
      };
    });
    if (errors.length > 0) throw AppError.validation(errors);
    const state: IntakeState = {
      ...intake.state,
      contacts: keepUnconfirmed(intake.state.contacts, contacts),
    };
    if (body.consent) state.consent = true;
    if (state.consent === true && ['consent', 'declined', 'ready'].includes(state.step)) {
      state.step = 'referees';
    }
    const { locale } = intake.context;
    updateMissing(state, intake.context.existingReferees, locale);
    const consented = body.consent === true && intake.state.consent !== true;
    const changed = JSON.stringify(contacts) !== JSON.stringify(intake.state.contacts);
    const say = participantCopy(locale).intakeAgent;
    const text = [
      consented ? say.thanksForConsent : '',
      changed || !consented
        ? fill(say.listUpdated, { summary: summary(contacts, locale) }, locale)
        : summary(contacts, locale),
    ]
      .filter(Boolean)
      .join(' ');
    assertConversationRoom(toTranscript(intake.rows), text, locale);
    const stored = await appendMessage(
      tx,
      intake.scope,
      intake.request.id,
      { role: 'agent', text, state: state as Record<string, unknown> },
      intake.rows.at(-1)?.seq ?? -1,
      ctx.clock.now(),
    );
    if (!stored)
      throw new AppError('conversation_changed', participantCopy(locale).conversation.changed);
    const rows = [stored];
    return sessionView(token, { ...intake, state, rows: [...intake.rows, ...rows] });
  });
}

/** Validates the link and loads the conversation before the SSE stream starts. */
export async function prepareIntakeTurn(
  ctx: Ctx,
  call: ParticipantCall,
  message: string,
): Promise<PreparedTurn> {
  const prepared = await prepareOpenedIntakeTurn(ctx.db, ctx, call, message);
  if (prepared) return prepared;
  // Not opened before, or an error to answer: the page's own open (404/410, or the first
  // open with its opening message), then the turn's statement again.
  await retryOnConnectionLoss(() => openIntake(ctx, unitOfWork(ctx.db), call));
  const opened = await prepareOpenedIntakeTurn(ctx.db, ctx, call, message);
  if (!opened) throw AppError.notFound('link');
  return opened;
}

/**
 * A tap on the intake's controls (`{ answer }` or `{ confirm }`): the value
 * checked by its key as `complete` checks it (400 `validation_failed` naming
 * `answer.<key>`, before anything is stored or streamed), the turn prepared
 * with the tap in words as the participant's message, and its reply worked
 * out from the typed value (intakeTypedTurn), the same on every engine.
 */
export async function prepareIntakeTypedTurn(
  ctx: Ctx,
  call: ParticipantCall,
  body: Omit<IntakeMessageBody, 'message'>,
): Promise<{ turn: PreparedTurn; agent: ConversationAgent }> {
  if (body.confirm !== undefined) return prepareCardTurn(ctx, call, body.confirm);
  const answer = checkTypedAnswer(body.answer);
  // The room is checked with the English words; the transcript keeps the request's language.
  const prepared = await prepareIntakeTurn(ctx, call, typedIntakeWords(answer, DEFAULT_LOCALE));
  try {
    if (prepared.input.kind !== 'intake') throw new Error('an intake turn expected');
    // A first name is checked against what the conversation asks now.
    const issues = intakeTypedIssues(prepared.input.state, answer, prepared.input.context.locale);
    if (issues.length > 0) throw AppError.validation(issues);
    const placed = placeTypedPhone(answer, prepared.input.context.defaultCountry);
    const message = typedIntakeWords(answer, prepared.input.context.locale);
    const turn = { ...prepared, input: { ...prepared.input, message } };
    const reply = intakeTypedTurn(turn.input.context, turn.input.state, placed);
    return { turn, agent: typedReplyAgent(unrepeated(reply, turn.input)) };
  } catch (error) {
    await abandonTurn(ctx.db, prepared);
    throw error;
  }
}

/**
 * A yes or a no tapped on the referee card the state asks about
 * (intake-confirmation.ts); 400 naming `confirm` when none is asked now (a
 * stale page), before anything is stored or streamed.
 */
async function prepareCardTurn(
  ctx: Ctx,
  call: ParticipantCall,
  yes: boolean,
): Promise<{ turn: PreparedTurn; agent: ConversationAgent }> {
  const prepared = await prepareIntakeTurn(ctx, call, typedConfirmWords(yes, DEFAULT_LOCALE));
  try {
    if (prepared.input.kind !== 'intake') throw new Error('an intake turn expected');
    const { context, state } = prepared.input;
    // A referee card, or consent taken back in words (`confirm.key` consent).
    if (cardIndex(state) === null && state.confirm?.key !== 'consent') {
      throw AppError.validation([
        { path: 'confirm', message: 'nothing is waiting to be confirmed' },
      ]);
    }
    const turn = {
      ...prepared,
      input: { ...prepared.input, message: typedConfirmWords(yes, context.locale) },
    };
    const reply = intakeConfirmTurn(context, state, yes);
    return { turn, agent: typedReplyAgent(unrepeated(reply, turn.input)) };
  } catch (error) {
    await abandonTurn(ctx.db, prepared);
    throw error;
  }
}

/** A tap's reply, never the interviewer's last one word for word (intake-agent.ts withoutRepeat). */
function unrepeated(
  reply: { text: string; state: IntakeState },
  input: { transcript: TranscriptEntry[]; context: IntakeContext },
): { text: string; state: IntakeState } {
  const last = lastReplyIn(input.transcript);
  return { ...reply, text: withoutRepeat(reply.text, last, input.context.locale) };
}

/** The typed answer's value checked by its key (intake-controls.ts). */
function checkTypedAnswer(answer: IntakeMessageBody['answer']): IntakeTypedAnswer {
  if (!answer) throw AppError.validation([{ path: 'answer', message: 'is required' }]);
  const key = answer.key as IntakeAskKey;
  if (!INTAKE_ASK_KEYS.includes(key)) {
    throw AppError.validation([
      { path: 'answer.key', message: `must be one of: ${INTAKE_ASK_KEYS.join(', ')}` },
    ]);
  }
  const parsed = INTAKE_ANSWER_VALUES[key].safeParse(answer.value);
  if (!parsed.success) {
    throw AppError.validation(
      parsed.error.issues.map((issue) => ({
        path: ['answer', key, ...issue.path.map(String)].join('.'),
        message: issue.message,
      })),
    );
  }
  return { key, value: parsed.data } as IntakeTypedAnswer;
}

/** The referee's phone in E.164 (the tenant's country for a local number); 400 when it is none. */
function placeTypedPhone(answer: IntakeTypedAnswer, defaultCountry: string): IntakeTypedAnswer {
  if (answer.key !== 'referee' || !answer.value.phone) return answer;
  const phone = normalisePhone(answer.value.phone, defaultCountry);
  if (!phone) {
    throw AppError.validation([
      { path: 'answer.referee.phone', message: 'is not a valid phone number' },
    ]);
  }
  return { key: 'referee', value: { ...answer.value, phone } };
}

/**
 * `POST …/complete`: adds the named referees (source `candidate`, phones in
 * E.164), moves the request to `consent_granted`, uses up the link and
 * cancels the candidate's reminders, in one transaction.
 */
export async function completeIntake(
  ctx: Ctx,
  uow: UnitOfWork,
  call: ParticipantCall,
  body: IntakeCompleteBody,
): Promise<IntakeResult> {
  return inTransaction(uow, async (tx) => {
    const token = await openToken(tx, ctx, 'intake', call);
    const intake = await loadIntake(tx, ctx, token);
    const onFile = intake.context.existingReferees ?? 0;
    const nominations = body
      ? fromBody(body, intake.context.defaultCountry, onFile)
      : fromConversation(intake.state, onFile);
    const acting = participantActing(
      token,
      { kind: 'candidate', id: intake.candidate.id },
      call.traceId,
    );
    const status = await applyWorkflowEvent(tx, ctx, acting, intake.request.id, 'intake_completed');
    if (!status) throw closedIntake(intake.request.status);
    const now = ctx.clock.now();
    const contacts = await saveNominations(tx, intake, nominations, now);
    await useUpParticipantLinks(tx, intake.scope, 'intake', intake.request.id, now);
    const contactIds = contacts.map((c) => c.id);
    const source = body ? 'structured' : 'chat';
    await recordEvent(
      tx,
      acting,
      {
        action: 'intake.completed',
        target: { type: 'reference_request', id: intake.request.id },
        metadata: { source, contactIds },
        timeline: {
          referenceRequestId: intake.request.id,
          kind: 'intake.referees_named',
          summary: `Candidate named ${contacts.length} referee${contacts.length === 1 ? '' : 's'}`,
        },
      },
      now,
    );
    await evaluateTrustSignals(tx, acting, intake.request, now);
    return {
      object: 'intake_result' as const,
      referenceRequestId: intake.request.id,
      outcome: 'completed' as const,
      status,
      contacts: contacts.map((c) => ({
        id: c.id,
        object: 'reference_contact' as const,
        firstName: c.firstName,
        lastName: c.lastName,
        email: c.email,
        phone: c.phone,
        relationship: c.relationship,
        status: c.status,
        source: c.source,
        createdAt: c.createdAt.toISOString(),
        updatedAt: c.updatedAt.toISOString(),
      })),
    };
  });
}

/**
 * The nominations of a completed intake: one that completes a referee the
 * recruiter named without an e-mail fills that contact in; the others are
 * new referees (source `candidate`). In the nominations' order.
 */
async function saveNominations(
  tx: Tx,
  intake: Awaited<ReturnType<typeof loadIntake>>,
  nominations: Nomination[],
  now: Date,
): Promise<ContactRow[]> {
  const completes = matchNamedContacts(nominations, intake.named);
  const saved: Array<ContactRow | null> = [];
  const fresh: Array<{ index: number; nomination: Nomination }> = [];
  for (const [index, { contactId: _offered, ...details }] of nominations.entries()) {
    const contactId = completes[index];
    const completed =
      contactId &&
      (await completeNamedContact(tx, intake.scope, intake.request.id, contactId, details, now));
    saved.push(completed || null);
    // A contact the recruiter removed (or completed) meanwhile: the candidate's referee is new.
    if (!completed) fresh.push({ index, nomination: { ...details } });
  }
  const inserted = await insertContacts(
    tx,
    fresh.map(({ nomination }) => ({
      id: newId('contact'),
      ...intake.scope,
      referenceRequestId: intake.request.id,
      ...nomination,
      source: 'candidate' as const,
      status: 'pending' as const,
      createdAt: now,
      updatedAt: now,
    })),
  );
  fresh.forEach(({ index }, i) => {
    saved[index] = inserted[i]!;
  });
  return saved as ContactRow[];
}

/**
 * `POST …/abandon`: the candidate stops. From `intake_pending` the request
 * moves to `intake_abandoned`; on a consent link (`consent_requested`) it is
 * recorded as a refusal and the request stays where it is for the recruiter.
 */
export async function abandonIntake(
  ctx: Ctx,
  uow: UnitOfWork,
  call: ParticipantCall,
  body: AbandonBody,
): Promise<IntakeResult> {
  return inTransaction(uow, async (tx) => {
    const token = await openToken(tx, ctx, 'intake', call);
    const intake = await loadIntake(tx, ctx, token);
    const acting = participantActing(
      token,
      { kind: 'candidate', id: intake.candidate.id },
      call.traceId,
    );
    const moved = await applyWorkflowEvent(tx, ctx, acting, intake.request.id, 'intake_abandoned');
    if (!moved && intake.request.status !== 'consent_requested') {
      throw closedIntake(intake.request.status);
    }
    const now = ctx.clock.now();
    const outcome = moved ? ('abandoned' as const) : ('declined' as const);
    if (!moved) await cancelReminders(tx, ctx.clock, intake.request.id);
    await useUpParticipantLinks(tx, intake.scope, 'intake', intake.request.id, now);
    const reason = body?.reason ?? null;
    await recordEvent(
      tx,
      acting,
      {
        action: `intake.${outcome}`,
        target: { type: 'reference_request', id: intake.request.id },
        metadata: { reason },
        timeline: {
          referenceRequestId: intake.request.id,
          kind: `intake.${outcome}`,
          summary: moved ? 'Candidate left the intake' : 'Candidate declined consent',
        },
      },
      now,
    );
    return {
      object: 'intake_result' as const,
      referenceRequestId: intake.request.id,
      outcome,
      status: moved ?? intake.request.status,
      contacts: [],
    };
  });
}
