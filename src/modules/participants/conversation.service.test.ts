import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RELEASE_RETRY_MS, releaseWhenReachable } from './conversation.service.ts';

/** What `pg_terminate_backend` answers a statement with (SQLSTATE 57P01). */
const terminated = () => Object.assign(new Error('terminating connection'), { code: '57P01' });

describe('releaseWhenReachable (a failed turn ends its claim across an outage)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('tries again while the connection is lost, and stops once the release went through', async () => {
    const release = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(terminated())
      .mockRejectedValueOnce(terminated())
      .mockResolvedValue(undefined);
    const onFailure = vi.fn();
    await releaseWhenReachable(release, onFailure);
    expect(release).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(RELEASE_RETRY_MS * 5);
    expect(release).toHaveBeenCalledTimes(3);
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('gives up at once on an error that is not a lost connection', async () => {
    const release = vi.fn<() => Promise<void>>().mockRejectedValue(new Error('syntax error'));
    const onFailure = vi.fn();
    await releaseWhenReachable(release, onFailure);
    await vi.advanceTimersByTimeAsync(RELEASE_RETRY_MS * 5);
    expect(release).toHaveBeenCalledTimes(1);
    expect(onFailure).toHaveBeenCalledTimes(1);
  });

  it('gives up when the claim would have lapsed anyway', async () => {
    const release = vi.fn<() => Promise<void>>().mockRejectedValue(terminated());
    const onFailure = vi.fn();
    await releaseWhenReachable(release, onFailure, Date.now() + RELEASE_RETRY_MS * 3);
    await vi.advanceTimersByTimeAsync(RELEASE_RETRY_MS * 10);
    expect(release.mock.calls.length).toBeLessThanOrEqual(3);
    expect(onFailure).toHaveBeenCalledTimes(1);
  });
});
