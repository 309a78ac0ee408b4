import type { Lexicon } from '../kind.types.ts';
import type { LanguageWords, Relationship } from './language.types.ts';
import { phraseFinder, phrasePattern, replacePhrases } from './phrase-finder.ts';

/**
 * A language's Lexicon (kind.types.ts) from its words (language.types.ts)
 * and the English one: each primitive reads the message in its words'
 * English sense ("dos años y medio" → "2 years and a half", "no sé" → "I
 * don't know"), so one set of rules holds in every language (CONTRACT
 * "Never a guess"). What the English rules read of it is certain only when
 * the language's words cover the whole message (`understands`): a word the
 * lexicon does not know may turn it around ("hace dos años", "two years
 * ago"), so such a reading is confirmed first.
 */

/**
 * A whole figure with a "k" for thousand, as chats write it ("150k km", "30k im Jahr"): the
 * figure it stands for. Never a "k" that opens a word ("150 km") or a figure with a decimal.
 */
function inThousands(text: string): string {
  return text.replace(/(?<![\d.,])(\d{1,3})\s?k(?![\p{L}\p{N}])/gu, '$1000');
}

/** Lower case without accents, one character for one ("años" → "anos", "weiß" → "weiß"). */
/** A tag asking to agree, closing a statement ("¿no?", "¿verdad?", "oder?", "n'est-ce pas ?", "não é?", "right?"). */
const TAG_QUESTION =
  /[,\s]\s*¿?\s*(?:no|verdad|cierto|oder|gell|gelle|nicht wahr|ne|nee|n['’]est-ce pas|non|hein|não é|nao e|né|ne|right|isn['’]t it|ok)\s*\?+\s*$/iu;

export function fold(text: string): string {
  const quoted = text.replace(/[’‘`´]/g, "'");
  // Most messages are ASCII, whose lower case has no accent to take off and keeps its length.
  if (ASCII.test(quoted)) return quoted.toLowerCase();
  return quoted.replace(UPPER_OR_NOT_ASCII, foldedCharacter);
}

const ASCII = /^\p{ASCII}*$/u;
/** One character (a code point) that folding may change: an ASCII capital, or any beyond ASCII. */
const UPPER_OR_NOT_ASCII = /[A-Z]|\P{ASCII}/gu;
/**
 * Each character folded once: folding every character afresh was a tenth of the readers'
 * time. Bounded, as characters are many: past the bound a character is folded each time.
 */
const FOLDED = new Map<string, string>();
const FOLDED_KEPT = 10_000;

function foldedCharacter(char: string): string {
  let folded = FOLDED.get(char);
  if (folded === undefined) {
    const plain = char.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
    folded = plain.length === char.length ? plain : char.toLowerCase();
    if (FOLDED.size < FOLDED_KEPT) FOLDED.set(char, folded);
  }
  return folded;
}

/** A phrase as a pattern: folded, its spaces and hyphens any run of either. */
const pattern = (phrase: string) => phrasePattern(fold(phrase));
/** Never inside a word: no letter or digit on either side. */
const whole = (alternatives: string) => `(?<![\\p{L}\\p{N}])(?:${alternatives})(?![\\p{L}\\p{N}])`;
const key = (phrase: string) =>
  fold(phrase)
    .split(/[\s-]+/)
    .join(' ');

/** "una por día", "eine pro Woche", "une par mois": the article before a rate is one (LanguageWords `per`). */
function onePer(words: LanguageWords): Array<[string, string]> {
  const phrases: Array<[string, string]> = [];
  for (const [unit, english] of [
    ['day', 'day'],
    ['week', 'week'],
    ['month', 'month'],
  ] as const) {
    for (const article of words.article) {
      for (const per of words.per ?? []) {
        for (const said of words.units[unit])
          phrases.push([`${article} ${per} ${said}`, `one per ${english}`]);
      }
    }
  }
  return phrases;
}

/**
 * "12 à 14", "das 8 às 17": the accented "à" between two figures is "to" (a range), before the
 * accents are folded away and it reads as "a" ("has" in French).
 */
function withRangesTo(text: string): string {
  return text.replace(/(\d)\s*(?:à|às)\s*(?=\d)/giu, '$1 to ');
}

/** The phrases of a language in their English sense, longest first. */
function glossary(words: LanguageWords): Map<string, string> {
  const entries: Array<[readonly string[] | string[], string]> = [
    [words.declines, "I'd rather not give a reference"],
    [words.refuseQuestion, 'prefer not to answer'],
    [words.dontKnow, "I don't know"],
    [words.skip, 'skip'],
    [words.nothingMore, "that's all"],
    [words.leaving, 'gotta go'],
    [words.thanks, 'thanks'],
    [words.dictation ?? [], 'end of message'],
    [words.goodbyes ?? [], 'bye'],
    [words.wishes ?? [], 'blessings'],
    [words.elsewhere ?? [], 'see above'],
    [words.askThem ?? [], 'ask her yourself'],
    [words.ties ?? [], 'family'],
    [words.should ?? [], 'should'],
    [words.hedges, 'maybe'],
    [words.conditions, 'depends'],
    [words.nothing, 'not even one'],
    [words.corrections.anywhere, 'I meant'],
    [words.corrections.afterPause, 'rather'],
    [words.givesMark ?? [], "I'd give"],
    [words.settle, "let's say"],
    [words.approximate, 'approximately'],
    [words.bounds.over, 'more than'],
    [words.bounds.under, 'less than'],
    [words.bounds.almost, 'almost'],
    [words.bounds.atLeast, 'at least'],
    [words.andAHalf, 'and a half'],
    [words.minus, 'minus'],
    [words.article, 'a'],
    [words.yes, 'yes'],
    [words.no, 'no'],
    [words.consent.yes, 'yes'],
    [words.consent.no, 'no'],
    [words.negations, 'not'],
    [words.all, 'all'],
    [words.noneOf, 'none of them'],
    [words.last, 'the last'],
    [words.fillers, 'honestly'],
    [words.and, 'and'],
    [words.or, 'or'],
    [words.but, 'but'],
    [words.units.year, 'years'],
    [words.units.month, 'months'],
    [words.units.week, 'weeks'],
    [words.units.day, 'days'],
    [words.units.person, 'people'],
  ];
  const map = new Map<string, string>();
  const put = (phrase: string, sense: string) => {
    if (!map.has(key(phrase))) map.set(key(phrase), sense);
  };
  for (const [phrases, sense] of entries) for (const p of phrases) put(p, sense);
  for (const [phrase, sense] of Object.entries(words.halves)) put(phrase, sense);
  for (const [phrase, sense] of Object.entries(words.amountWords)) put(phrase, sense);
  for (const [phrase, sense] of Object.entries(words.falseFriends)) put(phrase, sense);
  for (const [phrase, sense] of Object.entries(words.otherWords)) put(phrase, sense);
  for (const [relationship, phrases] of Object.entries(words.relationships)) {
    for (const p of phrases) put(p, RELATIONSHIP_SENSE[relationship as Relationship]);
  }
  for (const [phrase, value] of Object.entries(words.numbers)) put(phrase, String(value));
  for (const [phrase, year] of yearsInWords(words)) put(phrase, String(year));
  words.ordinals.forEach((forms, i) => {
    for (const form of forms) put(form, ENGLISH_ORDINALS[i]!);
  });
  for (const [phrase, sense] of Object.entries(words.doubtful ?? {})) put(phrase, sense);
  for (const [phrase, sense] of onePer(words)) put(phrase, sense);
  return map;
}

/**
 * The years 2000 to 2030 in the language's words (LanguageWords `yearsSaidAs`): "dois mil e
 * vinte e um", "dos mil veintiuno", "deux mille vingt", "zweitausendzwanzig" and
 * "zweitausend zwanzig"; the bare "dois mil" is 2000.
 */
function yearsInWords(words: LanguageWords): Array<[string, number]> {
  const years: Array<[string, number]> = [];
  for (const prefix of words.yearsSaidAs ?? []) {
    years.push([prefix.replace(/\s+(?:e|y|et|und)$/u, ''), 2000]);
    for (const [word, value] of Object.entries(words.numbers)) {
      if (value < 1 || value > 30) continue;
      years.push([`${prefix} ${word}`, 2000 + value]);
      if (words.locale === 'de') years.push([`${prefix}${word}`, 2000 + value]);
    }
  }
  return years;
}

/** Each relationship in the words of the built-in's English options. */
const RELATIONSHIP_SENSE: Record<Relationship, string> = {
  manager: 'manager',
  colleague: 'colleague',
  peer: 'peer',
  report: 'direct report',
  client: 'client',
  mentor: 'mentor',
  teacher: 'teacher',
  friend: 'friend',
};

const ENGLISH_ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh'];

/** Every word the lexicon knows, folded: a message of these alone is understood whole. */
function vocabulary(
  words: LanguageWords,
  glossed: Map<string, string>,
  unlearned: ReadonlySet<string>,
): Set<string> {
  const known = new Set<string>(['ok', 'okay', 'ok.', 'yes', 'no']);
  const add = (phrase: string) => {
    for (const w of fold(phrase).split(/[^\p{L}]+/u)) if (w) known.add(w);
  };
  // A doubtful word is read, never understood: its reading is confirmed.
  const doubtful = new Set(Object.keys(words.doubtful ?? {}).map(key));
  for (const phrase of glossed.keys()) {
    if (!doubtful.has(phrase) && !unlearned.has(key(phrase))) add(phrase);
  }
  for (const w of words.functionWords) add(w);
  for (const w of words.questionWords) add(w);
  for (const w of Object.keys(words.dialect ?? {})) add(w);
  return known;
}

/**
 * Figures written the language's way as English writes them: where the
 * decimal separator is a comma (Intl's, for es, de, fr, pt), "2,5" is
 * "2.5" and "1.000,5" is "1,000.5" (the separators swapped). A figure that
 * reads two ways in the language ("1,000", "2.5" in German) swaps into one
 * that reads two ways in English ("1.000", "2,5"), so the English reader
 * confirms it too (core/figures.ts). Thousands grouped by a space ("1 500",
 * "1 500" with Intl's narrow no-break space) are read as the language
 * writes them: see below.
 */
function figuresAsEnglishWrites(locale: string): (text: string) => string {
  const parts = new Intl.NumberFormat(locale).formatToParts(12345.5);
  const decimal = parts.find((p) => p.type === 'decimal');
  const group = parts.find((p) => p.type === 'group');
  // Where the language writes thousands with a space ("12 345" in French), a plain typed space
  // groups them as surely as Intl's narrow no-break one: it becomes one, which the English reader
  // reads as certain (a plain space is ambiguous there: "1 500" in German may be two figures).
  const spaceGroups = group !== undefined && /^\s$/u.test(group.value);
  const swap =
    decimal?.value === ','
      ? (text: string) =>
          text.replace(/\d+(?:[.,]\d+)+/g, (figure) =>
            figure.replace(/[.,]/g, (separator) => (separator === '.' ? ',' : '.')),
          )
      : (text: string) => text;
  if (!spaceGroups) return swap;
  return (text) => swap(text).replace(SPACED_THOUSANDS, (figure) => figure.replace(/ /g, '\u202f'));
}

/** Thousands grouped by plain spaces ("1 500", "12 000 000"), never inside a longer run of digits. */
const SPACED_THOUSANDS =
  /(?<![\d.,]|\d[ \u00a0\u202f\u2009])[1-9]\d{0,2}(?: \d{3}(?!\d))+(?![ \u00a0\u202f\u2009]\d)/g;

/** The text (folded) with its dialect words as the standard words they stand for ("nod" → "nicht"). */
function standardWords(words: LanguageWords): (folded: string) => string {
  const forms = new Map(Object.entries(words.dialect ?? {}).map(([w, s]) => [key(w), fold(s)]));
  if (forms.size === 0) return (folded) => folded;
  const dialectWords = phraseFinder([...forms.keys()].map(fold));
  return (folded) => replacePhrases(dialectWords, folded, (w) => forms.get(key(w)) ?? w);
}

/**
 * The text as written with its dialect words as the standard words they stand for, spliced in
 * where they stand (folding keeps one character for one, so the places match).
 */
function standardInPlace(words: LanguageWords): (text: string) => string {
  const forms = new Map(Object.entries(words.dialect ?? {}).map(([w, s]) => [key(w), s]));
  if (forms.size === 0) return (text) => text;
  const dialectWords = phraseFinder([...forms.keys()].map(fold));
  return (text) => {
    let out = '';
    let at = 0;
    for (const m of dialectWords(fold(text))) {
      out +=
        text.slice(at, m.index) +
        (forms.get(key(m.text)) ?? text.slice(m.index, m.index + m.text.length));
      at = m.index + m.text.length;
    }
    return out + text.slice(at);
  };
}

/** Fillers that may stand at a clause's edges without making it another clause ("Eu sei não", "Sei não, viu"). */
const EDGE_BEFORE =
  '(?:(?:eu|ah|ahh|hmm+|olha|rapaz|uai|ue|non|ben|bah|bon|euh|oh|pues|bueno|ach|na)[^\\p{L}\\p{N}]+)*';
const EDGE_AFTER = '(?:[^\\p{L}\\p{N}]+(?:viu|hein|ne|kkk+|haha+|rs+|mesmo|quoi|hen))*';
const CLAUSE_BEFORE = new RegExp(`(?:^|[,;.!?…:—–\\-\\n(])[^\\p{L}\\p{N}]*${EDGE_BEFORE}$`, 'u');
const CLAUSE_AFTER = new RegExp(`^${EDGE_AFTER}[^\\p{L}\\p{N}]*(?:$|[,;.!?…:—–\\-\\n)])`, 'u');

/**
 * Whether `text[at, at + length)` is a clause of its own: only punctuation, an edge or a filler
 * on either side ("Sei não, deixa em branco", "Eu sei não", "Non ça va comme ça").
 */
function aClauseOfItsOwn(text: string, at: number, length: number): boolean {
  return CLAUSE_BEFORE.test(text.slice(0, at)) && CLAUSE_AFTER.test(text.slice(at + length));
}

/** The Lexicon of a language, its words read through the English rules. */
export function readingIn(words: LanguageWords, english: Lexicon): Lexicon {
  const standard = standardWords(words);
  // Phrases written with dialect words ("das wärs gsi") are matched as the text is, in standard words.
  const glossed = new Map<string, string>();
  for (const [phrase, sense] of glossary(words)) {
    if (!glossed.has(standard(phrase))) glossed.set(standard(phrase), sense);
  }
  const phrases = [...glossed.keys()].sort((a, b) => b.length - a.length);
  const glossedPhrases = phraseFinder(phrases.map(fold));
  const clauseOnly = new Set((words.wholeClauses ?? []).map((p) => key(standard(p))));
  const clauseOnlyPhrases = phraseFinder([...clauseOnly]);
  const inAnotherClause = (folded: string): boolean =>
    clauseOnlyPhrases(folded).some((m) => !aClauseOfItsOwn(folded, m.index, m.text.length));
  // Phrases whose words they alone do not make understood: clause-only ones, and the question
  // sent back to the candidate ("fragen Sie sie selbst": "fragen" and "selbst" stay unknown),
  // and the years in words ("mil" alone is no word the readers know: "9 mil" is not 9).
  const unlearned = new Set([
    ...clauseOnly,
    ...(words.askThem ?? []).map((p) => key(standard(p))),
    ...yearsInWords(words).map(([p]) => key(standard(p))),
  ]);
  const known = vocabulary(words, glossary(words), unlearned);
  // A figure taken back after a pause with a bare "no" ("Quatre… nei, cinq!", "4, não, 5"),
  // not when the next figure is said to be something ("4, no, 5 es demasiado").
  const numberWords = new Set(Object.keys(words.numbers).map(fold));
  const spokenNumbers = Object.entries(words.dialect ?? {})
    .filter(([, standardWord]) => numberWords.has(fold(standardWord)))
    .map(([spoken]) => spoken);
  const FIGURE = `(?:\\d+|${[...Object.keys(words.numbers), ...spokenNumbers].map(pattern).join('|')})`;
  const NO = words.no.map(pattern).join('|');
  const CORRECTION = new RegExp(
    `(?:(?:^|[.,;:!?…—–-]\\s*|(?<![\\p{L}])(?:${NO})\\s*)(?:${words.corrections.afterPause.map(pattern).join('|')})|${whole(words.corrections.anywhere.map(pattern).join('|'))}|(?<=(?<![\\p{L}])${FIGURE}\\s*(?:\\.{2,}|…|—|–|,)\\s*)(?:${NO})(?=[,!.…]\\s*${FIGURE}(?![\\p{L}\\p{N}])(?!\\s+(?:is|was|es|era|fue|seria|ist|war|ware|waere|est|etait|serait|e|foi)(?![\\p{L}]))))(?![\\p{L}\\p{N}])[\\s.,;:!?…—–-]*`,
    'gu',
  );
  const QUESTION_WORD = new RegExp(
    `^\\W*${whole(words.questionWords.map(pattern).join('|'))}`,
    'u',
  );
  const NEGATION = new RegExp(whole([...words.negations, ...words.no].map(pattern).join('|')), 'u');
  const CLAUSE_END = new RegExp(
    `[,;.!?…—–\\n]|\\s(?=(?:${[...words.but, ...words.and].map(pattern).join('|')})\\s)`,
    'u',
  );

  const inEnglish = (text: string): string => english.inEnglish(wordsInEnglish(text));
  const figuresInEnglish = figuresAsEnglishWrites(words.locale);
  // The language's words in their English sense, then the English readers' own terms ("I managed her").
  const wordsInEnglish = (text: string): string =>
    replacePhrases(
      glossedPhrases,
      inThousands(figuresInEnglish(standard(fold(withRangesTo(text))))),
      (phrase, at, text) =>
        clauseOnly.has(key(phrase)) && !aClauseOfItsOwn(text, at, phrase.length)
          ? phrase
          : (glossed.get(key(phrase)) ?? phrase),
    )
      // A figure and a half ("4 y medio") is x.5.
      .replace(/(?<![\d.])(\d+) and a half(?! year| month| week| day| people)/g, '$1.5')
      // "9 mil", "nove mil", "9 mille", "9 tausend": thousands after a figure ("uns 9 mil km").
      .replace(/(?<![\d.,])(\d{1,3})\s+(?:mil|mille|tausend)(?![\p{L}\p{N}])/gu, '$1000');

  const AGO = new RegExp(whole(words.ago.map(pattern).join('|')), 'u');
  const understands = (text: string, own: readonly string[] = []): boolean => {
    const ownWords = new Set(own.flatMap((o) => fold(o).split(/[^\p{L}]+/u)));
    if (AGO.test(fold(text))) return false;
    // "Pelo que eu sei não faltava": a clause-only phrase inside another clause is read in
    // neither sense, so the text is confirmed, never taken as understood.
    if (inAnotherClause(fold(text))) return false;
    return fold(text)
      .split(/[^\p{L}]+/u)
      .filter(Boolean)
      .every((w) => known.has(w) || ownWords.has(w));
  };

  /** What follows the message's last correction in the language ("4, no, mejor 5" → "5"), as written. */
  const settled = (text: string): string => {
    const last = [...fold(text).matchAll(CORRECTION)].at(-1);
    const rest = last ? text.slice(last.index + last[0].length) : text;
    // "Hiru urte… trois ans, pardon. De 2021 à 2024": a correction word closing its sentence
    // follows the figure it corrects to, so the clause before it is what is meant. A figure
    // only: "Sí. Bueno no, perdón." takes back without saying what is meant.
    if (last) {
      const trailing = /[\s.,;:!?…—–-]*$/u.exec(last[0])![0];
      const closes = /[.!?\n]/u.test(trailing) || last.index + last[0].length >= text.length;
      const before =
        text
          .slice(0, last.index)
          .split(/[.!?\n]/u)
          .at(-1) ?? '';
      const clause = before
        .split(/[,;…—–]|\.{2,}/u)
        .filter((c) => /[\p{L}\p{N}]/u.test(c))
        .at(-1);
      if (closes && clause && /\d/.test(wordsInEnglish(clause))) {
        return english.settled(clause.trim());
      }
    }
    return english.settled(/[\p{L}\p{N}]/u.test(rest) ? rest : text);
  };

  /** "remoto no, presencial", "nicht remote, sondern hybrid": a clause with a negation is not meant. */
  const negated = (text: string): { kept: string; negated: string[] } => {
    const parts = text
      .split(CLAUSE_END)
      .map((p) => p.trim())
      .filter(Boolean);
    const denied = parts.filter((p) => NEGATION.test(standard(fold(p))));
    if (denied.length === 0) return english.negated(text);
    const kept = parts.filter((p) => !denied.includes(p)).join(', ');
    return { kept: english.negated(kept).kept, negated: denied };
  };

  const REFUSING = words.refusing?.length
    ? new RegExp(whole(words.refusing.map(pattern).join('|')), 'u')
    : null;
  /** A refusal in the language's own openings ("je préfère ne pas …"), or in its English sense. */
  const refuses = (text: string): boolean =>
    english.refuses(inEnglish(text)) || (REFUSING?.test(standard(fold(text))) ?? false);

  // "¿Y usted sabe si él piensa volver a Venezuela?": a question of four words or more and no
  // figure, nothing else said, asks back, whatever word in it looks like a yes ("si" is "if"
  // there). A short one may answer ("¿Por qué no?", "Warum nicht?"): left to the readers.
  // A statement with a tag asking to agree ("Sí, por supuesto, ¿no?", "Ja, klar, oder?"), or
  // one that opens with a yes or a no, is an answer.
  const longQuestionAlone = (text: string): boolean =>
    english.isOnlyQuestions(text) &&
    !/\d/.test(text) &&
    (text.match(/\p{L}+/gu)?.length ?? 0) >= 4 &&
    !TAG_QUESTION.test(text) &&
    !/^\W*(?:yes|no|sure|of course|absolutely)\b/i.test(inEnglish(text));

  const en =
    <T>(read: (text: string) => T) =>
    (text: string) =>
      read(inEnglish(text));
  return {
    rating: en(english.rating),
    ratingSaid: en(english.ratingSaid),
    yesNo: en(english.yesNo),
    yesNos: en(english.yesNos),
    asksBack: (text) =>
      english.asksBack(inEnglish(text)) ||
      (english.isOnlyQuestions(text) && QUESTION_WORD.test(fold(text))) ||
      longQuestionAlone(text),
    hasWords: english.hasWords,
    isOnlyQuestions: english.isOnlyQuestions,
    settled,
    withoutNoise: english.withoutNoise,
    isNonAnswer: en(english.isNonAnswer),
    refuses,
    saysNothing: en(english.saysNothing),
    isHedged: en(english.isHedged),
    isQualified: en(english.isQualified),
    isDoubleNegative: en(english.isDoubleNegative),
    quantities: en(english.quantities),
    convert: english.convert,
    unitAsked: (prompt) => english.unitAsked(prompt) ?? english.unitAsked(inEnglish(prompt)),
    asksRoughly: (prompt) => english.asksRoughly(prompt) || english.asksRoughly(inEnglish(prompt)),
    negated,
    isFunctionWord: (word) =>
      english.isFunctionWord(word) || words.functionWords.includes(fold(word)),
    place: en(english.place),
    places: en(english.places),
    saysAll: en(english.saysAll),
    saysNoneOf: en(english.saysNoneOf),
    understands,
    inEnglish,
    inStandard: standardInPlace(words),
  };
}
