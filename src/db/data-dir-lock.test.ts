import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from './data-dir-lock.ts';

/** The embedded engine's directory in a new DATA_DIR (the lock is `<directory>.lock`). */
function newDirectory(): string {
  return path.join(mkdtempSync(path.join(tmpdir(), 'refcheck-lock-')), 'pgdata');
}

const lockFileOf = (directory: string) => `${directory}.lock`;
const record = (directory: string) => JSON.parse(readFileSync(lockFileOf(directory), 'utf8'));

/** A lock record as another process would have left it. */
function writeRecord(directory: string, fields: Record<string, unknown>): void {
  const own = record(directory);
  writeFileSync(lockFileOf(directory), JSON.stringify({ ...own, nonce: 'other', ...fields }));
}

/** The pid of a process that has exited (and been reaped). */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

describe('the embedded data directory lock', () => {
  it('refuses a second holder, naming the first; its release frees the directory', () => {
    const directory = newDirectory();
    const release = lockDataDir(directory);
    expect(record(directory)).toMatchObject({ pid: process.pid });
    let refusal: unknown;
    try {
      lockDataDir(directory);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(DataDirInUseError);
    expect((refusal as Error).message).toContain(`in use by process ${process.pid}`);
    expect((refusal as Error).message).toContain(path.dirname(directory));
    release();
    expect(existsSync(lockFileOf(directory))).toBe(false);
    lockDataDir(directory)();
  });

  it('refuses while another live process holds it', () => {
    const directory = newDirectory();
    const release = lockDataDir(directory);
    release();
    // The parent process (vitest) runs; a record of it with no start time to compare.
    writeFileSync(
      lockFileOf(directory),
      JSON.stringify({ pid: process.ppid, command: 'npm start: node dist/server.js' }),
    );
    expect(() => lockDataDir(directory)).toThrow(
      `in use by process ${process.ppid} (npm start: node dist/server.js`,
    );
  });

  it('takes over a lock left by a process that is gone (kill -9), its pid reused, or unreadable', async () => {
    const directory = newDirectory();
    lockDataDir(directory)();
    for (const stale of [
      { pid: await deadPid() },
      // This very pid, held by no one here: a previous life's.
      { pid: process.pid },
      // A live pid that started at another time: reused by another process.
      ...(existsSync('/proc/self/stat') ? [{ pid: process.ppid, processStart: '1' }] : []),
      { pid: process.ppid, bootId: 'another-boot' },
    ]) {
      const release = lockDataDir(directory);
      release();
      // Leave the record of the stale holder, as a killed process does.
      writeFileSync(lockFileOf(directory), JSON.stringify({ ...stale, nonce: 'stale' }));
      const taken = lockDataDir(directory);
      expect(record(directory), JSON.stringify(stale)).toMatchObject({ pid: process.pid });
      expect(record(directory).nonce).not.toBe('stale');
      taken();
    }
    writeFileSync(lockFileOf(directory), 'not a record');
    lockDataDir(directory)();
  });

  it('releases only its own record, never a lock another process took over', () => {
    const directory = newDirectory();
    const release = lockDataDir(directory);
    writeRecord(directory, { pid: process.ppid });
    release();
    expect(record(directory)).toMatchObject({ pid: process.ppid, nonce: 'other' });
  });
});
