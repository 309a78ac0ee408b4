import { describe, expect, it } from 'vitest';
import { en } from './copy/en.ts';
import { LOCALES, type Locale } from './locale.ts';
import {
  fill,
  PARTICIPANT_COPY,
  participantCopy,
  placeholdersOf,
  plural,
} from './participant-copy.ts';

/** Every string of a catalogue, with where it is. */
function strings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => strings(inner, `${path}.${key}`));
}

/** The fill of before ICU: each `{name}` replaced by its value, the rest as written. */
function literalFill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** Sample values that exercise ICU's special characters: apostrophes, braces, a hash, a tag. */
function sampleValues(template: string): Record<string, string | number> {
  const samples = ["O'Brien", '{x}', '#1', '<b>', 1234, 1, 0];
  return Object.fromEntries(
    placeholdersOf(template).map((name, i) => [name, samples[i % samples.length]!]),
  );
}

/** The values a template formats itself (`{count, plural, …}`, `{n, number}`): no literal fill to compare. */
function formattedArguments(template: string): string[] {
  return [...new Set([...template.matchAll(/\{(\w+),\s*\w+/g)].map((match) => match[1]!))];
}

/**
 * A template that formats a count renders it for every count, with nothing
 * left in braces: the plural forms are the language's (`#` is the count).
 */
function checkFormatted(template: string, locale: Locale, path: string): void {
  const names = formattedArguments(template);
  for (const count of [0, 1, 2, 5, 21, 1000]) {
    const values = { ...wordValues(template), ...Object.fromEntries(names.map((n) => [n, count])) };
    const text = fill(template, values, locale);
    expect({
      locale,
      path,
      count,
      text,
      says: text.includes(new Intl.NumberFormat(locale).format(count)),
      braces: /[{}]/.test(text),
    }).toMatchObject({ locale, path, count, says: true, braces: false });
  }
}

/** A word for each placeholder of a template: nothing may stay `{name}` once they are given. */
function wordValues(template: string): Record<string, string> {
  return Object.fromEntries(placeholdersOf(template).map((name) => [name, `<${name}>`]));
}

describe('fill through ICU MessageFormat', () => {
  it('renders every English catalogue string as the literal fill did', () => {
    const all = strings(en);
    expect(all.length).toBeGreaterThan(300);
    for (const [path, template] of all) {
      if (formattedArguments(template).length > 0) {
        checkFormatted(template, 'en', path);
        continue;
      }
      const values = sampleValues(template);
      expect({ path, text: fill(template, values) }).toEqual({
        path,
        text: literalFill(template, values),
      });
    }
  });

  it('keeps apostrophes, a missing value and a number as written', () => {
    expect(fill("Who reads your referees' answers: {company}", { company: "O'Neil" })).toBe(
      "Who reads your referees' answers: O'Neil",
    );
    // ICU quotes with an apostrophe before a brace: a quote around a placeholder is doubled
    // (the test above fails on a catalogue string that forgets it).
    expect(fill("That's ''{name}''", { name: 'Ada' })).toBe("That's 'Ada'");
    expect(fill("That's '{name}'", { name: 'Ada' })).toBe("That's {name}");
    expect(fill('Hi {name}', {})).toBe('Hi {name}');
    expect(fill('{n} items', { n: 12345 })).toBe('12345 items');
  });

  it('formats ICU plurals, numbers and selects for the locale', () => {
    const template = '{count, plural, one {# referee} other {# referees}}';
    expect(fill(template, { count: 1 })).toBe('1 referee');
    expect(fill(template, { count: 1200 })).toBe('1,200 referees');
    expect(fill(template, { count: 1200 }, 'de')).toBe('1.200 referees');
    expect(fill('{n, number}', { n: 0.5 }, 'fr')).toBe('0,5');
    // Every decimal a number has (issue 41): Intl's default, and so ICU's `#`, stops at three.
    expect(fill(template, { count: 2.12345 }, 'de')).toBe('2,12345 referees');
    expect(fill('{n, number}', { n: 1234.56789 }, 'fr')).toBe('1\u202f234,56789');
    expect(fill('{n, number, percent}', { n: 0.12345 })).toBe('12%');
    expect(fill('{who, select, candidate {you} other {them}}', { who: 'candidate' })).toBe('you');
  });

  it('picks plural forms by the locale', () => {
    const forms = { one: '{count} référence', other: '{count} références' };
    expect(plural(forms, 0, {}, 'fr')).toBe('0 référence');
    expect(plural(forms, 0, {}, 'en')).toBe('0 références');
    expect(plural(forms, 2, {}, 'fr')).toBe('2 références');
  });
});

/** Sections only the hiring team reads (the shared report): English in every catalogue, on purpose. */
const KEPT_ENGLISH = ['.report', '.sections', '.pageTitles.reports', '.buttons.downloadPdf'];
const keptEnglish = (path: string) =>
  KEPT_ENGLISH.some((kept) => path === kept || path.startsWith(`${kept}.`));

/** Words a language writes as English does: a translation equal to one of these is not forgotten. */
const SAME_AS_ENGLISH: Record<Exclude<Locale, 'en'>, readonly string[]> = {
  es: ['No'],
  de: ['Name', '(optional)'],
  fr: ['Communication', 'Conversation', 'Leadership'],
  pt: ['E-mail'],
};

/** A template's placeholders, once each; `{Company}` is `{company}` opening a sentence. */
function namesIn(template: string): string[] {
  return [...new Set(placeholdersOf(template).map((name) => name.toLowerCase()))].sort();
}

type PluralForms = Parameters<typeof plural>[0];

/** Every `{ one, other }` object of a catalogue (the forms `plural()` picks from), with where it is. */
function pluralForms(value: unknown, path = ''): [string, PluralForms][] {
  if (typeof value !== 'object' || value === null) return [];
  const entries = Object.entries(value);
  if ('one' in value && 'other' in value) return [[path, value as PluralForms]];
  return entries.flatMap(([key, inner]) => pluralForms(inner, `${path}.${key}`));
}

describe('every locale’s participant catalogue', () => {
  const english = strings(en);
  const englishPaths = english.map(([path]) => path);
  const others = LOCALES.filter((locale): locale is Exclude<Locale, 'en'> => locale !== 'en');

  it('has every key of the English one and no other', () => {
    for (const locale of LOCALES)
      expect({ locale, paths: strings(PARTICIPANT_COPY[locale]).map(([path]) => path) }).toEqual({
        locale,
        paths: englishPaths,
      });
  });

  it('formats the same counts as English, in one template each', () => {
    const englishByPath = new Map(english);
    for (const locale of LOCALES)
      for (const [path, template] of strings(PARTICIPANT_COPY[locale]))
        expect({ locale, path, formatted: formattedArguments(template).sort() }).toEqual({
          locale,
          path,
          formatted: formattedArguments(englishByPath.get(path) ?? '').sort(),
        });
  });

  it('has the same placeholders as English in every string', () => {
    const englishByPath = new Map(english);
    for (const locale of LOCALES)
      for (const [path, template] of strings(PARTICIPANT_COPY[locale])) {
        // `plural()` gives every form its count: a language whose "one" covers 0 (fr, pt) writes it.
        const optional = path.endsWith('.one') ? ['count'] : [];
        const names = namesIn(template).filter((name) => !optional.includes(name));
        const expected = namesIn(englishByPath.get(path) ?? '').filter(
          (name) => !optional.includes(name),
        );
        expect({ locale, path, names }).toEqual({ locale, path, names: expected });
      }
  });

  it('reads every string as ICU and renders it with values, as the literal fill did', () => {
    for (const locale of LOCALES)
      for (const [path, template] of strings(PARTICIPANT_COPY[locale])) {
        if (formattedArguments(template).length > 0) {
          checkFormatted(template, locale, path);
          continue;
        }
        const values = sampleValues(template);
        const text = fill(template, values, locale);
        expect({ locale, path, text }).toEqual({
          locale,
          path,
          text: literalFill(template, values),
        });
        expect({
          locale,
          path,
          unfilled: /\{\w+\}/.test(fill(template, wordValues(template), locale)),
        }).toEqual({ locale, path, unfilled: false });
      }
  });

  it('says a count in every plural form, with only the forms its language has', () => {
    for (const locale of LOCALES) {
      const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
      for (const [path, forms] of pluralForms(PARTICIPANT_COPY[locale])) {
        expect({
          locale,
          path,
          forms: Object.keys(forms).filter((f) => !categories.includes(f as Intl.LDMLPluralRule)),
        }).toEqual({ locale, path, forms: [] });
        // French and Portuguese "one" is 0 and 1: a form that wrote "1" would say "1" for none.
        for (const count of [0, 1, 2, 5, 21])
          expect({
            locale,
            path,
            count,
            says: plural(forms, count, wordValues(Object.values(forms).join()), locale).includes(
              String(count),
            ),
          }).toEqual({ locale, path, count, says: true });
      }
    }
  });

  it('leaves the sections the hiring team reads in English, and nothing else', () => {
    const englishByPath = new Map(english);
    for (const locale of others) {
      const allowed = SAME_AS_ENGLISH[locale];
      for (const [path, template] of strings(PARTICIPANT_COPY[locale])) {
        const same = template === englishByPath.get(path);
        if (keptEnglish(path)) {
          expect({ locale, path, same }).toEqual({ locale, path, same: true });
          continue;
        }
        // A string that is only placeholders and punctuation has no words to translate.
        const words = /\p{L}/u.test(template.replace(/\{\w+\}/g, ''));
        const leftInEnglish = same && words && !allowed.includes(template);
        expect({ locale, path, template, leftInEnglish }).toEqual({
          locale,
          path,
          template,
          leftInEnglish: false,
        });
      }
    }
  });

  it('is what participantCopy gives for its locale', () => {
    for (const locale of LOCALES) expect(participantCopy(locale)).toBe(PARTICIPANT_COPY[locale]);
  });
});
