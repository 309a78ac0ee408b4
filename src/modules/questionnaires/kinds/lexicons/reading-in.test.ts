import { describe, expect, it } from 'vitest';
import { lexiconFor } from '../../../participants/interviewer/lexicon.ts';
import { LANGUAGE_WORDS } from './index.ts';
import { fold } from './reading-in.ts';

/** Issue 41: each language's words in their English sense, whole words only, accents optional. */
const es = lexiconFor('es');
const de = lexiconFor('de');
const fr = lexiconFor('fr');
const pt = lexiconFor('pt');

describe('numbers in words', () => {
  it.each([
    [es, 'veintidós', 22],
    [es, 'veintidos', 22],
    [es, 'treinta y dos', 32],
    [es, 'dieciocho', 18],
    [de, 'zweiundzwanzig', 22],
    [de, 'dreißig', 30],
    [de, 'dreissig', 30],
    [de, 'zwölf', 12],
    [fr, 'vingt-deux', 22],
    [fr, 'vingt deux', 22],
    [fr, 'vingt et un', 21],
    [fr, 'soixante-dix-sept', 77],
    [fr, 'quatre-vingt-dix', 90],
    [fr, 'septante', 70],
    [pt, 'vinte e dois', 22],
    [pt, 'dezesseis', 16],
    [pt, 'dezasseis', 16],
    [pt, 'três', 3],
    [pt, 'tres', 3],
  ])('%#: %s is %i', (lexicon, words, value) => {
    expect(lexicon.quantities(words).map((q) => q.value)).toEqual([value]);
  });

  it('reads halves', () => {
    expect(es.quantities('dos años y medio')[0]?.value).toBe(2.5);
    expect(de.quantities('zweieinhalb Jahre')[0]?.value).toBe(2.5);
    expect(de.quantities('anderthalb Jahre')[0]?.value).toBe(1.5);
    expect(fr.quantities('deux ans et demi')[0]?.value).toBe(2.5);
    expect(pt.quantities('dois anos e meio')[0]?.value).toBe(2.5);
    expect(es.quantities('2,5 años')[0]?.value).toBe(2.5);
  });

  it('reads thousands grouped by a space as the language writes them (issue 41)', () => {
    const read = (lexicon: typeof es, text: string) =>
      lexicon.quantities(text).map((q) => ({ value: q.value, ambiguous: q.ambiguous === true }));
    // Intl's own grouping (a narrow no-break space in French) and a no-break space: certain anywhere.
    for (const lexicon of [es, de, fr, pt]) {
      expect(read(lexicon, '1\u202f500')).toEqual([{ value: 1500, ambiguous: false }]);
      expect(read(lexicon, '12\u00a0000')).toEqual([{ value: 12000, ambiguous: false }]);
    }
    // A plain space: how French types thousands; elsewhere it may be two figures, confirmed.
    expect(read(fr, '1 500 euros')).toEqual([{ value: 1500, ambiguous: false }]);
    expect(read(fr, '1 500,5')).toEqual([{ value: 1500.5, ambiguous: false }]);
    for (const lexicon of [es, de, pt]) {
      expect(read(lexicon, '1 500')).toEqual([{ value: 1500, ambiguous: true }]);
    }
    // Never a part of a longer run of digits (a phone number).
    expect(fr.quantities('06 12 345 678').some((q) => q.value === 12345678)).toBe(false);
  });

  it('reads halves, thirds and quarters as glyphs and "1/2" alone as ambiguous (issue 41)', () => {
    for (const lexicon of [es, de, fr, pt]) {
      expect(lexicon.quantities('¾')[0]).toMatchObject({ value: 0.75 });
      expect(lexicon.quantities('¾')[0]?.ambiguous).toBeUndefined();
      expect(lexicon.quantities('⅓')[0]).toMatchObject({ value: 1 / 3, inexact: true });
      expect(lexicon.quantities('1/2')[0]).toMatchObject({ value: 0.5, ambiguous: true });
    }
    expect(fr.quantities('1/2/2024').some((q) => q.value === 0.5)).toBe(false);
  });

  it('never reads a number inside a word', () => {
    expect(es.quantities('todos')).toEqual([]);
    expect(es.quantities('comunicadora y muy buena compañera')).toEqual([]);
    expect(pt.quantities('novo projeto')).toEqual([]);
    expect(de.quantities('Einsatz und Vierteljahresbericht')).toEqual([]);
    // A quarter of a year is an amount of its own ("ein Dreivierteljahr": nine months).
    expect(de.quantities('ein Dreivierteljahr')[0]?.value).toBe(9);
    expect(fr.quantities('undeux')).toEqual([]);
  });

  it('reads an article as one only before a unit', () => {
    expect(es.quantities('un año')[0]?.value).toBe(1);
    expect(es.quantities('un')).toEqual([]);
    expect(de.quantities('ein Jahr')[0]?.value).toBe(1);
  });
});

describe('the English sense of a message', () => {
  it('gives the readers a short answer in English', () => {
    expect(de.inEnglish('zwei Jahre')).toBe('2 years');
    expect(de.inEnglish('keine Ahnung')).toBe("I don't know");
    expect(fr.inEnglish('une dizaine')).toBe('about 10');
    expect(pt.inEnglish('sim, com certeza')).toBe('yes, yes');
    expect(es.inEnglish('4, no, mejor 5')).toBe('4, no, rather 5');
    expect(es.inEnglish('no se')).toBe("I don't know");
  });

  it('is the same read twice (what it gives is no word of the language)', () => {
    for (const lexicon of [es, de, fr, pt]) {
      for (const text of ['sí, claro', 'zwei Jahre, glaube ich', 'je passe', 'uns 18 meses']) {
        const once = lexicon.inEnglish(text);
        expect(lexicon.inEnglish(once)).toBe(once);
      }
    }
  });

  it('leaves English as it is', () => {
    expect(lexiconFor('en').inEnglish('She was an excellent manager, fast and fair')).toBe(
      'She was an excellent manager, fast and fair',
    );
  });
});

describe('spoken and texted forms (eighth set)', () => {
  it('reads SMS "no c" as "no sé", and "eso es to" as "eso es todo"', () => {
    expect(es.inEnglish('no c')).toBe("I don't know");
    expect(es.inEnglish('eso es to')).toBe("that's all");
    // "to" alone stays as typed.
    expect(es.inEnglish('de to el equipo')).not.toContain("that's all");
  });

  it('reads Kriol\'s "um ano i meio" as a year and a half', () => {
    expect(pt.quantities('um ano i meio')[0]?.value).toBe(1.5);
  });

  it('reads Swabian "ond", "koi", "Deitsch" and the numeral "oi", "oin"', () => {
    expect(de.inEnglish('Deitsch ond Italienisch. Englisch koi Wort')).toBe(
      'deutsch and italienisch. englisch not wort',
    );
    expect(de.quantities('oi Johr')[0]?.value).toBe(1);
    expect(de.inEnglish('Oin, da Kevin')).toBe('1, da kevin');
  });

  it('reads a formal "sem qualquer reserva" as a yes', () => {
    expect(pt.yesNo('Sem qualquer reserva.')).toBe(true);
    expect(pt.yesNo('sem reservas')).toBe(true);
  });

  it('reads a stretched "jaaa" and youth slang\'s "safe" as a yes', () => {
    expect(de.yesNo('jaaa safe')).toBe(true);
    expect(de.yesNo('safe')).toBe(true);
  });

  it('reads the Maghreb\'s "ey", "ey normal" as a yes', () => {
    expect(fr.yesNo('ey normal')).toBe(true);
    expect(fr.yesNo('ey')).toBe(true);
  });

  it('reads Low German figures and the North\'s "nich", "dat"', () => {
    expect(de.inEnglish('veer')).toBe('4');
    expect(de.inEnglish('Fief!')).toBe('5!');
    expect(de.inEnglish('dat kann ich nich sagen')).toBe("das I don't know");
  });

  it('reads Berlin\'s "ick", "det", "keene", "ooch", "jut" and "Tach" (ninth set)', () => {
    expect(de.inEnglish('Nee, det wars')).toBe("no, that's all");
    expect(de.inEnglish('Schönen Tach noch')).toBe('bye');
    expect(de.inEnglish('jut, ne 4')).toBe(de.inEnglish('gut, ne 4'));
    expect(de.inEnglish('keene Ahnung')).toBe(de.inEnglish('keine Ahnung'));
    expect(de.inEnglish('ick weeß nich')).toBe(de.inEnglish('ich weiß nicht'));
  });

  it('reads Corsican "iè", "innò" and an office\'s "avis favorable" (ninth set)', () => {
    expect(fr.yesNo('Iè, bien sûr')).toBe(true);
    expect(fr.yesNo('Innò, pas encore')).toBe(false);
    expect(fr.yesNo('Avis favorable')).toBe(true);
    expect(fr.understands('Avis favorable')).toBe(false);
    expect(fr.saysNothing('pour servir et valoir ce que de droit')).toBe(true);
  });

  it('reads "that one I don\'t know" opening a reason as not known (ninth set)', () => {
    expect(pt.inEnglish('Isso não sei, pergunta pra Jennifer')).toMatch(/^I don't know,/);
    expect(es.inEnglish('Eso no lo sé, pregúntale a Recursos Humanos')).toMatch(/^I don't know,/);
    expect(fr.inEnglish('Ça je sais pas, demandez aux RH')).toMatch(/^I don't know,/);
  });

  it('reads portuñol\'s "Não", "Sim", "Nenhum" in Spanish (ninth set)', () => {
    expect(es.yesNo('Não, a caixa era só comigo')).toBe(false);
    expect(es.yesNo('Sim')).toBe(true);
    expect(es.understands('Não, a caixa era só comigo')).toBe(false);
  });

  it('reads a Spanish diminutive figure ("cuatrito") and never understands it (ninth set)', () => {
    expect(es.rating('cuatrito')).toBe(4);
    expect(es.understands('un cuatrito')).toBe(false);
  });

  it('reads Portuguese "não vou falar" as a refusal, "não vou falar mal" as none (ninth set)', () => {
    expect(pt.refuses('isso aí eu não vou falar não')).toBe(true);
    expect(pt.refuses('não quero comentar')).toBe(true);
    expect(pt.refuses('não vou falar mal dela, nota 5')).toBe(false);
  });
});

describe('a length worked out from two dates (eighth set)', () => {
  const months = (lexicon: typeof es, said: string) =>
    lexicon.quantities(said).find((q) => q.fromDates && q.unit === 'month')?.value;
  it('counts the months between a month and year and another, never certain', () => {
    expect(months(de, 'von Mai 2019 bis Ende April 2024')).toBe(60);
    expect(months(de, 'Mai 2019 - März 2020')).toBe(10);
    expect(months(es, 'de enero de 2020 a marzo de 2022')).toBe(26);
    expect(months(fr, 'de janvier 2020 à mars 2022')).toBe(26);
    expect(months(pt, 'de março de 2019 até dezembro de 2021')).toBe(33);
    expect(months(lexiconFor('en'), 'from May 2019 to the end of April 2024')).toBe(60);
    // With their days: from a month's first to another's last counts it whole.
    expect(months(de, 'Vom 1. September 2019 bis zum 31. August 2023')).toBe(48);
    expect(months(es, 'del 1 de marzo de 2020 al 28 de febrero de 2022')).toBe(24);
    // The span joins no amount said inside it or after it ("… no oi Johr": no 5 years).
    expect(
      de
        .quantities('Vom 1. September 2019 bis zum 31. August 2023, also d Lehr ond no oi Johr')
        .some((q) => q.value === 5),
    ).toBe(false);
    // One date alone, or a later one first, is no length.
    expect(months(pt, 'desde abril de 2022 até o mês passado')).toBeUndefined();
    expect(months(de, 'von Mai 2024 bis April 2019')).toBeUndefined();
  });
});

describe('understanding a message whole', () => {
  it('knows its own words, and the options', () => {
    expect(es.understands('sí, claro')).toBe(true);
    expect(es.understands('sí, la volvería a contratar')).toBe(false);
    expect(es.understands('remoto y híbrido', ['Remoto', 'Híbrido'])).toBe(true);
    expect(de.understands('zwei Jahre')).toBe(true);
  });

  it('confirms a time since, which is no length', () => {
    expect(es.understands('hace dos años')).toBe(false);
    expect(de.understands('vor zwei Jahren')).toBe(false);
    expect(fr.understands('il y a deux ans')).toBe(false);
    expect(pt.understands('há dois anos')).toBe(false);
  });
});

describe('the lexicons', () => {
  it('have every relationship in every language', () => {
    for (const words of Object.values(LANGUAGE_WORDS)) {
      for (const list of Object.values(words.relationships)) expect(list.length).toBeGreaterThan(0);
    }
  });
});

describe('a length with a smaller unit taken off (eleventh set)', () => {
  it.each([
    [lexiconFor('en'), 'three years less four months'],
    [es, 'tres años menos cuatro meses'],
    [de, 'drei Jahre weniger vier Monate'],
    [fr, 'trois ans moins quatre mois'],
    [pt, 'três anos menos quatro meses'],
  ])('%#: "%s" is 32 months', (lexicon, said) => {
    const [q] = lexicon.quantities(said);
    expect(q?.unit).toBe('year');
    expect(Math.round(q!.value * 12)).toBe(32);
  });

  it('leaves "weniger als" a bound, never a sum', () => {
    const [q] = de.quantities('weniger als drei Jahre');
    expect(q?.value).toBe(3);
  });
});

describe('Bavarian and Austrian words (eleventh set)', () => {
  it('reads "ka Ahnung", "koa Ahnung" as no idea', () => {
    expect(de.inEnglish('ka Ahnung')).toBe("I don't know");
    expect(de.inEnglish('koa Ahnung')).toBe("I don't know");
  });
});

describe('an instruction to write the figure down (twelfth set)', () => {
  it.each([
    [pt, 'Escreva 12, é o que está no currículo dele', 12],
    [pt, 'Pode pôr 5', 5],
    [es, 'Apunta 36 meses', 36],
    [es, 'Escribe 4', 4],
    [fr, 'Mettez 12', 12],
    [fr, 'Notez 4, pas plus', 4],
    [de, 'Schreiben Sie 12', 12],
    [de, 'Notieren Sie 3', 3],
  ])('reads "%s" as the figure settled on', (lexicon, text, value) => {
    const [said] = lexicon.quantities(text);
    expect(said?.value).toBe(value);
    expect(said?.settled).toBe(true);
  });

  it('leaves a figure that is only told, not written down, unsettled', () => {
    expect(pt.quantities('Ele diz 12 anos')[0]?.settled).toBe(false);
    expect(fr.quantities('Il a 12 ans de métier')[0]?.settled).toBe(false);
  });
});

describe('the border words written among German (thirteenth set)', () => {
  it.each([
    // Dutch and Limburgish: no idea, not a single one, sure, "no, all said", goodbye.
    ['Geen idee, dat weet ik niet', "I don't know"],
    ['Geen enkele bij ons', 'not even one'],
    ['Zeker, sofort', 'yes'],
    ['Nee hoor', 'no'],
    ['Alles gezegd, doei', "that's all"],
  ])('reads "%s" in its sense (%s)', (text, sense) => {
    expect(de.inEnglish(text)).toContain(sense);
  });

  it.each([
    // Alsatian and Alemannic: "write it down" settles the figure, "siwe" is seven.
    ['Schriewe Se zehn, ungfähr', 10],
    ['Schriibe si siwe', 7],
  ])('reads "%s" as the figure settled on', (text, value) => {
    const [said] = de.quantities(text);
    expect(said?.value).toBe(value);
    expect(said?.settled).toBe(true);
  });
});

describe('"not yet", a no for now (thirteenth set)', () => {
  it.each([
    [de, 'Den Führerschein noch nicht'],
    [de, 'Noch keinen, sie macht ihn nächstes Jahr'],
    [es, 'Todavía no, lo está sacando'],
    [es, 'Aún no'],
    [fr, 'Toujours pas, mais bientôt'],
    [fr, 'Pas encore'],
    [pt, 'Ainda não, mas vai tirar'],
  ])('reads "%s" as a no', (lexicon, text) => {
    expect(lexicon.yesNo(text)).toBe(false);
  });

  it('keeps "noch" and "encore" apart from a no', () => {
    expect(de.yesNo('Ja, noch immer')).toBe(true);
    expect(fr.yesNo('Oui, encore et encore')).toBe(true);
  });
});

describe('Catalan written among Spanish (thirteenth set)', () => {
  it.each([
    ['Quatre, més o menys', '4'],
    ['Això no ho sé', "I don't know"],
    ['Res més, gràcies', "that's all"],
    ['Sí, i tant', 'yes'],
  ])('reads "%s" in its sense (%s)', (text, sense) => {
    expect(es.inEnglish(text)).toContain(sense);
  });

  it('reads "posa 12" as the figure settled on', () => {
    const [said] = es.quantities('Posa 12 per setmana');
    expect(said?.value).toBe(12);
    expect(said?.settled).toBe(true);
  });
});

describe('the yes, no and thanks of languages written among French and Spanish (thirteenth set)', () => {
  it.each([
    // Tamil (Pondichéry), Kinyarwanda (Rwanda), Hausa (Niger), Basque, Italian (Nice).
    [fr, 'Aama, every weekend', true],
    [fr, 'Illai, jamais', false],
    [fr, 'Yego, toujours', true],
    [fr, 'Oya, pas du tout', false],
    [fr, 'Ba matsala, je la reprends', true],
    [fr, 'Bai, sans hésiter', true],
    [es, 'Bai, sin duda', true],
    [fr, 'Certo, sempre', true],
  ])('reads "%s" as %s', (lexicon, text, value) => {
    expect(lexicon.yesNo(text)).toBe(value);
  });

  it.each([
    [fr, 'Nandri, au revoir'],
    [fr, 'Murakoze cyane'],
    [fr, 'Na gode, sai an jima'],
    [fr, 'Milesker, agur'],
    [es, 'Eskerrik asko, agur'],
  ])('reads "%s" as a thanks or a goodbye', (lexicon, text) => {
    expect(lexicon.inEnglish(text)).toMatch(/thanks|bye/);
  });

  it('reads Hausa\'s "ban sani ba" as not known', () => {
    expect(fr.inEnglish('Ban sani ba')).toContain("I don't know");
  });
});

describe('a skip said in the polite imperative (thirteenth set)', () => {
  it.each([
    [fr, 'Passez'],
    [fr, 'Sautez, je ne sais pas'],
    [es, 'Pase a la siguiente'],
    [es, 'Sáltela'],
    [pt, 'Pule essa'],
    [pt, 'Pode passar'],
    [de, 'Überspringen Sie das'],
  ])('reads "%s" as a skip', (lexicon, text) => {
    expect(lexicon.inEnglish(text)).toContain('skip');
  });
});

describe('fold', () => {
  it.each([
    ['Años', 'anos'],
    ['WEIß Straße', 'weiß straße'],
    ['Ça VA, l’été', "ca va, l'ete"],
    ['İstanbul', 'istanbul'],
    ['김영호 😀 São', '김영호 😀 sao'],
    ['plain ascii, UPPER', 'plain ascii, upper'],
  ])('%s → %s, one character for one', (text, folded) => {
    expect(fold(text)).toBe(folded);
    expect([...fold(text)].length).toBe([...text].length);
  });
});

describe('Spanish "si" that asks whether, never a yes (fourteenth set)', () => {
  it.each([
    'Unas treinta, según si había eventos',
    'Lo cuidaba como si fuera suyo',
    'Depende de si le tocaba de noche',
    'Llevaba siempre guantes de más por si acaso',
  ])('reads "%s" without a yes', (text) => {
    expect(es.inEnglish(text)).not.toMatch(/\byes\b/);
  });

  it('still reads a plain "si" typed without its accent as a yes', () => {
    expect(es.yesNo('si, claro')).toBe(true);
  });
});

describe('stopping where they are, or told not to speak of the person (fourteenth set)', () => {
  it.each([
    [pt, 'Desculpe, vou ficar por aqui.'],
    [pt, 'A empresa disse que não podemos falar dela.'],
    [es, 'Mire, lo dejo aquí, perdone.'],
    [es, 'Recursos humanos nos pidió que no hablemos de ella.'],
    [fr, "Désolé, je m'arrête là."],
    [fr, "Notre juriste nous a demandé de ne pas parler d'elle."],
    [de, 'Tut mir leid, ich höre hier auf.'],
    [de, 'Wir dürfen nichts über sie sagen, sagt die Rechtsabteilung.'],
  ])('reads "%s" as a decline', (lexicon, text) => {
    expect(lexicon.inEnglish(text)).toContain("I'd rather not give a reference");
  });
});

describe('Walloon among Belgian French (fourteenth set)', () => {
  it.each([
    ["Awè, c'est tot.", /yes, that's all/],
    ["Nèni. Å r'vèye !", /no\. bye/],
  ])('reads "%s" in its French sense', (text, sense) => {
    expect(fr.inEnglish(text)).toMatch(sense);
  });
});

describe('French "très" among Portuguese or Spanish is "very", never a three (fifteenth set)', () => {
  it.each([
    [pt, 'Très bien, uma 4', 4],
    [pt, 'Ela é très bonne. 5', 5],
    [es, 'Très bon trabajador. Un 4', 4],
  ] as const)('rates "%s" by its figure', (lexicon, text, rating) => {
    expect(lexicon.rating(text)).toBe(rating);
  });

  it('keeps "tres" a three in Spanish and Portuguese otherwise', () => {
    expect(es.rating('tres')).toBe(3);
    expect(pt.rating('três, acho')).toBe(3);
    expect(es.inEnglish('tres años')).toBe('3 years');
  });
});

describe('a figure with a "k" for thousand (fifteenth set)', () => {
  it.each([
    ['ca 150k km im Jahr', 'de', 150000],
    ['environ 30k par an', 'fr', 30000],
    ['uns 80 k km por ano', 'pt', 80000],
  ] as const)('reads "%s" (%s) in thousands', (text, locale, value) => {
    expect(
      lexiconFor(locale)
        .quantities(text)
        .map((q) => q.value),
    ).toContain(value);
  });

  it.each([
    ['150 km am Tag', 'de'],
    ['1,5k al mes', 'es'],
    ['kilos: 40 kg', 'fr'],
  ] as const)('reads no thousand into "%s" (%s)', (text, locale) => {
    expect(
      lexiconFor(locale)
        .quantities(text)
        .some((q) => q.value >= 1000),
    ).toBe(false);
  });
});

describe('leaving an optional question out, with "es" cut short or in dialect (fifteenth set)', () => {
  it.each(["Dann lassen wir's weg", "Losse mer's weg", 'Na, lass mers weg'])(
    '"%s" skips',
    (text) => {
      expect(de.inEnglish(text)).toMatch(/\bskip\b/);
    },
  );

  it('reads no skip into leaving something else out', () => {
    expect(de.inEnglish('Die Kunden lassen wir nie weg')).not.toMatch(/\bskip\b/);
  });
});

describe('no word of a list whose letters, folded, are a common word (session 30)', () => {
  it('reads Portuguese "na" (in the) as no "no"', () => {
    expect(pt.inEnglish('Trabalhava na loja e na cozinha')).not.toMatch(/\bno\b/);
    expect(pt.yesNos('Era eletricista cá na empresa')).toEqual([]);
  });

  it('reads the interior\'s "nã" in its phrases ("nã sei", "nã, é tudo")', () => {
    expect(pt.inEnglish('Isso nã sei, moço')).toContain("I don't know");
    expect(pt.inEnglish('Nã, é tudo')).toContain("that's all");
  });

  it('folds no entry of a yes, no or negation list onto another language word of its own', () => {
    const clashes: string[] = [];
    const articlesAndPrepositions: Record<string, string[]> = {
      pt: ['na', 'no', 'e', 'a', 'o', 'da', 'do', 'de', 'em'],
      es: ['en', 'la', 'el', 'de', 'y'],
      fr: ['la', 'le', 'de', 'en', 'et'],
      de: ['in', 'an', 'zu', 'am', 'im'],
    };
    for (const [locale, common] of Object.entries(articlesAndPrepositions)) {
      const words = LANGUAGE_WORDS[locale as keyof typeof LANGUAGE_WORDS]!;
      for (const entry of [...words.yes, ...words.no, ...words.negations]) {
        if (common.includes(fold(entry)) && fold(entry) !== entry.toLowerCase())
          clashes.push(`${locale} ${entry}`);
      }
    }
    expect(clashes).toEqual([]);
  });
});

describe('a certificate being taken now is "not yet" (blind set 48)', () => {
  it.each([
    [fr, 'ELLE EST EN TRAIN DE LE PASSER, EXAMEN EN JUIN'],
    [es, 'Lo está sacando, examen en junio'],
    [de, 'Sie macht ihn gerade, Prüfung im Juni'],
    [pt, 'Está a tirar, exame em junho'],
  ])('%#: "%s"', (lexicon, said) => {
    expect(lexicon.inEnglish(said)).toContain('not yet');
  });
});
