import { NUMBER_WORDS } from '../../core/number-words.ts';
import { truncateWithEllipsis } from '../../core/text.ts';
import {
  LIFECYCLE_ACTIONS,
  type LifecycleAction,
  REQUEST_STATES,
  type RequestState,
  statesWaitingOn,
} from '../requests/workflow.ts';
import { readWords, type Words } from './builtin-words.ts';

/**
 * How long a request may wait on the candidate or a referee before the
 * built-in engine calls it overdue: 7 days, the day of the last automatic
 * reminder (REMINDER_DAYS in requests/reminders.ts is [3, 7]). Past it the
 * service no longer nudges anyone by itself, so a person has to. A message
 * may ask for another threshold ("waiting more than 10 days").
 */
export const OVERDUE_AFTER_DAYS = 7;

/** The states of a request that is neither finished nor waiting for the recruiter's review. */
export const IN_PROGRESS_STATES: readonly RequestState[] = REQUEST_STATES.filter(
  (state) => state !== 'cancelled' && state !== 'review_requested' && state !== 'completed',
);

/**
 * What the built-in engine understood:
 * - `call`: one tool call, as is;
 * - `incomplete`: a tool call that lacks something it needs (the reply asks for it),
 *   with what was understood of its input (which lifecycle move, how many days);
 * - `requests`: count or list the requests in some states (`null`: all);
 * - `overdue`: the requests waiting on someone longer than `days`;
 * - `count_candidates`: how many candidates there are;
 * - `candidate`: a candidate's requests, found by name: status, referees or feedback;
 * - `candidate_action`: a tool call on the request of a candidate found by name;
 * - `unknown`: nothing it can do (`note` says why, when it knows).
 */
export type Intent =
  | { kind: 'call'; tool: string; input: Record<string, unknown> }
  | { kind: 'incomplete'; tool: string; missing: string; input?: Record<string, unknown> }
  | {
      kind: 'requests';
      answer: 'count' | 'list';
      states: RequestState[] | null;
      label: string;
    }
  | { kind: 'overdue'; days: number }
  | { kind: 'count_candidates' }
  | { kind: 'candidate'; name: string; about: CandidateTopic }
  | {
      kind: 'candidate_action';
      name: string;
      tool: string;
      input: Record<string, unknown>;
    }
  | { kind: 'unknown'; note?: string };

export type CandidateTopic = 'status' | 'referees' | 'feedback';

const REQUEST_ID = /\b(rr_[0-9a-z]+)\b/i;
const EMAIL = /[^\s<>()[\],;:"']+@[^\s<>()[\],;:"']+\.[a-z]{2,}/i;
const NEEDS_ID_OR_NAME = "a reference request id (rr_…) or the candidate's name";

/** Phrases of each lifecycle action, besides its literal name (read with an rr_ id). */
const LIFECYCLE_PHRASES: Record<LifecycleAction, RegExp> = {
  request_candidate_consent:
    /\b(request|ask for)\s+(the\s+)?(candidates?\s+)?consent\b|\bask\b.*\bfor (their |his |her |the )?consent\b|\bsend (the )?consent (request|e ?mail)\b/,
  grant_candidate_consent:
    /\bgrant\s+(the\s+)?(candidates?\s+)?consent\b|\b(mark|record)\b.*\bconsent (as )?(given|granted)\b/,
  queue_outreach:
    /\b(queue|start|send|begin|kick off)\s+(the\s+)?outreach\b|\b(invite|contact|email)\s+(the\s+|their\s+|his\s+|her\s+)?referees\b|\b(send|queue|email)\s+(out\s+)?(the\s+|their\s+)?(referee\s+)?(invitations?|invites)\b/,
  request_recruiter_review:
    /\brequest\s+(a\s+|the\s+)?(recruiter\s+)?review\b|\b(send|move|put)\b.*\b(to|in|into|for)\s+review\b|\bready for review\b/,
};

/** Verbs that start a request for an action ("approve …", "send … to review"). */
const ACTION_START =
  /^(cancel|abort|approve|share|draft|valuate|queue|invite|contact|grant|request|ask|send|move|put|mark|record|start|begin|kick|prepare|generate|make|create|write|email)\b/;

/** Words that name a request state, in the order they are tried. */
const STATE_PHRASES: { pattern: RegExp; states: readonly RequestState[]; label: string }[] = [
  {
    pattern: /\bintakes? pending\b|\bpending intakes?\b/,
    states: ['intake_pending'],
    label: 'waiting for the candidate’s intake',
  },
  {
    pattern:
      /\b(wait\w*|pending|stuck|depend\w*) (on|for) (the |a )?candidates?\b|\bcandidates? (to|must|should|needs? to) (reply|respond|answer|act|consent)\b|\bcandidates? (hasnt|havent|has not|have not|didnt|did not|not) (yet )?(done|finished|completed?|started|responded|replied|answered|consented|acted)\b/,
    states: statesWaitingOn('candidate'),
    label: 'waiting on the candidate',
  },
  {
    pattern: /\b(wait\w*|pending|depend\w*) (on|for) (the |their )?(referees?|references)\b/,
    states: statesWaitingOn('referees'),
    label: 'waiting on referees',
  },
  {
    pattern:
      /\b(not|hasnt|havent|isnt|arent|didnt) (yet )?(been )?(finished|completed?|done|closed)\b|\bunfinished\b|\bincomplete\b|\bin progress\b|\bprogress\b|\bongoing\b|\bactive\b|\bopen\b|\boutstanding\b|\bunder ?way\b|\brunning\b|\bpending\b|\blive\b/,
    states: IN_PROGRESS_STATES,
    label: 'in progress',
  },
  {
    pattern: /\bcancel(l?ed)?\b/,
    states: ['cancelled'],
    label: 'cancelled',
  },
  {
    pattern: /\babandoned\b/,
    states: ['intake_abandoned'],
    label: 'with intake abandoned',
  },
  {
    pattern: /\bcompleted?\b|\bfinished\b|\bdone\b|\bclosed\b|\bapproved\b/,
    states: ['completed'],
    label: 'completed (report approved)',
  },
  {
    pattern: /\breview\b/,
    states: ['review_requested'],
    label: 'waiting for review (references collected)',
  },
  {
    pattern: /\bcollect(ing|ion|ed)?\b|\bgathering\b/,
    states: ['collecting'],
    label: 'collecting references',
  },
  {
    pattern: /\boutreach\b|\binvited\b|\binvitations?\b/,
    states: ['outreach_queued'],
    label: 'with referee outreach queued',
  },
  {
    pattern:
      /\bconsent (is |was |has been |been )?(granted|given)\b|\bgranted\b|\bconsented\b|\b(have|has|with|got|given) (the )?(candidates? )?consent\b/,
    states: ['consent_granted'],
    label: 'with consent granted',
  },
  {
    pattern: /\bconsent\b/,
    states: ['consent_requested'],
    label: 'waiting for the candidate’s consent',
  },
  {
    pattern: /\bintakes?\b/,
    states: ['intake_pending'],
    label: 'waiting for the candidate’s intake',
  },
  {
    pattern: /\bnew\b|\bcreated\b|\bnot started\b/,
    states: ['created'],
    label: 'created, not started',
  },
];

const COUNT_CUE = /\bhow many\b|\bnumber of\b|\bcount\b|\btotal\b|\bhow much\b/;
const LIST_CUE =
  /\b(list|show|which|what|whats|any|anything|give|who|see|get|find|are there|is there)\b/;
const REQUESTS_NOUN = /\brequests?\b|\bchecks?\b|\breferences\b|\bcases\b|\brefs\b/;
const OVERDUE_CUE =
  /\boverdue\b|\blate\b|\bstuck\b|\bstalled\b|\bdelayed\b|\bbehind\b|\btoo long\b|\b(not|never|hasnt|havent|didnt|hasn't|haven't) (yet )?(responded|answered|replied|got back|gotten back)\b|\bno (response|answer|reply)\b|\b(waiting|waited|older|open|pending)\b.*\b(more|longer|over|older) than\b|\b(waiting|waited)( for)? over\b|\b(more|longer|older) than (\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|a couple of) (days?|weeks?)\b|\bfor (over|more than) (a|\d+|one|two|three) (days?|weeks?)\b/;
const FEEDBACK_CUE =
  /\bfeedback\b|\bsummar(y|ise|ize)\b|\bsay(s|ing)?\b|\bsaid\b|\bthink\b|\bthought\b|\bopinions?\b|\bcomments?\b|\bwhat did\b|\bverdict\b/;
const REFEREES_CUE =
  /\breferees?\b|\breferences\b.*\b(completed?|finished|done|responded|answered|back|in)\b|\bhow many\b/;
const UNSUPPORTED: [RegExp, string][] = [
  [
    /^(delete|remove|erase|archive|purge)\b/,
    'I cannot delete or remove anything: use the console or the API.',
  ],
  [
    /^(remind|chase|nudge|ping|follow up|resend|re send)\b/,
    'I have no tool to send a reminder: the service reminds the candidate and each referee by itself 3 and 7 days after their invitation.',
  ],
  [
    /^add (a |an |another |one more |new |the )?(referees?|contacts?|references?)\b(?!.*\brequest for\b)|^invite (a |an |another |one more |new )(referees?|contacts?)\b/,
    'I have no tool to add referees: use the console, or POST /v1/api/reference-requests/:requestId/contacts.',
  ],
  [
    /^(book|schedule|arrange|set up|setup|plan)\b.*\b(call|meeting|interview|chat)\b/,
    'I cannot book calls or meetings: I have no calendar. I can tell you who the referees are and how to reach them from the request page.',
  ],
  [
    /^(revoke|unshare|withdraw)\b/,
    'I have no tool to revoke share links: use the console, or POST /v1/api/reference-requests/:requestId/share/revoke.',
  ],
];

/**
 * What a recruiter may ask that no tool knows: the engine says so plainly
 * instead of reading a word of the question as a candidate's name.
 */
const UNANSWERABLE: [RegExp, string][] = [
  [/\bnotice (period|time)\b|\bnotice\b.*\b(weeks?|months?|days?)\b/, 'notice periods'],
  [/\b(salary|salaries|pay|compensation|wages?|bonus)\b/, 'salaries or pay'],
  [
    /\b(start date|start dates|when can .* start|available from|availability)\b/,
    'start dates or availability',
  ],
  [
    /\b(visa|work permit|right to work|relocat\w*|nationality|citizenship)\b/,
    'visas, right to work or relocation',
  ],
  [/\b(where (does|do|is) .* (live|based|located)|home address|lives? in)\b/, 'where people live'],
  [/\b(weather|forecast|news|stock|traffic)\b/, 'anything outside this workspace'],
];

function cannotAnswer(topic: string): Intent {
  return {
    kind: 'unknown',
    note: `I can't answer that: I have no data on ${topic}. I only see reference checks: their status, referees, reports and the ops feed.`,
  };
}

/** "help", "what can you do?": the help reply, without "I could not match that". */
const HELP =
  /^(help|h|\?|commands|options|menu|usage|what can (you|i) (do|ask)|what can you help (me )?with|what do you do|how do (i|you) use (this|you)|what are (you|your) (able to do|commands|options)|what (can|should) i (ask|say))( me)?( here)?$/;

const THANKS =
  /^(ok |okay |great |perfect |cool |nice )?(thanks|thank you|thx|ty|cheers|much appreciated)( (so|very) much)?( a lot)?$/;

/** "a couple of days" (`daysOf` drops the "of"). */
const COUNT_WORDS: Readonly<Record<string, number>> = { ...NUMBER_WORDS, couple: 2 };

/**
 * Reads a message such as "which requests wait for review?", "status of
 * rr_123", "how many referees have completed for Ada Lovelace?", "any
 * overdue references?", "post to ops: …", "start a reference check for
 * Margaret Hamilton, margaret@example.com". Typos of its own words, case,
 * punctuation and polite padding do not matter. Deterministic and offline:
 * the same message always gives the same intent.
 */
export function parseIntent(message: string): Intent {
  const text = message.trim();
  const ops = parseOpsPost(text);
  if (ops) return ops;
  const words = readWords(text);
  const said = words.text;
  const plain = text
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (HELP.test(plain) || HELP.test(said)) return { kind: 'unknown', note: '' };
  if (THANKS.test(plain)) return { kind: 'unknown', note: 'You are welcome.' };
  if (said.length === 0) return { kind: 'unknown' };
  const id = REQUEST_ID.exec(text)?.[1];
  for (const [pattern, topic] of UNANSWERABLE) {
    if (pattern.test(said) || pattern.test(plain)) return cannotAnswer(topic);
  }
  for (const [pattern, note] of UNSUPPORTED) {
    if (pattern.test(said)) return { kind: 'unknown', note };
  }
  if (!id && isCreate(words, text)) return parseCreate(text);
  if (id) return parseAboutRequest(`${said} ${text.toLowerCase()}`, id);

  const frame = words.frame;
  const name = words.name;
  const action = ACTION_START.test(frame) ? actionOf(frame) : null;
  if (action) {
    return name
      ? { kind: 'candidate_action', name, ...action }
      : { kind: 'incomplete', tool: action.tool, missing: NEEDS_ID_OR_NAME, input: action.input };
  }
  const state = stateOf(text.toLowerCase(), frame);
  if (
    isCandidateSearch(frame) &&
    (!state || /\b(named|called|matching|search|find)\b/.test(frame))
  ) {
    if (COUNT_CUE.test(frame) && !name) return { kind: 'count_candidates' };
    const search = name ?? searchOf(text);
    return { kind: 'call', tool: 'list_candidates', input: search ? { search } : {} };
  }
  // "Which candidates haven't responded?" lists what waits on the candidate;
  // "overdue", "late" or a number of days asks for the overdue ones.
  const overdue =
    OVERDUE_CUE.test(frame) &&
    !(
      state?.label === 'waiting on the candidate' &&
      !/\b(overdue|late|stuck|stalled|delayed|too long|than)\b/.test(frame)
    );
  if (overdue) {
    if (name) return { kind: 'candidate', name, about: 'status' };
    return { kind: 'overdue', days: daysOf(frame) ?? OVERDUE_AFTER_DAYS };
  }
  if (name) return { kind: 'candidate', name, about: topicOf(frame) };
  if (REQUESTS_NOUN.test(frame) || (state && (LIST_CUE.test(frame) || COUNT_CUE.test(frame)))) {
    if (!/\b(ops|feed)\b/.test(frame) || REQUESTS_NOUN.test(frame)) {
      return requestsIntent(frame, state);
    }
  }
  if (/\bops\b|\bfeed\b/.test(frame)) return { kind: 'call', tool: 'read_ops_feed', input: {} };
  if (/\bcandidates?\b/.test(frame)) return { kind: 'call', tool: 'list_candidates', input: {} };
  for (const [tool, pattern] of NEEDS_ID) {
    if (pattern.test(frame)) return { kind: 'incomplete', tool, missing: NEEDS_ID_OR_NAME };
  }
  return { kind: 'unknown' };
}

/** "cancel Ben's request", "abort the check for …": the request is named by id or candidate. */
const CANCEL = /^(cancel|abort)\b/;

const NEEDS_ID: [string, RegExp][] = [
  ['cancel_reference_request', /^(cancel|abort)\b/],
  ['approve_valuation', /\bapprove\b/],
  ['share_report', /\bshare\b/],
  ['draft_valuation', /\bdraft\b|\bvaluation\b/],
  ['get_reference_request', /\bstatus\b|\bupdate\b|\bprogress\b|\bfeedback\b/],
];

function requestsIntent(
  frame: string,
  state: { states: readonly RequestState[]; label: string } | null,
): Intent {
  const all = state;
  const answer = COUNT_CUE.test(frame) ? 'count' : 'list';
  if (answer === 'list' && (!all || all.states.length === 1)) {
    // One state, or all: the tool's own filter, as is.
    return {
      kind: 'call',
      tool: 'list_reference_requests',
      input: all ? { status: all.states[0] } : {},
    };
  }
  return {
    kind: 'requests',
    answer,
    states: all ? [...all.states] : null,
    label: all?.label ?? 'in total',
  };
}

/** The request state(s) a message names: a literal state name first, then the phrases. */
function stateOf(
  lower: string,
  frame: string,
): { states: readonly RequestState[]; label: string } | null {
  const literal = REQUEST_STATES.find((state) => lower.includes(state));
  if (literal) return { states: [literal], label: `in ${literal}` };
  const phrase = STATE_PHRASES.find(({ pattern }) => pattern.test(frame));
  return phrase ? { states: phrase.states, label: phrase.label } : null;
}

/** "more than 10 days", "over a week", "longer than two weeks". */
function daysOf(frame: string): number | null {
  const match =
    /\b(?:more than|over|longer than|older than|at least|for|in|past|than)\s+(\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|couple(?: of)?)\s+(days?|weeks?|fortnight)\b/.exec(
      frame,
    );
  if (!match) return null;
  const count = /^\d+$/.test(match[1]!)
    ? Number(match[1])
    : (COUNT_WORDS[match[1]!.replace(/ of$/, '')] ?? 1);
  const unit = match[2]!.startsWith('week') ? 7 : match[2] === 'fortnight' ? 14 : 1;
  const days = count * unit;
  return days >= 1 && days <= 365 ? days : null;
}

function topicOf(frame: string): CandidateTopic {
  if (FEEDBACK_CUE.test(frame)) return 'feedback';
  if (REFEREES_CUE.test(frame)) return 'referees';
  return 'status';
}

function isCandidateSearch(frame: string): boolean {
  return (
    /\bcandidates\b/.test(frame) ||
    /\bcandidates? (named|called|matching)\b/.test(frame) ||
    /\b(find|search|look up|lookup)\b.*\bcandidates?\b/.test(frame)
  );
}

function searchOf(text: string): string | undefined {
  return /\b(?:named|called|matching|search(?:ing)? for|for)\s+(.+?)[.?!]*$/i.exec(text)?.[1];
}

/** An action named without an rr_ id: the tool and what it takes besides the request. */
function actionOf(frame: string): { tool: string; input: Record<string, unknown> } | null {
  if (CANCEL.test(frame)) return { tool: 'cancel_reference_request', input: {} };
  if (/^approve\b/.test(frame)) return { tool: 'approve_valuation', input: {} };
  if (/^share\b/.test(frame)) {
    const days = /\b(\d{1,3})\s*days?\b/.exec(frame)?.[1];
    return { tool: 'share_report', input: days ? { expiresInDays: Number(days) } : {} };
  }
  if (
    /^(draft|valuate)\b|^(prepare|generate|make|create|write)\b.*\b(valuation|report)\b/.test(frame)
  )
    return { tool: 'draft_valuation', input: {} };
  const action = LIFECYCLE_ACTIONS.find((name) => LIFECYCLE_PHRASES[name].test(frame));
  return action ? { tool: 'advance_lifecycle', input: { action } } : null;
}

/** "post to ops: <text>", "send a high priority note to ops: <text>". */
function parseOpsPost(text: string): Intent | null {
  const match =
    /^\s*(?:(?:hi|hey|ok|okay)[,!]?\s+)?(?:(?:please|pls|kindly|could you|can you|would you)\s+)*(?:post|send|write|add|tell|put|drop|leave)\b([^:]*?)\bops\b([^:]*):\s*([\s\S]+)$/i.exec(
      text,
    );
  if (!match) return null;
  const qualifiers = `${match[1]} ${match[2]}`.toLowerCase();
  const body = match[3]!.trim();
  if (body.length === 0) return null;
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

const CREATE_VERB =
  /^(create|start|open|new|begin|launch|initiate|kick|run|set up|setup|make|do|add|request)\b/;
const CREATE_NOUN = /\b(requests?|reference|references|check|checks|refcheck|referencing)\b/;

/** "start a reference check for …", "new request: …": a verb first, then what to start for whom. */
function isCreate(words: Words, text: string): boolean {
  const said = words.text;
  if (!CREATE_NOUN.test(said)) return false;
  if (LIFECYCLE_ACTIONS.some((action) => LIFECYCLE_PHRASES[action].test(said))) return false;
  const verbFirst =
    CREATE_VERB.test(said) && !/^request (a |the )?(recruiter )?review\b/.test(said);
  if (verbFirst && (EMAIL.test(text) || /\bfor\b|\bon\b|:/.test(text))) {
    // "open requests for review" lists; a request needs someone to be for.
    return EMAIL.test(text) || !stateOf('', said.replace(/\bfor\b.*$/, '')) || words.name !== null;
  }
  return EMAIL.test(text) && /\b(for|on)\b/.test(said) && !COUNT_CUE.test(said);
}

/** Role phrases: "as Staff Engineer", "for the role of …", "role: …", "for a … role". */
const ROLE_AFTER =
  /(?:\bas|\bfor the (?:role|position) of|\brole(?: of)?:?|\bposition:?|\btitle:?)\s+(?:an?\s+|the\s+)?([^,.;!?()<>]+?)\s*(?=[,.;!?()<>]|$)/i;
const ROLE_BEFORE = /\bfor (?:the|a|an) ([^,.;!?()<>]+?) (?:role|position)\b/i;

/** "start a reference check for Margaret Hamilton, margaret@example.com as Flight Software Lead". */
function parseCreate(text: string): Intent {
  const email = EMAIL.exec(text)?.[0];
  const withoutEmail = email ? text.replace(email, ' , ') : text;
  const role = roleOf(withoutEmail);
  const rest = role ? withoutEmail.replace(role.phrase, ' , ') : withoutEmail;
  const name = readWords(rest.replace(/\bmanual(ly)?\b/gi, ' ')).name;
  if (!email) {
    return {
      kind: 'incomplete',
      tool: 'create_reference_request',
      missing: name ? "the candidate's e-mail" : "the candidate's name and e-mail",
    };
  }
  const parts = name ? name.split(/\s+/) : [];
  if (parts.length < 2) {
    return {
      kind: 'incomplete',
      tool: 'create_reference_request',
      missing: "the candidate's first and last name",
    };
  }
  const shown = parts.every((p) => p === p.toLowerCase()) ? parts.map(capitalise) : parts;
  return {
    kind: 'call',
    tool: 'create_reference_request',
    input: {
      launchMode: /\bmanual(ly)?\b/i.test(text) ? 'manual_references' : 'candidate_intake',
      candidate: { firstName: shown[0], lastName: shown.slice(1).join(' '), email },
      ...(role ? { roleTitle: role.title } : {}),
    },
  };
}

function roleOf(text: string): { phrase: string; title: string } | null {
  const match = ROLE_BEFORE.exec(text) ?? ROLE_AFTER.exec(text);
  if (!match) return null;
  const title = match[1]!.trim();
  if (!title || /^(soon|possible|well|usual|always|quickly|needed)\b/i.test(title)) return null;
  return { phrase: match[0], title };
}

function capitalise(word: string): string {
  return word.replace(
    /(^|[-'])(\p{L})/gu,
    (_, sep: string, letter: string) => sep + letter.toUpperCase(),
  );
}

function parseAboutRequest(lower: string, requestId: string): Intent {
  if (CANCEL.test(lower))
    return { kind: 'call', tool: 'cancel_reference_request', input: { requestId } };
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
