import type { AppContext } from '../../context.ts';
import type { Scope } from '../../core/auth.ts';
import { isAppError } from '../../core/errors.ts';
import type { AgentResponse } from './agent.schemas.ts';
import type { AgentEngine, ToolResult } from './agent.types.ts';
import { type AgentActing, findTool, toolsFor } from './tools.ts';

/**
 * Runs one tool for the caller: the scope check first (a tool outside the
 * scopes never runs: `refused`), then its input schema, then its service.
 * A service's AppError becomes an `error` result (its transaction rolled
 * back, so nothing changed); anything else is a bug and propagates.
 */
export async function runTool(
  ctx: AppContext,
  acting: AgentActing,
  scopes: ReadonlySet<Scope>,
  name: string,
  input: unknown,
): Promise<ToolResult> {
  const tool = findTool(name);
  if (!tool) {
    return {
      tool: name,
      input,
      output: { code: 'unknown_tool', detail: `No tool ${name}.` },
      status: 'error',
    };
  }
  if (!scopes.has(tool.scope)) {
    return {
      tool: name,
      input,
      output: {
        code: 'insufficient_scope',
        requiredScope: tool.scope,
        detail: `${name} needs the ${tool.scope} scope.`,
      },
      status: 'refused',
    };
  }
  const parsed = tool.input.safeParse(input ?? {});
  if (!parsed.success) {
    return {
      tool: name,
      input,
      output: {
        code: 'validation_failed',
        errors: parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
      },
      status: 'error',
    };
  }
  try {
    return {
      tool: name,
      input: parsed.data,
      // Each call reads as of its own start, so it sees what an earlier call of the turn wrote
      // (the request's own arrival time would let a cache answer from before that write).
      output: await tool.run(ctx, { ...acting, receivedAt: performance.now() }, parsed.data),
      status: 'ok',
    };
  } catch (error) {
    if (!isAppError(error)) throw error;
    return {
      tool: name,
      input: parsed.data,
      output: { code: error.code, detail: error.message, ...error.extensions },
      status: 'error',
    };
  }
}

/**
 * Answers a free-text message with the engine, offering it only the tools
 * the caller's scopes allow, acting for the caller's tenant, environment and
 * recruiter. State changes happen only inside the tools' services (each with
 * its own transaction and audit event); the agent itself stores nothing.
 */
export async function askAgent(
  ctx: AppContext,
  acting: AgentActing,
  scopes: ReadonlySet<Scope>,
  message: string,
  engine: AgentEngine,
): Promise<AgentResponse> {
  const { allowed, refused } = toolsFor(scopes);
  const toolResults: ToolResult[] = [];
  const { reply } = await engine.respond({
    message,
    now: ctx.clock.now(),
    tools: allowed,
    unavailable: refused,
    call: async (name, input) => {
      const result = await runTool(ctx, acting, scopes, name, input);
      toolResults.push(result);
      return result;
    },
  });
  return { object: 'agent_response', reply, engine: engine.name, toolResults };
}
