/**
 * Bundles the server, the stand-alone worker and the embedded engine's
 * thread (src/server.ts, src/worker.ts, src/db/pglite-worker.ts →
 * dist/server.js, dist/worker.js, dist/pglite-worker.js, shared code in
 * dist/chunks/) with esbuild, when the sources changed since the last build.
 * Node then loads a few files instead of ~200 sources through tsx and ~800
 * package modules: on this machine that halves the start-up. Files read at
 * run time (migrations, page assets) stay where they are and are found from
 * the project root (src/paths.ts).
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'dist');
const STAMP_NAME = '.server-build-stamp';
/** The embedded engine's worker thread is an entry of its own: src/db/pglite-thread.ts starts it by path. */
const ENTRY_POINTS = ['src/server.ts', 'src/worker.ts', 'src/db/pglite-worker.ts'];

/**
 * Packages loaded from node_modules as usual rather than bundled: those that
 * read files beside their own code or start workers from files, which a
 * bundle would break, and those loaded on first use anyway. A package that
 * one of these imports too is then loaded twice (once bundled), so keep
 * shared state (zod, drizzle, fastify) on the bundled side.
 */
const EXTERNAL = [
  // Its wasm module and data files.
  '@electric-sql/pglite',
  '@electric-sql/pglite/*',
  // Font metrics and data files; loaded with the first PDF or e-mail.
  'pdfkit',
  'fontkit',
  'dejavu-fonts-ttf',
  'mjml',
  // Its 3.5 MB script; loaded on the first visit of /docs.
  '@scalar/fastify-api-reference',
  // Reads its own package.json through __dirname.
  '@fastify/swagger',
  '@fastify/static',
  // Transports run in worker threads started from files.
  'pino',
  // An optional native binding (pg-native) required at run time.
  'pg',
  // Loaded on first use (a webhook, the first e-mail).
  'svix',
  'nodemailer',
];
/** Besides src/: what changes the bundle (the installed packages, this script). */
const OTHER_INPUTS = ['package.json', 'package-lock.json', 'scripts/build-server.ts'];

/**
 * A fingerprint of every input's path, size and modification time: a changed,
 * added or removed file changes it. Stat-only, a few milliseconds.
 */
function inputsFingerprint(): string {
  const hash = createHash('sha256');
  const add = (relative: string) => {
    const stat = statSync(path.join(ROOT, relative));
    hash.update(`${relative}:${stat.size}:${stat.mtimeMs}\n`);
  };
  const visit = (relativeDir: string) => {
    const entries = readdirSync(path.join(ROOT, relativeDir), { withFileTypes: true });
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const relative = path.join(relativeDir, entry.name);
      if (entry.isDirectory()) visit(relative);
      else if (!entry.name.includes('.test')) add(relative);
    }
  };
  visit('src');
  OTHER_INPUTS.forEach(add);
  return hash.digest('hex');
}

export function serverIsStale(outDir = OUT): boolean {
  if (!ENTRY_POINTS.every((entry) => existsSync(outputOf(entry, outDir)))) return true;
  const stamp = path.join(outDir, STAMP_NAME);
  return !existsSync(stamp) || readFileSync(stamp, 'utf8') !== inputsFingerprint();
}

function outputOf(entry: string, outDir: string): string {
  return path.join(outDir, `${path.basename(entry, '.ts')}.js`);
}

/**
 * Builds into dist/ (or `outDir`, which must lie inside the checkout: the
 * bundle finds the project root above itself) if the sources changed.
 */
export async function buildServer({ force = false, outDir = OUT } = {}): Promise<boolean> {
  if (!force && !serverIsStale(outDir)) return false;
  const fingerprint = inputsFingerprint();
  const { build } = await import('esbuild');
  // Chunk names carry a hash: those of an earlier build would pile up.
  rmSync(path.join(outDir, 'chunks'), { recursive: true, force: true });
  await build({
    absWorkingDir: ROOT,
    // Each at the top of dist/, where outputOf expects it.
    entryPoints: ENTRY_POINTS.map((entry) => ({ in: entry, out: path.basename(entry, '.ts') })),
    outdir: outDir,
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    // Code shared by server and worker, and what src/ imports lazily (`await import(…)`).
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    external: EXTERNAL,
    // Bundled CommonJS packages call require(): give the ES module bundle one.
    banner: {
      js: "import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);",
    },
    // No `keepNames`: it wraps every renamed function in `__name()`, a
    // defineProperty each time a closure is made, and bundled Fastify makes
    // several per request (about 9% of the request loop's CPU in a profile of
    // the API-key read, bench/results). Our errors set `name` themselves, and
    // test/openapi/built-server.test.ts checks that no class of src/ is renamed.
    keepNames: false,
    // Stack traces map back to src/ with `node --enable-source-maps`.
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  writeFileSync(path.join(outDir, STAMP_NAME), fingerprint);
  return true;
}
