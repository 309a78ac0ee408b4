import { z } from 'zod';
import { fill, participantCopy } from '../../../core/participant-copy.ts';
import { distinctItems } from '../../../core/schema-rules.ts';
import { base, baseInput, DESCRIBE, option, withPurpose } from './fields.ts';
import type { KindQuestion, QuestionKindModule } from './kind.types.ts';

const ASK = participantCopy().refereeAgent.questionnaire;

export interface ChoiceResult {
  kind: 'choice';
  multiple: boolean;
  /** Each option in the questionnaire's order, with how many referees picked it. */
  distribution: { option: string; count: number }[];
}

type Picked = string | string[];

function answer(q: KindQuestion): z.ZodType<Picked> {
  const one = z.enum((q.options ?? []) as [string, ...string[]]);
  if (!q.multiple) return one;
  return z
    .array(one)
    .min(1)
    .refine((picked) => new Set(picked).size === picked.length, 'repeats an option');
}

const input = z
  .strictObject({
    ...baseInput,
    kind: z.literal('choice').describe('One of its options, or several with `multiple`'),
    options: distinctItems(z.array(option).min(2).max(10), 'repeats an option').describe(
      DESCRIBE.options,
    ),
    multiple: z.boolean().optional().describe(`${DESCRIBE.multiple}; false by default`),
  })
  .meta({ id: 'NewChoiceQuestion' });

/** One of its `options`, or several with `multiple`. */
export const choiceKind: QuestionKindModule<'choice', Picked, ChoiceResult, typeof input> = {
  kind: 'choice',
  describe: '`choice`: one of its `options` (several with `multiple`)',
  title: 'Choice',
  fields: ['options', 'multiple'],
  input,
  normalise: (q: KindQuestion) =>
    withPurpose(q, { ...base(q), options: q.options ?? [], multiple: q.multiple ?? false }),
  answer,
  stored(q, value) {
    // Only the options the question has; one picked where several could be is still a pick.
    const options = q.options ?? [];
    const picked = [value]
      .flat()
      .filter((v): v is string => typeof v === 'string' && options.includes(v));
    return picked.length > 0 ? picked : undefined;
  },
  extract: answer,
  ask: (q) => ({
    key: q.key,
    kind: 'choice',
    prompt: q.prompt,
    required: q.required,
    options: q.options ?? [],
    multiple: q.multiple ?? false,
  }),
  control: { input: 'options', value: 'list' },
  read(q, text) {
    const value = readChoice(q, text);
    return value === undefined ? undefined : { value, certain: true };
  },
  say: {
    hint(q) {
      const quoted = (q.options ?? []).map((o) => fill(ASK.options, { option: o }));
      const last = q.multiple ? ASK.and : ASK.or;
      const options =
        quoted.length < 2
          ? quoted.join('')
          : `${quoted.slice(0, -1).join(', ')}${last}${quoted.at(-1)}`;
      return fill(q.multiple ? ASK.choicesHint : ASK.choiceHint, { options });
    },
    unread: (q) => (q.multiple ? ASK.needChoices : ASK.needChoice),
    noted: (_q, value) => fill(ASK.noted, { value: [value].flat().join(', ') }),
  },
  aggregate(q, answers) {
    const picks = answers.map((a) => [a.value].flat());
    return {
      kind: 'choice',
      count: picks.length,
      multiple: q.multiple ?? false,
      distribution: (q.options ?? []).map((o) => ({
        option: o,
        count: picks.filter((chosen) => chosen.includes(o)).length,
      })),
    };
  },
  result: {
    kind: z.literal('choice').describe('The question kind'),
    multiple: z.boolean().describe('Whether several options could be picked'),
    distribution: z
      .array(
        z
          .object({
            option: z.string().describe('The option'),
            count: z.number().int().describe('Referees who picked it'),
          })
          .meta({ id: 'ChoiceOptionCount' }),
      )
      .describe("Each option, in the questionnaire's order"),
  },
  resultId: 'ChoiceQuestionResult',
  summary: (r, words) =>
    r.distribution
      .filter((d) => d.count > 0)
      .map((d) => `${d.option}: ${fill(words.choiceCount, { count: d.count, answered: r.count })}`)
      .join('; '),
  display(r, words) {
    if (r.count === 0) return [{ line: words.noAnswers, muted: true }];
    const rows = r.distribution.map((d) => ({
      label: d.option,
      value: words.choiceCount
        .replace('{count}', String(d.count))
        .replace('{answered}', String(r.count)),
    }));
    return [{ rows }, ...(r.multiple ? [{ line: words.severalAllowed, muted: true }] : [])];
  },
};

const ORDINALS = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
];

/** Lower case, accents and punctuation dropped: "Télétravail!" → "teletravail". */
function plain(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * The options a message picks: by their words (any case or accents, a
 * word's start: "hyb" for "Hybrid"), their place ("the second one", "2"),
 * or "all of them" when several may be picked; "not X" leaves X out. One
 * option (or a list when `multiple`); undefined when none or, for a single
 * choice, more than one is picked.
 */
function readChoice(question: KindQuestion, text: string): Picked | undefined {
  const options = question.options ?? [];
  const said = ` ${plain(text).replace(/\b(?:not|no|except)\s+(?:the\s+)?\S+(?:\s+one)?/g, ' ')} `;
  const picked = new Set<number>();
  options.forEach((o, i) => {
    if (said.includes(` ${plain(o)} `)) picked.add(i);
  });
  for (const m of said.matchAll(
    /\b(?:the\s+)?(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last)\b/g,
  )) {
    const place = m[1] === 'last' ? options.length - 1 : ORDINALS.indexOf(m[1]!);
    if (place < options.length) picked.add(place);
  }
  if (picked.size === 0) {
    for (const m of said.matchAll(/(?<![\p{L}\d])(\d{1,2})(?![\p{L}\d])/gu)) {
      const place = Number(m[1]) - 1;
      if (place >= 0 && place < options.length) picked.add(place);
    }
  }
  if (picked.size === 0) {
    const words = said
      .trim()
      .split(' ')
      .filter((w) => w.length >= 3);
    const starts = options.flatMap((o, i) =>
      words.some(
        (w) =>
          plain(o).startsWith(w) ||
          plain(o)
            .split(' ')
            .some((part) => part.startsWith(w)),
      )
        ? [i]
        : [],
    );
    if (starts.length === 1 || (question.multiple && starts.length > 0)) {
      for (const i of starts) picked.add(i);
    }
  }
  if (
    question.multiple &&
    picked.size === 0 &&
    /\b(?:all of them|all|every one|both)\b/.test(said)
  ) {
    for (let i = 0; i < options.length; i++) picked.add(i);
  }
  const chosen = [...picked].sort((a, b) => a - b).map((i) => options[i]!);
  if (question.multiple) return chosen.length > 0 ? chosen : undefined;
  return chosen.length === 1 ? chosen[0] : undefined;
}
