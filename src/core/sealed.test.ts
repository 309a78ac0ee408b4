import { createCipheriv, hkdfSync, randomBytes } from 'node:crypto';
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

  it('compresses before it encrypts: a JSON answer seals to less than its own size', () => {
    const answer = JSON.stringify({
      contacts: Array.from({ length: 2 }, (_, i) => ({
        id: `rc_${i}`,
        firstName: 'Grace',
        status: 'pending',
        invitedAt: null,
        openedAt: null,
        completedAt: null,
      })),
    });
    const sealed = seal(key, 'idempotency', answer);
    expect(sealed.startsWith('sealed:v2:')).toBe(true);
    expect(sealed.length).toBeLessThan(answer.length);
    expect(open(key, 'idempotency', sealed)).toBe(answer);
  });

  it('still opens a value sealed before compression (sealed:v1:)', () => {
    const iv = randomBytes(12);
    const aesKey = Buffer.from(
      hkdfSync('sha256', key, 'refcheck', 'refcheck sealed values v1 (aes-256-gcm)', 32),
    );
    const cipher = createCipheriv('aes-256-gcm', aesKey, iv);
    cipher.setAAD(Buffer.from('email', 'utf8'));
    const body = Buffer.concat([cipher.update('an old body', 'utf8'), cipher.final()]);
    const v1 = `sealed:v1:${Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url')}`;
    expect(isSealed(v1)).toBe(true);
    expect(open(key, 'email', v1)).toBe('an old body');
  });
});
