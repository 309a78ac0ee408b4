import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import type { HttpLoadScenario } from '../scenario.ts';

export const BARE_CREATE_NAME = 'create bare reference (Fastify + pg, same rows, one transaction)';

/**
 * The physical reference of a create: bench/bare/create-server.ts, started
 * as its own process on the server's PostgreSQL database, writes the rows
 * the service's create writes (find-or-create candidate, request, two
 * contacts, audit event, activity entry, usage record) in one transaction,
 * with none of the service's validation, authentication or answer. The
 * service's create is reported as a ratio of it (`compareWith`). PGlite has
 * one process per data directory, so there it is skipped.
 */
export const bareCreate: HttpLoadScenario = {
  kind: 'http',
  name: BARE_CREATE_NAME,
  description:
    'minimal Fastify + node-postgres server: the same rows as a manual_references create with 2 contacts, one transaction',
  async prepare(target) {
    if (!target.databaseUrl) return { requests: [], skip: 'needs a PostgreSQL server' };
    const { tenantId, recruiterId, session } = await target.newTenantSession();
    const { apiKey } = await target.request<{ apiKey: { id: string } }>(
      'POST',
      `/v1/tenants/${tenantId}/api-keys`,
      {
        headers: { authorization: `Bearer ${session}` },
        body: { name: 'bench-bare-create', environment: 'live', scopes: ['references:write'] },
      },
    );
    const port = 3900 + Math.floor(Math.random() * 90);
    const server = await startBareServer(target.databaseUrl, port);
    const body = JSON.stringify({
      tenantId,
      recruiterId,
      apiKeyId: apiKey.id,
      roleTitle: 'Staff Engineer',
      candidate: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada.bare@example.com' },
      contacts: [
        {
          firstName: 'Grace',
          lastName: 'Hopper',
          email: 'grace.bare@example.org',
          phone: '+12125550100',
          relationship: 'manager',
        },
        {
          firstName: 'Alan',
          lastName: 'Turing',
          email: 'alan.bare@example.org',
          phone: '+442079460958',
          relationship: 'peer',
        },
      ],
    });
    return {
      baseUrl: `http://127.0.0.1:${port}`,
      requests: [{ method: 'POST', path: '/bare/reference-requests', body }],
      pid: server.pid,
      stop: () => stopBareServer(server),
    };
  },
};

async function startBareServer(databaseUrl: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/bare/create-server.ts'], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  await ready;
  return child;
}

async function stopBareServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await once(child, 'exit');
}
