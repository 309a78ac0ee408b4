import { describe, expect, it } from 'vitest';
import { lexiconFor } from '../../participants/interviewer/lexicon.ts';
import type { Question } from '../questionnaires.schemas.ts';
import { questionKinds } from './index.ts';

const missions = {
  key: 'missions',
  kind: 'choice',
  multiple: true,
  required: true,
  prompt: 'Quelles missions a-t-il ou elle assurées ? (plusieurs choix possibles)',
  options: [
    'Urgences (garde, SAMU)',
    'Transports programmés (dialyse, consultations)',
    'Transport assis (VSL, taxi conventionné)',
    'Transferts entre hôpitaux',
    'Régulation et planning',
  ],
} as Question;

describe('options that write one word in two forms (blind set 50)', () => {
  it('takes the options typed as written, never the one that shares a word in another form', () => {
    const read = questionKinds.choice.read(
      missions,
      'Urgences (garde, SAMU), Transports programmés (dialyse, consultations), Transferts entre hôpitaux',
      lexiconFor('fr'),
    );
    expect(read?.value).toEqual([
      'Urgences (garde, SAMU)',
      'Transports programmés (dialyse, consultations)',
      'Transferts entre hôpitaux',
    ]);
  });

  it('names neither by the shared word alone ("le transport")', () => {
    const read = questionKinds.choice.read(missions, 'surtout le transport', lexiconFor('fr'));
    expect(read?.certain).not.toBe(true);
  });
});
