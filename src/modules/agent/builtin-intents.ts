import { truncateWithEllipsis } from '../../core/text.ts';
import { LIFECYCLE_ACTIONS, type LifecycleAction, REQUEST_STATES } from '../requests/workflow.ts';

/**
 * What the built-in engine understood: a tool call, a tool call that lacks
 * something it needs (the reply asks for it), or nothing.
 */
export type Intent =
  | { kind: 'call'; tool: string; input: Record<string, unknown> }
  | { kind: 'incomplete'; tool: string; missing: string }
  | { kind: 'unknown' };

const REQUEST_ID = /\b(rr_[0-9a-z]+)\b/i;
const EMAIL = /[^\s<>()[\],;:]+@[^\s<>()[\],;:]+\.[a-z]{2,}/i;

/** Phrases of each lifecycle action, besides its literal name. */
const LIFECYCLE_PHRASES: Record<LifecycleAction, RegExp> = {
  request_candidate_consent: /\b(request|ask for)\s+(the\s+)?(candidate'?s?\s+)?consent\b/,
  grant_candidate_consent: /\bgrant\s+(the\s+)?(candidate'?s?\s+)?consent\b/,
  queue_outreach: /\b(queue|start|send)\s+(the\s+)?outreach\b|\binvite\s+(the\s+)?referees\b/,
  request_recruiter_review:
    /\brequest\s+(a\s+|the\s+)?(recruiter\s+)?review\b|\b(send|move)\b.*\bto\s+review\b|\bready for review\b/,
};

/** Words that name a request state in "list requests …". */
const STATE_WORDS: [RegExp, (typeof REQUEST_STATES)[number]][] = [
  [/\bcancell?ed\b/, 'cancelled'],
  [/\breview\b/, 'review_requested'],
  [/\bcollecting\b/, 'collecting'],
  [/\boutreach\b/, 'outreach_queued'],
  [/\bconsent (was )?granted\b|\bgranted\b/, 'consent_granted'],
  [/\bconsent\b/, 'consent_requested'],
  [/\babandoned\b/, 'intake_abandoned'],
  [/\bintake\b/, 'intake_pending'],
  [/\bnew\b|\bcreated\b/, 'created'],
];

/**
 * Reads a message such as "status of rr_123", "list requests waiting for
 * review", "post to ops: …", "approve the report for rr_123". Deterministic
 * and offline: the same message always gives the same intent.
 */
export function parseIntent(message: string): Intent {
  const text = message.trim();
  const lower = text.toLowerCase();
  const ops = parseOpsPost(text);
  if (ops) return ops;
  if (/\b(create|start|open|new)\b.*\brequest\b/.test(lower) && !REQUEST_ID.test(text)) {
    return parseCreate(text);
  }
  const id = REQUEST_ID.exec(text)?.[1];
  if (id) return parseAboutRequest(lower, id);
  if (/\brequests?\b/.test(lower)) {
    const status =
      REQUEST_STATES.find((state) => lower.includes(state)) ??
      STATE_WORDS.find(([pattern]) => pattern.test(lower))?.[1];
    return { kind: 'call', tool: 'list_reference_requests', input: status ? { status } : {} };
  }
  if (/\bops\b|\bfeed\b/.test(lower)) return { kind: 'call', tool: 'read_ops_feed', input: {} };
  if (/\bcandidates?\b/.test(lower)) {
    const search = /\b(?:named|called|matching|search(?:ing)? for|for)\s+(.+?)[.?!]*$/i.exec(
      text,
    )?.[1];
    return { kind: 'call', tool: 'list_candidates', input: search ? { search } : {} };
  }
  for (const [tool, pattern] of NEEDS_ID) {
    if (pattern.test(lower))
      return { kind: 'incomplete', tool, missing: 'a reference request id (rr_…)' };
  }
  return { kind: 'unknown' };
}

const NEEDS_ID: [string, RegExp][] = [
  ['approve_valuation', /\bapprove\b/],
  ['share_report', /\bshare\b/],
  ['draft_valuation', /\bdraft\b|\bvaluation\b/],
  ['get_reference_request', /\bstatus\b/],
];

/** "post to ops: <text>", "send a high priority note to ops: <text>". */
function parseOpsPost(text: string): Intent | null {
  const match =
    /^\s*(?:please\s+)?(?:post|send|write|add|tell)\b([^:]*?)\bops\b([^:]*):\s*([\s\S]+)$/i.exec(
      text,
    );
  if (!match) return null;
  const qualifiers = `${match[1]} ${match[2]}`.toLowerCase();
  const body = match[3]!.trim();
  const priority = /\b(high|urgent)\b/.test(qualifiers)
    ? 'high'
    : /\blow\b/.test(qualifiers)
      ? 'low'
      : 'normal';
  return {
    kind: 'call',
    tool: 'post_ops_message',
    input: { title: titleOf(body), body, priority },
  };
}

/** The first line or sentence, at most 80 characters. */
function titleOf(body: string): string {
  const first = body.split(/\n|(?<=[.!?])\s/)[0]!.trim();
  return truncateWithEllipsis(first, 80);
}

/** "create a request for Ada Lovelace ada@example.com as Staff Engineer". */
function parseCreate(text: string): Intent {
  const email = EMAIL.exec(text)?.[0];
  if (!email) {
    return {
      kind: 'incomplete',
      tool: 'create_reference_request',
      missing: "the candidate's name and e-mail",
    };
  }
  const before = text.slice(0, text.indexOf(email));
  const name = /\bfor\s+(?:candidate\s+)?([^\s<(]+)\s+([^<(]+?)\s*[<(]?\s*$/i.exec(before);
  if (!name) {
    return {
      kind: 'incomplete',
      tool: 'create_reference_request',
      missing: "the candidate's first and last name",
    };
  }
  const roleTitle = /\b(?:as|for the role of|role)\s+(?:an?\s+)?(.+?)[.!]*$/i.exec(
    text.slice(text.indexOf(email) + email.length).replace(/^[>)]/, ''),
  )?.[1];
  return {
    kind: 'call',
    tool: 'create_reference_request',
    input: {
      launchMode: /\bmanual\b/i.test(text) ? 'manual_references' : 'candidate_intake',
      candidate: { firstName: name[1], lastName: name[2]!.trim(), email },
      ...(roleTitle ? { roleTitle: roleTitle.trim() } : {}),
    },
  };
}

function parseAboutRequest(lower: string, requestId: string): Intent {
  if (/\bapprove\b/.test(lower))
    return { kind: 'call', tool: 'approve_valuation', input: { requestId } };
  if (/\bshare\b/.test(lower)) {
    const days = /\b(\d{1,3})\s*days?\b/.exec(lower)?.[1];
    return {
      kind: 'call',
      tool: 'share_report',
      input: days ? { requestId, expiresInDays: Number(days) } : { requestId },
    };
  }
  if (/\bdraft\b|\bvaluation\b|\bvaluate\b/.test(lower)) {
    return { kind: 'call', tool: 'draft_valuation', input: { requestId } };
  }
  const action =
    LIFECYCLE_ACTIONS.find((name) => lower.includes(name)) ??
    LIFECYCLE_ACTIONS.find((name) => LIFECYCLE_PHRASES[name].test(lower));
  if (action) return { kind: 'call', tool: 'advance_lifecycle', input: { requestId, action } };
  return { kind: 'call', tool: 'get_reference_request', input: { requestId } };
}
