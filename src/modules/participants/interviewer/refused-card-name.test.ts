import { describe, expect, it } from 'vitest';
import { participantCopy } from '../../../core/participant-copy.ts';
import type { IntakeState, NominatedContact } from './agent.types.ts';
import {
  initialIntakeState,
  intakeConfirmTurn,
  intakeTurn,
  intakeTypedIssues,
  intakeTypedTurn,
} from './intake-agent.ts';
import { cardIndex, MAX_CARD_REPAIRS, type WrongDetail } from './intake-confirmation.ts';
import { intakeTestContext } from './intake-turn.test-helper.ts';

/**
 * A tap on no to a referee card the reading added asks which detail is wrong (the
 * `wrongDetail` choice, intake-confirmation.ts fixWrongDetail). A wrong name whose split may
 * be otherwise (askNameAgain) keeps the referee with their name as written and asks where
 * the first name ends, every split offered (surname first too), so a candidate whose
 * referee is "Horváth Péter" or "Nguyen Van Minh" fixes the card with taps instead of
 * typing it again. A wrong address, phone or relationship is left out and the card asked
 * again. Once only: a second no drops the reading. Nothing is stored before the card's yes.
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

/** A tap on one of the `wrongDetail` options, in the language's words. */
function sayWrong(
  context: ReturnType<typeof intakeTestContext>,
  state: IntakeState,
  detail: WrongDetail,
) {
  const value = participantCopy(context.locale).intakeAgent.wrongDetails[detail];
  expect(intakeTypedIssues(state, { key: 'wrongDetail', value }, context.locale)).toEqual([]);
  return intakeTypedTurn(context, state, { key: 'wrongDetail', value });
}

/** A tap on no to the card, then on "the name" as the detail that is wrong. */
function refuseName(context: ReturnType<typeof intakeTestContext>, state: IntakeState) {
  return sayWrong(context, intakeConfirmTurn(context, state, false).state, 'name');
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
      const refused = refuseName(
        context,
        cardOf({ firstName: first, lastName: last, email: 'ref@example.com' }),
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
    const { state } = refuseName(
      context,
      cardOf({ firstName: 'Maria', lastName: 'das Graças Prado', email: 'm@example.com' }),
    );
    // Neither "Maria das" nor "Graças Prado" (which leaves "Maria das" as the surname).
    expect(state.ask?.options).toEqual(['Maria', 'Maria das Graças', 'Prado']);
    const fourWords = refuseName(
      context,
      cardOf({ firstName: 'Nguyen', lastName: 'Van Minh Anh', phone: '+5511987654321' }),
    ).state;
    expect(fourWords.ask?.options).toHaveLength(6);
  });

  it.each(['en', 'es', 'de', 'fr', 'pt'] as const)(
    '%s: the first name typed in words answers it; a no drops the reading',
    (locale) => {
      const context = intakeTestContext(locale, 'US');
      const refused = refuseName(
        context,
        cardOf({ firstName: 'Horváth', lastName: 'Péter', email: 'hp@example.com' }),
      ).state;
      const typed = intakeTurn(context, refused, 'Péter');
      expect(typed.state.contacts[0]).toMatchObject({ firstName: 'Péter', lastName: 'Horváth' });

      const dropped = intakeTurn(context, refused, NO_WORDS[locale]);
      expect(dropped.state.contacts).toEqual([]);
      expect(dropped.state.ask?.key).toBe('referee');
    },
  );

  it.each([
    [
      'es',
      'Mariale',
      'Rondon',
      'María Alejandra Rondón Pérez',
      null,
      'María Alejandra Rondón Pérez',
    ],
    [
      'es',
      'Cecilia Beatriz',
      'Paz',
      'Cecilia Beatriz Paz Posse',
      null,
      'Cecilia Beatriz Paz Posse',
    ],
    ['de', 'Secretaria', 'del Colegio', 'sie heißt Marisa Palomo', 'Marisa', 'Palomo'],
    ['fr', 'Nicojuarez', 'Tuc', 'nicolas juarez', 'Nicolas', 'Juarez'],
    ['pt', 'Don', 'Anselmo', 'Anselmo de la Torre Morales.', null, 'Anselmo de la Torre Morales'],
    ['en', 'Jane', 'Doe', "it's Janet Doe-Smith", 'Janet', 'Doe-Smith'],
  ] as const)(
    '%s: the full name written when no option is it (%s) replaces the name read; the card asks again',
    (locale, first, last, typed, meantFirst, meantLastOrWritten) => {
      const context = intakeTestContext(locale, 'US');
      const refused = refuseName(
        context,
        cardOf({ firstName: first, lastName: last, email: 'ref@example.com' }),
      );
      expect(refused.text).toContain(
        participantCopy(locale).intakeAgent.cardRefusedName.split('}')[1]!.trim().slice(0, 20),
      );
      const answered = intakeTurn(context, refused.state, typed).state;
      expect(answered.contacts).toHaveLength(1);
      if (meantFirst === null) {
        // Where its first name ends is asked again, every split of the new name offered.
        expect(answered.contacts[0]).toMatchObject({
          firstName: null,
          nameAsWritten: meantLastOrWritten,
          email: 'ref@example.com',
        });
        expect(answered.ask?.key).toBe('firstName');
      } else {
        expect(answered.contacts[0]).toMatchObject({
          firstName: meantFirst,
          lastName: meantLastOrWritten,
          email: 'ref@example.com',
        });
        // Nothing is stored before the card's yes.
        expect(cardIndex(answered)).toBe(0);
      }
    },
  );

  it.each([
    ['es', 'Ella es mi jefa'],
    ['es', 'Trabaja conmigo desde 2019'],
    ['de', 'Das ist meine Chefin'],
    ['en', 'that is all'],
    ['fr', 'oui'],
  ] as const)('%s: "%s" is no full name: the name read stays as asked', (locale, typed) => {
    const context = intakeTestContext(locale, 'US');
    const refused = refuseName(
      context,
      cardOf({ firstName: 'Horváth', lastName: 'Péter', email: 'hp@example.com' }),
    ).state;
    const after = intakeTurn(context, refused, typed).state;
    expect(after.contacts[0]).toMatchObject({ nameAsWritten: 'Horváth Péter', firstName: null });
  });

  it('a no to the card after the name was chosen asks again what is wrong (the phone, say)', () => {
    const context = intakeTestContext('de', 'DE');
    const refused = refuseName(
      context,
      cardOf({
        firstName: 'Horváth',
        lastName: 'Péter',
        email: 'hp@example.com',
        phone: '+4915112345678',
      }),
    ).state;
    const tapped = intakeTypedTurn(context, refused, { key: 'firstName', value: 'Péter' }).state;
    const again = intakeConfirmTurn(context, tapped, false).state;
    expect(again.contacts[0]).toMatchObject({ firstName: 'Péter', lastName: 'Horváth' });
    expect(again.ask?.key).toBe('wrongDetail');
    const phoneLeftOut = sayWrong(context, again, 'phone').state;
    const kept = intakeConfirmTurn(context, phoneLeftOut, true).state;
    expect(kept.contacts[0]).toMatchObject({
      firstName: 'Péter',
      lastName: 'Horváth',
      phone: null,
    });
    expect(kept.contacts[0]!.unconfirmed).toBeUndefined();
  });

  it.each([
    ['a card with neither address nor number', { firstName: 'Pues', lastName: 'Mira' }],
    ['a one-word name', { firstName: 'Karim', lastName: null, email: 'k@example.com' }],
    [
      'a name of six words',
      { firstName: 'Ana María', lastName: 'Luisa Fernández Ruiz Gómez', email: 'a@example.com' },
    ],
  ])(
    'a wrong name on %s drops the reading, to be written again (nothing to choose among, or nothing to say it is a person)',
    (_, details) => {
      const context = intakeTestContext('es', 'ES');
      const { state, text } = refuseName(context, cardOf(details));
      expect(state.contacts).toEqual([]);
      expect(text).toContain('Escribe de nuevo sus datos');
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
    expect(after.ask?.key).toBe('referee');
  });

  it('refuses a tap of a first name the ask does not offer', () => {
    const context = intakeTestContext('en', 'US');
    const { state } = refuseName(
      context,
      cardOf({ firstName: 'Nguyen', lastName: 'Van Minh', email: 'm@example.com' }),
    );
    expect(intakeTypedIssues(state, { key: 'firstName', value: 'Van' }, 'en')).not.toEqual([]);
    expect(intakeTypedIssues(state, { key: 'firstName', value: 'Van Minh' }, 'en')).toEqual([]);
  });
});

describe('a tap on no to a card asks which detail is wrong', () => {
  const MARIA = {
    firstName: 'Maria',
    lastName: 'Keller',
    email: 'maria.keller@example.com',
    phone: '+4915112345678',
  };

  it.each(['en', 'es', 'de', 'fr', 'pt'] as const)(
    '%s: offers the details the card shows and removal, stores nothing, asks no other card',
    (locale) => {
      const context = intakeTestContext(locale, 'DE');
      const state = cardOf(MARIA);
      state.contacts.push({ ...state.contacts[0]!, firstName: 'Otto', email: 'otto@example.com' });
      const say = participantCopy(locale).intakeAgent;
      const refused = intakeConfirmTurn(context, state, false);
      expect(refused.text).toBe(
        say.cardWhatIsWrong.replace(
          '{question}',
          say.ask.wrongDetail.replace('{name}', 'Maria Keller'),
        ),
      );
      expect(refused.state.ask).toMatchObject({ key: 'wrongDetail', kind: 'choice' });
      expect(refused.state.ask?.options).toEqual([
        say.wrongDetails.name,
        say.wrongDetails.email,
        say.wrongDetails.phone,
        say.wrongDetails.relationship,
        say.wrongDetails.remove,
      ]);
      // Otto's card waits until Maria's wrong detail is said; neither is stored.
      expect(refused.state.confirm).toBeNull();
      expect(refused.state.contacts.every((c) => c.unconfirmed)).toBe(true);
      expect(refused.state.missing).toContain('contacts.0.confirmation');
    },
  );

  it.each([
    ['phone', { phone: null }],
    ['email', { email: null }],
    ['relationship', { relationship: null }],
  ] as const)('a wrong %s is left out and the card asked again', (detail, leftOut) => {
    const context = intakeTestContext('es', 'DE');
    const refused = intakeConfirmTurn(context, cardOf(MARIA), false).state;
    const fixed = sayWrong(context, refused, detail);
    expect(fixed.state.contacts[0]).toMatchObject({ ...MARIA, ...leftOut });
    expect(fixed.state.confirm).toMatchObject({ key: 'referee' });
    expect(fixed.text).toMatch(/^Gracias: he quitado (el|la) /);
    const kept = intakeConfirmTurn(context, fixed.state, true).state;
    expect(kept.contacts[0]).toMatchObject({ ...MARIA, ...leftOut });
    expect(kept.contacts[0]!.unconfirmed).toBeUndefined();
    // Kept without a relationship, it is asked with its choice next.
    if (detail === 'relationship') expect(kept.ask?.key).toBe('relationship');
    // A second tap on no asks again (a card may be wrong in two details); a no in words drops it.
    expect(intakeConfirmTurn(context, fixed.state, false).state.ask?.key).toBe('wrongDetail');
    expect(
      intakeConfirmTurn(context, fixed.state, false, { askWrongDetail: false }).state.contacts,
    ).toEqual([]);
  });

  it(`asks what is wrong after each tap on no, ${MAX_CARD_REPAIRS} times, then drops the card`, () => {
    const context = intakeTestContext('es', 'DE');
    let state = intakeConfirmTurn(context, cardOf(MARIA), false).state;
    for (const detail of ['phone', 'email', 'relationship'] as const) {
      state = sayWrong(context, state, detail).state;
      expect(state.contacts).toHaveLength(1);
      state = intakeConfirmTurn(context, state, false).state;
    }
    expect(state.contacts).toEqual([]);
  });

  it('"remove this referee" drops the reading', () => {
    const context = intakeTestContext('fr', 'FR');
    const refused = intakeConfirmTurn(context, cardOf(MARIA), false).state;
    const removed = sayWrong(context, refused, 'remove');
    expect(removed.state.contacts).toEqual([]);
    expect(removed.state.ask?.key).toBe('referee');
    // A detail the card did not show is not offered.
    const bare = intakeConfirmTurn(
      context,
      cardOf({ firstName: 'Maria', lastName: 'Keller' }),
      false,
    );
    expect(bare.state.ask?.options).toEqual(['Le nom', 'Le lien', 'Retirer cette référence']);
    const phone = participantCopy('fr').intakeAgent.wrongDetails.phone;
    expect(intakeTypedIssues(bare.state, { key: 'wrongDetail', value: phone }, 'fr')).toEqual([
      expect.objectContaining({ path: 'answer.wrongDetail' }),
    ]);
  });

  const YES_WORDS = { en: 'yes', de: 'ja', pt: 'sim' };
  const EMAIL_IS = {
    en: 'her email is maria.keller@firma.de',
    de: 'ihre E-Mail ist maria.keller@firma.de',
    pt: 'o e-mail dela é maria.keller@firma.de',
  };

  it.each(['en', 'de', 'pt'] as const)(
    '%s: words while it is asked: a no drops the reading, anything else is read and the card asked again',
    (locale) => {
      const context = intakeTestContext(locale, 'DE');
      const refused = intakeConfirmTurn(context, cardOf(MARIA), false).state;
      expect(intakeTurn(context, refused, NO_WORDS[locale]).state.contacts).toEqual([]);
      const corrected = intakeTurn(context, refused, EMAIL_IS[locale]);
      expect(corrected.state.contacts[0]).toMatchObject({ email: 'maria.keller@firma.de' });
      expect(corrected.state.confirm).toMatchObject({ key: 'referee' });
      expect(corrected.state.ask?.key).not.toBe('wrongDetail');
      // A no with the right detail is read, not a drop; a plain yes answers nothing.
      const withNo = intakeTurn(context, refused, `${NO_WORDS[locale]}, ${EMAIL_IS[locale]}`);
      expect(withNo.state.contacts[0]).toMatchObject({ email: 'maria.keller@firma.de' });
      expect(withNo.state.contacts[0]!.unconfirmed).toBeTruthy();
      const yes = intakeTurn(context, refused, YES_WORDS[locale]);
      expect(yes.state.contacts[0]).toMatchObject({ email: MARIA.email });
      expect(yes.state.contacts[0]!.unconfirmed).toMatchObject({ wrongDetailAsked: true });
      expect(yes.state.ask?.key).toBe('wrongDetail');
    },
  );

  it('refuses a relationship or wrong-detail tap while consent taken back waits for its answer', () => {
    const context = intakeTestContext('en', 'US');
    const refused = intakeConfirmTurn(context, cardOf(MARIA), false).state;
    const withdrawing = { ...refused, confirm: { key: 'consent', value: false, text: '?' } };
    const words = participantCopy('en').intakeAgent.wrongDetails.phone;
    expect(intakeTypedIssues(refused, { key: 'wrongDetail', value: words }, 'en')).toEqual([]);
    expect(
      intakeTypedIssues(withdrawing, { key: 'wrongDetail', value: words }, 'en'),
    ).toMatchObject([{ path: 'answer.key' }]);
  });

  it('a no in words drops the reading at once, as before', () => {
    const context = intakeTestContext('es', 'ES');
    const { state } = intakeTurn(context, cardOf(MARIA), 'no');
    expect(state.contacts).toEqual([]);
  });
});

describe('a no to the name of a card read with a title and a long surname (es-i117)', () => {
  it('asks it again without the title, and takes the full name typed', () => {
    const context = intakeTestContext('es', 'ES');
    const refused = refuseName(
      context,
      cardOf({ firstName: 'Don', lastName: 'Anselmo de la Torre Morales', phone: '+34925223344' }),
    );
    expect(refused.state.contacts[0]).toMatchObject({
      nameAsWritten: 'Anselmo de la Torre Morales',
      phone: '+34925223344',
    });
    // The name typed is theirs (where its first name ends may be asked: "Anselmo de la").
    const typed = intakeTurn(context, refused.state, 'Anselmo de la Torre Morales');
    const contact = typed.state.contacts[0]!;
    expect(contact.phone).toBe('+34925223344');
    expect(contact.nameAsWritten ?? `${contact.firstName} ${contact.lastName}`).toBe(
      'Anselmo de la Torre Morales',
    );
  });
});
