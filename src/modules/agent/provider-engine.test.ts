import { MockLanguageModelV3 } from 'ai/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app.ts';
import {
  bearer,
  createKey,
  createTenant,
  type TestTenant,
} from '../../../test/helpers/factories.ts';
import { SCOPE_NAMES, type Scope } from '../../core/auth.ts';
import { unitOfWork } from '../../db/tx.ts';
import { auditOf } from '../ops/ops.test-helper.ts';
import { draftValuation, getReportState } from '../reports/reports.service.ts';
import { seedRequest, TWO_ANSWERS } from '../reports/reports.test-helper.ts';
import { askAgent } from './agent.service.ts';
import { createAgentEngine, useAgentEngine } from './agent-engine.ts';
import { BuiltinAgentEngine } from './builtin-engine.ts';
import { MAX_AGENT_STEPS, ProviderAgentEngine } from './provider-engine.ts';
import { toolsFor } from './tools.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

type CallOptions = Parameters<MockLanguageModelV3['doGenerate']>[0];

const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 5, text: 5, reasoning: undefined },
};

type Step = { call: { tool: string; input: unknown } } | { text: string };

/**
 * A mock model that answers the scripted steps in order (a tool call or a
 * final text) and keeps the tools and prompt it was offered on each call.
 */
function scriptedModel(steps: Step[]) {
  const calls: CallOptions[] = [];
  const model = new MockLanguageModelV3({
    doGenerate: async (options) => {
      calls.push(options);
      const step = steps[calls.length - 1] ?? { text: 'Done.' };
      if ('call' in step) {
        return {
          content: [
            {
              type: 'tool-call' as const,
              toolCallId: `call_${calls.length}`,
              toolName: step.call.tool,
              input: JSON.stringify(step.call.input),
            },
          ],
          finishReason: { unified: 'tool-calls' as const, raw: 'tool_calls' },
          usage,
          warnings: [],
        };
      }
      return {
        content: [{ type: 'text' as const, text: step.text }],
        finishReason: { unified: 'stop' as const, raw: 'stop' },
        usage,
        warnings: [],
      };
    },
  });
  const offered = (index = 0) => (calls[index]?.tools ?? []).map((tool) => tool.name).sort();
  return { model, calls, offered };
}

const actingOf = (tenant: TestTenant, keyId: string) => ({
  tenantId: tenant.tenantId,
  environment: 'live' as const,
  recruiterId: tenant.recruiterId,
  actor: { kind: 'api_key' as const, id: keyId },
  traceId: null,
});

describe('ProviderAgentEngine (AI SDK mock model, no network)', () => {
  it('offers the model exactly the tools of the scopes, for every scope', async () => {
    const tenant = await createTenant(t);
    for (const scope of SCOPE_NAMES) {
      const scopes = new Set<Scope>([scope]);
      const { model, offered } = scriptedModel([{ text: 'ok' }]);
      await askAgent(
        t.app.ctx,
        unitOfWork(t.app.ctx.db),
        actingOf(tenant, 'key_x'),
        scopes,
        'hi',
        new ProviderAgentEngine(model, 'mock'),
      );
      const expected = toolsFor(scopes)
        .allowed.map((tool) => tool.name)
        .sort();
      expect(offered(), scope).toEqual(expected);
    }
  });

  it('runs the tool calls through the services and answers the model’s text', async () => {
    const tenant = await createTenant(t);
    const { requestId } = await seedRequest(t, tenant, { referees: TWO_ANSWERS });
    const { model, calls, offered } = scriptedModel([
      { call: { tool: 'get_reference_request', input: { requestId } } },
      { text: `${requestId} is collecting.` },
    ]);
    const answer = await askAgent(
      t.app.ctx,
      unitOfWork(t.app.ctx.db),
      actingOf(tenant, 'key_x'),
      new Set<Scope>(['references:read']),
      `status of ${requestId}?`,
      new ProviderAgentEngine(model, 'openai:mock'),
    );
    expect(answer).toMatchObject({
      object: 'agent_response',
      engine: 'openai:mock',
      reply: `${requestId} is collecting.`,
      toolResults: [
        {
          tool: 'get_reference_request',
          input: { requestId },
          status: 'ok',
          output: expect.objectContaining({ id: requestId, status: 'collecting' }),
        },
      ],
    });
    expect(offered()).toEqual([
      'get_reference_request',
      'list_reference_requests',
      'read_ops_feed',
      'read_reference_review',
    ]);
    expect(calls).toHaveLength(2);
    // The second call carries the tool result back to the model.
    expect(JSON.stringify(calls[1]!.prompt)).toContain('collecting');
  });

  it('never runs a tool outside the scopes, even if the model names it: refused, nothing changed', async () => {
    const tenant = await createTenant(t);
    const { requestId } = await seedRequest(t, tenant, { referees: TWO_ANSWERS });
    await draftValuation(
      t.app.ctx,
      unitOfWork(t.app.ctx.db),
      { ...actingOf(tenant, 'x'), actor: { kind: 'recruiter', id: tenant.recruiterId } },
      requestId,
    );
    const before = await auditOf(t, tenant.tenantId);
    const { model, offered } = scriptedModel([
      { call: { tool: 'approve_valuation', input: { requestId } } },
      { text: 'I cannot approve: your key lacks valuations:write.' },
    ]);
    const answer = await askAgent(
      t.app.ctx,
      unitOfWork(t.app.ctx.db),
      actingOf(tenant, 'key_x'),
      new Set<Scope>(['references:read']),
      `approve the report for ${requestId}`,
      new ProviderAgentEngine(model, 'mock'),
    );
    expect(offered()).not.toContain('approve_valuation');
    expect(answer.toolResults).toEqual([
      {
        tool: 'approve_valuation',
        input: { requestId },
        output: expect.objectContaining({
          code: 'insufficient_scope',
          requiredScope: 'valuations:write',
        }),
        status: 'refused',
      },
    ]);
    expect(await auditOf(t, tenant.tenantId)).toEqual(before);
    expect((await getReportState(t.app.ctx, actingOf(tenant, 'x'), requestId)).status).toBe(
      'draft',
    );
  });

  it('tells the model which tools are refused for lack of scope', async () => {
    const tenant = await createTenant(t);
    const { model, calls } = scriptedModel([{ text: 'ok' }]);
    await askAgent(
      t.app.ctx,
      unitOfWork(t.app.ctx.db),
      actingOf(tenant, 'key_x'),
      new Set<Scope>(['references:read']),
      'hi',
      new ProviderAgentEngine(model, 'mock'),
    );
    const system = JSON.stringify(calls[0]!.prompt[0]);
    expect(system).toContain('approve_valuation (needs valuations:write)');
  });

  it('stops after MAX_AGENT_STEPS tool rounds', async () => {
    const tenant = await createTenant(t);
    const loop: Step[] = Array.from({ length: 20 }, () => ({
      call: { tool: 'read_ops_feed', input: {} },
    }));
    const { model, calls } = scriptedModel(loop);
    const answer = await askAgent(
      t.app.ctx,
      unitOfWork(t.app.ctx.db),
      actingOf(tenant, 'key_x'),
      new Set<Scope>(['references:read']),
      'loop',
      new ProviderAgentEngine(model, 'mock'),
    );
    expect(calls).toHaveLength(MAX_AGENT_STEPS);
    expect(answer.toolResults).toHaveLength(MAX_AGENT_STEPS);
  });

  it('answers a failing model with a reply, keeping what the tools did', async () => {
    const tenant = await createTenant(t);
    const model = new MockLanguageModelV3({
      doGenerate: async () => {
        throw new Error('secret account detail');
      },
    });
    const answer = await askAgent(
      t.app.ctx,
      unitOfWork(t.app.ctx.db),
      actingOf(tenant, 'key_x'),
      new Set<Scope>(['references:read']),
      'hi',
      new ProviderAgentEngine(model, 'mock'),
    );
    expect(answer.reply).toMatch(/did not answer/);
    expect(answer.reply).not.toContain('secret');
  });

  it('serves POST /v1/api/agent and posts as the key through the route', async () => {
    const tenant = await createTenant(t);
    const key = await createKey(t, tenant, { scopes: ['references:read', 'references:write'] });
    const { model, offered } = scriptedModel([
      { call: { tool: 'post_ops_message', input: { title: 'Heads up', body: 'Grace is away' } } },
      { text: 'Posted.' },
    ]);
    const config = t.app.ctx.config;
    useAgentEngine(config, new ProviderAgentEngine(model, 'openai:mock'));
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/api/agent',
        headers: bearer(key.plaintext),
        payload: { message: 'tell ops Grace is away' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        reply: 'Posted.',
        engine: 'openai:mock',
        toolResults: [{ tool: 'post_ops_message', status: 'ok' }],
      });
      expect(offered()).toContain('post_ops_message');
      expect(offered()).not.toContain('approve_valuation');
      const audit = await auditOf(t, tenant.tenantId, 'ops_message.created');
      expect(audit.map((e) => [e.actorKind, e.actorId])).toEqual([['api_key', key.id]]);
    } finally {
      useAgentEngine(config, new BuiltinAgentEngine());
    }
  });
});

describe('createAgentEngine (AGENT_MODEL)', () => {
  it('is the built-in engine by default and a provider engine for provider:model', () => {
    expect(createAgentEngine({ agentModel: 'builtin' })).toBeInstanceOf(BuiltinAgentEngine);
    const openai = createAgentEngine({ agentModel: 'openai:gpt-4.1-mini' });
    expect(openai).not.toBeInstanceOf(BuiltinAgentEngine);
    expect(openai.name).toBe('openai:gpt-4.1-mini');
    expect(createAgentEngine({ agentModel: 'anthropic:claude-x' }).name).toBe('anthropic:claude-x');
    expect(() => createAgentEngine({ agentModel: 'mystery:x' })).toThrow(/unknown provider/);
  });

  it('loads the provider engine on the first turn and answers with its model', async () => {
    const tenant = await createTenant(t);
    const { model } = scriptedModel([{ text: 'Loaded on demand.' }]);
    const engine = createAgentEngine({ agentModel: 'openai:mock' }, { model });
    const answer = await askAgent(
      t.app.ctx,
      unitOfWork(t.app.ctx.db),
      actingOf(tenant, 'key_x'),
      new Set<Scope>(['references:read']),
      'hi',
      engine,
    );
    expect(answer).toMatchObject({ engine: 'openai:mock', reply: 'Loaded on demand.' });
  });
});
