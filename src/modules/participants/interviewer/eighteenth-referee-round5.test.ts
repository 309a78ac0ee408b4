import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../core/locale.ts';
import type { Question } from '../../questionnaires/questionnaires.schemas.ts';
import type { RefereeState } from './agent.types.ts';
import { initialRefereeState } from './referee-agent.ts';
import { refereeTestContext, refereeTurn } from './referee-turn.test-helper.ts';

/**
 * Eighteenth set, referee round 5: what is asked said done with ease ("lê de boa", "sin
 * problema", "problemlos"), even with a doubt about a detail after it, is a yes to confirm.
 * Wordings of our own, with ones not to read so.
 */

const base = refereeTestContext();

const offeredOf = (state: RefereeState) =>
  [state.confirm, ...(state.queued ?? [])].map((p) => [p?.key, p?.value]);

const drawingsIn = (prompt: string) =>
  [
    { key: 'drawings', kind: 'yes_no', prompt, required: false },
    { key: 'remark', kind: 'text', prompt: 'Anything else?', required: false },
  ] as Question[];

const DRAWINGS: Record<Locale, string> = {
  en: 'Can he read construction drawings?',
  es: '¿Sabe interpretar planos?',
  de: 'Kann er Baupläne lesen?',
  fr: 'Sait-il lire des plans ?',
  pt: 'Consegue ler uma planta baixa?',
};

describe('what is asked said done with ease, a doubt about a detail after it (eighteenth set)', () => {
  it.each([
    ['en', 'Plans he reads easily, I do not know whether he manages imperial units'],
    ['es', 'Planos interpreta sin ningún problema, no sé si con las cotas en pies se aclara'],
    ['de', 'Pläne liest er problemlos, ob er mit Zoll zurechtkommt, weiß ich nicht'],
    ['fr', "Les plans il les lit sans problème, je ne sais pas s'il s'en sort en pieds"],
    ['pt', 'Planta ele interpreta numa boa, só não sei se com escala inglesa ele se acha'],
  ] as const)('%s "%s" offers a yes, never stores it', async (locale, said) => {
    const questions = drawingsIn(DRAWINGS[locale]);
    const on = { ...base, locale, questions };
    const reply = await refereeTurn(on, initialRefereeState(questions), said);
    expect(reply.state.questionnaire?.answers.drawings).toBeUndefined();
    expect(reply.state.questionnaire?.skipped).not.toContain('drawings');
    expect(offeredOf(reply.state)).toContainEqual(['drawings', true]);
  });

  it.each([
    ['en', 'I do not know whether he reads them easily'],
    ['es', 'No sé si los interpreta sin problema'],
    ['pt', 'Não sei se ele lê de boa'],
    ['de', 'Ich weiß nicht, ob er sie problemlos liest'],
  ] as const)('%s "%s": the ease only doubted, no yes offered', async (locale, said) => {
    const questions = drawingsIn(DRAWINGS[locale]);
    const on = { ...base, locale, questions };
    const reply = await refereeTurn(on, initialRefereeState(questions), said);
    expect(reply.state.questionnaire?.answers.drawings).toBeUndefined();
    expect(offeredOf(reply.state)).not.toContainEqual(['drawings', true]);
  });

  it('a doubt alone ("não sei se ele sabe") stays no answer', async () => {
    const questions = drawingsIn(DRAWINGS.pt);
    const on = { ...base, locale: 'pt' as Locale, questions };
    const reply = await refereeTurn(on, initialRefereeState(questions), 'Não sei se ele sabe');
    expect(reply.state.questionnaire?.answers.drawings).toBeUndefined();
    expect(offeredOf(reply.state)).not.toContainEqual(['drawings', true]);
  });
});

const yearsIn = (prompt: string) =>
  [
    { key: 'years', kind: 'number', prompt, min: 0, max: 50, required: true },
    { key: 'remark', kind: 'text', prompt: 'Anything else?', required: false },
  ] as Question[];

const YEARS: Record<Locale, string> = {
  en: 'How many years did she work with you?',
  es: '¿Cuántos años trabajó con usted?',
  de: 'Wie viele Jahre hat sie bei Ihnen gearbeitet?',
  fr: "Combien d'années a-t-elle travaillé avec vous ?",
  pt: 'Quantos anos trabalhou com você?',
};

describe('a mark given beside the years asked is a rating, not the years (eighteenth set)', () => {
  it.each([
    ['en', "Top worker, I'd give her a 5. She stayed with us for seven years"],
    ['es', 'Una trabajadora de diez, yo le doy un 5. Siete años estuvo con nosotros'],
    ['de', 'Eine Spitzenkraft, ich gebe ihr eine 5. Sieben Jahre war sie bei uns'],
    ['fr', 'Une perle, je lui donne 5. Elle est restée sept ans chez nous'],
    ['pt', 'Uma excelente funcionária, dou-lhe 5. Ficou sete anos connosco'],
  ] as const)('%s "%s" reads 7 years, never 5', async (locale, said) => {
    const questions = yearsIn(YEARS[locale]);
    const on = { ...base, locale, questions };
    const reply = await refereeTurn(on, initialRefereeState(questions), said);
    expect([undefined, 7]).toContain(reply.state.questionnaire?.answers.years);
    const offered = offeredOf(reply.state).filter(([key]) => key === 'years');
    expect(offered).not.toContainEqual(['years', 5]);
    expect(reply.state.questionnaire?.answers.years ?? offered[0]?.[1]).toBe(7);
  });

  it.each([
    ['es', 'Le doy un 5'],
    ['fr', 'Je lui donne 5'],
    ['de', 'Ich gebe ihr eine 5'],
    ['pt', 'Dou-lhe 5'],
    ['en', "I'd give her a 5"],
  ] as const)('%s "%s" alone is never stored as years', async (locale, said) => {
    const questions = yearsIn(YEARS[locale]);
    const on = { ...base, locale, questions };
    const reply = await refereeTurn(on, initialRefereeState(questions), said);
    expect(reply.state.questionnaire?.answers.years).toBeUndefined();
  });

  it.each([
    ['es', 'Le doy un 4'],
    ['de', 'Ich gebe ihr eine 4'],
    ['pt', 'Dou 4'],
  ] as const)('%s "%s" still rates a rating asked', async (locale, said) => {
    const questions = [
      { key: 'skill', kind: 'rating', prompt: '1-5?', label: 'Skill', required: true },
      { key: 'remark', kind: 'text', prompt: 'Anything else?', required: false },
    ] as Question[];
    const on = { ...base, locale, questions };
    const reply = await refereeTurn(on, initialRefereeState(questions), said);
    const read = reply.state.questionnaire?.answers.skill ?? reply.state.confirm?.value;
    expect(read).toBe(4);
  });
});

const storeIn = (locale: Locale) => {
  const [prompt, options, keys]: [string, string[], string] = {
    en: ['What was her role?', ['Shift lead', 'Cashier'], 'Did she hold the safe code?'],
    es: ['¿Qué puesto tenía?', ['Jefa de turno', 'Cajera'], '¿Tenía la clave de la caja fuerte?'],
    de: ['Welche Funktion hatte sie?', ['Schichtleitung', 'Kasse'], 'Kannte sie den Tresorcode?'],
    fr: [
      'Quel était son poste ?',
      ['Cheffe d’équipe', 'Caissière'],
      'Avait-elle le code du coffre ?',
    ],
    pt: ['Qual era a função dela?', ['Chefe de turno', 'Caixa'], 'Ela sabia o código do cofre?'],
  }[locale] as [string, string[], string];
  return [
    { key: 'role', kind: 'choice', prompt, options, required: true },
    { key: 'safe', kind: 'yes_no', prompt: keys, required: false },
  ] as Question[];
};

describe('a no, then who alone had it, names no option, in English too (eighteenth set)', () => {
  it.each([
    ['en', 'No, only the shift lead knew the safe code'],
    ['en', 'Nope - the shift lead alone had that code'],
    ['es', 'No, la clave solo la tenía la jefa de turno'],
    ['de', 'Nein, den Code kannte nur die Schichtleitung'],
  ] as const)('%s "%s": no role offered or stored', async (locale, said) => {
    const questions = storeIn(locale);
    const on = { ...base, locale, questions };
    const reply = await refereeTurn(on, initialRefereeState(questions), said);
    expect(reply.state.questionnaire?.answers.role).toBeUndefined();
    expect(offeredOf(reply.state).map(([key]) => key)).not.toContain('role');
  });

  it.each([
    ['en', 'Cashier only', 'Cashier'],
    ['en', 'She was the shift lead', 'Shift lead'],
  ] as const)('%s "%s": an option said is still read', async (locale, said, option) => {
    const questions = storeIn(locale);
    const on = { ...base, locale, questions };
    const reply = await refereeTurn(on, initialRefereeState(questions), said);
    expect(reply.state.questionnaire?.answers.role ?? reply.state.confirm?.value).toBe(option);
  });
});

const salesIn = (locale: Locale) => {
  const [quota, rehire]: [string, string] = {
    en: ['Did she hit her target?', 'Would you rehire her?'],
    es: ['¿Cumplía su objetivo?', '¿La volverías a contratar?'],
    de: ['Hat sie ihr Ziel erreicht?', 'Würden Sie sie wieder einstellen?'],
    fr: ['Atteignait-elle son objectif ?', 'La réembaucheriez-vous ?'],
    pt: ['Batia a meta?', 'Voltaria a contratá-la?'],
  }[locale] as [string, string];
  const rehireKey = {
    en: 'rehire',
    es: 'recontratar',
    de: 'wiedereinstellen',
    fr: 'reembaucher',
    pt: 'recontratar',
  }[locale];
  return {
    rehireKey,
    questions: [
      { key: 'target', kind: 'yes_no', prompt: quota, required: true },
      {
        key: 'tools',
        kind: 'choice',
        prompt: 'Tools?',
        options: ['Salesforce', 'HubSpot', 'Pipedrive', 'LinkedIn Sales Navigator'],
        multiple: true,
        required: false,
      },
      { key: rehireKey, kind: 'yes_no', prompt: rehire, required: true },
    ] as Question[],
  };
};

describe('a yes naming another yes/no, said while one is asked (eighteenth set)', () => {
  it.each([
    ['en', "Sure, I'd rehire her tomorrow"],
    ['es', 'Claro que sí, la recontrataría sin pensarlo'],
    ['de', 'Ja klar, ich würde sie sofort wiedereinstellen'],
    ['fr', 'Oui, je la réembaucherais demain'],
    ['pt', 'Claro, recontratava na hora'],
  ] as const)('%s "%s" offers the yes to the one it names too', async (locale, said) => {
    const { questions, rehireKey } = salesIn(locale);
    const on = { ...base, locale, questions };
    const reply = await refereeTurn(on, initialRefereeState(questions), said);
    expect(reply.state.questionnaire?.answers[rehireKey]).toBeUndefined();
    expect(offeredOf(reply.state)).toContainEqual([rehireKey, true]);
  });

  it.each([
    ['es', 'Sí, pero no la recontrataría'],
    ['en', "Yes, but I wouldn't rehire her"],
    ['pt', 'Batia sim'],
  ] as const)('%s "%s" offers no yes to the rehire', async (locale, said) => {
    const { questions, rehireKey } = salesIn(locale);
    const on = { ...base, locale, questions };
    const reply = await refereeTurn(on, initialRefereeState(questions), said);
    expect(offeredOf(reply.state)).not.toContainEqual([rehireKey, true]);
    expect(reply.state.questionnaire?.answers[rehireKey]).toBeUndefined();
  });
});

describe('a tool by its trade shorthand, another by its word’s start (eighteenth set)', () => {
  const tools = [
    {
      key: 'tools',
      kind: 'choice',
      prompt: 'Tools?',
      options: ['Salesforce', 'HubSpot', 'Java', 'JavaScript', 'LinkedIn Sales Navigator'],
      multiple: true,
      required: false,
    },
    { key: 'remark', kind: 'text', prompt: 'Anything else?', required: false },
  ] as Question[];

  it.each([
    ['en', 'Mostly SFDC, plus Sales Nav for prospecting'],
    ['es', 'SFDC sobre todo, y Sales Nav para prospectar'],
    ['de', 'Vor allem SFDC, dazu Sales Nav'],
  ] as const)('%s "%s" offers Salesforce and Sales Navigator', async (locale, said) => {
    const on = { ...base, locale, questions: tools };
    const reply = await refereeTurn(on, initialRefereeState(tools), said);
    expect(reply.state.questionnaire?.answers.tools).toBeUndefined();
    expect(offeredOf(reply.state)).toContainEqual([
      'tools',
      ['Salesforce', 'LinkedIn Sales Navigator'],
    ]);
  });

  it('"JavaScript und HubSpot" names no Java', async () => {
    const on = { ...base, locale: 'de' as Locale, questions: tools };
    const reply = await refereeTurn(on, initialRefereeState(tools), 'JavaScript und HubSpot');
    const read = reply.state.questionnaire?.answers.tools ?? reply.state.confirm?.value;
    expect(read).toEqual(['HubSpot', 'JavaScript']);
  });
});
