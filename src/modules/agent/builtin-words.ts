import { editDistance } from '../../core/edit-distance.ts';

/**
 * The words of a message as the built-in engine reads them: lower-cased,
 * polite padding ("please", "could you", "thanks") and punctuation dropped,
 * typos of the engine's own vocabulary corrected ("reqeusts" → "requests"),
 * and the run of words that names a person picked out (what is left once
 * the known words are set aside). Pure and deterministic.
 */

/** Words the intent rules look for: a typo of one of these is read as the word. */
const KEYWORDS = [
  'abandoned',
  'active',
  'answered',
  'approval',
  'approve',
  'awaiting',
  'cancel',
  'canceled',
  'cancelled',
  'candidate',
  'candidates',
  'check',
  'checks',
  'collecting',
  'collection',
  'completed',
  'complete',
  'consent',
  'count',
  'create',
  'declined',
  'delete',
  'draft',
  'feed',
  'feedback',
  'finished',
  'going',
  'grant',
  'granted',
  'happening',
  'intake',
  'intakes',
  'invite',
  'invited',
  'late',
  'list',
  'manual',
  'many',
  'matching',
  'message',
  'named',
  'number',
  'ongoing',
  'open',
  'outreach',
  'outstanding',
  'overdue',
  'pending',
  'post',
  'progress',
  'queue',
  'queued',
  'reference',
  'references',
  'referee',
  'referees',
  'remove',
  'report',
  'reports',
  'request',
  'requests',
  'responded',
  'review',
  'search',
  'share',
  'show',
  'stalled',
  'start',
  'status',
  'stuck',
  'summarise',
  'summarize',
  'summary',
  'total',
  'update',
  'valuation',
  'waiting',
  'which',
] as const;

/**
 * Words that are never part of a person's name in a message: function
 * words, generic verbs and the domain's words. A run of other words is a
 * name candidate.
 */
const COMMON = new Set<string>([
  ...KEYWORDS,
  ...`a about after again ago all already also am an and any anybody anyone anything are around as ask
  asked at back be been before behind being both but by can cases cheque come could current currently
  day days did do does doing done each either else email everyone everything far few find finish
  first for from get gets getting give go goes got had has hasnt have havent having he hear heard her
  here him his how hows i if in info into is isnt it its just know last latest let lets like long
  longer look looking many me mine month months more most move much my need new newest news next no
  not now of off oh ok okay old older oldest on one only or other our out over please pending people
  put ready recent recently refs role said say says see send sent should so some someone something
  since soon still such tell than that thats the their them then there theres these they this those
  through to today too two under up us very wait waits want was we week weeks were what whats when
  where whether who whos whom whose why will with without would yet yesterday you your yours
  finish replied reply replies respond response responses think thought opinion opinions comment
  comments told stand standing stage stages outcome outcomes result results sum brief short overview
  three four five six seven eight nine ten twenty thirty fortnight couple several im ive id there
  theyve weve ops feed note notes messages link links priority high low urgent normal mail read
  called right remind chase nudge ping follow resend add edit change set assign mark record send move
  view display fetch pull bring print look morning afternoon evening good great monday tuesday wednesday thursday friday saturday sunday`
    .split(/\s+/)
    .filter(Boolean),
]);

/** Padding that carries no meaning for the engine, removed before the rules read the words. */
const PADDING_PHRASES: RegExp[] = [
  /\b(?:could|can|would|will|wd) (?:you|u)(?: please| pls| kindly)?\b/g,
  /\b(?:i'd|i would|id|we'd|we would) like (?:you )?to\b/g,
  /\b(?:i|we) (?:want|need) (?:you )?to\b/g,
  /\b(?:do|would) you mind\b/g,
  /\blet'?s\b/g,
  /\bthank(?:s| you)(?: (?:so|very) much)?(?: in advance)?\b/g,
  /\b(?:please|pls|plz|kindly|thx|ty|cheers|hey|hi|hello|hiya|quickly|quick question|asap|just|ok|okay)\b/g,
  /\bfor me\b/g,
  /\bif possible\b/g,
  /\bgo ahead and\b/g,
];

export interface Token {
  /** As written (a possessive "'s" removed). */
  raw: string;
  /** Lower-cased, apostrophes removed. */
  lower: string;
  /** `lower`, or the keyword it is a typo of. */
  word: string;
  /** Written with a capital letter in a message that is neither all lower nor all upper case. */
  capitalised: boolean;
  /** Ends in "'s" (removed from `raw`). */
  possessive: boolean;
  /** An e-mail, an `rr_` id or a number: never a typo, never a name. */
  literal: boolean;
}

export interface Words {
  /** The corrected words joined by single spaces, padding removed: what the rules match. */
  text: string;
  tokens: Token[];
  /** The words that name a person, as written ("Ada Lovelace"), if any. */
  name: string | null;
  /** `text` with the name replaced by `<name>`, so a name never reads as a keyword. */
  frame: string;
}

const TOKEN =
  /rr_[0-9a-z]+|[^\s<>()[\],;:"']+@[^\s<>()[\],;:"']+\.[a-z]{2,}|\d+(?:[.,]\d+)?|[\p{L}][\p{L}\p{M}'’-]*/giu;

/** Reads a message into corrected words and the name it mentions. */
export function readWords(message: string): Words {
  const padded = ` ${message.normalize('NFKC').replace(/[’‘`´]/g, "'")} `;
  const stripped = stripPadding(padded);
  const raws = [...stripped.matchAll(TOKEN)].map((m) => m[0]);
  const letters = raws.filter((r) => /^\p{L}/u.test(r));
  const capitals = letters.filter((r) => /^\p{Lu}/u.test(r)).length;
  // Casing tells names apart only in ordinary writing: not in ALL CAPS, all
  // lower case or Title Case Of Every Word.
  const casingMeans =
    letters.length > 0 &&
    capitals > 0 &&
    capitals / letters.length <= 0.6 &&
    letters.some((r) => r !== r.toUpperCase());
  const tokens = raws.map((raw, index) => toToken(raw, casingMeans && index > 0));
  const name = nameOf(tokens);
  const text = tokens.map((t) => t.word).join(' ');
  const frame = name
    ? tokens
        .flatMap((t, i) =>
          i === name.start ? ['<name>'] : i > name.start && i < name.end ? [] : [t.word],
        )
        .join(' ')
    : text;
  return { text, tokens, name: name?.text ?? null, frame };
}

function stripPadding(text: string): string {
  let out = text;
  for (const phrase of PADDING_PHRASES) {
    out = out.replace(new RegExp(phrase.source, 'giu'), ' ');
  }
  return out;
}

function toToken(raw: string, casingMeans: boolean): Token {
  const literal = /^rr_|@|^\d/i.test(raw);
  const possessive = /['’]s$/i.test(raw) || /s'$/i.test(raw);
  const base = raw.replace(/['’]s$/i, '').replace(/'$/, '');
  const lower = literal ? raw.toLowerCase() : base.toLowerCase().replace(/'/g, '');
  const capitalised = casingMeans && /^\p{Lu}/u.test(base);
  return {
    raw: literal ? raw : base,
    lower,
    word: literal || capitalised ? lower : correct(lower),
    capitalised,
    possessive,
    literal,
  };
}

const KEYWORD_SET = new Set<string>(KEYWORDS);

/**
 * The keyword a word is a typo of: same first letter, at most one edit (two
 * for words of 7 letters or more), an adjacent swap counting as one edit.
 * Short words, known words and anything without a close keyword stay as
 * they are.
 */
export function correct(word: string): string {
  if (word.length < 4 || COMMON.has(word)) return word;
  const budget = word.length >= 7 ? 2 : 1;
  let best: string | null = null;
  let bestDistance = budget + 1;
  for (const keyword of KEYWORD_SET) {
    if (keyword[0] !== word[0] || Math.abs(keyword.length - word.length) > budget) continue;
    const distance = editDistance(word, keyword, budget);
    if (distance < bestDistance) {
      best = keyword;
      bestDistance = distance;
    }
  }
  return best ?? word;
}

/** Words after which a name usually follows: "for Ada Lovelace", "about Ada". */
const BEFORE_NAME = new Set([
  'for',
  'about',
  'on',
  'with',
  'of',
  'regarding',
  're',
  'named',
  'called',
  'matching',
  'candidate',
  'ask',
  'share',
  'approve',
  'draft',
]);

/**
 * The run of words that names a person: consecutive words that are not
 * common words (or are written with a capital inside a sentence), kept when
 * it is written with capitals, follows "for/about/with/…", ends in a
 * possessive, or has two words or more. Of several runs, the one after such
 * a word wins, then the longest.
 */
function nameOf(tokens: Token[]): { text: string; start: number; end: number } | null {
  const runs: { start: number; end: number; score: number }[] = [];
  const isName = nameWords(tokens);
  let i = 0;
  while (i < tokens.length) {
    if (!isName[i]) {
      i++;
      continue;
    }
    const start = i;
    while (i < tokens.length && isName[i]) {
      i++;
      if (tokens[i - 1]!.possessive) break;
    }
    const run = tokens.slice(start, i);
    const after = start > 0 && BEFORE_NAME.has(tokens[start - 1]!.word);
    const capitalised = run.some((t) => t.capitalised);
    const possessive = run[run.length - 1]!.possessive;
    if (capitalised || after || possessive || run.length >= 2) {
      runs.push({ start, end: i, score: (after ? 100 : 0) + (capitalised ? 10 : 0) + run.length });
    }
  }
  if (runs.length === 0) return null;
  const best = runs.reduce((a, b) => (b.score > a.score ? b : a));
  const text = tokens
    .slice(best.start, best.end)
    .map((t) => t.raw)
    .join(' ');
  return { text, start: best.start, end: best.end };
}

/**
 * A word of a name: not a common word, or a common word written with a
 * capital next to such a word ("Grant" in "Grant Smith", never "I").
 */
function nameWords(tokens: Token[]): boolean[] {
  const plain = tokens.map(
    (t) => !t.literal && !COMMON.has(t.word) && !COMMON.has(t.lower) && /^\p{L}/u.test(t.raw),
  );
  const flags = [...plain];
  for (let i = 0; i < tokens.length; i++) {
    if (flags[i] || !tokens[i]!.capitalised || tokens[i]!.lower.length < 2) continue;
    const nextToName = (j: number) => plain[j] === true && tokens[j]!.capitalised;
    if (nextToName(i - 1) || nextToName(i + 1)) flags[i] = true;
  }
  return flags;
}
