import type { AppContext } from '../../context.ts';
import type { Scope } from '../../core/auth.ts';
import type { UnitOfWork } from '../../db/tx.ts';
import type { AgentResponse } from './agent.schemas.ts';
import type { AgentActing, AgentEngine, ToolResult } from './agent.types.ts';
import { proposeAction } from './agent-actions.service.ts';
import { checkTool, resultOf, runTool } from './tool-runner.ts';
import { toolsFor } from './tools.ts';

/**
 * What a change tool would do, stored as a proposal for the recruiter to
 * confirm (`proposed`), instead of running it; a read-only tool runs. The
 * preview reads the record first, so a change the record does not allow
 * (unknown id, wrong state) answers its `error` now and nothing is stored.
 */
export async function proposeTool(
  ctx: AppContext,
  step: UnitOfWork,
  acting: AgentActing,
  scopes: ReadonlySet<Scope>,
  name: string,
  input: unknown,
): Promise<ToolResult> {
  const checked = checkTool(scopes, name, input);
  if ('status' in checked) return checked;
  if (!checked.tool.mutates) return runTool(ctx, step, acting, scopes, name, input);
  return resultOf(
    name,
    checked.input,
    () => proposeAction(ctx, acting, checked.tool, checked.input),
    'proposed',
  );
}

/**
 * Answers a free-text message with the engine, offering it only the tools
 * the caller's scopes allow, acting for the caller's tenant, environment and
 * recruiter. State changes happen only inside the tools' services (each with
 * its own transaction and audit event).
 *
 * `changes`: `execute` (the API route, as the spec has it) runs a change
 * tool at once; `propose` (the console) stores what it would do and answers
 * a `proposed` result, run by confirmAgentAction when the recruiter confirms.
 * `links`: replies name records as console links.
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
  options: {
    changes?: 'execute' | 'propose';
    links?: boolean;
    earlier?: readonly string[];
  } = {},
): Promise<AgentResponse> {
  const { allowed, refused } = toolsFor(scopes);
  const toolResults: ToolResult[] = [];
  const run = options.changes === 'propose' ? proposeTool : runTool;
  const { reply } = await engine.respond({
    message,
    earlier: options.earlier ?? [],
    now: ctx.clock.now(),
    tools: allowed,
    unavailable: refused,
    changes: options.changes ?? 'execute',
    links: options.links ?? false,
    call: async (name, input) => {
      const result = await run(ctx, steps, acting, scopes, name, input);
      toolResults.push(result);
      return result;
    },
  });
  return { object: 'agent_response', reply, engine: engine.name, toolResults };
}
