import { type ReactNode, useEffect, useId, useState } from 'react';
import { ApiError } from './api.ts';
import { environmentOfPath, samePageIn } from './environment-path.ts';

/** Names the browser tab after the page. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · Refcheck`;
  }, [title]);
}

export function Page({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <section className="page" aria-labelledby="page-title">
      <header className="page-header">
        <h1 id="page-title">{title}</h1>
        {actions ? <div className="actions">{actions}</div> : null}
      </header>
      {children}
    </section>
  );
}

export function Loading({ label = 'Loading…' }: { label?: string }) {
  return (
    <p className="muted" role="status" aria-live="polite">
      {label}
    </p>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return <div className="empty">{children}</div>;
}

/** A failed call as people can act on it: the problem's detail, and the trace id to quote to support. */
export function ErrorNotice({ error }: { error: unknown }) {
  const problem = error instanceof ApiError ? error : undefined;
  const detail = problem?.detail ?? (error instanceof Error ? error.message : String(error));
  return (
    <div className="notice error" role="alert">
      <p>
        <strong>{problem ? problemTitle(problem) : 'Something went wrong'}.</strong> {detail}
      </p>
      {problem?.errors.length ? (
        <ul>
          {problem.errors.map((item) => (
            <li key={`${item.path}:${item.message}`}>
              <code>{item.path}</code> {item.message}
            </li>
          ))}
        </ul>
      ) : null}
      {problem?.status === 404 ? <OtherEnvironmentLink /> : null}
      {problem?.traceId ? (
        <p className="trace">
          Trace id <code>{problem.traceId}</code>{' '}
          <CopyButton value={problem.traceId} label="Copy trace id" />
        </p>
      ) : null}
    </div>
  );
}

/**
 * A record of the other environment answers 404 like an unknown one
 * (CONTRACT, "Environments"): an address from before the environment was in
 * it, or a live link to a test request, gets a way to the same page there.
 */
function OtherEnvironmentLink() {
  const current = environmentOfPath(location.pathname);
  if (!current) return null;
  const other = current === 'test' ? 'live' : 'test';
  return (
    <p>
      Records of {current === 'test' ? 'test mode' : 'live'} only are shown here.{' '}
      <a href={samePageIn(location.pathname, other)}>
        Open this page in {other === 'test' ? 'test mode' : 'live'}
      </a>
    </p>
  );
}

function problemTitle(problem: ApiError): string {
  return `${problem.code.replaceAll('_', ' ').replace(/^./, (c) => c.toUpperCase())} (${problem.status})`;
}

/** Renders a query's three states: loading, failed, and its data. */
export function QueryState<T>({
  query,
  children,
}: {
  query: { isPending: boolean; error: unknown; data: T | undefined };
  children: (data: T) => ReactNode;
}) {
  // A refresh that failed keeps what was loaded on the page (and what the user was doing
  // there: an open question, a half-filled form): only a first load's error replaces it.
  if (query.data !== undefined) {
    return (
      <>
        {query.error ? <RefreshFailed error={query.error} /> : null}
        {children(query.data)}
      </>
    );
  }
  if (query.error) return <ErrorNotice error={query.error} />;
  return <Loading />;
}

/** A polled view's refresh failed: what is shown may be out of date; the next poll tries again. */
function RefreshFailed({ error }: { error: unknown }) {
  const detail = error instanceof Error ? error.message : String(error);
  return (
    <p className="notice warning small" role="status">
      Could not refresh. {detail} What you see was loaded before; it tries again by itself.
    </p>
  );
}

export function CopyButton({ value, label = 'Copy' }: { value: string; label?: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      aria-label={label}
      className="small secondary"
      onClick={async () => {
        await navigator.clipboard?.writeText(value).catch(() => undefined);
        setCopied(true);
        setTimeout(() => setCopied(false), 1500);
      }}
    >
      {copied ? 'Copied' : 'Copy'}
    </button>
  );
}

/** A value to copy (a link, a key), read-only and selectable. */
export function CopyField({ label, value }: { label: string; value: string }) {
  const id = useId();
  return (
    <div className="copy-field">
      <label htmlFor={id}>{label}</label>
      <div className="row">
        <input id={id} readOnly value={value} onFocus={(event) => event.currentTarget.select()} />
        <CopyButton value={value} label={`Copy ${label.toLowerCase()}`} />
      </div>
    </div>
  );
}

const dateTimeFormat = new Intl.DateTimeFormat(undefined, {
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** A moment in the browser's locale and time zone, with the exact instant on hover. */
export function DateTime({ value }: { value: string | null | undefined }) {
  if (!value) return <span className="muted">—</span>;
  const date = new Date(value);
  return (
    <time dateTime={value} title={date.toISOString()}>
      {dateTimeFormat.format(date)}
    </time>
  );
}

export function Status({ value }: { value: string }) {
  return <span className={`status status-${value}`}>{value.replaceAll('_', ' ')}</span>;
}

export function Field({
  label,
  hint,
  error,
  children,
}: {
  label: string;
  hint?: string;
  /** What the last submit's problem said about this field (field-errors.tsx). */
  error?: string;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control is the child passed in
    <label className={error ? 'field invalid' : 'field'}>
      <span className="label">{label}</span>
      {children}
      {error ? <span className="field-error">{error}</span> : null}
      {hint ? <span className="hint">{hint}</span> : null}
    </label>
  );
}

/** `months_known` or `monthsKnown` → "Months known". */
export function humanize(value: string): string {
  return value
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replaceAll('_', ' ')
    .toLowerCase()
    .replace(/^./, (c) => c.toUpperCase());
}

export function personName(person: {
  firstName?: string | null;
  lastName?: string | null;
  erasedAt?: string | null;
}): string {
  const name = [person.firstName, person.lastName].filter(Boolean).join(' ');
  return name || (person.erasedAt ? 'Erased' : 'Unnamed');
}
