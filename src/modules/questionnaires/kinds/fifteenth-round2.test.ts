import { describe, expect, it } from 'vitest';
import { lexiconFor } from '../../participants/interviewer/lexicon.ts';
import { type KindQuestion, questionKinds } from './index.ts';

const q = (question: Partial<KindQuestion> & Pick<KindQuestion, 'kind'>): KindQuestion => ({
  key: 'k',
  prompt: 'Prompt?',
  required: true,
  ...question,
});

describe('a total said with the parts that add up to it (fifteenth set, round 2)', () => {
  const read = questionKinds.number.read;
  it('offers the total, never takes it', () => {
    const en = q({ kind: 'number', prompt: 'How many people did she manage?', min: 0 });
    expect(read(en, '20 people, 12 in Leeds and 8 in York', lexiconFor('en'))).toEqual({
      value: 20,
      certain: false,
    });
    const es = q({ kind: 'number', prompt: '¿Cuántos años de experiencia tiene?', min: 0 });
    expect(read(es, 'Doce años, ocho aquí y cuatro en Perú', lexiconFor('es'))).toEqual({
      value: 12,
      certain: false,
    });
    const de = q({ kind: 'number', prompt: 'Wie viele Jahre Erfahrung hat er?', min: 0 });
    expect(read(de, '9 Jahre, 6 bei uns und 3 davor', lexiconFor('de'))).toEqual({
      value: 9,
      certain: false,
    });
  });
  it('reads no total from figures that do not add up to the first', () => {
    const en = q({ kind: 'number', prompt: 'How many people did she manage?', min: 0 });
    expect(read(en, '20 people, 12 in Leeds and 5 in York', lexiconFor('en'))).toBeUndefined();
    expect(read(en, '4, 6 or 10, it changed', lexiconFor('en'))).toBeUndefined();
  });
});

describe('words from across the border in Portuguese (fifteenth set, round 2)', () => {
  const pt = lexiconFor('pt');
  it('reads a French unit after a figure', () => {
    const years = q({ kind: 'number', prompt: 'Quantos anos de experiência tem?', min: 0 });
    expect(questionKinds.number.read(years, 'Ele tem 12 ans de obra', pt)?.value).toBe(12);
    const months = q({ kind: 'number', prompt: 'Quantos meses trabalhou connosco?', min: 0 });
    expect(questionKinds.number.read(months, 'uns 8 mois', pt)?.value).toBe(8);
  });
  it('reads Galician figures and halves', () => {
    const rating = q({ kind: 'rating', prompt: 'De 1 a 5?', min: 1, max: 5 });
    expect(questionKinds.rating.read(rating, 'Catro', pt)?.value).toBe(4);
    const years = q({ kind: 'number', prompt: 'Quantos anos trabalhou consigo?', min: 0 });
    expect(questionKinds.number.read(years, 'Dous anos e medio', pt)?.value).toBe(2.5);
  });
  it('reads "sem dúvida nenhuma" and Galician "sen dúbida" as a yes, "nenhuma" alone not', () => {
    const yes = q({ kind: 'yes_no', prompt: 'Voltaria a contratar?' });
    expect(questionKinds.yes_no.read(yes, 'Sim, sem dúvida nenhuma', pt)?.value).toBe(true);
    expect(questionKinds.yes_no.read(yes, 'Si, sen dúbida', pt)?.value).toBe(true);
    expect(questionKinds.yes_no.read(yes, 'Dúvida nenhuma? Não sei', pt)?.value).not.toBe(true);
  });
});

describe('Palatine and Pennsylvania German figures (fifteenth set, round 2)', () => {
  const de = lexiconFor('de');
  it('reads "fimf" and six months said "sex Munet"', () => {
    const rating = q({ kind: 'rating', prompt: 'Von 1 bis 5?', min: 1, max: 5 });
    expect(questionKinds.rating.read(rating, 'Fimf!', de)?.value).toBe(5);
    const months = q({
      kind: 'number',
      prompt: 'Wie viele Monate hat er bei Ihnen gearbeitet?',
      min: 0,
    });
    expect(questionKinds.number.read(months, 'Sex Munet', de)?.value).toBe(6);
  });
  it('never reads "sex" alone as a figure', () => {
    const hours = q({ kind: 'number', prompt: 'Wie viele Stunden pro Woche?', min: 0 });
    expect(questionKinds.number.read(hours, 'Sex Uhr morgens', de)?.value).not.toBe(6);
  });
});
