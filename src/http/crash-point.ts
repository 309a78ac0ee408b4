import type { Config } from '../config.ts';

/**
 * Test hook: where TEST_CRASH_POINT (honoured only with NODE_ENV=test) names
 * this point, the process dies here with SIGKILL, as a power cut or an OOM
 * kill would take it, so a test can show what survives.
 */
export function crashPointForTests(config: Pick<Config, 'testCrashPoint'>, point: string): void {
  if (config.testCrashPoint === point) process.kill(process.pid, 'SIGKILL');
}
