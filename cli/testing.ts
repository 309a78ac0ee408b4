import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The checkout the tests run `refcheck` from. */
export const root = path.resolve(import.meta.dirname, '..');

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs the real `refcheck` (bin/refcheck.js) as a child process, as a
 * person's shell would: piped, no keychain, a fresh config directory unless
 * `env` names one. Tests only: the CLI itself never imports this.
 */
export function runRefcheck(
  baseUrl: string,
  args: string[],
  env: Record<string, string> = {},
  onStderr?: (text: string) => void,
  bin = path.join(root, 'bin/refcheck.js'),
): Promise<CliRun> {
  return new Promise<CliRun>((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...args], {
      cwd: root,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? tmpdir(),
        REFCHECK_BASE_URL: baseUrl,
        REFCHECK_NO_KEYCHAIN: '1',
        XDG_CONFIG_HOME: mkdtempSync(path.join(tmpdir(), 'refcheck-cli-')),
        ...env,
      },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
      onStderr?.(stderr);
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}
