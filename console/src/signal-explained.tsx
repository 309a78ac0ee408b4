import { explainSignal } from '../../src/modules/trust-signals/signal-copy.ts';
import { personName, Status } from './ui.tsx';

/** A trust signal that explains itself: what was seen, about which referee, and why it matters. */
export function SignalExplained({
  signal,
  referee,
}: {
  signal: { kind: string; severity: string; status: string; details: Record<string, unknown> };
  referee?: { firstName?: string | null; lastName?: string | null };
}) {
  const text = explainSignal(signal);
  return (
    <>
      <strong>{text.title}</strong> <Status value={signal.severity} />{' '}
      <Status value={signal.status} />
      {referee ? <span className="muted"> · referee {personName(referee)}</span> : null}
      <p className="small">
        <span className="label">Seen:</span> {text.seen}
      </p>
      <p className="small">
        <span className="label">Why it matters:</span> {text.why}
      </p>
    </>
  );
}
