import { describe, expect, it } from 'vitest';
import { lexiconFor } from '../../participants/interviewer/lexicon.ts';
import { isOnlySkip } from '../../participants/interviewer/referee-reading.ts';
import { type KindQuestion, questionKinds } from './index.ts';

/**
 * Sixteenth set, referee round: the words and readers behind the set's conversations, in other
 * wordings, with wordings that must not be read so.
 */

const q = (question: Partial<KindQuestion> & Pick<KindQuestion, 'kind'>): KindQuestion => ({
  key: 'k',
  prompt: 'Prompt?',
  required: true,
  ...question,
});

describe('Latin American and European Portuguese words for the standard ones (sixteenth set)', () => {
  const tasks = q({
    kind: 'choice',
    prompt: '¿Qué tareas hacía?',
    options: ['Reposición', 'Carretilla elevadora', 'Caja'],
    multiple: true,
  });
  it('reads the Latin American forklift as the carretilla elevadora', () => {
    const said = lexiconFor('es').inStandard!('Manejaba el montacargas y reponía');
    expect(questionKinds.choice.read(tasks, said, lexiconFor('es'))?.value).toContain(
      'Carretilla elevadora',
    );
  });
  it('reads the Mexican "de planta" after a verb as on the staff, never "jefe de planta"', () => {
    const es = lexiconFor('es');
    expect(es.inStandard!('Al final estaba de planta')).toBe('Al final estaba en plantilla');
    expect(es.inStandard!('Era jefe de planta')).toBe('Era jefe de planta');
  });
  it("reads Portugal's lorries, coaches and motorbikes as Brazil names them", () => {
    const vehicles = q({
      kind: 'choice',
      prompt: 'Que veículos?',
      options: ['Carros de passeio', 'Motos', 'Caminhões e ônibus'],
      multiple: true,
    });
    const pt = lexiconFor('pt');
    const said = pt.inStandard!('Só camiões e autocarros');
    expect(questionKinds.choice.read(vehicles, said, pt)?.value).toEqual(['Caminhões e ônibus']);
  });
});

describe('"lo último era …" is no place in a list (sixteenth set)', () => {
  const kind = q({ kind: 'choice', prompt: '¿Cómo?', options: ['Fijo', 'Temporal', 'Becario'] });
  it('reads nothing from "lo último fue …"', () => {
    expect(
      questionKinds.choice.read(kind, 'Lo último fue un cambio de turno', lexiconFor('es')),
    ).toBeUndefined();
  });
  it('still reads "el último" as the last option', () => {
    expect(questionKinds.choice.read(kind, 'El último', lexiconFor('es'))?.value).toBe('Becario');
  });
});

describe('leave it blank (sixteenth set)', () => {
  it.each([
    ['es', 'Déjalo en blanco'],
    ['fr', 'Laissez vide'],
    ['de', 'Bitte leer lassen'],
    ['pt', 'Pode deixar em branco'],
    ['en', 'leave it blank'],
  ] as const)('is a skip: %s "%s"', (locale, text) => {
    expect(isOnlySkip(lexiconFor(locale).inEnglish(text))).toBe(true);
  });
});

describe('of several figures, the one said with the unit asked (sixteenth set)', () => {
  const years = (prompt: string) => q({ kind: 'number', prompt, min: 0 });
  it('offers it, never takes it', () => {
    expect(
      questionKinds.number.read(
        years('How many years of experience?'),
        'Started at 16, she is 40 now, so about 20 years in the trade',
        lexiconFor('en'),
      ),
    ).toEqual({ value: 20, certain: false });
    expect(
      questionKinds.number.read(
        years('¿Cuántos años de experiencia tiene?'),
        'Empezó con 18, ahora tiene 30, unos 12 años de oficio',
        lexiconFor('es'),
      ),
    ).toEqual({ value: 12, certain: false });
  });
  it('reads none when two figures carry the unit', () => {
    expect(
      questionKinds.number.read(
        years('How many years of experience?'),
        '5 years here and 3 years before, at 20 he started',
        lexiconFor('en'),
      )?.value,
    ).not.toBe(3);
  });
});

describe('"in both" is no two (sixteenth set)', () => {
  const rating = q({ kind: 'rating', prompt: 'De 1 a 5?' });
  it.each([
    ['pt', 'Nas duas é 4'],
    ['es', 'En los dos un 4'],
  ] as const)('%s "%s"', (locale, text) => {
    expect(questionKinds.rating.read(rating, text, lexiconFor(locale))?.value).toBe(4);
  });
});

describe('Swiss German among the readers (sixteenth set)', () => {
  const de = lexiconFor('de');
  it('reads the months and "together"', () => {
    const months = q({ kind: 'number', prompt: 'Wie viele Monate?', min: 0 });
    expect(questionKinds.number.read(months, 'Zäme 9 Mönet', de)?.value).toBe(9);
  });
  it('reads French figures where the two languages meet, the last one said', () => {
    const rating = q({ kind: 'rating', prompt: 'Von 1 bis 5?' });
    expect(questionKinds.rating.read(rating, 'Trois… nei, quatre!', de)?.value).toBe(4);
  });
  it('reads "Nüt meh" and a Swiss good evening as nothing more', () => {
    expect(de.inEnglish('Nüt meh. Schöne Abe no')).toMatch(/that's all/);
  });
});

describe('dictation\'s "cent" for "sans" before a word of doubt (sixteenth set)', () => {
  it('reads "cent hésitation" as a yes, to confirm', () => {
    const yes = q({ kind: 'yes_no', prompt: 'La reprendriez-vous ?' });
    expect(
      questionKinds.yes_no.read(
        yes,
        'Cent hésitation, elle revient quand elle veut',
        lexiconFor('fr'),
      )?.value,
    ).toBe(true);
  });
});
