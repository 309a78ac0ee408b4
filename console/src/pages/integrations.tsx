import { useState } from 'react';
import { useTenantMutation, useTenantQuery } from '../hooks.ts';
import { disabledBy, RoleNote, usePermission } from '../roles.tsx';
import { useConsole } from '../session.tsx';
import type { CreateApiKeyInput, CreatedApiKey, GreenhouseSettings } from '../types.ts';
import { CopyField, DateTime, Empty, ErrorNotice, QueryState, Status } from '../ui.tsx';
import { NewKeySecret } from './keys.tsx';

const ROUTE_LABELS: Record<keyof GreenhouseSettings['urls'], string> = {
  list_tests: 'List Tests URL',
  send_test: 'Send Test URL',
  test_status: 'Test Status URL',
  response_error: 'Response Error URL',
};

/**
 * Settings → Integrations → Greenhouse: what a Greenhouse admin enters (the
 * four URLs of this deployment and a key with exactly the scopes Greenhouse
 * needs, shown once), and the last calls Greenhouse made with this
 * environment's keys (their usage records).
 */
export function IntegrationsSettings() {
  const { environment } = useConsole();
  const change = usePermission('recruiter');
  const settings = useTenantQuery<GreenhouseSettings>('/integrations/greenhouse');
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const create = useTenantMutation(
    (api, body: CreateApiKeyInput) => api.post<CreatedApiKey>('/api-keys', body),
    { onSuccess: setCreated },
  );
  return (
    <section className="card" aria-labelledby="integrations">
      <h2 id="integrations">Integrations</h2>
      <h3 id="greenhouse">Greenhouse</h3>
      <p className="muted">
        Greenhouse sends reference checks as an assessment: a recruiter clicks “Send Test” on a
        candidate, Refcheck e-mails them, and the approved report’s score and link appear on their
        Greenhouse profile. Give your Greenhouse admin these four URLs and a key made for it, in
        this environment ({environment === 'test' ? 'a test key sends test requests only' : 'live'}
        ).
      </p>
      <QueryState query={settings}>
        {(data) => (
          <>
            <div className="stack">
              {(Object.keys(ROUTE_LABELS) as (keyof GreenhouseSettings['urls'])[]).map((route) => (
                <CopyField key={route} label={ROUTE_LABELS[route]} value={data.urls[route]} />
              ))}
            </div>
            {created ? <NewKeySecret created={created} onDismiss={() => setCreated(null)} /> : null}
            <p>
              <button
                type="button"
                {...disabledBy(change, create.isPending)}
                onClick={() =>
                  create.mutate({
                    name: 'Greenhouse',
                    environment,
                    scopes: data.scopes as CreateApiKeyInput['scopes'],
                    expiresAt: null,
                  })
                }
              >
                Create a key for Greenhouse
              </button>{' '}
              <span className="muted small">
                Scopes {data.scopes.map((scope) => `“${scope}”`).join(' and ')}; shown once.
              </span>
            </p>
            <RoleNote permission={change} />
            {create.error ? <ErrorNotice error={create.error} /> : null}
            <h4 id="greenhouse-calls">Last calls from Greenhouse</h4>
            {data.recentCalls.length === 0 ? (
              <Empty>Greenhouse has not called this environment yet.</Empty>
            ) : (
              <div className="table-wrap">
                <table aria-labelledby="greenhouse-calls">
                  <thead>
                    <tr>
                      <th>When</th>
                      <th>Call</th>
                      <th>Status</th>
                      <th>Trace id</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.recentCalls.map((call) => (
                      <tr key={call.traceId + call.createdAt}>
                        <td>
                          <DateTime value={call.createdAt} />
                        </td>
                        <td>
                          <code>
                            {call.method} {call.endpoint.split('/').pop()}
                          </code>
                        </td>
                        <td>
                          <Status value={String(call.status)} />
                        </td>
                        <td>
                          <code className="small">{call.traceId}</code>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}
