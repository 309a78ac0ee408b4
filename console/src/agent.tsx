import { type FormEvent, useEffect, useRef, useState } from 'react';
import { type AgentAction, AgentActionCard } from './agent-confirm.tsx';
import { AgentReplyText } from './agent-reply.tsx';
import { useTenantMutation } from './hooks.ts';
import type { AgentResponse } from './types.ts';
import { ErrorNotice } from './ui.tsx';

interface Turn {
  id: number;
  question: string;
  answer?: AgentResponse;
  error?: unknown;
}

/** The changes a reply proposes, each confirmed on its own card. */
function proposalsOf(answer: AgentResponse): AgentAction[] {
  return answer.toolResults
    .filter((result) => result.status === 'proposed')
    .map((result) => result.output as AgentAction);
}

/** App chat: the workspace agent, running only what the recruiter's session may. */
export function AgentPanel({ onClose }: { onClose(): void }) {
  const [turns, setTurns] = useState<Turn[]>([]);
  const counter = useRef(0);
  const input = useRef<HTMLTextAreaElement>(null);
  const log = useRef<HTMLOListElement>(null);
  // The earlier questions go along, so "any red flags?" is about the person named before.
  const ask = useTenantMutation((api, asked: { message: string; earlier: string[] }) =>
    api.post<AgentResponse>('/ops/agent', asked),
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
    const earlier = turns.slice(-5).map((t) => t.question);
    ask.mutate(
      { message: question, earlier },
      {
        onSuccess: (answer) =>
          setTurns((all) => all.map((t) => (t.id === id ? { ...t, answer } : t))),
        onError: (error) => setTurns((all) => all.map((t) => (t.id === id ? { ...t, error } : t))),
      },
    );
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
          <li className="muted">
            Ask about your requests, e.g. “Which requests wait for review?” Changes wait for your
            confirmation.
          </li>
        ) : null}
        {turns.map((turn) => (
          <li key={turn.id}>
            <p className="bubble question">{turn.question}</p>
            {turn.error ? <ErrorNotice error={turn.error} /> : null}
            {!turn.answer && !turn.error ? <p className="muted">Thinking…</p> : null}
            {turn.answer ? (
              <div className="bubble answer">
                <AgentReplyText text={turn.answer.reply} />
                {proposalsOf(turn.answer).map((action) => (
                  <AgentActionCard key={action.id} action={action} />
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
