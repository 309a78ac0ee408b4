import { describe, expect, it } from 'vitest';
import { ENGLISH, lexiconFor } from '../../participants/interviewer/lexicon.ts';
import { isDecline, isDontKnow, isSkip } from '../../participants/interviewer/referee-reading.ts';
import { LOCALE_TABLES } from './corpus/locale-phrases.ts';
import { type Expect, type PhraseTable, TABLES } from './corpus/reading-phrases.ts';
import { kindOf, type Lexicon } from './index.ts';

/**
 * Issue 40: every kind's reader against its phrase table. A reading is
 * wrong when it is certain and its value is not the one the words say
 * without doubt (or the words say none, or not without doubt). Wrong
 * readings must be none; the other figures are printed for the report.
 */

type Outcome = 'right' | 'cautious' | 'missed' | 'wrong';

function judge(
  table: PhraseTable,
  message: string,
  expect: Expect,
  lexicon: Lexicon = ENGLISH,
): Outcome {
  const reading = kindOf(table.question).read(table.question, message, lexicon);
  if (reading === undefined) return 'is' in expect ? 'missed' : 'right';
  const valid = kindOf(table.question).answer(table.question).safeParse(reading.value).success;
  if (!valid) return reading.certain ? 'wrong' : 'cautious';
  if ('none' in expect) return reading.certain ? 'wrong' : 'cautious';
  if ('doubt' in expect) return reading.certain ? 'wrong' : 'right';
  const same = JSON.stringify(reading.value) === JSON.stringify(expect.is);
  if (reading.certain) return same ? 'right' : 'wrong';
  return 'cautious';
}

const figures: Record<string, Record<Outcome, number>> = {};

describe.each(Object.entries(TABLES))('%s phrase table', (name, table) => {
  it('has no certain reading with a wrong value', () => {
    const counts: Record<Outcome, number> = { right: 0, cautious: 0, missed: 0, wrong: 0 };
    const wrong: string[] = [];
    for (const [message, expect] of table.rows) {
      const outcome = judge(table, message, expect);
      counts[outcome] += 1;
      if (outcome === 'wrong') {
        const reading = kindOf(table.question).read(table.question, message, ENGLISH);
        wrong.push(`${JSON.stringify(message)} → ${JSON.stringify(reading)}`);
      }
    }
    figures[name] = counts;
    console.log(`${name}: ${table.rows.length} rows ${JSON.stringify(counts)}`);
    expect(wrong).toEqual([]);
  });
});

/** Issue 41: the same rules in every language, read through its lexicon (kinds/lexicons). */
const LOCALE_ROWS = Object.entries(LOCALE_TABLES).flatMap(([locale, tables]) =>
  Object.entries(tables).map(([name, table]) => [`${locale} ${name}`, locale, table] as const),
);

describe.each(LOCALE_ROWS)('%s phrase table', (name, locale, table) => {
  it('has no certain reading with a wrong value', () => {
    const lexicon = lexiconFor(locale as keyof typeof LOCALE_TABLES);
    const counts: Record<Outcome, number> = { right: 0, cautious: 0, missed: 0, wrong: 0 };
    const wrong: string[] = [];
    const notRight: string[] = [];
    for (const [message, expect] of table.rows) {
      const outcome = judge(table, message, expect, lexicon);
      counts[outcome] += 1;
      const reading = kindOf(table.question).read(table.question, message, lexicon);
      const line = `${JSON.stringify(message)} → ${JSON.stringify(reading)}`;
      if (outcome === 'wrong') wrong.push(line);
      else if (outcome !== 'right') notRight.push(`${outcome}: ${line}`);
    }
    console.log(
      `${name}: ${table.rows.length} rows ${JSON.stringify(counts)}\n  ${notRight.join('\n  ')}`,
    );
    expect(wrong).toEqual([]);
  });
});

describe('non-answer detectors', () => {
  it.each([
    "I'd rather not give a reference",
    "I don't want to give a reference",
    "I'm not comfortable giving a reference",
    'I do not wish to take part',
    'please remove me from this',
  ])('%s declines the reference', (text) => expect(isDecline(text)).toBe(true));
  it.each(["I'd rather not say", 'skip', 'no', 'I would not hire her', 'not sure'])(
    '%s is no decline',
    (text) => expect(isDecline(text)).toBe(false),
  );
  it.each([
    'idk',
    "I don't know",
    'no idea',
    'not sure',
    'dunno',
    "can't remember",
    'no clue',
    'hard to say',
    'IDK tbh',
    "I don't know her well enough to say",
  ])('%s does not know', (text) => expect(isDontKnow(text)).toBe(true));
  it.each(["I don't know anyone better", 'I know her well', 'no', '4'])(
    '%s is no "I don\'t know"',
    (text) => expect(isDontKnow(text)).toBe(false),
  );
  it.each([
    'skip',
    'pass',
    'next',
    'next question',
    'n/a',
    'skip this one',
    "I'd rather not say",
    'prefer not to answer',
    'no comment',
  ])('%s skips', (text) => expect(isSkip(text)).toBe(true));
  it.each(['she skipped meetings sometimes', 'she passed every review', 'yes', 'next year maybe'])(
    '%s is no skip',
    (text) => expect(isSkip(text)).toBe(false),
  );
});

describe('a figure corrected by a bare "no" after it, and a mark given (fourteenth set)', () => {
  const count = {
    key: 'seasons',
    kind: 'number' as const,
    prompt: 'How many seasons did they work with you?',
    required: true,
  };
  const rating = { key: 'work', kind: 'rating' as const, prompt: 'Their work?', required: true };
  it.each([
    ['en', '3 seasons... no, 4', 4],
    ['en', 'two, no, three', 3],
    ['es', 'Tres temporadas... no, cuatro', 4],
    ['de', 'Drei, nein, vier', 4],
    ['pt', 'Três, não, quatro', 4],
    ['fr', 'Trois... non, quatre', 4],
  ] as const)('%s "%s" reads %d', (locale, text, value) => {
    expect(kindOf(count).read(count, text, lexiconFor(locale))?.value).toBe(value);
  });

  it('a "no" that corrects nothing leaves the only figure', () => {
    expect(kindOf(count).read(count, '6, no more', ENGLISH)?.value).toBe(6);
  });

  it.each([
    ['es', 'Trabaja por dos. Le doy un 4 y va sobrado', 4],
    ['es', 'Poné un 3, que a veces llegaba tarde', 3],
  ] as const)('%s "%s" gives %d', (locale, text, value) => {
    expect(kindOf(rating).read(rating, text, lexiconFor(locale))?.value).toBe(value);
  });
});

describe('an option named by the one who does it, or by an elided compound (fourteenth set)', () => {
  const role = {
    key: 'role',
    kind: 'choice' as const,
    prompt: 'In welcher Funktion waren Sie tätig?',
    options: ['Praxisleitung', 'Stellvertretende Praxisleitung', 'Landes- oder Bundesverwaltung'],
    multiple: false,
    required: true,
  };
  it.each([
    ['Ich war die Praxisleiterin dort', 'Praxisleitung'],
    ['Ich bin ihr stellvertretender Praxisleiter', 'Stellvertretende Praxisleitung'],
    ['Ich war Landesverwalter', 'Landes- oder Bundesverwaltung'],
    ['Bundesverwalterin, seit 2019', 'Landes- oder Bundesverwaltung'],
  ])('"%s" offers %s, to confirm', (text, option) => {
    const reading = kindOf(role).read(role, text, lexiconFor('de'));
    expect(reading?.value).toBe(option);
  });
});

describe('Austrian and Carinthian words among German (fourteenth set)', () => {
  const de = lexiconFor('de');
  it.each([
    ['Lass ma des weg, bitte', 'skip'],
    ['Lassen wir das aus', 'skip'],
    ['Seveda!', 'yes'],
    ['Ne vem, ehrlich', "I don't know"],
  ])('reads "%s" with %s', (text, sense) => {
    expect(de.inEnglish(text)).toContain(sense);
  });
});

describe('yes and no named together, as the choice itself (fourteenth set)', () => {
  const valid = { key: 'valid', kind: 'yes_no' as const, prompt: 'Was it valid?', required: true };
  it.each([
    ['en', "I couldn't tell you yes or no, it's not the same system here"],
    ['fr', 'Je ne saurais pas répondre oui ou non'],
    ['es', 'No le puedo decir sí o no, allí no existe'],
  ] as const)('%s "%s" is no answer', (locale, text) => {
    expect(kindOf(valid).read(valid, text, lexiconFor(locale))).toBeUndefined();
  });

  it('"je peux pas dire" is not known', () => {
    expect(lexiconFor('fr').inEnglish('je peux pas dire, franchement')).toContain("I don't know");
  });
});
