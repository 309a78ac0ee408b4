import { describe, expect, it } from 'vitest';
import type { Question } from '../../questionnaires/questionnaires.schemas.ts';
import { initialIntakeState, intakeTurn } from './intake-agent.ts';
import { intakeTestContext, talkTappingYes } from './intake-turn.test-helper.ts';
import { lexiconFor } from './lexicon.ts';
import { dependsOnTheCase } from './referee-interview.ts';
import { askedFirst, readIn as read } from './referee-turn.test-helper.ts';

/**
 * Session 35 (issue 41): rules from the seventy-second blind sets' tuning misses, in wordings
 * of our own, with ones not to read so.
 */

describe('asked not to be written down (pt-r102)', () => {
  const improve = { kind: 'text' as const, prompt: 'What could she improve?' };

  it('"… Mas isso não ponha, coitado" and "But don\'t put that in" store nothing', () => {
    expect(
      read('pt', improve, 'Às vezes chega tarde ao turno da noite. Mas isso não ponha, coitado'),
    ).toBeUndefined();
    expect(read('en', improve, "She is late now and then. But please don't write that down")).toBe(
      undefined,
    );
    expect(read('es', improve, 'A veces se duerme en la caja. Pero eso no lo pongas')).toBe(
      undefined,
    );
  });

  it('the rating asked is passed on, never taken from such a message', async () => {
    const questions = [
      { key: 'trato', kind: 'rating', prompt: 'Del 1 al 5, ¿su trato?', required: false },
      { key: 'otro', kind: 'yes_no', prompt: '¿Lo recomendaría?', required: false },
    ] as Question[];
    const { state } = await askedFirst('es', questions, 'Un 2, pero eso no lo pongas, pobre');
    expect(state.questionnaire?.answers.trato).toBeUndefined();
    expect(state.confirm ?? null).toBeNull();
  });

  it('"Don\'t put that in the same category" asks nothing of the kind', () => {
    expect(
      read('en', improve, "Don't put that in the same category as the others, she is careful"),
    ).toEqual({
      value: "Don't put that in the same category as the others, she is careful",
      certain: true,
    });
  });
});

describe('told already, and "not once" (es-r102, es-t142)', () => {
  it('"Ya le dije arriba, un 5" to a yes or no is no yes', () => {
    expect(read('es', { kind: 'yes_no' }, 'Ya le dije arriba, un 5')).toBeUndefined();
    expect(read('es', { kind: 'yes_no' }, 'Ya le dije antes: sí')?.value).toBe(true);
  });

  it('"Ni una vez. Cero, nítido" is 0; "None, zero" too', () => {
    const times = { kind: 'number' as const, prompt: '¿Cuántas veces faltó el último año?' };
    expect(read('es', times, 'Ni una vez. Cero, nítido')).toEqual({ value: 0, certain: true });
    expect(read('en', { kind: 'number', prompt: 'How many times?' }, 'None, zero')).toEqual({
      value: 0,
      certain: true,
    });
  });

  it('two figures that differ are still no answer', () => {
    const times = { kind: 'number' as const, prompt: 'How many times?' };
    expect(read('en', times, 'Not even one. Well, 2')?.certain).not.toBe(true);
  });
});

describe('the article before a rate is one (es-t141)', () => {
  it('"una por día", "eine pro Woche", "une par jour", "uma por dia" are one', () => {
    expect(read('es', { kind: 'number', prompt: '¿Cuántas por día?' }, 'una por día')).toEqual({
      value: 1,
      certain: true,
    });
    expect(
      read('de', { kind: 'number', prompt: 'Wie viele pro Woche?' }, 'eine pro Woche'),
    ).toEqual({ value: 1, certain: true });
    expect(
      read('fr', { kind: 'number', prompt: 'Combien par jour ?' }, 'une par jour')?.value,
    ).toBe(1);
    expect(read('pt', { kind: 'number', prompt: 'Quantas por dia?' }, 'uma por dia')?.value).toBe(
      1,
    );
  });

  it('"un año" to a question in years is still one year, read as before', () => {
    expect(read('es', { kind: 'number', prompt: '¿Cuántos años? (en años)' }, 'un año')).toEqual({
      value: 1,
      certain: true,
    });
  });
});

describe('German corrections, refusals and skips (de-t140, de-r102, de-t141, de-t142)', () => {
  it('"Kommt drauf an … vielleicht 8 bis 10" is a range, asked again, not passed on', () => {
    const text = 'Kommt drauf an, eine Brücke ist was anderes. Vielleicht 8 bis 10';
    const lexicon = lexiconFor('de');
    expect(dependsOnTheCase(text, lexicon.inEnglish(text), lexicon)).toBe(false);
  });

  it('"viereinhalb Jahr… nei, grad 52 Mönet" is 52 months; "no, exactly 52" in English', () => {
    const months = { kind: 'number' as const, prompt: 'Wie lange? (in Monaten)' };
    expect(read('de', months, 'So viereinhalb Jahr… nei, grad 52 Mönet')?.value).toBe(52);
    expect(
      read(
        'en',
        { kind: 'number', prompt: 'How long? (in months)' },
        '4.5 years… no, exactly 52 months',
      ),
    ).toEqual({ value: 52, certain: true });
  });

  it('"Dat sach ich nich" refuses the question; "Dann lass ich das lieber weg" skips it', () => {
    const lexicon = lexiconFor('de');
    expect(lexicon.refuses('Dat sach ich nich, Betriebsgeheimnis')).toBe(true);
    expect(lexicon.isNonAnswer('Dann lass ich das mal lieber weg, steht auf der Website')).toBe(
      true,
    );
    expect(lexicon.refuses('Das sag ich gern: 5')).toBe(false);
  });
});

describe('a range settled on one of its figures (pt-t140)', () => {
  const care = { kind: 'rating' as const, prompt: 'De 1 a 5, o cuidado?', min: 1, max: 5 };

  it('"4 ou 5... 5, vai" is 5; "4 or 5… 4" is 4', () => {
    expect(read('pt', care, '4 ou 5... 5, vai')).toEqual({ value: 5, certain: true });
    expect(read('en', { ...care, prompt: 'From 1 to 5?' }, '4 or 5… 4')).toEqual({
      value: 4,
      certain: true,
    });
  });

  it('a third figure, or more said after it, leaves the range open', () => {
    expect(read('en', { ...care, prompt: 'From 1 to 5?' }, '4 or 5… 3')).toBeUndefined();
    expect(
      read('en', { ...care, prompt: 'From 1 to 5?' }, '4 or 5. 5 but only on good days'),
    ).toBeUndefined();
  });
});

describe('an option named where one works (pt-t140)', () => {
  it('"trabalhava na calandra" offers the calender operator, never takes it', () => {
    const options = ['Operador(a) de lavadora', 'Operador(a) de calandra', 'Motorista'];
    expect(
      read(
        'pt',
        { kind: 'choice', options },
        'A Zefinha trabalhava na calandra, passava os lençóis',
      ),
    ).toEqual({ value: 'Operador(a) de calandra', certain: false });
  });
});

describe('intake: a listed referee set right (es-i216, es-i218, fr-i217)', () => {
  it('"Y lo de Antonio mejor el móvil, …: 627 38 15 09" is his number', () => {
    const state = talkTappingYes(
      'es',
      'ES',
      'sí',
      'Antonio Ruiz, mi encargado, 968 12 34 56; Marta Gil, colega, marta@gil.es',
      'Y lo de Antonio mejor el móvil, que el fijo no lo coge nadie: 627 38 15 09',
    );
    expect(state.contacts.map((c) => c.phone)).toEqual(['+34627381509', null]);
  });

  it('"Fátima se apellida El Amrani" gives her surname', () => {
    const state = talkTappingYes(
      'es',
      'ES',
      'sí',
      'Fátima, una compañera, fatima@correo.es',
      'Fátima se apellida El Amrani',
    );
    expect(state.contacts.map((c) => [c.firstName, c.lastName])).toEqual([['Fátima', 'El Amrani']]);
  });

  it('"Luz no es Gómez Arango, es Gómez Arenas" sets the surname; another first name does not', () => {
    const state = talkTappingYes(
      'es',
      'CO',
      'sí',
      'Mi jefa Luz Gómez Arango, 314 728 5503',
      'Perdón, Luz no es Gómez Arango, es Gómez Arenas',
    );
    expect(state.contacts[0]?.lastName).toBe('Gómez Arenas');
    const other = talkTappingYes(
      'es',
      'CO',
      'sí',
      'Mi jefa Luz Gómez Arango, 314 728 5503',
      'No es Ana, es Luz',
    );
    expect(other.contacts[0]?.lastName).toBe('Gómez Arango');
  });

  it('an address that spells a listed name is theirs: "el correo de ella: luzgomez@…"', () => {
    const state = talkTappingYes(
      'es',
      'CO',
      'sí',
      'Mi jefa Luz Gómez Arango, 314 728 5503',
      'Y el correo de ella: luzgomez arroba gmail punto com',
    );
    expect(state.contacts.map((c) => c.email)).toEqual(['luzgomez@gmail.com']);
  });

  it('"Mme Leila Trabelsi… non pardon, Leila Jaziri" is Leila Jaziri', () => {
    const state = talkTappingYes(
      'fr',
      'TN',
      'oui',
      'Ma patronne : Mme Leila Trabelsi… non pardon, Leila Jaziri. 98 123 456',
    );
    expect(state.contacts.map((c) => [c.firstName, c.lastName])).toEqual([['Leila', 'Jaziri']]);
  });

  it('"Son numéro 06 51 23 45 67" of another country asks which one', () => {
    const context = intakeTestContext('fr', 'TN');
    let state = initialIntakeState();
    for (const message of ['oui', 'Ma collègue Rim Hamdi', 'Son numéro 06 51 23 45 67'])
      state = intakeTurn(context, state, message).state;
    expect(state.unplacedPhones?.map((p) => p.raw)).toEqual(['06 51 23 45 67']);
    const reply = intakeTurn(
      context,
      { ...state, unplacedPhones: null },
      'Son numéro 06 51 23 45 67',
    );
    expect(reply.text).toMatch(/pays/);
  });
});

describe('intake: removals and new names (es-i219, fr-i219)', () => {
  it('"Sacá al negro Fabián … Poné a mi ex jefa, Silvina Ortiz, …" removes one, adds the other', () => {
    const state = talkTappingYes(
      'es',
      'AR',
      'sí',
      'Walter Ledesma, mi jefe, 0351 15-612-4478; Fabián Quiroga, cliente, 0351 423-8190',
      'Y sacá al negro Fabián, que es cliente. Poné a mi ex jefa, Silvina Ortiz, que está en Santiago, 9 6234 1187',
      'De Chile',
    );
    expect(state.contacts.map((c) => [c.firstName, c.phone])).toEqual([
      ['Walter', '+5493516124478'],
      ['Silvina', '+56962341187'],
    ]);
  });

  it('"Mme Delvaux c\'est Françoise, f.delvaux@…" names Françoise Delvaux', () => {
    const state = talkTappingYes(
      'fr',
      'BE',
      'oui',
      "Mme Delvaux c'est Françoise, f.delvaux@ipes.be",
    );
    expect(state.contacts.map((c) => [c.firstName, c.lastName])).toEqual([
      ['Françoise', 'Delvaux'],
    ]);
  });

  it('"zéro quatre cent septante-cinq, douze, …" keeps its hundreds; "hollandais" is Dutch', () => {
    const state = talkTappingYes(
      'fr',
      'BE',
      'oui',
      "Mon chef Marc Lejeune, son GSM c'est zéro quatre cent septante-cinq, douze, trente-quatre, cinquante-six",
      'Mon collègue Kevin Ramaekers, un numéro hollandais, 06 23 45 67 89',
    );
    expect(state.contacts.map((c) => c.phone)).toEqual(['+32475123456', '+31623456789']);
  });

  it('"ipes-seraing, avec un g" sets a letter of the domain right', () => {
    const state = talkTappingYes(
      'fr',
      'BE',
      'oui',
      'Ma prof Françoise Delvaux, f.delvaux@ipes-serain.be',
      'Et le mail de Mme Delvaux c’est ipes-seraing point be, avec un g',
    );
    expect(state.contacts.map((c) => c.email)).toEqual(['f.delvaux@ipes-seraing.be']);
  });
});

describe('intake: Swiss and Allgäu words (de-i216, de-i217)', () => {
  it('"r punkt weixler ät holzbau minus weixler punkt de" is a dictated address', () => {
    const state = talkTappingYes(
      'de',
      'DE',
      'ja',
      'Meine Chefin Roswitha Weixler, r punkt weixler ät holzbau minus weixler punkt de',
    );
    expect(state.contacts.map((c) => c.email)).toEqual(['r.weixler@holzbau-weixler.de']);
  });

  it('"Zerscht" names nobody; "Schwiiz" places a number; "Des wär alls" ends the list', () => {
    const state = talkTappingYes(
      'de',
      'LI',
      'ja',
      'Zerscht mini Chefin Corinne Marxer, c.marxer@treuhand.li, 232 12 34',
      'Dr Kolleg Marco Büchel, marco@buechel.ch, 078 654 32 10',
      'Schwiiz',
      'Des wär alls',
    );
    expect(state.contacts.map((c) => [c.firstName, c.phone])).toEqual([
      ['Corinne', '+4232321234'],
      ['Marco', '+41786543210'],
    ]);
    expect(state.step).toBe('ready');
  });
});

describe('older sets: settles, Swiss and Low German figures, a yes by how soon', () => {
  const rating = { kind: 'rating' as const, prompt: 'From 1 to 5?', min: 1, max: 5 };

  it('"Quatre ou cinq… je dis cinq" is 5; "Je dis pas ça" picks nothing (fr-r100)', () => {
    expect(read('fr', rating, 'Il arrive toujours. Quatre ou cinq… je dis cinq')?.value).toBe(5);
    expect(read('fr', rating, 'Je dis pas ça')).toBeUndefined();
  });

  it('"Feifi, ohni Diskussion" and "e Vieri" are grades, offered (de-r100)', () => {
    expect(read('de', rating, 'Feifi, ohni Diskussion')).toEqual({ value: 5, certain: false });
    expect(read('de', rating, 'Vieri')).toEqual({ value: 4, certain: false });
  });

  it('"Segg man fiev" is five (de-t137)', () => {
    const hauls = { kind: 'number' as const, prompt: 'Wie viele Hols pro Tag? (optional)' };
    expect(read('de', hauls, 'Segg man fiev')).toEqual({ value: 5, certain: true });
  });

  it('"Même demain !" to "would you rehire" is a yes (fr-r100)', () => {
    expect(
      read('fr', { kind: 'yes_no', prompt: 'Recruteriez-vous Brice ?' }, 'Même demain !'),
    ).toEqual({ value: true, certain: true });
  });
});

describe('intake: a removal not understood keeps the new referee beside it (pt-i211, es-i214)', () => {
  it('"tira o uruguaio … Põe no lugar o Jonas Müller, …" asks which, and lists Jonas', () => {
    const state = talkTappingYes(
      'pt',
      'BR',
      'sim',
      'Valdir Fagundes, meu chefe, (51) 99812-4470',
      'E tira o uruguaio, acho que ele trocou de número. Põe no lugar o Jonas Müller, que era chapeiro comigo, (51) 98443-2109',
    );
    expect(state.contacts.map((c) => c.firstName)).toEqual(['Valdir', 'Jonas']);
  });

  it('"quite a mi primo" removes the one listed as "mi primo"; nobody else is a cousin', () => {
    const state = talkTappingYes(
      'es',
      'GT',
      'sí',
      'Mi jefa Ingrid Barrios, 5512 3380',
      'Mi primo es el Chepe, José Ajpop, 5512 3390',
      'Mejor quite a mi primo, dicen que familia no cuenta',
    );
    expect(state.contacts.map((c) => c.firstName)).toEqual(['Ingrid']);
    const none = talkTappingYes(
      'es',
      'GT',
      'sí',
      'Mi jefa Ingrid Barrios, 5512 3380',
      'Mejor quite a mi primo',
    );
    expect(none.contacts.map((c) => c.firstName)).toEqual(['Ingrid']);
  });
});

describe('set 74: private matters, ranges with "à", verbs said back', () => {
  const improve = { kind: 'text' as const, prompt: 'Was könnte sie verbessern?' };

  it('"Das säg ich lieber nöd, das isch en privati Sach gsi" stores nothing (de-r104)', () => {
    expect(read('de', improve, 'Das säg ich lieber nöd, das isch en privati Sach gsi')).toBe(
      undefined,
    );
    expect(
      read(
        'fr',
        { kind: 'text', prompt: 'Un dernier mot ?' },
        "Ne dites rien de son divorce, ça c'est privé",
      ),
    ).toBeUndefined();
    expect(
      read('en', { kind: 'text', prompt: 'Anything else?' }, 'He is a private person'),
    ).toEqual({
      value: 'He is a private person',
      certain: true,
    });
  });

  it('"Ça dépend… 12 à 14" is a range, never 12 for certain (fr-t145)', () => {
    const rooms = { kind: 'number' as const, prompt: 'Combien de chambres par jour ?' };
    expect(read('fr', rooms, 'Ça dépend… 12 à 14')?.certain).not.toBe(true);
    expect(read('fr', rooms, 'Douze, à peu près')?.value).toBe(12);
  });

  it('"Levo, pois" to "Voltaria a levá-lo?" offers a yes (pt-t145)', () => {
    expect(
      read('pt', { kind: 'yes_no', prompt: 'Voltaria a levá-lo para o mar?' }, 'Levo, pois'),
    ).toEqual({ value: true, certain: false });
  });

  it('"…, mais si je pouvais, oui, directement" offers the yes after the "but" (fr-t144)', () => {
    expect(
      read(
        'fr',
        { kind: 'yes_no', prompt: 'Le reprendriez-vous ?' },
        "Ce n'est pas moi qui décide, mais si je pouvais, oui, directement",
      ),
    ).toEqual({ value: true, certain: false });
  });

  it('an address written again with a dot is the one meant (es-i223)', () => {
    const state = talkTappingYes(
      'es',
      'CL',
      'sí',
      'La señora Patricia Lagos, jefa de bodega, 9 6128 4405',
      'Su correo: plagos@ferreteria.cl o mejor p.lagos@ferreteria.cl',
    );
    expect(state.contacts.map((c) => c.email)).toEqual(['p.lagos@ferreteria.cl']);
  });
});
