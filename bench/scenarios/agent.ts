import type { HttpLoadScenario } from '../scenario.ts';

/**
 * The agent route with the built-in engine: POST /v1/api/agent "read the ops
 * feed" with a read-only key. Each call checks the key, parses the message
 * deterministically, runs the
 * read_ops_feed tool (one indexed read of the feed, 25 messages at most) and
 * words the reply. No provider model is involved: it measures the agent's
 * own overhead over a plain read.
 */
export const agent: HttpLoadScenario = {
  kind: 'http',
  name: 'agent POST /v1/api/agent (builtin, read the ops feed)',
  description:
    'built-in engine, read-only key: key check + intent parse + read_ops_feed tool (one feed read of 5 messages) + reply',
  async prepare(target) {
    const { tenantId, session } = await target.newTenantSession();
    const createKey = (scopes: string[]) =>
      target.request<{ plaintext: string }>('POST', `/v1/tenants/${tenantId}/api-keys`, {
        headers: { authorization: `Bearer ${session}` },
        body: { name: `bench-agent-${scopes.join('-')}`, environment: 'live', scopes },
      });
    const writer = await createKey(['references:write']);
    for (let i = 1; i <= 5; i++) {
      await target.request('POST', '/v1/api/ops/messages', {
        headers: { authorization: `Bearer ${writer.plaintext}` },
        body: { title: `Bench note ${i}`, body: 'Coordination note for the agent benchmark.' },
      });
    }
    const reader = await createKey(['references:read']);
    const headers = {
      authorization: `Bearer ${reader.plaintext}`,
      'content-type': 'application/json',
    };
    const body = JSON.stringify({ message: 'read the ops feed' });
    const probe = await target.request<{ engine: string; toolResults: { status: string }[] }>(
      'POST',
      '/v1/api/agent',
      { headers, body: { message: 'read the ops feed' } },
    );
    if (probe.engine !== 'builtin' || probe.toolResults[0]?.status !== 'ok') {
      throw new Error(
        `the agent scenario measures the built-in engine; the server answered with ${probe.engine} (unset AGENT_MODEL)`,
      );
    }
    return { requests: [{ method: 'POST', path: '/v1/api/agent', headers, body }] };
  },
};
