import {
  type CountryCode,
  findPhoneNumbersInText,
  parsePhoneNumberFromString,
} from 'libphonenumber-js';
import { NUMBER_WORDS } from '../../../core/number-words.ts';
import { COMPETENCIES, type Competency } from '../referee-answers.ts';

/**
 * Deterministic extraction of structured facts from a participant's free
 * text: what the built-in agent understands, and what normalises a provider
 * model's extraction (phones to E.164, relationships to one word).
 */

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;

export function findEmails(text: string): string[] {
  return [...text.matchAll(EMAIL)].map((m) => m[0].toLowerCase());
}

/** Phone numbers in the text, as E.164, read with the tenant's default country for local numbers. */
export function findPhones(text: string, defaultCountry: string): string[] {
  const withoutEmails = text.replace(EMAIL, ' ');
  return findPhoneNumbersInText(withoutEmails, asCountry(defaultCountry)).map(
    (m) => m.number.number,
  );
}

/** One phone number to E.164, or null when it is not a valid number. */
export function normalisePhone(raw: string, defaultCountry: string): string | null {
  const parsed = parsePhoneNumberFromString(raw, asCountry(defaultCountry));
  return parsed?.isValid() ? parsed.number : null;
}

function asCountry(code: string): CountryCode {
  return (/^[A-Z]{2}$/.test(code) ? code : 'US') as CountryCode;
}

/** Verbs of running a team, said of the referee ("he ran the design team", "she managed our team"). */
const RAN_A_TEAM =
  /(?<!\bi )\b(?:ran|runs|managed|manages|led|leads|headed|heads|oversaw|oversees|supervised|supervises)\s+(?:the|our|my|a|an|his|her|their)\b(?:\s+[\w&-]+){0,3}?\s+(?:team|department|dept|group|squad|unit|office|studio|store|shop|kitchen|branch|division|project|practice|lab|ward|site|crew)s?\b/i;

/**
 * Relationship words, checked in order (the first match wins: "former
 * manager" is a manager). Plurals ("we were colleagues"), the usual typos
 * ("manger") and how people say it in a sentence ("he ran the design team",
 * "we were designers together", "my chief", "head chef") count.
 */
const RELATIONSHIPS: Array<[string, RegExp]> = [
  [
    'report',
    /\b(direct report|reported to me|my report|reports to me|i managed|i supervised|i led|i ran|i headed|was on my team|in my team|worked for me|works for me)\b/i,
  ],
  [
    'manager',
    /\b(man(?:a|e)?ge?rs?|supervisors?|supervisora|boss|line manager|jef[ae]s?|gestora?|chefe|chef(?:in)?|vorgesetzte[rn]?|teamleiter(?:in)?|responsable|encargad[ao]|patron(?:ne)?|team ?lead(?:er)?s?|lead|leader|director|head of|head (?!office|quarters|count)\w+|chief|cto|ceo|coo|cfo|vp|managed me|supervised me|reported to (?:him|her|them)|i reported to|i worked for|in charge of)\b/i,
  ],
  ['manager', RAN_A_TEAM],
  [
    'colleague',
    /\b(colleagues?|collègues?|kolleg(?:e|in|en)?|compañer[ao]s?|colegas?|co-?workers?|workmates?|worked (?:together|with|alongside)|work together|(?:we|they) (?:were|are|both)\b[^.;]*\btogether|same (?:team|department|company|office))\b/i,
  ],
  ['peer', /\b(peers?|teammates?|team mates?)\b/i],
  ['client', /\b(clients?|customers?|clientes?|kund(?:e|in))\b/i],
  ['mentor', /\b(mentor(?:ed|a)?)\b/i],
  [
    'teacher',
    /\b(teacher|professor|lecturer|tutor|instructor|supervisor at university|profesora?|professeure?|professora|lehrer(?:in)?)\b/i,
  ],
  ['friend', /\b(friends?|neighbou?rs?|relatives?|family)\b/i],
];

/** The relationship named in the text, as one normalised word, or null. */
export function findRelationship(text: string): string | null {
  const plain = text.replace(/[’‘]/g, "'");
  for (const [word, pattern] of RELATIONSHIPS) if (pattern.test(plain)) return word;
  return null;
}

/** Relationships where a work e-mail address is expected (see trust signals). */
export const PROFESSIONAL_RELATIONSHIPS = new Set([
  'manager',
  'colleague',
  'peer',
  'report',
  'client',
  'supervisor',
]);

const NAME_STOPWORDS = new Set(
  (
    'my her his their our the a an and or she he they i we you it is was at of from for with ' +
    'manager supervisor boss colleague coworker co-worker peer teammate client customer mentor ' +
    'teacher professor friend former current senior junior lead director head email e-mail phone ' +
    'mobile number yes no also another referee reference hi hello thanks thank please ok okay ' +
    'sure yeah yep absolutely definitely certainly course fine great consent agreed ' +
    "that that's this these those there here it's i'm let's sorry oops actually remove delete " +
    'drop scratch forget wait hmm well oh old new best worked works boss ceo cto vp founder ' +
    'everyone everybody all done one two three first second third last'
  ).split(' '),
);

/**
 * Words that open a sentence before a name and are never its first word:
 * "So", "Sure!", "Here's", and the possessives and articles of the five
 * languages ("Mi jefa", "Meine Kollegin", "Ma responsable", "Meu gestor").
 */
const NAME_OPENERS = new Set(
  (
    "so here's heres well um uh hey hi hello hola hallo bonjour olá ola " +
    'mi mis mío mía meine mein meinen meiner meinem ma mon mes meu minha meus minhas ' +
    'el la las los le les un une una uno um uma ein eine einen die der das des del ' +
    'es ist est era war é is sí si ja oui sim non nein não nao bitte também auch aussi también ' +
    'references referees références referencias referências referenzen referências'
  ).split(' '),
);

/** Lowercase particles inside a name ("van der Berg", "de la Cruz", "dos Santos"). */
const NAME_PARTICLES = new Set(
  'van von der den de da del della di du dos das do la le ter ten bin al y'.split(' '),
);

/** A common word of these conversations ("sorry", "manager", "done"), never part of a name. */
export function isCommonWord(word: string): boolean {
  return NAME_STOPWORDS.has(word.toLowerCase()) || findRelationship(word) !== null;
}

/**
 * Words after which a capitalised run names an organisation, not a person
 * ("my boss at MGM", "head of Sales"). Not "with" or "for": people follow
 * them as often ("I worked for Jane").
 */
const ORGANISATION_PREPOSITIONS = new Set(['at', 'in', 'of', 'on']);

/**
 * A person's name: the first run of capitalised words that are not common
 * words ("my manager Jane Doe, jane@…" → Jane Doe). Falls back on a
 * lowercase "name is x y". Returns null when there is none.
 */
export function findName(text: string): { firstName: string; lastName: string | null } | null {
  const cleaned = text.replace(EMAIL, ' ').replace(/[+(]?\d[\d\s().-]{5,}\d/g, ' ');
  const explicit = /\b(?:name is|called|named)\s+([A-Za-zÀ-ÿ'’-]+)(?:\s+([A-Za-zÀ-ÿ'’-]+))?/i.exec(
    cleaned,
  );
  if (explicit) return toName([explicit[1]!, explicit[2]].filter(Boolean) as string[]);
  const words = cleaned.split(/[\s,;:()…]+/).filter(Boolean);
  // The first run of capitalised words that is a person: not common words,
  // not an acronym (MGM, IBM), not an organisation after "at"/"from"/….
  let run: string[] = [];
  let organisation = false;
  for (const [index, word] of words.entries()) {
    const bare = word.replace(/[.!?…]+$/, '');
    const capitalised = /^[A-ZÀ-Þ][A-Za-zÀ-ÿ'’-]*$/.test(bare);
    const acronym = /^[A-Z]{2,}$/.test(bare);
    const lower = bare.toLowerCase();
    const person =
      capitalised &&
      !acronym &&
      !NAME_STOPWORDS.has(lower) &&
      findRelationship(bare) === null &&
      !(run.length === 0 && NAME_OPENERS.has(lower));
    if (run.length === 0) {
      const previous = words[index - 1]?.toLowerCase() ?? '';
      organisation = ORGANISATION_PREPOSITIONS.has(previous);
    }
    const afterFirstName = run.length === 1 || NAME_PARTICLES.has(run.at(-1) ?? '');
    if (afterFirstName && !organisation && word === bare && particleBeforeName(words, index)) {
      run.push(bare);
      continue;
    }
    if (person || (capitalised && run.length > 0 && organisation)) {
      run.push(bare);
      if (word !== bare) {
        if (!organisation) break;
        run = [];
      }
    } else {
      if (run.length > 0 && !organisation) break;
      run = [];
    }
  }
  if (run.length === 0 || organisation) return null;
  // Three capitalised words at most, the particles between them kept.
  let capitals = 0;
  run = run.filter((word) => NAME_PARTICLES.has(word) || ++capitals <= 3);
  while (run.length > 0 && NAME_PARTICLES.has(run.at(-1)!)) run.pop();
  return toName(run);
}

/** `words[index]` is a lowercase particle ("van", "de") followed by more particles, then a capitalised word. */
function particleBeforeName(words: string[], index: number): boolean {
  let at = index;
  while (at < words.length && NAME_PARTICLES.has(words[at]!)) at += 1;
  return at > index && /^[A-ZÀ-Þ][a-zà-ÿ'’-]+[.!?…]*$/.test(words[at] ?? '');
}

/**
 * A name written without capitals, read only next to an e-mail that bears
 * it out ("jane doe jane@acme.com", "mike jones, mj@x.com"): the words just
 * before the e-mail (or just after it), when they are not common words or
 * a relationship, and the e-mail's local part holds the first or last name
 * or starts with the first initial.
 */
export function findLowercaseName(
  text: string,
): { firstName: string; lastName: string | null } | null {
  for (const match of text.matchAll(EMAIL)) {
    const local = match[0].split('@')[0]!.toLowerCase();
    // The clause next to the e-mail, across the comma or dash that sets it off.
    const clause = /[,;:()|–—]|\s-\s/;
    const before =
      text
        .slice(0, match.index)
        .replace(/[\s,;:–—-]+$/, '')
        .split(clause)
        .at(-1) ?? '';
    const after =
      text
        .slice(match.index + match[0].length)
        .replace(/^[\s,;:–—-]+/, '')
        .split(clause)[0] ?? '';
    const words = (part: string) => part.trim().split(/\s+/).filter(Boolean);
    const isNameWord = (w: string) =>
      /^[a-zà-ÿ][a-zà-ÿ'’-]+$/.test(w) && !NAME_STOPWORDS.has(w) && findRelationship(w) === null;
    const tail = (list: string[]) => {
      const run: string[] = [];
      for (const w of [...list].reverse()) {
        if (!isNameWord(w) || run.length === 3) break;
        run.unshift(w);
      }
      return run;
    };
    const head = (list: string[]) => {
      const run: string[] = [];
      for (const w of list) {
        if (!isNameWord(w) || run.length === 3) break;
        run.push(w);
      }
      return run;
    };
    for (const run of [tail(words(before)), head(words(after))]) {
      if (run.length === 0) continue;
      const first = run[0]!;
      const last = run.at(-1)!;
      if (
        local.includes(first) ||
        (run.length > 1 && local.includes(last)) ||
        local.startsWith(first[0]!)
      )
        return toName(run);
    }
  }
  return null;
}

function toName(parts: string[]): { firstName: string; lastName: string | null } {
  const [first, ...rest] = parts.map((part, i) =>
    i > 0 && NAME_PARTICLES.has(part) ? part : capitalise(part),
  );
  return { firstName: first!, lastName: rest.length > 0 ? rest.join(' ') : null };
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** "jane.doe@acme.com" → Jane Doe; null when the local part does not look like a name. */
export function nameFromEmail(
  email: string,
): { firstName: string; lastName: string | null } | null {
  const local = email.split('@')[0] ?? '';
  const parts = local.split(/[._-]+/).filter((p) => /^[a-z]{2,}$/i.test(p));
  if (parts.length < 2) return null;
  return toName(parts.slice(0, 2).map((p) => p.toLowerCase()));
}

/** Quantities of a duration: "two years", "a couple of months", "several years". */
const QUANTITY_WORDS: Readonly<Record<string, number>> = {
  ...NUMBER_WORDS,
  'a couple of': 2,
  'a few': 3,
  several: 4,
  thirteen: 13,
  fourteen: 14,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  thirty: 30,
  'thirty-six': 36,
};

const QUANTITY = `(\\d+(?:[.,]\\d+)?|${Object.keys(QUANTITY_WORDS)
  .sort((a, b) => b.length - a.length)
  .join('|')})`;
const DURATION = new RegExp(
  `${QUANTITY}\\s*(?:\\+\\s*)?(?:and a half\\s+)?(decades?|years?|yrs?|y(?![a-z])|months?|mos?)(\\s+and a half)?`,
  'gi',
);

/** "from 2019 to 2022", "2019-2022", "between 2018 and 2021": two years, the later second. */
const YEAR_RANGE = /\b((?:19|20)\d\d)\s*(?:-|–|—|to|until|till|and|through)\s*((?:19|20)\d\d)\b/i;

/**
 * Months from "2 years", "18 months", "a year and a half", "3 years and 4
 * months", or a range of years ("from 2019 to 2022": 36); null if none.
 */
export function findMonths(text: string): number | null {
  return durationMonths(text) ?? yearRangeMonths(text);
}

function yearRangeMonths(text: string): number | null {
  const m = YEAR_RANGE.exec(text);
  const years = m ? Number(m[2]) - Number(m[1]) : 0;
  return years > 0 && years <= 60 ? years * 12 : null;
}

function durationMonths(text: string): number | null {
  let months = 0;
  let found = false;
  for (const match of text.matchAll(DURATION)) {
    const raw = match[1]!.toLowerCase();
    const quantity = QUANTITY_WORDS[raw] ?? Number(raw.replace(',', '.'));
    if (!Number.isFinite(quantity)) continue;
    const half = /and a half/i.test(match[0]) ? 0.5 : 0;
    const unit = match[2]!.toLowerCase();
    const per = unit.startsWith('d') ? 120 : unit.startsWith('y') ? 12 : 1;
    months += (quantity + half) * per;
    found = true;
  }
  return found ? Math.min(1200, Math.round(months)) : null;
}

const RATING_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5 };
const RATING = /\b([1-5]|one|two|three|four|five)(?:\s*(?:\/|out of)\s*5)?\b/i;

/** One 1–5 rating from "4", "4/5", "4 out of 5", "four"; null if none. */
export function findRating(text: string): number | null {
  const match = RATING.exec(text);
  if (!match) return null;
  const raw = match[1]!.toLowerCase();
  return RATING_WORDS[raw] ?? Number(raw);
}

const COMPETENCY_ALIASES: Record<Competency, string[]> = {
  communication: ['communication', 'communicating', 'communicator'],
  technical_skill: [
    'technical skills',
    'technical skill',
    'technical',
    'tech skills',
    'technical_skill',
  ],
  teamwork: ['teamwork', 'team work', 'team player', 'collaboration'],
  reliability: ['reliability', 'reliable', 'dependability', 'dependable'],
  problem_solving: ['problem solving', 'problem-solving', 'problem_solving', 'problem solver'],
  leadership: ['leadership', 'leading'],
};

/**
 * Ratings named in the text: "communication 5, teamwork 4" or
 * "Teamwork: four/5". Only the competencies named, each with a 1–5 value.
 */
export function findNamedRatings(text: string): Partial<Record<Competency, number>> {
  const ratings: Partial<Record<Competency, number>> = {};
  for (const competency of Object.keys(COMPETENCIES) as Competency[]) {
    for (const alias of COMPETENCY_ALIASES[competency]) {
      const pattern = new RegExp(
        `\\b${alias}\\b[^0-9a-z]{0,6}(?:is |was |of |at |a )?([^,;\\n]{0,16})`,
        'i',
      );
      const match = pattern.exec(text);
      if (!match) continue;
      const rating = findRating(match[1]!);
      if (rating !== null) {
        ratings[competency] = rating;
        break;
      }
    }
  }
  return ratings;
}

/** yes / no / null (unclear), from the usual variants. */
export function findYesNo(text: string): boolean | null {
  const t = text.toLowerCase();
  if (/\b(not sure|unsure|maybe|don'?t know|dunno|it depends|perhaps)\b/.test(t)) return null;
  if (
    /\b(no|nope|nah|never|not|wouldn'?t|would not|don'?t|do not|decline|refuse|rather not)\b/.test(
      t,
    )
  )
    return false;
  if (
    /\b(yes|yeah|yep|yup|sure|absolutely|definitely|of course|certainly|gladly|ok|okay|agreed?|consent|go ahead|fine|i do|i would|would|in a heartbeat|y)\b/.test(
      t,
    )
  )
    return true;
  return null;
}

/** "skip", "pass", "rather not say", "n/a": the participant does not want to answer. */
export function isSkip(text: string): boolean {
  return /^\s*(skip|pass|n\/?a|none|no comment|rather not say|prefer not to say)\W*\s*$/i.test(
    text,
  );
}

/**
 * One clause that says "that's everyone": "done", "that's all", "it's all",
 * "that's enough", "that will do", "no more", "nothing else", "no other",
 * "nobody else", "finish", "I'm done", "we're good"… Typed the usual ways
 * (with or without the apostrophe, "that is", "those are").
 */
const DONE_CLAUSE = new RegExp(
  '^(?:' +
    [
      "(?:that|it|this|those|these)(?:'?s| is| are| was| will be| should be|'ll be)? (?:all|it|everyone|everybody|every one|enough|everything|the lot|all of them|them all|the list|my list|complete|fine|good)",
      "(?:that|this|it)(?: will|'?ll) do",
      "(?:i|we)(?:'?m| am|'?re| are) (?:done|finished|good|all set|ok|okay)",
      '(?:all )?(?:done|finished|finish|complete|completed)',
      '(?:i )?(?:have )?no (?:more|other|others|one else|body else|further)(?: (?:referees?|references?|people|names?|one|ones|contacts?))?',
      '(?:nobody|no one|none|noone) (?:else|more)',
      'nothing (?:else|more|to add)',
      "(?:i )?(?:don'?t|do not) have (?:any )?(?:more|others|anyone else|anybody else)",
      'enough',
      "that'?s? (?:about )?(?:it|all)",
    ].join('|') +
    ')(?: (?:for now|then|now|really|i think|thanks?|thank you))*$',
  'i',
);

/** Words around a done phrase that change nothing: "no,", "ok", "I think", "thanks", "please". */
const DONE_FILLER =
  /^(?:no|nope|nah|ok|okay|k|yes|yeah|yep|so|well|right|and|i think|i guess|i believe|think|guess|actually|please|just|only|for now|thanks?(?: you)?(?: (?:so|very) much)?|thx|cheers|great|perfect|cool|fine|good|sorry)$/i;

/** A message's clauses: cut at punctuation and dashes, emoji and other symbols dropped. */
export function clauses(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .split(/[,.;:!?…()\n]+|\s[-–—]+\s|[–—]/)
    .map((c) =>
      c
        .replace(/[^\p{L}\p{N}' ]+/gu, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(Boolean);
}

/**
 * A done phrase, perhaps after fillers ("no, that's everyone", "ok that's
 * all", "I think that's enough"): the clause or what is left of it once
 * leading fillers are taken off, one by one.
 */
function isDoneClause(clause: string): boolean {
  let words = clause.split(' ');
  for (;;) {
    if (DONE_CLAUSE.test(words.join(' '))) return true;
    const n = [3, 2, 1].find(
      (k) => words.length > k && DONE_FILLER.test(words.slice(0, k).join(' ')),
    );
    if (n === undefined) return false;
    words = words.slice(n);
  }
}

/**
 * "done", "That's all, thanks — done.", "No, that's everyone.", "I think
 * that's enough, thanks", "No other, finish": the whole message says the
 * participant has nothing to add (every clause is a done phrase or words
 * around one, like "no", "ok" or "thanks"). A bare "no" is one too.
 */
export function isDone(text: string): boolean {
  const parts = clauses(text);
  if (parts.length === 0) return false;
  if (parts.length === 1 && /^(?:no|nope|nah|no thanks?|no thank you)$/.test(parts[0]!))
    return true;
  return parts.some(isDoneClause) && parts.every((p) => isDoneClause(p) || DONE_FILLER.test(p));
}

/**
 * The message ends by saying "that's everyone" after giving details
 * ("my manager Jane Doe, jane@acme.com, and that's everyone"): its last
 * clause is a done phrase.
 */
export function endsDone(text: string): boolean {
  const parts = clauses(text).filter((p) => !DONE_FILLER.test(p));
  const last = parts.at(-1);
  return last !== undefined && isDoneClause(last);
}

/**
 * Closing small talk ("thanks, bye!", "you're welcome", "good luck to her"):
 * politeness, not an answer. Short messages made only of such phrases.
 */
export function isSmallTalk(text: string): boolean {
  const words = text
    .toLowerCase()
    .replace(/[^a-z' ]+/g, ' ')
    .trim();
  if (words === '' || words.split(/\s+/).length > 8) return false;
  const rest = words
    .replace(
      /\b(thanks?( you)?( so much| very much| again)?|thx|cheers|bye|goodbye|good ?bye|see you|take care|you'?re welcome|no problem|np|my pleasure|happy to help|glad to help|good luck( to (him|her|them))?|all the best|best of luck|have a (nice|good|great) (day|one|evening|weekend)|great|cool|ok(ay)?|sounds good|perfect|awesome|wonderful)\b/g,
      ' ',
    )
    .trim();
  return rest === '';
}
