import { useId } from 'react';
import {
  PURPOSE_EXPLAINED,
  PURPOSES,
  type Purpose,
  purposeFits,
  questionKinds,
} from '../../src/modules/questionnaires/kinds/index.ts';
import { FieldMessages, type fieldErrorsOf } from './field-errors.tsx';
import type { Question, QuestionInput } from './types.ts';

/** The kinds offered, in the registry's order, each by its module's title. */
export const KINDS: { kind: QuestionInput['kind']; label: string }[] = Object.values(
  questionKinds,
).map((module) => ({ kind: module.kind, label: module.title }));

/** A question being edited: every kind's fields kept, so switching kind loses nothing. */
export interface DraftQuestion {
  uid: string;
  key: string;
  kind: QuestionInput['kind'];
  prompt: string;
  required: boolean;
  label: string;
  options: string[];
  multiple: boolean;
  min: string;
  max: string;
  /** '' when the question has no purpose. */
  purpose: Purpose | '';
}

let uidCounter = 0;
const nextUid = () => `q${++uidCounter}`;

export function newDraftQuestion(kind: QuestionInput['kind'], taken: string[]): DraftQuestion {
  let n = taken.length + 1;
  while (taken.includes(`question${n}`)) n += 1;
  return {
    uid: nextUid(),
    key: `question${n}`,
    kind,
    prompt: '',
    required: true,
    label: '',
    options: kind === 'choice' ? ['', ''] : [],
    multiple: false,
    min: '',
    max: '',
    purpose: '',
  };
}

export function toDraft(question: Question): DraftQuestion {
  return {
    uid: nextUid(),
    key: question.key,
    kind: question.kind,
    prompt: question.prompt,
    required: question.required,
    label: question.label ?? '',
    options: question.options ?? [],
    multiple: question.multiple ?? false,
    min: question.min === undefined ? '' : String(question.min),
    max: question.max === undefined ? '' : String(question.max),
    purpose: question.purpose ?? '',
  };
}

/** The API's form of a question: only its kind's fields (the API refuses another kind's). */
export function toInput(draft: DraftQuestion): QuestionInput {
  const base = {
    key: draft.key.trim(),
    kind: draft.kind,
    prompt: draft.prompt,
    required: draft.required,
  };
  const given = {
    label: draft.label.trim() ? draft.label : undefined,
    options: draft.options,
    multiple: draft.multiple,
    min: draft.min !== '' ? Number(draft.min) : undefined,
    max: draft.max !== '' ? Number(draft.max) : undefined,
  };
  const fields = questionKinds[draft.kind].fields.filter((field) => given[field] !== undefined);
  const purpose =
    draft.purpose && purposeFits(draft.purpose, draft.kind) ? draft.purpose : undefined;
  return {
    ...base,
    ...Object.fromEntries(fields.map((field) => [field, given[field]])),
    ...(purpose ? { purpose } : {}),
  } as QuestionInput;
}

type Errors = ReturnType<typeof fieldErrorsOf>;

/** One question's card: kind, key, prompt, its kind's fields; move up/down and remove. */
export function QuestionEditor({
  question,
  index,
  count,
  errors,
  onChange,
  onMove,
  onRemove,
}: {
  question: DraftQuestion;
  index: number;
  count: number;
  errors: Errors;
  onChange: (next: DraftQuestion) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const at = (field: string) => errors.at(`questions.${index}.${field}`);
  const set = (patch: Partial<DraftQuestion>) => onChange({ ...question, ...patch });
  const number = index + 1;
  return (
    <li className="question-editor card">
      <div className="row question-head">
        <strong>Question {number}</strong>
        <div className="actions">
          <button
            type="button"
            className="small secondary"
            disabled={index === 0}
            onClick={() => onMove(-1)}
            aria-label={`Move question ${number} up`}
          >
            ↑
          </button>
          <button
            type="button"
            className="small secondary"
            disabled={index === count - 1}
            onClick={() => onMove(1)}
            aria-label={`Move question ${number} down`}
          >
            ↓
          </button>
          <button
            type="button"
            className="small danger secondary"
            onClick={onRemove}
            aria-label={`Remove question ${number}`}
          >
            Remove
          </button>
        </div>
      </div>
      <div className="form-grid">
        <label className="field">
          <span className="label">Kind</span>
          <select
            aria-label={`Question ${number} kind`}
            value={question.kind}
            onChange={(event) => {
              const kind = event.target.value as DraftQuestion['kind'];
              set({
                kind,
                // A purpose the new kind cannot carry is dropped (CONTRACT "Purposes").
                purpose:
                  question.purpose && purposeFits(question.purpose, kind) ? question.purpose : '',
                options:
                  kind === 'choice' && question.options.length < 2 ? ['', ''] : question.options,
              });
            }}
          >
            {KINDS.map((k) => (
              <option key={k.kind} value={k.kind}>
                {k.label}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="label">Answer key</span>
          <input
            aria-label={`Question ${number} key`}
            value={question.key}
            aria-invalid={at('key').length > 0}
            aria-describedby={`${id}-key`}
            onChange={(event) => set({ key: event.target.value })}
          />
          <FieldMessages id={`${id}-key`} messages={at('key')} />
        </label>
      </div>
      <label className="field">
        <span className="label">Prompt</span>
        <textarea
          aria-label={`Question ${number} prompt`}
          rows={2}
          value={question.prompt}
          aria-invalid={at('prompt').length > 0}
          aria-describedby={`${id}-prompt`}
          onChange={(event) => set({ prompt: event.target.value })}
        />
        <FieldMessages id={`${id}-prompt`} messages={at('prompt')} />
      </label>
      <PurposeSelect question={question} number={number} errors={at('purpose')} set={set} />
      <label className="check">
        <input
          type="checkbox"
          checked={question.required}
          onChange={(event) => set({ required: event.target.checked })}
        />{' '}
        Required
      </label>
      {question.kind === 'rating' ? (
        <label className="field">
          <span className="label">Label in the report</span>
          <input
            aria-label={`Question ${number} label`}
            value={question.label}
            placeholder="Ownership"
            onChange={(event) => set({ label: event.target.value })}
          />
          <FieldMessages messages={at('label')} />
        </label>
      ) : null}
      {question.kind === 'choice' ? (
        <ChoiceOptions question={question} number={number} errors={at('options')} set={set} />
      ) : null}
      {question.kind === 'number' ? (
        <div className="form-grid">
          <label className="field">
            <span className="label">Smallest</span>
            <input
              type="number"
              step="any"
              value={question.min}
              onChange={(event) => set({ min: event.target.value })}
            />
            <FieldMessages messages={at('min')} />
          </label>
          <label className="field">
            <span className="label">Largest</span>
            <input
              type="number"
              step="any"
              value={question.max}
              onChange={(event) => set({ max: event.target.value })}
            />
            <FieldMessages messages={at('max')} />
          </label>
        </div>
      ) : null}
    </li>
  );
}

/** The purpose select: only the purposes its kind may carry, what the chosen one does in one line. */
function PurposeSelect({
  question,
  number,
  errors,
  set,
}: {
  question: DraftQuestion;
  number: number;
  errors: string[];
  set: (patch: Partial<DraftQuestion>) => void;
}) {
  const id = useId();
  const fitting = PURPOSES.filter((purpose) => purposeFits(purpose, question.kind));
  const chosen =
    question.purpose && purposeFits(question.purpose, question.kind) ? question.purpose : '';
  return (
    <label className="field">
      <span className="label">Purpose in the report</span>
      <select
        aria-label={`Question ${number} purpose`}
        aria-describedby={`${id}-purpose`}
        aria-invalid={errors.length > 0}
        value={chosen}
        onChange={(event) => set({ purpose: event.target.value as Purpose | '' })}
      >
        <option value="">None</option>
        {fitting.map((purpose) => (
          <option key={purpose} value={purpose}>
            {PURPOSE_EXPLAINED[purpose].split(' — ')[0]}
          </option>
        ))}
      </select>
      <span className="hint" id={`${id}-purpose`}>
        {chosen
          ? PURPOSE_EXPLAINED[chosen]
          : 'No purpose: its answers are shown in their own place, under its prompt (a rating under its label).'}
      </span>
      <FieldMessages messages={errors} />
    </label>
  );
}

function ChoiceOptions({
  question,
  number,
  errors,
  set,
}: {
  question: DraftQuestion;
  number: number;
  errors: string[];
  set: (patch: Partial<DraftQuestion>) => void;
}) {
  const options = question.options;
  const replace = (i: number, value: string) =>
    set({ options: options.map((o, j) => (j === i ? value : o)) });
  return (
    <fieldset className="options">
      <legend>Options (2–10)</legend>
      {options.map((option, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: options are plain strings that may repeat while typed; controlled inputs keep their place
        <div className="row" key={`${question.uid}-${i}`}>
          <input
            aria-label={`Question ${number} option ${i + 1}`}
            value={option}
            onChange={(event) => replace(i, event.target.value)}
          />
          <button
            type="button"
            className="small secondary"
            aria-label={`Remove option ${i + 1} of question ${number}`}
            disabled={options.length <= 2}
            onClick={() => set({ options: options.filter((_, j) => j !== i) })}
          >
            ×
          </button>
        </div>
      ))}
      <FieldMessages messages={errors} />
      <div className="row">
        <button
          type="button"
          className="small secondary"
          disabled={options.length >= 10}
          onClick={() => set({ options: [...options, ''] })}
        >
          Add option
        </button>
        <label className="check">
          <input
            type="checkbox"
            checked={question.multiple}
            onChange={(event) => set({ multiple: event.target.checked })}
          />{' '}
          Several may be picked
        </label>
      </div>
    </fieldset>
  );
}
