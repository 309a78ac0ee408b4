import { describe, expect, it } from 'vitest';
import { parseViewChange, RecentChanges, scopeKeyOf } from './request-view.changes.ts';

const scope = scopeKeyOf('org_a', 'live');

describe('parseViewChange', () => {
  it('reads the payloads of migration 0009, 0001 and a TRUNCATE', () => {
    expect(parseViewChange('["request", "org_a", "live", "rr_1"]')).toEqual({
      kind: 'request',
      scope,
      id: 'rr_1',
    });
    expect(parseViewChange('["candidate", "org_a", "live", "cand_1"]')).toEqual({
      kind: 'candidate',
      scope,
      id: 'cand_1',
    });
    expect(parseViewChange('org_a:live')).toEqual({ kind: 'scope', scope });
    expect(parseViewChange('*')).toEqual({ kind: 'everything' });
  });

  it('forgets everything on a payload it cannot read', () => {
    for (const payload of ['[', '["request"]', '["other", "a", "live", "b"]', 'nocolon']) {
      expect(parseViewChange(payload)).toEqual({ kind: 'everything' });
    }
  });
});

describe('RecentChanges', () => {
  const view = { scope, requestId: 'rr_1', candidateId: 'cand_1' };

  it('tells whether a change since a point concerns a view', () => {
    const recent = new RecentChanges(10);
    const since = recent.seq;
    recent.add({ kind: 'request', scope, id: 'rr_2' });
    recent.add({ kind: 'candidate', scope, id: 'cand_2' });
    expect(recent.changedSince(since, view)).toBe(false);
    recent.add({ kind: 'candidate', scope, id: 'cand_1' });
    expect(recent.changedSince(since, view)).toBe(true);
    expect(recent.changedSince(recent.seq, view)).toBe(false);
  });

  it('treats a read older than what it remembers as raced', () => {
    const recent = new RecentChanges(2);
    const since = recent.seq;
    for (let i = 0; i < 3; i += 1) recent.add({ kind: 'request', scope, id: `rr_other${i}` });
    expect(recent.changedSince(since, view)).toBe(true);
    expect(recent.changedSince(recent.seq - 1, view)).toBe(false);
  });
});
