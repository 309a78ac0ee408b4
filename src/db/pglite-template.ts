import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { projectPath } from '../paths.ts';

/**
 * A migrated PGlite data directory, dumped as a tarball at build time
 * (scripts/build.ts) so that a first start on an empty data directory loads
 * it (about 1.3 s) instead of running initdb and every migration (3–5 s).
 * The migrations still run after loading it, so an older template is only
 * slower, never wrong; a template of another PGlite version is not used
 * (its data directory format may differ). The test suite's per-file
 * databases load the same file.
 */
export const PGLITE_TEMPLATE_FILE = projectPath('dist/pglite-template.tar');
/** What the template was built from: { key, pgliteVersion }. */
const TEMPLATE_STAMP = projectPath('dist/pglite-template.json');
/** The SQL migrations of both engines (drizzle-kit's output); client.ts applies them. */
export const MIGRATIONS_FOLDER = projectPath('src/db/migrations');

interface TemplateStamp {
  key: string;
  pgliteVersion: string;
}

/** The installed PGlite's version (its data directory format). */
export function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  // The entry is dist/index.js; the package.json sits one level above dist/.
  const file = path.join(entry, '..', '..', 'package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

/** A hash of every migration file and of the PGlite version: a change to either means a new template. */
export function pgliteTemplateKey(): string {
  const hash = createHash('sha256').update(pgliteVersion());
  for (const relative of listFiles(MIGRATIONS_FOLDER)) {
    hash
      .update(relative)
      .update('\0')
      .update(readFileSync(path.join(MIGRATIONS_FOLDER, relative)));
  }
  return hash.digest('hex').slice(0, 16);
}

export function pgliteTemplateIsStale(): boolean {
  return readStamp()?.key !== pgliteTemplateKey() || !existsSync(PGLITE_TEMPLATE_FILE);
}

/**
 * Writes the template if the migrations or PGlite changed since the last one.
 * `dump` migrates a fresh in-memory database and returns its tarball; it is
 * passed in because the database client imports this module.
 */
export async function buildPgliteTemplate(
  dump: () => Promise<Uint8Array>,
  { force = false } = {},
): Promise<boolean> {
  if (!force && !pgliteTemplateIsStale()) return false;
  const key = pgliteTemplateKey();
  writeAtomically(PGLITE_TEMPLATE_FILE, await dump());
  const stamp: TemplateStamp = { key, pgliteVersion: pgliteVersion() };
  writeAtomically(TEMPLATE_STAMP, JSON.stringify(stamp));
  return true;
}

/**
 * The template to load into a data directory that has no database yet, or
 * undefined (a database is there, or there is no usable template: initdb runs).
 */
export function templateForNewDataDir(dataDir: string): Uint8Array | undefined {
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) return undefined;
  if (!existsSync(PGLITE_TEMPLATE_FILE)) return undefined;
  if (readStamp()?.pgliteVersion !== pgliteVersion()) return undefined;
  return readFileSync(PGLITE_TEMPLATE_FILE);
}

function readStamp(): TemplateStamp | undefined {
  try {
    return JSON.parse(readFileSync(TEMPLATE_STAMP, 'utf8')) as TemplateStamp;
  } catch {
    return undefined;
  }
}

/** Written aside and renamed: a process that starts meanwhile never reads half a file. */
function writeAtomically(file: string, content: Uint8Array | string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, content);
  renameSync(partial, file);
}

function listFiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) =>
      entry.isDirectory()
        ? listFiles(path.join(dir, entry.name), `${prefix}${entry.name}/`)
        : [`${prefix}${entry.name}`],
    );
}
