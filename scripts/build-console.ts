/**
 * Builds the recruiter console (console/ → dist/console) with Vite, when its
 * sources are newer than the last build. `npm install` (prepare), `npm start`
 * (prestart) and the test suite's global setup run it, so no one runs a
 * build step by hand; `--force` builds whatever the stamps say.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CONSOLE = path.join(ROOT, 'console');
const OUT = path.join(ROOT, 'dist/console');
const STAMP = path.join(OUT, '.build-stamp');

/** The newest modification time of the console's inputs (its sources and the lockfile; the schemas it imports are types only). */
function newestInput(): number {
  let newest = statSync(path.join(ROOT, 'package-lock.json')).mtimeMs;
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else newest = Math.max(newest, statSync(full).mtimeMs);
    }
  };
  visit(CONSOLE);
  return newest;
}

export function consoleIsStale(): boolean {
  if (!existsSync(STAMP) || !existsSync(path.join(OUT, 'index.html'))) return true;
  return Number(readFileSync(STAMP, 'utf8')) < newestInput();
}

export async function buildConsole({ force = false } = {}): Promise<boolean> {
  if (!force && !consoleIsStale()) return false;
  const startedAt = newestInput();
  const { build } = await import('vite');
  await build({
    root: CONSOLE,
    configFile: path.join(CONSOLE, 'vite.config.ts'),
    logLevel: 'warn',
  });
  writeFileSync(STAMP, String(startedAt));
  return true;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  const built = await buildConsole({ force: process.argv.includes('--force') });
  console.log(
    built
      ? `console built into dist/console in ${Date.now() - started} ms`
      : 'console is up to date (dist/console)',
  );
}
