import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Config } from '../config.ts';
import { clearSessionCookie, setSessionCookie } from './session-cookie.ts';

/** A bare server with one route that sets (or clears) the session cookie as the service would. */
async function setCookieHeader(nodeEnv: Config['nodeEnv'], clear = false): Promise<string> {
  const app = Fastify();
  await app.register(fastifyCookie);
  app.post('/sign-in', async (_request, reply) =>
    clear
      ? clearSessionCookie(reply, { nodeEnv }).send({ ok: true })
      : setSessionCookie(reply, { nodeEnv }, 'header.payload.signature', 3600).send({ ok: true }),
  );
  const res = await app.inject({ method: 'POST', url: '/sign-in' });
  await app.close();
  const header = res.headers['set-cookie'];
  return Array.isArray(header) ? header.join('\n') : String(header);
}

describe('session cookies the service sets', () => {
  it('are HttpOnly, SameSite=Lax, for the whole site, and not Secure outside production', async () => {
    const cookie = await setCookieHeader('development');
    expect(cookie).toMatch(/^__session=header\.payload\.signature;/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).toMatch(/; Max-Age=3600/);
    expect(cookie).not.toMatch(/Secure/);
  });

  it('are Secure when NODE_ENV=production', async () => {
    const cookie = await setCookieHeader('production');
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
  });

  it('are cleared with the same attributes', async () => {
    const cookie = await setCookieHeader('production', true);
    expect(cookie).toMatch(/^__session=;/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/Expires=Thu, 01 Jan 1970/);
  });
});
