import { useTenantQuery } from './hooks.ts';
import type { List, Questionnaire } from './types.ts';
import { ErrorNotice, Field } from './ui.tsx';

/** The active questionnaires, the tenant's default first (else the built-in). */
export function useActiveQuestionnaires() {
  return useTenantQuery<List<Questionnaire>>('/questionnaires', { status: 'active', limit: 100 });
}

export function defaultQuestionnaireId(list: Questionnaire[]): string | undefined {
  return (list.find((q) => q.isDefault) ?? list.find((q) => q.builtIn) ?? list[0])?.id;
}

/**
 * What the referees of a new request will be asked. Archived questionnaires
 * are not offered; the default is preselected (`value` undefined means it).
 */
export function QuestionnaireSelect({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (id: string) => void;
}) {
  const list = useActiveQuestionnaires();
  if (list.error) return <ErrorNotice error={list.error} />;
  const items = list.data?.data ?? [];
  return (
    <Field
      label="Questionnaire"
      hint="What the referees are asked. Manage them under Questionnaires."
    >
      <select
        name="questionnaireId"
        value={value ?? defaultQuestionnaireId(items) ?? ''}
        onChange={(event) => onChange(event.target.value)}
        disabled={list.isPending}
      >
        {items.map((q) => (
          <option key={q.id} value={q.id}>
            {q.name} (v{q.version}, {q.questions.length} questions){q.isDefault ? ' · default' : ''}
          </option>
        ))}
      </select>
    </Field>
  );
}
