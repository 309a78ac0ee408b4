import type { RequestState } from '../requests/workflow.ts';
import { statesWaitingOn } from '../requests/workflow.ts';
import type { AgentEngine, AgentTurn, Json, ToolResult } from './agent.types.ts';
import { type CandidateTopic, type Intent, parseIntent } from './builtin-intents.ts';
import {
  candidateReply,
  countReply,
  describe,
  helpReply,
  listRequestsReply,
  overdueReply,
  replyFor,
  requestLine,
  requestRef,
} from './builtin-replies.ts';
import { type CandidateMatch, matchCandidate } from './candidate-match.ts';
import { inPlainWords } from './plain-words.ts';
import { refer, renderReferences } from './record-links.ts';
import { recruiterAnswer } from './recruiter-answers.ts';

/** Requests read per page, and pages read at most for one question (500 requests). */
const PAGE_SIZE = 100;
const MAX_PAGES = 5;

/**
 * The default engine (AGENT_MODEL=builtin): offline and deterministic. It
 * reads the message into an intent (builtin-intents.ts), runs the tools that
 * intent needs through `turn.call` (so every call is scope-checked and
 * recorded) and words the answer from what they returned. A message it
 * cannot place gets what it can do with the caller's scopes and two example
 * phrasings, and runs nothing.
 */
export class BuiltinAgentEngine implements AgentEngine {
  readonly name = 'builtin';

  async respond(turn: AgentTurn): Promise<{ reply: string }> {
    const intent = parseIntent(turn.message);
    const console = turn.changes === 'propose';
    const reply =
      (await recruiterAnswer(turn, intent)) ??
      (console ? inPlainWords(await answer(turn, intent)) : await answer(turn, intent));
    return { reply: renderReferences(reply, turn.links) };
  }
}

async function answer(turn: AgentTurn, intent: Intent): Promise<string> {
  switch (intent.kind) {
    case 'unknown':
      return helpReply(turn, intent.note);
    case 'incomplete':
      if (!isKnown(turn, intent.tool)) return `I cannot do that yet. ${helpReply(turn)}`;
      return `To ${describe(intent.tool)} I need ${intent.missing}.`;
    case 'call': {
      if (!isKnown(turn, intent.tool)) return `I cannot do that yet. ${helpReply(turn)}`;
      const result = await turn.call(intent.tool, intent.input);
      return replyFor(result);
    }
    case 'requests':
      return requestsAnswer(turn, intent);
    case 'overdue':
      return overdueAnswer(turn, intent.days);
    case 'count_candidates': {
      const result = await turn.call('list_candidates', { limit: 100 });
      if (result.status !== 'ok') return replyFor(result);
      const output = result.output as Json;
      const n = (output.data as Json[]).length;
      return `${output.nextCursor ? 'At least ' : ''}${n} ${n === 1 ? 'candidate' : 'candidates'}.`;
    }
    case 'candidate':
      return candidateAnswer(turn, intent.name, intent.about);
    case 'candidate_action':
      return candidateAction(turn, intent);
  }
}

function isKnown(turn: AgentTurn, tool: string): boolean {
  return [...turn.tools, ...turn.unavailable].some((t) => t.name === tool);
}

type Read = { ok: true; items: Json[]; complete: boolean } | { ok: false; result: ToolResult };

/** Every request (of one state, if given), newest first, page after page up to MAX_PAGES. */
async function readRequests(turn: AgentTurn, status?: RequestState): Promise<Read> {
  const items: Json[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < MAX_PAGES; page++) {
    const input = {
      ...(status ? { status } : {}),
      limit: PAGE_SIZE,
      ...(cursor ? { cursor } : {}),
    };
    const result = await turn.call('list_reference_requests', input);
    if (result.status !== 'ok') return { ok: false, result };
    const output = result.output as Json;
    items.push(...(output.data as Json[]));
    cursor = (output.nextCursor as string | null) ?? null;
    if (!cursor) return { ok: true, items, complete: true };
  }
  return { ok: true, items, complete: false };
}

async function requestsAnswer(
  turn: AgentTurn,
  intent: Extract<Intent, { kind: 'requests' }>,
): Promise<string> {
  const states = intent.states;
  const read = await readRequests(turn, states?.length === 1 ? states[0] : undefined);
  if (!read.ok) return replyFor(read.result);
  const items = states ? read.items.filter((r) => states.includes(r.status)) : read.items;
  if (intent.answer === 'list') return listRequestsReply(items, intent.label, read.complete);
  const count = countReply(items, intent.label, read.complete, states);
  // In the console a short count also says who, each a link to open.
  const named = turn.changes === 'propose' && items.length > 0 && items.length <= 10;
  return named ? `${count}\n${items.map((r) => `- ${requestRef(r)}`).join('\n')}` : count;
}

async function overdueAnswer(turn: AgentTurn, days: number): Promise<string> {
  const items: Json[] = [];
  let complete = true;
  for (const state of [...statesWaitingOn('candidate'), ...statesWaitingOn('referees')]) {
    const read = await readRequests(turn, state);
    if (!read.ok) return replyFor(read.result);
    items.push(...read.items);
    complete &&= read.complete;
  }
  return overdueReply(items, turn.now, days, complete);
}

/** The candidate a name means, among the candidates of every request read. */
async function findCandidate(
  turn: AgentTurn,
  name: string,
): Promise<
  { ok: true; match: Extract<CandidateMatch, { kind: 'one' }> } | { ok: false; reply: string }
> {
  const read = await readRequests(turn);
  if (!read.ok) return { ok: false, reply: replyFor(read.result) };
  const match = matchCandidate(name, read.items);
  if (match.kind === 'one') return { ok: true, match };
  if (match.kind === 'several') {
    const lines = match.candidates.map(
      (c) =>
        `- ${c.firstName} ${c.lastName} <${c.email}>: ${c.requests.map(requestOfCandidate).join(', ')}`,
    );
    return {
      ok: false,
      reply: `Several candidates match "${name}":\n${lines.join('\n')}\nSay which one, with the full name or the request id (rr_…). Nothing was changed.`,
    };
  }
  const scope = read.complete ? '' : ` among the ${read.items.length} newest requests`;
  return {
    ok: false,
    reply:
      `I found no reference request for a candidate named "${name}"${scope}. Nothing was changed. ` +
      'Check the spelling, or ask for example "list all requests" or "list candidates named ' +
      `${name.split(/\s+/).pop()}".`,
  };
}

async function candidateAnswer(turn: AgentTurn, name: string, about: CandidateTopic) {
  const found = await findCandidate(turn, name);
  if (!found.ok) return found.reply;
  const { candidate, typo } = found.match;
  const closest = typo
    ? `No candidate is called "${name}"; the closest is ${candidate.firstName} ${candidate.lastName}.\n`
    : '';
  return closest + candidateReply(found.match, about, turn.now);
}

/**
 * An action on a candidate's request, found by name. A tool outside the
 * caller's scopes is refused before anything is read; otherwise the one
 * request the action fits is acted on, through the tool (its service
 * decides, as for an rr_ id), and several candidates ask which.
 */
async function candidateAction(
  turn: AgentTurn,
  intent: Extract<Intent, { kind: 'candidate_action' }>,
): Promise<string> {
  if (!turn.tools.some((t) => t.name === intent.tool)) {
    return replyFor(await turn.call(intent.tool, intent.input));
  }
  const found = await findCandidate(turn, intent.name);
  if (!found.ok) return found.reply;
  const { candidate, typo } = found.match;
  if (typo) {
    // A name with a typo is good enough to read, never to change something.
    const ids = candidate.requests.map(requestOfCandidate).join(', ');
    return `I found ${candidate.firstName} ${candidate.lastName} (${ids}), not "${intent.name}" as written. To ${describe(intent.tool)}, write the name as it is or use the request id (rr_…). Nothing was changed.`;
  }
  const target = targetOf(candidate.requests, intent.tool, intent.input);
  if ('choose' in target) {
    const lines = target.choose.map((r) => `- ${requestLine(r)}`);
    return `${candidate.firstName} ${candidate.lastName} has ${target.choose.length} requests it could apply to:\n${lines.join('\n')}\nSay which, with its id (rr_…). Nothing was changed.`;
  }
  const result = await turn.call(intent.tool, { requestId: target.request.id, ...intent.input });
  return replyFor(result);
}

/** One of a candidate's requests: its id for the API, a link named by its role in the console. */
function requestOfCandidate(request: Json): string {
  return refer(request.id, (request.roleTitle as string | null) ?? request.status, request.id);
}

/**
 * The request of a candidate an action is for: the one request the action
 * is allowed on now; else, when the candidate has a single open request (or
 * only one at all), that one, and its service answers why not.
 */
function targetOf(
  requests: Json[],
  tool: string,
  input: Record<string, unknown>,
): { request: Json } | { choose: Json[] } {
  const fits = requests.filter((r) => fitsAction(r, tool, input));
  if (fits.length === 1) return { request: fits[0]! };
  if (fits.length > 1) return { choose: fits };
  const open = requests.filter((r) => r.status !== 'cancelled');
  if (open.length === 1) return { request: open[0]! };
  if (open.length > 1) return { choose: open };
  return { request: requests[0]! };
}

function fitsAction(request: Json, tool: string, input: Record<string, unknown>): boolean {
  const report = request.report as Json | null;
  switch (tool) {
    case 'advance_lifecycle':
      return (request.allowedActions as string[]).includes(input.action as string);
    case 'draft_valuation':
      return (
        request.status !== 'cancelled' &&
        (request.contacts as Json[]).some((c) => c.status === 'completed')
      );
    case 'approve_valuation':
      return report?.status === 'draft';
    case 'cancel_reference_request':
      return (request.allowedActions as string[]).includes('cancel');
    case 'share_report':
      return report?.status === 'approved' || report?.approvedVersion != null;
    default:
      return request.status !== 'cancelled';
  }
}
