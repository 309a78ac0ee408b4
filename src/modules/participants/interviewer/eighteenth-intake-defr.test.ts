import { describe, expect, it } from 'vitest';
import { withSpokenEmails } from '../../questionnaires/kinds/contact.reader.ts';
import type { IntakeState } from './agent.types.ts';
import { contactWordsFor } from './contact-words.ts';
import { nameSaidReversed, readConsent, saysDone } from './intake-reading.ts';
import { talkFrom, talkTappingYes } from './intake-turn.test-helper.ts';

/**
 * The intake, eighteenth set, German and French side (branch t19-int-defr): other wordings
 * than the corpus's, in the five languages where the cause applies.
 */

const details = (state: IntakeState) =>
  state.contacts.map(({ firstName, lastName, email, phone }) => ({
    firstName,
    lastName,
    email,
    phone,
  }));

describe('a refusal taken back with "wait, no!" and a yes after it', () => {
  it.each([
    [
      'en',
      'US',
      'No',
      "Wait, no! I thought you'd call my boss now. If it's the old ones, yes that's fine",
    ],
    [
      'fr',
      'FR',
      'Non',
      "Attendez, non non ! Je pensais à mon chef actuel. Pour les anciens, oui d'accord",
    ],
    [
      'de',
      'DE',
      'Nein',
      'Moment, nein! Ich dachte an meinen jetzigen Chef. Die früheren, ja, einverstanden',
    ],
    [
      'es',
      'ES',
      'No',
      '¡Espera, no! Pensé que llamaríais a mi jefe de ahora. Los de antes sí, vale',
    ],
    [
      'pt',
      'PT',
      'Não',
      'Espera, não! Pensei que iam ligar ao meu chefe atual. Os antigos sim, pode ser',
    ],
  ] as const)('%s: gives the consent and goes on to the referees', (locale, country, no, back) => {
    const state = talkFrom(locale, country, no, back);
    expect(state.consent).toBe(true);
    expect(state.step).toBe('referees');
  });

  it.each([
    ['Attendez, non.'],
    ['Wait, no, I do not want that'],
    ['Moment, nein, bitte niemanden anrufen'],
    ['Espera, no, prefiero que no'],
  ])('%s: without a yes after it, no consent is read', (message) => {
    expect(readConsent(message)).not.toBe(true);
  });

  it('a refusal without a take-back stays one', () => {
    const state = talkFrom('fr', 'FR', 'Non', 'Non, vraiment pas');
    expect(state.consent).toBe(false);
    expect(state.step).toBe('declined');
  });
});

describe('an address dictated with the AZERTY key names', () => {
  it.each([
    ['marc tiret du 8 petit arobase free point fr', 'marc_petit@free.fr'],
    ['anne tiret du 6 marie arobase orange point fr', 'anne-marie@orange.fr'],
    ['j point roy tiret du huit 44 arobase gmail point com', 'j.roy_44@gmail.com'],
    ['lea tiret du six hoarau arobase gmail point com', 'lea-hoarau@gmail.com'],
  ])('%s → %s', (said, meant) => {
    expect(withSpokenEmails(said)).toBe(meant);
  });

  it('"tiret" alone is still a dash', () => {
    expect(withSpokenEmails('paul tiret martin arobase free point fr')).toBe('paul-martin@free.fr');
  });
});

describe("the digits of one referee's address said again", () => {
  it.each([
    ['fr', 'FR', "Pour Marc c'est pas 21 c'est 12 à la fin"],
    ['en', 'US', "For Marc it's not 21, it's 12"],
    ['de', 'DE', 'Bei Marc nicht 21, sondern 12'],
    ['es', 'ES', 'Lo de Marc no es 21, es 12'],
    ['pt', 'PT', 'O do Marc não é 21, é 12'],
  ] as const)('%s: the address takes the digits said last', (locale, country, fix) => {
    const yes = { fr: 'oui', en: 'yes', de: 'ja', es: 'sí', pt: 'sim' }[locale];
    const state = talkFrom(locale, country, yes, 'Marc Petit, marc.petit_21@orange.fr', fix);
    expect(state.contacts[0]?.email).toBe('marc.petit_12@orange.fr');
    // Shown on the card for the candidate's yes.
    expect(state.contacts[0]?.unconfirmed).toBeTruthy();
  });

  it('digits in two addresses, or in none, change nothing', () => {
    const two = talkFrom(
      'fr',
      'FR',
      'oui',
      'Marc Petit, marc21@orange.fr',
      'Et Léa Hoarau, lea21@orange.fr',
      "c'est pas 21 c'est 12",
    );
    expect(two.contacts.map((c) => c.email)).toEqual(['marc21@orange.fr', 'lea21@orange.fr']);
    const none = talkFrom('fr', 'FR', 'oui', 'Marc Petit, marc@orange.fr', "c'est pas 21 c'est 12");
    expect(none.contacts[0]?.email).toBe('marc@orange.fr');
  });
});

describe('a "done" beside a word on telling the referees', () => {
  it.each([
    "C'est tout. Je vais les prévenir que vous allez appeler",
    'Das war alles, ich sag dem Jens Bescheid',
    "That's everyone, I'll let them know you're calling",
    'Eso es todo, ya les aviso',
    'É isso, vou avisar eles hoje',
  ])('%s', (message) => {
    expect(saysDone(message)).toBe(true);
  });

  it.each([
    "C'est tout. Je vais vous donner aussi Marc Petit, 06 12 34 56 78",
    "c'est tout, et aussi Paul Martin",
  ])('not when someone else is named: %s', (message) => {
    expect(saysDone(message)).toBe(false);
  });

  it.each([["C'est tout. Tout de bon et merci!"], ['Voilà, c’est tout. Mersi bonpé']])(
    'a farewell beside it: %s',
    (message) => {
      expect(saysDone(message)).toBe(true);
    },
  );
});

describe('a spouse said before a first name (German capitalises the noun)', () => {
  it('"Ihr Mann Peter" is the Peter listed, never "Mann Peter"', () => {
    const state = talkTappingYes(
      'de',
      'AT',
      'Ja',
      'Peter Horváth, peter.horvath@weingut.at, mein Chef',
      'Seine Frau Mag.a Jana Horváthová, jana@weingut.at, auch Chefin. Ihr Mann Peter, 0664 1234567',
    );
    expect(details(state)).toEqual([
      {
        firstName: 'Peter',
        lastName: 'Horváth',
        email: 'peter.horvath@weingut.at',
        phone: '+436641234567',
      },
      { firstName: 'Jana', lastName: 'Horváthová', email: 'jana@weingut.at', phone: null },
    ]);
  });

  it.each([
    ['Ihren Gatten Karl erreichen Sie am Handy: 0664 1234567'],
    ['Ihr Ehemann Karl hat das Handy: 0664 1234567'],
  ])('%s: no "Gatten" nor "Ehemann" in a name', (message) => {
    const state = talkFrom('de', 'AT', 'Ja', message);
    expect(state.contacts.map((c) => c.firstName)).not.toContain('Gatten');
    expect(state.contacts.map((c) => c.firstName)).not.toContain('Ehemann');
    expect(state.contacts.map((c) => c.firstName)).not.toContain('Ihren');
  });

  it('a surname "Mann" after a first name stays one', () => {
    const state = talkFrom('de', 'DE', 'Ja', 'Thomas Mann, t.mann@verlag.de, mein Lektor');
    expect(details(state)[0]).toMatchObject({ firstName: 'Thomas', lastName: 'Mann' });
  });

  it('"Die Handynummer vom Peter" names no "Handynummer"', () => {
    const state = talkFrom(
      'de',
      'DE',
      'Ja',
      'Die Handynummer: 0171 2345678, Peter Lang, mein Chef',
    );
    expect(state.contacts.map((c) => c.firstName)).not.toContain('Handynummer');
  });
});

describe('a name said alone that is one listed referee’s', () => {
  it('the surname of one listed surname first: theirs, their name as listed', () => {
    const state = talkFrom(
      'de',
      'AT',
      'Ja',
      'Horváth Peter, peter.horvath@weingut.at, mein Chef',
      'Peter, 0664 1234567',
    );
    expect(details(state)).toEqual([
      {
        firstName: 'Horváth',
        lastName: 'Peter',
        email: 'peter.horvath@weingut.at',
        phone: '+436641234567',
      },
    ]);
  });

  it('the first name of one listed with a number: the later number, on the card', () => {
    const state = talkTappingYes(
      'fr',
      'CH',
      'oui',
      'Marc Petit, marc@atelier.ch, mon chef, 032 421 44 00',
      'Pour Marc mettez plutôt son natel : 079 412 56 83',
    );
    expect(details(state)).toEqual([
      { firstName: 'Marc', lastName: 'Petit', email: 'marc@atelier.ch', phone: '+41794125683' },
    ]);
  });

  it('two listed under that first name: the first is not changed, nothing is kept unasked', () => {
    const state = talkFrom(
      'fr',
      'FR',
      'oui',
      'Marc Petit, marc.petit@atelier.fr, mon chef',
      'Marc Blanc, marc.blanc@atelier.fr, un collègue',
      'Marc, 06 12 34 56 78',
    );
    expect(state.contacts[0]?.phone).toBeNull();
    expect(state.contacts.filter((c) => c.phone).every((c) => c.unconfirmed)).toBe(true);
  });
});

describe('the given name and the surname said, each with its word', () => {
  it.each([
    ["Attention : Laurent c'est le prénom, Simon le nom de famille", 'Laurent', 'Simon'],
    ['Laurent is the first name, Simon the surname', 'Laurent', 'Simon'],
    ['Laurent ist der Vorname, Simon der Nachname', 'Laurent', 'Simon'],
    ['Laurent es el nombre, Simon el apellido', 'Laurent', 'Simon'],
    ['Laurent é o primeiro nome, Simon o sobrenome', 'Laurent', 'Simon'],
  ])('%s', (message, given, surname) => {
    expect(nameSaidReversed(message)).toMatchObject({ given, surname });
  });

  it('turns a card’s name round', () => {
    const state = talkFrom(
      'fr',
      'CH',
      'oui',
      "Gilles Martin, mon chef d'atelier, martin.gilles@atelier.ch",
      "Martin c'est le prénom, Gilles le nom de famille",
    );
    expect(details(state)[0]).toMatchObject({ firstName: 'Martin', lastName: 'Gilles' });
  });
});

describe('who trained one as an apprentice', () => {
  it.each([
    ['fr', "ma maîtresse d'apprentissage à la boulangerie"],
    ['fr', "mon maitre d'apprentissage"],
    ['pt', 'o meu mestre de aprendiz na oficina'],
  ] as const)('%s: %s → mentor', (locale, text) => {
    expect(contactWordsFor(locale).relationship(text)).toBe('mentor');
  });
});

describe('one called by a title and a surname, their first name still to come', () => {
  it('is never a mailbox another referee of the same domain takes the place of', () => {
    const state = talkTappingYes(
      'de',
      'AT',
      'Ja',
      'Mein Chef Herr Horváth, horvath@weingut.at',
      'Und seine Frau Jana Horváthová, jana.horvathova@weingut.at, sie hat das Büro gemacht',
    );
    expect(state.contacts.map((c) => c.email)).toEqual([
      'horvath@weingut.at',
      'jana.horvathova@weingut.at',
    ]);
  });

  it.each([
    ['de', 'AT', 'Ja', 'Mein Chef Herr Horváth, horvath@weingut.at', 'Peter, 0664 1234567'],
    ['en', 'GB', 'Yes', 'My manager Mr Patel, patel@shop.co.uk', 'Ravi, 07911 123456'],
  ] as const)(
    '%s: a first name alone with a number is theirs, with the surname called',
    (locale, country, yes, named, later) => {
      const state = talkTappingYes(
        locale,
        country,
        yes,
        named,
        'Und meine Kollegin Eva Berger, eva@weingut.at',
        later,
      );
      const first = state.contacts[0]!;
      expect(state.contacts).toHaveLength(2);
      expect(first.firstName).not.toBeNull();
      expect(first.lastName).not.toBeNull();
      expect(first.phone).not.toBeNull();
    },
  );

  it('after an academic title too ("Ing. Horváth"), the number said with a first name is his', () => {
    const state = talkTappingYes(
      'de',
      'AT',
      'Ja',
      'Mein Chef Ing. Horváth, horvath@weingut.at',
      'Und seine Frau Jana Horváthová, jana.horvathova@weingut.at',
      'Peter, 0664 1234567',
    );
    expect(details(state)).toEqual([
      {
        firstName: 'Peter',
        lastName: 'Horváth',
        email: 'horvath@weingut.at',
        phone: '+436641234567',
      },
      {
        firstName: 'Jana',
        lastName: 'Horváthová',
        email: 'jana.horvathova@weingut.at',
        phone: null,
      },
    ]);
  });

  it('"Er heißt Peter" after "Herr Horváth": Peter Horváth on the card', () => {
    const state = talkFrom(
      'de',
      'DE',
      'Ja',
      'Mein Chef Herr Horváth, horvath@weingut.at',
      'Er heißt Peter',
    );
    expect(details(state)[0]).toMatchObject({ firstName: 'Peter', lastName: 'Horváth' });
    expect(state.contacts[0]?.unconfirmed).toBeTruthy();
  });

  it('a title said before a first name gives no surname ("Dona Elfi", "señor Goyo")', () => {
    const state = talkFrom(
      'pt',
      'BR',
      'sim',
      'A Dona Elfi, elfi@padaria.com.br, minha patroa',
      'Elfriede',
    );
    expect(state.contacts[0]?.lastName ?? null).toBeNull();
  });

  it('"Handy von Herrn Horváth" is his', () => {
    const state = talkTappingYes(
      'de',
      'AT',
      'Ja',
      'Mein Chef Herr Horváth, horvath@weingut.at',
      'Und seine Frau Jana Horváthová, jana.horvathova@weingut.at',
      'Handy von Herrn Horváth: 0664 1234567',
    );
    expect(state.contacts.map((c) => c.phone)).toEqual(['+436641234567', null]);
  });
});

describe('an Austrian title with its ending, and titles one after another', () => {
  it.each([
    ['Mag.a Eva Horváthová, eva@firma.at, meine Chefin', 'Eva', 'Horváthová'],
    ['Meine Chefin Mag.a Eva Berger, eva@firma.at', 'Eva', 'Berger'],
    ['DIin Eva Novak, eva@firma.at, meine Chefin', 'Eva', 'Novak'],
  ])('%s', (message, firstName, lastName) => {
    const state = talkFrom('de', 'AT', 'Ja', message);
    expect(details(state)[0]).toMatchObject({ firstName, lastName });
  });

  it('"Frau Mag.a Horváthová" with an address that spells her: the surname as written', () => {
    const state = talkFrom('de', 'AT', 'Ja', 'Frau Mag.a Horváthová, jana.horvathova@firma.at');
    expect(details(state)[0]).toMatchObject({ firstName: 'Jana', lastName: 'Horváthová' });
  });

  it('"Herr Dr. Weber" is called Weber, never "Dr"', () => {
    const state = talkFrom('de', 'DE', 'Ja', 'Herr Dr. Weber, weber@klinik.de, mein Chefarzt');
    expect(state.contacts[0]?.calledAs).toContain('Weber');
    expect(state.contacts[0]?.firstName ?? null).not.toBe('Dr');
  });
});

describe("a CV's dateline and signature, a firm's legal form, a postal address", () => {
  it.each([
    [
      'de',
      'DE',
      'Ja',
      'Anna Roth, anna.roth@firma.de, meine Chefin\n\nMünchen, im Oktober 2026\nKarin Vogel',
    ],
    [
      'fr',
      'FR',
      'oui',
      'Paul Roux, paul.roux@atelier.fr, mon chef\n\nLyon, le 3 mars 2026\nClaire Morel',
    ],
    [
      'es',
      'ES',
      'sí',
      'Ana Gil, ana.gil@taller.es, mi jefa\n\nMadrid, 3 de marzo de 2026\nLucía Pardo',
    ],
    [
      'pt',
      'PT',
      'sim',
      'Rui Lima, rui.lima@oficina.pt, o meu chefe\n\nPorto, 12.11.2026\nSara Melo',
    ],
  ] as const)(
    '%s: the name signed under a place and a date is no referee',
    (locale, country, yes, cv) => {
      const state = talkFrom(locale, country, yes, cv);
      expect(state.contacts).toHaveLength(1);
    },
  );

  it.each([
    'Leiter Einkauf, Stadtwerke Bonn GmbH',
    'Chef de rayon, Boulangerie Roux SARL',
    'Gerente, Construcciones Gil S.L.',
  ])('"%s": a firm is no name', (line) => {
    const state = talkFrom('de', 'DE', 'Ja', `Jens Ohm, jens.ohm@firma.de\n${line}`);
    expect(state.contacts).toHaveLength(1);
    expect(state.contacts[0]?.firstName).toBe('Jens');
  });

  it.each([
    [
      'de',
      'DE',
      'Ja',
      'Meine Tante Inge Brandt, meine Chefin. Adresse: Bäckerei Brandt, Marktstraße 7, 53111 Bonn. Telefon 0228 123456',
      '+49228123456',
    ],
    [
      'fr',
      'FR',
      'oui',
      'Ma patronne Inès Morel. Adresse : Boulangerie Morel, 12 rue des Lilas, 69003 Lyon. Tél 04 72 12 34 56',
      '+33472123456',
    ],
  ] as const)(
    '%s: a postal address is no phone and no person',
    (locale, country, yes, message, phone) => {
      const state = talkFrom(locale, country, yes, message);
      expect(state.contacts).toHaveLength(1);
      expect(state.contacts[0]?.phone).toBe(phone);
    },
  );
});

describe('a birth name, and the name one knew a referee by', () => {
  it.each([
    ['de', 'DE', 'Ja', 'Meine Chefin Frau Anna Roth, geb. Vogel, anna.roth@firma.de'],
    [
      'de',
      'DE',
      'Ja',
      'Meine Chefin Anna Roth – ich kenn sie noch als Frau Vogel – anna.roth@firma.de',
    ],
    ['fr', 'FR', 'oui', 'Ma cheffe Anne Martin, née Durand, anne.martin@atelier.fr'],
    ['pt', 'BR', 'sim', 'Minha chefe Ana Lima, nascida Souza, ana.lima@loja.com.br'],
  ] as const)('%s: one referee, the name she goes by', (locale, country, yes, message) => {
    const state = talkFrom(locale, country, yes, message);
    expect(state.contacts).toHaveLength(1);
    expect(state.contacts[0]?.lastName).not.toMatch(/Vogel|Durand|Souza/);
  });
});

describe('German nouns that open a sentence, said of a referee', () => {
  it.each([
    'Meine Mutter Inge Brandt, sie war meine Chefin. Familie zählt vielleicht nicht, aber sie war halt meine Chefin. Telefon 0228 123456',
    'Meine Chefin Inge Brandt, 0228 123456. Die Mama macht alles am Telefon',
    'Der Obermeister der Innung, Herr Jens Ohm, jens.ohm@innung.de',
  ])('%s: one referee, no "Familie", "Mama" nor "Obermeister"', (message) => {
    const state = talkFrom('de', 'DE', 'Ja', message);
    expect(state.contacts).toHaveLength(1);
    expect(['Familie', 'Mama', 'Obermeister']).not.toContain(state.contacts[0]?.firstName);
  });

  it('an examiner for a master’s exam is read as a teacher', () => {
    expect(contactWordsFor('de').relationship('der hat meine Meisterprüfung abgenommen')).toBe(
      'teacher',
    );
    expect(contactWordsFor('fr').relationship('mon examinatrice au CAP')).toBe('teacher');
  });

  it('"lass den Pastor weg" drops the person named without details, and finishes', () => {
    const state = talkTappingYes(
      'de',
      'DE',
      'Ja',
      'Herr Jens Ohm, jens.ohm@firma.de, mein Teamleiter',
      'Pastor Samuel vom Chor kann auch was sagen, aber die Nummer such ich noch',
      'Ach nee, lass den Pastor weg. Das wars',
    );
    expect(state.step).toBe('ready');
    expect(state.contacts).toHaveLength(1);
  });
});

describe('a surname in capitals before the given name', () => {
  it.each([
    ['PAYET\tJean-Marc\tCollègue\t0693 21 54 87', 'Jean-Marc', 'Payet'],
    ['HOARAU Léa, ma collègue, 0692 11 22 33', 'Léa', 'Hoarau'],
    ['Mme KPADONOU Rosine, ma collègue, 0692 11 22 33', 'Rosine', 'Kpadonou'],
  ])('%s', (message, firstName, lastName) => {
    const state = talkFrom('fr', 'RE', 'oui', message);
    expect(details(state)[0]).toMatchObject({ firstName, lastName });
  });

  it('an acronym is no surname', () => {
    const state = talkFrom('fr', 'FR', 'oui', 'Marc Petit, du service RH, marc.petit@sncf.fr');
    expect(details(state)[0]).toMatchObject({ firstName: 'Marc', lastName: 'Petit' });
  });
});

describe('mainland France named from overseas', () => {
  it('"un portable de métropole" places a number asked about in France', () => {
    const state = talkFrom(
      'fr',
      'RE',
      'oui',
      'Léa Hoarau, lea@afpar.com, ma formatrice, 06 12 48 90 33',
      "c'est un portable de métropole",
    );
    expect(state.contacts[0]?.phone).toBe('+33612489033');
  });
});

describe('a given name said apart from a title and a surname', () => {
  it.each([
    [
      'de',
      'DE',
      'Ja',
      'Meine Chefin: Frau Schmitz. Vorname Lena. lena.schmitz@reise.de',
      'Lena',
      'Schmitz',
    ],
    [
      'fr',
      'FR',
      'oui',
      'Ma cheffe, Mme Durand, prénom Claire, claire.durand@atelier.fr',
      'Claire',
      'Durand',
    ],
    [
      'en',
      'GB',
      'yes',
      'My manager Mrs Patel, first name Ravina, ravina.patel@shop.co.uk',
      'Ravina',
      'Patel',
    ],
    [
      'es',
      'ES',
      'sí',
      'Mi jefa, la Sra. Gil, nombre de pila Rosa, rosa.gil@taller.es',
      'Rosa',
      'Gil',
    ],
  ] as const)('%s: the full name', (locale, country, yes, message, firstName, lastName) => {
    const state = talkFrom(locale, country, yes, message);
    expect(details(state)[0]).toMatchObject({ firstName, lastName });
  });

  it('two titled people: nothing is joined', () => {
    const state = talkFrom(
      'de',
      'DE',
      'Ja',
      'Frau Schmitz und Herr Vogel, Vorname Lena, lena@reise.de',
    );
    expect(state.contacts.some((c) => c.firstName === 'Lena' && c.lastName === 'Vogel')).toBe(
      false,
    );
  });
});

describe('a farm name joined to a surname', () => {
  it.each([
    [
      'Herr Hubertus Vennemann gen. Pröbsting vom Hof, mein Chef, info@hof.de',
      'Vennemann gen. Pröbsting',
    ],
    ['Franz Huber vulgo Moar, mein Chef am Hof, franz@hof.at', 'Huber vulgo Moar'],
    ['Anton Schulze genannt Rotering, mein Chef, anton@hof.de', 'Schulze genannt Rotering'],
  ])('%s', (message, lastName) => {
    const state = talkFrom('de', 'DE', 'Ja', message);
    expect(details(state)[0]?.lastName).toBe(lastName);
    expect(state.contacts[0]?.relationship).toBe('manager');
  });
});
