import { type FormEvent, useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { ConfirmPanel } from '../confirm-panel.tsx';
import { FieldMessages, fieldErrorsOf } from '../field-errors.tsx';
import { useTenantMutation, useTenantQuery } from '../hooks.ts';
import {
  type DraftQuestion,
  KINDS,
  newDraftQuestion,
  QuestionEditor,
  toDraft,
  toInput,
} from '../questionnaire-editor.tsx';
import { QuestionnairePreview } from '../questionnaire-preview.tsx';
import type {
  CreateQuestionnaireInput,
  List,
  Questionnaire,
  UpdateQuestionnaireInput,
} from '../types.ts';
import { DateTime, Empty, ErrorNotice, Page, QueryState, Status } from '../ui.tsx';

/** Questionnaires: what referees are asked, per role (CONTRACT "Questionnaires"). */
export function QuestionnairesPage() {
  const [status, setStatus] = useState<'active' | 'archived'>('active');
  const list = useTenantQuery<List<Questionnaire>>('/questionnaires', { status, limit: 100 });
  const [, navigate] = useLocation();
  const copy = useTenantMutation(
    (api, copyFrom: string) =>
      api.post<Questionnaire>('/questionnaires', { copyFrom } satisfies CreateQuestionnaireInput),
    { onSuccess: (created) => navigate(`/questionnaires/${created.id}`) },
  );
  return (
    <Page
      title="Questionnaires"
      actions={
        <Link className="button" href="/questionnaires/new">
          New questionnaire
        </Link>
      }
    >
      <label className="field inline">
        <span className="label">Show</span>
        <select value={status} onChange={(event) => setStatus(event.target.value as typeof status)}>
          <option value="active">Active</option>
          <option value="archived">Archived</option>
        </select>
      </label>
      {copy.error ? <ErrorNotice error={copy.error} /> : null}
      <QueryState query={list}>
        {(data) =>
          data.data.length === 0 ? (
            <Empty>No {status} questionnaires.</Empty>
          ) : (
            <div className="table-wrap">
              <table>
                <thead>
                  <tr>
                    <th scope="col">Name</th>
                    <th scope="col">Version</th>
                    <th scope="col">Questions</th>
                    <th scope="col">Updated</th>
                    <th scope="col">
                      <span className="visually-hidden">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.data.map((q) => (
                    <tr key={q.id}>
                      <td>
                        <Link href={`/questionnaires/${q.id}`}>{q.name}</Link>{' '}
                        {q.isDefault ? <span className="tag">default</span> : null}{' '}
                        {q.builtIn ? <span className="tag">built-in</span> : null}{' '}
                        {q.status === 'archived' ? <Status value="archived" /> : null}
                      </td>
                      <td>{q.version}</td>
                      <td>{q.questions.length}</td>
                      <td>
                        <DateTime value={q.updatedAt} />
                      </td>
                      <td>
                        <button
                          type="button"
                          className="link"
                          disabled={copy.isPending}
                          onClick={() => copy.mutate(q.id)}
                        >
                          Copy {q.name}
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </QueryState>
    </Page>
  );
}

export function NewQuestionnairePage() {
  return (
    <Page title="New questionnaire">
      <QuestionnaireForm />
    </Page>
  );
}

export function QuestionnairePage() {
  const { questionnaireId } = useParams<{ questionnaireId: string }>();
  const query = useTenantQuery<Questionnaire>(`/questionnaires/${questionnaireId}`);
  return (
    <QueryState query={query}>
      {(q) => (
        <Page
          title={q.name}
          actions={
            <>
              {q.isDefault ? <span className="tag">default</span> : null}
              <Status value={q.status} />
            </>
          }
        >
          <p className="muted">
            Version {q.version}
            {q.builtIn ? ' · built-in: copy it to change it' : ''} · updated{' '}
            <DateTime value={q.updatedAt} />
          </p>
          <QuestionnaireActions questionnaire={q} />
          {q.builtIn || q.status === 'archived' ? (
            <section className="card" aria-labelledby="preview">
              <h2 id="preview">As a referee sees it</h2>
              <QuestionnairePreview questions={q.questions} />
            </section>
          ) : (
            <QuestionnaireForm key={q.id} existing={q} />
          )}
        </Page>
      )}
    </QueryState>
  );
}

function QuestionnaireActions({ questionnaire: q }: { questionnaire: Questionnaire }) {
  const [, navigate] = useLocation();
  const [archiving, setArchiving] = useState(false);
  const path = `/questionnaires/${q.id}`;
  const makeDefault = useTenantMutation((api, _: undefined) => api.post(`${path}/default`));
  const archive = useTenantMutation((api, _: undefined) => api.post(`${path}/archive`), {
    onSuccess: () => setArchiving(false),
  });
  const copy = useTenantMutation(
    (api, _: undefined) => api.post<Questionnaire>('/questionnaires', { copyFrom: q.id }),
    { onSuccess: (created) => navigate(`/questionnaires/${created.id}`) },
  );
  const error = makeDefault.error ?? archive.error ?? copy.error;
  return (
    <div className="stack">
      <div className="actions">
        <button type="button" className="secondary" onClick={() => copy.mutate(undefined)}>
          Copy
        </button>
        {q.status === 'active' && !q.isDefault ? (
          <button type="button" className="secondary" onClick={() => makeDefault.mutate(undefined)}>
            Make default
          </button>
        ) : null}
        {q.status === 'active' && !q.builtIn ? (
          <button type="button" className="danger secondary" onClick={() => setArchiving(true)}>
            Archive
          </button>
        ) : null}
      </div>
      {archiving ? (
        <ConfirmPanel
          title={`Archive ${q.name}?`}
          confirmLabel="Archive"
          danger
          pending={archive.isPending}
          onConfirm={() => archive.mutate(undefined)}
          onCancel={() => setArchiving(false)}
        >
          <p>New requests can no longer choose it. Requests that use it are not affected.</p>
        </ConfirmPanel>
      ) : null}
      {error ? <ErrorNotice error={error} /> : null}
    </div>
  );
}

/** Create (no `existing`) or edit: name, description, questions; preview beside. */
function QuestionnaireForm({ existing }: { existing?: Questionnaire }) {
  const [, navigate] = useLocation();
  const [name, setName] = useState(existing?.name ?? '');
  const [description, setDescription] = useState(existing?.description ?? '');
  const [questions, setQuestions] = useState<DraftQuestion[]>(
    existing ? existing.questions.map(toDraft) : [newDraftQuestion('rating', [])],
  );
  const [addKind, setAddKind] = useState<DraftQuestion['kind']>('rating');
  const [saved, setSaved] = useState<number | null>(null);
  const save = useTenantMutation(
    (api, body: CreateQuestionnaireInput & UpdateQuestionnaireInput) =>
      existing
        ? api.patch<Questionnaire>(`/questionnaires/${existing.id}`, body)
        : api.post<Questionnaire>('/questionnaires', body),
    {
      onSuccess: (result) => {
        setSaved(result.version);
        if (!existing) navigate(`/questionnaires/${result.id}`);
      },
    },
  );
  const errors = fieldErrorsOf(save.error);
  const inputs = questions.map(toInput);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    save.mutate({ name, description: description.trim() || null, questions: inputs });
  };
  const move = (index: number, by: -1 | 1) => {
    const next = [...questions];
    const [item] = next.splice(index, 1);
    next.splice(index + by, 0, item!);
    setQuestions(next);
  };

  return (
    <form className="questionnaire-form" onSubmit={submit} noValidate>
      <div className="stack">
        <label className="field">
          <span className="label">Name</span>
          <input
            value={name}
            required
            aria-invalid={errors.at('name').length > 0}
            onChange={(event) => setName(event.target.value)}
          />
          <FieldMessages messages={errors.at('name')} />
        </label>
        <label className="field">
          <span className="label">Description (for recruiters)</span>
          <textarea rows={2} value={description} onChange={(e) => setDescription(e.target.value)} />
          <FieldMessages messages={errors.at('description')} />
        </label>
        <h2>Questions</h2>
        <FieldMessages messages={errors.exact('questions')} />
        <ol className="plain stack">
          {questions.map((question, index) => (
            <QuestionEditor
              key={question.uid}
              question={question}
              index={index}
              count={questions.length}
              errors={errors}
              onChange={(next) => setQuestions(questions.map((q, i) => (i === index ? next : q)))}
              onMove={(by) => move(index, by)}
              onRemove={() => setQuestions(questions.filter((_, i) => i !== index))}
            />
          ))}
        </ol>
        <div className="row">
          <label className="field inline">
            <span className="label">Kind</span>
            <select
              aria-label="Kind of the new question"
              value={addKind}
              onChange={(event) => setAddKind(event.target.value as DraftQuestion['kind'])}
            >
              {KINDS.map((k) => (
                <option key={k.kind} value={k.kind}>
                  {k.label}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            className="secondary"
            disabled={questions.length >= 30}
            onClick={() =>
              setQuestions([
                ...questions,
                newDraftQuestion(
                  addKind,
                  questions.map((q) => q.key),
                ),
              ])
            }
          >
            Add question
          </button>
        </div>
        {save.error && !errors.any ? <ErrorNotice error={save.error} /> : null}
        {errors.any ? (
          <p className="notice error" role="alert">
            Some fields need a change: see the messages beside them.
          </p>
        ) : null}
        {saved !== null && existing ? (
          <p className="notice success" role="status">
            Saved: version {saved}. A change of questions publishes a new version; requests keep the
            version they were created with.
          </p>
        ) : null}
        <div className="actions">
          <button type="submit" disabled={save.isPending}>
            {existing ? 'Save questionnaire' : 'Create questionnaire'}
          </button>
        </div>
      </div>
      <section className="card" aria-labelledby="preview">
        <h2 id="preview">As a referee sees it</h2>
        <QuestionnairePreview questions={inputs} />
      </section>
    </form>
  );
}
