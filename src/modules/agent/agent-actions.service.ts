import type { AppContext } from '../../context.ts';
import type { Scope } from '../../core/auth.ts';
import { AppError } from '../../core/errors.ts';
import { newId } from '../../core/ids.ts';
import type { UnitOfWork } from '../../db/tx.ts';
import type { AgentActionView, AgentConfirmation } from './agent.schemas.ts';
import type { AgentActing, AgentTool, Json } from './agent.types.ts';
import {
  claimAgentAction,
  deleteStaleAgentActions,
  findAgentAction,
  insertAgentAction,
  type RecruiterScope,
} from './agent-actions.repo.ts';
import { replyFor } from './builtin-replies.ts';
import { renderReferences } from './record-links.ts';
import { runTool } from './tool-runner.ts';

/** How long a proposed change waits for the recruiter's confirmation. */
export const AGENT_ACTION_TTL_MS = 15 * 60 * 1000;

function scopeOf(acting: AgentActing): RecruiterScope {
  return {
    tenantId: acting.tenantId,
    environment: acting.environment,
    recruiterId: acting.recruiterId,
  };
}

/**
 * Stores what a change tool would do, for the recruiter who asked, in their
 * tenant and environment, until it expires; runs nothing. The preview reads
 * the record as the caller, so an unknown id or a state that refuses the
 * action throws its AppError here and nothing is stored.
 */
export async function proposeAction(
  ctx: AppContext,
  acting: AgentActing,
  tool: AgentTool,
  input: unknown,
): Promise<AgentActionView> {
  if (!tool.preview) throw new Error(`${tool.name} changes state but has no preview`);
  const preview = await tool.preview(ctx, acting, input as Json);
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + AGENT_ACTION_TTL_MS);
  const id = newId('agentAction');
  await deleteStaleAgentActions(ctx.db, acting, now);
  await insertAgentAction(ctx.db, {
    id,
    ...scopeOf(acting),
    tool: tool.name,
    input,
    summary: preview.title,
    expiresAt,
  });
  return {
    object: 'agent_action',
    id,
    status: 'proposed',
    tool: tool.name,
    title: preview.title,
    details: preview.details,
    environment: acting.environment,
    expiresAt: expiresAt.toISOString(),
  };
}

/**
 * Runs a proposed change once, for the recruiter who was offered it: the
 * proposal is claimed first (one UPDATE that only an unconfirmed, unexpired
 * proposal of this recruiter, tenant and environment passes), so a second
 * or concurrent confirm finds it used and runs nothing. The tool runs
 * through the same scope check and service as any call. If its service
 * refuses (the request moved on meanwhile), nothing changed and the
 * proposal stays used: ask the assistant again.
 */
export async function confirmAgentAction(
  ctx: AppContext,
  step: UnitOfWork,
  acting: AgentActing,
  scopes: ReadonlySet<Scope>,
  id: string,
  options: { links?: boolean } = {},
): Promise<AgentConfirmation> {
  const scope = scopeOf(acting);
  const row = await findAgentAction(ctx.db, scope, id);
  if (!row) throw AppError.notFound('proposed action');
  const now = ctx.clock.now();
  if (row.confirmedAt) {
    throw new AppError('agent_action_used', 'This change was already confirmed; it ran once.');
  }
  if (row.expiresAt.getTime() <= now.getTime()) {
    throw new AppError(
      'agent_action_expired',
      'This proposed change expired; ask the assistant again.',
    );
  }
  if (!(await claimAgentAction(ctx.db, scope, id, now))) {
    throw new AppError('agent_action_used', 'This change was already confirmed; it ran once.');
  }
  const result = await runTool(ctx, step, acting, scopes, row.tool, row.input);
  return {
    object: 'agent_action',
    id,
    status: result.status === 'ok' ? 'confirmed' : 'failed',
    reply: renderReferences(replyFor(result), options.links ?? false),
    toolResult: result,
  };
}
