import type { AppContext } from '../../context.ts';
import type { Scope } from '../../core/auth.ts';
import { isAppError } from '../../core/errors.ts';
import type { UnitOfWork } from '../../db/tx.ts';
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
  step: UnitOfWork,
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
      output: await tool.run(ctx, step, { ...acting, receivedAt: performance.now() }, parsed.data),
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
 *
 * A turn commits several transactions, none of which is its answer: each
 * tool commits through `steps` (the route passes `unitOfWorkOfSteps`, which
 * never stores a tool's result as the answer; with an Idempotency-Key the
 * answer is stored when it is sent).
 */
export async function askAgent(
  ctx: AppContext,
  steps: UnitOfWork,
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
      const result = await runTool(ctx, steps, acting, scopes, name, input);
      toolResults.push(result);
      return result;
    },
  });
  return { object: 'agent_response', reply, engine: engine.name, toolResults };
}
