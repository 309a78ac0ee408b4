import { type FormEvent, useState } from 'react';
import { LIVE_INTERVAL_MS, useTenantMutation, useTenantQuery } from '../hooks.ts';
import { useConsole } from '../session.tsx';
import type { CreatedShareLink, ReportState, ShareInput, ValuationDraft } from '../types.ts';
import { CopyField, DateTime, Empty, ErrorNotice, QueryState, Status } from '../ui.tsx';

/** The report of a request: draft, approve, share (the link shown once), revoke, PDF, versions. */
export function ReportPanel({ requestId }: { requestId: string }) {
  const path = `/reference-reports/${requestId}`;
  const { api } = useConsole();
  const state = useTenantQuery<ReportState>(path, undefined, { refetchInterval: LIVE_INTERVAL_MS });
  const [shared, setShared] = useState<CreatedShareLink | null>(null);
  const draft = useTenantMutation((tenant, _: undefined) =>
    tenant.post<ValuationDraft>(`${path}/draft`),
  );
  const approve = useTenantMutation((tenant, _: undefined) =>
    tenant.post<ReportState>(`${path}/approve`),
  );
  const share = useTenantMutation(
    (tenant, body: ShareInput) => tenant.post<CreatedShareLink>(`${path}/share`, body),
    { onSuccess: (link) => setShared(link) },
  );
  const revoke = useTenantMutation(
    (tenant, _: undefined) => tenant.post<ReportState>(`${path}/revoke`),
    {
      onSuccess: () => setShared(null),
    },
  );
  const error = draft.error ?? approve.error ?? share.error ?? revoke.error;

  const submitShare = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const days = Number(new FormData(event.currentTarget).get('days'));
    share.mutate({ expiresInDays: days });
  };

  return (
    <section className="card" aria-labelledby="report">
      <h2 id="report">Report</h2>
      <QueryState query={state}>
        {(report) => (
          <>
            <p>
              <Status value={report.status === 'none' ? 'no report yet' : report.status} />{' '}
              {report.currentVersion > 0 ? `Version ${report.currentVersion}` : null}
              {report.approvedVersion ? (
                <>
                  {' '}
                  · version {report.approvedVersion} approved <DateTime value={report.approvedAt} />
                </>
              ) : null}
            </p>
            {report.valuation ? (
              <p>
                Overall score {report.valuation.overall.score?.toFixed(1) ?? '—'} of 5 from{' '}
                {report.valuation.referees.length} referee(s).
              </p>
            ) : null}
            <div className="actions">
              {report.allowedActions.includes('draft') ? (
                <button
                  type="button"
                  onClick={() => draft.mutate(undefined)}
                  disabled={draft.isPending}
                >
                  {report.currentVersion > 0 ? 'Draft a new version' : 'Draft the report'}
                </button>
              ) : null}
              {report.allowedActions.includes('approve') ? (
                <button
                  type="button"
                  onClick={() => approve.mutate(undefined)}
                  disabled={approve.isPending}
                >
                  Approve version {report.currentVersion}
                </button>
              ) : null}
              {report.approvedVersion ? (
                <a className="button secondary" href={api.href(`${path}/pdf`)} download>
                  Download PDF
                </a>
              ) : null}
              {report.allowedActions.includes('revoke') ? (
                <button
                  type="button"
                  className="danger secondary"
                  onClick={() => revoke.mutate(undefined)}
                >
                  Revoke share links
                </button>
              ) : null}
            </div>
            {report.allowedActions.includes('share') ? (
              <form className="row share-form" onSubmit={submitShare}>
                <label className="field inline">
                  <span className="label">Link valid for (days)</span>
                  <input name="days" type="number" min={1} max={365} defaultValue={30} required />
                </label>
                <button type="submit" disabled={share.isPending}>
                  Create share link
                </button>
              </form>
            ) : null}
            {shared ? (
              <div className="notice success" role="status">
                <CopyField label="Share link" value={shared.url} />
                <p className="small">
                  Works until <DateTime value={shared.expiresAt} />. It is shown only now: copy it
                  before leaving the page.
                </p>
              </div>
            ) : null}
            {error ? <ErrorNotice error={error} /> : null}
            <ShareLinks report={report} />
            <Versions report={report} />
          </>
        )}
      </QueryState>
    </section>
  );
}

function ShareLinks({ report }: { report: ReportState }) {
  if (report.shareLinks.length === 0) return null;
  return (
    <div className="table-wrap">
      <table>
        <caption>Share links</caption>
        <thead>
          <tr>
            <th scope="col">Status</th>
            <th scope="col">Expires</th>
            <th scope="col">Views</th>
            <th scope="col">Last viewed</th>
          </tr>
        </thead>
        <tbody>
          {report.shareLinks.map((link) => (
            <tr key={link.id}>
              <td>
                <Status value={link.status} />
              </td>
              <td>
                <DateTime value={link.expiresAt} />
              </td>
              <td>{link.viewCount}</td>
              <td>
                <DateTime value={link.lastViewedAt} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Versions({ report }: { report: ReportState }) {
  if (report.versions.length === 0)
    return <Empty>No report yet: draft one once referees have answered.</Empty>;
  return (
    <div className="table-wrap">
      <table>
        <caption>Version history</caption>
        <thead>
          <tr>
            <th scope="col">Version</th>
            <th scope="col">Status</th>
            <th scope="col">Drafted</th>
            <th scope="col">Approved</th>
          </tr>
        </thead>
        <tbody>
          {report.versions.map((version) => (
            <tr key={version.id}>
              <td>{version.version}</td>
              <td>
                <Status value={version.status} />
              </td>
              <td>
                <DateTime value={version.createdAt} />
              </td>
              <td>
                <DateTime value={version.approvedAt} />
                {version.approverName ? (
                  <span className="muted small"> by {version.approverName}</span>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
