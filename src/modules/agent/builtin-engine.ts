import type { AgentEngine, AgentTurn, ToolResult } from './agent.types.ts';
import { parseIntent } from './builtin-intents.ts';

/** An example message per tool, for the help reply. */
const EXAMPLES: Record<string, string> = {
  get_reference_request: '"status of rr_…"',
  list_reference_requests: '"list requests waiting for review"',
  read_ops_feed: '"read the ops feed"',
  post_ops_message: '"post to ops: <text>" (add "high priority" before the colon if urgent)',
  create_reference_request: '"create a request for Ada Lovelace ada@example.com as Staff Engineer"',
  advance_lifecycle: '"queue outreach for rr_…", "request review for rr_…"',
  draft_valuation: '"draft the valuation for rr_…"',
  approve_valuation: '"approve the report for rr_…"',
  share_report: '"share the report for rr_…"',
  list_candidates: '"list candidates", "candidates named Ada"',
};

/**
 * The default engine (AGENT_MODEL=builtin): offline and deterministic. It
 * maps the message to at most one tool call with fixed rules and words the
 * answer from the tool's result; anything else gets the list of what it can
 * do with the caller's scopes.
 */
export class BuiltinAgentEngine implements AgentEngine {
  readonly name = 'builtin';

  async respond(turn: AgentTurn): Promise<{ reply: string }> {
    const intent = parseIntent(turn.message);
    if (intent.kind === 'unknown') return { reply: helpReply(turn) };
    const known = [...turn.tools, ...turn.unavailable].some((tool) => tool.name === intent.tool);
    if (!known) return { reply: `I cannot do that yet. ${helpReply(turn)}` };
    if (intent.kind === 'incomplete') {
      return { reply: `To ${describe(intent.tool)} I need ${intent.missing}.` };
    }
    const result = await turn.call(intent.tool, intent.input);
    return { reply: replyFor(result) };
  }
}

function helpReply(turn: AgentTurn): string {
  const lines = turn.tools.map(
    (tool) => `- ${EXAMPLES[tool.name] ?? tool.name}: ${tool.description}`,
  );
  const can =
    lines.length > 0
      ? `I did not understand that. With your scopes I can:\n${lines.join('\n')}`
      : 'I did not understand that, and your scopes allow none of my tools.';
  if (turn.unavailable.length === 0) return can;
  const scopes = [...new Set(turn.unavailable.map((tool) => tool.scope))].join(', ');
  return `${can}\nOther actions need scopes this credential lacks (${scopes}).`;
}

const VERBS: Record<string, string> = {
  get_reference_request: 'read the reference request',
  list_reference_requests: 'list reference requests',
  read_ops_feed: 'read the ops feed',
  post_ops_message: 'post to the ops feed',
  create_reference_request: 'create the reference request',
  advance_lifecycle: 'move the reference request',
  draft_valuation: 'draft the valuation',
  approve_valuation: 'approve the report',
  share_report: 'share the report',
  list_candidates: 'list candidates',
};

function describe(tool: string): string {
  return VERBS[tool] ?? tool;
}

/** A tool output: the service's view for that tool (typed by the route schemas, read here by tool name). */
// biome-ignore lint/suspicious/noExplicitAny: outputs are read per tool name; their shapes are the route schemas.
type Json = Record<string, any>;

function replyFor(result: ToolResult): string {
  const output = result.output as Json;
  if (result.status === 'refused') {
    return `I cannot ${describe(result.tool)}: it needs the ${output.requiredScope} scope, which this credential does not hold. Nothing was changed.`;
  }
  if (result.status === 'error') {
    const allowed =
      Array.isArray(output.allowedActions) && output.allowedActions.length > 0
        ? ` Allowed now: ${output.allowedActions.join(', ')}.`
        : '';
    const detail =
      output.detail ??
      (output.errors as { path: string; message: string }[] | undefined)
        ?.map((e) => `${e.path} ${e.message}`)
        .join('; ');
    return `I could not ${describe(result.tool)} (${output.code}): ${detail}${allowed} Nothing was changed.`;
  }
  return successReply(result.tool, output);
}

function successReply(tool: string, output: Json): string {
  switch (tool) {
    case 'get_reference_request':
      return requestLine(output);
    case 'list_reference_requests':
      return listReply(output.data as Json[], 'reference requests', requestLine);
    case 'read_ops_feed':
      return listReply(
        output.data as Json[],
        output.preview ? 'ops messages (preview sample data)' : 'ops messages',
        (m) => `[${m.priority}] ${m.title}${m.from ? ` (from ${m.from})` : ''}`,
      );
    case 'post_ops_message':
      return `Posted to the ops feed: "${output.title}" (${output.id}, ${output.priority} priority).`;
    case 'create_reference_request': {
      const request = output.referenceRequest as Json;
      return `Created ${request.id} for ${request.candidate.firstName} ${request.candidate.lastName}: status ${request.status}.`;
    }
    case 'advance_lifecycle':
      return `Moved ${output.id} to ${output.status}.`;
    case 'draft_valuation':
      return `Drafted valuation version ${output.version} for ${output.referenceRequestId}; approve it when ready.`;
    case 'approve_valuation':
      return `Approved the report for ${output.referenceRequestId} (version ${output.approvedVersion}).`;
    case 'share_report':
      return `Share link: ${output.url} (expires ${output.expiresAt}).`;
    case 'list_candidates':
      return listReply(
        output.data as Json[],
        'candidates',
        (c) => `${c.firstName} ${c.lastName} <${c.email}> (${c.id})`,
      );
    default:
      return 'Done.';
  }
}

function requestLine(r: Json): string {
  const candidate = r.candidate ? `${r.candidate.firstName} ${r.candidate.lastName}` : 'candidate';
  const report = r.report ? `; report ${r.report.status}` : '';
  return `${r.id} (${candidate}${r.roleTitle ? `, ${r.roleTitle}` : ''}): status ${r.status}${report}.`;
}

function listReply(items: Json[], what: string, line: (item: Json) => string): string {
  if (items.length === 0) return `No ${what}.`;
  return `${items.length} ${what}:\n${items.map((item) => `- ${line(item)}`).join('\n')}`;
}
