import {
  type CountryCode,
  findPhoneNumbersInText,
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
} from 'libphonenumber-js';
import { z } from 'zod';
import { normalisePhone } from '../../../core/phone.ts';
import { escapeRegExp, matchAtStart } from '../../../core/regexp.ts';
import { oneLineText } from '../../../core/schemas.ts';

/**
 * The contact reader: a referee as the candidate names them, the intake's
 * `{ key: "referee", kind: "contact" }` ask (CONTRACT "Typed answers").
 * Built as a kind is (its answer, its ask, its reader over the language's
 * words passed in), but no question kind: a contact is never a
 * questionnaire's question nor a report's result, so it has no place in the
 * registry. Both engines use it: the built-in intake reads words with it,
 * and a typed referee (the form, or a model's extraction) is checked by its
 * answer.
 */

/** A person's name as read: the first word, the rest (particles kept: "van der Berg"). */
export interface ContactName {
  firstName: string;
  lastName: string | null;
  /**
   * Set when where the first name ends is uncertain ("Ana Paula da Silva":
   * Ana, or Ana Paula?): the name as written, on one line. The reader picks
   * no split (CONTRACT "Never a guess"); the interviewer asks.
   */
  written?: string;
}

/** What one part of a message says about one referee. */
export interface ContactPart {
  name: ContactName | null;
  /** The e-mail addresses it holds, lower case. */
  emails: string[];
  /** Its phone in E.164, read in the country the message names or the tenant's. */
  phone: string | null;
  /** A number that is no valid phone of that country ("07700 900123" on a US tenant): asked about, never dropped. */
  unplacedPhone: string | null;
  relationship: string | null;
  /** It opens with a pronoun ("her phone is …"): it adds to the referee before. */
  refersBack: boolean;
  /** A surname said after a title ("M. El Amrani était mon chef", "Mme Benjelloun"): who it may be about. */
  titled?: string;
  /** The title that name was said with, as written ("Mme", "el señor", "o Mister" give "Mme", "señor", "Mister"). */
  title?: string;
  /**
   * Its number said to be the one of the referee before ("mismo número de arriba", "gleiche
   * Nummer wie oben", "même numéro que lui"), with none of its own: that referee's number,
   * shown on its card (the candidate confirms it), never a guess at another.
   */
  sameNumberAsBefore?: boolean;
  /** The name it points at ("même numéro que M. Santucci": "Santucci"), when it names one. */
  sameNumberAs?: string;
}

/**
 * "the same number", in the five languages ("mismo número", "Telefon gleich", "gleiche
 * Nummer", "même numéro", "mesmo telemóvel", "same phone"): said of a referee, the number of
 * another (saysSameNumber: the one before; the intake: a referee's replacement keeps theirs).
 */
export const SAME_NUMBER =
  /(?<![\p{L}])(?:(?:el |la )?mism[oa] (?:n[uú]mero|tel[eé]fono|tel|cel(?:ular)?|fono)|(?:n[uú]mero|tel[eé]fono|cel(?:ular)?|fono|m[oó]vil)\s*:?\s+(?:es\s+)?(?:el|lo) mismo|(?:telefon|nummer|handy)\s+(?:ist\s+)?(?:gleich|dieselbe|die gleiche|dasselbe)|(?:die |dieselbe |der )?(?:gleiche|selbe|dieselbe|gleich) (?:nummer|telefonnummer|tel\.?|handynummer)|(?:le )?m[êe]me (?:num[ée]ro|num|t[ée]l[ée]phone|t[ée]l|portable)|(?:o )?mesmo (?:n[uú]mero|telefone|telem[óo]vel|tel|celular)|(?:n[uú]mero|telefone) [ée] o mesmo|(?:the )?same (?:number|phone(?: number)?))(?![\p{L}])/iu;

/**
 * The words a language names people with (today one list holds the five
 * languages participants are served in: participants/interviewer/contact-words.ts).
 * Passed in, so a language brings its own filler words, list separators and "and".
 */
export interface ContactLexicon {
  /** Words that open a sentence before a name and are never its first word ("so", "mi", "meine"). */
  fillers: ReadonlySet<string>;
  /** Words of these conversations never part of a name ("sorry", "manager", "done"), lower case. */
  common: ReadonlySet<string>;
  /** Lowercase particles inside a name ("van", "de la", "dos"). */
  particles: ReadonlySet<string>;
  /**
   * "and" joining two surnames of one person ("Sousa e Silva"): a name goes on through it only
   * when the address bears out the word after it (joinedSurname), else it is "and". Optional.
   */
  surnameJoiners?: readonly string[];
  /** Words after which a capitalised run names an organisation ("at MGM", "head of Sales", "bei der Post"). */
  organisationPrepositions: ReadonlySet<string>;
  /**
   * Words after which one capitalised word alone is a place ("chef de cuisine à Quimper"), never
   * a name; two or more are read as before ("à Marie Dubois"). Optional.
   */
  placePrepositions?: ReadonlySet<string>;
  /** Prepositions that open a place or a firm only before an article (German "an der VHS"). */
  articledPrepositions?: ReadonlySet<string>;
  /** Articles between such a word and the organisation ("bei der Post", "at the Guardian"). */
  articles?: ReadonlySet<string>;
  /**
   * A dialect's articles, read as articles only after an articled preposition (Swiss German
   * "vo de Gärtnerlehr", "us dr Lehr"): elsewhere they are particles of names. Optional.
   */
  dialectArticles?: ReadonlySet<string>;
  /** Titles written with a period before a name ("Dr.", "Mag.", "Mme."): the period ends no sentence. */
  titles?: readonly string[];
  /** What says a name follows ("name is", "called"), as regex alternatives. */
  nameCues: readonly string[];
  /** "and" between two people ("and", "&", "et", "und", "y", "e"). */
  and: readonly string[];
  /** Words that join two list items ("and", "also", "plus") … */
  joiners: readonly string[];
  /** … when the next item opens with one of these ("my", "her", "another"). */
  itemOpeners: readonly string[];
  /** Articles that open another referee after "and" when a relationship follows ("y la dueña de …"). */
  relationshipArticles?: ReadonlySet<string>;
  /**
   * A kin of the referee before, after "and" ("and her husband", "et son mari", "y su esposa"):
   * another referee opens there. Optional.
   */
  kinOfTheOneBefore?: RegExp;
  /** Pronouns that refer back to the referee before ("her", "his", "they"). */
  pronouns: readonly string[];
  /**
   * Given names that are often the second half of a double first name
   * ("Paula" in "Ana Paula", "Victor" in "Joao Victor"), lower case, accents
   * aside. A name whose second word is one of them, a surname after it, has
   * no certain split. Optional: without it every split is taken as read.
   */
  givenNames?: ReadonlySet<string>;
  /** Countries people name beside a number ("a UK number", "she's in São Paulo"), `US` last. */
  countries: ReadonlyArray<readonly [CountryCode, RegExp]>;
  /**
   * Every other country by its name ("Polen", "Sénégal"): read only in a reply to "which
   * country is this number in?" and never as a person's name, not in a referee's details
   * (where a name like "Mauricio" is no Mauritius). Optional.
   */
  otherCountries?: ReadonlyArray<readonly [CountryCode, RegExp]>;
  /**
   * Every country by its adjective beside a phone word ("slowakische Nummer", "número
   * eslovaco", "Slovak number"): where the number said with it is, in a referee's details too
   * (the phone word keeps "Mauricio" and "reuniones" out). Optional.
   */
  numberAdjectives?: ReadonlyArray<readonly [CountryCode, RegExp]>;
  /** The relationship a text names, as one word ("manager"), or null. */
  relationship(text: string): string | null;
  /**
   * A part names a person as not to be contacted ("bitte kontaktieren Sie Herrn Keller
   * nicht", "ne contactez pas …"): it nominates no one. Optional.
   */
  notToContact?(segment: string): boolean;
  /**
   * The message without the people it sets aside for another ("à la place d'Isabelle
   * Jaccard (isabelle.jaccard@…)", "instead of Bob"): they, and their address, nominate no
   * one. Optional.
   */
  withoutSetAside?(message: string): string;
  /**
   * A part puts its person in the place of the one named before it ("Mettez Olivier à sa
   * place", "instead of her"): the one before is not nominated. Optional.
   */
  replacesBefore?(segment: string): boolean;
}

/** "@", or "(at)" / "[at]" as people write it to keep robots away ("anja.koch(at)web.de"). */
const AT = /\s?[([](?:at|AT)[)\]]\s?|@/;
/** ".", or "(dot)" / "[dot]" written beside an "(at)" ("h.ali(at)emirates(dot)com"). */
const DOT = /\s?[([](?:dot|DOT)[)\]]\s?|\./;
const EMAIL = new RegExp(
  `[A-Za-z0-9._%+-]+(?:${AT.source})[A-Za-z0-9-]+(?:(?:${DOT.source})[A-Za-z0-9-]+)*(?:${DOT.source})[A-Za-z]{2,}`,
  'g',
);

/** The part of an address before its "@" (or "(at)"), lower case. */
function localPart(address: string): string {
  return address.split(AT)[0]!.toLowerCase();
}

/**
 * An address in the text spells the word before its "@" ("helena.pinto@…" spells "Pinto",
 * "steve@…" "steve"), accents aside; a word under three letters is spelt by none.
 */
export function localPartSpells(text: string, word: string): boolean {
  if (word.length < 3) return false;
  return findEmails(text).some((email) => plain(localPart(email)).includes(plain(word)));
}

/** The e-mail addresses in a text, lower case, "(at)" written "@". */
export function findEmails(text: string): string[] {
  return [...text.matchAll(EMAIL)].map((m) =>
    m[0].replace(AT, '@').replace(new RegExp(DOT.source, 'g'), '.').toLowerCase(),
  );
}

/** "punto", "point", "Punkt", "ponto", "dot": a "." said aloud. */
// Haitian Creole's "pwen" and "arobas" too ("mc pwen pierrelouis arobas gmail pwen com").
const SPOKEN_DOT = '(?:punto|ponto|point|punkt|dot|pwen)';
/**
 * "guion", "tiret", "Bindestrich" (or "minus", "Strich"), "hífen", "dash": a "-" said aloud; in France also by the
 * AZERTY key it is typed with, "tiret du 6".
 */
const SPOKEN_DASH =
  '(?:tiret du (?:6|six)|gui[oó]n|tiret|bindestrich|minus|strich|h[ií]fen|tra[cç]o|dash|hyphen)';
/**
 * "guion bajo", "tiret bas", "Unterstrich", "underline", "underscore": a "_" said aloud; in
 * France also by the AZERTY key it is typed with, "tiret du 8" ("jean tiret du 8 rey").
 */
const SPOKEN_UNDERSCORE =
  '(?:tiret du (?:8|huit)|gui[oó]n bajo|tiret bas|unterstrich|underline|underscore|sublinhado|traço baixo)';
/** Words of an address as said aloud: letters and digits of ASCII only (no accent is guessed). */
const SPOKEN_WORD = '[A-Za-z0-9]+';
const SPOKEN_SEPARATOR = `\\s+(?:${SPOKEN_UNDERSCORE}|${SPOKEN_DOT}|${SPOKEN_DASH})\\s+`;
/** A domain's label as said, its hyphen typed ("arobase vanderlinden-deco point be"). */
const SPOKEN_LABEL = `${SPOKEN_WORD}(?:-${SPOKEN_WORD})*`;
/** A local part typed as it is, its separators too ("chloe.nguyen at outlook dot com"). */
const TYPED_SEPARATOR = '[._-]';
/**
 * An address dictated ("bego punto vdberg arroba sanitas punto es", "l punkt nowak at dhl
 * punkt com"): its local part, "arroba" / "arobase" / "chiocciola" (or "at" when the local
 * part is said with a dot, "at" being a word of its own), a domain said with at least one dot.
 */
const SPOKEN_EMAIL = new RegExp(
  `(?<![\\p{L}\\p{N}@.])(${SPOKEN_WORD}(?:(?:${SPOKEN_SEPARATOR}|${TYPED_SEPARATOR})${SPOKEN_WORD})*)` +
    `\\s+(arroba|arobase|arobas|chiocciola|at|ät)\\s+` +
    `(${SPOKEN_LABEL}(?:\\s+(?:${SPOKEN_DOT}|${SPOKEN_DASH})\\s+${SPOKEN_LABEL})*\\s+${SPOKEN_DOT}\\s+[A-Za-z]{2,})(?![\\p{L}\\p{N}])`,
  'giu',
);

/** The spoken separators of an address written as they are typed. */
function typedAddressPart(said: string): string {
  return said
    .replace(new RegExp(`\\s+${SPOKEN_UNDERSCORE}\\s+`, 'giu'), '_')
    .replace(new RegExp(`\\s+${SPOKEN_DOT}\\s+`, 'giu'), '.')
    .replace(new RegExp(`\\s+${SPOKEN_DASH}\\s+`, 'giu'), '-')
    .toLowerCase();
}

/**
 * The text with its dictated addresses typed ("jp ponto santos arroba outlook ponto com" →
 * "jp.santos@outlook.com"). What is read from it is shown back on the referee's card for
 * the candidate's yes, as everything read from words is; "at" counts only after a local part
 * said with a separator ("l punkt nowak at dhl punkt com", never "works at acme dot com").
 */
/**
 * "o email é abel tananta arroba gmail ponto com tudo junto", "el correo es ana maria lopez
 * arroba … todo junto", "yami cruz 22 arroba gmail punto com, todo pegado": the words said before the "at", after the address is named, are one
 * local part when the person says they go together. Never without that said: "Ana arroba …" of
 * "la de Ana arroba …" is no name joined.
 */
const SAID_JOINED =
  /((?:e-?mail|correo|mail|courriel|adresse|endere[cç]o)(?:\s+(?:dela|dele|de ella|de él|de el|d'elle|von ihr|von ihm))?(?:\s+(?:é|e|es|ist|est|c'est|is|:))?\s+)((?:[\p{L}\p{N}]+\s+){1,3}[\p{L}\p{N}]+)(\s+(?:arroba|arobase|chiocciola)\s+[^,;\n]*?)\s*[,;]?\s*(?:tudo junto|todo junto|todo pegado|tudo colado|tudo junto e minúsculo|alles zusammen(?:geschrieben)?|zusammengeschrieben|tout attach[ée]|tout coll[ée]|all one word|sin espacios|sem espa[cç]os?)(?![\p{L}])/giu;

export function withSpokenEmails(text: string): string {
  return withSpelledLettersJoined(
    text.replace(
      SAID_JOINED,
      (_, cue: string, local: string, rest: string) => `${cue}${local.replace(/\s+/g, '')}${rest}`,
    ),
  )
    .replace(SPOKEN_EMAIL, (whole, local: string, at: string, domain: string) => {
      const separated =
        new RegExp(SPOKEN_SEPARATOR, 'iu').test(local) || new RegExp(TYPED_SEPARATOR).test(local);
      if (/^(?:at|ät)$/i.test(at) && !separated) return whole;
      return `${typedAddressPart(local)}@${typedAddressPart(domain)}`;
    })
    .replace(SPACED_AT, joinedSpacedAt)
    .replace(
      SPACED_DOTS,
      (_, local: string, domain: string) => `${local}@${domain.replace(/\s+/g, '')}`,
    )
    .replace(AT_WORD_BETWEEN_TYPED, (whole, local: string, at: string, domain: string) =>
      /^at$/i.test(at) && !/[._-]/.test(local) ? whole : `${local}@${domain}`,
    )
    .replace(AT_GMAIL, (_, said: string, local: string) => `${said}${local}@gmail.com`)
    .replace(SPACED_ENDING, '$1.$2');
}

/** Letters said by their Spanish names in a dictated address ("zeta o": "zo"). */
const LETTER_NAMES: Record<string, string> = {
  be: 'b',
  ce: 'c',
  cu: 'q',
  efe: 'f',
  ele: 'l',
  eme: 'm',
  ene: 'n',
  equis: 'x',
  erre: 'r',
  ese: 's',
  ge: 'g',
  hache: 'h',
  jota: 'j',
  ka: 'k',
  pe: 'p',
  uve: 'v',
  ye: 'y',
  zeta: 'z',
};
const LETTER = `(?:[a-z]|${Object.keys(LETTER_NAMES).join('|')})`;
const SPOKEN_AT = '(?:arroba|arobase|arobas|chiocciola)';

/**
 * Letters spelt one by one in a dictated address, right before its "arroba" ("yaneth guion
 * bajo zeta o arroba …": "yaneth_zo@…"), or two single letters and more before a word that
 * ends the local part ("j a priego arroba gmail punto com": "japriego@…"): one word, as typed.
 * Only before a spoken "@" (never "at"): the card shows the address back for a yes.
 */
const LETTERS_BEFORE_AT = new RegExp(
  `(?<=(?:^|\\s))((?:${LETTER}\\s+)+)(?=${SPOKEN_AT}\\s)`,
  'giu',
);
const INITIALS_BEFORE_WORD = new RegExp(
  `(?<=(?:^|\\s))((?:[a-z]\\s+){2,})([a-z0-9]+)(?=\\s+${SPOKEN_AT}\\s)`,
  'giu',
);

function withSpelledLettersJoined(text: string): string {
  const letter = (said: string) => LETTER_NAMES[said.toLowerCase()] ?? said.toLowerCase();
  return text
    .replace(INITIALS_BEFORE_WORD, (_, initials: string, word: string) =>
      `${initials.split(/\s+/).join('')}${word}`.toLowerCase(),
    )
    .replace(LETTERS_BEFORE_AT, (letters: string) =>
      letters.trim().split(/\s+/).length < 2
        ? letters
        : `${letters.trim().split(/\s+/).map(letter).join('')} `,
    );
}

/**
 * An address said as "<name> at Gmail" right after the word for it ("o mail é nunovilaca no
 * gmail", "o e-mail dela é ana.reis arroba gmail", "her email is jdoe at gmail"): Gmail's
 * domain is gmail.com everywhere, so it is typed; no other provider, whose domain differs by
 * country (hotmail.fr, yahoo.com.br), is guessed.
 */
const AT_GMAIL =
  /((?<![\p{L}])(?:e-?mail|mail|correo|courriel)(?:\s+(?:dele|dela|dele é|dela é|é|e|is|es|est|c['’]est))?\s*:?\s+)([a-z0-9][a-z0-9._-]*)\s+(?:no|na|arroba|at)\s+gmail(?![\p{L}\p{N}@]|\.[\p{L}\p{N}])/giu;

/**
 * An address typed with spaces around its "@" and its dots as well, as autocorrect leaves it
 * ("k.amrouche @ Yahoo . Fr", "ana @ gmail . com"): a dot counts only with a space on both
 * sides and before a last part of two or three letters; shown on the card for a yes.
 */
const SPACED_DOTS =
  /(?<![\p{L}\p{N}.@])([A-Za-z0-9._%+-]+)\s*@\s*((?:[A-Za-z0-9-]+\s*\.\s*)*[A-Za-z0-9-]+\s+\.\s+[A-Za-z]{2,3})(?![\p{L}\p{N}])/gu;

/**
 * A word for the "@" said between a typed local part and a typed domain ("soyeon.kim 골뱅이
 * naver.com", Korean "golbaengi"; "ana.gil arroba gmail.com", "j.roy arobase free.fr"; "at"
 * only after a local part with a dot, a dash or an underscore: never "works at acme.com").
 */
const AT_WORD_BETWEEN_TYPED =
  /(?<![\p{L}\p{N}.@])([A-Za-z0-9][A-Za-z0-9._%+-]*)\s+(골뱅이|arroba|arobase|arobas|chiocciola|at)\s+([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,})(?![\p{L}\p{N}@])/giu;

/**
 * An address whose last dot autocorrect followed with a space ("tobi.lindner@gmx. de"): its
 * ending, in lower case, closing the address (the message or its clause ends there), is read
 * joined; the card shows it back for the candidate's yes.
 */
const SPACED_ENDING =
  /(?<![\p{L}\p{N}.@])([A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*)\.\s+([a-z]{2,4})(?=\s*(?:[,;)!]|\.?\s*$))/gu;

/**
 * A number given as a WhatsApp link ("wa.me/595981234567", "https://wa.me/+34612345678",
 * "api.whatsapp.com/send?phone=5511987654321"): the link holds the whole international number
 * without its "+", so it is written as one ("+595981234567"), read in no default country.
 */
const WHATSAPP_LINK =
  /(?:https?:\/\/)?(?:www\.)?(?:wa\.me\/|(?:api\.|web\.)?whatsapp\.com\/send\/?\?phone=|whatsapp:\/\/send\/?\?phone=)\+?(\d{7,15})(?![\d])\S*/giu;

/**
 * The label a link is given before it ("ihr WhatsApp-Link:", "el link de WhatsApp:", "son
 * lien WhatsApp :", "o link do zap:"): said of the number, never a name (blind set 22). In
 * lower case only: "Thomas Link: wa.me/…" and "Lien" are surnames too.
 */
const LINK_LABEL =
  /(?<![\p{L}])(?:[Ww]hats-?[Aa]pp-?[Ll]ink|link(?:\s+(?:de|do|del|da))?(?:\s+(?:[Ww]hats-?[Aa]pp|wa|zap))?|lien(?:\s+[Ww]hats-?[Aa]pp)?)\s*:?\s*(?=(?:https?:\/\/)?(?:www\.)?(?:wa\.me|(?:api\.|web\.)?whatsapp\.com|whatsapp:))/gu;

/**
 * Digits typed as the letters that look like them, inside a number ("Ol7l 234 5678" for 0171,
 * "(92) 99l23-4O56", "O66l 23 45 67"): O for 0 and l or I for 1, only in a group that holds
 * a figure and no other letter, beside another group of figures (or of four figures itself).
 */
const LOOKALIKE_GROUP = /(?<![\p{L}\d])(?=[\dOolI]*\d)[\dOolI]{3,}(?![\p{L}\d])/gu;

export function withLookalikeDigits(text: string): string {
  return text.replace(LOOKALIKE_GROUP, (group: string, at: number) => {
    if (!/[OolI]/.test(group)) return group;
    // Inside an address ("ana.l0012@…"): as typed.
    if (/[@._]/.test(text[at - 1] ?? '') || /[@._]/.test(text[at + group.length] ?? ''))
      return group;
    // Part of a number: another group of figures right beside it ("Ol7l 234 5678").
    const around = `${text.slice(Math.max(0, at - 6), at)}${text.slice(at + group.length, at + group.length + 6)}`;
    if (!/\d{2}/.test(around) && group.replace(/[OolI]/g, '').length < 4) return group;
    return group.replace(/[Oo]/g, '0').replace(/[lI]/g, '1');
  });
}

/** Words for an extension after a number, in the five languages ("Durchwahl", "Klappe", "ext.", "poste", "ramal"). */
const EXTENSION_WORD =
  '(?:durchwahl|dw|klappe|kl\\.|apparat|app\\.|nebenstelle|ext(?:ension)?|x|poste|ramal|extens[ãa]o|interno|anexo)';
/**
 * A switchboard ending in "-0" and the extension said after it ("0463 58 00-0, Klappe 217",
 * "05 21 / 7 72 - 0, Durchwahl 4417"): the German and Austrian way to write the extension's
 * own number, the 0 replaced by it ("0463 58 00-217").
 */
const SWITCHBOARD_THEN_EXTENSION = new RegExp(
  `(?<![\\d/().+-])(?<!\\d[ \\t])(\\+?\\d[\\d \\t/().]*\\d[ \\t]*-[ \\t]*)0[ \\t]*[,;]?[ \\t]*${EXTENSION_WORD}\\.?[ \\t]*:?[ \\t]*(\\d{1,6})(?!\\d)`,
  'giu',
);
/**
 * Any other number with an extension after it ("787-555-0100 ext. 2231", "418 555 0142 poste
 * 225", "(11) 3456-7890 ramal 12"): the number reaches the switchboard, and an address book or
 * a phone call needs no more; the extension is left out (no number keeps one).
 */
const NUMBER_THEN_EXTENSION = new RegExp(
  `(?<![\\d/().+-])(?<!\\d[ \\t])(\\+?\\d[\\d \\t/().-]{4,}\\d)[ \\t]*[,;]?[ \\t]*\\(?${EXTENSION_WORD}\\.?[ \\t]*:?[ \\t]*\\d{1,6}\\)?(?![\\d\\p{L}])`,
  'giu',
);

/** The text with each extension said after a number dialled as its own number, or left out. */
export function withExtensionsRead(text: string): string {
  return text.replace(SWITCHBOARD_THEN_EXTENSION, '$1$2').replace(NUMBER_THEN_EXTENSION, '$1');
}

/** The text with its WhatsApp links written as the international numbers they hold. */
export function withPhoneLinks(text: string): string {
  return text.replace(LINK_LABEL, '').replace(WHATSAPP_LINK, (_, digits: string) => `+${digits}`);
}

/** An "@" with spaces around it, as dictation and autocorrect leave it ("ana.gil @ gmail.com"). */
const SPACED_AT =
  /(?<![\p{L}\p{N}.@])([A-Za-z0-9._%+-]+)(\s+@\s*|\s*@\s+)([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,})(?![\p{L}\p{N}])/gu;

/**
 * The address SPACED_AT joins, unless the "@" opens a word after a plain word ("en insta es
 * @ricardo.menjivar.sv", "auf Insta @lena.k"): that is a social-media handle, no address.
 */
function joinedSpacedAt(whole: string, local: string, at: string, domain: string): string {
  const handle = /^\s+@$/.test(at) && /^\p{L}+$/u.test(local);
  return handle ? whole : `${local}@${domain}`;
}

/** The text without its e-mail addresses (their digits are no phone, their words no name). */
export function withoutEmails(text: string): string {
  return text.replace(EMAIL, ' ');
}

function asCountry(code: string): CountryCode {
  return isSupportedCountry(code) ? (code as CountryCode) : 'US';
}

/** Phone numbers in the text, as E.164, local numbers read in `country`. */
export function findPhones(text: string, country: string): string[] {
  const plain = withFiguresApart(withoutEmails(text));
  return findPhoneNumbersInText(plain, asCountry(country)).map(
    (m) =>
      overseasFrenchNumber(
        m.number.countryCallingCode,
        m.number.nationalNumber,
        plain.slice(m.startsAt),
      ) ?? m.number.number,
  );
}

/**
 * An area code in brackets right before where a number was found ("(45) "), or one with its
 * trunk 0 the library left out ("011 15 4872-3190" on a Uruguayan tenant: an Argentine mobile
 * read from its "4872-3190"; "Abteilung 12, 0664 …" is no such thing), or a Brazilian DDD of
 * two digits opening the details ("Rosângela Bezerra, 81 99654-3210" on a Portuguese tenant).
 */
const AREA_CODE_LEFT_OUT =
  /(?:\(\s*\d{1,4}\s*\)|(?<![\p{L}\p{N}+.,:/-])0\d{1,3}(?:[\s-]+\d{1,3})?|(?<=(?:^|[\n;:]|[\n;:,]\s)\s*)[1-9]\d(?=\s+$))\s*$/u;

/** A mobile's label just before a number ("M:", "Mobil", "Handy", "cel.", "portable", "telemóvel"). */
const MOBILE_LABEL =
  /(?<![\p{L}])(?:m|c|mob|mobile|mobil|handy|natel|cell|cellphone|cel|celular|móvil|movil|mòbil|portable|port|gsm|telemóvel|telemovel|tlm|whatsapp|whats|wpp|zap)\.?\s*[:.-]?\s*$/iu;

/**
 * The number a part is reached on: of several, the one labelled a mobile when one alone is
 * ("T: +420 377 123 456 / M: 603 214 587" in a signature: the desk is where they are not),
 * else the first. Invitations go by text message to mobiles too.
 */
function mobileFirst<T extends { startsAt: number }>(text: string, found: T[]): T | undefined {
  if (found.length < 2) return found[0];
  const lineBefore = (at: number) => text.slice(text.lastIndexOf('\n', at - 1) + 1, at);
  const mobiles = found.filter((m) => MOBILE_LABEL.test(lineBefore(m.startsAt)));
  return mobiles.length === 1 ? mobiles[0] : found[0];
}

/** Numbers as written, with where each stands in the text (for mobileFirst). */
function placesOf(text: string, raws: string[]): { raw: string; startsAt: number }[] {
  let from = 0;
  return raws.map((raw) => {
    const at = text.indexOf(raw, from);
    from = at < 0 ? from : at + raw.length;
    return { raw, startsAt: Math.max(at, 0) };
  });
}

/**
 * A comma after a figure ends it ("aus der MA 48, 0676/987 65 43", "Team 7, 0612 …"): the
 * phone library would read the figure and the number after it as one candidate and find
 * none. The comma is written as a line break, the text's length kept.
 */
function withFiguresApart(text: string): string {
  return text.replace(/(?<=\d),(?=\s)/g, '\n');
}

/**
 * The blocks of France's overseas departments, dialled with a 0 from France ("0690 12 34 56",
 * Guadeloupe's mobile; "0262 …", Réunion's line) and under their own calling code from
 * anywhere else: never a number of metropolitan France (+33), whose library's lighter
 * metadata would take them as one.
 */
const FRENCH_OVERSEAS: ReadonlyArray<readonly [RegExp, string]> = [
  [/^(?:590|69[01])/, '590'],
  [/^(?:596|69[67])/, '596'],
  [/^(?:594|694)/, '594'],
  [/^(?:26[239]|69[23]|639)/, '262'],
];

/** A national French number in an overseas block, as that department's E.164; null otherwise. */
function overseasFrenchNumber(callingCode: string, national: string, written: string) {
  // Written with "+33" or "0033", the number is as written: nothing is guessed.
  if (callingCode !== '33' || /^\s*(?:\+|00)/.test(written)) return null;
  const code = FRENCH_OVERSEAS.find(([block]) => block.test(national))?.[1];
  return code ? `+${code}${national}` : null;
}

/**
 * A phone word just before a number, in the five languages and the ones candidates bring
 * along ("mòbil", "tlm", "zap", "Handy:", "portable :", "tel.").
 */
const PHONE_WORD_BEFORE =
  /(?<![\p{L}])(?:phone|mobile|mob|cell|cellphone|tel|tél|telf|tlf|tlm|tfno|teléfono|telefono|telèfon|telefon|telefone|téléphone|telephone|móvil|movil|mòbil|mobil|telemóvel|telemovel|celular|celu|cel|fono|tlfn|handy|handynummer|telefonnummer|mobilnummer|natel|portable|port|gsm|whats|whatsapp|wpp|zap|número|numero|numéro|nummer)\.?\s*[:.-]?\s*$/iu;

/** Digit runs that look like a phone number (seven digits or more, spaces and dashes allowed). */
const PHONE_LIKE = /(?:\+|\(\s*)?\d[\d\s()./-]{5,}\d/g;
const PHONE_LIKE_ONE = new RegExp(PHONE_LIKE.source);

/**
 * "12/03/2024", "2024-03-12", "3.4.26": a date, no phone. Not "0498/45.6" (a Belgian mobile
 * begun: no day, month or year of a date in it).
 */
function looksLikeADate(raw: string): boolean {
  const parts = /^(\d{1,4})[./-](\d{1,2})[./-](\d{1,4})$/.exec(raw);
  if (!parts) return false;
  const [a, b, c] = [parts[1]!, parts[2]!, parts[3]!];
  const dayOrMonth = (x: string) => x.length <= 2 && Number(x) >= 1 && Number(x) <= 31;
  const year = (x: string) => x.length === 2 || (x.length === 4 && /^(?:19|20)/.test(x));
  return (
    (dayOrMonth(a) && dayOrMonth(b) && year(c)) ||
    (year(a) && a.length === 4 && dayOrMonth(b) && dayOrMonth(c))
  );
}

/**
 * Phone-like numbers that are no valid number of `country` (a UK mobile
 * "07700 900123" on a US tenant): asked about, never dropped silently.
 * International numbers ("+44 …") always read; ranges of years and dates
 * are no phones.
 */
export function unplacedPhones(text: string, country: string): string[] {
  const found: string[] = [];
  for (const match of withoutEmails(text).matchAll(PHONE_LIKE)) {
    const raw = match[0].trim();
    const digits = raw.replace(/\D/g, '');
    // A short number (Andorra's, the Faroes', Iceland's: five to seven digits) only when a
    // phone word says it is one ("mòbil 312 345", "Handy 31 23 45"): never a bare figure.
    // Written in pairs as a number is ("55 41 22", Saint-Pierre-et-Miquelon's; "31 23 45"), it
    // is one after a comma too, as a referee's details end: asked about, never stored.
    const short =
      digits.length >= 5 &&
      digits.length < 8 &&
      (PHONE_WORD_BEFORE.test(withoutEmails(text).slice(0, match.index)) ||
        // Groups of two or three as well ("321 45 67", a Comorian mobile written at home).
        // Three then four ("852 3461", Suriname's and São Tomé's seven digits), after a full
        // stop too (blind set 19).
        ((/^\d{2,3}(?: \d{2,3}){2}$/.test(raw) || /^\d{3}[ -]\d{4}$/.test(raw)) &&
          /[,.]\s*$/.test(withoutEmails(text).slice(0, match.index)) &&
          withoutEmails(text)
            .slice(match.index! + match[0].length)
            .trim() === ''));
    if ((digits.length < 8 && !short) || digits.length > 15) continue;
    if (/^(?:19|20)\d\d\s*[-–]\s*(?:19|20)\d\d$/.test(raw)) continue;
    if (looksLikeADate(raw)) continue;
    if (normalisePhone(raw, country)) continue;
    found.push(raw);
  }
  return found;
}

/**
 * A nickname set between commas after a name, an article and one capitalised word ("Marcos
 * Schneider, o Alemão, colega …", "Juan, el Gallego, …", "Pierre, le Breton, …", "Tom, der
 * Holländer, …"): who the person is called, never where their number is.
 */
const NICKNAME_BETWEEN_COMMAS =
  /(?<=\p{L}\s*),\s*(?:o|a|el|la|le|der|die|the)\s+\p{Lu}\p{Ll}+\s*,(?=\s*\p{Ll})/gu;

/** Languages by their names in the five languages (and the ones read as countries). */
const LANGUAGE_NAMES =
  'français|anglais|allemand|espagnol|portugais|italien|néerlandais|' +
  'french|english|german|spanish|portuguese|italian|dutch|' +
  'französisch|englisch|deutsch|spanisch|portugiesisch|italienisch|niederländisch|' +
  'francés|frances|inglés|ingles|alemán|aleman|español|espanol|portugués|portugues|italiano|' +
  'francês|inglês|alemão|espanhol|português';

/**
 * A language taught, spoken or learnt ("il m'enseignait le français", "she taught me German",
 * "unterrichtete Französisch", "mi profesora de español", "fala português", "Deutschlehrerin")
 * is no country: the number beside it is not placed by it.
 */
const LANGUAGE_SPOKEN = new RegExp(
  '(?<![\\p{L}])(?:' +
    // After a definite article ("le français", "l'anglais", "el inglés", "o português").
    "(?:le|l['’]|el|o)\\s*(?:" +
    LANGUAGE_NAMES +
    ')|' +
    // After teaching, speaking or learning, or a class or teacher "of" it.
    '(?:enseign\\p{L}*|appr[ei]n\\p{L}*|parl\\p{L}*|teach\\p{L}*|taught|speak\\p{L}*|spoke|' +
    'learn\\p{L}*|unterricht\\p{L}*|lehrt\\p{L}*|sprich\\p{L}*|spricht|sprach|lernt\\p{L}*|' +
    'enseñ\\p{L}*|habl\\p{L}*|aprend\\p{L}*|ensin\\p{L}*|fala\\p{L}*|' +
    "(?:prof\\p{L}*|cours|clases?|aulas?|curso|lessons?|classes?)\\s+(?:de|d['’]|of|in))" +
    '(?:[\\s-]+(?:me|mir|mich|us|uns|nous|nos))?\\s*(?:' +
    LANGUAGE_NAMES +
    ')|' +
    // Before a teacher, a class or lessons ("French teacher", "Deutschlehrerin", "Englischkurs").
    '(?:' +
    LANGUAGE_NAMES +
    ')\\s*(?:teacher|tutor|class|lessons?|lehrer\\p{L}*|unterricht\\p{L}*|kurs\\p{L}*|stunde\\p{L}*)' +
    ')(?![\\p{L}])',
  'giu',
);

/**
 * A street named after a place or a person ("au marché sur Lisbon Street", "rue de Paris",
 * "Avenida Brasil", "Calle Madrid", "rue Jean Jaurès"): where a shop is, no country of a number
 * and no one's name.
 */
const STREET_NAMED_AFTER =
  /(?<![\p{L}])(?:\p{Lu}[\p{L}'’-]*\s+){1,3}(?:Street|Avenue|Road|Boulevard|Drive|Straße|Strasse|Allee)(?![\p{L}])/gu;
const STREET_NAMED_BEFORE =
  /(?<![\p{L}])(?:[Rr]ue|[Aa]venue|[Bb]oulevard|[Cc]alle|[Aa]venida|[Rr]ua|[Tt]ravessa|[Pp]raça|[Pp]laza|[Pp]aseo)\s+(?:(?:de|da|do|del|des|du|la|le|los|das|dos)\s+)*\p{Lu}[\p{L}'’-]*/gu;

/** The country a text names beside a number, or null; `US` only when nothing else is named ("us" is a pronoun too). */
export function countryIn(text: string, lexicon: ContactLexicon): CountryCode | null {
  const plain = withoutEmails(text)
    .replace(NICKNAME_BETWEEN_COMMAS, ',')
    .replace(LANGUAGE_SPOKEN, ' ')
    .replace(STREET_NAMED_AFTER, ' ')
    .replace(STREET_NAMED_BEFORE, ' ');
  const all = lexicon.countries.filter(([code, pattern]) => code !== 'US' && pattern.test(plain));
  // Several places named ("Kollegen in Berlin, jetzt zurück in Hà Nội: 091 …"): the one named
  // nearest the number is where it is.
  const number = plain.search(PHONE_LIKE_ONE);
  if (all.length > 1 && number >= 0) {
    const distance = ([, pattern]: (typeof all)[number]) =>
      Math.min(
        ...[
          ...plain.matchAll(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`)),
        ].map((m) => Math.abs(number - (m.index + m[0].length))),
      );
    return [...all].sort((a, b) => distance(a) - distance(b))[0]![0];
  }
  const named = all[0];
  if (named) return named[0];
  const us = lexicon.countries.find(([code]) => code === 'US');
  return us?.[1].test(plain) ? 'US' : null;
}

/**
 * "in", "aus", "en", "de", "em", "from" … then a capitalised run of up to four words: where one
 * is or is from ("Nummer in Sri Lanka: 077 …").
 */
const AFTER_PLACE_PREPOSITION =
  /(?<![\p{L}])(?:in|aus|from|en|de|del|du|au|aux|em|no|na|do|da|à)\s+(\p{Lu}[\p{L}'’-]*(?:\s+\p{L}[\p{L}'’-]*){0,3})/gu;

/** A country's name right before a colon and a number ("auch Thailand: 089 765 4321"). */
const BEFORE_NUMBER_COLON = /(?<![\p{L}])(\p{Lu}[\p{L}'’-]*)\s*:\s*(?=[+(\d])/gu;

/**
 * A country of any name said after "in", "aus", "en", "de" … in a referee's own words ("Nummer
 * in Sri Lanka: 077 …", "está en Sri Lanka"), beyond the lexicon's own list: their number is
 * read there (the card shows it for the candidate's yes). Never a name alone ("Jordan Smith"):
 * the preposition must stand before it. Only the few words after one are matched against
 * every country's name (a scan of the whole text for each would be dear).
 */
function countryAfterPreposition(text: string, lexicon: ContactLexicon): CountryCode | null {
  const plain = withoutEmails(text);
  for (const [, said] of [
    ...plain.matchAll(AFTER_PLACE_PREPOSITION),
    ...plain.matchAll(BEFORE_NUMBER_COLON),
  ]) {
    const found = lexicon.otherCountries?.find(([, pattern]) => pattern.test(said!));
    if (found) return found[0];
  }
  return null;
}

/** The country whose adjective stands beside a phone word in `text` ("slowakische Nummer"), or null. */
function countryByNumberAdjective(text: string, lexicon: ContactLexicon): CountryCode | null {
  const plain = withoutEmails(text);
  return lexicon.numberAdjectives?.find(([, pattern]) => pattern.test(plain))?.[0] ?? null;
}

/**
 * A name read that is a preposition and a country ("Do Brasil, de Governador Valadares" said of
 * a number read there already): where someone is from, no one's name.
 */
function saysWhereFrom(name: ContactName | null, lexicon: ContactLexicon): boolean {
  if (!name?.lastName) return false;
  const said = `${name.firstName} ${name.lastName}`;
  return (
    /^(?:do|da|de|du|des|del|dem|der|von|vom|aus|from|em|en|au|aux)\s/i.test(said) &&
    countryNamed(said, lexicon) !== null
  );
}

/** The country a reply about a number's country names ("Polen", "c'est du Sénégal"), or null. */
export function countryNamed(text: string, lexicon: ContactLexicon): CountryCode | null {
  const plain = withoutEmails(text);
  return (
    countryIn(text, lexicon) ??
    lexicon.otherCountries?.find(([, pattern]) => pattern.test(plain))?.[0] ??
    null
  );
}

/** A word of these conversations ("sorry", "manager", "done"), never part of a name. */
export function isCommonWord(word: string, lexicon: ContactLexicon): boolean {
  return (
    lexicon.common.has(word.toLowerCase()) ||
    lexicon.relationship(word) !== null ||
    // A kind of address ("QQ-Mail", "Gmail-Adresse", "Uni-Mail", "Web-Mail"): never a name.
    MAIL_COMPOUND.test(word)
  );
}
const MAIL_COMPOUND = /^[\p{L}\d]+-(?:e-)?mail(?:-adresse|adresse)?$|^[\p{L}\d]+mail-adresse$/iu;

/**
 * A person's name: the first run of capitalised words that are not common
 * words ("my manager Jane Doe, jane@…" → Jane Doe), never a filler word
 * that opens the sentence ("So", "Mi jefa", "Meine Kollegin"), an acronym
 * or an organisation ("at MGM"). Falls back on a lowercase "name is x y".
 */
export function findName(text: string, lexicon: ContactLexicon): ContactName | null {
  const cleaned = withoutEmails(text)
    .replace(/[+(]?\d[\d\s().-]{5,}\d/g, ' ')
    .replace(STREET_NAMED_AFTER, ' ')
    .replace(STREET_NAMED_BEFORE, ' ');
  const cue = new RegExp(
    `\\b(?:${lexicon.nameCues.join('|')})\\s+([A-Za-zÀ-ÿ'’-]+)(?:\\s+([A-Za-zÀ-ÿ'’-]+))?`,
    'i',
  ).exec(cleaned);
  if (cue) return toName([cue[1]!, cue[2]].filter(Boolean) as string[], lexicon);
  // A comma or a colon stays on its word: it ends the name ("Raul Jimenez, Carmen Diaz" are two
  // people) or the organisation before it ("chez Colruyt : Marc Van der Elst").
  const words = cleaned
    .split(/[\s;()…]+|(?<=[,:])/)
    .filter((w) => w === ':' || w.replace(/[,:]/, ''));
  const introduced = nameAfterDescription(words, lexicon) ?? nameAfterCopula(words, lexicon);
  if (introduced) return toName(introduced, lexicon);
  const run = laterFullName(words, capitalisedRun(words, lexicon), lexicon);
  if (!run || run.length === 1) {
    const fuller = restatedName(words, lexicon);
    if (fuller) return toName(fuller, lexicon);
  }
  return run ? toName(run, lexicon) : null;
}

/** A word without the marks that may end it in a sentence ("manager:", "Bikash,"). */
const withoutTrailingMarks = (word: string) => word.replace(/[.,:!?…]+$/, '');

/**
 * "Mi supervisora en la bodega de Lo Espejo: Carolina Muñoz Tapia, …", "Meu patrão na estufa em
 * São Teotónio: Sr. Joaquim Mestre Guerreiro", "my manager at the Crown & Anchor: Sue Black":
 * a relationship described before a colon, then the person. The capitalised words before the
 * colon are where they worked; the name is the run after it (two words at least, or one after
 * a title, as capitalisedRun reads them). Null when the colon introduces no such name.
 */
function nameAfterDescription(words: string[], lexicon: ContactLexicon): string[] | null {
  const colon = words.findIndex((w) => w.endsWith(':'));
  if (colon < 1) return null;
  const described = words
    .slice(0, colon + 1)
    .some((w) => lexicon.relationship(withoutTrailingMarks(w)) !== null);
  if (!described) return null;
  const run = capitalisedRun(words.slice(colon + 1), lexicon);
  return run && run.length >= 2 ? run : null;
}

/** "Of (the)" before a word, in the five languages ("do Senac", "del Sena", "vom Kaufhof"). */
const OF_THE = new Set(['do', 'da', 'dos', 'das', 'del', 'du', 'des', 'vom', 'of']);

/**
 * "meine Kollegin von der Rezeption, Eszter Tóth-Wagner", "minha professora do curso do Senac,
 * Rita de Cássia Souza": one capitalised word after an
 * article is a place or a department as often as a person (German writes every noun with a
 * capital); a full name later in the same words is the person. The run as read otherwise.
 */
function laterFullName(
  words: string[],
  run: string[] | null,
  lexicon: ContactLexicon,
): string[] | null {
  if (run?.length !== 1) return run;
  const at = words.findIndex((w) => withoutTrailingMarks(w) === run[0]);
  const before = words[at - 1]?.toLowerCase() ?? '';
  if (at < 1 || !(lexicon.articles?.has(before) || OF_THE.has(before))) return run;
  const later = capitalisedRun(words.slice(at + 1), lexicon);
  return later && later.length >= 2 ? later : run;
}

/** "First name" in the five languages, and the "is" after it ("Vorname Péter", "prénom : Anh"). */
const GIVEN_NAME_CUE = [
  'vorname(?: ist)?',
  'rufname(?: ist)?',
  "(?:first|given) name(?: is|'s)?",
  "pr[ée]nom(?: est| c'est)?",
  '(?:nombre de pila|primer nombre)(?: es)?',
  '(?:primeiro nome|nome próprio)(?: é)?',
].join('|');

/**
 * The same said after the name, in the five languages (blind set 15): "Haingo c'est le
 * prénom", "Lan é o primeiro nome", "Chidi is the first name", "Emre ist der Vorname", "Ana
 * es el nombre de pila".
 */
const GIVEN_NAME_AFTER =
  "\\s+(?:c['’]est|est|é|e|is|ist|es)\\s+(?:le |o |the |der |el |his |her |sein |ihr |son |seu )?" +
  '(?:pr[ée]nom|primeiro nome|nome próprio|first name|given name|vorname|nombre de pila)(?![\\p{L}])';

/**
 * A name written family name first, then its first name said ("Kovács Péter, … (in Ungarn
 * schreibt man den Familiennamen zuerst, also Vorname Péter)", "Nguyen Anh, first name Anh",
 * "Tanaka Yuki, prénom : Yuki", "Rakotomalala Haingo … (Haingo c'est le prénom)"): the two
 * turned round. Only a one-word surname said to be the first name, in the referee's own words.
 */
function withGivenNameSaid(name: ContactName, segment: string): ContactName {
  const last = name.lastName;
  if (!last || /\s/.test(last)) return name;
  const escaped = escapeRegExp(last);
  const said = new RegExp(
    `(?<![\\p{L}])(?:(?:${GIVEN_NAME_CUE})\\s*:?\\s*${escaped}|${escaped}${GIVEN_NAME_AFTER})(?![\\p{L}])`,
    'iu',
  );
  return said.test(segment) ? { ...name, firstName: last, lastName: name.firstName } : name;
}

/** "Is" and "was" between a relationship and a name, in the five languages. */
const COPULAS = new Set([
  'is',
  'was',
  'es',
  'era',
  'fue',
  'ist',
  'war',
  'est',
  'était',
  'etait',
  'é',
  'foi',
]);

/**
 * "Trabajé con la Media Luna Roja, mi responsable era Mahfud Ali Beiba", "at the Red Cross my
 * boss was Ann Lee", "mein Chef war Jan Kühn", "mon chef était Luc Roy", "a minha chefe era Ana
 * Reis": the name said to be the relationship's, however many capitalised words (an
 * organisation) come before it. Two capitalised words at least, right after the verb.
 */
function nameAfterCopula(words: string[], lexicon: ContactLexicon): string[] | null {
  for (let at = 0; at + 2 < words.length; at++) {
    if (lexicon.relationship(withoutTrailingMarks(words[at]!)) === null) continue;
    if (!COPULAS.has(words[at + 1]!.toLowerCase())) continue;
    const run = capitalisedRun(words.slice(at + 2), lexicon);
    if (run && run.length >= 2 && run[0] === withoutTrailingMarks(words[at + 2]!)) return run;
  }
  return null;
}

/**
 * "a Dona Elfi, Elfi Krüger, …", "Chị Lan, also Frau Thi Lan Nguyen", "anh Minh (Minh Trần)":
 * a person called by one name (after a title or alone), then named in full: the first later run
 * of two capitalised words or more that holds a word written before it is the name. A short
 * form of its first name counts as that word ("a Tia Bete …, Elizabete Rocha", "Fran, o sea
 * Francisca Rojas"): the name it ends or opens.
 */
function restatedName(words: string[], lexicon: ContactLexicon): string[] | null {
  const bare = (w: string) => plain(withoutTrailingMarks(w));
  for (let from = 1; from < words.length; from++) {
    if (!/^\p{Lu}/u.test(words[from]!)) continue;
    const run = capitalisedRun(words.slice(from), lexicon);
    if (!run || run.length < 2) continue;
    const earlier = new Set(
      words
        .slice(0, from)
        .filter((w) => /^\p{Lu}/u.test(w))
        .map(bare),
    );
    const first = bare(run[0]!);
    const shortForm = [...earlier].some(
      (e) => e.length >= 3 && first.length > e.length && (first.endsWith(e) || first.startsWith(e)),
    );
    return shortForm || run.some((w) => earlier.has(bare(w))) ? run : null;
  }
  return null;
}

/** "the one", "the other", "the second" in Swiss German, after the article "de". */
const SWISS_ONE_OR_OTHER =
  /^(?:eint|einti|ander|anderi|andere|zweit|zwöit|dritt|erscht|letscht)$/iu;

/** An elided particle and the capitalised rest of a surname ("d'Orey", "dell’Acqua"). */
const ELIDED_PARTICLE_NAME = /^(?:d|dell|dall|degl)['’]\p{Lu}[\p{L}'’-]*$/u;

/** The first run of capitalised words that is a person, three capitals at most, particles kept. */
function capitalisedRun(words: string[], lexicon: ContactLexicon): string[] | null {
  let run: string[] = [];
  let organisation = false;
  // The run follows a title ("Herrn Keller", "Dr. Weber", "M. Dupont").
  let afterTitle = false;
  // The run follows "à" ("à Quimper"): one word alone is where, not who.
  let afterPlace = false;
  const titles = new Set(lexicon.titles ?? []);
  for (const [index, word] of words.entries()) {
    const bare = withoutTrailingMarks(word);
    // A capital of the Latin alphabets, Extended-A and -B too ("Łukasz", "Šimek", "Ørsted");
    // "Mª", "Nº" are abbreviations, never names.
    // A surname opened by an elided particle inside a name ("Inês d'Orey Manoel", "Marc
    // d'Arcy", "Gianni dell'Acqua") is a name word, though it opens lower case.
    const capitalised =
      /^(?=\p{Lu})[A-Za-zÀ-ÿĀ-ɏḀ-ỿ][A-Za-zÀ-ÿĀ-ɏḀ-ỿ'’-]*$/u.test(bare) ||
      (run.length > 0 && ELIDED_PARTICLE_NAME.test(bare));
    const lower = bare.toLowerCase();
    // A single capital opens no name: an article ("O meu chefe", "A minha colega"), an initial.
    const person =
      capitalised &&
      !(run.length === 0 && bare.length === 1) &&
      !/^\p{Lu}{2,}$/u.test(bare) &&
      // A French elision opening a sentence ("Y'a pas de cell", "J'ai", "L'autre"), never a
      // name ("O'neill", "D'amico", "N'diaye" within a sentence are).
      !(index === 0 || /[.!?:]$/.test(words[index - 1] ?? '.')
        ? /^(?:[JLCYSMTN]|Qu)['’]\p{Ll}/u.test(bare)
        : false) &&
      !lexicon.common.has(lower) &&
      !MAIL_COMPOUND.test(bare) &&
      lexicon.relationship(bare) === null &&
      !(
        run.length === 0 &&
        lexicon.fillers.has(lower) &&
        !fillerWordAsGivenName(words, index, titles)
      ) &&
      !(run.length === 0 && titleBeforeFullName(words, index, titles));
    // A title word closing a name after its given name ("Frau Sandra Ohm, s.ohm@…") is the
    // surname: titles stand before a name, never after it.
    const surnameLikeTitle =
      !person && capitalised && surnameAfterGivenName(words, index, run, titles);
    if (surnameLikeTitle) {
      run.push(bare);
      break;
    }
    if (run.length === 0) {
      // "de l'hôtel Lagunaire": an elided article stays on its noun, which is what counts.
      const before = (back: number) =>
        (words[index - back]?.toLowerCase() ?? '').replace(/^(?:l|d)['’](?=\p{L}{3,})/u, '');
      afterTitle = titles.has(before(1).replace(/\.$/, ''));
      afterPlace = !!lexicon.placePrepositions?.has(before(1));
      organisation =
        lexicon.organisationPrepositions.has(before(1)) ||
        (!!lexicon.articles?.has(before(1)) &&
          (lexicon.organisationPrepositions.has(before(2)) ||
            !!lexicon.articledPrepositions?.has(before(2)))) ||
        (!!lexicon.dialectArticles?.has(before(1)) &&
          !!lexicon.articledPrepositions?.has(before(2))) ||
        articleOpensPlaceName(words, index, lexicon);
    }
    // A particle written with a capital ("Marie Van den Bossche") is one too. A surname goes on
    // through its particles as written ("Jordi Puig i Soler", "Ignacio Errázuriz de la Cerda"):
    // cut before them, the name read would be another one.
    const inName = run.length > 0;
    if (inName && !organisation && word === bare && particleBefore(words, index, lexicon)) {
      // "Agustina Pérez de Buenos Aires": a place after "de" is where they are, not their name.
      if (placeAfterParticles(words, index, lexicon)) break;
      run.push(bare);
      continue;
    }
    // An organisation's name goes on through its acronyms ("an der VHS Dresden", "bei der
    // AOK Bayern"): none of its words is a person.
    // A title after "of the" opens a person, not a business ("en la quesería del Ohm Peter
    // Klassen", "im Laden vom Herrn Keller"): the title is left out as after any word.
    const titleOpens = run.length === 0 && titles.has(lower.replace(/\.$/, ''));
    if (person || (capitalised && organisation && !titleOpens)) {
      run.push(bare);
      if (word !== bare) {
        if (!organisation && afterPlace && run.length === 1) {
          run = [];
          continue;
        }
        // "Et au Canada, mon maître de stage …, Kenneth LeBlanc": a country or a city said
        // first is where, and the person may still come.
        if (!organisation && isPlace(run.join(' '), lexicon)) {
          run = [];
          continue;
        }
        if (!organisation) break;
        // "in São Paulo, Brazil": a comma inside a place goes on with it; before anything else
        // it ends the place or organisation ("no restaurante em Lyon, Jean-Baptiste de La Tour").
        const next = words[index + 1]?.replace(/[.,:;!?…]+$/, '') ?? '';
        if (!word.endsWith(',') || !isPlace(next, lexicon)) run = [];
      }
    } else {
      // Swiss German's article opening "the one, the other" ("De ander isch de Marco
      // Cathomen", "De eint isch de Reto Caduff") is no name; any other particle alone still
      // ends the search ("Von meinem alten Job …" names no "Job").
      const particleAlone =
        run.length === 1 && /^de$/i.test(run[0]!) && SWISS_ONE_OR_OTHER.test(bare);
      if (
        run.length > 0 &&
        !organisation &&
        !particleAlone &&
        !(afterPlace && run.length === 1) &&
        !isPlace(run.join(' '), lexicon)
      )
        break;
      run = [];
    }
  }
  if (run.length === 0 || organisation || (afterPlace && run.length === 1)) return null;
  // Four capitals at most, those after a particle aside: "Juan Pablo Di Marco",
  // "María José Fernández de Córdoba", "Rubén Darío Chen Wong" (two given names, two
  // surnames) are one name; which words are the first name is asked when unclear.
  let capitals = 0;
  let afterParticle = false;
  run = run.filter((word) => {
    if (lexicon.particles.has(word.toLowerCase())) {
      afterParticle = run.indexOf(word) > 0;
      return true;
    }
    return afterParticle || ++capitals <= 4;
  });
  while (run.length > 0 && lexicon.particles.has(run.at(-1)!.toLowerCase())) run.pop();
  // One word after a title is a surname ("Herrn Keller"): the first name is not said.
  if (afterTitle && run.length === 1) return null;
  // A country alone is where a number is, not a person ("Polen, +48 …", "de Portugal 912 …").
  if (isPlace(run.join(' '), lexicon)) return null;
  return run.length > 0 ? run : null;
}

/**
 * A title word written as a surname ("Ohm", "Herr", "Dona"), closing a name of one given name
 * after a title of its own ("Frau Sandra Ohm,"): the name ends there (a mark after it, or no
 * capitalised word next), so it is the surname, never a title before a name to come.
 */
function surnameAfterGivenName(
  words: string[],
  index: number,
  run: string[],
  titles: Set<string>,
): boolean {
  const word = words[index]!;
  const bare = withoutTrailingMarks(word);
  if (run.length !== 1 || !titles.has(bare.toLowerCase())) return false;
  if (!titles.has((words[index - 2] ?? '').toLowerCase().replace(/\.$/, ''))) return false;
  const next = words[index + 1];
  return word !== bare || next === undefined || !/^\p{Lu}/u.test(next);
}

/**
 * An article written with a capital within a sentence opens the name of a place or a firm ("el
 * mayordomo del hato La Esperanza", "au resto Le Gourmet"), never a person's: at the start of a
 * sentence it is only the article ("La Mishel Pérez, mi prima").
 */
function articleOpensPlaceName(words: string[], index: number, lexicon: ContactLexicon): boolean {
  const word = words[index]!;
  const before = words[index - 1];
  const next = withoutTrailingMarks(words[index + 1] ?? '');
  return (
    before !== undefined &&
    // After a word in lower case within the sentence ("hato La Esperanza"), not after a list's
    // mark ("1) El Hadj Ibrahima Sow") nor before a title.
    /^\p{Ll}+$/u.test(before) &&
    /^\p{Lu}\p{Ll}*$/u.test(word) &&
    !!lexicon.articles?.has(word.toLowerCase()) &&
    /^\p{Lu}/u.test(next) &&
    !(lexicon.titles ?? []).includes(next.toLowerCase())
  );
}

/** Ordinals that label a list's items and are given names too ("Segundo", "Quinta", "Primo"). */
const ORDINAL_GIVEN_NAME =
  /^(?:primer[oa]|segund[oa]|tercer[oa]|quint[oa]|sext[oa]|septim[oa]|octavi[oa])$/iu;

/**
 * An ordinal that labels list items ("Segundo:") is a given name within a sentence,
 * capitalised after a word in lower case or a title and followed by another capitalised word
 * ("mi tío Segundo Eleuterio Chunga Ramos", "la Sra. Primera Ruiz"). Only an ordinal: German
 * capitalises the nouns before a name ("ihrem Mann Lukas").
 */
function fillerWordAsGivenName(words: string[], index: number, titles: Set<string>): boolean {
  const before = words[index - 1];
  const word = words[index]!;
  const next = words[index + 1];
  if (!before || !next || word !== withoutTrailingMarks(word)) return false;
  if (!ORDINAL_GIVEN_NAME.test(word)) return false;
  if (!/^\p{Lu}\p{Ll}/u.test(word) || !/^\p{Lu}\p{Ll}/u.test(next)) return false;
  const lower = before.toLowerCase();
  return (
    (before === withoutTrailingMarks(before) && /^\p{Ll}+$/u.test(before)) ||
    titles.has(lower.replace(/\.$/, ''))
  );
}

/**
 * A title that may also be a given name ("Don" in English), written with a capital before a
 * full name ("Don Federico Klenner Schwerter", "Don Ramón Pérez"): a title there, the full name
 * after it the person's. Before one word ("Don Pepe", "Don Smith") it stays as read.
 */
function titleBeforeFullName(words: string[], index: number, titles: Set<string>): boolean {
  const word = words[index]!;
  if (word !== withoutTrailingMarks(word) || !titles.has(word.toLowerCase())) return false;
  const next = words.slice(index + 1, index + 3).map(withoutTrailingMarks);
  return (
    next.length === 2 && next.every((w) => /^\p{Lu}\p{Ll}/u.test(w)) && words[index + 1] === next[0]
  );
}

/** The capitalised words after the particles at `index` name a country or a city ("de Buenos Aires", "aus Wien"). */
function placeAfterParticles(words: string[], index: number, lexicon: ContactLexicon): boolean {
  let at = index;
  while (at < words.length && lexicon.particles.has(words[at]!)) at += 1;
  const place = words
    .slice(at, at + 3)
    .join(' ')
    .replace(/[.,:;!?…]+$/, '');
  return lexicon.countries.some(([, pattern]) => matchAtStart(pattern, place) !== null);
}

/** The whole text names a country or a city ("Polen", "Costa Rica"). */
export function isPlace(text: string, lexicon: ContactLexicon): boolean {
  const known = placesRead(lexicon);
  let place = known.get(text);
  if (place === undefined) {
    place = [...lexicon.countries, ...(lexicon.otherCountries ?? [])].some(
      ([, pattern]) => matchAtStart(pattern, text)?.[0].length === text.length,
    );
    if (known.size >= PLACES_KEPT) known.clear();
    known.set(text, place);
  }
  return place;
}

/**
 * What isPlace answered, per lexicon: a name is tried against a few hundred country patterns
 * (half a millisecond), and the same capitalised words come back in every message and in
 * every sub-run of a name. Bounded: emptied when full.
 */
const PLACES_READ = new WeakMap<ContactLexicon, Map<string, boolean>>();
const PLACES_KEPT = 5_000;

function placesRead(lexicon: ContactLexicon): Map<string, boolean> {
  let known = PLACES_READ.get(lexicon);
  if (!known) {
    known = new Map();
    PLACES_READ.set(lexicon, known);
  }
  return known;
}

/** `words[index]` is a lowercase particle ("van", "de") followed by more particles, then a capitalised word. */
function particleBefore(words: string[], index: number, lexicon: ContactLexicon): boolean {
  let at = index;
  while (at < words.length && lexicon.particles.has(words[at]!)) at += 1;
  return at > index && /^(?=\p{Lu})[A-ZÀ-ÞĀ-ɏ][a-zà-ÿĀ-ɏ'’-]+[.,!?…]*$/u.test(words[at] ?? '');
}

/**
 * A name written without capitals, read only next to an e-mail that bears
 * it out ("jane doe jane@acme.com", "mike jones, mj@x.com"): the words just
 * before the e-mail (or just after it), when they are not common words,
 * and the e-mail's local part holds the first or last name or starts with
 * the first initial.
 */
export function findLowercaseName(text: string, lexicon: ContactLexicon): ContactName | null {
  const isNameWord = (w: string) => /^[a-zà-ÿ][a-zà-ÿ'’-]+$/.test(w) && !isCommonWord(w, lexicon);
  const clause = /[,;:()|–—]|\s-\s/;
  const words = (part: string) => part.trim().split(/\s+/).filter(Boolean);
  const leading = (list: string[]) => {
    const run: string[] = [];
    for (const w of list) {
      if (!isNameWord(w) || run.length === 3) break;
      run.push(w);
    }
    return run;
  };
  for (const match of text.matchAll(EMAIL)) {
    const local = localPart(match[0]);
    const before = text
      .slice(0, match.index)
      .replace(/[\s,;:–—-]+$/, '')
      .split(clause)
      .at(-1);
    const after = text
      .slice(match.index + match[0].length)
      .replace(/^[\s,;:–—-]+/, '')
      .split(clause)[0];
    const [back, ahead] = [
      leading(words(before ?? '').reverse()).reverse(),
      leading(words(after ?? '')),
    ];
    // The words nearest the address first as written, then fewer of them: "profe de educación
    // física nico fernandez nico.fdz@…" is "nico fernandez", not "física nico fernandez".
    const runs = [
      back,
      ahead,
      ...[1, 2].map((drop) => back.slice(drop)).filter((run) => run.length >= 2),
    ];
    for (const run of runs) {
      if (run.length === 0) continue;
      const [first, last] = [run[0]!, run.at(-1)!];
      if (
        local.includes(first) ||
        (run.length > 1 && local.includes(last)) ||
        local.startsWith(first[0]!)
      )
        return toName(run, lexicon);
    }
  }
  return openingLowercaseName(text, lexicon);
}

/**
 * A name dictated in lower case at the opening of the part ("joão paulo dos santos ele foi
 * meu colega … jp.santos@…"): its words up to the first common word, particles kept, read
 * only when the address starts with its first initial and spells its last word.
 */
function openingLowercaseName(text: string, lexicon: ContactLexicon): ContactName | null {
  const email = findEmails(text)[0];
  if (!email) return null;
  const run: string[] = [];
  for (const w of withoutEmails(text)
    .trim()
    .split(/[\s,;:]+/)) {
    const particle = run.length > 0 && lexicon.particles.has(w);
    if (!particle && !(/^[a-zà-ÿ][a-zà-ÿ'’-]+$/.test(w) && !isCommonWord(w, lexicon))) break;
    run.push(w);
    if (run.length === 6) break;
  }
  while (run.length > 0 && lexicon.particles.has(run.at(-1)!)) run.pop();
  if (run.length < 2) return null;
  const local = plain(localPart(email));
  const last = plain(run.at(-1)!);
  return local.startsWith(plain(run[0]!).charAt(0)) && local.includes(last) && last.length > 2
    ? toName(run, lexicon)
    : null;
}

/** "jane.doe@acme.com" → Jane Doe; null when the local part does not look like a name. */
export function nameFromEmail(email: string, lexicon: ContactLexicon): ContactName | null {
  const parts = (email.split('@')[0] ?? '').split(/[._-]+/).filter((p) => /^[a-z]{2,}$/i.test(p));
  if (parts.length < 2) return null;
  const [first, last] = parts.map((p) => p.toLowerCase()) as [string, string];
  // "joaovictor.lima@": two given names run together are both the first name ("Joao Victor",
  // never a made-up "Joaovictor"), as an address settles a double first name said in words.
  const given = runTogetherGivenNames(first, lexicon);
  if (given) {
    const [one, two] = given.map((name) => toName([name], lexicon).firstName);
    return { firstName: `${one} ${two}`, lastName: toName([last], lexicon).firstName };
  }
  return toName([first, last], lexicon);
}

/**
 * "joaovictor", "luisafernanda": two given names of the lexicon written as one word, as the
 * two names (accents aside); null for any other word, a given name of its own included.
 */
function runTogetherGivenNames(word: string, lexicon: ContactLexicon): [string, string] | null {
  const given = lexicon.givenNames;
  const folded = plain(word);
  if (!given || given.has(folded)) return null;
  for (let at = 2; at <= folded.length - 3; at++) {
    const [one, two] = [folded.slice(0, at), folded.slice(at)];
    if (given.has(one) && given.has(two)) return [one, two];
  }
  return null;
}

/**
 * "Ana Paula da Silva", "Luisa Fernanda Restrepo", "José Carlos dos Reis":
 * the second word is a given name and a surname follows, so the first name
 * may be one word or two. Nothing in the words settles it (an e-mail that
 * spells both, "anabelen.torres@", is read before: doubleFirstName), so the
 * name is handed back as written for the interviewer to ask about.
 */
export function uncertainSplit(name: ContactName, lexicon: ContactLexicon): ContactName {
  const [second, ...rest] = (name.lastName ?? '').split(' ');
  if (!second || rest.length === 0) return name;
  const written = { ...name, written: `${name.firstName} ${name.lastName}` };
  // "Maria das Graças Nogueira", "Juan de Dios Pérez": a particle, a word, then more words may
  // end a first name as well as open a surname.
  // A patronymic opens the surname, never ends a given name ("Mariem Mint Ahmed Salem").
  if (PATRONYMIC_PARTICLES.has(second.toLowerCase())) return name;
  if (lexicon.particles.has(second.toLowerCase())) {
    const after = rest.filter((word) => !lexicon.particles.has(word.toLowerCase()));
    return after.length > 1 ? written : name;
  }
  // "Luz Dary Osorio Cardona" (blind set 19): four names, none a particle, are two given names
  // and two surnames as often as one and three; which is asked, never guessed.
  if (rest.length === 2 && !rest.some((word) => lexicon.particles.has(word.toLowerCase())))
    return written;
  return lexicon.givenNames?.has(plain(second)) ? written : name;
}

/**
 * "karl-heinz" → "Karl-Heinz", "st-onge" → "St-Onge": each part of a hyphened word too. A word
 * the candidate capitalised keeps its parts as written: "Ji-yeon", "Young-ho" (Korean given
 * names write their second syllable small).
 */
function capitalised(word: string): string {
  if (/^\p{Lu}/u.test(word)) return word;
  return word.replace(
    /(^|-)(\p{Ll})/gu,
    (_, dash: string, letter: string) => dash + letter.toUpperCase(),
  );
}

/**
 * The particles that open a patronymic surname ("Ould Cheikh", "Mint Ahmed Salem", "bin
 * Said", "Ibn Khaldoun": son or daughter of): every word before one is the given name
 * ("Mohamed Lemine Ould Cheikh" is Mohamed Lemine), never a surname's first half.
 */
const PATRONYMIC_PARTICLES = new Set(['ould', 'mint', 'bint', 'binti', 'bin', 'ibn']);

/** A name of these words as written, each capitalised (particles aside), a patronymic kept whole. */
export function toName(parts: string[], lexicon: ContactLexicon): ContactName {
  const words = parts.map((part, i) =>
    i > 0 && (lexicon.particles.has(part) || ELIDED_PARTICLE_NAME.test(part))
      ? part
      : capitalised(part),
  );
  const patronymic = words.findIndex((w, i) => i > 1 && PATRONYMIC_PARTICLES.has(w.toLowerCase()));
  if (patronymic > 1 && patronymic < words.length - 1)
    return {
      firstName: words.slice(0, patronymic).join(' '),
      lastName: words.slice(patronymic).join(' '),
    };
  const [first, ...rest] = words;
  return { firstName: first!, lastName: rest.length > 0 ? rest.join(' ') : null };
}

/** A list item: "1. …", "2) …", "- …", "• …", "* …". */
const LIST_ITEM = /^\s*(?:\d{1,2}\s*[.):-]|[-•*·–—▪◦])\s+/;

/**
 * "1. Frau Gudrun Pfann … 0911 2345678 2. der Oleksandr … 3. die Andrea": a numbered list
 * typed on one line. Each item from "2." on goes on its own line, so that its number is
 * never read as the last digit of the phone before it. Only the numbers that follow one
 * another from a "1." that opens the message count as items.
 */
export function withListItemsOnTheirLines(message: string): string {
  if (!/^\s*1\s*[.)]\s/.test(message)) return message;
  let next = 2;
  let out = message;
  for (;;) {
    const item = new RegExp(`(?<=\\S)\\s+(?=${next}\\s*[.)]\\s+\\p{L})`, 'u');
    if (!item.test(out)) break;
    out = out.replace(item, '\n');
    next += 1;
  }
  return next > 2 ? out : message;
}

const alternatives = (words: readonly string[]) => words.map((w) => escapeRegExp(w)).join('|');

/**
 * A message cut into one part per referee: lines, list items, ";",
 * sentences, "… and my colleague …", and several referees run together in
 * one clause (cut before the name in front of each further e-mail). A
 * pasted signature (one person over several lines) stays one part.
 */
export function contactSegments(message: string, lexicon: ContactLexicon): string[] {
  // "Mag. Sabine Leitner": a title's period ends no sentence; an address's ending does
  // ("…@hotel.fr. Pierre Martin …": "fr" there is no title).
  const title = lexicon.titles?.length
    ? `(?<!(?:^|[^A-Za-zÀ-ÿ.@])(?:${alternatives(lexicon.titles)}))`
    : '';
  // "Ma. Cristina": María written short opens a double first name, no sentence ends there.
  // A sentence opens with a capital of any Latin script ("… mein Chef. Ľubica …", "Šimon").
  const joined = new RegExp(
    `\\n|;|\\s+(?:${alternatives(lexicon.joiners)})\\s+(?=(?:${alternatives(lexicon.itemOpeners)})\\b)|${title}(?<!(?:^|[^A-Za-zÀ-ÿ])M[aª])\\.\\s+(?=[A-ZÀ-ÖØ-ÞĀ-ſ])`,
    'i',
  );
  // Names with no detail anywhere in the message wait for theirs together ("… Erik Lindqvist
  // and Sofia Berg", their addresses next): the intake keeps them as one mention.
  const detailed = hasDetails(message);
  return oneBlockPerPerson(message, lexicon)
    .split(joined)
    .flatMap((segment) => atAnotherRelationship(segment, lexicon))
    .flatMap((segment) => atAnotherOwnAfterDetails(segment, lexicon))
    .flatMap((segment) => atAKinOfTheOneBefore(segment, lexicon))
    .flatMap((segment) => atAnotherTitle(segment, lexicon))
    .flatMap((segment) => (detailed ? atAnotherFullName(segment, lexicon) : [segment]))
    .flatMap((segment) => splitByPerson(segment, lexicon))
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * "Gesche Hinrichs und Tjark Hinrichs", "Jane Doe and John Smith", "Ana Pérez y Luis Pérez":
 * two full names joined by "and", in words with no detail, are two people, whatever comes
 * before, unless "and" may join one person's surnames there (twoPeople).
 */
function atAnotherFullName(segment: string, lexicon: ContactLexicon): string[] {
  // With details, splitByPerson pairs each name with its own ("Raul Jimenez y Carmen Diaz: raul@…
  // y carmen@…").
  if (hasDetails(segment)) return [segment];
  const name = "\\p{Lu}[\\p{L}'’-]+";
  const at = new RegExp(
    `(?<![\\p{L}'’-])${name}(?:\\s+${name}){1,2}\\s+(${alternatives(lexicon.and)})\\s+(?=(${name}(?:\\s+${name}){1,2})(?![\\p{L}'’-]|\\s+\\p{Lu}))`,
    'gu',
  );
  const pieces: string[] = [];
  let from = 0;
  for (const found of segment.matchAll(at)) {
    const [whole, and, after] = found as unknown as [string, string, string];
    const andAt = whole.lastIndexOf(and);
    const first = whole.slice(0, andAt).trim().split(/\s+/);
    const second = after.split(/\s+/);
    if ([...first, ...second].some((w) => isCommonWord(w, lexicon))) continue;
    if (!twoPeople(first, and, second, lexicon)) continue;
    pieces.push(segment.slice(from, found.index + andAt).trimEnd());
    from = found.index + whole.length;
  }
  return [...pieces, segment.slice(from)];
}

/** An address or a number (three digits in a row) somewhere in the text. */
const hasDetails = (text: string) => findEmails(text).length > 0 || /\d{3}/.test(text);

/**
 * Two names joined by "and" that may be one person's surnames joined: Portuguese "e" ("Sousa e
 * Silva") only when both end with the same surname or the second opens with a known given
 * name; Spanish "y" and Catalan "i" ("Ortega y Gasset", "Puig i Soler") also when each side is
 * a given name and a surname ("Ana Pérez y Marta López").
 */
function twoPeople(first: string[], and: string, second: string[], lexicon: ContactLexicon) {
  const joinsSurnames = (lexicon.surnameJoiners ?? []).includes(and);
  const particle = lexicon.particles.has(and);
  if (!joinsSurnames && !particle) return true;
  if (first.at(-1) === second.at(-1) || lexicon.givenNames?.has(plain(second[0]!))) return true;
  return !joinsSurnames && first.length === 2 && second.length === 2;
}

/**
 * "… y la dueña de la heladería …", "… e o prof Kaique …", "… und die Chefin …": "and", an
 * article and a word naming a relationship open another referee, as "and my …" does.
 */
function atAnotherRelationship(segment: string, lexicon: ContactLexicon): string[] {
  const articles = lexicon.relationshipArticles;
  if (!articles || articles.size === 0) return [segment];
  const at = new RegExp(
    `\\s+(?:${alternatives(lexicon.and)})\\s+(?=(?:${alternatives([...articles])})\\s+([\\p{L}]+))`,
    'giu',
  );
  const pieces: string[] = [];
  let from = 0;
  for (const found of segment.matchAll(at)) {
    if (found.index === 0) continue;
    if (
      lexicon.relationship(found[1]!) === null &&
      !articleBeforeAnotherName(segment, from, found, lexicon)
    )
      continue;
    pieces.push(segment.slice(from, found.index));
    from = found.index + found[0].length;
  }
  return [...pieces, segment.slice(from)];
}

/**
 * "Frau Ramona Lehmann, r.lehmann@ctk.de, und von der Klinik in Tiflis mein Oberarzt Dato …":
 * after someone's details, "and", a few words of where (a preposition among them), then "my"
 * and a capitalised name open another referee.
 */
function atAnotherOwnAfterDetails(segment: string, lexicon: ContactLexicon): string[] {
  const openers = lexicon.itemOpeners.filter((w) => !['a', 'an', 'also', 'the'].includes(w));
  const at = new RegExp(
    `[,;]?\\s+(?:${alternatives(lexicon.and)})\\s+(?=(?:[^\\s,.;:@\\d]+\\s+){1,6}(?:${alternatives(openers)})\\s+[^,.;:]*\\p{Lu})`,
    'iu',
  );
  const found = at.exec(segment);
  if (!found || !DETAILS.test(segment.slice(0, found.index))) return [segment];
  // Only words of where ("von der Klinik in Tiflis"): "y también mi …" may go on about the same.
  const between = segment
    .slice(found.index + found[0].length)
    .split(/\s+/)
    .slice(0, 6)
    .map((w) => w.toLowerCase());
  const where = new Set([
    ...lexicon.organisationPrepositions,
    ...(lexicon.placePrepositions ?? []),
    'von',
    'aus',
    'in',
  ]);
  if (!between.some((w) => where.has(w))) return [segment];
  return [
    segment.slice(0, found.index),
    ...atAnotherOwnAfterDetails(segment.slice(found.index + found[0].length), lexicon),
  ];
}

/**
 * "Marie-Jo, ma patronne, marie-jo@…, et son mari Bernard, le capitaine …", "Ana, ana@…, y su
 * marido Luis, 612 …": "and" then a kin of the one before opens another referee, the kin words
 * no part of their name ("ihr Mann Jens Lang"). Only once something before names a person or
 * holds their details.
 */
function atAKinOfTheOneBefore(segment: string, lexicon: ContactLexicon): string[] {
  const kin = lexicon.kinOfTheOneBefore;
  if (!kin) return [segment];
  const at = new RegExp(
    `[,\\s]+(?:${alternatives(lexicon.and)})\\s+(?:${kin.source})[,:\\s]*`,
    'giu',
  );
  const pieces: string[] = [];
  let from = 0;
  for (const found of segment.matchAll(at)) {
    const before = segment.slice(from, found.index);
    if (!DETAILS.test(before) && !findName(before, lexicon)) continue;
    pieces.push(before);
    from = found.index + found[0].length;
  }
  return [...pieces, segment.slice(from)];
}

/** An address or a phone number in a piece of text: its person's details. */
const DETAILS = /@|\d[\d\s().-]{5,}\d/;

/**
 * "… Lucien D'Agostino, …, 06 11 22 33 44, et la Karima Haddad-Ruiz, ma collègue,
 * karima.hr@…", "… e a Sara Sousa, sara@…", "… und die Sandra Weber, sandra@…": "and", an
 * article and a full name (two capitalised words, neither a common word) open another
 * referee, as "and my …" does. Only when what comes before names someone with their details
 * and what follows has details of its own: "et la Banque Populaire" opens nobody.
 */
function articleBeforeAnotherName(
  segment: string,
  from: number,
  found: RegExpMatchArray,
  lexicon: ContactLexicon,
): boolean {
  const index = found.index ?? 0;
  const before = segment.slice(from, index);
  // After the article.
  const after = segment.slice(index + found[0].length).replace(/^\S+\s+/u, '');
  const name = /^(\p{Lu}[\p{L}'’-]+)\s+(\p{Lu}[\p{L}'’-]+)/u.exec(after);
  if (!name || isCommonWord(name[1]!, lexicon) || isCommonWord(name[2]!, lexicon)) return false;
  const next = after.search(new RegExp(`\\s(?:${alternatives(lexicon.and)})\\s`, 'iu'));
  const own = next < 0 ? after : after.slice(0, next);
  return (
    DETAILS.test(before) &&
    DETAILS.test(own) &&
    findName(withoutEmails(before), lexicon)?.lastName != null
  );
}

/** Where a title opens a name in a segment ("M. El Amrani", "Mme Benjelloun"), and the name said after it. */
function titledNames(
  segment: string,
  lexicon: ContactLexicon,
): Array<{ at: number; name: string; title: string }> {
  const titles = lexicon.titles ?? [];
  if (titles.length === 0) return [];
  // Titles one after another ("Frau Mag. Horváthová", "Herr Dr. Weber"): the name after the last.
  const found = new RegExp(
    `(?<![\\p{L}])((?:${alternatives(titles)})\\.?)(?:\\s+(?:${alternatives(titles)})\\.?)*\\s+([\\p{L}'’-]+(?:\\s+[\\p{L}'’-]+){0,3})`,
    'giu',
  );
  const names: Array<{ at: number; name: string; title: string }> = [];
  for (const match of segment.matchAll(found)) {
    // The title in any case, the name's words with a capital (particles between them).
    const words: string[] = [];
    for (const word of match[2]!.split(/\s+/)) {
      const particle = words.length > 0 && lexicon.particles.has(word.toLowerCase());
      if (!particle && !/^\p{Lu}/u.test(word)) break;
      // A fourth word only where an address in the segment spells it ("a Dra. Helena Sofia
      // Magalhães Pinto, helena.pinto@…"): German nouns after a name have a capital too.
      if (words.length === 3 && !localPartSpells(segment, word)) break;
      words.push(word);
    }
    while (words.length > 0 && lexicon.particles.has(words.at(-1)!.toLowerCase())) words.pop();
    if (words.length > 0) names.push({ at: match.index, name: words.join(' '), title: match[1]! });
  }
  return names;
}

/**
 * "M. El Amrani était mon chef pendant mon stage, Mme Benjelloun mon encadrante …": a comma,
 * then a title and a name, after another titled name in the same segment, opens another
 * person ("my manager, Dr. Jane Smith" stays one: nobody titled before).
 */
function atAnotherTitle(segment: string, lexicon: ContactLexicon): string[] {
  const titled = titledNames(segment, lexicon);
  // "el Flaco, mi supervisor …, y doña Cuca, la dueña …": "and" and a title after a name said
  // before it opens another person too.
  const and = new RegExp(`(?:^|\\s)(?:${alternatives(lexicon.and)})\\s*$`, 'iu');
  const afterAName = (at: number) =>
    and.test(segment.slice(0, at)) && findName(segment.slice(0, at), lexicon) !== null;
  if (titled.length < 2 && !titled.some((t) => afterAName(t.at))) return [segment];
  const cuts = titled
    .map((t, i) => ({ at: t.at, i }))
    .filter(({ at, i }) => (i > 0 && /,\s*$/.test(segment.slice(0, at))) || afterAName(at))
    .map(({ at }) => at)
    .filter((at) => at > 0);
  if (cuts.length === 0) return [segment];
  return [0, ...cuts].map((from, i) => segment.slice(from, cuts[i]).replace(/[\s,]+$/, ''));
}

/**
 * A pasted e-mail signature (name, title, e-mail, "M: +1 …" over several
 * lines) is one referee, not one per line; a list, or lines each naming
 * someone, stay apart.
 */
function oneBlockPerPerson(message: string, lexicon: ContactLexicon): string {
  const lines = message.split('\n').filter((line) => line.trim() !== '');
  if (lines.length < 2) return message;
  const listed = lines.filter((line) => LIST_ITEM.test(line)).length >= 2;
  // A "title | organisation" line of a signature names no one, nor does its street address.
  const named = lines.filter(
    (line) => !line.includes('|') && !STREET_LINE.test(line) && findName(line, lexicon)?.lastName,
  ).length;
  // A table pasted with pipes ("Nome | Cargo | Contato", then a row per person): its rows
  // stay apart, whatever they hold (a row may give a number and no address).
  const table = lines.filter((line) => (line.match(/\|/g)?.length ?? 0) >= 2).length >= 2;
  if (listed || table || findEmails(message).length > 1 || named > 1) return message;
  return lines.map((line) => line.trim()).join(', ');
}

/**
 * A signature's street address: a street word and a number on one line ("Bd du Roi Albert II
 * 27, 1030 Bruxelles", "Hauptstraße 5", "Rua Augusta 120"), in the five languages; in English
 * the number first ("1 Battery Park Plaza", "350 Fifth Avenue").
 */
const STREET_LINE =
  /(?:^|[^\p{L}])(?:rue|bd|boulevard|avenue|av|chaussée|quai|allée|straße|strasse|str|platz|gasse|allee|calle|avenida|avda|paseo|rua|travessa|praça|street|road|lane)(?![\p{L}]).*\d|\p{L}(?:straße|strasse|weg|platz|gasse|allee)\s+\d|^\s*\d+[a-z]?\s+(?:\p{L}+\s+){0,3}(?:street|st|road|rd|avenue|ave|plaza|place|pl|drive|dr|lane|way|boulevard|blvd|court|ct|square|sq|parkway|pkwy)\.?(?![\p{L}])/iu;

/**
 * A segment that still holds several e-mails names several people ("Grace
 * Hopper, grace@x, my manager, and Alan Turing alan@y"): cut at "and" or at
 * a comma before a capitalised full name, then glue pieces without an
 * e-mail back onto the person before them.
 */
function splitByPerson(segment: string, lexicon: ContactLexicon): string[] {
  const emails = findEmails(segment).length;
  if (emails < 2) return [segment];
  // Names first, then their addresses: each address to the name it spells, the words said
  // of them all ("los dos compañeros") to each.
  const paired = pairedByEmail(segment, lexicon);
  if (paired) return paired;
  const cut = new RegExp(
    `,?\\s+(?:${alternatives(lexicon.and)})\\s+|,\\s*(?=[A-Z][a-z]+\\s+[A-Z][a-z]+)`,
  );
  const people: string[] = [];
  for (const piece of segment.split(cut)) {
    if (people.length > 0 && findEmails(piece).length === 0) {
      people[people.length - 1] += `, ${piece}`;
    } else if (people.length === 1 && findEmails(people[0]!).length === 0) {
      people[0] += `, ${piece}`;
    } else {
      people.push(piece);
    }
  }
  if (people.length < emails) {
    const runTogether = cutBeforeNames(segment, lexicon);
    if (runTogether.length > people.length) return runTogether;
  }
  return people;
}

/**
 * The names first, then their addresses ("Julia Hoffmann und Max Becker,
 * beide Kollegen: julia.hoffmann@…, max.becker@…"): one part per person,
 * each with the address that spells their name and the words said of all
 * of them. Only when every address spells exactly one of the names and each
 * name has one address, and nothing but addresses follows the first one;
 * anything else is left as it was (never an address given to the wrong
 * person).
 */
export function pairedByEmail(segment: string, lexicon: ContactLexicon): string[] | null {
  const first = segment.search(EMAIL);
  const emails = findEmails(segment);
  const and = new RegExp(`(?<![\\p{L}])(?:${alternatives(lexicon.and)})(?![\\p{L}])`, 'giu');
  const rest = withoutEmails(segment.slice(first)).replace(and, ' ');
  if (first < 0 || emails.length < 2 || /[\p{L}\p{N}]/u.test(rest)) return null;
  const pieces = segment
    .slice(0, first)
    .split(new RegExp(`,|\\s+(?:${alternatives(lexicon.and)})\\s+`, 'iu'));
  const named: Array<{ piece: string; name: ContactName }> = [];
  const shared: string[] = [];
  for (const piece of pieces) {
    const name = findName(piece, lexicon);
    const said = piece.trim().replace(/[\s,;:–—-]+$/, '');
    if (name?.lastName) named.push({ piece: said, name });
    else if (name) return null;
    else if (said) shared.push(said);
  }
  if (named.length !== emails.length) return null;
  const owners = emails.map((email) => named.filter((n) => bornOut(n.name, [email])));
  if (owners.some((o) => o.length !== 1) || new Set(owners.map((o) => o[0])).size !== emails.length)
    return null;
  return emails.map((email, i) => [owners[i]![0]!.piece, ...shared, email].join(', '));
}

/**
 * Several referees run together without commas ("jane doe jane@doe.com
 * manager bob stone bob@stone.dev colleague"): cut before the name words
 * (up to three, none a common word) in front of each e-mail after the first.
 */
export function cutBeforeNames(segment: string, lexicon: ContactLexicon): string[] {
  const cuts: number[] = [];
  // The addresses masked, same length: the domain before (".de, max@") is no name word,
  // and the walk back stops at an address.
  const blanked = segment.replace(EMAIL, (address) => '@'.repeat(address.length));
  for (const email of [...segment.matchAll(EMAIL)].slice(1)) {
    let start = email.index;
    let count = 0;
    const words = [...blanked.slice(0, email.index).matchAll(/[\p{L}'’-]+/gu)];
    for (let i = words.length - 1; i >= 0 && count < 3; i--) {
      const w = words[i]!;
      const gap = blanked.slice(w.index + w[0].length, start);
      if (!/^[\s,()–—-]*$/.test(gap) || isCommonWord(w[0], lexicon)) break;
      start = w.index;
      count += 1;
    }
    if (count > 0) cuts.push(start);
  }
  const pieces = [0, ...cuts].map((from, i) => segment.slice(from, cuts[i]));
  return pieces.map((p) => p.trim()).filter(Boolean);
}

/**
 * The referees a message names, one part each (CONTRACT "Never a guess"):
 * numbered and bulleted lists, several in one sentence, names never taken
 * from filler words, a phone read in the country the message names (else
 * the tenant's) or handed back as unplaced. Parts that say nothing are left
 * out; which part is a new referee is the interviewer's to decide.
 */
/**
 * A detail said to be the one just named ("O e-mail dela é …", "el correo de ella", "le mail
 * d'elle", "die Mail von ihr", "the e-mail of hers"): a detail word, then "of her / of him",
 * opening the segment.
 */
const DETAIL_OF_HERS =
  /^\s*(?:(?:o|a|os|el|la|le|les|the|die|der|das|e)\s+)?(?:e-?mail|mail|correo|courriel|adresse|endere[cç]o|telefone|telem[oó]vel|celular|tel[eé]fono|m[oó]vil|portable|num[eé]ro|n[uú]mero|handy|nummer|telefon|phone|number|contacto|contato)s?\s+(?:dela|dele|deles|delas|de ella|de [eé]l|d['’]elle|d['’]lui|von ihr|von ihm|of hers|of his)(?![\p{L}])/iu;

export function readContacts(
  message: string,
  lexicon: ContactLexicon,
  defaultCountry: string,
): ContactPart[] {
  // A form pasted with a block per person ("Nome: …\nCargo: …\nTelefone: …", a blank line,
  // the next): each block read on its own, so its lines stay one person's.
  const blocks = formBlocks(message);
  if (blocks) return blocks.flatMap((block) => readContacts(block, lexicon, defaultCountry));
  const namedInMessage = countryIn(message, lexicon);
  const family = familyHeading(withTabsAsPipes(lexicon.withoutSetAside?.(message) ?? message));
  const refersBack = new RegExp(`^\\s*(?:${alternatives(lexicon.pronouns)})\\b`, 'i');
  const kept: string[] = [];
  for (const segment of contactSegments(
    withoutMistypedPhones(
      withoutMistypedEmails(
        withFullNamesForNicknames(
          withSpokenHyphens(
            withoutNameLabels(
              withDigitsForLetters(
                withoutTableHeader(
                  withTableNamesInOrder(
                    withSurnamesSecond(
                      withoutQuotedNicknames(
                        withoutOwnNumber(
                          withoutFamilyHeading(
                            withTabsAsPipes(
                              withDisplayNamesUnquoted(
                                withListItemsOnTheirLines(
                                  lexicon.withoutSetAside?.(message) ?? message,
                                ),
                              ),
                            ),
                          ),
                        ),
                      ),
                      lexicon,
                    ),
                  ),
                ),
              ),
            ),
          ),
          lexicon,
        ),
      ),
    ),
    lexicon,
  )) {
    if (lexicon.notToContact?.(withoutEmails(segment))) continue;
    // "… à sa place": the person before, and what was said of them, step aside.
    if (lexicon.replacesBefore?.(withoutEmails(segment))) {
      while (kept.length > 0) {
        const before = kept.pop()!;
        if (findEmails(before).length > 0 || findName(before, lexicon)) break;
      }
    }
    kept.push(segment);
  }
  // The place named beside the number decides ("en Luanda: … 923 456 789"); one named for
  // everyone ("Both are in Angola:", a line naming no one) or by the message as a whole
  // when no part names one, else the tenant's country. A place beside another referee is
  // theirs alone.
  const places = kept.map(
    (segment) =>
      countryIn(segment, lexicon) ??
      // Only where a number is to be placed: naming a country is the dearest reading here.
      (/\d{3}/.test(segment)
        ? (countryAfterPreposition(segment, lexicon) ?? countryByNumberAdjective(segment, lexicon))
        : null),
  );
  const forAll = kept.findIndex(
    (segment, i) => places[i] && findEmails(segment).length === 0 && !findName(segment, lexicon),
  );
  const elsewhere =
    forAll >= 0 ? places[forAll]! : places.every((p) => p === null) ? namedInMessage : null;
  const realNames = new Set<ContactPart>();
  const parts = kept
    .map((said, i): ContactPart => {
      // The words saying a real name follows ("sein richtiger Name ist") are no name.
      const realName = REAL_NAME.test(withoutEmails(said));
      const segment = realName ? said.replace(REAL_NAME, ' ') : said;
      const named = places[i] ?? elsewhere;
      const country = named ? readsWhole(segment, named, defaultCountry) : defaultCountry;
      const emails = findEmails(segment);
      const plainSegment = withFiguresApart(withoutEmails(segment));
      const found = mobileFirst(
        plainSegment,
        findPhoneNumbersInText(plainSegment, asCountry(country)),
      );
      // "(45) 99917-4380" read from the "99917": the bracketed area code the library left out
      // is part of the number written, which is then asked about (never read without it).
      const areaLeftOut = found
        ? AREA_CODE_LEFT_OUT.exec(plainSegment.slice(0, found.startsAt))
        : null;
      const raw = found
        ? (areaLeftOut?.[0] ?? '') + plainSegment.slice(found.startsAt, found.endsAt)
        : null;
      // A number written as no one of the tenant's country writes one (no trunk 0), or beside an
      // address of another country ("…@unitel.co.ao, 923 456 789" on a Portuguese tenant), is
      // asked about.
      const foreign =
        raw !== null &&
        !named &&
        (areaLeftOut !== null ||
          !inNationalShape(raw, country) ||
          addressElsewhere(raw, emails, country) ||
          groupedAsElsewhere(raw, country) ||
          areaCodeCut(raw, country) ||
          carrierPrefixed(raw, country));
      const phone =
        found && !foreign
          ? (overseasFrenchNumber(
              found.number.countryCallingCode,
              found.number.nationalNumber,
              raw ?? '',
            ) ?? found.number.number)
          : null;
      // "Gosia c'est le petit nom … Son vrai nom : Małgorzata Wiśniewska": the name said after
      // the words saying it is the real one, before any other the segment names.
      const name =
        (realName ? nameIn(said.slice(endOf(REAL_NAME, said)), lexicon) : null) ??
        nameBesideNextAddress(segment, kept[i + 1], lexicon) ??
        nameIn(segment, lexicon) ??
        (emails[0] ? nameWrittenFor(emails[0], message, lexicon) : null) ??
        nameAfterTitle(segment, lexicon);
      const spelt = withNameTheAddressBearsOut(
        saysWhereFrom(name, lexicon) ? null : name,
        titledNames(segment, lexicon)[0]?.name ?? null,
        emails,
        lexicon,
        segment,
      );
      const part: ContactPart = {
        name:
          spelt &&
          withInitialSpelt(
            withMariaWrittenShort(
              withFamilyName(withGivenNameSaid(spelt, message), segment, emails, family),
              segment,
            ),
            message,
            emails,
          ),
        emails,
        phone,
        unplacedPhone: foreign
          ? raw
          : phone
            ? null
            : (mobileFirst(segment, placesOf(segment, unplacedPhones(segment, country)))?.raw ??
              null),
        relationship: lexicon.relationship(segment),
        refersBack: refersBack.test(segment) || DETAIL_OF_HERS.test(segment),
        ...(titledNames(segment, lexicon)[0]
          ? {
              titled: titledNames(segment, lexicon)[0]!.name,
              title: titledNames(segment, lexicon)[0]!.title,
            }
          : {}),
      };
      if (!phone && !part.unplacedPhone && saysSameNumber(withoutEmails(segment))) {
        part.sameNumberAsBefore = true;
        const named = sameNumberNamed(withoutEmails(segment));
        if (named) part.sameNumberAs = named;
        // "même numéro que M. Santucci": the titled name is whose number, not this person's.
        if (named && part.titled && partNamed({ ...part, name: null }, named)) {
          delete part.titled;
          delete part.title;
        }
      }
      if (realName) realNames.add(part);
      return part;
    })
    // "Su teléfono es el mismo de la oficina": a sentence of its own about the person before,
    // with nothing else in it, says their number is the one before.
    .map((p, index, all) => {
      const next = all[index + 1];
      if (!next?.sameNumberAsBefore || hasAnyDetail(next)) return p;
      return p.phone || p.unplacedPhone ? p : { ...p, sameNumberAsBefore: true };
    })
    // A person said with a title and nothing else ("y el señor Goyo, del abasto"): kept, so
    // that the details said next can be theirs (the intake holds them for the next message).
    .filter(hasAnyDetail);
  return withNumbersSaidTheSame(
    withDetailsOfTheOneDescribed(
      withContactCardOfTheOneNamed(
        withSamePersonMerged(withRestatedNamesMerged(withRealNamesMerged(parts, realNames))),
      ),
    ),
  );
}

/**
 * "… era la dueña, Romina Belén Ferreyra. Te copio el contacto que me pasó:\nRomi Pelu 💇‍♀️\n+54 9
 * 351 …\nromi.ferreyra.estilista@gmail.com": a full name with no detail, then a contact card
 * saved under another name whose address bears out the surname said (and not the card's own
 * name) is that person's card. The card's name is how the phone saved them, never a referee.
 */
function withContactCardOfTheOneNamed(parts: ContactPart[]): ContactPart[] {
  const out: ContactPart[] = [];
  for (let i = 0; i < parts.length; i++) {
    const named = parts[i]!;
    const card = cardAfter(parts, i);
    if (!card) {
      out.push(named);
      continue;
    }
    const details = card.lines;
    out.push({
      ...named,
      emails: details.flatMap((d) => d.emails),
      phone: details.find((d) => d.phone)?.phone ?? null,
      unplacedPhone: details.find((d) => d.unplacedPhone)?.unplacedPhone ?? null,
      relationship: named.relationship ?? details.find((d) => d.relationship)?.relationship ?? null,
    });
    i = card.end - 1;
  }
  return out;
}

/** The contact card right after a full name said with no detail (withContactCardOfTheOneNamed). */
function cardAfter(parts: ContactPart[], at: number): { lines: ContactPart[]; end: number } | null {
  const named = parts[at]!;
  const surname = named.name?.lastName;
  if (!surname || surname.length < 4 || detailed(named)) return null;
  // Saved under the given name or a short form of it ("Romi Pelu" for Romina).
  const saved = parts[at + 1];
  const given = plain(named.name!.firstName.split(/\s+/)[0]!);
  const savedGiven = plain(saved?.name?.firstName.split(/\s+/)[0] ?? '');
  if (!saved?.name || savedGiven.length < 3 || !given.startsWith(savedGiven)) return null;
  // The card's lines: its saved name (with its details, or none) and the nameless lines after it.
  let end = at + 2;
  while (end < parts.length && !parts[end]!.name && !parts[end]!.titled && detailed(parts[end]!))
    end += 1;
  const lines = parts.slice(at + 1, end);
  const emails = lines.flatMap((line) => line.emails);
  if (emails.length !== 1 || lines.filter((line) => line.phone || line.unplacedPhone).length > 1)
    return null;
  const savedSurname = saved.name.lastName ?? '';
  const bearsOutNamed = bornOut({ firstName: '', lastName: surname }, emails);
  const bearsOutSaved =
    savedSurname !== '' && bornOut({ firstName: '', lastName: savedSurname }, emails);
  return bearsOutNamed && !bearsOutSaved && plain(savedSurname) !== plain(surname)
    ? { lines, end }
    : null;
}

function detailed(part: ContactPart): boolean {
  return part.emails.length > 0 || !!part.phone || !!part.unplacedPhone;
}

/**
 * "Y el chef del hotel donde hice mi pasantía, ese era mi jefe de cocina. Su cel 67012288": a
 * person described without a name, then details that name no one: the details are that
 * person's, not the last referee's on the list (their name is asked for, or said next).
 */
function withDetailsOfTheOneDescribed(parts: ContactPart[]): ContactPart[] {
  // Only the message's first two parts: a description after a name is of that name ("Domingos
  // Sapalo. É família, mas foi o meu supervisor. 934 …").
  // Or named by a title and surname alone ("bei Frau Fink habe ich mich vertippt. Richtig ist
  // 0664 …"): the details after it are hers.
  const [described, details, ...rest] = parts;
  const describedOnly =
    (!!described?.relationship || !!described?.titled) &&
    !described.name &&
    !described.refersBack &&
    described.emails.length === 0 &&
    !described.phone &&
    !described.unplacedPhone;
  const detailsOnly =
    !!details &&
    !details.name &&
    !details.relationship &&
    !details.refersBack &&
    !details.titled &&
    (details.emails.length > 0 || !!details.phone || !!details.unplacedPhone);
  if (!describedOnly || !detailsOnly) return parts;
  const { emails, phone, unplacedPhone } = details;
  return [{ ...described, emails, phone, unplacedPhone }, ...rest];
}

/** A part whose number is "the same as above" takes the number of the part just before it. */
function hasAnyDetail(p: ContactPart): boolean {
  return !!(p.name || p.emails.length || p.phone || p.unplacedPhone || p.relationship || p.titled);
}

function withNumbersSaidTheSame(parts: ContactPart[]): ContactPart[] {
  return parts.map((part, index) => {
    const before = parts[index - 1];
    if (!part.sameNumberAsBefore || !before?.phone) return part;
    if (part.sameNumberAs && !partNamed(before, part.sameNumberAs)) return part;
    return { ...part, phone: before.phone, sameNumberAsBefore: false };
  });
}

/**
 * The number said to be the one before, and nothing else: the phrase ends its clause or points
 * up or back at a person ("mismo número de arriba", "gleiche Nummer wie oben", "même numéro que
 * lui"); never denied ("no tiene el mismo número", "pas le même numéro"), never of something
 * else ("el mismo número de años", "même numéro de poste", "mismo número que la oficina"),
 * never with a figure after it ("mismo número pero termina en 4411").
 */
function saysSameNumber(text: string): boolean {
  const m = SAME_NUMBER.exec(text);
  if (!m) return false;
  const before = text.slice(0, m.index);
  const after = text.slice(m.index + m[0].length);
  if (SAME_NUMBER_DENIED.test(before)) return false;
  if (/\d/.test(after.split(/\n/)[0] ?? '')) return false;
  return (
    /^\s*(?:[,.;:!)\n]|$)/.test(after) ||
    SAME_NUMBER_ANCHOR.test(after) ||
    SAME_NUMBER_OF_NAMED.test(after)
  );
}

/** The name "the same number as" points at ("que M. Santucci", "wie Frau Berg"), or null. */
function sameNumberNamed(text: string): string | null {
  const m = SAME_NUMBER.exec(text);
  if (!m) return null;
  return SAME_NUMBER_OF_NAMED.exec(text.slice(m.index + m[0].length))?.[1] ?? null;
}

/** A part whose name or title's name has `word` in it ("Santucci" in M. Patrick Santucci). */
export function partNamed(part: ContactPart, word: string): boolean {
  const said = [part.name?.firstName, part.name?.lastName, part.titled].filter(Boolean).join(' ');
  return plain(said).split(/\s+/).includes(plain(word));
}

/** "… que M. Santucci", "… wie Frau Berg", "… como el señor Ruiz", "… as Mr Lee": a person named. */
const SAME_NUMBER_OF_NAMED = new RegExp(
  `^\\s*(?:que|qu['’]|como|wie|as|like)\\s*(?:(?:l[ea]|el|la|o|a|der|die|the)\\s+)?(?:(?:${[
    'm',
    'mme',
    'mr',
    'mrs',
    'ms',
    'dr',
    'sr',
    'sra',
    'herr',
    'frau',
    'señor',
    'señora',
    'don',
    'doña',
    'dona',
    'seu',
    'senhor',
    'senhora',
  ]
    .map((title) => `[${title[0]}${title[0]!.toUpperCase()}]${title.slice(1)}`)
    .join('|')})\\.?\\s+)?(?:\\p{Lu}[\\p{L}'’-]+\\s+)?(\\p{Lu}[\\p{L}'’-]+)`,
  'u',
);

/** A negation up to three words before the phrase, in its clause ("kein Handy, dieselbe Nummer …" denies the mobile only). */
const SAME_NUMBER_DENIED =
  /(?<![\p{L}])(?:not|no|nicht|kein|keine|nimmer|pas|plus|n[ãa]o|ya no|nunca|never)(?:\s+[^\s,;.]+){0,3}\s*$/iu;
/**
 * What it points at: up ("de arriba", "wie oben", "as above") or back at a person ("que lui").
 * Not the office ("mismo número que la oficina"): the number before may be someone's own.
 */
const SAME_NUMBER_ANCHOR =
  /^\s*(?:de arriba|que (?:el|él|ella|lui|elle|ele|ela|arriba)|wie oben|wie (?:er|sie|beim)|as (?:above|him|her)|de cima|que o de cima|qu'au-dessus|que ci-dessus|ci-dessus|plus haut)(?![\p{L}])/iu;

/**
 * The name read, as the one address of the part spells it: "Lechner Sabine, s.lechner@…" (the
 * surname said first, the address's initial and surname the other way round) is Sabine
 * Lechner; "Früher Kaiserhof Wien, Chefin Mag.a Sabine Lechner, s.lechner@…" (a place read as
 * the name, the address spelling the titled name beside it) is the titled name. Only when the
 * address bears out the other reading and not the one read; otherwise the name as read.
 */
function withNameTheAddressBearsOut(
  name: ContactName | null,
  titled: string | null,
  emails: string[],
  lexicon: ContactLexicon,
  segment?: string,
): ContactName | null {
  if (!name || name.written || emails.length !== 1) return name;
  const local = plain(emails[0]!.split('@')[0] ?? '');
  const pieces = local.split(/[._-]/).filter(Boolean);
  const first = plain(name.firstName);
  const last = name.lastName ? plain(name.lastName) : null;
  if (
    last &&
    !last.includes(' ') &&
    pieces.length === 2 &&
    pieces[1] === first &&
    pieces[0] !== last &&
    (pieces[0] === last.charAt(0) || pieces[0] === `${last}`)
  )
    return { firstName: name.lastName!, lastName: name.firstName };
  if (
    titled &&
    titled.split(/\s+/).length >= 2 &&
    !bornOut(name, emails) &&
    titled
      .split(/\s+/)
      .slice(1)
      .some((w) => w.length > 1 && local.includes(plain(w)))
  )
    return toName(titled.split(/\s+/), lexicon);
  // "Mien Baas von de Molkerei in Filadelfia, Heinrich Wiens, h.wiens@…": one word read as the
  // name after a word in lower case (a place, a firm) that the address does not bear out, and a
  // full name beside it that it does: that full name ("Anna – Hans Brügger, h.bruegger@…" may
  // be two people).
  if (!last && segment && !bornOut(name, emails) && afterALowerCaseWord(segment, name.firstName)) {
    const full = [...withoutEmails(segment).matchAll(FULL_NAME_RUN)]
      .map((m) => toName(m[0].split(/\s+/), lexicon))
      .filter((n): n is ContactName => !!n?.lastName && bornOut(n, emails));
    if (full.length === 1) return full[0]!;
  }
  return name;
}

/** The word comes right after a word in lower case ("von de Molkerei"): a place, not who opens. */
function afterALowerCaseWord(segment: string, word: string): boolean {
  return new RegExp(`(?:^|\\s)\\p{Ll}[\\p{L}'’-]*\\s+${escapeRegExp(word)}(?![\\p{L}])`, 'u').test(
    segment,
  );
}

/** Two or three capitalised words in a row, hyphens inside: a full name as written. */
const FULL_NAME_RUN =
  /(?<![\p{L}])\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?(?:\s+\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?){1,2}(?![\p{L}])/gu;

/**
 * "her real name is", "son vrai nom c'est", "ihr richtiger Name ist", "su nombre verdadero es",
 * "o nome verdadeiro dela é", "eigentlich heißt sie": the name after it is the real name of the
 * one just named by a nickname or a short name.
 */
const REAL_NAME = new RegExp(
  '(?<![\\p{L}])(?:' +
    [
      "(?:her|his|their) (?:real|actual|proper|full|official) name|(?:she|he)['’]?s really called",
      "(?:son|sa|de son) (?:vrai nom|nom complet|vrai prénom|nom officiel)|(?:en vrai|en fait) (?:elle|il) s['’]appelle",
      '(?:ihr|sein) (?:richtiger|echter|voller|eigentlicher|offizieller) name|(?:eigentlich|richtig) heißt (?:sie|er)|(?:sie|er) heißt eigentlich',
      'su (?:nombre (?:real|verdadero|completo|oficial)|verdadero nombre)|en realidad se llama|se llama en realidad',
      '(?:o )?(?:nome (?:verdadeiro|real|completo|oficial)|verdadeiro nome) (?:dela|dele)|(?:o )?seu (?:nome (?:verdadeiro|real|completo)|verdadeiro nome)|na verdade (?:ela|ele) se chama|se chama na verdade',
    ].join('|') +
    ')(?![\\p{L}])',
  'iu',
);

/** Where the pattern's first match in the text ends. */
function endOf(pattern: RegExp, text: string): number {
  const found = pattern.exec(text);
  return found ? found.index + found[0].length : 0;
}

/**
 * "bong Srey Pov, ma collègue …. Pardon, son vrai nom c'est KEO Sreypov, keo.sreypov@…": a part
 * that gives someone's real name after the part before named them otherwise (a nickname, a
 * short name) is that one person, under the real name. Only when the part before gives no
 * address or number (nothing of theirs could be another's) and the relationships do not differ.
 */
function withRealNamesMerged(parts: ContactPart[], realNames: Set<ContactPart>): ContactPart[] {
  const merged: ContactPart[] = [];
  for (const part of parts) {
    const before = merged.at(-1);
    const restates =
      realNames.has(part) &&
      part.name &&
      before?.name &&
      before.emails.length === 0 &&
      !before.phone &&
      !before.unplacedPhone &&
      (!before.relationship || !part.relationship || before.relationship === part.relationship);
    if (!restates) {
      merged.push(part);
      continue;
    }
    merged[merged.length - 1] = { ...part, relationship: part.relationship ?? before.relationship };
  }
  return merged;
}

/**
 * "Sr. Quintino Na Tamba, meu chefe …": three capitalised words or more after a title, read as
 * no name because a word inside is a word of the language ("Na"): a person, where the first
 * name ends asked (the card's question), never guessed. Two words stay unread ("M. El Amrani"
 * is a surname alone).
 */
function nameAfterTitle(segment: string, lexicon: ContactLexicon): ContactName | null {
  const titled = titledNames(segment, lexicon)[0]?.name.split(/\s+/);
  if (!titled || titled.length < 3 || isCommonWord(titled[0]!, lexicon)) return null;
  return {
    firstName: titled[0]!,
    lastName: titled.slice(1).join(' '),
    written: titled.join(' '),
  };
}

/**
 * "Ma. Cristina Dela Cruz", "Mª José Pérez", "M.ª Luisa Gómez": María written short before the
 * given name (the Philippines', Spain's, Latin America's way) is the first half of the first
 * name, kept as written.
 */
function withMariaWrittenShort(name: ContactName, segment: string): ContactName {
  if (name.written) return name;
  const given = escapeRegExp(name.firstName);
  const short = new RegExp(`(?<![\\p{L}])(Ma\\.|Mª|M\\.ª)\\s*${given}(?![\\p{L}])`, 'u').exec(
    segment,
  );
  return short ? { ...name, firstName: `${short[1]} ${name.firstName}` } : name;
}

/**
 * "A. Gharbi, collègue dev, amel.gharbi@…": an initial and a surname, read as the surname alone
 * (the initial is no first name), take the first name the address spells: its part before the
 * surname, opening with the initial. Only plain letters, in the address and the surname both
 * (an accent the address cannot hold would be a guess); the card shows it back.
 */
function withInitialSpelt(name: ContactName, message: string, emails: string[]): ContactName {
  if (name.lastName || !/^[A-Za-z'-]+$/.test(name.firstName)) return name;
  const surname = escapeRegExp(name.firstName);
  const initial = new RegExp(`(?<![\\p{L}])(\\p{Lu})\\.\\s*${surname}(?![\\p{L}])`, 'u').exec(
    message,
  )?.[1];
  if (!initial) return name;
  for (const email of emails) {
    const [given, family, ...rest] = localPart(email).split(/[._-]+/);
    if (
      rest.length === 0 &&
      given &&
      family === name.firstName.toLowerCase() &&
      /^[a-z]{2,}$/.test(given) &&
      given.startsWith(initial.toLowerCase())
    )
      return {
        firstName: given.charAt(0).toUpperCase() + given.slice(1),
        lastName: name.firstName,
      };
  }
  return name;
}

/** The family name of a line's heading ("Les Detcheverry : …"), and the line after it. */
interface FamilyHeading {
  family: string;
  line: string;
}

/**
 * "Les Detcheverry : Marie-Jo, …, et son mari Bernard, …", "Los Quispe: Rosa … y su hijo Efraín",
 * "Os Tavares: …": a plural article, one capitalised word and a colon open a line; the word is
 * the family name of those the line names by a first name alone. Not "the" or "die" before a
 * word ending in "s" ("The Smiths", "Die Müllers"): where the plural ends is not certain.
 */
const FAMILY_HEADING =
  /^(\s*)(?:[Ll]es|[Ll]os|[Ll]as|[Oo]s|[Aa]s|[Tt]he|[Dd]ie)\s+(\p{Lu}[\p{L}'’-]+)\s*:\s*(?=\p{Lu})/gmu;

function familyHeading(message: string): FamilyHeading | null {
  for (const found of message.matchAll(FAMILY_HEADING)) {
    const article = found[0].trim().split(/\s+/)[0]!.toLowerCase();
    if ((article === 'the' || article === 'die') && found[2]!.endsWith('s')) continue;
    const from = found.index + found[0].length;
    const end = message.indexOf('\n', from);
    return { family: found[2]!, line: message.slice(from, end < 0 ? undefined : end) };
  }
  return null;
}

/** The message without its family heading: the family name is no referee's first name. */
function withoutFamilyHeading(message: string): string {
  const heading = familyHeading(message);
  if (!heading) return message;
  // Only the heading read: "The Smiths:" before it stays as written.
  let removed = false;
  return message.replace(FAMILY_HEADING, (whole, space: string, family: string) => {
    if (removed || family !== heading.family) return whole;
    removed = true;
    return space;
  });
}

/**
 * A first name alone on the family heading's line takes the family name, unless the person's
 * address spells another ("marie.martin@…" is no Detcheverry): the card shows it to the
 * candidate as every reading.
 */
function withFamilyName(
  name: ContactName,
  segment: string,
  emails: string[],
  heading: FamilyHeading | null,
): ContactName {
  if (!heading || name.lastName || !heading.line.includes(segment.trim())) return name;
  const family = plain(heading.family);
  const given = plain(name.firstName).split(/[-\s]+/);
  // Each word of the address is the first name's, the family's, or an initial.
  const bearsOut = (email: string) =>
    plain(localPart(email))
      .split(/[^a-z]+/)
      .every((word) => word.length < 3 || given.includes(word) || family.includes(word));
  if (!emails.every(bearsOut)) return name;
  return { ...name, lastName: heading.family };
}

/**
 * "Dai Bikash também pode, colega … Nome Bikash Gurung, telemóvel 920 …", "el tío Chema, mi
 * vecino. Chema Robles, 612 …": one person said twice in a row, first by the given name alone
 * or after a word (an honorific, a kinship word: "Dai", "Tío", "Seu"), then by the given name
 * and the surname. Only when the first part's last word is the next part's first name, the first part gives no
 * address or number (nothing of theirs could be another's) and the two relationships do not
 * differ; the merged part goes on the candidate's card as every reading does.
 */
function withRestatedNamesMerged(parts: ContactPart[]): ContactPart[] {
  const merged: ContactPart[] = [];
  for (const part of parts) {
    const before = merged.at(-1);
    const said = before?.name ? (before.name.lastName ?? before.name.firstName) : null;
    const restates =
      before &&
      said &&
      !said.includes(' ') &&
      part.name?.lastName &&
      plain(said) === plain(part.name.firstName) &&
      before.emails.length === 0 &&
      !before.phone &&
      !before.unplacedPhone &&
      (!before.relationship || !part.relationship || before.relationship === part.relationship);
    if (!before || (!restates && !sameNameSaidAgain(before, part))) {
      merged.push(part);
      continue;
    }
    merged[merged.length - 1] = {
      ...part,
      relationship: part.relationship ?? before.relationship,
    };
  }
  return merged;
}

/**
 * "Peter Horváth, mein Chef. Hotelmail … Nein, nehmen Sie lieber Peter Horváth,
 * p.horvath@…, und seine Frau …", "Jane Roe, my manager, and Tom Lee …; Jane Roe's email is
 * jane.roe@…": one person written twice in the same message, by the same first name and
 * surname (or the second time by the first name alone, with an address that spells that
 * name), is one part, with what both say, where the first stood. Only when nothing of the two
 * differs (no second address, no other number, no other relationship), and for a first name
 * alone only when one part before bears it: anything else stays apart (the cards show it).
 */
function withSamePersonMerged(parts: ContactPart[]): ContactPart[] {
  const merged: ContactPart[] = [];
  const full = (name: ContactName) => plain(`${name.firstName} ${name.lastName ?? ''}`.trim());
  const agrees = (a: ContactPart, b: ContactPart) =>
    (a.emails.length === 0 || b.emails.length === 0 || a.emails.join() === b.emails.join()) &&
    (!a.phone || !b.phone || a.phone === b.phone) &&
    (!a.unplacedPhone || !b.unplacedPhone || a.unplacedPhone === b.unplacedPhone) &&
    (!a.relationship || !b.relationship || a.relationship === b.relationship) &&
    !a.refersBack === !b.refersBack;
  for (const part of parts) {
    const name = part.name;
    let earlier: ContactPart | undefined;
    if (name?.lastName && !name.written) {
      earlier = merged.find((m) => m.name && !m.name.written && full(m.name) === full(name));
    } else if (name && !name.lastName && !name.written && part.emails.length === 1) {
      const same = merged.filter(
        (m) =>
          m.name?.lastName &&
          !m.name.written &&
          plain(m.name.firstName) === plain(name.firstName) &&
          bornOut({ firstName: '', lastName: m.name.lastName }, part.emails),
      );
      earlier = same.length === 1 ? same[0] : undefined;
    }
    if (!earlier || !agrees(earlier, part)) {
      merged.push(part);
      continue;
    }
    const at = merged.indexOf(earlier);
    merged[at] = {
      ...earlier,
      emails: earlier.emails.length > 0 ? earlier.emails : part.emails,
      phone: earlier.phone ?? part.phone,
      unplacedPhone: earlier.unplacedPhone ?? part.unplacedPhone,
      relationship: earlier.relationship ?? part.relationship,
    };
  }
  return merged;
}

/**
 * "Et ustaz Sherif, mon prof de français. Tout le monde dit juste ustaz Sherif. 0100 …", "a
 * Dona Lúcia, minha chefe. A Lúcia não tem e-mail, 912 …": the very same name said again in
 * the next sentence of the message, the first saying who they are and giving no address or
 * number, is one person (nothing of the first could be another's); what both say is kept.
 */
function sameNameSaidAgain(before: ContactPart | undefined, part: ContactPart): boolean {
  if (!before?.name || !part.name) return false;
  const full = (name: ContactName) =>
    plain(`${name.firstName ?? ''} ${name.lastName ?? ''}`.trim());
  return (
    full(before.name) !== '' &&
    full(before.name) === full(part.name) &&
    before.emails.length === 0 &&
    !before.phone &&
    !before.unplacedPhone &&
    (!before.relationship || !part.relationship || before.relationship === part.relationship)
  );
}

/** Two-letter domains that name no country (".io", ".co", ".me" are used everywhere). */
const NO_COUNTRY_DOMAINS = new Set([
  'io',
  'ai',
  'co',
  'me',
  'tv',
  'fm',
  'ly',
  'gg',
  'to',
  'cc',
  'ws',
  'eu',
  'la',
  'so',
  'sh',
  'ac',
  'im',
]);

/** The country of an address's domain (".co.ao" Angola, ".uk" Britain), or null. */
function addressCountry(email: string): CountryCode | null {
  const tld = email.split('.').at(-1)?.toLowerCase() ?? '';
  if (tld.length !== 2 || NO_COUNTRY_DOMAINS.has(tld)) return null;
  const code = tld === 'uk' ? 'GB' : tld.toUpperCase();
  return isSupportedCountry(code) ? (code as CountryCode) : null;
}

/**
 * A number written without its country code beside an address of another
 * country, whose numbers start with another code: which country it is in
 * is not known (a Luanda mobile reads as a Portuguese one), so it is asked.
 * Only when the number could be one of that country: a Congolese "06 612 34 56" beside a
 * "…@yahoo.fr" (French webmail, used well beyond France) is no French number, so the address
 * says nothing of it.
 */
function addressElsewhere(raw: string, emails: string[], country: string): boolean {
  if (/^\s*(?:\+|00)/.test(raw) || !isSupportedCountry(country)) return false;
  const code = getCountryCallingCode(country as CountryCode);
  return emails.some((email) => {
    const other = addressCountry(email);
    return (
      other !== null &&
      other !== country &&
      getCountryCallingCode(other) !== code &&
      // "aissatoundiaye@yahoo.fr, 76 123 45 67" in Dakar: no one in France writes a number
      // without its trunk 0, so the address's country is not the number's.
      inNationalShape(raw, other) &&
      parsePhoneNumberFromString(raw, other)?.isValid() === true
    );
  });
}

/** Countries whose numbers, written without their country code, open with a trunk 0. */
const TRUNK_ZERO = new Set(['DE', 'AT', 'CH', 'FR', 'GB', 'IE', 'NL', 'BE', 'AU', 'NZ']);

/** "0171 …" in Germany; "347 123 4567" is no German way of writing a number (an Italian mobile). */
function inNationalShape(raw: string, country: string): boolean {
  if (/^\s*(?:\+|00)/.test(raw)) return true;
  return !TRUNK_ZERO.has(country) || /^\D*0/.test(raw);
}

/** The lengths of a number's written groups ("079 456 78 90" → 3,3,2,2). */
const groupsOf = (written: string) =>
  written
    .trim()
    .split(/[\s./-]+/)
    .map((group) => group.replace(/\D/g, '').length)
    .join(',');

/**
 * A number written as another country of the same habits writes its own ("079 456 78 90",
 * Swiss, on a French tenant whose numbers are "07 94 56 78 90"): its country is asked, not
 * taken to be the tenant's. Only between countries that write a trunk 0 and group their
 * digits one fixed way (not Germany's "040 1234 5678"); a number grouped as the tenant's
 * country groups it is the tenant's.
 */
function groupedAsElsewhere(raw: string, country: string): boolean {
  if (/^\s*(?:\+|00)/.test(raw) || !FIXED_GROUPING.has(country)) return false;
  const written = groupsOf(raw);
  if (!written.includes(',') || written.split(',').length < 3) return false;
  const asIn = (code: string) => {
    const number = parsePhoneNumberFromString(raw, code as CountryCode);
    return number?.isValid() && number.country === code ? groupsOf(number.formatNational()) : null;
  };
  if (asIn(country) === written) return false;
  return [...FIXED_GROUPING].some((other) => other !== country && asIn(other) === written);
}

/**
 * "0803 123 4567" (a Nigerian mobile in its own grouping), "(02) 9876 5432" (a Sydney
 * landline) on a German tenant reads as a
 * Rosenheim landline, "08031 234567": its first written group cuts the area code, which no
 * one writes a German landline so. Its country is asked. Mobiles (01…) are grouped either way
 * ("0151 2345…" is "01512 345…" as well) and stay read.
 */
function areaCodeCut(raw: string, country: string): boolean {
  if (country !== 'DE' || /^\s*(?:\+|00)/.test(raw)) return false;
  const number = parsePhoneNumberFromString(raw, 'DE');
  if (!number?.isValid() || number.nationalNumber.startsWith('1')) return false;
  const written = raw
    .trim()
    .split(/[\s./-]+/)[0]!
    .replace(/\D/g, '');
  const area = number.formatNational().split(' ')[0]!.replace(/\D/g, '');
  // "(02) 9876 5432" (Sydney's) cuts it at two digits: no German area code is that short.
  return written.length >= 2 && written.length < area.length && area.startsWith(written);
}

/**
 * "010-2345-6789" (a Korean mobile written at home) on a German tenant: Germany's "010…" opens
 * a carrier's prefix ("01013", call by call), never a subscriber's number, so the number is
 * another country's. Its country is asked.
 */
function carrierPrefixed(raw: string, country: string): boolean {
  return country === 'DE' && /^\D*010/.test(raw);
}

/**
 * The country a number is read in beside a place named: the place's, unless it reads the
 * number only by leaving written digits out ("no Porto, … (65) 99214-2277" read in Portugal as
 * 992 142 277) while the tenant's country reads every digit (a Cuiabá mobile, area code 65):
 * then the place is a district, a street or a namesake, not where the number is.
 */
function readsWhole(segment: string, named: string, defaultCountry: string): string {
  const plain = withFiguresApart(withoutEmails(segment));
  const found = findPhoneNumbersInText(plain, asCountry(named))[0];
  if (!found || named === defaultCountry) return named;
  const digits = (text: string) => text.replace(/\D/g, '');
  const written = [...plain.matchAll(PHONE_LIKE)].find(
    (run) => run.index <= found.startsAt && found.startsAt < run.index + run[0].length,
  )?.[0];
  if (
    !written ||
    digits(written).length <= digits(plain.slice(found.startsAt, found.endsAt)).length
  )
    return named;
  const atHome = findPhoneNumbersInText(written, asCountry(defaultCountry))[0];
  return atHome && digits(written.slice(atHome.startsAt, atHome.endsAt)) === digits(written)
    ? defaultCountry
    : named;
}

/** Countries whose numbers are written in one grouping ("06 12 34 56 78", "079 456 78 90"). */
const FIXED_GROUPING = new Set(['FR', 'CH', 'BE', 'LU']);

/**
 * A nickname in brackets or quotes inside a name: "Jennifer (Jen) Lopez-Rivera",
 * "Francisco (Chico) das Neves", "Karl-Heinz ("Kalle") Schröder", "Ana "Anita" Souza". One
 * capitalised word between a capitalised word and a name that goes on (a capital or a
 * particle after it) is what they are called, not part of the name: blanked, the text's
 * length kept. Two words in brackets ("Don Chuy (Jesús Ramírez)"), brackets that end the
 * name ("Jorge Villarreal (el Güero), …") and a common word, a relationship or a place in
 * them ("Ana (RH) Souza") stay. The other way round ("Bec (Rebecca) Nguyen-Walsh": the given
 * name in brackets) is withGivenNameInBrackets'.
 */
const NICKNAME_INSIDE =
  /(?<=\p{Lu}[\p{L}'’-]*)\s+(?:\(\s*["“„«'‘]?\p{Lu}[\p{L}'’-]*["”“»'’]?\s*\)|["“„«]\p{Lu}[\p{L}'’-]*["”“»])(?=\s+(?:\p{Lu}|(?:de|da|das|do|dos|del|van|von|di|du|le|la)\s))/gu;

function withoutNickname(segment: string, lexicon: ContactLexicon): string {
  return segment.replace(NICKNAME_INSIDE, (found) => {
    const word = found.replace(/[\s()"“”„«»'‘’]/g, '');
    return isCommonWord(word, lexicon) ||
      lexicon.relationship(word) !== null ||
      isPlace(word, lexicon)
      ? found
      : ' '.repeat(found.length);
  });
}

/**
 * The name a part gives: a capitalised run, unless the part's e-mail bears
 * out another one written in lower case (a signature's "mariana castro" over
 * "Gerente de Marketing | Natura").
 */
function nameIn(said: string, lexicon: ContactLexicon): ContactName | null {
  const segment = withoutNickname(said, lexicon);
  const capitalised = findName(segment, lexicon);
  const emails = findEmails(segment);
  const restated =
    capitalised && emails[0] ? restatedInFull(capitalised, segment, emails[0]) : null;
  if (restated) return restated;
  if (capitalised && emails.length > 0 && !bornOut(capitalised, emails)) {
    const spelt = nameSpeltInEmail(segment, emails[0]!, lexicon);
    if (spelt) return spelt;
    // One capitalised word the address does not bear out, beside an address that spells a
    // full name ("Mehr …, piotr.nowak@…"): a word of the sentence, not their name.
    if (!capitalised.lastName && nameFromEmail(emails[0]!, lexicon)) return null;
  }
  const name =
    capitalised ??
    (emails[0] ? givenAfterTitle(segment, emails[0], lexicon) : null) ??
    // Words the address spells in full ("ana torres de iberdrola, ana.torres@…") before the
    // words nearest it, which may be a firm or a role ("… de iberdrola", "mon prof de stage").
    (emails[0] ? nameSpeltInEmail(segment, emails[0], lexicon) : null) ??
    findLowercaseName(segment, lexicon) ??
    (emails.length === 0 ? loneLowercaseName(segment, lexicon) : null);
  if (!name) return null;
  if (emails.length === 0) return uncertainSplit(name, lexicon);
  const read = doubleFirstName(
    particleSurname(surnameTheAddressEnds(name, emails[0]!, lexicon), segment, emails[0]!, lexicon),
    emails[0]!,
    lexicon,
  );
  // A first name the e-mail showed to be two words is settled; otherwise the split may be unsure.
  if (read.firstName.includes(' ') || read.written) return read;
  return (
    initialsBeforeSurname(read, emails[0]!) ??
    middleUnspelt(read, emails[0]!, lexicon) ??
    goesByMiddle(read, emails[0]!) ??
    uncertainSplit(read, lexicon)
  );
}

/**
 * "Rajan Anna, also Herr Rajan Selvarajah, …, rajan.selvarajah@…", "Tharshini Akka – Tharshini
 * Sivakumar, …, tharshini.siva@…": a first name with an honorific or a nickname after it, then
 * said again in full. The later surname is the name when the address spells it (or its start)
 * and not the word read first; anything else is read as before.
 */
function restatedInFull(name: ContactName, segment: string, email: string): ContactName | null {
  if (!name.lastName || /\s/.test(name.lastName)) return null;
  const pieces = plain(localPart(email)).split(/[._-]+/);
  const spells = (word: string) =>
    pieces.some((p) => p.length >= 3 && (plain(word) === p || plain(word).startsWith(p)));
  if (spells(name.lastName)) return null;
  const again = new RegExp(
    `(?<![\\p{L}])${escapeRegExp(name.firstName)}\\s+(\\p{Lu}[\\p{L}'’-]+)`,
    'gu',
  );
  for (const found of withoutEmails(segment).matchAll(again)) {
    const surname = found[1]!;
    if (surname !== name.lastName && spells(surname))
      return { firstName: name.firstName, lastName: surname };
  }
  return null;
}

/**
 * "Frau Thi Lan Nguyen, meine Chefin. lan.nguyen@…": a name whose address comes in the next
 * sentence (which names nobody of its own) is read as beside it, so that what the address
 * says of the name (where a double first name ends, a middle name gone by) is heard; only
 * when the address bears the name out. Null otherwise (the name read alone).
 */
function nameBesideNextAddress(
  segment: string,
  next: string | undefined,
  lexicon: ContactLexicon,
): ContactName | null {
  if (!next || findEmails(segment).length > 0) return null;
  const email = findEmails(next)[0];
  const alone = nameIn(segment, lexicon);
  if (!email || !alone || nameIn(next, lexicon) !== null || !bornOut(alone, [email])) return null;
  return nameIn(`${segment}, ${email}`, lexicon);
}

/**
 * "o prof Kaique …, kaique.prof@…": one word after a title is a surname ("Herrn Keller"),
 * unless the address opens with it before another part: then it is the first name the
 * candidate calls them by, and the surname is not said (never the address's other part).
 */
function givenAfterTitle(
  segment: string,
  email: string,
  lexicon: ContactLexicon,
): ContactName | null {
  const titled = titledNames(segment, lexicon)[0]?.name;
  if (!titled || titled.includes(' ')) return null;
  const parts = plain(localPart(email))
    .split(/[._-]+/)
    .filter(Boolean);
  return parts.length >= 2 && parts[0] === plain(titled)
    ? { firstName: titled, lastName: null }
    : null;
}

/**
 * "tatiane, minha ex chefe", "la dueña de la heladería, romina, no sé el apellido, su cel es …",
 * "karl-heinz von der heide, mein alter meister …, 0351 …", "und die sandra kühnel, kollegin …":
 * a name typed in lower case as a clause of its own (an "and" or an article before it aside),
 * beside a clause that says who they are to the candidate or gives their number. One to four
 * words, none a common word, relationship or place, particles only inside; the card shows it
 * back for a yes.
 */
function loneLowercaseName(segment: string, lexicon: ContactLexicon): ContactName | null {
  const parts = segment.split(/[,;:]/).map((part) => part.trim());
  if (parts.length < 2) return null;
  const opening = new Set([...lexicon.and, ...(lexicon.articles ?? [])]);
  const nameWords = (part: string): string[] | null => {
    const words = part.split(/\s+/).filter(Boolean);
    while (words.length > 1 && opening.has(words[0]!)) words.shift();
    if (words.length === 0 || words.length > 4) return null;
    const inside = (w: string, i: number) =>
      i > 0 && i < words.length - 1 && lexicon.particles.has(w);
    const named = words.every(
      (w, i) =>
        inside(w, i) ||
        (/^[a-zà-ÿ][a-zà-ÿ'’-]{1,}$/u.test(w) &&
          (words.length > 1 || w.length > 2) &&
          !isCommonWord(w, lexicon) &&
          !lexicon.fillers.has(w) &&
          !lexicon.particles.has(w) &&
          !isPlace(w, lexicon)),
    );
    return named ? words : null;
  };
  const lone = parts.map((part) => ({ part, words: nameWords(part) })).filter((p) => p.words);
  if (lone.length !== 1) return null;
  const said = parts.some(
    (part) =>
      part !== lone[0]!.part &&
      (lexicon.relationship(part) !== null || /\d[\d\s().-]{5,}\d/.test(part)),
  );
  return said ? toName(lone[0]!.words!, lexicon) : null;
}

/**
 * "Maria Auxiliadora de Souza Mac Dowell <auxiliadora@…>": the address is the second word
 * alone, the name the person goes by, so it may be a given name as well as a surname.
 * Handed back as written for the interviewer to ask; null when it says nothing.
 */
function goesByMiddle(name: ContactName, email: string): ContactName | null {
  const [second, ...rest] = (name.lastName ?? '').split(' ');
  if (!second || rest.length === 0) return null;
  const letters = (w: string) => plain(w).replace(/[^a-z]/g, '');
  const local = letters(localPart(email));
  const parts = plain(localPart(email))
    .split(/[._-]+/)
    .map(letters)
    .filter(Boolean);
  // "Thi Lan Nguyen, lan.nguyen@…": the address is the second word and the last, so the second
  // word may end a double first name as well as open the surname.
  const secondAndLast =
    parts.length === 2 && parts[0] === letters(second) && parts[1] === letters(rest.at(-1)!);
  if (local !== letters(second) && !secondAndLast) return null;
  return { ...name, written: `${name.firstName} ${name.lastName}` };
}

/**
 * "Jesús Alberto Priego de la Cruz, japriego@…": the address opens with the initials of the
 * first two words and goes on with the third, so the second word may end a double first name
 * as well as open the surname. Handed back as written for the interviewer to ask; null when
 * it says nothing.
 */
function initialsBeforeSurname(name: ContactName, email: string): ContactName | null {
  const words = [name.firstName, ...(name.lastName ?? '').split(' ')].filter(Boolean);
  if (words.length < 3) return null;
  const letters = (w: string) => plain(w).replace(/[^a-z]/g, '');
  const local = letters(localPart(email));
  const spelt = `${letters(words[0]!)[0] ?? ''}${letters(words[1]!)[0] ?? ''}${letters(words[2]!)}`;
  if (letters(words[2]!).length < 3 || !local.startsWith(spelt)) return null;
  return { ...name, written: `${name.firstName} ${name.lastName}` };
}

/**
 * "Mamadou Lamine Ndiaye, mlndiaye@…": the address spells the last word as the surname and
 * the middle one not (or by its initial), so the middle word may be a given name as well as
 * a surname. Handed back as written for the interviewer to ask; null when it says nothing.
 */
function middleUnspelt(
  name: ContactName,
  email: string,
  lexicon: ContactLexicon,
): ContactName | null {
  const words = (name.lastName ?? '').split(' ');
  if (words.length !== 2 || words.some((w) => lexicon.particles.has(w.toLowerCase()))) return null;
  const [middle, last] = words as [string, string];
  const local = plain(localPart(email)).replace(/[^a-z]/g, '');
  // "D'Souza", "O'Brien" as an address spells them: "dsouza", "obrien".
  const spelt = (w: string) =>
    [plain(w), spelledOut(w)].some((form) => local.includes(form.replace(/[^a-z]/g, '')));
  // The surname may open the address as well ("Kin Man Leong, leong.km@…": the surname, then
  // the initials of the given names, as Hong Kong and Macau addresses go).
  const surname = plain(last).replace(/[^a-z]/g, '');
  if (!spelt(last) || spelt(middle) || !(local.endsWith(surname) || local.startsWith(surname)))
    return null;
  return { ...name, written: `${name.firstName} ${name.lastName}` };
}

/**
 * "Tobias Koch von der Spedition Kühne, tobias.koch@…", "M. Lucas Martin de Decathlon,
 * lucas.martin2@…": the address spells the first name and a surname that stops before a
 * particle, and its domain names a word after the particle ("decathlon.com",
 * "kuehne-nagel.com"): what follows the particle is where they work, not their name. Only when
 * the address is exactly first and surname (a figure after it aside) and the words cut off
 * open with a particle ("Pablo Ruiz-Giménez de la Torre, pablo.ruizgimenez@telefonica.com"
 * keeps his whole surname): "Katharina von Bülow, k.vonbuelow@…" and "Charles de la Tour,
 * charles.delatour@…" spell the particle, so keep it.
 */
function domainNames(email: string, word: string): boolean {
  const domain = (email.split('@')[1] ?? '').toLowerCase();
  const spelt = [
    plain(word),
    plain(
      word
        .toLowerCase()
        .replace(/ä/g, 'ae')
        .replace(/ö/g, 'oe')
        .replace(/ü/g, 'ue')
        .replace(/ß/g, 'ss'),
    ),
  ];
  return spelt.some((w) => w.length >= 3 && domain.split(/[.-]/).includes(w));
}

function surnameTheAddressEnds(
  name: ContactName,
  email: string,
  lexicon: ContactLexicon,
): ContactName {
  if (name.written || !name.lastName) return name;
  const words = name.lastName.split(' ');
  if (words.length < 2) return name;
  const pieces = plain(email.split('@')[0] ?? '')
    .replace(/\d+$/, '')
    .split(/[._-]/)
    .filter(Boolean);
  if (pieces.length !== 2) return name;
  const first = plain(name.firstName);
  if (pieces[0] !== first && pieces[0] !== first.charAt(0)) return name;
  for (let cut = 1; cut < words.length; cut++) {
    if (!lexicon.particles.has(words[cut]!.toLowerCase())) continue;
    if (
      plain(words.slice(0, cut).join('')).replace(/['’-]/g, '') === pieces[1] &&
      words.slice(cut + 1).some((word) => domainNames(email, word))
    )
      return { ...name, lastName: words.slice(0, cut).join(' ') };
    return name;
  }
  return name;
}

/**
 * "María José Fernández de Córdoba, mariajose.fdezcordoba@…": the surname goes on
 * through a particle when the e-mail spells the word after it (else "Ana Gil de Indra"
 * would take the company into her name).
 */
function particleSurname(
  name: ContactName,
  segment: string,
  email: string,
  lexicon: ContactLexicon,
): ContactName {
  const last = name.lastName?.split(' ').at(-1);
  if (!last) return name;
  const particles = [...lexicon.particles].map((p) => escapeRegExp(p));
  const tail = new RegExp(
    `${escapeRegExp(last)}((?:\\s+(?:${particles.join('|')}))+\\s+([A-ZÀ-Þ][\\p{L}'’-]+))`,
    'u',
  ).exec(segment);
  if (!tail || !plain(email.split('@')[0] ?? '').includes(plain(tail[2]!)))
    return joinedSurname(name, last, segment, email, lexicon);
  return { ...name, lastName: `${name.lastName}${tail[1]!.replace(/\s+/g, ' ')}` };
}

/**
 * "Henrique Oliveira e Costa, henrique.oc@…", "Sara Sousa e Silva, sara.sousaesilva@…": two
 * surnames joined by "e" are one, when the word after "e" ends the name and the address spells
 * it or the surnames' initials ("oc"). Anything else ("Ana Souza e Marta Lima", a "… e Costa"
 * the address does not bear out) leaves "e" as "and".
 */
function joinedSurname(
  name: ContactName,
  last: string,
  segment: string,
  email: string,
  lexicon: ContactLexicon,
): ContactName {
  const joiners = lexicon.surnameJoiners ?? [];
  if (joiners.length === 0) return name;
  const joined = new RegExp(
    `(?<![\\p{L}])${alternatives([last])}\\s+(${alternatives(joiners)})\\s+(\\p{Lu}[\\p{L}'’-]+)(?![\\p{L}'’-])(?!\\s+\\p{Lu})`,
    'u',
  ).exec(withoutEmails(segment));
  if (!joined) return name;
  const word = joined[2]!;
  if (isCommonWord(word, lexicon) || lexicon.givenNames?.has(plain(word)) || isPlace(word, lexicon))
    return name;
  const local = plain(localPart(email));
  const surnames = [...(name.lastName ?? '').split(' '), word].filter(
    (w) => !lexicon.particles.has(w.toLowerCase()),
  );
  const initials = surnames.map((w) => plain(w).charAt(0)).join('');
  const spelt =
    (plain(word).length > 2 && local.includes(plain(word))) ||
    local.split(/[._-]+/).includes(initials);
  return spelt
    ? { ...name, lastName: `${name.lastName} ${joined[1]!.toLowerCase()} ${word}` }
    : name;
}

/**
 * The name an address spells, as the message writes it ("Iñaki Etxeberria"
 * for inaki.etxeberria@, "Müller" for mueller@): its words whose letters,
 * accents aside, are the address's parts; the surname as the address
 * spells it when the message does not write it. Null when the message does
 * not write the first name, or writes it as the address does.
 */
function nameWrittenFor(
  email: string,
  message: string,
  lexicon: ContactLexicon,
): ContactName | null {
  const parts = localPart(email)
    .split(/[._-]+/)
    .filter((p) => /^[a-z]{2,}$/.test(p));
  if (parts.length < 2) return null;
  const written = (withoutEmails(message).match(/[\p{L}'’-]{2,}/gu) ?? []).filter(
    (w) => !isCommonWord(w, lexicon),
  );
  const find = (part: string) =>
    written.find((w) => plain(w) === part || spelledOut(w) === part) ?? null;
  const first = find(parts[0]!);
  // Written as the address spells it: the address's own name (nameFromEmail) says as much.
  if (!first || first.toLowerCase() === parts[0]) return null;
  const last = find(parts.at(-1)!) ?? parts.at(-1)!;
  const cased = (w: string) =>
    w === w.toUpperCase()
      ? w.charAt(0) + w.slice(1).toLowerCase()
      : w.charAt(0).toUpperCase() + w.slice(1);
  return { firstName: cased(first), lastName: cased(last) };
}

/** Folded for comparison: lower case, accents aside ("Côté" is "cote"). */
const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    // Letters no accent folds away: Sorbian and Polish "ł" ("Šołta" is solta@), "ø", "đ".
    .replace(/ł/g, 'l')
    .replace(/ø/g, 'o')
    .replace(/æ/g, 'ae')
    .replace(/đ/g, 'd');

/** Two lowercase words anywhere in the part that the e-mail spells out ("mariana castro" for mariana.castro@). */
function nameSpeltInEmail(
  segment: string,
  email: string,
  lexicon: ContactLexicon,
): ContactName | null {
  const local = plain(email.split('@')[0] ?? '');
  // Whole lowercase words only: the tail of "Miguel" is no word "iguel".
  const words = (withoutEmails(segment).match(/[\p{L}'’-]{2,}/gu) ?? []).filter(
    (w) => w === w.toLowerCase(),
  );
  for (let i = 0; i + 1 < words.length; i++) {
    // "charles de la tour" for charles.delatour@: the particles go with the word after them.
    let end = i + 1;
    while (end + 1 < words.length && lexicon.particles.has(words[end]!)) end += 1;
    const [first, last] = [words[i]!, words[end]!];
    if (lexicon.particles.has(first) || lexicon.particles.has(last)) continue;
    if (isCommonWord(first, lexicon) || isCommonWord(last, lexicon)) continue;
    if (local.includes(plain(first)) && local.includes(plain(last)))
      return toName(words.slice(i, end + 1), lexicon);
  }
  return null;
}

/** "Ana Belen Torres, anabelen.torres@…": the e-mail shows the first name is two words. */
function doubleFirstName(name: ContactName, email: string, lexicon: ContactLexicon): ContactName {
  const [second, ...rest] = (name.lastName ?? '').split(' ');
  if (!second || rest.length === 0 || lexicon.particles.has(second)) return name;
  const firstPart = plain(email.split('@')[0] ?? '').split(/[._-]/)[0];
  if (firstPart !== plain(name.firstName + second)) return name;
  // "Nuno Vilaça Correia, nunovilaca@…": a first name and a surname run together make an
  // address as often; a second word no list holds as a given name leaves the split to be asked.
  if (lexicon.givenNames && !lexicon.givenNames.has(plain(second)))
    return { ...name, written: `${name.firstName} ${name.lastName}` };
  return { firstName: `${name.firstName} ${second}`, lastName: rest.join(' ') };
}

/** The e-mail's local part holds the first or last name (accents aside). */
function bornOut(name: ContactName, emails: string[]): boolean {
  const parts = [name.firstName, ...(name.lastName ?? '').split(/\s+/)].filter((p) => p.length > 1);
  return emails.some((email) => {
    const local = plain(email.split('@')[0] ?? '');
    // "Müller" is "mueller" in an address as often as "muller".
    return parts.some((part) => local.includes(plain(part)) || local.includes(spelledOut(part)));
  });
}

/** The address bears out a word of the name ("marta.eoi@" for Marta). */
export function emailBearsOut(name: ContactName, email: string): boolean {
  return bornOut(name, [email]);
}

/** Umlauts and ß as an address writes them: "Müller-Lüdenscheidt" → "mueller-luedenscheidt". */
function spelledOut(text: string): string {
  return plain(
    text
      .toLowerCase()
      .replace(/ä/g, 'ae')
      .replace(/ö/g, 'oe')
      .replace(/ü/g, 'ue')
      // Danish and Norwegian "ø" as "oe" ("Søren" is soeren@).
      .replace(/ø/g, 'oe')
      .replace(/ß/g, 'ss'),
  );
}

/**
 * The address spells a full name ("max.becker@…") that is not the one given
 * (Julia Hoffmann): it is someone else's, never filled in under that name.
 */
export function spellsAnotherName(
  email: string,
  name: ContactName,
  lexicon: ContactLexicon,
): boolean {
  return nameFromEmail(email, lexicon) !== null && !bornOut(name, [email]);
}

/** "Pichler Bindestrich Egger", "Ruiz guion Pérez": a hyphen said between two capitalised names. */
function withSpokenHyphens(message: string): string {
  return message.replace(
    new RegExp(`([\\p{L}'’]+)\\s+${SPOKEN_DASH}\\s+([\\p{L}'’]+)`, 'giu'),
    (whole, before: string, after: string) =>
      /^\p{Lu}/u.test(before) && /^\p{Lu}/u.test(after) ? `${before}-${after}` : whole,
  );
}

/** Words that take back what was just said ("nein", "perdón", "je veux dire", "also"). */
const PHONE_CORRECTION =
  /(?<![\p{L}])(?:sorry|i mean|no|nein|also|ich meine|korrektur|perd[oó]n|quise decir|o sea|non|pardon|je veux dire|plut[oô]t|n[ãa]o|desculp[ae]|quer dizer|digo)(?![\p{L}])/iu;

const PHONE_CORRECTIONS = new RegExp(PHONE_CORRECTION.source, 'giu');

/**
 * A table copied from a spreadsheet ("Name\tFirma\tE-Mail", then a row per person): its
 * tabs part cells as a pasted table's pipes do, so it is read as one. Only when two lines or
 * more hold a tab; a cell that is only a dash ("–", "-") is an empty one.
 */
export function withTabsAsPipes(message: string): string {
  const lines = message.split('\n');
  if (lines.filter((line) => line.includes('\t')).length < 2) return message;
  return lines
    .map((line) =>
      line.includes('\t')
        ? line
            .split('\t')
            .map((cell) => (/^\s*[-–—]\s*$/.test(cell) ? '' : cell.trim()))
            .join(' | ')
        : line,
    )
    .join('\n');
}

/**
 * "\"Karl Huber\" <karl@x.de>", "«Ana Gil» <ana@…>": an e-mail program's display name in quotes
 * before the address in angle brackets, copied from a header or an address book: the name as
 * written, without its quotes.
 */
export function withDisplayNamesUnquoted(message: string): string {
  return message.replace(
    /["“„«']([^"“”„«»'\n<>@]{2,60})["”»']\s*(?=<[^<>\s]+@[^<>\s]+>)/gu,
    (_, name: string) => `${name.trim()} `,
  );
}

/**
 * A column heading for a referee's name, address or number, in the five languages ("Name",
 * "Nombre", "Nom", "Nome", "E-Mail", "Correo", "Courriel", "Telefon", "Teléfono", "Handy").
 */
const CONTACT_COLUMN =
  /^(?:(?:full |first |last )?names?|vor- und nachname|vorname|nachname|nombres?(?: completo)?|apellidos?|nom(?: complet)?|prénom|prenom|nomes?(?: completo)?|sobrenome|e-?mails?|mail|correo(?: electrónico)?|courriel|adresse e-?mail|telefon(?:nummer)?|telefone|tel[eé]fono|t[ée]l[ée]phone|phone(?: number)?|tel\.?|t[ée]l\.?|handy|natel|celular|m[óo]vil|portable|mobile?|whatsapp)$/iu;

/**
 * A pasted table's header row ("Name | Firma | Beziehung | E-Mail | Telefon"), whatever the
 * words of its other columns (a dialect's, a company's own): the table's first row, three
 * cells or more of a word or two each, one of them a heading for a name, an address or a
 * number, no address or figure in it, while every later row has one. It names no one.
 */
export function withoutTableHeader(message: string): string {
  const lines = message.split('\n');
  const isRow = (line: string) => (line.match(/\|/g)?.length ?? 0) >= 2;
  const first = lines.findIndex(isRow);
  if (first < 0) return message;
  const rest = lines.slice(first + 1);
  const end = rest.findIndex((line) => !isRow(line));
  const rows = end < 0 ? rest : rest.slice(0, end);
  if (rows.length === 0 || !rows.every((row) => /@|\d/.test(row))) return message;
  const cells = lines[first]!.trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim());
  const heading =
    cells.length >= 3 &&
    !/@|\d/.test(lines[first]!) &&
    cells.every((cell) => cell.split(/\s+/).length <= 2) &&
    cells.some((cell) => CONTACT_COLUMN.test(cell));
  return heading ? lines.filter((_, i) => i !== first).join('\n') : message;
}

/** A table's column of given names ("Nombre", "Vorname", "Prénom", "Nome", "First name"). */
const GIVEN_COLUMN =
  /^(?:nombres?|nombre de pila|vorname|vornamen|pr[ée]noms?|nome|primeiro nome|first name|given name|forename)$/iu;
/** A table's column of surnames ("Apellidos", "Nachname", "Nom", "Sobrenome", "Surname"). */
const FAMILY_COLUMN =
  /^(?:apellidos?|nachname|familienname|nom|nom de famille|sobrenomes?|apelidos?|last name|surname|family name)$/iu;

/**
 * A pasted table whose columns hold the surname and the given name apart, in any order
 * ("Correo | Teléfono | Apellidos | Nombre | Relación"): each row's name is put first, given
 * name then surname, as one cell, and the header dropped. Only when the header names both
 * columns and the row has as many cells as the header; anything else is left as written.
 */
export function withTableNamesInOrder(message: string): string {
  const lines = message.split('\n');
  // Cells between pipes, or between semicolons (a spreadsheet pasted as CSV, "NOM;Prénom;…").
  const separator = (line: string) =>
    line.includes('|') ? '|' : (line.match(/;/g)?.length ?? 0) >= 2 ? ';' : null;
  const cells = (line: string) =>
    line
      .trim()
      .replace(/^\||\|$/g, '')
      .split('|')
      .map((cell) => cell.trim());
  let header: { given: number; family: number; width: number } | null = null;
  return lines
    .map((line) => {
      const by = separator(line);
      if (!by) {
        header = null;
        return line;
      }
      const row = by === '|' ? cells(line) : line.split(';').map((cell) => cell.trim());
      const given = row.findIndex((cell) => GIVEN_COLUMN.test(cell));
      const family = row.findIndex((cell) => FAMILY_COLUMN.test(cell));
      if (given >= 0 && family >= 0) {
        // The header names no one: it goes once it has said where the names are.
        header = { given, family, width: row.length };
        return '';
      }
      if (!header || row.length !== header.width || row.every((cell) => /^[-:\s]*$/.test(cell)))
        return line;
      const { given: g, family: f } = header;
      // A surname column in capitals ("DELATTRE", the French way of marking it) is the name
      // as it is spelt: "Delattre".
      const surname = /\p{Ll}/u.test(row[f]!)
        ? row[f]!
        : row[f]!.toLowerCase().replace(
            /(^|[\s'’-])(\p{Ll})/gu,
            (_, b: string, l: string) => b + l.toUpperCase(),
          );
      const name = `${row[g]} ${surname}`.trim();
      return [name, ...row.filter((_, i) => i !== g && i !== f)].join(' | ');
    })
    .join('\n');
}

/**
 * "Rigoberto "Rigo" Carrillo", "Guadalupe «Lupe» Ibarra": a nickname in quotes between a first
 * name and a surname is what they are called, not part of the name; the name is read without it.
 */
export function withoutQuotedNicknames(message: string): string {
  return message.replace(
    /(\p{Lu}[\p{L}'’-]+)\s+["“„«‹‘'](\p{L}[\p{L}'’-]*)["”»›’'](\s+)(?=\p{Lu})/gu,
    (_, first: string, _nickname: string, space: string) => `${first}${space}`,
  );
}

/** The parts an address spells (letters only, accents aside, "ø" and "æ" as "oe" and "ae"). */
const addressParts = (email: string) =>
  email
    .toLowerCase()
    .split(/[@._-]+/)
    .map((part) => plain(part).replace(/[^a-z]/g, ''))
    .filter(Boolean);

/**
 * "Hansen, Birte – Klassenlehrerin … – birte.hansen@…", a CV's or a register's "Surname, Given"
 * opening a line: read given name first when the line's address spells both words (its local
 * part or domain, "soeren@baekgaard.dk"), or when every word after the comma is a known given
 * name and none before it is ("Mamani Quispe, Juan Carlos — mi jefe …"). Anything else is left
 * as written ("Raul, Carmen Diaz" are two people).
 */
export function withSurnamesSecond(message: string, lexicon?: ContactLexicon): string {
  return message
    .split('\n')
    .map((line) => withGivenNamesFirst(line, lexicon))
    .map((line) => {
      const found =
        /^(\s*(?:\d{1,2}\s*[.):-]\s*|[-•*·▪◦]\s+)?)(\p{Lu}[\p{L}'’-]+),\s*(\p{Lu}[\p{L}'’-]+)(?=\s*(?:[–—|;:(]|\s-\s|$))/u.exec(
          line,
        );
      if (!found) return line;
      const [whole, opening, surname, given] = found as unknown as [string, string, string, string];
      const spells = (word: string, parts: string[]) =>
        parts.some((part) => part === plain(word) || part === spelledOut(word)) ||
        parts.some((part) => part.includes(spelledOut(word)) && spelledOut(word).length > 3);
      const emails = findEmails(line);
      const ok = emails.some((email) => {
        const parts = addressParts(email);
        return spells(surname, parts) && spells(given, parts);
      });
      return ok ||
        surnameCommaGivenDash(line.slice(whole.length), emails, [surname, given], lexicon)
        ? `${opening}${given} ${surname}${line.slice(whole.length)}`
        : line;
    })
    .map(withCapitalSurnameSecond)
    .map(withTitledCapitalSurname)
    .map(withCapitalSurnameAfterGiven)
    .map(withCapitalNameSpelt)
    .join('\n');
}

/**
 * "Müller, Hans – Teamleiter bei Siemens, 0171 …": a register's "Surname, Given" with a dash
 * after the one given name and no address on the line to say otherwise is one person, given
 * name first (a list of people is no "Word, Word – role"), unless either word is a country or a
 * common word of the language (known only with its lexicon). The card still asks the candidate's
 * yes, and a no to it asks where the first name ends (intake-confirmation.ts askNameAgain).
 */
function surnameCommaGivenDash(
  rest: string,
  emails: string[],
  words: string[],
  lexicon: ContactLexicon | undefined,
): boolean {
  if (!lexicon || emails.length > 0 || !/^\s*(?:[–—]|\s-\s)/.test(rest)) return false;
  // "Dänemark, Mette – Teamleiterin": a country and a name, left as read.
  return !words.some((word) => isCommonWord(word, lexicon) || isPlace(word, lexicon));
}

/**
 * "Mamani Quispe, Juan Carlos — …", "Choque Apaza, Rosa Isabel — …": a CV's "Surnames, Given
 * names" opening a line, the given names all known as such (lexicon.givenNames) and no surname
 * word one, read given names first. The double first name is still asked where it ends.
 */
function withGivenNamesFirst(line: string, lexicon: ContactLexicon | undefined): string {
  const given = lexicon?.givenNames;
  if (!given) return line;
  const found =
    /^(\s*(?:\d{1,2}\s*[.):-]\s*|[-•*·▪◦]\s+)?)(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){0,2}),\s*(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){0,2})(?=\s*(?:[–—|;:(]|\s-\s|$))/u.exec(
      line,
    );
  if (!found) return line;
  const [whole, opening, surnames, givens] = found as unknown as [string, string, string, string];
  const known = (words: string) => words.split(/\s+/).map((w) => given.has(plain(w)));
  if (!known(givens).every(Boolean) || known(surnames).some(Boolean)) return line;
  if (isCommonWord(surnames.split(/\s+/)[0]!, lexicon)) return line;
  return `${opening}${givens} ${surnames}${line.slice(whole.length)}`;
}

/** "GIL PÉREZ" → "Gil Pérez": a word in capitals as a name is spelt. */
const asSpelt = (words: string) =>
  words
    .toLowerCase()
    .replace(/(^|[\s'’-])(\p{Ll})/gu, (_, b: string, l: string) => b + l.toUpperCase());

/** Each word of `name` is in the address's parts (accents aside). */
function addressSpellsAll(line: string, name: string): boolean {
  return findEmails(line).some((email) => {
    const parts = addressParts(email);
    return name
      .split(/[\s'’-]+/)
      .every((word) => parts.some((part) => part.includes(plain(word).replace(/[^a-z]/g, ''))));
  });
}

/**
 * "LUIS MORA, compañero, luis.mora@…", "ANNA MEIER – Kollegin – anna.meier@…": a whole name in
 * capitals opening a line, read as it is spelt when the line's address spells every word of it
 * (an organisation's capitals, "ONG", "IBM", are spelt by no person's address).
 */
function withCapitalNameSpelt(line: string): string {
  const found =
    /^(\s*(?:\d{1,2}\s*[.):-]\s*|[-•*·▪◦]\s+)?)(\p{Lu}{2,}(?:[\s'’-]\p{Lu}{2,}){1,3})(?=\s*(?:[,–—|;:(]|\s-\s))/u.exec(
      line,
    );
  if (!found) return line;
  const [whole, opening, name] = found as unknown as [string, string, string];
  return addressSpellsAll(line, name)
    ? `${opening}${asSpelt(name)}${line.slice(whole.length)}`
    : line;
}

/**
 * "MARTIN Claire, ma responsable, claire.martin@…", "GIL PÉREZ Ana, …": a surname written in
 * capitals before the given name (a French, Spanish or register way of marking it), opening a
 * line: read given name first, the surname as it is spelt ("Martin"), when the line's address
 * spells both. Anything else is left as written ("ONG Ana" of an organisation stays).
 */
function withCapitalSurnameSecond(line: string): string {
  const found =
    /^(\s*(?:\d{1,2}\s*[.):-]\s*|[-•*·▪◦]\s+)?)(\p{Lu}{2,}(?:[\s'’-]\p{Lu}{2,})?)\s+(\p{Lu}\p{Ll}[\p{L}'’-]*)(?=\s*(?:[,–—|;:(]|\s-\s|$))/u.exec(
      line,
    );
  if (!found) return withCapitalSurnameSecondInside(line);
  const [whole, opening, surname, given] = found as unknown as [string, string, string, string];
  const spelt = asSpelt(surname);
  return addressSpellsAll(line, `${given} ${spelt}`)
    ? `${opening}${given} ${spelt}${line.slice(whole.length)}`
    : line;
}

/**
 * The same inside a line (blind set 14): "M. CHHIM Sokha, chhim.sokha@…", "son vrai nom c'est
 * KEO Sreypov, keo.sreypov@…": a one-word surname in capitals, then the given name, before a
 * comma, read given name first when an address of the line spells both.
 */
function withCapitalSurnameSecondInside(line: string): string {
  return line.replace(
    /(?<![\p{L}\p{N}'’@.-])(\p{Lu}{2,})\s+(\p{Lu}\p{Ll}[\p{L}'’-]*)(?=\s*[,–—|;:(])/gu,
    (whole, surname: string, given: string) => {
      const spelt = asSpelt(surname);
      return addressSpellsAll(line, `${given} ${spelt}`) ? `${given} ${spelt}` : whole;
    },
  );
}

/**
 * "Xiaoyan ZHOU, zhou.xiaoyan@…", "Ana GIL – ana.gil@…": the given name, then a one-word surname
 * in capitals (the French way of marking it), read as it is spelt when an address of the line
 * spells both (an organisation's capitals, "Ana ONG" of an NGO, are spelt by no address).
 */
function withCapitalSurnameAfterGiven(line: string): string {
  return line.replace(
    /(?<![\p{L}\p{N}'’@.-])(\p{Lu}\p{Ll}[\p{L}'’-]*)\s+(\p{Lu}{2,})(?=\s*(?:[,–—|;:(]|$))/gu,
    (whole, given: string, surname: string) => {
      const spelt = asSpelt(surname);
      return addressSpellsAll(line, `${given} ${spelt}`) ? `${given} ${spelt}` : whole;
    },
  );
}

/**
 * "Mme CHEN Li", "M. DIALLO Ousmane", "Sra. GARCÍA Ana": after a title, a one-word surname in
 * capitals then the given name (the French register's way, the title saying a person is
 * meant): read given name first, the surname as it is spelt. A second word in capitals, or none
 * after, is left as written ("Mme CHEN", "M. ONG ONU").
 */
const TITLED_CAPITAL_SURNAME =
  /(?<![\p{L}])((?:M|Mme|Mlle|Mr|Mrs|Ms|Dr|Dra|Pr|Prof|Sr|Sra|Srta|Herr|Frau)\.?\s+)(\p{Lu}{2,})\s+(\p{Lu}\p{Ll}[\p{L}'’-]*)(?![\p{L}'’-]|\s+\p{Lu})/gu;

function withTitledCapitalSurname(line: string): string {
  return line.replace(
    TITLED_CAPITAL_SURNAME,
    (_, title: string, surname: string, given: string) => `${title}${given} ${asSpelt(surname)}`,
  );
}

/** Groups of a number as typed, digits with "l", "I", "O" or "o" among them ("6l2 O45 789"). */
const LETTERED_NUMBER = /(?<![\p{L}\p{N}@.])[\dlIoO]+(?:[ .-][\dlIoO]+)*(?![\p{L}\p{N}@])/gu;

/**
 * "6l2 O45 789", "0l60 4458210": a number typed with "l" or "I" for 1 and "O" or "o" for 0. Each
 * group holds a digit, the letters are two at most, and the number seven digits at least once
 * mended (a word of letters alone, "Ol", or a short code is left as it is). Read back on the card.
 */
export function withDigitsForLetters(message: string): string {
  return message.replace(LETTERED_NUMBER, (run) => {
    const groups = run.split(/[ .-]/);
    const letters = run.replace(/[^lIoO]/g, '').length;
    if (letters === 0 || letters > 2 || groups.some((g) => !/\d/.test(g))) return run;
    const mended = run.replace(/[lI]/g, '1').replace(/[oO]/g, '0');
    return mended.replace(/\D/g, '').length >= 7 ? mended : run;
  });
}

/**
 * "347 123 4567 nein 68 am Ende also 347 123 4568": a number said again with a digit or two
 * changed, after words taking it back, replaces the first (two people's numbers are never
 * that alike).
 */
function withoutMistypedPhones(message: string): string {
  const found = [...message.matchAll(PHONE_LIKE)];
  for (let i = found.length - 1; i > 0; i--) {
    const [before, after] = [found[i - 1]!, found[i]!];
    const [one, two] = [before[0].replace(/\D/g, ''), after[0].replace(/\D/g, '')];
    const changed = [...one].filter((digit, at) => digit !== two[at]).length;
    const between = message.slice(before.index + before[0].length, after.index);
    if (
      one.length === two.length &&
      changed > 0 &&
      changed <= 2 &&
      PHONE_CORRECTION.test(between)
    ) {
      // "82 455 9031... não, 86 455 9031": a correction said only in marks and a "no" goes with
      // the number it takes back, or its "..." would end the referee's sentence there.
      const onlyTakesBack =
        between.replace(PHONE_CORRECTIONS, ' ').replace(/[^\p{L}]+/gu, '') === '';
      const end = onlyTakesBack ? after.index : before.index + before[0].length;
      return withoutMistypedPhones(message.slice(0, before.index) + message.slice(end));
    }
  }
  return message;
}

/**
 * The blocks of a form pasted with a block per person, two or more, each opening its lines
 * with a name label ("Nome: Dra. Ana Sofia Rebelo\nCargo: …", a blank line, "Nome: Miguel
 * Teixeira\n…"); null for anything else. A block without a name label (a heading, "Copiei do
 * meu CV:") stays one of them, read as it is.
 */
function formBlocks(message: string): string[] | null {
  const blocks = message.split(/\n[ \t]*\n/).filter((block) => block.trim() !== '');
  const labelled = blocks.filter((block) =>
    block.split('\n').some((line) => NAME_LABEL_LINE.test(line)),
  );
  return labelled.length >= 2 ? blocks : null;
}

/** A line that opens with a form's name label ("Nome:", "Name:", "Nombre:", "Nom :"). */
const NAME_LABEL_LINE =
  /^[ \t]*(?:[-•*][ \t]*)?(?:full name|name|vor- und nachname|nome completo|nome|nombre completo|nombre y apellidos?|nombre|nom(?: complet| et prénom)?|prénom et nom)[ \t]*:/iu;

/**
 * A form's name label ("Nome: Tatiane Moraes", "Name: Karl-Heinz von der Heide", "Nombre
 * completo:", "Nom :") is no part of the name: the name after it is read as written.
 */
const NAME_LABEL =
  /(^|[\n,;]|\d[.)]|[-•*])[ \t]*(?:full name|name|vor- und nachname|nome completo|nome|nombre completo|nombre y apellidos?|nombre|nom(?: complet| et prénom)?|prénom et nom)[ \t]*:[ \t]*/gimu;

/**
 * The candidate's own number, given in passing ("Y mi número, por si lo necesitáis, es 688 12 34
 * 56", "my own number is …", "meine Nummer: …", "mon numéro c'est …", "o meu telemóvel é …"):
 * no referee's, so it is read as no one's.
 */
const OWN_NUMBER = new RegExp(
  `(?<![\\p{L}])(?:${[
    'my (?:own )?(?:phone |mobile |cell )?number',
    'mi (?:propio )?(?:número|numero|teléfono|telefono|móvil|movil|celular)',
    'meine (?:eigene )?(?:nummer|handynummer|telefonnummer|handy-nummer)|mein (?:eigenes )?handy',
    'mon (?:propre )?(?:numéro|numero|téléphone|telephone|portable|tel)',
    '(?:o )?meu (?:próprio )?(?:número|numero|telemóvel|telemovel|telefone|celular)',
  ].join('|')})(?![\\p{L}])[^\\d@\\n]{0,40}?\\+?\\d[\\d\\s().-]{5,}\\d`,
  'giu',
);

/** The message without the candidate's own number (OWN_NUMBER). */
export function withoutOwnNumber(message: string): string {
  return message.replace(OWN_NUMBER, ' ');
}

function withoutNameLabels(message: string): string {
  return message.replace(NAME_LABEL, '$1 ').replace(ROLE_LINE, (line) => line.toLowerCase());
}

/**
 * A form's line for the job or the employer ("Cargo: Chefe de Receção, Hotel Tivoli Oriente",
 * "Position: Head of Sales, Acme Ltd", "Puesto:", "Funktion:", "Poste :", "Empresa:") names
 * no person: written in lower case, its capitalised words are never read as a name (its
 * relationship words still are).
 */
const ROLE_LINE =
  /^[ \t]*(?:cargo|fun[çc][ãa]o|empresa|puesto|funci[óo]n|position|job title|title|role|company|employer|funktion|stelle|firma|arbeitgeber|poste|fonction|entreprise|employeur)[ \t]*:[^\n]*$/gimu;

/**
 * "a Tati (Tatiane Moraes)", "der tobi (tobias huber)", "anh Minh (Minh Trần)": a short name,
 * then in brackets the full name it is short for or restates (its first word opens with the same
 * three letters), written as the name itself. The brackets hold two or three name words, none a common word; anything else in
 * brackets ("(es de Irlanda)", "(my boss)") is left as written.
 */
function withFullNamesForNicknames(message: string, lexicon: ContactLexicon): string {
  const nameWord = /^[\p{L}][\p{L}'’-]+$/u;
  const bracketed = message.replace(
    /([\p{L}'’-]+)\s*\(([^()\n]+)\)/gu,
    (whole, short: string, inside: string) => {
      const words = inside.trim().split(/\s+/);
      const first = plain(words[0] ?? '');
      const nickname = plain(short);
      if (
        words.length < 2 ||
        words.length > 3 ||
        nickname.length < 3 ||
        isCommonWord(short, lexicon) ||
        !words.every((w) => nameWord.test(w) && !isCommonWord(w, lexicon)) ||
        !first.startsWith(nickname.slice(0, 3))
      )
        return whole;
      return words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');
    },
  );
  return withFullNamesAfterDashes(
    withoutNicknamesAfter(withGivenNameInBrackets(bracketed, lexicon), lexicon),
    lexicon,
  );
}

/**
 * "Bec (Rebecca) Nguyen-Walsh", "Dani (Daniela) Ortiz", "Tobi (Tobias) Lindner": a short name, the
 * given name it stands for in brackets (one capitalised word holding the short one, or opening
 * with its first three letters), then the surname: the given name and the surname. Anything
 * else in brackets there ("Ana (jefa) Ruiz", "Kim (Min-jun) Park") stays as written.
 */
function withGivenNameInBrackets(message: string, lexicon: ContactLexicon): string {
  return message.replace(
    /(?<![\p{L}])(\p{Lu}[\p{L}'’-]+)\s*\((\p{Lu}\p{Ll}[\p{L}'’-]*)\)(?=\s+\p{Lu})/gu,
    (whole, short: string, given: string) => {
      const [nickname, full] = [plain(short), plain(given)];
      if (
        nickname.length < 3 ||
        full.length <= nickname.length ||
        isCommonWord(short, lexicon) ||
        isCommonWord(given, lexicon) ||
        !(full.includes(nickname) || full.startsWith(nickname.slice(0, 3)))
      )
        return whole;
      return given;
    },
  );
}

/**
 * "Mohamed Trabelsi (Hamma), mon manager …", "José Pérez (Pepe), mi jefe": one capitalised word
 * in brackets after a full name is what they are called, no part of the name (a relationship
 * or a common word in brackets, "(jefa)", "(RH)", stays).
 */
function withoutNicknamesAfter(message: string, lexicon: ContactLexicon): string {
  return message.replace(
    /(\p{Lu}[\p{L}'’-]+\s+\p{Lu}[\p{L}'’-]+)\s*\((\p{Lu}\p{Ll}[\p{L}'’-]*)\)/gu,
    (whole, name: string, nickname: string) =>
      isCommonWord(nickname, lexicon) ||
      lexicon.relationship(nickname) !== null ||
      isPlace(nickname, lexicon)
        ? whole
        : name,
  );
}

/**
 * "dr Housi – Hans Brügger, …", "el Pepe — Pedro Salas, …", "a Zé - José Nunes, …": a short name,
 * a spaced dash, then the full name it stands for (two or three capitalised words, none a
 * common word, the first with the short name's initial, a comma or the end after it), written
 * as the full name alone. After a comma the short name must be inside the given name ("a Dona
 * Cida, Aparecida Moura"). Two people with different initials are left as written.
 */
function withFullNamesAfterDashes(message: string, lexicon: ContactLexicon): string {
  return message.replace(
    /(?<![\p{L}])(\p{L}[\p{L}'’]+)(\s+[–—-]\s+|,\s+(?:(?:also|d\.\s?h\.|das heißt|o sea|es decir|c['’]est-à-dire|ou seja|quer dizer|i\.e\.|that is),?\s+)?|\s*(?:\.{2,}|…)\s*(?:(?:bueno|pues|well|also|naja|na ja|bon|enfin|bom|quer dizer),?\s+)?)(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){1,2})(?=\s*(?:[,.;:\n]|\s[–—-]\s|$))/gu,
    (whole, short: string, between: string, full: string) => {
      const words = full.split(/\s+/);
      const given = plain(words[0]!);
      // "Davo... bueno, David Jones": a name cut off and said in full after an ellipsis, the
      // given name opening with the short one's first two letters.
      if (/\.{2,}|…/.test(between)) {
        const short2 = plain(short).slice(0, 2);
        if (
          short2.length < 2 ||
          !given.startsWith(short2) ||
          given === plain(short) ||
          !/^\p{Lu}/u.test(short) ||
          isCommonWord(short, lexicon) ||
          words.some((w) => isCommonWord(w, lexicon))
        )
          return whole;
        return full;
      }
      // After a comma, the short name is inside the given name ("Dona Cida, Aparecida Moura",
      // "el Tobi, Tobias Huber"): "Ana, Luis Mora" are two people.
      // "Trudi, also Gertrud Pohl", "Pepa, o sea Josefa Ruiz": said to be the same person.
      const said = /,\s+\S/.test(between) && !/^,\s+$/.test(between);
      const restates = said
        ? plain(short).charAt(0) !== '' && given !== plain(short)
        : between.includes(',')
          ? plain(short).length >= 3 && given.includes(plain(short)) && given !== plain(short)
          : plain(short).charAt(0) === given.charAt(0);
      if (
        !/^\p{Lu}/u.test(short) ||
        isCommonWord(short, lexicon) ||
        lexicon.relationship(short) !== null ||
        words.some((w) => isCommonWord(w, lexicon)) ||
        !restates
      )
        return whole;
      return full;
    },
  );
}

/** A correction between two addresses ("laura@gmial.com... perdón, es laura@gmail.com"). */
const EMAIL_CORRECTION =
  /\b(?:sorry|i mean|i meant|perd[oó]n|quise decir|o sea|pardon|je veux dire|plut[oô]t|ich meine|korrektur|sorry|desculp[ae]|quer dizer|digo)\b/iu;

/** The message without an address its own correction replaces: the later one, same local part, wins. */
function withoutMistypedEmails(message: string): string {
  const found = [...message.matchAll(EMAIL)];
  for (let i = found.length - 1; i > 0; i--) {
    const [before, after] = [found[i - 1]!, found[i]!];
    const between = message.slice(before.index + before[0].length, after.index);
    const sameLocal = localPart(before[0]) === localPart(after[0]);
    if (sameLocal && EMAIL_CORRECTION.test(between)) {
      return withoutMistypedEmails(message.slice(0, before.index) + message.slice(after.index));
    }
  }
  return message;
}

/**
 * The typed contact (the referee form's, `{ answer: { key: "referee", value } }`):
 * one referee to add. The phone in any format; the interviewer places it in
 * E.164 with the tenant's country (400 at `phone` when it is no number).
 */
export const contactAnswer = z.strictObject({
  name: oneLineText().min(1).max(400),
  email: z.email().max(320),
  phone: z.string().trim().max(40).optional(),
  relationship: oneLineText().max(200).optional(),
});
export type ContactAnswer = z.infer<typeof contactAnswer>;

/** The contact's control (the state's `ask`): a small form of name, e-mail, phone and relationship. */
export function askContact<K extends string>(key: K, prompt: string, required: boolean) {
  return { key, kind: 'contact' as const, prompt, required };
}
