/**
 * Bundles the command-line client (cli/main.ts → dist/cli/refcheck.js, with
 * what it loads on demand in dist/cli/chunks/) with esbuild, as
 * build-server.ts bundles the server. Node then reads a few files instead of
 * compiling ~40 TypeScript sources through tsx on every command: what
 * `refcheck --version` and `refcheck requests list` wait for (issue 43,
 * item 1; bench/scenarios/cli-startup.ts measures it).
 *
 * The stamp lists every source file that went into the bundle (from
 * esbuild's metafile) with its size and modification time, and the files
 * that stand for the installed packages: bin/refcheck.js checks those few
 * stats on each run and rebuilds when one changed (see cliBundleIsStale).
 */
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CLI_OUT,
  type CliBundleStamp,
  cliBundleIsStale,
  fingerprintOf,
  STAMP_NAME,
} from '../bin/cli-bundle.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Loaded from node_modules as usual: a native binding, whose `.node` file
 * a bundle cannot carry (and loaded only with a stored login).
 */
const EXTERNAL = ['@napi-rs/keyring'];
/** Besides the bundled sources: what changes the bundle (the installed packages, this script). */
const OTHER_INPUTS = ['package.json', 'package-lock.json', 'scripts/build-cli.ts'];

/** Written beside, then renamed: a reader sees the old file or the new one, never half of one. */
function writeWhole(file: string, contents: Uint8Array | string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, contents);
  renameSync(temporary, file);
}

function packageVersion(): string {
  return (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string })
    .version;
}

/** Builds into dist/cli/ when a source changed (or always with `force`); answers whether it built. */
export async function buildCli({ force = false, outDir = CLI_OUT } = {}): Promise<boolean> {
  if (!force && !cliBundleIsStale(outDir)) return false;
  const { build } = await import('esbuild');
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: [{ in: 'cli/main.ts', out: 'refcheck' }],
    outdir: outDir,
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    // What the CLI imports with `await import(…)` (MCP relay, keychain, tables, YAML) stays out of the start-up path.
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    external: EXTERNAL,
    // Bundled CommonJS packages call require(): give the ES module bundle one.
    banner: {
      js: "import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);",
    },
    // `--version` without reading package.json at run time.
    define: { REFCHECK_VERSION: JSON.stringify(packageVersion()) },
    metafile: true,
    // Written below, each file whole: another `refcheck` may be starting meanwhile.
    write: false,
    minifyWhitespace: true,
    minifySyntax: true,
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  const sources = Object.keys(result.metafile.inputs).filter(
    (input) => !input.includes('node_modules/'),
  );
  const inputs = Object.fromEntries(
    [...sources, ...OTHER_INPUTS].map((file) => [file, fingerprintOf(file)]),
  );
  // Chunks first (their names carry a hash of their content), then the entry, then the stamp.
  const files = [...result.outputFiles].sort(
    (a, b) => Number(a.path.includes('/chunks/')) - Number(b.path.includes('/chunks/')),
  );
  for (const file of files.reverse()) writeWhole(file.path, file.contents);
  writeWhole(path.join(outDir, STAMP_NAME), JSON.stringify({ inputs } satisfies CliBundleStamp));
  // Chunks of earlier builds would pile up.
  const written = new Set(files.map((file) => path.basename(file.path)));
  const chunks = path.join(outDir, 'chunks');
  for (const name of existsSync(chunks) ? readdirSync(chunks) : []) {
    if (!written.has(name)) rmSync(path.join(chunks, name), { force: true });
  }
  return true;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  const built = await buildCli({ force: process.argv.includes('--force') });
  console.log(
    built ? `CLI built into dist/cli in ${Date.now() - started} ms` : 'dist/cli is up to date',
  );
}
