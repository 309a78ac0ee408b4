import { DAY_MS } from '../../core/clock.ts';
import type { RequestState } from '../requests/workflow.ts';
import type { AgentTurn, Json, ToolResult } from './agent.types.ts';
import { type CandidateTopic, OVERDUE_AFTER_DAYS } from './builtin-intents.ts';
import type { CandidateOfRequests } from './candidate-match.ts';
import { apiOnly, refer, sayable } from './record-links.ts';

/** What each tool lets the engine do, in plain words with example messages, for the help reply. */
const CAN: Record<string, string> = {
  get_reference_request: 'read one request: "status of rr_…"',
  list_reference_requests:
    'count and list requests by state, answer about a candidate by name, find overdue ones: ' +
    '"which requests wait for review?", "how many requests are in progress?", ' +
    '"how many referees have completed for Ada Lovelace?", "any overdue references?"',
  read_reference_review:
    'read what referees answered, in the console: "how did Ada Lovelace’s referees rate her?", "any red flags on Ada?"',
  read_ops_feed: 'read the ops feed: "read the ops feed"',
  post_ops_message:
    'post a note for people: "post to ops: <text>" (add "high priority" before the colon if urgent)',
  create_reference_request:
    'start a request: "start a reference check for Margaret Hamilton, margaret@example.com" (add "as <role>")',
  advance_lifecycle:
    'move a request on: "request consent for …", "grant consent for …", "queue outreach for …", ' +
    '"request review for …" (an rr_ id or the candidate’s name)',
  cancel_reference_request:
    'cancel a request, once you confirm: "cancel Ada Lovelace’s request" (or "cancel rr_…")',
  draft_valuation: 'draft the valuation: "draft the valuation for rr_…" (or the candidate’s name)',
  approve_valuation: 'approve the report: "approve the report for rr_…" (or the candidate’s name)',
  share_report: 'share an approved report: "share the report for rr_… for 7 days"',
  list_candidates: 'list candidates: "list candidates", "candidates named Ada"',
};

/** The two phrasings offered first in help, by the tool they need, in this order. */
const FIRST_EXAMPLES: [string, string][] = [
  ['list_reference_requests', 'which requests wait for review?'],
  ['list_reference_requests', 'summarise the reference feedback for Ada Lovelace'],
  [
    'create_reference_request',
    'start a reference check for Margaret Hamilton, margaret@example.com',
  ],
  ['list_candidates', 'list candidates named Ada'],
  ['draft_valuation', 'draft the valuation for rr_…'],
  ['approve_valuation', 'approve the report for rr_…'],
  ['share_report', 'share the report for rr_… for 7 days'],
  ['post_ops_message', 'post to ops: <text>'],
];

/**
 * What the engine can do with the caller's scopes, two example phrasings,
 * and which scopes the other actions need. Nothing ran.
 */
export function helpReply(turn: Pick<AgentTurn, 'tools' | 'unavailable'>, note?: string): string {
  const allowed = new Set(turn.tools.map((t) => t.name));
  const lines = turn.tools.map((tool) => `- ${CAN[tool.name] ?? tool.description}`);
  const opening =
    note === undefined ? 'I could not match that to something I can do. ' : note ? `${note} ` : '';
  let text: string;
  if (lines.length === 0) {
    text = `${opening}Your scopes allow none of my tools.`;
  } else {
    const examples = FIRST_EXAMPLES.filter(([tool]) => allowed.has(tool))
      .slice(0, 2)
      .map(([, phrase]) => `"${phrase}"`);
    const tryThese =
      examples.length === 2 ? `\nFor example: ${examples[0]} or ${examples[1]}.` : '';
    text = `${opening}With your scopes I can:\n${lines.join('\n')}${tryThese}\nNothing was changed.`;
  }
  if (turn.unavailable.length === 0) return text;
  const scopes = [...new Set(turn.unavailable.map((tool) => tool.scope))].join(', ');
  return `${text}\nOther actions need scopes this credential lacks (${scopes}).`;
}

const VERBS: Record<string, string> = {
  get_reference_request: 'read the reference request',
  list_reference_requests: 'list reference requests',
  read_reference_review: 'read the ratings and trust signals',
  read_ops_feed: 'read the ops feed',
  post_ops_message: 'post to the ops feed',
  create_reference_request: 'create the reference request',
  advance_lifecycle: 'move the reference request',
  cancel_reference_request: 'cancel the reference request',
  draft_valuation: 'draft the valuation',
  approve_valuation: 'approve the report',
  share_report: 'share the report',
  list_candidates: 'list candidates',
};

export function describe(tool: string): string {
  return VERBS[tool] ?? tool;
}

/** The reply to one tool result: its refusal, its error (nothing changed) or its answer. */
export function replyFor(result: ToolResult): string {
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
  if (result.status === 'proposed') return proposedReply(output);
  return successReply(result.tool, result.input as Json, output);
}

function successReply(tool: string, input: Json, output: Json): string {
  switch (tool) {
    case 'get_reference_request':
      return requestLine(output);
    case 'list_reference_requests': {
      const label = input?.status ? ` in ${input.status}` : '';
      const more = output.nextCursor ? ' (the newest; there are more)' : '';
      return listReply(output.data as Json[], `reference requests${label}${more}`, requestLine);
    }
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
      const next =
        request.status === 'intake_pending'
          ? ' The candidate is e-mailed an intake link to consent and name referees.'
          : '';
      const name = `${request.candidate.firstName} ${request.candidate.lastName}`;
      return `Created ${refer(request.id, `the reference check of ${name}`, `${request.id} for ${name}`)}: status ${request.status}.${next}`;
    }
    case 'advance_lifecycle':
      return `Moved ${refer(output.id, `the reference check of ${output.candidate?.firstName ?? ''} ${output.candidate?.lastName ?? ''}`.trim(), output.id)} to ${output.status}.`;
    case 'cancel_reference_request':
      return `Cancelled ${requestRef(output)}.`;
    case 'draft_valuation':
      return `Drafted valuation version ${output.version} for ${output.referenceRequestId}; approve it when ready.`;
    case 'approve_valuation':
      return `Approved the report for ${output.referenceRequestId} (version ${output.approvedVersion}).`;
    case 'share_report':
      return `Share link: ${output.url} (expires ${output.expiresAt}).`;
    case 'list_candidates':
      return listReply(
        output.data as Json[],
        output.nextCursor ? 'candidates (the newest; there are more)' : 'candidates',
        (c) => {
          const who = `${c.firstName} ${c.lastName} <${c.email}>`;
          return refer(c.id, who, `${who} (${c.id})`);
        },
      );
    default:
      return 'Done.';
  }
}

/** A request as a reference: "rr_… (Ada Lovelace, Engineer)" for the API, a link in the console. */
export function requestRef(r: Json): string {
  const candidate = r.candidate ? `${r.candidate.firstName} ${r.candidate.lastName}` : 'candidate';
  return refer(r.id, `${candidate}${r.roleTitle ? `, ${r.roleTitle}` : ''}`);
}

export function requestLine(r: Json): string {
  const report = r.report ? `; report ${r.report.status}` : '';
  return `${requestRef(r)}: status ${r.status}${report}.`;
}

/**
 * A proposed change: its one-line title; its details (candidate, role, mode,
 * what is sent) are in the proposal, which the console shows with Confirm.
 */
function proposedReply(action: Json): string {
  return `Please confirm: ${action.title}. Check what it will do below; nothing changes until you press Confirm.`;
}

function listReply(items: Json[], what: string, line: (item: Json) => string): string {
  if (items.length === 0) return `No ${what}.`;
  // "1 reference request", "1 candidate": the list's noun is its first plural word.
  const counted =
    items.length === 1
      ? what.replace(/(requests|candidates|messages)\b/, (w) => w.slice(0, -1))
      : what;
  return `${items.length} ${counted}:\n${items.map((item) => `- ${line(item)}`).join('\n')}`;
}

/** Requests listed in full at most; the rest are counted. */
const LIST_AT_MOST = 25;

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

function atLeast(complete: boolean): string {
  return complete ? '' : 'at least ';
}

/** "3 reference requests are in progress: 2 collecting, 1 outreach_queued." */
export function countReply(
  items: Json[],
  label: string,
  complete: boolean,
  states: readonly RequestState[] | null,
): string {
  const verb = items.length === 1 ? 'is' : 'are';
  const counted = `${atLeast(complete)}${plural(items.length, 'reference request')}`;
  const head = states ? `${counted} ${verb} ${label}` : `${counted} in total`;
  if (items.length === 0 || (states && states.length === 1)) return `${capitalise(head)}.`;
  const byState = new Map<string, number>();
  for (const r of items) byState.set(r.status, (byState.get(r.status) ?? 0) + 1);
  const parts = [...byState].map(([state, n]) => `${n} ${state}`);
  return `${capitalise(head)}: ${parts.join(', ')}.`;
}

export function listRequestsReply(items: Json[], label: string, complete: boolean): string {
  if (items.length === 0) return `No reference requests ${label}.`;
  const shown = items.slice(0, LIST_AT_MOST).map((r) => `- ${requestLine(r)}`);
  const rest = items.length > LIST_AT_MOST ? `\n…and ${items.length - LIST_AT_MOST} more.` : '';
  const verb = items.length === 1 ? 'is' : 'are';
  return `${capitalise(`${atLeast(complete)}${plural(items.length, 'reference request')} ${verb} ${label}`)}:\n${shown.join('\n')}${rest}`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function contactName(c: Json): string {
  return [c.firstName, c.lastName].filter(Boolean).join(' ') || c.email || 'a referee';
}

function daysSince(iso: string | null | undefined, now: Date): number {
  if (!iso) return 0;
  return Math.floor((now.getTime() - new Date(iso).getTime()) / DAY_MS);
}

/** Who a request in a waiting state is late on, and for how long. */
export interface Lateness {
  waitingOn: 'candidate' | 'referees';
  /** Days the oldest awaited participant has waited. */
  days: number;
  /** Referees who have not finished within the threshold (empty when waiting on the candidate). */
  referees: { name: string; days: number; status: string }[];
}

const CANDIDATE_STATES = new Set<string>(['intake_pending', 'consent_requested']);
const REFEREE_STATES = new Set<string>(['outreach_queued', 'collecting']);

/**
 * Whether a request is overdue: it waits on the candidate (intake or
 * consent) and has not changed for more than `thresholdDays`, or it waits
 * on referees and one invited more than `thresholdDays` ago has neither
 * finished nor declined. Null when it is not overdue.
 */
export function latenessOf(request: Json, now: Date, thresholdDays: number): Lateness | null {
  if (CANDIDATE_STATES.has(request.status)) {
    const days = daysSince(request.updatedAt, now);
    return days > thresholdDays ? { waitingOn: 'candidate', days, referees: [] } : null;
  }
  if (!REFEREE_STATES.has(request.status)) return null;
  const late = (request.contacts as Json[])
    .filter((c) => c.status === 'invited' || c.status === 'opened')
    .map((c) => ({
      name: contactName(c),
      days: daysSince(c.invitedAt ?? c.createdAt, now),
      status: c.status as string,
    }))
    .filter((c) => c.days > thresholdDays);
  if (late.length === 0) return null;
  return { waitingOn: 'referees', days: Math.max(...late.map((c) => c.days)), referees: late };
}

function latenessText(l: Lateness): string {
  if (l.waitingOn === 'candidate') return `waiting ${plural(l.days, 'day')} on the candidate`;
  const who = l.referees
    .map(
      (r) =>
        `${r.name} (invited ${plural(r.days, 'day')} ago${r.status === 'opened' ? ', opened, not finished' : ''})`,
    )
    .join(', ');
  return `no answer from ${who}`;
}

export function overdueReply(
  items: Json[],
  now: Date,
  thresholdDays: number,
  complete: boolean,
): string {
  const late = items
    .map((r) => ({ r, l: latenessOf(r, now, thresholdDays) }))
    .filter((x): x is { r: Json; l: Lateness } => x.l !== null)
    .sort((a, b) => b.l.days - a.l.days);
  const rule = `waiting more than ${plural(thresholdDays, 'day')} on the candidate or a referee`;
  if (late.length === 0) {
    return `No reference request is overdue (${rule}); ${plural(items.length, 'request')} ${items.length === 1 ? 'is' : 'are'} waiting on someone.`;
  }
  const lines = late.slice(0, LIST_AT_MOST).map(({ r, l }) => {
    const who = `${r.candidate.firstName} ${r.candidate.lastName}, ${r.status}`;
    return `- ${refer(r.id, who)}: ${latenessText(l)}`;
  });
  const rest = late.length > LIST_AT_MOST ? `\n…and ${late.length - LIST_AT_MOST} more.` : '';
  const verb = late.length === 1 ? 'is' : 'are';
  return `${capitalise(atLeast(complete))}${plural(late.length, 'reference request')} ${verb} overdue (${rule}):\n${lines.join('\n')}${rest}`;
}

/** "1 of 3 referees completed (Grace Hopper); 1 opened (Alan Turing); 1 declined (…)". */
export function refereeSummary(contacts: Json[]): string {
  if (contacts.length === 0) return 'no referees yet';
  const groups: [string, string][] = [
    ['completed', 'completed'],
    ['opened', 'opened their link, not finished'],
    ['invited', 'invited, not opened'],
    ['pending', 'not invited yet'],
    ['declined', 'declined'],
  ];
  const done = contacts.filter((c) => c.status === 'completed');
  const parts: string[] = [];
  for (const [status, words] of groups) {
    const who = contacts.filter((c) => c.status === status);
    if (who.length === 0) continue;
    const names = who.map(contactName).join(', ');
    if (status === 'completed') {
      parts.push(`${done.length} of ${plural(contacts.length, 'referee')} completed (${names})`);
    } else {
      parts.push(`${who.length} ${words} (${names})`);
    }
  }
  if (done.length === 0) parts.unshift(`0 of ${plural(contacts.length, 'referee')} completed`);
  return parts.join('; ');
}

export function reportText(report: Json | null): string {
  if (!report) return 'no report yet';
  const approved = report.approvedVersion
    ? `, approved version ${report.approvedVersion}${report.approvedAt ? ` on ${String(report.approvedAt).slice(0, 10)}` : ''}`
    : '';
  const links = report.activeShareLinks
    ? `, ${plural(report.activeShareLinks, 'active share link')}`
    : '';
  return `report ${report.status} (version ${report.version}${approved}${links})`;
}

/** The request a referee or feedback question is about: the newest that is not cancelled. */
function mainRequest(requests: Json[]): Json {
  return requests.find((r) => r.status !== 'cancelled') ?? requests[0]!;
}

export function candidateReply(
  match: { candidate: CandidateOfRequests },
  about: CandidateTopic,
  now: Date,
): string {
  const { candidate } = match;
  const who = `${candidate.firstName} ${candidate.lastName}`;
  const requests = candidate.requests;
  const others = (r: Json) => {
    const rest = requests.filter((x) => x !== r);
    return rest.length > 0
      ? `\nOther requests for ${who}: ${rest.map((x) => `${refer(x.id, x.roleTitle ?? 'request', x.id)} (${x.status})`).join(', ')}.`
      : '';
  };
  if (about === 'referees') {
    const r = mainRequest(requests);
    return `${refer(r.id, who, who)} (${apiOnly(`${r.id}, `)}${r.status}): ${refereeSummary(r.contacts)}.${others(r)}`;
  }
  if (about === 'feedback') {
    const r = mainRequest(requests);
    const completed = (r.contacts as Json[]).filter((c) => c.status === 'completed');
    const from = completed
      .map(
        (c) =>
          `- ${contactName(c)}${c.relationship ? ` (${c.relationship})` : ''} answered${c.completedAt ? ` on ${String(c.completedAt).slice(0, 10)}` : ''}`,
      )
      .join('\n');
    const next = !r.report
      ? completed.length > 0
        ? `The answers become a valuation with "draft the valuation for ${sayable(r.id, who)}".`
        : 'No referee has answered yet, so there is nothing to summarise.'
      : r.report.status === 'draft'
        ? `Approve it with "approve the report for ${sayable(r.id, who)}".`
        : `Share it with "share the report for ${sayable(r.id, who)}".`;
    return (
      `Reference feedback for ${refer(r.id, who, who)} (${apiOnly(r.id)}${r.roleTitle ? `${apiOnly(', ')}${r.roleTitle}, ` : apiOnly(', ')}${r.status}): ` +
      `${refereeSummary(r.contacts)}; ${reportText(r.report)}.` +
      `${from ? `\n${from}` : ''}\n${next} The answers themselves are in the valuation and the report (GET …/valuation); I have no tool that reads them.${others(r)}`
    );
  }
  const lines = requests.slice(0, 10).map((r) => {
    const late = latenessOf(r, now, OVERDUE_AFTER_DAYS);
    const overdue = late ? `; overdue: ${latenessText(late)}` : '';
    const role = r.roleTitle ? ` (${r.roleTitle})` : '';
    const ref = refer(r.id, r.roleTitle ?? 'request', r.id);
    const apiRole = apiOnly(role);
    if (r.status === 'cancelled') return `${ref}${apiRole}: cancelled`;
    return `${ref}${apiRole}: status ${r.status}; ${refereeSummary(r.contacts)}; ${reportText(r.report)}${overdue}; next: ${(r.allowedActions as string[]).join(', ')}`;
  });
  if (lines.length === 1) return `${who}: ${lines[0]}.`;
  return `${who} has ${plural(requests.length, 'reference request')}:\n${lines.map((l) => `- ${l}.`).join('\n')}`;
}
