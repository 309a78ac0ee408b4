import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventStream } from '../../src/modules/participants/participants.sse.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';

/**
 * Issue 28, item 6: a client that trickles its request is cut off after
 * REQUEST_TIMEOUT_MS (1 s here, 30 s by default), while an answer that
 * streams for longer than that (SSE) is not. Over a real socket: Node
 * enforces these timeouts on the listening server, not on `inject`.
 */
let t: TestApp;
let port: number;

const STREAMED_EVENTS = 8;

beforeAll(async () => {
  t = await buildTestApp({
    config: { REQUEST_TIMEOUT_MS: '1000' },
    beforeReady: (app) => {
      // An event stream that lasts well past the request timeout.
      app.post('/test/slow-stream', async (_request, reply) => {
        const stream = new EventStream(reply);
        for (let i = 0; i < STREAMED_EVENTS; i++) {
          await sleep(300);
          stream.send('delta', { text: String(i) });
        }
        stream.send('done', { messageId: 'msg_test', text: 'done', state: {} });
        stream.end();
      });
    },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(async () => t.close());

/**
 * Opens a connection, writes `head`, then `trickleByte` every 100 ms until
 * the server closes the connection; answers what the server sent. Fails if
 * the connection is still open after 15 s.
 */
function trickle(head: string, trickleByte: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    let timer: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write(head);
      timer = setInterval(() => {
        if (!socket.destroyed && socket.writable) socket.write(trickleByte);
      }, 100);
    });
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
    });
    socket.on('error', () => {}); // a reset after the 408 is a close too
    const deadline = setTimeout(() => {
      clearInterval(timer);
      socket.destroy();
      reject(new Error('the server kept the trickling connection open for 15 s'));
    }, 15_000);
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(deadline);
      resolve(received);
    });
  });
}

describe('slow clients', () => {
  it('closes a connection whose body trickles in (408)', async () => {
    const received = await trickle(
      'POST /v1/cli/pairings HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n',
      ' ',
    );
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
  }, 30_000);

  it('closes a connection whose headers trickle in', async () => {
    const received = await trickle('GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ', 'a');
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
  }, 30_000);

  it('keeps streaming an answer that lasts longer than the request timeout', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/test/slow-stream`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text.match(/^event: delta$/gm)).toHaveLength(STREAMED_EVENTS);
    expect(text).toMatch(/^event: done$/m);
  }, 30_000);
});
