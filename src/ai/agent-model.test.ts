import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentServerProblem, parseAgentModel } from './agent-model.ts';
import { type ScriptedServer, startScriptedServer } from './openai-compatible.test-helper.ts';

let server: ScriptedServer;
beforeAll(async () => {
  server = await startScriptedServer(() => ({ text: 'ok' }));
});
afterAll(() => server.close());

const compatible = (agentBaseUrl: string) => ({
  agentModel: 'openai-compatible:llama3.1:8b',
  agentBaseUrl,
});

describe('AGENT_MODEL=openai-compatible:<model>', () => {
  it('reads the model (colons included), the base URL and the optional key', () => {
    expect(parseAgentModel({ ...compatible(server.baseUrl), agentApiKey: 'k' })).toEqual({
      provider: 'openai-compatible',
      modelId: 'llama3.1:8b',
      name: 'openai-compatible:llama3.1:8b',
      baseUrl: server.baseUrl,
      apiKey: 'k',
    });
  });

  it('starts when the server lists its models, and names a wrong URL at start', async () => {
    expect(await agentServerProblem(compatible(server.baseUrl))).toBeNull();
    expect(await agentServerProblem({ agentModel: 'builtin' })).toBeNull();
    const wrongPath = await agentServerProblem(compatible(server.baseUrl.replace('/v1', '/nope')));
    expect(wrongPath).toMatch(
      /^AGENT_BASE_URL: GET http:\/\/127\.0\.0\.1:\d+\/nope\/models answered 404/,
    );
    const port = await closedPort();
    const nobody = await agentServerProblem(compatible(`http://127.0.0.1:${port}/v1`));
    expect(nobody).toBe(
      `AGENT_BASE_URL: no OpenAI-compatible server answered GET http://127.0.0.1:${port}/v1/models (ECONNREFUSED)`,
    );
  });
});

/** A local port nobody listens on (just released). */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
