import { describe, expect, it } from 'vitest';
import { en } from './copy/en.ts';
import { fill, placeholdersOf, plural } from './participant-copy.ts';

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

describe('fill through ICU MessageFormat', () => {
  it('renders every English catalogue string as the literal fill did', () => {
    const all = strings(en);
    expect(all.length).toBeGreaterThan(300);
    for (const [path, template] of all) {
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
    expect(fill('{who, select, candidate {you} other {them}}', { who: 'candidate' })).toBe('you');
  });

  it('picks plural forms by the locale', () => {
    const forms = { one: '{count} référence', other: '{count} références' };
    expect(plural(forms, 0, {}, 'fr')).toBe('0 référence');
    expect(plural(forms, 0, {}, 'en')).toBe('0 références');
    expect(plural(forms, 2, {}, 'fr')).toBe('2 références');
  });
});
