import { describe, expect, it } from 'vitest';
import {
  addressesMended,
  endingMisspelt,
  providerMisspelt,
  withProvidersMended,
} from './mail-providers.ts';

describe('an address at a misspelt provider', () => {
  it.each([
    ['gmial', 'gmail'],
    ['hotmial', 'hotmail'],
    ['hotmal', 'hotmail'],
    ['outllok', 'outlook'],
    ['outlok', 'outlook'],
    ['yahooo', 'yahoo'],
    ['iclod', 'icloud'],
  ])('"%s" is "%s"', (label, provider) => {
    expect(providerMisspelt(label, 'com')).toBe(provider);
  });

  it.each([
    // Providers as they are, short labels (a firm's own "bol", "gmx", "uol" are providers
    // too), and a firm's domain two letters from any provider.
    'gmail',
    'gmx',
    'uol',
    'web',
    'acme',
    'maler-schubert-erfurt',
    'orangerie',
    // Providers of their own a letter from a big one: Yahoo's "ymail", "email", "cloud".
    'ymail',
    'email',
    'cloud',
    'tierra',
    'oranje',
  ])('leaves "%s"', (label) => {
    expect(providerMisspelt(label, 'com')).toBeNull();
  });

  it('mends only at an ending the provider uses ("gmial.com", never "gmial.de")', () => {
    expect(providerMisspelt('gmial', 'com')).toBe('gmail');
    expect(providerMisspelt('gmial', 'de')).toBeNull();
  });

  it('mends the address in the message, the rest of its domain kept, and says what was typed', () => {
    const said = 'su correo Nilda.Benitez@Gmial.com y el otro ana@hotmial.com.br';
    expect(addressesMended(said)).toEqual([
      { typed: 'nilda.benitez@gmial.com', mended: 'nilda.benitez@gmail.com' },
      { typed: 'ana@hotmial.com.br', mended: 'ana@hotmail.com.br' },
    ]);
    expect(withProvidersMended(said)).toBe(
      'su correo nilda.benitez@gmail.com y el otro ana@hotmail.com.br',
    );
  });
});

describe('an address at a big provider with its .com mistyped', () => {
  it.each([
    ['hotmail', 'con', 'com'],
    ['gmail', 'cmo', 'com'],
    ['gmail', 'comm', 'com'],
    ['yahoo', 'con.br', 'com.br'],
  ])('mends "%s.%s" to .%s', (label, ending, mended) => {
    expect(endingMisspelt(label, ending)).toBe(mended);
  });

  it.each([
    // A real ending of the provider, one of another length, two near ones, a firm's domain.
    ['hotmail', 'fr'],
    ['gmail', 'co'],
    ['yahoo', 'ed'],
    ['acme', 'con'],
    // Real endings a letter from one the provider uses (a reviewer's inputs).
    ['hotmail', 'ca'],
    ['outlook', 'cl'],
    ['yahoo', 'com.au'],
    ['outlook', 'in'],
    ['hotmail', 'dk'],
  ])('leaves "%s.%s"', (label, ending) => {
    expect(endingMisspelt(label, ending)).toBeNull();
  });

  it('shows the address mended on the card, what was typed said', () => {
    expect(addressesMended('Su correo salvador.ndong@hotmail.con y su número')).toEqual([
      { typed: 'salvador.ndong@hotmail.con', mended: 'salvador.ndong@hotmail.com' },
    ]);
  });
});
