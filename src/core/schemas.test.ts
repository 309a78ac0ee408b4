import { describe, expect, it } from 'vitest';
import { isStorableText, unstorableTextPaths } from './schemas.ts';

describe('isStorableText', () => {
  it('accepts any well-formed text, emoji and astral characters included', () => {
    for (const text of ['', 'plain', 'Zoë', '👍🏽', '𝔘nicode', '\ufffd']) {
      expect(isStorableText(text)).toBe(true);
    }
  });

  it('refuses NUL and unpaired surrogates, high or low', () => {
    for (const text of ['a\u0000', '\ud800', 'x\ud83d', '\udc00y', '👍'.slice(1), '\udc00\ud800']) {
      expect(isStorableText(text)).toBe(false);
    }
  });
});

describe('unstorableTextPaths', () => {
  it('names every bad string and key under the prefix, nested in objects and arrays', () => {
    const input = {
      ok: 'fine',
      note: 'a\u0000',
      contacts: [{ name: 'ok' }, { name: '\ud800' }],
      'k\u0000': 'value',
      count: 3,
    };
    expect(unstorableTextPaths(input)).toEqual(['note', 'contacts.1.name', 'k\ufffd']);
    expect(unstorableTextPaths({ id: '\u0000' }, 'params')).toEqual(['params.id']);
    expect(unstorableTextPaths(undefined, 'query')).toEqual([]);
    expect(
      unstorableTextPaths(Object.assign(Object.create(null), { q: '\u0000' }), 'query'),
    ).toEqual(['query.q']);
    expect(unstorableTextPaths(Buffer.from('a\u0000b'))).toEqual([]);
    expect(unstorableTextPaths('raw \u0000 body')).toEqual(['']);
  });
});
