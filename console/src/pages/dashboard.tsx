import { Link } from 'wouter';
import { explainSignal } from '../../../src/modules/trust-signals/signal-copy.ts';
import { LIVE_INTERVAL_MS, useTenantQuery } from '../hooks.ts';
import type { Dashboard, Workspace } from '../types.ts';
import { DateTime, Empty, Page, personName, QueryState, Status } from '../ui.tsx';

/** A median in hours, as a person reads it: minutes under an hour, hours above, "–" with none. */
export function formatDuration(hours: number | null): string {
  if (hours === null) return '–';
  if (hours < 1) {
    const minutes = Math.round(hours * 60);
    return minutes < 1 ? '< 1 min' : `${minutes} min`;
  }
  return `${hours.toFixed(1)} h`;
}

export function DashboardPage() {
  const dashboard = useTenantQuery<Dashboard>('/dashboard', undefined, {
    refetchInterval: LIVE_INTERVAL_MS,
  });
  const workspace = useTenantQuery<Workspace>('/workspace', undefined, {
    refetchInterval: LIVE_INTERVAL_MS,
  });
  return (
    <Page
      title="Dashboard"
      actions={
        <Link href="/requests/new" className="button">
          New reference request
        </Link>
      }
    >
      <QueryState query={dashboard}>
        {(data) => (
          <div className="stats">
            <Stat label="Reference requests" value={data.referenceRequests.total} />
            <Stat label="Referees invited" value={data.referees.invited} />
            <Stat label="Referees completed" value={data.referees.completed} />
            <Stat
              label="Completion rate"
              value={
                data.completionRate === null ? '—' : `${Math.round(data.completionRate * 100)}%`
              }
            />
            <Stat
              label="Median time to complete"
              value={formatDuration(data.medianTimeToCompleteHours)}
            />
          </div>
        )}
      </QueryState>
      <QueryState query={workspace}>
        {(data) => (
          <div className="grid-2">
            {data.undeliveredMessages.length > 0 ? (
              <NeedsAttention messages={data.undeliveredMessages} />
            ) : null}
            <section className="card" aria-labelledby="by-status">
              <h2 id="by-status">By status</h2>
              {Object.values(data.counts.byStatus).every((count) => !count) ? (
                <Empty>No reference requests yet.</Empty>
              ) : (
                <ul className="plain">
                  {Object.entries(data.counts.byStatus)
                    .filter(([, count]) => count > 0)
                    .map(([status, count]) => (
                      <li key={status}>
                        <Link href={`/requests?status=${status}`}>
                          <Status value={status} /> {count}
                        </Link>
                      </li>
                    ))}
                </ul>
              )}
            </section>
            <section className="card" aria-labelledby="signals">
              <h2 id="signals">Open trust signals</h2>
              {data.openTrustSignals.length === 0 ? (
                <Empty>No open trust signals.</Empty>
              ) : (
                <ul className="plain">
                  {data.openTrustSignals.map((signal) => (
                    <li key={signal.id}>
                      <Link href={`/requests/${signal.referenceRequestId}`}>
                        {signal.candidate ? personName(signal.candidate) : 'Unknown candidate'}
                      </Link>{' '}
                      <Status value={signal.severity} />{' '}
                      <span className="muted small">{explainSignal(signal).title}</span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <section className="card span-2" aria-labelledby="recent">
              <h2 id="recent">Recent requests</h2>
              {data.recentRequests.length === 0 ? (
                <Empty>
                  No reference requests in this environment yet.{' '}
                  <Link href="/requests/new">Start one</Link>.
                </Empty>
              ) : (
                <div className="table-wrap">
                  <table>
                    <thead>
                      <tr>
                        <th scope="col">Candidate</th>
                        <th scope="col">Role</th>
                        <th scope="col">Status</th>
                        <th scope="col">Updated</th>
                      </tr>
                    </thead>
                    <tbody>
                      {data.recentRequests.map((request) => (
                        <tr key={request.id}>
                          <td>
                            <Link href={`/requests/${request.id}`}>
                              {personName(request.candidate)}
                            </Link>
                          </td>
                          <td>{request.roleTitle ?? '—'}</td>
                          <td>
                            <Status value={request.status} />
                          </td>
                          <td>
                            <DateTime value={request.updatedAt} />
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </section>
          </div>
        )}
      </QueryState>
    </Page>
  );
}

function Stat({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="stat">
      <span className="stat-value">{value}</span>
      <span className="stat-label">{label}</span>
    </div>
  );
}

const CHANNEL_WORDS = { email: 'E-mail', sms: 'Text message' } as const;

/**
 * Messages that did not arrive and still need the recruiter: each links to
 * its request, where the referee's address is fixed (a new invitation goes
 * out) or the message resent. Gone from the list once a later one went out.
 */
function NeedsAttention({ messages }: { messages: Workspace['undeliveredMessages'] }) {
  return (
    <section className="card span-2 attention" aria-labelledby="attention">
      <h2 id="attention">Needs attention</h2>
      <p className="muted small">
        {messages.length === 1 ? 'A message' : `${messages.length} messages`} did not arrive. Fix
        the address on the request, or resend.
      </p>
      <ul className="plain attention-list">
        {messages.map((message) => (
          <li key={message.deliveryId}>
            <div>
              <Link href={`/requests/${message.referenceRequestId}`}>
                {personName(message.recipient)}
              </Link>{' '}
              <span className="muted small">
                {message.recipient.role === 'referee'
                  ? `referee for ${personName(message.candidate)}`
                  : 'candidate'}
              </span>
            </div>
            <div className="small">
              {CHANNEL_WORDS[message.channel]} {message.kind}: <Status value={message.status} />{' '}
              <DateTime value={message.at} />
            </div>
            {message.error ? <div className="delivery-error small">{message.error}</div> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
