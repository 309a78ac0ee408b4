import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../core/locale.ts';
import type { Question } from '../../questionnaires/questionnaires.schemas.ts';
import type { RefereeState } from './agent.types.ts';
import { initialRefereeState } from './referee-agent.ts';
import { refereeTestContext, refereeTurn } from './referee-turn.test-helper.ts';

/**
 * Seventeenth set, referee round 5: hesitation denied is a yes; a mark out of five said first is
 * no yes or no; a mark beside praise while a choice is asked belongs to the rating still open;
 * "our" before a count. Wordings of our own in the five languages, with ones not to read so.
 */

const base = refereeTestContext();

function start(locale: Locale, questions: Question[]) {
  return { on: { ...base, locale, questions }, state: initialRefereeState(questions) };
}

const answers = (state: RefereeState) => state.questionnaire?.answers ?? {};

const REHIRE: Record<Locale, string> = {
  en: 'Would you rehire her?',
  es: '¿La volverías a contratar?',
  de: 'Würden Sie sie wieder einstellen?',
  fr: 'La réembaucheriez-vous ?',
  pt: 'Você a recontrataria?',
};

const rehire = (locale: Locale) =>
  start(locale, [
    { key: 'rehire', kind: 'yes_no', prompt: REHIRE[locale], required: true },
    { key: 'remark', kind: 'text', prompt: 'Anything else?', required: false },
  ] as Question[]);

describe('hesitation or doubt denied is a yes to a would-rehire (seventeenth set)', () => {
  it.each([
    ['en', 'Without a second thought.'],
    ['en', 'without the slightest hesitation'],
    ['en', 'Without any doubt'],
    ['es', 'sin la menor duda'],
    ['es', 'Sin dudar un segundo.'],
    ['es', 'sin vacilar'],
    ['de', 'Ohne lange zu überlegen.'],
    ['de', 'ohne auch nur eine Sekunde zu zögern'],
    ['de', 'Ohne jedes Zögern'],
    ['fr', 'Sans la moindre hésitation !'],
    ['fr', "Sans l'ombre d'un doute"],
    ['fr', 'sans le moindre doute'],
    ['pt', 'Sem hesitar.'],
    ['pt', 'sem a menor hesitação'],
    ['pt', 'Sem pestanejar'],
  ] as const)('%s "%s"', async (locale, said) => {
    const { on, state } = rehire(locale);
    const reply = await refereeTurn(on, state, said);
    const value = answers(reply.state).rehire ?? reply.state.confirm?.value;
    expect(value).toBe(true);
  });

  it.each([
    ['en', 'not without hesitation'],
    ['en', 'she acts without thinking twice, so no'],
    ['es', 'no sin dudarlo'],
    ['de', 'nicht ohne Zögern'],
    ['fr', 'pas sans hésitation'],
    ['pt', 'não sem hesitar'],
  ] as const)('%s "%s": no yes stored', async (locale, said) => {
    const { on, state } = rehire(locale);
    const reply = await refereeTurn(on, state, said);
    expect(answers(reply.state).rehire).not.toBe(true);
  });
});

const QUOTA: Record<Locale, [string, string]> = {
  en: ['Did she hit her quota?', 'Rate her prospecting from 1 to 5'],
  es: ['¿Llegaba a su cuota?', 'Del 1 al 5, ¿cómo calificarías su prospección?'],
  de: ['Hat sie ihre Ziele erreicht?', 'Wie bewerten Sie ihre Akquise von 1 bis 5?'],
  fr: ['Atteignait-elle ses objectifs ?', 'De 1 à 5, comment évaluez-vous sa prospection ?'],
  pt: ['Ela batia a meta?', 'De 1 a 5, como avalia a prospecção dela?'],
};

const quota = (locale: Locale) =>
  start(locale, [
    { key: 'quota', kind: 'yes_no', prompt: QUOTA[locale][0], required: true },
    { key: 'prospecting', kind: 'rating', prompt: QUOTA[locale][1], required: true },
    { key: 'tools', kind: 'choice', prompt: 'Tools?', options: ['CRM', 'Mail'], required: false },
  ] as Question[]);

describe('a mark out of five said first is no yes or no (seventeenth set)', () => {
  it.each([
    ['en', '4, cold calling was not her thing'],
    ['en', 'a 4. not her strongest side'],
    ['es', 'un 4, la prospección en frío no era lo suyo'],
    ['es', '3/5 - no era su fuerte'],
    ['de', 'Eine 4 – Kaltakquise war nicht ihr Ding'],
    ['fr', '4 sur 5 ; la prospection n’était pas son fort'],
    ['fr', 'la note de 4, pas plus'],
    ['pt', '4/5, não era o forte dela'],
    ['pt', 'nota 4, não mais'],
  ] as const)('%s "%s": offered for the rating, nothing stored', async (locale, said) => {
    const { on, state } = quota(locale);
    const reply = await refereeTurn(on, state, said);
    expect(answers(reply.state)).toEqual({});
    expect(reply.state.confirm?.key).not.toBe('quota');
    expect(reply.state.confirm).toMatchObject({ key: 'prospecting' });
  });

  it.each([
    ['en', 'No, 2 quarters she fell short', false],
    ['es', 'no, 2 trimestres se quedó corta', false],
    ['de', 'Ja, 4 Quartale in Folge', true],
    ['fr', 'Non, 3 fois elle est restée en dessous', false],
    ['pt', 'Sim, 5 trimestres seguidos', true],
  ] as const)('%s "%s": a yes or a no said first still answers', async (locale, said, value) => {
    const { on, state } = quota(locale);
    const reply = await refereeTurn(on, state, said);
    expect(answers(reply.state).quota ?? reply.state.confirm?.value).toBe(value);
  });
});

const SALON: Record<Locale, [string, string[], string]> = {
  en: [
    'Which services did she do?',
    ['Cuts', 'Colour', 'Blow-dry', 'Braids', 'Nails'],
    'From 1 to 5, how neat was her work?',
  ],
  es: [
    '¿Qué servicios hacía?',
    ['Corte', 'Color', 'Peinado', 'Trenzas', 'Uñas'],
    'Del 1 al 5, ¿qué tan prolijo era su trabajo?',
  ],
  de: [
    'Welche Leistungen hat sie gemacht?',
    ['Schnitt', 'Farbe', 'Föhnen', 'Zöpfe', 'Nägel'],
    'Wie sauber war ihre Arbeit von 1 bis 5?',
  ],
  fr: [
    'Quelles prestations faisait-elle ?',
    ['Coupe', 'Couleur', 'Brushing', 'Tresses', 'Ongles'],
    'De 1 à 5, quelle était la finition de son travail ?',
  ],
  pt: [
    'Quais serviços fazia?',
    ['Corte', 'Coloração', 'Escova', 'Tranças', 'Unhas'],
    'De 1 a 5, como avalia o capricho?',
  ],
};

const salon = (locale: Locale, withRating = true) =>
  start(locale, [
    {
      key: 'services',
      kind: 'choice',
      prompt: SALON[locale][0],
      options: SALON[locale][1],
      multiple: true,
      required: true,
    },
    ...(withRating
      ? [{ key: 'neat', kind: 'rating', prompt: SALON[locale][2], required: true }]
      : []),
  ] as Question[]);

describe('a mark beside praise, while a choice is asked, belongs to the rating (seventeenth set)', () => {
  it.each([
    ['en', 'Nobody ever complained. Flawless, 5'],
    ['en', '5/5 outstanding'],
    ['es', 'Impecable, 5'],
    ['es', 'excelente: 5'],
    ['de', 'Tadellos – 5'],
    ['de', '5/5 hervorragend'],
    ['fr', 'Impeccable, 5.'],
    ['fr', '5 - parfaite'],
    ['pt', 'Impecável, 5'],
    ['pt', 'ótima, 4'],
  ] as const)('%s "%s": offered for the rating, not as an option', async (locale, said) => {
    const { on, state } = salon(locale);
    const reply = await refereeTurn(on, state, said);
    expect(answers(reply.state)).toEqual({});
    expect(reply.state.confirm?.key).toBe('neat');
  });

  it.each([
    ['en', '5'],
    ['es', 'Corte y color, excelentes las dos'],
    ['pt', 'a 5, impecável'],
  ] as const)('%s "%s": no praise beside it, or no rating open: no mark', async (locale, said) => {
    const { on, state } = salon(locale, said !== 'a 5, impecável');
    const reply = await refereeTurn(on, state, said);
    expect(reply.state.confirm?.key).not.toBe('neat');
  });
});

describe('"our" before a count is read as English reads it (seventeenth set)', () => {
  it.each([
    ['en', 'She trained our two apprentices.', 2],
    ['es', 'Supervisaba a nuestros dos aprendices.', 2],
    ['de', 'Sie hat unsere drei Azubis angeleitet.', 3],
    ['fr', 'Elle encadrait nos deux apprentis.', 2],
    ['pt', 'Coordenava nossas três estagiárias.', 3],
  ] as const)('%s "%s"', async (locale, said, value) => {
    const { on, state } = start(locale, [
      { key: 'team', kind: 'number', prompt: 'How many people did she lead?', required: false },
      { key: 'remark', kind: 'text', prompt: 'Anything else?', required: false },
    ] as Question[]);
    const reply = await refereeTurn(on, state, said);
    expect(answers(reply.state).team ?? reply.state.confirm?.value).toBe(value);
  });

  it('fr "notre équipe était petite": no count', async () => {
    const { on, state } = start('fr', [
      {
        key: 'team',
        kind: 'number',
        prompt: 'Combien de personnes encadrait-elle ?',
        required: false,
      },
    ] as Question[]);
    const reply = await refereeTurn(on, state, 'notre équipe était petite');
    expect(answers(reply.state).team).toBeUndefined();
    expect(reply.state.confirm?.key).not.toBe('team');
  });
});

const STORE: Record<Locale, [string, string[], string, string]> = {
  en: ['What was her role?', ['Store manager', 'Cashier'], 'keys', 'Did she hold the store keys?'],
  es: ['¿Qué puesto tenía?', ['Encargado', 'Cajera'], 'llaves', '¿Tenía las llaves de la tienda?'],
  de: [
    'Welche Funktion hatte sie?',
    ['Filialleitung', 'Kasse'],
    'schluessel',
    'Hatte sie einen Schlüssel?',
  ],
  fr: ['Quel était son poste ?', ['Direction', 'Caissière'], 'cles', 'Avait-elle les clés ?'],
  pt: ['Qual era a função dela?', ['Gerente', 'Caixa'], 'chaves', 'Ela tinha as chaves da loja?'],
};

const store = (locale: Locale) => {
  const [prompt, options, key, keys] = STORE[locale];
  return start(locale, [
    { key: 'role', kind: 'choice', prompt, options, required: true },
    { key: 'hours', kind: 'number', prompt: 'Hours a week?', required: false },
    { key, kind: 'yes_no', prompt: keys, required: false },
  ] as Question[]);
};

describe('a no, then who alone had it, names no option (seventeenth set)', () => {
  it.each([
    ['es', 'No, las llaves solo las tenía el encargado'],
    ['de', 'Nein, Schlüssel hatte bei uns nur die Filialleitung'],
    ['fr', 'Non, seule la direction avait les clés'],
    ['pt', 'Não, as chaves só ficavam com a gerente'],
  ] as const)('%s "%s": no role offered', async (locale, said) => {
    const { on, state } = store(locale);
    const reply = await refereeTurn(on, state, said);
    expect(answers(reply.state)).toEqual({});
    expect(reply.state.confirm?.key).not.toBe('role');
  });

  it.each([
    ['en', 'Cashier only', 'Cashier'],
    ['es', 'Cajera solamente', 'Cajera'],
    ['fr', 'Caissière uniquement ; jamais la direction', 'Caissière'],
    ['pt', 'Só caixa', 'Caixa'],
  ] as const)('%s "%s": an option said alone is still read', async (locale, said, option) => {
    const { on, state } = store(locale);
    const reply = await refereeTurn(on, state, said);
    expect(answers(reply.state).role ?? reply.state.confirm?.value).toBe(option);
  });
});
