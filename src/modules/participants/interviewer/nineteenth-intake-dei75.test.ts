import { describe, expect, it } from 'vitest';
import type { IntakeContext, IntakeState } from './agent.types.ts';
import { isGeneralAddressWord, withoutWithdrawnGeneralAddress } from './contact-words.ts';
import { initialIntakeState, intakeConfirmTurn, intakeTurn } from './intake-agent.ts';
import { cardIndex } from './intake-confirmation.ts';
import { talkTappingYes } from './intake-turn.test-helper.ts';

/**
 * The intake, nineteenth set (branch w-dei75, de-i75's causes, reconstructed from its structure
 * only): a general address ("Hotelmail", "Rezeption", "the hotel email") is never a first name,
 * and one withdrawn in the same message is not kept; one person written twice in a message is
 * one card; a number said for a first name goes to the one referee listed under it (asked
 * whose, with two); the country said after moves the number on the card it was offered on.
 */

const CONTEXT: IntakeContext = {
  tenantName: 'Acme',
  locale: 'de',
  roleTitle: null,
  candidateFirstName: 'Ada',
  candidateLastName: 'Lovelace',
  defaultCountry: 'AT',
};

type Locale = IntakeContext['locale'];

/** Each message sent without a tap between (a card left waiting, as when it was wrong). */
function talkWithoutTaps(locale: Locale, defaultCountry: string, ...messages: string[]) {
  const context = { ...CONTEXT, locale, defaultCountry };
  let state = initialIntakeState();
  let text = '';
  for (const message of messages) ({ state, text } = intakeTurn(context, state, message));
  return { state, text };
}

const cards = (state: IntakeState) =>
  state.contacts.map((c) => [c.firstName, c.lastName, c.email, c.phone]);

describe('a general address withdrawn in the same message, one person written twice', () => {
  it.each([
    [
      'de',
      'AT',
      'Ja',
      'Peter Horváth, mein Chef. Hotelmail: info@hoteldunaj.sk. Nein, nehmen Sie lieber Peter Horváth, p.horvath@hoteldunaj.sk, und seine Frau Ľubica Horváthová, l.horvathova@hoteldunaj.sk',
    ],
    [
      'de',
      'AT',
      'Ja',
      'Peter Horváth, mein Chef. Hotelmail: horvath@hoteldunaj.sk. Nein, nehmen Sie lieber Peter Horváth, p.horvath@hoteldunaj.sk, und seine Frau Ľubica Horváthová, l.horvathova@hoteldunaj.sk',
    ],
    [
      'de',
      'AT',
      'Ja',
      'Mein Chef Peter Horváth, Hotelmail info@hoteldunaj.sk, nein, nehmen Sie lieber Peter Horváth p.horvath@hoteldunaj.sk, und seine Frau Ľubica Horváthová l.horvathova@hoteldunaj.sk, sie ist auch meine Chefin im Hotel',
    ],
    [
      'de',
      'AT',
      'Ja',
      'Mein Chef Peter Horváth, Hotel-Mail rezeption@hoteldunaj.sk, ach vergessen Sie die Hotelmail, Peter Horváth hat p.horvath@hoteldunaj.sk, und seine Frau Ľubica Horváthová, l.horvathova@hoteldunaj.sk',
    ],
    [
      'en',
      'GB',
      'Yes',
      'My manager Peter Horváth, the hotel email info@hoteldunaj.sk, no, better his own: Peter Horváth p.horvath@hoteldunaj.sk, and his wife Ľubica Horváthová l.horvathova@hoteldunaj.sk',
    ],
  ] as const)('%s: %s … %s … "%s"', (locale, country, yes, said) => {
    const state = talkTappingYes(locale, country, yes, said);
    expect(cards(state)).toEqual([
      ['Peter', 'Horváth', 'p.horvath@hoteldunaj.sk', null],
      ['Ľubica', 'Horváthová', 'l.horvathova@hoteldunaj.sk', null],
    ]);
  });

  it.each([
    [
      'es',
      'ES',
      'Sí',
      'Mi jefe Pedro Ruiz, el correo del hotel info@hotelsol.es, no, mejor el suyo: Pedro Ruiz pedro.ruiz@hotelsol.es',
    ],
    [
      'fr',
      'FR',
      'Oui',
      "Mon chef Pierre Martin, l'adresse générale info@hotelsoleil.fr, non, plutôt la sienne : Pierre Martin pierre.martin@hotelsoleil.fr",
    ],
    [
      'pt',
      'PT',
      'Sim',
      'O meu chefe Pedro Costa, o e-mail geral info@hotelmar.pt, não, melhor o dele: Pedro Costa pedro.costa@hotelmar.pt',
    ],
  ] as const)('%s (%s, "%s"): a general address taken back: "%s"', (locale, country, yes, said) => {
    const state = talkTappingYes(locale, country, yes, said);
    expect(state.contacts).toHaveLength(1);
    expect(state.contacts[0]?.email).toMatch(/^pedro\.ruiz@|^pierre\.martin@|^pedro\.costa@/);
  });

  it.each([
    ['Hotelmail: info@hoteldunaj.sk. Nein, lieber p.horvath@hoteldunaj.sk', 'info@'],
    ['Hotel-Mail rezeption@hoteldunaj.sk, vergessen Sie die Hotelmail', 'rezeption@'],
    ['the hotel email info@grandhotel.co.uk, no, better his own', 'info@'],
    ['el correo del hotel info@hotelsol.es, no, mejor el suyo', 'info@'],
    ["l'adresse générale info@hotelsoleil.fr, non, plutôt la sienne", 'info@'],
    ['o e-mail geral info@hotelmar.pt, não, melhor o dele', 'info@'],
    ['info@hotelsol.es — olvide esa, mejor pedro@hotelsol.es', 'info@'],
  ])('"%s" reads without the general address', (said, address) => {
    expect(withoutWithdrawnGeneralAddress(said)).not.toContain(address);
  });

  it.each([
    // Not withdrawn: the candidate gave it.
    'Mein Chef Peter Horváth, Hotelmail info@hoteldunaj.sk',
    'Peter Smith, reception@grandhotel.co.uk, no phone yet',
    'Pedro Ruiz, info@hotelsol.es, sin teléfono',
    // A person's own address then "nein": no general address.
    'Peter Horváth, p.horvath@hoteldunaj.sk, nein, kein Handy',
    'Marie Dupont, marie.dupont@hotel.fr, non joignable le lundi',
  ])('"%s" keeps every address', (said) => {
    expect(withoutWithdrawnGeneralAddress(said)).toBe(said);
  });

  it('a general address not withdrawn stays, on the referee named, never as a first name', () => {
    const state = talkTappingYes(
      'de',
      'AT',
      'Ja',
      'Mein Chef Peter Horváth, Hotelmail info@hoteldunaj.sk',
    );
    expect(cards(state)).toEqual([['Peter', 'Horváth', 'info@hoteldunaj.sk', null]]);
  });

  it.each([
    'Hotelmail',
    'Hotel-Mail',
    'Rezeption',
    'Firmenmail',
    'front desk',
    'reception',
    'recepción',
    'réception',
    'receção',
  ])('"%s" is a general address, never a first name', (word) => {
    expect(isGeneralAddressWord(word)).toBe(true);
  });

  it.each(['Ismail', 'Peter', 'Emil'])('"%s" is a name', (word) => {
    expect(isGeneralAddressWord(word)).toBe(false);
  });

  it.each([
    [
      'de',
      'AT',
      'Ja',
      'Peter Horváth, mein Chef. Ľubica Horváthová, Chefin, l.horvathova@hoteldunaj.sk. Peter Horváth: p.horvath@hoteldunaj.sk',
    ],
    [
      'en',
      'GB',
      'Yes',
      'Peter Smith, my manager. Lucy Smith, manager too, lucy.smith@hotel.co.uk. Peter Smith: peter.smith@hotel.co.uk',
    ],
    [
      'es',
      'ES',
      'Sí',
      'Pedro Ruiz, mi jefe. Lucía Gómez, jefa también, lucia.gomez@hotel.es. Pedro Ruiz: pedro.ruiz@hotel.es',
    ],
    [
      'fr',
      'FR',
      'Oui',
      'Pierre Martin, mon chef. Lucie Bernard, cheffe aussi, lucie.bernard@hotel.fr. Pierre Martin : pierre.martin@hotel.fr',
    ],
    [
      'pt',
      'PT',
      'Sim',
      'Pedro Costa, o meu chefe. Lúcia Sousa, chefe também, lucia.sousa@hotel.pt. Pedro Costa: pedro.costa@hotel.pt',
    ],
  ] as const)(
    '%s (%s, "%s"): one person named twice in a message is one card: "%s"',
    (locale, country, yes, said) => {
      const state = talkTappingYes(locale, country, yes, said);
      expect(state.contacts).toHaveLength(2);
      expect(state.contacts[0]?.email).toMatch(
        /^(p\.horvath|peter\.smith|pedro\.ruiz|pierre\.martin|pedro\.costa)@/,
      );
      expect(state.contacts[0]?.relationship).toBe('manager');
    },
  );

  it('the same name with two addresses of its own stays two cards (shown, never merged)', () => {
    const { state } = talkWithoutTaps(
      'de',
      'AT',
      'Ja',
      'Peter Horváth, p.horvath@hoteldunaj.sk. Peter Horváth, peter@gmail.com',
    );
    expect(state.contacts.map((c) => c.email)).toEqual([
      'p.horvath@hoteldunaj.sk',
      'peter@gmail.com',
    ]);
  });
});

describe('a number said for a first name of a referee listed', () => {
  const listed = {
    de: [
      'Ja',
      'Peter Horváth, mein Chef, p.horvath@hoteldunaj.sk, und Ľubica Horváthová, meine Chefin, l.horvathova@hoteldunaj.sk',
    ],
    en: [
      'Yes',
      'Peter Smith, my manager, peter.smith@hotel.co.uk, and Lucy Smith, my manager, lucy.smith@hotel.co.uk',
    ],
    es: [
      'Sí',
      'Pedro Ruiz, mi jefe, pedro.ruiz@hotel.es, y Lucía Gómez, mi jefa, lucia.gomez@hotel.es',
    ],
    fr: [
      'Oui',
      'Pierre Martin, mon chef, pierre.martin@hotel.fr, et Lucie Bernard, ma cheffe, lucie.bernard@hotel.fr',
    ],
    pt: [
      'Sim',
      'Pedro Costa, o meu chefe, pedro.costa@hotel.pt, e Lúcia Sousa, a minha chefe, lucia.sousa@hotel.pt',
    ],
  } as const;

  it.each([
    ['de', 'AT', 'Peter: 0664 1234567', '+436641234567'],
    ['de', 'AT', 'Nummer von Peter 0664 1234567', '+436641234567'],
    ['de', 'AT', 'Peter hat 0664 1234567', '+436641234567'],
    ['en', 'GB', 'Peter: 07911 123456', '+447911123456'],
    ['es', 'ES', 'Pedro: 612 345 678', '+34612345678'],
    ['fr', 'FR', 'Pierre : 06 12 34 56 78', '+33612345678'],
    ['pt', 'PT', 'Pedro: 912 345 678', '+351912345678'],
  ] as const)(
    '%s (%s): "%s" goes on the first referee listed, the first of two',
    (locale, country, said, phone) => {
      const state = talkTappingYes(locale, country, ...listed[locale], said);
      expect(state.contacts).toHaveLength(2);
      expect(state.contacts.map((c) => c.phone ?? null)).toEqual([phone, null]);
    },
  );

  it.each([
    [
      'de',
      'AT',
      'Ja',
      'Peter Horváth, Chef, p.horvath@hoteldunaj.sk. Peter Novak, Kollege, peter.novak@gmail.com',
      'Peter: 0664 1234567',
      'Wem gehört sie',
    ],
    [
      'en',
      'GB',
      'Yes',
      'Peter Smith, manager, peter.smith@hotel.co.uk. Peter Jones, colleague, peter.jones@gmail.com',
      'Peter: 07911 123456',
      'whose is it',
    ],
    [
      'es',
      'ES',
      'Sí',
      'Pedro Ruiz, jefe, pedro.ruiz@hotel.es. Pedro Gil, compañero, pedro.gil@gmail.com',
      'Pedro: 612 345 678',
      'de quién es',
    ],
    [
      'fr',
      'FR',
      'Oui',
      'Pierre Martin, chef, pierre.martin@hotel.fr. Pierre Roux, collègue, pierre.roux@gmail.com',
      'Pierre : 06 12 34 56 78',
      'à qui est-il',
    ],
    [
      'pt',
      'PT',
      'Sim',
      'Pedro Costa, chefe, pedro.costa@hotel.pt. Pedro Lima, colega, pedro.lima@gmail.com',
      'Pedro: 912 345 678',
      'de quem é',
    ],
  ] as const)(
    '%s: two referees with that first name: asked whose, nobody opened',
    (locale, country, yes, two, said, asks) => {
      const context = { ...CONTEXT, locale, defaultCountry: country };
      let state = initialIntakeState();
      for (const message of [yes, two]) {
        state = intakeTurn(context, state, message).state;
        while (cardIndex(state) !== null) state = intakeConfirmTurn(context, state, true).state;
      }
      const done = intakeTurn(context, state, said);
      expect(done.state.contacts).toHaveLength(2);
      expect(done.state.contacts.map((c) => c.phone ?? null)).toEqual([null, null]);
      expect(done.text).toContain(asks);
    },
  );

  it('the country said after moves the number on the card it was offered on, not the last one', () => {
    const { state } = talkWithoutTaps(
      'de',
      'AT',
      'Ja',
      'Peter Horváth, mein Chef. Hotelmail: info@hoteldunaj.sk. Nein, nehmen Sie lieber Peter Horváth, p.horvath@hoteldunaj.sk, und seine Frau Ľubica Horváthová, l.horvathova@hoteldunaj.sk',
      'Peter 0905 123 456',
      'Slowakei',
    );
    expect(cards(state)).toEqual([
      ['Peter', 'Horváth', 'p.horvath@hoteldunaj.sk', '+421905123456'],
      ['Ľubica', 'Horváthová', 'l.horvathova@hoteldunaj.sk', null],
    ]);
  });
});

describe("de-i75's shape, reconstructed (a Slovak commuter in Vienna)", () => {
  it.each([
    [
      'Áno, jasné, passt',
      'Peter Horváth, mein Chef. Hotelmail: info@hoteldunaj.sk. Nein, nehmen Sie lieber Peter Horváth, p.horvath@hoteldunaj.sk, und seine Frau Ľubica Horváthová, l.horvathova@hoteldunaj.sk',
      'Peter 0905 123 456',
      'Slowakei',
      'Mag.a Sabine Lechner vom Kaiserhof, s.lechner@kaiserhof-wien.at, war meine Chefin',
    ],
    [
      'Ja, passt',
      'Mein Chef Peter Horváth, Hotelmail info@hoteldunaj.sk, nein, nehmen Sie lieber Peter Horváth p.horvath@hoteldunaj.sk, und seine Frau Ľubica Horváthová l.horvathova@hoteldunaj.sk, sie ist auch meine Chefin im Hotel',
      'Die Nummer von Peter 0905123456',
      'Slowakei',
      'Und Mag.a Sabine Lechner vom Kaiserhof, s.lechner@kaiserhof-wien.at, war meine Chefin',
    ],
  ])('no referee nobody named: %s …', (...said) => {
    const context = { ...CONTEXT };
    let state = initialIntakeState();
    for (const [i, message] of said.entries()) {
      // The number's card is answered by the country said next, as a wrong card would be.
      if (i !== 3)
        while (cardIndex(state) !== null) state = intakeConfirmTurn(context, state, true).state;
      state = intakeTurn(context, state, message).state;
    }
    while (cardIndex(state) !== null) state = intakeConfirmTurn(context, state, true).state;
    expect(state.contacts.map((c) => [c.firstName, c.lastName, c.phone])).toEqual([
      ['Peter', 'Horváth', '+421905123456'],
      ['Ľubica', 'Horváthová', null],
      ['Sabine', 'Lechner', null],
    ]);
  });
});

describe('a name the reading lost or turned, read again', () => {
  const only = (locale: Locale, country: string, yes: string, said: string) =>
    cards(talkTappingYes(locale, country, yes, said));

  it.each([
    // A sentence opened by a capital of any Latin script ("Ľ", "Š", "Ž").
    [
      'de',
      'AT',
      'Ja',
      'Peter Horváth ist mein Chef. Ľubica Novak ist meine Chefin, l.novak@hoteldunaj.sk',
    ],
    [
      'en',
      'GB',
      'Yes',
      'Peter Horváth is my manager. Šimon Novak was my supervisor, s.novak@hoteldunaj.sk',
    ],
  ] as const)(
    '%s (%s, "%s"): "%s": the second sentence is the second referee',
    (locale, country, yes, said) => {
      const read = only(locale, country, yes, said);
      expect(read).toHaveLength(2);
      expect(read[0]?.[2] ?? null).toBeNull();
    },
  );

  it.each([
    [
      'fr',
      'FR',
      'Oui',
      'Lucie Bernard, ma cheffe, lucie.bernard@hotel.fr. Pierre Martin, mon chef, pierre.martin@hotel.fr',
    ],
    [
      'pt',
      'PT',
      'Sim',
      'Lúcia Sousa, chefe, lucia.sousa@hotel.pt. Pedro Costa, chefe, pedro.costa@hotel.pt',
    ],
  ] as const)(
    '%s (%s, "%s"): an address ending a sentence is no title: "%s"',
    (locale, country, yes, said) => {
      expect(only(locale, country, yes, said).map((c) => c[2])).toEqual([
        expect.stringMatching(/^lucie?a?\./),
        expect.stringMatching(/^(pierre\.martin|pedro\.costa)@/),
      ]);
    },
  );

  it.each([
    [
      'de',
      'AT',
      'Ja',
      'Mag.a Lechner Sabine, s.lechner@kaiserhof-wien.at, Kaiserhof, war meine Chefin',
    ],
    [
      'de',
      'AT',
      'Ja',
      'Früher Kaiserhof Wien, Chefin Mag.a Sabine Lechner s.lechner@kaiserhof-wien.at',
    ],
    [
      'de',
      'AT',
      'Ja',
      'Im Kaiserhof hatte ich eine Chefin, Mag.a Lechner, Sabine heißt sie, s.lechner@kaiserhof-wien.at',
    ],
    [
      'de',
      'AT',
      'Ja',
      'Noch Mag.a Lechner, Sabine, vom Kaiserhof, s.lechner@kaiserhof-wien.at, meine Chefin',
    ],
    [
      'en',
      'GB',
      'Yes',
      'Dr. Lechner, her first name is Sabine, my manager at the Kaiserhof, s.lechner@kaiserhof-wien.at',
    ],
    [
      'es',
      'ES',
      'Sí',
      'La señora Lechner, se llama Sabine, mi jefa en el Kaiserhof, s.lechner@kaiserhof-wien.at',
    ],
    [
      'fr',
      'FR',
      'Oui',
      "Mme Lechner, elle s'appelle Sabine, ma cheffe au Kaiserhof, s.lechner@kaiserhof-wien.at",
    ],
    [
      'pt',
      'PT',
      'Sim',
      'A Sra. Lechner, chama-se Sabine, a minha chefe no Kaiserhof, s.lechner@kaiserhof-wien.at',
    ],
  ] as const)('%s (%s, "%s"): "%s" is Sabine Lechner', (locale, country, yes, said) => {
    expect(only(locale, country, yes, said)).toEqual([
      ['Sabine', 'Lechner', 's.lechner@kaiserhof-wien.at', null],
    ]);
  });

  it.each([
    // The address bears out the order as written: nothing turned.
    [
      'de',
      'AT',
      'Ja',
      'Sabine Lechner, s.lechner@kaiserhof-wien.at, meine Chefin',
      ['Sabine', 'Lechner'],
    ],
    [
      'de',
      'AT',
      'Ja',
      'Sabine Lechner, sabine@kaiserhof-wien.at, meine Chefin',
      ['Sabine', 'Lechner'],
    ],
    // Two people in one message: no given name said apart.
    ['de', 'AT', 'Ja', 'Frau Lechner, s.lechner@kaiserhof-wien.at, meine Chefin', [null, null]],
  ] as const)('%s (%s, "%s"): "%s" keeps the name as read', (locale, country, yes, said, name) => {
    const read = only(locale, country, yes, said);
    expect(read[0]?.slice(0, 2)).toEqual(name);
  });
});
