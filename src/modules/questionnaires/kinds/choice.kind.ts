import { z } from 'zod';
import type { Locale } from '../../../core/locale.ts';
import { fill, participantCopy } from '../../../core/participant-copy.ts';
import { escapeRegExp } from '../../../core/regexp.ts';
import { distinctItems } from '../../../core/schema-rules.ts';
import { base, baseInput, DESCRIBE, option, withPurpose } from './fields.ts';
import type { KindQuestion, Lexicon, QuestionKindModule, Reading } from './kind.types.ts';
import { answerPart } from './reading.ts';

/** The questionnaire hints of the interviewer, in a locale. */
const askIn = (locale: Locale) => participantCopy(locale).refereeAgent.questionnaire;

export interface ChoiceResult {
  kind: 'choice';
  multiple: boolean;
  /** Each option in the questionnaire's order, with how many referees picked it. */
  distribution: { option: string; count: number }[];
}

type Picked = string | string[];

function answer(q: KindQuestion): z.ZodType<Picked> {
  const one = z.enum((q.options ?? []) as [string, ...string[]]);
  if (!q.multiple) return one;
  return z
    .array(one)
    .min(1)
    .refine((picked) => new Set(picked).size === picked.length, 'repeats an option');
}

const input = z
  .strictObject({
    ...baseInput,
    kind: z.literal('choice').describe('One of its options, or several with `multiple`'),
    options: distinctItems(z.array(option).min(2).max(10), 'repeats an option').describe(
      DESCRIBE.options,
    ),
    multiple: z.boolean().optional().describe(`${DESCRIBE.multiple}; false by default`),
  })
  .meta({ id: 'NewChoiceQuestion' });

/** One of its `options`, or several with `multiple`. */
export const choiceKind: QuestionKindModule<'choice', Picked, ChoiceResult, typeof input> = {
  kind: 'choice',
  describe: '`choice`: one of its `options` (several with `multiple`)',
  title: 'Choice',
  fields: ['options', 'multiple'],
  input,
  normalise: (q: KindQuestion) =>
    withPurpose(q, { ...base(q), options: q.options ?? [], multiple: q.multiple ?? false }),
  answer,
  stored(q, value) {
    // Only the options the question has; one picked where several could be is still a pick.
    const options = q.options ?? [];
    const picked = [value]
      .flat()
      .filter((v): v is string => typeof v === 'string' && options.includes(v));
    return picked.length > 0 ? picked : undefined;
  },
  extract: answer,
  ask: (q) => ({
    key: q.key,
    kind: 'choice',
    prompt: q.prompt,
    required: q.required,
    options: q.options ?? [],
    multiple: q.multiple ?? false,
  }),
  control: { input: 'options', value: 'list' },
  read: readChoiceAnswer,
  say: {
    hint(q, locale) {
      const ask = askIn(locale);
      const quoted = (q.options ?? []).map((o) => fill(ask.options, { option: o }, locale));
      const last = q.multiple ? ask.and : ask.or;
      const options =
        quoted.length < 2
          ? quoted.join('')
          : `${quoted.slice(0, -1).join(', ')}${last}${quoted.at(-1)}`;
      return fill(q.multiple ? ask.choicesHint : ask.choiceHint, { options }, locale);
    },
    unread: (q, locale) => (q.multiple ? askIn(locale).needChoices : askIn(locale).needChoice),
    noted: (_q, value, locale) => {
      // "GitHub y Hojas de cálculo", as the options were listed in the hint (the catalogue's "and").
      const picked = [value].flat().map(String);
      const ask = askIn(locale);
      const said =
        picked.length < 2
          ? picked.join('')
          : `${picked.slice(0, -1).join(', ')}${ask.and}${picked.at(-1)}`;
      return fill(ask.noted, { value: said }, locale);
    },
  },
  aggregate(q, answers) {
    const picks = answers.map((a) => [a.value].flat());
    return {
      kind: 'choice',
      count: picks.length,
      multiple: q.multiple ?? false,
      distribution: (q.options ?? []).map((o) => ({
        option: o,
        count: picks.filter((chosen) => chosen.includes(o)).length,
      })),
    };
  },
  result: {
    kind: z.literal('choice').describe('The question kind'),
    multiple: z.boolean().describe('Whether several options could be picked'),
    distribution: z
      .array(
        z
          .object({
            option: z.string().describe('The option'),
            count: z.number().int().describe('Referees who picked it'),
          })
          .meta({ id: 'ChoiceOptionCount' }),
      )
      .describe("Each option, in the questionnaire's order"),
  },
  resultId: 'ChoiceQuestionResult',
  summary: (r, words) =>
    r.distribution
      .filter((d) => d.count > 0)
      .map((d) => `${d.option}: ${fill(words.choiceCount, { count: d.count, answered: r.count })}`)
      .join('; '),
  display(r, words) {
    if (r.count === 0) return [{ line: words.noAnswers, muted: true }];
    const rows = r.distribution.map((d) => ({
      label: d.option,
      value: words.choiceCount
        .replace('{count}', String(d.count))
        .replace('{answered}', String(r.count)),
    }));
    return [{ rows }, ...(r.multiple ? [{ line: words.severalAllowed, muted: true }] : [])];
  },
};

/** Lower case, accents and punctuation dropped: "Télétravail!" → "teletravail". */
function plain(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * A word as said, in the plural ("peers", "customers") or in the feminine form an option
 * written for both leaves out ("Praxisinhaber/in": "Praxisinhaberin"; "compañero/a":
 * "compañera"; "employé(e)": "employée").
 */
function sameWord(said: string, word: string): boolean {
  if (said === word || said === `${word}s` || said === `${word}es`) return true;
  // The adverb of an option's adjective ("presencialmente": "Presencial").
  if (word.length >= 5 && said === `${word}mente`) return true;
  if (said === `${word}in` || said === `${word}innen`) return true;
  if (word.length >= 4 && word.endsWith('o') && said === `${word.slice(0, -1)}a`) return true;
  // A German adjective's other endings ("stellvertretender" for "Stellvertretende").
  if (word.length >= 6 && word.endsWith('e') && /^(?:r|n|m|s)$/.test(said.slice(word.length))) {
    return said.startsWith(word);
  }
  return word.length >= 5 && (said === `${word}e` || said === `${word}es`);
}

/**
 * The one who does it, said for an option named by the doing, in German ("Filialleiterin" for
 * "Filialleitung", "Berater" for "Beratung", "Verwalterin" for "Verwaltung"): a loose naming,
 * offered, never taken, and never over an option named by its own word.
 */
function doerOf(said: string, word: string): boolean {
  if (word.length < 7 || !word.endsWith('ung')) return false;
  const doer = `${word.slice(0, -3)}er`;
  return said === doer || said === `${doer}in` || said === `${doer}innen`;
}

/**
 * The deputy of the role an option names, in one word ("subdiretora", "vicedirector",
 * "Vizepräsident", "sous-directrice", "vice-principal"): close to the role, not the role itself,
 * so a loose naming, offered, never taken.
 */
function deputyOf(said: string, word: string): boolean {
  const role = /^(?:sub|vice|vize|sous)-?(\p{L}{5,})$/u.exec(said)?.[1];
  return role !== undefined && (sameWord(role, word) || oneEditApart(role, word));
}

/**
 * A compound whose last part is an option's word, as German builds them ("Oberschule",
 * "Berufsschule" for "Schule"; "Stadtmuseum" for "Museum"): a kind of it, so a loose naming,
 * offered, never taken. Words of five letters or more, two letters at least before them.
 */
function headOf(said: string, word: string): boolean {
  return word.length >= 5 && said.length >= word.length + 2 && said.endsWith(word);
}

/** A kin word, folded, in the five languages ("filho", "Tochter", "ma fille", "my son"). */
const KIN =
  /^(?:son|daughter|mother|father|husband|wife|brother|sister|grand(?:son|daughter|mother|father)|hij[oa]s?|niet[oa]s?|madre|padre|marido|espos[oa]|herman[oa]s?|sohn|tochter|mutter|vater|ehemann|ehefrau|bruder|schwester|enkel(?:in)?|fils|fille|mere|pere|mari|epouse|frere|soeur|petite?-?fil(?:s|le)|filh[oa]s?|net[oa]s?|mae|pai|irma[o]?)$/u;

/**
 * One of the family said for an option that names the family ("Sou o filho da Dona Albertina":
 * "Familiar da pessoa cuidada"; "je suis sa fille": "Famille"): a loose naming, offered, never
 * taken.
 */
function kinOf(own: readonly string[], said: readonly string[]): boolean {
  return own.some((w) => /^famil/.test(w)) && said.some((s) => KIN.test(s));
}

/**
 * Words for one role across the five languages and their countries, folded, each group one
 * role: the owner of a business ("propriétaire", "dueña", "Inhaber"), and trades each country
 * names its own way ("gasfiter" in Chile, "plomero" in Mexico, "fontanero" in Spain).
 */
const SAME_ROLE: readonly RegExp[] = [
  /^(?:owner|proprietaire|patron|patronne|dueno|duena|propietari[oa]|dono|proprietari[oa]|inhaber|inhaberin|besitzer|besitzerin)$/u,
  /^(?:plumber|fontaner[oa]|plomer[oa]|gasfiter|gasfitero|gasista|canalizador|encanador|klempner|klempnerin|installateur|installateurin|plombier|plombiere)$/u,
  /^(?:carpenter|joiner|carpinter[oa]|ebanista|muebler[oa]|carpinteir[oa]|marceneir[oa]|tischler|tischlerin|schreiner|schreinerin|menuisier|menuisiere|ebeniste)$/u,
  /^(?:butcher|carnicer[oa]|tablajer[oa]|acougueir[oa]|talhante|metzger|metzgerin|fleischer|fleischerin|boucher|bouchere)$/u,
  // One who runs a team or a counter ("Chu le gérant du comptoir": "Chef … de rayon").
  /^(?:manager|gerant|gerante|gerente|chef|cheffe|jef[ea]|chefe|leiter|leiterin)$/u,
  // One's superior ("i bi ihri Cheffin gsi", "era su jefa": "Vorgesetzte/r", "Superior").
  /^(?:boss|superior|superiora|supervisor|supervisora|vorgesetzte|vorgesetzter|chef|chefin|cheffin|chefe|jef[ea]|superieur|superieure)$/u,
];

/**
 * A role said in another word of its group (SAME_ROLE) for the option that names it ("Chu le
 * propriétaire de la shop": "Patron(ne) de l'entreprise"; "era maestro gasfiter":
 * "Oficial fontanero/a"): a loose naming, offered, never taken.
 */
function sameRoleOf(own: readonly string[], said: readonly string[]): boolean {
  return SAME_ROLE.some((role) => own.some((w) => role.test(w)) && said.some((s) => role.test(s)));
}

/**
 * An Alemannic or Swabian "scht" said as the standard "st" ("Verkehrsmeischter",
 * "Fahrdienscht"): the word as written in the option, a loose naming (the same letters may be
 * another word). Unchanged without one.
 */
function withStandardSt(said: string): string {
  return said.length >= 6 ? said.replace(/(?<=\p{L})scht/gu, 'st') : said;
}

/** At most one letter changed, added, dropped or two swapped ("manger", "hybird"). */
function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1 || a === b) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  const same = (skipA: number, skipB: number) => a.slice(i + skipA) === b.slice(i + skipB);
  return (
    same(1, 1) || same(1, 0) || same(0, 1) || (a[i] === b[i + 1] && a[i + 1] === b[i] && same(2, 2))
  );
}

/** Articles of the five languages, folded. */
const ARTICLES = new Set(
  'the a an el la los las lo un una der die das den dem des ein eine einer einem le les l une o os as um uma'.split(
    ' ',
  ),
);
/** Articles, prepositions and conjunctions of the five languages, folded. */
const CONNECTORS = new Set([
  ...ARTICLES,
  ...(
    'of and or to in for with ' +
    'de del al y o en con para por ' +
    'und oder von zu im am fur mit ' +
    'd du des et ou au aux pour avec ' +
    'da do das dos e ou em no na nos nas com para'
  ).split(' '),
]);

/**
 * Each option's words that tell it from the others ("manager" of "Their
 * manager"; "customer" and "partner" of "A customer or partner"): not a
 * function word, in no other option (in any of the forms sameWord allows).
 */
function distinctiveWords(options: readonly string[], lexicon: Lexicon): string[][] {
  const words = options.map((o) => {
    const all = plain(o).split(' ');
    // An option is written in the questionnaire's language, which the lexicon reading the
    // message (often English, for a message put in English words) may not be: its articles
    // and prepositions ("de la" of "Limpieza de la casa") name nothing in any language.
    // (Only beside a word of four letters or more: "C+E" keeps its "e".)
    const named = all.filter((w) => !CONNECTORS.has(w));
    const worded = named.some((w) => w.length >= 4);
    return [
      ...(worded ? named : all).filter((w) => !lexicon.isFunctionWord(w)),
      ...elidedCompounds(o),
    ];
  });
  // Also not a word another option writes in another form ("Transport assis" beside "Transports
  // programmés"): "transports" said names both, so neither by it.
  const alike = (a: string, b: string) => a === b || sameWord(a, b) || sameWord(b, a);
  return words.map((own, i) =>
    own.filter((w) => !words.some((other, j) => j !== i && other.some((o) => alike(o, w)))),
  );
}

/**
 * A compound whose head is left out before "oder", "und" ("Bezirks- oder Regionalleitung"
 * is "Bezirksleitung" or "Regionalleitung"): the first part with each head the second may
 * end in (five letters or more), so "Bezirksleiter" names it.
 */
function elidedCompounds(option: string): string[] {
  const found: string[] = [];
  for (const m of option.matchAll(/(\p{L}{3,})-\s+(?:oder|und|bzw\.?|u\.)\s+(\p{L}{6,})/giu)) {
    const first = plain(m[1]!);
    const second = plain(m[2]!);
    for (let k = 3; second.length - k >= 5; k += 1) found.push(first + second.slice(k));
  }
  return found;
}

/** Words that are neither an option's nor a function word ("TS" beside "Go"). */
function hasUnplacedWords(options: readonly string[], text: string, lexicon: Lexicon): boolean {
  const known = new Set(options.flatMap((o) => plain(o).split(' ')));
  return plain(text)
    .split(' ')
    .filter(Boolean)
    .some(
      (w) =>
        !lexicon.isFunctionWord(w) &&
        ![...known].some((k) => sameWord(w, k)) &&
        !/^(?:all|both|them|mostly|mainly|plus|some|bit|lot|too)$/.test(w),
    );
}

/** Every word of an option said one after the other, each as sameWord allows ("Filialleiterin"). */
function wholeOptionSaid(
  option: readonly string[],
  said: readonly string[],
  same: (said: string, word: string) => boolean,
): boolean {
  if (option.length === 0) return false;
  return said.some((_, at) =>
    option.every((w, k) => said[at + k] !== undefined && same(said[at + k]!, w)),
  );
}

/** Prepositions of place and the articles after them, folded ("en una", "in the", "no", "dans le"). */
const AT_A_PLACE = /^(?:en|in|im|at|a|au|aux|dans|no|na|nos|nas|em|bei|beim)$/;

/** Each time the word is said (as sameWord allows), it follows a preposition of place ("en una obra"). */
function onlyAsAPlace(word: string, said: readonly string[]): boolean {
  const at = said.flatMap((s, i) => (sameWord(s, word) ? [i] : []));
  return (
    at.length > 0 &&
    at.every((i) => {
      const before = ARTICLES.has(said[i - 1] ?? '') ? said[i - 2] : said[i - 1];
      return AT_A_PLACE.test(before ?? '');
    })
  );
}

/** A verb of working ("trabalhava", "trabajó", "arbeitete", "travaillait", "worked"), folded. */
const WORKED = /^(?:trabalh|trabaj|arbeit|travaill|work)\p{L}*$/u;

/** The word said after a preposition of place that follows a verb of working ("trabalhava na calandra"). */
function workedAt(word: string, said: readonly string[]): boolean {
  return said.some((s, i) => {
    if (!sameWord(s, word)) return false;
    const at = ARTICLES.has(said[i - 1] ?? '') ? i - 2 : i - 1;
    return AT_A_PLACE.test(said[at] ?? '') && WORKED.test(said[at - 1] ?? '');
  });
}

/**
 * A word of an option names it when said: unless, after the option's head, it is said only as
 * where one is ("estoy en una obra": not "Encargado/a de obra"), and the option is no place
 * itself ("In the office").
 */
function namesOption(word: string, option: readonly string[], said: readonly string[]): boolean {
  return word === option[0] || onlyAsAPlace(word, option) || !onlyAsAPlace(word, said);
}

interface Picks {
  sure: Set<number>;
  loose: Set<number>;
}

/** The options the words name: by a word of their own (sure), or by its start or a typo (loose). */
function optionsNamed(options: readonly string[], text: string, lexicon: Lexicon): Picks {
  const said = plain(text).split(' ').filter(Boolean);
  const whole = ` ${plain(text)} `;
  // A word an option is written with ("Tastführungen") names that option, no other one.
  const optionWords = new Set(options.flatMap((o) => plain(o).split(' ')));
  const sure = new Set<number>();
  const loose = new Set<number>();
  distinctiveWords(options, lexicon).forEach((own, i) => {
    const itsWords = plain(options[i]!).split(' ');
    const nameable = (w: string) => namesOption(w, itsWords, said);
    const byWord = own.filter((w) => said.some((s) => sameWord(s, w)) && nameable(w));
    // "trabalhava na calandra": a word said only as where one worked may be the machine or the
    // counter of the job as well as a place: offered, never taken. Not where one is now
    // ("estoy en una obra").
    const asAPlace = own.some((w) => !nameable(w) && workedAt(w, said));
    // A verb ("managed", "reporting") says who did what to whom: "I managed her" is not "Someone they managed".
    if (
      whole.includes(` ${plain(options[i]!)} `) ||
      wholeOptionSaid(plain(options[i]!).split(' '), said, sameWord) ||
      byWord.some((w) => !/(?:ed|ing)$/.test(w))
    ) {
      sure.add(i);
    } else if (
      byWord.length > 0 ||
      wholeOptionSaid(
        plain(options[i]!).split(' '),
        said,
        (s, w) => sameWord(s, w) || doerOf(s, w),
      ) ||
      own.some((w) =>
        said.some((s) => doerOf(s, w) || deputyOf(s, w) || (headOf(s, w) && !optionWords.has(s))),
      ) ||
      kinOf(own, said) ||
      sameRoleOf(own, said) ||
      asAPlace
    ) {
      loose.add(i);
    } else if (
      own.some((w) =>
        said.some(
          // A small word of the language is no option clipped ("er war" is no "Wartung"); a
          // word said only as where one is names no option (byWord).
          (s) =>
            (nameable(w) && s.length >= 3 && w.startsWith(s) && !lexicon.isFunctionWord(s)) ||
            (w.length >= 5 && oneEditApart(s, w)) ||
            (withStandardSt(s) !== s && sameWord(withStandardSt(s), w)),
        ),
      )
    ) {
      loose.add(i);
    }
  });
  return { sure, loose };
}

/**
 * "I am / I was", or "(s)he was" ("Chuy era oficial aqui en el taller"), and an article or a
 * possessive after it, in the five languages (folded).
 */
const I_AM =
  /(?:^| )(?:i am|i m|im|i was|soy|yo era|fui|ich bin|ich war|i bi|i bin|ig bi|je suis|j etais|jetais|sou|eu era|eu fui|he was|she was|era|fue|war|etait|foi)((?: (?:the|a|an|her|his|their|el|la|un|una|su|der|die|das|ein|eine|sein|seine|ihr|ihre|le|la|l|un|une|son|sa|o|a|um|uma|seu|sua|dele|dela))*)((?: [\p{L}\p{N}]+){1,2})/u;

/** The words a speaker names themself or the candidate by ("ich bin der Landwirt": "landwirt"), else none. */
function selfNamed(text: string): string[] {
  const m = I_AM.exec(plain(text));
  return m ? m[2]!.trim().split(' ') : [];
}

/** An option that is a roster of days on and off ("14x7", "4×4"). */
const ROSTER_OPTION = /^\s*\d{1,2}\s*[x×]\s*\d{1,2}\s*$/iu;
const ROSTER_SAID =
  /(?<![\p{N}.,])(\d{1,2})\s*(?:x|×|\*|\/|por|by|per|sur|auf|zu)\s*(\d{1,2})(?![\p{N}]|[.,]\p{N})/giu;

/**
 * "14 por 7", "14 by 7", "14/7", "14 sur 7": a roster said the way people say it, written as
 * the options write it ("14x7"), when some option is one.
 */
function rostersAsWritten(options: readonly string[], text: string): string {
  return options.some((o) => ROSTER_OPTION.test(o)) ? text.replace(ROSTER_SAID, '$1x$2') : text;
}

const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI'];
/** Numerals as words no typo turns into one another ("numeralone", "numeraltwo"). */
const NUMERAL_WORDS = ['one', 'two', 'three', 'four', 'five', 'six'];
/** An option ending in a word and a Roman numeral ("Ensino fundamental I", "Nivel II"). */
const ROMAN_OPTION = /(\p{L}{3,})\s+(I|II|III|IV|V|VI)\s*$/u;

/**
 * Options numbered in Roman after a word ("Ensino fundamental I", "… II") as the reader
 * matches them, and the message with that word's numeral said either way ("fundamental 1",
 * "fundamental I", "fundamental I e II") written alike: each numeral a word of its own
 * ("numeralone"), so "I" is no pronoun and "1" no place in the list. Options without one are
 * left as they are.
 */
function withNumeralsNamed(
  options: readonly string[],
  text: string,
): { options: readonly string[]; text: string } {
  const numbered = options.map((option) => ROMAN_OPTION.exec(option));
  if (!numbered.some(Boolean)) return { options, text };
  const numeral = (said: string) => {
    const roman = ROMAN.indexOf(said.toUpperCase());
    return `numeral${NUMERAL_WORDS[roman >= 0 ? roman : Number(said) - 1]}`;
  };
  let said = text;
  for (const m of numbered) {
    if (!m) continue;
    const figure = ROMAN.indexOf(m[2]!) + 1;
    const spelt = new RegExp(
      `(?<![\\p{L}])(${escapeRegExp(m[1]!)})\\s*(?:${m[2]}|${figure})(?![\\p{L}\\p{N}])`,
      'giu',
    );
    said = said.replace(spelt, (_, word: string) => `${word} ${numeral(String(figure))}`);
  }
  for (let before = ''; before !== said; ) {
    before = said;
    said = said.replace(CHAINED_NUMERAL, (_, lead: string, n: string) => `${lead}${numeral(n)}`);
  }
  return {
    options: options.map((option, i) => {
      const m = numbered[i];
      return m ? `${option.slice(0, m.index)}${m[1]} ${numeral(m[2]!)}` : option;
    }),
    text: said,
  };
}

/** A numeral right after another one and "and" or a comma ("fundamental I e II", "1 y 2"). */
const CHAINED_NUMERAL =
  /(numeral(?:one|two|three|four|five|six)\s*(?:,|\/|&|\band\b|\be\b|\by\b|\bet\b|\bund\b)\s*)(VI|IV|V|III|II|I|[1-6])(?![\p{L}\p{N}])/giu;

/** A tool's trade shorthand ("SFDC" for Salesforce), as the option writing it in full reads. */
const SHORTHANDS: ReadonlyArray<[RegExp, string]> = [
  [/(?<![\p{L}\p{N}])sfdc(?![\p{L}\p{N}])/giu, 'Salesforce'],
];

/** "SFDC y Sales Nav": a shorthand written as the option it stands for, when some option is it. */
function shorthandsAsWritten(options: readonly string[], text: string): string {
  return SHORTHANDS.reduce(
    (said, [shorthand, option]) =>
      options.some((o) => plain(o) === plain(option)) ? said.replace(shorthand, option) : said,
    text,
  );
}

/**
 * The options a message picks, certain only when exactly the options meant
 * are named by their own words or place ("I was actually her manager, not
 * a peer": the manager; "the second one"; "remote and hybrid"). What it
 * says is not meant is left out ("not hybrid"); what it leaves when only
 * denials are said ("anything but office") is offered, not taken. A word's
 * start or a typo ("hyb", "manger") is offered, not taken. None when the
 * words name no option, several for a single choice, or say none of them.
 */
function readChoiceAnswer(
  question: KindQuestion,
  text: string,
  lexicon: Lexicon,
): Reading<Picked> | undefined {
  const part = answerPart(text, lexicon);
  if (part === undefined) return undefined;
  const settled = readChoiceFrom(question, part, lexicon);
  if (settled !== undefined) return settled;
  // "… Fins de semana não, ao fim de semana ficava eu... quer dizer, ficava a minha mãe": a
  // correction of something else (who stayed) names no option after it; the options said
  // before it are offered, never taken.
  const clean = lexicon.withoutNoise(text).trim();
  if (lexicon.settled(clean).trim() === clean) return undefined;
  const whole = readChoiceFrom(question, clean, lexicon);
  return whole && { value: whole.value, certain: false };
}

function readChoiceFrom(
  question: KindQuestion,
  part: string,
  lexicon: Lexicon,
): Reading<Picked> | undefined {
  const shown = question.options ?? [];
  if (lexicon.saysNoneOf(part)) return undefined;
  const numbered = withNumeralsNamed(shown, part);
  const options = numbered.options;
  const said = shorthandsAsWritten(options, rostersAsWritten(options, numbered.text));
  const { kept, negated } = lexicon.negated(said);
  const named = optionsNamed(options, kept, lexicon);
  const denied = optionsNamed(options, negated.join(' '), lexicon).sure;
  let certain = !lexicon.isHedged(said) && lexicon.understands(said, options);
  let picked = [...named.sure];
  if (picked.length === 0) {
    const place = lexicon.place(kept);
    if (place !== null && place < options.length) picked = [place < 0 ? options.length - 1 : place];
    // A bare figure ("4") may answer another question (a rating): offered, not taken.
    if (/^\W*\d+\W*$/.test(kept)) certain = false;
  }
  if (picked.length === 0 && question.multiple) {
    // "2 and 4": places by figures alone, which may answer another question: offered, not taken.
    picked = lexicon.places(kept).filter((i) => i >= 0 && i < options.length);
    if (picked.length > 0) certain = false;
  }
  if (picked.length === 0 && question.multiple && lexicon.saysAll(kept)) {
    picked = options.map((_, i) => i);
  }
  if (picked.length === 0 && named.loose.size > 0) {
    picked = [...named.loose];
    certain = false;
  } else if (question.multiple && named.sure.size > 0) {
    // "Salesforce y Sales Nav": an option named in full and another by its word's start; both
    // offered, never taken ("Java" is no start of "JavaScript" said: the whole name is there).
    const sure = picked.map((i) => plain(options[i]!));
    const more = [...named.loose].filter(
      (i) => !picked.includes(i) && !sure.some((name) => plain(options[i]!).startsWith(name)),
    );
    if (more.length > 0) {
      picked = [...picked, ...more];
      certain = false;
    }
  }
  if (picked.length === 0 && denied.size > 0) {
    picked = options.map((_, i) => i).filter((i) => !denied.has(i));
    certain = false;
  }
  picked = picked.filter((i) => !denied.has(i)).sort((a, b) => a - b);
  if (picked.length === 0) return undefined;
  // Several may be picked: a word that names no option ("TS, a bit of Go") may be one more, so the list is offered.
  if (question.multiple && hasUnplacedWords(options, kept, lexicon)) certain = false;
  if (!question.multiple) {
    if (picked.length === 1) return { value: shown[picked[0]!]!, certain };
    // "Yo era su responsable directo en el servicio de atención al cliente": one option said
    // by two words of its own or more, the others by fewer, is offered, never taken.
    const own = distinctiveWords(options, lexicon);
    const words = plain(kept).split(' ');
    const said = (i: number) => own[i]!.filter((w) => words.some((s) => sameWord(s, w))).length;
    const [most, ...rest] = [...picked].sort((a, b) => said(b) - said(a));
    if (said(most!) >= 2 && rest.every((i) => said(i) < said(most!))) {
      return { value: shown[most!]!, certain: false };
    }
    // "O guri era operador de colheitadeira aqui na fazenda" to "Qual era a função … na
    // fazenda?": an option said only by a word of the question itself ("Gerente de fazenda")
    // is the place talked of, not a pick; the one option left is offered, never taken.
    const asked = new Set(plain(question.prompt).split(' '));
    const byOwnWord = picked.filter((i) =>
      own[i]!.some(
        (w) =>
          !asked.has(w) &&
          namesOption(w, plain(options[i]!).split(' '), words) &&
          words.some((s) => sameWord(s, w)),
      ),
    );
    if (byOwnWord.length === 1) return { value: shown[byOwnWord[0]!]!, certain: false };
    // "Ich bin der Landwirt, der Hof gehört mir" to "In welcher Rolle …?": of two options named,
    // the one the speaker says they are ("I am the …", "soy el …", "je suis …") is offered; so is
    // the one the candidate was ("Chuy era oficial aqui en el taller": not "Encargado de taller").
    const role = selfNamed(kept);
    const byRole = picked.filter((i) =>
      own[i]!.some((w) => role.some((s) => sameWord(s, w) || sameWord(withStandardSt(s), w))),
    );
    if (byRole.length === 1) return { value: shown[byRole[0]!]!, certain: false };
    return undefined;
  }
  return { value: picked.map((i) => shown[i]!), certain };
}
