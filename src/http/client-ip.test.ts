import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers/app.ts';
import type { App } from '../app.ts';

/** A route that answers the client IP the service believes: what trust signals and usage hashes use. */
function registerIpRoute(app: App): void {
  app.get('/__ip', { schema: { hide: true } }, async (request) => ({ ip: request.ip }));
}

const ipOf = async (
  t: TestApp,
  remoteAddress: string,
  headers: Record<string, string> = {},
): Promise<string> => {
  const res = await t.app.inject({ url: '/__ip', remoteAddress, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().ip;
};

describe('client IP without TRUST_PROXY', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ beforeReady: registerIpRoute });
  });
  afterAll(async () => t.close());

  it('is the socket address: a forged X-Forwarded-For changes nothing', async () => {
    expect(await ipOf(t, '203.0.113.9', { 'x-forwarded-for': '198.51.100.1' })).toBe('203.0.113.9');
    expect(await ipOf(t, '203.0.113.9')).toBe('203.0.113.9');
  });
});

describe('client IP behind trusted proxies', () => {
  let hops: TestApp;
  let list: TestApp;
  beforeAll(async () => {
    hops = await buildTestApp({ beforeReady: registerIpRoute, config: { TRUST_PROXY: '1' } });
    list = await buildTestApp({
      beforeReady: registerIpRoute,
      config: { TRUST_PROXY: '10.0.0.0/8' },
    });
  });
  afterAll(async () => {
    await hops.close();
    await list.close();
  });

  it('a hop count takes the address the last trusted proxy saw, not the left-most one', async () => {
    // The client forged 198.51.100.1; the load balancer appended the address it saw.
    expect(await ipOf(hops, '10.0.0.2', { 'x-forwarded-for': '198.51.100.1, 203.0.113.9' })).toBe(
      '203.0.113.9',
    );
  });

  it('a list trusts only the proxies it names', async () => {
    expect(
      await ipOf(list, '10.0.0.2', { 'x-forwarded-for': '198.51.100.1, 203.0.113.9, 10.0.0.3' }),
    ).toBe('203.0.113.9');
    // A direct caller outside the list is not a proxy: its header is ignored.
    expect(await ipOf(list, '203.0.113.50', { 'x-forwarded-for': '198.51.100.1' })).toBe(
      '203.0.113.50',
    );
  });
});
