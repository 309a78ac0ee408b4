import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashIp, keyedHash, keyedHashMatches } from './keyed-hash.ts';

describe('keyed hashes', () => {
  it('hash an IP as the stored ones were hashed (HMAC-SHA256 of the bare address, hex)', () => {
    // Link visits and usage records hold these; trust signals compare them.
    const expected = createHmac('sha256', 'k').update('203.0.113.7').digest('hex');
    expect(hashIp('k', '203.0.113.7')).toBe(expected);
    expect(hashIp('other key', '203.0.113.7')).not.toBe(expected);
  });

  it('match in constant time, and refuse a hash of another length', () => {
    const stored = keyedHash('k', 'participant:abc');
    expect(keyedHashMatches('k', 'participant:abc', stored)).toBe(true);
    expect(keyedHashMatches('k', 'participant:abd', stored)).toBe(false);
    expect(keyedHashMatches('k', 'participant:abc', stored.slice(2))).toBe(false);
  });
});
