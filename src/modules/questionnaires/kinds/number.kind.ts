import { z } from 'zod';
import type { Locale } from '../../../core/locale.ts';
import { figureAsStored, fill, participantCopy } from '../../../core/participant-copy.ts';
import { base, baseInput, bound, DESCRIBE, withPurpose } from './fields.ts';
import type {
  KindQuestion,
  Lexicon,
  Quantity,
  QuantityUnit,
  QuestionKindModule,
  Reading,
} from './kind.types.ts';
import { fold } from './lexicons/reading-in.ts';
import { answerPart, isMostlyElse, namesAnother, withoutClockTimes } from './reading.ts';

/** The questionnaire hints of the interviewer, in a locale. */
const askIn = (locale: Locale) => participantCopy(locale).refereeAgent.questionnaire;

export interface NumberResult {
  kind: 'number';
  values: { refereeName: string; value: number }[];
  mean: number | null;
  min: number | null;
  max: number | null;
}

const nullableNum = z.number().nullable();

/** The smallest answer: its `min`; an absent bound leaves that side open. */
const lowest = (q: KindQuestion) => q.min ?? Number.NEGATIVE_INFINITY;
/** The largest answer: its `max`; an absent bound leaves that side open. */
const highest = (q: KindQuestion) => q.max ?? Number.POSITIVE_INFINITY;

/**
 * The question's own bounds, in one order: a bound left out stays out (not
 * filled in with a stand-in figure), so a question re-sent without `min` is
 * the same question and publishes no new version. One stored before issue 41
 * with the then cap (±1,000,000) keeps it: it reads as it was stored.
 */
function bounds(q: KindQuestion): Pick<KindQuestion, 'min' | 'max'> {
  return {
    ...(typeof q.min === 'number' ? { min: q.min } : {}),
    ...(typeof q.max === 'number' ? { max: q.max } : {}),
  };
}

/** An answer within the question's bounds: any finite number on an open side. */
function answerWithin(q: KindQuestion): z.ZodNumber {
  let schema = z.number();
  if (typeof q.min === 'number') schema = schema.min(q.min);
  if (typeof q.max === 'number') schema = schema.max(q.max);
  return schema;
}

/**
 * The mean of finite numbers, finite too: the plain sum overflows for
 * answers near the largest double (1e308 + 1e308), so it is then summed
 * in shares.
 */
export function meanOf(numbers: number[]): number | null {
  if (numbers.length === 0) return null;
  const sum = numbers.reduce((total, v) => total + v, 0);
  if (Number.isFinite(sum)) return sum / numbers.length;
  return numbers.reduce((total, v) => total + v / numbers.length, 0);
}

const input = z
  .strictObject({
    ...baseInput,
    kind: z
      .literal('number')
      .describe('Any number from `min` to `max`, decimals and negatives too'),
    min: bound.optional().describe(DESCRIBE.min),
    max: bound.optional().describe(DESCRIBE.max),
  })
  .superRefine((question, ctx) => {
    if (question.min !== undefined && question.max !== undefined && question.min > question.max) {
      ctx.addIssue({ code: 'custom', path: ['max'], message: 'is below `min`' });
    }
  })
  .meta({ id: 'NewNumberQuestion' });

/**
 * Any finite number between its optional `min` and `max` (CONTRACT
 * "Questionnaires"): decimals and negatives too ("2.5 years", a temperature,
 * a balance). A bound left out leaves that side open: no cap of ours narrows
 * the CONTRACT (issue 41 removed the ±1,000,000 one).
 */
export const numberKind: QuestionKindModule<'number', number, NumberResult, typeof input> = {
  kind: 'number',
  describe: '`number`: any number from `min` to `max` (decimals and negatives too)',
  title: 'Number',
  fields: ['min', 'max'],
  input,
  normalise: (q: KindQuestion) => withPurpose(q, { ...base(q), ...bounds(q) }),
  answer: answerWithin,
  stored: (_q, value) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined),
  extract: () => z.number().describe('a number (decimals and negatives allowed)'),
  ask: (q) => ({ key: q.key, kind: 'number', prompt: q.prompt, required: q.required }),
  control: { input: 'decimal', value: 'number' },
  read: readNumberAnswer,
  say: {
    hint: (_q, locale) => askIn(locale).numberHint,
    unread: (_q, locale) => askIn(locale).needNumber,
    noted: (q, value, locale, lexicon) =>
      fill(askIn(locale).noted, { value: amountInWords(q, value, locale, lexicon) }, locale),
  },
  aggregate(_q, answers) {
    const numbers = answers.map((a) => a.value);
    const some = numbers.length > 0;
    return {
      kind: 'number',
      count: numbers.length,
      values: answers.map((a) => ({ refereeName: a.refereeName, value: a.value })),
      mean: meanOf(numbers),
      min: some ? Math.min(...numbers) : null,
      max: some ? Math.max(...numbers) : null,
    };
  },
  result: {
    kind: z.literal('number').describe('The question kind'),
    values: z
      .array(
        z
          .object({
            refereeName: z.string().describe('The referee'),
            value: z.number().describe('The number given'),
          })
          .meta({ id: 'NumberAnswer' }),
      )
      .describe('Each answer with its referee'),
    mean: nullableNum.describe('Mean of the answers, unrounded'),
    min: nullableNum.describe('Smallest answer'),
    max: nullableNum.describe('Largest answer'),
  },
  resultId: 'NumberQuestionResult',
  summary: (r, words, formatScore) =>
    fill(words.numberMean, { mean: formatScore(r.mean), min: r.min ?? '–', max: r.max ?? '–' }),
  display(r, words, formatScore) {
    if (r.count === 0) return [{ line: words.noAnswers, muted: true }];
    return [
      { rows: r.values.map((v) => ({ label: v.refereeName, value: String(v.value) })) },
      {
        line: words.numberMean
          .replace('{mean}', formatScore(r.mean))
          .replace('{min}', r.min === null ? '' : String(r.min))
          .replace('{max}', r.max === null ? '' : String(r.max)),
        muted: true,
      },
    ];
  },
};

/**
 * A number answer as the participant reads it back: in the unit its prompt
 * asks in, which is the unit the reader stored it in ("24 months" for "2
 * years" or a bare "24" to a question in months), or as a number alone when
 * the prompt names none. A bare "24" acknowledged "Noted: 24." leaves the
 * referee to guess what was kept; the unit says it. Digits and plurals are
 * the language's (the catalogue's ICU `units`), with every decimal stored
 * (figureAsStored: `Intl`'s default, and so ICU's `#`, would cut them to
 * three).
 */
export function amountInWords(
  question: KindQuestion,
  value: number,
  locale: Locale,
  lexicon: Lexicon,
): string {
  const unit = lexicon.unitAsked(question.prompt);
  const amount = figureAsStored(value, locale);
  if (unit === null) return amount;
  return fill(askIn(locale).units[unit], { count: value }, locale);
}

/**
 * A number, decimals and negatives included ("2.5", "2,5 años", "anderthalb",
 * "1 1/2", "-3"), certain only when the words give one amount without doubt,
 * in the question's unit or one stated and converted to a whole number of
 * it ("2.5 years" for a question in months: 30). Uncertain when hedged,
 * left open ("4 or 5", "2-3 years"), a limit ("over 10", "not even one"),
 * vague ("a few"), approximate where the question does not ask for a rough
 * figure, a figure that reads two ways ("2,5" in English, "1,000" in
 * German), a bare figure that could be in another unit, converted with a
 * remainder ("18 months" in years), a part of a person, worked out from
 * dates, a time since ("5 years ago"), written after another question's
 * name, or lost in a long message. None for an amount of
 * another kind (people for a length), calendar years, several amounts with
 * none picked ("craft 5, collaboration 4"), or a non-answer.
 */
function readNumberAnswer(
  question: KindQuestion,
  text: string,
  lexicon: Lexicon,
): Reading<number> | undefined {
  const part = withApologyAside(answerPart(withoutClockTimes(text), lexicon), text, lexicon);
  if (part === undefined || lexicon.refuses(text)) return undefined;
  const said = withUnitApart(part);
  const asked = lexicon.unitAsked(question.prompt);
  // The amounts' places are in the message's English words (the lexicon reads them so).
  const english = lexicon.inEnglish(said);
  const per = perAsked(question.prompt);
  const daysOn = daysOnOfRotation(question, said, asked, per);
  if (daysOn !== undefined) return { value: daysOn, certain: false };
  const amounts = lexicon
    .quantities(said)
    .filter((q) => !q.calendar && fits(q.unit, asked, lexicon))
    // "le doy un 5 … seis años" to "how many years?": the mark given is a rating, not the years.
    .filter((q) => !(q.unit === null && asked !== null && givenAsMark(english, q.start)))
    // "Communication 5" beside "two years": a bare figure under another question's name is that question's.
    .filter(
      (q) =>
        q.unit !== null ||
        !namesAnother(question, q.labelledBy, lexicon) ||
        countsAsked(question, english, q.end) ||
        // "normalerweise 6", "2000 sq ft per hour": the usual case, or the rate asked, names
        // no other question.
        USUAL.test(fold(q.labelledBy ?? '')) ||
        (per !== undefined && saidAsRate(english, q, per)),
    );
  withoutTheScale(question, english, amounts);
  const apart = amounts.length >= 2 ? apartFromTimeTogether(question, english, amounts) : [];
  const alone = apart.length === 1 ? apart[0] : undefined;
  const total = totalOfParts(amounts, lexicon);
  const withUnit = amounts.length >= 2 ? onlyOneWithTheUnit(amounts, asked, lexicon) : undefined;
  const usual = amounts.length >= 2 ? usualAmount(english, amounts) : undefined;
  const rate = amounts.length >= 2 && per ? rateAsked(per, english, amounts) : undefined;
  const picked =
    amounts.filter((q) => q.settled).at(-1) ??
    (amounts.length === 1 ? amounts[0] : undefined) ??
    sameAmountRestated(amounts) ??
    usual ??
    rate ??
    alone ??
    total ??
    withUnit ??
    totalBeforeItsParts(text, asked, lexicon) ??
    (amounts.length === 2 ? stretchesAddedUp(english, amounts, lexicon) : undefined) ??
    totalOfPeriods(
      lexicon.quantities(said).filter((q) => !q.calendar),
      lexicon,
    );
  if (!picked) return undefined;
  const converted = picked.unit !== null && asked !== null && picked.unit !== asked;
  // Floating-point noise cut ("1.1 years" is 13.2 months, not 13.200000000000001).
  const exact = Number(
    (converted ? lexicon.convert(picked.value, picked.unit!, asked!)! : picked.value).toPrecision(
      12,
    ),
  );
  // A conversion with a remainder ("18 months" in years: 1.5; "3 years and 4 months" in years) or
  // a third ("⅓": no exact decimal) is offered to two decimals, and confirmed.
  const remainder =
    (converted || picked.compound === true || picked.inexact === true) && !Number.isInteger(exact);
  const value = remainder ? Math.round(exact * 100) / 100 : exact;
  if (!Number.isFinite(value) || value < lowest(question) || value > highest(question)) {
    return undefined;
  }
  const certain =
    !remainder &&
    !picked.ambiguous &&
    !(countsPeople(picked.unit, asked) && !Number.isInteger(value)) &&
    lexicon.understands(said) &&
    !lexicon.isHedged(said) &&
    !doubtful(picked, lexicon.asksRoughly(question.prompt)) &&
    !(picked.unit === null && couldBeAnotherUnit(value, asked)) &&
    !(picked.unit !== null && asked === null) &&
    !(picked.unit === null && isMostlyElse(said)) &&
    !USUAL.test(fold(picked.labelledBy ?? ''));
  return {
    value,
    certain:
      certain &&
      picked !== alone &&
      picked !== rate &&
      picked !== usual &&
      picked !== total &&
      picked !== withUnit &&
      amounts.includes(picked),
  };
}

/**
 * "Ni una vez. Cero", "None, zero": one amount said twice, once in words that are only a limit
 * or vague, once plainly. The plain one is the answer.
 */
function sameAmountRestated(amounts: Quantity[]): Quantity | undefined {
  if (amounts.length < 2) return undefined;
  const [first] = amounts;
  const same = amounts.every(
    (q) => q.value === first!.value && q.unit === first!.unit && !q.range && !q.ago,
  );
  const plain = amounts.filter((q) => !q.vague && !q.approximate && !q.bound);
  return same && plain.length === 1 ? plain[0] : undefined;
}

/** Between a mark and the top of its scale: "9 of 10", "9 von 10", "9 sur 10", "9 de 10", "9/10". */
const OUT_OF = /^\s*(?:\/|out of|of|von|auf|sur|de|su|em)\s*$/iu;

/**
 * "Zehn von zehn", "un 9 de 10" to a question asked from 0 to 10: the figure after "of" is the
 * scale the question gives, not a second amount. Dropped, and the mark before it marked as read
 * two ways (offered, never taken: "3 de 10" may count people).
 */
function withoutTheScale(question: KindQuestion, english: string, amounts: Quantity[]): void {
  if (typeof question.max !== 'number') return;
  for (let i = amounts.length - 1; i >= 1; i -= 1) {
    const [mark, top] = [amounts[i - 1]!, amounts[i]!];
    if (top.value !== question.max || top.unit !== null || mark.unit !== null) continue;
    if (!OUT_OF.test(english.slice(mark.end, top.start))) continue;
    amounts.splice(i - 1, 2, { ...mark, ambiguous: true });
    i -= 1;
  }
}

/** Words that go on to explain what was said, in the five languages. */
const EXPLAINS =
  /(?<![\p{L}])(?:enfin|bueno|pues|also|well|o sea|es decir|ou seja|quer dizer|c['’]est-à-dire|das hei(?:ß|ss)t|d\.\s?h\.|that is|i\.e\.|bom|bon)(?![\p{L}])/iu;
/** Words that take back what was said, in the five languages. */
const TAKES_BACK =
  /(?<![\p{L}])(?:no|not|nein|non|não|nao|wait|warte|attends|espera|sorry|perd[oó]n|pardon|desculpa|quise decir|i meant|ich meinte|je voulais dire|quis dizer)(?![\p{L}])/iu;

/**
 * "4 ans et demi. Enfin sa thèse a duré 3 ans et après 18 mois": a total, then "I mean" and
 * the parts that make it up: the words after the cue explain the total, they take nothing
 * back. The total, from the whole message (totalOfParts), to offer.
 */
function totalBeforeItsParts(
  text: string,
  asked: QuantityUnit | null,
  lexicon: Lexicon,
): Quantity | undefined {
  const whole = lexicon.withoutNoise(text);
  if (whole === lexicon.settled(whole).trim()) return undefined;
  // Explained ("enfin", "bueno", "also", "well"), not taken back ("no wait", "quise decir").
  if (!EXPLAINS.test(whole) || TAKES_BACK.test(whole)) return undefined;
  const amounts = lexicon
    .quantities(whole)
    .filter((q) => !q.calendar && fits(q.unit, asked, lexicon));
  return totalOfParts(amounts, lexicon);
}

/**
 * "dos años y medio, perdona que me sale el menorquín": the words after a "sorry" hold no amount,
 * so they apologise for how it was said and take nothing back: the amount before them stands.
 */
function withApologyAside(
  part: string | undefined,
  text: string,
  lexicon: Lexicon,
): string | undefined {
  if (part === undefined || lexicon.quantities(part).length > 0) return part;
  const clean = lexicon.withoutNoise(withoutClockTimes(text));
  const at = clean.lastIndexOf(part.trim());
  if (at <= 0) return part;
  const before = clean.slice(0, at);
  return lexicon.quantities(before).length > 0 ? before : part;
}

/** "200m²", "30qm", "500sqft": a figure glued to a unit of area, set apart from it ("200 m²"). */
function withUnitApart(text: string): string {
  return text.replace(/(\d)(?=(?:m²|m2|qm|km²|km2|sqm|sq ?ft|ft²|ha)(?![\p{L}\p{N}]))/giu, '$1 ');
}

/** What a rate is counted per, in the five languages (folded): an hour, a day, a week, a shift. */
const PER_WHAT: Readonly<Record<string, RegExp>> = {
  hour: /(?:stunden?|std|hours?|hrs?|horas?|heures?|h)(?![\p{L}])/u,
  day: /(?:tage?n?|days?|dias?|jours?|journees?)(?![\p{L}])/u,
  week: /(?:wochen?|weeks?|semanas?|semaines?)(?![\p{L}])/u,
  shift: /(?:schichten|schicht|shifts?|turnos?|vacations?|dienste?)(?![\p{L}])/u,
};
/** "per", "a", "in", "each" before what a rate is counted per ("pro Stunde", "por hora", "/h"). */
const PER = '(?:pro|per|por|par|in|en|em|a|an|au|je|cada|each|every|jede\\p{L}*|chaque|by|\\/)';

/** What the prompt counts per ("pro Stunde", "por hora", "a day", "par vacation"), if it does. */
function perAsked(prompt: string): RegExp | undefined {
  const asked = fold(prompt);
  return Object.values(PER_WHAT).find((what) =>
    new RegExp(
      `(?<![\\p{L}])${PER}\\s+(?:(?:eine?[nmrs]?|one|uma?|une?|la|el|le|the|cada)\\s+)?${what.source}`,
      'u',
    ).test(asked),
  );
}

/** A rotation of days on and days off, as crews say it: "8x6", "14 × 14". */
const ROTATION = /(?<![\p{N}]|\d[.,])(\d{1,2})\s*[x×]\s*(\d{1,2})(?![\p{N}]|[.,]\d)/gu;

/**
 * "haciamos 8x6, ocho adentro y seis en la casa" to "how many days in a row per shift?": the
 * rotation's first figure is the days on; offered, never taken (a rotation may be said the
 * other way round). Only one rotation, and only to days asked per shift.
 */
function daysOnOfRotation(
  question: KindQuestion,
  said: string,
  asked: QuantityUnit | null,
  per: RegExp | undefined,
): number | undefined {
  if (asked !== 'day' || per !== PER_WHAT.shift) return undefined;
  const rotations = [...said.matchAll(ROTATION)];
  if (rotations.length !== 1) return undefined;
  const value = Number(rotations[0]![1]);
  return value >= lowest(question) && value <= highest(question) ? value : undefined;
}

/** "185 m² pro Stunde", "60 caixas por hora", "2000 sq ft per hour": a figure said per `per`. */
function saidAsRate(english: string, amount: Quantity, per: RegExp): boolean {
  const after = new RegExp(
    `^\\s*(?:[\\p{L}]{1,12}[²2]?\\.?\\s*){0,2}${PER}\\s*(?:(?:eine?[nmrs]?|one|uma?|une?|1|la|el|le|the|cada)\\s+)?${per.source}`,
    'u',
  );
  return after.test(fold(english).slice(amount.end, amount.end + 40));
}

/**
 * "… 740 m², durch 4 Stunden… also 185 m² pro Stunde" to "wie viele Quadratmeter pro Stunde?":
 * of several figures, the only one said as a rate per what the prompt counts per (an hour, a
 * day, a week, a shift) is the amount; offered, never taken.
 */
function rateAsked(
  per: RegExp,
  english: string,
  amounts: readonly Quantity[],
): Quantity | undefined {
  const rates = amounts.filter((a) => saidAsRate(english, a, per));
  return rates.length === 1 ? rates[0] : undefined;
}

/**
 * The usual case said in the languages' words (folded): "normal", "normally", "usually", "on
 * average", "en un día normal", "normalerweise", "im Schnitt", "en temps normal", "em média".
 */
const USUAL =
  /(?<![\p{L}])(?:normal\p{L}*|usual(?:ly)?|typical(?:ly)?|(?:on )?average|ordinary|generalmente|por lo general|habitualmente|de costumbre|im schnitt|durchschnittlich|gew(?:o|oe)hnlich|in der regel|en moyenne|d'habitude|habituellement|d'ordinaire|em media|geralmente|de costume)(?![\p{L}])/u;

/**
 * "Cuando hay cortes, hasta quince en un día; en un día normal, unos cinco", "im Sommer 40,
 * normalerweise 10. Im Winter 5": of several figures, the only one said in the one sentence
 * that names the usual case is the amount a "how many, roughly?" asks; offered, never taken.
 * `english`: the message in its English sense, where the amounts' places are.
 */
export function usualAmount(english: string, amounts: readonly Quantity[]): Quantity | undefined {
  const plain = fold(english);
  const usual = [...plain.matchAll(/[^.;!?\n]+/g)].filter((m) => USUAL.test(m[0]));
  if (usual.length !== 1) return undefined;
  const start = usual[0]!.index;
  const end = start + usual[0]![0].length;
  // "en un día normal": one day, one hour, said as the frame of the count, is no amount of it.
  const inIt = amounts.filter(
    (a) => a.start >= start && a.end <= end && !(a.unit !== null && a.value === 1),
  );
  return inIt.length === 1 ? inIt[0] : undefined;
}

/** "I'd give her a 5" (the languages' "le doy un", "je lui donne", "dou-lhe" read so) just before. */
const GIVEN_AS_MARK =
  /\b(?:i'?d|i would|i'?ll|i will|i) give(?: (?:her|him|them|it|that))?(?: an?| the mark)?\s*$/i;

/** The figure at `start` is a mark given ("I'd give him a 5"): a rating, whatever it is said beside. */
function givenAsMark(english: string, start: number): boolean {
  return GIVEN_AS_MARK.test(english.slice(0, start));
}

/**
 * "Começou com 14. Hoje tem 31… uns 15 anos de lanternagem" to "how many years?": of several
 * figures, the only one said with the unit asked, said last (the others before it bare: an
 * age, a count), is the amount; offered, never taken.
 */
function onlyOneWithTheUnit(
  amounts: Quantity[],
  asked: QuantityUnit | null,
  lexicon: Lexicon,
): Quantity | undefined {
  if (asked === null) return undefined;
  // In the unit asked or one that converts to it ("dos años y medio" to a question in months).
  const measured = amounts.filter(
    (q) => q.unit === asked || (q.unit !== null && lexicon.convert(1, q.unit, asked) !== null),
  );
  // Last said: bare figures after it ("20 people, 12 in Leeds and 5 in York") may be its parts.
  if (measured.length !== 1 || amounts.at(-1) !== measured[0]) return undefined;
  return amounts.every((q) => q === measured[0] || q.unit === null) ? measured[0] : undefined;
}

/**
 * "Quinze anos, dez aqui e cinco em Portugal", "20 people, 12 in Lisbon and 8 in Porto", "4 ans
 * et demi … 3 ans et après 18 mois": a figure, then two or more that add up to it (in its unit,
 * none, or another unit of time converted): a total and its parts. The
 * total is offered, never taken (the parts might be what was meant).
 */
function totalOfParts(amounts: Quantity[], lexicon: Lexicon): Quantity | undefined {
  const [first, ...parts] = amounts;
  if (!first || parts.length < 2) return undefined;
  // "4 ans et demi … 3 ans et après 18 mois": parts in another unit of time count converted.
  const inFirstUnit = (q: Quantity) =>
    q.unit === null || q.unit === first.unit || first.unit === null
      ? q.value
      : (lexicon.convert(q.value, q.unit, first.unit) ?? Number.NaN);
  const sum = parts.reduce((total, q) => total + inFirstUnit(q), 0);
  return Math.abs(sum - first.value) < 1e-9 ? first : undefined;
}

/** "and another", "plus", "and then … more", in English words and as the languages leave them. */
const AND_MORE =
  /\b(?:and|plus)\b.*\b(?:another|more|then|noch|dann|weitere|otros?|otras?|luego|despu[eé]s|encore|puis|ensuite|mais|depois|outros?)\b|\bplus\b/u;

/**
 * "Drei Johr Lehr un noch zwee Johr un e halwes dezu", "3 years as an apprentice and then
 * another 2": two lengths of time said one after the other as parts of one stay. Their sum in
 * the first one's unit, offered (never taken: the second may correct the first). Never bounds,
 * ranges or a time since.
 */
function stretchesAddedUp(
  english: string,
  [first, second]: Quantity[],
  lexicon: Lexicon,
): Quantity | undefined {
  if (!first?.unit || !second?.unit || first.unit === 'person' || second.unit === 'person') {
    return undefined;
  }
  if ([first, second].some((q) => q.bound || q.range || q.ago || q.vague || q.settled)) {
    return undefined;
  }
  if (!AND_MORE.test(english.slice(first.end, second.end + 12))) return undefined;
  const added =
    second.unit === first.unit
      ? second.value
      : lexicon.convert(second.value, second.unit, first.unit);
  if (added === null) return undefined;
  return { ...first, value: first.value + added, end: second.end, compound: true };
}

/**
 * "20 meses: cuatro temporadas de cinco meses", "18 months, 3 seasons of 6 months": a length,
 * then a count of periods (no unit) and each period's length that make it up. The length, to
 * offer. Read from every amount said: the count is no amount of the question's own.
 */
function totalOfPeriods(amounts: Quantity[], lexicon: Lexicon): Quantity | undefined {
  const [first, count, each, ...more] = amounts;
  if (!first?.unit || !count || !each || more.length > 0) return undefined;
  if (count.unit !== null || each.unit === null) return undefined;
  const length =
    each.unit === first.unit ? each.value : lexicon.convert(each.value, each.unit, first.unit);
  return length !== null && Math.abs(count.value * length - first.value) < 1e-9 ? first : undefined;
}

/** The time spent with the one speaking, in the five languages ("2 años conmigo", "bei uns"). */
const WITH_ME =
  /\b(?:with me|with us|for me|conmigo|con nosotros|para mi|bei mir|bei uns|mit mir|fur mich|avec moi|avec nous|chez moi|chez nous|pour moi|comigo|connosco|conosco|para mim)\b/u;
/** A question about that time itself ("together", "with you"). */
const TOGETHER =
  /\b(?:together|with you|for you|juntos|juntas|contigo|con usted|con ustedes|para usted|zusammen|gemeinsam|bei ihnen|mit ihnen|fur sie|ensemble|avec vous|chez vous|pour vous|com voce|consigo|convosco|para voce|na sua|no seu|em sua|em seu|ihrem|ihrer|su empresa|votre)\b/u;

/**
 * "Ella trabajar peluquería ocho año. Dos año conmigo" to "years of experience in the trade?":
 * of several amounts, the ones said of the time with the one speaking are that time, not the
 * amount a question about something else asks; the one left is offered, never taken.
 */
function apartFromTimeTogether(
  question: KindQuestion,
  english: string,
  amounts: Quantity[],
): Quantity[] {
  const fold = (t: string) => t.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  if (TOGETHER.test(fold(question.prompt))) return [];
  const stretchOf = (q: Quantity, marks: string[]) => {
    const from = Math.max(...marks.map((c) => english.lastIndexOf(c, q.start)));
    const ends = marks.map((c) => english.indexOf(c, q.end)).filter((i) => i >= 0);
    return fold(english.slice(from + 1, ends.length > 0 ? Math.min(...ends) : english.length));
  };
  const sentence = ['.', ';', '!', '?', '\n'];
  // "lleva como 9 años en esto, 4 conmigo": within one sentence, the clause says which is which.
  for (const marks of [[...sentence, ','], sentence]) {
    const together = amounts.filter((q) => WITH_ME.test(stretchOf(q, marks)));
    const rest = amounts.filter((q) => !together.includes(q) && !q.calendar);
    if (together.length > 0 && (rest.length > 0 || marks === sentence)) return rest;
  }
  return [];
}

/**
 * "Fez três safras" to "Quantas safras …?": the figure counts what the question counts (the
 * word after it is one of the prompt's), whatever word stands before it ("fez", "conta").
 */
function countsAsked(question: KindQuestion, english: string, end: number): boolean {
  const fold = (t: string) => t.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const next = /^\s*(\p{L}{4,})/u.exec(fold(english.slice(end)))?.[1];
  if (!next) return false;
  const stem = next.slice(0, 5);
  return fold(question.prompt)
    .split(/[^\p{L}]+/u)
    .some((w) => w.length >= 4 && w.slice(0, 5) === stem);
}

/** People are counted whole: "2.5 people" is a slip or an average, confirmed rather than kept. */
function countsPeople(unit: QuantityUnit | null, asked: QuantityUnit | null): boolean {
  return unit === 'person' || asked === 'person';
}

/** An amount that can answer the question: a bare figure, or one in a unit convertible to the question's. */
function fits(unit: QuantityUnit | null, asked: QuantityUnit | null, lexicon: Lexicon): boolean {
  if (unit === null || asked === null) return true;
  return lexicon.convert(1, unit, asked) !== null;
}

/** What its words say around the amount that makes it no figure to store as said. */
function doubtful(amount: Quantity, roughAsked: boolean): boolean {
  if (amount.settled && !amount.bound && !amount.vague) return false;
  return (
    amount.range ||
    amount.bound ||
    amount.vague ||
    amount.ago ||
    amount.fromDates === true ||
    (amount.approximate && !roughAsked)
  );
}

/**
 * A bare figure that may be in the next unit: under 12 for a question in
 * months (years are counted in such figures too), 12 or more for one in
 * years (months are), any for weeks or days.
 */
function couldBeAnotherUnit(value: number, asked: QuantityUnit | null): boolean {
  if (asked === 'month') return value < 12;
  if (asked === 'year') return value >= 12;
  return asked === 'week' || asked === 'day';
}
