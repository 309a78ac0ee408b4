import { describe, expect, it } from 'vitest';
import type { IntakeState } from './agent.types.ts';
import { contactWordsFor } from './contact-words.ts';
import {
  readConsent,
  saysDone,
  saysOnlyOneName,
  withAddressOfNameParts,
  withCapitalSurnameFirst,
  withCapsLockUndone,
  withGivenNameAfterTitledSurname,
  withNegatedYesSaid,
  withoutEveryonesNickname,
  withoutSpellingAlphabet,
  withRealNameAlone,
  withRoleGlossed,
} from './intake-reading.ts';
import { talkTappingYes } from './intake-turn.test-helper.ts';

/**
 * The intake, nineteenth set, German and French side (branch w-indefr): other wordings than
 * the corpus's, in the five languages where the cause applies, and wordings that must not be
 * read that way.
 */

const names = (state: IntakeState) =>
  state.contacts.map(({ firstName, lastName }) => [firstName, lastName]);

describe('a title and a surname, then the given name after a comma', () => {
  it.each([
    ['fr', 'Mme Chassagne, Marie-Thérèse, mt@x.fr', 'Mme Marie-Thérèse Chassagne, mt@x.fr'],
    ['fr', 'la cheffe, Mme Hoarau, Nadège. Elle', 'la cheffe, Mme Nadège Hoarau. Elle'],
    ['de', 'Frau Berger, Anna, anna@x.de', 'Frau Anna Berger, anna@x.de'],
    ['en', 'Mr Patel, Ravi.', 'Mr Ravi Patel.'],
    ['es', 'la Sra. Gil, Rosa, rosa@x.es', 'la Sra. Rosa Gil, rosa@x.es'],
    ['pt', 'o Sr. Lima, João', 'o Sr. João Lima'],
  ] as const)('%s: %s', (locale, said, read) => {
    expect(withGivenNameAfterTitledSurname(said, locale)).toBe(read);
  });

  it.each([
    ['fr', 'Mme Durand, directrice, d@x.fr'],
    ['de', 'Herr Keller, Leiter der Filiale'],
    ['de', 'Frau Berger, Anna Schmidt und ich'],
    ['en', 'Mr Patel, my manager'],
    ['fr', 'Mme Diallo, Sénégal, +221 77 123 45 67'],
  ] as const)('not a role or a name going on: %s', (locale, said) => {
    expect(withGivenNameAfterTitledSurname(said, locale)).toBe(said);
  });

  it('a French intake lists her under her given name', () => {
    const state = talkTappingYes(
      'fr',
      'FR',
      'oui',
      'et ma prof au CFA Mme Chassagne, Marie-Thérèse, mt.chassagne@cfa-auvergne.fr',
    );
    expect(names(state)).toEqual([['Marie-Thérèse', 'Chassagne']]);
  });
});

describe('a name spelt with a spelling alphabet', () => {
  it.each([
    [
      'Karim Bekkouche. B comme Bravo, E Echo, K Kilo, K Kilo, O Oscar. Tél 06 61 42 87 09',
      'Karim Bekkouche. . Tél 06 61 42 87 09',
    ],
    [
      'Frau Huber, H wie Heinrich, U wie Ulrich, B wie Berta, E wie Emil, R wie Richard',
      'Frau Huber, ',
    ],
    ['Ana Gil, G de Granada, I de Italia, L de Lima, ana@x.es', 'Ana Gil, ana@x.es'],
    ['Mr Pratt, P as in Papa, R for Romeo, A as in Alpha, T for Tango', 'Mr Pratt, '],
    ['a Sra. Sá, S como Sara, A como Alfredo, N como Nuno, 912 345 678', 'a Sra. Sá, 912 345 678'],
  ])('%s', (said, read) => {
    expect(withoutSpellingAlphabet(said)).toBe(read);
  });

  it('two letters, or words that do not start with their letter, stay', () => {
    for (const said of [
      'B comme Bravo, E Echo',
      'A Marie, B Paul, C Jean',
      'Paul A Martin, B Dupont',
    ])
      expect(withoutSpellingAlphabet(said)).toBe(said);
  });

  it('the referee after a spelt name is another referee, never the one before', () => {
    const state = talkTappingYes(
      'fr',
      'FR',
      'oui',
      'Mon chef Karim Bekkouche, 06 61 42 87 09',
      "Et la cheffe d'escale, Mme Hoarau, Nadège. H comme Hôtel, O comme Oscar, A comme Alpha, R comme Roméo. Son portable : 06 12 34 56 78",
    );
    expect(names(state)).toEqual([
      ['Karim', 'Bekkouche'],
      ['Nadège', 'Hoarau'],
    ]);
    expect(state.contacts[0]!.phone).toBe('+33661428709');
  });
});

describe('a surname in capitals before the given name, after a title or of two words', () => {
  it.each([
    ['1) Pr. NGO BIYONG Marie-Claire, Betreuerin', '1) Pr. Marie-Claire Ngo Biyong, Betreuerin'],
    ['2) Dipl.-Ing. TAPPE Jörg, mein Betreuer', '2) Dipl.-Ing. Jörg Tappe, mein Betreuer'],
    ['Prof. DOS SANTOS Ana, ana@x.pt', 'Prof. Ana Dos Santos, ana@x.pt'],
    ['Dr. MBARGA ATANGANA Paul, paul@x.cm', 'Dr. Paul Mbarga Atangana, paul@x.cm'],
    ['Herr MÜLLER-LÜDENSCHEIDT Hans, mein Chef', 'Herr Hans Müller-Lüdenscheidt, mein Chef'],
  ])('%s', (said, read) => {
    expect(withCapitalSurnameFirst(said)).toBe(read);
  });

  it('an acronym or a firm in capitals stays', () => {
    for (const said of ['bei der STAWAG Aachen, joerg@x.de', 'Dr. Jörg Tappe, STAWAG'])
      expect(withCapitalSurnameFirst(said)).toBe(said);
  });

  it('a German intake reads both referees of a Cameroonian CV list', () => {
    const state = talkTappingYes(
      'de',
      'DE',
      'ja',
      '1) Pr. NGO BIYONG Marie-Claire, Betreuerin meiner Masterarbeit, mc.ngobiyong@univ-douala.cm. Ngo Biyong ist der Nachname\n2) Dipl.-Ing. TAPPE Jörg, mein Betreuer im Praktikum, joerg.tappe@stawag.de',
    );
    expect(names(state)).toEqual([
      ['Marie-Claire', 'Ngo Biyong'],
      ['Jörg', 'Tappe'],
    ]);
  });
});

describe('a message typed all in capitals', () => {
  it.each([
    [
      'MEIN ALTER POLIER KLAUS-DIETER SCHROEDER HANDY 0173 4567890',
      'mein alter polier klaus-dieter schroeder handy 0173 4567890',
    ],
    ['MI JEFA CARMEN LOPEZ C.LOPEZ@X.ES', 'mi jefa carmen lopez c.lopez@x.es'],
  ])('%s', (said, read) => {
    expect(withCapsLockUndone(said)).toBe(read);
  });

  it('a name or an acronym in capitals in a mixed sentence, or a short shout, stays', () => {
    for (const said of [
      'Mein Chef HANS MÜLLER',
      'JA GERNE',
      'OK SUPER DANKE',
      'Ma cheffe PAYET Marie',
    ])
      expect(withCapsLockUndone(said)).toBe(said);
  });

  it.each([
    [
      'de',
      'DE',
      'JA',
      'MEIN ALTER POLIER KLAUS-DIETER SCHROEDER VON DER BAUFIRMA HANDY 0173 4567890',
      'Klaus-Dieter',
      'Schroeder',
    ],
    [
      'de',
      'DE',
      'JA',
      'FRAU BIRGIT LUEDTKE B.LUEDTKE@BFW-GREIFSWALD.DE DIE IS MEINE AUSBILDERIN',
      'Birgit',
      'Luedtke',
    ],
    ['es', 'ES', 'SI', 'MI JEFA CARMEN LOPEZ CARMEN.LOPEZ@ACME.ES 612 345 678', 'Carmen', 'Lopez'],
    ['en', 'US', 'YES', 'MY MANAGER JANE DOE JANE.DOE@ACME.COM', 'Jane', 'Doe'],
  ] as const)('%s: the referee written as a name is', (locale, country, yes, said, first, last) => {
    const state = talkTappingYes(locale, country, yes, said);
    expect(names(state)).toEqual([[first, last]]);
    if (state.contacts[0]!.email)
      expect(state.contacts[0]!.email).toBe(state.contacts[0]!.email.toLowerCase());
  });

  it('"DAS WARS MEHR HAB ICH NICH" is done', () => {
    expect(saysDone('DAS WARS MEHR HAB ICH NICH')).toBe(true);
    expect(saysDone('mehr hab ich nich')).toBe(true);
  });
});

describe('Indonesian honorifics, a role glossed in brackets, a single name', () => {
  it('"Bu" and "Pak" are titles, never first names', () => {
    const words = contactWordsFor('de');
    for (const title of ['bu', 'pak', 'ibu', 'bapak']) expect(words.titles).toContain(title);
  });

  it.each([
    ['de', 'Meine Kepala Ruangan (Stationsleitung) war Bu Sri', 'Meine Stationsleitung war Bu Sri'],
    ['de', 'mein Dosen (Lehrer) von der Pflegeschule', 'mein Lehrer von der Pflegeschule'],
    ['es', 'mi Kepala Ruangan (jefa) era Bu Sri', 'mi jefa era Bu Sri'],
    ['fr', 'ma Kepala (cheffe) était Bu Sri', 'ma cheffe était Bu Sri'],
    ['en', 'my Dosen (teacher) was Pak Budi', 'my teacher was Pak Budi'],
    ['pt', 'o meu Mandor (chefe) era o Pak Budi', 'o meu chefe era o Pak Budi'],
  ] as const)('%s: %s', (locale, said, read) => {
    expect(withRoleGlossed(said, locale)).toBe(read);
  });

  it('a name before a bracketed role, or a role in the chat language, stays', () => {
    for (const said of [
      'meine Chefin Anna (Teamleitung)',
      'Anna Schmidt (Chefin)',
      'meine Anna (aus Berlin)',
    ])
      expect(withRoleGlossed(said, 'de')).toBe(said);
  });

  it.each([
    'Er hat nur einen Namen, nur Sutrisno',
    'he only has one name',
    "il n'a qu'un seul nom",
    'solo tiene un nombre',
    'ela só tem um nome',
  ])('a single name said: %s', (said) => {
    expect(saysOnlyOneName(said)).toBe(true);
  });

  it('a name or a number said once is no single name', () => {
    for (const said of ['nur einen Moment', 'only one number', 'un seul numéro', 'solo un correo'])
      expect(saysOnlyOneName(said)).toBe(false);
  });

  it('a German intake reads "Bu Sri Wahyuni" and "Pak Sutrisno" as the nurse writes them', () => {
    const state = talkTappingYes(
      'de',
      'DE',
      'ja',
      'Meine Kepala Ruangan (Stationsleitung) war Bu Sri Wahyuni. Bu ist wie Frau. sri.wahyuni@rs.go.id',
      'Und mein Dosen (Lehrer) von der Pflegeschule, Pak Sutrisno. Pak ist wie Herr. Er hat nur einen Namen, nur Sutrisno. sutrisno.akper@gmail.com',
    );
    expect(names(state)).toEqual([
      ['Sri', 'Wahyuni'],
      ['Sutrisno', null],
    ]);
    expect(state.contacts.map((c) => c.relationship)).toEqual(['manager', 'teacher']);
  });

  it.each([
    'Sudah, itu saja. Das wars, terima kasih!',
    'Itu saja, makasih',
    'Ce sera tout pour lui. Merci, bonne soirée',
    "C'est tout. Grand merci!",
    'That will be all for her, thanks',
  ])('done: %s', (said) => {
    expect(saysDone(said)).toBe(true);
  });

  it('a name after "sudah" is no done', () => {
    expect(saysDone('Sudah, Budi Santoso, budi@x.id')).toBe(false);
  });
});

describe('"y a pas le lait": no problem, so a yes', () => {
  it.each([
    "Ah oui c'est ok, vous pouvez les appeler, y a pas le lait 😄",
    'Y a pas le lait, allez-y',
    "Il n'y a pas de lait, vous pouvez",
  ])('%s', (said) => {
    expect(readConsent(withNegatedYesSaid(said))).toBe(true);
  });

  it('a no stays a no', () => {
    expect(readConsent(withNegatedYesSaid('Non, ne les appelez pas'))).toBe(false);
  });
});

describe('a referee given by a handle, then the real name, then the nickname everyone says', () => {
  it.each([
    ["Pardon, son vrai nom c'est Jacqueline Ekwalla.", 'Pardon, Jacqueline Ekwalla.'],
    ['Sorry, her real name is Jane Doe', 'Sorry, Jane Doe'],
    ['Perdón, su nombre real es Rosa Gil', 'Perdón, Rosa Gil'],
    ['Desculpa, o nome verdadeiro dele é José Lima', 'Desculpa, José Lima'],
  ])('%s', (said, read) => {
    expect(withRealNameAlone(said)).toBe(read);
  });

  it('after a nickname written before, the cue stays for the reader', () => {
    const said = "Dda Mokrane, mon patron. Son vrai nom c'est Mokrane Aït Ahmed.";
    expect(withRealNameAlone(said)).toBe(said);
  });

  it.each([
    [
      'Jacqueline Ekwalla. Mais tout le monde dit Mama Jacky. j@x.cm',
      'Jacqueline Ekwalla.. j@x.cm',
    ],
    ['Robert Stone, everyone calls him Bobby, bob@x.com', 'Robert Stone, bob@x.com'],
    ['Johann Huber, alle sagen nur Hansi', 'Johann Huber'],
    ['José Ruiz, todos le dicen Pepe', 'José Ruiz'],
    ['José Lima, todo mundo chama ele de Zezé', 'José Lima'],
  ])('%s', (said, read) => {
    expect(withoutEveryonesNickname(said)).toBe(read);
  });

  it('a nickname with no full name beside it stays the only name', () => {
    const said = 'ma cheffe, tout le monde dit Mama Jacky, 6 77 12 34 56';
    expect(withoutEveryonesNickname(said)).toBe(said);
  });

  it('a Cameroonian intake lists one referee, under her real name', () => {
    const state = talkTappingYes(
      'fr',
      'CM',
      "Ah oui c'est ok, y a pas le lait 😄",
      "La première c'est ma boss au service traiteur, sur Insta c'est @mama_ekwalla_traiteur. 6 77 12 34 56",
      "Pardon, son vrai nom c'est Jacqueline Ekwalla. Mais tout le monde dit Mama Jacky. jacqueline.ekwalla@yahoo.fr",
    );
    expect(state.consent).toBe(true);
    expect(names(state)).toEqual([['Jacqueline', 'Ekwalla']]);
    expect(state.contacts[0]!.phone).toBe('+237677123456');
  });

  it('"QQ-Mail" or "Uni-Mail" is no name', () => {
    const state = talkTappingYes('de', 'AT', 'ja', 'Sie hat nur QQ-Mail: 2876543210@qq.com');
    expect(state.contacts.map((c) => c.firstName)).not.toContain('QQ-Mail');
  });
});

describe('two referees on the list said to be the same person', () => {
  const first =
    '1) Cathy, ma cheffe de rayon, 0476/32.98.15\n2) Didier Lambert, le gérant, d.lambert@cora.be';
  it.each([
    [
      'fr',
      'BE',
      first,
      'Et Catherine Moreau, ma formatrice, catherine.moreau@cora.be',
      "Catherine Moreau c'est Cathy ! C'est la même personne",
      2,
    ],
    [
      'en',
      'US',
      'My team lead Cathy, 415 555 0134',
      'And Catherine Moreau, my trainer, catherine.moreau@acme.com',
      'Oh wait, Cathy and Catherine Moreau are the same person',
      1,
    ],
    [
      'de',
      'DE',
      'Meine Teamleiterin Kathi, 0151 23456789',
      'Und Katharina Moreau, meine Ausbilderin, katharina.moreau@acme.de',
      'Ach, Kathi und Katharina Moreau sind dieselbe Person',
      1,
    ],
  ] as const)('%s: one referee, the details of both', (locale, country, one, two, same, count) => {
    const yes = { fr: 'oui', en: 'yes', de: 'ja' }[locale];
    const state = talkTappingYes(locale, country, yes, one, two, same);
    expect(state.contacts).toHaveLength(count);
    const merged = state.contacts.find((c) => c.lastName === 'Moreau')!;
    expect(merged.email).toMatch(/moreau@/);
    expect(merged.phone).not.toBeNull();
  });

  it('"the same" about something else merges nobody', () => {
    const state = talkTappingYes(
      'fr',
      'BE',
      'oui',
      first,
      'Et Catherine Moreau, ma formatrice, catherine.moreau@cora.be',
      "Didier c'est la même personne que le gérant du magasin",
    );
    expect(state.contacts).toHaveLength(3);
  });
});

describe('an address said as the pattern of the name just given', () => {
  it.each([
    [
      'fr',
      "Karim Bekkouche. Son mail c'est son nom point son prénom arobase gmail point com",
      'bekkouche.karim@gmail.com',
    ],
    [
      'en',
      'Jane Doe, her email is first name dot last name at gmail dot com',
      'jane.doe@gmail.com',
    ],
    ['de', 'Hans Maier, Vorname Punkt Nachname at gmx Punkt de', 'hans.maier@gmx.de'],
    ['es', 'Rosa Gil, su nombre punto su apellido arroba gmail punto com', 'rosa.gil@gmail.com'],
    ['pt', 'Ana Lima, o nome ponto o sobrenome arroba gmail ponto com', 'ana.lima@gmail.com'],
  ] as const)('%s: %s', (locale, said, email) => {
    const yes = { fr: 'oui', en: 'yes', de: 'ja', es: 'sí', pt: 'sim' }[locale];
    const state = talkTappingYes(locale, 'FR', yes, said);
    expect(state.contacts[0]?.email).toBe(email);
  });

  it('with no name before it, or the same part twice, nothing is made up', () => {
    for (const said of [
      'son nom point son prénom arobase gmail point com',
      'Karim Bekkouche, son nom point son nom arobase gmail point com',
    ])
      expect(withAddressOfNameParts(said, 'fr')).toBe(said);
  });
});
