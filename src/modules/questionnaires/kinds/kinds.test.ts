import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../core/locale.ts';
import { participantCopy } from '../../../core/participant-copy.ts';
import { formatScore } from '../../../core/score.ts';
import { withoutClosingFormula } from '../../participants/interviewer/answer-reading.ts';
import { ENGLISH, lexiconFor } from '../../participants/interviewer/lexicon.ts';
import { type KindQuestion, questionInputUnion, questionKinds } from './index.ts';

const WORDS = participantCopy().report;
const ctx = { isSmallTalk: (text: string) => /^no,? that'?s all/i.test(text) };
const q = (question: Partial<KindQuestion> & Pick<KindQuestion, 'kind'>): KindQuestion => ({
  key: 'k',
  prompt: 'Prompt?',
  required: false,
  ...question,
});
const base = { count: 0, key: 'k', prompt: 'Prompt?', required: false, summarisedIn: null };

describe('rating', () => {
  const m = questionKinds.rating;
  const question = q({ kind: 'rating', label: 'Ownership' });
  it('takes a label only, and an integer 1–5', () => {
    expect(questionInputUnion.safeParse({ ...question, options: ['a', 'b'] }).success).toBe(false);
    expect(m.normalise(question)).toEqual({ ...question });
    expect(m.answer(question).safeParse(5).success).toBe(true);
    expect(m.answer(question).safeParse(6).success).toBe(false);
    expect(m.answer(question).safeParse(4.5).success).toBe(false);
  });
  it('reads a rating in words, with its certainty', () => {
    expect(m.read(question, 'a solid four out of five', ENGLISH)).toEqual({
      value: 4,
      certain: true,
    });
    expect(m.read(question, 'probably a four out of five', ENGLISH)).toEqual({
      value: 4,
      certain: false,
    });
    expect(m.read(question, 'no idea', ENGLISH)).toBeUndefined();
  });
  it('reads "+1" (chat\'s "me too") as no certain 1 (twenty-first set)', () => {
    for (const said of ['+1', '+ 1', 'jaja +1', '+1 a lo de antes']) {
      expect(m.read(question, said, lexiconFor('es'))?.certain ?? false, said).toBe(false);
    }
    expect(m.read(question, '4', lexiconFor('es'))).toEqual({ value: 4, certain: true });
  });
  it('reads no rating from a German school grade ("Note 1": 1 is the best)', async () => {
    const { lexiconFor } = await import('../../participants/interviewer/lexicon.ts');
    expect(m.read(question, 'Note 1', lexiconFor('de'))).toBeUndefined();
    expect(m.read(question, '4', lexiconFor('de'))?.value).toBe(4);
  });
  it('aggregates mean, spread, range and count, and displays them rounded once', () => {
    const result = m.aggregate(
      question,
      [4, 5, 4, 4].map((value) => ({ refereeName: 'A', value })),
      ctx,
    );
    expect(result).toMatchObject({ count: 4, mean: 4.25, min: 4, max: 5, label: 'Ownership' });
    const shown = m.display({ ...base, ...result }, WORDS, formatScore);
    expect(shown).toEqual([
      {
        rows: [
          { label: WORDS.mean, value: '4.3' },
          { label: WORDS.spread, value: '0.4' },
          { label: WORDS.ratings, value: '4' },
        ],
      },
    ]);
  });
});

describe('text', () => {
  const m = questionKinds.text;
  const question = q({ kind: 'text', purpose: 'strengths' });
  it('keeps its purpose, refuses a label, needs words when required', () => {
    expect(m.normalise(question)).toEqual(question);
    expect(questionInputUnion.safeParse({ ...question, label: 'x' }).success).toBe(false);
    expect(m.answer({ ...question, required: true }).safeParse('  ').success).toBe(false);
    expect(m.answer(question).safeParse('x'.repeat(5001)).success).toBe(false);
  });
  it('reads words, not a question back or an emoji', () => {
    expect(m.read(question, 'Calm under pressure.', ENGLISH)).toEqual({
      value: 'Calm under pressure.',
      certain: true,
    });
    expect(m.read(question, '👍', ENGLISH)).toBeUndefined();
    expect(m.read(question, 'What do you mean?', ENGLISH)).toBeUndefined();
  });
  it('confirms a no and a word or three, a closing more often than an answer (never stored as said)', () => {
    const comments = q({ kind: 'text', prompt: 'Anything else?' });
    const closings: Array<[Locale, string]> = [
      ['es', 'no po, eso'],
      ['es', 'nopo, eso seria'],
      ['es', 'no, de nada, suerte'],
      ['de', 'nee, passt scho so'],
      ['de', 'Nein, das wars'],
      ['fr', 'non, ça ira'],
      ['fr', 'Non merci, bonne journée'],
      ['pt', 'não, é isso aí'],
      ['pt', 'nao, valeu'],
      ['en', "no, that'd be it"],
      ['en', 'nope, all good here'],
    ];
    for (const [locale, said] of closings) {
      const reading = m.read(comments, said, lexiconFor(locale));
      expect(reading?.certain ?? false, `${locale}: ${said}`).toBe(false);
    }
    // A no that opens a real answer is the referee's own words, kept.
    for (const [locale, said] of [
      ['es', 'no, solo decir que es muy responsable con los clientes'],
      ['de', 'Nein, nur dass sie im Team sehr beliebt war'],
      ['fr', "non, juste qu'elle était toujours à l'heure et très appréciée"],
      ['pt', 'não, só que ela sempre foi muito pontual com a equipe'],
      ['en', 'no, just that she was always on time and well liked'],
    ] as Array<[Locale, string]>) {
      expect(m.read(comments, said, lexiconFor(locale))?.certain, `${locale}: ${said}`).toBe(true);
    }
  });
  it('reads a refusal of the question opening the answer as none (ninth set)', () => {
    const improvements = q({ kind: 'text', purpose: 'concerns' });
    for (const [locale, said] of [
      ['pt', 'isso aí eu não vou falar não, mana, não quero queimar a menina'],
      ['pt', 'não quero comentar, desculpa'],
      ['en', "I'd rather not say, she is a friend"],
      ['en', "honestly I won't comment on that"],
    ] as Array<[Locale, string]>) {
      expect(m.read(improvements, said, lexiconFor(locale)), `${locale}: ${said}`).toBeUndefined();
    }
    // Someone else's "rather not", or a kind word said with "won't speak ill", is an answer.
    for (const [locale, said] of [
      ['en', "She'd rather not lead, she likes hands-on work"],
      ['pt', 'não vou falar mal dela, é muito dedicada'],
    ] as Array<[Locale, string]>) {
      expect(m.read(improvements, said, lexiconFor(locale))?.value, `${locale}: ${said}`).toBe(
        said,
      );
    }
  });
  it('reads a goodbye in Berlin German after "det wars" as nothing (ninth set)', () => {
    const comments = q({ kind: 'text', prompt: 'Anything else?' });
    expect(m.read(comments, 'Nee, det wars. Schönen Tach noch', lexiconFor('de'))).toBeUndefined();
    expect(m.read(comments, 'Danke, schönes Wochenende!', lexiconFor('de'))).toBeUndefined();
  });
  it("reads a French attestation's closing lines as nothing (ninth set)", () => {
    const comments = q({ kind: 'text', prompt: 'Anything else?' });
    const said =
      "La présente attestation est délivrée pour servir et valoir ce que de droit. Je vous prie d'agréer, Madame, Monsieur, l'expression de mes salutations distinguées.";
    expect(m.read(comments, withoutClosingFormula(said), lexiconFor('fr'))).toBeUndefined();
  });
  it('quotes every answer but small talk, under its referee', () => {
    const result = m.aggregate(
      question,
      [
        { refereeName: 'Ann', value: ' Calm.  ' },
        { refereeName: 'Bo', value: "No, that's all" },
      ],
      ctx,
    );
    expect(result).toEqual({
      kind: 'text',
      count: 1,
      quotes: [{ refereeName: 'Ann', text: 'Calm.' }],
    });
    expect(m.display({ ...base, ...result }, WORDS, formatScore)).toEqual([
      { quotes: [{ refereeName: 'Ann', text: 'Calm.' }] },
    ]);
  });
});

describe('yes_no', () => {
  const m = questionKinds.yes_no;
  const question = q({ kind: 'yes_no', purpose: 'rehire' });
  it('takes a boolean, reads yes and no', () => {
    expect(m.answer(question).safeParse('yes').success).toBe(false);
    expect(m.read(question, 'yes, in a heartbeat', ENGLISH)).toEqual({
      value: true,
      certain: true,
    });
    expect(m.read(question, 'nope', ENGLISH)).toEqual({ value: false, certain: true });
    expect(m.read(question, 'hmm', ENGLISH)).toBeUndefined();
  });
  it('counts yes and no', () => {
    const result = m.aggregate(
      question,
      [true, false, true].map((value) => ({ refereeName: 'A', value })),
      ctx,
    );
    expect(result).toEqual({ kind: 'yes_no', count: 3, yes: 2, no: 1 });
    expect(m.display({ ...base, ...result }, WORDS, formatScore)).toEqual([
      { line: 'Yes: 2 · No: 1' },
    ]);
  });
});

describe('choice', () => {
  const m = questionKinds.choice;
  const question = q({ kind: 'choice', options: ['Remote', 'Hybrid', 'Office'], multiple: true });
  it('needs options, refuses repeats, takes picks from them', () => {
    expect(questionInputUnion.safeParse({ ...question, options: undefined }).success).toBe(false);
    expect(questionInputUnion.safeParse({ ...question, options: ['a', 'a'] }).success).toBe(false);
    expect(m.normalise(q({ kind: 'choice', options: ['a', 'b'] }))).toMatchObject({
      multiple: false,
    });
    expect(m.answer(question).safeParse(['Remote', 'Office']).success).toBe(true);
    expect(m.answer(question).safeParse(['Moon']).success).toBe(false);
    expect(m.ask(question)).toEqual({
      key: 'k',
      kind: 'choice',
      prompt: 'Prompt?',
      required: false,
      options: ['Remote', 'Hybrid', 'Office'],
      multiple: true,
    });
  });
  it('reads options by words, place or prefix', () => {
    expect(m.read(question, 'hyb and the last one', ENGLISH)?.value).toEqual(['Office']);
    expect(m.read(question, 'remote and hybrid', ENGLISH)?.value).toEqual(['Remote', 'Hybrid']);
    expect(m.read({ ...question, multiple: false }, 'the second', ENGLISH)?.value).toBe('Hybrid');
  });
  it('keeps the valid picks of a stored answer and shows the distribution', () => {
    expect(m.stored(question, ['Remote', 3])).toEqual(['Remote']);
    const result = m.aggregate(question, [{ refereeName: 'A', value: ['Remote'] }], ctx);
    expect(m.display({ ...base, ...result }, WORDS, formatScore)).toEqual([
      {
        rows: [
          { label: 'Remote', value: '1 of 1' },
          { label: 'Hybrid', value: '0 of 1' },
          { label: 'Office', value: '0 of 1' },
        ],
      },
      { line: WORDS.severalAllowed, muted: true },
    ]);
  });
});

describe('number', () => {
  const m = questionKinds.number;
  const question = q({ kind: 'number', min: 0, max: 100 });
  it('fills its bounds, refuses min above max, holds answers to them', () => {
    // An absent bound stays absent: that side is open (issue 41: it was 0, then a ±1,000,000 cap).
    const open = m.normalise(q({ kind: 'number' }));
    expect(open).not.toHaveProperty('min');
    expect(open).not.toHaveProperty('max');
    expect(m.normalise(q({ kind: 'number', max: 3 }))).toEqual({ ...open, max: 3 });
    // One stored before with the then cap reads as it was stored.
    expect(m.normalise(q({ kind: 'number', min: -1_000_000, max: 1_000_000 }))).toMatchObject({
      min: -1_000_000,
      max: 1_000_000,
    });
    expect(m.normalise(question)).toMatchObject({ min: 0, max: 100 });
    expect(questionInputUnion.safeParse({ ...question, min: 5, max: 1 }).success).toBe(false);
    expect(m.answer(question).safeParse(101).success).toBe(false);
  });
  it('takes any finite number within its bounds: decimals and negatives (issue 41)', () => {
    expect(m.answer(question).safeParse(2.5).success).toBe(true);
    expect(m.answer(question).safeParse(-1).success).toBe(false);
    const open = m.normalise(q({ kind: 'number' }));
    for (const value of [-40.5, 0.001, -1_000_001, 2.5e12, Number.MAX_VALUE, -Number.MAX_VALUE]) {
      expect(m.answer(open).safeParse(value).success, String(value)).toBe(true);
    }
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, '2.5']) {
      expect(m.answer(open).safeParse(value).success, String(value)).toBe(false);
    }
    const celsius = {
      key: 'low',
      kind: 'number',
      prompt: 'Lowest temperature?',
      min: -273.15,
      max: 60.5,
    };
    expect(questionInputUnion.safeParse(celsius).success).toBe(true);
    expect(m.answer(m.normalise(q(celsius as KindQuestion))).safeParse(-273.16).success).toBe(
      false,
    );
    expect(questionInputUnion.safeParse({ ...celsius, max: 2e12, min: -2e12 }).success).toBe(true);
    expect(
      questionInputUnion.safeParse({ ...celsius, min: Number.NEGATIVE_INFINITY }).success,
    ).toBe(false);
  });
  it('reads no figure from a refusal or a decline, not even one to confirm (issue 41)', () => {
    const years = q({ kind: 'number', prompt: 'How many years did you work together?', max: 50 });
    const rating = q({ kind: 'rating', label: 'Reliability' });
    const refusals: Array<[Locale, string]> = [
      ['en', "we worked 2 years together but I'd rather not say more"],
      ['en', "2 years, but honestly I don't want to continue with this"],
      ['es', 'trabajamos 2 años juntas pero prefiero no opinar sobre ella'],
      ['es', 'fueron 3 años, pero no la conozco lo suficiente, disculpa'],
      ['de', 'wir haben 2 Jahre zusammengearbeitet, aber dazu möchte ich lieber nichts sagen'],
      ['de', 'Drei Jahre, aber ich bin nicht befugt, Auskünfte zu geben'],
      ['fr', 'on a bossé 2 ans ensemble mais je préfère ne pas donner mon avis'],
      ['fr', "ça fait 3 ans que je ne l'ai pas vu, je ne le connais pas assez"],
      ['fr', '2 ans, mais je ne suis pas autorisée à donner des références'],
      ['pt', 'trabalhamos 2 anos juntos, mas prefiro não comentar'],
      ['pt', 'foram 3 anos, mas não me sinto à vontade, desculpa'],
    ];
    for (const [locale, said] of refusals) {
      const lexicon = lexiconFor(locale);
      expect(lexicon.refuses(said), `${locale}: ${said}`).toBe(true);
      expect(m.read(years, said, lexicon), `${locale}: ${said}`).toBeUndefined();
      expect(
        questionKinds.rating.read(rating, said, lexicon),
        `${locale}: ${said}`,
      ).toBeUndefined();
    }
    // A figure said plainly is still read.
    expect(m.read(years, 'trabajamos 2 años juntas', lexiconFor('es'))?.value).toBe(2);
    expect(m.read(years, 'on a bossé 2 ans ensemble', lexiconFor('fr'))?.value).toBe(2);
  });
  it('reads decimals, confirms a figure that reads two ways and a conversion with a remainder', () => {
    const years = q({
      kind: 'number',
      min: 0,
      max: 50,
      prompt: 'How many years did you work together?',
    });
    const months = q({ kind: 'number', min: 0, max: 1200, prompt: 'How long, in months?' });
    expect(m.read(years, '2.5', ENGLISH)).toEqual({ value: 2.5, certain: true });
    expect(m.read(years, 'two and a half', ENGLISH)).toEqual({ value: 2.5, certain: true });
    // "2,5" in English: a decimal comma, or two and five.
    expect(m.read(years, '2,5', ENGLISH)).toEqual({ value: 2.5, certain: false });
    expect(m.read(months, '2.5 years', ENGLISH)).toEqual({ value: 30, certain: true });
    expect(m.read(months, '1.3 years', ENGLISH)).toEqual({ value: 15.6, certain: false });
    expect(m.read(years, '18 months', ENGLISH)).toEqual({ value: 1.5, certain: false });
    // Below zero in words, in every language ("menos 5 grados").
    const celsius = q({ kind: 'number', min: -50, max: 50, prompt: '¿Temperatura mínima?' });
    expect(m.read(celsius, 'menos 5', lexiconFor('es'))).toEqual({ value: -5, certain: true });
    expect(m.read(celsius, 'moins 2,5', lexiconFor('fr'))).toEqual({ value: -2.5, certain: true });
    expect(m.read(celsius, 'menos de 5', lexiconFor('es'))?.certain).toBe(false);
    // A part of a person is a slip or an average: confirmed.
    expect(m.read(q({ kind: 'number', prompt: 'How many people?' }), '2.5', ENGLISH)).toEqual({
      value: 2.5,
      certain: false,
    });
  });
  it('reads figures and words, an amount out of bounds as none', () => {
    expect(m.read({ ...question, max: 10_000 }, '1,500', ENGLISH)).toEqual({
      value: 1500,
      certain: true,
    });
    expect(m.read(question, 'about 1,500', ENGLISH)).toBeUndefined();
    expect(m.read(question, 'a dozen', ENGLISH)?.value).toBe(12);
    expect(m.read(question, 'a while', ENGLISH)).toBeUndefined();
  });
  it('reads fractions alone: glyphs certain, "1/2" (a date? a score?) and thirds confirmed (issue 41)', () => {
    const open = q({ kind: 'number', prompt: 'What share of the time was remote?' });
    expect(m.read(open, '½', ENGLISH)).toEqual({ value: 0.5, certain: true });
    expect(m.read(open, '¾', ENGLISH)).toEqual({ value: 0.75, certain: true });
    expect(m.read(open, '1/2', ENGLISH)).toEqual({ value: 0.5, certain: false });
    expect(m.read(open, '3/4', ENGLISH)).toEqual({ value: 0.75, certain: false });
    // A third has no exact decimal: offered to two, and confirmed, unless it comes out whole.
    expect(m.read(open, '⅓', ENGLISH)).toEqual({ value: 0.33, certain: false });
    expect(m.read(open, '2/3', ENGLISH)).toEqual({ value: 0.67, certain: false });
    const months = q({ kind: 'number', min: 0, max: 1200, prompt: 'How long, in months?' });
    expect(m.read(months, '1⅓ years', ENGLISH)).toEqual({ value: 16, certain: true });
    expect(m.read(months, '1/2/2024', ENGLISH)?.value).not.toBe(0.5);
    const fr = lexiconFor('fr');
    expect(m.read(open, '¼', fr)).toEqual({ value: 0.25, certain: true });
    expect(m.read(open, '1/2', fr)).toEqual({ value: 0.5, certain: false });
  });
  it('reads thousands grouped by spaces: certain where the language groups so, else confirmed (issue 41)', () => {
    const open = q({ kind: 'number', prompt: 'Budget?' });
    expect(m.read(open, '1 500', lexiconFor('fr'))).toEqual({ value: 1500, certain: true });
    expect(m.read(open, '1\u202f500', lexiconFor('fr'))).toEqual({ value: 1500, certain: true });
    expect(m.read(open, '1\u202f500', lexiconFor('de'))).toEqual({ value: 1500, certain: true });
    for (const locale of ['de', 'es', 'pt'] as const) {
      expect(m.read(open, '1 500', lexiconFor(locale))).toEqual({ value: 1500, certain: false });
    }
    expect(m.read(open, '1 500', ENGLISH)).toEqual({ value: 1500, certain: false });
  });
  it('reads a unit written as the label, and the label behind a hedge', () => {
    const months = q({ kind: 'number', min: 0, max: 1200, prompt: 'Roughly how long, in months?' });
    // "Monate: ungefähr 20" read in English words.
    expect(m.read(months, 'months: approximately 20', ENGLISH)).toEqual({
      value: 20,
      certain: true,
    });
    expect(m.read(months, 'years: 2', ENGLISH)).toEqual({ value: 24, certain: true });
    // Another question's name behind the hedge still takes the figure away from this one.
    expect(m.read(months, 'team size: about 20', ENGLISH)).toBeUndefined();
  });
  it('reads every "not even one" and "nobody" as nothing, never a figure', () => {
    expect(ENGLISH.quantities('not even one, he led to nobody').map((x) => x.value)).toEqual([
      0, 0,
    ]);
    expect(m.read(question, 'not even one, he led nobody', ENGLISH)?.value).not.toBe(1);
    // "not even one year" is that nothing in its unit, not a year besides (issue 41: "nem um ano").
    const years = q({ kind: 'number', min: 0, max: 50, prompt: 'How many years?' });
    expect(m.read(years, 'not even one year', ENGLISH)).toEqual({
      value: 0,
      certain: false,
    });
  });
  it('lists decimals and negatives as given, the mean unrounded in the result, rounded on display', () => {
    const result = m.aggregate(
      question,
      [
        { refereeName: 'Ann', value: 2.5 },
        { refereeName: 'Bo', value: -0.75 },
        { refereeName: 'Cy', value: 4.6 },
      ],
      ctx,
    );
    expect(result).toMatchObject({ mean: 2.1166666666666667, min: -0.75, max: 4.6 });
    expect(m.display({ ...base, ...result }, WORDS, formatScore)).toEqual([
      {
        rows: [
          { label: 'Ann', value: '2.5' },
          { label: 'Bo', value: '-0.75' },
          { label: 'Cy', value: '4.6' },
        ],
      },
      { line: 'Mean 2.1 (from -0.75 to 4.6)', muted: true },
    ]);
  });
  it('acknowledges every decimal stored, in the language’s digits (issue 41: Intl stops at three)', () => {
    const de = lexiconFor('de');
    const open = q({ kind: 'number', prompt: 'Welcher Anteil?' });
    const years = q({ kind: 'number', prompt: 'Wie viele Jahre?' });
    expect(m.say.noted(open, 1234.56789, 'de', de)).toBe('Notiert: 1.234,56789.');
    expect(m.say.noted(years, 2.12345, 'de', de)).toBe('Notiert: 2,12345 Jahre.');
    expect(m.say.noted(open, 0.1, 'de', de)).toBe('Notiert: 0,1.');
    expect(m.say.noted(open, 5e-7, 'en', ENGLISH)).toBe('Noted: 0.0000005.');
    expect(m.say.noted(open, 2.5e12, 'en', ENGLISH)).toBe('Noted: 2,500,000,000,000.');
  });
  it('keeps the mean finite for answers near the largest double (issue 41: no cap)', () => {
    const huge = m.aggregate(
      question,
      [
        { refereeName: 'Ann', value: Number.MAX_VALUE },
        { refereeName: 'Bo', value: Number.MAX_VALUE },
      ],
      ctx,
    );
    expect(huge.mean).toBe(Number.MAX_VALUE);
  });
  it('lists each value and the mean, rounded once', () => {
    const result = m.aggregate(
      question,
      [
        { refereeName: 'Ann', value: 12 },
        { refereeName: 'Bo', value: 13 },
      ],
      ctx,
    );
    expect(m.display({ ...base, ...result }, WORDS, formatScore)).toEqual([
      {
        rows: [
          { label: 'Ann', value: '12' },
          { label: 'Bo', value: '13' },
        ],
      },
      { line: 'Mean 12.5 (from 12 to 13)', muted: true },
    ]);
  });
});

describe('choice options written for both genders (fourth set)', () => {
  const cases: Array<[Locale, string[], string, string]> = [
    ['en', ['Owner', 'Colleague'], 'I was the owner', 'Owner'],
    [
      'de',
      ['Praxisinhaber/in', 'Kollege/Kollegin', 'Andere'],
      'Ich bin die Praxisinhaberin',
      'Praxisinhaber/in',
    ],
    ['es', ['Compañero/a', 'Jefe/a', 'Otro'], 'fui su compañera de turno', 'Compañero/a'],
    ['fr', ['Employé(e)', 'Responsable', 'Autre'], 'elle était employée chez nous', 'Employé(e)'],
    ['pt', ['Colega', 'Supervisor/a', 'Outro'], 'fui a supervisora dela', 'Supervisor/a'],
  ];
  for (const [locale, options, said, meant] of cases) {
    it(`reads the form said: ${locale} "${said}"`, () => {
      const question = q({ kind: 'choice', options, multiple: false });
      expect(questionKinds.choice.read(question, said, lexiconFor(locale))?.value).toBe(meant);
    });
  }
});

describe('a single choice that names one option by more of its words (eighth set)', () => {
  const options = [
    'Su responsable directo',
    'Compañero de equipo',
    'Persona a su cargo',
    'Cliente',
  ];
  const question = q({ kind: 'choice', options, multiple: false });
  it('offers that one, never takes it', () => {
    const said =
      'Yo era su responsable directo en el servicio de atención al cliente de la operadora';
    expect(questionKinds.choice.read(question, said, lexiconFor('es'))).toEqual({
      value: 'Su responsable directo',
      certain: false,
    });
  });
  it('reads none when the options are named alike', () => {
    expect(
      questionKinds.choice.read(question, 'cliente o compañero', lexiconFor('es')),
    ).toBeUndefined();
  });
});

describe('an option said as its adverb (eighth set)', () => {
  it('reads "presencialmente" as "Presencial", offered', () => {
    const question = q({
      kind: 'choice',
      options: ['Telefone', 'E-mail', 'Presencial'],
      multiple: true,
    });
    expect(questionKinds.choice.read(question, 'presencialmente', lexiconFor('pt'))?.value).toEqual(
      ['Presencial'],
    );
  });
});

describe('tenth set, round 2 (referee side): the kinds read in context', () => {
  const pt = lexiconFor('pt');
  it('offers the one option said by its own word when another is named only by a word of the question', () => {
    const role = q({
      kind: 'choice',
      prompt: 'Qual era a função da pessoa candidata na fazenda?',
      options: [
        'Operador(a) de máquinas',
        'Técnico(a) agrícola',
        'Gerente de fazenda',
        'Serviços gerais',
      ],
    });
    // ("na" is left out: the folded "nã", a dialect's no, reads it as a negation)
    const said = 'O guri era operador de colheitadeira lá da fazenda, em Sorriso';
    expect(questionKinds.choice.read(role, said, pt)).toEqual({
      value: 'Operador(a) de máquinas',
      certain: false,
    });
    // Both named by their own words: none.
    expect(questionKinds.choice.read(role, 'operador e gerente', pt)).toBeUndefined();
  });

  it('reads a figure before the very thing the question counts, whatever word stands before it', () => {
    const harvests = q({
      kind: 'number',
      prompt: 'Quantas safras essa pessoa trabalhou com vocês?',
      min: 1,
      max: 40,
    });
    expect(questionKinds.number.read(harvests, 'Fez três safras de soja com nós', pt)?.value).toBe(
      3,
    );
    expect(questionKinds.number.read(harvests, 'conta três', pt)).toEqual({
      value: 3,
      certain: true,
    });
    // The harvests are counted, not the person of the prompt.
    expect(pt.unitAsked(harvests.prompt)).toBeNull();
    expect(pt.unitAsked('Quantos anos trabalharam juntos?')).toBe('year');
    expect(lexiconFor('es').unitAsked('¿Cuántos años trabajaron juntos?')).toBe('year');
    expect(ENGLISH.unitAsked('How many people did they manage?')).toBe('person');
  });
});

describe('amounts written as deeds and letters write them (twenty-first set)', () => {
  const months = q({ kind: 'number', prompt: 'How many months did you work together?' });
  it.each([
    ['en', 'twenty-four months', 24],
    ['en', 'twenty four', 24],
    ['en', 'Thirty-Six', 36],
    ['en', 'ninety', 90],
    ['en', 'twenty-four (24) months', 24],
    ['es', 'Veinticuatro (24) meses.', 24],
    ['pt', 'vinte e quatro (24) meses', 24],
  ] as const)('%s "%s" is %d, certain', (locale, said, value) => {
    expect(questionKinds.number.read(months, said, lexiconFor(locale))).toEqual({
      value,
      certain: true,
    });
  });

  it('reads no single amount where the words and the bracketed figure disagree ("tres (4)")', () => {
    expect(questionKinds.number.read(months, 'tres (4)', lexiconFor('es'))?.certain ?? false).toBe(
      false,
    );
    expect(
      questionKinds.rating.read(
        q({ kind: 'rating', label: 'Equipo' }),
        'tres (4)',
        lexiconFor('es'),
      )?.certain ?? false,
    ).toBe(false);
  });
});

describe('options numbered in Roman, said in figures or Roman (twenty-first set)', () => {
  const stages = q({
    kind: 'choice',
    multiple: true,
    options: ['Educação infantil', 'Ensino fundamental I', 'Ensino fundamental II', 'Ensino médio'],
  });
  it.each([
    ['fundamental 2', ['Ensino fundamental II'], true],
    ['fundamental I e II', ['Ensino fundamental I', 'Ensino fundamental II'], true],
    ['fundamental 1 e 2', ['Ensino fundamental I', 'Ensino fundamental II'], true],
    ['infantil e fundamental I', ['Educação infantil', 'Ensino fundamental I'], true],
    [
      'Fundamental 1, que é onde meu filho tá. Se ela dá aula em outra série eu não sei',
      ['Ensino fundamental I'],
      false,
    ],
  ] as const)('"%s" is %j (certain: %s)', (said, value, certain) => {
    expect(questionKinds.choice.read(stages, said, lexiconFor('pt'))).toEqual({ value, certain });
  });
  it('reads no stage from a figure after it that is no numeral ("Fundamental 12")', () => {
    expect(questionKinds.choice.read(stages, 'Fundamental 12', lexiconFor('pt'))).toBeUndefined();
  });
});

describe('amounts: what the new readings leave alone (review)', () => {
  const count = q({ kind: 'number', prompt: 'How many workshops did she run?' });
  it('"twenty one-hour workshops" and "twenty one of them" are not 21', () => {
    expect(
      questionKinds.number.read(count, 'twenty one-hour workshops', lexiconFor('en'))?.value,
    ).not.toBe(21);
    expect(
      questionKinds.number.read(count, 'twenty one of them part time', lexiconFor('en'))?.value,
    ).not.toBe(21);
  });
  it('a long list numbered in brackets reads as any message does', () => {
    const list = Array.from({ length: 40 }, (_, i) => `(${i + 1}) punctual`).join(' ');
    expect(lexiconFor('en').quantities(list)).toHaveLength(40);
  });
});
