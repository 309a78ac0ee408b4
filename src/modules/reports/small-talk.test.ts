import { describe, expect, it } from 'vitest';
import { isSmallTalk } from './small-talk.ts';

describe('isSmallTalk', () => {
  it.each([
    'Nothing else, thanks',
    'no',
    'No.',
    'Nope, that’s all!',
    'No, I think that’s everything. Thank you.',
    'N/A',
    'none',
    'Not really',
    'all good, thanks',
    '—',
  ])('treats %j as closing small talk', (text) => {
    expect(isSmallTalk(text)).toBe(true);
  });

  it.each([
    'No, she is the best engineer I have worked with.',
    'Would work with her again.',
    'Nothing else, except that he mentored three juniors',
    'Great under pressure',
    'no no no no no no no no no', // long answers are statements, whatever their words
  ])('keeps %j as a statement', (text) => {
    expect(isSmallTalk(text)).toBe(false);
  });
});
