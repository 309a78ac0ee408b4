import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The checkout's root, the nearest directory above this module that holds a
 * package.json. Files the service reads at run time (the SQL migrations, the
 * participant pages' assets, the built console, the PGlite template) are
 * addressed from here rather than from the importing module: the same code
 * runs from src/ (tsx, vitest) and bundled into dist/ (`npm start`), where
 * `import.meta.url` is the bundle's, one directory deep.
 */
export const PROJECT_ROOT = findRoot(path.dirname(fileURLToPath(import.meta.url)));

/** A path inside the checkout, e.g. `projectPath('src/db/migrations')`. */
export function projectPath(...segments: string[]): string {
  return path.join(PROJECT_ROOT, ...segments);
}

function findRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${start}`);
  }
}
