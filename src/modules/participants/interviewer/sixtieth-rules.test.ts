import { describe, expect, it } from 'vitest';
import type { Question } from '../../questionnaires/questionnaires.schemas.ts';
import type { RefereeState } from './agent.types.ts';
import { earlierAnswerRecalled } from './earlier-words.ts';
import { talkFrom } from './intake-turn.test-helper.ts';
import { initialRefereeState } from './referee-agent.ts';
import { refereeTestContext, refereeTurn } from './referee-turn.test-helper.ts';

/**
 * Session 32 (issue 41): rules from the sixtieth blind sets' first shot, in wordings of our own,
 * with ones not to read so.
 */

/** The built-in questionnaire asking for strengths, 40 months stored. */
function atStrengths(): RefereeState {
  const base = initialRefereeState(null);
  return {
    ...base,
    next: 'strengths',
    answers: { relationship: 'ihre Chefin', monthsKnown: 40 },
  } as RefereeState;
}

describe('an earlier length said again as stored, after "I miscalculated" (de-r90)', () => {
  it('"Halt, ich hab mich verrechnet: … Drei Jahre und vier Monate" is no strength', async () => {
    const { state } = await refereeTurn(
      refereeTestContext('de'),
      atStrengths(),
      'Halt, ich hab mich verrechnet: sie hat erst im April angefangen. Drei Jahre und vier Monate',
    );
    expect(state.answers.strengths).toBeUndefined();
    expect(state.confirm ?? null).toBeNull();
  });
});

describe('an earlier figure changed after "I forgot to say" (pt-t123)', () => {
  const questions = [
    {
      key: 'meses',
      kind: 'number',
      prompt: 'Quantos meses trabalhou com vocês? (em meses)',
      required: true,
    },
    { key: 'seguranca', kind: 'rating', prompt: 'De 1 a 5, a segurança?', required: true },
  ] as Question[];

  it('"esqueci de falar nos meses: … são 40" offers 40 for the months', async () => {
    const state = {
      ...initialRefereeState(questions),
      questionnaire: {
        asking: 'seguranca',
        answers: { meses: 41 },
        skipped: [],
        lastAnswered: 'meses',
      },
    } as RefereeState;
    const after = await refereeTurn(
      { ...refereeTestContext('pt'), questions },
      state,
      'Ah, esqueci de falar nos meses: ele saiu em julho e não em agosto, então são 40.',
    );
    expect(after.state.confirm).toMatchObject({ key: 'meses', value: 40 });
    expect(after.state.questionnaire?.answers.meses).toBe(41);
  });
});

describe('an earlier text answer set right by the word it denies (pt-r90)', () => {
  const answers = [{ key: 'relationship', text: 'O Thiago era ferreiro do barracão' }];
  it('"Corrigindo lá em cima: ele não era ferreiro não, era soldador" points at it', () => {
    expect(
      earlierAnswerRecalled(
        'Corrigindo lá em cima: ele não era ferreiro não, era soldador',
        answers,
      ),
    ).toBe('relationship');
  });
  it('"ele não era ferreiro" alone, with no place in the talk, points at nothing', () => {
    expect(earlierAnswerRecalled('Ele não era ferreiro, era soldador', answers)).toBeUndefined();
  });
});

describe('how long one has lived somewhere is no time worked together (pt-r89)', () => {
  it('"Sou madeirense mas vivo cá há 30 anos" stores no months', async () => {
    const { state } = await refereeTurn(
      refereeTestContext('pt'),
      initialRefereeState(null),
      'Boa tarde. Sou o dono de um supermercado. Sou madeirense mas vivo cá há 30 anos. O Rui trabalhou comigo no armazém',
    );
    expect(state.answers.monthsKnown).toBeUndefined();
  });

  it('"Fui o chefe dele durante 2 anos" still does', async () => {
    const { state } = await refereeTurn(
      refereeTestContext('pt'),
      initialRefereeState(null),
      'Fui o chefe dele durante 2 anos',
    );
    expect(state.answers.monthsKnown).toBe(24);
  });
});

describe('two nicknames named in full in one message, details beside them (fr-i186)', () => {
  it('"Abou Karim c\'est Georges Khoury, g.khoury@…. Jojo c\'est Joëlle Saadé" renames both', () => {
    const state = talkFrom(
      'fr',
      'LB',
      'oui',
      'Abou Karim, mon patron, 03 123 456. Et Jojo, ma collègue, 71 234 567',
      "Abou Karim c'est Georges Khoury, g.khoury@patisserie.com.lb. Jojo c'est Joëlle Saadé, elle n'a pas d'e-mail",
    );
    const names = state.contacts.map((c) => c.nameAsWritten ?? `${c.firstName} ${c.lastName}`);
    expect(names.some((n) => n.includes('Georges'))).toBe(true);
    expect(names.some((n) => n.includes('Joëlle'))).toBe(true);
    expect(state.contacts.find((c) => c.email)?.email).toBe('g.khoury@patisserie.com.lb');
  });
});

describe('a reason after the one to remove denies nothing (es-i189)', () => {
  const listed = [
    'sí',
    'Encarna Sánchez, mi jefa, encarna@x.es, 648 21 39 07',
    'Y Mihai Popescu, mi jefe, mihai@gmail.com, +40 721 345 678',
  ];
  it('"quita a Mihai que no habla bien español" removes Mihai', () => {
    const state = talkFrom('es', 'ES', ...listed, 'quita a Mihai que no habla bien español');
    expect(state.contacts.map((c) => c.firstName)).toEqual(['Encarna']);
  });
  it('"no quites a Mihai" still keeps him', () => {
    const state = talkFrom('es', 'ES', ...listed, 'no quites a Mihai, por favor');
    expect(state.contacts.map((c) => c.firstName)).toContain('Mihai');
  });
});

describe('a first name and a colon before details is that person, never the last one renamed (pt-i194)', () => {
  it('"Keiko: k.tamashiro@…" after Cleide Bortolotto is someone else', () => {
    const state = talkFrom(
      'pt',
      'BR',
      'sim',
      'Minha ex-chefe no mercado, Dona Cleide Bortolotto',
      'Keiko: k.tamashiro@sunlineworks.co.jp',
    );
    const cleide = state.contacts.find((c) => c.lastName === 'Bortolotto');
    expect(cleide?.firstName).toBe('Cleide');
    expect(cleide?.email ?? null).toBeNull();
  });
});
