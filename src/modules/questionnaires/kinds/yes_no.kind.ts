import { z } from 'zod';
import type { Locale } from '../../../core/locale.ts';
import { fill, participantCopy } from '../../../core/participant-copy.ts';
import { base, baseInput, withPurpose } from './fields.ts';
import type { KindQuestion, Lexicon, QuestionKindModule, Reading } from './kind.types.ts';
import { answerPart } from './reading.ts';

/** What the interviewer says, in a locale. */
const sayIn = (locale: Locale) => participantCopy(locale).refereeAgent;

export interface YesNoResult {
  kind: 'yes_no';
  yes: number;
  no: number;
}

const input = z
  .strictObject({ ...baseInput, kind: z.literal('yes_no').describe('Yes or no') })
  .meta({ id: 'NewYesNoQuestion' });

/** Yes or no (a boolean). */
export const yesNoKind: QuestionKindModule<'yes_no', boolean, YesNoResult, typeof input> = {
  kind: 'yes_no',
  describe: '`yes_no`: yes or no (a boolean)',
  title: 'Yes / no',
  fields: [],
  input,
  normalise: (q: KindQuestion) => withPurpose(q, base(q)),
  answer: () => z.boolean(),
  stored: (_q, value) => (typeof value === 'boolean' ? value : undefined),
  extract: () => z.boolean(),
  ask: (q) => ({ key: q.key, kind: 'yes_no', prompt: q.prompt, required: q.required }),
  control: { input: 'yes-no', value: 'boolean' },
  read: (q, text, lexicon) => readYesNoAnswer(text, lexicon) ?? echoedYes(q.prompt, text, lexicon),
  say: {
    hint: (_q, locale) => sayIn(locale).questionnaire.yesNoHint,
    unread: (_q, locale) => sayIn(locale).needAnswer,
    noted: (_q, _value, locale) => sayIn(locale).acknowledgements.rehire,
  },
  aggregate(_q, answers) {
    const yes = answers.filter((a) => a.value).length;
    return { kind: 'yes_no', count: answers.length, yes, no: answers.length - yes };
  },
  result: {
    kind: z.literal('yes_no').describe('The question kind'),
    yes: z.number().int().describe('Referees who answered yes'),
    no: z.number().int().describe('Referees who answered no'),
  },
  resultId: 'YesNoQuestionResult',
  summary: (r, words) => fill(words.yesNoCounts, { yes: r.yes, no: r.no }),
  display(r, words) {
    if (r.count === 0) return [{ line: words.noAnswers, muted: true }];
    return [
      {
        line: words.yesNoCounts.replace('{yes}', String(r.yes)).replace('{no}', String(r.no)),
      },
    ];
  },
};

/**
 * "Why not?" in the five languages (and Italian), as a clause of its own: "porque no" /
 * "porque não" (because not) only before a question mark, "I don't know why not" no answer.
 */
const WHY_NOT =
  /(?:^|(?<=[¿¡,.;:!?—–-]\s*))\s*¿?\s*(?:why not|how come not|por qu[ée] no|porque no(?=\s*\?)|warum (?:denn )?nicht|wieso (?:denn )?nicht|weshalb nicht|pourquoi pas|por que n[ãa]o|porque n[ãa]o(?=\s*\?)|perch[ée] no)\s*(?=[?!.,;]|$)\??/iu;
const WHY_NOT_ALL = new RegExp(WHY_NOT.source, 'giu');

/** "yes or no", "no or yes": the choice itself named, neither of its answers. */
const YES_OR_NO = /\b(?:yes or no|no or yes)\b/i;

/**
 * A message opening with a bare figure 1–5 (after "a", "la note de", "nota", "eine"), alone or
 * "out of 5", then a pause or its end: "a 4, …", "4/5.", "nota 5". Never "4 years", "2 of them".
 */
const RATING_FIRST =
  /^\W*(?:(?:a|an|the|la|le|une?|uma?|eine?|ne|note|nota|grade)\s+(?:de\s+)?)*[1-5](?:\s*(?:\/|out of|of|sur|de|von|em|auf)\s*5)?\s*(?:[,;.!:)\u2013\u2014-]|$)/i;

/** The message opens with a mark out of five (`RATING_FIRST`), in its English sense. */
export function opensWithRating(text: string, lexicon: Lexicon): boolean {
  return RATING_FIRST.test(lexicon.inEnglish(text));
}

/**
 * Yes or no, certain only when the words say one of them without doubt:
 * the last correction wins ("no - wait, I meant yes"); uncertain when
 * hedged ("probably not"), held to a condition ("yes but only…"), said both
 * ways ("yes and no"), doubly negated ("I wouldn't not hire her") or by an
 * emoji alone. None for "not sure", "no idea", a skip or a question back.
 */
function readYesNoAnswer(text: string, lexicon: Lexicon): Reading<boolean> | undefined {
  const read = readYesNo(text, lexicon);
  // "¿Por qué no?", "Por que não? É ótimo", "Warum nicht?": a yes said as a question, whose
  // "no" is none (a language's words may read it as a yes already: "pourquoi pas" to a
  // consent); else offered as a yes to confirm, unless the rest says no.
  if (!WHY_NOT.test(text) || (read?.certain && read.value)) return read;
  const rest = text.replace(WHY_NOT_ALL, ' ');
  const restRead = /\p{L}/u.test(rest) ? readYesNo(rest, lexicon) : undefined;
  // "No. Why not? Because he stole.": the rest says no, and that is the answer.
  if (restRead?.value === false) return restRead;
  return restRead?.certain ? restRead : { value: true, certain: false };
}

function readYesNo(text: string, lexicon: Lexicon): Reading<boolean> | undefined {
  const said = answerPart(text, lexicon);
  if (said === undefined) return undefined;
  // "I can't say yes or no", "je peux pas dire oui ou non": the two named together, no answer.
  if (YES_OR_NO.test(lexicon.inEnglish(said))) return undefined;
  // "un 4, el outbound no era su fuerte": a mark out of five said first is no yes or no (its
  // "no" belongs to the remark after it); it is left for the rating it answers.
  if (opensWithRating(said, lexicon)) return undefined;
  const value = lexicon.yesNo(said);
  if (value === null) return undefined;
  // "Jaja si, de andar en bici 😂 No, ella no maneja": said both ways, the sentence that opens
  // with the other one last is the answer meant, offered.
  const last = lastOpeningYesNo(said, lexicon);
  if (last !== null && last !== value && lexicon.yesNos(said).includes(last)) {
    return { value: last, certain: false };
  }
  const certain =
    lexicon.hasWords(said) &&
    lexicon.understands(said) &&
    lexicon.yesNos(said).every((v) => v === value) &&
    !lexicon.isHedged(said) &&
    !lexicon.isQualified(said) &&
    !lexicon.isDoubleNegative(said);
  return { value, certain };
}

/**
 * The yes or no that opens the last sentence which opens with one ("… 😂 No, ella no maneja"),
 * or with "but" and one ("El Q Grader no lo tiene. Pero sí llevó un curso").
 */
function lastOpeningYesNo(said: string, lexicon: Lexicon): boolean | null {
  const afterBut = yesNoAfterBut(said, lexicon);
  if (afterBut !== null) return afterBut;
  const sentences = said.split(/[.!?…\n]+|\p{Extended_Pictographic}+/u).reverse();
  for (const sentence of sentences) {
    const [, first, second] = /^[^\p{L}]*(\p{L}+)(?:[^\p{L}]+(\p{L}+))?/u.exec(sentence) ?? [];
    if (!first) continue;
    const opening = second && lexicon.inEnglish(first) === 'but' ? second : first;
    const value = lexicon.yesNo(opening);
    if (value !== null) return value;
  }
  return null;
}

/**
 * "Ce n'est pas moi qui décide, mais si je pouvais, oui, directement": after the last "but", a
 * clause that is a yes or a no alone is the answer meant. Null when none is.
 */
function yesNoAfterBut(said: string, lexicon: Lexicon): boolean | null {
  const english = lexicon.inEnglish(said);
  const but = [...english.matchAll(/(?<![\p{L}])but(?![\p{L}])/giu)].at(-1);
  if (!but) return null;
  for (const clause of english.slice(but.index + 3).split(/[,;]/)) {
    const words = clause.trim().split(/\s+/).filter(Boolean);
    if (words.length === 0 || words.length > 2) continue;
    const value = lexicon.yesNo(clause);
    if (value !== null) return value;
  }
  return null;
}

/** Pronouns and articles a question and its answer share without echoing anything. */
const NO_ECHO = new Set(
  'er sie es ihr ich wir he she it they you i we el él ella ellos ellas usted ele ela eles elas voce você il elle ils elles on vous the der die das la le el o a os as'.split(
    ' ',
  ),
);
const NEGATION = /(?<![\p{L}])(?:not|no|never|none|nothing|nobody|neither)(?![\p{L}])/u;

/**
 * The question's verb said back as the answer, as German and Portuguese answer ("Hat sie einen
 * Staplerschein?" "Hat er, und fürn Schubmaststapler auch"; "Ele tem carteira?" "Tem, e …"):
 * a yes, offered (never stored unconfirmed). Only a short first clause without a negation; or
 * one that names back the thing asked after (thingNamedBack).
 */
function echoedYes(prompt: string, text: string, lexicon: Lexicon): Reading<boolean> | undefined {
  const words = (t: string) =>
    t
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .split(/[^\p{L}]+/u)
      .filter(Boolean);
  const clause = text.split(/[,.;:!?…\n—–]/u)[0] ?? '';
  const said = words(clause);
  if (said.length === 0 || text.includes('?')) return undefined;
  if (NEGATION.test(lexicon.inEnglish(clause))) return undefined;
  if (thingNamedBack(prompt, clause) || inversionSaidBack(prompt, clause)) {
    return { value: true, certain: false };
  }
  if (said.length > 4) return undefined;
  const asked = words(prompt)
    .slice(0, 2)
    .filter((w) => w.length >= 2 && !NO_ECHO.has(w));
  const sentence = text.split(/[.;!?…\n]/u)[0] ?? '';
  return said.slice(0, 2).some((w) => asked.includes(w)) ||
    (verbSaidBack(words(prompt), said[0]!) && !NEGATION.test(lexicon.inEnglish(sentence)))
    ? { value: true, certain: false }
    : undefined;
}

/**
 * The question's verb said back in the first person, as Portuguese answers ("Voltaria a levá-lo
 * para o mar?" "Levo, pois"): the answer's first word shares its first three letters with one
 * of the question's first four words, both four letters or more; never with a negation in its
 * sentence ("Confiar, nunca").
 */
function verbSaidBack(prompt: readonly string[], first: string): boolean {
  if (first.length < 4) return false;
  return prompt
    .slice(0, 4)
    .some((w) => w.length >= 4 && w !== first && w.slice(0, 3) === first.slice(0, 3));
}

/** A French question's inverted verb ("A-t-il ou elle …", "Parle-t-elle …", "Est-il …"). */
const FRENCH_INVERSION = /^\W*(\p{L}+)-(?:t-)?(?:il|elle)(?![\p{L}])/iu;

/**
 * That verb said back in the plain order, as French answers ("A-t-il un diplôme ?" "Il a le CFC
 * de technologue du lait"; "Parle-t-elle anglais ?" "Elle le parle"): a yes, offered.
 */
function inversionSaidBack(prompt: string, clause: string): boolean {
  const verb = FRENCH_INVERSION.exec(prompt)?.[1]?.toLowerCase();
  if (!verb) return false;
  const plain = new RegExp(
    `^\\W*(?:oui\\W+)?(?:il|elle)\\s+(?:(?:l['’]|le\\s+|la\\s+|les\\s+|en\\s+|y\\s+))?${verb}(?![\\p{L}])`,
    'iu',
  );
  return plain.test(clause);
}

/** An indefinite article, in the five languages ("un CAP", "einen Staplerschein", "a licence"). */
const INDEFINITE = /^(?:un|une|uno|una|um|uma|ein|eine|einen|einem|a|an)$/;

/**
 * The thing a question asks after named back with its article ("A-t-il un CAP couture ?" "Un CAP
 * métiers de la mode, puis un BMA"): the answer opens with an indefinite article and the word the
 * question has after one.
 */
function thingNamedBack(prompt: string, clause: string): boolean {
  const words = (t: string) =>
    t
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean);
  const said = words(clause);
  if (said.length < 2 || !INDEFINITE.test(said[0]!) || said[1]!.length < 2) return false;
  const asked = words(prompt);
  return asked.some((w, i) => i > 0 && w === said[1] && INDEFINITE.test(asked[i - 1]!));
}
