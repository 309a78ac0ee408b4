import { describe, expect, it } from 'vitest';
import { saysAll } from './answer-reading.ts';
import { lexiconFor } from './lexicon.ts';
import {
  answersHedged,
  asksBack,
  declinesForTie,
  isAway,
  isDontKnow,
  isOnlyQuestions,
  isOnlySkip,
  mentions,
  onlyCloses,
  readEveryRating,
  readLabelled,
  readNamedRatings,
  readRating,
  readTextEdit,
  readVolunteeredRehire,
  readYesNo,
  saysNothingMore,
  skipsWithReason,
  withoutDictation,
} from './referee-reading.ts';

const value = (text: string) => readRating(text)?.value ?? null;

describe('the referee readers (issue 30, item 5)', () => {
  it('reads hedged, out-of-ten and star ratings; an odd score out of ten or a half is none', () => {
    expect(value('3ish, she has not led much')).toBe(3);
    expect(value('four-ish')).toBe(4);
    expect(value('ten out of ten honestly')).toBe(5);
    expect(value('8/10')).toBe(4);
    expect(value('7 out of 10')).toBeNull();
    expect(value('4.5')).toBeNull();
    expect(value('⭐⭐⭐⭐')).toBe(4);
    expect(value('somewhere between 3 and 4')).toBeNull();
    expect(value('sorry, the 5 should have been a 4')).toBe(4);
    expect(value('I would say four and a half')).toBeNull();
  });

  it('reads "em equipe", "en équipe" as teamwork, and an amount with its unit as none (ninth set)', () => {
    expect(readNamedRatings('Quatro. E já digo que em equipe ela é 5, de rocha').ratings).toEqual({
      teamwork: 5,
    });
    expect(readNamedRatings('en équipe elle est à 4').ratings).toEqual({ teamwork: 4 });
    expect(readNamedRatings('und zuverlässig ist er auch, 5').ratings).toEqual({ reliability: 5 });
    expect(readNamedRatings('Trabalhamos em equipe 3 anos').ratings).toEqual({});
    expect(readNamedRatings('Teamarbeit 3 Jahre lang').ratings).toEqual({});
  });

  it('reads competencies named in the other four languages (issue 41)', () => {
    expect(readNamedRatings('Communication 5, et technique 4 aussi').ratings).toEqual({
      communication: 5,
      technical_skill: 4,
    });
    expect(readNamedRatings('fiabilité 5, résolution de problèmes 4').ratings).toEqual({
      reliability: 5,
      problem_solving: 4,
    });
    expect(readNamedRatings('Teamfähigkeit 4, Führung 3').ratings).toEqual({
      teamwork: 4,
      leadership: 3,
    });
    expect(readNamedRatings('liderança 5 e trabalho em equipe 4').ratings).toEqual({
      leadership: 5,
      teamwork: 4,
    });
    // Their short forms: "técnico", and the team alone right before its figure.
    expect(readNamedRatings('Comunicación 5, técnico 4, equipo 5').ratings).toEqual({
      communication: 5,
      technical_skill: 4,
      teamwork: 5,
    });
    expect(readNamedRatings('técnico 5, equipe 4, confiabilidade 5').ratings).toEqual({
      technical_skill: 5,
      teamwork: 4,
      reliability: 5,
    });
    // A team's size is no rating.
    expect(readNamedRatings('Lideraba un equipo de 4 personas').ratings).toEqual({});
    expect(readNamedRatings('liderava uma equipe 4 pessoas').ratings).toEqual({});
  });

  it('reads a name clipped to its first letters right before its figure (SMS shorthand)', () => {
    expect(
      readNamedRatings('comunic 5, tecnic 5, equipo 4, responsab 5, problemas 4').ratings,
    ).toEqual({
      communication: 5,
      technical_skill: 5,
      teamwork: 4,
      reliability: 5,
      problem_solving: 4,
    });
    expect(readNamedRatings('Kommunik. 4, lider 3').ratings).toEqual({
      communication: 4,
      leadership: 3,
    });
    // European Portuguese "equipa".
    expect(readNamedRatings('Trabalho em equipa 4, equipa 5').ratings).toEqual({ teamwork: 5 });
    // Not before a count, and never without its figure.
    expect(readNamedRatings('tuvo problemas 2 veces con la caja').ratings).toEqual({});
    expect(readNamedRatings('she had problems 4 times').ratings).toEqual({});
    expect(readNamedRatings('era responsable del taller').ratings).toEqual({});
  });

  it('gives two names joined by "and" the rating said after both, never one denied (issue 41)', () => {
    for (const said of [
      'teamwork and reliability both 5',
      'Teamfähigkeit und Zuverlässigkeit beide 5',
      'trabajo en equipo y fiabilidad, las dos 5',
      "travail d'équipe et fiabilité : 5 toutes les deux",
      'trabalho em equipe e confiabilidade, ambas 5',
    ]) {
      expect(readNamedRatings(said).ratings, said).toEqual({ teamwork: 5, reliability: 5 });
    }
    // A comma lists; a name denied or skipped shares nothing.
    expect(readNamedRatings('communication, teamwork 4').ratings).toEqual({ teamwork: 4 });
    expect(readNamedRatings("I can't rate communication and teamwork 4").ratings).toEqual({
      teamwork: 4,
    });
    expect(readNamedRatings('nicht Kommunikation und Teamfähigkeit 4').ratings).toEqual({
      teamwork: 4,
    });
  });

  it('reads a would-rehire said in passing in Spanish and Portuguese (issue 41)', () => {
    const pt = lexiconFor('pt').inEnglish;
    expect(readVolunteeredRehire('liderança 3, e contrataria de novo sim', pt)?.answer).toBe(true);
    const es = lexiconFor('es').inEnglish;
    expect(readVolunteeredRehire('No la volvería a contratar.', es)?.answer).toBe(false);
    // Without a yes or a no, nothing is read.
    expect(readVolunteeredRehire('¿la volvería a contratar?', es)).toBeNull();
  });

  it('reads a rating before its name, names typed one letter off, and no rating for a comparison', () => {
    expect(readNamedRatings('four for communication, five for technical').ratings).toEqual({
      communication: 4,
      technical_skill: 5,
    });
    expect(readNamedRatings('I said 3 for teamwork but it should be 4').ratings).toEqual({
      teamwork: 4,
    });
    expect(readNamedRatings('teamwrok 5 and relaibility 5').ratings).toEqual({
      teamwork: 5,
      reliability: 5,
    });
    expect(readNamedRatings('better at communication than leadership, so 4').ratings).toEqual({});
    expect(readNamedRatings('I was her tech lead at Shopify, 2 years').ratings).toEqual({});
  });

  it('reads one rating for every competency left', () => {
    expect(readEveryRating('Fours across the board for the rest')?.value).toBe(4);
    expect(readEveryRating('all 5s')?.value).toBe(5);
    expect(readEveryRating('teamwork 3, and 5 for the rest')?.value).toBe(5);
    expect(readEveryRating('she was 5 for reliability')).toBeNull();
  });

  it('cuts only the rating clause when the name belongs to a description', () => {
    const text = "Great communicator, I'd give her a 5 there. Very dependable too.";
    const { ratings, spans } = readNamedRatings(text);
    expect(ratings).toEqual({ communication: 5 });
    expect(text.slice(spans[0]!.start, spans[0]!.end)).toBe(", I'd give her a 5 there");
  });

  it('reads labels with dashes and a would-rehire label', () => {
    expect(
      readLabelled('strengths - her writing. weaknesses - blunt. rehire? yes, absolutely').answers,
    ).toEqual({ strengths: 'her writing.', improvements: 'blunt.', rehire: 'yes, absolutely' });
    expect(readLabelled('Needs to work on: delegating.').answers).toEqual({
      improvements: 'delegating.',
    });
  });

  it('reads additions to and replacements of a text answer', () => {
    expect(readTextEdit('actually, add that she also mentored the juniors')).toEqual({
      add: true,
      text: 'she also mentored the juniors',
    });
    expect(readTextEdit('scratch that, I meant prioritisation, not time management')).toEqual({
      add: false,
      text: 'prioritisation',
    });
    expect(readTextEdit('actually, scratch that, she was promoted once')).toEqual({
      add: false,
      text: 'she was promoted once',
    });
    // Only taking it back: the withdrawal reader's, not a new text.
    expect(readTextEdit("scratch that, I'd rather not include it")).toBeNull();
    expect(readTextEdit('scratch that last comment')).toBeNull();
    expect(readTextEdit('She is great with clients')).toBeNull();
  });

  it('tells skips, questions back, hedged answers and "brb" apart', () => {
    expect(skipsWithReason('not sure to be honest, she was only with us briefly')).toBe(true);
    expect(skipsWithReason('not sure, maybe delegation')).toBe(false);
    expect(asksBack('is 5 the best?')).toBe(true);
    expect(asksBack('hard to say, 3?')).toBe(false);
    expect(answersHedged('not sure, maybe delegation?')).toBe(true);
    expect(isAway("brb someone's at the door")).toBe(true);
    expect(isAway('one sec, 4')).toBe(false);
  });

  it('reads a skip with "then", "please" or thanks after it', () => {
    for (const text of ['skip it then', 'skip please', 'pass for now', 'skip this one thanks'])
      expect(isOnlySkip(text), text).toBe(true);
    expect(isOnlySkip('skip it then, 4')).toBe(false);
  });

  it('reads a skip among clauses that only fill or thank ("honestly, prefer not to answer. no, thanks.")', () => {
    expect(isOnlySkip('honestly, prefer not to answer. no, thanks.')).toBe(true);
    // Said in French, read in its English sense: never kept as a text answer.
    const french = lexiconFor('fr');
    expect(french.isNonAnswer('Écoutez, finalement je préfère pas. Non merci, sans façon.')).toBe(
      true,
    );
    expect(isOnlySkip('no, thanks')).toBe(false);
    expect(isOnlySkip('honestly, prefer not to answer, she was great')).toBe(false);
  });

  it('reads "honestly not" as a no, and nothing more after an interjection', () => {
    expect(readYesNo('honestly, not')).toBe(false);
    expect(readYesNo('honestly not sure')).not.toBe(false);
    expect(saysNothingMore("well, that's all")).toBe(true);
    // A clause of its own after it is part of the answer ("Nothing springs to mind, honestly").
    expect(saysNothingMore('Nothing springs to mind, honestly')).toBe(false);
  });

  it('reads yes, no and nothing more in their everyday forms', () => {
    expect(readYesNo('yess')).toBe(true);
    expect(readYesNo('👍')).toBe(true);
    expect(readYesNo('👎')).toBe(false);
    expect(readYesNo('Probably not')).toBe(false);
    expect(readYesNo('ofc')).toBe(true);
    expect(readYesNo('nooo')).toBe(false);
    for (const text of [
      'nah all good',
      'No, that covers it',
      'nothing comes to mind',
      'Not really',
    ])
      expect(saysNothingMore(text), text).toBe(true);
    expect(saysNothingMore('She left on good terms')).toBe(false);
  });

  it('reads closings joined by an "and" as nothing more ("Merci et bonne soirée")', () => {
    for (const text of ["no, that's all. thanks and good luck", 'thanks and bye'])
      expect(saysNothingMore(text), text).toBe(true);
    expect(
      saysNothingMore(lexiconFor('fr').inEnglish("Non, c'est tout. Merci et bonne soirée")),
    ).toBe(true);
    for (const text of [
      'thanks and she was great',
      'no, thanks and',
      'bye and the team misses her',
    ])
      expect(saysNothingMore(text), text).toBe(false);
  });
});

describe('dictation, closings and ties, read in English words (fourth set)', () => {
  it('drops the dictation commands closing a message, never those inside it', () => {
    expect(withoutDictation('nothing more thanks send')).toBe('nothing more thanks');
    expect(withoutDictation('no thanks. Full stop.')).toBe('no thanks');
    expect(withoutDictation('she will send the report period')).toBe('she will send the report');
    expect(withoutDictation('she sends the rota every week')).toBe('she sends the rota every week');
  });

  it('tells a closing from a comment', () => {
    for (const said of ['no thanks, bye', "that's all, cheers", 'thank you, good luck', 'ok bye'])
      expect(onlyCloses(said), said).toBe(true);
    for (const said of ['no complaints at all', 'good with patients', 'thanks to her, we shipped'])
      expect(onlyCloses(said), said).toBe(false);
  });

  it('reads a tie to the candidate beside a "should not" as a decline, in every language', () => {
    expect(declinesForTie("we're married, I shouldn't do this")).toBe(true);
    expect(declinesForTie('She is my niece, so I should probably not be the one')).toBe(true);
    expect(declinesForTie('she runs the family shop')).toBe(false);
    for (const [locale, said] of [
      ['es', 'Es mi hermana, no debería ser yo quien dé la referencia'],
      ['de', 'Wir sind verwandt, ich sollte das nicht machen'],
      ['fr', "C'est mon neveu, je ne devrais pas répondre"],
      ['pt', 'Sou família dele, não devo dar a referência'],
    ] as const) {
      expect(declinesForTie(lexiconFor(locale).inEnglish(said)), said).toBe(true);
    }
  });
});

describe('tenth set, round 2 (referee readers)', () => {
  it('never reads "not in a heartbeat" as a yes', () => {
    expect(readYesNo('in a heartbeat')).toBe(true);
    expect(readYesNo('not in a heartbeat')).toBe(false);
  });

  it('reads "that\'s all" as nothing more, never as every option', () => {
    expect(saysAll("that's all, thanks")).toBe(false);
    expect(saysAll('that is all')).toBe(false);
    expect(saysAll('nop, all good 👌')).toBe(false);
    expect(saysAll('all the best')).toBe(false);
    expect(saysAll('all of them')).toBe(true);
    expect(saysAll('both')).toBe(true);
  });
});

describe('Spanish "no se" without its accent (eleventh set)', () => {
  it('is "I don\'t know" alone or before what is not known', () => {
    for (const said of ['no se', 'no se, la verdad', 'no se si lo hizo', 'uf no se cuantos']) {
      expect(isDontKnow(said), said).toBe(true);
    }
  });

  it('is the pronominal "se" before a verb or a pronoun, never a skip', () => {
    for (const said of [
      'Que no se enoje tan rápido',
      'no se le da bien delegar',
      'a veces no se lo toma bien',
    ]) {
      expect(isDontKnow(said), said).toBe(false);
      expect(isDontKnow(lexiconFor('es').inEnglish(said)), said).toBe(false);
    }
  });
});

describe('a ratings form typed line by line (eleventh set)', () => {
  it('names the team alone and problem solving with its verb, figures as keycaps', () => {
    const form = 'Kommunikation 4️⃣\nTeam 3️⃣\nProbleme lösen 2️⃣';
    expect(mentions(form).map((m) => m.competency)).toEqual([
      'communication',
      'teamwork',
      'problem_solving',
    ]);
    expect(mentions('resolver problemas: 4').map((m) => m.competency)).toEqual(['problem_solving']);
  });

  it('never names the team before a size', () => {
    expect(mentions('a team 4 people strong').map((m) => m.competency)).toEqual([]);
  });
});

describe('"no sir, that\'s all" (eleventh set)', () => {
  it('says nothing more after a no and a word of address', () => {
    expect(saysNothingMore("no sir, that's all. thanks")).toBe(true);
    expect(saysNothingMore(lexiconFor('es').inEnglish('No señora, eso es todo'))).toBe(true);
    expect(saysNothingMore('no honestly, she is great')).toBe(false);
  });
});

describe('a message made only of questions, a greeting before them (twelfth set)', () => {
  it.each([
    "Halo. C'est pour quel travail, elle part à Nouméa ?",
    'Hola. ¿Para qué trabajo es? ¿Se va a Madrid?',
    'Guten Tag! Worum geht es denn? Für welche Stelle?',
    'Olá. É para que vaga? Ele vai para Lisboa?',
    'Hello. Is this for the job in Leeds?',
    'Hmm. Which job is it for?',
  ])('"%s" asks back and answers nothing', (text) => {
    expect(isOnlyQuestions(text)).toBe(true);
  });

  it.each([
    'Hola. Fui su jefa. ¿Para qué trabajo es?',
    'Manager. Why do you ask?',
    'Ja. Warum fragen Sie?',
    'Bonjour.',
  ])('"%s" says something besides its questions', (text) => {
    expect(isOnlyQuestions(text)).toBe(false);
  });
});

describe('a rating out of ten in the other languages (fifteenth set, round 2)', () => {
  const rated = (locale: 'es' | 'de' | 'fr' | 'pt', text: string) => {
    const lexicon = lexiconFor(locale);
    return lexicon.ratingSaid(lexicon.inEnglish(text));
  };
  it('halves an even score, always as converted (so confirmed)', () => {
    expect(rated('de', 'Ich würd sagen acht von zehn')).toMatchObject({
      value: 4,
      converted: true,
    });
    expect(rated('es', 'le doy un diez sobre diez')).toMatchObject({ value: 5, converted: true });
    expect(rated('fr', 'franchement six sur dix')).toMatchObject({ value: 3, converted: true });
    expect(rated('pt', 'dou-lhe um oito em dez')).toMatchObject({ value: 4, converted: true });
  });
  it('reads no rating from an odd score, and no scale from a count of something', () => {
    expect(value('7 von 10')).toBeNull();
    expect(readRating('4 de 10 proyectos salieron a tiempo')?.value).not.toBe(2);
    expect(readRating('2 von 10 Kunden haben sich beschwert')?.value).not.toBe(1);
  });
});
