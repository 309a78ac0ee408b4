import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'wouter';
import { fieldsBeyond, type SchemaField } from '../../../src/client/field-layout.ts';
import { LOCALE_LABELS } from '../../../src/core/locale.ts';
import { formatScore } from '../../../src/core/score.ts';
import type { QuestionResult } from '../../../src/modules/questionnaires/kinds/index.ts';
import { explainSignal } from '../../../src/modules/trust-signals/signal-copy.ts';
import {
  ContactsEditor,
  contactInputs,
  emptyContact,
  useDefaultCountry,
} from '../contacts-editor.tsx';
import { LIVE_INTERVAL_MS, useTenantList, useTenantMutation, useTenantQuery } from '../hooks.ts';
import { disabledBy, RoleNote, usePermission } from '../roles.tsx';
import { useConsole } from '../session.tsx';
import { SignalExplained } from '../signal-explained.tsx';
import type {
  ActivityEntry,
  AddContactsInput,
  Contact,
  LifecycleInput,
  Milestones,
  ReferenceRequest,
  Review,
  ReviewTrustSignalInput,
  TestLinks,
  TrustSignal,
} from '../types.ts';
import {
  CopyField,
  DateTime,
  Empty,
  ErrorNotice,
  Field,
  humanize,
  Page,
  personName,
  QueryState,
  Status,
} from '../ui.tsx';
import { ReportPanel } from './report-panel.tsx';

const ACTION_LABELS: Record<string, string> = {
  request_candidate_consent: 'Ask the candidate for consent',
  grant_candidate_consent: 'Record consent given',
  queue_outreach: 'Invite the referees',
  request_recruiter_review: 'Ready for review',
};

export function RequestPage() {
  const { requestId } = useParams<{ requestId: string }>();
  const path = `/reference-requests/${requestId}`;
  const request = useTenantQuery<ReferenceRequest>(path, undefined, {
    refetchInterval: LIVE_INTERVAL_MS,
  });
  return (
    <QueryState query={request}>
      {(data) => (
        <Page
          title={`${personName(data.candidate)}${data.roleTitle ? ` · ${data.roleTitle}` : ''}`}
          actions={<Status value={data.status} />}
        >
          <RequestSummary request={data} />
          <LifecycleActions request={data} />
          <TestModeLinks request={data} />
          <ContactsSection request={data} />
          <MilestonesSection requestId={data.id} />
          <ReviewSection requestId={data.id} contacts={data.contacts} />
          <ReportPanel requestId={data.id} />
          <ActivitySection requestId={data.id} />
        </Page>
      )}
    </QueryState>
  );
}

/**
 * The request's other fields, shown the plain way after those laid out
 * here: a field the schema gains appears without an edit of this page
 * (src/client/field-layout.ts). The header shows the status and the role;
 * the rest of the page its environment and what can be done; the id is
 * last; who owns it and when it was erased are not shown.
 */
const OTHER_FIELDS = fieldsBeyond<ReferenceRequest>('ReferenceRequest', [
  'id',
  'object',
  'status',
  'roleTitle',
  'launchMode',
  'locale',
  'createdAt',
  'updatedAt',
  'notes',
  'recruiterId',
  'environment',
  'erasedAt',
]);

/** A plain field's value: a time as the page writes times, yes or no, else the text. */
function PlainValue({ field, value }: { field: SchemaField; value: unknown }) {
  if (field.format === 'date-time') return <DateTime value={String(value)} />;
  if (typeof value === 'boolean') return <>{value ? 'Yes' : 'No'}</>;
  return <>{String(value)}</>;
}

function RequestSummary({ request }: { request: ReferenceRequest }) {
  return (
    <dl className="summary card">
      <div>
        <dt>Candidate</dt>
        <dd>
          <Link href={`/candidates/${request.candidate.id}`}>{personName(request.candidate)}</Link>{' '}
          <span className="muted">{request.candidate.email}</span>
        </dd>
      </div>
      <div>
        <dt>Referees named by</dt>
        <dd>{request.launchMode === 'candidate_intake' ? 'The candidate' : 'The recruiter'}</dd>
      </div>
      <div>
        <dt>Questionnaire</dt>
        <dd>
          {request.questionnaire.name}{' '}
          <span className="muted">version {request.questionnaire.version}</span>
        </dd>
      </div>
      <div>
        <dt>Participants' language</dt>
        <dd>{LOCALE_LABELS[request.locale]}</dd>
      </div>
      {OTHER_FIELDS.map((field) => {
        const value: unknown = request[field.name as keyof ReferenceRequest];
        return value === null || value === undefined || value === '' ? null : (
          <div key={field.name}>
            <dt>{humanize(field.name)}</dt>
            <dd>
              <PlainValue field={field} value={value} />
            </dd>
          </div>
        );
      })}
      <div>
        <dt>Created</dt>
        <dd>
          <DateTime value={request.createdAt} />
        </dd>
      </div>
      <div>
        <dt>Updated</dt>
        <dd>
          <DateTime value={request.updatedAt} />
        </dd>
      </div>
      {request.notes ? (
        <div className="span-all">
          <dt>Internal notes</dt>
          <dd className="pre">{request.notes}</dd>
        </div>
      ) : null}
      {Object.keys(request.metadata).length > 0 ? (
        <div className="span-all">
          <dt>Metadata</dt>
          <dd>
            <ul className="metadata" aria-label="Metadata">
              {Object.entries(request.metadata).map(([key, value]) => (
                <li key={key}>
                  <code>{key}</code>: <span className="break">{value}</span>
                </li>
              ))}
            </ul>
          </dd>
        </div>
      ) : null}
      <div>
        <dt>Request id</dt>
        <dd>
          <code>{request.id}</code>
        </dd>
      </div>
    </dl>
  );
}

function LifecycleActions({ request }: { request: ReferenceRequest }) {
  const path = `/reference-requests/${request.id}`;
  const move = useTenantMutation((api, body: LifecycleInput) =>
    api.post(`${path}/lifecycle`, body),
  );
  const cancel = useTenantMutation((api, reason: string) =>
    api.post(`${path}/cancel`, reason ? { reason } : {}),
  );
  const [cancelling, setCancelling] = useState(false);
  const change = usePermission('recruiter');
  const moves = request.allowedActions.filter((action) => action !== 'cancel');
  const canCancel = request.allowedActions.includes('cancel');
  if (moves.length === 0 && !canCancel) return null;
  // The server allows review before any referee answered; the console does not push it.
  const noAnswerYet = !request.contacts.some((contact) => contact.status === 'completed');
  const reviewBeforeAnswers =
    noAnswerYet && moves.includes('request_recruiter_review') ? 'request_recruiter_review' : null;

  const submitCancel = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reason = String(new FormData(event.currentTarget).get('reason') ?? '').trim();
    cancel.mutate(reason, { onSuccess: () => setCancelling(false) });
  };

  return (
    <section className="card" aria-labelledby="next-steps">
      <h2 id="next-steps">Next steps</h2>
      <RoleNote permission={change} />
      <div className="actions">
        {moves.map((action) => (
          <button
            type="button"
            key={action}
            className={action === reviewBeforeAnswers ? 'secondary' : undefined}
            {...disabledBy(change, move.isPending)}
            onClick={() => move.mutate({ action: action as LifecycleInput['action'] })}
          >
            {ACTION_LABELS[action] ?? humanize(action)}
          </button>
        ))}
        {canCancel && !cancelling ? (
          <button
            type="button"
            className="danger secondary"
            {...disabledBy(change)}
            onClick={() => setCancelling(true)}
          >
            Cancel request
          </button>
        ) : null}
      </div>
      {reviewBeforeAnswers ? (
        <p className="muted">
          No referee has answered yet, so the report would have no references.
        </p>
      ) : null}
      {cancelling ? (
        <form className="stack inset" onSubmit={submitCancel}>
          <label className="field">
            <span className="label">Why cancel? (kept in the audit log)</span>
            <input name="reason" placeholder="The candidate withdrew" />
          </label>
          <p className="muted">
            Cancelling ends every participant link of this request. It cannot be undone.
          </p>
          <div className="actions">
            <button type="submit" className="danger" disabled={cancel.isPending}>
              Cancel this request
            </button>
            <button type="button" className="secondary" onClick={() => setCancelling(false)}>
              Keep it
            </button>
          </div>
        </form>
      ) : null}
      {move.error ? <ErrorNotice error={move.error} /> : null}
      {cancel.error ? <ErrorNotice error={cancel.error} /> : null}
    </section>
  );
}

/** Test mode: the links the e-mails would carry, so a recruiter can play candidate and referee. */
function TestModeLinks({ request }: { request: ReferenceRequest }) {
  const { environment } = useConsole();
  const links = useTenantMutation((api, _: undefined) =>
    api.post<TestLinks>(`/reference-requests/${request.id}/test-links`),
  );
  if (environment !== 'test') return null;
  return (
    <section className="card test-links" aria-labelledby="test-links">
      <h2 id="test-links">Participant links (test mode)</h2>
      <p className="muted">
        Open a link in another tab to act as the candidate or a referee. Each click issues fresh
        links.
      </p>
      <button
        type="button"
        className="secondary"
        onClick={() => links.mutate(undefined)}
        disabled={links.isPending}
      >
        Show participant links
      </button>
      {links.error ? <ErrorNotice error={links.error} /> : null}
      {links.data ? (
        links.data.data.length === 0 ? (
          <Empty>Nobody is waited on right now.</Empty>
        ) : (
          <ul className="plain">
            {links.data.data.map((link) => {
              const contact = request.contacts.find((c) => c.id === link.contactId);
              const who =
                link.participant === 'candidate'
                  ? 'Candidate'
                  : `Referee ${contact ? personName(contact) : ''}`;
              return (
                <li key={link.url}>
                  <a href={link.url} target="_blank" rel="noreferrer">
                    Open {who.trim()}'s link
                  </a>
                  <CopyField label={`${who.trim()} link`} value={link.url} />
                </li>
              );
            })}
          </ul>
        )
      ) : null}
    </section>
  );
}

function ContactsSection({ request }: { request: ReferenceRequest }) {
  const change = usePermission('recruiter');
  const path = `/reference-requests/${request.id}/contacts`;
  const country = useDefaultCountry();
  const [drafts, setDrafts] = useState([emptyContact()]);
  const [adding, setAdding] = useState(false);
  const add = useTenantMutation((api, body: AddContactsInput) => api.post(path, body), {
    onSuccess: () => {
      setAdding(false);
      setDrafts([emptyContact()]);
    },
  });
  const remove = useTenantMutation((api, contactId: string) => api.delete(`${path}/${contactId}`));
  const resend = useTenantMutation((api, contactId: string) =>
    api.post(`${path}/${contactId}/resend`, undefined),
  );
  const resendCandidate = useTenantMutation((api, _: undefined) =>
    api.post(`/reference-requests/${request.id}/candidate/resend`, undefined),
  );
  const [editing, setEditing] = useState<string | null>(null);
  const open = request.status !== 'cancelled';
  const inOutreach = request.status === 'outreach_queued' || request.status === 'collecting';
  const candidateWaits =
    request.status === 'intake_pending' || request.status === 'consent_requested';
  return (
    <section className="card" aria-labelledby="referees">
      <h2 id="referees">Referees</h2>
      {request.contacts.length === 0 ? (
        <Empty>
          {request.launchMode === 'candidate_intake'
            ? 'The candidate has not named referees yet.'
            : 'No referees yet.'}
        </Empty>
      ) : (
        <div className="table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Contact</th>
                <th scope="col">Status</th>
                <th scope="col">Invited</th>
                <th scope="col">Answered</th>
                <th scope="col">Last message</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {request.contacts.map((contact) => (
                <tr key={contact.id}>
                  <td>
                    {personName(contact)}
                    <div className="muted small">{contact.relationship ?? ''}</div>
                  </td>
                  <td data-label="Contact">
                    {contact.email ?? '—'}
                    <div className="muted small">{contact.phone ?? ''}</div>
                  </td>
                  <td data-label="Status">
                    <Status value={contact.status} />
                  </td>
                  <td data-label="Invited">
                    <DateTime value={contact.invitedAt} />
                  </td>
                  <td data-label="Answered">
                    <DateTime value={contact.completedAt ?? contact.declinedAt} />
                  </td>
                  <td data-label="Last message" className="last-message">
                    <LastDelivery deliveries={contact.deliveries} />
                  </td>
                  <td className="row-actions">
                    {inOutreach && (contact.status === 'invited' || contact.status === 'opened') ? (
                      <button
                        type="button"
                        className="link"
                        disabled={resend.isPending}
                        onClick={() => resend.mutate(contact.id)}
                      >
                        Resend to {personName(contact)}
                      </button>
                    ) : null}
                    {open &&
                    request.status !== 'completed' &&
                    contact.status !== 'completed' &&
                    contact.status !== 'declined' ? (
                      <button type="button" className="link" onClick={() => setEditing(contact.id)}>
                        Edit {personName(contact)}
                      </button>
                    ) : null}
                    {open && contact.status === 'pending' ? (
                      <button
                        type="button"
                        className="link danger"
                        {...disabledBy(change, remove.isPending)}
                        onClick={() => remove.mutate(contact.id)}
                      >
                        Remove {personName(contact)}
                      </button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {remove.error ? <ErrorNotice error={remove.error} /> : null}
      {resend.error ? <ErrorNotice error={resend.error} /> : null}
      {editing ? (
        <EditContactForm
          path={`${path}/${editing}`}
          contact={request.contacts.find((contact) => contact.id === editing)!}
          onDone={() => setEditing(null)}
        />
      ) : null}
      {candidateWaits ? (
        <p>
          <button
            type="button"
            className="secondary"
            disabled={resendCandidate.isPending}
            onClick={() => resendCandidate.mutate(undefined)}
          >
            Resend the candidate's link
          </button>
        </p>
      ) : null}
      {resendCandidate.error ? <ErrorNotice error={resendCandidate.error} /> : null}
      {resendCandidate.isSuccess ? <p className="muted">A fresh link is on its way.</p> : null}
      {open && !adding ? (
        <button
          type="button"
          className="secondary"
          {...disabledBy(change)}
          onClick={() => setAdding(true)}
        >
          Add referees
        </button>
      ) : null}
      {adding ? (
        <form
          className="stack inset"
          onSubmit={(event) => {
            event.preventDefault();
            add.mutate({ contacts: contactInputs(drafts, country) });
          }}
        >
          <ContactsEditor
            contacts={drafts}
            onChange={setDrafts}
            country={country}
            requirePhoneAndEmail={false}
          />
          {add.error ? <ErrorNotice error={add.error} /> : null}
          <div className="actions">
            <button type="submit" disabled={add.isPending}>
              Save referees
            </button>
            <button type="button" className="secondary" onClick={() => setAdding(false)}>
              Discard
            </button>
          </div>
        </form>
      ) : null}
    </section>
  );
}

function MilestonesSection({ requestId }: { requestId: string }) {
  const milestones = useTenantQuery<Milestones>(
    `/reference-requests/${requestId}/milestones`,
    undefined,
    {
      refetchInterval: LIVE_INTERVAL_MS,
    },
  );
  return (
    <section className="card" aria-labelledby="milestones">
      <h2 id="milestones">Milestones</h2>
      <QueryState query={milestones}>
        {(data) => (
          <ol className="milestones">
            {data.milestones.map((milestone) => (
              <li
                key={`${milestone.key}:${milestone.contactId ?? ''}`}
                className={`milestone-${milestone.status}`}
              >
                <span className="milestone-label">{milestone.label}</span>{' '}
                <Status value={milestone.status} /> <DateTime value={milestone.at} />
                {milestone.detail ? <div className="muted small">{milestone.detail}</div> : null}
              </li>
            ))}
          </ol>
        )}
      </QueryState>
    </section>
  );
}

function ReviewSection({
  requestId,
  contacts,
}: {
  requestId: string;
  contacts: ReferenceRequest['contacts'];
}) {
  const review = useTenantQuery<Review>(`/reference-requests/${requestId}/review`, undefined, {
    refetchInterval: LIVE_INTERVAL_MS,
  });
  return (
    <section className="card" aria-labelledby="review">
      <h2 id="review">Responses</h2>
      <QueryState query={review}>
        {(data) =>
          data.responses.length === 0 && data.reusedResponses.length === 0 ? (
            <Empty>No referee has answered yet. This page updates by itself when one does.</Empty>
          ) : (
            <>
              <RatingsTable review={data} />
              {/* The rehire figure reads the question with the `rehire` purpose: none, no line. */}
              {data.questions.some((q) => q.purpose === 'rehire') ? (
                <p>
                  Would rehire: {data.wouldRehire.yes} yes, {data.wouldRehire.no} no,{' '}
                  {data.wouldRehire.unknown} not said.
                </p>
              ) : null}
              {data.responses.map((response) => (
                <article key={response.id} className="response">
                  <h3>
                    {personName(response.referee)}{' '}
                    <span className="muted small">{response.referee.relationship ?? ''}</span>{' '}
                    <Status value={response.status} />
                  </h3>
                  {response.declineReason ? <p>Declined: {response.declineReason}</p> : null}
                  <Answers answers={response.answers} questions={questionsOf(data)} />
                  <p className="muted small">
                    Answered <DateTime value={response.completedAt} />
                  </p>
                </article>
              ))}
              {data.reusedResponses.map((response) => (
                <article key={response.id} className="response">
                  <h3>
                    {personName(response.referee)}{' '}
                    <span className="tag">reused with permission</span>
                  </h3>
                  <Answers answers={response.answers} questions={questionsOf(data)} />
                </article>
              ))}
            </>
          )
        }
      </QueryState>
      {review.data && review.data.trustSignals.length > 0 ? (
        <TrustSignals signals={review.data.trustSignals} contacts={contacts} />
      ) : null}
    </section>
  );
}

/** The review's question results, typed by their kind modules (the zod union's inference is loose). */
const questionsOf = (review: Review) => review.questions as QuestionResult[];

/** The overall score and each rating question's mean, rounded by the one rule (formatScore). */
function RatingsTable({ review }: { review: Review }) {
  const ratings = questionsOf(review).flatMap((q) => (q.kind === 'rating' ? [q] : []));
  if (ratings.length === 0) return null;
  return (
    <div className="table-wrap">
      <table className="ratings">
        <caption>Ratings, 1–5</caption>
        <thead>
          <tr>
            <th scope="col">Question</th>
            <th scope="col">Mean</th>
            <th scope="col">Ratings</th>
          </tr>
        </thead>
        <tbody>
          {ratings.map((rating) => (
            <tr key={rating.key}>
              <td data-label="Question">{rating.label}</td>
              <td data-label="Mean">{rating.count ? formatScore(rating.mean) : 'not rated'}</td>
              <td data-label="Ratings">{rating.count}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Overall score</th>
            <td data-label="Mean" data-testid="overall-score">
              {review.overall.score === null ? 'not rated' : formatScore(review.overall.score)}
            </td>
            <td>{review.overall.competenciesRated} rated</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/** A stored answer by question key (the built-in's ratings are nested under `ratings`). */
function answerOf(answers: Record<string, unknown>, key: string): unknown {
  if (answers[key] !== undefined) return answers[key];
  const ratings = answers.ratings;
  return typeof ratings === 'object' && ratings !== null
    ? (ratings as Record<string, unknown>)[key]
    : undefined;
}

const isAnswered = (value: unknown) =>
  value !== undefined &&
  value !== null &&
  value !== '' &&
  !(Array.isArray(value) && value.length === 0) &&
  !(typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0);

/**
 * A referee's answers as a person reads them: each under its question's
 * prompt (a rating under its label), in the questionnaire's order, empty
 * answers left out; keys stay in the API.
 */
function Answers({
  answers,
  questions,
}: {
  answers: Record<string, unknown> | null;
  questions: QuestionResult[];
}) {
  if (!answers) return null;
  const shown = questions.flatMap((q) => {
    const value = answerOf(answers, q.key);
    return isAnswered(value) ? [{ q, value }] : [];
  });
  if (shown.length === 0) return null;
  return (
    <dl className="answers">
      {shown.map(({ q, value }) => (
        <div key={q.key}>
          <dt>{'label' in q ? q.label : q.prompt}</dt>
          <dd>{answerText(value as unknown)}</dd>
        </div>
      ))}
    </dl>
  );
}

function answerText(value: unknown): string {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.map(answerText).join(', ');
  return String(value);
}

function TrustSignals({
  signals,
  contacts,
}: {
  signals: TrustSignal[];
  contacts: ReferenceRequest['contacts'];
}) {
  const review = useTenantMutation((api, input: { id: string; body: ReviewTrustSignalInput }) =>
    api.patch(`/trust-signals/${input.id}`, input.body),
  );
  // The signal whose dismissal is being written: a note is required (kept and audited).
  const [dismissing, setDismissing] = useState<string | null>(null);
  const submitDismiss = (event: FormEvent<HTMLFormElement>, id: string) => {
    event.preventDefault();
    const note = String(new FormData(event.currentTarget).get('note') ?? '').trim();
    review.mutate(
      { id, body: { status: 'dismissed', note } },
      { onSuccess: () => setDismissing(null) },
    );
  };
  return (
    <div className="trust-signals">
      <h3>Trust signals</h3>
      <ul className="plain">
        {signals.map((signal) => {
          const title = explainSignal(signal).title.toLowerCase();
          return (
            <li key={signal.id} className={`signal signal-${signal.severity}`}>
              <SignalExplained
                signal={signal}
                referee={contacts.find((contact) => contact.id === signal.contactId)}
              />
              {signal.testRolePlay ? (
                <p className="small notice">
                  Test mode: one person usually plays the candidate and every referee from one
                  machine, so this signal shows only that.
                </p>
              ) : null}
              {signal.reviewNote ? (
                <p className="small">
                  <span className="label">
                    {signal.status === 'open' ? 'Reopened:' : `Note (${signal.status}):`}
                  </span>{' '}
                  {signal.reviewNote}
                </p>
              ) : null}
              {signal.status === 'open' && dismissing !== signal.id ? (
                <div className="actions">
                  <button
                    type="button"
                    className="small"
                    onClick={() => review.mutate({ id: signal.id, body: { status: 'confirmed' } })}
                  >
                    Confirm: {title}
                  </button>
                  <button
                    type="button"
                    className="small secondary"
                    onClick={() => setDismissing(signal.id)}
                  >
                    Dismiss: {title}
                  </button>
                </div>
              ) : null}
              {dismissing === signal.id ? (
                <form className="stack inset" onSubmit={(event) => submitDismiss(event, signal.id)}>
                  <label className="field">
                    <span className="label">Why is it not a concern? (kept in the audit log)</span>
                    <textarea name="note" required maxLength={2000} rows={2} />
                  </label>
                  <div className="actions">
                    <button type="submit" className="small" disabled={review.isPending}>
                      Dismiss with this note
                    </button>
                    <button
                      type="button"
                      className="small secondary"
                      onClick={() => setDismissing(null)}
                    >
                      Keep it open
                    </button>
                  </div>
                </form>
              ) : null}
              {signal.status !== 'open' ? (
                <div className="actions">
                  <button
                    type="button"
                    className="small secondary"
                    onClick={() => review.mutate({ id: signal.id, body: { status: 'open' } })}
                  >
                    Reopen: {title}
                  </button>
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      {review.error ? <ErrorNotice error={review.error} /> : null}
    </div>
  );
}

function ActivitySection({ requestId }: { requestId: string }) {
  const activity = useTenantList<ActivityEntry>(
    `/reference-requests/${requestId}/activity`,
    undefined,
    {
      refetchInterval: LIVE_INTERVAL_MS,
    },
  );
  return (
    <section className="card" aria-labelledby="activity">
      <h2 id="activity">Timeline</h2>
      {activity.error ? <ErrorNotice error={activity.error} /> : null}
      {activity.items.length === 0 && !activity.isPending ? (
        <Empty>Nothing has happened yet.</Empty>
      ) : null}
      <ol className="timeline">
        {activity.items.map((entry) => (
          <li key={entry.id}>
            <DateTime value={entry.createdAt} /> {entry.summary}{' '}
            <span className="muted small">({entry.actorKind})</span>
          </li>
        ))}
      </ol>
      {activity.hasNextPage ? (
        <button type="button" className="secondary" onClick={() => activity.fetchNextPage()}>
          Older entries
        </button>
      ) : null}
    </section>
  );
}

const DELIVERY_WORDS: Record<string, string> = {
  queued: 'queued',
  sent: 'sent',
  sandboxed: 'sandboxed (test)',
  bounced: 'bounced',
  failed: 'failed',
};

/** A contact's newest message per channel, with its status; a bounce or failure says why. */
function LastDelivery({ deliveries }: { deliveries: Contact['deliveries'] }) {
  const newest = (['email', 'sms'] as const)
    .map((channel) => deliveries.find((delivery) => delivery.channel === channel))
    .filter((delivery) => delivery !== undefined);
  if (newest.length === 0) return <span className="muted">—</span>;
  return (
    <ul className="plain small">
      {newest.map((delivery) => (
        <li key={delivery.id}>
          {delivery.channel === 'email' ? 'E-mail' : 'Text'} {delivery.kind}:{' '}
          <span className={`status status-${delivery.status}`}>
            {DELIVERY_WORDS[delivery.status]}
          </span>{' '}
          <DateTime value={delivery.at} />
          {delivery.error && (delivery.status === 'bounced' || delivery.status === 'failed') ? (
            <div className="delivery-error small">{delivery.error}</div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** Corrects a referee's e-mail, phone or relationship; a new address invites them again. */
function EditContactForm({
  path,
  contact,
  onDone,
}: {
  path: string;
  contact: Contact;
  onDone: () => void;
}) {
  const [email, setEmail] = useState(contact.email ?? '');
  const [phone, setPhone] = useState(contact.phone ?? '');
  const [relationship, setRelationship] = useState(contact.relationship ?? '');
  const save = useTenantMutation((api, body: Record<string, string>) => api.patch(path, body), {
    onSuccess: onDone,
  });
  return (
    <form
      className="stack inset"
      aria-label={`Edit ${personName(contact)}`}
      onSubmit={(event) => {
        event.preventDefault();
        const body: Record<string, string> = {};
        if (email !== (contact.email ?? '')) body.email = email;
        if (phone !== (contact.phone ?? '')) body.phone = phone;
        if (relationship !== (contact.relationship ?? '')) body.relationship = relationship;
        if (Object.keys(body).length === 0) onDone();
        else save.mutate(body);
      }}
    >
      <Field label="E-mail">
        <input type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      </Field>
      <Field label="Phone">
        <input type="tel" value={phone} onChange={(e) => setPhone(e.target.value)} />
      </Field>
      <Field label="Relationship">
        <input value={relationship} onChange={(e) => setRelationship(e.target.value)} />
      </Field>
      {save.error ? <ErrorNotice error={save.error} /> : null}
      <div className="row">
        <button type="submit" disabled={save.isPending}>
          Save and invite again if the address changed
        </button>
        <button type="button" className="secondary" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
