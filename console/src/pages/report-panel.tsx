import { type FormEvent, useState } from 'react';
import { explainSignal } from '../../../src/modules/trust-signals/signal-copy.ts';
import { ConfirmPanel } from '../confirm-panel.tsx';
import { LIVE_INTERVAL_MS, useTenantMutation, useTenantQuery } from '../hooks.ts';
import { ReportPreview } from '../report-preview.tsx';
import { useConsole } from '../session.tsx';
import type { CreatedShareLink, ReportState, ShareInput, ValuationDraft } from '../types.ts';
import { CopyField, DateTime, Empty, ErrorNotice, QueryState, Status } from '../ui.tsx';

const activeLinkIds = (report: ReportState) =>
  report.shareLinks.filter((link) => link.status === 'active').map((link) => link.id);

/** The report of a request: draft, approve, share (the link shown once), revoke, PDF, versions. */
export function ReportPanel({ requestId }: { requestId: string }) {
  const path = `/reference-reports/${requestId}`;
  const { api } = useConsole();
  const state = useTenantQuery<ReportState>(path, undefined, { refetchInterval: LIVE_INTERVAL_MS });
  const [shared, setShared] = useState<CreatedShareLink | null>(null);
  const [asking, setAsking] = useState<'approve' | 'revoke' | null>(null);
  const [ended, setEnded] = useState<number | null>(null);
  const draft = useTenantMutation((tenant, _: undefined) =>
    tenant.post<ValuationDraft>(`${path}/draft`),
  );
  const approve = useTenantMutation(
    (tenant, _: undefined) => tenant.post<ReportState>(`${path}/approve`),
    { onSuccess: () => setAsking(null) },
  );
  const share = useTenantMutation(
    (tenant, body: ShareInput) => tenant.post<CreatedShareLink>(`${path}/share`, body),
    { onSuccess: (link) => setShared(link) },
  );
  // How many links the revoke ended: those active before it that it answers as revoked.
  const revoke = useTenantMutation(
    (tenant, _activeBefore: string[]) => tenant.post<ReportState>(`${path}/revoke`),
    {
      onSuccess: (after, activeBefore) => {
        setShared(null);
        setAsking(null);
        setEnded(
          after.shareLinks.filter((l) => l.status === 'revoked' && activeBefore.includes(l.id))
            .length,
        );
      },
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
                  onClick={() =>
                    report.approvalChecks.weak ? setAsking('approve') : approve.mutate(undefined)
                  }
                  disabled={approve.isPending || asking === 'approve'}
                >
                  Approve version {report.currentVersion}
                </button>
              ) : null}
              {report.approvedVersion ? (
                <a className="button secondary" href={api.href(`${path}/pdf`)} download>
                  Download PDF
                </a>
              ) : null}
              {report.allowedActions.includes('revoke') && activeLinkIds(report).length > 0 ? (
                <button
                  type="button"
                  className="danger secondary"
                  disabled={asking === 'revoke'}
                  onClick={() => {
                    setEnded(null);
                    setAsking('revoke');
                  }}
                >
                  Revoke share links
                </button>
              ) : null}
            </div>
            {asking === 'approve' ? (
              <ApprovalConfirm
                report={report}
                pending={approve.isPending}
                onConfirm={() => approve.mutate(undefined)}
                onCancel={() => setAsking(null)}
              />
            ) : null}
            {asking === 'revoke' ? (
              <ConfirmPanel
                title={`End ${plural(activeLinkIds(report).length, 'active share link')}?`}
                confirmLabel="Revoke share links"
                cancelLabel="Keep them"
                danger
                pending={revoke.isPending}
                onConfirm={() => revoke.mutate(activeLinkIds(report))}
                onCancel={() => setAsking(null)}
              >
                <p>
                  Anyone who opens them will be told the report was revoked. This cannot be undone;
                  you can create a new link afterwards.
                </p>
              </ConfirmPanel>
            ) : null}
            {ended !== null ? (
              <p className="notice success" role="status">
                Ended {plural(ended, 'share link')}.
              </p>
            ) : null}
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
            {/* Last: the preview grows when its frame loads, so nothing a recruiter clicks sits below it and moves. */}
            {report.versions[0] ? (
              <>
                <h3>
                  {report.status === 'draft'
                    ? `Draft version ${report.currentVersion}, as its share link will show it`
                    : `Version ${report.currentVersion}, as its share link shows it`}
                </h3>
                <ReportPreview
                  requestId={requestId}
                  revision={`${report.versions[0].updatedAt}-${report.status}`}
                />
              </>
            ) : null}
          </>
        )}
      </QueryState>
    </section>
  );
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/** A weak decision, said before it is made: who has not answered, which signals are open. */
function ApprovalConfirm({
  report,
  pending,
  onConfirm,
  onCancel,
}: {
  report: ReportState;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { unansweredReferees, openTrustSignals } = report.approvalChecks;
  return (
    <ConfirmPanel
      title="Approve with open questions?"
      confirmLabel={`Approve version ${report.currentVersion} anyway`}
      cancelLabel="Not yet"
      pending={pending}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {unansweredReferees.length > 0 ? (
        <>
          <p>
            {plural(unansweredReferees.length, 'referee')}{' '}
            {unansweredReferees.length === 1 ? 'has' : 'have'} not answered. Approving completes the
            request: their links close and they can no longer answer.
          </p>
          <ul>
            {unansweredReferees.map((referee) => (
              <li key={referee.contactId}>
                {referee.name} <Status value={referee.status} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {openTrustSignals.length > 0 ? (
        <>
          <p>
            {plural(openTrustSignals.length, 'trust signal')}{' '}
            {openTrustSignals.length === 1 ? 'is' : 'are'} still open. Confirm or dismiss them under
            Responses first, or approve knowing them.
          </p>
          <ul>
            {openTrustSignals.map((signal) => (
              <li key={signal.id}>
                <Status value={signal.severity} /> {explainSignal(signal).title}
                {signal.refereeName ? ` — ${signal.refereeName}` : ''}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </ConfirmPanel>
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
              <td data-label="Status">
                <Status value={link.status} />
              </td>
              <td data-label="Expires">
                <DateTime value={link.expiresAt} />
              </td>
              <td data-label="Views">{link.viewCount}</td>
              <td data-label="Last viewed">
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
              <td data-label="Version">{version.version}</td>
              <td data-label="Status">
                <Status value={version.status} />
              </td>
              <td data-label="Drafted">
                <DateTime value={version.createdAt} />
              </td>
              <td data-label="Approved">
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
