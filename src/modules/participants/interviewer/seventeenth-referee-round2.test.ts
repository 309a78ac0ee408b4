import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../core/locale.ts';
import type { Question } from '../../questionnaires/questionnaires.schemas.ts';
import type { RefereeContext } from './agent.types.ts';
import { lexiconFor } from './lexicon.ts';
import { initialRefereeState } from './referee-agent.ts';
import { readNamedRatings, readRating, readVolunteeredRehire } from './referee-reading.ts';
import { refereeTestContext, refereeTurn } from './referee-turn.test-helper.ts';

/**
 * Seventeenth set, referee round 2: other wordings of what the set's conversations said, in the
 * four languages and English, with wordings that must not be read so.
 */

const context = refereeTestContext();

/** A tenant questionnaire of these questions in `locale`, the first asked. */
function asking(locale: Locale, ...questions: object[]) {
  const on: RefereeContext = { ...context, locale, questions: questions as Question[] };
  return { on, state: initialRefereeState(on.questions) };
}

const remark = { key: 'remark', kind: 'text', prompt: 'Anything to add?', required: false };

describe('"schriebe Se 12": the Alemannic instruction to write a figure down (seventeenth set)', () => {
  it('reads the figure as settled on', () => {
    const de = lexiconFor('de');
    expect(de.quantities('Schriebe Se 12')[0]).toMatchObject({ value: 12, settled: true });
    expect(de.quantities('Schriibet Si 4, sicher')[0]).toMatchObject({ value: 4, settled: true });
  });
  it('offers it to the number asked', async () => {
    const loads = { key: 'loads', kind: 'number', prompt: 'Wie viele Fuhren?', required: false };
    const { on, state } = asking('de', loads, remark);
    const reply = await refereeTurn(on, state, 'Schriebe Se 14');
    expect(reply.state.questionnaire?.answers.loads ?? reply.state.confirm?.value).toBe(14);
  });
});

describe('a day or a week said as the rate of a count is no unit asked (seventeenth set)', () => {
  it.each([
    ['de', 'Wie viele Bäume hat er an einem normalen Tag gefällt?'],
    ['en', 'How many loads did she deliver on a typical day?'],
    ['en', 'How many calls did he take in an average week?'],
  ] as const)('%s "%s" asks in no time unit', (locale, prompt) => {
    expect(lexiconFor(locale).unitAsked(prompt)).toBeNull();
  });
  it('keeps the unit a question asks in', () => {
    expect(lexiconFor('en').unitAsked('How many days a week did she work?')).toBe('day');
    expect(lexiconFor('de').unitAsked('Wie viele Jahre hat sie bei Ihnen gearbeitet?')).toBe(
      'year',
    );
  });
});

describe('"does not apply" passes an optional question over (seventeenth set)', () => {
  const days = { key: 'days', kind: 'number', prompt: 'How many days at sea?', required: false };
  it.each([
    ['fr', "Ça ne s'applique pas, elle rentrait chaque soir"],
    ['fr', "S'applique pas chez nous, on fait des marées d'une journée"],
    ['en', "Doesn't apply, we were back in port every night"],
    ['es', 'No se aplica, volvíamos cada tarde'],
    ['pt', 'Não aplica, a gente voltava todo dia'],
    ['de', 'Gilt nicht, wir waren jeden Abend zurück'],
  ] as const)('%s "%s" passes it over', async (locale, message) => {
    const { on, state } = asking(locale, days, remark);
    const reply = await refereeTurn(on, state, message);
    expect(reply.state.questionnaire?.skipped).toContain('days');
    expect(reply.state.questionnaire?.answers).toEqual({});
  });
  it('keeps a figure said beside a rule that does not apply', async () => {
    const { on, state } = asking('fr', days, remark);
    const reply = await refereeTurn(on, state, "La règle ne s'applique pas à elle, 12 jours");
    expect(reply.state.questionnaire?.skipped).not.toContain('days');
  });
});

describe('a rating taken back with the language\'s own "no" (seventeenth set)', () => {
  it.each([
    ['Zuverlässigkeit 3, nein, 4, sie kam nie zu spät', 'reliability', 4],
    ['fiabilidade 3... não, 4, nunca faltou', 'reliability', 4],
    ['communication 3, non, 4, elle écrit bien', 'communication', 4],
  ] as const)('"%s" is %s %d', (message, competency, value) => {
    expect(readNamedRatings(message).ratings[competency]).toBe(value);
  });
  it('takes nothing back when the second figure is said to be something', () => {
    expect(readRating("4, non, 5 c'est trop")?.value).toBe(4);
    expect(readRating('4, nein, 5 ist zu viel')?.value).toBe(4);
  });
});

describe('team spirit names the teamwork rating (seventeenth set)', () => {
  it.each([
    ["esprit d'équipe 4, fiabilité 5", 4],
    ['Teamgeist 3', 3],
    ['espírito de equipe 5', 5],
    ['espíritu de equipo 2', 2],
    ['team spirit 4', 4],
  ] as const)('"%s" rates teamwork %d', (message, value) => {
    expect(readNamedRatings(message).ratings.teamwork).toBe(value);
  });
});

describe('a would-rehire said in passing, in French and German (seventeenth set)', () => {
  const fr = lexiconFor('fr').inEnglish;
  const de = lexiconFor('de').inEnglish;
  it('reads the yes', () => {
    expect(
      readVolunteeredRehire('Bref, je le réembaucherais demain, sans hésiter.', fr),
    ).toMatchObject({ answer: true });
    expect(readVolunteeredRehire('Ich würde ihn sofort wieder einstellen, ja.', de)).toMatchObject({
      answer: true,
    });
  });
  it('reads no yes from a denial', () => {
    expect(readVolunteeredRehire('Je ne la réembaucherais pas.', fr)?.answer).not.toBe(true);
    expect(readVolunteeredRehire('Ich würde sie nicht wieder einstellen.', de)?.answer).not.toBe(
      true,
    );
  });
  it('takes only the clause that names it, the rest left to other questions', () => {
    const text = 'Deux ans ensemble, de 2022 à 2024, et je la réembaucherais sans hésiter.';
    const read = readVolunteeredRehire(text, fr)!;
    expect(text.slice(read.span.start)).toBe(' et je la réembaucherais sans hésiter.');
  });
});

const relation = {
  key: 'relation',
  kind: 'choice',
  prompt: 'Qual era a sua relação com a pessoa candidata?',
  options: ['Coordenador(a) ou diretor(a)', 'Colega', 'Outro'],
  multiple: false,
  required: true,
};

describe('a deputy of the role an option names is offered it, never stored (seventeenth set)', () => {
  it.each([
    ['pt', 'Eu era o subdiretor da escola'],
    ['pt', 'Sou vice-diretora do colégio'],
  ] as const)('%s "%s" is offered the director', async (locale, message) => {
    const { on, state } = asking(locale, relation, remark);
    const reply = await refereeTurn(on, state, message);
    expect(reply.state.questionnaire?.answers).toEqual({});
    expect(reply.state.confirm).toMatchObject({ key: 'relation', value: relation.options[0] });
  });
  it.each([
    ['es', 'Yo era el vicedirector del colegio', ['Director(a)', 'Compañero(a)', 'Otro']],
    ['de', 'Ich war dort Vizepräsident', ['Präsident(in)', 'Kollege/Kollegin', 'Andere']],
  ] as const)('%s "%s" is offered the first option', async (locale, message, options) => {
    const { on, state } = asking(locale, { ...relation, options }, remark);
    const reply = await refereeTurn(on, state, message);
    expect(reply.state.questionnaire?.answers).toEqual({});
    expect(reply.state.confirm).toMatchObject({ key: 'relation', value: options[0] });
  });
  it('offers nothing for a word that only starts the same', async () => {
    const { on, state } = asking('pt', relation, remark);
    const reply = await refereeTurn(on, state, 'Eu era o subgerente da loja');
    expect(reply.state.confirm?.value).not.toBe(relation.options[0]);
  });
});

describe("Portugal's school stages and salon words, as Brazil's options name them (seventeenth set)", () => {
  const stages = {
    key: 'stages',
    kind: 'choice',
    prompt: 'Em quais segmentos essa pessoa dava aula?',
    options: ['Educação infantil', 'Ensino fundamental I', 'Ensino fundamental II', 'Ensino médio'],
    multiple: true,
    required: true,
  };
  it('offers the stages named the Portuguese way', async () => {
    const { on, state } = asking('pt', stages, remark);
    const reply = await refereeTurn(
      on,
      state,
      'Dava Ciências no 3º ciclo e Física no ensino secundário',
    );
    expect(reply.state.questionnaire?.answers).toEqual({});
    expect(reply.state.confirm).toMatchObject({
      key: 'stages',
      value: ['Ensino fundamental II', 'Ensino médio'],
    });
  });
  it('leaves the second cycle, which spans both fundamentals, as said', async () => {
    const { on, state } = asking('pt', stages, remark);
    const reply = await refereeTurn(on, state, 'Dava aulas ao 2.º ciclo');
    expect(reply.state.questionnaire?.answers).toEqual({});
    expect(reply.state.confirm?.value ?? []).not.toContain('Ensino fundamental I');
  });
  it('reads "madeixas" and "brushing" in the standard words', () => {
    expect(lexiconFor('pt').inStandard?.('Fazia madeixas e brushing')).toBe(
      'Fazia mechas e escova',
    );
  });
});

describe('ordinals are no figure (seventeenth set)', () => {
  it.each([
    ['pt', 'dava aulas do 7.º ao 12.º ano'],
    ['pt', 'na 3.ª série'],
    ['es', 'en 2.º de la ESO'],
  ] as const)('%s "%s" holds no amount', (locale, message) => {
    expect(lexiconFor(locale).quantities(message)).toEqual([]);
  });
  it('keeps a count beside an ordinal', () => {
    expect(
      lexiconFor('pt')
        .quantities('No 9.º ano tinha 22 alunos')
        .map((q) => q.value),
    ).toEqual([22]);
  });
});
