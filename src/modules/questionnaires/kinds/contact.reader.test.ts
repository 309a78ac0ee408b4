import { describe, expect, it } from 'vitest';
import {
  contactWordsFor,
  CONTACT_WORDS as WORDS,
} from '../../participants/interviewer/contact-words.ts';
import {
  contactAnswer,
  countryIn,
  countryNamed,
  cutBeforeNames,
  findEmails,
  findLowercaseName,
  findName,
  findPhones,
  nameFromEmail,
  pairedByEmail,
  readContacts,
  spellsAnotherName,
  unplacedPhones,
  withDigitsForLetters,
  withDisplayNamesUnquoted,
  withoutOwnNumber,
  withoutQuotedNicknames,
  withoutTableHeader,
  withPhoneLinks,
  withSpokenEmails,
  withSurnamesSecond,
  withTableNamesInOrder,
  withTabsAsPipes,
} from './contact.reader.ts';

describe('the contact reader', () => {
  it('finds e-mails (lowercased) and phones as E.164 with the default country', () => {
    const text = 'my manager Jane Doe, Jane@Acme.com, +1 415 555 0100';
    expect(findEmails(text)).toEqual(['jane@acme.com']);
    expect(findPhones(text, 'US')).toEqual(['+14155550100']);
    expect(findPhones('call (415) 555-0101', 'US')).toEqual(['+14155550101']);
    expect(findPhones('020 7946 0958', 'GB')).toEqual(['+442079460958']);
  });

  it('finds names, never in an e-mail or a phone', () => {
    expect(findName('my manager Jane Doe, jane@acme.com', WORDS)).toEqual({
      firstName: 'Jane',
      lastName: 'Doe',
    });
    expect(findName('Her name is bob smith', WORDS)).toEqual({
      firstName: 'Bob',
      lastName: 'Smith',
    });
    expect(findName('her phone is 415 555 0199', WORDS)).toBeNull();
    expect(findName('my boss at MGM', WORDS)).toBeNull();
    expect(nameFromEmail('jane.doe@acme.com', WORDS)).toEqual({
      firstName: 'Jane',
      lastName: 'Doe',
    });
    expect(nameFromEmail('jd@acme.com', WORDS)).toBeNull();
  });

  it('never takes a filler word for a name, and keeps name particles', () => {
    expect(findName('Sure! So the best people would be… Erik Lindqvist', WORDS)).toEqual({
      firstName: 'Erik',
      lastName: 'Lindqvist',
    });
    expect(findName('Meine Kollegin Anna Weber', WORDS)).toEqual({
      firstName: 'Anna',
      lastName: 'Weber',
    });
    expect(findName('Mi jefa es Lucía Gómez', WORDS)).toEqual({
      firstName: 'Lucía',
      lastName: 'Gómez',
    });
    expect(findName('Vincent van der Berg, my manager', WORDS)).toEqual({
      firstName: 'Vincent',
      lastName: 'van der Berg',
    });
  });

  it('reads a lowercase name only next to an e-mail that bears it out', () => {
    expect(findLowercaseName('jane doe jane@acme.com manger', WORDS)).toEqual({
      firstName: 'Jane',
      lastName: 'Doe',
    });
    expect(findLowercaseName('mike jones, mj@globex.com', WORDS)).toEqual({
      firstName: 'Mike',
      lastName: 'Jones',
    });
    expect(findLowercaseName('contact her at jane@acme.com', WORDS)).toBeNull();
    expect(findLowercaseName('please write to bob@acme.com', WORDS)).toBeNull();
  });

  it('finds the country a message names, not "us" the pronoun', () => {
    expect(countryIn("it's a UK number", WORDS)).toBe('GB');
    expect(countryIn("she's in São Paulo, Brazil", WORDS)).toBe('BR');
    expect(countryIn('06 12 34 56 78 (en France)', WORDS)).toBe('FR');
    expect(countryIn('a USA number', WORDS)).toBe('US');
    expect(countryIn('please contact us', WORDS)).toBeNull();
  });

  it('says which numbers are no valid number of the country, never a range of years', () => {
    expect(unplacedPhones('Oliver, 07911 123456', 'US')).toEqual(['07911 123456']);
    expect(unplacedPhones('+44 7911 123456', 'US')).toEqual([]);
    expect(unplacedPhones('(415) 555-0134', 'US')).toEqual([]);
    expect(unplacedPhones('from 2019-2022', 'US')).toEqual([]);
    expect(unplacedPhones('since 12.03.2021', 'US')).toEqual([]);
  });

  it('cuts referees run together before the name in front of each further e-mail', () => {
    expect(
      cutBeforeNames('jane doe jane@doe.com manager bob stone bob@stone.dev colleague', WORDS),
    ).toEqual(['jane doe jane@doe.com manager', 'bob stone bob@stone.dev colleague']);
  });

  it('reads one part per referee: numbered and bulleted lists, several in one sentence', () => {
    const listed = readContacts(
      '1. Jane Doe, jane@acme.com, manager\n2. Bob Stone bob@stone.dev (colleague)\n- Li Wei, li@wei.cn, client',
      WORDS,
      'US',
    );
    expect(listed.map((p) => [p.name?.lastName, p.emails[0], p.relationship])).toEqual([
      ['Doe', 'jane@acme.com', 'manager'],
      ['Stone', 'bob@stone.dev', 'colleague'],
      ['Wei', 'li@wei.cn', 'client'],
    ]);
    const inOne = readContacts(
      'Grace Hopper, grace@navy.mil, my manager, and Alan Turing alan@bletchley.uk',
      WORDS,
      'US',
    );
    expect(inOne.map((p) => p.emails[0])).toEqual(['grace@navy.mil', 'alan@bletchley.uk']);
  });

  it('keeps a number of another country with the country named, or hands it back unplaced', () => {
    const [named] = readContacts(
      'Oliver Twist, oliver@x.co.uk, UK mobile 07911 123456',
      WORDS,
      'US',
    );
    expect(named).toMatchObject({ phone: '+447911123456', unplacedPhone: null });
    const [unnamed] = readContacts('Oliver Twist, oliver@x.co.uk, 07911 123456', WORDS, 'US');
    expect(unnamed).toMatchObject({ phone: null, unplacedPhone: '07911 123456' });
  });

  it('says a part refers back to the referee before ("her phone is …")', () => {
    const [part] = readContacts('her phone is 415 555 0199', WORDS, 'US');
    expect(part).toMatchObject({ refersBack: true, phone: '+14155550199', name: null });
  });

  it('checks a typed contact: a name and an e-mail, nothing else', () => {
    expect(contactAnswer.safeParse({ name: 'Jo', email: 'jo@x.com' }).success).toBe(true);
    expect(contactAnswer.safeParse({ name: 'Jo' }).success).toBe(false);
    expect(contactAnswer.safeParse({ name: 'Jo', email: 'jo@x.com', age: 3 }).success).toBe(false);
  });
});

describe("the contact reader in the candidate's language (contactWordsFor)", () => {
  const read = (locale: 'es' | 'de' | 'fr' | 'pt', message: string, country: string) =>
    readContacts(message, contactWordsFor(locale), country);

  it('opens another referee at "and", an article and a full name with details of their own (blind set 10)', () => {
    const fr = read(
      'fr',
      "Alors y a Lucien D'Agostino, mon ancien patron au snack du Vieux-Port, 06 11 22 33 44, et la Karima Haddad-Ruiz, ma collègue, karima.hr@gmail.com",
      'FR',
    );
    expect(fr.map((p) => [p.name?.firstName, p.emails[0] ?? null])).toEqual([
      ['Lucien', null],
      ['Karima', 'karima.hr@gmail.com'],
    ]);
    const de = read(
      'de',
      'Mein Chef Jan Weber, 0171 2345678, und die Sandra Keller, Kollegin, sandra.keller@gmx.de',
      'DE',
    );
    expect(de.map((p) => p.name?.firstName)).toEqual(['Jan', 'Sandra']);
    // An organisation after "and the", or a name without details of its own, opens nobody.
    expect(
      read(
        'fr',
        'Lucien Martin, 06 11 22 33 44, directeur à la Société Générale et la Banque Populaire',
        'FR',
      ),
    ).toHaveLength(1);
    expect(
      read('fr', 'Lucien Martin, 06 11 22 33 44, il travaille avec la Karima Haddad aussi', 'FR'),
    ).toHaveLength(1);
  });

  it('never takes a filler, an opener or a title for a name', () => {
    const cases: Array<['es' | 'de' | 'fr' | 'pt', string, string]> = [
      [
        'es',
        'Pues mira, la mejor seria Lucia Ortega, fue mi jefa, lucia.ortega@inditex.com',
        'Lucia',
      ],
      ['fr', 'Bon, alors ce serait Nathalie Dubois, nathalie.dubois@loreal.com', 'Nathalie'],
      ['pt', 'Então, a melhor pessoa seria a Fernanda Lima, fernanda.lima@magalu.com', 'Fernanda'],
      [
        'de',
        'Also die beste Ansprechpartnerin: Sabine Krüger, sabine.krueger@telekom.de',
        'Sabine',
      ],
    ];
    for (const [locale, message, first] of cases) {
      expect(read(locale, message, 'ES')[0]?.name?.firstName, message).toBe(first);
    }
  });

  it('keeps particles, ends a name at a comma, and takes a double first name from the e-mail', () => {
    expect(read('fr', 'Ana dos Santos, ana.santos@farfetch.com', 'FR')[0]?.name).toEqual({
      firstName: 'Ana',
      lastName: 'dos Santos',
    });
    const two = read(
      'es',
      'Raul Jimenez y Carmen Diaz: raul.jimenez@seat.es y carmen.diaz@seat.es',
      'ES',
    );
    expect(two[0]?.name).toEqual({ firstName: 'Raul', lastName: 'Jimenez' });
    expect(read('es', 'Ana Belen Torres, anabelen.torres@outlook.es', 'ES')[0]?.name).toEqual({
      firstName: 'Ana Belen',
      lastName: 'Torres',
    });
  });

  it("takes the name the e-mail spells over a signature's title line", () => {
    const signature =
      'minha ex gestora:\n\nmariana castro\nGerente de Marketing | Natura &Co\nmariana.castro@natura.net';
    expect(read('pt', signature, 'BR')[0]?.name).toEqual({
      firstName: 'Mariana',
      lastName: 'Castro',
    });
  });

  it('opens no name with a single capital, and takes whole lowercase words only from an address', () => {
    // "O" (the article) is no name; "Miguel" is never read as its tail "iguel".
    expect(
      read('pt', 'O meu chefe: Miguel Ferreira, miguel.ferreira@sonae.pt, 912 345 678', 'PT')[0]
        ?.name,
    ).toEqual({ firstName: 'Miguel', lastName: 'Ferreira' });
    expect(read('pt', 'A Ana Lima, ana.lima@natura.net', 'BR')[0]?.name).toEqual({
      firstName: 'Ana',
      lastName: 'Lima',
    });
  });

  it('pairs names said first with the addresses that spell them, else leaves them together', () => {
    const pair = read(
      'de',
      'Julia Hoffmann und Max Becker, beide Kollegen: julia.hoffmann@bmw.de, max.becker@bmw.de',
      'DE',
    );
    expect(pair.map((p) => [p.name?.firstName, p.emails, p.relationship])).toEqual([
      ['Julia', ['julia.hoffmann@bmw.de'], 'colleague'],
      ['Max', ['max.becker@bmw.de'], 'colleague'],
    ]);
    // Addresses joined by "y" / "et" / "e", and the words said of both given to each.
    for (const [locale, message] of [
      [
        'es',
        'Raul Jimenez y Carmen Diaz, los dos compañeros: raul.jimenez@seat.es y carmen.diaz@seat.es',
      ],
      [
        'fr',
        'Karim Benali et Lucie Roux, deux collègues : karim.benali@thales.fr et lucie.roux@thales.fr',
      ],
    ] as const) {
      expect(
        read(locale, message, 'ES').map((p) => p.relationship),
        message,
      ).toEqual(['colleague', 'colleague']);
    }
    // In the other order too: each address goes to the name it spells.
    const crossed = pairedByEmail('Ana Ruiz y Luis Gil: luis.gil@x.es, ana.ruiz@x.es', WORDS);
    expect(crossed).toEqual(['Luis Gil, luis.gil@x.es', 'Ana Ruiz, ana.ruiz@x.es']);
    // An address that spells neither name, or words after the addresses: not paired.
    expect(pairedByEmail('Ana Ruiz y Luis Gil: lg@x.es, ana.ruiz@x.es', WORDS)).toBeNull();
    expect(
      pairedByEmail('Ana Ruiz y Luis Gil: luis.gil@x.es, ana.ruiz@x.es, 600 123 456', WORDS),
    ).toBeNull();
    // The domain of the address before is no name of the next ("bmw.de, max…").
    expect(cutBeforeNames('julia.hoffmann@bmw.de, max.becker@bmw.de', WORDS)).toEqual([
      'julia.hoffmann@bmw.de, max.becker@bmw.de',
    ]);
    expect(
      spellsAnotherName('max.becker@bmw.de', { firstName: 'Julia', lastName: 'Hoffmann' }, WORDS),
    ).toBe(true);
    expect(
      spellsAnotherName('jh1984@gmail.com', { firstName: 'Julia', lastName: 'Hoffmann' }, WORDS),
    ).toBe(false);
    expect(
      spellsAnotherName('j.hoffmann@bmw.de', { firstName: 'Julia', lastName: 'Hoffmann' }, WORDS),
    ).toBe(false);
  });

  it('never takes a pronoun or a conjunction opening the sentence for a name', () => {
    const cases: Array<['es' | 'de' | 'fr' | 'pt', string, string]> = [
      [
        'es',
        'Os paso a mi jefa: María José Fernández de Córdoba, mariajose.fdezcordoba@x.com',
        'María José',
      ],
      ['es', 'Te paso a un cliente 👉 Alberto Echeverria, alberto@echeverria.es', 'Alberto'],
      ['es', 'Pero pueden hablar con Guadalupe Ortiz, guadalupe.ortiz@x.com', 'Guadalupe'],
      ['de', 'Und d Monika Brunner vo de HR, monika.brunner@sbb.ch', 'Monika'],
    ];
    for (const [locale, message, first] of cases) {
      expect(read(locale, message, 'ES')[0]?.name?.firstName, message).toBe(first);
    }
  });

  it('places a number in the neighbouring country named, and names no one "Ah"', () => {
    expect(
      read(
        'de',
        'Claudia Moser, Kollegin aus Basel, claudia.moser@roche.com, 079 876 54 32',
        'DE',
      )[0]?.phone,
    ).toBe('+41798765432');
    expect(
      read('fr', 'Sophie Dupont, tutrice à Liège, sophie.dupont@uliege.be, 0486 77 88 99', 'FR')[0]
        ?.phone,
    ).toBe('+32486778899');
    const corrected = read(
      'fr',
      "Nicolas Garnier, nicolas.garnier@orange.fr, 06 11 22 33 44, mon manager. Ah non attendez, son numéro c'est 06 11 22 33 45",
      'FR',
    );
    expect(corrected.map((p) => p.name?.firstName ?? null)).not.toContain('Ah');
    expect(corrected.at(-1)?.phone).toBe('+33611223345');
  });

  it('keeps a particle written with a capital, and a fourth capital after a particle', () => {
    expect(read('fr', 'Marie Van den Bossche, marie.vandenbossche@x.be', 'BE')[0]?.name).toEqual({
      firstName: 'Marie',
      lastName: 'Van den Bossche',
    });
    expect(
      read('es', 'Juan Pablo Di Marco, juanpablo.dimarco@despegar.com', 'AR')[0]?.name,
    ).toEqual({ firstName: 'Juan Pablo', lastName: 'Di Marco' });
    expect(
      read('es', 'María José Fernández de Córdoba, mariajose.fdezcordoba@x.com', 'ES')[0]?.name,
    ).toEqual({ firstName: 'María José', lastName: 'Fernández de Córdoba' });
  });

  it('reads a number typed with l for 1 and O for 0, never a word or a short code', () => {
    expect(withDigitsForLetters('pau ferrer, 6l2 O45 789')).toBe('pau ferrer, 612 045 789');
    expect(withDigitsForLetters('| 0l60 4458210 | tim@x.de |')).toBe('| 0160 4458210 | tim@x.de |');
    expect(withDigitsForLetters('Ol, lo, 2O21, room 1O4')).toBe('Ol, lo, 2O21, room 1O4');
    expect(withDigitsForLetters('6l2 O45 7l9 Ol')).toBe('6l2 O45 7l9 Ol');
    expect(read('es', 'pau ferrer, mi entrenador, 6l2 O45 789', 'ES')[0]?.phone).toBe(
      '+34612045789',
    );
  });

  it("reads no name in a pasted LinkedIn recommendation's headline or date", () => {
    const names = read(
      'pt',
      'Camila Hashimoto\nSenior Software Engineer · 2nd\nJanuary 3, 2024, Camila worked with Beatriz on the same team',
      'BR',
    ).map((p) => [p.name?.firstName, p.name?.lastName ?? null, p.relationship]);
    // One person over several lines, as a signature is.
    expect(names).toEqual([['Camila', 'Hashimoto', 'colleague']]);
  });

  it('reads a letter\'s "Als Referenzen benenne ich …" and a name with "ł" its address writes as "l"', () => {
    expect(
      read(
        'de',
        'Als Referenzen benenne ich Herrn Dr. Jan Šołta, jan.solta@klinikum-ob.de',
        'DE',
      )[0]?.name,
    ).toEqual({ firstName: 'Jan', lastName: 'Šołta' });
  });

  it("puts a table's given name before its surname when they are columns apart", () => {
    const table =
      'Correo | Teléfono | Apellidos | Nombre | Relación\nsesono@getesa.gq | +240 222 145 367 | Esono Mba | Salvador | jefe directo';
    expect(withTableNamesInOrder(table).split('\n')).toEqual([
      '',
      'Salvador Esono Mba | sesono@getesa.gq | +240 222 145 367 | jefe directo',
    ]);
    expect(read('es', table, 'ES')[0]?.name).toEqual({
      firstName: 'Salvador',
      lastName: 'Esono Mba',
    });
    // One name column, or a row of another width: as written.
    const one = '| Nom | Mail |\n|---|---|\n| Léa Roux | lea@x.fr |';
    expect(withTableNamesInOrder(one)).toBe(one);
    const ragged = 'Nom | Prénom | Mail\nRoux | Léa';
    expect(withTableNamesInOrder(ragged).split('\n')[1]).toBe('Roux | Léa');
  });

  it('reads one capitalised word after French "à" as a town, never a name', () => {
    const [part] = read('fr', 'Il était mon chef de cuisine à Quimper.', 'FR');
    expect([part?.name, part?.relationship]).toEqual([null, 'manager']);
    // Two words after it are read as before.
    expect(read('fr', 'Je pense à Marie Dubois, ma collègue', 'FR')[0]?.name).toEqual({
      firstName: 'Marie',
      lastName: 'Dubois',
    });
    expect(read('fr', 'Paul Martin, mon chef à Lyon', 'FR')[0]?.name).toEqual({
      firstName: 'Paul',
      lastName: 'Martin',
    });
  });

  it('reads two surnames joined by "e" as one when the address bears out the second (tenth set)', () => {
    const names = (message: string) =>
      read('pt', message, 'PT').map((c) => [c.name?.firstName, c.name?.lastName]);
    expect(
      names(
        'o Eng. Henrique Oliveira e Costa, henrique.oc@efacec.com, e a Sara Sousa e Silva, minha colega, sara.sousaesilva@gmail.com',
      ),
    ).toEqual([
      ['Henrique', 'Oliveira e Costa'],
      ['Sara', 'Sousa e Silva'],
    ]);
    // Not borne out by the address, or a full name after "e": "and", as before.
    expect(names('Henrique Oliveira e Costa, henrique.oliveira@efacec.com')).toEqual([
      ['Henrique', 'Oliveira'],
    ]);
    expect(names('Ana Souza e Marta Lima, ana.souzalima@x.pt')[0]).toEqual(['Ana', 'Souza']);
    expect(names('Ana Souza e Paula, ana.paula@x.pt')[0]).toEqual(['Ana', 'Souza']);
  });

  it('keeps four capitals, two given names and two surnames (blind set 9)', () => {
    const [contact] = read('es', 'el Ing. Rubén Darío Chen Wong, rchen@pancanal.com', 'PA');
    // All four words kept (the intake asks which of them are the first name).
    expect([contact?.name?.firstName, contact?.name?.lastName].join(' ')).toBe(
      'Rubén Darío Chen Wong',
    );
  });

  it('reads a relationship in the language\'s own words ("mi líder", "Doktorvater")', () => {
    expect(
      read('es', 'Martin Gomez (mi lider) martin.gomez@globant.com', 'AR')[0]?.relationship,
    ).toBe('manager');
    const doctoral = read(
      'de',
      'Prof. Dr. Hans von Weizsäcker, h.weizsaecker@tum.de (Doktorvater)',
      'DE',
    );
    expect(doctoral[0]?.relationship).toBe('teacher');
    expect(doctoral[0]?.name?.firstName).toBe('Hans');
  });

  it('reads a compound by its last word, and someone of a department as a colleague', () => {
    const de = contactWordsFor('de');
    expect(de.relationship('juergen koehler, war mein schichtleiter')).toBe('manager');
    expect(de.relationship('meine Projektkollegin Anna Weber')).toBe('colleague');
    // Words that only end alike name nobody.
    expect(de.relationship('mein Wegbegleiter seit der Schule')).toBeNull();
    expect(de.relationship('Moment, eine Sekunde')).toBeNull();
    expect(de.relationship('Und d Monika Brunner vo de HR')).toBe('colleague');
    expect(WORDS.relationship('Monika from HR')).toBe('colleague');
    expect(WORDS.relationship('a client from marketing')).toBe('client');
  });

  it('reads a title\'s period as no sentence end, and no organisation after "bei der" as a name', () => {
    const [sabine, ...others] = read(
      'de',
      'Also, ich hab ja zuerst bei der Post gearbeitet, dann 3 Jahre bei der OMV, und dort war meine Chefin die Mag. Sabine Leitner, ihre Nummer ist 0676 123 45 67',
      'AT',
    );
    expect(others).toEqual([]);
    expect(sabine).toMatchObject({
      name: { firstName: 'Sabine', lastName: 'Leitner' },
      relationship: 'manager',
      phone: '+436761234567',
    });
    expect(readContacts('my mentor Dr. Helen Park, helen@park.io', WORDS, 'US')).toMatchObject([
      { name: { firstName: 'Helen', lastName: 'Park' }, relationship: 'mentor' },
    ]);
  });

  it('asks about a number not written as the tenant country writes one, and keeps a corrected address', () => {
    const italian = read('de', 'Marco Rossi, marco.rossi@unicredit.it, 347 123 4567', 'DE')[0];
    expect(italian?.phone).toBeNull();
    expect(italian?.unplacedPhone).toBe('347 123 4567');
    const corrected = read(
      'es',
      'Laura Martin, laura.martin@gmial.com... perdon, es laura.martin@gmail.com',
      'ES',
    );
    expect(corrected.flatMap((p) => p.emails)).toEqual(['laura.martin@gmail.com']);
  });

  it('picks no split of a double first name the words do not settle (issue 41)', () => {
    const pt = contactWordsFor('pt');
    const [ana] = readContacts('Ana Paula da Silva - ana.silva@mercadolivre.com', pt, 'BR');
    expect(ana!.name?.written).toBe('Ana Paula da Silva');
    const [luisa] = readContacts(
      'Luisa Fernanda Restrepo, 310 456 7890',
      contactWordsFor('es'),
      'CO',
    );
    expect(luisa!.name?.written).toBe('Luisa Fernanda Restrepo');
    // An e-mail spelling both first names settles it; two surnames are no double first name.
    const [belen] = readContacts('Ana Belen Torres, anabelen.torres@x.es', WORDS, 'ES');
    expect(belen!.name).toEqual({ firstName: 'Ana Belen', lastName: 'Torres' });
    const [carlos] = readContacts('Carlos García López, carlos@x.es', WORDS, 'ES');
    expect(carlos!.name).toEqual({ firstName: 'Carlos', lastName: 'García López' });
  });

  it('reads two given names run together in an address as a double first name', () => {
    expect(nameFromEmail('joaovictor.lima@senai.br', WORDS)).toEqual({
      firstName: 'Joao Victor',
      lastName: 'Lima',
    });
    // A given name of its own is never cut in two.
    expect(nameFromEmail('anna.berg@x.se', WORDS)).toEqual({ firstName: 'Anna', lastName: 'Berg' });
    expect(nameFromEmail('jane.doe@acme.com', WORDS)).toEqual({
      firstName: 'Jane',
      lastName: 'Doe',
    });
  });

  it('reads umlauts as addresses write them, and "zu" as a particle (issue 41)', () => {
    const name = { firstName: 'Karl-Heinz', lastName: 'Müller-Lüdenscheidt' };
    expect(spellsAnotherName('kh.mueller-luedenscheidt@otto.de', name, WORDS)).toBe(false);
    expect(findName('Anna-Lena zu Salm, Kollegin', contactWordsFor('de'))).toEqual({
      firstName: 'Anna-Lena',
      lastName: 'zu Salm',
    });
  });

  it('reads "(at)" addresses, and no first name in a title before a lone surname', () => {
    expect(findEmails('lisa.brandt(at)posteo.de, Tel. 030 1234567')).toEqual([
      'lisa.brandt@posteo.de',
    ]);
    expect(findEmails('j.ortiz [at] uam.es')).toEqual(['j.ortiz@uam.es']);
    const de = contactWordsFor('de');
    expect(findName('Herrn Keller, meinen Teamleiter', de)).toBeNull();
    expect(findName('Frau Dr. Weber aus dem Einkauf', de)).toBeNull();
    expect(findName('Frau Dr. Anna Weber aus dem Einkauf', de)).toMatchObject({
      firstName: 'Anna',
      lastName: 'Weber',
    });
    expect(findName('mon ancien chef, M. Lefebvre', contactWordsFor('fr'))).toBeNull();
    // A place after "de" is where they are, not the end of their surname.
    expect(findName('Agustina Pérez de Buenos Aires, mi compañera', contactWordsFor('es'))).toEqual(
      { firstName: 'Agustina', lastName: 'Pérez' },
    );
  });

  it('asks about a local number beside an address of another calling code; a place named decides', () => {
    const pt = contactWordsFor('pt');
    const [asked] = readContacts('Rui Tavares, rui.tavares@bai.co.ao, 924 111 222', pt, 'PT');
    expect(asked).toMatchObject({ phone: null, unplacedPhone: '924 111 222' });
    const [placed] = readContacts(
      'Rui Tavares (Luanda), rui.tavares@bai.co.ao, 924 111 222',
      pt,
      'PT',
    );
    expect(placed?.phone).toBe('+244924111222');
    // A place beside one referee is theirs alone; one said for everyone holds for each.
    const two = readContacts(
      'O Manuel Lopes em Luanda, manuel@unitel.co.ao, 923 456 789\nA Joana Sá, joana@nos.pt, 912 000 111',
      pt,
      'PT',
    );
    expect(two.map((p) => p.phone)).toEqual(['+244923456789', '+351912000111']);
    const both = readContacts(
      'Os dois estão em Angola:\n1. Manuel Lopes, manuel@unitel.co.ao, 923 456 789\n2. Rui Sá, rui@bai.co.ao, 924 000 111',
      pt,
      'PT',
    );
    expect(both.map((p) => p.phone)).toEqual(['+244923456789', '+244924000111']);
    // Same calling code (a .ca address on a US tenant), or a domain of no country: read as it is.
    const [us] = readContacts('Luc Roy, luc@roy.ca, (514) 870-2233', WORDS, 'US');
    expect(us?.phone).toBe('+15148702233');
    const [io] = readContacts('Ana Paz, ana@paz.io, 612 345 678', contactWordsFor('es'), 'ES');
    expect(io?.phone).toBe('+34612345678');
  });

  it('types an address dictated aloud, never a sentence with "at" in it', () => {
    expect(
      withSpokenEmails('su correo es bego punto vdberg arroba sanitas punto es y su móvil'),
    ).toBe('su correo es bego.vdberg@sanitas.es y su móvil');
    expect(withSpokenEmails('o email é jp ponto santos arroba outlook ponto com')).toBe(
      'o email é jp.santos@outlook.com',
    );
    expect(withSpokenEmails('seine Mail ist l punkt nowak at dhl punkt com')).toBe(
      'seine Mail ist l.nowak@dhl.com',
    );
    expect(withSpokenEmails('c’est marc tiret antoine arobase free point fr')).toBe(
      'c’est marc-antoine@free.fr',
    );
    expect(withSpokenEmails('ana guion bajo gil arroba acme punto com punto mx')).toBe(
      'ana_gil@acme.com.mx',
    );
    // A domain's hyphen typed among the spoken words.
    expect(withSpokenEmails('Son mail stephanie arobase vanderlinden-deco point be')).toBe(
      'Son mail stephanie@vanderlinden-deco.be',
    );
    expect(withSpokenEmails('ana.gil @ gmail.com, mi jefa')).toBe('ana.gil@gmail.com, mi jefa');
    expect(withSpokenEmails('escríbele a ana.gil@ gmail.com')).toBe(
      'escríbele a ana.gil@gmail.com',
    );
    expect(withSpokenEmails('twitter @anagil')).toBe('twitter @anagil');
    // "at" alone is a word of the sentence; an accent is never guessed away.
    expect(withSpokenEmails('she works at acme dot com')).toBe('she works at acme dot com');
    expect(withSpokenEmails('florence point duc arobase romande énergie point ch')).toBe(
      'florence point duc arobase romande énergie point ch',
    );
  });

  it('reads names in any Latin capital, and never a country alone for a person', () => {
    expect(read('de', 'Łukasz Nowak-Kowalczyk, l.nowak@dhl.com', 'DE')[0]?.name).toEqual({
      firstName: 'Łukasz',
      lastName: 'Nowak-Kowalczyk',
    });
    const [polen] = read('de', 'Polen, +48 601 234 567', 'DE');
    expect(polen?.name).toBeNull();
    expect(polen?.phone).toBe('+48601234567');
    expect(read('pt', 'o telefone dele é de Portugal 912 345 678', 'BR')[0]?.name).toBeNull();
  });

  it('reads a relationship said without its word: hours signed off, a coach, a classmate', () => {
    const cases: Array<['es' | 'de' | 'fr' | 'pt', string, string]> = [
      ['es', 'ella me firmaba las horas en el call center', 'manager'],
      ['de', 'die hat immer meine Stunden abgezeichnet', 'manager'],
      ['pt', 'assinava-me as folhas de horas na obra', 'manager'],
      ['fr', 'elle validait mes feuilles de temps', 'manager'],
      ['fr', 'mon coach de hockey', 'mentor'],
      ['fr', 'ma maîtresse de stage', 'mentor'],
      ['pt', 'minha preceptora na residência', 'mentor'],
      ['fr', 'on était dans la même promo', 'colleague'],
      ['es', 'mi asesor de tesis', 'teacher'],
      ['es', 'era mi coordinadora en el hospital', 'manager'],
      // A word of the lexicon beside them wins.
      ['es', 'mi compañera, también mi entrenadora', 'colleague'],
    ];
    for (const [locale, text, relationship] of cases)
      expect(contactWordsFor(locale).relationship(text), text).toBe(relationship);
  });

  it('asks where a first name ends when the address spells only the last word', () => {
    const [read] = read_('fr', 'Mamadou Lamine Ndiaye, mlndiaye@sonatel.sn', 'FR');
    expect(read?.name?.written).toBe('Mamadou Lamine Ndiaye');
    // An address that spells both surnames settles it.
    const [two] = read_('es', 'Karla Ruiz Esparza, karla.ruizesparza@bimbo.com.mx', 'MX');
    expect(two?.name).toMatchObject({ firstName: 'Karla', lastName: 'Ruiz Esparza' });
  });

  it('asks where a first name ends when the address is the second word alone', () => {
    const [read] = read_(
      'pt',
      'Dra. Maria Auxiliadora de Souza Mac Dowell <auxiliadora@hospitalsirio.com.br> minha preceptora',
      'BR',
    );
    expect(read?.name?.written).toBe('Maria Auxiliadora de Souza Mac Dowell');
  });

  it('reads a name dictated in lower case at the opening when the address bears it out', () => {
    const [read] = read_(
      'pt',
      'joão paulo dos santos ele foi meu colega de faculdade o email é jp.santos@outlook.com',
      'BR',
    );
    expect(read?.name).toMatchObject({ written: 'João Paulo dos Santos' });
    // Words the address does not bear out are no name.
    const [other] = read_('pt', 'ele foi meu colega, o email é jp.santos@outlook.com', 'BR');
    expect(other?.name?.written).toBeUndefined();
  });

  it('asks the country of a number grouped as another country groups it', () => {
    const [swiss] = read_('fr', 'Florence Duc, ma responsable, tel 079 456 78 90', 'FR');
    expect(swiss?.phone).toBeNull();
    expect(swiss?.unplacedPhone).toBe('079 456 78 90');
    const [french] = read_('fr', 'Claire Martin, ma responsable, 06 12 34 56 78', 'FR');
    expect(french?.phone).toBe('+33612345678');
    const [hamburg] = read_('de', 'Karl Huber, Chef, 040 1234 5678', 'DE');
    expect(hamburg?.phone).toBe('+494012345678');
  });
});

const read_ = (locale: 'es' | 'de' | 'fr' | 'pt', message: string, country: string) =>
  readContacts(message, contactWordsFor(locale), country);

describe('intake recall in es/de/fr/pt (issue 41, branch int6)', () => {
  const names = (locale: 'es' | 'de' | 'fr' | 'pt', message: string, country: string) =>
    read_(locale, message, country).map((part) => part.name);

  it('reads a short name with the full name in brackets as the full name', () => {
    expect(names('pt', 'a Tati (Tatiane Moraes) tati.moraes@outlook.com.br', 'BR')).toEqual([
      { firstName: 'Tatiane', lastName: 'Moraes' },
    ]);
    expect(names('de', 'der tobi (tobias huber) 0176 12345678', 'DE')).toEqual([
      { firstName: 'Tobias', lastName: 'Huber' },
    ]);
    // Brackets that hold no full name are left as written.
    expect(read_('es', 'Seán Ó Briain, 087 123 4567 (es de Irlanda)', 'ES')[0]?.phone).toBe(
      '+353871234567',
    );
  });

  it('opens another referee at "and" + an article and a relationship, and reads lowercase names', () => {
    const parts = read_(
      'es',
      'mi profe nico fernandez nico.fdz@gmail.com y la dueña de la heladería, romina, no sé el apellido, su cel es 099 123 456',
      'UY',
    );
    expect(parts.map((p) => p.name)).toEqual([
      { firstName: 'Nico', lastName: 'Fernandez' },
      { firstName: 'Romina', lastName: null },
    ]);
    expect(parts[1]?.phone).toBe('+59899123456');
    // Thanks are no name.
    expect(names('es', 'vale, gracias, mi jefe', 'ES')).toEqual([null]);
  });

  it('reads titles: one word the address opens with is the first name; the surname said is kept', () => {
    expect(names('pt', 'o prof Kaique da escola, kaique.prof@gmail.com', 'BR')).toEqual([
      { firstName: 'Kaique', lastName: null },
    ]);
    const parts = read_(
      'fr',
      "M. El Amrani était mon chef, Mme Benjelloun mon encadrante, son mail c'est k.benjelloun@uhp.ac.ma",
      'MA',
    );
    expect(parts.map((p) => p.titled)).toEqual(['El Amrani', 'Benjelloun']);
  });

  it('reads labelled forms and names with particles', () => {
    expect(
      names('de', 'Name: Karl-Heinz von der Heide\nE-Mail: kh.vonderheide@firma.de', 'DE'),
    ).toEqual([{ firstName: 'Karl-Heinz', lastName: 'von der Heide' }]);
    expect(names('pt', 'Nome: Tatiane Moraes\nE-mail: tati.moraes@outlook.com.br', 'BR')).toEqual([
      { firstName: 'Tatiane', lastName: 'Moraes' },
    ]);
    // Unsure where the first name ends: handed back as written, to be asked.
    expect(
      names('es', 'José María de los Ríos, mi jefe, jm.delosrios@empresa.es', 'ES')[0],
    ).toEqual({
      firstName: 'José',
      lastName: 'María de los Ríos',
      written: 'José María de los Ríos',
    });
  });
});

describe('intake recall, eleventh set (issue 41, branch t11-int)', () => {
  const read_ = (locale: 'es' | 'de' | 'fr' | 'pt', text: string, country: string) =>
    readContacts(text, contactWordsFor(locale), country);
  const names = (locale: 'es' | 'de' | 'fr' | 'pt', text: string, country: string) =>
    read_(locale, text, country).map((p) => p.name);

  it('reads a "Surname, Given" line given name first only when the address spells both', () => {
    expect(withSurnamesSecond('Larsen, Mette – Teamleiterin – mette.larsen@firma.dk')).toBe(
      'Mette Larsen – Teamleiterin – mette.larsen@firma.dk',
    );
    // "ø" and "æ" as an address writes them.
    expect(withSurnamesSecond('- Kjær, Jørgen | Chef | joergen@kjaer.dk')).toBe(
      '- Jørgen Kjær | Chef | joergen@kjaer.dk',
    );
    // Without a language's words nothing bears it out: left as written.
    expect(withSurnamesSecond('Larsen, Mette – Teamleiterin')).toBe('Larsen, Mette – Teamleiterin');
    // With them, one given name and a dash after it is one person (the card asks the yes) …
    expect(names('de', 'Larsen, Mette – Teamleiterin bei Netto, 0171 2345678', 'DE')).toEqual([
      { firstName: 'Mette', lastName: 'Larsen' },
    ]);
    // … unless the word before the comma is a country (a country and a name).
    expect(names('de', 'Dänemark, Mette – Teamleiterin bei Netto, 0171 2345678', 'DE')).not.toEqual(
      [{ firstName: 'Mette', lastName: 'Dänemark' }],
    );
    expect(withSurnamesSecond('Raul, Carmen – carmen.diaz@x.es')).toBe(
      'Raul, Carmen – carmen.diaz@x.es',
    );
    expect(
      names('de', 'Larsen, Mette – Teamleiterin bei Netto – mette.larsen@firma.dk', 'DK'),
    ).toEqual([{ firstName: 'Mette', lastName: 'Larsen' }]);
  });

  it('reads a name without the nickname quoted inside it', () => {
    expect(withoutQuotedNicknames('mi jefe Francisco "Paco" Morales, 612 345 678')).toBe(
      'mi jefe Francisco Morales, 612 345 678',
    );
    expect(withoutQuotedNicknames('Katharina «Kathi» Brandl')).toBe('Katharina Brandl');
    // Quotes around anything else stay.
    expect(withoutQuotedNicknames('trabaja en "Bodega" Ruiz')).toBe('trabaja en "Bodega" Ruiz');
    expect(names('es', 'Mi encargado, Francisco "Paco" Morales, 612 345 678', 'ES')).toEqual([
      { firstName: 'Francisco', lastName: 'Morales' },
    ]);
  });

  it('reads a semicolon table with the surname column in capitals, spelt as a name', () => {
    expect(
      withTableNamesInOrder(
        'NOM;Prénom;Mail\nLEBRETON;Anne-Sophie;as.lebreton@x.fr\nLE GALL;Yann;',
      ),
    ).toBe('\nAnne-Sophie Lebreton | as.lebreton@x.fr\nYann Le Gall | ');
    expect(
      names('fr', 'NOM;Prénom;Lien;Mail\nLEBRETON;Anne-Sophie;cheffe;as.lebreton@x.fr', 'FR'),
    ).toEqual([{ firstName: 'Anne-Sophie', lastName: 'Lebreton' }]);
    // Two semicolons without a header naming the columns: left to the usual reading.
    expect(withTableNamesInOrder('Ana; Luis; Marta')).toBe('Ana; Luis; Marta');
  });

  it('reads a titled first name restated in full, honorifics of other languages included', () => {
    expect(
      names('pt', 'a Dona Rosa, Rosa Albuquerque, minha professora, rosa.alb@gmail.com', 'BR'),
    ).toEqual([{ firstName: 'Rosa', lastName: 'Albuquerque' }]);
    expect(
      names('de', 'Und chị Hoa, also Frau Hoa Pham, meine Kollegin, 0151 2345678', 'DE'),
    ).toEqual([{ firstName: 'Hoa', lastName: 'Pham' }]);
    // A bracket restating the name in full, Vietnamese capitals read as capitals.
    expect(names('fr', 'et anh Tuấn (Tuấn Đặng), mon collègue, tuan.dang@gmail.com', 'FR')).toEqual(
      [{ firstName: 'Tuấn', lastName: 'Đặng' }],
    );
    // A town after "de" is no name.
    expect(
      names('es', 'mi encargado en la bodega de Logroño, Julián Sáenz, 612 345 678', 'ES'),
    ).toEqual([{ firstName: 'Julián', lastName: 'Sáenz' }]);
  });

  it('reads a Catalan "i" between surnames in every language, and a number beside a Vietnamese city there', () => {
    expect(names('pt', 'o meu chefe Pere Vila i Casas, pere.vila@x.ad', 'PT')).toEqual([
      { firstName: 'Pere', lastName: 'Vila i Casas' },
    ]);
    expect(read_('de', 'Minh Le, Kollege, jetzt in Hanoi: 098 765 43 21', 'DE')[0]?.phone).toBe(
      '+84987654321',
    );
  });

  it('reads a number in the place named nearest it when a part names several', () => {
    expect(
      read_(
        'de',
        'Paulo Reis, Kollege in München, jetzt zurück in São Paulo: 11 91234 5678',
        'DE',
      )[0]?.phone,
    ).toBe('+5511912345678');
  });

  it('reads a compound naming who looked after an internship as a mentor', () => {
    expect(
      read_('de', 'Jan Weber, mein Praktikumsbetreuer, jan.weber@x.de', 'DE')[0]?.relationship,
    ).toBe('mentor');
  });
});

describe('intake recall, eleventh set round 2 (issue 41, branch t12-int)', () => {
  it('writes a WhatsApp link as the international number it holds', () => {
    expect(withPhoneLinks('whats: wa.me/34611223344')).toBe('whats: +34611223344');
    expect(withPhoneLinks('https://api.whatsapp.com/send?phone=5511987654321&text=oi')).toBe(
      '+5511987654321',
    );
    expect(withPhoneLinks('https://wa.me/+351912000111')).toBe('+351912000111');
    expect(withPhoneLinks('see wa.me/message/ABC123')).toBe('see wa.me/message/ABC123');
  });

  it('asks about a short number only when a phone word says it is one', () => {
    expect(unplacedPhones('tel. 624 511', 'ES')).toEqual(['624 511']);
    expect(unplacedPhones('telemóvel: 376 123', 'PT')).toEqual(['376 123']);
    expect(unplacedPhones('ganaba 312 345 al año', 'ES')).toEqual([]);
  });

  it('keeps the rows of a table pasted with pipes apart, a row with a number and no address too', () => {
    const parts = read_(
      'es',
      'Nombre | Puesto | Contacto\nLucía Prieto Gil | mi jefa | +34 611 222 333\nBeto Ruiz | colega | beto.ruiz@x.mx',
      'ES',
    );
    expect(parts.map((p) => [p.name?.firstName, p.phone, p.emails[0] ?? null])).toEqual([
      ['Lucía', '+34611222333', null],
      ['Beto', null, 'beto.ruiz@x.mx'],
    ]);
  });

  it('hears what an address in the next sentence says of the name before it', () => {
    const [part] = read_('de', 'Frau Thu Ha Vo, meine Chefin im Imbiss. ha.vo@x.de', 'DE');
    expect(part?.name).toMatchObject({ written: 'Thu Ha Vo' });
  });

  it.each([
    ['es', 'mi mayordoma en el rancho', 'manager'],
    ['es', 'ella me dio mi primer trabajo en la panadería', 'manager'],
    ['es', 'mi antigua empleadora', 'manager'],
    ['es', 'compañero de turno en la planta', 'colleague'],
    ['es', 'no es mi jefa, es mi clienta', 'client'],
    ['pt', 'fazia o mesmo turno que eu no hospital', 'colleague'],
    ['pt', 'ela que cuidava da gente na agência', 'manager'],
    ['pt', 'não é meu chefe, é meu amigo', 'friend'],
    ['pt', 'o feitor da fazenda', 'manager'],
    ['fr', "mon binôme à l'usine", 'colleague'],
    ['fr', "il m'a embauchée au garage", 'manager'],
    ['fr', "ce n'est pas ma cheffe, c'est une copine", 'friend'],
    ['de', 'sie hat mir meine erste Stelle gegeben', 'manager'],
    ['de', 'mein Polier auf der Baustelle', 'manager'],
    ['de', 'kein Kollege, sondern ein Kumpel', 'friend'],
    ['de', 'mein Patrão auf der Fazenda', 'manager'],
  ] as const)('%s: "%s" is a %s', (locale, text, relationship) => {
    expect(contactWordsFor(locale).relationship(text)).toBe(relationship);
  });
});

describe('intake recall, twelfth set round 1 (issue 41, branch t13-int)', () => {
  it.each([
    ['es', 'Mi jefa en el taller de San Bernardo: Rosa Elena Quispe, rosa@x.cl', 'Rosa', 'CL'],
    ['pt', 'A minha gestora na loja do Rio Tinto: Amélia Sousa, amelia@x.pt', 'Amélia', 'PT'],
    ['fr', 'Mon chef au restaurant Le Grand Véfour : Paul Morel, paul@x.fr', 'Paul', 'FR'],
    ['de', 'Meine Chefin im Café Hansen: Ingrid Lund, ingrid@x.de', 'Ingrid', 'DE'],
  ] as const)('%s: "%s" names the person after the colon', (locale, text, first, country) => {
    const [part] = read_(locale, text, country);
    expect(part?.name?.firstName).toBe(first);
  });

  it('keeps the name before a colon that only introduces details', () => {
    const [part] = read_('es', 'Mi jefa Ana López: ana@x.es, 611 222 333', 'ES');
    expect(part?.name).toMatchObject({ firstName: 'Ana', lastName: 'López' });
  });

  it('reads no name after a colon when nothing before it says who the person is', () => {
    const [part] = read_('pt', 'Referência: Carla Dias, carla@x.pt', 'PT');
    expect(part?.name?.firstName).toBe('Carla');
  });
});

describe('a number taken back in marks and a "no" (twelfth set, branch t13-int)', () => {
  it.each([
    [
      'pt',
      'Rui Lopes, rui@x.pt, 912 345 678... não, 913 345 678, esse é o da Vodafone',
      '+351913345678',
      'PT',
    ],
    ['es', 'Eva Gil, eva@x.es, 611 222 333… no, 611 222 334, el del trabajo', '+34611222334', 'ES'],
    [
      'de',
      'Uwe Kern, uwe@x.de, 0171 2345678 - nein, 0171 2345679, das Diensthandy',
      '+491712345679',
      'DE',
    ],
    [
      'fr',
      'Luc Roy, luc@x.fr, 06 12 34 56 78... non, 06 12 34 56 79, celui du boulot',
      '+33612345679',
      'FR',
    ],
  ] as const)(
    '%s: "%s" is one referee with the corrected number',
    (locale, text, phone, country) => {
      const parts = read_(locale, text, country);
      expect(parts.map((p) => p.phone)).toEqual([phone]);
    },
  );
});

describe("a name said to be the relationship's, and the candidate's own number (branch t13-int)", () => {
  it.each([
    ['es', 'Estuve en la Cruz Roja, mi jefa era Nuria Sala Vidal, 611 222 333', 'Nuria', 'ES'],
    ['de', 'Beim Roten Kreuz Hamburg, mein Chef war Jan Kühn, jan@x.de', 'Jan', 'DE'],
    ['fr', 'Chez Emmaüs Lyon, mon responsable était Luc Roy, luc@x.fr', 'Luc', 'FR'],
    ['pt', 'Na Cruz Vermelha, a minha chefe era Ana Reis, ana@x.pt', 'Ana', 'PT'],
  ] as const)('%s: "%s" names the person after the verb', (locale, text, first, country) => {
    const [part] = read_(locale, text, country);
    expect(part?.name?.firstName).toBe(first);
  });

  it('reads no name after the verb when lowercase words follow it', () => {
    const [part] = read_('es', 'Ana Gil, mi jefa era muy exigente, ana@x.es', 'ES');
    expect(part?.name?.firstName).toBe('Ana');
  });

  it.each([
    'Y mi número, por si lo necesitáis, es 688 12 34 56',
    'my own number is +44 7700 900123',
    'meine Nummer: 0171 2345678',
    "mon numéro c'est le 06 12 34 56 78",
    'o meu telemóvel é 912 345 678',
  ])('"%s" is the candidate\'s own number, no referee\'s', (text) => {
    expect(withoutOwnNumber(text)).not.toMatch(/\d{3}/);
  });

  it("keeps a referee's number said as hers", () => {
    expect(withoutOwnNumber('su número es 688 12 34 56')).toContain('688');
  });
});

describe('a full name after a department, and a first name said after the name (branch t13-int)', () => {
  it.each([
    ['de', 'meine Kollegin aus der Buchhaltung, Greta Lind-Hansen, greta@x.de', 'Greta', 'DE'],
    ['es', 'mi compañero de la Cocina, Pablo Soto, pablo@x.es', 'Pablo', 'ES'],
    ['fr', 'ma collègue de la Comptabilité, Inès Morel, ines@x.fr', 'Inès', 'FR'],
  ] as const)('%s: "%s" names the full name', (locale, text, first, country) => {
    const [part] = read_(locale, text, country);
    expect(part?.name?.firstName).toBe(first);
  });

  it('keeps one name after an article when no full name follows', () => {
    const [part] = read_('de', 'mit der Anna, sie ist nett, anna@x.de', 'DE');
    expect(part?.name?.firstName).toBe('Anna');
  });

  it.each([
    ['de', 'Nagy Anna, meine Chefin (Vorname Anna), anna@x.hu', 'DE'],
    ['fr', 'Tanaka Yuki, ma cheffe, prénom : Yuki, yuki@x.jp', 'FR'],
    ['es', 'Nguyen Lan, mi jefa, el nombre de pila es Lan, lan@x.vn', 'ES'],
    ['pt', 'Kim Minji, a minha chefe, primeiro nome Minji, minji@x.kr', 'PT'],
  ] as const)('%s: "%s" turns the name round', (locale, text, country) => {
    const [part] = read_(locale, text, country);
    expect(part?.name?.lastName).toBe(text.split(/[ ,]/)[0]);
  });

  it('leaves a name alone when the first name said is its first word', () => {
    const [part] = read_('de', 'Anna Nagy, meine Chefin, Vorname Anna, anna@x.hu', 'DE');
    expect(part?.name).toMatchObject({ firstName: 'Anna', lastName: 'Nagy' });
  });
});

describe("a number's country said by its adjective beside a phone word (branch t13-int)", () => {
  it.each([
    ['Das ist eine ungarische Handynummer', 'HU'],
    ['es un número argelino', 'DZ'],
    ["c'est un portable hongrois", 'HU'],
    ['é um número nepalês', 'NP'],
    ['um celular brasileiro', 'BR'],
  ])('"%s" places the number in %s', (text, country) => {
    expect(countryNamed(text, WORDS)).toBe(country);
  });

  it.each([
    'número de servicio',
    'las reuniones del equipo',
    'era camarera en el hotel',
    'una línea austriaca',
    'Francisco, número 3',
  ])('"%s" names no country', (text) => {
    expect(countryNamed(text, WORDS)).toBeNull();
  });
});

describe('how referees are sent, twelfth set round 2 (branch t13-int2)', () => {
  type Language = 'es' | 'de' | 'fr' | 'pt';
  const read = (locale: Language | 'en', text: string, country: string) =>
    readContacts(text, locale === 'en' ? WORDS : contactWordsFor(locale), country);
  const names = (locale: Language | 'en', text: string, country: string) =>
    read(locale, text, country).map(
      (part) => part.name && [part.name.firstName, part.name.lastName],
    );

  it.each([
    ['de', 'Name\tFirma\tBeziehung\tE-Mail\tTelefon', 'Chef', 'CH'],
    ['es', 'Nombre\tEmpresa\tRelación\tCorreo\tTeléfono', 'jefe', 'ES'],
    ['fr', 'Nom\tSociété\tLien\tCourriel\tTéléphone', 'chef', 'FR'],
    ['pt', 'Nome\tEmpresa\tRelação\tE-mail\tTelemóvel', 'chefe', 'PT'],
    ['en', 'Name\tCompany\tRelationship\tEmail\tPhone', 'manager', 'GB'],
  ] as const)(
    'a %s table pasted from a spreadsheet: a row per referee, its header no one',
    (locale, header, boss, country) => {
      const text = `Here:\n${header}\nKarl Huber\tMüller AG, Bern\t${boss}\tk.huber@mueller.ch\t–\nAnna Meier\tSpital Bern\t–\tanna.meier@spital.ch\t–`;
      expect(names(locale, text, country)).toEqual([
        ['Karl', 'Huber'],
        ['Anna', 'Meier'],
      ]);
      expect(read(locale, text, country)[0]?.relationship).toBe('manager');
    },
  );

  it('reads tabs as cells only when two lines hold them, and a dash cell as an empty one', () => {
    expect(withTabsAsPipes('Karl Huber\tk@x.ch')).toBe('Karl Huber\tk@x.ch');
    expect(withTabsAsPipes('a\tb\n–\tc')).toBe('a | b\n | c');
  });

  it('drops a header only when it heads a name, an address or a number and the rows have them', () => {
    const table =
      'Name | Firma | Beziehig\nKarl Huber | Müller AG | k@x.ch\nAnna Meier | Spital | 079 456 78 90';
    expect(withoutTableHeader(table)).toBe(table.split('\n').slice(1).join('\n'));
    // A first row that is a person, or rows without any detail, stay as written.
    const person = 'Karl | Huber | Chef\nAnna Meier | Spital | a@x.ch';
    expect(withoutTableHeader(person)).toBe(person);
    const bare = 'Name | Firma | Beziehung\nKarl Huber | Müller AG | Chef';
    expect(withoutTableHeader(bare)).toBe(bare);
  });

  it.each([
    [
      'de',
      'Ah, u no dr Housi – Hans Brügger, mi Lehrmeischter, h.bruegger@bluewin.ch',
      'CH',
      ['Hans', 'Brügger'],
    ],
    ['es', 'Y el Pepe — Pedro Salas, mi compañero, pedro.salas@x.es', 'ES', ['Pedro', 'Salas']],
    ['pt', 'E o Zé - José Nunes, meu colega, jose.nunes@x.pt', 'PT', ['José', 'Nunes']],
    ['fr', 'Et Jojo – Joseph Martin, mon collègue, joseph.martin@x.fr', 'FR', ['Joseph', 'Martin']],
  ] as const)(
    '%s: a short name, a dash and the full name it stands for are one name',
    (locale, text, country, name) => {
      expect(names(locale, text, country)).toEqual([name]);
    },
  );

  it('keeps two people apart across a dash when their initials differ', () => {
    expect(names('de', 'Anna – Hans Brügger, h.bruegger@bluewin.ch', 'CH')[0]).not.toEqual([
      'Hans',
      'Brügger',
    ]);
  });

  it.each([
    [
      'pt',
      'Dai Bikash também pode, colega da apanha. Nome Bikash Gurung, telemóvel 920 456 781',
      'PT',
      ['Bikash', 'Gurung'],
      'colleague',
    ],
    [
      'es',
      'El tío Chema también, mi compañero. Chema Robles, 612 345 678',
      'ES',
      ['Chema', 'Robles'],
      'colleague',
    ],
  ] as const)(
    '%s: one person said by a word and the given name, then given name and surname, is one referee',
    (locale, text, country, name, relationship) => {
      const parts = read(locale, text, country);
      expect(parts).toHaveLength(1);
      expect(parts[0]?.name).toMatchObject({ firstName: name[0], lastName: name[1] });
      expect(parts[0]?.relationship).toBe(relationship);
    },
  );

  it('keeps two referees apart when the first has details of their own', () => {
    expect(
      read('es', 'Ana Gil, mi jefa, ana.gil@x.es. Gil Pérez, mi colega, 612 345 678', 'ES'),
    ).toHaveLength(2);
  });

  it.each([
    [
      'fr',
      "Et au Canada, mon maître de stage à Halifax quand j'étais au lycée, Kenneth LeBlanc, k@x.ca",
      ['Kenneth', 'LeBlanc'],
    ],
    ['es', 'En Alemania, mi jefa de obra, Petra Lange, petra@bau.de', ['Petra', 'Lange']],
    ['de', 'In Kanada mein Chef Tom Reid, tom@x.ca', ['Tom', 'Reid']],
    ['pt', 'No Canadá, meu gerente Paul Roy, paul@x.ca', ['Paul', 'Roy']],
  ] as const)('%s: a country said first hides no name after it', (locale, text, name) => {
    expect(findName(text, contactWordsFor(locale))).toMatchObject({
      firstName: name[0],
      lastName: name[1],
    });
  });

  it('still reads a country alone as no one', () => {
    expect(findName('Canada, +1 902 555 0167', contactWordsFor('fr'))).toBeNull();
  });

  it.each([
    [
      'fr',
      'Marie-Jo Roy, ma patronne, mj@x.fr, et son mari Bernard Roy, le capitaine, 06 12 34 56 78',
      'FR',
    ],
    ['es', 'Ana Ruiz, mi jefa, ana@x.es, y su marido Luis Ruiz, 612 345 678', 'ES'],
    ['de', 'Petra Lang, meine Chefin, petra@x.de, und ihr Mann Jens Lang, 0171 2345678', 'DE'],
    ['pt', 'Rosa Lima, minha patroa, rosa@x.pt, e o marido dela Rui Lima, 912 345 678', 'PT'],
    ['en', 'Sue Black, my boss, sue@x.com, and her husband Bob Black, 020 7946 0958', 'GB'],
  ] as const)(
    '%s: "and her husband …" opens another referee, the kin word no name',
    (locale, text, country) => {
      const parts = read(locale, text, country);
      expect(parts).toHaveLength(2);
      expect(parts[1]?.name?.firstName).toMatch(/^(?:Bernard|Luis|Jens|Rui|Bob)$/);
    },
  );

  it('leaves "and her number" on the referee it belongs to', () => {
    expect(read('fr', 'Marie Roy, marie@x.fr, et son numéro 06 12 34 56 78', 'FR')).toHaveLength(1);
  });

  it.each([
    [
      'fr',
      'Les Detcheverry : Marie-Jo, ma patronne, marie-jo.detcheverry@x.net, et son mari Bernard, le capitaine, 06 12 34 56 78',
      'FR',
      'Detcheverry',
    ],
    [
      'es',
      'Los Quispe: Rosa, mi jefa, rosa.quispe@x.pe, y su hijo Efraín, mi compañero, 987 654 321',
      'PE',
      'Quispe',
    ],
    [
      'pt',
      'Os Tavares: Rosa, minha patroa, rosa@x.pt, e o filho dela Rui, 912 345 678',
      'PT',
      'Tavares',
    ],
  ] as const)(
    '%s: a family named before a colon is the surname of each first name on the line',
    (locale, text, country, family) => {
      const parts = read(locale, text, country);
      expect(parts.map((p) => p.name?.lastName)).toEqual([family, family]);
    },
  );

  it('gives the family name to no one whose address spells another, nor after "The …s"', () => {
    expect(read('fr', 'Les Dupont : Marie, marie.martin@x.fr', 'FR')[0]?.name).toMatchObject({
      firstName: 'Marie',
      lastName: null,
    });
    expect(read('en', 'The Smiths: Anna, anna@x.com', 'GB')[0]?.name?.lastName ?? null).not.toBe(
      'Smiths',
    );
  });

  it("asks about a number written in pairs at the end of a referee's details", () => {
    expect(unplacedPhones('Bernard, le capitaine du chalutier, 55 41 22', 'FR')).toEqual([
      '55 41 22',
    ]);
    expect(unplacedPhones('Bernard, 55 41', 'FR')).toEqual([]);
    expect(unplacedPhones('Bernard, 554122', 'FR')).toEqual([]);
    expect(unplacedPhones('Bernard, 55 41 22 saisons', 'FR')).toEqual([]);
  });

  it('reads three words or more after a title as a name whose split is asked', () => {
    const [part] = read(
      'pt',
      'Sr. Quintino Na Tamba, meu chefe na ONG, telefone 00245 955 123 456',
      'PT',
    );
    expect(part?.name).toMatchObject({ firstName: 'Quintino', written: 'Quintino Na Tamba' });
    const [titled] = read('fr', 'M. El Amrani était mon chef, 06 12 34 56 78', 'FR');
    expect(titled?.name?.written).toBeUndefined();
  });

  it('asks where a first name ends before a common second half ("José Miguel", "Rubén Darío")', () => {
    expect(
      read('es', 'José Miguel Tavárez, mi compañero, 809 581 0177', 'DO')[0]?.name?.written,
    ).toBe('José Miguel Tavárez');
    expect(read('es', 'Rubén Darío Chen Wong, rchen@x.com', 'PA')[0]?.name?.written).toBe(
      'Rubén Darío Chen Wong',
    );
  });

  it("reads a Swiss client, an apprenticeship master and a boat's captain", () => {
    const de = contactWordsFor('de');
    expect(de.relationship('Chunde')).toBe('client');
    expect(de.relationship('mi Lehrmeischter')).toBe('teacher');
    expect(de.relationship('der Kapitän vom Kutter')).toBe('manager');
    expect(contactWordsFor('fr').relationship('le capitaine du chalutier')).toBe('manager');
    expect(contactWordsFor('es').relationship('el capitán del pesquero')).toBe('manager');
    expect(contactWordsFor('pt').relationship('o capitão do barco')).toBe('manager');
  });

  it('reads no apology and no messaging app as a name', () => {
    expect(findName('Desculpa, o número novo é 966 12 34 56', contactWordsFor('pt'))).toBeNull();
    expect(findName('só telefone e WhatsApp', contactWordsFor('pt'))).toBeNull();
  });

  it.each([
    ['es', 'Relación: mi jefa'],
    ['fr', 'Lien : ma responsable'],
    ['pt', 'Telemóvel: 912 345 678'],
    ['en', 'Relationship: manager'],
    ['de', 'Beziehung: Chef'],
  ] as const)('%s: a form\'s field label is no name ("%s")', (locale, text) => {
    expect(findName(text, locale === 'en' ? WORDS : contactWordsFor(locale))).toBeNull();
  });

  it("reads an e-mail program's quoted display name before the address in brackets", () => {
    expect(withDisplayNamesUnquoted('"Karl Huber" <karl@x.de>, mein Chef')).toBe(
      'Karl Huber <karl@x.de>, mein Chef',
    );
    expect(withDisplayNamesUnquoted('«Ana Gil» <ana@x.es>')).toBe('Ana Gil <ana@x.es>');
    // Quotes before no address in brackets stay.
    expect(withDisplayNamesUnquoted('Rigoberto "Rigo" Carrillo, rigo@x.mx')).toBe(
      'Rigoberto "Rigo" Carrillo, rigo@x.mx',
    );
    expect(
      names('de', '"Karl Huber" <karl@x.de>, mein Chef\n"Anna Meier" <anna@x.de>, Kollegin', 'DE'),
    ).toEqual([
      ['Karl', 'Huber'],
      ['Anna', 'Meier'],
    ]);
  });

  it.each([
    ['fr', 'MARTIN Claire, ma responsable, claire.martin@x.fr', ['Claire', 'Martin']],
    ['es', 'GIL PÉREZ Ana, mi jefa, ana.gil.perez@x.es', ['Ana', 'Gil Pérez']],
    ['es', 'LUIS MORA, compañero, luis.mora@x.es', ['Luis', 'Mora']],
    ['de', 'ANNA MEIER – Kollegin – anna.meier@x.de', ['Anna', 'Meier']],
    ['pt', 'RUI SÁ, colega, rui.sa@x.pt', ['Rui', 'Sá']],
  ] as const)(
    '%s: a name in capitals that the address spells is read as spelt',
    (locale, text, name) => {
      expect(names(locale, text, 'FR')[0]).toEqual(name);
    },
  );

  it('leaves capitals the address does not spell as written', () => {
    expect(names('fr', 'ONG Claire, claire.martin@x.fr', 'FR')[0]).not.toEqual(['Claire', 'Ong']);
    expect(names('es', 'LUIS MORA, compañero, luis@x.es', 'ES')[0]).not.toEqual(['Luis', 'Mora']);
  });

  it.each([
    [
      'pt',
      'e a Dona Cida, Aparecida Moura, minha supervisora, cida.moura@x.com',
      ['Aparecida', 'Moura'],
    ],
    ['de', 'der Tobi, Tobias Huber, mein Ausbilder, t.huber@x.de', ['Tobias', 'Huber']],
    ['es', 'la Lupita, Guadalupe Ibarra, mi jefa, lupita@x.mx', ['Guadalupe', 'Ibarra']],
  ] as const)(
    '%s: a short name, a comma and the given name it is part of are one name',
    (locale, text, name) => {
      expect(names(locale, text, 'PT')[0]).toEqual(name);
    },
  );

  it('keeps "Ana, Luis Mora" as written: Ana is no part of Luis', () => {
    expect(names('es', 'Ana, Luis Mora, luis.mora@x.es', 'ES')).not.toContainEqual([
      'Luis',
      'Mora Ana',
    ]);
    expect(withDisplayNamesUnquoted('Ana, Luis Mora')).toBe('Ana, Luis Mora');
  });

  it.each([
    ['pt', 'Ashley Thompson, trabalhava comigo na Comcast, ashley@x.com'],
    ['es', 'Luis Mora, trabajaba conmigo en el banco, luis@x.es'],
    ['fr', 'Paul Roy, il travaillait avec moi chez Orange, paul@x.fr'],
    ['de', 'Jan Roth, hat mit mir zusammengearbeitet, jan@x.de'],
    ['en', 'Bob Roe, worked with me at Comcast, bob@x.com'],
  ] as const)('%s: one who worked with the candidate is a colleague', (locale, text) => {
    expect(read(locale, text, 'US')[0]?.relationship).toBe('colleague');
  });

  it.each([
    ['1. Ma. Cristina Dela Cruz - supervisora - mcdelacruz@x.ph', 'Ma. Cristina', 'Dela Cruz'],
    ['Mª Luisa Gómez, mi jefa, mluisa@x.es', 'Mª Luisa', 'Gómez'],
  ])('keeps María written short in the first name: "%s"', (text, first, last) => {
    expect(read('es', text, 'ES')[0]?.name).toMatchObject({ firstName: first, lastName: last });
  });

  it('leaves a first name with no "Ma." before it as read', () => {
    expect(read('es', 'Cristina Dela Cruz, mi jefa, cdc@x.ph', 'ES')[0]?.name?.firstName).toBe(
      'Cristina',
    );
  });

  it.each([
    ['de', 'Un et Trudi, also Gertrud Pohl, Kolleejin us dr Kantine', ['Gertrud', 'Pohl']],
    ['es', 'y la Pepa, o sea Josefa Ruiz, mi compañera, 612 345 678', ['Josefa', 'Ruiz']],
    ['pt', 'a Bia, ou seja Beatriz Lopes, minha colega, 912 345 678', ['Beatriz', 'Lopes']],
    ['fr', "Zaza, c'est-à-dire Isabelle Roy, ma collègue, 06 12 34 56 78", ['Isabelle', 'Roy']],
  ] as const)(
    '%s: a short name said to be a full one ("also", "o sea", "ou seja") is that name',
    (locale, text, name) => {
      expect(names(locale, text, 'DE')[0]).toEqual(name);
    },
  );

  it.each([
    'Minge Chef beim WDR, Manfred Kürten, m.kuerten@wdr.de',
    'Mei Chef, Manfred Kürten, m.kuerten@wdr.de',
  ])('reads a dialect\'s "my" as no name: "%s"', (text) => {
    expect(names('de', text, 'DE')[0]).toEqual(['Manfred', 'Kürten']);
  });

  it('reads a sentence opened by "has" and a goodbye wish as no one', () => {
    expect(findName('Hät kein E-Mail, nur Handy: 0172 9876543', contactWordsFor('de'))).toBeNull();
    expect(findName('Schönen Tach noch', contactWordsFor('de'))).toBeNull();
    expect(contactWordsFor('de').relationship('Kolleejin us dr Kantine')).toBe('colleague');
  });

  it.each([
    [
      'fr',
      'Mohamed Trabelsi (Hamma), mon manager chez Telnet, m.trabelsi@telnet-group.com',
      ['Mohamed', 'Trabelsi'],
    ],
    ['es', 'José Pérez (Pepe), mi jefe, jose@x.es', ['José', 'Pérez']],
    ['de', 'Johann Maier (Hansi), mein Chef, j.maier@x.de', ['Johann', 'Maier']],
    ['pt', 'Maria Souza (Mariazinha), minha chefe, maria@x.com.br', ['Maria', 'Souza']],
  ] as const)(
    '%s: a nickname in brackets after a full name is no part of it',
    (locale, text, name) => {
      expect(names(locale, text, 'FR')[0]).toEqual(name);
    },
  );

  it('keeps a relationship in brackets after a name as the relationship', () => {
    const [part] = read('es', 'Ana Gil (Jefa), ana@x.es', 'ES');
    expect(part?.name).toMatchObject({ firstName: 'Ana', lastName: 'Gil' });
    expect(part?.relationship).toBe('manager');
  });

  it.each([
    ['fr', '2- A. Gharbi, collègue dev, amel.gharbi@gmail.com', ['Amel', 'Gharbi']],
    ['de', 'K. Huber, Kollege, karl.huber@x.de', ['Karl', 'Huber']],
    ['es', 'L. Mora, mi compañero, luis.mora@x.es', ['Luis', 'Mora']],
  ] as const)(
    '%s: an initial and a surname take the first name the address spells',
    (locale, text, name) => {
      expect(names(locale, text, 'FR')[0]).toEqual(name);
    },
  );

  it('takes no first name from an address that does not open with the initial', () => {
    expect(names('fr', 'A. Gharbi, collègue, k.gharbi@gmail.com', 'FR')[0]).not.toEqual([
      'K',
      'Gharbi',
    ]);
    expect(names('fr', 'A. Gharbi, collègue, sami.gharbi@gmail.com', 'FR')[0]).not.toEqual([
      'Sami',
      'Gharbi',
    ]);
  });
});

describe('how referees are named, thirteenth set round 1 (branch t14-int)', () => {
  type Language = 'es' | 'de' | 'fr' | 'pt';
  const read = (locale: Language | 'en', text: string, country: string) =>
    readContacts(text, locale === 'en' ? WORDS : contactWordsFor(locale), country);
  const names = (locale: Language | 'en', text: string, country: string) =>
    read(locale, text, country).map(
      (part) => part.name && [part.name.firstName, part.name.lastName],
    );

  it.each([
    [
      'es',
      'Don Ramón Pérez Ugarte, mi patrón en el fundo, ramon.perez@x.cl',
      ['Ramón', 'Pérez Ugarte'],
    ],
    ['pt', 'Dona Cecília Ramos, minha chefe, cecilia.ramos@x.br', ['Cecília', 'Ramos']],
    ['fr', 'El Hadj Ousmane Diop, mon patron, ousmane.diop@x.sn', ['Ousmane', 'Diop']],
    ['fr', 'Hadja Aminata Camara, ma formatrice, aminata.camara@x.gn', ['Aminata', 'Camara']],
    ['de', 'Don Alfonso Ruiz, mein Chef in Sevilla, a.ruiz@x.es', ['Alfonso', 'Ruiz']],
  ] as const)('%s: an honorific before a full name is no first name', (locale, text, name) => {
    expect(names(locale, text, 'ES')[0]).toEqual(name);
  });

  it('keeps "Don" as a first name before a surname alone', () => {
    expect(names('en', 'Don Miller, my boss, don.miller@x.com', 'US')[0]).toEqual([
      'Don',
      'Miller',
    ]);
  });

  it.each([
    ['en', 'Rhys ap Gruffydd, my mentor, rhys@x.uk', ['Rhys', 'ap Gruffydd']],
    ['es', 'Owen ap Hywel, mi profe, owen@x.ar', ['Owen', 'ap Hywel']],
  ] as const)('%s: a Welsh "ap" stays in the surname', (locale, text, name) => {
    expect(names(locale, text, 'GB')[0]).toEqual(name);
  });

  it.each([
    [
      'pt',
      'Rui Costa, o Francês, colega de turno, rui@x.br, (11) 98765-4321',
      'BR',
      '+5511987654321',
    ],
    [
      'es',
      'Juan Vidal, el Alemán, compañero de taller, juan@x.ar, 11 4321-5678',
      'AR',
      '+541143215678',
    ],
  ] as const)(
    '%s: a nickname after a name, between commas, names no country',
    (locale, text, country, phone) => {
      expect(read(locale, text, country)[0]?.phone).toBe(phone);
    },
  );

  it('still reads a country said beside a number', () => {
    expect(read('pt', 'meu chefe na Alemanha, Klaus Weber, 0151 23456789', 'BR')[0]?.phone).toBe(
      '+4915123456789',
    );
  });
});

describe('a place or a firm before a name, in German (branch t14-int)', () => {
  const names = (text: string) =>
    readContacts(text, contactWordsFor('de'), 'DE').map(
      (part) => part.name && [part.name.firstName, part.name.lastName],
    );

  it.each([
    [
      'meine Ausbilderin vom Lehrgang an der IHK Köln, Frau Petra Kühn, p.kuehn@x.de',
      ['Petra', 'Kühn'],
    ],
    ['ein Kollege im Klinikum Nord, Jonas Brandt, jonas.brandt@x.de', ['Jonas', 'Brandt']],
    ['meine Chefin bei der AOK Bayern, Eva Roth, eva.roth@x.de', ['Eva', 'Roth']],
  ] as const)('"%s" names the person, not the place', (text, name) => {
    expect(names(text)[0]).toEqual(name);
  });
});

describe('someone of the human resources (branch t14-int)', () => {
  it.each([
    ['fr', 'Mme Odile Faure au service RH, o.faure@x.fr'],
    ['pt', 'a Rita Sousa dos RH, rita@x.pt'],
  ] as const)('%s: with nothing else said, is known by work: other', (locale, text) => {
    expect(readContacts(text, contactWordsFor(locale), 'FR')[0]?.relationship).toBe('other');
  });

  it('leaves the relationship said beside it', () => {
    expect(
      readContacts(
        'ma responsable aux RH, Odile Faure, o.faure@x.fr',
        contactWordsFor('fr'),
        'FR',
      )[0]?.relationship,
    ).toBe('manager');
  });
});

describe('a title after "of the" and the business of someone called by a title (blind set 14)', () => {
  const read = (locale: 'es' | 'de' | 'pt', message: string, country: string) =>
    readContacts(message, contactWordsFor(locale), country);

  it('reads the person after a title that follows an organisation preposition', () => {
    const es = read('es', 'Estuve en la panadería del Don Aurelio Vaca, aurelio@pan.bo', 'BO');
    expect(es[0]?.name).toEqual({ firstName: 'Aurelio', lastName: 'Vaca' });
    const de = read('de', 'Ich war im Laden vom Herrn Jakob Wiebe, jakob@wiebe.de', 'DE');
    expect(de[0]?.name?.lastName).toBe('Wiebe');
  });

  it('never takes "Ohm" or "Oom" for a first name', () => {
    const es = read('es', 'El Ohm Johann Friesen, johann@colonia.bo', 'BO');
    expect(es[0]?.name).toEqual({ firstName: 'Johann', lastName: 'Friesen' });
  });

  it('the one whose business one worked in, called by a title, is the manager', () => {
    expect(
      read('es', 'Trabajaba en el taller de don Ramiro Pérez, ramiro@x.com', 'ES')[0],
    ).toMatchObject({
      name: { firstName: 'Ramiro', lastName: 'Pérez' },
      relationship: 'manager',
    });
    expect(
      read('pt', 'Trabalhei na padaria do Seu Zé Carlos Lima, ze@padaria.com.br', 'BR')[0]
        ?.relationship,
    ).toBe('manager');
    // The city a business is in says nothing of who.
    expect(
      read('es', 'Trabajé en la oficina de Madrid con Ana López, ana@x.com', 'ES')[0]
        ?.relationship ?? null,
    ).toBeNull();
  });

  it("a farm's foreman is the manager, and a time word opening a sentence is no name", () => {
    const es = read(
      'es',
      'La manijera del cortijo, Rosario Heredia. Ahora vive en Jaén. Su móvil 622 11 22 33',
      'ES',
    );
    expect(es[0]?.relationship).toBe('manager');
    expect(es.map((p) => p.name?.firstName ?? null)).not.toContain('Ahora');
  });
});

describe('a language is no country, a real name restates a nickname (blind set 14, round 2)', () => {
  const read = (locale: 'en' | 'es' | 'de' | 'fr' | 'pt', message: string, country: string) =>
    readContacts(message, contactWordsFor(locale), country);

  it('a language taught or spoken is no country: the number beside it is read at home', () => {
    // A Cambodian tenant: "012 …" is a mobile there, never asked about because of "français".
    expect(
      read('fr', "Ma prof d'anglais au collège, Mme Dara Chan, dara@x.com, 012 345 678", 'KH')[0]
        ?.phone,
    ).toBe('+85512345678');
    expect(
      read('de', 'Meine Französischlehrerin Maly Sok, maly@x.com, 012 345 678', 'KH')[0]?.phone,
    ).toBe('+85512345678');
    expect(
      read('en', 'Dara Chan, she taught me French, dara@x.com, 012 345 678', 'KH')[0]?.phone,
    ).toBe('+85512345678');
    expect(
      read('pt', 'Professora Ana Lima, ensinava-me português, ana@x.com, 012 345 678', 'KH')[0]
        ?.phone,
    ).toBe('+85512345678');
    const fr = contactWordsFor('fr');
    expect(countryIn("elle m'apprenait l'espagnol, 012 345 678", fr)).toBeNull();
    // A number said to be of that country still is.
    expect(countryIn('un numéro français : 06 12 34 56 78', fr)).toBe('FR');
    expect(countryIn('Sie hat eine französische Nummer', contactWordsFor('de'))).toBe('FR');
  });

  it("a real name after a nickname is the one person's, under the real name", () => {
    expect(
      read(
        'en',
        'Also Bobby, my colleague at the front desk. Sorry, her real name is Roberta Lane, roberta@x.com',
        'US',
      ),
    ).toMatchObject([
      {
        name: { firstName: 'Roberta', lastName: 'Lane' },
        emails: ['roberta@x.com'],
        relationship: 'colleague',
      },
    ]);
    expect(
      read(
        'de',
        'Und Sepp, mein Kollege im Lager. Sein richtiger Name ist Josef Huber, josef@x.de',
        'DE',
      ),
    ).toMatchObject([
      { name: { firstName: 'Josef', lastName: 'Huber' }, relationship: 'colleague' },
    ]);
    expect(
      read(
        'es',
        'La Chelo, mi compañera de caja. Su nombre verdadero es Consuelo Ruiz, chelo@x.es',
        'ES',
      ),
    ).toMatchObject([{ name: { firstName: 'Consuelo', lastName: 'Ruiz' } }]);
    // Without a real-name cue two people stay two.
    expect(
      read('en', 'Bobby Lane, my colleague. Also Roberta Ruiz, roberta@x.com', 'US'),
    ).toHaveLength(2);
  });

  it("an address of another country says nothing of a number that is none of that country's", () => {
    // "…@yahoo.fr" is French webmail, used all over francophone Africa: a Congolese mobile.
    expect(
      read('fr', 'Mon chef, Paul Okemba, paul.okemba@yahoo.fr, 06 512 34 56', 'CG')[0],
    ).toMatchObject({ phone: '+242065123456', unplacedPhone: null });
    // A number that could be of the address's country is still asked about.
    expect(read('pt', 'A Ana Silva, ana@unitel.co.ao, 923 456 789', 'PT')[0]).toMatchObject({
      phone: null,
      unplacedPhone: '923 456 789',
    });
  });

  it('the two Congos by their capitals and short names', () => {
    const fr = contactWordsFor('fr');
    expect(countryIn('il vit à Lubumbashi : 099 123 4567', fr)).toBe('CD');
    expect(countryIn("c'est un numéro de la RDC", fr)).toBe('CD');
    expect(countryIn('elle est à Pointe-Noire : 06 512 34 56', fr)).toBe('CG');
    expect(
      read('en', 'Jean Ilunga, my colleague, now in Kinshasa: 099 123 4567', 'FR')[0]?.phone,
    ).toBe('+243991234567');
  });

  it('the same job held side by side is a colleague', () => {
    expect(
      read('fr', 'Et Marc Petit, on était caissiers ensemble, 06 12 34 56 78', 'FR')[0]
        ?.relationship,
    ).toBe('colleague');
    expect(
      read('es', 'Y Lucía Gómez, éramos camareras juntas, 612 345 678', 'ES')[0]?.relationship,
    ).toBe('colleague');
    expect(read('en', 'Tom Hale, we were waiters together, tom@x.com', 'US')[0]?.relationship).toBe(
      'colleague',
    );
    expect(
      read('fr', 'Et Marc Petit, on était toujours ensemble, 06 12 34 56 78', 'FR')[0]
        ?.relationship ?? null,
    ).toBeNull();
  });

  it('a German kin noun before a name is no first name', () => {
    expect(
      read('de', 'Mein Meister ist sein Sohn Jonas Brandt, jonas@x.de', 'DE')[0]?.name,
    ).toEqual({
      firstName: 'Jonas',
      lastName: 'Brandt',
    });
    expect(read('de', 'und ihre Tochter Mia Lorenz, mia@x.de', 'DE')[0]?.name?.firstName).toBe(
      'Mia',
    );
  });
});

describe('the mobile of a signature with a desk number too (blind sets 42–45)', () => {
  it.each([
    [
      'fr',
      'CA',
      'Marc-Olivier Gauthier\nContremaître\nT 819 762-7764 poste 2234\nC 819 277-4410\nmarc-olivier.gauthier@glencore.ca',
      '+18192774410',
    ],
    [
      'de',
      'DE',
      'Frank Hellmuth, f.hellmuth@firma.de, Tel. 0431 987654, Handy 0171 2345678',
      '+491712345678',
    ],
  ])('%s: keeps the number labelled a mobile', (locale, country, message, phone) => {
    const parts = readContacts(message, contactWordsFor(locale as 'de'), country);
    expect(parts).toHaveLength(1);
    expect(parts[0]!.phone).toBe(phone);
  });

  it('keeps the first of two numbers when neither is labelled a mobile', () => {
    const parts = readContacts('Ana Ruiz, ana@x.es, 912 345 678, 934 567 890', WORDS, 'ES');
    expect(parts[0]!.phone).toBe('+34912345678');
  });
});
