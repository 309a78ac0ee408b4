import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCOPE_NAMES } from '../../src/core/auth.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { testEngine } from '../helpers/db.ts';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);

type Response = { $ref?: string; content?: Record<string, unknown> };
type Operation = {
  security?: Record<string, string[]>[];
  responses: Record<string, Response>;
};
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown>; responses: Record<string, Response> };
};

let t: TestApp;
let document: Document;
let file: string;

// The document is the same on both engines: lint it once, on the embedded run.
describe.runIf(testEngine() === 'pglite')('the published OpenAPI document', () => {
  beforeAll(async () => {
    t = await buildTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/openapi.json' });
    document = res.json();
    file = path.join(mkdtempSync(path.join(tmpdir(), 'refcheck-openapi-')), 'openapi.json');
    writeFileSync(file, res.body);
  });
  afterAll(() => t?.close());

  it("passes Redocly's recommended rules with no error and no warning", async () => {
    const { stdout } = await run(
      bin('redocly'),
      ['lint', file, '--config', path.join(root, 'redocly.yaml'), '--format', 'json'],
      {
        cwd: root,
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      },
    ).catch((error: { stdout: string }) => error);
    const report = JSON.parse(stdout.slice(stdout.indexOf('{')));
    expect(report.problems, JSON.stringify(report.problems, null, 2)).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  }, 60_000);

  it('passes Spectral spectral:oas with no error and no warning', async () => {
    const { stdout } = await run(
      bin('spectral'),
      ['lint', file, '--ruleset', path.join(root, '.spectral.yaml'), '--format', 'json', '--quiet'],
      { cwd: root },
    ).catch((error: { stdout: string }) => error);
    const results = JSON.parse(stdout.trim() || '[]') as {
      code: string;
      message: string;
      path: string[];
    }[];
    expect(results.map((r) => `${r.code}: ${r.message} at ${r.path.join('.')}`)).toEqual([]);
  }, 60_000);

  // What the one Spectral rule switched off in .spectral.yaml would have checked, done right.
  it("names a defined scheme and one of the service's scopes in every security requirement", () => {
    const schemes = Object.keys(document.components.securitySchemes);
    for (const [route, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        expect(operation.security, `${method} ${route}`).toHaveLength(2);
        for (const requirement of operation.security!) {
          for (const [scheme, scopes] of Object.entries(requirement)) {
            expect(schemes).toContain(scheme);
            for (const scope of scopes) expect(SCOPE_NAMES).toContain(scope);
          }
        }
      }
    }
  });

  it('declares every error as application/problem+json', () => {
    for (const operations of Object.values(document.paths)) {
      for (const operation of Object.values(operations)) {
        for (const [status, response] of Object.entries(operation.responses)) {
          if (Number(status) >= 400) {
            const shared = response.$ref?.replace('#/components/responses/', '');
            const resolved = shared ? document.components.responses[shared] : response;
            expect(Object.keys(resolved?.content ?? {})).toEqual(['application/problem+json']);
          }
        }
      }
    }
  });
});
