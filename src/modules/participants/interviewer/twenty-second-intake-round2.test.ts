import { describe, expect, it } from 'vitest';
import { readContacts } from '../../questionnaires/kinds/contact.reader.ts';
import type { IntakeContext, IntakeState } from './agent.types.ts';
import { contactWordsFor } from './contact-words.ts';
import { intakeAsk, intakeConfirmTurn, intakeTurn, intakeTypedTurn } from './intake-agent.ts';
import { withGivenNameAfterTitledSurname, withNameRestated } from './intake-reading.ts';
import { intakeTestContext, talkFrom, talkTappingYes } from './intake-turn.test-helper.ts';

/**
 * The intake, twenty-second blind set's second tuning round: other wordings than the
 * corpus's, in the languages where the cause applies, and wordings that must not be read so.
 */

const cards = (state: IntakeState) =>
  state.contacts.map(({ firstName, lastName, email, phone }) => [
    firstName,
    lastName,
    email,
    phone,
  ]);

/** The card of the referee named refused, "the name" tapped as what is wrong, then `typed`. */
function nameRetyped(
  locale: IntakeContext['locale'],
  country: string,
  consent: string,
  referee: string,
  typed: string,
): IntakeState {
  const context = intakeTestContext(locale, country);
  let state = talkFrom(locale, country, consent, referee);
  state = intakeConfirmTurn(context, state, false).state;
  const name = intakeAsk(state, locale)!.options![0]!;
  state = intakeTypedTurn(context, state, { key: 'wrongDetail', value: name }).state;
  expect(intakeAsk(state, locale)!.key).toBe('firstName');
  return intakeTurn(context, state, typed).state;
}

describe('a first name typed when neither word offered is it', () => {
  it.each([
    [
      'de',
      'DE',
      'Ja',
      'Mein Meister Warte Schubert, 0361 5551234, a.schubert@maler-schubert-erfurt.de',
      'Andreas',
      ['Andreas', 'Schubert'],
    ],
    [
      'es',
      'CH',
      'Sí',
      'Mi jefa Brunner Keller, s.brunner-keller@hotel-limmatblick.ch',
      'Sandra',
      ['Sandra', 'Brunner-Keller'],
    ],
    [
      'fr',
      'FR',
      'Oui',
      'Ma cheffe Martin Dupuis, 06 12 34 56 78',
      "C'est Claire",
      ['Claire', 'Martin Dupuis'],
    ],
  ] as const)(
    '%s (%s, "%s"): "%s", then "%s"',
    (locale, country, consent, referee, typed, name) => {
      const state = nameRetyped(locale, country, consent, referee, typed);
      const [contact] = state.contacts;
      expect([contact!.firstName, contact!.lastName]).toEqual(name);
      // The card asks the candidate's yes again.
      expect(contact!.unconfirmed).toBeTruthy();
    },
  );

  it.each([
    ['de', 'DE', 'Ja', 'Mein Chef Warte Schubert, a.schubert@maler.de', 'Nein'],
    ['es', 'ES', 'Sí', 'Mi jefa Brunner Keller, s.brunner@hotel.es', 'Vale'],
    ['pt', 'BR', 'Sim', 'Minha chefe Lima Souza, lima@loja.com.br', 'Obrigado'],
  ] as const)(
    '%s: a yes, a no or a thanks is no first name ("%s")',
    (locale, country, consent, referee, typed) => {
      const state = nameRetyped(locale, country, consent, referee, typed);
      expect(state.contacts.every((c) => c.firstName === null)).toBe(true);
    },
  );
});

describe("a language's own word for 'I mean' before a name in full", () => {
  it.each([
    [
      'es',
      'mi encargado era Toño. Bueno, Antonio Valcarce Núñez. 646 12 34 56',
      'mi encargado era Antonio Valcarce Núñez. 646 12 34 56',
    ],
    [
      'de',
      'Mein Polier war der Čika Mile – also Milorad Petrović. Handy 0664 1234567',
      'Mein Polier war der Milorad Petrović. Handy 0664 1234567',
    ],
    ['pt', 'o Zé, aliás José Lima, 11 91234 5678', 'o José Lima, 11 91234 5678'],
    [
      'fr',
      'mon chef Pierrot, enfin Pierre Dupont, 06 12 34 56 78',
      'mon chef Pierre Dupont, 06 12 34 56 78',
    ],
  ] as const)('%s: "%s"', (locale, said, read) => {
    expect(withNameRestated(said, locale)).toBe(read);
  });

  it.each([
    // The name in full goes on into a sentence ("Ana García también puede"): another person.
    ['es', 'Mi jefe es Pedro. Bueno, Ana García también puede'],
    // A firm before the cue: "bei Siemens. Also, Peter Müller, …" names Peter Müller alone.
    ['de', 'Ich war bei Siemens. Also, Peter Müller, 0151 2345678'],
    // Not in another language: English "also" adds a person.
    ['en', 'Jane Doe, also John Smith, 555 0100'],
  ] as const)('%s: leaves "%s"', (locale, said) => {
    expect(withNameRestated(said, locale)).toBe(said);
  });
});

describe('a titled surname, then the full name after a comma', () => {
  it.each([
    [
      'es',
      'Mi jefa es la Frau Brunner, Sandra Brunner-Keller, la jefa de sala',
      'Mi jefa es la Frau Sandra Brunner-Keller, la jefa de sala',
    ],
    ['fr', 'Mme Diallo, Aïssatou Diallo, ma cheffe', 'Mme Aïssatou Diallo, ma cheffe'],
    // Another surname after the comma: two people, or a firm; left as it is.
    [
      'de',
      'Herr Schubert, Andreas Meier, 0361 5551234',
      'Herr Schubert, Andreas Meier, 0361 5551234',
    ],
    // The given name alone, as before.
    ['de', 'Frau Berger, Anna, 0151 2345678', 'Frau Anna Berger, 0151 2345678'],
  ] as const)('%s: "%s"', (locale, said, read) => {
    expect(withGivenNameAfterTitledSurname(said, locale)).toBe(read);
  });
});

describe('a German noun after an indefinite article is no name', () => {
  it('reads the boss, not the firm ("bei einer Baufirma")', () => {
    const [part] = readContacts(
      'Ich war 6 Jahre bei einer Baufirma, da war mein Chef Dragan Nikolić, 0151 2345678',
      contactWordsFor('de'),
      'DE',
    );
    expect(part!.name).toEqual({ firstName: 'Dragan', lastName: 'Nikolić' });
  });
});

describe('a number sent in two messages', () => {
  it('joins the rest sent after an early send ("0664 12", then "34 567 sorry")', () => {
    const state = talkTappingYes(
      'de',
      'AT',
      'Ja',
      'Mein Polier Milorad Petrović. Handy 0664 12',
      '34 567 sorry zu früh weggeschickt',
    );
    expect(cards(state)).toEqual([['Milorad', 'Petrović', null, '+436641234567']]);
    expect(state.unplacedPhones ?? []).toEqual([]);
  });

  it('leaves a whole number sent after it to be read as one', () => {
    // "0664 1234567" is a number by itself: a number typed again, not the rest of one.
    const state = talkFrom(
      'de',
      'AT',
      'Ja',
      'Mein Polier Milorad Petrović. Handy 0664 12',
      '0664 1234567',
    );
    expect(state.contacts[0]!.phone).not.toBe('+43664120664123');
  });
});
