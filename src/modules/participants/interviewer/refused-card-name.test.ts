import { describe, expect, it } from 'vitest';
import type { IntakeState, NominatedContact } from './agent.types.ts';
import {
  initialIntakeState,
  intakeConfirmTurn,
  intakeTurn,
  intakeTypedIssues,
  intakeTypedTurn,
} from './intake-agent.ts';
import { cardIndex } from './intake-confirmation.ts';
import { intakeTestContext } from './intake-turn.test-helper.ts';

/**
 * A no to a referee card whose name may be split otherwise (intake-confirmation.ts
 * askNameAgain): the referee is kept with their name as written and where the first name
 * ends is asked, every split offered (surname first too), so a candidate whose referee is
 * "Horváth Péter" or "Nguyen Van Minh" fixes the card in one tap instead of typing it again.
 * Once only: a second no drops the reading. Nothing is stored before the card's yes.
 */

type Locale = Parameters<typeof intakeTestContext>[0];

/** The intake with consent given and one referee read from words, its card asked. */
function cardOf(details: Partial<NominatedContact>): IntakeState {
  const state = initialIntakeState();
  state.consent = true;
  state.step = 'referees';
  state.contacts = [
    {
      firstName: null,
      lastName: null,
      email: null,
      phone: null,
      relationship: 'manager',
      ...details,
      unconfirmed: { before: null },
    },
  ];
  return state;
}

const NO_WORDS: Record<Locale, string> = {
  en: 'no',
  es: 'no',
  de: 'nein',
  fr: 'non',
  pt: 'não',
};

describe('a no to a card whose name may be split otherwise', () => {
  it.each([
    ['en', 'US', 'Nguyen', 'Van Minh', 'Van Minh', 'Nguyen'],
    ['es', 'ES', 'Quispe', 'Julio', 'Julio', 'Quispe'],
    ['de', 'DE', 'Horváth', 'Péter', 'Péter', 'Horváth'],
    ['fr', 'FR', 'Kouassi', 'Yao Jean-Baptiste', 'Yao Jean-Baptiste', 'Kouassi'],
    ['pt', 'BR', 'Silva', 'Antonio', 'Antonio', 'Silva'],
  ] as const)(
    '%s: asks where the first name ends, every split offered, and takes the tap',
    (locale, country, first, last, meantFirst, meantLast) => {
      const context = intakeTestContext(locale, country);
      const refused = intakeConfirmTurn(
        context,
        cardOf({ firstName: first, lastName: last, email: 'ref@example.com' }),
        false,
      );
      expect(refused.state.contacts).toHaveLength(1);
      expect(refused.state.contacts[0]).toMatchObject({
        firstName: null,
        lastName: null,
        nameAsWritten: `${first} ${last}`,
        email: 'ref@example.com',
      });
      expect(cardIndex(refused.state)).toBeNull();
      expect(refused.state.ask?.key).toBe('firstName');
      expect(refused.state.ask?.options).toContain(meantFirst);
      expect(refused.text).toContain(`${first} ${last}`);

      const tapped = intakeTypedTurn(context, refused.state, {
        key: 'firstName',
        value: meantFirst,
      });
      expect(tapped.state.contacts[0]).toMatchObject({
        firstName: meantFirst,
        lastName: meantLast,
      });
      // Still the candidate's yes to the card: nothing is stored on a tap of the name alone.
      expect(cardIndex(tapped.state)).toBe(0);
      const kept = intakeConfirmTurn(context, tapped.state, true);
      expect(kept.state.contacts[0]).toMatchObject({ firstName: meantFirst, lastName: meantLast });
      expect(kept.state.contacts[0]!.unconfirmed).toBeUndefined();
    },
  );

  it('offers first names that open the name and that close it, never one cut at a particle', () => {
    const context = intakeTestContext('pt', 'BR');
    const { state } = intakeConfirmTurn(
      context,
      cardOf({ firstName: 'Maria', lastName: 'das Graças Prado', email: 'm@example.com' }),
      false,
    );
    // Neither "Maria das" nor "Graças Prado" (which leaves "Maria das" as the surname).
    expect(state.ask?.options).toEqual(['Maria', 'Maria das Graças', 'Prado']);
    const fourWords = intakeConfirmTurn(
      context,
      cardOf({ firstName: 'Nguyen', lastName: 'Van Minh Anh', phone: '+5511987654321' }),
      false,
    ).state;
    expect(fourWords.ask?.options).toHaveLength(6);
  });

  it.each(['en', 'es', 'de', 'fr', 'pt'] as const)(
    '%s: the first name typed in words answers it; a no drops the reading',
    (locale) => {
      const context = intakeTestContext(locale, 'US');
      const refused = intakeConfirmTurn(
        context,
        cardOf({ firstName: 'Horváth', lastName: 'Péter', email: 'hp@example.com' }),
        false,
      ).state;
      const typed = intakeTurn(context, refused, 'Péter');
      expect(typed.state.contacts[0]).toMatchObject({ firstName: 'Péter', lastName: 'Horváth' });

      const dropped = intakeTurn(context, refused, NO_WORDS[locale]);
      expect(dropped.state.contacts).toEqual([]);
      expect(dropped.state.ask?.key).toBe('referee');
    },
  );

  it('asks once: a no to the card after the name was chosen drops the reading', () => {
    const context = intakeTestContext('de', 'DE');
    const refused = intakeConfirmTurn(
      context,
      cardOf({ firstName: 'Horváth', lastName: 'Péter', email: 'hp@example.com' }),
      false,
    ).state;
    const tapped = intakeTypedTurn(context, refused, { key: 'firstName', value: 'Péter' }).state;
    const again = intakeConfirmTurn(context, tapped, false);
    expect(again.state.contacts).toEqual([]);
  });

  it.each([
    ['a card with neither address nor number', { firstName: 'Pues', lastName: 'Mira' }],
    ['a one-word name', { firstName: 'Karim', lastName: null, email: 'k@example.com' }],
    [
      'a name of five words',
      { firstName: 'Ana', lastName: 'María de los Ángeles Ruiz', email: 'a@example.com' },
    ],
  ])(
    'drops %s as before (nothing to choose among, or nothing to say it is a person)',
    (_, details) => {
      const context = intakeTestContext('es', 'ES');
      const { state } = intakeConfirmTurn(context, cardOf(details), false);
      expect(state.contacts).toEqual([]);
    },
  );

  it('puts back a referee a reading changed, as before', () => {
    const context = intakeTestContext('en', 'US');
    const state = cardOf({ firstName: 'Jane', lastName: 'Doe Smith', email: 'jane@example.com' });
    state.contacts[0]!.unconfirmed = {
      before: {
        firstName: 'Jane',
        lastName: 'Doe',
        email: 'jane@example.com',
        phone: null,
        relationship: 'manager',
      },
    };
    const { state: after } = intakeConfirmTurn(context, state, false);
    expect(after.contacts[0]).toMatchObject({ firstName: 'Jane', lastName: 'Doe' });
    expect(after.ask?.key).not.toBe('firstName');
  });

  it('refuses a tap of a first name the ask does not offer', () => {
    const context = intakeTestContext('en', 'US');
    const { state } = intakeConfirmTurn(
      context,
      cardOf({ firstName: 'Nguyen', lastName: 'Van Minh', email: 'm@example.com' }),
      false,
    );
    expect(intakeTypedIssues(state, { key: 'firstName', value: 'Van' }, 'en')).not.toEqual([]);
    expect(intakeTypedIssues(state, { key: 'firstName', value: 'Van Minh' }, 'en')).toEqual([]);
  });
});
