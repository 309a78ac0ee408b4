import type { FastifyReply, FastifyRequest } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppContext, UsageRecord } from '../context.ts';
import { LAST_USED_EVERY_MS, UsageRecorder } from './usage-recorder.ts';

/** A recorder on ports that keep what they are given (its batching and moves, not the database). */
function recorderWithPorts() {
  const saved: UsageRecord[][] = [];
  const touched: UsageRecord[][] = [];
  let now = new Date('2026-11-29T10:00:00Z');
  const ctx = {
    clock: { now: () => now },
    config: { secretKey: 'k'.repeat(32) },
    log: { warn: () => {}, error: () => {} },
    ports: {
      usage: {
        save: async (_ctx: AppContext, records: UsageRecord[]) => void saved.push(records),
        touchKeys: async (_ctx: AppContext, records: UsageRecord[]) => void touched.push(records),
      },
    },
  } as unknown as AppContext;
  const recorder = new UsageRecorder(ctx);
  const call = (apiKeyId: string) => {
    const request = {
      principal: { kind: 'api_key', apiKeyId, tenantId: 'org_a', environment: 'live' },
      routeOptions: { url: '/v1/api/x' },
      method: 'GET',
      ip: '127.0.0.1',
      id: 'req',
      url: '/v1/api/x',
    } as unknown as FastifyRequest;
    const reply = { statusCode: 200, elapsedTime: 1 } as unknown as FastifyReply;
    return recorder.record(request, reply);
  };
  const later = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };
  return { recorder, call, later, saved, touched };
}

afterEach(() => vi.useRealTimers());

describe('UsageRecorder: lastUsedAt', () => {
  it("moves each key's lastUsedAt once per interval, to its latest written call", async () => {
    vi.useFakeTimers();
    const { call, later, saved, touched } = recorderWithPorts();
    await call('key_1');
    later(10);
    await call('key_1');
    later(10);
    await Promise.all([call('key_1'), call('key_2')]);
    expect(saved.flat()).toHaveLength(4);
    expect(touched).toEqual([]);

    await vi.advanceTimersByTimeAsync(LAST_USED_EVERY_MS);
    expect(touched).toHaveLength(1);
    const moved = new Map(touched[0]!.map((r) => [r.apiKeyId, r.createdAt.toISOString()]));
    expect(moved).toEqual(
      new Map([
        ['key_1', '2026-11-29T10:00:00.020Z'],
        ['key_2', '2026-11-29T10:00:00.020Z'],
      ]),
    );
    await vi.advanceTimersByTimeAsync(LAST_USED_EVERY_MS * 3);
    expect(touched).toHaveLength(1);
  });

  it('moves what is left at once on flush (a test, or a close)', async () => {
    const { recorder, call, touched } = recorderWithPorts();
    await call('key_1');
    await recorder.flush();
    expect(touched.flat().map((r) => r.apiKeyId)).toEqual(['key_1']);
  });
});
