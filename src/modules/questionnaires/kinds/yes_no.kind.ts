import { z } from 'zod';
import { fill, participantCopy } from '../../../core/participant-copy.ts';
import { base, baseInput, withPurpose } from './fields.ts';
import type { KindQuestion, QuestionKindModule } from './kind.types.ts';

const ASK = participantCopy().refereeAgent.questionnaire;
const SAY = participantCopy().refereeAgent;

export interface YesNoResult {
  kind: 'yes_no';
  yes: number;
  no: number;
}

const input = z
  .strictObject({ ...baseInput, kind: z.literal('yes_no').describe('Yes or no') })
  .meta({ id: 'NewYesNoQuestion' });

/** Yes or no (a boolean). */
export const yesNoKind: QuestionKindModule<'yes_no', boolean, YesNoResult, typeof input> = {
  kind: 'yes_no',
  describe: '`yes_no`: yes or no (a boolean)',
  title: 'Yes / no',
  fields: [],
  input,
  normalise: (q: KindQuestion) => withPurpose(q, base(q)),
  answer: () => z.boolean(),
  stored: (_q, value) => (typeof value === 'boolean' ? value : undefined),
  extract: () => z.boolean(),
  ask: (q) => ({ key: q.key, kind: 'yes_no', prompt: q.prompt, required: q.required }),
  control: { input: 'yes-no', value: 'boolean' },
  read(_q, text, lexicon) {
    const value = lexicon.yesNo(text);
    return value === null ? undefined : { value, certain: true };
  },
  say: {
    hint: () => ASK.yesNoHint,
    unread: () => SAY.needAnswer,
    noted: () => SAY.acknowledgements.rehire,
  },
  aggregate(_q, answers) {
    const yes = answers.filter((a) => a.value).length;
    return { kind: 'yes_no', count: answers.length, yes, no: answers.length - yes };
  },
  result: {
    kind: z.literal('yes_no').describe('The question kind'),
    yes: z.number().int().describe('Referees who answered yes'),
    no: z.number().int().describe('Referees who answered no'),
  },
  resultId: 'YesNoQuestionResult',
  summary: (r, words) => fill(words.yesNoCounts, { yes: r.yes, no: r.no }),
  display(r, words) {
    if (r.count === 0) return [{ line: words.noAnswers, muted: true }];
    return [
      {
        line: words.yesNoCounts.replace('{yes}', String(r.yes)).replace('{no}', String(r.no)),
      },
    ];
  },
};
