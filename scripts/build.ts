/**
 * Builds what `npm start` and `refcheck` run, each part only when its inputs
 * changed: the server bundle (build-server.ts), the CLI bundle
 * (build-cli.ts), the recruiter console (build-console.ts) and the migrated
 * PGlite template
 * (src/db/pglite-template.ts). `npm install` (prepare), `npm start`
 * (prestart) and `npm run worker` (preworker) run it, so no one runs a build
 * step by hand; `--force` rebuilds all three.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildCli } from './build-cli.ts';
import { buildConsole } from './build-console.ts';
import { buildServer } from './build-server.ts';

export async function buildAll({ force = false } = {}): Promise<string[]> {
  const built: string[] = [];
  const step = async (name: string, run: () => Promise<boolean>) => {
    const started = Date.now();
    if (await run()) built.push(`${name} (${Date.now() - started} ms)`);
  };
  await step('server', () => buildServer({ force }));
  await step('CLI', () => buildCli({ force }));
  await step('console', async () => {
    // A production install (`npm ci --omit=dev`) has no Vite: the console is built where dev tools are.
    if (!(await isInstalled('vite'))) {
      console.warn('console not built: Vite (a dev dependency) is not installed');
      return false;
    }
    return buildConsole({ force });
  });
  await step('PGlite template', () => buildTemplate(force));
  return built;
}

async function isInstalled(name: string): Promise<boolean> {
  try {
    import.meta.resolve(name);
    return true;
  } catch {
    return false;
  }
}

/** Imported on demand: the database modules load PGlite, which a fresh build needs only when the template is stale. */
async function buildTemplate(force: boolean): Promise<boolean> {
  const { buildPgliteTemplate, pgliteTemplateIsStale } = await import(
    '../src/db/pglite-template.ts'
  );
  if (!force && !pgliteTemplateIsStale()) return false;
  const { dumpMigratedPglite } = await import('../src/db/client.ts');
  return buildPgliteTemplate(dumpMigratedPglite, { force });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const built = await buildAll({ force: process.argv.includes('--force') });
  // On stderr: as `npm start`'s prestart, stdout carries the server's JSON lines only.
  console.error(built.length ? `built into dist/: ${built.join(', ')}` : 'dist/ is up to date');
}
