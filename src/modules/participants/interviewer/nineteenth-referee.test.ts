import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../core/locale.ts';
import { kindOf } from '../../questionnaires/kinds/index.ts';
import type { Question } from '../../questionnaires/questionnaires.schemas.ts';
import type { RefereeState } from './agent.types.ts';
import { closesInShortSentences } from './closing-sentences.ts';
import { lexiconFor } from './lexicon.ts';
import { initialRefereeState } from './referee-agent.ts';
import { markInOwnScale, ownScale } from './referee-own-scale.ts';
import { refereeTestContext, refereeTurn } from './referee-turn.test-helper.ts';

/**
 * Nineteenth set, referee round: a closing that says all is said beside a "what more do you
 * want me to say?" (in a creole or any language) is no text answer; "the door is open", "I'd
 * take him back" answer a rehire; of several figures, the usual case's, or the one said per
 * what the prompt counts per ("185 m² pro Stunde"), is offered; a referee's own scale ("ótimo
 * é 5, bom é 4 …") reads their later words; a thumb beside words in a script no lexicon reads
 * is a yes to confirm; "no idea, …" before a comma passes an optional rating on. Wordings of
 * our own in the five languages, with ones that must not be read so.
 */

const base = refereeTestContext();

const offeredOf = (state: RefereeState) =>
  [state.confirm, ...(state.queued ?? [])].map((p) => [p?.key, p?.value]);

describe('all said, beside a question back, closes the talk (nineteenth set)', () => {
  it.each([
    ['fr', 'Ka ou vlé an di ankò ? 😄 Tout a été dit. Mèsi onpil'],
    ['fr', "Que voulez-vous que je dise de plus ? J'ai tout dit. Merci"],
    ['es', '¿Qué más le digo? Ya está todo dicho. Muchas gracias'],
    ['de', 'Was soll ich noch sagen? Es ist alles gesagt. Danke schön'],
    ['pt', 'Que mais quer que eu diga? Já disse tudo. Obrigada'],
    ['en', 'What else can I say? Everything has been said. Thanks a lot'],
    ['fr', 'Tout a été dit. Merci'],
    ['pt', 'Tudo foi dito. Valeu'],
  ] as const)('%s "%s" may close the talk', (locale, text) => {
    expect(closesInShortSentences(text, lexiconFor(locale))).toBe(true);
  });

  it.each([
    // A question, then a remark and a thanks: no "all is said", so the remark stands.
    ['fr', 'Elle est douce ? Oui, très. Merci'],
    ['fr', 'Pourquoi pas ? Elle est super. Merci'],
    ['es', '¿Sabe qué? Es la mejor. Gracias'],
    ['de', 'Was soll ich sagen? Sie ist die Beste. Danke'],
    ['pt', 'Sabe o quê? Ela é a melhor. Obrigado'],
    ['en', 'You know what? She is the best. Thanks'],
  ] as const)('%s "%s" is a remark', (locale, text) => {
    expect(closesInShortSentences(text, lexiconFor(locale))).toBe(false);
  });

  it('to the last optional text question, the creole closing is confirmed, never stored', async () => {
    const questions = [
      { key: 'again', kind: 'yes_no', prompt: "L'embaucheriez-vous de nouveau ?", required: true },
      { key: 'mot', kind: 'text', prompt: 'Un dernier commentaire ?', required: false },
    ] as Question[];
    const on = { ...base, locale: 'fr' as Locale, questions };
    const state = {
      ...initialRefereeState(questions),
      questionnaire: {
        asking: 'mot',
        answers: { again: true },
        skipped: [],
        lastAnswered: 'again',
      },
    } as unknown as RefereeState;
    const said = 'Ka ou vlé an di ankò ? 😄 Tout a été dit. Mèsi onpil';
    const reply = await refereeTurn(on, state, said);
    expect(reply.state.questionnaire?.answers.mot).toBeUndefined();
  });
});

describe('the door open, taking them back: a rehire yes (nineteenth set)', () => {
  it.each([
    ['de', 'Sans hésiter! Wenn er nach Douala zurückkommt, die Tür ist offen'],
    ['de', 'Die Tür steht ihr immer offen'],
    ['fr', "Il dit qu'i' le reprendrait demain matin mais que Joël revienne de l'Alberta"],
    ['fr', 'La porte lui est toujours ouverte'],
    ['es', 'La puerta está abierta para ella cuando quiera'],
    ['pt', 'A porta está sempre aberta pra ele'],
    ['en', 'I would take her back tomorrow'],
    ['en', 'The door is always open for him'],
  ] as const)('%s "%s" is a yes', (locale, text) => {
    expect(lexiconFor(locale).yesNo(text)).toBe(true);
  });

  it.each([
    ['fr', 'Je ne le reprendrais pas'],
    ['fr', 'Je la reprendrais pas'],
    ['es', 'Para él la puerta no está abierta'],
    ['en', "I wouldn't take her back"],
  ] as const)('%s "%s" is no yes', (locale, text) => {
    expect(lexiconFor(locale).yesNo(text)).not.toBe(true);
  });
});

const numberIn = (key: string, prompt: string): Question =>
  ({ key, kind: 'number', prompt, required: false }) as Question;

describe('of several figures, the usual case or the rate asked (nineteenth set)', () => {
  const read = (locale: Locale, question: Question, text: string) =>
    kindOf(question).read(question, text, lexiconFor(locale));

  it.each([
    [
      'es',
      '¿Cuántos avisos atendía en un día normal?',
      'Depende de la luz. Cuando hay cortes, hasta quince en un día; en un día normal, unos cinco',
      5,
    ],
    ['de', 'Wie viele Einsätze hatte er an einem Tag?', 'Im Sommer bis zu 12. Normalerweise 6', 6],
    [
      'fr',
      "Combien d'appels traitait-elle par jour ?",
      "Les jours de soldes jusqu'à 80. D'habitude, une quarantaine, disons 40",
      40,
    ],
    ['pt', 'Quantas entregas fazia por dia?', 'No Natal chegava a 60. Num dia normal, umas 25', 25],
    ['en', 'How many tickets did he close a day?', 'At month end up to 30. Usually 12', 12],
  ] as const)('%s "%s" / "%s" offers %d', (locale, prompt, text, value) => {
    const reading = read(locale, numberIn('count', prompt), text);
    expect(reading?.value).toBe(value);
    expect(reading?.certain).toBe(false);
  });

  it.each([
    [
      'de',
      'Wie viele Quadratmeter schafft sie ungefähr pro Stunde?',
      'Ich habe gegoogelt: 8.000 square feet sind ca. 740 m², durch 4 Stunden… also 185 m² pro Stunde',
      185,
    ],
    [
      'de',
      'Wie viele Quadratmeter schafft sie ungefähr pro Stunde?',
      '200m² in eine Stunde, Büro',
      200,
    ],
    [
      'es',
      '¿Cuántos metros cuadrados limpia por hora?',
      'La oficina tiene 600 m² y tarda 3 horas, o sea 200 m² por hora',
      200,
    ],
    [
      'fr',
      'Combien de colis triait-il par heure ?',
      'Sur une vacation de 7 heures, 1400 colis, donc 200 colis par heure',
      200,
    ],
    [
      'pt',
      'Quantas caixas carregava por hora?',
      'Num turno de 8 horas eram 480 caixas, 60 caixas por hora',
      60,
    ],
    [
      'en',
      'How many square feet did she clean per hour?',
      'The office is 6000 square feet, 4 hours, so 1500 sq ft per hour',
      1500,
    ],
  ] as const)('%s "%s" / "%s" offers %d', (locale, prompt, text, value) => {
    const reading = read(locale, numberIn('rate', prompt), text);
    expect(reading?.value).toBe(value);
    expect(reading?.certain).toBe(false);
  });

  it.each([
    // Cases named with no usual one among them, and no rate per what is asked: none picked.
    ['es', '¿Cuántos avisos atendía al día?', 'Los lunes 15, los viernes 5'],
    [
      'de',
      'Wie viele Quadratmeter schafft sie pro Stunde?',
      'Das Büro hat 740 m², sie braucht 4 Stunden',
    ],
    ['en', 'How many calls did she take per day?', 'In winter 40, in summer 10'],
  ] as const)('%s "%s" / "%s" picks none', (locale, prompt, text) => {
    expect(read(locale, numberIn('count', prompt), text)).toBeUndefined();
  });
});

describe("a referee's own scale (nineteenth set)", () => {
  const LEGENDS: ReadonlyArray<readonly [string, string, string, number]> = [
    [
      'pt',
      'Faz igual pesquisa de satisfação: ótimo é 5, bom é 4, regular 3, ruim 2, péssimo 1',
      'Bom. Sabe fazer tudo no sistema',
      4,
    ],
    [
      'pt',
      'ótimo é 5, bom é 4, regular 3, ruim 2, péssimo 1',
      'Ruim, pra mandar ela é muito boazinha',
      2,
    ],
    [
      'es',
      'Como en la escuela: excelente 5, muy bueno 4, bueno 3, regular 2, malo 1',
      'Muy bueno, nunca se queja',
      4,
    ],
    [
      'de',
      'Bei uns heißt das: sehr gut = 5, gut = 4, geht so = 3, schlecht = 2',
      'Geht so, manchmal zu langsam',
      3,
    ],
    [
      'fr',
      'Chez nous : excellent 5, bien 4, moyen 3, faible 2, nul 1',
      'Moyen. Il oublie souvent les consignes',
      3,
    ],
    [
      'en',
      'Our survey goes: great is 5, good is 4, okay is 3, poor is 2',
      'Great, the customers love her',
      5,
    ],
  ];

  it.each(LEGENDS)('%s scale "%s": "%s" is %d', (_locale, legend, said, mark) => {
    expect(markInOwnScale(said, [legend])).toBe(mark);
  });

  it.each([
    // No scale said: the words alone are no mark.
    ['Bom. Sabe fazer tudo no sistema', ['Ela trabalhou comigo dois anos']],
    // Two words of the scale with different marks: none picked.
    ['Ótimo com os clientes, ruim com o inventário', ['ótimo é 5, bom é 4, regular 3, ruim 2']],
    // A figure of its own: the reader has read it already.
    ['Bom, mas dou 3', ['ótimo é 5, bom é 4, regular 3, ruim 2']],
    // Two pairs only are no scale.
    ['Bom', ['ótimo é 5, bom é 4']],
  ] as const)('"%s" has no mark of its own scale', (said, earlier) => {
    expect(markInOwnScale(said, earlier)).toBeUndefined();
  });

  it('a scale is three words with their marks in one message', () => {
    expect(ownScale(['Na escala: ótimo é 5, bom é 4, regular 3'])?.get('bom')).toBe(4);
    expect(ownScale(['Ela tem 3 filhos, 2 gatos e 1 cachorro'])).toBeUndefined();
  });

  it('the engine offers the mark of the scale given earlier, never stores it', async () => {
    const on = { ...base, locale: 'pt' as Locale };
    const state = {
      ...initialRefereeState(null),
      next: 'ratings',
      competency: 'technical_skill',
      answers: {
        relationship: 'chefe dela',
        monthsKnown: 18,
        strengths: 'Honestidade',
        improvements: 'Inventário',
        ratings: { communication: 5 },
      },
    } as unknown as RefereeState;
    const agentReply = (await import('./builtin-agent.ts')).BuiltinConversationAgent;
    const agent = new agentReply();
    let done: { state: RefereeState } | null = null;
    for await (const event of agent.reply({
      kind: 'referee',
      context: on,
      transcript: [
        {
          role: 'participant',
          text: 'ótimo é 5, bom é 4, regular 3, ruim 2, péssimo 1. Comunicação ótimo, 5',
        },
      ],
      state,
      message: 'Bom. Sabe fazer tudo no sistema',
    })) {
      if (event.type === 'done') done = { state: event.state as RefereeState };
    }
    expect(done!.state.answers.ratings?.technical_skill).toBeUndefined();
    expect(offeredOf(done!.state)).toContainEqual(['technical_skill', 4]);
  });
});

describe('a thumb beside words no lexicon reads (nineteenth set)', () => {
  it.each([
    ['de', 'እወ 👍'],
    ['fr', 'はい👍'],
    ['es', 'Да 👍'],
    ['pt', 'نعم 👍'],
    ['es', 'ሓራይ 👍'],
  ] as const)('%s "%s" is a yes, never certain', (locale, text) => {
    const lexicon = lexiconFor(locale);
    expect(lexicon.yesNo(text)).toBe(true);
    expect(lexicon.understands(text)).toBe(false);
  });

  it.each([
    ['de', 'Nein 👍'],
    ['en', 'no 👍'],
    ['fr', 'ጽቡቕ 👎'],
  ] as const)('%s "%s" is no yes', (locale, text) => {
    expect(lexiconFor(locale).yesNo(text)).not.toBe(true);
  });
});

describe('nobody said in rural Spanish, to an optional count from one (nineteenth set)', () => {
  const peopleIn = (prompt: string) =>
    [
      { key: 'people', kind: 'number', prompt, min: 1, required: false },
      { key: 'remark', kind: 'text', prompt: 'Anything else?', required: false },
    ] as Question[];

  it.each([['A naiden. Ya le dije que aquí mando yo'], ['Nadien, trabajaba solo']] as const)(
    'es "%s" is passed on',
    async (said) => {
      const questions = peopleIn('¿Cuántas personas llegó a tener a su cargo?');
      const on = { ...base, locale: 'es' as Locale, questions };
      const reply = await refereeTurn(on, initialRefereeState(questions), said);
      expect(reply.state.questionnaire?.answers.people).toBeUndefined();
      expect(reply.state.questionnaire?.skipped).toContain('people');
    },
  );

  it('es "A cinco, los de la cuadrilla" is no pass', async () => {
    const questions = peopleIn('¿Cuántas personas llegó a tener a su cargo?');
    const on = { ...base, locale: 'es' as Locale, questions };
    const reply = await refereeTurn(
      on,
      initialRefereeState(questions),
      'A cinco, los de la cuadrilla',
    );
    expect(reply.state.questionnaire?.skipped ?? []).not.toContain('people');
  });
});

describe('"no idea" before a comma passes an optional rating on (nineteenth set)', () => {
  const ratingIn = (prompt: string) =>
    [
      { key: 'punctual', kind: 'rating', prompt, required: false },
      { key: 'remark', kind: 'text', prompt: 'Anything else?', required: false },
    ] as Question[];

  it.each([
    [
      'de',
      'Wie pünktlich ist sie?',
      'Keine Ahnung ehrlich gesagt, sie kommt um 19 Uhr, wenn wir alle weg sind',
    ],
    ['es', '¿Qué tal de puntual es?', 'Ni idea la verdad, viene a las 19 cuando ya no hay nadie'],
    [
      'fr',
      'Est-elle ponctuelle ?',
      'Aucune idée franchement, elle arrive à 19 h quand on est tous partis',
    ],
    [
      'pt',
      'Ela é pontual?',
      'Não faço ideia, sinceramente, ela chega às 19h quando já saímos todos',
    ],
    ['en', 'How punctual is she?', 'No idea honestly, she comes at 7 pm when we are all gone'],
  ] as const)('%s "%s" / "%s" is passed on', async (locale, prompt, said) => {
    const questions = ratingIn(prompt);
    const on = { ...base, locale, questions };
    const reply = await refereeTurn(on, initialRefereeState(questions), said);
    expect(reply.state.questionnaire?.answers.punctual).toBeUndefined();
    expect(reply.state.questionnaire?.skipped).toContain('punctual');
  });

  it.each([
    ['fr', 'Travail en équipe ?', 'chu pas sûr, 3 ou 4'],
    [
      'de',
      'Wie pünktlich ist sie?',
      'Keine Ahnung, wie die anderen das sehen, ich gebe ihr eine 4',
    ],
    ['en', 'How punctual is she?', 'No idea about the others, I would give her a 4'],
  ] as const)('%s "%s" / "%s" is no pass', async (locale, prompt, said) => {
    const questions = ratingIn(prompt);
    const on = { ...base, locale, questions };
    const reply = await refereeTurn(on, initialRefereeState(questions), said);
    expect(reply.state.questionnaire?.skipped ?? []).not.toContain('punctual');
  });
});
