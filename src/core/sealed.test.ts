import { describe, expect, it } from 'vitest';
import { isSealed, open, openJson, SEALED_PREFIX, seal, sealJson } from './sealed.ts';

const key = 'a-secret-key-of-at-least-32-characters!!';

describe('sealed values', () => {
  it('round-trips and never shows the plaintext', () => {
    const sealed = seal(key, 'email', 'Your link: http://x/intake/abc');
    expect(sealed.startsWith(SEALED_PREFIX)).toBe(true);
    expect(sealed).not.toContain('intake');
    expect(open(key, 'email', sealed)).toBe('Your link: http://x/intake/abc');
    expect(seal(key, 'email', 'same')).not.toBe(seal(key, 'email', 'same'));
    expect(isSealed(sealed)).toBe(true);
    expect(isSealed('plain')).toBe(false);
  });

  it('refuses another purpose, another key or an altered value', () => {
    const sealed = sealJson(key, 'idempotency', { url: 'http://x/reports/t' });
    expect(openJson(key, 'idempotency', sealed)).toEqual({ url: 'http://x/reports/t' });
    expect(() => open(key, 'email', sealed)).toThrow();
    expect(() => open(`${key}x`, 'idempotency', sealed)).toThrow();
    // The second-to-last character (the last may carry padding bits), always changed.
    const replaced = sealed.at(-2) === 'A' ? 'B' : 'A';
    const flipped = sealed.slice(0, -2) + replaced + sealed.slice(-1);
    expect(() => open(key, 'idempotency', flipped)).toThrow();
    expect(() => open(key, 'idempotency', 'plain')).toThrow();
  });
});
