import { describe, expect, it } from 'vitest';
import type { AppContext } from '../../context.ts';
import { SCOPE_NAMES, type Scope } from '../../core/auth.ts';
import type { UnitOfWork } from '../../db/tx.ts';
import { runTool } from './tool-runner.ts';
import { AGENT_TOOLS, toolsFor } from './tools.ts';

const acting = {
  tenantId: 'org_x',
  environment: 'live' as const,
  recruiterId: 'user_x',
  actor: { kind: 'api_key' as const, id: 'key_x' },
  traceId: null,
};
// A refused tool never reaches its service: a context that throws on any use proves it.
const untouchable = new Proxy({} as AppContext, {
  get() {
    throw new Error('the context was used');
  },
});

const nowhere = new Proxy({} as UnitOfWork, {
  get() {
    throw new Error('the unit of work was used');
  },
});

describe('the agent tool table', () => {
  it('has unique names, a known scope and a description per tool', () => {
    const names = AGENT_TOOLS.map((tool) => tool.name);
    expect(new Set(names).size).toBe(names.length);
    for (const tool of AGENT_TOOLS) {
      expect(SCOPE_NAMES).toContain(tool.scope);
      expect(tool.description.length).toBeGreaterThan(10);
    }
  });

  it.each(AGENT_TOOLS.map((tool) => [tool.name, tool.scope] as const))(
    '%s is offered only with %s, and refused without it without running',
    async (name, scope) => {
      expect(toolsFor(new Set([scope])).allowed.map((t) => t.name)).toContain(name);
      const others = new Set<Scope>(SCOPE_NAMES.filter((s) => s !== scope));
      const { allowed, refused } = toolsFor(others);
      expect(allowed.map((t) => t.name)).not.toContain(name);
      expect(refused.map((t) => t.name)).toContain(name);
      const result = await runTool(untouchable, nowhere, acting, others, name, {
        requestId: 'rr_1',
      });
      expect(result).toMatchObject({
        tool: name,
        status: 'refused',
        output: { code: 'insufficient_scope', requiredScope: scope },
      });
    },
  );

  it('answers an unknown tool or invalid input as an error without running anything', async () => {
    const all = new Set<Scope>(SCOPE_NAMES);
    expect(await runTool(untouchable, nowhere, acting, all, 'drop_tables', {})).toMatchObject({
      status: 'error',
      output: { code: 'unknown_tool' },
    });
    expect(
      await runTool(untouchable, nowhere, acting, all, 'advance_lifecycle', {
        requestId: 'rr_1',
        action: 'fly',
      }),
    ).toMatchObject({ status: 'error', output: { code: 'validation_failed' } });
  });
});
