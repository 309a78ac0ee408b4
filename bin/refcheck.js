#!/usr/bin/env node
// `refcheck`: runs the CLI bundle (dist/cli/refcheck.js, built by `npm install`
// through scripts/build-cli.ts). When a source that went into it changed
// since, it is rebuilt first (esbuild, well under a second); where that
// cannot be done, the sources run through tsx as they are.
import { cliBundleIsStale } from './cli-bundle.js';

if (cliBundleIsStale()) {
  const { register } = await import('tsx/esm/api');
  register();
  try {
    const { buildCli } = await import('../scripts/build-cli.ts');
    await buildCli();
  } catch (error) {
    process.stderr.write(
      `refcheck: cannot rebuild dist/cli (${error?.message ?? error}); running the sources\n`,
    );
  }
}
await import(cliBundleIsStale() ? '../cli/main.ts' : '../dist/cli/refcheck.js');
