import { kindOf } from '../../questionnaires/kinds/index.ts';
import type { Question } from '../../questionnaires/questionnaires.schemas.ts';
import type { RefereeContext, RefereeState } from './agent.types.ts';
import { BuiltinConversationAgent } from './builtin-agent.ts';
import { lexiconFor } from './lexicon.ts';
import { initialRefereeState } from './referee-agent.ts';

/**
 * One referee message through the built-in engine, as the chat sends it: the reply's text and
 * the state after it. The readers' round tests drive the engine with it.
 */
export async function refereeTurn(on: RefereeContext, state: RefereeState, message: string) {
  const agent = new BuiltinConversationAgent();
  let done: { text: string; state: RefereeState } | null = null;
  for await (const event of agent.reply({
    kind: 'referee',
    context: on,
    transcript: [],
    state,
    message,
  })) {
    if (event.type === 'done') done = { text: event.text, state: event.state as RefereeState };
  }
  return done!;
}

/** The referee context the readers' round tests talk in: Ada Lovelace's referee Jane at Acme Hiring. */
export function refereeTestContext(locale: RefereeContext['locale'] = 'en'): RefereeContext {
  return {
    tenantName: 'Acme Hiring',
    locale,
    roleTitle: null,
    candidateFirstName: 'Ada',
    candidateLastName: 'Lovelace',
    refereeFirstName: 'Jane',
    relationship: null,
    questions: null,
  };
}

/** The built-in questionnaire asking for technical skill, communication rated. */
export function atTechnical(): RefereeState {
  return {
    ...initialRefereeState(null),
    next: 'ratings',
    competency: 'technical_skill',
    answers: {
      ratings: { communication: 5 },
      relationship: 'her manager',
      monthsKnown: 24,
      strengths: 'Patient',
      improvements: 'Paperwork',
    },
  } as RefereeState;
}

/** One answer read by its question's kind in a language, as the chat reads it. */
export function readIn(
  locale: RefereeContext['locale'],
  question: Partial<Question>,
  text: string,
) {
  const q = { key: 'k', required: false, prompt: 'Q?', ...question } as Question;
  return kindOf(q).read(q, text, lexiconFor(locale));
}

/** A tenant questionnaire of the questions given, asking the first, and one message to it. */
export async function askedFirst(
  locale: RefereeContext['locale'],
  questions: Question[],
  message: string,
) {
  const state = {
    ...initialRefereeState(questions),
    questionnaire: { asking: questions[0]!.key, answers: {}, skipped: [], lastAnswered: null },
  } as RefereeState;
  return refereeTurn({ ...refereeTestContext(locale), questions }, state, message);
}
