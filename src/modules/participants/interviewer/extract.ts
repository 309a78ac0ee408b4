import { NUMBER_WORDS } from '../../../core/number-words.ts';
import { COMPETENCIES, type Competency } from '../referee-answers.ts';

// E-mails and phones are the contact reader's (questionnaires/kinds/contact.reader.ts); the
// provider engine still imports them from here.
export { normalisePhone } from '../../../core/phone.ts';
export { findEmails } from '../../questionnaires/kinds/contact.reader.ts';

/**
 * Deterministic extraction of structured facts from a participant's free
 * text: what the built-in agent understands, and what normalises a provider
 * model's extraction (phones to E.164, relationships to one word).
 */

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
    /\b(man(?:a|e)?ge?rs?|supervisors?|supervisora|boss|line manager|jef[ae]s?|gestora?|chefe|chef(?:in)?|vorgesetzte[rn]?|teamleiter(?:in)?|responsable|encargad[ao]|patron(?:ne)?|patr[ãa]o|patroa|patr[óo]na?|mayordom[oa]|team ?lead(?:er)?s?|lead|leader|director|head of|head (?!office|quarters|count)\w+|chief|cto|ceo|coo|cfo|vp|managed me|supervised me|managed (?:[\w'’-]+ ){1,2}directly|reported to (?:him|her|them)|i reported to|i worked for|in charge of)\b/i,
  ],
  ['manager', RAN_A_TEAM],
  // French offices' "mon N+1" (and "N+2"): one's boss.
  ['manager', /(?<![\p{L}\p{N}])n\s?\+\s?[12](?![\p{N}])/iu],
  [
    'colleague',
    /\b(colleagues?|collègues?|kolleg(?:e|in|en)?|compañer[ao]s?|colegas?|co-?workers?|workmates?|worked (?:together|with|alongside)|work together|trabalh(?:ava|ou|ávamos|avamos|amos) (?:comigo|junt[oa]s)|trabaj(?:aba|ó|o|ábamos|abamos|amos) (?:conmigo|junt[oa]s)|travaill(?:ait|ions|ons|é) (?:avec moi|ensemble)|(?:hat|hatte|haben|hatten) (?:mit mir )?(?:zusammen ?gearbeitet|mit mir gearbeitet)|arbeitete mit mir|(?:we|they) (?:were|are|both)\b[^.;]*\btogether|same (?:team|department|company|office)|(?:derselben|der gleichen|demselben|dem gleichen) (?:station|abteilung|schicht|firma)|(?:demselben|dem gleichen|im selben|im gleichen) (?:team|büro|betrieb)|(?:mismo|misma) (?:equipo|departamento|turno|oficina)|même (?:équipe|service)|(?:mesmo|mesma) (?:equipe|equipa|setor|departamento|turno))\b/i,
  ],
  ['peer', /\b(peers?|teammates?|team mates?)\b/i],
  ['client', /\b(clients?|customers?|clientes?|kund(?:e|in))\b/i],
  ['mentor', /\b(mentor(?:ed|a)?)\b/i],
  [
    'teacher',
    /\b(teacher|professor|lecturer|tutor|instructor|supervisor at university|profesora?|professeure?|professora|lehrer(?:in)?)\b/i,
  ],
  ['friend', /\b(friends?|neighbou?rs?|relatives?|family)\b/i],
  // Someone of a department of the same employer ("Monika from HR", "d Monika vo de HR",
  // "Ana de Recursos Humanos"), when nothing above names the relationship: a colleague.
  [
    'colleague',
    /\b(?:from|in|von|vom|vo|aus|de|des|du|da|do|del)\s+(?:(?:the|der|dem|de|dr|la|el|o|a)\s+)?(?:(?:service|département|departamento|abteilung|team|équipe|equipo|equipa)\s+)?(?:hr|human resources|personalabteilung|rh|rrhh|recursos humanos|ressources humaines|marketing|sales|vertrieb|ventas|vendas|ventes|finance|finanzen|finanzas|finanças|buchhaltung|accounting|comptabilité|compta|contabilidad|contabilidade)\b/i,
  ],
];

/**
 * Every code a contact's relationship is stored as: findRelationship's, and
 * the provider engine's `other` (provider-agent.ts). Each has its words in
 * every catalogue (`relationships`).
 */
export const RELATIONSHIP_CODES: readonly string[] = [
  ...new Set(RELATIONSHIPS.map(([code]) => code)),
  'other',
];

/** The relationship named in the text, as one normalised word, or null. */
export function findRelationship(text: string): string | null {
  const plain = text.replace(/[’‘]/g, "'");
  for (const [word, pattern] of RELATIONSHIPS) if (pattern.test(plain)) return word;
  return null;
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
// Whole words only: "amor" is no "a mo", "recepcionista y …" no "a y" (blind set 24: a
// certain 13 months stored from a greeting); a unit's letter alone only on a figure ("2y",
// "18mo", "18 mos"), never "entre 2 y 3 años".
const DURATION = new RegExp(
  `(?<![\\p{L}\\d])${QUANTITY}\\s*(?:\\+\\s*)?(?:and a half\\s+)?(decades?|years?|yrs?|(?<=\\d)y|months?|(?<=\\d\\s?)mos?)(\\s+and a half)?(?![\\p{L}])`,
  'giu',
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
  // Unrounded (a number answer takes decimals: issue 41); the rules confirm a reading with a remainder.
  return found ? Math.min(1200, Number(months.toPrecision(12))) : null;
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
