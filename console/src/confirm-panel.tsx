import { type ReactNode, useEffect, useId, useRef } from 'react';

/**
 * Asks before an action that matters (approving a weak decision, ending
 * share links): what will happen, then a confirm and a way back. Inline,
 * not a modal, so it reads the same on a phone; focus moves to it.
 */
export function ConfirmPanel({
  title,
  children,
  confirmLabel,
  cancelLabel = 'Not now',
  danger = false,
  pending = false,
  onConfirm,
  onCancel,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  danger?: boolean;
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div
      ref={ref}
      className="confirm-panel inset"
      role="alertdialog"
      aria-labelledby={titleId}
      tabIndex={-1}
    >
      <h3 id={titleId}>{title}</h3>
      {children}
      <div className="actions">
        <button
          type="button"
          className={danger ? 'danger' : undefined}
          disabled={pending}
          onClick={onConfirm}
        >
          {confirmLabel}
        </button>
        <button type="button" className="secondary" onClick={onCancel}>
          {cancelLabel}
        </button>
      </div>
    </div>
  );
}
