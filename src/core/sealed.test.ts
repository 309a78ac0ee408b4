import { createCipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  isSealed,
  open,
  openBytes,
  openJson,
  SEALED_PREFIX,
  seal,
  sealBytes,
  sealJson,
} from './sealed.ts';
import { SEALED_DICTIONARY_V3 } from './sealed-dictionary.ts';

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

  it('has a binary form a quarter smaller, which opens, refuses as the text does, and reads text sealed before', () => {
    const answer = JSON.stringify({ id: 'req_1', url: 'http://x/reports/t' });
    const bytes = sealBytes(key, 'idempotency', answer);
    const text = seal(key, 'idempotency', answer);
    expect(bytes[0]).toBe(3);
    expect(bytes.length).toBeLessThan(text.length * 0.8);
    expect(openBytes(key, 'idempotency', bytes)).toBe(answer);
    expect(openBytes(key, 'idempotency', new Uint8Array(bytes))).toBe(answer);
    expect(() => openBytes(key, 'email', bytes)).toThrow();
    const altered = Buffer.from(bytes);
    altered[20] = altered[20]! ^ 1;
    expect(() => openBytes(key, 'idempotency', altered)).toThrow();
    // A text value's bytes behind its version (what migration 0033 writes) open as the text does.
    const migrated = Buffer.concat([Buffer.from([3]), Buffer.from(text.slice(10), 'base64url')]);
    expect(openBytes(key, 'idempotency', migrated)).toBe(answer);
    // Version 0: a value stored before values were sealed, as it is.
    expect(openBytes(key, 'idempotency', Buffer.from('\0{"a":1}'))).toBe('{"a":1}');
    expect(() => openBytes(key, 'idempotency', Buffer.from([9, 1, 2]))).toThrow();
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

  it('compresses before it encrypts, with the dictionary: a JSON answer seals to less than its own size', () => {
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
    expect(sealed.length).toBeLessThan(answer.length / 2);
    expect(open(key, 'idempotency', sealed)).toBe(answer);
  });

  it("seals the create's answer to under a third of its size", () => {
    const contact = (id: string, firstName: string, phone: string) => ({
      id,
      object: 'reference_contact',
      firstName,
      lastName: 'Okafor',
      email: `${firstName.toLowerCase()}@northwind.example`,
      phone,
      relationship: 'manager',
      status: 'pending',
      source: 'recruiter',
      invitedAt: null,
      openedAt: null,
      completedAt: null,
      declinedAt: null,
      erasedAt: null,
      createdAt: '2027-03-14T09:26:53.589Z',
      updatedAt: '2027-03-14T09:26:53.589Z',
      deliveries: [],
    });
    const answer = JSON.stringify({
      referenceRequest: {
        id: 'rr_01n2q7w8xk4d9s3v6b1m5c0e7t',
        object: 'reference_request',
        status: 'created',
        launchMode: 'manual_references',
        roleTitle: 'Night Shift Nurse',
        notes: null,
        candidate: {
          id: 'cand_01n2q7w8xk4d9s3v6b1m5c0e7v',
          firstName: 'Chiamaka',
          lastName: 'Eze',
        },
        contacts: [
          contact('ct_01n2q7w8xk4d9s3v6b1m5c0e7w', 'Ngozi', '+2348031234567'),
          contact('ct_01n2q7w8xk4d9s3v6b1m5c0e7x', 'Emeka', '+447700900123'),
        ],
        report: null,
        locale: 'en',
        allowedActions: ['request_candidate_consent', 'grant_candidate_consent', 'cancel'],
        environment: 'live',
        erasedAt: null,
        metadata: {},
      },
      workflow: { jobs: [] },
    });
    const sealed = seal(key, 'idempotency', answer);
    expect(sealed.length).toBeLessThan(answer.length / 3);
    expect(open(key, 'idempotency', sealed)).toBe(answer);
  });

  it('keeps the dictionary of sealed:v3: values byte for byte (stored values open only with it)', () => {
    // Changing the dictionary needs a new version in sealed.ts, this one kept for stored values.
    expect(createHash('sha256').update(SEALED_DICTIONARY_V3).digest('hex')).toBe(
      '99cae7edfb08def37d38f79be81630fdac8f690aa0d9ca7b993cf98014e31f05',
    );
  });

  it('still opens a value sealed without the dictionary (sealed:v2:)', () => {
    const iv = randomBytes(12);
    const aesKey = Buffer.from(
      hkdfSync('sha256', key, 'refcheck', 'refcheck sealed values v1 (aes-256-gcm)', 32),
    );
    const cipher = createCipheriv('aes-256-gcm', aesKey, iv);
    cipher.setAAD(Buffer.from('idempotency', 'utf8'));
    const compressed = deflateRawSync(Buffer.from('{"a":"an answer of before"}'), { level: 1 });
    const body = Buffer.concat([cipher.update(compressed), cipher.final()]);
    const v2 = `sealed:v2:${Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url')}`;
    expect(isSealed(v2)).toBe(true);
    expect(open(key, 'idempotency', v2)).toBe('{"a":"an answer of before"}');
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
