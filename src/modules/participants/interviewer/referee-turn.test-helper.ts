import type { RefereeContext, RefereeState } from './agent.types.ts';
import { BuiltinConversationAgent } from './builtin-agent.ts';
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
