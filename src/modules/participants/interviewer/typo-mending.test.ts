import { describe, expect, it } from 'vitest';
import type { Question } from '../../questionnaires/questionnaires.schemas.ts';
import { mendTypos, slipDistance } from './typo-mending.ts';

const question = (kind: Question['kind'], options?: string[]) =>
  ({ key: 'q', kind, prompt: 'Q?', required: false, ...(options ? { options } : {}) }) as Question;

describe('typo mending (issue 40)', () => {
  it('counts a swap of neighbours as one slip', () => {
    expect(slipDistance('yse', 'yes')).toBe(1);
    expect(slipDistance('hybird', 'hybrid')).toBe(1);
    expect(slipDistance('thre', 'three')).toBe(1);
    expect(slipDistance('remote', 'hybrid')).toBeGreaterThan(1);
  });

  it("mends a slip against the question's own words, and nothing else", () => {
    const stack = question('choice', ['Python', 'TypeScript', 'Go']);
    expect(mendTypos(stack, 'pyhton + typescirpt')).toBe('python + typescript');
    expect(mendTypos(question('yes_no'), 'yse')).toBe('yes');
    expect(mendTypos(question('number'), 'thre years')).toBe('three years');
    // Three letters: only a swap ("not" is no slip of "no"); a word of its own stays.
    expect(mendTypos(question('yes_no'), 'not really')).toBe('not really');
    expect(mendTypos(question('text'), 'teh api gatway')).toBe('teh api gatway');
  });

  it('never mends a word of its own into an amount or a yes', () => {
    // "nenhuma" read as "not even one" once offered 7 ("even" → "seven").
    expect(mendTypos(question('number'), 'not even one')).toBe('not even one');
    expect(mendTypos(question('number'), 'there were a few')).toBe('there were a few');
    expect(mendTypos(question('rating'), 'about right')).toBe('about right');
    expect(mendTypos(question('yes_no'), 'maybe in a year')).toBe('maybe in a year');
    expect(mendTypos(question('number'), 'sevn years')).toBe('seven years');
  });
});
