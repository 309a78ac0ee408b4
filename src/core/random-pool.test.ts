import { describe, expect, it } from 'vitest';
import { pooledRandomBytes } from './random-pool.ts';

describe('pooledRandomBytes', () => {
  it('hands out copies never handed out before, across refills of the pool', () => {
    const draws = Array.from({ length: 1000 }, () => pooledRandomBytes(12));
    expect(new Set(draws.map((d) => d.toString('hex'))).size).toBe(1000);
    const first = draws[0]!.toString('hex');
    pooledRandomBytes(4096 - 12);
    expect(draws[0]!.toString('hex')).toBe(first);
  });
});
