import { type FormEvent, useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { ApiError } from '../api.ts';
import { useTenantList, useTenantMutation, useTenantQuery } from '../hooks.ts';
import { disabledBy, RoleNote, usePermission } from '../roles.tsx';
import type {
  Candidate,
  CandidateWorkspace,
  ConsentGrant,
  CreateCandidateInput,
  PermissionRequestCreated,
  PermissionRequestInput,
  UpdateCandidateInput,
} from '../types.ts';
import {
  CopyField,
  DateTime,
  Empty,
  ErrorNotice,
  Field,
  Loading,
  Page,
  personName,
  QueryState,
  Status,
} from '../ui.tsx';

function formText(form: FormData, name: string): string {
  return String(form.get(name) ?? '').trim();
}

export function CandidatesPage() {
  const change = usePermission('recruiter');
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);
  const list = useTenantList<Candidate>('/candidates', { search: search.trim() || undefined });
  return (
    <Page
      title="Candidates"
      actions={
        <button type="button" {...disabledBy(change)} onClick={() => setCreating(true)}>
          New candidate
        </button>
      }
    >
      <RoleNote permission={change} />
      {creating ? <CreateCandidate onDone={() => setCreating(false)} /> : null}
      <form className="filters" onSubmit={(event) => event.preventDefault()}>
        <label className="field inline">
          <span className="label">Search</span>
          <input
            type="search"
            value={search}
            placeholder="Name or e-mail"
            onChange={(event) => setSearch(event.target.value)}
          />
        </label>
      </form>
      {list.error ? <ErrorNotice error={list.error} /> : null}
      {list.isPending ? (
        <Loading />
      ) : list.items.length === 0 ? (
        <Empty>{search ? 'No candidate matches.' : 'No candidates in this environment yet.'}</Empty>
      ) : (
        <div className="table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">E-mail</th>
                <th scope="col">Stage</th>
                <th scope="col">Added</th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((candidate) => (
                <tr key={candidate.id}>
                  <td>
                    <Link href={`/candidates/${candidate.id}`}>{personName(candidate)}</Link>
                  </td>
                  <td data-label="E-mail">{candidate.email}</td>
                  <td data-label="Stage">{candidate.stage ?? '—'}</td>
                  <td data-label="Added">
                    <DateTime value={candidate.createdAt} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {list.hasNextPage ? (
        <button type="button" className="secondary" onClick={() => list.fetchNextPage()}>
          Load more
        </button>
      ) : null}
    </Page>
  );
}

function CreateCandidate({ onDone }: { onDone(): void }) {
  const [, navigate] = useLocation();
  const create = useTenantMutation(
    (api, body: CreateCandidateInput) => api.post<Candidate>('/candidates', body),
    { onSuccess: (candidate) => navigate(`/candidates/${candidate.id}`) },
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body: CreateCandidateInput = {
      firstName: formText(form, 'firstName'),
      lastName: formText(form, 'lastName'),
      email: formText(form, 'email'),
    };
    if (formText(form, 'phone')) body.phone = formText(form, 'phone');
    if (formText(form, 'stage')) body.stage = formText(form, 'stage');
    create.mutate(body);
  };
  return (
    <form className="card stack" onSubmit={submit} aria-labelledby="new-candidate">
      <h2 id="new-candidate">New candidate</h2>
      <div className="form-grid">
        <Field label="First name">
          <input name="firstName" required />
        </Field>
        <Field label="Last name">
          <input name="lastName" required />
        </Field>
        <Field label="E-mail">
          <input name="email" type="email" required />
        </Field>
        <Field label="Phone">
          <input name="phone" type="tel" />
        </Field>
        <Field label="Stage">
          <input name="stage" />
        </Field>
      </div>
      {create.error ? <ErrorNotice error={create.error} /> : null}
      <div className="actions">
        <button type="submit" disabled={create.isPending}>
          Create candidate
        </button>
        <button type="button" className="secondary" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}

export function CandidatePage() {
  const { candidateId } = useParams<{ candidateId: string }>();
  const workspace = useTenantQuery<CandidateWorkspace>(`/candidates/${candidateId}`);
  return (
    <QueryState query={workspace}>
      {(data) => (
        <Page
          title={personName(data.candidate)}
          actions={
            // Nobody to check or write to once their data is erased.
            data.candidate.erasedAt ? null : (
              <Link
                href={`/requests/new?candidateId=${encodeURIComponent(data.candidate.id)}`}
                className="button"
              >
                Start a reference check
              </Link>
            )
          }
        >
          <CandidateDetails candidate={data.candidate} />
          <section className="card" aria-labelledby="candidate-requests">
            <h2 id="candidate-requests">Reference requests</h2>
            {data.referenceRequests.length === 0 ? (
              <Empty>No reference request for this candidate yet.</Empty>
            ) : (
              <ul className="plain">
                {data.referenceRequests.map((request) => (
                  <li key={request.id}>
                    <Link href={`/requests/${request.id}`}>{request.roleTitle ?? request.id}</Link>{' '}
                    <Status value={request.status} /> <DateTime value={request.createdAt} />
                  </li>
                ))}
              </ul>
            )}
          </section>
          <ConsentSection candidate={data.candidate} grants={data.consentGrants} />
          <PersonalDataSection candidate={data.candidate} />
        </Page>
      )}
    </QueryState>
  );
}

function CandidateDetails({ candidate }: { candidate: Candidate }) {
  const change = usePermission('recruiter');
  const [editing, setEditing] = useState(false);
  const [, navigate] = useLocation();
  const update = useTenantMutation(
    (api, body: UpdateCandidateInput) =>
      api.patch<Candidate>(`/candidates/${candidate.id}/profile`, body),
    { onSuccess: () => setEditing(false) },
  );
  const remove = useTenantMutation(
    (api, _: undefined) => api.delete<Candidate>(`/candidates/${candidate.id}`),
    {
      onSuccess: () => navigate('/candidates'),
    },
  );

  if (editing) {
    const submit = (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = new FormData(event.currentTarget);
      update.mutate({
        firstName: formText(form, 'firstName'),
        lastName: formText(form, 'lastName'),
        phone: formText(form, 'phone') || null,
        stage: formText(form, 'stage') || null,
      });
    };
    return (
      <form className="card stack" onSubmit={submit} aria-label="Edit candidate">
        <div className="form-grid">
          <Field label="First name">
            <input name="firstName" required defaultValue={candidate.firstName ?? ''} />
          </Field>
          <Field label="Last name">
            <input name="lastName" required defaultValue={candidate.lastName ?? ''} />
          </Field>
          <Field label="Phone">
            <input name="phone" type="tel" defaultValue={candidate.phone ?? ''} />
          </Field>
          <Field label="Stage">
            <input name="stage" defaultValue={candidate.stage ?? ''} />
          </Field>
        </div>
        {update.error ? <ErrorNotice error={update.error} /> : null}
        <div className="actions">
          <button type="submit" disabled={update.isPending}>
            Save changes
          </button>
          <button type="button" className="secondary" onClick={() => setEditing(false)}>
            Cancel
          </button>
        </div>
      </form>
    );
  }
  return (
    <div className="card">
      <dl className="summary">
        <div>
          <dt>E-mail</dt>
          <dd>{candidate.email ?? (candidate.erasedAt ? 'Erased' : '—')}</dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd>{candidate.phone ?? '—'}</dd>
        </div>
        <div>
          <dt>Stage</dt>
          <dd>{candidate.stage ?? '—'}</dd>
        </div>
        <div>
          <dt>Added</dt>
          <dd>
            <DateTime value={candidate.createdAt} />
          </dd>
        </div>
      </dl>
      {candidate.erasedAt ? (
        <p className="muted" role="note">
          Personal data erased <DateTime value={candidate.erasedAt} />. Ids, states, times and
          scores are kept; nothing more is sent to this person.
        </p>
      ) : (
        <CandidateActions
          candidate={candidate}
          change={change}
          onEdit={() => setEditing(true)}
          onDelete={() => remove.mutate(undefined)}
        />
      )}
      {remove.error ? <ErrorNotice error={remove.error} /> : null}
    </div>
  );
}

/** Edit and delete, the delete asked twice. */
function CandidateActions({
  candidate,
  change,
  onEdit,
  onDelete,
}: {
  candidate: Candidate;
  change: ReturnType<typeof usePermission>;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  return (
    <>
      <RoleNote permission={change} />
      <div className="actions">
        <button type="button" className="secondary" {...disabledBy(change)} onClick={onEdit}>
          Edit candidate
        </button>
        {confirmingDelete ? (
          <>
            <button type="button" className="danger" onClick={onDelete}>
              Delete {personName(candidate)}
            </button>
            <button type="button" className="secondary" onClick={() => setConfirmingDelete(false)}>
              Keep
            </button>
          </>
        ) : (
          <button
            type="button"
            className="danger secondary"
            {...disabledBy(change)}
            onClick={() => setConfirmingDelete(true)}
          >
            Delete candidate
          </button>
        )}
      </div>
    </>
  );
}

function ConsentSection({ candidate, grants }: { candidate: Candidate; grants: ConsentGrant[] }) {
  const [created, setCreated] = useState<PermissionRequestCreated | null>(null);
  const ask = useTenantMutation(
    (api, body: PermissionRequestInput) =>
      api.post<PermissionRequestCreated>('/passport-reference-permissions', body),
    { onSuccess: setCreated },
  );
  const revoke = useTenantMutation((api, grantId: string) =>
    api.delete<ConsentGrant>(`/passport-reference-permissions/${grantId}`),
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const scopes = form.getAll('scopes').map(String) as PermissionRequestInput['scopes'];
    const note = formText(form, 'note');
    ask.mutate({ candidateId: candidate.id, scopes, ...(note ? { note } : {}) });
  };
  return (
    <section className="card" aria-labelledby="consent">
      <h2 id="consent">Permission to reuse references</h2>
      <p className="muted">
        Earlier references of this candidate are reused only after they grant permission.
      </p>
      {grants.length === 0 ? (
        <Empty>No permission asked yet.</Empty>
      ) : (
        <div className="table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col">Asked</th>
                <th scope="col">For</th>
                <th scope="col">Answer</th>
                <th scope="col">Access</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {grants.map((grant) => (
                <tr key={grant.id}>
                  <td>
                    <DateTime value={grant.createdAt} />
                  </td>
                  <td>{grant.scopes.map((scope) => scope.replaceAll('_', ' ')).join(', ')}</td>
                  <td>
                    <Status value={grant.status} /> <DateTime value={grant.decidedAt} />
                  </td>
                  <td>
                    {grant.accessGrantStatus ? <Status value={grant.accessGrantStatus} /> : '—'}
                  </td>
                  <td>
                    {grant.accessGrantStatus === 'active' ? (
                      <button
                        type="button"
                        className="link danger"
                        onClick={() => revoke.mutate(grant.id)}
                      >
                        Revoke permission
                      </button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {revoke.error ? <ErrorNotice error={revoke.error} /> : null}
      {candidate.erasedAt ? null : (
        <form className="stack inset" onSubmit={submit} aria-label="Ask for permission">
          <fieldset className="choices">
            <legend>Ask the candidate for permission to</legend>
            <label>
              <input type="checkbox" name="scopes" value="reference_collection" defaultChecked />{' '}
              reuse their earlier references
            </label>
            <label>
              <input type="checkbox" name="scopes" value="passport_share" /> share their earlier
              approved reports
            </label>
          </fieldset>
          <Field label="Note to the candidate (optional)">
            <input name="note" />
          </Field>
          {ask.error ? <ErrorNotice error={ask.error} /> : null}
          {ask.error instanceof ApiError && ask.error.code === 'feature_disabled' ? (
            <p>
              Turn on <Link href="/settings">reference reuse in Settings</Link> to ask candidates.
            </p>
          ) : null}
          <button type="submit" disabled={ask.isPending}>
            Ask for permission
          </button>
          {created ? (
            <div className="notice success" role="status">
              Asked: the candidate was e-mailed.{' '}
              <CopyField label="Permission link" value={created.permissionUrl} />
            </div>
          ) : null}
        </form>
      )}
    </section>
  );
}

/**
 * An admin's export and erasure of the candidate's personal data (CONTRACT
 * "Personal data"): the export downloads as a JSON file; erasure is
 * confirmed by typing the e-mail, since it cannot be undone. Hidden from
 * other roles, and for a candidate already erased.
 */
function PersonalDataSection({ candidate }: { candidate: Candidate }) {
  const admin = usePermission('admin');
  const [typed, setTyped] = useState('');
  const download = useTenantMutation(
    (api, email: string) => api.get<unknown>('/data-subjects', { email }),
    {
      onSuccess: (document) => {
        const blob = new Blob([JSON.stringify(document, null, 2)], { type: 'application/json' });
        const link = Object.assign(window.document.createElement('a'), {
          href: URL.createObjectURL(blob),
          download: `personal-data-${candidate.id}.json`,
        });
        link.click();
        URL.revokeObjectURL(link.href);
      },
    },
  );
  const erase = useTenantMutation((api, email: string) =>
    api.post<unknown>('/data-subjects/erase', { email }),
  );
  const email = candidate.email;
  if (!admin.allowed || !email) return null;
  const confirmed = typed.trim().toLowerCase() === email;
  return (
    <section className="card stack" aria-labelledby="personal-data">
      <h2 id="personal-data">Personal data</h2>
      <p className="muted">
        Everything held about {email}, as candidate and as referee, in both environments.
      </p>
      <div className="actions">
        <button
          type="button"
          className="secondary"
          disabled={download.isPending}
          onClick={() => download.mutate(email)}
        >
          Download data
        </button>
      </div>
      {download.error ? <ErrorNotice error={download.error} /> : null}
      <Field label={`Type ${email} to erase this person's data (cannot be undone)`}>
        <input
          name="confirmErase"
          autoComplete="off"
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
        />
      </Field>
      <div className="actions">
        <button
          type="button"
          className="danger"
          disabled={!confirmed || erase.isPending}
          onClick={() => erase.mutate(email)}
        >
          Erase personal data
        </button>
      </div>
      {erase.error ? <ErrorNotice error={erase.error} /> : null}
    </section>
  );
}
