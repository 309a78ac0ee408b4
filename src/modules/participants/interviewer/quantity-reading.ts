import { readFigure } from '../../../core/figures.ts';
import { NUMBER_WORDS } from '../../../core/number-words.ts';
import { escapeRegExp } from '../../../core/regexp.ts';
import type { Quantity, QuantityUnit } from '../../questionnaires/kinds/index.ts';

/**
 * English quantities for the number kind's reader: every amount a message
 * says, with its unit when one is said and what hedges it ("about 2 years",
 * "4 or 5", "over 10", "5 years ago", "not even one", "from 2012 to 2015").
 * Figures are whole tokens: a digit inside a number or a word ("12" in
 * "2012", "one" in "someone") never counts. A figure is read as English
 * writes it (core/figures.ts: "1,500", "2.5"); one that reads two ways
 * ("2,5", "1.000", "1 500" with a plain space) is `ambiguous`. Halves,
 * thirds and quarters ("1 1/2", "1½", "⅓", "two and a half"; "1/2" alone,
 * ambiguous) and a sign ("-5", "minus 5") count.
 */

/** Not a figure's neighbour: a letter or digit on either side means it is part of a word. */
const EDGE_BEFORE = '(?<![\\p{L}\\p{N}.,])';
const EDGE_AFTER = '(?![\\p{L}\\p{N}])';

const WORDS: Readonly<Record<string, number>> = {
  ...NUMBER_WORDS,
  zero: 0,
  thirteen: 13,
  fourteen: 14,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  hundred: 100,
  dozen: 12,
  'a dozen': 12,
  'half a': 0.5,
};
/** Amounts that are no figure ("a few", "a couple of"): a confirmation offers the usual meaning. */
const VAGUE: Readonly<Record<string, number>> = {
  'a couple of': 2,
  'a couple': 2,
  couple: 2,
  'a few': 3,
  few: 3,
  several: 4,
  some: 2,
};
/** "a" and "an" are one only before a unit ("a year"), never alone. */
const NEEDS_UNIT = new Set(['a', 'an', 'half a', 'some', 'hundred']);

const UNITS: Array<[QuantityUnit, number, string]> = [
  ['year', 10, 'decades?'],
  ['year', 1, 'years?|yrs?|yr|y'],
  ['month', 1, 'months?|mos?|mths?|m'],
  ['week', 1, 'weeks?|wks?|w'],
  ['day', 1, 'days?|d'],
  ['person', 1, 'people|persons?|employees|reports|staff|engineers|developers|members|folks|heads'],
];

const WORD_ALTERNATIVES = [...Object.keys(WORDS), ...Object.keys(VAGUE)]
  .sort((a, b) => b.length - a.length)
  .map((w) => w.replace(/ /g, '\\s+'))
  .join('|');
const UNIT_ALTERNATIVES = UNITS.map(([, , pattern]) => pattern).join('|');
/** A unit word written as a figure's label, followed by a colon ("months: 20"). */
const LABEL_UNIT = new RegExp(`^(?:${UNIT_ALTERNATIVES})$`, 'i');
/** A one-letter unit is one only against a figure ("36m", "3y"), never after a space or a word ("I am"). */
const SHORT_UNIT = /^[ymwd]$/i;

/** Halves, thirds and quarters written after a figure or alone: "1 1/2", "1½", "½", "⅓", "1/2". */
const FRACTIONS: Readonly<Record<string, number>> = {
  '½': 0.5,
  '¼': 0.25,
  '¾': 0.75,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
  '1/2': 0.5,
  '1/4': 0.25,
  '3/4': 0.75,
  '1/3': 1 / 3,
  '2/3': 2 / 3,
};
/** A fraction written with a slash: "1/2", "3/4", "2/3" (alone, never part of a date "1/2/2024"). */
const SLASHED = '(?:1/[234]|2/3|3/4)(?![\\d/])';
/** Thousands grouped by a space of any width ("1 500", "12 000"), never inside a longer run of digits ("06 12 345"). */
const SPACED =
  '(?<!\\d[ \u00a0\u202f\u2009])[1-9]\\d{0,2}(?:[ \u00a0\u202f\u2009]\\d{3}(?!\\d))+(?![ \u00a0\u202f\u2009]\\d)';
/**
 * A written figure: a fraction with a slash alone ("1/2": first, or its "1"
 * would be read alone), digits grouped by spaces or with separators ("1 500",
 * "1,000.5", "2,5"), a fraction after them, or a fraction alone ("½").
 */
const FIGURE = `${SLASHED}|[-\u2212]?(?:${SPACED}(?:[.,]\\d+)?|\\d+(?:[.,]\\d+)*)(?:\\s*[½¼¾⅓⅔]|\\s+${SLASHED})?|[½¼¾⅓⅔]`;

/** One amount with its unit: "18 months", "2yrs", "a year and a half", "two", "1,200", "1.5 years", "two and a half". */
const AMOUNT = new RegExp(
  `${EDGE_BEFORE}(${FIGURE}|${WORD_ALTERNATIVES})(\\s*\\+)?(\\s+and\\s+a\\s+half)?` +
    `(?:\\s*-?\\s*(${UNIT_ALTERNATIVES})(\\s+and\\s+a\\s+half)?)?${EDGE_AFTER}`,
  'giu',
);
/** "minus 5", "negative 5": the figure after is below zero. */
const MINUS_BEFORE = /\b(?:minus|negative)\s*$/i;

const CALENDAR_YEAR = /^(?:19|20)\d\d$/;
const YEAR_SPAN =
  /(?<![\p{L}\p{N}])((?:19|20)\d\d)\s*(?:-|–|—|to|until|till|and|through)\s*((?:19|20)\d\d)(?![\p{L}\p{N}])/iu;

/**
 * The months' names in English and the four languages, as read in English words (no lexicon
 * turns them; accents may be gone). Between two dates, French "à" is read "has".
 */
const MONTHS: readonly string[] = [
  'january|jan|januar|jänner|jaenner|enero|janvier|janeiro',
  'february|feb|februar|febrero|février|fevrier|fevereiro',
  'march|mar|märz|marz|maerz|marzo|mars|março|marco',
  'april|apr|abril|avril',
  'may|mai|mayo|maio',
  'june|jun|juni|junio|juin|junho',
  'july|jul|juli|julio|juillet|julho',
  'august|aug|agosto|août|aout',
  'september|sept|sep|septiembre|setiembre|septembre|setembro',
  'october|oct|oktober|octubre|octobre|outubro',
  'november|nov|noviembre|novembre|novembro',
  'december|dec|dezember|diciembre|décembre|decembre|dezembro',
];
const MONTH = `(?:(\\d{1,2})(?:\\.|º|°|er)?\\s+(?:de\\s+)?)?(${MONTHS.join('|')})\\.?(?:\\s+(?:de|of|del))?\\s+((?:19|20)\\d\\d)`;
/**
 * What follows the day of a date ("am 2. Januar 2023", "le 1er mars 2021", "el 2 de enero de
 * 2023"): the figure is the calendar's, no amount (the month and the year written after it).
 */
const DAY_OF_A_DATE = new RegExp(
  `^(?:\\.|º|°|er)?\\s+(?:de\\s+)?(?:${MONTHS.join('|')})\\.?(?:\\s+(?:de|of|del))?\\s+(?:19|20)\\d\\d(?![\\p{N}])`,
  'iu',
);

/**
 * "von Mai 2019 bis Ende April 2024", "vom 1. September 2019 bis zum 31. August 2023", "de
 * enero de 2020 a marzo de 2022": a length in months worked out from two dates ("the end of"
 * the last month, or its last days from a month's first, count it whole); never certain.
 */
const MONTH_SPAN = new RegExp(
  `(?<![\\p{L}\\p{N}])${MONTH}\\s*(?:-|–|—|to|until|till|through|bis|hasta|a|al|ao|até|ate|à|has|au|jusqu'?(?:à|au|en)?)\\s+(?:(?:the|zum|zur|el|al|o|ao|le)\\s+)?(?:(end|ende|finales|final|fin|fim|finais)\\s+(?:of\\s+|de\\s+|von\\s+)?)?${MONTH}(?![\\p{L}\\p{N}])`,
  'iu',
);

/** The month a name says, 1 to 12. */
function monthOf(name: string): number {
  const said = name.toLowerCase();
  return MONTHS.findIndex((names) => names.split('|').includes(said)) + 1;
}

const APPROXIMATE_BEFORE =
  /(?:\babout|\baround|\broughly|\bapprox(?:imately|\.)?|~|\bsome(?:thing)? like|\blike|\bclose to|\bin the region of|\bballpark)\s*$/i;
const APPROXIMATE_AFTER = /^\s*(?:-?ish\b|or so\b|give or take\b|roughly\b|approx)/i;
const BOUND_BEFORE =
  /(?:\balmost|\bnearly|\bjust under|\bunder|\bjust over|\bover|\bmore than|\bless than|\bfewer than|\bat least|\bat most|\bup to|\bbarely|\bnot even|\bnot quite|\bshy of|\bbelow|\babove|>|<)\s*(?:a\s+|an\s+)?$/i;
const AGO_AFTER = /^\s*(?:ago|back)\b/i;
const SETTLED_BEFORE =
  /(?:\bgo with|\bgoing with|\blet'?s say|\blets say|\bcall it|\bmake (?:it|that)|\bput(?: it| me)?(?: down)?(?: as| at)?|\bsettle on|\bi'?d say|\bsay|\bi(?:'?d| would|'?ll| will)? give(?: (?:her|him|them|it))?)\s*(?:a\s+)?$/i;
const RANGE_BETWEEN = /^\s*(?:-|–|—|to|or|\/)\s*$/i;

/** "not even one", "not a single one", "nobody", "no one", "none": nothing, said as a denial. */
const NOTHING =
  /(?<![\p{L}])(?:not even (?:one|1|a single one)|not a single (?:one|person)|nobody|no one|noone|none)(?![\p{L}])/iu;

/**
 * "5 harvests... no, 6", "4, no, 5", "cinco... no, seis", "viereinhalb Jahr… nei, grad 52 Mönet"
 * (no, exactly 52): a figure right after a bare "no" (and an "exactly") that
 * follows another figure a word or two before is that one corrected, the figure meant (CONTRACT
 * "Never a guess": a correction in the same message wins).
 */
const CORRECTING_NO =
  /^(?:[^\p{L}\p{N}]*\p{L}+){0,2}[^\p{L}\p{N}]*\bno[\s,.…!—–-]+(?:(?:exactly|precisely|just|yes|rather)[\s,]+)?$/iu;

function correctsTheOneBefore(text: string, before: Quantity | undefined, at: number): boolean {
  return before !== undefined && CORRECTING_NO.test(text.slice(before.end, at));
}

/**
 * "Veinticuatro (24) meses", "twenty-four (24) months", "cuatro (4)": a figure in brackets right
 * after the same amount in words (as deeds, cheques and formal letters write amounts) is that
 * amount said once, not a second one. Blanked, not cut, so the amounts keep their places.
 */
function withoutRepeatedFigures(text: string, found: readonly Quantity[]): string {
  if (!text.includes('(')) return text;
  return text.replace(/\(\s*(\d{1,6})\s*\)/g, (bracketed: string, digits: string, at: number) => {
    const end = text.slice(0, at).trimEnd().length;
    const before = found.find((q) => q.end === end);
    return before?.value === Number(digits) ? ' '.repeat(bracketed.length) : bracketed;
  });
}

/** The English tens a unit may follow, twenty to ninety. */
const TENS: Readonly<Record<string, number>> = Object.fromEntries(
  ['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'].map((word, i) => [
    word,
    20 + 10 * i,
  ]),
);
const TENS_AND_UNITS = new RegExp(
  `\\b(${Object.keys(TENS).join('|')})(?:-|\\s+)(one|two|three|four|five|six|seven|eight|nine)\\b(?!-|\\s+of\\b)`,
  'gi',
);

/**
 * "twenty-four", "thirty six": one amount, written as its figure where the words stood (padded
 * after it, so the amount starts where the words did and a unit after it still follows it);
 * not "twenty one-hour workshops", "thirty two-week sprints" or "twenty one of them".
 */
function withTensAndUnits(text: string): string {
  return text.replace(TENS_AND_UNITS, (words: string, tens: string, unit: string) =>
    String(TENS[tens.toLowerCase()]! + WORDS[unit.toLowerCase()]!).padEnd(words.length, ' '),
  );
}

export function englishQuantities(text: string): Quantity[] {
  const plain = withTensAndUnits(text.replace(/[’‘]/g, "'"));
  const found = quantitiesIn(plain);
  // Read once more only when a bracketed figure repeated the amount before it (two reads, never
  // one per bracket: a list "(1) … (2) …" costs what any message does).
  const once = withoutRepeatedFigures(plain, found);
  return once === plain ? found : quantitiesIn(once);
}

function quantitiesIn(plain: string): Quantity[] {
  const found: Quantity[] = [];
  for (const m of plain.matchAll(AMOUNT)) {
    // Words by their letters ("a  dozen"); a figure as written: its no-break spaces group thousands.
    const raw = /\d/.test(m[1]!) ? m[1]! : m[1]!.toLowerCase().replace(/\s+/g, ' ');
    const unitWord = m[4]?.toLowerCase();
    if (unitWord && SHORT_UNIT.test(unitWord) && !/^\d+[a-z]$/i.test(m[0])) continue;
    if (NEEDS_UNIT.has(raw) && !unitWord) continue;
    const before = plain.slice(0, m.index);
    // "months: about 20": the label is the word before the hedge or the bound, and a unit
    // written as the label ("months: 20") is the figure's unit.
    const unhedged = before
      .replace(MINUS_BEFORE, '')
      .replace(APPROXIMATE_BEFORE, '')
      .replace(BOUND_BEFORE, '');
    const label = labelBefore(unhedged);
    const unitLabel =
      !unitWord &&
      label !== null &&
      /[:=]\s*$/.test(unhedged) &&
      LABEL_UNIT.test(label) &&
      !SHORT_UNIT.test(label) &&
      // "20 months: 4 seasons of 5 months": a unit right after a figure is that figure's, no label.
      !new RegExp(`\\d\\s*${escapeRegExp(label)}\\s*[:=]\\s*$`, 'i').test(unhedged)
        ? label
        : undefined;
    const [unit, per] = (unitWord ?? unitLabel) ? unitOf((unitWord ?? unitLabel)!) : [null, 1];
    const vague = raw in VAGUE;
    const figure = vague || raw in WORDS ? null : figureOf(raw);
    if (!vague && !(raw in WORDS) && figure === null) continue;
    const sign = MINUS_BEFORE.test(before) ? -1 : 1;
    const base = vague ? VAGUE[raw]! : (WORDS[raw] ?? figure!.value) * sign;
    const half = (m[3] || m[5] ? 0.5 : 0) * Math.sign(base || 1);
    const after = plain.slice(m.index + m[0].length);
    // "do 7.º ao 12.º ano", "3.ª série", "en 2.º de la ESO": a place in an order, no amount.
    if (/^\.?[ºª]/u.test(after)) continue;
    const calendar = unit === null && (CALENDAR_YEAR.test(raw) || DAY_OF_A_DATE.test(after));
    found.push({
      value: (base + half) * per,
      unit,
      start: m.index,
      end: m.index + m[0].length,
      approximate: APPROXIMATE_BEFORE.test(before) || APPROXIMATE_AFTER.test(after),
      bound: BOUND_BEFORE.test(before) || m[2] !== undefined,
      vague,
      ago: AGO_AFTER.test(after),
      calendar,
      range: false,
      settled: SETTLED_BEFORE.test(before) || correctsTheOneBefore(plain, found.at(-1), m.index),
      labelledBy: unitLabel ? null : label,
      ...(figure?.ambiguous ? { ambiguous: true } : {}),
      ...(figure?.inexact ? { inexact: true } : {}),
    });
  }
  return withRanges(plain, withCompounds(plain, withSpans(plain, found)));
}

/**
 * A written figure with a fraction after it ("1 1/2", "1½") or alone ("½",
 * "⅓"), as English writes figures. A slashed fraction alone ("1/2") may be
 * a date (the 1st of February) or a score (1 of 2): read as the fraction,
 * and ambiguous. A third has no exact decimal: `inexact`, so a reader
 * offers it rounded and confirms it unless it comes out whole ("1⅓ years"
 * in months: 16). Space-grouped thousands ("1 500") are core/figures.ts's:
 * certain with a no-break space, ambiguous with a plain one.
 */
function figureOf(written: string): { value: number; ambiguous: boolean; inexact: boolean } | null {
  const fraction = /\s*([½¼¾⅓⅔]|1\/[234]|2\/3|3\/4)$/.exec(written);
  const digits = fraction ? written.slice(0, fraction.index) : written;
  const part = fraction ? FRACTIONS[fraction[1]!]! : 0;
  const inexact = fraction !== null && /⅓|⅔|\/3/.test(fraction[1]!);
  if (digits === '') return { value: part, ambiguous: fraction![1]!.includes('/'), inexact };
  const figure = readFigure(digits, '.');
  if (!figure) return null;
  return { ...figure, value: figure.value + (figure.value < 0 ? -part : part), inexact };
}

function unitOf(word: string): [QuantityUnit, number] {
  for (const [unit, per, pattern] of UNITS) {
    if (new RegExp(`^(?:${pattern})$`, 'i').test(word)) return [unit, per];
  }
  return ['person', 1];
}

/** The word a figure is written after ("collaboration 4", "craft: 5"), when it is one. */
function labelBefore(before: string): string | null {
  const m = /(\p{L}[\p{L}'-]*)\s*[:=]?\s*$/u.exec(before);
  return m ? m[1]!.toLowerCase() : null;
}

/** "from 2012 to 2015": a length in years worked out from dates, never certain; and "not even one": nothing. */
function withSpans(text: string, found: Quantity[]): Quantity[] {
  const span = YEAR_SPAN.exec(text);
  // Every "not even one" / "nobody" is nothing ("ni uno, no coordinaba a nadie" says it twice).
  const nothings = [...text.matchAll(new RegExp(NOTHING.source, 'giu'))];
  const extra: Quantity[] = [];
  const months = MONTH_SPAN.exec(text);
  // Groups: the first date's day, month and year; "the end of"; the second's day, month, year.
  const whole = (m: RegExpExecArray) =>
    m[4] !== undefined || (Number(m[5] ?? 0) >= 28 && Number(m[1] ?? 1) <= 3);
  const length = months
    ? (Number(months[7]) - Number(months[3])) * 12 +
      (monthOf(months[6]!) - monthOf(months[2]!)) +
      (whole(months) ? 1 : 0)
    : 0;
  if (months && length > 0) {
    extra.push({
      ...blank(months.index, months.index + months[0].length),
      value: length,
      unit: 'month',
      fromDates: true,
    });
  } else if (span && Number(span[2]) > Number(span[1])) {
    extra.push({
      ...blank(span.index, span.index + span[0].length),
      value: Number(span[2]) - Number(span[1]),
      unit: 'year',
      fromDates: true,
    });
  }
  if (nothings.length > 0) {
    // An amount that starts inside one ("not even one year": "one year") is that nothing,
    // in its unit: not a second amount beside it.
    const within = (q: Quantity, n: RegExpExecArray) =>
      q.start >= n.index && q.start < n.index + n[0].length;
    return [
      ...found.filter((q) => !nothings.some((n) => within(q, n))),
      ...nothings.map((n) => {
        const said = found.find((q) => within(q, n));
        return {
          ...blank(n.index, Math.max(n.index + n[0].length, said?.end ?? 0)),
          value: 0,
          unit: said?.unit ?? null,
          vague: true,
        };
      }),
      ...extra,
    ];
  }
  return [...found, ...extra];
}

function blank(start: number, end: number): Quantity {
  return {
    value: 0,
    unit: null,
    start,
    end,
    approximate: false,
    bound: false,
    vague: false,
    ago: false,
    calendar: false,
    range: false,
    settled: false,
    labelledBy: null,
  };
}

/**
 * "3 years and 4 months", "1 year 6 months": one length, the units added up; "5 years less 2
 * months", "fünf Jahre weniger zwei Monate", "cinq ans moins deux mois": the smaller taken off.
 */
function withCompounds(text: string, found: Quantity[]): Quantity[] {
  const out: Quantity[] = [];
  for (const q of found) {
    const last = out.at(-1);
    const between = last ? text.slice(last.end, q.start) : '';
    const less = /^\s*,?\s*(?:less|minus)\s*$/i.test(between);
    if (
      last?.unit &&
      q.unit &&
      isTime(last.unit) &&
      isTime(q.unit) &&
      DAYS[q.unit] < DAYS[last.unit] &&
      // After it, never over it ("… bis 31. August 2023, … no oi Johr": a span from dates
      // read after the amounts inside it joins none of them).
      last.end <= q.start &&
      !last.fromDates &&
      !q.fromDates &&
      (less || /^\s*(?:,|and|,\s*and)?\s*$/i.test(between))
    ) {
      // "três anos, 36 meses": the same length said again in the smaller unit, not added to it.
      if (!less && convertQuantity(q.value, q.unit, last.unit) === last.value) {
        out[out.length - 1] = { ...q, start: last.start };
        continue;
      }
      // "2 years, 18 months": a part of a whole or more is no part; two amounts, none picked.
      if (!less && q.value * DAYS[q.unit] >= DAYS[last.unit]) {
        out.push(q);
        continue;
      }
      const part = (Math.abs(q.value) * DAYS[q.unit]) / DAYS[last.unit];
      out[out.length - 1] = {
        ...last,
        value: less ? last.value - part : last.value + part,
        end: q.end,
        compound: true,
      };
      continue;
    }
    out.push(q);
  }
  return out;
}

/** "4 or 5", "2-3 years", "between 10 and 12": one amount, left open (its lower end offered). */
function withRanges(text: string, found: Quantity[]): Quantity[] {
  const out: Quantity[] = [];
  for (const q of found) {
    const last = out.at(-1);
    const between = last ? text.slice(last.end, q.start) : '';
    const joined =
      last &&
      !last.calendar &&
      !q.calendar &&
      (RANGE_BETWEEN.test(between) ||
        (/^\s*and\s*$/i.test(between) && /\bbetween\s*$/i.test(text.slice(0, last.start))));
    if (joined && (last.unit === null || q.unit === null || last.unit === q.unit)) {
      out[out.length - 1] = { ...last, unit: last.unit ?? q.unit, range: true, end: q.end };
      continue;
    }
    out.push(q);
  }
  return out;
}

/** Days in each time unit: the ratio a length is converted by. */
const DAYS: Record<Exclude<QuantityUnit, 'person'>, number> = {
  day: 1,
  week: 7,
  month: 365.25 / 12,
  year: 365.25,
};
const isTime = (unit: QuantityUnit): unit is Exclude<QuantityUnit, 'person'> => unit !== 'person';

/**
 * A length in another time unit ("2 years" in months: 24), or null when the
 * units measure different things (people and months). Whole months per
 * year, weeks per… are the calendar's: 12 months, 52 weeks, 365 days.
 */
export function convertQuantity(
  value: number,
  from: QuantityUnit,
  to: QuantityUnit,
): number | null {
  if (from === to) return value;
  if (!isTime(from) || !isTime(to)) return null;
  const exact: Partial<Record<string, number>> = {
    'year>month': 12,
    'month>year': 1 / 12,
    'year>week': 52,
    'week>year': 1 / 52,
    'year>day': 365,
    'day>year': 1 / 365,
    'week>day': 7,
    'day>week': 1 / 7,
  };
  return value * (exact[`${from}>${to}`] ?? DAYS[from] / DAYS[to]);
}

/** The unit a question asks in: "in months", "how many years", "how many people". */
export function englishUnitAsked(prompt: string): QuantityUnit | null {
  // "hours per week", "Stunden pro Woche", "shifts a week": a rate's time is not the unit asked.
  const text = prompt
    .toLowerCase()
    .replace(
      /\b(?:per|pro|por|par|a|an|each|every|am|im|al|ao|au)\s+(?:decades?|years?|months?|weeks?|days?)\b/gu,
      ' ',
    )
    // "on a normal day", "an einem normalen Tag" (read "an a normalen days"): a rate's time too.
    .replace(
      /\b(?:a|an|one)\s+(?:normal\p{L}*|typical|usual|average|ordinary|regular)\s+(?:weeks?|days?)\b/gu,
      ' ',
    );
  const named = /\b(?:in|how many|number of|count of)\s+(\p{L}+)/u.exec(text)?.[1];
  // "how many harvests did this person work?" ("Quantas safras essa pessoa trabalhou?"): the
  // plural counted is what is asked; a unit named elsewhere in the prompt is not its unit.
  // (in the five languages: the prompt is read as written, then in English words)
  // (German plurals end in anything: "wie viele Schweinehälften")
  const countedMatch =
    /(?<!\p{L})(?:(?:how many|number of|quant[oa]s|cu[aá]nt[oa]s|combien d[e']|nombre d[e']|n[uú]mero de)\s*(\p{L}+s)|wie viele\s+(\p{L}+))(?!\p{L})/u.exec(
      text,
    );
  const counted = countedMatch?.[1] ?? countedMatch?.[2];
  if (counted && unitWord(counted) === null) return null;
  for (const word of [named, ...text.split(/[^\p{L}]+/u)]) {
    const unit = unitWord(word);
    if (unit) return unit;
  }
  return null;
}

/** The unit a prompt's word names ("years", "months", "people"), null for any other. */
function unitWord(word: string | undefined): QuantityUnit | null {
  if (!word) return null;
  if (/^(?:decades?|years?|yrs?)$/.test(word)) return 'year';
  if (/^months?$/.test(word)) return 'month';
  if (/^weeks?$/.test(word)) return 'week';
  if (/^days?$/.test(word)) return 'day';
  if (/^(?:people|persons?|employees|reports|staff|engineers|members|headcount)$/.test(word)) {
    return 'person';
  }
  return null;
}

/** The question asks for a rough figure ("Roughly how long…", "about how many…"). */
export function englishAsksRoughly(prompt: string): boolean {
  return /\b(?:roughly|approximately|approx|about how|around how|estimate|ballpark|more or less)\b/i.test(
    prompt,
  );
}

const foldedText = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const foldWord = (text: string) => foldedText(text).replace(/\.$/, '');

/** The months' names in a language, long and short ("Januar", "janv", "sept"), folded: month 0–11. */
const monthNames = new Map<string, Map<string, number>>();
function monthsIn(locale: string): Map<string, number> {
  const known = monthNames.get(locale);
  if (known) return known;
  const names = new Map<string, number>();
  for (const tag of [locale, 'en']) {
    for (const month of ['long', 'short'] as const) {
      const format = new Intl.DateTimeFormat(tag, { month, timeZone: 'UTC' });
      for (let m = 0; m < 12; m += 1) {
        const name = foldWord(format.format(new Date(Date.UTC(2024, m, 15))));
        if (name.length >= 3 && !names.has(name)) names.set(name, m);
      }
    }
  }
  monthNames.set(locale, names);
  return names;
}

/** "bis einschließlich", "inclusive", "incluido", "inclus", "till och med": the end month counts. */
const INCLUSIVE =
  /(?<![\p{L}])(?:einschlie(?:ss|ß)lich|inklusive|inkl|inclusive|inclusively|incluido|incluida|inclus|incluse|inclusivamente|till och med|t\.?o\.?m)(?![\p{L}])/u;

/**
 * "Januar 2023 bis einschließlich Oktober 2024", "de marzo del 21 a noviembre del 24",
 * "entrou janeiro 2022, saiu novembro 2024": a time given as two months of the calendar, the
 * months between them (the end month counted when the message says so: "inclusive"). Exactly
 * two such dates, the later after the earlier; null otherwise. A reading to confirm, never to
 * store: the referee counted the time themselves, and may count it otherwise.
 */
export function monthsBetweenDates(text: string, locale: string): number | null {
  const names = monthsIn(locale);
  const folded = foldedText(text);
  const dates: number[] = [];
  for (const m of folded.matchAll(
    /(?<![\p{L}])(\p{L}{3,}\.?)\s+(?:(?:de|del|do|da|d'|of)\s+)?['’]?(\d{4}|\d{2})(?!\d)/gu,
  )) {
    const month = names.get(foldWord(m[1]!));
    if (month === undefined) continue;
    const raw = Number(m[2]);
    const year = m[2]!.length === 2 ? 2000 + raw : raw;
    if (year < 1950 || year > 2100) continue;
    dates.push(year * 12 + month);
  }
  if (dates.length !== 2) return null;
  const [from, to] = dates as [number, number];
  const months = to - from + (INCLUSIVE.test(folded) ? 1 : 0);
  return months > 0 ? months : null;
}
