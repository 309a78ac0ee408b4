import { describe, expect, it } from 'vitest';
import { readContacts, withExtensionsRead } from '../../questionnaires/kinds/contact.reader.ts';
import type { IntakeContext, IntakeState } from './agent.types.ts';
import { contactWordsFor } from './contact-words.ts';
import { intakeAsk, intakeConfirmTurn, intakeTurn, intakeTypedTurn } from './intake-agent.ts';
import {
  saysDone,
  withGivenNameAfterTitledSurname,
  withNameRestated,
  withSurnameShared,
} from './intake-reading.ts';
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
    ['pt', 'o Toninho, aliás António Lima, 11 91234 5678', 'o António Lima, 11 91234 5678'],
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

describe('the twenty-third set, second tuning round', () => {
  it.each([
    ["Dat weer't – das wars. Tschüüs!", true],
    ['To je to, das wars. Danke!', true],
    ['Das wars. Danke und tschüss!', true],
    ["Des wor's. Hvala und servas!", true],
    // A name before the "done" still names someone.
    ['Peter, das wars', false],
    ['Und Peter Maier, das wars', false],
    ['Peter aus Bonn, das wars', false],
  ] as const)('"%s" says done: %s', (said, done) => {
    expect(saysDone(said)).toBe(done);
  });

  it.each([
    ['de', 'DE', 'Meine Chefs, Gesche und Tjark Hinrichs.', ['Gesche Hinrichs', 'Tjark Hinrichs']],
    ['es', 'ES', 'Mis jefes, Ana y Luis Pérez, tienen la panadería', ['Ana Pérez', 'Luis Pérez']],
    ['es', 'ES', 'Ana Pérez y Marta López, mis compañeras', ['Ana Pérez', 'Marta López']],
    ['en', 'US', 'My managers Jane Doe and John Smith', ['Jane Doe', 'John Smith']],
    // One person's surnames joined by "y", "i", "e".
    ['es', 'ES', 'José Ortega y Gasset, mi profe', ['José Ortega y Gasset']],
    ['es', 'ES', 'Jordi Puig i Soler', ['Jordi Puig i Soler']],
  ] as const)('%s: "%s" names %j', (locale, country, said, names) => {
    // A detail in the message (names with none wait for theirs together, as one mention).
    const text = withSurnameShared(`${said}. Tel. 0171 4455667`, locale);
    const read = readContacts(text, contactWordsFor(locale), country).flatMap((p) =>
      p.name ? [`${p.name.firstName} ${p.name.lastName ?? ''}`.trim()] : [],
    );
    expect(read).toEqual(names);
  });

  it('reads "Chefs", "jefes", "collègues" as the relationship they name, no first name', () => {
    for (const [locale, word] of [
      ['de', 'Chefs'],
      ['de', 'Kolleginnen'],
      ['es', 'jefes'],
      ['fr', 'collègues'],
      ['pt', 'chefes'],
    ] as const)
      expect(contactWordsFor(locale).relationship(word), word).not.toBeNull();
  });

  it('reads a new referee beside a removal ("lass Okko weg … Nimm lieber Hilke Saathoff …")', () => {
    const state = talkTappingYes(
      'de',
      'DE',
      'Ja',
      'Und Okko Janssen, mein Kollege. okko.janssen@reederei.de',
      'Ach nee, lass Okko weg, der antwortet eh nich. Nimm lieber Hilke Saathoff, meine Kollegin. hilke.saathoff@web.de, 0160 9988776',
    );
    expect(cards(state)).toEqual([['Hilke', 'Saathoff', 'hilke.saathoff@web.de', '+491609988776']]);
  });

  it.each([
    ['Tel. 0463 58 00-0, Klappe 217', 'Tel. 0463 58 00-217'],
    ['So: 05 21 / 7 72 - 0, Durchwahl 4417. Mail a@b.de', 'So: 05 21 / 7 72 - 4417. Mail a@b.de'],
    ['787-555-0100 ext. 2231', '787-555-0100'],
    ['418 555 0142 poste 225, chantal@x.ca', '418 555 0142, chantal@x.ca'],
    ['(11) 3456-7890 ramal 12', '(11) 3456-7890'],
    ['282 410 200, extensão 117', '282 410 200'],
    // No extension said: as it is.
    ['ruf 0151 1234567 an, Apparat ist kaputt', 'ruf 0151 1234567 an, Apparat ist kaputt'],
  ])('reads the extension in "%s"', (said, read) => {
    expect(withExtensionsRead(said)).toBe(read);
  });

  it('reads no name from an elision opening a sentence ("Y\'a pas de cell")', () => {
    const read = readContacts(
      "Y'a pas de cell, juste le téléphone de la maison: 418 269-5508",
      contactWordsFor('fr'),
      'CA',
    );
    expect(read.map((p) => p.name)).toEqual([null]);
  });

  it.each([
    [
      'fr',
      'CA',
      'Chantal Le Bouthillier, ma contremaîtresse, chantal.lebouthillier@pecheriesgaspesiennes.ca',
      "Ah pis pour Chantal c'est pecheries-gaspesiennes avec un tiret, pas collé, scuse",
      'chantal.lebouthillier@pecheries-gaspesiennes.ca',
    ],
    [
      'de',
      'AT',
      'Die Marija Ogris, mei Kollegin, marija.ogris@gmx.at',
      'Na wart, bei der Marija is es gmx.net, ned .at. Sorry',
      'marija.ogris@gmx.net',
    ],
    [
      'fr',
      'RW',
      'Claudine Uwimana, ma cheffe, claudine.uwimana@umurage-bank.rw',
      "Et son mail c'est umurage-bank.co.rw, j'ai oublié le co",
      'claudine.uwimana@umurage-bank.co.rw',
    ],
  ] as const)(
    '%s: a domain said again corrects the address (%s)',
    (locale, country, first, second, email) => {
      const state = talkTappingYes(locale, country, 'Oui', first, second);
      expect(state.contacts[0]!.email).toBe(email);
    },
  );
});
