import type { IntakeContext, IntakeState } from './agent.types.ts';
import { initialIntakeState, intakeConfirmTurn, intakeTurn } from './intake-agent.ts';
import { cardIndex } from './intake-confirmation.ts';

/** The intake's context in the readers' tests: a tenant in `defaultCountry`, pages in `locale`. */
export function intakeTestContext(
  locale: IntakeContext['locale'],
  defaultCountry: string,
): IntakeContext {
  return {
    tenantName: 'Acme',
    locale,
    roleTitle: null,
    candidateFirstName: 'Ada',
    candidateLastName: 'Lovelace',
    defaultCountry,
  };
}

/** An intake whose candidate has consented, collecting referees (none yet). */
export function consentedIntake(): IntakeState {
  return { ...initialIntakeState(), consent: true, step: 'referees' };
}

/** The state after the candidate's `messages`, no card tapped (each left waiting). */
export function talkFrom(
  locale: IntakeContext['locale'],
  defaultCountry: string,
  ...messages: string[]
): IntakeState {
  const context = intakeTestContext(locale, defaultCountry);
  let state = initialIntakeState();
  for (const message of messages) state = intakeTurn(context, state, message).state;
  return state;
}

/** The same, every card asked tapped yes before each message and at the end. */
export function talkTappingYes(
  locale: IntakeContext['locale'],
  defaultCountry: string,
  ...messages: string[]
): IntakeState {
  const context = intakeTestContext(locale, defaultCountry);
  let state = initialIntakeState();
  const tapAll = () => {
    while (cardIndex(state) !== null) state = intakeConfirmTurn(context, state, true).state;
  };
  for (const message of messages) {
    tapAll();
    state = intakeTurn(context, state, message).state;
  }
  tapAll();
  return state;
}
