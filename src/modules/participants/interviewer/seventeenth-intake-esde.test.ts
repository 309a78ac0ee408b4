import { describe, expect, it } from 'vitest';
import { findEmails, withSpokenEmails } from '../../questionnaires/kinds/contact.reader.ts';
import type { IntakeContext, IntakeState } from './agent.types.ts';
import { initialIntakeState, intakeTurn } from './intake-agent.ts';
import { pastedCards, saysDone, withoutFalseStarts } from './intake-reading.ts';

/**
 * The intake, seventeenth set, Spanish and German side and the structural fallback for every
 * language (branch t18-inta): other wordings than the corpus's.
 */

const CONTEXT: IntakeContext = {
  tenantName: 'Acme',
  locale: 'es',
  roleTitle: null,
  candidateFirstName: 'Ada',
  candidateLastName: 'Lovelace',
  defaultCountry: 'ES',
};

function talkFrom(
  locale: IntakeContext['locale'],
  defaultCountry: string,
  ...messages: string[]
): IntakeState {
  let state = initialIntakeState();
  for (const message of messages)
    state = intakeTurn({ ...CONTEXT, locale, defaultCountry }, state, message).state;
  return state;
}

const details = (state: IntakeState) =>
  state.contacts.map(({ firstName, lastName, email, phone, relationship }) => ({
    firstName,
    lastName,
    email,
    phone,
    relationship,
  }));

describe('details the reading leaves on the referee before, while another is named in full', () => {
  it('are offered as that person on a card, and the referee before keeps what it had', () => {
    const state = talkFrom(
      'es',
      'ES',
      'Sí, acepto',
      'Uno: Lucía Ferrer, mi jefa, lucia.ferrer@viveros.es, 911 22 33 44',
      'sí',
      'Dos: ayudante mío campaña, Tomás Ruiz de Alarcón. Teléfono 622 33 44 55.',
    );
    expect(details(state)[0]).toMatchObject({ firstName: 'Lucía', phone: '+34911223344' });
    expect(state.contacts[0]!.unconfirmed).toBeUndefined();
    expect(state.contacts[1]).toMatchObject({
      firstName: 'Tomás',
      lastName: 'Ruiz de Alarcón',
      phone: '+34622334455',
      unconfirmed: { before: null },
    });
    expect(state.confirm?.key).toBe('referee');
  });

  it('a number said for the referee before, naming nobody else, is still theirs', () => {
    const state = talkFrom(
      'es',
      'ES',
      'Sí, acepto',
      'Lucía Ferrer, mi jefa, lucia.ferrer@viveros.es, 911 22 33 44',
      'sí',
      'Perdón, su móvil es 622 33 44 55',
    );
    expect(state.contacts).toHaveLength(1);
    expect(state.contacts[0]!.phone).toBe('+34622334455');
  });

  it('a no to the card offered drops it', () => {
    let state = talkFrom(
      'es',
      'ES',
      'Sí, acepto',
      'Lucía Ferrer, mi jefa, lucia.ferrer@viveros.es, 911 22 33 44',
      'sí',
      'Dos: ayudante mío campaña, Tomás Ruiz de Alarcón. Teléfono 622 33 44 55.',
    );
    state = intakeTurn(CONTEXT, state, 'no').state;
    expect(details(state)).toEqual([
      {
        firstName: 'Lucía',
        lastName: 'Ferrer',
        email: 'lucia.ferrer@viveros.es',
        phone: '+34911223344',
        relationship: 'manager',
      },
    ]);
  });
});

describe('a referee read under the word that opened the sentence', () => {
  it('is the full name beside the details', () => {
    const state = talkFrom(
      'de',
      'DE',
      'Ja, gerne',
      'Guten Tag! Obwohl es eilt 😅: Dr. Henrike Albers, meine Chefin, h.albers@klinikum-nord.de',
    );
    expect(state.contacts[0]).toMatchObject({ firstName: 'Henrike', lastName: 'Albers' });
  });
});

describe('a contact card pasted from an address book (vCard)', () => {
  const card = [
    'BEGIN:VCARD',
    'VERSION:3.0',
    'N:Ortega Lázaro;María José;;;',
    'FN:María José Ortega Lázaro',
    'ORG:Talleres Ortega',
    'item1.EMAIL;type=INTERNET:MJ.Ortega@talleres-ortega.es',
    'TEL;TYPE=CELL:+34 655 10 20 30',
    'END:VCARD',
  ].join('\n');

  it('says which words are the first names and which the surname', () => {
    expect(pastedCards(`ahí va:\n${card}`)).toEqual({
      cards: [
        {
          firstName: 'María José',
          lastName: 'Ortega Lázaro',
          email: 'mj.ortega@talleres-ortega.es',
          phone: '+34 655 10 20 30',
        },
      ],
      rest: 'ahí va:\n\n',
    });
  });

  it('is a referee on a card, with the relationship the words around it say', () => {
    const state = talkFrom(
      'es',
      'ES',
      'Sí, acepto',
      `Te reenvío el contacto de mi antigua jefa:\n${card}`,
    );
    expect(details(state)).toEqual([
      {
        firstName: 'María José',
        lastName: 'Ortega Lázaro',
        email: 'mj.ortega@talleres-ortega.es',
        phone: '+34655102030',
        relationship: 'manager',
      },
    ]);
    expect(state.contacts[0]!.unconfirmed).toEqual({ before: null });
  });

  it('a message without one has none', () => {
    expect(pastedCards('N: Ana; TEL: 600 11 22 33')).toBeNull();
  });
});

describe('an "@" opening a word after a plain word is a social-media handle', () => {
  it.each(['en insta es @maria.lopez.mx', 'auf Insta findest du sie unter @lena.kraus.de'])(
    '"%s" holds no address',
    (text) => expect(findEmails(withSpokenEmails(text))).toEqual([]),
  );

  it.each([
    ['ana.gil @gmail.com', 'ana.gil@gmail.com'],
    ['ana @ gmail.com', 'ana@gmail.com'],
    ['ana@ gmail.com', 'ana@gmail.com'],
  ])('"%s" is an address typed with spaces', (text, address) =>
    expect(findEmails(withSpokenEmails(text))).toEqual([address]),
  );
});

describe('"done" with the words around it', () => {
  it.each([
    'Esas tres nomás, che',
    'Solo ellas dos. Va, gracias',
    'Eso es todo. Dos. Gracias',
    'Safi, das war’s',
    'Das war’s, drei Referenzen. Danke!',
    'Nada más. ¡Chau!',
  ])('"%s"', (text) => expect(saysDone(text)).toBe(true));

  it.each(['Tres', 'Chau', 'Va', 'Das war’s. Drei Kollegen noch'])('"%s" is not done', (text) =>
    expect(saysDone(text)).toBe(false),
  );
});

describe('an ordinal labelling a list item is no name', () => {
  it.each([
    ['es', 'ES', 'Segundo: Julián Prats, compañero mío, 633 12 34 56', 'Julián'],
    ['de', 'DE', 'Zweite: Katrin Vogt, meine Kollegin, 0171 2345678', 'Katrin'],
  ] as const)('"%s"', (locale, country, text, firstName) => {
    const state = talkFrom(locale, country, locale === 'es' ? 'Sí, acepto' : 'Ja, gerne', text);
    expect(state.contacts.map((c) => c.firstName)).toEqual([firstName]);
  });
});

describe('a calling code that agrees with one of two countries said', () => {
  it('places the number asked about in that one', () => {
    const state = talkFrom(
      'de',
      'DE',
      'Ja, gerne',
      'Mein Chef in Tunis war Karim Trabelsi, k.trabelsi@stb.tn, 98 123 456',
      'Tunesien, +216. Klingt französisch, ich weiß',
    );
    expect(state.contacts[0]!.phone).toBe('+21698123456');
  });

  it('a code of none of the countries said still places nothing', () => {
    const state = talkFrom(
      'de',
      'DE',
      'Ja, gerne',
      'Mein Chef in Tunis war Karim Trabelsi, k.trabelsi@stb.tn, 98 123 456',
      'Tunesien, +48',
    );
    expect(state.contacts[0]!.phone).toBeNull();
    expect(state.unplacedPhones).toHaveLength(1);
  });
});

describe('a word cut off and taken back with an apology', () => {
  it.each([
    ['meine Chefin, Lalla… sorry, Frau Amina Idrissi', 'meine Chefin, Frau Amina Idrissi'],
    ['mi jefa la Chini… perdón 😅 Ana Chen', 'mi jefa la Ana Chen'],
    ['a Bia... desculpa, a Beatriz Lopes', 'a a Beatriz Lopes'],
  ])('"%s"', (text, meant) => expect(withoutFalseStarts(text)).toBe(meant));

  it.each([
    'Ana... sorry, dass ich so spät antworte',
    'sorry, ich war kurz weg',
    'Ana, perdón por la demora',
  ])('"%s" is left as written', (text) => expect(withoutFalseStarts(text)).toBe(text));
});

describe('"Fatima Zahra" is one first name when the address runs it together', () => {
  it('is split after its second word', () => {
    const state = talkFrom(
      'de',
      'DE',
      'Ja, gerne',
      'meine Kollegin Fatima Zahra El Idrissi, fatimazahra.elidrissi@gmail.com',
    );
    expect(state.contacts[0]).toMatchObject({ firstName: 'Fatima Zahra', lastName: 'El Idrissi' });
  });
});
