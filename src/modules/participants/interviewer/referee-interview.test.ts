import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../core/locale.ts';
import { participantCopy } from '../../../core/participant-copy.ts';
import type { Question } from '../../questionnaires/questionnaires.schemas.ts';
import type { RefereeContext, RefereeState } from './agent.types.ts';
import { withoutQuotedQuestion } from './answer-reading.ts';
import { BuiltinConversationAgent } from './builtin-agent.ts';
import { initialRefereeState } from './referee-agent.ts';
import { textReading } from './referee-interview.ts';

const strengths = {
  key: 'strengths',
  kind: 'text',
  prompt: 'What are their main strengths?',
  required: false,
} as Question;
const workStyle = {
  key: 'workStyle',
  kind: 'choice',
  prompt: 'How did they work?',
  required: false,
  options: ['Remote', 'Hybrid', 'Office'],
} as Question;
const context: RefereeContext = {
  tenantName: 'Acme Hiring',
  locale: 'en',
  roleTitle: null,
  candidateFirstName: 'Ada',
  candidateLastName: 'Lovelace',
  refereeFirstName: 'Jane',
  relationship: null,
  questions: [workStyle, strengths],
};

describe('a text answer (issue 40, never a guess)', () => {
  it('is kept as said when the text reader takes it whole', () => {
    expect(textReading('Calm under pressure, and a patient mentor', strengths, context)).toEqual({
      value: 'Calm under pressure, and a patient mentor',
      certain: true,
    });
  });

  it('loses a pasted signature or a sign-off, and the rest is confirmed', () => {
    const signed =
      'I was her line manager at Umbrella Corp.\n\n--\nDr. Helen Park\nDirector of Research\nT: +1 212 555 0142';
    expect(textReading(signed, strengths, context)).toEqual({
      value: 'I was her line manager at Umbrella Corp.',
      certain: false,
    });
    // The sign-offs of Spanish and Portuguese start one too (issue 41).
    for (const [said, locale] of [
      ['Muy cumplido.\n\nAtte.\nIng. José García\nResidente de Obra | Grupo ICA', 'es'],
      ['Muito dedicado.\n\nAbs,\nCarla Mendes\nGerente | Natura', 'pt'],
    ] as const) {
      expect(textReading(said, strengths, { ...context, locale })?.value).toBe(said.split('\n')[0]);
    }
    const signedOff = 'She would be an asset anywhere.\n\nHelen Park\nDirector of Research';
    expect(textReading(signedOff, strengths, context)).toEqual({
      value: 'She would be an asset anywhere.',
      certain: false,
    });
  });

  it("is confirmed when it only answers another question: an amount, a choice's option", () => {
    for (const said of ['six years', 'about 20 people', '4', 'Hybrid']) {
      expect(textReading(said, strengths, context)?.certain).toBe(false);
    }
    expect(textReading('Vision', strengths, context)?.certain).toBe(true);
  });

  it('keeps an address or a number said inside a sentence, and confirms it', () => {
    for (const [said, locale] of [
      ['Cualquier cosa me escriben a martin.gomez@gmail.com', 'es'],
      ['Vous pouvez me rappeler au 06 45 12 78 90 si besoin', 'fr'],
      ['Happy to talk more, call me on +1 415 555 0100', 'en'],
    ] as const) {
      expect(textReading(said, strengths, { ...context, locale })).toEqual({
        value: said,
        certain: false,
      });
    }
    // Alone on its line, or after a short sentence that ends before it: it goes.
    expect(textReading('Great hire.\n+1 212 555 0142', strengths, context)?.value).toBe(
      'Great hire.',
    );
    expect(textReading('Great hire. jane@example.com', strengths, context)?.value).toBe(
      'Great hire.',
    );
  });

  it('is nothing when only noise is left', () => {
    expect(textReading('jane@example.com', strengths, context)).toBeNull();
  });
});

async function reply(message: string, state: RefereeState, on: RefereeContext = context) {
  return send(on, state, { message });
}

/** One turn of the built-in interviewer: a message, a tap (`answer`) or a confirmation. */
async function send(
  on: RefereeContext,
  state: RefereeState,
  turn: { message: string; answer?: { key: string; value: unknown }; confirm?: boolean },
) {
  const agent = new BuiltinConversationAgent();
  let done: { text: string; state: RefereeState } | null = null;
  for await (const event of agent.reply({
    kind: 'referee',
    context: on,
    transcript: [],
    state,
    ...turn,
  })) {
    if (event.type === 'done') done = { text: event.text, state: event.state as RefereeState };
  }
  return done!;
}

describe('nothing more, with thanks or a goodbye, and refusals with a reason (issue 41)', () => {
  const said: Array<[Locale, string]> = [
    ['es', 'nada mas, suerte!'],
    ['de', 'Nei merci, das wärs gsi'],
    ['de', 'Dazu sag ich lieber nix, das soll sein Chef beurteilen'],
    ['fr', "Non, c'est tout. À tantôt!"],
    ['fr', 'Non, ça va, merci'],
    ['fr', 'Je préfère ne pas me prononcer là-dessus'],
    ['pt', 'não, é tudo. obrigada'],
    ['pt', 'vlw'],
    ['pt', 'Prefiro não detalhar, é confidencial'],
    ['pt', 'não posso mesmo, desculpe'],
  ];
  for (const [locale, message] of said) {
    it(`stores nothing on an optional text question: ${locale} "${message}"`, async () => {
      const on: RefereeContext = { ...context, locale, questions: [strengths, workStyle] };
      const { state } = await reply(message, initialRefereeState(on.questions), on);
      expect(state.questionnaire?.answers).toEqual({});
      expect(state.questionnaire?.skipped).toEqual(['strengths']);
    });
  }
});

describe('a closing to "anything else?" in other words (issue 41)', () => {
  const comments: RefereeState = {
    ...initialRefereeState(null),
    next: 'comments',
    answers: {
      ratings: { communication: 4 },
      relationship: 'Colleague',
      monthsKnown: 24,
      strengths: 'Calm',
      improvements: 'Docs',
      wouldRehire: true,
    },
  };
  const closings: Array<[Locale, string]> = [
    ['es', 'no po, eso'],
    ['es', 'nop, nada po'],
    ['de', 'nee, passt scho so'],
    ['fr', 'non, ça ira'],
    ['pt', 'não, é isso aí'],
    ['en', "no, that'd be it"],
  ];
  for (const [locale, message] of closings) {
    it(`never stores a no and a word or three as the comment: ${locale} "${message}"`, async () => {
      const { state } = await reply(message, comments, { ...context, locale, questions: null });
      expect(state.answers.comments).toBeUndefined();
    });
  }

  it('never stores a "that\'s all" among courtesies in words no list holds: confirmed first', async () => {
    const on: RefereeContext = { ...context, locale: 'de', questions: null };
    const { state } = await reply('Nee dankie, alles gesagt. Lekker bly!', comments, on);
    expect(state.answers.comments).toBeUndefined();
    // A remark in words it knows, with a "that's all" in it, is still a remark.
    expect(
      textReading('Das ist alles, sie war die beste Kollegin die ich je hatte', strengths, {
        ...context,
        locale: 'de',
      })?.certain,
    ).toBe(true);
  });

  // Fifteenth set: a no and a thanks in a language no list holds around a "that's all", over
  // eight words: confirmed, never stored as the comment.
  const foreignCourtesies: Array<[Locale, string]> = [
    ['de', 'Hapana kitu, das ist alles. Asante sana rafiki 🙏'],
    ['es', 'Yok yok, eso es todo. Çok teşekkürler abla'],
    ['fr', "Nahi ji, c'est tout pour moi. Bahut dhanyavaad"],
    ['pt', 'Nee hoor, é só isso mesmo. Baie dankie vriend'],
  ];
  for (const [locale, message] of foreignCourtesies) {
    it(`confirms a "that's all" among foreign courtesies: ${locale} "${message}"`, async () => {
      const { state } = await reply(message, comments, { ...context, locale, questions: null });
      expect(state.answers.comments).toBeUndefined();
    });
  }

  it('keeps a remark in words it knows, over five of them, beside a thanks', () => {
    const on = { ...context, locale: 'de' as const };
    expect(textReading('Sie war immer für das ganze Team da, danke', strengths, on)?.certain).toBe(
      true,
    );
  });

  it('passes on the comment when the closing is understood ("nopo, eso sería")', async () => {
    const on: RefereeContext = { ...context, locale: 'es', questions: null };
    const { state } = await reply('nopo, eso sería', comments, on);
    expect(state.answers.comments).toBeUndefined();
    expect(state.confirm ?? null).toBeNull();
  });
});

describe("an official letter's closing and signature, alone or after the answer (tenth set)", () => {
  const comments: RefereeState = {
    ...initialRefereeState(null),
    next: 'comments',
    answers: {
      ratings: { communication: 4 },
      relationship: 'Colleague',
      monthsKnown: 24,
      strengths: 'Calm',
      improvements: 'Docs',
      wouldRehire: true,
    },
  };
  const alone: Array<[Locale, string]> = [
    [
      'pt',
      'Sem mais para o momento, renovo protestos de elevada estima e consideração. Ana Paula Souza\nCoordenadora de Enfermagem\nHospital Municipal',
    ],
    ['pt', 'Sem mais para o momento.\nAna Paula Souza'],
    ['pt', 'Respeitosamente,\nAna Paula Souza\nDiretora'],
    ['es', 'Sin otro particular, me despido atentamente. Lic. Ana Pérez\nDirectora de RR.HH.'],
    ['es', 'Sin más por el momento, reciba un cordial saludo.\nAna Pérez'],
    [
      'fr',
      "Je vous prie d'agréer, Madame, Monsieur, l'expression de mes salutations distinguées. Jean Dupont\nDirecteur",
    ],
    ['fr', "Dans l'attente, veuillez agréer mes sincères salutations.\nJean Dupont"],
    ['de', 'Hochachtungsvoll\nDr. Hans Meier\nLeiter Personal'],
    ['de', 'Mit freundlichen Grüßen Dr. Hans Meier\nLeiter Personal'],
    ['de', 'Ohne weitere Anmerkungen verbleibe ich mit freundlichen Grüßen\nHans Meier'],
    ['en', 'Yours faithfully,\nJohn Smith\nHead of HR'],
  ];
  for (const [locale, message] of alone) {
    it(`never stores a closing and a signature as the comment: ${locale} "${message}"`, async () => {
      const { state } = await reply(message, comments, { ...context, locale, questions: null });
      expect(state.answers.comments).toBeUndefined();
      expect(state.confirm?.value ?? null).toBeNull();
    });
  }

  it('keeps the answer before the closing, confirmed', async () => {
    const message =
      'Ela é excelente. Sem mais para o momento, renovo protestos de elevada estima e consideração. Ana Paula Souza\nCoordenadora';
    const { state } = await reply(message, comments, { ...context, locale: 'pt', questions: null });
    expect(state.answers.comments).toBeUndefined();
    expect(state.confirm).toMatchObject({ key: 'comments', value: 'Ela é excelente.' });
  });

  it('reads a greeting at the top as no closing ("Saludos,\nLa recomiendo…")', () => {
    for (const [locale, said] of [
      ['es', 'Saludos,\nLa recomiendo ampliamente, es muy responsable.'],
      ['pt', 'Cumprimentos,\nEla é muito dedicada'],
    ] as const) {
      expect(textReading(said, strengths, { ...context, locale })?.value).toBe(said);
    }
  });
});

describe('the wrong person, a goodbye and a slang year (tenth set)', () => {
  const months = {
    key: 'months',
    kind: 'number',
    prompt: 'How many months did you work together?',
    required: true,
  } as Question;
  const last = { key: 'last', kind: 'text', prompt: 'A last word?', required: false } as Question;
  for (const [locale, message] of [
    ['pt', 'Então não posso dar esta referência, desculpe. Não conheço esta pessoa'],
    ['es', 'No conozco a esta persona, debe ser un error'],
    ['fr', 'Je ne connais pas cette personne, il doit y avoir une erreur'],
    ['de', 'Ich kenne diese Person nicht, das muss ein Irrtum sein'],
  ] as Array<[Locale, string]>) {
    it(`confirms a decline when the referee does not know the person: ${locale} "${message}"`, async () => {
      const on = { ...context, locale, questions: [months, last] };
      const { state } = await reply(message, initialRefereeState(on.questions), on);
      expect(state.confirm).toMatchObject({ key: 'decline', value: true });
    });
  }

  it('passes on a last word at "Non c\'est bon. Tata !"', async () => {
    const on = { ...context, locale: 'fr' as Locale, questions: [last] };
    const { state } = await reply("Non c'est bon. Tata !", initialRefereeState([last]), on);
    expect(state.questionnaire?.answers.last).toBeUndefined();
    expect(state.questionnaire?.skipped).toEqual(['last']);
  });

  it('reads "3 piges" as three years, to confirm', async () => {
    const on = { ...context, locale: 'fr' as Locale, questions: [months] };
    const { state } = await reply(
      "ça fait 3 piges qu'on s'connait",
      initialRefereeState([months]),
      on,
    );
    expect(state.questionnaire?.answers.months ?? state.confirm?.value).toBe(36);
  });
});

describe('a rating named beside the text asked (issue 41, eighth set)', () => {
  const askingStrengths: RefereeState = {
    ...initialRefereeState(null),
    next: 'strengths',
    answers: { ...initialRefereeState(null).answers, relationship: 'Colleague', monthsKnown: 24 },
  };
  for (const [locale, message] of [
    ['pt', 'Comunicação 4. O nihongo dela ainda é meio fraco mas com a gente se virava bem'],
    ['en', 'Communication 4. Her Japanese is still a bit weak but we got by'],
  ] as const) {
    it(`keeps the rating, and confirms the rest before it is the text: ${locale}`, async () => {
      const on: RefereeContext = { ...context, locale, questions: null };
      const { state } = await reply(message, askingStrengths, on);
      expect(state.answers.ratings).toMatchObject({ communication: 4 });
      expect(state.answers.strengths).toBeUndefined();
      expect(state.confirm).toMatchObject({ key: 'strengths' });
    });
  }
});

describe('a list of ratings with a "don\'t know" for one of them (eighth set)', () => {
  const askingRatings: RefereeState = {
    ...initialRefereeState(null),
    next: 'ratings',
    competency: 'communication',
    answers: {
      ...initialRefereeState(null).answers,
      relationship: 'Colleague',
      monthsKnown: 24,
      strengths: 'Calm',
      improvements: 'Docs',
    },
  };
  it('passes on one named with a "não sei" beside a single rating (pt)', async () => {
    const on: RefereeContext = { ...context, locale: 'pt', questions: null };
    const asking = { ...askingRatings, competency: 'teamwork' as const };
    let { state } = await reply(
      'Trabalho em equipa 4. Liderança não sei, ela não chefiava ninguém',
      asking,
      on,
    );
    expect(state.skipped).toContain('leadership');
    if (state.confirm) ({ state } = await send(on, state, { message: 'sim', confirm: true }));
    expect(state.answers.ratings).toEqual({ teamwork: 4 });
    expect(state.skipped).toContain('leadership');
  });

  for (const [locale, message] of [
    ['es', 'comunic 5, tecnic 5, equipo 4, liderazgo no c xq nunca tuvo gnte a cargo'],
    ['en', 'communication 5, technical 5, teamwork 4, leadership no idea, she never led anyone'],
  ] as const) {
    it(`passes on the one not known, and never asks it again: ${locale}`, async () => {
      const on: RefereeContext = { ...context, locale, questions: null };
      let { state } = await reply(message, askingRatings, on);
      expect(state.skipped).toContain('leadership');
      for (let i = 0; i < 4 && state.confirm; i += 1) {
        ({ state } = await send(on, state, { message: 'yes', confirm: true }));
      }
      expect(state.answers.ratings).toEqual({ communication: 5, technical_skill: 5, teamwork: 4 });
      expect(state.answers.ratings?.leadership).toBeUndefined();
      expect(state.skipped).toContain('leadership');
    });
  }
});

describe('"that\'s all" and small talk after it, to "anything else?" (eighth set)', () => {
  const comments: RefereeState = {
    ...initialRefereeState(null),
    next: 'comments',
    answers: {
      ratings: { communication: 4 },
      relationship: 'Colleague',
      monthsKnown: 24,
      strengths: 'Calm',
      improvements: 'Docs',
      wouldRehire: true,
    },
  };
  for (const [locale, message] of [
    [
      'es',
      'eso es to. disculpa la demora, la conexion aki esta x el piso y los datos estan carisimos',
    ],
    ['en', "That's all. Sorry for the delay, the connection here is terrible today"],
  ] as const) {
    it(`is confirmed, never stored as the comment: ${locale}`, async () => {
      const { state } = await reply(message, comments, { ...context, locale, questions: null });
      expect(state.answers.comments).toBeUndefined();
    });
  }
});

describe('a no to an optional count that starts at one (eighth set)', () => {
  const led = {
    key: 'led',
    kind: 'number',
    prompt: 'How many people did they manage?',
    required: false,
    min: 1,
    max: 500,
  } as Question;
  for (const [locale, message] of [
    ['fr', 'non, elle pas chef'],
    ['en', 'no, she never managed anyone'],
    ['pt', 'não, ela não chefiava'],
  ] as const) {
    it(`passes it on: ${locale} "${message}"`, async () => {
      const on: RefereeContext = { ...context, locale, questions: [led, strengths] };
      const { state } = await reply(message, initialRefereeState(on.questions), on);
      expect(state.questionnaire?.answers).toEqual({});
      expect(state.questionnaire?.skipped).toEqual(['led']);
    });
  }
  it('reads a figure after the no', async () => {
    const on: RefereeContext = { ...context, locale: 'fr', questions: [led, strengths] };
    const { state } = await reply('non, trois', initialRefereeState(on.questions), on);
    expect(state.questionnaire?.skipped).toEqual([]);
  });
});

describe('a figure in a decline (issue 41)', () => {
  const years = {
    key: 'years',
    kind: 'number',
    prompt: 'How many years did you work together?',
    required: true,
    min: 0,
    max: 50,
  } as Question;
  const declines: Array<[Locale, string]> = [
    ['en', "We worked 2 years together, but I don't know her well enough to give a reference"],
    ['es', 'Trabajamos 2 años, pero prefiero no seguir, no sería objetiva'],
    ['de', 'Wir waren 2 Jahre Kollegen, aber ich kenne sie nicht gut genug'],
    ['fr', 'On a travaillé 2 ans ensemble, mais je préfère arrêter là, je ne serais pas objective'],
    ['fr', '2 ans, mais je ne le connais pas assez, désolé'],
    ['pt', 'Foram 2 anos, mas prefiro não continuar, não seria imparcial'],
  ];
  for (const [locale, message] of declines) {
    it(`is never stored, the decline confirmed first: ${locale} "${message}"`, async () => {
      const on: RefereeContext = { ...context, locale, questions: [years, strengths] };
      const first = await reply(message, initialRefereeState(on.questions), on);
      expect(first.state.confirm).toMatchObject({ key: 'decline' });
      const done = await send(on, first.state, { message: 'yes', confirm: true });
      expect(done.state.declined).toBe(true);
      expect(done.state.questionnaire?.answers).toEqual({});
    });
  }

  it('is never offered when the message refuses without declining', async () => {
    for (const [locale, message] of [
      ['fr', 'on a bossé 2 ans ensemble mais je préfère ne pas donner mon avis'],
      ['es', 'fueron 2 años, prefiero no entrar en detalles'],
      ['en', "2 years, but I'd rather not get into it"],
    ] as Array<[Locale, string]>) {
      const on: RefereeContext = { ...context, locale, questions: [years, strengths] };
      const { state } = await reply(message, initialRefereeState(on.questions), on);
      expect(state.questionnaire?.answers, message).toEqual({});
      expect(state.confirm?.key, message).not.toBe('years');
    }
  });

  it("is never offered for the built-in's how long either", async () => {
    const duration: RefereeState = {
      ...initialRefereeState(null),
      next: 'duration',
      answers: { ratings: {}, relationship: 'Colleague' },
    };
    for (const [locale, message] of [
      ['en', "we worked 2 years together but I'd rather not say more"],
      ['pt', 'uns 2 anos, mas prefiro não entrar nisso'],
      ['de', 'so 2 Jahre, aber dazu möchte ich lieber nichts sagen'],
    ] as Array<[Locale, string]>) {
      const on: RefereeContext = { ...context, locale, questions: null };
      const { state } = await reply(message, duration, on);
      expect(state.answers.monthsKnown, message).toBeUndefined();
      expect(state.confirm?.key, message).not.toBe('monthsKnown');
    }
  });
});

describe('a rating said under another rating’s name (issue 41)', () => {
  it('is confirmed for the one it names, never stored for the one asked', async () => {
    const german: RefereeContext = { ...context, locale: 'de', questions: null };
    const asked: RefereeState = {
      ...initialRefereeState(null),
      next: 'ratings',
      competency: 'teamwork',
      answers: {
        ratings: { communication: 4, technical_skill: 5 },
        relationship: 'Kollegin',
        monthsKnown: 36,
        strengths: 'Hartnäckig',
        improvements: 'Doku',
      },
    };
    const { state } = await reply('Zuverlässigkeit ist bei ihr eine glatte 5', asked, german);
    expect(state.answers.ratings?.teamwork).toBeUndefined();
    // "Zuverlässigkeit" names reliability in German as "reliability" does in English: the
    // message names that question (CONTRACT "Never a guess"), so it is kept as said.
    expect(state.answers.ratings?.reliability).toBe(5);
  });

  it('names no competency with an adjective ("sehr zuverlässig" is no "Zuverlässigkeit")', async () => {
    const asked: RefereeState = {
      ...initialRefereeState(null),
      next: 'ratings',
      competency: 'teamwork',
      answers: { ratings: { communication: 4 }, relationship: 'Kollegin' },
    };
    const { state } = await reply('Sehr zuverlässig, eine glatte 5', asked, {
      ...context,
      locale: 'de',
      questions: null,
    });
    expect(state.answers.ratings?.reliability).toBeUndefined();
  });

  it('offers a rating said with the adjective to confirm, as "reliable" (ninth set)', async () => {
    const asked: RefereeState = {
      ...initialRefereeState(null),
      next: 'ratings',
      competency: 'teamwork',
      answers: { ratings: { communication: 4, technical_skill: 5 }, relationship: 'Kollege' },
    };
    const german: RefereeContext = { ...context, locale: 'de', questions: null };
    let { state } = await reply('Ooch 5. Und zuverlässig is er ooch, 5', asked, german);
    for (let i = 0; i < 3 && state.confirm && state.confirm.key !== 'reliability'; i += 1) {
      ({ state } = await reply('Ja', state, german));
    }
    expect(state.answers.ratings?.reliability).toBeUndefined();
    expect(state.confirm).toMatchObject({ key: 'reliability', value: 5 });
  });
});

describe('ratings named with their figures in words (ninth set)', () => {
  it('reads each named one, "travail en équipe quatre et la fiabilité aussi quatre"', async () => {
    const asked: RefereeState = {
      ...initialRefereeState(null),
      next: 'ratings',
      competency: 'teamwork',
      answers: { ratings: { communication: 4, technical_skill: 5 }, relationship: 'chef' },
    };
    const french: RefereeContext = { ...context, locale: 'fr', questions: null };
    let { state } = await reply(
      "travail en équipe quatre et la fiabilité aussi quatre il n'a jamais raté une relève",
      asked,
      french,
    );
    const offered: Record<string, unknown> = {};
    for (let i = 0; i < 3 && state.confirm; i += 1) {
      offered[state.confirm.key] = state.confirm.value;
      ({ state } = await reply('Oui', state, french));
    }
    expect({ ...state.answers.ratings, ...offered }).toMatchObject({ teamwork: 4, reliability: 4 });
    expect(state.answers.ratings?.reliability).toBe(4);
  });
});

describe('a German "Na" that opens a rating (ninth set)', () => {
  it('is "well", never the English "n/a": the rating is not passed on', async () => {
    const asked: RefereeState = {
      ...initialRefereeState(null),
      next: 'ratings',
      competency: 'leadership',
      answers: { ratings: { communication: 4 }, relationship: 'Kollege' },
    };
    const german: RefereeContext = { ...context, locale: 'de', questions: null };
    const { state } = await reply('Na ja, so 2-3. Der is keen Chef-Typ', asked, german);
    expect(state.skipped).not.toContain('leadership');
    expect(state.answers.ratings?.leadership).toBeUndefined();
  });
});

describe('refused readings in a row (issue 41)', () => {
  it('confirms the next reading after two refusals, never stores it as said', async () => {
    const years = {
      key: 'years',
      kind: 'number',
      prompt: 'How many years did you work together?',
      required: true,
      min: 0,
      max: 50,
    } as Question;
    const on: RefereeContext = { ...context, questions: [years, strengths] };
    let state = initialRefereeState(on.questions);
    // "about 2" is confirmed, and refused (a "2.5" was, until decimals were answers: issue 41).
    for (const message of ['about 2', 'no', 'about 2', 'no'])
      state = (await reply(message, state, on)).state;
    const next = await reply('5', state, on);
    expect(next.state.questionnaire?.answers).toEqual({});
    expect(next.state.confirm).toMatchObject({ key: 'years', value: 5 });
  });
});

describe('nothing to give (issue 41)', () => {
  it('passes on an optional count that starts at one when the referee says nobody', async () => {
    const team = {
      key: 'team',
      kind: 'number',
      prompt: '¿A cuántas personas coordinaba? (opcional)',
      required: false,
      min: 1,
      max: 200,
    } as Question;
    const on: RefereeContext = { ...context, locale: 'es', questions: [team, strengths] };
    const { state } = await reply(
      'ni uno, no coordinaba a nadie',
      initialRefereeState(on.questions),
      on,
    );
    expect(state.questionnaire?.answers).toEqual({});
    expect(state.questionnaire?.skipped).toEqual(['team']);
    expect(state.confirm ?? null).toBeNull();
    // Required, it is still needed.
    const needed = { ...team, required: true } as Question;
    const asked = await reply('nadie', initialRefereeState([needed]), {
      ...on,
      questions: [needed],
    });
    expect(asked.state.questionnaire?.skipped ?? []).toEqual([]);
  });

  it('passes on an optional text question answered with an emoji alone, not a required one', async () => {
    const optional = await reply('🙂', initialRefereeState([strengths, workStyle]), {
      ...context,
      questions: [strengths, workStyle],
    });
    expect(optional.state.questionnaire?.skipped).toEqual(['strengths']);
    const required = { ...strengths, required: true } as Question;
    const kept = await reply('🙂', initialRefereeState([required]), {
      ...context,
      questions: [required],
    });
    expect(kept.state.questionnaire?.skipped ?? []).toEqual([]);
    expect(kept.state.questionnaire?.asking).toBe('strengths');
  });
});

describe('the interviewer’s words', () => {
  it('quotes a reading of the referee’s words it asks to confirm', async () => {
    const asked = { ...initialRefereeState(context.questions), confirm: null };
    const { text, state } = await reply('hybrid mostly', asked);
    expect(state.confirm?.value).toBe('Hybrid');
    expect(text).toContain('I read that as “Hybrid” for');
  });

  it('quotes the built-in’s question as its chat asked it, in the request’s language (issue 41)', async () => {
    const asked: RefereeState = { ...initialRefereeState(null), next: 'duration' };
    const es = { ...context, locale: 'es' as Locale, candidateFirstName: 'Lucía', questions: null };
    const spanish = await reply('unos 24', asked, es);
    expect(spanish.state.confirm?.key).toBe('monthsKnown');
    // Not the stored prompt ("¿Durante cuántos meses, …?"), nor the chat's hint after it.
    expect(spanish.text).toBe(
      'En «¿Más o menos cuánto tiempo trabajaste con Lucía?» he entendido 24 meses, ¿es correcto?',
    );
    const english = await reply('about 24', asked, { ...context, questions: null });
    expect(english.text).toBe(
      'I read that as 24 months for “Roughly how long did you work with Ada?”: is that right?',
    );
    // A question with a label is named by it; a tenant's question by its prompt.
    const hybrid = await reply('hybrid mostly', initialRefereeState(context.questions));
    expect(hybrid.text).toContain('for “How did they work?”');
  });

  it('reads how long they worked together from the relationship, in the request’s language (issue 41)', async () => {
    const es = { ...context, locale: 'es' as Locale, questions: null };
    const { state } = await reply('Fui su jefe 2 años en Mapfre', initialRefereeState(null), es);
    expect(state.answers).toMatchObject({
      relationship: 'Fui su jefe 2 años en Mapfre',
      monthsKnown: 24,
    });
    expect(state.next).toBe('strengths');
  });

  it('offers the option working hours are said in, in the request’s language (issue 41)', async () => {
    const hours = {
      key: 'jornada',
      kind: 'choice',
      prompt: '¿Qué jornada hacía?',
      required: true,
      options: ['Completa', 'Media jornada', 'Por turnos'],
    } as Question;
    const es = { ...context, locale: 'es' as Locale, questions: [hours] };
    // "turno completo" is a full shift: the full-time option, confirmed, never the shifts one.
    const full = await reply('turno completo', initialRefereeState([hours]), es);
    expect(full.state.confirm).toMatchObject({ key: 'jornada', value: 'Completa' });
    const shifts = await reply('por turnos', initialRefereeState([hours]), es);
    expect(shifts.state.questionnaire?.answers).toEqual({ jornada: 'Por turnos' });
  });

  it('passes on an optional choice when a no names none of its options (issue 41)', async () => {
    const asked = initialRefereeState(context.questions);
    const none = await reply('no, mostly at the client’s site', asked);
    expect(none.state.questionnaire?.skipped).toEqual(['workStyle']);
    expect(none.state.confirm ?? null).toBeNull();
    const es = await reply('no, en casa del cliente', asked, {
      ...context,
      locale: 'es',
    });
    expect(es.state.questionnaire?.skipped).toEqual(['workStyle']);
    // A no that names an option is an answer, never a pass.
    const hybrid = await reply('no, hybrid', asked);
    expect(hybrid.state.questionnaire?.skipped ?? []).toEqual([]);
    // A required choice is asked again instead.
    const required = { ...workStyle, required: true } as Question;
    const again = await reply('no, mostly at the client’s site', initialRefereeState([required]), {
      ...context,
      questions: [required],
    });
    expect(again.state.questionnaire?.asking).toBe('workStyle');
  });

  it('says "I have changed that" only when an answer changed', async () => {
    const builtin = { ...context, questions: null };
    const first = await reply('I was her manager', initialRefereeState(null), builtin);
    const left = await reply('leave leadership out', first.state, builtin);
    expect(left.text).not.toContain('I have changed that');
    const rated = await reply('leadership 3', first.state, builtin);
    const taken = await reply('leave leadership out', rated.state, builtin);
    expect(taken.state.answers.ratings?.leadership).toBeUndefined();
  });
});

describe('“nothing more” in the participant’s language (issue 41)', () => {
  // pages41's Spanish screenshots stored "No, nada más" as the areas to develop: read in
  // English words only, it was an answer. Read through the language's lexicon, it passes.
  const nothingMore = {
    es: 'No, nada más',
    de: 'Nein, nichts weiter',
    fr: 'Non, rien de plus',
    pt: 'Não, nada mais',
  } as const;

  for (const [locale, said] of Object.entries(nothingMore)) {
    it(`passes on an optional text question: ${locale} "${said}"`, async () => {
      const builtin: RefereeContext = { ...context, locale: locale as Locale, questions: null };
      const asked: RefereeState = {
        ...initialRefereeState(null),
        next: 'improvements',
        answers: { ratings: {}, relationship: 'su jefa', monthsKnown: 36, strengths: 'Vision' },
      };
      const { state } = await reply(said, asked, builtin);
      expect(state.answers.improvements).toBeUndefined();
      expect(state.confirm ?? null).toBeNull();
      expect(state.next).toBe('ratings');
    });
  }

  it('stores nothing on a required text question: asked again', async () => {
    const develop = { ...strengths, key: 'develop', required: true } as Question;
    const spanish: RefereeContext = { ...context, locale: 'es', questions: [develop] };
    const { state } = await reply('No, nada más', initialRefereeState([develop]), spanish);
    expect(state.questionnaire?.answers).toEqual({});
    expect(state.questionnaire?.asking).toBe('develop');
  });

  // Every language's plain "nothing more": never stored, never a skip of a required text
  // question; the reply says an answer is needed (the one a skip of it gets).
  const plainly: Array<[Locale, string]> = [
    ['en', 'nothing more'],
    ['en', "That's all"],
    ['en', 'no, nothing else to add'],
    ['es', 'nada más'],
    ['de', 'nichts weiter'],
    ['fr', 'rien d’autre'],
    ['fr', "Non, rien d'autre"],
    ['pt', 'nada mais'],
  ];
  for (const [locale, said] of plainly) {
    it(`says an answer is needed on a required text question: ${locale} "${said}"`, async () => {
      const develop = { ...strengths, key: 'develop', required: true } as Question;
      const on: RefereeContext = { ...context, locale, questions: [develop] };
      const { text, state } = await reply(said, initialRefereeState([develop]), on);
      expect(state.questionnaire?.answers).toEqual({});
      expect(state.questionnaire?.skipped ?? []).toEqual([]);
      expect(state.confirm ?? null).toBeNull();
      expect(state.questionnaire?.asking).toBe('develop');
      expect(text).toContain(participantCopy(locale).refereeAgent.interview.needed);
    });

    it(`passes on an optional text question: ${locale} "${said}"`, async () => {
      const on: RefereeContext = { ...context, locale, questions: [strengths, workStyle] };
      const { state } = await reply(said, initialRefereeState(on.questions), on);
      expect(state.questionnaire?.answers).toEqual({});
      expect(state.questionnaire?.skipped).toEqual(['strengths']);
      expect(state.questionnaire?.asking).toBe('workStyle');
    });
  }
});

describe('a number acknowledged in the unit it was stored in (issue 41)', () => {
  // pages41's Spanish screenshots read "Anotado: 24." for a bare 24 to the months question:
  // the referee could not tell what was kept. The unit is the one the prompt asks in.
  const months = {
    en: ['Noted: 24 months.', 'Noted: 1 month.'],
    es: ['Anotado: 24 meses.', 'Anotado: 1 mes.'],
    de: ['Notiert: 24 Monate.', 'Notiert: 1 Monat.'],
    fr: ['C’est noté\u00a0: 24 mois.', 'C’est noté\u00a0: 1 mois.'],
    pt: ['Anotado: 24 meses.', 'Anotado: 1 mês.'],
  } as const;
  const atMonths = (_locale: Locale): RefereeState => ({
    ...initialRefereeState(null),
    next: 'duration',
    answers: { ratings: {}, relationship: 'manager' },
  });

  for (const [locale, [many, one]] of Object.entries(months)) {
    it(`says the months of the built-in question: ${locale}`, async () => {
      const builtin: RefereeContext = { ...context, locale: locale as Locale, questions: null };
      // The chat asks how long they have known the candidate: a bare figure is confirmed first.
      const typed = await reply('24', atMonths(locale as Locale), builtin);
      expect(typed.state.confirm?.value).toBe(24);
      expect(typed.text).toContain(many.replace(/^.*?(\d)/, '$1').replace(/\.$/, ''));
      const kept = await send(builtin, typed.state, { message: 'ok', confirm: true });
      expect(kept.state.answers.monthsKnown).toBe(24);
      expect(kept.text.slice(0, many.length)).toBe(many);
      const tapped = await send(builtin, atMonths(locale as Locale), {
        message: '1',
        answer: { key: 'monthsKnown', value: 1 },
      });
      expect(tapped.state.answers.monthsKnown).toBe(1);
      expect(tapped.text.slice(0, one.length)).toBe(one);
    });
  }

  it('says a tenant question’s unit, converted, and a bare number where the prompt names none', async () => {
    const years = {
      key: 'tenure',
      kind: 'number',
      prompt: 'How many years have you known them?',
      required: true,
      min: 0,
      max: 60,
    } as Question;
    const score = {
      ...years,
      key: 'score',
      prompt: 'Pick a whole number from 0 to 60.',
    } as Question;
    const tenant: RefereeContext = { ...context, questions: [years, score] };
    const first = await reply('3', initialRefereeState([years, score]), tenant);
    expect(first.state.questionnaire?.answers).toEqual({ tenure: 3 });
    expect(first.text.startsWith('Noted: 3 years.')).toBe(true);
    const second = await reply('42', first.state, tenant);
    expect(second.state.questionnaire?.answers).toEqual({ tenure: 3, score: 42 });
    expect(second.text.startsWith('Noted: 42.')).toBe(true);
  });
});

describe('a decimal answer stored and acknowledged in the language (issue 41)', () => {
  const years = (prompt: string) =>
    ({ key: 'years', kind: 'number', prompt, required: true, min: 0, max: 50 }) as Question;
  it.each([
    [
      'en',
      'How many years did you work together?',
      'two and a half years',
      2.5,
      'Noted: 2.5 years.',
    ],
    [
      'de',
      'Wie viele Jahre haben Sie zusammengearbeitet?',
      'zweieinhalb Jahre',
      2.5,
      'Notiert: 2,5 Jahre.',
    ],
    ['es', '¿Cuántos años trabajaron juntos?', 'dos años y medio', 2.5, 'Anotado: 2,5 años.'],
    ['en', 'How many years did you work together?', '1 1/2', 1.5, 'Noted: 1.5 years.'],
    [
      'de',
      'Wie viele Jahre haben Sie zusammengearbeitet?',
      'anderthalb',
      1.5,
      'Notiert: 1,5 Jahre.',
    ],
    ['es', '¿Cuántos años trabajaron juntos?', 'año y medio', 1.5, 'Anotado: 1,5 años.'],
    [
      'fr',
      'Combien d’années avez-vous travaillé ensemble ?',
      'deux ans et demi',
      2.5,
      'C’est noté : 2,5 ans.',
    ],
    ['pt', 'Quantos anos vocês trabalharam juntos?', 'dois anos e meio', 2.5, 'Anotado: 2,5 anos.'],
    [
      'fr',
      'Combien d’années avez-vous travaillé ensemble ?',
      'un an et demi',
      1.5,
      'C’est noté : 1,5 an.',
    ],
    ['pt', 'Quantos anos vocês trabalharam juntos?', '2,5', 2.5, 'Anotado: 2,5 anos.'],
    // Every decimal stored is acknowledged: ICU's `#` and Intl's default stop at three.
    [
      'de',
      'Wie viele Jahre haben Sie zusammengearbeitet?',
      '2,12345',
      2.12345,
      'Notiert: 2,12345 Jahre.',
    ],
    ['en', 'How many years did you work together?', '1.0625', 1.0625, 'Noted: 1.0625 years.'],
    [
      'fr',
      'Combien d’années avez-vous travaillé ensemble ?',
      '1,2345',
      1.2345,
      'C’est noté : 1,2345 an.',
    ],
  ] as const)('%s: "%s" → %s', async (locale, prompt, message, value, noted) => {
    const question = years(prompt);
    const on: RefereeContext = { ...context, locale, questions: [question, strengths] };
    const next = await reply(message, initialRefereeState(on.questions), on);
    expect(next.state.questionnaire?.answers).toEqual({ years: value });
    // French puts a narrow no-break space before the colon.
    expect(next.text.replace(/\s/gu, ' ').startsWith(noted)).toBe(true);
  });
  it('acknowledges a figure without a unit with every decimal stored, grouped as the language groups', async () => {
    const share: Question = {
      key: 'share',
      kind: 'number',
      prompt: 'Welcher Anteil?',
      required: true,
    };
    const on: RefereeContext = { ...context, locale: 'de', questions: [share, strengths] };
    const next = await reply('1.234,56789', initialRefereeState(on.questions), on);
    expect(next.state.questionnaire?.answers).toEqual({ share: 1234.56789 });
    expect(next.text.startsWith('Notiert: 1.234,56789.')).toBe(true);
  });
  it('stores thousands grouped as the language writes them, confirms a figure that reads two ways', async () => {
    const budget = (prompt: string): Question =>
      ({ key: 'budget', kind: 'number', prompt, required: true }) as Question;
    const fr: RefereeContext = {
      ...context,
      locale: 'fr',
      questions: [budget('Quel budget gérait-elle ?'), strengths],
    };
    for (const said of ['1 500', '1\u202f500']) {
      const next = await reply(said, initialRefereeState(fr.questions), fr);
      expect(next.state.questionnaire?.answers, said).toEqual({ budget: 1500 });
    }
    const de: RefereeContext = {
      ...context,
      locale: 'de',
      questions: [budget('Welches Budget?'), strengths],
    };
    const plain = await reply('1 500', initialRefereeState(de.questions), de);
    expect(plain.state.questionnaire?.answers).toEqual({});
    expect(plain.state.confirm).toMatchObject({ key: 'budget', value: 1500 });
    const en: RefereeContext = { ...context, questions: [budget('What share?'), strengths] };
    const half = await reply('1/2', initialRefereeState(en.questions), en);
    expect(half.state.questionnaire?.answers).toEqual({});
    expect(half.state.confirm).toMatchObject({ key: 'budget', value: 0.5 });
  });
  it('confirms "2,5" in English: a decimal comma, or two and five', async () => {
    const on: RefereeContext = { ...context, questions: [years('How many years?'), strengths] };
    const next = await reply('2,5', initialRefereeState(on.questions), on);
    expect(next.state.questionnaire?.answers).toEqual({});
    expect(next.state.confirm).toMatchObject({ key: 'years', value: 2.5 });
  });
});

describe('several options acknowledged as a list in the language (issue 41)', () => {
  it('joins the last two with the catalogue’s “and”', async () => {
    const tools = {
      key: 'tools',
      kind: 'choice',
      prompt: '¿Qué herramientas usaba?',
      required: false,
      options: ['Jira', 'GitHub', 'Hojas de cálculo'],
      multiple: true,
    } as Question;
    const spanish: RefereeContext = { ...context, locale: 'es', questions: [tools, strengths] };
    const tapped = await send(spanish, initialRefereeState([tools, strengths]), {
      message: 'Jira, GitHub, Hojas de cálculo',
      answer: { key: 'tools', value: ['Jira', 'GitHub', 'Hojas de cálculo'] },
    });
    expect(tapped.text.startsWith('Anotado: Jira, GitHub y Hojas de cálculo.')).toBe(true);
  });
});

describe('German and French as typed (issue 41, recall)', () => {
  const german: RefereeContext = { ...context, locale: 'de', questions: null };
  const atRehire: RefereeState = {
    ...initialRefereeState(null),
    next: 'rehire',
    answers: { ratings: { communication: 4 }, relationship: 'Chefin', strengths: 'Kunden' },
  };

  it('reads "na, ehrlich gsagt ned" as a no to confirm, never "na" as "n/a" (a skip)', async () => {
    const { state } = await reply('na, ehrlich gsagt ned', atRehire, german);
    expect(state.next).toBe('rehire');
    expect(state.confirm).toMatchObject({ key: 'wouldRehire', value: false });
  });

  it('offers a number word typed one letter off, never stores it', async () => {
    const asked: RefereeState = {
      ...initialRefereeState(null),
      next: 'ratings',
      competency: 'technical_skill',
      answers: { ratings: { communication: 5 }, relationship: 'Vorgesetzter' },
    };
    const { state } = await reply('vierr', asked, german);
    expect(state.answers.ratings?.technical_skill).toBeUndefined();
    expect(state.confirm).toMatchObject({ key: 'technical_skill', value: 4 });
  });

  it('offers every option a compound names ("Nachtdienste und Wochenenddienste")', async () => {
    const shifts = {
      key: 'dienste',
      kind: 'choice',
      prompt: 'Welche Dienste hat sie übernommen?',
      required: false,
      options: ['Frühdienst', 'Spätdienst', 'Nachtdienst', 'Wochenende'],
      multiple: true,
    } as Question;
    const on: RefereeContext = { ...context, locale: 'de', questions: [shifts, strengths] };
    const { state } = await reply(
      'Nachtdienste und Wochenenddienste',
      initialRefereeState(on.questions),
      on,
    );
    expect(state.questionnaire?.answers).toEqual({});
    expect(state.confirm).toMatchObject({ key: 'dienste', value: ['Nachtdienst', 'Wochenende'] });
  });

  it('asks to confirm a decline said as "I would rather not. No thanks."', async () => {
    const french: RefereeContext = { ...context, locale: 'fr', questions: null };
    const { state } = await reply(
      'Écoutez, finalement je préfère pas. Non merci, sans façon.',
      { ...atRehire, next: 'strengths' },
      french,
    );
    expect(state.confirm).toMatchObject({ key: 'decline', value: true });
  });
});

describe('a closing, a goodbye or a late rating given to a text question (fourth set)', () => {
  const comments: RefereeState = {
    ...initialRefereeState(null),
    next: 'comments',
    answers: {
      ratings: { communication: 4 },
      relationship: 'Colleague',
      monthsKnown: 24,
      strengths: 'Calm',
      improvements: 'Docs',
      wouldRehire: true,
    },
  };
  // Voice keyboards leave their commands in the text: a closing with one is still a closing.
  const dictated: Array<[Locale, string]> = [
    ['en', 'no thanks, send'],
    ['es', 'no gracias, eso es todo enviar'],
    ['de', 'nichts weiter danke, Ende der Nachricht'],
    ['fr', 'non merci point final'],
    ['pt', 'não obrigada, enviar'],
  ];
  for (const [locale, message] of dictated) {
    it(`never stores a dictated closing as the comment: ${locale} "${message}"`, async () => {
      const { state } = await reply(message, comments, { ...context, locale, questions: null });
      expect(state.answers.comments).toBeUndefined();
    });
  }

  const goodbyes: Array<[Locale, string]> = [
    ['en', 'Cheers, bye!'],
    ['es', 'Chao, un saludo'],
    ['de', 'Pfiat di'],
    ['fr', 'Bonne journée, salut'],
    ['pt', 'Tchau, abraço'],
  ];
  for (const [locale, message] of goodbyes) {
    it(`confirms a goodbye before it is a comment: ${locale} "${message}"`, async () => {
      const { state } = await reply(message, comments, { ...context, locale, questions: null });
      expect(state.answers.comments).toBeUndefined();
    });
  }

  // Goodbyes no list holds, a thanks with a dialect word, "that's all" with a vocative.
  const unread: Array<[Locale, string]> = [
    ['de', 'Servus beinand'],
    ['es', 'Chévere, parcero'],
    ['fr', 'Ciao tout le monde'],
    ['pt', 'Obrigado, fica bem'],
    ['pt', 'só isso, meu filho'],
  ];
  for (const [locale, message] of unread) {
    it(`confirms a few unread or closing words to an optional question: ${locale} "${message}"`, async () => {
      const { state } = await reply(message, comments, { ...context, locale, questions: null });
      expect(state.answers.comments).toBeUndefined();
    });
  }

  it('confirms one word the lexicon cannot read, said to the last question, as a comment', () => {
    // "Servas", "Tschö", "Valeu": a goodbye in words no list holds reads like a comment of one word.
    for (const [locale, said] of [
      ['de', 'Tschö'],
      ['es', 'Chaíto'],
      ['fr', 'Tcho'],
      ['pt', 'Valeu'],
    ] as Array<[Locale, string]>) {
      expect(textReading(said, strengths, { ...context, locale })?.certain, said).toBe(false);
    }
    // In English every word is read: one word of content stays as said.
    expect(textReading('Dependable', strengths, context)?.certain).toBe(true);
    // A longer comment in any language is kept as said.
    expect(
      textReading('Sehr zuverlässig und freundlich', strengths, { ...context, locale: 'de' })
        ?.certain,
    ).toBe(true);
  });

  it('confirms a short text answer that carries a bare rating figure', () => {
    for (const [locale, said] of [
      ['en', 'not bad at all, 4'],
      ['es', 'bastante bien, un 4'],
      ['de', 'echt stark, 5'],
      ['fr', 'vraiment correct, 4'],
      ['pt', 'muito bom mesmo, 5'],
    ] as Array<[Locale, string]>) {
      expect(textReading(said, strengths, { ...context, locale })?.certain, said).toBe(false);
    }
    // A figure with its unit is an amount said in passing, no rating.
    expect(
      textReading('Fui su jefa 2 años en Inditex', strengths, { ...context, locale: 'es' })
        ?.certain,
    ).toBe(true);
  });
});

describe('a personal tie to the candidate and a "should not" (fourth set)', () => {
  const rating: RefereeState = {
    ...initialRefereeState(null),
    next: 'strengths',
    answers: { ratings: { communication: 5 }, relationship: 'Colleague' },
  };
  const ties: Array<[Locale, string]> = [
    ['en', "Hold on, we got married last spring. I really shouldn't be doing this"],
    ['es', 'Oye, en realidad es mi sobrina, creo que no debería hacer esto'],
    ['de', 'Ehrlich gesagt bin ich mit ihm verheiratet, das sollte ich wohl nicht machen'],
    ['fr', "En fait c'est ma cousine, je ne devrais pas faire ça"],
    ['pt', 'Na verdade somos casados, acho que não devo continuar'],
  ];
  for (const [locale, message] of ties) {
    it(`is a decline to confirm, nothing stored: ${locale} "${message}"`, async () => {
      const on = { ...context, locale, questions: null };
      const first = await reply(message, rating, on);
      expect(first.state.confirm).toMatchObject({ key: 'decline' });
      expect(first.state.answers.strengths).toBeUndefined();
    });
  }

  it('is no decline without the "should not", nor the "should not" without a tie', async () => {
    const on = { ...context, questions: null };
    const family = await reply('She runs the family business with real calm', rating, on);
    expect(family.state.confirm?.key).not.toBe('decline');
    const should = await reply("She shouldn't take on so much at once", rating, on);
    expect(should.state.confirm?.key).not.toBe('decline');
  });
});

describe('a yes/no out of step or said with two negations (fourth set)', () => {
  const rehire = {
    key: 'again',
    kind: 'yes_no',
    prompt: 'Would you hire them again?',
    required: true,
  } as Question;
  const more = {
    key: 'more',
    kind: 'text',
    prompt: 'Anything else to add?',
    required: false,
  } as Question;
  const on = (locale: Locale): RefereeContext => ({
    ...context,
    locale,
    questions: [rehire, more],
  });

  const twice: Array<[Locale, string]> = [
    ['en', 'Never without her!'],
    ['es', 'Nunca sin ella'],
    ['de', 'Nie mehr ohne sie!'],
    ['fr', 'Jamais sans elle'],
    ['pt', 'Nunca sem ela'],
  ];
  for (const [locale, message] of twice) {
    it(`never stores a no from "never without": ${locale} "${message}"`, async () => {
      const { state } = await reply(message, initialRefereeState([rehire, more]), on(locale));
      expect(state.questionnaire?.answers.again).toBeUndefined();
    });
  }

  const closings: Array<[Locale, string]> = [
    ['en', 'No thanks'],
    ['es', 'No, gracias'],
    ['de', 'Nein danke'],
    ['fr', 'Non merci'],
    ['pt', 'Não, obrigado'],
  ];
  for (const [locale, message] of closings) {
    it(`confirms a no with thanks before it answers a yes/no: ${locale} "${message}"`, async () => {
      const { state } = await reply(message, initialRefereeState([rehire, more]), on(locale));
      expect(state.questionnaire?.answers.again).toBeUndefined();
      expect(state.confirm).toMatchObject({ key: 'again', value: false });
    });
  }

  it('confirms a bare yes or no that follows a reply it could not read', async () => {
    for (const [locale, unread, no] of [
      ['en', 'With bells on', 'No'],
      ['es', 'Con los ojos vendados', 'No'],
      ['de', 'Mit Kusshand', 'Nein'],
      ['fr', 'Les yeux fermés', 'Non'],
      ['pt', 'De olhos fechados', 'Não'],
    ] as Array<[Locale, string, string]>) {
      const first = await reply(unread, initialRefereeState([rehire, more]), on(locale));
      expect(first.state.questionnaire?.answers.again, unread).toBeUndefined();
      const second = await reply(no, first.state, on(locale));
      expect(second.state.questionnaire?.answers.again, `${unread} / ${no}`).toBeUndefined();
      expect(second.state.confirm, `${unread} / ${no}`).toMatchObject({
        key: 'again',
        value: false,
      });
    }
  });

  it('reads an emphatic yes said as a negation ("keine Frage", "sin ninguna duda")', async () => {
    for (const [locale, message] of [
      ['de', 'Keine Frage!'],
      ['de', 'Hundertprozentig'],
      ['es', 'Sin ninguna duda'],
      ['fr', 'Sans aucune hésitation'],
      ['pt', 'Sem sombra de dúvida'],
    ] as Array<[Locale, string]>) {
      const { state } = await reply(message, initialRefereeState([rehire, more]), on(locale));
      const read = state.questionnaire?.answers.again ?? state.confirm?.value;
      expect(read, message).toBe(true);
    }
  });
});

describe('a reply that names what a yes/no asks about, and a no with a word after it (fourth set)', () => {
  const fines = {
    key: 'fines',
    kind: 'yes_no',
    prompt: 'Did they have any accident or fine with the company vehicle?',
    required: true,
  } as Question;
  const more = {
    key: 'more',
    kind: 'text',
    prompt: 'Anything else to add?',
    required: false,
  } as Question;
  const prompts: Record<Locale, string> = {
    en: 'Did they have any accident or fine with the company vehicle?',
    es: '¿Tuvo algún accidente o multa con el vehículo de la empresa?',
    de: 'Hatte sie einen Unfall oder ein Bußgeld mit dem Firmenwagen?',
    fr: 'A-t-il eu un accident ou une amende avec le véhicule de la société ?',
    pt: 'Teve algum acidente ou multa com o veículo da empresa?',
  };
  const said: Array<[Locale, string]> = [
    ['en', 'one fine for parking, back in 2021'],
    ['es', 'ninguno, bueno miento, una multa de aparcamiento'],
    ['de', 'ein Bußgeld fürs Falschparken, 2021'],
    ['fr', 'une amende de stationnement en 2021'],
    ['pt', 'uma multa de estacionamento em 2021'],
  ];
  for (const [locale, message] of said) {
    it(`confirms a yes when the reply names it: ${locale} "${message}"`, async () => {
      const asked = { ...fines, prompt: prompts[locale] } as Question;
      const on = { ...context, locale, questions: [asked, more] };
      const { state } = await reply(message, initialRefereeState(on.questions), on);
      expect(state.questionnaire?.answers.fines).toBeUndefined();
      expect(state.confirm).toMatchObject({ key: 'fines', value: true });
    });
  }

  it('offers no yes when the reply denies what it names', async () => {
    const on = { ...context, questions: [fines, more] };
    const { state } = await reply('no fine, no accident', initialRefereeState(on.questions), on);
    expect(state.confirm?.value).not.toBe(true);
    expect(state.questionnaire?.answers.fines).not.toBe(true);
  });

  const closings: Array<[Locale, string]> = [
    ['en', 'no, all sorted'],
    ['es', 'no, to bien'],
    ['de', 'nee, passt'],
    ['fr', 'non, nickel'],
    ['pt', 'não, tranquilo'],
  ];
  for (const [locale, message] of closings) {
    it(`passes on an optional text question at a no and a word: ${locale} "${message}"`, async () => {
      const on = { ...context, locale, questions: [more] };
      const { state } = await reply(message, initialRefereeState([more]), on);
      expect(state.questionnaire?.answers.more).toBeUndefined();
      expect(state.questionnaire?.skipped).toEqual(['more']);
    });
  }
});

describe('how often, to a yes/no (fourth set)', () => {
  const targets = {
    key: 'targets',
    kind: 'yes_no',
    prompt: 'Did they meet their targets regularly?',
    required: true,
  } as Question;
  const on = (locale: Locale): RefereeContext => ({ ...context, locale, questions: [targets] });
  const read = (state: RefereeState) =>
    state.questionnaire?.answers.targets ?? state.confirm?.value;

  it('reads "almost always" as a yes and "not always" as no yes', async () => {
    for (const [locale, yes, notYes] of [
      ['en', 'almost always', 'not always'],
      ['es', 'casi siempre', 'no siempre'],
      ['de', 'fast immer', 'nicht immer'],
      ['pt', 'quase sempre', 'nem sempre'],
    ] as Array<[Locale, string, string]>) {
      const first = await reply(yes, initialRefereeState([targets]), on(locale));
      expect(read(first.state), yes).toBe(true);
      const second = await reply(notYes, initialRefereeState([targets]), on(locale));
      expect(read(second.state), notYes).not.toBe(true);
    }
  });

  it('never stores a yes from French "pas toujours"', async () => {
    const { state } = await reply('pas toujours', initialRefereeState([targets]), on('fr'));
    expect(state.questionnaire?.answers.targets).not.toBe(true);
  });
});

describe("the referee's side of a line, in every language (fourth set)", () => {
  const lines: Array<[Locale, string[], string, string]> = [
    [
      'en',
      ['Line manager', 'Colleague', 'Client'],
      'He reported to me at Vodafone',
      'Line manager',
    ],
    [
      'es',
      ['Jefe/a directo/a', 'Compañero/a', 'Cliente'],
      'Ella me reportaba en Telefónica',
      'Jefe/a directo/a',
    ],
    [
      'de',
      ['Vorgesetzte/r', 'Kollege/Kollegin', 'Kunde'],
      'Er hat an mich berichtet, bei der Telekom',
      'Vorgesetzte/r',
    ],
    [
      'fr',
      ['Responsable direct(e)', 'Collègue', 'Client'],
      'Il relevait de moi chez Orange',
      'Responsable direct(e)',
    ],
    [
      'pt',
      ['Gestor(a) direto(a)', 'Colega', 'Cliente'],
      'Ele reportava a mim na Vodacom',
      'Gestor(a) direto(a)',
    ],
  ];
  for (const [locale, options, message, manager] of lines) {
    it(`reads "reported to me" as their manager: ${locale} "${message}"`, async () => {
      const relation = {
        key: 'relation',
        kind: 'choice',
        prompt: 'Relationship?',
        required: true,
        options,
      } as Question;
      const on = { ...context, locale, questions: [relation] };
      const { state } = await reply(message, initialRefereeState([relation]), on);
      const read = state.questionnaire?.answers.relation ?? state.confirm?.value;
      expect(read, message).toBe(manager);
    });
  }
});

describe('a question echoed, then answered (fourth set)', () => {
  const onCall = {
    key: 'onCall',
    kind: 'yes_no',
    prompt: 'Were they on call?',
    required: false,
  } as Question;
  const echoes: Array<[Locale, string]> = [
    ['en', 'on call? yes, one week in four'],
    ['es', '¿guardias? sí, una semana de cada cuatro'],
    ['de', 'Bereitschaft? ja, jede vierte Woche'],
    ['fr', 'on-call? oui, une semaine sur quatre'],
    ['pt', 'plantão? sim, uma semana por mês'],
  ];
  for (const [locale, message] of echoes) {
    it(`reads the answer after the echo, confirmed: ${locale} "${message}"`, async () => {
      const on = { ...context, locale, questions: [onCall] };
      const { state } = await reply(message, initialRefereeState([onCall]), on);
      expect(state.questionnaire?.answers.onCall).toBeUndefined();
      expect(state.confirm).toMatchObject({ key: 'onCall', value: true });
    });
  }

  it('still answers a question back that answers nothing', async () => {
    const on = { ...context, questions: [onCall] };
    const { state } = await reply(
      'on call? what counts as on call?',
      initialRefereeState([onCall]),
      on,
    );
    expect(state.questionnaire?.answers.onCall).toBeUndefined();
    expect(state.confirm ?? null).toBeNull();
  });
});

describe('an ok in other words to "anything else?" (fourth set)', () => {
  const more = {
    key: 'more',
    kind: 'text',
    prompt: 'Anything else to add?',
    required: false,
  } as Question;
  const oks: Array<[Locale, string]> = [
    ['en', 'yeah, all good'],
    ['es', 'vale, todo bien'],
    ['de', 'Na, passt eh.'],
    ['fr', "ouais, c'est correct"],
    ['pt', 'tá, beleza'],
  ];
  for (const [locale, message] of oks) {
    it(`is offered as said, never stored unasked nor left unread: ${locale} "${message}"`, async () => {
      const on = { ...context, locale, questions: [more] };
      const { state } = await reply(message, initialRefereeState([more]), on);
      expect(state.questionnaire?.answers.more).toBeUndefined();
      const passed = state.questionnaire?.skipped.includes('more') ?? false;
      expect(passed || state.confirm?.key === 'more', message).toBe(true);
    });
  }
});

describe('a rating said to the built-in\'s "how long?" (fourth set)', () => {
  const howLong: RefereeState = {
    ...initialRefereeState(null),
    next: 'duration',
    answers: { ratings: {}, relationship: 'Her manager at the bank' },
  };
  const grades: Array<[Locale, string]> = [
    ['en', 'Really strong, 5 for sure'],
    ['es', 'Muy buena la verdad, un 5'],
    ['de', 'Echt top, glatte 5'],
    ['fr', 'Super bonne, 5 c sûr'],
    ['pt', 'Muito boa mesmo, 5'],
  ];
  for (const [locale, message] of grades) {
    it(`is offered to the first rating, never kept as a length: ${locale} "${message}"`, async () => {
      const on = { ...context, locale, questions: null };
      const { state } = await reply(message, howLong, on);
      expect(state.answers.monthsKnown).toBeUndefined();
      expect(state.confirm).toMatchObject({ key: 'communication', value: 5 });
    });
  }

  it('leaves a figure alone, "about 5" or a length with its unit to the how long', async () => {
    const on = { ...context, questions: null };
    for (const message of ['5', 'about 5', "I'd say 5", '5 years, give or take']) {
      const { state } = await reply(message, howLong, on);
      expect(state.confirm?.key, message).not.toBe('communication');
    }
  });
});

describe('an option denied after it is named (fourth set)', () => {
  const languages = {
    key: 'languages',
    kind: 'choice',
    prompt: 'Languages?',
    required: false,
    multiple: true,
  } as Question;
  const cases: Array<[Locale, string[], string, string]> = [
    ['en', ['English', 'Spanish', 'French'], 'English and Spanish, not French', 'French'],
    ['es', ['Inglés', 'Español', 'Francés'], 'inglés y español, francés no', 'Francés'],
    [
      'de',
      ['Englisch', 'Spanisch', 'Französisch'],
      'Englisch und Spanisch, Französisch nicht',
      'Französisch',
    ],
    ['fr', ['Anglais', 'Espagnol', 'Allemand'], 'anglais et espagnol, allemand non', 'Allemand'],
    ['pt', ['Português', 'Inglês', 'Espanhol'], 'português e espanhol, inglês não', 'Inglês'],
  ];
  for (const [locale, options, message, denied] of cases) {
    it(`is never offered: ${locale} "${message}"`, async () => {
      const question = { ...languages, options } as Question;
      const on = { ...context, locale, questions: [question] };
      const { state } = await reply(message, initialRefereeState([question]), on);
      const read = [state.questionnaire?.answers.languages ?? state.confirm?.value ?? []].flat();
      expect(read, message).not.toContain(denied);
    });
  }
});

describe('several answers in one message (issue 41)', () => {
  const years = {
    key: 'years',
    kind: 'number',
    prompt: 'How many years did you work together?',
    required: true,
    min: 0,
    max: 50,
  } as Question;
  const onCall = {
    key: 'onCall',
    kind: 'yes_no',
    prompt: 'Did they take part in on-call shifts?',
    required: false,
  } as Question;

  it('reads a form pasted with labels line by line, each reading confirmed, none stored unasked', async () => {
    const on: RefereeContext = { ...context, questions: [years, workStyle, strengths] };
    const form =
      'Here you go:\nYears: 3\nWork style: hybrid mostly\nStrengths: calm under pressure';
    let { state } = await reply(form, initialRefereeState(on.questions), on);
    expect(state.questionnaire?.answers).toEqual({});
    expect(state.confirm).toMatchObject({ key: 'years', value: 3 });
    expect(state.queued?.map((c) => [c.key, c.value])).toEqual([
      ['workStyle', 'Hybrid'],
      ['strengths', 'calm under pressure'],
    ]);
    for (let i = 0; i < 3; i++)
      state = (await send(on, state, { message: 'yes', confirm: true })).state;
    expect(state.questionnaire?.answers).toEqual({
      years: 3,
      workStyle: 'Hybrid',
      strengths: 'calm under pressure',
    });
  });

  it("reads answers given in the questions' order, a clause each, every one confirmed", async () => {
    const on: RefereeContext = { ...context, questions: [years, workStyle, onCall, strengths] };
    const said = 'About 3, mostly hybrid, yes now and then, and calm under pressure';
    let { state } = await reply(said, initialRefereeState(on.questions), on);
    expect(state.questionnaire?.answers).toEqual({});
    expect([state.confirm, ...(state.queued ?? [])].map((c) => [c?.key, c?.value])).toEqual([
      ['years', 3],
      ['workStyle', 'Hybrid'],
      ['onCall', true],
      ['strengths', 'calm under pressure'],
    ]);
    // A card refused stores nothing of it; the others are still offered.
    state = (await send(on, state, { message: 'no', confirm: false })).state;
    expect(state.questionnaire?.answers).toEqual({});
    expect(state.confirm?.key).toBe('workStyle');
  });

  it("offers the scale's top word alone to a rating as a 5 to confirm, never stored", async () => {
    const care = { key: 'care', kind: 'rating', prompt: 'How caring were they?', required: true };
    for (const [locale, said] of [
      ['es', 'Excelente!'],
      ['de', 'ausgezeichnet'],
      ['fr', 'excellente'],
      ['pt', 'excelente'],
      ['en', 'top notch'],
    ] as Array<[Locale, string]>) {
      const on: RefereeContext = { ...context, locale, questions: [care as Question, strengths] };
      const { state } = await reply(said, initialRefereeState(on.questions), on);
      expect(state.questionnaire?.answers, said).toEqual({});
      expect(state.confirm, said).toMatchObject({ key: 'care', value: 5 });
    }
  });

  it('offers "same as before", "idem", "dito" as the answer before of the same kind, to confirm', async () => {
    const asked: RefereeState = {
      ...initialRefereeState(null),
      next: 'ratings',
      competency: 'technical_skill',
      answers: { ratings: { communication: 4 }, relationship: 'Colleague' },
    };
    for (const [locale, said] of [
      ['en', 'same as before'],
      ['es', 'ídem'],
      ['de', 'dito'],
      ['fr', 'pareil'],
      ['pt', 'o mesmo'],
    ] as Array<[Locale, string]>) {
      const { state } = await reply(said, asked, { ...context, locale, questions: null });
      expect(state.answers.ratings?.technical_skill, said).toBeUndefined();
      expect(state.confirm, said).toMatchObject({ key: 'technical_skill', value: 4 });
    }
  });

  it('leaves a single labelled line to the reading of the message', async () => {
    const on: RefereeContext = { ...context, questions: [years, strengths] };
    const { state } = await reply('Years: 3', initialRefereeState(on.questions), on);
    expect(state.queued ?? []).toEqual([]);
  });

  it('offers "sometimes" to a yes/no as a yes to confirm, never stored', async () => {
    const on: RefereeContext = { ...context, locale: 'pt', questions: [onCall, strengths] };
    const { state } = await reply(
      'às vezes, nos fins de semana do Grande Prémio',
      initialRefereeState(on.questions),
      on,
    );
    expect(state.questionnaire?.answers).toEqual({});
    expect(state.confirm).toMatchObject({ key: 'onCall', value: true });
  });

  it("offers a yes/no's first letter alone ('s' for sí) to confirm, never stored", async () => {
    // ("n" and "y" are the English reader's own, read as said.)
    const on: RefereeContext = { ...context, locale: 'es', questions: [onCall, strengths] };
    const { state } = await reply('s', initialRefereeState(on.questions), on);
    expect(state.questionnaire?.answers).toEqual({});
    expect(state.confirm).toMatchObject({ key: 'onCall', value: true });
  });

  it("offers an option named by its initials ('era AE') to confirm", async () => {
    const role = {
      key: 'role',
      kind: 'choice',
      prompt: 'What was their role?',
      required: true,
      options: ['SDR / BDR', 'Account Executive', 'Customer Success', 'Other'],
    } as Question;
    const on: RefereeContext = { ...context, locale: 'es', questions: [role, strengths] };
    const { state } = await reply('era AE, cerraba deals', initialRefereeState(on.questions), on);
    expect(state.questionnaire?.answers).toEqual({});
    expect(state.confirm).toMatchObject({ key: 'role', value: 'Account Executive' });
  });

  it('offers an earlier figure corrected in a message to another question, changed in one tap', async () => {
    const on: RefereeContext = {
      ...context,
      locale: 'es',
      questions: [years, workStyle, strengths],
    };
    let { state } = await reply('3', initialRefereeState(on.questions), on);
    expect(state.questionnaire?.answers).toEqual({ years: 3 });
    ({ state } = await reply('ah, sobre lo de antes: no eran 3, eran 2 años', state, on));
    expect(state.questionnaire?.answers).toEqual({ years: 3 });
    expect(state.confirm).toMatchObject({ key: 'years', value: 2 });
    state = (await send(on, state, { message: 'sí', confirm: true })).state;
    expect(state.questionnaire?.answers).toEqual({ years: 2 });
  });
});

describe('an answer given already, said otherwise to another question (sixth set)', () => {
  it('is confirmed, never changed, unless the message says it corrects', async () => {
    const asked: RefereeState = {
      ...initialRefereeState(null),
      next: 'ratings',
      competency: 'technical_skill',
      answers: { ratings: { communication: 5 }, relationship: 'Kollegin' },
    };
    const on: RefereeContext = { ...context, locale: 'de', questions: null };
    const { state } = await reply('Kommunikation 4, fachlich ne 5, Teamarbeit och 5', asked, on);
    expect(state.answers.ratings?.communication).toBe(5);
    const offered = [state.confirm, ...(state.queued ?? [])].map((c) => [c?.key, c?.value]);
    expect(offered).toContainEqual(['communication', 4]);
  });
});

describe('tenth set, round 2 (referee side)', () => {
  const hygiene = {
    key: 'hygiene',
    kind: 'rating',
    prompt: 'Wie sauber arbeitet sie, von 1 bis 5?',
    label: 'Hygiene',
    required: true,
  } as Question;
  const selfAnswered: Array<[Locale, string, number]> = [
    ['en', 'is 5 the best one? then 5, she cleans everything', 5],
    ['de', '5 is best oder? dann 5/5 ngl, die putzt sogar den pass', 5],
    ['fr', 'le 5 c’est le mieux ? alors 4, elle est propre', 4],
    ['es', '¿el 5 es lo máximo? entonces 4', 4],
    ['pt', 'o 5 é o melhor? então 5 com certeza', 5],
  ];
  for (const [locale, message, value] of selfAnswered) {
    it(`confirms the answer after the referee's own question: ${locale} "${message}"`, async () => {
      const on = { ...context, locale, questions: [hygiene] };
      const { state } = await reply(message, initialRefereeState([hygiene]), on);
      expect(state.questionnaire?.answers.hygiene).toBeUndefined();
      expect(state.confirm).toMatchObject({ key: 'hygiene', value });
    });
  }

  it('still answers a long question back with no answer after it', async () => {
    const on = { ...context, locale: 'de' as Locale, questions: [hygiene] };
    const { state } = await reply(
      'ist 5 das beste oder das schlechteste?',
      initialRefereeState([hygiene]),
      on,
    );
    expect(state.confirm ?? null).toBeNull();
  });

  const km = {
    key: 'km',
    kind: 'number',
    prompt: 'Wie viele Kilometer pro Jahr? (optional)',
    required: false,
  } as Question;
  const next = { key: 'abroad', kind: 'yes_no', prompt: 'Ausland?', required: false } as Question;
  it('passes on a figure withheld after its object ("Die Kilometer darf ich Ihnen nicht geben")', async () => {
    const on = { ...context, locale: 'de' as Locale, questions: [km, next] };
    const { state } = await reply(
      'Die Kilometer darf ich Ihnen nicht geben, das sind Firmendaten. Sorry',
      initialRefereeState([km, next]),
      on,
    );
    expect(state.questionnaire?.skipped).toContain('km');
    expect(state.questionnaire?.answers.km).toBeUndefined();
    expect(state.confirm ?? null).toBeNull();
  });

  it('reads the kitchen brigade\'s "garde manger" as the cold kitchen, to confirm', async () => {
    const posten = {
      key: 'posten',
      kind: 'choice',
      prompt: 'An welchen Posten?',
      options: ['Kalte Küche', 'Saucen und Fleisch', 'Pâtisserie', 'Frühstück'],
      multiple: true,
      required: true,
    } as Question;
    const on = { ...context, locale: 'de' as Locale, questions: [posten] };
    const { state } = await reply('garde manger + patisserie', initialRefereeState([posten]), on);
    expect(state.questionnaire?.answers.posten).toBeUndefined();
    expect(state.confirm).toMatchObject({ key: 'posten', value: ['Kalte Küche', 'Pâtisserie'] });
  });
});

describe('tenth set, round 2: French of Romandie and Mali (referee side)', () => {
  const soins = {
    key: 'soins',
    kind: 'choice',
    prompt: 'Quels soins ?',
    options: [
      'Toilette et habillage',
      'Repas',
      'Mobilisation et transferts',
      'Distribution des médicaments',
    ],
    multiple: true,
    required: true,
  } as Question;
  const again = {
    key: 'again',
    kind: 'yes_no',
    prompt: 'Le réengageriez-vous ?',
    required: true,
  } as Question;
  const rate = {
    key: 'rate',
    kind: 'number',
    prompt: "À quel taux d'activité, en pourcentage ?",
    min: 10,
    max: 100,
    required: true,
  } as Question;
  const fr = (questions: Question[]) => ({ ...context, locale: 'fr' as Locale, questions });

  it('never offers an option denied after its noun ("Les médicaments non"); "dîner et souper" are meals', async () => {
    const { state } = await reply(
      "La toilette et l'habillage, elle aidait au dîner et au souper, et les transferts. Les médicaments non, chez nous ce sont les infirmières",
      initialRefereeState([soins]),
      fr([soins]),
    );
    expect(state.confirm).toMatchObject({
      key: 'soins',
      value: ['Toilette et habillage', 'Repas', 'Mobilisation et transferts'],
    });
  });

  it('reads "c\'est tout" and "tout de suite" as no choice of every option', async () => {
    for (const said of ["Non, c'est tout. Belle journée !", 'Tout de suite ! On la reprend']) {
      const { state } = await reply(said, initialRefereeState([soins]), fr([soins]));
      expect(state.questionnaire?.answers.soins, said).toBeUndefined();
      expect(state.confirm?.value, said).not.toEqual(soins.options);
    }
  });

  it('reads "Tout de suite !" as a yes, "pas tout de suite" never as one', async () => {
    const yes = await reply('Tout de suite !', initialRefereeState([again]), fr([again]));
    expect(yes.state.questionnaire?.answers.again ?? yes.state.confirm?.value).toBe(true);
    const notNow = await reply('Pas tout de suite', initialRefereeState([again]), fr([again]));
    expect(notNow.state.questionnaire?.answers.again).not.toBe(true);
    expect(notNow.state.confirm?.value).not.toBe(true);
  });

  it('confirms "à plein temps" as 100 on a rate asked in per cent, never stores it', async () => {
    const { state } = await reply(
      'Elle était à plein temps, comme tout le monde chez nous',
      initialRefereeState([rate]),
      fr([rate]),
    );
    expect(state.questionnaire?.answers.rate).toBeUndefined();
    expect(state.confirm).toMatchObject({ key: 'rate', value: 100 });
    const hours = { ...rate, prompt: "Combien d'heures par semaine ?" } as Question;
    const other = await reply(
      'Elle était à plein temps',
      initialRefereeState([hours]),
      fr([hours]),
    );
    expect(other.state.confirm?.value).not.toBe(100);
  });

  it('reads "sa major" (West Africa) as the head nurse, and Bambara "ayi", "awo"', async () => {
    const lien = {
      key: 'lien',
      kind: 'choice',
      prompt: 'Quel était votre lien ?',
      options: [
        'Infirmier ou infirmière responsable',
        'Collègue soignant',
        'Résident ou famille',
        'Autre',
      ],
      required: true,
    } as Question;
    const { state } = await reply(
      "J'étais sa major dans le service de gériatrie, à Bamako",
      initialRefereeState([lien]),
      fr([lien]),
    );
    expect(state.confirm).toMatchObject({
      key: 'lien',
      value: 'Infirmier ou infirmière responsable',
    });
    const no = await reply(
      "Ayi, les gardes de nuit c'était les infirmiers",
      initialRefereeState([again]),
      fr([again]),
    );
    expect(no.state.questionnaire?.answers.again ?? no.state.confirm?.value).toBe(false);
  });
});

describe('tenth set, round 2: gaúcho Portuguese (referee side)', () => {
  it('confirms "operador de colheitadeira aqui na fazenda" as the machine operator', async () => {
    const role = {
      key: 'funcao',
      kind: 'choice',
      prompt: 'Qual era a função da pessoa candidata na fazenda?',
      options: [
        'Operador(a) de máquinas',
        'Técnico(a) agrícola',
        'Gerente de fazenda',
        'Serviços gerais',
      ],
      required: true,
    } as Question;
    const on = { ...context, locale: 'pt' as Locale, questions: [role] };
    const { state } = await reply(
      'Bah, bom dia tchê! O guri era operador de colheitadeira aqui na fazenda, em Sorriso',
      initialRefereeState([role]),
      on,
    );
    expect(state.questionnaire?.answers.funcao).toBeUndefined();
    expect(state.confirm).toMatchObject({ key: 'funcao', value: 'Operador(a) de máquinas' });
  });
});

describe('tenth set, round 2: a form typed on one line (referee side)', () => {
  const puntualidad = {
    key: 'puntualidad',
    kind: 'rating',
    prompt: 'Del 1 al 5, ¿cómo valora su puntualidad?',
    label: 'Puntualidad',
    required: true,
  } as Question;
  const idiomas = {
    key: 'idiomas',
    kind: 'choice',
    prompt: '¿Qué idiomas usaba con los clientes?',
    options: ['Inglés', 'Francés', 'Alemán', 'Portugués'],
    multiple: true,
    required: false,
  } as Question;
  const caja = {
    key: 'caja',
    kind: 'yes_no',
    prompt: '¿Manejaba la caja o dinero en efectivo?',
    required: true,
  } as Question;
  const notas = { key: 'notas', kind: 'text', prompt: '¿Algo más?', required: false } as Question;
  const questions = [puntualidad, idiomas, caja, notas];

  it('offers each labelled sentence, and the one that says a question again, in one tap each', async () => {
    const on = { ...context, locale: 'es' as Locale, questions };
    const { state } = await reply(
      'Puntualidad: 5. Idiomas: inglés y alemán. Y sí, manejaba la caja.',
      initialRefereeState(questions),
      on,
    );
    expect(state.questionnaire?.answers ?? {}).toEqual({});
    const offered = [state.confirm, ...(state.queued ?? [])].map((c) => [c?.key, c?.value]);
    expect(offered).toEqual([
      ['puntualidad', 5],
      ['idiomas', ['Inglés', 'Alemán']],
      ['caja', true],
    ]);
  });

  it('keeps a labelled text of several sentences whole', async () => {
    const on = { ...context, locale: 'es' as Locale, questions };
    const { state } = await reply(
      'Puntualidad: 5. Notas: Muy buena. Siempre amable.',
      initialRefereeState(questions),
      on,
    );
    const offered = [state.confirm, ...(state.queued ?? [])].map((c) => [c?.key, c?.value]);
    expect(offered).toContainEqual(['notas', 'Muy buena. Siempre amable.']);
  });
});

describe('a tenant questionnaire asked in years (eleventh set)', () => {
  const years = {
    key: 'years',
    kind: 'number',
    prompt: '¿Cuántos años trabajaron juntos?',
    required: true,
  } as Question;
  const punctual = {
    key: 'punctual',
    kind: 'rating',
    prompt: '¿Qué tan puntual era, de 1 a 5?',
    required: true,
  } as Question;
  const on = { ...context, locale: 'es' as Locale, questions: [years, punctual] };

  it('confirms a figure the referee settles on after wondering aloud, never a question back', async () => {
    const { state } = await reply(
      'De 2018 a 2024, son… ¿cinco años o seis? Espera. Digamos cinco y medio.',
      initialRefereeState([years, punctual]),
      on,
    );
    expect(state.questionnaire?.answers.years).toBeUndefined();
    expect(state.confirm).toMatchObject({ key: 'years', value: 5.5 });
  });

  it('offers a grade said to it to the rating after it, never stores it as years', async () => {
    const { state } = await reply(
      'Buenísima la verdad, un 5',
      initialRefereeState([years, punctual]),
      on,
    );
    expect(state.questionnaire?.answers.years).toBeUndefined();
    expect(state.confirm).toMatchObject({ key: 'punctual', value: 5 });
  });
});

describe('a text question declined in words, or asked who reads it (eleventh set)', () => {
  const improve = {
    key: 'improve',
    kind: 'text',
    prompt: 'What could they improve?',
    required: false,
  } as Question;
  const fresh = () => initialRefereeState([improve, strengths]);

  const declined: Array<[Locale, string]> = [
    ['pt', 'Ai ai… prefiro não comentar'],
    ['es', 'Ufff, mejor no digo nada, no quiero perjudicarla'],
    ['fr', 'Bon là je passe, je ne veux pas lui nuire'],
    ['de', 'Puh. Lieber nicht, ich will ihr nicht schaden'],
    ['en', "Oof… I'd rather not, I don't want to create problems for her"],
  ];
  for (const [locale, message] of declined) {
    it(`passes the question on, never stores the words: ${locale} "${message}"`, async () => {
      const { state } = await reply(message, fresh(), {
        ...context,
        locale,
        questions: [improve, strengths],
      });
      expect(state.questionnaire?.answers.improve).toBeUndefined();
      expect(state.questionnaire?.skipped).toContain('improve');
    });
  }

  it('confirms an answer that declines only in part', async () => {
    const on = { ...context, questions: [improve, strengths] };
    const { state } = await reply("I don't want to hurt her, but she was often late", fresh(), on);
    expect(state.questionnaire?.answers.improve).toBeUndefined();
    expect(state.confirm?.key).toBe('improve');
  });

  const whoReads: Array<[Locale, string]> = [
    ['pt', 'Ele vai ler isso? Não quero criar problema'],
    ['es', '¿Esto lo va a leer ella? No quiero líos'],
    ['en', 'Will he see this? I would hate to make things awkward'],
  ];
  for (const [locale, message] of whoReads) {
    it(`says who reads and asks again: ${locale} "${message}"`, async () => {
      const on = { ...context, locale, questions: [improve, strengths] };
      const { text, state } = await reply(message, fresh(), on);
      expect(state.questionnaire?.answers.improve).toBeUndefined();
      expect(state.confirm ?? null).toBeNull();
      expect(state.questionnaire?.asking).toBe('improve');
      expect(text).toContain(
        participantCopy(locale).readers.referee.split('{')[0]!.trim().slice(0, 12),
      );
    });
  }
});

describe('a competency named "the same" after a rating (eleventh set)', () => {
  const rating: RefereeState = {
    ...initialRefereeState(null),
    next: 'ratings',
    competency: 'teamwork',
    answers: {
      ratings: { communication: 4, technical_skill: 4 },
      relationship: 'Her manager',
      monthsKnown: 20,
    },
  };
  const said: Array<[Locale, string]> = [
    ['en', 'Teamwork 5, and reliability the same, never late'],
    ['es', 'Trabajo en equipo un 5, y la fiabilidad igual, nunca llegaba tarde'],
    ['fr', 'Travail en équipe 5, et la fiabilité pareil, jamais en retard'],
    ['pt', 'Trabalho em equipe 5, e a confiabilidade também, nunca se atrasou'],
    ['de', 'Teamarbeit 5, Zuverlässigkeit genauso, nie zu spät'],
  ];
  for (const [locale, message] of said) {
    it(`gives it that rating, never leaves it to the next message: ${locale} "${message}"`, async () => {
      const on = { ...context, locale, questions: null };
      let { state } = await reply(message, rating, on);
      for (let i = 0; i < 3 && state.confirm; i += 1) {
        ({ state } = await send(on, state, { message: 'yes', confirm: true }));
      }
      expect(state.answers.ratings).toMatchObject({ teamwork: 5, reliability: 5 });
    });
  }
});

describe('a figure written down for the number question passed just before (thirteenth set)', () => {
  const perWeek = {
    key: 'perWeek',
    kind: 'number',
    prompt: 'How many orders a week, roughly?',
    required: false,
  } as Question;
  const rehire = { key: 'rehire', kind: 'yes_no', prompt: 'Rehire?', required: true } as Question;
  const on = (locale: Locale): RefereeContext => ({
    ...context,
    locale,
    questions: [perWeek, rehire],
  });
  const passed = (locale: Locale): RefereeState => {
    const state = initialRefereeState(on(locale).questions);
    return {
      ...state,
      questionnaire: { ...state.questionnaire!, skipped: ['perWeek'], asking: 'rehire' },
    };
  };

  for (const [locale, message, value] of [
    ['pt', 'Escreva 15, numa semana normal', 15],
    ['es', 'Apunta 30, de media', 30],
    ['de', 'Schreiben Sie 12, im Schnitt', 12],
    ['fr', 'Notez 25, en moyenne', 25],
  ] as const) {
    it(`offers it for that question, never stores it unasked: ${locale} "${message}"`, async () => {
      const { state } = await reply(message, passed(locale), on(locale));
      expect(state.questionnaire?.answers).toEqual({});
      expect(state.confirm).toMatchObject({ key: 'perWeek', value });
    });
  }

  it('leaves a figure only told ("ela fazia 15"), or two of them, to the question asked', async () => {
    for (const message of ['Ela fazia uns 15 por semana', 'Escreva 15 ou 20']) {
      const { state } = await reply(message, passed('pt'), on('pt'));
      expect(state.confirm?.key ?? null).not.toBe('perWeek');
    }
  });
});

describe('a reading of a later question left waiting while the asked one is answered (thirteenth set)', () => {
  const years = {
    key: 'years',
    kind: 'number',
    prompt: 'How many years?',
    required: true,
  } as Question;
  const skill = {
    key: 'skill',
    kind: 'rating',
    prompt: 'Skill, 1 to 5?',
    required: true,
  } as Question;
  const rehire = { key: 'rehire', kind: 'yes_no', prompt: 'Rehire?', required: true } as Question;
  const on: RefereeContext = { ...context, questions: [years, skill, rehire] };
  const waiting = (): RefereeState => ({
    ...initialRefereeState(on.questions),
    confirm: { key: 'skill', value: 4, text: 'I understood 4 for Skill: right?' },
  });

  it('is offered again once the answer moves the talk on, never dropped or stored unasked', async () => {
    const { text, state } = await reply('3', waiting(), on);
    expect(state.questionnaire?.answers).toEqual({ years: 3 });
    expect(state.confirm).toMatchObject({ key: 'skill', value: 4 });
    expect(text).toContain('I understood 4 for Skill');
  });

  it('is not offered again when the message answers nothing', async () => {
    const { state } = await reply('hmm, let me think', waiting(), on);
    expect(state.questionnaire?.answers).toEqual({});
    expect(state.confirm?.key ?? null).not.toBe('skill');
  });
});

describe("a correction naming a choice's options, said to a text question (thirteenth set)", () => {
  const languages = {
    key: 'languages',
    kind: 'choice',
    prompt: 'Which languages?',
    required: false,
    multiple: true,
    options: ['English', 'French', 'German'],
  } as Question;
  const issues = {
    key: 'issues',
    kind: 'text',
    prompt: 'Any issues?',
    required: false,
  } as Question;
  const on = (locale: Locale): RefereeContext => ({
    ...context,
    locale,
    questions: [languages, issues],
  });

  it.each([
    ['en', 'Sorry, I meant English and German only, not French'],
    ['fr', 'Pardon, je me suis trompée : pas le French, juste English'],
    ['pt', 'Desculpa, me enganei, French não, só English e German'],
    ['de', 'Ich hab mich vertan, kein French, nur English'],
  ] as const)('is confirmed, never stored as said: %s "%s"', (locale, said) => {
    expect(textReading(said, issues, on(locale))?.certain).toBe(false);
  });

  it('leaves a remark that names an option without a correction as said', () => {
    expect(
      textReading('She handled the German clients on her own, never a complaint', issues, on('en'))
        ?.certain,
    ).toBe(true);
  });
});

describe("a yes said by the question's verb said back (thirteenth set)", () => {
  const ask = (prompt: string) =>
    ({ key: 'trust', kind: 'yes_no', prompt, required: true }) as Question;
  const cases: Array<[Locale, string, string]> = [
    ['pt', 'Recomendaria essa pessoa para um cargo de chefia?', 'Recomendo. Ela sabe liderar'],
    ['pt', 'Confiaria nela para abrir a loja sozinha?', 'Confio, abria todo sábado'],
    ['es', '¿Volvería a trabajar con ella?', 'Volvería, sin pensarlo'],
    ['de', 'Empfehlen Sie sie weiter?', 'Empfehle ich. Ohne Zögern'],
  ];
  for (const [locale, prompt, said] of cases) {
    it(`offers a yes to confirm, never stores it unasked: ${locale} "${said}"`, async () => {
      const on: RefereeContext = { ...context, locale, questions: [ask(prompt)] };
      const { state } = await reply(said, initialRefereeState(on.questions), on);
      expect(state.questionnaire?.answers).toEqual({});
      expect(state.confirm).toMatchObject({ key: 'trust', value: true });
    });
  }

  it('reads no yes in the verb said back with a negation', async () => {
    for (const [prompt, said] of [
      ['Recomendaria essa pessoa?', 'Recomendaria não, infelizmente'],
      ['Confiaria nela?', 'Confiar, nunca. Sumia dinheiro'],
    ]) {
      const on: RefereeContext = { ...context, locale: 'pt', questions: [ask(prompt!)] };
      const { state } = await reply(said!, initialRefereeState(on.questions), on);
      expect(state.confirm?.value ?? null).not.toBe(true);
    }
  });
});

describe('a required question the referee cannot answer (fourteenth set, round 2)', () => {
  const licence = {
    key: 'licence',
    kind: 'yes_no',
    prompt: 'Was their driving licence valid?',
    required: true,
  } as Question;
  const shifts = {
    key: 'shifts',
    kind: 'number',
    prompt: 'How many shifts a week?',
    required: false,
  } as Question;
  const cannot: Array<[Locale, string, string]> = [
    ['en', 'no idea', "honestly I can't say, they don't issue those here"],
    ['fr', 'je sais pas', 'je ne peux pas vous dire, franchement'],
    ['es', 'no sé', 'no sabría decirle, la verdad'],
    ['pt', 'não sei', 'não saberia dizer, sinceramente'],
  ];
  for (const [locale, first, second] of cannot) {
    it(`sets it aside after a miss, asks the others, then asks it again: ${locale}`, async () => {
      const on = { ...context, locale, questions: [licence, shifts] };
      const missed = await reply(first, initialRefereeState([licence, shifts]), on);
      expect(missed.state.questionnaire?.asking).toBe('licence');
      const aside = await reply(second, missed.state, on);
      expect(aside.state.questionnaire?.answers).toEqual({});
      expect(aside.state.questionnaire?.asking).toBe('shifts');
      const last = await send(on, aside.state, {
        message: '',
        answer: { key: 'shifts', value: 4 },
      });
      expect(last.state.questionnaire?.answers).toEqual({ shifts: 4 });
      expect(last.state.questionnaire?.asking).toBe('licence');
      // Said again at the end, it is asked again (never set aside twice, never stored).
      const again = await reply(second, last.state, on);
      expect(again.state.questionnaire?.answers).toEqual({ shifts: 4 });
      expect(again.state.questionnaire?.asking).toBe('licence');
    });
  }

  it('a first "I cannot say" is asked again, as before', async () => {
    const on = { ...context, questions: [licence, shifts] };
    const { state } = await reply("I can't say", initialRefereeState([licence, shifts]), on);
    expect(state.questionnaire?.asking).toBe('licence');
  });
});

describe('a message sent again by a bad connection (fifteenth set)', () => {
  const improvements: RefereeState = {
    ...initialRefereeState(null),
    next: 'improvements',
    answers: {
      ratings: { communication: 4 },
      relationship: 'Colleague',
      monthsKnown: 24,
      strengths: 'Immer gut gelaunt, die Kunden mögen ihn sehr',
    },
  };

  async function afterRepeats(message: string, repeats: number, on: RefereeContext) {
    const transcript = Array.from({ length: repeats }, () => [
      { role: 'participant' as const, text: message },
      { role: 'agent' as const, text: '…' },
    ]).flat();
    let done: { text: string; state: RefereeState } | null = null;
    for await (const event of new BuiltinConversationAgent().reply({
      kind: 'referee',
      context: on,
      transcript,
      state: improvements,
      message,
    })) {
      if (event.type === 'done') done = { text: event.text, state: event.state as RefereeState };
    }
    return done!;
  }

  const de = { ...context, locale: 'de' as const, questions: null };

  it('asks again when the answer kept for another question arrives once more', async () => {
    const { state } = await afterRepeats('Immer gut gelaunt, die Kunden mögen ihn sehr', 1, de);
    expect(state.answers.improvements).toBeUndefined();
    expect(state.confirm ?? null).toBeNull();
    expect(state.next).toBe('improvements');
  });

  it('confirms it when sent yet again after being asked again', async () => {
    const { state } = await afterRepeats('Immer gut gelaunt, die Kunden mögen ihn sehr', 2, de);
    expect(state.answers.improvements).toBeUndefined();
    expect(state.confirm?.key).toBe('improvements');
  });

  it('reads a message of its own, or the same words not said just before, as usual', async () => {
    const own = await afterRepeats('Mehr Geduld mit neuen Kollegen', 1, de);
    expect(own.state.next).not.toBe('improvements');
    // The same answer as the strengths, not sent just before: the referee's own choice.
    const { state } = await reply('Immer gut gelaunt, die Kunden mögen ihn sehr', improvements, de);
    expect(state.confirm?.key ?? state.next).not.toBe('improvements');
  });
});

describe('a rating named beside the one asked is confirmed once (fifteenth set)', () => {
  const asking: RefereeState = {
    ...initialRefereeState(null),
    next: 'ratings',
    competency: 'technical_skill',
    answers: {
      ...initialRefereeState(null).answers,
      relationship: 'Colleague',
      monthsKnown: 24,
      strengths: 'Calm',
      improvements: 'Docs',
      ratings: { communication: 4 },
    },
  };
  const said: Array<[Locale, string]> = [
    ['fr', 'Très fort en diagnostic. 4 ve la fiabilité aussi 4'],
    ['de', 'Technisch stark. 4 ve die Zuverlässigkeit auch 4'],
    ['pt', 'Muito bom na oficina. 4 ve a confiabilidade também 4'],
  ];
  for (const [locale, message] of said) {
    it(`asks the reading once, never twice in a row: ${locale} "${message}"`, async () => {
      const { state } = await reply(message, asking, { ...context, locale, questions: null });
      const asked = [state.confirm, ...(state.queued ?? [])].filter(Boolean);
      const readings = asked.map((c) => `${c!.key}=${JSON.stringify(c!.value)}`);
      expect(new Set(readings).size).toBe(readings.length);
      expect(state.answers.ratings?.technical_skill).toBeUndefined();
      // The figure before the other name is the one asked's: offered after it.
      expect(readings).toContain('technical_skill=4');
    });
  }

  it("offers the one asked nothing when the only figure is the named one's", async () => {
    const on: RefereeContext = { ...context, locale: 'de', questions: null };
    const { state } = await reply('Gut. Die Zuverlässigkeit ist eine glatte 4', asking, on);
    const asked = [state.confirm, ...(state.queued ?? [])].filter(Boolean);
    expect(asked.map((c) => c!.key)).not.toContain('technical_skill');
    expect(state.answers.ratings?.technical_skill).toBeUndefined();
  });
});

describe('the question asked, quoted before its answer (fifteenth set)', () => {
  it.each([
    [
      '„Hatte sie einen gültigen Führerschein?“ Ja, Klasse B',
      'Hatte sie einen gültigen Führerschein?',
      'Ja, Klasse B',
    ],
    [
      '> Combien de saisons a-t-il faites ?\n3, peut-être 4',
      'Combien de saisons a-t-il faites avec vous ?',
      '3, peut-être 4',
    ],
    [
      '"Trabalhava aos fins de semana?" Sim, sábados',
      'Trabalhava aos fins de semana?',
      'Sim, sábados',
    ],
  ])('reads the answer after the quote: %s', (message, prompt, answer) => {
    expect(withoutQuotedQuestion(message, prompt)).toBe(answer);
  });

  it.each([
    // Another question quoted: a question back, or an answer to that one; left as it is.
    ['«¿Cuántos años trabajó?» Eso se lo pregunta a RR. HH.', '¿Tenía licencia de conducir?'],
    // Nothing after the quote: no answer to read.
    ['„Hatte sie einen gültigen Führerschein?“', 'Hatte sie einen gültigen Führerschein?'],
    // A quote that asks nothing is no quoted question.
    ['"Immer pünktlich" hat der Chef gesagt', 'Wie pünktlich war sie?'],
  ])('leaves the message as it is: %s', (message, prompt) => {
    expect(withoutQuotedQuestion(message, prompt)).toBe(message);
  });
});

describe('"without" and a word of the yes/no question asked (fifteenth set)', () => {
  const armed: Question = {
    key: 'armed',
    kind: 'yes_no',
    prompt: '¿Trabajaba con arma de fuego?',
    required: false,
  } as Question;
  const licence: Question = {
    key: 'licence',
    kind: 'yes_no',
    prompt: 'Hatte sie einen Staplerschein?',
    required: false,
  } as Question;
  const askingFirst = (q: Question): RefereeState => ({
    ...initialRefereeState([q]),
  });

  it.each([
    ['es', armed, 'Sin arma'],
    ['de', licence, 'Ohne Staplerschein, leider'],
  ] as const)('offers a no to confirm, never stores it: %s "%s"', async (locale, q, message) => {
    const on: RefereeContext = { ...context, locale, questions: [q] };
    const { state } = await reply(message, askingFirst(q), on);
    expect(state.questionnaire?.answers[q.key]).toBeUndefined();
    expect(state.confirm).toMatchObject({ key: q.key, value: false });
  });

  it.each([
    // "without" and a word the question does not say: no reading of it.
    ['es', armed, 'Sin problemas'],
    ['de', licence, 'Ohne Weiteres'],
  ] as const)('reads nothing of it: %s "%s"', async (locale, q, message) => {
    const on: RefereeContext = { ...context, locale, questions: [q] };
    const { state } = await reply(message, askingFirst(q), on);
    expect(state.questionnaire?.answers[q.key]).toBeUndefined();
    expect(state.confirm?.value).not.toBe(false);
  });
});

describe('a yes word in a clause that denies is no yes to the question after the one asked (fifteenth set)', () => {
  const courses = {
    key: 'courses',
    kind: 'number',
    prompt: 'How many courses did they attend last year?',
    required: false,
  } as Question;
  const rehire = {
    key: 'rehire',
    kind: 'yes_no',
    prompt: 'Would you hire them again?',
    required: true,
  } as Question;
  const questions = [courses, rehire];

  it.each([
    ['de', 'Jede Menge, genau weiß ich es nicht'],
    ['fr', 'Au moins dix, oui je crois, mais je sais plus'],
    ['es', 'Unos cuantos, sí que iba, pero no sé cuántos'],
  ] as const)('offers no reading of the next question: %s "%s"', async (locale, message) => {
    const on: RefereeContext = { ...context, locale, questions };
    const { state } = await reply(message, initialRefereeState(questions), on);
    expect(state.confirm?.key).not.toBe('rehire');
    expect(state.questionnaire?.answers.rehire).toBeUndefined();
  });

  it.each([
    ['de', 'Ja, jederzeit wieder'],
    ['pt', 'Sim, sem dúvida'],
  ] as const)('offers a yes said plainly: %s "%s"', async (locale, message) => {
    const on: RefereeContext = { ...context, locale, questions };
    const { state } = await reply(message, initialRefereeState(questions), on);
    expect(state.confirm).toMatchObject({ key: 'rehire', value: true });
  });
});

describe('a licence asked in force, said to have expired (fifteenth set)', () => {
  const valid = (prompt: string) =>
    ({ key: 'licence', kind: 'yes_no', prompt, required: true }) as Question;

  it.each([
    ['de', 'Ist ihr Staplerschein noch gültig?', 'Der ist letzten Sommer abgelaufen'],
    ['fr', 'Son permis est-il valide ?', 'Il a expiré en mars, elle le repasse'],
    ['pt', 'Tem a carteira profissional em vigor?', 'Venceu em janeiro e ela está a renovar'],
  ] as const)('offers a no to confirm: %s "%s" — "%s"', async (locale, prompt, message) => {
    const q = valid(prompt);
    const on: RefereeContext = { ...context, locale, questions: [q] };
    const { state } = await reply(message, initialRefereeState([q]), on);
    expect(state.questionnaire?.answers.licence).toBeUndefined();
    expect(state.confirm).toMatchObject({ key: 'licence', value: false });
  });

  it.each([
    // Not expired, or asked something else than whether it is in force: no such reading.
    ['es', '¿Tiene en vigor la licencia?', 'No se le ha vencido, la renovó en enero'],
    ['de', 'Hatte sie einen Staplerschein?', 'Der ist letzten Sommer abgelaufen'],
  ] as const)('reads no such no: %s "%s" — "%s"', async (locale, prompt, message) => {
    const q = valid(prompt);
    const on: RefereeContext = { ...context, locale, questions: [q] };
    const { state } = await reply(message, initialRefereeState([q]), on);
    expect(state.questionnaire?.answers.licence).toBeUndefined();
    expect(state.confirm?.value).not.toBe(false);
  });
});

describe('an asterisk correcting the figure answered just before (fifteenth set)', () => {
  const rating = (key: string, prompt: string) =>
    ({ key, kind: 'rating', prompt, required: false, min: 1, max: 5 }) as Question;
  const questions = [
    rating('care', 'Wie sorgfältig arbeitet sie?'),
    rating('speed', 'Wie schnell arbeitet sie?'),
  ];
  const answeredCare = (value: number): RefereeState => {
    const start = initialRefereeState(questions);
    return {
      ...start,
      questionnaire: { ...start.questionnaire!, answers: { care: value }, asking: 'speed' },
    };
  };
  const on: RefereeContext = { ...context, locale: 'de', questions };

  it('offers the figure after the asterisk for the answer before, never stored unasked', async () => {
    const { state } = await reply('*4 bei der Sorgfalt, Tippfehler, sorry', answeredCare(2), on);
    expect(state.confirm).toMatchObject({ key: 'care', value: 4 });
    expect(state.questionnaire?.answers.care).toBe(2);
  });

  it('reads nothing of an asterisk without a figure, or the same figure again', async () => {
    for (const message of ['*Sorgfalt meinte ich', '*2, wie gesagt']) {
      const { state } = await reply(message, answeredCare(2), on);
      expect(state.confirm?.key).not.toBe('care');
      expect(state.questionnaire?.answers.care).toBe(2);
    }
  });
});

describe('a yes/no turned down, then more than a bare yes (twenty-first set)', () => {
  const nights: Question = {
    key: 'veilles',
    kind: 'yes_no',
    prompt: 'Faisait-il ou elle des veilles de nuit ?',
    required: false,
  } as Question;
  const rehire: Question = {
    key: 'reengager',
    kind: 'yes_no',
    prompt: 'Le ou la réengageriez-vous ?',
    required: true,
  } as Question;
  const on: RefereeContext = { ...context, locale: 'fr', questions: [nights, rehire] };
  const start = (): RefereeState => initialRefereeState([nights, rehire]);

  async function turnedDown() {
    const read = await reply(
      "Ce n'est pas moi qui engage, mais si on me demandait mon avis : oui, cent fois oui",
      start(),
      on,
    );
    expect(read.state.confirm?.key).toBe('veilles');
    return (await send(on, read.state, { message: 'Non', confirm: false })).state;
  }

  it('offers the next yes with more words to confirm, never stores it', async () => {
    const { state } = await reply('Oui, je la reprendrais, bien sûr', await turnedDown(), on);
    expect(state.questionnaire?.answers.veilles).toBeUndefined();
    expect(state.confirm).toMatchObject({ key: 'veilles', value: true });
  });

  it('offers a bare yes typed again to confirm, as before', async () => {
    const { state } = await reply('oui', await turnedDown(), on);
    expect(state.questionnaire?.answers.veilles).toBeUndefined();
    expect(state.confirm).toMatchObject({ key: 'veilles', value: true });
  });

  it('stores a yes with more words when nothing was turned down, as before', async () => {
    const { state } = await reply('Oui, je la reprendrais, bien sûr', start(), on);
    expect(state.questionnaire?.answers.veilles).toBe(true);
  });
});

describe('a rating said as "the same as" another one named (twenty-first set)', () => {
  const rating = (key: string, label: string): Question =>
    ({ key, kind: 'rating', prompt: `${label}?`, label, required: true }) as Question;
  it.each([
    ['pt', 'Comunicação', 'Trabalho em equipe', 'A mesma da comunicação'],
    ['es', 'Comunicación', 'Trabajo en equipo', 'Lo mismo que en comunicación'],
    ['fr', 'Communication', "Travail d'équipe", 'Pareil que pour la communication'],
    ['de', 'Kommunikation', 'Teamarbeit', 'Gleich wie bei der Kommunikation'],
    ['en', 'Communication', 'Teamwork', 'Same as communication'],
  ] as const)(
    '%s: "%s" … offers its rating to confirm, never stores it',
    async (locale, first, second, said) => {
      const questions = [rating('first', first), rating('second', second)];
      const on: RefereeContext = { ...context, locale, questions };
      const rated = await reply('4', initialRefereeState(questions), on);
      expect(rated.state.questionnaire?.answers.first).toBe(4);
      const { state } = await reply(said, rated.state, on);
      expect(state.questionnaire?.answers.second).toBeUndefined();
      expect(state.confirm).toMatchObject({ key: 'second', value: 4 });
    },
  );

  it('offers nothing when the question named has no answer yet', async () => {
    const questions = [rating('first', 'Communication'), rating('second', 'Teamwork')];
    const on: RefereeContext = { ...context, locale: 'en', questions };
    const skipped = await reply('skip', initialRefereeState(questions), on);
    const { state } = await reply('Same as communication', skipped.state, on);
    expect(state.confirm?.value).toBeUndefined();
  });
});

describe('an answer with a tag asking to agree, "…, ¿cierto?" (twenty-first set)', () => {
  const years: Question = {
    key: 'anios',
    kind: 'number',
    prompt: '¿Cuántos años de experiencia tiene, más o menos?',
    required: true,
  } as Question;
  it.each([
    ['es', 'Desde que salió del SENA, en el 2017. O sea nueve años, ¿cierto?'],
    ['pt', 'Desde 2017, então nove anos, né?'],
    ['de', 'Seit 2017, also neun Jahre, oder?'],
    ['fr', 'Depuis 2017, donc neuf ans, non ?'],
    ['en', 'Since 2017, so nine years, right?'],
  ] as const)('%s "%s" offers the amount to confirm, never stores it', async (locale, message) => {
    const on: RefereeContext = { ...context, locale, questions: [years] };
    const { state } = await reply(message, initialRefereeState([years]), on);
    expect(state.questionnaire?.answers.anios).toBeUndefined();
    expect(state.confirm).toMatchObject({ key: 'anios', value: 9 });
  });

  it('reads nothing of a question back', async () => {
    const on: RefereeContext = { ...context, locale: 'es', questions: [years] };
    const { state } = await reply(
      '¿Cuenta el tiempo de aprendiz, 9 años?',
      initialRefereeState([years]),
      on,
    );
    expect(state.questionnaire?.answers.anios).toBeUndefined();
    expect(state.confirm?.value).toBeUndefined();
  });
});

describe('one amount after a word that names no question (twenty-first set)', () => {
  const rate: Question = {
    key: 'taux',
    kind: 'number',
    prompt: "À quel taux d'activité travaillait-il ou elle, en pourcentage ?",
    required: true,
  } as Question;
  const care: Question = {
    key: 'bientraitance',
    kind: 'rating',
    prompt: 'De 1 à 5, sa bientraitance ?',
    label: 'Bientraitance',
    required: true,
  } as Question;
  const on: RefereeContext = { ...context, locale: 'fr', questions: [rate, care] };

  it('offers it to confirm, never stores it', async () => {
    const { state } = await reply(
      "J'ai demandé à l'infirmière du bureau : 80 %",
      initialRefereeState([rate, care]),
      on,
    );
    expect(state.questionnaire?.answers.taux).toBeUndefined();
    expect(state.confirm).toMatchObject({ key: 'taux', value: 80 });
  });

  it('offers nothing for the one asked when the word names another question', async () => {
    const { state } = await reply('Bientraitance : 5', initialRefereeState([rate, care]), on);
    expect(state.questionnaire?.answers.taux).toBeUndefined();
    expect(state.confirm?.key).not.toBe('taux');
  });
});

describe('one amount offered for the question asked: not one another question names (review)', () => {
  const people: Question = {
    key: 'people',
    kind: 'number',
    prompt: 'How many people did she manage?',
    required: true,
  } as Question;
  const years: Question = {
    key: 'years',
    kind: 'number',
    prompt: 'How many years did you work together?',
    required: true,
  } as Question;
  it('"Years together: 6" while people are asked is not offered as 6 people', async () => {
    const on: RefereeContext = { ...context, locale: 'en', questions: [people, years] };
    const { state } = await reply('Years together: 6', initialRefereeState([people, years]), on);
    expect(state.questionnaire?.answers.people).toBeUndefined();
    expect(state.confirm?.key).not.toBe('people');
  });
});

describe('a goodbye to the last optional question, in shorthand or a language of its own (blind set 42)', () => {
  const comments = {
    key: 'comments',
    kind: 'text',
    prompt: 'Anything else?',
    required: false,
  } as Question;
  const lastAsked = (locale: Locale): RefereeContext => ({
    ...context,
    locale,
    questions: [workStyle, comments],
  });

  it.each([
    ['es', 'nd mas, q le vaya genial a la chica 🙏'],
    ['de', 'ne das wars, vg u alles gute für ihn'],
    ['fr', 'nn c tt, bcp de courage à lui, bisous'],
    ['pt', 'nd mais, q ela se dê bem lá 🙏'],
    ['es', 'No, grazie. Tanti saluti da Napoli a tutti'],
    ['de', 'Nee, bedankt. Groetjes uit Gent aan allemaal'],
    ['de', 'No, gracias. Un abrazo grande desde Montevideo'],
    ['pt', 'No, grazie. Un abbraccio forte da Milano'],
    ['en', 'Nej tak. Mange hilsner fra København'],
    ['es', 'No, gracias. Muchos saludos desde Valencia y suerte al chico'],
    ['fr', 'Niente, grazie. Saluti da Torino e buon lavoro'],
    ['en', 'No thanks, greetings from Leeds and good luck to him'],
    // A dictated stop before the dictation's own end ("Punkt Ende der Nachricht").
    ['de', 'Nö Punkt Ende der Nachricht'],
    // A courtesy in a dialect's spelling, one slip from ours (session 31).
    ['fr', 'Mercì bien, à la revoyance'],
    ['es', 'Grasias, nos bemos'],
  ] as const)('%s "%s" is confirmed, never stored as said', (locale, said) => {
    expect(textReading(said, comments, lastAsked(locale))?.certain).not.toBe(true);
  });

  it.each([
    ['en', 'She was always on time and the customers loved her. Thanks!'],
    ['es', 'Nunca faltó un solo día en cuatro años, la recomiendo de corazón.'],
    ['de', 'Danke, er hat mir Grüsse aus Rom an die ganze Familie ausgerichtet'],
  ] as const)('%s "%s" is a remark, kept as said', (locale, said) => {
    expect(textReading(said, comments, lastAsked(locale))?.certain).toBe(true);
  });
});

describe('a pass taken back by a correction that answers (blind set 42)', () => {
  const heights = {
    key: 'altura',
    kind: 'yes_no',
    prompt: '¿Tiene el curso de trabajos en altura? (opcional)',
    required: false,
  } as Question;
  const rehire = {
    key: 'recontratar',
    kind: 'yes_no',
    prompt: '¿Lo volvería a contratar?',
    required: true,
  } as Question;
  const on: RefereeContext = { ...context, locale: 'es', questions: [heights, rehire] };

  it('offers the answer after "corrijo" instead of passing on the question', async () => {
    const { state } = await reply(
      'No aplica, son casas de un nivel. Bueno, corrijo: sí tiene el curso, se lo sacamos en 2024',
      initialRefereeState([heights, rehire]),
      on,
    );
    expect(state.confirm).toMatchObject({ key: 'altura', value: true });
    expect((state.answers as Record<string, unknown>).altura).toBeUndefined();
  });

  it('still passes on "No aplica" alone', async () => {
    const { state } = await reply(
      'No aplica, son casas de un nivel',
      initialRefereeState([heights, rehire]),
      on,
    );
    expect(state.confirm ?? null).toBeNull();
    expect((state.answers as Record<string, unknown>).altura).toBeUndefined();
  });
});
