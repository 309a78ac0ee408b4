import type { AppContext } from '../../context.ts';
import type { Scope } from '../../core/auth.ts';
import { isAppError } from '../../core/errors.ts';
import type { UnitOfWork } from '../../db/tx.ts';
import type { AgentActing, AgentTool, ToolResult } from './agent.types.ts';
import { findTool } from './tools.ts';

/*
 * Running one tool: the scope check, the input schema, then the tool's
 * service. Both the agent's turn (agent.service.ts) and a confirmed
 * proposal (agent-actions.service.ts) run tools through here.
 */

/** A tool the caller may run, with its input validated, or why not (a result that ran nothing). */
export function checkTool(
  scopes: ReadonlySet<Scope>,
  name: string,
  input: unknown,
): { tool: AgentTool; input: unknown } | ToolResult {
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
  return { tool, input: parsed.data };
}

/** A service's AppError as an `error` result (its transaction rolled back); anything else is a bug. */
export async function resultOf(
  name: string,
  input: unknown,
  work: () => Promise<unknown>,
  status: 'ok' | 'proposed' = 'ok',
): Promise<ToolResult> {
  try {
    return { tool: name, input, output: await work(), status };
  } catch (error) {
    if (!isAppError(error)) throw error;
    return {
      tool: name,
      input,
      output: { code: error.code, detail: error.message, ...error.extensions },
      status: 'error',
    };
  }
}

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
  const checked = checkTool(scopes, name, input);
  if ('status' in checked) return checked;
  const { tool } = checked;
  // Each call reads as of its own start, so it sees what an earlier call of the turn wrote
  // (the request's own arrival time would let a cache answer from before that write).
  return resultOf(name, checked.input, () =>
    tool.run(ctx, step, { ...acting, receivedAt: performance.now() }, checked.input),
  );
}
