import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../core/locale.ts';
import { participantCopy } from '../../core/participant-copy.ts';
import {
  BUILTIN_COMPETENCIES,
  BUILTIN_CURRENT_VERSION,
  builtinQuestionnaire,
  builtinQuestionsIn,
} from './builtin-questionnaire.ts';

/** Version 1 as referees have always read it: moving its words into the catalogue changed none. */
const VERSION_ONE_PROMPTS = [
  'How do you know the candidate, and in what role did you work together?',
  'How would you rate their communication, from 1 (poor) to 5 (outstanding)?',
  'How would you rate their technical skill, from 1 (poor) to 5 (outstanding)?',
  'How would you rate their teamwork, from 1 (poor) to 5 (outstanding)?',
  'How would you rate their reliability, from 1 (poor) to 5 (outstanding)?',
  'How would you rate their problem solving, from 1 (poor) to 5 (outstanding)?',
  'How would you rate their leadership, from 1 (poor) to 5 (outstanding)?',
  'What would you say are their main strengths?',
  'Which areas could they improve or develop further?',
  'Would you hire or work with them again?',
  'Roughly how long did you work together, in months?',
  'Is there anything else you would like to add?',
];

/** What a question is, apart from its words: the same in every language. */
const rules = ({ prompt: _prompt, label, ...rest }: { prompt: string; label?: string }) => ({
  ...rest,
  labelled: label !== undefined,
});

describe('the built-in questionnaire in each language', () => {
  it('asks version 1 in English as it always has, and the API view is that English', () => {
    const english = builtinQuestionsIn('en', 1)!;
    expect(english.map((q) => q.prompt)).toEqual(VERSION_ONE_PROMPTS);
    expect(builtinQuestionnaire(false)!.questions).toEqual(builtinQuestionsIn('en'));
    expect(builtinQuestionnaire(false)!.locale).toBe('en');
  });

  it('keeps the keys, kinds, rules and purposes in every language; only the words change', () => {
    const english = builtinQuestionsIn('en')!;
    for (const locale of LOCALES) {
      const questions = builtinQuestionsIn(locale)!;
      expect({ locale, rules: questions.map(rules) }).toEqual({
        locale,
        rules: english.map(rules),
      });
    }
  });

  it('asks in the language itself, naming the competencies as its catalogue does', () => {
    const english = builtinQuestionsIn('en')!;
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      const questions = builtinQuestionsIn(locale)!;
      questions.forEach((question, i) => {
        expect({
          locale,
          key: question.key,
          translated: question.prompt !== english[i]!.prompt,
        }).toEqual({ locale, key: question.key, translated: true });
        expect(question.prompt).toMatch(/\?$/);
      });
      const labels = questions.filter((q) => q.kind === 'rating').map((q) => q.label);
      const { competencies } = participantCopy(locale);
      expect(labels).toEqual(BUILTIN_COMPETENCIES.map((key) => competencies[key]));
    }
  });

  it('answers a copy, and nothing for a version never published', () => {
    const first = builtinQuestionsIn('de')!;
    first[0]!.prompt = 'changed';
    expect(builtinQuestionsIn('de')![0]!.prompt).not.toBe('changed');
    expect(builtinQuestionsIn('fr', BUILTIN_CURRENT_VERSION + 1)).toBeUndefined();
    expect(builtinQuestionsIn('fr', 0)).toBeUndefined();
  });
});
