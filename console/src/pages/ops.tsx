import { type FormEvent, useRef } from 'react';
import { LIVE_INTERVAL_MS, useTenantList, useTenantMutation } from '../hooks.ts';
import type { CreateOpsMessageInput, OpsMessage } from '../types.ts';
import { DateTime, Empty, ErrorNotice, Field, Loading, Page, Status } from '../ui.tsx';

export function OpsPage() {
  const feed = useTenantList<OpsMessage>('/ops/feed', undefined, {
    refetchInterval: LIVE_INTERVAL_MS,
  });
  const form = useRef<HTMLFormElement>(null);
  const post = useTenantMutation(
    (api, body: CreateOpsMessageInput) => api.post<OpsMessage>('/ops/messages', body),
    { onSuccess: () => form.current?.reset() },
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '').trim();
    const body: CreateOpsMessageInput = {
      title: text('title'),
      body: text('body'),
      priority: text('priority') as CreateOpsMessageInput['priority'],
    };
    if (text('to')) body.to = text('to');
    post.mutate(body);
  };
  return (
    <Page title="Ops">
      <form ref={form} className="card stack" onSubmit={submit} aria-labelledby="composer">
        <h2 id="composer">Post a message</h2>
        <Field label="Title">
          <input name="title" required maxLength={200} />
        </Field>
        <Field label="Message">
          <textarea name="body" required rows={3} />
        </Field>
        <div className="form-grid">
          <Field label="For">
            <input name="to" placeholder="Hiring team" />
          </Field>
          <Field label="Priority">
            <select name="priority" defaultValue="normal">
              <option value="low">Low</option>
              <option value="normal">Normal</option>
              <option value="high">High</option>
            </select>
          </Field>
        </div>
        {post.error ? <ErrorNotice error={post.error} /> : null}
        <button type="submit" disabled={post.isPending}>
          Post to the feed
        </button>
      </form>
      <section aria-labelledby="feed">
        <h2 id="feed">Feed</h2>
        {feed.error ? <ErrorNotice error={feed.error} /> : null}
        {feed.isPending ? <Loading /> : null}
        {!feed.isPending && feed.items.length === 0 ? <Empty>No messages yet.</Empty> : null}
        <ol className="feed">
          {feed.items.map((message) => (
            <li key={message.id} className="card">
              <h3>
                {message.title}{' '}
                {message.priority !== 'normal' ? <Status value={message.priority} /> : null}
              </h3>
              <p className="pre">{message.body}</p>
              <p className="muted small">
                {message.from ?? message.author.kind} {message.to ? `→ ${message.to}` : ''} ·{' '}
                <DateTime value={message.createdAt} />
              </p>
            </li>
          ))}
        </ol>
        {feed.hasNextPage ? (
          <button type="button" className="secondary" onClick={() => feed.fetchNextPage()}>
            Older messages
          </button>
        ) : null}
      </section>
    </Page>
  );
}
