import { createCipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { isSealed, open, openJson, SEALED_PREFIX, seal, sealJson } from './sealed.ts';
import { SEALING_DICTIONARY_V3 } from './sealing-dictionary.ts';

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
    expect(sealed.startsWith('sealed:v3:')).toBe(true);
    expect(sealed.length).toBeLessThan(answer.length);
    expect(open(key, 'idempotency', sealed)).toBe(answer);
  });

  it("seals a create's answer to well under half its size, with the dictionary", () => {
    const answer = JSON.stringify({
      referenceRequest: {
        id: 'rr_01m8m0bws9jm1cmw6p0ht8gva9',
        object: 'reference_request',
        status: 'created',
        launchMode: 'manual_references',
        roleTitle: 'Soldadora de estructuras',
        candidate: {
          id: 'cand_01m8m0bws9jm1cmw6p0ht8gvaa',
          firstName: 'Núria',
          lastName: 'Puig i Soler',
        },
        contacts: ['Wilhelmina', 'Bartholomew'].map((firstName, i) => ({
          id: `ct_01m8m0bws9jm1cmw6p0ht8gvb${i}`,
          object: 'reference_contact',
          firstName,
          lastName: 'van der Berg',
          email: `${firstName.toLowerCase()}@example.org`,
          status: 'pending',
          invitedAt: null,
          createdAt: '2026-11-29T15:42:17.512Z',
        })),
      },
    });
    const sealed = seal(key, 'idempotency', answer);
    expect(sealed.length).toBeLessThan(answer.length / 2);
    expect(open(key, 'idempotency', sealed)).toBe(answer);
  });

  it('keeps its dictionary byte for byte: a value sealed with it opens only with the same bytes', () => {
    // Changing the dictionary makes every stored sealed:v3: value unreadable. A better one is a
    // new version (sealed:v4:), with this one kept to open what was sealed before it.
    expect(createHash('sha256').update(SEALING_DICTIONARY_V3).digest('hex')).toBe(
      '5026886b636508687547aaace84932800c45fbeaab77d9e237385b5c2e734d76',
    );
  });

  it('still opens values sealed before the dictionary (v2) and before compression (v1)', () => {
    const aesKey = Buffer.from(
      hkdfSync('sha256', key, 'refcheck', 'refcheck sealed values v1 (aes-256-gcm)', 32),
    );
    const sealedAs = (version: string, body: Buffer) => {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', aesKey, iv);
      cipher.setAAD(Buffer.from('email', 'utf8'));
      const encrypted = Buffer.concat([cipher.update(body), cipher.final()]);
      return `sealed:${version}:${Buffer.concat([iv, encrypted, cipher.getAuthTag()]).toString('base64url')}`;
    };
    const v1 = sealedAs('v1', Buffer.from('an old body', 'utf8'));
    const v2 = sealedAs('v2', deflateRawSync(Buffer.from('a compressed body', 'utf8')));
    expect(isSealed(v1) && isSealed(v2)).toBe(true);
    expect(open(key, 'email', v1)).toBe('an old body');
    expect(open(key, 'email', v2)).toBe('a compressed body');
  });
});
