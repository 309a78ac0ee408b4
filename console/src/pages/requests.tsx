import { Link, useSearchParams } from 'wouter';
import { REQUEST_STATES } from '../../../src/modules/requests/workflow.ts';
import { LIVE_INTERVAL_MS, useTenantList } from '../hooks.ts';
import type { ReferenceRequest } from '../types.ts';
import { DateTime, Empty, ErrorNotice, Loading, Page, personName, Status } from '../ui.tsx';

export function RequestsPage() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status') ?? '';
  const list = useTenantList<ReferenceRequest>(
    '/reference-requests',
    { status: status || undefined },
    { refetchInterval: LIVE_INTERVAL_MS },
  );
  return (
    <Page
      title="Reference requests"
      actions={
        <Link href="/requests/new" className="button">
          New reference request
        </Link>
      }
    >
      <form className="filters" onSubmit={(event) => event.preventDefault()}>
        <label className="field inline">
          <span className="label">Status</span>
          <select
            value={status}
            onChange={(event) =>
              setParams(event.target.value ? { status: event.target.value } : {})
            }
          >
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
          {status
            ? 'No request is in this state.'
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
              <td>{request.roleTitle ?? '—'}</td>
              <td>
                <Status value={request.status} />
              </td>
              <td>
                {request.contacts.filter((contact) => contact.status === 'completed').length} of{' '}
                {request.contacts.length} answered
              </td>
              <td>
                <DateTime value={request.createdAt} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
