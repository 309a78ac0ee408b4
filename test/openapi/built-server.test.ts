import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../scripts/build-server.ts';
import { projectPath } from '../../src/paths.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { testEngine } from '../helpers/db.ts';
import {
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
} from '../helpers/server-process.ts';

/**
 * `npm start` runs the esbuild bundle, not the sources the rest of the suite
 * runs: this builds one (into a folder of its own under dist/, so that a
 * running `npm start` keeps its files) and checks what a bundle could break:
 * files found at run time (migrations, page assets, the console), modules
 * loaded on first use (the docs page), and the OpenAPI document, which must
 * be the one the sources publish (one zod, one schema registry). Here, among
 * the document tests, each file runs in a fresh module graph.
 */
describe.skipIf(testEngine() === 'postgresql')('the built server (dist)', () => {
  let outDir: string;
  let server: ServerProcess;
  let t: TestApp;

  beforeAll(async () => {
    outDir = mkdtempSync(path.join(projectPath('dist'), '.test-build-'));
    await buildServer({ outDir });
    server = await startServerProcess({ nodeArgs: [path.join(outDir, 'server.js')] });
    t = await buildTestApp();
  }, 180_000);
  afterAll(async () => {
    if (server) await stopServerProcess(server);
    await t?.close();
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  });

  const get = (url: string) => fetch(`${server.baseUrl}${url}`);

  it('keeps the name of every class of src/ (the bundle is built without keepNames)', () => {
    const declared = new Set<string>();
    const visit = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) visit(file);
        else if (entry.name.endsWith('.ts') && !entry.name.includes('.test')) {
          for (const match of readFileSync(file, 'utf8').matchAll(/\bclass (\w+)/g)) {
            declared.add(match[1]!);
          }
        }
      }
    };
    visit(projectPath('src'));
    const chunks = path.join(outDir, 'chunks');
    const bundle = readdirSync(chunks)
      .filter((name) => name.endsWith('.js'))
      .map((name) => readFileSync(path.join(chunks, name), 'utf8'))
      .join('\n');
    const renamed = [...bundle.matchAll(/\bclass (\w+?)\d+\b/g)]
      .map((match) => match[1]!)
      .filter((name) => declared.has(name));
    expect(declared.size).toBeGreaterThan(10);
    expect(renamed).toEqual([]);
  });

  it('answers on a migrated database (the migrations folder is found)', async () => {
    expect((await get('/health')).status).toBe(200);
    expect(await (await get('/v1/meta/stack')).json()).toMatchObject({ service: 'refcheck' });
  });

  it('serves the participant pages, their assets and the console', async () => {
    for (const url of ['/intake/some-token', '/assets/app.css', '/assets/copy.js', '/app/']) {
      expect((await get(url)).status, url).toBe(200);
    }
  });

  it('loads the docs page on the first visit', async () => {
    const page = await get('/docs/');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('/openapi.json');
    expect((await get('/docs/js/scalar.js')).headers.get('content-type')).toMatch(/javascript/);
  });

  it('publishes the same OpenAPI document as the sources', async () => {
    const built = await (await get('/openapi.json')).text();
    const sources = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).body;
    // Each names its own address (servers, the contact link).
    const sourcesBaseUrl = t.app.ctx.config.publicBaseUrl;
    expect(JSON.parse(built.replaceAll(server.baseUrl, sourcesBaseUrl))).toEqual(
      JSON.parse(sources),
    );
  });
});
