import { beforeAll, describe, expect, it } from 'vitest';
import { checkAnswers } from '../../questionnaires/answers.schema.ts';
import { type RefereeContext, type RefereeState, refereeStateSchema } from './agent.types.ts';
import { BuiltinConversationAgent } from './builtin-agent.ts';
import {
  CORPUS_QUESTIONS,
  QUESTIONNAIRE_CONVERSATIONS,
  type QuestionnaireConversation,
} from './corpus/questionnaire-conversations.ts';
import { initialRefereeState, refereeOpening } from './referee-agent.ts';

/**
 * Issue 30, item 2: the questionnaire corpus through the built-in
 * interviewer, each state round-tripped through its schema as the database
 * gives it back; at the end the record `complete` would store. Prints the
 * pass rates (tuning and held out); asserts the ratchet and that no reply
 * shows a key.
 *
 * Issue 40 ("Never a guess"): a hedged answer ("probably a four", "hybrid I
 * guess", "I don't think so") is confirmed, not stored; the referee played
 * here taps yes when the reading is what they meant, no otherwise.
 */

/**
 * RATCHET: only ever raised. Measured before tuning: 3/8 tuning, 0/2 held
 * out. Raised by passing on an optional question with "no, that's all" (a
 * text question) or "none of them" (a choice), and "a dozen" (8/8; the held
 * out two, failing on "Nothing else." like the tuning ones, went to 2/2).
 */
// Issue 40, through the interview (referee-interview.ts) with confirmations: 7/8, 2/2. "Sorry,
// make that a 4" while the next rating is asked names no question, and the interview files
// nothing under a question other than the one asked unless the message names it (CONTRACT
// "Never a guess"): the earlier rating stays. Back to 8/8 when such a correction is confirmed.
const RATCHET = { tuning: 7 / 8, heldOut: 2 / 2 };

const CONTEXT: RefereeContext = {
  tenantName: 'Acme',
  locale: 'en',
  roleTitle: 'Engineer',
  candidateFirstName: 'Ada',
  candidateLastName: 'Lovelace',
  refereeFirstName: 'Bob',
  relationship: 'manager',
  questions: CORPUS_QUESTIONS,
};
/** The keys that are no word of a prompt, and field paths. */
const KEYS = /\b(?:onCall|teamSize)\b|answers\./;

async function run(conversation: QuestionnaireConversation) {
  const agent = new BuiltinConversationAgent();
  let state: RefereeState = initialRefereeState(CORPUS_QUESTIONS);
  const replies = [refereeOpening(CONTEXT)];
  const send = async (message: string, confirm?: boolean) => {
    let done: { text: string; state: RefereeState } | null = null;
    const input = { kind: 'referee' as const, context: CONTEXT, transcript: [], state, message };
    for await (const event of agent.reply(confirm === undefined ? input : { ...input, confirm })) {
      if (event.type === 'done') done = { text: event.text, state: event.state as RefereeState };
    }
    state = refereeStateSchema.parse(JSON.parse(JSON.stringify(done!.state)));
    replies.push(done!.text);
  };
  for (const message of conversation.messages) {
    await send(message);
    const pending = state.confirm;
    if (pending) {
      const right =
        JSON.stringify(conversation.expected[pending.key]) === JSON.stringify(pending.value);
      await send(right ? 'yes' : 'no', right);
    }
  }
  const answers = state.questionnaire?.answers ?? {};
  const checked = checkAnswers('qst_corpus', CORPUS_QUESTIONS, answers);
  return { record: checked.ok ? checked.answers : { invalid: checked.issues }, replies };
}

describe('the questionnaire corpus through the built-in interviewer', () => {
  let results: Array<{
    conversation: QuestionnaireConversation;
    record: Record<string, unknown>;
    replies: string[];
    passed: boolean;
  }> = [];
  beforeAll(async () => {
    results = await Promise.all(
      QUESTIONNAIRE_CONVERSATIONS.map(async (c) => {
        const { record, replies } = await run(c);
        const passed = JSON.stringify(record) === JSON.stringify(sorted(c.expected, record));
        return { conversation: c, record, replies, passed };
      }),
    );
  });

  it('reports its pass rates and holds the ratchet', () => {
    const rate = (heldOut: boolean) => {
      const set = results.filter((r) => r.conversation.heldOut === heldOut);
      return { passed: set.filter((r) => r.passed).length, of: set.length };
    };
    const tuning = rate(false);
    const heldOut = rate(true);
    console.log(
      `questionnaire corpus: tuning ${tuning.passed}/${tuning.of}, held out ${heldOut.passed}/${heldOut.of}`,
    );
    for (const r of results.filter((x) => !x.passed)) {
      console.log(`  ✗ ${r.conversation.name}: got ${JSON.stringify(r.record)}`);
    }
    expect(tuning.passed / tuning.of).toBeGreaterThanOrEqual(RATCHET.tuning);
    expect(heldOut.passed / heldOut.of).toBeGreaterThanOrEqual(RATCHET.heldOut);
  });

  it('never shows a key or an unfilled placeholder in a reply', () => {
    const leaks = results.flatMap((r) =>
      r.replies.filter((text) => KEYS.test(text) || /\{\w+\}/.test(text)),
    );
    expect(leaks).toEqual([]);
  });
});

/** The expected record in the order of the got one, so the comparison ignores key order. */
function sorted(expected: Record<string, unknown>, got: Record<string, unknown>) {
  const keys = [
    ...Object.keys(got).filter((k) => k in expected),
    ...Object.keys(expected).filter((k) => !(k in got)),
  ];
  return Object.fromEntries(keys.map((k) => [k, expected[k]]));
}
