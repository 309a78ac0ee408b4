import { createContext, type ReactNode, useContext, useRef } from 'react';
import { ApiError } from './api.ts';
import { ErrorNotice, Field } from './ui.tsx';

/**
 * A failed submit's problem+json `errors[]` shown on the fields they name
 * (`candidate.email`, `contacts.0.phone`), all at once, instead of one at a
 * time in a banner. The form's notice lists only what no field showed.
 */
interface FieldErrors {
  messages: Map<string, string>;
  /** The paths a field of this form shows, filled as the fields render. */
  shown: Set<string>;
}

const FieldErrorsContext = createContext<FieldErrors>({ messages: new Map(), shown: new Set() });

function messagesOf(error: unknown): Map<string, string> {
  const messages = new Map<string, string>();
  if (error instanceof ApiError)
    for (const item of error.errors)
      if (!messages.has(item.path)) messages.set(item.path, item.message);
  return messages;
}

/** Wraps a form: its fields show the errors of `error` (a mutation's) that name them. */
export function FieldErrorsProvider({ error, children }: { error: unknown; children: ReactNode }) {
  const shown = useRef(new Set<string>()).current;
  shown.clear();
  return (
    <FieldErrorsContext.Provider value={{ messages: messagesOf(error), shown }}>
      {children}
    </FieldErrorsContext.Provider>
  );
}

/** The message for a field's path, if the last submit's problem named it. */
export function useFieldError(path: string | undefined): string | undefined {
  const { messages, shown } = useContext(FieldErrorsContext);
  if (!path) return undefined;
  shown.add(path);
  return messages.get(path);
}

/** The error text under a control; `id` lets the control point at it (aria-describedby). */
export function FieldError({ path, id }: { path: string; id?: string }) {
  const message = useFieldError(path);
  return message ? (
    <span className="field-error" id={id}>
      {message}
    </span>
  ) : null;
}

/**
 * Below the fields: a short notice when the problem named fields (they say
 * what is wrong), and the full notice for any other failure or any error no
 * field showed.
 */
export function FormError({ error }: { error: unknown }) {
  const { shown } = useContext(FieldErrorsContext);
  if (!error) return null;
  if (error instanceof ApiError && error.errors.length > 0) {
    const unshown = error.errors.filter((item) => !shown.has(item.path));
    if (unshown.length === 0)
      return (
        <p className="notice error" role="alert">
          {error.errors.length === 1
            ? 'One field needs a change: see the message under it.'
            : `${error.errors.length} fields need a change: see the messages under them.`}
        </p>
      );
  }
  return <ErrorNotice error={error} />;
}

/** A Field that shows the error the last submit's problem gave its path. */
export function CheckedField({
  path,
  ...field
}: {
  path: string;
  label: string;
  hint?: string;
  children: ReactNode;
}) {
  return <Field {...field} error={useFieldError(path)} />;
}

/*
 * For forms whose fields are a list (the questionnaire editor): the errors
 * read by path prefix rather than through the provider above.
 */
/**
 * The problem's `errors[]` by field: `at('questions.2.prompt')` answers the
 * messages of that field and of anything under it (`questions.2.options.1`).
 */
export function fieldErrorsOf(error: unknown) {
  const errors = error instanceof ApiError ? error.errors : [];
  return {
    at: (path: string) =>
      errors
        .filter((item) => item.path === path || item.path.startsWith(`${path}.`))
        .map((item) => item.message),
    exact: (path: string) =>
      errors.filter((item) => item.path === path).map((item) => item.message),
    any: errors.length > 0,
  };
}

/** The messages of one field, under it, announced to screen readers. */
export function FieldMessages({ id, messages }: { id?: string; messages: string[] }) {
  if (messages.length === 0) return null;
  return (
    <span id={id} className="field-error" role="alert">
      {messages.join('; ')}
    </span>
  );
}
