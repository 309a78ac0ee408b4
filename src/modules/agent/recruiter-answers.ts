import { type RequestState, statesWaitingOn } from '../requests/workflow.ts';
import type { AgentTurn, Json } from './agent.types.ts';
import type { Intent } from './builtin-intents.ts';
import {
  contactName,
  describe,
  latenessOf,
  refereeSummary,
  replyFor,
  reportText,
} from './builtin-replies.ts';
import { foldName } from './candidate-match.ts';
import { actionsInWords, actionWords, stateWords } from './plain-words.ts';
import { refer } from './record-links.ts';

/**
 * How the built-in engine answers a recruiter about people: found by name
 * (any case, accents or a possessive), by what is said about them (role,
 * city, hiring stage, read from the workspace itself, never from a word
 * list), or by the person an earlier message of the conversation named. It
 * reads ratings and trust signals when asked (through `read_reference_review`,
 * so the caller's scopes apply), proposes a change only when the request's
 * state allows it (the lifecycle planner's `allowedActions`, the report's
 * state), and answers small talk in a line. Null: the message is not about
 * people; the general rules answer it.
 */
export async function recruiterAnswer(turn: AgentTurn, intent: Intent): Promise<string | null> {
  // The console's assistant (changes proposed, records linked); API and MCP
  // callers keep the general rules, whose calls their clients rely on.
  if (turn.changes !== 'propose') return null;
  const text = plainText(turn.message);
  if (SMALL_TALK.test(text)) return smallTalkReply(text);
  if (intent.kind === 'unknown' && intent.note !== undefined) return null;
  if (/\brr_/.test(turn.message)) return null;
  if (intent.kind === 'call' && !READS.has(intent.tool)) return null;
  if (intent.kind === 'incomplete' && intent.tool === 'create_reference_request') return null;
  if (!turn.tools.some((t) => t.name === 'list_reference_requests')) return null;

  const requests = await readAll(turn);
  if (!requests) return null;
  const tokens = wordsOf(text);
  const topic = topicOf(text, intent);
  let people = namedIn(turn.message, requests);
  const described = people.length === 0 ? await describedIn(turn, tokens, requests) : null;
  if (people.length === 0 && !described && topic.kind !== 'list' && isFollowUp(text, topic)) {
    people = earlierPerson(turn.earlier ?? [], requests);
  }
  if (people.length > 0) return aboutPeople(turn, people, topic);
  if (described) {
    const matched = filterByState(described.requests, text, intent);
    if (matched.length === 1 && topic.kind !== 'list' && topic.kind !== 'status') {
      return aboutPeople(turn, [matched], topic);
    }
    return peopleList(matched, described.words, turn.now);
  }
  if (ATTENTION.test(text)) return attentionReply(requests, turn.now);
  return null;
}

/** The reads this layer may answer instead of the general rules. */
const READS = new Set(['list_reference_requests', 'list_candidates', 'get_reference_request']);

function plainText(message: string): string {
  return message
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function wordsOf(text: string): string[] {
  return text.split(' ').filter(Boolean);
}

const SMALL_TALK =
  /^(hi|hey|hello|hiya|yo|morning|good (morning|afternoon|evening)|thanks?|thank (you|u)|thx|ty|cheers|ok|okay|cool|great|nice|perfect|awesome|got it|bye|see (you|ya)|have a good (day|one)|how are (you|u)|sounds good)( (there|again|so much|very much|a lot|all|for (that|the help)|ty|thanks|cool|you|u|bye|much|mate|man|guys|folks|team|buddy|everyone|then))*$/;

function smallTalkReply(text: string): string {
  if (/\b(thanks?|thank|thx|ty|cheers)\b/.test(text)) return 'You’re welcome. Anything else?';
  if (/\b(bye|see|good day|good one)\b/.test(text)) return 'Bye for now.';
  if (/\bhow are\b/.test(text)) return 'All good here. What can I look up for you?';
  if (/^(ok|okay|cool|great|nice|perfect|awesome|got it|sounds good)\b/.test(text))
    return 'Good. Anything else?';
  return 'Hi! Ask me about a candidate, a role or what needs your attention.';
}

/**
 * A yes/no question about a record ("is chens report approved", "has maria
 * been moved to review") asks for its state; it is not a command, unless it
 * asks the assistant to do it ("can you approve …").
 */
const QUESTION = /^(is|are|was|were|has|have|had|did|does|do)\b(?!.*\b(you|u)\b)/;

type Topic =
  | { kind: 'status' | 'ratings' | 'signals' | 'list' }
  | { kind: 'action'; tool: string; input: Record<string, unknown> };

const SIGNALS =
  /\b(red ?flags?|flags?|flagged|suspicious|signals?|concerns?|concerning|fishy|dodgy|sketchy|shady|iffy|dubious|fake|fraud\w*|worr\w*|legit|warning)\b/;
const RATINGS =
  /\b(rat(e|ed|es|ing|ings)|scores?|scored|say|said|think|thought|feedback|opinions?|verdict|answers?|answered)\b/;
const LIST =
  /^(list|show( me)?( all)?|which|any|anyone|who|all)\b|\b(ppl|people|candidates|checks)\b/;

function topicOf(text: string, intent: Intent): Topic {
  const action = QUESTION.test(text) ? null : actionIn(text, intent);
  if (action) return { kind: 'action', ...action };
  if (SIGNALS.test(text)) return { kind: 'signals' };
  if (RATINGS.test(text)) return { kind: 'ratings' };
  if (LIST.test(text)) return { kind: 'list' };
  return { kind: 'status' };
}

/** The change a message asks for, from the intent or its verb anywhere in the message. */
function actionIn(
  text: string,
  intent: Intent,
): { tool: string; input: Record<string, unknown> } | null {
  if (intent.kind === 'candidate_action') return { tool: intent.tool, input: intent.input };
  if (/\bapprove\b/.test(text)) return { tool: 'approve_valuation', input: {} };
  if (/\bshare\b/.test(text)) return { tool: 'share_report', input: {} };
  if (/\b(draft|prepare|generate|write)\b.*\b(report|valuation)\b|^draft\b/.test(text))
    return { tool: 'draft_valuation', input: {} };
  if (/^(ok |okay |pls |please )?(cancel|abort|withdraw)\b/.test(text))
    return { tool: 'cancel_reference_request', input: {} };
  if (
    /\b(send|queue|start|kick off)\b.*\b(invites?|invitations?|outreach)\b|\binvite (the |their |her |his )?ref/.test(
      text,
    )
  )
    return { tool: 'advance_lifecycle', input: { action: 'queue_outreach' } };
  if (intent.kind === 'incomplete' && intent.tool !== 'get_reference_request') {
    const input = intent.input ?? {};
    // A move on "maria" (no capital, so no name to the general rules) keeps which move it was.
    if (intent.tool === 'advance_lifecycle' && !input.action) return null;
    return { tool: intent.tool, input };
  }
  return null;
}

/** Every request, newest first (at most 500). */
async function readAll(turn: AgentTurn): Promise<Json[] | null> {
  const items: Json[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 5; page++) {
    const result = await turn.call('list_reference_requests', {
      limit: 100,
      ...(cursor ? { cursor } : {}),
    });
    if (result.status !== 'ok') return null;
    const output = result.output as Json;
    items.push(...(output.data as Json[]));
    cursor = (output.nextCursor as string | null) ?? null;
    if (!cursor) break;
  }
  return items;
}

/** A person's requests (newest first), grouped from the list. */
type Person = Json[];

function group(requests: Json[]): Person[] {
  const byCandidate = new Map<string, Json[]>();
  for (const r of requests) {
    const id = r.candidate?.id as string | undefined;
    if (!id) continue;
    byCandidate.set(id, [...(byCandidate.get(id) ?? []), r]);
  }
  return [...byCandidate.values()];
}

function nameOf(person: Person): string {
  const c = person[0]!.candidate;
  return `${c.firstName} ${c.lastName}`;
}

/**
 * The words of a message that may be part of a name: each word, and without
 * its possessive "s" ("priyas"); the assistant's own command words count only
 * when written with a capital ("grant consent for Ben" is not about Grant
 * Smith, "ask Grant" is).
 */
function nameWords(message: string): string[] {
  const written = message
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .split(/[^\p{L}\p{N}'’]+/u);
  return written.flatMap((word) => {
    const plain = word.toLowerCase().replace(/['’]/g, '');
    if (!plain) return [];
    if (COMMAND_WORDS.has(plain) && word === word.toLowerCase()) return [];
    return plain.length > 3 && plain.endsWith('s') ? [plain, plain.slice(0, -1)] : [plain];
  });
}

const COMMAND_WORDS = new Set(
  'grant request share draft approve cancel review mark will may can ask send invite move put record start open close read list show find check'.split(
    ' ',
  ),
);

/** The people a message names: full name, first or last name, with or without "'s". */
function namedIn(message: string, requests: Json[]): Person[] {
  const said = new Set(nameWords(message));
  const people = group(requests);
  const score = (person: Person) => {
    const c = person[0]!.candidate;
    const first = foldName(c.firstName ?? '');
    const last = foldName(c.lastName ?? '');
    const parts = [...first.split(' '), ...last.split(' ')].filter((p) => p.length >= 2);
    const hits = parts.filter((p) => said.has(p)).length;
    return hits;
  };
  const scored = people.map((p) => ({ p, s: score(p) })).filter((x) => x.s > 0);
  const best = Math.max(0, ...scored.map((x) => x.s));
  return scored.filter((x) => x.s === best).map((x) => x.p);
}

const STOP = new Set(
  'a an the in at on of for to and or is are was be any anyone who whos which what whats where show me list all my our us we with from by there here still now ready check checks request requests reference references candidate candidates people ppl person someone stage stages status waiting wait on pls please ok'.split(
    ' ',
  ),
);

/** One spelling for "designers", "designer", "design"; "engineering", "engineer". */
function stem(word: string): string {
  return word.replace(/(ings|ing|ers|er|s)$/, '') || word;
}

/** What can be said about a request's candidate: role, city or country, hiring stage. */
function vocabularyOf(request: Json, locations: Map<string, string>): Set<string> {
  const words = [
    request.roleTitle ?? '',
    locations.get(request.candidate?.id) ?? '',
    request.candidate?.stage ?? '',
  ]
    .map((w) => plainText(String(w).replaceAll('_', ' ')))
    .join(' ');
  return new Set(
    wordsOf(words)
      .filter((w) => !STOP.has(w))
      .map(stem),
  );
}

/** Where candidates are, when the caller may read candidates (their profile's location). */
async function locationsOf(turn: AgentTurn): Promise<Map<string, string>> {
  const locations = new Map<string, string>();
  if (!turn.tools.some((t) => t.name === 'list_candidates')) return locations;
  const result = await turn.call('list_candidates', { limit: 100 });
  if (result.status !== 'ok') return locations;
  for (const c of (result.output as Json).data as Json[]) {
    const location = c.profile?.location;
    if (typeof location === 'string') locations.set(c.id, location);
  }
  return locations;
}

/**
 * The requests whose role, place or stage has every descriptive word of the
 * message ("lisbon designer", "engineering", "final interviews"), or null
 * when the message describes no one.
 */
async function describedIn(
  turn: AgentTurn,
  tokens: string[],
  requests: Json[],
): Promise<{ words: string[]; requests: Json[] } | null> {
  const candidates = tokens.filter((t) => !STOP.has(t)).map(stem);
  if (candidates.length === 0) return null;
  const locations = await locationsOf(turn);
  const vocabularies = requests.map((r) => vocabularyOf(r, locations));
  const known = new Set(vocabularies.flatMap((v) => [...v]));
  const words = [...new Set(candidates.filter((w) => known.has(w)))];
  if (words.length === 0) return null;
  const matched = requests.filter((_, i) => words.every((w) => vocabularies[i]!.has(w)));
  return { words: tokens.filter((t) => words.includes(stem(t))), requests: matched };
}

const RECRUITER_STATES: RequestState[] = ['created', 'consent_granted', 'review_requested'];

/** The states a message narrows a described set to; cancelled ones only when asked for. */
function filterByState(requests: Json[], text: string, intent: Intent): Json[] {
  let states: readonly string[] | null = null;
  if (/\bwaiting (on|for) (us|me)\b|\bon (us|me)\b|\bmy (move|turn)\b/.test(text))
    states = RECRUITER_STATES;
  else if (intent.kind === 'requests') states = intent.states;
  else if (
    intent.kind === 'call' &&
    intent.tool === 'list_reference_requests' &&
    intent.input.status
  )
    states = [intent.input.status as string];
  else if (/\bready\b.*\breview\b|\bto review\b|\bfor review\b/.test(text))
    states = ['review_requested'];
  else if (/\b(wait\w*|pending) (on|for) (the |their )?ref/.test(text))
    states = statesWaitingOn('referees');
  else if (/\b(wait\w*|pending) (on|for) (the )?candidates?\b/.test(text))
    states = statesWaitingOn('candidate');
  const wanted = states;
  if (wanted) return requests.filter((r) => wanted.includes(r.status));
  if (/\bcancel/.test(text)) return requests;
  return requests.filter((r) => r.status !== 'cancelled');
}

/** A message about someone named before: "any red flags?", "approve her report then". */
function isFollowUp(text: string, topic: Topic): boolean {
  return topic.kind !== 'status' || /\b(she|he|her|him|his|they|them|their|hers)\b/.test(text);
}

function earlierPerson(earlier: readonly string[], requests: Json[]): Person[] {
  for (const message of [...earlier].reverse()) {
    const people = namedIn(message, requests);
    if (people.length === 1) return people;
  }
  return [];
}

/** The request a question about a person is about: the newest that is not cancelled. */
function mainRequest(person: Person): Json {
  return person.find((r) => r.status !== 'cancelled') ?? person[0]!;
}

function link(r: Json): string {
  const who = `${r.candidate.firstName} ${r.candidate.lastName}`;
  return refer(r.id, who, `${who} (${r.id})`);
}

function statusLine(r: Json, now: Date): string {
  const role = r.roleTitle ? `, ${r.roleTitle}` : '';
  const late = latenessOf(r, now, 7);
  const overdue = late
    ? late.waitingOn === 'candidate'
      ? `; waiting ${late.days} days on the candidate`
      : `; no answer from ${late.referees.map((x) => `${x.name} (invited ${x.days} days ago)`).join(', ')}`
    : '';
  if (r.status === 'cancelled') return `${link(r)}${role}: cancelled`;
  const referees = (r.contacts as Json[]).length > 0 ? `; ${refereeSummary(r.contacts)}` : '';
  const report = r.report ? `; ${reportText(r.report)}` : '';
  return `${link(r)}${role}: ${stateWords(r.status)}${referees}${report}${overdue}`;
}

function peopleList(requests: Json[], words: string[], now: Date): string {
  const what = words.join(' ');
  if (requests.length === 0) return `No open reference check matches “${what}”.`;
  const lines = requests.slice(0, 25).map((r) => `- ${statusLine(r, now)}.`);
  const n = requests.length;
  return `${n} ${n === 1 ? 'reference check matches' : 'reference checks match'} “${what}”:\n${lines.join('\n')}`;
}

async function aboutPeople(turn: AgentTurn, people: Person[], topic: Topic): Promise<string> {
  if (people.length > 1 && topic.kind !== 'status' && topic.kind !== 'list') {
    return `Several people match: ${people.map(nameOf).join(', ')}. Say which one, with the full name. Nothing was changed.`;
  }
  if (topic.kind === 'action') return proposeFor(turn, people[0]!, topic);
  if (topic.kind === 'ratings' || topic.kind === 'signals') {
    const request = mainRequest(people[0]!);
    const result = await turn.call('read_reference_review', { requestId: request.id });
    if (result.status !== 'ok') return replyFor(result);
    const review = result.output as Json;
    return topic.kind === 'ratings' ? ratingsReply(request, review) : signalsReply(request, review);
  }
  const lines = people.flatMap((p) => p.slice(0, 5)).map((r) => statusLine(r, turn.now));
  if (lines.length === 1) return `${lines[0]}.${nextStep(mainRequest(people[0]!))}`;
  return lines.map((l) => `- ${l}.`).join('\n');
}

/** What the recruiter can do next on a request, in words. */
function nextStep(r: Json): string {
  if (r.report?.status === 'draft') return ' Its report draft is ready for you to approve.';
  if (r.report?.approvedVersion != null && r.status !== 'cancelled')
    return ' Its report is approved and can be shared.';
  const actions = (r.allowedActions as string[]).filter((a) => a !== 'cancel');
  return actions.length > 0 ? ` You can ${actionsInWords(actions)}.` : '';
}

/**
 * The request of a person a change can run on now, or why none can: a
 * proposal the service would refuse on Confirm is never made.
 */
async function proposeFor(
  turn: AgentTurn,
  person: Person,
  action: { tool: string; input: Record<string, unknown> },
): Promise<string> {
  if (!turn.tools.some((t) => t.name === action.tool)) {
    return replyFor(await turn.call(action.tool, { requestId: person[0]!.id, ...action.input }));
  }
  const fits = person.filter((r) => blockerOf(r, action.tool, action.input) === null);
  if (fits.length === 1) {
    return replyFor(await turn.call(action.tool, { requestId: fits[0]!.id, ...action.input }));
  }
  const r = mainRequest(person);
  if (fits.length > 1) {
    return `${nameOf(person)} has ${fits.length} checks this could apply to: ${fits.map(link).join(', ')}. Say which one. Nothing was changed.`;
  }
  const verb =
    action.tool === 'advance_lifecycle'
      ? actionWords(String(action.input.action))
      : describe(action.tool);
  return `I can’t ${verb} for ${link(r)} now: ${blockerOf(r, action.tool, action.input)} Nothing was changed.`;
}

/** Why a change cannot run on a request now (null: it can), from its state and report. */
function blockerOf(r: Json, tool: string, input: Record<string, unknown>): string | null {
  const allowed = r.allowedActions as string[];
  const state = stateWords(r.status);
  const others = allowed.filter((a) => a !== 'cancel');
  const instead = others.length > 0 ? ` You can ${actionsInWords(others)}.` : '';
  const completed = (r.contacts as Json[]).filter((c) => c.status === 'completed').length;
  switch (tool) {
    case 'approve_valuation':
      if (r.report?.status === 'draft') return null;
      if (r.report?.approvedVersion != null) return 'its report is already approved.';
      return completed > 0
        ? `its report has no draft yet. Draft it first (${completed} referee${completed === 1 ? ' has' : 's have'} answered).`
        : 'its report has no draft yet, and no referee has answered.';
    case 'share_report':
      if (r.report?.approvedVersion != null && r.status !== 'cancelled') return null;
      return r.report?.status === 'draft'
        ? 'its report is a draft; approve it first.'
        : 'it has no approved report yet.';
    case 'draft_valuation':
      if (r.status !== 'cancelled' && completed > 0) return null;
      return r.status === 'cancelled' ? 'it is cancelled.' : 'no referee has completed yet.';
    case 'cancel_reference_request':
      if (allowed.includes('cancel')) return null;
      return r.status === 'cancelled' ? 'it is already cancelled.' : `it is ${state}.`;
    case 'advance_lifecycle':
      if (allowed.includes(input.action as string)) return null;
      return `it is ${state}.${instead}`;
    default:
      return null;
  }
}

function ratingsReply(request: Json, review: Json): string {
  const responses = [
    ...(review.responses as Json[]),
    ...((review.reusedResponses as Json[]) ?? []),
  ].filter((r) => r.status === 'completed');
  if (responses.length === 0)
    return `No referee of ${link(request)} has answered yet, so there are no ratings.`;
  const labels = new Map<string, string>(
    (review.ratings as Json[]).map((x) => [x.competency as string, x.label as string]),
  );
  const lines = responses.map((response) => {
    const name =
      [response.referee?.firstName, response.referee?.lastName].filter(Boolean).join(' ') ||
      'A referee';
    const relationship = response.referee?.relationship
      ? ` (${response.referee.relationship})`
      : '';
    // In the order the competencies are asked and shown (the review's order), not as stored.
    const given = (response.answers?.ratings ?? {}) as Record<string, number>;
    const ratings = [...labels]
      .filter(([competency]) => typeof given[competency] === 'number')
      .map(([competency, label]) => `${label} ${given[competency]} of 5`);
    const rehire = response.answers?.wouldRehire;
    const again = rehire === true ? '; would rehire' : rehire === false ? '; would not rehire' : '';
    return `- ${name}${relationship}: ${ratings.length > 0 ? ratings.join(', ') : 'no ratings given'}${again}.`;
  });
  const averages = (review.ratings as Json[])
    .filter((x) => x.average !== null)
    .map((x) => `${x.label} ${x.average}`);
  const mean = averages.length > 0 ? `\nAverages: ${averages.join(', ')} (of 5).` : '';
  return `How the referees rated ${link(request)}:\n${lines.join('\n')}${mean}`;
}

const SIGNAL_TITLES: Record<string, string> = {
  shared_ip_with_candidate: 'a referee answered from the candidate’s network',
  shared_ip_with_referee: 'two referees answered from the same network',
  contact_matches_candidate: 'a referee’s contact details are the candidate’s',
  contact_matches_referee: 'two referees share contact details',
  free_mail_professional: 'a work referee gave a personal e-mail address',
  completed_too_fast: 'a referee answered very fast (within a minute)',
};

function signalsReply(request: Json, review: Json): string {
  const contacts = new Map(
    ((review.referenceRequest?.contacts ?? request.contacts) as Json[]).map((c) => [c.id, c]),
  );
  const signals = review.trustSignals as Json[];
  const open = signals.filter((s) => s.status === 'open');
  const reviewed = signals.filter((s) => s.status !== 'open');
  const line = (s: Json) => {
    const title = SIGNAL_TITLES[s.kind] ?? String(s.kind).replaceAll('_', ' ');
    const who =
      s.contactId && contacts.get(s.contactId)
        ? ` (${contactName(contacts.get(s.contactId)!)})`
        : '';
    const review =
      s.status === 'open' ? '' : `; ${s.status}${s.reviewNote ? `: “${s.reviewNote}”` : ''}`;
    return `- ${title}${who}, ${s.severity} severity${review}`;
  };
  if (signals.length === 0) {
    const answered = (review.responses as Json[]).length > 0;
    return answered
      ? `No trust signals on ${link(request)}: no red flags so far.`
      : `No trust signals on ${link(request)}: no referee has answered yet, so there is nothing to check so far.`;
  }
  const head =
    open.length === 0
      ? `No open trust signals on ${link(request)}; ${reviewed.length} reviewed:`
      : `${open.length} open trust signal${open.length === 1 ? '' : 's'} on ${link(request)}:`;
  return `${head}\n${[...open, ...reviewed].map(line).join('\n')}`;
}

const ATTENTION =
  /\b(attention|my plate|to ?do|todo|what should i (do|look at)|need(s)? (me|my)|priorit\w*|urgent|on me)\b/;

/** What waits on the recruiter (review, reports to approve or share, checks to start) and what is overdue. */
function attentionReply(requests: Json[], now: Date): string {
  const mine = requests.filter((r) => RECRUITER_STATES.includes(r.status));
  const late = requests.filter((r) => !mine.includes(r) && latenessOf(r, now, 7));
  if (mine.length + late.length === 0)
    return 'Nothing waits on you right now, and nothing is overdue.';
  const part = (title: string, items: Json[]) =>
    items.length > 0 ? `${title}:\n${items.map((r) => `- ${statusLine(r, now)}.`).join('\n')}` : '';
  return [part('Waiting on you', mine), part('Overdue (over 7 days without an answer)', late)]
    .filter(Boolean)
    .join('\n');
}
