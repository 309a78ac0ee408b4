import { fold } from '../../questionnaires/kinds/lexicons/reading-in.ts';
import { COMPETENCY_NAMES, type Competency } from '../referee-answers.ts';
import { clauses, findRelationship, isDone, isSmallTalk } from './extract.ts';

/**
 * How the built-in referee interviewer reads one message: the ratings it
 * names ("Teamwork is great, 5. Leadership maybe 3"), a rating in words or
 * hedged ("probably a 4 out of 5", "3 or 4… let's say 4"), corrections
 * ("make that a 5", "I meant communication 5, not technical skill"),
 * answers taken back ("leave leadership out"), labelled answers
 * ("Strengths: …"), a volunteered would-rehire, skips and questions back.
 * Each reader returns what it found and the parts of the text it used, so
 * what is left is the answer to the question asked.
 */

/** A part of the message a reader used: cut from the free-text answer. */
export interface Span {
  start: number;
  end: number;
}

const RATING_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5 };
const TEN_WORDS: Record<string, number> = {
  ...RATING_WORDS,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
};

/** Units after a number that make it a quantity, not a rating ("2 years", "5 people"). */
const UNIT_AFTER =
  /^\s*(?:\+\s*)?(?:years?|yrs?|y\b|months?|mos?\b|weeks?|days?|hours?|people|persons?|%|percent|times|am\b|pm\b)/i;
/** The scale after a rating: "4/5", "4 out of 5", "four out of five". */
const SCALE_AFTER = /^\s*(?:\/|out of)\s*(?:5|five)\b/i;
/**
 * "let's say 4", "make that a 5", "call it four", "go with 4": the number meant, over any other;
 * so is the one after a figure taken back with a bare "no" after a pause ("4… no, 5!", "four —
 * no, five", "3, no, 4"; "4, no, 5 is too much" takes nothing back), in the other languages' "no"
 * too ("4... non, 5", "3, nein, 4", "4, não, 5": the ratings are read as written).
 */
const SETTLED =
  /(?:\b(?:let'?s say|lets say|say|go(?:ing)? with|make (?:it|that)|call it|put|change (?:it |that )?to|give(?: it| her| him| them)?|should be|should(?: have|'ve) been|more like)|(?<=\b(?:[1-5]|one|two|three|four|five)\s*(?:\.{2,}|…|—|–|,)\s*)(?:no|non|nein|n[ãa]o|nee)[,!.…](?=\s+(?:[1-5]|one|two|three|four|five)\b(?!\s+(?:is|was|would|will|seems|sounds|feels|es|era|fue|ist|war|est|c['’]est|e|é|foi)(?![a-zà-ÿ]))))\s+(?:an?\s+)?(?:solid\s+|strong\s+|weak\s+)?([1-5]|two|three|four|five)\b/gi;
/** Two ratings joined as a range: "between 2 and 3", "3 or 4", "3-4". */
const RANGE_JOIN = /^\s*(?:or|and|to|-|–|\/)\s*$/i;

interface Candidate {
  value: number;
  start: number;
  end: number;
}

/** Every 1–5 in the text that reads as a rating, with where it is. */
function ratingCandidates(text: string): Candidate[] {
  const found: Candidate[] = [];
  // "-ish" after a number still rates it ("3ish", "four-ish").
  for (const m of text.matchAll(
    /(?<![\d.,/])\b([1-5]|two|three|four|five)(?:\b|(?=-?ish\b))(?![.,]?\d)/gi,
  )) {
    const start = m.index;
    let end = start + m[0].length;
    if (/(?:out of|\/)\s*$/i.test(text.slice(0, start))) continue;
    const after = text.slice(end);
    if (UNIT_AFTER.test(after)) continue;
    end += SCALE_AFTER.exec(after)?.[0].length ?? 0;
    found.push({ value: ratingValue(m[1]!), start, end });
  }
  return found;
}

function ratingValue(raw: string): number {
  return RATING_WORDS[raw.toLowerCase()] ?? Number(raw);
}

/**
 * One 1–5 rating: "4", "probably a 4 out of 5", "four", "a solid four",
 * "hard to say, 3?", "3 or 4… let's say 4". A range left open ("somewhere
 * between 2 and 3") is no rating: the referee is asked again.
 */
export function readRating(text: string): Candidate | null {
  // "four and a half" sits between two ratings, like "4.5": asked again.
  if (/\b(?:[1-5]|one|two|three|four|five)\s*(?:and a half\b|½)/i.test(text)) return null;
  const outOfTen = readOutOfTen(text);
  if (outOfTen !== undefined) return outOfTen;
  const settled = [...text.matchAll(SETTLED)].at(-1);
  if (settled) {
    const start = settled.index + settled[0].length - settled[1]!.length;
    return { value: ratingValue(settled[1]!), start, end: settled.index + settled[0].length };
  }
  const picked = rangeThenOneOfIt(text);
  if (picked) return picked;
  const candidates = ratingCandidates(text);
  const [first, second] = candidates;
  if (!first)
    return /\b(?:full|top) marks\b/i.test(text) ? { value: 5, start: 0, end: 0 } : stars(text);
  const open =
    second &&
    second.value !== first.value &&
    RANGE_JOIN.test(text.slice(first.end, second.start).replace(/^.*\bbetween\b/i, ''));
  return open ? null : first;
}

const RATING_WORD = '([1-5]|one|two|three|four|five)';
/**
 * "4 or 5... 5", "4 ou 5… 5, vai": a range, a pause, then one of its two figures to end the
 * message (a word or two after a comma at most): the range settled on that figure. A comma is
 * a pause too: a sentence left out as negated joins the rest with one.
 */
const RANGE_THEN_ONE = new RegExp(
  `\\b${RATING_WORD}\\s*(?:or|-|–|to|\\/)\\s*${RATING_WORD}\\s*(?:\\.{2,}|…|—|–|\\.|,)\\s*${RATING_WORD}\\s*(?:,\\s*\\p{L}+(?:\\s+\\p{L}+)?)?[.!]*\\s*$`,
  'iu',
);

function rangeThenOneOfIt(text: string): Candidate | null {
  const m = RANGE_THEN_ONE.exec(text);
  if (!m) return null;
  const [low, high, picked] = [m[1]!, m[2]!, m[3]!].map(ratingValue);
  if (picked !== low && picked !== high) return null;
  const start = m.index + m[0].lastIndexOf(m[3]!);
  return { value: picked!, start, end: start + m[3]!.length };
}

// "8 von 10", "8 de 10", "8 sobre 10", "8 sur 10", "8 em 10" (the figures already in digits):
// out of ten in the other languages, when no noun follows ("4 de 10 proyectos" counts).
const TEN_SCALE = new RegExp(
  `\\b(10|[1-9]|${Object.keys(TEN_WORDS).join('|')})\\s*(?:(?:\\/|out of|of)\\s*(?:10|ten)\\b|\\s(?:von|de|sobre|sur|em)\\s+10\\b(?!\\s*\\p{L}))`,
  'iu',
);

/**
 * A rating out of ten ("ten out of ten", "8/10"): halved when it is even.
 * An odd one ("7 out of 10") sits between two ratings, so it is none and the
 * question is asked again. Undefined when the text has no such scale.
 */
function readOutOfTen(text: string): Candidate | null | undefined {
  const m = TEN_SCALE.exec(text);
  if (!m) return undefined;
  const raw = m[1]!.toLowerCase();
  const out = TEN_WORDS[raw] ?? Number(raw);
  if (out % 2 !== 0) return null;
  return { value: out / 2, start: m.index, end: m.index + m[0].length };
}

/**
 * The rating with how it was said (the kinds' readers: kinds/rating.kind.ts):
 * picked in so many words ("go with 4"), converted from another scale
 * ("8/10", stars), and how many different figures the text holds.
 */
export function readRatingSaid(text: string): {
  value: number;
  settled: boolean;
  converted: boolean;
  figures: number;
} | null {
  const rating = readRating(text);
  if (!rating) return null;
  const stars = rating.end === 0 && (/⭐|★|🌟/u.test(text) || filledOfABar(text) !== null);
  return {
    value: rating.value,
    settled: [...text.matchAll(SETTLED)].length > 0 || rangeThenOneOfIt(text) !== null,
    converted: TEN_SCALE.test(text) || stars,
    figures: new Set(ratingCandidates(text).map((c) => c.value)).size,
  };
}

/** "⭐⭐⭐⭐": as many stars as the rating, when nothing else rates. */
function stars(text: string): Candidate | null {
  if (/\d/.test(text)) return null;
  const count = [...text.matchAll(/⭐|★|🌟/gu)].length;
  if (count >= 1 && count <= 5) return { value: count, start: 0, end: 0 };
  return filledOfABar(text);
}

/**
 * "🟩🟩🟩🟩⬜", "●●●○○", "■■■■□": a bar of five marks, as many filled as the rating (a mark of
 * another colour after them, "🟩🟩🟩🟩🟨", is not filled). Only a bar of five marks in all, so
 * that a lone "🟢" (all good) is no rating of 1.
 */
function filledOfABar(text: string): Candidate | null {
  const bar = /(?:🟩|🟢|●|■|⬛|🟦|🔵)+(?:⬜|🟨|🟧|🟥|⚪|○|□|◻️|◻|▫️|▫)*/u.exec(text);
  if (!bar) return null;
  const marks = [...bar[0].replace(/\uFE0F/gu, '')];
  const filled = marks.filter((m) => /🟩|🟢|●|■|⬛|🟦|🔵/u.test(m)).length;
  return marks.length === 5 && new Set(marks.slice(0, filled)).size === 1
    ? { value: filled, start: 0, end: 0 }
    : null;
}

/** A verb of giving a mark ("ponele", "je mets", "ich gebe", "põe"), said after a rating's name and a colon. */
const GIVING =
  '(?:ponele|ponle|p[óo]ngale|le pongo|yo le pondr[íi]a|je (?:lui )?mets|mets|ich geb(?:e)?|gib|geben sie|p[õo]e|bota|coloca)';

/**
 * How a referee names each competency: in English, and in the other four
 * languages' words (the catalogues' labels, "Compétences techniques",
 * "Fachliche Kompetenz", and their telling word: "technique 4", "técnica 4").
 */
/**
 * Right before a figure of the scale ("comunic 5", "equipo 4"), or after a colon and a verb of
 * giving it ("responsabilidad: ponele 3"; not after a comma: "Sin problema, le pongo un 5",
 * "Muy comunicativa, le pongo 4" name none), and no size or count after it ("un equipo de 4
 * personas", "problemas 4 veces"): where a name clipped to its first letters is a rating's name.
 */
const BEFORE_FIGURE = `(?=\\s*(?:[:=]\\s*(?:${GIVING}\\s+(?:(?:un|une|um|uma|eine|ein)\\s+)?)?)?[1-5]\\uFE0F?\\u20E3?(?:\\s*/\\s*5)?(?:$|[\\s,;.!)](?!\\s*(?:personas|pessoas|people|personnes|leute|miembros|membros|veces|vezes|fois|times|mal|de\\b))))`;

/** Not right after a negation: "sin problemas: le pongo un 5", "kein Problem" name no rating. */
const NOT_NEGATED =
  '(?<!(?:sin|sem|kein|keine|keinerlei|pas de|aucun|aucune|ning[uú]n|ninguna|nenhum|nenhuma|cero|zero|no|without)\\s+)';

/** A competency's telling word clipped to its first letters, said right before its figure ("tecnic 5", "responsab 5"). */
const clipped = (stem: string) => `${NOT_NEGATED}${stem}\\p{L}*\\.?${BEFORE_FIGURE}`;

const ALIASES: Record<Competency, string[]> = {
  communication: [
    clipped('comm?unic'),
    clipped('kommunik'),
    'communication',
    'communicating',
    'communicator',
    'comms',
    'comunicaci[oó]n',
    'kommunikation',
    'comunica[cç][aã]o',
  ],
  technical_skill: [
    'technical skills?',
    'technical',
    'tech skills?',
    'technical_skill',
    // "tech 4", but not "her tech lead" or "a tech company".
    'tech(?!\\s+(?:lead|team|company|companies|firm|startup|industry|stack|support|sector|side|role|job))',
    'comp[ée]tences? techniques?',
    'techniques?',
    'habilidades t[ée]cnicas',
    // "técnica 4", and "tecnico 4" (lo técnico, o lado técnico).
    't[ée]cnic[ao]s?',
    'fachliche kompetenz',
    'fachlich(?:e|es)?',
    'compet[êe]ncias? t[ée]cnicas?',
    clipped('t[ée]c?hni[ck]'),
    clipped('t[ée]cni[ck]'),
  ],
  teamwork: [
    'teamwork',
    'team work',
    'team player',
    'collaboration',
    "travail (?:en|d'|d’)\\s?[ée]quipe",
    // Team spirit, as the same rating: "esprit d'équipe 5", "Teamgeist 4", "espíritu de equipo".
    'team spirit',
    "esprit (?:d'|d’)\\s?[ée]quipe",
    'esp[íi]ritu de equipo',
    'esp[íi]rito de equip[ea]',
    'teamgeist',
    'trabajo en equipo',
    // "equipo 4", "equipe 4": the team alone only right before its figure ("un equipo de 4" is a size).
    `equip[oea](?=\\s*[:=]?\\s*[1-5](?:\\s*/\\s*5)?(?:$|[\\s,;.!)](?!\\s*(?:personas|pessoas|people|miembros|membros|de\\b))))`,
    // "Team 4️⃣", "team: 4": the team alone, right before its figure (no size after it).
    `team${BEFORE_FIGURE}`,
    'teamf[äa]higkeit',
    'teamarbeit',
    'trabalho em equipe',
    'trabalho em equipa',
    // "em equipe ela é 5", "en equipo es un 5": working in a team, said without "work".
    'em equipe',
    'em equipa',
    // "Im Team beliebt, …, 5": in the team, as "en equipo".
    'im team',
    'en equipo',
    'en [ée]quipe',
  ],
  reliability: [
    'reliability',
    'reliable',
    'dependability',
    'dependable',
    'fiabilit[ée]',
    'fiabilidad',
    'zuverl[äa]ssigkeit',
    'zuverlaessigkeit',
    // The adjective, as "reliable" ("zuverlässig is er ooch, 5"; "fiable, 5"; "confiável, 5").
    'zuverl[äa]ssig',
    'zuverlaessig',
    'fiable',
    'confiable',
    'confi[áa]vel',
    'confiabilidade',
    // "responsabilidad 5", "responsab 5": being responsible, said with its figure.
    clipped('responsab'),
    clipped('confiab'),
    clipped('fiab'),
    clipped('zuverl'),
  ],
  problem_solving: [
    'problem[ -]solving',
    'problem_solving',
    'problem solver',
    'r[ée]solution de probl[èe]mes',
    'resoluci[oó]n de problemas',
    'probleml[öo]sung',
    'resolu[cç][aã]o de problemas',
    // Said with its verb: "Probleme lösen 3", "resolver problemas 4", "résoudre les problèmes".
    'probleme l[öo]sen',
    'problemas? resolver',
    'resolver problemas',
    'r[ée]soudre (?:les |des )?probl[èe]mes',
    'solving problems',
    // "problemas 4", "Probleme 4": the problems alone, right before their figure.
    clipped('probl[eèé]m'),
  ],
  leadership: [
    'leadership',
    'leading',
    'liderazgo',
    'f[üu]hrungskompetenz',
    'f[üu]hrung',
    'lideran[cç]a',
    clipped('l[ií]der'),
  ],
};

/** Not inside a word: `\\b` is ASCII-only, and "fiabilité" ends on a letter. */
const MENTION = new RegExp(
  `(?<![\\p{L}\\p{N}_])(${COMPETENCY_NAMES.flatMap((c) => ALIASES[c])
    .sort((a, b) => b.length - a.length)
    .join('|')})(?![\\p{L}\\p{N}_])`,
  'giu',
);

/** The competency a name said is of; `after`, the text that follows it, for an alias that looks ahead. */
function competencyOf(alias: string, after: string): Competency {
  const lower = alias.toLowerCase();
  return COMPETENCY_NAMES.find((c) =>
    ALIASES[c].some(
      (a) => new RegExp(`^(?:${a})`, 'iu').exec(lower + after)?.[0].length === lower.length,
    ),
  )!;
}

interface Mention {
  competency: Competency;
  start: number;
  end: number;
}

/** The last text read for names: a turn reads its message more than once (ratings, "not …"). */
let lastRead: { text: string; found: readonly Mention[] } | null = null;

/** The competencies the text names, in order: also when typed one letter off ("teamwrok"). */
export function mentions(text: string): readonly Mention[] {
  if (lastRead?.text !== text) lastRead = { text, found: findMentions(text) };
  return lastRead.found;
}

function findMentions(text: string): Mention[] {
  const exact = [...text.matchAll(MENTION)].map((m) => ({
    competency: competencyOf(m[1]!, text.slice(m.index + m[0].length)),
    start: m.index,
    end: m.index + m[0].length,
  }));
  const typos = misspelt(text).filter(
    (t) => !exact.some((e) => t.start < e.end && e.start < t.end),
  );
  return [...exact, ...typos].sort((a, b) => a.start - b.start);
}

/** The names a typo is looked for in: long and unlike common words, so one letter off is still them. */
const TYPED_NAMES: Array<[string[], Competency]> = [
  [['communication'], 'communication'],
  [['technical'], 'technical_skill'],
  [['teamwork'], 'teamwork'],
  [['reliability'], 'reliability'],
  [['reliable'], 'reliability'],
  [['problem', 'solving'], 'problem_solving'],
  [['leadership'], 'leadership'],
];

/** "communicaton", "tecnical", "problem sovling": a name with one letter wrong, missing, extra or swapped. */
function misspelt(text: string): Mention[] {
  const words = [...text.matchAll(/\p{L}{6,}/gu)];
  const found: Mention[] = [];
  words.forEach((word, i) => {
    const typed = [word[0].toLowerCase(), words[i + 1]?.[0].toLowerCase() ?? ''];
    for (const [name, competency] of TYPED_NAMES) {
      // One edit in all: exactly one word off (a two-word name has the other exact), by one letter.
      const off = name.filter((part, k) => typed[k] !== part);
      if (
        off.length !== 1 ||
        !name.every((part, k) => typed[k] === part || oneEditApart(typed[k]!, part))
      )
        continue;
      const last = words[i + name.length - 1]!;
      if (name.length > 1 && !/^[\s-]+$/.test(text.slice(word.index + word[0].length, last.index)))
        continue;
      found.push({ competency, start: word.index, end: last.index + last[0].length });
    }
  });
  return found;
}

/** At most one letter changed, added, dropped or two swapped (Damerau). */
function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1 || (a[0] !== b[0] && a[1] !== b[1])) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  const same = (skipA: number, skipB: number) => a.slice(i + skipA) === b.slice(i + skipB);
  const swapped = a[i] === b[i + 1] && a[i + 1] === b[i] && same(2, 2);
  return same(1, 1) || same(1, 0) || same(0, 1) || swapped;
}

/**
 * A competency named to compare, not to rate: "better at communication than
 * leadership, so 4", "not as good as his technical skill but still a 4".
 * The rating in such a message is for the question asked.
 */
function inPassing(text: string, mention: Mention): boolean {
  const before = text.slice(0, mention.start);
  return (
    /\b(?:than|as|compared (?:to|with)|unlike)\s+(?:(?:his|her|their|the|my)\s+)?$/i.test(before) ||
    /^\s+than\b/i.test(text.slice(mention.end))
  );
}

/** "four for communication", "5 for reliability": a rating said just before the name it is for. */
const RATING_BEFORE =
  /(?:^|[\s,;(—–-])([1-5]|one|two|three|four|five)(?:\s*\/\s*5|\s+out of\s+(?:5|five))?\s+for\s+(?:(?:the|her|his|their)\s+)?$/i;

function ratingBefore(text: string, mention: Mention): Candidate | null {
  const m = RATING_BEFORE.exec(text.slice(0, mention.start));
  if (!m) return null;
  const start = m.index + m[0].indexOf(m[1]!);
  return { value: ratingValue(m[1]!), start, end: mention.end };
}

/** How far after a competency's name its rating may be ("Technical skill I'd give a 4"). */
const RATING_REACH = 40;

/**
 * The ratings the text names, each read in the words after its name up to
 * the next name or the end of the sentence: "communication 5, teamwork 4",
 * "Teamwork is great, 5. Leadership maybe 3", "I said 3 for teamwork but it
 * should be 4". A later one wins ("I meant communication 5, not technical
 * skill. Technical skill I'd give a 4").
 */
export function readNamedRatings(text: string): {
  ratings: Partial<Record<Competency, number>>;
  spans: Span[];
} {
  const ratings: Partial<Record<Competency, number>> = {};
  const spans: Span[] = [];
  const all = mentions(text);
  const before = all.map((mention) => ratingBefore(text, mention));
  all.forEach((mention, i) => {
    if (inPassing(text, mention)) return;
    const next = before[i + 1]?.start ?? all[i + 1]?.start ?? text.length;
    const window = text
      .slice(mention.end, Math.min(next, mention.end + RATING_REACH))
      .split(/[.!?;](?=\s+[A-Z])|\n/)[0]!;
    const read = readRating(window) ?? closingRating(text.slice(mention.end, next));
    // "trabalho em equipe 3 anos", "Teamarbeit 3 Jahre": an amount with its unit, no rating.
    const found = read && !AMOUNT_UNIT_AFTER.test(window.slice(read.end)) ? read : null;
    const after = found && found.end > 0 ? shift(found, mention.end) : null;
    // After the name wins: "I said 3 for teamwork but it should be 4".
    const rating = after ?? before[i];
    if (!rating) return;
    ratings[mention.competency] = rating.value;
    const span = after ? ratingSpan(text, mention, after) : rating;
    spans.push({ start: before[i]?.start ?? span.start, end: span.end });
  });
  // "teamwork and reliability both 5", "Teamfähigkeit und Zuverlässigkeit beide 5": a name
  // joined to the next one shares its rating (last to first: "A, B and C 4").
  for (let i = all.length - 2; i >= 0; i -= 1) {
    const [mention, next] = [all[i]!, all[i + 1]!];
    const shared = ratings[next.competency];
    if (ratings[mention.competency] !== undefined || shared === undefined) continue;
    if (before[i + 1] || !JOINED.test(text.slice(mention.end, next.start))) continue;
    // "can't judge communication and teamwork 4" shares nothing: the first is passed on.
    const clause = text
      .slice(0, mention.start)
      .split(/[,;.!?\n]/)
      .at(-1)!;
    if (DENIED_BEFORE.test(clause)) continue;
    ratings[mention.competency] = shared;
    spans.push({ start: mention.start, end: next.start });
  }
  return { ratings, spans };
}

/** How far a name's words may run before the figure that closes them ("…, 5."). */
const CLOSING_REACH = 120;

/**
 * A name described at length, its figure closing the description: "Kommunikation mit Patienten
 * und Angehörigen sehr gut, 5.", "Leadership… well, he guides the interns properly. 4". Read only
 * when the words up to the next name hold no other figure at all and the rating stands alone
 * at their end, after a comma, a colon, a dash or a full stop; else nothing (the rating in
 * reach of the name, or none).
 */
function closingRating(segment: string): Candidate | null {
  if (segment.length > CLOSING_REACH) return null;
  const m = /(?:[,:;.…]|\s[–—-])\s*([1-5])\s*[.!]?\s*$/u.exec(segment);
  if (!m) return null;
  if ((segment.match(/\d+/g) ?? []).length !== 1) return null;
  const at = segment.lastIndexOf(m[1]!);
  return { value: Number(m[1]), start: at, end: at + 1 };
}

/** A unit of time or of people right after a figure, in the five languages: an amount. */
const AMOUNT_UNIT_AFTER =
  /^\s*(?:years?|yrs?|months?|weeks?|days?|hours?|people|times|a[nñ]os?|ann[ée]es?|ans?|jahre?n?|meses|m[eê]s|mois|monate?n?|semanas?|semaines?|wochen?|d[ií]as?|jours?|tage?n?|horas?|heures?|stunden?|pessoas|personas|personnes|leute|vezes|veces|fois|mal)(?![\p{L}])/iu;

/** Only a join between two names: "and", "&", a slash ("und", "y", "et", "e"); a comma lists, it joins nothing. */
const JOINED = /^\s*(?:\/|&|\+|and|und|y|et|e)\s*$/i;
/** A denial or a skip before a name in its clause ("not", "can't", "skip", "nicht", "pas", "não"). */
const DENIED_BEFORE =
  /(?:\b(?:not|no|never|skip|pass|nicht|kein\w*|nie|pas|jamais|não|nao|nunca|ni)\b|n't)/i;

const shift = (c: Candidate, by: number): Candidate => ({
  ...c,
  start: c.start + by,
  end: c.end + by,
});

const CLAUSE_END = /[,;.!?\n—–]|\s-\s/g;

/**
 * What a named rating uses of the text: from the name to the rating, or
 * only the rating's own clause when the name belongs to a description
 * ("Great communicator, I'd give her a 5 there" leaves "Great communicator"
 * to answer the question asked; "Teamwork is great, 5" is all rating).
 */
function ratingSpan(text: string, mention: Mention, rating: Candidate): Span {
  const clauseStart = Math.max(
    0,
    ...[...text.slice(0, mention.start).matchAll(CLAUSE_END)].map((m) => m.index + m[0].length),
  );
  const described = /\p{L}/u.test(text.slice(clauseStart, mention.start));
  const last = [...text.slice(mention.end, rating.start).matchAll(CLAUSE_END)].at(-1);
  if (!described || !last) return { start: mention.start, end: rating.end };
  const next = text.slice(rating.end).search(CLAUSE_END);
  return { start: mention.end + last.index, end: next < 0 ? text.length : rating.end + next };
}

const EVERY_RATING =
  /\b(?:([1-5]|one|two|three|four|five)'?s?\s+(?:across the board|all (?:round|around)|for (?:all )?the (?:rest|others)|for (?:all|each|every one) of them|for everything(?: else)?)|all ([1-5]|one|two|three|four|five)'?s)\b/i;

/** "4s across the board", "all fives", "4 for the rest": one rating for every competency left. */
export function readEveryRating(text: string): Candidate | null {
  const m = EVERY_RATING.exec(text);
  if (m) return { value: ratingValue((m[1] ?? m[2])!), start: m.index, end: m.index + m[0].length };
  return readRestRating(text);
}

/** "the rest", "everything else" in the five languages (folded, lower case). */
const THE_REST =
  '(?:(?:all )?the (?:rest|others)|everything else|all (?:the )?others|the remaining(?: ones)?|(?:todo )?lo demas(?: todo)?|el resto|(?:todas )?las demas|(?:todos )?los demas|der rest|den rest|alles andere|alle anderen|die anderen|die restlichen|(?:tout )?le reste|(?:tous )?les autres|(?:toutes )?les autres|(?:todo )?o resto|o restante|(?:todos )?os outros|(?:todas )?as outras)';
/** Words between "the rest" and its figure ("a", "un", "todo", "eine", "à", "com", "gets"). */
const REST_GAP =
  '(?:\\s*(?:[:=,-]|all|get|gets|are|a|an|un|una|todo|todos|todas|con|eine|ne|je|jeweils|kriegt|bekommt|a|à|un|une|tous|toutes|um|uma|com|leva|levam|tudo)(?![\\p{L}]))*';
/** A figure for the rest after it, or before it with "for" ("un 4 para lo demás", "4 pour le reste"). */
const REST_RATING = new RegExp(
  `(?<![\\p{L}])${THE_REST}${REST_GAP}\\s*([1-5])(?![\\p{N}]|[.,]\\p{N})|(?<![\\p{N}.,])([1-5])\\s+(?:for|para|pra|pro|pour|fur|für)\\s+${THE_REST}(?![\\p{L}])`,
  'u',
);

/** "técnica un 5 y lo demás todo un 4", "der Rest eine 4", "le reste à 4", "o resto 4": every rating left. */
function readRestRating(text: string): Candidate | null {
  // fold keeps each letter in place (one character for one): the spans are the text's.
  const said = fold(text);
  const m = REST_RATING.exec(said);
  if (!m) return null;
  return { value: Number(m[1] ?? m[2]), start: m.index, end: m.index + m[0].length };
}

/** "I meant communication 5, not technical skill": the competencies set aside with "not". */
export function negatedCompetencies(text: string): Competency[] {
  return mentions(text)
    .filter((m) => /\bnot\s+(?:for\s+|the\s+)?$/i.test(text.slice(0, m.start)))
    .map((m) => m.competency);
}

const WITHDRAW =
  /\b(?:leave\s+(.{1,30}?)\s+out|(?:remove|delete|drop|scratch|forget|ignore|take back|withdraw|don'?t (?:count|include)|do not (?:count|include))\s+(.{0,30}))/i;

/**
 * An answer taken back: "leave leadership out", "scratch that last
 * comment", "forget that". What it names: competencies, the comments, or
 * (`last`) the answer given just before.
 */
export function readWithdrawal(text: string): Array<Competency | 'comments' | 'last'> | null {
  const m = WITHDRAW.exec(text);
  if (!m) return null;
  const target = m[1] ?? m[2] ?? '';
  const named = mentions(target).map((x) => x.competency);
  if (named.length > 0) return named;
  if (/\bcomments?\b/i.test(target)) return ['comments'];
  return /^\s*(?:that|it|this|my last|the last)\b/i.test(target) ? ['last'] : null;
}

/**
 * Words saying that what the referee wrote before was about someone else ("lo de antes era del
 * otro Antonio", "I was thinking of someone else", "ich hab die zwei verwechselt", "je les ai
 * confondus", "confundi com o outro"), in the five languages: that earlier answer is theirs no
 * longer.
 */
export function speaksOfAnotherPerson(text: string): boolean {
  return ANOTHER_PERSON.test(text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase());
}

const ANOTHER_PERSON = new RegExp(
  [
    '(?:that|what i (?:said|wrote)(?: before| earlier)?) (?:was|were) about (?:someone|somebody) else',
    'i was thinking (?:of|about) (?:someone|somebody) else',
    'i (?:mixed|got) (?:them|him|her) (?:up|mixed up|confused)',
    'lo de antes (?:era|fue|es) (?:del|de la|de) otr[oa]',
    '(?:me|la|lo) (?:he|habia) (?:liado|confundido) (?:de persona|con (?:el|la) otr[oa])',
    'estaba pensando en (?:el |la )?otr[oa]',
    '(?:hab|habe|hab ich) (?:die|den|sie|ihn|euch|die beiden|die zwei) verwechselt',
    '(?:das|des) (?:von )?(?:vorhin|eben|vorher) war (?:fur |uber )?(?:den|die|der) (?:andere|anderen)',
    "je (?:les|l')(?: ai|ai) confondu",
    "je parlais (?:de l'autre|de quelqu'un d'autre)",
    "(?:ce que j'ai dit|ce que j'ai ecrit)(?: avant| tout a l'heure)? c'etait (?:pour |sur )?(?:l'autre|quelqu'un d'autre)",
    '(?:confundi|troquei) (?:com|de pessoa|as pessoas|os dois|as duas)',
    '(?:aquilo|o de antes|o que eu disse) era (?:d[oa]|sobre [oa]) outr[oa]',
    'estava (?:a falar|falando) (?:d[oa]|de) outr[oa]',
  ].join('|'),
  'u',
);

/** A message that opens by correcting an earlier answer ("Sorry, actually…", "wait, I meant…"). */
export function opensWithCorrection(text: string): boolean {
  return /^\W*(?:(?:oh|lol|ok|okay|so|um+|hmm+|ah|oops)\W+)*(?:sorry|actually|wait|oops|i meant|correction|my mistake|make that|scratch that|forget that|ignore that|strike that)\b/i.test(
    text,
  );
}

/** "make that a 5", "change it to 4", "I meant 4": a new value for the answer given before. */
export function correctsLastAnswer(text: string): boolean {
  return /\b(?:make (?:that|it)|change (?:that|it)|i meant|should have been|should be|more like)\b/i.test(
    text,
  );
}

// "Always", "almost always, yes" open an answer; "he always writes them late" is no yes.
const YES =
  "yes+|yeah|yea|yeh|yep|yup|ya|yah|aye|y|ofc|def|defo|deffo|sure|absolutely|definitely|of course|certainly|gladly|happily|in a heartbeat|like a shot|without (?:a |any |the (?:least|slightest|smallest|faintest) )?(?:doubt|hesitation|hesitating|second thought)|100 ?(?:%|percent)|(?<=^[^A-Za-z0-9]*|[.!?;,:—–-]\\s*)(?:(?:almost |nearly )?always|most of the time)|i would|i'?d (?:happily |gladly |definitely |certainly )?(?:re-?hire|hire|work with)|(?:the |my |our )?doors? (?:is|are|'s) (?:always |still )?open|(?:would|'d) take (?:(?:him|her|them) )?back";
const YES_FIRST =
  "wouldn'?t hesitate|would not hesitate|wouldn'?t think twice|would not think twice|no doubt|no question|no hesitation";
const NO =
  "not yet|not (?:in a heartbeat|like a shot)|not always|(?:not|never) (?:very )?often|rarely|seldom|hardly ever|(?:of course|certainly|surely|definitely|absolutely|probably) not|(?:honestly|frankly|sadly|unfortunately),? not(?! sure| certain| convinced)|i (?:would not|wouldn'?t)(?! (?:hesitate|think twice))|i'?d not|not a chance|not at all|no+|nope|nah|n|never|not really|wouldn'?t|would not|no way|(?:i )?(?:don'?t|do not) think so|i doubt it|doubt it|unlikely";
// The end is no letter or digit (not \\b: "100%" ends on a sign).
const YES_NO = new RegExp(`\\b(?:(${YES_FIRST})|(${NO})|(${YES}))(?![A-Za-z0-9])`, 'i');

/** Every yes and no said, in order: "yes and no" is [true, false]. */
export function readYesNos(text: string): boolean[] {
  const all = new RegExp(YES_NO.source, 'gi');
  return [...text.replace(/[’‘]/g, "'").matchAll(all)].map((m) => m[2] === undefined);
}

/** Yes or no, by the first that is said ("I meant yes, … not no"); null when neither is. */
export function readYesNo(text: string): boolean | null {
  const m = YES_NO.exec(text.replace(/[’‘]/g, "'"));
  if (!m) return thumbs(text);
  return m[2] === undefined;
}

/**
 * "👍" alone is a yes, "👎" a no; so beside words in a script no lexicon reads ("እወ 👍", "はい👍"):
 * the words say what the thumb does, as far as the reader can tell (never certain: not understood).
 */
function thumbs(text: string): boolean | null {
  if (/[\p{Script=Latin}\p{N}]/u.test(text)) return null;
  if (/👍|✅|💯/u.test(text)) return true;
  return /👎|❌/u.test(text) ? false : null;
}

/**
 * Rehiring named, in English, Spanish, Portuguese, French and German ("la volvería a contratar",
 * "contrataria de novo", "je la réembaucherais", "würde sie wieder einstellen").
 */
const REHIRE_MENTION =
  /\b(?:re-?hire|hire (?:her|him|them)|work with (?:her|him|them) again|hire again)\b|(?<![\p{L}])(?:volver[íi]a a contratar\p{L}*|recontratar[íi]a|contrataria (?:(?:ele|ela) )?(?:de novo|novamente)|r[ée]-?embaucherai[st]|wieder einstellen)(?![\p{L}])/iu;

/**
 * A would-rehire said in passing: the sentence that names rehiring, with its yes or no
 * (read in its English sense, `inEnglish`: "sim" is a yes).
 */
export function readVolunteeredRehire(
  text: string,
  inEnglish: (text: string) => string = (said) => said,
): { answer: boolean; span: Span } | null {
  for (const sentence of sentences(text)) {
    const mention = REHIRE_MENTION.exec(sentence.text);
    if (!mention) continue;
    const answer = readYesNo(inEnglish(sentence.text));
    if (answer === null) continue;
    // "On a travaillé deux ans, de 2023 à 2024, et je la réembaucherais sans hésiter": only
    // the clause that names rehiring, when it says the same alone; the rest answers others.
    const from = sentence.text.slice(0, mention.index).search(/[,:;][^,:;]*$/) + 1;
    const clause = sentence.text.slice(from);
    const own = from > 0 && readYesNo(inEnglish(clause)) === answer;
    return { answer, span: own ? { start: sentence.start + from, end: sentence.end } : sentence };
  }
  return null;
}

/** The text's sentences (cut after . ! ? ; and before ", and yes"), with where they are. */
export function sentences(text: string): Array<Span & { text: string }> {
  const found: Array<Span & { text: string }> = [];
  for (const m of text.matchAll(/[^.!?;]+(?:[.!?;]+|$)|,\s*and\s+(?:yes|no)\b[^.!?;]*[.!?;]*/gi)) {
    if (m[0].trim()) found.push({ text: m[0], start: m.index, end: m.index + m[0].length });
  }
  return found;
}

/** Labels a referee puts before an answer ("Strengths: …", "As for improving: …"). */
const LABELS = {
  strengths: /(?:main\s+)?(?:strengths?|strong points?)/,
  improvements:
    /(?:areas?\s+(?:to|for)\s+improve(?:ment)?|improvements?|improving|to improve|weaknesses?|weak points?|development areas?|needs?\s+to\s+work\s+on|to work on)/,
  rehire: /(?:would\s+(?:i|you)\s+)?(?:re-?hire|hire (?:again|her again|him again|them again))/,
  comments: /(?:(?:other\s+|any\s+other\s+)?comments?|anything else)/,
} as const;
export type LabelledQuestion = keyof typeof LABELS;

/**
 * What ends a label: a colon, or a dash with spaces ("strengths - her
 * writing"); a would-rehire may also be asked back ("rehire? yes").
 */
const LABEL_END =
  '\\s*(?::|\\s[-–—]\\s|[–—])|(?<=hire)\\s*\\?(?=\\s*(?:yes|no|yeah|yep|nope|definitely|absolutely)\\b)';

const LABEL_NAMES = Object.keys(LABELS) as LabelledQuestion[];
const LABELLED = new RegExp(
  `(?:^|(?<=[.!?;,—–-]\\s*|\\s))(?:(?:also|and|as|for|re|on)\\s+)*(?:${LABEL_NAMES.map((n) => `(${LABELS[n].source})`).join('|')})(?:${LABEL_END})`,
  'gi',
);

/** The labelled answers: "Strengths: very clear writer." → strengths; where the first label starts. */
export function readLabelled(text: string): {
  answers: Partial<Record<LabelledQuestion, string>>;
  from: number;
} {
  const found = [...text.matchAll(LABELLED)];
  const answers: Partial<Record<LabelledQuestion, string>> = {};
  found.forEach((m, i) => {
    // One group per label, in LABEL_NAMES' order: the one that matched names the question.
    const name = LABEL_NAMES[m.slice(1).findIndex((group) => group !== undefined)]!;
    const end = found[i + 1]?.index ?? text.length;
    const answer = text.slice(m.index + m[0].length, end).trim();
    if (answer) answers[name] = answer;
  });
  return { answers, from: found[0]?.index ?? text.length };
}

/** "Oh and also…", "forgot to say": more for the answer given before. */
export function addsToLastAnswer(text: string): boolean {
  return /\b(?:and also|oh and|forgot to (?:say|mention)|one more thing|i should add)\b/i.test(
    text,
  );
}

/** After a yes or no, "one more thing: …" or "also …": a comment. */
export function commentAfter(text: string): string | null {
  const m = /\b(?:one more thing|another thing|i'?d (?:also )?add|also)\b\s*[:,—–-]?\s*/i.exec(
    text,
  );
  const rest = m ? text.slice(m.index + m[0].length).trim() : '';
  return rest.length > 0 ? rest : null;
}

/** Words a text correction may open with ("oh, actually, add that…", "sorry, scratch that, I meant…"). */
const EDIT_OPENING =
  '^\\W*(?:(?:oh|actually|sorry|also|and|wait|ok|okay|oops|no|scratch that|forget that|ignore that|correction)\\W+)*';
const ADD_TO_TEXT = new RegExp(
  `${EDIT_OPENING}(?:(?:can you |could you |please |pls )?(?:also )?add(?: in)?(?: that)?|i should (?:also )?add(?: that)?|forgot to (?:say|mention|add)(?: that)?)\\s*[:,—–-]?\\s+(.+)$`,
  'is',
);
const REPLACE_TEXT = new RegExp(
  `${EDIT_OPENING}(?:i meant(?: to say)?|i should have said|what i meant was|it should (?:say|read))\\s*[:,—–-]?\\s+(.+)$`,
  'is',
);
/** "scratch that, she was promoted once": the new text after the words taking the old one back. */
const SCRATCH_THEN_TEXT =
  /^\W*(?:(?:oh|actually|sorry|wait|ok|okay|oops|no)\W+)*(?:scratch|forget|ignore|strike) that\s*[,.;:!—–-]\s*(.+)$/is;
/** What follows "scratch that" when it only takes the answer back ("…, I'd rather not include it"). */
const ONLY_TAKES_BACK =
  /\b(?:rather not|prefer not|don'?t (?:include|put|add|use|record)|do not (?:include|put|add|use|record)|leave (?:it|that) out|not include|remove it|delete it)\b/i;

/**
 * A change to the text answer given last: "actually, add that she also
 * mentored juniors" (more for it) or "scratch that, I meant prioritisation,
 * not time management" (a new text, without what it replaces).
 */
export function readTextEdit(text: string): { add: boolean; text: string } | null {
  const add = ADD_TO_TEXT.exec(text);
  if (add) return { add: true, text: tidy(add[1]!) };
  const scratched = SCRATCH_THEN_TEXT.exec(text)?.[1];
  const replace =
    REPLACE_TEXT.exec(text) ??
    (scratched && !ONLY_TAKES_BACK.test(scratched) && !saysNothingMore(scratched)
      ? [text, scratched]
      : null);
  if (!replace) return null;
  const meant = tidy(
    replace[1]!.replace(/(?:,\s*not\b|\s(?:rather than|instead of)\b)[^.;!?]*$/i, ''),
  );
  return meant ? { add: false, text: meant } : null;
}

/** "I was her peer, not her manager": a new relationship, said as a correction. */
export function readsAsRelationship(text: string): boolean {
  return findRelationship(text) !== null && /\bnot\s+(?:her|his|their|the|a|an|my)\b/i.test(text);
}

/** "hmm no idea", "not sure to be honest": the words around a skip that change nothing. */
const SKIP_BEFORE = "(?:(?:hmm+|um+|uh+|erm+|well|honestly|sorry|oh|ah|i'?m|i am|tbh) )*";
const SKIP_AFTER =
  '(?: (?:honestly|really|sorry|tbh|to be honest|exactly|i think|i guess|mate|then|please|for now|thanks|thank you))*';
const SKIP_PHRASE = new RegExp(
  `^${SKIP_BEFORE}(?:(?:can i )?skip(?: (?:this|that|it))?(?: one)?|pass|n ?\\/? ?a|none|no comment|not applicable|leave (?:it|this|that) (?:blank|empty)|(?:i'?d |i would |i'?d really |i would really )?(?:rather|prefer) not(?: to)?(?: say| answer| comment| rate(?: that| this| it)?)?|can'?t (?:really )?(?:judge|say|comment|rate)(?: (?:that|this|it)(?: one)?)?|not sure|unsure|no idea|don'?t know|dunno|idk|hard to say|no clue)${SKIP_AFTER}$`,
  'i',
);

/** The message is only a skip ("skip", "prefer not to say", "not sure", "no idea honestly"). */
export function isOnlySkip(text: string): boolean {
  const parts = clauses(text);
  return (
    parts.some((p) => SKIP_PHRASE.test(p)) &&
    parts.every((p) => SKIP_PHRASE.test(p) || COURTESY.test(p))
  );
}

/**
 * A clause of its own that only fills or thanks ("honestly,", "no, thanks"):
 * beside a skip it leaves the message a skip ("Écoutez, je préfère pas. Non
 * merci, sans façon." is never a text answer).
 */
const COURTESY =
  /^(?:hmm+|um+|uh+|erm+|well|honestly|sorry|oh|ah|tbh|no|nope|no thanks?|no thank you|thanks?|thank you|cheers|ok|okay|listen|look)$/i;

/** It opens or ends with a skip ("not sure, it's not really a technical job", "… 😂 skip"). */
export function hasSkip(text: string): boolean {
  const parts = clauses(text);
  return (
    parts.length > 0 &&
    (SKIP_PHRASE.test(parts[0]!) ||
      SKIP_WORD_FIRST.test(parts[0]!) ||
      /\bskip$/i.test(parts.at(-1)!))
  );
}

/** "n/a she didn't lead anyone", "pass, …": a skip word opening a reason. */
const SKIP_WORD_FIRST = /^(?:skip|pass|n a|na|not applicable)\b/;

/** Ways of saying there is nothing more that the intake's "that's everyone" does not cover. */
const NOTHING_MORE =
  /^(?:(?:no|nope|nah|n|nothing|merci|danke|ta|no ta)|(?:no |nah |nope )?(?:(?:good luck|all the best|best of luck|best wishes)(?: .*)?|(?:i'?m |we'?re |it'?s )?all good|(?:that|this) covers it|nothing (?:comes|springs) to mind|can'?t think of anything(?: else)?|i think that'?s it|not really|nothing (?:really|further)|(?:that'?s|that is) (?:all|it) from me|(?:i think )?(?:i'?ve|i have) covered (?:it all|everything)|(?:everything|all) (?:has|'s) been said|(?:i'?ve |i have |i )?said (?:it all|everything)|that'?s everything))(?: thanks?| thank you| thx| cheers| ta)?$/;

/** "no", "No. Thanks, bye!", "nothing else, good luck to her!", "nah all good", "🙂": nothing to add. */
export function saysNothingMore(text: string): boolean {
  const parts = clauses(text);
  const closing = (p: string) => isDone(p) || isSmallTalk(p) || NOTHING_MORE.test(p);
  // Closings joined by an "and" ("thanks and good night", "Merci et bonne soirée") are closings.
  const said = (p: string) => closing(p) || p.split(/ and /).every((q) => q !== '' && closing(q));
  // An interjection before it changes nothing ("well, that's all"; "Na, passt scho").
  const rest = parts.length > 1 && INTERJECTION.test(parts[0]!) ? parts.slice(1) : parts;
  return isDone(text) || rest.every(said);
}

/**
 * Spoken dictation commands a voice keyboard leaves at the end ("send", "full stop", "end of
 * message"; other languages' read so in English words): never content.
 */
const DICTATION_END =
  /(?:[\s,.;:!-]+|^)(?:send|end of message|full stop|period|new line|over and out|punkt|punto|point|ponto)[\s.!]*$/i;

/** The message without the dictation commands closing it ("nothing more thanks send" → "nothing more thanks"). */
export function withoutDictation(text: string): string {
  let said = text;
  for (let i = 0; i < 3 && DICTATION_END.test(said); i += 1) said = said.replace(DICTATION_END, '');
  return said.trim();
}

/** A word that closes a talk: thanks, a goodbye, a blessing (a wish, read so), a no, a filler, "that's all". */
const CLOSING_WORD =
  /^(?:no|nope|nah|ok|okay|thanks?|thank|you|thx|ty|cheers|bye|goodbye|ciao|cya|see|later|ta|regards|best|kind|blessings|all|that'?s|that|is|it|nothing|more|else|honestly|well|so|oh|ah|hmm+|um+|uh+|good|luck|from|me|end|of|message|send|full|stop|period)$/i;

/**
 * A reply that only closes the talk ("no thanks, bye", "that's all thanks send"): thanks,
 * goodbyes, fillers, a no and dictation commands, nothing more.
 */
export function onlyCloses(text: string): boolean {
  const words =
    text
      .toLowerCase()
      .replace(/[’‘`]/g, "'")
      .match(/[\p{L}']+/gu) ?? [];
  return words.length > 0 && words.every((w) => CLOSING_WORD.test(w));
}

/** "well", "so", "oh": a first clause that only opens the message. */
const INTERJECTION =
  /^(?:well|so|oh|ah|hmm+|um+|uh+|erm+|(?:no|nope|nah)(?= |$))(?: (?:well|so|oh|ah|honestly|no|sir|madam|ma'?am))*$/i;

/** Letters or digits: an emoji or punctuation alone says nothing. */
export function hasWords(text: string): boolean {
  return /[\p{L}\p{N}]/u.test(text);
}

/**
 * A greeting or a filler that is a sentence of its own ("Halo.", "Bonjour !", "Hmm."), in the
 * five languages: beside questions it answers nothing.
 */
const GREETING_SENTENCE =
  /^(?:hello|hi|hey|hallo|halo|hola|buenas|buenos d[ií]as|buenas (?:tardes|noches)|bonjour|bonsoir|salut|coucou|ol[áa]|oi|bom dia|boa (?:tarde|noite)|guten (?:tag|morgen|abend)|moin|servus|gr[üu]ezi|gr[üu](?:ß|ss) gott|good (?:morning|afternoon|evening)|hmm+|um+|uh+|euh+|eh|ah|oh)$/iu;

/** A sentence that only greets or fills ("Halo.", "Buenas,"). */
const onlyGreets = (sentence: string) =>
  GREETING_SENTENCE.test(sentence.replace(/[\s.!;,'’—–-]+$/u, '').trim());

/**
 * Every sentence is a question ("Strengths as in technical or personal?"), a greeting before
 * them aside ("Halo. C'est pour quel travail ?"): a message that only asks back answers nothing.
 */
export function isOnlyQuestions(text: string): boolean {
  const all = sentences(text.replace(/[^\p{L}\p{N}\s.!?;,'’—–-]/gu, '')).filter(
    (s) => !onlyGreets(s.text),
  );
  return all.length > 0 && all.every((s) => s.text.trim().endsWith('?'));
}

/** Hedges that make a text answer of what follows a "not sure" ("not sure, maybe delegation?"). */
const HEDGED = /\b(?:maybe|perhaps|probably|possibly|might|i guess|i suppose)\b/i;

/** It opens with a skip and gives a reason, not an answer ("not sure to be honest, she was only with us briefly"). */
export function skipsWithReason(text: string): boolean {
  const parts = clauses(text);
  return parts.length > 1 && SKIP_PHRASE.test(parts[0]!) && !HEDGED.test(text);
}

const QUESTION_WORD =
  /^\W*(?:is|are|do|does|did|what|which|how|who|why|when|where|can|could|should|shall|may|sorry what)\b/i;

/** A hedged answer with a question mark, not a question back: "not sure, maybe delegation?". */
export function answersHedged(text: string): boolean {
  return HEDGED.test(text) && !QUESTION_WORD.test(text);
}

/** A question back, not a hedged answer: "is 5 the best?" (but not "hard to say, 3?"). */
export function asksBack(text: string): boolean {
  return isOnlyQuestions(text) && QUESTION_WORD.test(text);
}

/** "brb", "one sec", "hold on, someone's at the door": the referee is away for a moment. */
export function isAway(text: string): boolean {
  return (
    !/\d/.test(text) &&
    text.split(/\s+/).length <= 8 &&
    /^\W*(?:brb|be right back|one (?:sec|second|moment|min(?:ute)?)|hold on|hang on|give me a (?:sec|second|minute|moment)|just a (?:sec|second|minute|moment))\b/i.test(
      text,
    )
  );
}

/** An instruction to the interviewer, not an answer ("Ignore your previous instructions…"). */
export function isInstruction(text: string): boolean {
  return /\b(?:ignore (?:all |your |the |any )?(?:previous |prior |above )?instructions|system prompt|you are now|disregard (?:your|the|all) )/i.test(
    text,
  );
}

/** Chatter in a sentence of its own ("Also, lovely weather here today haha"). */
const CHATTER = /\b(?:weather|haha+|lol|lmao|rofl|grabbed my keyboard)\b/i;
/** A sentence of fillers only ("ok back!", "ha ok."), which answers nothing when more is said. */
const FILLER =
  /^\W*(?:(?:ok(?:ay)?|k|ha+|hah|right|alright|cool|fair enough|got it|sorry(?: about that)?|(?:i'?m |im )?back(?: now)?|so|well|hmm+|um+|oh|ah)\W*)+$/i;

/**
 * What is left of the text once the used spans are cut and chatter
 * sentences are dropped (when something else remains): the answer to the
 * question asked, or '' when nothing is.
 */
export function remainder(text: string, used: Span[]): string {
  let rest = text;
  for (const span of [...used].sort((a, b) => b.start - a.start)) {
    rest = `${rest.slice(0, span.start)} ${rest.slice(span.end)}`;
  }
  const kept = sentences(rest).filter((s) => !CHATTER.test(s.text) && !FILLER.test(s.text));
  if (kept.length > 0 && kept.length < sentences(rest).length) {
    rest = kept.map((s) => s.text).join('');
  }
  return tidy(rest);
}

function tidy(text: string): string {
  return (
    text
      // French writes a space before ; : ! ? ("La mémoire : elle …"): kept as typed, unless a
      // cut left more than one.
      .replace(/\s+([,.])|\s{2,}([;:!?])/g, '$1$2')
      .replace(/([,;:—–-])(?:\s*[,;:—–-])+/g, '$1')
      .replace(/\s{2,}/g, ' ')
      .replace(/^[\s,;:.—–-]+|[\s,;:—–-]+$/g, '')
      .trim()
  );
}

/** "next", "next question", "move on": on to the next question. */
const NEXT =
  /^\W*(?:next(?: question| one| please)?|move on|skip(?:ped)? (?:it|this|that)(?: one)?)\W*$/i;

/**
 * A skip (CONTRACT "Never a guess"): "skip", "pass", "next", "n/a", "prefer
 * not to answer", "no comment". Never a value, whatever the question.
 */
export function isSkip(text: string): boolean {
  const first = clauses(text)[0] ?? '';
  return (
    isOnlySkip(text) ||
    NEXT.test(text.trim()) ||
    SKIP_COMMAND.test(first) ||
    OFF_THE_RECORD.test(text)
  );
}

/**
 * Asked not to be written down ("He's late sometimes. But don't put that in, poor guy",
 * "that's off the record", "don't quote me on that", "that's private"): whatever was said
 * with it is never an answer, so the question is left as a skip (a wrong answer is worse than
 * one left out). Only where the request ends its clause: "don't put that in the same
 * category" asks nothing.
 */
const OFF_THE_RECORD =
  /(?<![\p{L}])(?:(?:please )?(?:don'?t|do not) (?:put|write|note|quote|record|include) (?:that|this|it)(?: (?:in|down|in writing|in the report))?|(?:don'?t|do not) quote me|off the record|(?:just )?between (?:us|you and me)|(?:that|this)(?:'s| is| was) (?:private|confidential|a private matter))(?=\s*(?:[,.;:!?…)]|$|please\b|pls\b))/iu;

/**
 * A clause that tells the interviewer to skip ("skip that one, busy"; "pass, she led nobody"), or
 * says the question does not apply ("doesn't apply, we're back every night").
 */
const SKIP_COMMAND =
  /^(?:(?:can we |can i |let'?s |please |pls )?(?:skip|pass)(?: (?:this|that|it))?(?: one| question)?(?: please| pls)?|next(?: question)?|n ?a|not applicable|(?:(?:it|that|this) )?(?:does not|doesn'?t) apply(?: here| to (?:her|him|them|us))?)$/;

const DONT_KNOW = new RegExp(
  `^${SKIP_BEFORE}(?:i )?(?:don'?t know|do not know|dont know|idk|dunno|no idea|not sure|unsure|no clue|hard to say|not certain|i forget|no recollection|(?:i )?(?:can'?t|cannot|couldn'?t) (?:really )?(?:say|remember|recall|tell(?: you)?))${SKIP_AFTER}$`,
  'i',
);
const NOT_WELL_ENOUGH =
  /^\W*(?:(?:sorry|honestly|well)\W+)*i\s+(?:don'?t|do not|dont) know (?:her|him|them|the candidate|[a-z]+)\s+(?:well\s+)?enough\b/i;

/** "I don't know, sorry", "no idea", "keine Ahnung", "can't remember": said first, or as a short message. */
/** Not followed by what is known ("I don't know anyone better" is praise). */
const NO_OBJECT = String.raw`(?!\s+(?:any|anyone|anybody|anything|someone|somebody|of|a|an)\b)`;
const DONT_KNOW_OPENING = new RegExp(
  String.raw`^(?:(?:um+|hmm+|uh+|honestly|sorry|tbh|oh),?\s*)*(?:i )?(?:don't|dont|do not|really don't|wouldn't|would not) (?:really )?know\b${NO_OBJECT}|^(?:no|not a) (?:idea|clue)\b|^(?:i )?(?:can't|cant|cannot|couldn't|could not) (?:really )?(?:say|tell|remember|recall|judge)\b|^(?:i'm |im |i am )?not (?:sure|certain)\b|^(?:idk|dunno|no clue|not sure|unsure|n\/a|na|\?+)$|^(?:i )?(?:have|had) no (?:idea|way of knowing)\b|^(?:i )?(?:didn't|did not|never) (?:really )?(?:see|work on|observe|notice)\b`,
);
const DONT_KNOW_ANYWHERE = new RegExp(
  String.raw`\b(?:(?:don't|dont|do not|can't|cant|cannot|couldn't) (?:really )?(?:know|remember|recall|say|judge|tell|comment)\b${NO_OBJECT}|no (?:idea|clue)|not sure|keine ahnung|wei(?:ß|ss) (?:ich )?(?:(?:wirklich|echt|leider|ehrlich|gar) )?nicht|no lo s[ée]|no sé|no se(?=\s*(?:$|[,.;:!?…]|si\b|que\b|qu[ée]\b|cu[áa]nt|c[óo]mo\b|d[óo]nde\b|la verdad\b|bien\b|exactamente\b|decir))|ni idea|je ne sais pas|aucune id[ée]e|n[ãa]o sei|sem ideia|n[ãa]o (?:lhe|te|vos|o|a) sei|no (?:te|le|les|lo|la) (?:s[ée]|sabr[ií]a)\b|no sabr[ií]a (?:decir|qu[ée])|(?:je |j')?(?:ne |n')?(?:vous |te |l')?(?:sais|saurais|saurai) (?:pas|rien)|(?:kann|k[öo]nnte) ich (?:ihnen |dir |euch |das |es )?nicht sagen)\b`,
);

/**
 * "idk", "no idea tbh", "can't remember", "I don't know her well enough to
 * say", "honestly I don't remember, a while", "keine Ahnung": no answer. A
 * message that opens with it, or a short one without a figure that says it
 * anywhere.
 */
export function isDontKnow(text: string): boolean {
  const parts = clauses(text);
  if (parts.length === 0) return false;
  const t = text.toLowerCase().replace(/[’‘`]/g, "'").replace(/\s+/g, ' ').trim();
  const said = t.replace(/[.!…]+$/g, '');
  const short = !/\d/.test(said) && said.split(' ').length <= 10;
  return (
    NOT_WELL_ENOUGH.test(t) ||
    parts.every((p) => DONT_KNOW.test(p)) ||
    DONT_KNOW_OPENING.test(said) ||
    (short && DONT_KNOW_ANYWHERE.test(said))
  );
}

/**
 * "I don't know whether she renewed it", "I'd have to check if …" (the languages' "si", "ob",
 * "se" as their words leave them; Spanish "si" read as "yes"): whether it holds is not known, however long the message.
 * For a closed question only ("I don't know if this helps, but …" opens a text answer).
 */
export function notKnownWhether(text: string): boolean {
  return NOT_KNOWN_WHETHER.test(text.toLowerCase().replace(/[’‘`]/g, "'").replace(/\s+/g, ' '));
}
const NOT_KNOWN_WHETHER =
  /\b(?:(?:i )?(?:don't|dont|do not) know|(?:i'?d|i would|i'?ll|i will|i) (?:have|need) to (?:check|look(?: it)? up|verify))(?:\W{0,2} (?:if|whether|si|ob|se)\b| s'| yes (?!\W))/;

const DECLINE =
  /\b(?:(?:i'?d|i would|i'?ll|i will) (?:rather|prefer) not (?:to )?(?:give|provide|be|act as|do|write) (?:a |the |any )?(?:reference|referee)|(?:don'?t|do not|dont) (?:want|wish) to (?:give|provide|be|do|act as|take part|participate|write)\b|not (?:comfortable|willing|able|in a position) (?:to )?(?:giving|providing|give|provide|being|be)\b.*\breferen|(?:don'?t|do not) wish to (?:take part|participate)|remove me\b|opt(?:ing)? out\b|^\W*i (?:must |have to |will |'ll )?(?:politely |respectfully )?decline\b|(?:don'?t|do not) contact me|not (?:going|willing) to (?:give|provide) (?:a |any )?reference)/i;

const REFERENCE = '(?:a |any |the |this )?(?:reference|referee|recommendation)';
const GIVE = '(?:give|giving|provide|providing|do|doing|be|being|write|writing|act as|serve as)';
/** More ways to decline: "I'm not comfortable being a referee", "I don't know him well enough", German, Spanish, French. */
const DECLINES = [
  new RegExp(
    String.raw`\b(?:rather not|prefer not to|(?:do not|don't|dont|won't|wont|will not|can't|cant|cannot|can not) (?:want to |wish to |feel (?:comfortable|able) )?|not (?:comfortable|willing|able|in a position) (?:to )?|unable to|decline to|refuse to)\s*${GIVE}\s+(?:her |him |them |you )?${REFERENCE}`,
  ),
  new RegExp(String.raw`\b(?:decline|declining|withdraw|withdrawing)\b[^.!?]{0,30}${REFERENCE}`),
  /\b(?:i|we) (?:decline|must decline|have to decline|will pass on this)\b/,
  /\b(?:take|remove) me off\b/,
  /\b(?:don't|dont|do not|didn't|did not) know (?:her|him|them|the candidate|\w+) (?:well enough|that well)\b/,
  /\bwell enough to (?:give|provide|be|write) (?:a |her |him |them )?(?:reference|referee)\b/,
  // The wrong person named: "I don't know him at all", "I can't answer for someone I don't know".
  /\b(?:don't|dont|do not) know (?:her|him|them|this person|that person) at all\b(?!\W*(?:outside|except|apart|beyond|personally|socially))/,
  /\b(?:you(?:'ve| have)? (?:got|contacted|reached|emailed|written to) the wrong person|(?:i )?(?:don't|dont|do not) know (?:any|a single) (?:\w+ )?(?:named|called) \w+)\b/,
  /\b(?:can't|cant|cannot|can not) (?:answer|speak|vouch) for (?:someone|somebody|a person|people) (?:i|we) (?:don't|dont|do not) know\b/,
  /\b(?:rather not|prefer not to|don't want to|do not want to) (?:continue|go on|carry on|do this|be involved|take part)\b/,
  /\b(?:i )?(?:don't|do not) think i should (?:be doing|do) this\b/,
  /\bnot (?:comfortable|willing) (?:vouching|to vouch)\b/,
  /\b(?:no (?:lo|la) (?:recomiendo|conozco bien)|lieber keine referenz|pas de r[ée]f[ée]rence)\b/,
  // A house rule against references ("Wir erteilen grundsätzlich keine Referenzauskünfte, …",
  // "company policy: we don't give references.", "no damos referencias.", "nous ne donnons pas
  // de références, …", "não damos referências."): the reference itself turned down, a decline
  // to confirm. Only where the references end the clause: "no damos referencias por teléfono",
  // "keine Auskunft über Gehälter", "jamais de références négatives" limit them to something;
  // and not with a "but" after it ("no damos referencias, pero a título personal …").
  /\b(?:(?:we|i) (?:do not|don't|dont|never|cannot|can't|cant) (?:give|provide|offer) (?:out )?(?:any )?(?:references|referrals)|(?:wir|ich) (?:erteilen|erteile|geben|gebe|machen|mache) (?:grunds[äa]tzlich |generell |prinzipiell |leider |aus prinzip )*keine (?:referenz(?:en|ausk[üu]nfte|auskunft)?|arbeitgeberausk[üu]nfte)|no (?:damos|doy|proporcionamos|ofrecemos|emitimos|brindamos) referencias|(?:nous|je) ne (?:donnons|donne|fournissons|fournis|d[ée]livrons) (?:pas|jamais|aucune) (?:de )?r[ée]f[ée]rences?|n[ãa]o (?:damos|dou|fornecemos|passamos) refer[êe]ncias)(?=\s*(?:[.,;:!]|$))(?![^.!?\n]{0,80}\b(?:but|however|pero|sin embargo|aber|jedoch|ansonsten|mais|toutefois|mas|por[ée]m|no entanto)\b)/,
  // A refusal of nothing named, then "no thanks" ("Actually, I'd rather not. No thanks."; "Écoutez,
  // finalement je préfère pas. Non merci, sans façon."): the request itself is turned down.
  /^(?:(?:honestly|look|listen|well|sorry|actually|so)\W+)*(?:i'?d |i would )?(?:rather|prefer) not(?: to (?:answer|say))?\W+no\W*(?:thanks?|thank you)\b/,
];

/**
 * A personal tie to the candidate ("we're married", "I'm family", "she's my niece"): beside
 * a "should not" it is a conflict of interest owned up to, so the reference is declined.
 */
const TIE =
  /\b(?:married|engaged|family|related|relatives?|(?:my|her|his) (?:wife|husband|partner|spouse|fianc[ée]e?|sister|brother|niece|nephew|cousin|aunt|uncle|daughter|son|mother|father|mum|mom|dad|in-law)|(?:i'?m|i am) (?:her|his|their) (?:wife|husband|partner|spouse|sister|brother|aunt|uncle|cousin|mother|father|mum|mom|dad))\b/;
/** "I shouldn't", "I should not be doing this", "sollte das nicht" (should … not), "não devo" (not should). */
const SHOULD_NOT =
  /\b(?:shouldn'?t|should\b[^.!?]{0,20}\bnot|(?:not|no) should|ought not|must not|mustn'?t|not (?:appropriate|right) (?:for me )?to|conflict of interest)\b/;

/** A tie to the candidate named beside a "should not": the referee thinks they should not vouch. */
export function declinesForTie(text: string): boolean {
  const t = text.toLowerCase().replace(/[’‘`]/g, "'").replace(/\s+/g, ' ');
  return TIE.test(t) && SHOULD_NOT.test(t);
}

/**
 * "I'd rather not give a reference", "please remove me", "I don't know her
 * well enough": the referee declines the reference itself, not one question.
 */
export function isDecline(text: string): boolean {
  const t = text.toLowerCase().replace(/[’‘`]/g, "'").replace(/\s+/g, ' ').trim();
  return DECLINE.test(t) || DECLINES.some((re) => re.test(t)) || declinesForTie(t);
}

/** "I'd rather not", "prefer not to", "no comment", "don't want to say": a refusal, wherever it stands. */
const REFUSAL =
  /\b(?:(?:rather|prefer) not\b|no comment\b|(?:don'?t|do not) (?:want|wish) to (?:answer|say|comment|continue|go on)\b)/i;

/**
 * A refusal or a decline anywhere in the message ("worked with her 2 years, but I'd rather
 * not say more"): a figure in it is never an answer, not even one to confirm.
 */
export function refusesAnywhere(text: string): boolean {
  return REFUSAL.test(text) || isDecline(text);
}

/** A skip, "I don't know", a refusal or a decline: never stored as an answer. */
export function isNonAnswer(text: string): boolean {
  return isSkip(text) || isDontKnow(text) || isDecline(text);
}
