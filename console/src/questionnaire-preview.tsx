import { questionKinds } from '../../src/modules/questionnaires/kinds/index.ts';
import type { Question } from './types.ts';

/** A question as the preview shows it: a stored one, or one being edited. */
type PreviewQuestion = Pick<Question, 'key' | 'kind' | 'prompt'> &
  Partial<Pick<Question, 'required' | 'options' | 'multiple' | 'min' | 'max'>>;

/**
 * The questions as a referee meets them in the review step: each prompt with
 * its kind's input, in order, required ones marked. Inert: nothing is sent.
 */
export function QuestionnairePreview({ questions }: { questions: PreviewQuestion[] }) {
  return (
    <ol className="questionnaire-preview" aria-label="Preview as a referee sees it">
      {questions.map((question, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: keys may repeat while a questionnaire is edited
        <li key={`${question.key}-${index}`}>
          <fieldset disabled>
            <legend>
              {index + 1}. {question.prompt || <span className="muted">(no prompt yet)</span>}
              {question.required ? <span className="muted"> (required)</span> : null}
            </legend>
            <PreviewInput question={question} />
          </fieldset>
        </li>
      ))}
    </ol>
  );
}

function PreviewInput({ question }: { question: PreviewQuestion }) {
  const name = `preview-${question.key}`;
  switch (questionKinds[question.kind].control.input) {
    case 'scale':
      return (
        <div className="row">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n}>
              <input type="radio" name={name} aria-label={String(n)} /> {n}
            </label>
          ))}
        </div>
      );
    case 'yes-no':
      return (
        <div className="row">
          <label>
            <input type="radio" name={name} aria-label="Yes" /> Yes
          </label>
          <label>
            <input type="radio" name={name} aria-label="No" /> No
          </label>
        </div>
      );
    case 'options':
      return (
        <div className="stack">
          {(question.options ?? []).map((option, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: options may repeat or be empty while edited
            <label key={index}>
              <input
                type={question.multiple ? 'checkbox' : 'radio'}
                name={name}
                aria-label={option || 'An option not written yet'}
              />{' '}
              {option}
            </label>
          ))}
        </div>
      );
    case 'decimal':
      return <input type="text" inputMode="decimal" aria-label="Number" />;
    default:
      return <textarea rows={3} aria-label="Answer" />;
  }
}
