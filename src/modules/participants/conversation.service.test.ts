import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RELEASE_RETRY_MS, RELEASE_WAIT_MS, releaseWhenReachable } from './conversation.service.ts';

/** What `pg_terminate_backend` answers a statement with (SQLSTATE 57P01). */
const terminated = () => Object.assign(new Error('terminating connection'), { code: '57P01' });

describe('releaseWhenReachable (a failed turn ends its claim across an outage)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers only once the release went through, when the connection comes back soon', async () => {
    const release = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(terminated())
      .mockRejectedValueOnce(terminated())
      .mockResolvedValue(undefined);
    const onFailure = vi.fn();
    let answered = false;
    const releasing = releaseWhenReachable(release, onFailure).then(() => {
      answered = true;
    });
    await vi.advanceTimersByTimeAsync(RELEASE_RETRY_MS);
    expect(answered).toBe(false);
    await vi.advanceTimersByTimeAsync(RELEASE_RETRY_MS);
    await releasing;
    expect(release).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(RELEASE_RETRY_MS * 5);
    expect(release).toHaveBeenCalledTimes(3);
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('answers after a short wait during a long outage, and goes on trying in the background', async () => {
    const release = vi.fn<() => Promise<void>>();
    for (let n = 0; n < 20; n += 1) release.mockRejectedValueOnce(terminated());
    release.mockResolvedValue(undefined);
    const onFailure = vi.fn();
    let answered = false;
    const releasing = releaseWhenReachable(release, onFailure).then(() => {
      answered = true;
    });
    await vi.advanceTimersByTimeAsync(RELEASE_WAIT_MS);
    await releasing;
    expect(answered).toBe(true);
    const triedBeforeAnswer = release.mock.calls.length;
    expect(triedBeforeAnswer).toBeLessThan(21);
    await vi.advanceTimersByTimeAsync(RELEASE_WAIT_MS * 3);
    expect(release).toHaveBeenCalledTimes(21);
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
    const releasing = releaseWhenReachable(release, onFailure, Date.now() + RELEASE_RETRY_MS * 3);
    await vi.advanceTimersByTimeAsync(RELEASE_RETRY_MS * 10);
    await releasing;
    expect(release.mock.calls.length).toBeLessThanOrEqual(3);
    expect(onFailure).toHaveBeenCalledTimes(1);
  });
});
