import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_SCOPES } from '../../src/core/auth.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { createKey, createTenant } from '../helpers/factories.ts';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');
const clientDir = path.join(import.meta.dirname, 'generated-client');

let t: TestApp;
let baseUrl: string;

beforeAll(async () => {
  t = await buildTestApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

/**
 * A client nobody here wrote: types generated from the served document by
 * openapi-typescript (not committed: refcheck-api.d.ts is written here, and
 * ignored by git), the flow type-checked with `tsc --strict` against them,
 * then run over HTTP with openapi-fetch.
 */
describe('a client generated from /openapi.json', () => {
  it('type-checks under --strict and runs the whole /v1/api flow', async () => {
    const document = await (await fetch(`${baseUrl}/openapi.json`)).json();
    const types = astToString(await openapiTS(document));
    writeFileSync(path.join(clientDir, 'refcheck-api.d.ts'), types);
    await run(
      path.join(root, 'node_modules/.bin/tsc'),
      ['-p', path.join(clientDir, 'tsconfig.json')],
      {
        cwd: root,
      },
    ).catch((error: { stdout: string }) => {
      throw new Error(`tsc --strict failed on the generated client:\n${error.stdout}`);
    });

    const tenant = await createTenant(t);
    const key = await createKey(t, tenant, { environment: 'test', scopes: [...ALL_SCOPES] });
    // A computed specifier: the project's own type check must not follow it
    // into flow.ts, whose types exist only once this test has generated them.
    const flowModule = './generated-client/flow.ts';
    const { runClientFlow } = (await import(flowModule)) as {
      runClientFlow: (options: { baseUrl: string; apiKey: string }) => Promise<string[]>;
    };
    const log = await runClientFlow({ baseUrl, apiKey: key.plaintext });
    expect(log).toEqual([
      'whoami test',
      'candidates 1 final_round',
      'contacts 2',
      'requests 1',
      'links 2',
      'valuation v1 approved approved',
      'report approved true revoked 1',
      'cancelled cancelled',
      expect.stringMatching(
        /^events reference_request\.created,.*reference_request\.queue_outreach/,
      ),
      'approvals 1',
    ]);
  }, 120_000);
});
