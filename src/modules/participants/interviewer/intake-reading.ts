import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js';
import { kindOf, type Lexicon } from '../../questionnaires/kinds/index.ts';
import { clauses, endsDone, findEmails, isDone } from './extract.ts';
import { CONSENT_QUESTION } from './intake-controls.ts';
import { ENGLISH } from './lexicon.ts';

/**
 * How the intake interviewer reads a candidate's consent, the end of their
 * list and phone numbers written in another country's format (issue 40,
 * CONTRACT "Never a guess"), in the five languages participants are served
 * in. Pure functions; intake-agent.ts acts on what they read.
 */

/** A word or phrase on its own, not inside another word (`\b` is ASCII-only: "sí", "não"). */
const word = (alternatives: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}-])(?:${alternatives})(?![\\p{L}\\p{N}]|-\\p{L})`, 'iu');

const YES = word(
  [
    'yes',
    'yeah',
    'yep',
    'yup',
    'ya',
    'sure',
    'ok',
    'okay',
    'absolutely',
    'definitely',
    'of course',
    'certainly',
    'gladly',
    'agreed?',
    'consent',
    'go ahead',
    'fine',
    'i do(?!\\s*not)',
    'please do(?!\\s*not)',
    'happy to',
    'sí',
    'si',
    'claro',
    'vale',
    'adelante',
    'por supuesto',
    'de acuerdo',
    'ja',
    'jawohl',
    'gerne',
    'klar',
    'einverstanden',
    'natürlich',
    'oui',
    "d'accord",
    'bien sûr',
    'sim',
    'pode',
    'com certeza',
    'concordo',
    'tudo bem',
  ].join('|'),
);

const NO = word(
  [
    'no',
    'nope',
    'nah',
    'never',
    'not',
    "don'?t",
    'do not',
    "won'?t",
    'decline',
    'refuse',
    'rather not',
    'nein',
    'nicht',
    'keine?n?',
    'non',
    'pas',
    'jamais',
    'não',
    'nao',
    'nunca',
  ].join('|'),
);

/** Phrases whose negation means yes ("no problem", "I don't mind", "why not"). */
const NEGATED_YES = word(
  "no problem|no worries|(?:i )?(?:don'?t|do not) mind|why not|not a problem|kein problem|pas de (?:souci|problème)|sin problema|sem problema",
);

/** A hedge: not an answer ("I guess?", "maybe", "not sure"). */
const HEDGE = word(
  "maybe|perhaps|not sure|unsure|i guess|i suppose|depends|dunno|(?:i )?(?:don'?t|do not) know|kind of|sort of|quizás|quizá|tal vez|vielleicht|peut-être|talvez",
);

/** A correction inside the message: what follows it wins ("no - wait, sorry, I meant yes"). */
const CORRECTION = word(
  'wait|i mean|i meant|sorry|actually|i mean to say|perdón|quise decir|doch|pardon|je veux dire|quer dizer',
);

/** A condition after the answer does not change it ("yes but not my current employer"). */
const CONDITION = word(
  'but|except|as long as|only if|although|though|aber|außer|pero|excepto|salvo|mais|sauf|mas|exceto',
);

/**
 * The consent a message gives: true for a yes without a negation, false for
 * a refusal ("No. Please do not contact my old boss jane@…" is a refusal,
 * whatever addresses it holds), null when it is neither or unsure (asked
 * again: the intake confirms nothing). Read by the yes_no kind with the
 * consent's words (CONSENT_LEXICON).
 */
export function readConsent(message: string): boolean | null {
  const reading = kindOf(CONSENT_QUESTION).read(CONSENT_QUESTION, message, CONSENT_LEXICON);
  return reading?.certain ? (reading.value as boolean) : null;
}

/** Addresses say nothing about consent; quotes and case are made plain. */
function plainConsent(message: string): string {
  return message
    .replace(/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g, ' ')
    .replace(/[’‘`]/g, "'")
    .toLowerCase();
}

/**
 * What counts of a consent message: the part after the last correction that
 * says yes or no ("no - wait, sorry, I meant yes"), else what comes before
 * a condition ("yes but not my current employer": the condition is about
 * whom to contact, it does not turn the answer around).
 */
function settledConsent(text: string): string {
  const parts = text.split(CORRECTION);
  for (let i = parts.length - 1; i > 0; i--) {
    const tail = parts.slice(i).join(' ');
    if (consentSaid(tail) !== null) return tail;
  }
  return text.split(CONDITION)[0] ?? '';
}

/** Yes or no in the consent words, an emoji or a typo of "yes"; null when neither or both. */
function consentSaid(text: string): boolean | null {
  const plain = text.replace(NEGATED_YES, ' yes ');
  const yes = YES.test(plain) || typoOfYes(plain) || /👍|👌|✅|✔|☑/u.test(plain);
  const no = NO.test(plain) || /^\W*n\W*$/.test(plain) || /👎|❌|🚫|✖/u.test(plain);
  if (yes && !no) return true;
  if (no && !yes) return false;
  return /^\W*y\W*$/.test(plain) ? true : null;
}

/**
 * The words the consent is read in: yes and no, hedges, corrections and
 * conditions of the five languages participants are served in (English for
 * the rest). A thumbs-up is a yes here: the consent control stands beside
 * it. When the kinds have a lexicon per language, these words join theirs.
 */
export const CONSENT_LEXICON: Lexicon = {
  ...ENGLISH,
  withoutNoise: plainConsent,
  settled: settledConsent,
  yesNo: consentSaid,
  yesNos: (text) => [consentSaid(text)].filter((v) => v !== null),
  hasWords: (text) => ENGLISH.hasWords(text) || consentSaid(text) !== null,
  isHedged: (text) => HEDGE.test(text.replace(NEGATED_YES, ' yes ')),
  isQualified: () => false,
  // A refusal is an answer here ("I'd rather not"), never a non-answer.
  isNonAnswer: () => false,
};

/** "yse", "yess", "yeh": a yes typed in a hurry (one letter off, the message short). */
function typoOfYes(text: string): boolean {
  const words = text.split(/[^\p{L}]+/u).filter(Boolean);
  return (
    words.length <= 3 && words.some((w) => /^(?:yse|yess+|yeh|yea|yas|ys|yez|tes|yws)$/.test(w))
  );
}

/** "Done" in the other languages, and "that's both" ("Das war's", "eso es todo", "c'est tout", "é isso"). */
const DONE_ELSEWHERE =
  /^(?:that'?s (?:both|them|the two|those two)|both|those two|das war'?s|das wär'?s|das ist alles|das sind alle|fertig|sonst niemand|eso es todo|es todo|nadie más|ya está|listo|eso es|c'?est tout|c'?est fini|personne d'autre|terminé|fini|é isso|é só|só isso|pronto|ninguém mais|mais ninguém)(?: (?:thanks?|danke|gracias|merci|obrigad[oa]))?$/i;

/** The candidate says they have named everyone, in any of the five languages. */
export function saysDone(message: string): boolean {
  return isDone(message) || (clauses(message).length > 0 && clauses(message).every(doneElsewhere));
}

/** The message ends by saying so, after details. */
export function endsSayingDone(message: string): boolean {
  return endsDone(message) || doneElsewhere(clauses(message).at(-1) ?? '');
}

function doneElsewhere(clause: string): boolean {
  return DONE_ELSEWHERE.test(clause.trim());
}

/** Countries people name beside a number ("a UK number", "she's in São Paulo, Brazil", "(en France)"). */
const COUNTRIES: Array<[CountryCode, RegExp]> = [
  [
    'GB',
    word('uk|u\\.k\\.|united kingdom|britain|british|england|english number|scotland|wales|london'),
  ],
  ['US', word('u\\.s\\.|usa|united states|america|american')],
  ['DE', word('germany|german|deutschland|deutsche?|berlin|munich|münchen')],
  ['FR', word('france|french|française?|paris')],
  ['ES', word('spain|spanish|españa|español(?:a)?|madrid|barcelona')],
  ['PT', word('portugal|portuguese|português|portuguesa|lisbon|lisboa|porto')],
  ['BR', word('brazil|brasil|brazilian|brasileir[oa]|são paulo|sao paulo|rio de janeiro')],
  ['IE', word('ireland|irish|dublin')],
  ['NL', word('netherlands|holland|dutch|amsterdam')],
  ['IT', word('italy|italia|italian|rome|milan')],
  ['CA', word('canada|canadian|toronto')],
  ['AU', word('australia|australian|sydney')],
  ['IN', word('india|indian|bangalore|mumbai')],
  ['MX', word('mexico|méxico|mexican')],
];

/** The country a message names, or null. "US" only when nothing else is named. */
export function countryIn(message: string): CountryCode | null {
  const text = message.replace(/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g, ' ');
  for (const [code, pattern] of COUNTRIES) if (code !== 'US' && pattern.test(text)) return code;
  return COUNTRIES[1]![1].test(text) ? 'US' : null;
}

/** Digit runs that look like a phone number (seven digits or more, spaces and dashes allowed). */
const PHONE_LIKE = /(?:\+|\(\s*)?\d[\d\s()./-]{5,}\d/g;

/**
 * Phone-like numbers in a message that are no valid number of `country`
 * (a UK mobile "07700 900123" on a US tenant): they are asked about, never
 * dropped silently. International numbers ("+44 …") always read.
 */
export function unplacedPhones(message: string, country: string): string[] {
  const text = message.replace(/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g, ' ');
  const found: string[] = [];
  for (const match of text.matchAll(PHONE_LIKE)) {
    const raw = match[0].trim();
    const digits = raw.replace(/\D/g, '');
    if (digits.length < 8 || digits.length > 15) continue;
    if (/^(?:19|20)\d\d\s*[-–]\s*(?:19|20)\d\d$/.test(raw)) continue; // a range of years
    if (/^\d{1,4}[./-]\d{1,2}[./-]\d{1,4}$/.test(raw)) continue; // a date
    if (readPhone(raw, country)) continue;
    found.push(raw);
  }
  return found;
}

/** One number as E.164 in `country` (an international number in its own), or null. */
export function readPhone(raw: string, country: string): string | null {
  const parsed = parsePhoneNumberFromString(
    raw,
    (/^[A-Z]{2}$/.test(country) ? country : 'US') as CountryCode,
  );
  return parsed?.isValid() ? parsed.number : null;
}

/** Whether a message holds an e-mail address. */
export function hasEmail(message: string): boolean {
  return findEmails(message).length > 0;
}

const EMAIL_AT = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;

/**
 * Several referees run together in one clause ("jane doe jane@doe.com
 * manager bob stone bob@stone.dev colleague"): the clause cut before the
 * name words (up to three, none a common word) in front of each e-mail
 * after the first. `isCommon` tells a name word from the rest.
 */
export function cutBeforeNames(segment: string, isCommon: (word: string) => boolean): string[] {
  const emails = [...segment.matchAll(EMAIL_AT)];
  const cuts: number[] = [];
  for (const email of emails.slice(1)) {
    let start = email.index;
    let count = 0;
    const words = [...segment.slice(0, email.index).matchAll(/[\p{L}'’-]+/gu)];
    for (let i = words.length - 1; i >= 0 && count < 3; i--) {
      const w = words[i]!;
      const gap = segment.slice(w.index + w[0].length, start);
      if (!/^[\s,()–—-]*$/.test(gap) || isCommon(w[0])) break;
      start = w.index;
      count += 1;
    }
    if (count > 0) cuts.push(start);
  }
  const pieces: string[] = [];
  let from = 0;
  for (const cut of cuts) {
    pieces.push(segment.slice(from, cut));
    from = cut;
  }
  pieces.push(segment.slice(from));
  return pieces.map((p) => p.trim()).filter(Boolean);
}
