import { describe, expect, it } from 'vitest';
import type { Question } from '../../questionnaires/questionnaires.schemas.ts';
import { talkFrom, talkTappingYes } from './intake-turn.test-helper.ts';
import { lexiconFor } from './lexicon.ts';
import { askedFirst, readIn as read } from './referee-turn.test-helper.ts';

/**
 * Session 34 (issue 41): rules from the sixty-sixth blind sets' tuning misses, in wordings of
 * our own, with ones not to read so.
 */

describe('"that one, better not" passes on the question (es-t132)', () => {
  const questions = [
    {
      key: 'cosecha',
      kind: 'rating',
      prompt: 'Del 1 al 5, ¿cómo rendía en la cosecha?',
      required: false,
    },
    { key: 'curso', kind: 'yes_no', prompt: '¿Ha llevado algún curso?', required: false },
  ] as Question[];

  it('"Esa mejor no, en la cosecha estaba en el laboratorio" skips the rating', async () => {
    const { state } = await askedFirst(
      'es',
      questions,
      'Esa mejor no, en la cosecha ella estaba más en el laboratorio que en el cafetal',
    );
    expect(state.questionnaire?.skipped).toContain('cosecha');
    expect(state.confirm ?? null).toBeNull();
  });

  it('"mejor no" alone to a yes or no is still a no', () => {
    expect(read('es', { kind: 'yes_no' }, 'Mejor no')?.value).toBe(false);
  });
});

describe('a no, then "but yes" opening the last sentence (es-t132)', () => {
  it('"El Q Grader no lo tiene. Pero sí llevó un curso" offers a yes', () => {
    expect(
      read(
        'es',
        { kind: 'yes_no' },
        'El Q Grader no lo tiene, eso es carísimo. Pero sí llevó un curso de catación',
      ),
    ).toEqual({ value: true, certain: false });
  });

  it('"Aber ja, …" in German too; a "but" with no yes after it changes nothing', () => {
    expect(
      read('de', { kind: 'yes_no' }, 'Den Meister nicht. Aber ja, die Gesellenprüfung'),
    ).toEqual({ value: true, certain: false });
    expect(read('es', { kind: 'yes_no' }, 'No. Pero lo intentó')?.value).toBe(false);
  });
});

describe('"I can\'t say" and "by all means" in Palatine and Swiss German (de-t131, de-t133)', () => {
  it('"Des kann ich net sage, an de Theke war er jo nie" passes on an optional rating', async () => {
    const questions = [
      { key: 'theke', kind: 'rating', prompt: 'Wie an der Theke, von 1 bis 5?', required: false },
      {
        key: 'wieder',
        kind: 'yes_no',
        prompt: 'Würden Sie ihn wieder einstellen?',
        required: true,
      },
    ] as Question[];
    const { state } = await askedFirst(
      'de',
      questions,
      'Des kann ich net sage, an de Theke war er jo nie',
    );
    expect(state.questionnaire?.skipped).toContain('theke');
  });

  it('"Allemol!" is a yes; "Feuf" is five; "zwei un e halb" two and a half', () => {
    expect(read('de', { kind: 'yes_no' }, 'Allemol! Der kann morje widder anfange')?.value).toBe(
      true,
    );
    expect(read('de', { kind: 'rating', min: 1, max: 5 }, 'blibt si ruhig. Feuf')?.value).toBe(5);
    expect(
      read(
        'de',
        { kind: 'number', prompt: 'Wie viele Jahre haben Sie zusammengearbeitet?' },
        'zwei un e halb',
      ),
    ).toEqual({ value: 2.5, certain: true });
  });
});

describe('two stretches of time one after the other, added up and offered (de-t131)', () => {
  const months = {
    kind: 'number',
    prompt: 'Wie viele Monate haben Sie zusammengearbeitet?',
  } as const;

  it('"Drei Johr Lehr un noch zwee Johr un e halwes dezu" offers 66 months', () => {
    expect(read('de', months, 'Drei Johr Lehr un noch zwee Johr un e halwes dezu')).toEqual({
      value: 66,
      certain: false,
    });
  });

  it('"3 years as an apprentice and then another 2" offers 60 months', () => {
    expect(
      read(
        'es',
        { kind: 'number', prompt: '¿Cuántos meses trabajaron juntos?' },
        '3 años de aprendiz y luego otros 2 años',
      ),
    ).toEqual({ value: 60, certain: false });
  });

  it('a correction is no sum: "2 Jahre, nein 3 Jahre" is 36', () => {
    expect(read('de', months, '2 Jahre, nein 3 Jahre')?.value).toBe(36);
  });
});

describe('a rate "am Tag" is no unit asked (de-t131)', () => {
  it('"Wie viele Schweinehälften … am Tag" asks in no unit: "30" is thirty, no days', () => {
    const lexicon = lexiconFor('de');
    expect(lexicon.unitAsked('Wie viele Schweinehälften hat sie am Tag zerlegt?')).toBeNull();
    expect(lexicon.unitAsked('Wie viele Monate haben Sie zusammengearbeitet?')).toBe('month');
    expect(lexiconFor('es').unitAsked('¿Cuántas latas cortaba al día?')).toBeNull();
  });
});

describe('a Swiss "scht" for the option\'s "st", and "I bi" (de-t133)', () => {
  const options = [
    'Verkehrsmeister/in oder Betriebshofleitung',
    'Fahrlehrer/in oder Ausbilder/in',
    'Kollege/Kollegin im Fahrdienst',
    'Andere',
  ];
  it('"I bi Verkehrsmeischter …, si isch bi mir im Fahrdienscht" offers the Verkehrsmeister', () => {
    expect(
      read(
        'de',
        { kind: 'choice', options },
        'I bi Verkehrsmeischter im Depot, d Seraina isch bi mir im Fahrdienscht',
      ),
    ).toEqual({ value: options[0], certain: false });
  });

  it('a standard "st" word is read as it was', () => {
    expect(read('de', { kind: 'choice', options }, 'Verkehrsmeister')?.value).toBe(options[0]);
  });
});

describe('Creole "mi koné pa" is "I don\'t know" (fr-t132)', () => {
  it('"Ça mi koné pa, demandez à son patron" passes on an optional yes or no', async () => {
    const questions = [
      { key: 'cap', kind: 'yes_no', prompt: 'A-t-il ou elle un CAP fleuriste ?', required: false },
      { key: 'reprendre', kind: 'yes_no', prompt: 'Le reprendriez-vous ?', required: true },
    ] as Question[];
    const { state } = await askedFirst('fr', questions, 'Ça mi koné pa, demandez à son patron');
    expect(state.questionnaire?.skipped).toContain('cap');
    expect(state.questionnaire?.answers.cap).toBeUndefined();
  });
});

describe('a French inverted verb said back in plain order (fr-t133)', () => {
  const cap = {
    kind: 'yes_no',
    prompt: 'A-t-il ou elle un diplôme de fromager (CAP, BP) ?',
  } as const;
  it('"Il a le CFC de technologue du lait" offers a yes', () => {
    expect(read('fr', cap, 'Il a le CFC de technologue du lait')).toEqual({
      value: true,
      certain: false,
    });
  });

  it('"Il n\'a pas le CFC" is no yes; "Elle le parle" answers "Parle-t-elle …"', () => {
    expect(read('fr', cap, "Il n'a pas le CFC")?.value).toBe(false);
    expect(
      read('fr', { kind: 'yes_no', prompt: 'Parle-t-elle anglais ?' }, 'Elle le parle bien'),
    ).toEqual({ value: true, certain: false });
  });
});

describe('Portuguese "Na …" opening a sentence is no "n/a" (pt-t131)', () => {
  const questions = [
    {
      key: 'pecas',
      kind: 'number',
      prompt: 'Quantas peças fazia por hora? (opcional)',
      required: false,
    },
    { key: 'seguranca', kind: 'rating', prompt: 'De 1 a 5, a segurança?', required: false },
  ] as Question[];

  it('"Na linha saía uma TV a cada 40 segundos, mas …" skips nothing', async () => {
    const { state } = await askedFirst(
      'pt',
      questions,
      'Na linha saía uma TV a cada 40 segundos, mas ele só fazia o posto dele',
    );
    expect(state.questionnaire?.skipped ?? []).not.toContain('pecas');
  });

  it('"Ça ne se compte pas comme ça. Laissez vide" still skips in French', async () => {
    const { state } = await askedFirst(
      'fr',
      [
        { key: 'pieces', kind: 'number', prompt: 'Combien de pièces par jour ?', required: false },
        { key: 'note', kind: 'rating', prompt: 'De 1 à 5 ?', required: false },
      ] as Question[],
      'Ça ne se compte pas comme ça chez nous. Laissez vide',
    );
    expect(state.questionnaire?.skipped).toContain('pieces');
  });
});

describe('the last digits of a listed number said again (es-i202)', () => {
  it('"el número de Kevin termina en 6612, no en 6621" corrects his number', () => {
    const state = talkTappingYes(
      'es',
      'SV',
      'sí',
      'Mi jefe Kevin Aguilar, kevin@grill.com, +1 213 384 6621',
      'Ah y el número de Kevin termina en 6612, no en 6621, me equivoqué',
    );
    expect(state.contacts.map((c) => c.phone)).toEqual(['+12133846612']);
  });

  it('digits taken back that are not how it ends change nothing', () => {
    const state = talkTappingYes(
      'es',
      'SV',
      'sí',
      'Mi jefe Kevin Aguilar, kevin@grill.com, +1 213 384 6621',
      'El número de Kevin termina en 6612, no en 5521',
    );
    expect(state.contacts.map((c) => c.phone)).toEqual(['+12133846621']);
  });

  it('"seine Nummer endet auf 47" with two referees and no name changes nothing', () => {
    const state = talkTappingYes(
      'de',
      'DE',
      'ja',
      'Jan Weber, jan@firma.de, 030 1234574',
      'Anna Roth, anna@firma.de, 0151 23456789',
      'Die Nummer endet auf 47',
    );
    expect(state.contacts.map((c) => c.phone)).toEqual(['+49301234574', '+4915123456789']);
  });
});

describe('a dictated local part with digits, said to go together (es-i204)', () => {
  it('"yami cruz 22 arroba gmail punto com, todo pegado" is yamicruz22@gmail.com', () => {
    const state = talkTappingYes(
      'es',
      'US',
      'sí',
      'Mi supervisora Yamilet Cruz, (787) 462-3318',
      'Su email es yami cruz 22 arroba gmail punto com, todo pegado',
    );
    expect(state.contacts.map((c) => c.email)).toEqual(['yamicruz22@gmail.com']);
  });
});

describe('"die Nummer vom Chef is falsch, …" to the boss with no number (de-i201)', () => {
  it('the number goes to the one so related who has none; "Ach Mist" and "die letzten zwee" are no names', () => {
    const state = talkTappingYes(
      'de',
      'DE',
      'ja',
      'Meine Meisterin Frau Kerstin Seidel, kerstin.seidel@lack.de, 0341 3581234',
      'Mein Chef is Herr Thomas Ullrich, thomas@ullrich.de',
      'Ach Mist, die Nummer vom Chef is falsch, 0176 45678921, die letzten zwee vertauscht',
    );
    expect(state.contacts.map((c) => [c.firstName, c.phone])).toEqual([
      ['Kerstin', '+493413581234'],
      ['Thomas', '+4917645678921'],
    ]);
  });
});

describe('Palatine and Austrian words of the intake (de-i202, de-i203)', () => {
  it('"mei Lehrmeeschder …, de Jean-Marc Hell" is a teacher named Jean-Marc Hell', () => {
    const state = talkTappingYes(
      'de',
      'DE',
      'ja',
      'Dann mei Lehrmeeschder in Wissembourg driwwe, de Jean-Marc Hell, jm.hell@boucherie.fr',
    );
    expect(state.contacts.map((c) => [c.firstName, c.lastName, c.relationship])).toEqual([
      ['Jean-Marc', 'Hell', 'teacher'],
    ]);
  });

  it('"Des wars. Servas und pfiat eich" and "Ade, un schää Daach noch" name nobody', () => {
    for (const goodbye of [
      'Des wars. Servas und pfiat eich',
      "Des wär's. Ade, un schää Daach noch",
    ]) {
      const state = talkTappingYes(
        'de',
        'AT',
        'ja',
        'Meine Chefin Maria Pronegg, maria@pronegg.at, 0664 3456789',
        goodbye,
      );
      expect(state.contacts.map((c) => c.firstName)).toEqual(['Maria']);
    }
  });
});

describe('a country named for one of several numbers waiting, the one valid there (de-i203)', () => {
  it('"Slowenien" moves Luka\'s 041 number, not Evi\'s Austrian mobile listed after it', () => {
    const state = talkFrom(
      'de',
      'AT',
      'ja',
      '1. da Luka Novak, luka@novak.si, 041 234 567\n2. d Eva Lampl, eva@lampl.at, 0664 3456789',
      'Slowenien, des is a slowenische Nummer',
    );
    expect(state.contacts.map((c) => c.phone)).toEqual(['+38641234567', '+436643456789']);
  });
});

describe('set 68: consents said in local ways (es-i209, de-i209, fr-i209)', () => {
  it('"Sipo, dale no más" is a yes: its "no más" is "just"', () => {
    expect(talkFrom('es', 'CL', 'Sipo, dale no más').consent).toBe(true);
    expect(talkFrom('es', 'CL', 'No, no más').consent).not.toBe(true);
  });

  it('"Nä, waat ens. Dat jeiht nit. Minge Chef, …" after a yes asks to withdraw the consent', () => {
    const state = talkFrom(
      'de',
      'DE',
      'Jo, maht dat ruhig',
      'Nä, waat ens. Dat jeiht nit. Minge Chef, dr Herr Jupp Schmitz, j.schmitz@brauhaus.de, 0221 123456, dä weiß noch nix dovun',
    );
    expect(state.confirm).toMatchObject({ key: 'consent', value: false });
  });

  it('"Non merci, vé. Bonne journée" with nobody listed asks to withdraw it too', () => {
    const state = talkFrom('fr', 'FR', 'Oui, allez-y', 'Non merci, vé. Bonne journée');
    expect(state.confirm).toMatchObject({ key: 'consent', value: false });
  });
});

describe('set 68: names and addresses of the intake', () => {
  it('"… do Senac, Rita de Cássia Souza, ritasouza.senac@…": the school is no name (pt-i209)', () => {
    const state = talkTappingYes(
      'pt',
      'BR',
      'sim',
      'Minha professora do curso de garçom do Senac, Rita de Cássia Souza, ritasouza.senac@gmail.com',
    );
    expect(state.contacts.map((c) => c.nameAsWritten ?? `${c.firstName} ${c.lastName}`)).toEqual([
      'Rita de Cássia Souza',
    ]);
  });

  it('"Des .dee war a Tippfehler, gehört d.wolf@b3-nuernberg.de" sets his address right (de-i207)', () => {
    const state = talkTappingYes(
      'de',
      'DE',
      'ja',
      'Mein Lehrer Herr Dieter Wolf, d.wolf@b3-nuernberg.dee',
      'Des .dee war a Tippfehler, gehört d.wolf@b3-nuernberg.de',
    );
    expect(state.contacts.map((c) => [c.firstName, c.email])).toEqual([
      ['Dieter', 'd.wolf@b3-nuernberg.de'],
    ]);
  });

  it('Haitian Creole: "Mete Madame Guerline Saint-Fleur pito", "mc pwen … arobas …" (fr-i208)', () => {
    const state = talkTappingYes(
      'fr',
      'HT',
      'wi',
      'Mete Madame Guerline Saint-Fleur pito, guerline.stfleur@gmail.com',
      'Manzè Carmel, Marie-Carmel Pierre-Louis, ma professeure, mc pwen pierrelouis arobas gmail pwen com',
    );
    expect(state.contacts.map((c) => [c.firstName, c.lastName, c.email])).toEqual([
      ['Guerline', 'Saint-Fleur', 'guerline.stfleur@gmail.com'],
      ['Marie-Carmel', 'Pierre-Louis', 'mc.pierrelouis@gmail.com'],
    ]);
  });

  it('"Do Brasil, de Governador Valadares" said of a number read there adds nobody (pt-i202)', () => {
    const state = talkTappingYes(
      'pt',
      'US',
      'sim',
      'Minha patroa em Valadares, Aparecida Moreira, cida@loja.com.br, (33) 9 8812-4470',
      'Do Brasil, de Governador Valadares',
    );
    expect(state.contacts.map((c) => c.firstName)).toEqual(['Aparecida']);
  });

  it('"Rosângela Bezerra, 81 99654-3210" on a Portuguese tenant keeps its DDD (pt-i204)', () => {
    const state = talkFrom(
      'pt',
      'PT',
      'sim',
      'A patroa do Recife é a Rosângela Bezerra, 81 99654-3210, rosangela@bolo.com.br',
    );
    expect(state.unplacedPhones?.map((p) => p.raw)).toEqual(['81 99654-3210']);
  });

  it('"Vou dar-vos três: …" names no "Vou" (pt-i204)', () => {
    const state = talkFrom(
      'pt',
      'PT',
      'sim',
      'Vou dar-vos três: a Tia Lena, que é a dona da tasca; o chefe de cozinha; e a minha antiga patroa',
    );
    expect(state.contacts.map((c) => c.firstName)).not.toContain('Vou');
  });
});

describe('set 70: a range "3 a 5" is no case of its own, and intake words', () => {
  it('"fazia 3 a 5 por dia, depende do trânsito" asks again, never passes on', async () => {
    const questions = [
      {
        key: 'instalacoes',
        kind: 'number',
        prompt: 'Quantas instalações fazia por dia? (opcional)',
        required: false,
      },
      { key: 'trato', kind: 'rating', prompt: 'De 1 a 5, o trato?', required: false },
    ] as Question[];
    const { state } = await askedFirst(
      'pt',
      questions,
      'Quando ia para instalação fazia 3 a 5 por dia, depende do trânsito',
    );
    expect(state.questionnaire?.skipped ?? []).not.toContain('instalacoes');
    expect(state.questionnaire?.answers.instalacoes).toBeUndefined();
  });

  it('"Löscht det bitte alles, ick will det nich mehr" after two named asks to withdraw (de-i214)', () => {
    const state = talkFrom(
      'de',
      'DE',
      'Ja klar, macht ma',
      'Meine Chefin is Frau Sabine Krause, s.krause@kita.de, und meine Kollegin Aylin Demir, 0157 34567890',
      'Nee, dann lieber doch nich. Die Sabine weeß noch nüscht. Löscht det bitte alles, ick will det nich mehr',
    );
    expect(state.confirm).toMatchObject({ key: 'consent', value: false });
  });

  it('"Oups" and "Mets plutôt …" name nobody (fr-i211)', () => {
    const state = talkTappingYes(
      'fr',
      'CA',
      'oui',
      'Oups, mets plutôt ma collègue Audrey-Anne Girard, agirard@pharma.ca, 581 235-6789',
    );
    expect(state.contacts.map((c) => c.firstName)).toEqual(['Audrey-Anne']);
  });
});

describe("a number said to be a listed referee's (es-i211)", () => {
  it('"… el 6674-2318 que te di es de mi hermana. El de Yaneth es 6674-2381" sets hers', () => {
    const state = talkTappingYes(
      'es',
      'PA',
      'sí',
      'La jefa es Yaneth Him de Castillo, 6674-2318',
      'Ah no, espérate, el 6674-2318 que te di es de mi hermana jaja. El de Yaneth es 6674-2381',
    );
    expect(state.contacts.map((c) => [c.firstName, c.phone])).toEqual([['Yaneth', '+50766742381']]);
  });
});
