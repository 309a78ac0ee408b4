import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Logger } from 'pino';
import { type App, buildApp } from '../../src/app.ts';
import { type Config, loadConfig } from '../../src/config.ts';
import { ManualClock } from '../../src/core/clock.ts';
import type { Mailer, OutgoingEmail } from '../../src/outbox/mailer.ts';
import { createTestDatabase, type TestDatabase } from './db.ts';

export const TEST_SESSION_SECRET = 'test-session-secret-0123456789abcdef';
export const TEST_SECRET_KEY = 'test-secret-key-0123456789abcdef-0123';
export const TEST_WEBHOOK_SECRET = `whsec_${Buffer.from('test-webhook-secret-32-bytes-long!').toString('base64')}`;

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'refcheck-test-')),
    PUBLIC_BASE_URL: 'http://refcheck.test',
    SESSION_JWT_SECRET: TEST_SESSION_SECRET,
    SECRET_KEY: TEST_SECRET_KEY,
    IDP_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
    LOG_LEVEL: 'silent',
    DEMO_SEED: '0',
    ...overrides,
  });
}

/** A mailer that keeps what it was asked to send, for tests that follow e-mailed links. */
export class CapturingMailer implements Mailer {
  readonly sent: OutgoingEmail[] = [];
  failNext = 0;

  async send(email: OutgoingEmail) {
    if (this.failNext > 0) {
      this.failNext -= 1;
      throw new Error('SMTP refused the message');
    }
    this.sent.push(email);
    return { transport: 'smtp' as const, messageId: `<${this.sent.length}@test>` };
  }

  close() {}

  to(address: string): OutgoingEmail[] {
    return this.sent.filter((email) => email.to === address);
  }
}

export interface TestApp {
  app: App;
  database: TestDatabase;
  clock: ManualClock;
  mailer: CapturingMailer;
  config: Config;
  close(): Promise<void>;
}

/**
 * The whole app on a fresh database of its own (one per test file: create it
 * in beforeAll). The clock stands still until a test moves it; the worker
 * does not run by itself: call `app.worker.drain()`.
 */
export async function buildTestApp(
  options: {
    config?: Record<string, string>;
    start?: Date;
    /** Adds routes or hooks before the app is sealed (e.g. a route that throws, for error tests). */
    beforeReady?: (app: App) => void | Promise<void>;
    /** The app's logger (tests that read the log pass one writing to a buffer). */
    logger?: Logger;
    /** Send e-mail over the config's SMTP_URL (a local SMTP server) instead of capturing it. */
    realMailer?: boolean;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const clock = new ManualClock(options.start ?? new Date('2026-11-02T09:00:00Z'));
  const mailer = new CapturingMailer();
  const config = testConfig(options.config);
  const app = await buildApp({
    config,
    database,
    clock,
    mailer: options.realMailer ? undefined : mailer,
    logger: options.logger,
  });
  await options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    clock,
    mailer,
    config,
    close: async () => {
      await app.close();
      await database.destroy();
    },
  };
}
