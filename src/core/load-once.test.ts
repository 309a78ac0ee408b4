import { describe, expect, it } from 'vitest';
import { loadOnce } from './load-once.ts';

describe('loadOnce', () => {
  it('loads on the first call only, and shares the result', async () => {
    let loads = 0;
    const load = loadOnce(async () => ++loads);
    expect(loads).toBe(0);
    expect(await Promise.all([load(), load()])).toEqual([1, 1]);
    expect(await load()).toBe(1);
  });

  it('tries again after a failed load', async () => {
    let calls = 0;
    const load = loadOnce(async () => {
      calls += 1;
      if (calls === 1) throw new Error('not yet');
      return 'loaded';
    });
    await expect(load()).rejects.toThrow('not yet');
    expect(await load()).toBe('loaded');
  });
});
