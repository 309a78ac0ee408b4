import { describe, expect, it } from 'vitest';
import { readContacts } from '../../questionnaires/kinds/contact.reader.ts';
import { contactWordsFor } from './contact-words.ts';
import { talkFrom, talkTappingYes } from './intake-turn.test-helper.ts';

/**
 * Session 33 (issue 41): rules from the intake's tuning misses and the sixty-fourth blind
 * sets, in wordings of our own, with ones not to read so.
 */

const phones = (state: ReturnType<typeof talkFrom>) => state.contacts.map((c) => c.phone);

describe('a numbered list typed on one line (de-i183)', () => {
  it('"… 030 1234567 2. die Anna …": the item number is no digit of the phone', () => {
    const state = talkFrom(
      'de',
      'DE',
      'ja',
      '1. mein Chef Herr Jan Weber jan.weber@firma.de 030 1234567 2. die Anna Roth meine Kollegin 0151 23456789',
    );
    expect(phones(state)).toEqual(['+49301234567', '+4915123456789']);
  });

  it('a number with a full stop in a sentence ("um 2. Stock") opens no item', () => {
    const parts = readContacts(
      'Jan Weber, jan.weber@firma.de, 030 1234567, sitzt im 2. Stock',
      contactWordsFor('de'),
      'DE',
    );
    expect(parts[0]?.phone).toBe('+49301234567');
  });
});

describe('Swiss German: "vo de …" opens a place; "Und d …" describes someone new (de-i97)', () => {
  it('"d Lehrmeischterin vo de Gärtnerlehr, 078 …" is a nameless referee, named next', () => {
    const state = talkTappingYes(
      'de',
      'CH',
      'jo',
      'Urs Keller, urs.keller@obsthof.ch, 052 721 34 56, min Chef',
      'Und d Lehrmeischterin vo de Gärtnerlehr, 078 912 45 67',
      'Sie heisst Brigitte Ammann, brigitte.ammann@gaertnerei.ch',
    );
    expect(state.contacts.map((c) => [c.firstName, c.phone])).toEqual([
      ['Urs', '+41527213456'],
      ['Brigitte', '+41789124567'],
    ]);
  });

  it('"Ursula von der Leyen" after her given name is still her name', () => {
    const parts = readContacts(
      'Ursula von der Leyen, u.vdl@example.de',
      contactWordsFor('de'),
      'DE',
    );
    expect(parts[0]?.name?.lastName).toBe('von der Leyen');
  });
});

describe('a country for one of two numbers asked about (fr-i159)', () => {
  it('"Australie" places the Australian one and asks again about the other', () => {
    const state = talkFrom(
      'fr',
      'FR',
      'oui',
      '- Mick Sullivan, mick@surf.com.au, 0412 345 678\n- Inês Ferreira, ines@camp.pt, 912 345 678',
      'Australie, il est à Byron Bay',
    );
    expect(phones(state)).toEqual(['+61412345678', null]);
    expect(state.unplacedPhones?.map((p) => p.raw)).toEqual(['912 345 678']);
  });
});

describe('"the same number" in a sentence of its own, or as "lo mismo" (es-i117)', () => {
  it('"Su teléfono es el mismo de arriba." takes the number of the one before', () => {
    const state = talkTappingYes(
      'es',
      'CL',
      'sí',
      'Mi jefa Claudia Vera, claudia.vera@pesquera.cl, 61 221 3344',
      'Y mi compañera Rosa Oyarzún. Su teléfono es el mismo de arriba. rosa.oyarzun@gmail.com',
    );
    expect(phones(state)).toEqual(['+56612213344', '+56612213344']);
  });

  it('"… es el mismo de la oficina" does not: the number before may be her own', () => {
    const state = talkTappingYes(
      'es',
      'CL',
      'sí',
      'Mi jefa Claudia Vera, claudia.vera@pesquera.cl, 61 221 3344',
      'Y mi compañera Rosa Oyarzún. Su teléfono es el mismo de la oficina. rosa.oyarzun@gmail.com',
    );
    expect(phones(state)).toEqual(['+56612213344', null]);
  });

  it('"TELEFONO LO MISMO QUE ARRIBA" is said the same way', () => {
    const parts = readContacts(
      'Marisa Palomo, teléfono lo mismo que arriba',
      contactWordsFor('es'),
      'ES',
    );
    expect(parts[0]?.sameNumberAsBefore).toBe(true);
  });

  it('"no es el mismo de arriba" says nothing of the kind', () => {
    const parts = readContacts(
      'Rosa Oyarzún, su teléfono no es el mismo de arriba',
      contactWordsFor('es'),
      'ES',
    );
    expect(parts[0]?.sameNumberAsBefore ?? false).toBe(false);
  });
});

describe('Alemannic words that open a sentence are no names (de-i184)', () => {
  it('"Sini Nummer: …" names no "Sini"; "heit Owe … Ade" no "Owe" or "Ade"', () => {
    const words = contactWordsFor('de');
    expect(readContacts('Sini Nummer: 06 12 34 56 78', words, 'DE')[0]?.name ?? null).toBeNull();
    expect(readContacts("I mach's heit Owe fertig. Ade", words, 'DE')).toEqual([]);
  });
});

describe('a webmail address of another country beside a number written locally (fr-i109)', () => {
  it('"…@yahoo.fr, 76 123 45 67" in Senegal is a Senegalese number', () => {
    const parts = readContacts(
      'Mme Aïssatou Ndiaye, aissatoundiaye@yahoo.fr, 76 123 45 67',
      contactWordsFor('fr'),
      'SN',
    );
    expect(parts[0]?.phone).toBe('+221761234567');
  });

  it('"…@yahoo.fr, 06 12 34 56 78" in Senegal is still asked about', () => {
    const parts = readContacts(
      'Mme Aïssatou Ndiaye, aissatoundiaye@yahoo.fr, 06 12 34 56 78',
      contactWordsFor('fr'),
      'SN',
    );
    expect(parts[0]?.phone ?? null).toBeNull();
  });
});

describe('Côte d’Ivoire by its adjective (fr-i166)', () => {
  it('"C\'est un numéro ivoirien" places the number asked about', () => {
    const state = talkFrom(
      'fr',
      'BF',
      'oui',
      'Mme Adjoua Konan, ma cheffe, adjoua.konan@gmail.com, 07 07 12 34 56',
      "C'est un numéro ivoirien",
    );
    expect(phones(state)).toEqual(['+2250707123456']);
  });
});

describe('a contact card pasted under a short form of the name said (es-i82)', () => {
  const words = contactWordsFor('es');
  it('"… Romina Belén Ferreyra. Te copio el contacto:\\nRomi Pelu\\n+54 …\\nromi.ferreyra@…" is hers', () => {
    const parts = readContacts(
      'Mi jefa era la dueña, Romina Ferreyra. Te copio el contacto que me pasó:\nRomi Pelu 💇‍♀️\n+54 9 351 612-3456\nromi.ferreyra.estilista@gmail.com',
      words,
      'AR',
    );
    expect(parts).toHaveLength(1);
    expect(parts[0]).toMatchObject({
      name: { firstName: 'Romina', lastName: 'Ferreyra' },
      emails: ['romi.ferreyra.estilista@gmail.com'],
      phone: '+5493516123456',
    });
  });

  it('another person after a name said with no detail stays another person', () => {
    const parts = readContacts(
      'Mi jefa, Romina Ferreyra.\nJuan Gómez\n+54 9 351 612-3456\nromi.ferreyra@gmail.com',
      words,
      'AR',
    );
    expect(parts.some((p) => p.name?.firstName === 'Juan')).toBe(true);
  });
});

describe('a country said of a number already read there moves no other (de-i146)', () => {
  it('"Deutschland, das ist ein deutsches Handy" leaves the Spanish number before as read', () => {
    const state = talkFrom(
      'de',
      'ES',
      'ja',
      'Francisca Bauzà, meine Chefin, xisca@beachclub.es, 971 56 34 12',
      'Und aus Deutschland mein alter Chef, Herr Matthias Wendland, m.wendland@hotel.de, 0171 5523 908',
      'Deutschland, das ist ein deutsches Handy',
    );
    expect(phones(state)).toEqual(['+34971563412', '+491715523908']);
  });
});

describe('details after a referee named by title and surname alone (de-i172)', () => {
  it('"bei Frau Fink habe ich mich vertippt. Richtig ist 0664 …" is her number', () => {
    const state = talkFrom(
      'de',
      'AT',
      'ja',
      '1. Elisabeth Fink, e.fink@seilbahn.at, 0664 123 45 67\n2. Reto Meier, reto@textil.at, 0664 765 43 21',
      'Entschuldigung, bei Frau Fink habe ich mich vertippt. Richtig ist 0664 123 45 76.',
    );
    expect(phones(state)).toEqual(['+436641234576', '+436647654321']);
  });

  it('details after a title and a surname nobody listed are not hers', () => {
    const state = talkFrom(
      'de',
      'AT',
      'ja',
      '1. Elisabeth Fink, e.fink@seilbahn.at, 0664 123 45 67',
      'Und Frau Gruber. Ihre Nummer ist 0664 765 43 21',
    );
    expect(state.contacts[0]?.phone).toBe('+436641234567');
  });
});

describe('figures the number library left out before a number (es-i197)', () => {
  it('"011 15 4872-3190" on a Uruguayan tenant is asked about whole, never read as "4872 3190"', () => {
    const parts = readContacts(
      'La Negra se llama Mariana Iturralde, su cel es 011 15 4872-3190',
      contactWordsFor('es'),
      'UY',
    );
    expect(parts[0]).toMatchObject({ phone: null, unplacedPhone: '011 15 4872-3190' });
  });

  it('"Argentina" then reads it as the Argentine mobile it is', () => {
    const state = talkFrom(
      'es',
      'UY',
      'sí',
      'Mariana Iturralde, mi jefa, mariana@gmail.com, su cel es 011 15 4872-3190',
      'Es de Argentina',
    );
    expect(phones(state)).toEqual(['+5491148723190']);
  });
});

describe('a country named when the referee listed last has no number (es-i196)', () => {
  it('"Es de Bolivia" moves the one number waiting that is one in Bolivia', () => {
    const state = talkFrom(
      'es',
      'PE',
      'sí',
      'La jefa es Yesenia Mamani, yesenia@trails.pe, 984 372 615. El boliviano es Freddy Choque, su wasap 712 45 893. Y la Lic. Maribel Zúñiga, maribel@gmail.com',
      'Es de Bolivia, de La Paz',
    );
    expect(phones(state)).toEqual(['+51984372615', '+59171245893', null]);
  });
});

describe('an address retyped with its dots set right (es-i197)', () => {
  it('"el mail del Colo es gonza.ferreira@…" corrects gonzaferreira@…, adding nobody', () => {
    const state = talkFrom(
      'es',
      'UY',
      'sí',
      'Gonzalo Ferreira, 099 384 215, gonzaferreira@hotmail.com',
      'Pará, el mail del Colo es gonza.ferreira@hotmail.com, con punto en el medio',
    );
    expect(state.contacts.map((c) => c.email)).toEqual(['gonza.ferreira@hotmail.com']);
  });

  it('another address at the same domain is someone else', () => {
    const state = talkFrom(
      'es',
      'UY',
      'sí',
      'Gonzalo Ferreira, 099 384 215, gonzaferreira@hotmail.com',
      'Y Ana Ferreira, anaferreira@hotmail.com',
    );
    expect(state.contacts).toHaveLength(2);
  });
});

describe('a short form "is" the full name (pt-i199)', () => {
  it('"O Paulinho é Paulo Sérgio Monteiro, (91) …" names Paulo Sérgio Monteiro', () => {
    const state = talkFrom(
      'pt',
      'BR',
      'sim',
      'O Paulinho é Paulo Sérgio Monteiro, (91) 98317-2246, paulinho.acai@gmail.com',
    );
    const c = state.contacts[0]!;
    expect(c.nameAsWritten ?? `${c.firstName} ${c.lastName}`).toBe('Paulo Sérgio Monteiro');
  });

  it('"A Dona Socorro é Maria do Socorro Barata" names her, and "tira a Dona Socorro" removes her', () => {
    const listed = ['sim', 'A Dona Socorro é Maria do Socorro Barata, (91) 3224-5810'];
    const state = talkFrom('pt', 'BR', ...listed);
    expect(state.contacts[0]?.nameAsWritten).toBe('Maria do Socorro Barata');
    expect(
      talkFrom('pt', 'BR', ...listed, 'Mana, tira a Dona Socorro, ela não mexe no celular.')
        .contacts,
    ).toEqual([]);
  });
});

describe('an overseas territory named with its adjective (pt-i199)', () => {
  it('"É da Guiana Francesa" places the number there, not in France', () => {
    const state = talkFrom(
      'pt',
      'BR',
      'sim',
      'O Monsieur Didier Lebrun, 0694 23 45 17, didier.lebrun@orange.fr',
      'É da Guiana Francesa, de Caiena',
    );
    expect(phones(state)).toEqual(['+594694234517']);
  });
});

describe('"and" and a title after someone named opens another person (es-i186)', () => {
  it('"el Flaco, mi supervisor …, y doña Cuca, la dueña …" is two people', () => {
    const parts = readContacts(
      'Mis referencias son el Flaco, mi supervisor en el ingenio, y doña Cuca, la dueña de la cafeteria',
      contactWordsFor('es'),
      'DO',
    );
    expect(parts.map((p) => p.name?.firstName ?? p.titled)).toEqual(['Flaco', 'Cuca']);
  });

  it('"mi jefa la Sra. Ana Ruiz" stays one', () => {
    const parts = readContacts('mi jefa la Sra. Ana Ruiz, ana@x.com', contactWordsFor('es'), 'ES');
    expect(parts).toHaveLength(1);
  });
});

describe('a titled nickname said to be a full name (es-i186)', () => {
  it('"Doña Cuca es Socorro Mercedes de los Santos, … su numero 809 …" names her', () => {
    const state = talkFrom(
      'es',
      'DO',
      'sí',
      'Ramón Castillo, ramon@ingenio.com.do, 829-345-6712',
      'Doña Cuca es Socorro Mercedes de los Santos, ella no tiene correo, su numero 809 526 4418',
    );
    expect(state.contacts.map((c) => c.nameAsWritten ?? `${c.firstName} ${c.lastName}`)).toEqual([
      'Ramón Castillo',
      'Socorro Mercedes de los Santos',
    ]);
    expect(phones(state)).toEqual(['+18293456712', '+18095264418']);
  });
});

describe('German dialect words of the sixty-fourth set (de-i196, de-i197, de-i199)', () => {
  const words = contactWordsFor('de');
  it('"Mein Schichtmeister vonne Hütte" names no "Schichtmeister" nor "Hütte": a manager', () => {
    const [part] = readContacts('Mein Schichtmeister vonne Hütte, 0203 5527410', words, 'DE');
    expect(part?.name ?? null).toBeNull();
    expect(part?.relationship).toBe('manager');
  });

  it('"Kalle heißt eigentlich Karl-Heinz Brzoska" is Karl-Heinz Brzoska', () => {
    const state = talkFrom(
      'de',
      'DE',
      'ja',
      'Kalle heißt eigentlich Karl-Heinz Brzoska, 0203 5527410',
    );
    expect(state.contacts[0]).toMatchObject({ firstName: 'Karl-Heinz', lastName: 'Brzoska' });
  });

  it('"der hat kein Handy, dieselbe Nummer wie beim Meister" is the same number', () => {
    const state = talkFrom(
      'de',
      'DE',
      'ja',
      'Uwe Kaminski, u.kaminski@huette.de, 0203 5527410',
      'Karl-Heinz Brzoska, der hat kein Handy, dieselbe Nummer wie beim Meister',
    );
    expect(phones(state)).toEqual(['+492035527410', '+492035527410']);
  });

  it('"Mei Meischter", "Denn d Souschefin … z Livigno" name nobody but the person', () => {
    const [first] = readContacts('Mei Meischter: dr Gottlob Bühler, 0711 3456721', words, 'DE');
    expect(first?.name).toMatchObject({ firstName: 'Gottlob', lastName: 'Bühler' });
    const [second] = readContacts(
      'Denn d Souschefin vo de Wintersaison z Livigno, Chiara Pedrini, 079 612 34 50',
      words,
      'CH',
    );
    expect(second?.name).toMatchObject({ firstName: 'Chiara', lastName: 'Pedrini' });
  });
});

describe('French nicknames and numbers of the sixty-fourth set (fr-i196, fr-i198)', () => {
  it('"Le gros Jo c\'est Joseph Lombardo, … même numéro que M. Santucci" is a referee of his own', () => {
    const state = talkFrom(
      'fr',
      'FR',
      'oui',
      "Mon chef c'est M. Patrick Santucci, p.santucci@port.fr, 04 91 23 45 67. Le gros Jo c'est Joseph Lombardo, il a pas de portable, même numéro que M. Santucci",
      "Et le mail de Jo c'est jo.lombardo13@hotmail.fr",
    );
    expect(state.contacts.map((c) => [c.firstName, c.phone, c.email])).toEqual([
      ['Patrick', '+33491234567', 'p.santucci@port.fr'],
      ['Joseph', '+33491234567', 'jo.lombardo13@hotmail.fr'],
    ]);
  });

  it('"même numéro que Mme Roux" copies nothing from someone else listed before', () => {
    const parts = readContacts(
      'Patrick Santucci, 04 91 23 45 67\nJoseph Lombardo, même numéro que Mme Roux',
      contactWordsFor('fr'),
      'FR',
    );
    expect(parts.at(-1)?.phone ?? null).toBeNull();
  });

  it('"Momo c\'est Mohamed Haddouche" names Mohamed Haddouche, with nothing of another pending', () => {
    const state = talkFrom(
      'fr',
      'FR',
      'oui',
      "Alors j'en ai deux : mon chef, le gros Jo, et Momo",
      "Momo c'est Mohamed Haddouche, numéro marocain : 06 61 23 45 67",
    );
    expect(state.contacts[0]).toMatchObject({ firstName: 'Mohamed', lastName: 'Haddouche' });
    expect(state.contacts[0]?.relationship ?? null).toBeNull();
  });

  it('"Chappuis avec deux p dans le mail aussi : olivier.chappuis@…" corrects the address', () => {
    const state = talkFrom(
      'fr',
      'CH',
      'oui',
      'M. Olivier Chappuis, olivier.chapuis@migrosvd.ch',
      'Pardon, Chappuis avec deux p dans le mail aussi : olivier.chappuis@migrosvd.ch',
    );
    expect(state.contacts.map((c) => c.email)).toEqual(['olivier.chappuis@migrosvd.ch']);
  });

  it('a colleague one letter apart at the same firm is someone else', () => {
    const state = talkFrom(
      'fr',
      'CH',
      'oui',
      'M. Jean Muller, j.muller@migros.ch',
      'Et Anna Muller, a.muller@migros.ch',
    );
    expect(state.contacts).toHaveLength(2);
  });

  it('"son natel c\'est zéro septante-huit, six cent cinquante-quatre, trente-deux, dix"', () => {
    const state = talkFrom(
      'fr',
      'CH',
      'oui',
      "M. Olivier Chappuis, son natel c'est zéro septante-huit, six cent cinquante-quatre, trente-deux, dix",
    );
    expect(phones(state)).toEqual(['+41786543210']);
  });
});

describe('another referee after details, "and … my" (de-i142)', () => {
  const words = contactWordsFor('de');
  it('"…, r.lehmann@ctk.de, und von der Klinik in Tiflis mein Oberarzt Dato, 599 …" is two', () => {
    const parts = readContacts(
      'Frau Ramona Lehmann, r.lehmann@ctk.de, und von der Klinik in Tiflis mein Oberarzt Dato, 599 12 34 56',
      words,
      'DE',
    );
    expect(parts.map((p) => p.name?.firstName)).toEqual(['Ramona', 'Dato']);
  });

  it('"…, r.lehmann@ctk.de, und seit 2019 auch mein Freund" stays one', () => {
    const parts = readContacts(
      'Ramona Lehmann, r.lehmann@ctk.de, und seit 2019 auch mein Freund',
      words,
      'DE',
    );
    expect(parts).toHaveLength(1);
  });
});

describe('Thai "Khun" and a country before a colon (de-i144)', () => {
  it('"Khun Somchai hat eine neue Nummer, auch Thailand: 089 …" is his new Thai number', () => {
    const state = talkFrom(
      'de',
      'CH',
      'ja',
      'Mein Chef: Khun Somchai Srisuk, somchai.s@kata-resort.co.th, +66 81 234 5678',
      'Sorry, Khun Somchai hat eine neue Nummer, auch Thailand: 089 765 4321',
    );
    expect(state.contacts.map((c) => [c.firstName, c.phone])).toEqual([
      ['Somchai', '+66897654321'],
    ]);
  });

  it('"Handy: 079 …" names no country', () => {
    const [part] = readContacts('Sabine Haug, Handy: 079 765 43 21', contactWordsFor('de'), 'CH');
    expect(part?.phone).toBe('+41797654321');
  });
});

describe('"… hat sie nicht" is a no (de-t132)', () => {
  it('reads "LAP HAT SIE NICHT" as no, and leaves "nein" as it was', async () => {
    const { lexiconFor } = await import('./lexicon.ts');
    const de = lexiconFor('de');
    expect(de.yesNo('LAP HAT SIE NICHT')).toBe(false);
    expect(de.yesNo('ja, hat sie')).toBe(true);
  });
});
