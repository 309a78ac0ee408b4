import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { useTenantMutation } from './hooks.ts';
import type { AgentResponse } from './types.ts';
import { ErrorNotice, Status } from './ui.tsx';

interface Turn {
  id: number;
  question: string;
  answer?: AgentResponse;
  error?: unknown;
}

interface RecordLink {
  href: string;
  label: string;
  status?: string;
}

const RECORD_PAGES: [prefix: string, page: string][] = [
  ['rr_', '/requests/'],
  ['cand_', '/candidates/'],
  ['key_', '/api-keys/'],
];

/** The records a tool touched, as links to their pages: a single object or a list's items. */
function recordLinks(output: unknown): RecordLink[] {
  const items = Array.isArray((output as { data?: unknown })?.data)
    ? ((output as { data: unknown[] }).data as unknown[])
    : [output];
  const links: RecordLink[] = [];
  for (const item of items) {
    const record = (item as { referenceRequest?: unknown })?.referenceRequest ?? item;
    if (!record || typeof record !== 'object') continue;
    const { id, status, candidate, name, firstName, lastName } = record as Record<string, unknown>;
    if (typeof id !== 'string') continue;
    const page = RECORD_PAGES.find(([prefix]) => id.startsWith(prefix));
    if (!page) continue;
    const person = candidate as { firstName?: string; lastName?: string } | undefined;
    const label =
      [person?.firstName ?? firstName, person?.lastName ?? lastName].filter(Boolean).join(' ') ||
      (typeof name === 'string' ? name : id);
    links.push({
      href: `${page[1]}${id}`,
      label,
      status: typeof status === 'string' ? status : undefined,
    });
  }
  return links;
}

/** Cards stay short: a lookup may read many records, the first few link to theirs. */
const MAX_LINKS = 5;

function ToolLinks({ output }: { output: unknown }) {
  const links = recordLinks(output);
  if (links.length === 0) return null;
  return (
    <ul className="plain">
      {links.slice(0, MAX_LINKS).map((link) => (
        <li key={link.href}>
          <Link href={link.href}>{link.label}</Link>{' '}
          {link.status ? <Status value={link.status} /> : null}
        </li>
      ))}
      {links.length > MAX_LINKS ? (
        <li className="muted small">and {links.length - MAX_LINKS} more</li>
      ) : null}
    </ul>
  );
}

/** App chat: the workspace agent, running only what the recruiter's session may. */
export function AgentPanel({ onClose }: { onClose(): void }) {
  const [turns, setTurns] = useState<Turn[]>([]);
  const counter = useRef(0);
  const input = useRef<HTMLTextAreaElement>(null);
  const log = useRef<HTMLOListElement>(null);
  const ask = useTenantMutation((api, message: string) =>
    api.post<AgentResponse>('/ops/agent', { message }),
  );

  useEffect(() => {
    input.current?.focus();
  }, []);
  useEffect(() => {
    log.current?.lastElementChild?.scrollIntoView({ block: 'end' });
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const question = input.current?.value.trim() ?? '';
    if (!question) return;
    counter.current += 1;
    const id = counter.current;
    setTurns((all) => [...all, { id, question }]);
    if (input.current) input.current.value = '';
    ask.mutate(question, {
      onSuccess: (answer) =>
        setTurns((all) => all.map((t) => (t.id === id ? { ...t, answer } : t))),
      onError: (error) => setTurns((all) => all.map((t) => (t.id === id ? { ...t, error } : t))),
    });
  };

  return (
    <aside id="agent-panel" className="agent-panel" aria-labelledby="agent-title">
      <header>
        <h2 id="agent-title">Assistant</h2>
        <button type="button" className="secondary small" onClick={onClose}>
          Close
        </button>
      </header>
      <ol className="agent-log" ref={log} aria-live="polite">
        {turns.length === 0 ? (
          <li className="muted">Ask about your requests, e.g. “Which requests wait for review?”</li>
        ) : null}
        {turns.map((turn) => (
          <li key={turn.id}>
            <p className="bubble question">{turn.question}</p>
            {turn.error ? <ErrorNotice error={turn.error} /> : null}
            {!turn.answer && !turn.error ? <p className="muted">Thinking…</p> : null}
            {turn.answer ? (
              <div className="bubble answer">
                <p className="pre">{turn.answer.reply}</p>
                {turn.answer.toolResults.map((result) => (
                  <div key={`${result.tool}:${JSON.stringify(result.input)}`} className="tool-card">
                    <p className="small">
                      <code>{result.tool}</code> <Status value={result.status} />
                    </p>
                    <ToolLinks output={result.output} />
                  </div>
                ))}
              </div>
            ) : null}
          </li>
        ))}
      </ol>
      <form onSubmit={submit} className="agent-form">
        <label htmlFor="agent-input" className="visually-hidden">
          Message to the assistant
        </label>
        <textarea
          id="agent-input"
          ref={input}
          rows={2}
          placeholder="Ask or instruct…"
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              event.currentTarget.form?.requestSubmit();
            }
          }}
        />
        <button type="submit" disabled={ask.isPending}>
          Send
        </button>
      </form>
    </aside>
  );
}
