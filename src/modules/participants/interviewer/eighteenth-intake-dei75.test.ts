import { describe, expect, it } from 'vitest';
import type { IntakeContext, IntakeState } from './agent.types.ts';
import { namedInPassing } from './contact-words.ts';
import { initialIntakeState, intakeConfirmTurn, intakeTurn } from './intake-agent.ts';
import { cardIndex } from './intake-confirmation.ts';
import { talkTappingYes } from './intake-turn.test-helper.ts';

/**
 * The intake, eighteenth set (branch t19-dei75): one named in passing beside a referee (a
 * relative, a go-between) with a number is never a referee of their own; at most the number
 * is offered on the card of the referee it is said for. Other wordings than the corpus's.
 */

const CONTEXT: IntakeContext = {
  tenantName: 'Acme',
  locale: 'de',
  roleTitle: null,
  candidateFirstName: 'Ada',
  candidateLastName: 'Lovelace',
  defaultCountry: 'AT',
};

const firstNames = (state: IntakeState) => state.contacts.map((c) => c.firstName);

describe('a relative or a go-between named in passing with a number', () => {
  it.each([
    ['de', 'AT', 'Ja', 'Handy von ihrem Mann Lukas: 0905 123 456', 'Slowakei'],
    ['de', 'AT', 'Ja', 'Lukas (Ehemann) 0905 123 456', 'ist slowakisch'],
    ['de', 'AT', 'Ja', 'Lukas, ihr Sohn, 0905 123 456', 'slowakisch'],
    ['de', 'AT', 'Ja', 'sein Bruder Lukas 0905 123 456', 'Slowakei'],
    ['de', 'AT', 'Ja', 'Lukas hat die Nummer 0905 123 456', 'Slowakei'],
    ['de', 'AT', 'Ja', 'ruf Lukas an, er gibt weiter: 0905 123 456', 'slowakisch'],
    ['de', 'AT', 'Ja', 'Telefon über Lukas 0905 123 456', 'slowakisch'],
    ['en', 'GB', 'Yes', 'her husband Lukas, 07700 900123'],
    ['en', 'GB', 'Yes', 'you can reach them through Lukas, 07700 900123'],
    ['es', 'ES', 'Sí', 'su hijo Lucas, 612 345 678'],
    ['es', 'ES', 'Sí', 'Lucas tiene el número: 612 345 678'],
    ['fr', 'FR', 'Oui', 'son mari Luc, 06 12 34 56 78'],
    ['pt', 'PT', 'Sim', 'o filho dela, Lucas, 912 345 678'],
    ['pt', 'PT', 'Sim', 'através do Lucas, 912 345 678'],
  ] as const)('%s: "%s" opens no referee', (locale, country, yes, ...said) => {
    const state = talkTappingYes(
      locale,
      country,
      yes,
      'Jana Novak, jana.novak@hotel.at, manager',
      'Marek Novak, marek.novak@hotel.at, manager',
      ...said,
    );
    expect(firstNames(state)).toEqual(['Jana', 'Marek']);
    // Two listed, neither named: whose number it is is not known, so it is not kept.
    expect(state.contacts.map((c) => c.phone)).toEqual([null, null]);
  });

  it('the number is offered for the one referee the message names', () => {
    const state = talkTappingYes(
      'de',
      'DE',
      'Ja',
      'Jana Novak, jana.novak@hotel.de, meine Chefin',
      'Marek Novak, marek.novak@hotel.de, mein Chef',
      'Jana hat kein Handy, ihr Sohn Lukas: 0171 2345678',
    );
    expect(firstNames(state)).toEqual(['Jana', 'Marek']);
    expect(state.contacts.map((c) => c.phone)).toEqual(['+491712345678', null]);
  });

  it('the one referee listed gets the number on the card, and a no leaves it off', () => {
    const context = { ...CONTEXT, defaultCountry: 'DE' };
    let state = initialIntakeState();
    for (const message of ['Ja', 'Jana Novak, jana.novak@hotel.de, meine Chefin']) {
      state = intakeTurn(context, state, message).state;
      while (cardIndex(state) !== null) state = intakeConfirmTurn(context, state, true).state;
    }
    state = intakeTurn(context, state, 'erreichbar über ihren Mann Lukas, 0171 2345678').state;
    expect(firstNames(state)).toEqual(['Jana']);
    expect(state.contacts[0]?.unconfirmed).toBeTruthy();
    state = intakeConfirmTurn(context, state, false).state;
    expect(state.contacts[0]?.phone ?? null).toBeNull();
  });
});

describe('one named in passing before their number', () => {
  it.each([
    [
      'de',
      'DE',
      'Ja',
      'Telefon von Herrn Novak weiß ich nicht, fragen Sie nach Lukas',
      'Lukas: 0171 2345678',
    ],
    [
      'de',
      'DE',
      'Ja',
      'Lukas an der Rezeption weiß Bescheid über Herrn Novak',
      'Lukas 0171 2345678',
    ],
    ['de', 'DE', 'Ja', 'Marek Novak ist oft weg. Lukas ist sein Sohn', 'Lukas, 0171 2345678'],
    ['en', 'US', 'Yes', 'Marek is hard to reach, ask for Luke', 'Luke: (415) 555-0199'],
  ] as const)(
    '%s: "%s", then the number: no question for them, no referee',
    (locale, country, yes, passing, number) => {
      const context = { ...CONTEXT, locale, defaultCountry: country };
      let state = initialIntakeState();
      for (const message of [
        yes,
        'Jana Novak, jana.novak@hotel.at, manager',
        'Marek Novak, marek.novak@hotel.at, manager',
      ]) {
        state = intakeTurn(context, state, message).state;
        while (cardIndex(state) !== null) state = intakeConfirmTurn(context, state, true).state;
      }
      const asked = intakeTurn(context, state, passing);
      expect(asked.state.pendingPerson ?? null).toBeNull();
      state = intakeTurn(context, asked.state, number).state;
      while (cardIndex(state) !== null) state = intakeConfirmTurn(context, state, true).state;
      expect(firstNames(state)).toEqual(['Jana', 'Marek']);
      // Said for Marek when he was named: his number on the card; else kept for nobody.
      expect(state.contacts[0]?.phone ?? null).toBeNull();
    },
  );

  it('someone named without details and nothing said of them is still asked for', () => {
    const context = { ...CONTEXT, defaultCountry: 'DE' };
    let state = initialIntakeState();
    for (const message of ['Ja', 'Jana Novak, jana.novak@hotel.de, meine Chefin']) {
      state = intakeTurn(context, state, message).state;
      while (cardIndex(state) !== null) state = intakeConfirmTurn(context, state, true).state;
    }
    state = intakeTurn(context, state, 'Und Lukas, mein Kollege aus der Küche').state;
    expect(state.inPassing ?? null).toBeNull();
  });
});

describe('what stays a referee of their own', () => {
  it.each([
    ['de', 'AT', 'Ja', 'Und ihr Mann Lukas Novak, 0664 1234567, auch mein Chef', 'Lukas'],
    ['de', 'AT', 'Ja', 'Lukas, 0664 1234567, mein Kollege', 'Lukas'],
    ['en', 'GB', 'Yes', 'and her husband Luke Novak, luke@hotel.co.uk', 'Luke'],
    ['fr', 'FR', 'Oui', 'et son mari Luc Morel, luc@hotel.fr, mon chef aussi', 'Luc'],
  ] as const)('%s: "%s"', (locale, country, yes, said, firstName) => {
    const state = talkTappingYes(
      locale,
      country,
      yes,
      'Jana Novak, jana.novak@hotel.at, manager',
      said,
    );
    expect(firstNames(state)).toContain(firstName);
  });

  it.each([
    ['mein Mann Lukas, 0664 1234567', false],
    ['meine Schwester Eva hat gearbeitet', false],
    ['Lukas Meier, 0664 1234567', false],
    ['Peter (Ehemann) 0905 123 456', true],
    ['Peter 0905 123 456 weiß Bescheid', true],
  ] as const)('"%s" named in passing: %s', (message, passing) => {
    const first = message.match(/\p{Lu}\p{Ll}+/u)?.[0] ?? '';
    const name = /^(?:mein|meine)/.test(message) ? message.split(' ')[2]!.replace(',', '') : first;
    expect(namedInPassing(message, name)).toBe(passing);
  });
});

describe("a number's country said by its adjective beside the referee's details", () => {
  /** The referee after one message, before any tap: what the card offers. */
  const offered = (defaultCountry: string, message: string) => {
    const context = { ...CONTEXT, defaultCountry };
    let state = intakeTurn(context, initialIntakeState(), 'Ja').state;
    state = intakeTurn(context, state, message).state;
    return state.contacts.map((c) => ({ phone: c.phone, unconfirmed: !!c.unconfirmed }));
  };

  it.each([
    ['AT', 'Jana Horváthová, jana@hotel.at, Kollegin, slowakische Nummer 0905 123 456'],
    ['AT', 'Jana Horváthová, jana@hotel.at, Kollegin, nur slowakisches Handy, 0905 123 456'],
    ['DE', 'Jana Horváthová, jana@hotel.de, Kollegin, slowakische Handynummer 0905 123 456'],
  ])(
    'on a %s tenant, "%s" is offered as the Slovak number it is said to be',
    (country, message) => {
      expect(offered(country, message)).toEqual([{ phone: '+421905123456', unconfirmed: true }]);
    },
  );

  it("without the adjective, the same digits are read in the tenant's country (offered, never stored)", () => {
    expect(offered('AT', 'Jana Horváthová, jana@hotel.at, Kollegin, Nummer 0905 123 456')).toEqual([
      { phone: '+43905123456', unconfirmed: true },
    ]);
  });
});
