import { useState } from 'react';
import { useTenantList } from '../hooks.ts';
import type { AuditEvent } from '../types.ts';
import { DateTime, Empty, ErrorNotice, Loading, Page } from '../ui.tsx';

/** The tenant's audit events in this environment: every change, who made it, its trace id. */
export function AuditPage() {
  const [action, setAction] = useState('');
  const [targetId, setTargetId] = useState('');
  const events = useTenantList<AuditEvent>('/audit-events', {
    action: action.trim() || undefined,
    targetId: targetId.trim() || undefined,
  });
  return (
    <Page title="Audit log">
      <form className="filters" onSubmit={(event) => event.preventDefault()}>
        <label className="field inline">
          <span className="label">Action</span>
          <input
            value={action}
            placeholder="api_key.revoked"
            onChange={(e) => setAction(e.target.value)}
          />
        </label>
        <label className="field inline">
          <span className="label">Record id</span>
          <input
            value={targetId}
            placeholder="rr_…"
            onChange={(e) => setTargetId(e.target.value)}
          />
        </label>
      </form>
      <AuditTable events={events.items} />
      {events.error ? <ErrorNotice error={events.error} /> : null}
      {events.isPending ? <Loading /> : null}
      {!events.isPending && events.items.length === 0 ? (
        <Empty>No audit events match.</Empty>
      ) : null}
      {events.hasNextPage ? (
        <button type="button" className="secondary" onClick={() => events.fetchNextPage()}>
          Load more
        </button>
      ) : null}
    </Page>
  );
}

/** The note a recruiter gave with an action (a dismissed trust signal's why), as written. */
function AuditNote({ metadata }: { metadata: AuditEvent['metadata'] }) {
  const note = metadata.note;
  if (typeof note !== 'string' || note.length === 0) return null;
  return <p className="small audit-note">Note: {note}</p>;
}

export function AuditTable({ events }: { events: AuditEvent[] }) {
  if (events.length === 0) return null;
  return (
    <div className="table-wrap">
      <table>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Action</th>
            <th scope="col">Who</th>
            <th scope="col">Record</th>
            <th scope="col">Trace id</th>
          </tr>
        </thead>
        <tbody>
          {events.map((event) => (
            <tr key={event.id}>
              <td>
                <DateTime value={event.createdAt} />
              </td>
              <td data-label="Action">
                <code>{event.action}</code>
                <AuditNote metadata={event.metadata} />
              </td>
              <td data-label="Who">
                {event.actorKind} <span className="muted small">{event.actorId}</span>
              </td>
              <td data-label="Record">
                <span className="muted small">{event.targetType}</span>{' '}
                <code>{event.targetId}</code>
              </td>
              <td data-label="Trace id">
                <code className="small">{event.traceId ?? '—'}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
