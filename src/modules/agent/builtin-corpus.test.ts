import { MockLanguageModelV3 } from 'ai/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAgentModel, parseAgentModel } from '../../ai/agent-model.ts';
import {
  type ScriptedServer,
  startScriptedServer,
  toolResultsIn,
} from '../../ai/openai-compatible.test-helper.ts';
import type { Scope } from '../../core/auth.ts';
import { type Call, fakeTurn, mutates } from './builtin-corpus.test-helper.ts';
import { BuiltinAgentEngine } from './builtin-engine.ts';
import { ProviderAgentEngine } from './provider-engine.ts';

/**
 * How people ask the workspace agent: ordinary questions and requests, with
 * typos, odd casing and polite padding, each with the tool calls the answer
 * needs (tool and input, in order) and words the reply must hold. `help`:
 * the engine has no tool for it; it must answer with what it can do and run
 * nothing. The tenant's data is builtin-corpus.test-helper.ts (now is
 * 2026-11-02; Katherine Johnson's referees were invited 10 days ago, Alan
 * Kay's intake has waited 9 days, one of Ada Lovelace's referees 9 days).
 */
interface Case {
  message: string;
  calls?: { tool: string; input: Record<string, unknown> }[];
  help?: true;
  reply?: (string | RegExp)[];
  scopes?: Scope[];
}

const list = (input: Record<string, unknown>) => ({ tool: 'list_reference_requests', input });
const ALL = list({ limit: 100 });
const WAITING = [
  list({ status: 'intake_pending', limit: 100 }),
  list({ status: 'consent_requested', limit: 100 }),
  list({ status: 'outreach_queued', limit: 100 }),
  list({ status: 'collecting', limit: 100 }),
];
const tool = (name: string, input: Record<string, unknown>) => ({ tool: name, input });
const MARGARET = { firstName: 'Margaret', lastName: 'Hamilton', email: 'margaret@example.com' };
const create = (extra: Record<string, unknown> = {}) =>
  tool('create_reference_request', {
    launchMode: 'candidate_intake',
    candidate: MARGARET,
    ...extra,
  });

const CORPUS: Case[] = [
  // Counts and lists by state
  {
    message: 'which requests wait for review?',
    calls: [list({ status: 'review_requested' })],
    reply: ['rr_01tim', 'rr_01linus'],
  },
  {
    message: 'How many requests are in progress',
    calls: [ALL],
    reply: [/^8 reference requests are in progress: /],
  },
  { message: 'list completed requests', calls: [list({ status: 'completed' })] },
  {
    message: 'how many reqeusts are waiting for reveiw??',
    calls: [list({ status: 'review_requested', limit: 100 })],
    reply: ['2 reference requests are waiting for review'],
  },
  {
    message: 'LIST ALL CANCELLED REQUESTS PLEASE',
    calls: [list({ status: 'cancelled' })],
    reply: ['rr_01edsger', 'rr_00ada'],
  },
  {
    message: 'could you show me the requests that are still collecting references, thanks',
    calls: [list({ status: 'collecting' })],
  },
  {
    message: 'any requests waiting on the candidate?',
    calls: [ALL],
    reply: ['rr_01alan', 'rr_01john', 'waiting on the candidate'],
  },
  {
    message: 'Which requests are waiting on referees',
    calls: [ALL],
    reply: ['rr_01katherine', 'rr_01hedy', 'rr_01ada'],
  },
  {
    message: 'how many reference checks do we have in total',
    calls: [ALL],
    reply: [/^12 reference requests in total/],
  },
  { message: 'show open requests', calls: [ALL], reply: ['rr_01barbara'] },
  {
    message: 'number of requests with consent granted',
    calls: [list({ status: 'consent_granted', limit: 100 })],
    reply: ['1 reference request is with consent granted'],
  },
  {
    message: 'requests where outreach is queued',
    calls: [list({ status: 'outreach_queued' })],
    reply: ['rr_01katherine'],
  },
  { message: 'Show me abandoned intakes', calls: [list({ status: 'intake_abandoned' })] },
  { message: 'whats waiting on the candidate right now', calls: [ALL], reply: ['rr_01alan'] },
  {
    message: 'How many requests are new?',
    calls: [list({ status: 'created', limit: 100 })],
    reply: ['1 reference request is created'],
  },
  { message: 'list requests', calls: [list({})] },
  {
    message: 'how many requests are waiting for consent',
    calls: [list({ status: 'consent_requested', limit: 100 })],
  },
  { message: 'Active reference requests?', calls: [ALL], reply: ['in progress'] },

  // A candidate's status and feedback, found by name
  {
    message: 'How many referees have completed for Ada Lovelace?',
    calls: [ALL],
    reply: ['1 of 3 referees completed (Grace Hopper)', 'Charles Babbage'],
  },
  {
    message: 'Summarise the reference feedback for Ada Lovelace',
    calls: [ALL],
    reply: ['Reference feedback for Ada Lovelace', 'Grace Hopper (Former manager) answered'],
  },
  {
    message: "what's the status of ada lovelace's reference check?",
    calls: [ALL],
    reply: ['rr_01ada', 'status collecting', 'rr_00ada'],
  },
  { message: 'status for Linus Torvalds', calls: [ALL], reply: ['rr_01linus', 'report draft'] },
  {
    message: 'hows it going with Katherine Johnson',
    calls: [ALL],
    reply: ['rr_01katherine', 'overdue'],
  },
  { message: 'any update on Hedy Lamarr?', calls: [ALL], reply: ['rr_01hedy'] },
  {
    message: 'did Ada Lovelaces referees finish',
    calls: [ALL],
    reply: ['1 of 3 referees completed'],
  },
  {
    message: 'feedback summary for Tim Berners-Lee',
    calls: [ALL],
    reply: ['Tim Berners-Lee', 'report approved'],
  },
  {
    message: 'What did the referees say about Linus Torvalds?',
    calls: [ALL],
    reply: ['Reference feedback for Linus Torvalds', '2 of 2 referees completed'],
  },
  {
    message: 'how many references are done for Ada Lovalace',
    calls: [ALL],
    reply: ['1 of 3 referees completed'],
  },
  { message: 'Where are we with Dennis Ritchie', calls: [ALL], reply: ['rr_01dennis'] },
  { message: 'Barbara Liskov?', calls: [ALL], reply: ['rr_01barbara'] },
  {
    message: 'is katherine johnson overdue?',
    calls: [ALL],
    reply: ['overdue: no answer from Dorothy Vaughan'],
  },
  { message: 'has Frances Allen finished her intake?', calls: [ALL], reply: ['intake_abandoned'] },
  {
    message: 'Status of the reference check for Grace Kelly',
    calls: [ALL],
    reply: ['I found no reference request for a candidate named "Grace Kelly"'],
  },

  // Overdue: waiting on the candidate or a referee for more than 7 days
  {
    message: 'Are there any overdue references this week?',
    calls: WAITING,
    reply: [
      /^3 reference requests are overdue \(waiting more than 7 days/,
      'rr_01katherine',
      'rr_01alan',
      'Alan Turing',
    ],
  },
  { message: 'which requests are overdue', calls: WAITING, reply: ['rr_01katherine'] },
  { message: 'show me late references', calls: WAITING, reply: ['rr_01alan'] },
  { message: 'anything stuck?', calls: WAITING, reply: ['overdue'] },
  { message: "who hasn't responded in over a week?", calls: WAITING, reply: ['Mary Jackson'] },
  {
    message: 'list requests waiting more than 10 days',
    calls: WAITING,
    reply: ['No reference request is overdue (waiting more than 10 days'],
  },
  { message: 'ovedue requests pls', calls: WAITING, reply: ['3 reference requests are overdue'] },
  { message: 'How many reference checks are overdue?', calls: WAITING, reply: ['3 reference'] },
  { message: 'any referees who have not answered yet?', calls: WAITING },

  // Starting a request
  {
    message: 'Please start a reference check for Margaret Hamilton, margaret@example.com',
    calls: [create()],
    reply: ['Created rr_02new for Margaret Hamilton'],
  },
  {
    message: 'start a request for Margaret Hamilton margaret@example.com as Flight Software Lead',
    calls: [create({ roleTitle: 'Flight Software Lead' })],
  },
  {
    message: 'new reference check: Margaret Hamilton <margaret@example.com>',
    calls: [create()],
  },
  {
    message: 'could you kick off references for margaret hamilton (margaret@example.com), thanks!',
    calls: [create()],
  },
  {
    message:
      'Create a referance request for Margaret Hamilton margaret@example.com for the role of Lead Engineer',
    calls: [create({ roleTitle: 'Lead Engineer' })],
  },
  {
    message: 'start a reference check for Margaret Hamilton',
    calls: [],
    reply: ["I need the candidate's e-mail"],
  },
  {
    message: 'open a manual reference request for Margaret Hamilton margaret@example.com',
    calls: [create({ launchMode: 'manual_references' })],
  },
  {
    message: 'run a reference check on margaret@example.com Margaret Hamilton',
    calls: [create()],
  },
  {
    message:
      'I need a reference check for Margaret Hamilton (margaret@example.com) as a Staff Engineer',
    calls: [create({ roleTitle: 'Staff Engineer' })],
  },

  // Actions on a candidate's request, by name
  {
    message: 'approve the report for Linus Torvalds',
    calls: [ALL, tool('approve_valuation', { requestId: 'rr_01linus' })],
    reply: ['Approved the report for rr_01linus'],
  },
  {
    message: 'draft the valuation for Ada Lovelace',
    calls: [ALL, tool('draft_valuation', { requestId: 'rr_01ada' })],
  },
  {
    message: "share Tim Berners-Lee's report for 14 days",
    calls: [ALL, tool('share_report', { requestId: 'rr_01tim', expiresInDays: 14 })],
  },
  {
    message: 'queue outreach for Barbara Liskov',
    calls: [
      ALL,
      tool('advance_lifecycle', { requestId: 'rr_01barbara', action: 'queue_outreach' }),
    ],
    reply: ['Moved rr_01barbara to outreach_queued'],
  },
  {
    message: 'Grant consent for Dennis Ritchie please',
    calls: [
      ALL,
      tool('advance_lifecycle', { requestId: 'rr_01dennis', action: 'grant_candidate_consent' }),
    ],
  },
  {
    message: 'ask Dennis Ritchie for consent',
    calls: [
      ALL,
      tool('advance_lifecycle', { requestId: 'rr_01dennis', action: 'request_candidate_consent' }),
    ],
  },
  {
    message: "send Hedy Lamarr's request to review",
    calls: [
      ALL,
      tool('advance_lifecycle', { requestId: 'rr_01hedy', action: 'request_recruiter_review' }),
    ],
  },
  {
    message: 'invite the referees for Barbara Liskov',
    calls: [
      ALL,
      tool('advance_lifecycle', { requestId: 'rr_01barbara', action: 'queue_outreach' }),
    ],
  },
  {
    message: 'aprove the report for linus torvalds',
    calls: [ALL, tool('approve_valuation', { requestId: 'rr_01linus' })],
  },

  {
    message: 'approve the report for Linus Torvaldz',
    calls: [ALL],
    reply: ['not "Linus Torvaldz" as written', 'Nothing was changed'],
  },
  {
    message: 'status of Linus Torvaldz',
    calls: [ALL],
    reply: ['the closest is Linus Torvalds', 'rr_01linus'],
  },

  // By request id
  {
    message: 'status of rr_01ada',
    calls: [tool('get_reference_request', { requestId: 'rr_01ada' })],
  },
  {
    message: 'Approve teh report for rr_01linus',
    calls: [tool('approve_valuation', { requestId: 'rr_01linus' })],
  },
  {
    message: 'pls share the report for rr_01tim, 30 days',
    calls: [tool('share_report', { requestId: 'rr_01tim', expiresInDays: 30 })],
  },
  {
    message: 'move rr_01hedy to review',
    calls: [
      tool('advance_lifecycle', { requestId: 'rr_01hedy', action: 'request_recruiter_review' }),
    ],
  },
  {
    message: 'draft valuation rr_01linus',
    calls: [tool('draft_valuation', { requestId: 'rr_01linus' })],
  },
  {
    message: 'whats happening with rr_01katherine',
    calls: [tool('get_reference_request', { requestId: 'rr_01katherine' })],
  },

  // The ops feed
  {
    message: 'post to ops: Grace is on leave until Monday.',
    calls: [
      tool('post_ops_message', {
        title: 'Grace is on leave until Monday.',
        body: 'Grace is on leave until Monday.',
        priority: 'normal',
      }),
    ],
  },
  {
    message: 'Please send a high priority note to ops: call Dorothy Vaughan today',
    calls: [
      tool('post_ops_message', {
        title: 'call Dorothy Vaughan today',
        body: 'call Dorothy Vaughan today',
        priority: 'high',
      }),
    ],
  },
  { message: "what's new in the ops feed?", calls: [tool('read_ops_feed', {})] },
  { message: 'show the ops feeed', calls: [tool('read_ops_feed', {})] },

  // Candidates
  { message: 'list candidates', calls: [tool('list_candidates', {})] },
  { message: 'find candidate named Grace', calls: [tool('list_candidates', { search: 'Grace' })] },
  {
    message: 'search candidates for lovelace',
    calls: [tool('list_candidates', { search: 'lovelace' })],
  },

  // Written after the rules, to try them blind. The first time they ran, 35 of the first 44
  // and 36 of the next 40 were right (no miss changed anything); the rules were then corrected.
  { message: "What's waiting for my review?", calls: [list({ status: 'review_requested' })] },
  { message: 'how many checks are still open?', calls: [ALL], reply: ['8 reference requests'] },
  { message: 'Do we have anything ready to review', calls: [list({ status: 'review_requested' })] },
  {
    message: 'show me everything in the collecting stage',
    calls: [list({ status: 'collecting' })],
  },
  {
    message: "Any requests where the candidate hasn't done intake yet?",
    calls: [ALL],
    reply: ['rr_01alan'],
  },
  { message: 'list the requests that were cancelled', calls: [list({ status: 'cancelled' })] },
  { message: 'How many active reference checks do I have?', calls: [ALL], reply: ['8 reference'] },
  { message: 'What references are outstanding?', calls: [ALL], reply: ['in progress'] },
  {
    message: 'give me a count of all requests by status',
    calls: [ALL],
    reply: ['12 reference requests in total', '2 cancelled'],
  },
  {
    message: 'Which candidates are still waiting on referees?',
    calls: [ALL],
    reply: ['rr_01katherine'],
  },
  {
    message: "Has Ada Lovelace's reference come back yet?",
    calls: [ALL],
    reply: ['rr_01ada'],
  },
  { message: 'Can you tell me where Linus Torvalds is at?', calls: [ALL], reply: ['rr_01linus'] },
  {
    message: "Give me a summary of Tim Berners-Lee's references",
    calls: [ALL],
    reply: ['Reference feedback for Tim Berners-Lee'],
  },
  {
    message: 'What are people saying about Ada Lovelace?',
    calls: [ALL],
    reply: ['Reference feedback for Ada Lovelace'],
  },
  { message: 'how did the references for linus torvalds go', calls: [ALL], reply: ['rr_01linus'] },
  { message: 'Ada Lovelace status', calls: [ALL], reply: ['rr_01ada'] },
  {
    message: "What's the latest on Katherine Johnson's references?",
    calls: [ALL],
    reply: ['rr_01katherine'],
  },
  { message: 'Is anything overdue?', calls: WAITING, reply: ['3 reference requests are overdue'] },
  { message: "Which referees haven't replied?", calls: WAITING },
  {
    message: "What's been sitting for more than two weeks?",
    calls: WAITING,
    reply: ['waiting more than 14 days'],
  },
  { message: 'Show overdue checks', calls: WAITING },
  {
    message: 'Kick off a reference check for Grace Hopper - grace.hopper@navy.mil',
    calls: [
      tool('create_reference_request', {
        launchMode: 'candidate_intake',
        candidate: { firstName: 'Grace', lastName: 'Hopper', email: 'grace.hopper@navy.mil' },
      }),
    ],
  },
  {
    message:
      'Can you set up references for Alan Turing, alan@bletchley.uk, for a Cryptanalyst role?',
    calls: [
      tool('create_reference_request', {
        launchMode: 'candidate_intake',
        candidate: { firstName: 'Alan', lastName: 'Turing', email: 'alan@bletchley.uk' },
        roleTitle: 'Cryptanalyst',
      }),
    ],
  },
  { message: 'New request for Margaret Hamilton margaret@example.com please', calls: [create()] },
  {
    message: "I'd like to request references for Margaret Hamilton at margaret@example.com",
    calls: [create()],
  },
  {
    message: 'approve Linus Torvalds report',
    calls: [ALL, tool('approve_valuation', { requestId: 'rr_01linus' })],
  },
  {
    message: 'Can you share the report for Tim Berners-Lee with the client?',
    calls: [ALL, tool('share_report', { requestId: 'rr_01tim' })],
  },
  {
    message: 'Send the referee invitations for Barbara Liskov',
    calls: [
      ALL,
      tool('advance_lifecycle', { requestId: 'rr_01barbara', action: 'queue_outreach' }),
    ],
  },
  {
    message: 'Mark consent as granted for Dennis Ritchie',
    calls: [
      ALL,
      tool('advance_lifecycle', { requestId: 'rr_01dennis', action: 'grant_candidate_consent' }),
    ],
  },
  {
    message: 'Draft a valuation for Hedy Lamarr',
    calls: [ALL, tool('draft_valuation', { requestId: 'rr_01hedy' })],
  },
  { message: 'how many candidates do we have', calls: [tool('list_candidates', { limit: 100 })] },
  {
    message: 'How many requests did we cancel?',
    calls: [list({ status: 'cancelled', limit: 100 })],
  },
  { message: 'which requests have consent?', calls: [list({ status: 'consent_granted' })] },
  {
    message: "What's the count of requests in outreach?",
    calls: [list({ status: 'outreach_queued', limit: 100 })],
  },
  {
    message: 'how many refs are collecting rn',
    calls: [list({ status: 'collecting', limit: 100 })],
  },
  { message: 'Can I get an update on Alan Kay?', calls: [ALL], reply: ['overdue'] },
  {
    message: "how many of Katherine Johnson's referees responded",
    calls: [ALL],
    reply: ['0 of 2 referees completed'],
  },
  { message: 'where is Ada at', calls: [ALL], reply: ['Ada Lovelace has 2 reference requests'] },
  {
    message: 'anything overdue for more than 3 days?',
    calls: WAITING,
    reply: ['waiting more than 3 days'],
  },
  { message: "Which candidates haven't responded?", calls: [ALL], reply: ['rr_01alan'] },
  {
    message:
      'Could you start a check on Donald Knuth (knuth@stanford.edu) for the Senior Engineer position',
    calls: [
      tool('create_reference_request', {
        launchMode: 'candidate_intake',
        candidate: { firstName: 'Donald', lastName: 'Knuth', email: 'knuth@stanford.edu' },
        roleTitle: 'Senior Engineer',
      }),
    ],
  },
  {
    message: "Approve Linus's report",
    calls: [ALL, tool('approve_valuation', { requestId: 'rr_01linus' })],
  },
  {
    message: 'send the consent email to Dennis Ritchie',
    calls: [
      ALL,
      tool('advance_lifecycle', { requestId: 'rr_01dennis', action: 'request_candidate_consent' }),
    ],
  },
  { message: 'what does the ops feed say', calls: [tool('read_ops_feed', {})] },
  {
    message: 'list candidates called Lovelace',
    calls: [tool('list_candidates', { search: 'Lovelace' })],
  },
  { message: 'rr_01ada', calls: [tool('get_reference_request', { requestId: 'rr_01ada' })] },
  { message: 'What can you do?', help: true },
  { message: 'Remind Alan Turing to finish his reference', help: true, reply: ['reminder'] },
  { message: "Add a referee to Ada Lovelace's request", help: true, reply: ['add referees'] },
  { message: 'Write me a poem', help: true },
  {
    message: "Cancel Alan Kay's check",
    calls: [ALL, tool('cancel_reference_request', { requestId: 'rr_01alan' })],
    reply: ['Cancelled rr_01alan (Alan Kay'],
  },
  { message: 'hey, what needs my attention today?', help: true },

  // Nothing it can do: help, nothing run
  { message: 'what is the weather like?', help: true },
  { message: 'hello', help: true },
  {
    message: 'cancel the request for Ada Lovelace',
    calls: [ALL, tool('cancel_reference_request', { requestId: 'rr_01ada' })],
  },
  {
    message: 'cancel rr_01ada',
    calls: [tool('cancel_reference_request', { requestId: 'rr_01ada' })],
  },
  { message: 'cancel', reply: ['I need a reference request id'] },
  {
    message: 'start a reference check for John Smith john@x.com',
    calls: [
      tool('create_reference_request', {
        launchMode: 'candidate_intake',
        candidate: { firstName: 'John', lastName: 'Smith', email: 'john@x.com' },
      }),
    ],
  },
  // Questions no tool answers: an honest "I can't answer that", nothing run
  {
    message: 'What is the notice period of the candidate in Germany?',
    help: true,
    reply: ["I can't answer that", 'notice periods'],
  },
  { message: "What's Ada Lovelace's notice period?", help: true, reply: ["I can't answer that"] },
  { message: 'how much salary does Alan Kay expect?', help: true, reply: ["I can't answer that"] },
  { message: 'When can Katherine Johnson start?', help: true, reply: ["I can't answer that"] },
  { message: 'delete all candidates', help: true },
  { message: 'tell me a joke', help: true },
  { message: 'asdfgh', help: true },
  { message: 'Good morning!', help: true },

  // Scopes bound what runs: refused, nothing read or changed
  {
    message: 'approve the report for Linus Torvalds',
    scopes: ['references:read'],
    calls: [tool('approve_valuation', {})],
    reply: ['valuations:write', 'Nothing was changed'],
  },
  {
    message: 'Please start a reference check for Margaret Hamilton, margaret@example.com',
    scopes: ['references:read'],
    calls: [create()],
    reply: ['references:write', 'Nothing was changed'],
  },
  {
    message: 'which requests wait for review?',
    scopes: ['references:read'],
    calls: [list({ status: 'review_requested' })],
  },
];

/** The help reply: what the engine can do, and two example phrasings. */
function isHelp(reply: string): boolean {
  return /With your scopes I can:/.test(reply) && /For example: "[^"]+" or "[^"]+"\./.test(reply);
}

function sameCalls(actual: Call[], expected: NonNullable<Case['calls']>): boolean {
  return (
    actual.length === expected.length &&
    actual.every(
      (call, i) =>
        call.tool === expected[i]!.tool &&
        JSON.stringify(sortKeys(call.input)) === JSON.stringify(sortKeys(expected[i]!.input)),
    )
  );
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, sortKeys(v)]),
    );
  }
  return value;
}

function holds(reply: string, expected: Case['reply']): boolean {
  return (expected ?? []).every((part) =>
    typeof part === 'string' ? reply.includes(part) : part.test(reply),
  );
}

describe('the built-in engine on the corpus', () => {
  it('has at least 60 phrasings', () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(60);
  });

  it('answers at least 90% right; the rest get the help text and change nothing', async () => {
    const engine = new BuiltinAgentEngine();
    const failures: string[] = [];
    const harmful: string[] = [];
    let passed = 0;
    for (const c of CORPUS) {
      const { turn, calls } = fakeTurn(c.message, c.scopes ? new Set(c.scopes) : undefined);
      const { reply } = await engine.respond(turn);
      const right = c.help
        ? calls.length === 0 && isHelp(reply) && holds(reply, c.reply)
        : sameCalls(calls, c.calls ?? []) && holds(reply, c.reply) && !isHelp(reply);
      if (right) {
        passed++;
        continue;
      }
      failures.push(
        `${JSON.stringify(c.message)}\n    calls: ${JSON.stringify(calls)}\n    reply: ${reply}`,
      );
      // A miss must be harmless: the help text, and no tool that changes anything.
      if (!isHelp(reply) || calls.some((call) => mutates(call.tool))) harmful.push(c.message);
    }
    const rate = passed / CORPUS.length;
    console.log(
      `built-in engine corpus: ${passed}/${CORPUS.length} answered right (${(rate * 100).toFixed(1)}%)` +
        (failures.length > 0 ? `\n  misses:\n  ${failures.join('\n  ')}` : ''),
    );
    expect(harmful, 'misses that are not the help text, or that ran a changing tool').toEqual([]);
    expect(rate).toBeGreaterThanOrEqual(0.9);
  });

  it('never changes anything for a help answer', async () => {
    for (const c of CORPUS.filter((x) => x.help)) {
      const { turn, calls } = fakeTurn(c.message);
      const { reply } = await new BuiltinAgentEngine().respond(turn);
      expect(calls, c.message).toEqual([]);
      expect(reply).not.toMatch(/^I did not understand\.?$/);
    }
  });
});

const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 5, text: 5, reasoning: undefined },
};

/** A mock model that makes the given tool calls, one per step, then answers text. */
function modelCalling(steps: { tool: string; input: unknown }[]) {
  let n = 0;
  return new MockLanguageModelV3({
    doGenerate: async () => {
      const step = steps[n++];
      if (step) {
        return {
          content: [
            {
              type: 'tool-call' as const,
              toolCallId: `call_${n}`,
              toolName: step.tool,
              input: JSON.stringify(step.input),
            },
          ],
          finishReason: { unified: 'tool-calls' as const, raw: 'tool_calls' },
          usage,
          warnings: [],
        };
      }
      return {
        content: [{ type: 'text' as const, text: 'Done.' }],
        finishReason: { unified: 'stop' as const, raw: 'stop' },
        usage,
        warnings: [],
      };
    },
  });
}

/**
 * The same corpus through the provider engine. The mock model does not
 * read language: it is scripted to make each phrasing's expected calls, so
 * this checks the other half: every expected call is one the provider
 * engine accepts (the tool offered, its input valid for the schema the
 * model sees), runs through the same scope-checked turn with the same
 * outcome, and a phrasing with no tool runs nothing.
 */
/** Runs the corpus through a provider engine whose model makes each phrasing's expected calls. */
async function expectCorpusThrough(
  engineCalling: (expected: { tool: string; input: unknown }[]) => Promise<ProviderAgentEngine>,
) {
  for (const c of CORPUS) {
    const expected = c.calls ?? [];
    const scopes = c.scopes ? new Set(c.scopes) : undefined;
    const { turn, calls } = fakeTurn(c.message, scopes);
    const engine = await engineCalling(expected);
    const { reply } = await engine.respond(turn);
    expect(reply, c.message).toBe('Done.');
    expect(
      calls.map((call) => call.tool),
      c.message,
    ).toEqual(expected.map((call) => call.tool));
    calls.forEach((call, i) => {
      expect(call.input, c.message).toMatchObject(expected[i]!.input);
    });
    const builtin = fakeTurn(c.message, scopes);
    await new BuiltinAgentEngine().respond(builtin.turn);
    if (sameCalls(builtin.calls, expected)) {
      expect(
        calls.map((call) => call.status),
        c.message,
      ).toEqual(builtin.calls.map((call) => call.status));
    }
  }
}

describe('the provider engine on the corpus (mock model, scripted to the expected calls)', () => {
  it('runs every expected call through the turn, refusing the same ones', async () => {
    await expectCorpusThrough(
      async (expected) => new ProviderAgentEngine(modelCalling(expected), 'mock'),
    );
  });
});

/**
 * The same corpus with AGENT_MODEL=openai-compatible:<model>: the real
 * provider package, over HTTP, to a local server that speaks OpenAI chat
 * completions and is scripted to each phrasing's expected tool calls.
 */
describe('the openai-compatible engine on the corpus (local scripted server)', () => {
  let server: ScriptedServer;
  let expected: { tool: string; input: unknown }[] = [];
  beforeAll(async () => {
    server = await startScriptedServer((request) => {
      const step = expected[toolResultsIn(request)];
      return step ? { toolCalls: [{ name: step.tool, arguments: step.input }] } : { text: 'Done.' };
    });
  });
  afterAll(() => server.close());

  it('runs every expected call through the turn, refusing the same ones', async () => {
    const config = {
      agentModel: 'openai-compatible:scripted',
      agentBaseUrl: server.baseUrl,
      agentApiKey: 'local-key',
    };
    const model = await loadAgentModel(parseAgentModel(config)!);
    await expectCorpusThrough(async (calls) => {
      expected = calls;
      return new ProviderAgentEngine(model, config.agentModel);
    });
    // The tools went over the wire as OpenAI function definitions.
    expect(server.requests[0]?.tools?.[0]).toMatchObject({ type: 'function' });
    expect(server.requests.every((request) => request.model === 'scripted')).toBe(true);
  });
});
