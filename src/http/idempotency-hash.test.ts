import { describe, expect, it } from 'vitest';
import { requestHash } from './idempotency.ts';

describe('requestHash', () => {
  it('is the same whatever the order of keys, and leaves undefined members out', () => {
    expect(requestHash({ b: 1, a: [2, { d: undefined, c: 'é' }] })).toEqual(
      requestHash({ a: [2, { c: 'é' }], b: 1 }),
    );
  });

  it('keeps the hashes of records stored by earlier releases (a replay within 24 hours)', () => {
    // Computed by the hash as it was before issue 45 rewrote its canonical JSON.
    const body = {
      z: 1,
      a: { y: [true, false], b: null },
      m: undefined,
      ü: 1,
      Z: 2,
      '10': 3,
      '9': 4,
    };
    expect(requestHash(body).toString('hex')).toBe(
      '6f047df641604c0962982b702192a1632f7243119f5732382e53f8a90914d8b2',
    );
    const create = {
      launchMode: 'manual_references',
      candidate: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
      contacts: [{ firstName: 'Grace', relationship: 'manager' }],
    };
    expect(requestHash(create).toString('hex')).toBe(
      'c81efe905c7f89e052aacb57de1bce5c9740b5d73f51612086494a043468ff00',
    );
  });
});
