import { describe, expect, it } from 'vitest';
import { ALL_SCOPES, type Scope } from '../../core/auth.ts';
import { REQUEST_ACTIONS, REQUEST_STATES } from '../requests/workflow.ts';
import { BuiltinAgentEngine } from './builtin-engine.ts';
import {
  type Expectation,
  RECRUITER_QUESTIONS,
  RECRUITER_QUESTIONS_SECOND_SET,
} from './corpus/recruiter-questions.ts';
import { type ConsoleCall, consoleTurn, REQUESTS } from './recruiter-workspace.test-helper.ts';

/**
 * The console assistant on recruiter questions written blind
 * (corpus/recruiter-questions.ts): each answer is correct and useful when it
 * gives the expected kind of answer, names no raw state or action, proposes
 * nothing the service would refuse on Confirm, and names no one it was not
 * asked about. Prints the share per part: tuned on, held out, and the second
 * held-out set (written blind later, RECRUITER_QUESTIONS_SECOND_SET).
 */

const RAW_WORDS = new RegExp(
  `\\b(${[...REQUEST_STATES, ...REQUEST_ACTIONS].filter((w) => w.includes('_')).join('|')})\\b`,
);
const EVERYONE = REQUESTS.map((r) => `${r.candidate.firstName} ${r.candidate.lastName}`);

function has(reply: string, word: string | RegExp): boolean {
  return typeof word === 'string' ? reply.includes(word) : word.test(reply);
}

/** Why an answer is not correct and useful; empty when it is. */
function faults(expect: Expectation, reply: string, calls: ConsoleCall[]): string[] {
  const out: string[] = [];
  if (calls.some((c) => c.refusedOnConfirm)) out.push('proposed what the service refuses');
  const raw = RAW_WORDS.exec(reply);
  if (raw) out.push(`raw word ${raw[1]}`);
  if (/could not match/i.test(reply)) out.push('could not match');
  const proposed = calls.filter((c) => c.status === 'proposed');
  if (expect.kind !== 'propose' && proposed.length > 0) out.push('proposed a change');
  const missing = (words: (string | RegExp)[]) => {
    for (const w of words) if (!has(reply, w)) out.push(`missing ${w}`);
  };
  switch (expect.kind) {
    case 'people':
      missing(expect.names);
      for (const name of expect.not ?? []) if (reply.includes(name)) out.push(`named ${name}`);
      break;
    case 'status':
    case 'ratings':
    case 'signals':
      missing([expect.name, ...expect.words]);
      break;
    case 'propose':
      if (!proposed.some((c) => c.tool === expect.tool && c.input.requestId === expect.requestId))
        out.push(`no ${expect.tool} proposed for ${expect.requestId}`);
      break;
    case 'explain':
      missing(expect.words);
      break;
    case 'smalltalk':
      if (calls.length > 0) out.push('ran tools');
      if (reply.length > 160) out.push('long');
      break;
    case 'help':
      if (!/\bI can\b|\bI cannot\b|\bI can't\b|\bno data\b/i.test(reply)) out.push('no help');
      for (const name of EVERYONE) if (reply.includes(name)) out.push(`named ${name}`);
      break;
  }
  return out;
}

async function ask(message: string, earlier: string[]) {
  const { turn, calls } = consoleTurn(message, earlier);
  const { reply } = await new BuiltinAgentEngine().respond(turn);
  return { reply, calls };
}

describe('console assistant on blind recruiter questions', () => {
  it('answers correctly and usefully (tuning and held-out parts)', async () => {
    const score = { tuning: [0, 0], heldOut: [0, 0], secondSet: [0, 0] };
    const report: string[] = [];
    let refusedProposals = 0;
    for (const q of [...RECRUITER_QUESTIONS, ...RECRUITER_QUESTIONS_SECOND_SET]) {
      const { reply, calls } = await ask(q.message, q.after ? [q.after] : []);
      const problems = faults(q.expect, reply, calls);
      refusedProposals += calls.filter((c) => c.refusedOnConfirm).length;
      const part = q.set === 2 ? score.secondSet : q.heldOut ? score.heldOut : score.tuning;
      part[1]! += 1;
      if (problems.length === 0) part[0]! += 1;
      const shown = reply.replaceAll('\n', '\n    ');
      const tag = q.set === 2 ? '[held out, set 2] ' : q.heldOut ? '[held out] ' : '';
      if (problems.length > 0)
        report.push(`${tag}"${q.message}": ${problems.join('; ')}\n    ${shown}`);
      // CORPUS_REPLIES=1 prints every answer, to read them as a recruiter would.
      else if (process.env.CORPUS_REPLIES) report.push(`${tag}> ${q.message}\n    ${shown}`);
    }
    const pct = ([ok, n]: number[]) => `${ok}/${n} (${Math.round((100 * ok!) / n!)}%)`;
    console.log(
      `Recruiter corpus: tuning ${pct(score.tuning)}, held out ${pct(score.heldOut)}, ` +
        `held out (second set) ${pct(score.secondSet)}, ` +
        `proposals the service would refuse: ${refusedProposals}\n${report.join('\n')}`,
    );
    expect(refusedProposals).toBe(0);
    expect(score.tuning[0]! / score.tuning[1]!).toBeGreaterThanOrEqual(0.9);
    // Measured blind: 8 of 9 (89%) when the tuning part first reached 90%. Its one miss
    // (a count that named no one) was fixed after that measure, so 9 of 9 is not blind.
    expect(score.heldOut[0]! / score.heldOut[1]!).toBeGreaterThanOrEqual(0.85);
    // The second set (issue 43 item 17), measured blind: 27 of 30 (90%). Its misses (a
    // lifecycle move on a lowercase name, "dodgy", "cheers mate") were fixed after that
    // measure, so today's figure is not blind.
    expect(score.secondSet[0]! / score.secondSet[1]!).toBeGreaterThanOrEqual(0.9);
  });
});

describe("console assistant within the caller's scopes", () => {
  const without = (...missing: Scope[]) =>
    new Set([...ALL_SCOPES].filter((scope) => !missing.includes(scope)));

  it('reads no candidate profile without candidates:read, so no one is found by city', async () => {
    const { turn, calls } = consoleTurn('anyone in lisbon?', [], without('candidates:read'));
    const { reply } = await new BuiltinAgentEngine().respond(turn);
    expect(calls.map((c) => c.tool)).not.toContain('list_candidates');
    for (const name of ['Maria Santos', 'João Silva', 'Tom Hughes'])
      expect(reply).not.toContain(name);
  });

  it('proposes nothing and says which scope a change needs, for a read-only caller', async () => {
    const { turn, calls } = consoleTurn(
      'approve priyas report',
      [],
      without('valuations:write', 'references:write', 'reports:write'),
    );
    const { reply } = await new BuiltinAgentEngine().respond(turn);
    expect(calls.filter((c) => c.status === 'proposed')).toEqual([]);
    expect(reply).toMatch(/needs the valuations:write scope/);
  });
});
