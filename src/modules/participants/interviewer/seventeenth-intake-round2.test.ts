import { describe, expect, it } from 'vitest';
import type { IntakeContext, IntakeState } from './agent.types.ts';
import { initialIntakeState, intakeTurn } from './intake-agent.ts';
import { saysDone, saysNoEmail, withLowercaseNamesCapitalised } from './intake-reading.ts';

/**
 * The intake, seventeenth set, second round (branch t18-int2): names typed without capitals,
 * as many type on a phone, in every language. Other wordings than the corpus's.
 */

const CONTEXT: IntakeContext = {
  tenantName: 'Acme',
  locale: 'es',
  roleTitle: null,
  candidateFirstName: 'Ada',
  candidateLastName: 'Lovelace',
  defaultCountry: 'ES',
};

const YES = { en: 'yes', es: 'sí', de: 'ja', fr: 'oui', pt: 'sim' } as const;

function talkFrom(
  locale: IntakeContext['locale'],
  defaultCountry: string,
  ...messages: string[]
): IntakeState {
  let state = initialIntakeState();
  for (const message of [YES[locale], ...messages])
    state = intakeTurn({ ...CONTEXT, locale, defaultCountry }, state, message).state;
  return state;
}

const names = (state: IntakeState) =>
  state.contacts.map(({ firstName, lastName }) => [firstName, lastName]);

describe('a name typed without capitals where the sentence makes it one', () => {
  it.each([
    ['es', 'ES', 'mi jefa carmen lópez 612 34 56 78', ['Carmen', 'López'], '+34612345678'],
    ['de', 'DE', 'mein ausbilder uwe brandt 0151 23456789', ['Uwe', 'Brandt'], '+4915123456789'],
    ['fr', 'FR', 'mon ancien chef marc dubois 06 12 34 56 78', ['Marc', 'Dubois'], '+33612345678'],
    ['pt', 'BR', 'minha chefe ana souza, (11) 98765-4321', ['Ana', 'Souza'], '+5511987654321'],
    ['en', 'GB', 'my manager john smith 07911 123456', ['John', 'Smith'], '+447911123456'],
  ] as const)(
    'after a relationship said with a possessive (%s)',
    (locale, country, said, name, phone) => {
      const state = talkFrom(locale, country, said);
      expect(names(state)).toEqual([name]);
      expect(state.contacts[0]!.phone).toBe(phone);
      // Never stored without the candidate's yes: it is on the card.
      expect(state.contacts[0]!.unconfirmed).toBeDefined();
      expect(state.confirm?.key).toBe('referee');
    },
  );

  it('two referees in one message, each after their relationship, no capitals, no commas', () => {
    const state = talkFrom(
      'pt',
      'BR',
      'meu chefe joao silva 11987654321 e minha colega bia santos 11912345678',
    );
    expect(names(state)).toEqual([
      ['Joao', 'Silva'],
      ['Bia', 'Santos'],
    ]);
    expect(state.contacts.map((c) => c.phone)).toEqual(['+5511987654321', '+5511912345678']);
  });

  it('a first name opening a clause before "from the …" is a new referee, not the one before', () => {
    const state = talkFrom(
      'de',
      'DE',
      'Derya Yılmaz, meine Lehrerin, d.yilmaz@schule.de',
      'ja',
      'und jens vom praktikum, der war mein betreuer in der werkstatt. nachnamen weiß ich nich, alle sagen nur jens 0152 34567890',
    );
    expect(names(state)).toEqual([
      ['Derya', 'Yılmaz'],
      ['Jens', null],
    ]);
    expect(state.contacts[0]!.phone).toBeNull();
    expect(state.contacts[1]!.phone).toBe('+4915234567890');
  });

  it('a relationship said with a title and a surname is kept for the full name said next', () => {
    const state = talkFrom(
      'de',
      'DE',
      'meine klassenlehrerin frau yilmaz. vornamen weiß ich nicht',
      'Derya Yılmaz, d.yilmaz@schule.de',
    );
    expect(names(state)).toEqual([['Derya', 'Yılmaz']]);
    expect(state.contacts[0]!.relationship).toBe('teacher');
  });

  it('a word the sentence made a name is that name again later in the message', () => {
    expect(
      withLowercaseNamesCapitalised('jens vom praktikum. alle sagen nur jens 0152 34567890', 'de'),
    ).toBe('Jens vom praktikum. alle sagen nur Jens 0152 34567890');
  });
});

describe('ordinary words typed without capitals stay words', () => {
  it.each([
    ['es', 'mi jefe directo 55 1234 5678'],
    ['de', 'meine chefin damals 0151 23456789'],
    ['fr', 'mon chef actuel 06 12 34 56 78'],
    ['pt', 'minha chefe atual 11 98765 4321'],
    ['en', 'my manager at tesco 07911 123456'],
    ['es', 'hola buenas tardes 612345678'],
    ['es', 'llamala al 612345678 es mi jefa'],
    ['pt', 'liga pra ela no 11 98765 4321'],
  ] as const)('%s: "%s"', (locale, said) => {
    expect(withLowercaseNamesCapitalised(said, locale)).toBe(said);
  });

  it('a message that writes its names with capitals is left as written', () => {
    const said = 'mi jefa Carmen López, y su hija marta 612345678';
    expect(withLowercaseNamesCapitalised(said, 'es')).toBe(said);
  });

  it('"from the …" after a name is no surname ("dona maria do mercado")', () => {
    expect(
      withLowercaseNamesCapitalised('dona maria do mercado, minha chefe, 11 98765 4321', 'pt'),
    ).toBe('Dona Maria do mercado, minha chefe, 11 98765 4321');
  });

  it('"first name / surname unknown" is never read as the name', () => {
    const state = talkFrom(
      'de',
      'DE',
      'Jens vom Praktikum, mein Betreuer. Nachnamen weiß ich nicht. 0152 34567890',
    );
    expect(names(state).flat()).not.toContain('Nachnamen');
  });
});

describe('names typed without capitals, more wordings', () => {
  it('a name with "von der" in it is the name, read as a clause of its own', () => {
    const state = talkFrom('de', 'DE', 'karl-heinz von der heide, mein alter chef, 0351 4567890');
    expect(names(state)).toEqual([['Karl-Heinz', 'von der Heide']]);
  });

  it.each([
    ['de', 'DE', 'und timo aus der spedition, mein teamleiter, 0151 23456789', 'Timo'],
    ['en', 'GB', 'and dave from the warehouse, my supervisor, 07911 123456', 'Dave'],
  ] as const)(
    'a first name opening a clause before "from the …" (%s)',
    (locale, country, said, first) => {
      const state = talkFrom(locale, country, said);
      expect(state.contacts.map((c) => c.firstName)).toEqual([first]);
      expect(state.contacts[0]!.unconfirmed).toBeDefined();
    },
  );

  it.each([
    ['es', 'ES', 'y carla de la panadería, era mi encargada, 612 34 56 78', 'de la Panadería'],
    ['fr', 'FR', 'et marc du garage, mon ancien patron, 06 12 34 56 78', 'du Garage'],
    ['pt', 'BR', 'e o tiago da oficina, meu chefe, 11 98765 4321', 'da Oficina'],
  ] as const)(
    '"de", "du", "da" after a first name may open a surname or a place: never stored without a yes (%s)',
    (locale, country, said, place) => {
      const state = talkFrom(locale, country, said);
      // The lowercase reader may offer it as a surname: only on the card, for a yes or a no.
      for (const contact of state.contacts)
        if (contact.lastName === place) expect(contact.unconfirmed).toBeDefined();
      expect(state.contacts.every((c) => c.unconfirmed !== undefined)).toBe(true);
    },
  );

  it('a lowercase name with "dos" dictated beside an address is never cut to two given names', () => {
    const state = talkFrom(
      'pt',
      'BR',
      'joão paulo dos santos ele foi meu colega o email é jp.santos@outlook.com',
    );
    expect(state.contacts[0]?.lastName ?? null).not.toBe('Paulo');
  });
});

describe('the candidate leaves after saying done, and says the referee has no address', () => {
  it.each([
    ['de', 'das wars. bus kommt, muss los 🏃'],
    ['en', "that's it, gotta run"],
    ['es', 'eso es todo, me tengo que ir'],
    ['fr', "c'est tout, je dois y aller"],
    ['pt', 'é isso, tenho que ir'],
  ] as const)('%s: "%s" is done', (_, said) => {
    expect(saysDone(said)).toBe(true);
  });

  it.each([
    'hat er glaub ich nich, nur whatsapp',
    'no tiene, creo, solo whatsapp',
    'ele não tem acho',
  ])('"%s" says no address', (said) => {
    expect(saysNoEmail(said)).toBe(true);
  });

  it('a message naming a referee is no "no address"', () => {
    expect(saysNoEmail('meine Kollegin Anna Berg hat kein Handy, 0151 23456789')).toBe(false);
  });
});

describe('"is called" before a name typed without capitals', () => {
  it.each([
    ['es', 'ES', 'mi jefa se llama carmen lópez y su número es 612 34 56 78', ['Carmen', 'López']],
    ['de', 'DE', 'meine chefin heißt anna berg, nummer 0151 23456789', ['Anna', 'Berg']],
    ['fr', 'FR', "mon chef s'appelle marc dubois, son numéro 06 12 34 56 78", ['Marc', 'Dubois']],
    ['pt', 'BR', 'minha chefe se chama ana souza o número dela é 11 98765 4321', ['Ana', 'Souza']],
    ['en', 'GB', 'my old boss is called pete walsh 07911 123456', ['Pete', 'Walsh']],
  ] as const)('%s: the name, never the verb', (locale, country, said, name) => {
    const state = talkFrom(locale, country, said);
    expect(names(state)).toEqual([name]);
    expect(state.confirm?.key).toBe('referee');
  });

  it('"se llama igual que yo" names nobody', () => {
    const said = 'se llama igual que yo jaja, 612345678';
    expect(withLowercaseNamesCapitalised(said, 'es')).toBe(said);
  });
});
