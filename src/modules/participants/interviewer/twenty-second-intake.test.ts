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
