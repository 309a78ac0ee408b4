import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../composition.ts';
import { createMailer } from './mailer.ts';

/** Issue 13, item 5: without SMTP_URL an e-mail is written to the log in development only. */
function capture() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, log: createLogger({ logLevel: 'debug' }, sink) };
}

const email = {
  to: 'ada@example.com',
  subject: 'Acme Hiring: please nominate your referees',
  text: 'Open http://refcheck.test/intake/abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ to start.',
};

describe('the mailer without SMTP_URL', () => {
  it('writes the whole e-mail to the log in development, so its link can be followed', async () => {
    const { lines, log } = capture();
    const mailer = createMailer({ from: 'x@example.com', log, nodeEnv: 'development' });
    expect(await mailer.send(email)).toEqual({ transport: 'log', messageId: null });
    expect(lines.join('')).toContain(email.text);
  });

  it.each(['test', 'production'] as const)(
    'logs neither the address nor the text under NODE_ENV=%s',
    async (nodeEnv) => {
      const { lines, log } = capture();
      const mailer = createMailer({ from: 'x@example.com', log, nodeEnv });
      expect(await mailer.send(email)).toEqual({ transport: 'log', messageId: null });
      const logged = lines.join('');
      expect(logged).toMatch(/not sent/);
      expect(logged).not.toContain('ada@example.com');
      expect(logged).not.toContain('/intake/');
      expect(logged).not.toContain('nominate');
    },
  );
});
