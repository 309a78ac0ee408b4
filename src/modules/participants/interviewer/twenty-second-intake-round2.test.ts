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

describe('the twenty-third set, tuning round', () => {
  it('shows an address at a misspelt provider mended, and says so', () => {
    const context = intakeTestContext('pt', 'BR');
    let state = talkTappingYes(
      'pt',
      'BR',
      'Pode sim',
      'minha supervisora Luciana Tenório Cavalcanti',
    );
    const turn = intakeTurn(context, state, 'luciana.tcavalcanti@hotmial.com');
    state = turn.state;
    expect(state.contacts[0]!.email).toBe('luciana.tcavalcanti@hotmail.com');
    expect(turn.text).toContain('luciana.tcavalcanti@hotmial.com');
    // The card asks the candidate's yes to the address mended.
    expect(state.contacts[0]!.unconfirmed).toBeTruthy();
  });

  it('takes "Ícaro Lordelo" from an address for the "Ícaro Menezes Lordelo" just named', () => {
    const state = talkTappingYes(
      'pt',
      'BR',
      'Pode sim',
      'E o Dr. Ícaro Menezes Lordelo, cliente fiel da barraca, comprava todo dia kkk. icaro.lordelo@outlook.com, 71 9 8877-6655',
    );
    // One referee, the name as typed (where its first name ends is still asked), not the address's.
    expect(state.contacts).toHaveLength(1);
    expect(state.contacts[0]).toMatchObject({
      nameAsWritten: 'Ícaro Menezes Lordelo',
      email: 'icaro.lordelo@outlook.com',
      phone: '+5571988776655',
    });
  });

  it.each([
    ['es', 'Diay, muchas gracias por la oportunidad, pero prefiero no dar referencias por ahora.'],
    ['de', 'Danke, aber ich möchte lieber keine Referenzen angeben'],
    ['fr', 'Merci, mais je préfère ne pas donner de références pour le moment.'],
    ['pt', 'Obrigada, mas prefiro não passar referências por enquanto'],
    ['en', "Thanks so much, but I'd rather not give any references yet."],
  ] as const)('%s: a polite refusal refuses ("%s")', (locale, said) => {
    const state = talkFrom(locale, 'US', said);
    expect(state.consent).toBe(false);
  });

  it.each([
    // Only references from one job spared, with a yes: consent, asked about nothing.
    ['es', 'Sí, claro, aunque prefiero no dar referencias de mi trabajo actual'],
  ] as const)('%s: "%s" is no refusal', (locale, said) => {
    const state = talkFrom(locale, 'ES', said);
    expect(state.consent).not.toBe(false);
  });
});
