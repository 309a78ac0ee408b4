import { describe, expect, it } from 'vitest';
import { withPhoneLinks } from '../../questionnaires/kinds/contact.reader.ts';
import type { IntakeState } from './agent.types.ts';
import { withOutlookDisplayNames } from './intake-reading.ts';
import { talkTappingYes } from './intake-turn.test-helper.ts';

/**
 * The intake, twenty-second blind set's tuning round: other wordings than the corpus's, in
 * the languages where the cause applies, and wordings that must not be read that way.
 */

const cards = (state: IntakeState) =>
  state.contacts.map(({ firstName, lastName, email, phone }) => [
    firstName,
    lastName,
    email,
    phone,
  ]);

describe("Outlook's display name: surname, given name, department, address", () => {
  it.each([
    [
      'de',
      'Becker, Jörg (FIN-CO) <Joerg.Becker@mainlog-offenbach.de>',
      'Jörg Becker <Joerg.Becker@mainlog-offenbach.de>',
    ],
    [
      'pt',
      'Silva Santos, Ana (RH) <ana.santos@empresa.pt>',
      'Ana Silva Santos <ana.santos@empresa.pt>',
    ],
    ['en', 'Patel, Ravi (Ops EMEA) ravi.patel@acme.com', 'Ravi Patel ravi.patel@acme.com'],
  ] as const)('%s: "%s"', (locale, said, read) => {
    expect(withOutlookDisplayNames(said, locale)).toBe(read);
  });

  it.each([
    // No address after it, or a common word where the name would be: left as it is.
    ['de', 'Becker, Jörg (FIN-CO), ruft ihn an'],
    ['fr', 'Durand, Directrice (RH) <rh@acme.fr>'],
  ] as const)('%s: leaves "%s"', (locale, said) => {
    expect(withOutlookDisplayNames(said, locale)).toBe(said);
  });

  it('puts the card in the given name first, the department left out', () => {
    const state = talkTappingYes(
      'de',
      'DE',
      'Ja, gern',
      'Mein Chef, aus Outlook kopiert: Becker, Jörg (FIN-CO) <Joerg.Becker@mainlog-offenbach.de>',
    );
    expect(cards(state)).toEqual([['Jörg', 'Becker', 'joerg.becker@mainlog-offenbach.de', null]]);
  });
});

describe('the label of a WhatsApp link is no name', () => {
  it.each([
    ['hier ihr WhatsApp-Link: https://wa.me/4915123456789', 'hier ihr +4915123456789'],
    ['el link de WhatsApp: wa.me/34612345678', 'el +34612345678'],
    ['son lien whatsapp : https://wa.me/33612345678', 'son +33612345678'],
    ['Mein Link ist kaputt', 'Mein Link ist kaputt'],
  ])('"%s"', (said, read) => {
    expect(withPhoneLinks(said)).toBe(read);
  });

  it("gives the link's number to the person the sentence names", () => {
    const state = talkTappingYes(
      'de',
      'DE',
      'Ja, gern',
      'Die Gabi aus der Buchhaltung, Gabriele Schäfer, Kollegin. Hier ihr WhatsApp-Link: https://wa.me/4915123456789',
    );
    expect(cards(state)).toEqual([['Gabriele', 'Schäfer', null, '+4915123456789']]);
  });
});

describe('words around a name that are none of it', () => {
  it('an apology closing a number ("…, perdona")', () => {
    const state = talkTappingYes(
      'es',
      'ES',
      'Sí, claro',
      'Mi jefa, Sandra Ruiz, sandra.ruiz@hotel.es',
      'El móvil de Sandra es el 612 345 678, perdona',
    );
    expect(cards(state)).toEqual([['Sandra', 'Ruiz', 'sandra.ruiz@hotel.es', '+34612345678']]);
  });

  it('"Chama-se" before the name', () => {
    const state = talkTappingYes(
      'pt',
      'PT',
      'Sim',
      'O meu chefe de cozinha chama-se Jaquelino Furtado, jaquelino.furtado@gmail.com',
    );
    expect(cards(state)).toEqual([['Jaquelino', 'Furtado', 'jaquelino.furtado@gmail.com', null]]);
  });
});

describe('a referee named by their place in the list the chat shows', () => {
  it('"Bei 1 ist die Nummer falsch": the first one listed gets the number', () => {
    const state = talkTappingYes(
      'de',
      'DE',
      'Ja, gern',
      '1. Murat Aydın, mein Schichtleiter, 0157 34567890\n2. Canan Öztürk, meine Meisterin, canan@gmx.de',
      'Bei 1 ist die Nummer falsch sorry, richtig ist 0157 34567809',
    );
    expect(cards(state)).toEqual([
      ['Murat', 'Aydın', null, '+4915734567809'],
      ['Canan', 'Öztürk', 'canan@gmx.de', null],
    ]);
  });

  it('"El 2 su correo es …": the second one gets the address', () => {
    const state = talkTappingYes(
      'es',
      'MX',
      'Sí',
      'Mi jefa Rocío Ibarra, rocio.ibarra@colegio.edu.mx, y mi coordinador Arturo Mendoza, 55 1987 6543',
      'El 2 su correo es amendoza@colegio.edu.mx',
    );
    expect(cards(state).map(([first, , email]) => [first, email])).toEqual([
      ['Rocío', 'rocio.ibarra@colegio.edu.mx'],
      ['Arturo', 'amendoza@colegio.edu.mx'],
    ]);
  });

  it('reads a figure that points at no detail, or a list of one, as before', () => {
    const two = talkTappingYes(
      'es',
      'MX',
      'Sí',
      'Mi jefa Rocío Ibarra, rocio.ibarra@colegio.edu.mx, y mi coordinador Arturo Mendoza, amendoza@colegio.edu.mx',
      'El 2 de mayo empezamos juntos',
    );
    expect(cards(two).map(([first]) => first)).toEqual(['Rocío', 'Arturo']);
  });
});

describe('an address for a first name alone', () => {
  it('goes to the one referee listed under that first name without an address', () => {
    const state = talkTappingYes(
      'de',
      'DE',
      'Ja',
      'Mein Vorarbeiter Murat Aydın, 0157 34567890, und meine Schichtleiterin Canan Öztürk, 0157 11122233',
      'Canan hat nur privat: canan.oeztuerk@gmx.de',
    );
    expect(cards(state)).toEqual([
      ['Murat', 'Aydın', null, '+4915734567890'],
      ['Canan', 'Öztürk', 'canan.oeztuerk@gmx.de', '+4915711122233'],
    ]);
  });

  it('opens no one when two listed share the first name', () => {
    const state = talkTappingYes(
      'es',
      'ES',
      'Sí',
      'Ana Ruiz, mi jefa, 612 345 678, y Ana Gil, compañera, 612 987 654',
      'Ana: ana.ruiz@hotel.es',
    );
    expect(state.contacts.filter((c) => c.email === 'ana.ruiz@hotel.es')).toHaveLength(1);
    expect(state.contacts.find((c) => c.lastName === 'Gil')?.email ?? null).toBeNull();
  });
});

describe('review: what the rules above must leave alone', () => {
  it('a date or an ordinal after a pointing word names no one in the list', () => {
    const dated = talkTappingYes(
      'es',
      'MX',
      'Sí',
      'Mi jefa Rocío Ibarra, rocio.ibarra@colegio.edu.mx, 55 1111 2222, y mi coordinador Arturo Mendoza, 55 1987 6543',
      'El 2 de mayo Rocío cambia de celular: 55 2222 3333',
    );
    expect(cards(dated).map(([first, , , phone]) => [first, phone])).toEqual([
      ['Rocío', '+525522223333'],
      ['Arturo', '+525519876543'],
    ]);
    const ordinal = talkTappingYes(
      'en',
      'GB',
      'Yes',
      'My manager Ana Lopez, ana@acme.com, and my colleague Tom Baker, tom@acme.com',
      'A 2nd phone for Ana: 07700 900222',
    );
    expect(cards(ordinal).map(([first, last]) => [first, last])).toEqual([
      ['Ana', 'Lopez'],
      ['Tom', 'Baker'],
    ]);
  });

  it('a surname "Link" before a WhatsApp link stays the surname', () => {
    const state = talkTappingYes('de', 'DE', 'Ja', 'Mein Chef Thomas Link: wa.me/4917612345678');
    expect(cards(state)).toEqual([['Thomas', 'Link', null, '+4917612345678']]);
  });
});
