import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/helpers/app.ts';
import { createKey, createTenant, type TestTenant } from '../test/helpers/factories.ts';

const root = path.resolve(import.meta.dirname, '..');
let t: TestApp;
let baseUrl: string;
let tenant: TestTenant;

beforeAll(async () => {
  t = await buildTestApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  tenant = await createTenant(t);
});
afterAll(() => t.close());

/**
 * `refcheck mcp` spawned as an assistant spawns it (the README's snippet:
 * `node bin/refcheck.js mcp`), driven by the SDK's stdio client.
 */
async function spawnMcp(args: string[], env: Record<string, string>): Promise<Client> {
  const client = new Client({ name: 'refcheck-cli-test', version: '1.0.0' });
  await client.connect(
    new StdioClientTransport({
      command: process.execPath,
      args: [path.join(root, 'bin/refcheck.js'), ...args, 'mcp'],
      cwd: root,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? tmpdir(),
        REFCHECK_NO_KEYCHAIN: '1',
        XDG_CONFIG_HOME: mkdtempSync(path.join(tmpdir(), 'refcheck-mcp-')),
        ...env,
      },
      stderr: 'pipe',
    }),
  );
  return client;
}

describe('refcheck mcp (stdio)', () => {
  it('serves initialize, tools/list and tools/call with the key from the environment', async () => {
    const key = await createKey(t, tenant, { environment: 'test', scopes: ['candidates:write'] });
    const client = await spawnMcp([], {
      REFCHECK_API_KEY: key.plaintext,
      REFCHECK_BASE_URL: baseUrl,
    });
    try {
      expect(client.getServerVersion()?.name).toBe('refcheck');
      const names = (await client.listTools()).tools.map((tool) => tool.name);
      expect(names).toEqual(
        expect.arrayContaining(['create_candidate', 'update_candidate', 'whoami']),
      );
      expect(names).not.toContain('list_reference_requests');
      const created = (await client.callTool({
        name: 'create_candidate',
        arguments: { body: { firstName: 'Mary', lastName: 'Jackson', email: 'mj@example.com' } },
      })) as CallToolResult;
      expect(created.isError, JSON.stringify(created.content)).toBeFalsy();
      expect(created.structuredContent).toMatchObject({ firstName: 'Mary', environment: 'test' });
    } finally {
      await client.close();
    }
  });

  it('takes the key from --api-key, and from the credential store', async () => {
    const flagKey = await createKey(t, tenant, { environment: 'test' });
    const viaFlag = await spawnMcp(['--api-key', flagKey.plaintext, '--base-url', baseUrl], {});
    try {
      const whoami = (await viaFlag.callTool({ name: 'whoami', arguments: {} })) as CallToolResult;
      expect(whoami.structuredContent).toMatchObject({ id: flagKey.id });
    } finally {
      await viaFlag.close();
    }

    const storedKey = await createKey(t, tenant, { environment: 'test' });
    const config = mkdtempSync(path.join(tmpdir(), 'refcheck-mcp-store-'));
    mkdirSync(path.join(config, 'refcheck'), { recursive: true });
    writeFileSync(
      path.join(config, 'refcheck', 'credentials.json'),
      JSON.stringify({
        defaultProfile: 'test',
        profiles: {
          test: {
            environment: 'test',
            baseUrl,
            apiKeyId: storedKey.id,
            prefix: 'x',
            tenantId: tenant.tenantId,
            storedIn: 'file',
            apiKey: storedKey.plaintext,
          },
        },
      }),
      { mode: 0o600 },
    );
    const viaStore = await spawnMcp([], { XDG_CONFIG_HOME: config });
    try {
      const whoami = (await viaStore.callTool({ name: 'whoami', arguments: {} })) as CallToolResult;
      expect(whoami.structuredContent).toMatchObject({ id: storedKey.id });
    } finally {
      await viaStore.close();
    }
  });

  it('answers a refused key as an error the assistant can show', async () => {
    const client = new Client({ name: 'refcheck-cli-test', version: '1.0.0' });
    await expect(
      client.connect(
        new StdioClientTransport({
          command: process.execPath,
          args: [path.join(root, 'bin/refcheck.js'), 'mcp'],
          cwd: root,
          env: {
            PATH: process.env.PATH ?? '',
            REFCHECK_NO_KEYCHAIN: '1',
            REFCHECK_API_KEY: 'svc_test_aaaaaaaaaaaa_bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb',
            REFCHECK_BASE_URL: baseUrl,
            XDG_CONFIG_HOME: mkdtempSync(path.join(tmpdir(), 'refcheck-mcp-')),
          },
          stderr: 'pipe',
        }),
      ),
    ).rejects.toThrow(/401.*invalid_api_key/s);
    await client.close();
  });
});
