// The CLI bundle's freshness, read by bin/refcheck.js on every run and by
// scripts/build-cli.ts, which writes the stamp. Plain JavaScript: the bin
// must decide without loading a TypeScript compiler.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const CLI_OUT = path.join(ROOT, 'dist/cli');
export const STAMP_NAME = '.build-stamp.json';

/** `size:mtimeMs` of a file of the checkout, or `missing`. */
export function fingerprintOf(relative) {
  const stat = statSync(path.join(ROOT, relative), { throwIfNoEntry: false });
  return stat ? `${stat.size}:${stat.mtimeMs}` : 'missing';
}

/**
 * True when the bundle is missing or a file that went into it changed since
 * it was built: one stat per bundled source (a few dozen), about a millisecond.
 */
export function cliBundleIsStale(outDir = CLI_OUT) {
  const stampFile = path.join(outDir, STAMP_NAME);
  if (!existsSync(path.join(outDir, 'refcheck.js')) || !existsSync(stampFile)) return true;
  try {
    const stamp = JSON.parse(readFileSync(stampFile, 'utf8'));
    return Object.entries(stamp.inputs).some(([file, seen]) => fingerprintOf(file) !== seen);
  } catch {
    return true;
  }
}
