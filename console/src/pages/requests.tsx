import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'wouter';
import { REQUEST_STATES } from '../../../src/modules/requests/workflow.ts';
import { LIVE_INTERVAL_MS, useTenantList } from '../hooks.ts';
import { disabledBy, RoleNote, usePermission } from '../roles.tsx';
import type { ReferenceRequest } from '../types.ts';
import { DateTime, Empty, ErrorNotice, Loading, Page, personName, Status } from '../ui.tsx';

export function RequestsPage() {
  const change = usePermission('recruiter');
  const [params, setParams] = useSearchParams();
  const status = params.get('status') ?? '';
  const search = params.get('search') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  // The filters live in the address, so a filtered list can be shared or bookmarked
  // (replaced, not pushed: Back leaves the list instead of undoing each keystroke).
  const setFilter = (name: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  const debouncedSearch = useDebounced(search.trim(), 250);
  const filtered = Boolean(status || search || from || to);
  const list = useTenantList<ReferenceRequest>(
    '/reference-requests',
    {
      status: status || undefined,
      search: debouncedSearch || undefined,
      createdAfter: startOfDay(from),
      createdBefore: startOfDay(to, 1),
    },
    { refetchInterval: LIVE_INTERVAL_MS },
  );
  return (
    <Page
      title="Reference requests"
      actions={
        change.allowed ? (
          <Link href="/requests/new" className="button">
            New reference request
          </Link>
        ) : (
          <button type="button" {...disabledBy(change)}>
            New reference request
          </button>
        )
      }
    >
      <RoleNote permission={change} />
      <form className="filters" onSubmit={(event) => event.preventDefault()}>
        <label className="field inline">
          <span className="label">Search</span>
          <input
            type="search"
            value={search}
            placeholder="Candidate, e-mail or role"
            onChange={(event) => setFilter('search', event.target.value)}
          />
        </label>
        <label className="field inline">
          <span className="label">Created from</span>
          <input
            type="date"
            value={from}
            onChange={(event) => setFilter('from', event.target.value)}
          />
        </label>
        <label className="field inline">
          <span className="label">Created until</span>
          <input type="date" value={to} onChange={(event) => setFilter('to', event.target.value)} />
        </label>
        <label className="field inline">
          <span className="label">Status</span>
          <select value={status} onChange={(event) => setFilter('status', event.target.value)}>
            <option value="">Any status</option>
            {REQUEST_STATES.map((state) => (
              <option key={state} value={state}>
                {state.replaceAll('_', ' ')}
              </option>
            ))}
          </select>
        </label>
      </form>
      {list.error ? <ErrorNotice error={list.error} /> : null}
      {list.isPending ? (
        <Loading />
      ) : list.items.length === 0 ? (
        <Empty>
          {filtered
            ? 'No request matches these filters.'
            : 'No reference requests in this environment yet.'}{' '}
          <Link href="/requests/new">Start one</Link>.
        </Empty>
      ) : (
        <RequestTable requests={list.items} />
      )}
      {list.hasNextPage ? (
        <button
          type="button"
          className="secondary"
          disabled={list.isFetchingNextPage}
          onClick={() => list.fetchNextPage()}
        >
          {list.isFetchingNextPage ? 'Loading…' : 'Load more'}
        </button>
      ) : null}
    </Page>
  );
}

/** A value that settles: the search asks the API once typing pauses, not on every key. */
function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** The start of a local calendar day (`<input type="date">`), `plusDays` later, as ISO 8601. */
function startOfDay(date: string, plusDays = 0): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return undefined;
  const [year, month, day] = date.split('-').map(Number);
  return new Date(year!, month! - 1, day! + plusDays).toISOString();
}

export function RequestTable({ requests }: { requests: ReferenceRequest[] }) {
  return (
    <div className="table-wrap">
      <table>
        <thead>
          <tr>
            <th scope="col">Candidate</th>
            <th scope="col">Role</th>
            <th scope="col">Status</th>
            <th scope="col">Referees</th>
            <th scope="col">Created</th>
          </tr>
        </thead>
        <tbody>
          {requests.map((request) => (
            <tr key={request.id}>
              <td>
                <Link href={`/requests/${request.id}`}>{personName(request.candidate)}</Link>
                <div className="muted small">{request.candidate.email}</div>
              </td>
              <td data-label="Role">{request.roleTitle ?? '—'}</td>
              <td data-label="Status">
                <Status value={request.status} />
              </td>
              <td data-label="Referees">
                {request.contacts.filter((contact) => contact.status === 'completed').length} of{' '}
                {request.contacts.length} answered
              </td>
              <td data-label="Created">
                <DateTime value={request.createdAt} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
