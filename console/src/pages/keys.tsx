import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'wouter';
import { useTenantList, useTenantMutation, useTenantQuery } from '../hooks.ts';
import { disabledBy, RoleNote, usePermission } from '../roles.tsx';
import { useConsole } from '../session.tsx';
import type {
  ApiKey,
  AuditEvent,
  CreateApiKeyInput,
  CreatedApiKey,
  Scopes,
  UsageRecord,
} from '../types.ts';
import { CopyField, DateTime, Empty, ErrorNotice, Field, Loading, Page, Status } from '../ui.tsx';
import { AuditTable } from './audit.tsx';

export function ApiKeysPage() {
  const { environment } = useConsole();
  const keys = useTenantList<ApiKey>('/api-keys');
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  return (
    <Page title="API keys">
      <p className="muted">
        Keys act for you in one environment. {environment === 'test' ? 'Test' : 'Live'} keys are
        listed; switch the environment at the top to see the others.
      </p>
      {created ? <NewKeySecret created={created} onDismiss={() => setCreated(null)} /> : null}
      <CreateKeyForm onCreated={setCreated} />
      <PairingCodeForm />
      <section aria-labelledby="keys-heading">
        <h2 id="keys-heading">Keys</h2>
        {keys.error ? <ErrorNotice error={keys.error} /> : null}
        {keys.isPending ? <Loading /> : null}
        {!keys.isPending && keys.items.length === 0 ? (
          <Empty>No API keys in this environment.</Empty>
        ) : null}
        {keys.items.length > 0 ? <KeysTable keys={keys.items} /> : null}
        {keys.hasNextPage ? (
          <button type="button" className="secondary" onClick={() => keys.fetchNextPage()}>
            Load more
          </button>
        ) : null}
      </section>
    </Page>
  );
}

/** The plaintext of a new key, shown once, in a box made for copying. */
export function NewKeySecret({
  created,
  onDismiss,
}: {
  created: CreatedApiKey;
  onDismiss(): void;
}) {
  return (
    <div className="notice warning" role="alert">
      <p>
        <strong>Copy the key “{created.apiKey.name}” now.</strong> This is the only time it is
        shown; Refcheck keeps only a hash of it.
      </p>
      <CopyField label="API key" value={created.plaintext} />
      <button type="button" className="secondary small" onClick={onDismiss}>
        I have stored it
      </button>
    </div>
  );
}

function CreateKeyForm({ onCreated }: { onCreated(created: CreatedApiKey): void }) {
  const change = usePermission('recruiter');
  const { environment } = useConsole();
  const scopes = useTenantQuery<Scopes>('/api-keys/scopes', undefined, { staleTime: Infinity });
  const create = useTenantMutation(
    (api, body: CreateApiKeyInput) => api.post<CreatedApiKey>('/api-keys', body),
    { onSuccess: onCreated },
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const expires = String(form.get('expiresOn') ?? '');
    create.mutate(
      {
        name: String(form.get('name') ?? '').trim(),
        environment: form.get('environment') === 'live' ? 'live' : 'test',
        scopes: form.getAll('scopes').map(String) as CreateApiKeyInput['scopes'],
        expiresAt: expires ? new Date(`${expires}T23:59:59`).toISOString() : null,
      },
      { onSuccess: () => (event.target as HTMLFormElement).reset() },
    );
  };
  return (
    <details className="card">
      <summary>Create an API key</summary>
      <form className="stack" onSubmit={submit}>
        <Field label="Name" hint="Where the key is used, e.g. “ATS integration”.">
          <input name="name" required maxLength={200} />
        </Field>
        <fieldset className="choices">
          <legend>Environment</legend>
          <label>
            <input
              type="radio"
              name="environment"
              value="test"
              defaultChecked={environment === 'test'}
            />{' '}
            Test
          </label>
          <label>
            <input
              type="radio"
              name="environment"
              value="live"
              defaultChecked={environment === 'live'}
            />{' '}
            Live
          </label>
        </fieldset>
        <fieldset className="choices">
          <legend>Scopes (none checked: every scope)</legend>
          {scopes.data?.data.map((scope) => (
            <label key={scope.scope}>
              <input type="checkbox" name="scopes" value={scope.scope} /> <code>{scope.scope}</code>{' '}
              <span className="muted small">{scope.description}</span>
            </label>
          ))}
        </fieldset>
        <Field label="Expires on (optional)">
          <input name="expiresOn" type="date" />
        </Field>
        {create.error ? <ErrorNotice error={create.error} /> : null}
        <RoleNote permission={change} />
        <button type="submit" {...disabledBy(change, create.isPending)}>
          Create key
        </button>
      </form>
    </details>
  );
}

/** `refcheck login` prints a code; the recruiter approves it on the pairing page. */
function PairingCodeForm() {
  return (
    <details className="card">
      <summary>Approve a command-line login</summary>
      <form className="row" method="get" action="/app/pair">
        <label className="field inline">
          <span className="label">Code shown by refcheck login</span>
          <input name="code" required placeholder="ABCD-EFGH" autoComplete="off" />
        </label>
        <button type="submit">Continue</button>
      </form>
    </details>
  );
}

function KeysTable({ keys }: { keys: ApiKey[] }) {
  const { session } = useConsole();
  const admin = usePermission('admin');
  const change = usePermission('recruiter');
  const revoke = useTenantMutation((api, input: { id: string; note: string }) =>
    api.delete<ApiKey>(`/api-keys/${input.id}`, input.note ? { note: input.note } : {}),
  );
  const [revoking, setRevoking] = useState<string | null>(null);
  return (
    <div className="table-wrap">
      <table>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Key</th>
            <th scope="col">Scopes</th>
            <th scope="col">Status</th>
            <th scope="col">Last used</th>
            <th scope="col">Expires</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {keys.map((key) => (
            <tr key={key.id}>
              <td>
                <Link href={`/api-keys/${key.id}`}>{key.name}</Link>
              </td>
              <td data-label="Key">
                <code className="small">
                  svc_{key.environment}_{key.prefix}_…
                </code>
              </td>
              <td data-label="Scopes" className="small">
                {key.scopes.length === 0 ? 'all' : key.scopes.join(', ')}
              </td>
              <td data-label="Status">
                <Status value={key.status} />
              </td>
              <td data-label="Last used">
                <DateTime value={key.lastUsedAt} />
              </td>
              <td data-label="Expires">
                <DateTime value={key.expiresAt} />
              </td>
              <td>
                {key.status === 'active' && revoking !== key.id ? (
                  <button
                    type="button"
                    className="link danger"
                    {...disabledBy(key.recruiterId === session.recruiterId ? change : admin)}
                    onClick={() => setRevoking(key.id)}
                  >
                    Revoke {key.name}
                  </button>
                ) : null}
                {revoking === key.id ? (
                  <form
                    className="stack"
                    onSubmit={(event) => {
                      event.preventDefault();
                      const note = String(
                        new FormData(event.currentTarget).get('note') ?? '',
                      ).trim();
                      revoke.mutate({ id: key.id, note }, { onSuccess: () => setRevoking(null) });
                    }}
                  >
                    <label className="field">
                      <span className="label">Why revoke? (optional)</span>
                      <input name="note" />
                    </label>
                    <button type="submit" className="danger small">
                      Revoke now
                    </button>
                  </form>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {revoke.error ? <ErrorNotice error={revoke.error} /> : null}
    </div>
  );
}

export function ApiKeyPage() {
  const { apiKeyId } = useParams<{ apiKeyId: string }>();
  const keys = useTenantList<ApiKey>('/api-keys');
  const key = keys.items.find((item) => item.id === apiKeyId);
  const usage = useTenantList<UsageRecord>(`/api-keys/${apiKeyId}/usage`);
  const events = useTenantList<AuditEvent>('/audit-events', { targetId: apiKeyId });
  return (
    <Page title={key ? `API key ${key.name}` : 'API key'}>
      <Link href="/api-keys" className="back">
        ← All keys
      </Link>
      {key ? (
        <dl className="summary card">
          <div>
            <dt>Status</dt>
            <dd>
              <Status value={key.status} />
            </dd>
          </div>
          <div>
            <dt>Created</dt>
            <dd>
              <DateTime value={key.createdAt} />
            </dd>
          </div>
          <div>
            <dt>Scopes</dt>
            <dd>{key.scopes.length === 0 ? 'all' : key.scopes.join(', ')}</dd>
          </div>
          {key.revocationNote ? (
            <div>
              <dt>Revocation note</dt>
              <dd>{key.revocationNote}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      <section aria-labelledby="usage">
        <h2 id="usage">Usage</h2>
        {usage.error ? <ErrorNotice error={usage.error} /> : null}
        {!usage.isPending && usage.items.length === 0 ? (
          <Empty>This key has not been used.</Empty>
        ) : null}
        {usage.items.length > 0 ? (
          <div className="table-wrap">
            <table>
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Call</th>
                  <th scope="col">Status</th>
                  <th scope="col">Duration</th>
                  <th scope="col">Trace id</th>
                </tr>
              </thead>
              <tbody>
                {usage.items.map((record) => (
                  <tr key={record.id}>
                    <td>
                      <DateTime value={record.createdAt} />
                    </td>
                    <td data-label="Call">
                      <code className="small">
                        {record.method} {record.endpoint}
                      </code>
                    </td>
                    <td data-label="Status">{record.status}</td>
                    <td data-label="Duration">{record.durationMs} ms</td>
                    <td data-label="Trace id">
                      <code className="small">{record.traceId}</code>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
        {usage.hasNextPage ? (
          <button type="button" className="secondary" onClick={() => usage.fetchNextPage()}>
            Load more
          </button>
        ) : null}
      </section>
      <section aria-labelledby="key-events">
        <h2 id="key-events">Audit events</h2>
        {events.error ? <ErrorNotice error={events.error} /> : null}
        {!events.isPending && events.items.length === 0 ? (
          <Empty>No audit events for this key.</Empty>
        ) : null}
        <AuditTable events={events.items} />
      </section>
    </Page>
  );
}
