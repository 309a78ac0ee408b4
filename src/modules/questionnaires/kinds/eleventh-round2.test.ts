import { describe, expect, it } from 'vitest';
import { lexiconFor } from '../../participants/interviewer/lexicon.ts';
import { type KindQuestion, questionKinds } from './index.ts';

const q = (question: Partial<KindQuestion> & Pick<KindQuestion, 'kind'>): KindQuestion => ({
  key: 'k',
  prompt: 'Prompt?',
  required: true,
  ...question,
});

describe('a length said beside the time spent with the one speaking', () => {
  const read = questionKinds.number.read;
  it('offers the other amount to a question about something else, never takes it', () => {
    const es = q({ kind: 'number', prompt: '¿Cuántos años lleva en la profesión?', min: 0 });
    expect(read(es, 'Lleva once años en total. Tres años conmigo nomás', lexiconFor('es'))).toEqual(
      {
        value: 11,
        certain: false,
      },
    );
    const de = q({ kind: 'number', prompt: 'Wie viele Jahre Berufserfahrung hat er?', min: 0 });
    expect(
      read(de, 'Sieben Jahre im Beruf. Bei uns waren es zwei Jahre', lexiconFor('de')),
    ).toEqual({ value: 7, certain: false });
    const pt = q({ kind: 'number', prompt: 'Quantos anos de experiência ela tem?', min: 0 });
    expect(read(pt, 'uns 3 anos comigo. antes 9 anos no total', lexiconFor('pt'))?.value).toBe(9);
  });
  it('reads nothing of the kind when the question asks that time itself', () => {
    const es = q({ kind: 'number', prompt: '¿Cuántos años trabajaron juntos?', min: 0 });
    expect(read(es, 'Lleva once años en total. Tres años conmigo nomás', lexiconFor('es'))).toBe(
      undefined,
    );
  });
});

describe('a single choice with two options named, one of them what the speaker says they are', () => {
  const read = questionKinds.choice.read;
  const roles = q({
    kind: 'choice',
    prompt: 'In welcher Funktion kannten Sie sie?',
    options: ['Inhaber/in (Bäcker/in)', 'Mitarbeiter/in in der Backstube', 'Kunde/Kundin'],
    multiple: false,
  });
  it('offers the one they say they are, never takes it', () => {
    expect(read(roles, 'Ich bin der Bäcker, die Backstube gehört mir', lexiconFor('de'))).toEqual({
      value: 'Inhaber/in (Bäcker/in)',
      certain: false,
    });
    const es = q({
      kind: 'choice',
      prompt: '¿Cuál era su relación?',
      options: ['Dueño/a del taller', 'Compañero/a en la obra', 'Cliente'],
      multiple: false,
    });
    expect(read(es, 'Yo soy el dueño, ella estaba en la obra de Getafe', lexiconFor('es'))).toEqual(
      {
        value: 'Dueño/a del taller',
        certain: false,
      },
    );
  });
  it('reads nothing when the speaker names no role of their own', () => {
    expect(read(roles, 'Der Bäcker und die Backstube', lexiconFor('de'))).toBe(undefined);
  });
});

describe('a figure written first in another script, then in words', () => {
  it('reads the words, the other script naming no question', () => {
    const count = q({ kind: 'number', prompt: '¿Cuántos pacientes atendía al día?', min: 1 });
    expect(questionKinds.number.read(count, '三十 treinta más o menos', lexiconFor('es'))).toEqual({
      value: 30,
      certain: false,
    });
  });
});
