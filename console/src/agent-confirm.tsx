import { useState } from 'react';
import type { z } from 'zod';
import type {
  agentActionSchema,
  agentConfirmationSchema,
} from '../../src/modules/agent/agent.schemas.ts';
import { AgentReplyText } from './agent-reply.tsx';
import { useTenantMutation } from './hooks.ts';
import { ErrorNotice } from './ui.tsx';

export type AgentAction = z.infer<typeof agentActionSchema>;
type AgentConfirmation = z.infer<typeof agentConfirmationSchema>;

/**
 * A change the assistant proposed: what it will do (candidate, e-mail, role,
 * live or test, what is sent) and the one button that runs it. Nothing
 * changes until Confirm; the service runs it once, so a second press
 * cannot repeat it.
 */
export function AgentActionCard({ action }: { action: AgentAction }) {
  const [dismissed, setDismissed] = useState(false);
  const confirm = useTenantMutation((api, id: string) =>
    api.post<AgentConfirmation>(`/ops/agent/actions/${encodeURIComponent(id)}/confirm`),
  );
  const done = confirm.data;
  const headingId = `action-${action.id}`;
  return (
    <section className="agent-action" aria-labelledby={headingId}>
      <p id={headingId} className="agent-action-title">
        <strong>{action.title}</strong>{' '}
        <span className={`mode mode-${action.environment}`}>
          {action.environment === 'live' ? 'Live' : 'Test mode'}
        </span>
      </p>
      <dl>
        {action.details.map((detail) => (
          <div key={detail.label}>
            <dt>{detail.label}</dt>
            <dd>{detail.value}</dd>
          </div>
        ))}
      </dl>
      {done ? (
        <div role="status">
          <AgentReplyText text={done.reply} />
        </div>
      ) : dismissed ? (
        <p className="muted small" role="status">
          Dismissed: nothing was changed.
        </p>
      ) : (
        <div className="actions">
          <button
            type="button"
            disabled={confirm.isPending}
            onClick={() => confirm.mutate(action.id)}
          >
            {confirm.isPending ? 'Confirming…' : 'Confirm'}
          </button>
          <button
            type="button"
            className="secondary"
            disabled={confirm.isPending}
            onClick={() => setDismissed(true)}
          >
            Dismiss
          </button>
        </div>
      )}
      {confirm.error ? <ErrorNotice error={confirm.error} /> : null}
    </section>
  );
}
