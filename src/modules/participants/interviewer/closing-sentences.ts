import type { Lexicon } from '../../questionnaires/kinds/index.ts';
import { hasWords, onlyCloses, saysNothingMore, withoutDictation } from './referee-reading.ts';

/** The words of a text ("Lukim yu!" is two). */
const wordsOf = (text: string) => text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [];

/** A thanks or a goodbye, in the English sense the lexicons give the five languages' words. */
const THANKS_OR_BYE = /\b(?:thanks?|thank you|thx|ty|cheers|bye|goodbye|ciao)\b/i;

/**
 * A sentence that opens with a blessing or a good wish, in the English sense the lexicons give
 * the five languages' ("Deus abençoe …", "que Dios la bendiga", "viel Erfolg …", "God bless"):
 * whatever it wishes, and to whom, a goodbye, no remark on the candidate. A goodbye or a thanks
 * before the wish ("Au revoir, et bonne chance à lui", "Tschüss und viel Erfolg ihr") is one too,
 * and so is a wish to God for them ("Que Dieu facilite pour elle", "may God keep her"; not "que Dios me
 * perdone, pero …"). Never with a "but" or a "because" after it in its sentence ("Que Dios la
 * bendiga, pero no la volvería a contratar" is a remark).
 */
const WISH =
  /^[^\p{L}]*(?:(?:bye|goodbye|thanks?|thank you|cheers|ciao)[^\p{L}]+)?(?:(?:and|so|well|honestly)\s+)?(?:blessings|best wishes|god bless|good luck|all the best|stay blessed|(?:que|may|that) (?:le bon |the good |el buen |o bom )?(?:god|dieu|dios|deus|gott|allah|the lord|le seigneur|el se[nñ]or|o senhor) (?:(?:la|le|lo|te|vous|a|o|her|him|them|sie|ihn|ihr|la|lui) )?(?:bless|keep|protect|guide|bendiga|acompa[nñ]e|proteja|gu[ií]e|guarde|ilumine|b[ée]nisse|accompagne|prot[èe]ge|garde|guide|facilite|segne|beh[üu]te|sch[üu]tze|aben[çc]oe|acompanhe|ilumine)\b)(?![^.!?]*\b(?:but|pero|mas|mais|aber|porque|because|parce que|weil|denn|aqu[ií]|ici|hier|here)\b)/iu;

/**
 * A sentence that opens with a bare no and says a word or three after it ("Nee, sell is alles",
 * "Non, c'est tout", "No, eso es todo"): the "no" the question invites ("say no if not"), and
 * too little after it to be a remark the reader can be sure of.
 */
function opensWithANo(sentence: string, lexicon: Lexicon): boolean {
  const m = /^[^\p{L}]*(\p{L}+)[^\p{L}\p{N}]+(.*)$/su.exec(sentence.trim());
  if (!m) return false;
  const rest = wordsOf(m[2]!).length;
  return rest >= 1 && rest <= 3 && lexicon.yesNo(m[1]!) === false;
}

/** A sentence read as a closing: "that's all", a no with a word or three, a thanks or a goodbye among a few words. */
function readsAsClosing(sentence: string, lexicon: Lexicon): boolean {
  return closingAsAWhole(sentence, lexicon) || closingInClauses(sentence, lexicon);
}

/**
 * A sentence of clauses (split at its commas), each a closing or a few words mostly unknown to
 * the reader, and at least one a closing ("Mai mee ka, das ist alles": a no in a language no
 * list holds, then "that's all"). A clause in words the reader knows ("Sie war immer
 * pünktlich, das ist alles") is a remark.
 */
function closingInClauses(sentence: string, lexicon: Lexicon): boolean {
  const clauses = sentence.split(',').filter(hasWords);
  if (clauses.length < 2) return false;
  const closing = clauses.map((c) => closingAsAWhole(c, lexicon));
  const foreign = (c: string) => wordsOf(c).length <= 4 && mostlyUnknown(c, lexicon);
  // "No, eso era todo, mano": the no the question invites, and a friend called by a word.
  const aside = (c: string) =>
    wordsOf(c).length === 1 &&
    (lexicon.yesNo(c) === false || /^\W*honestly\W*$/i.test(lexicon.inEnglish(c)));
  return closing.some(Boolean) && clauses.every((c, i) => closing[i] || foreign(c) || aside(c));
}

/** More than half of the words unknown to the reader: another language, not a remark in its own. */
function mostlyUnknown(text: string, lexicon: Lexicon): boolean {
  const words = wordsOf(text).filter((w) => !/\p{N}/u.test(w));
  return words.filter((w) => !lexicon.understands(w)).length * 2 > words.length;
}

function closingAsAWhole(sentence: string, lexicon: Lexicon): boolean {
  const english = withoutDictation(lexicon.inEnglish(sentence).trim());
  return (
    saysNothingMore(english) ||
    onlyCloses(english) ||
    opensWithANo(sentence, lexicon) ||
    opensWithAWish(sentence, lexicon) ||
    (wordsOf(sentence).length <= 6 && THANKS_OR_BYE.test(english))
  );
}

/** A sentence of sixteen words at most that opens with a blessing or a good wish (WISH). */
function opensWithAWish(sentence: string, lexicon: Lexicon): boolean {
  return wordsOf(sentence).length <= 16 && WISH.test(lexicon.inEnglish(sentence).trim());
}

/** The sentences of a text that end with a question mark, trimmed. */
function questionsIn(text: string): Set<string> {
  const asked = text.match(/[^.!?;…\n]+\?/g) ?? [];
  return new Set(asked.map((q) => q.replace(/\?$/, '').trim()));
}

/**
 * A question of six words at most, asked back or in words the reader mostly does not know
 * ("Que voulez-vous que je dise de plus ?", "¿Qué más le digo?", "Ka ou vlé an di ankò ?"):
 * beside a closing, the rhetorical "what more do you want me to say?", no remark on the
 * candidate. Counted only when another sentence of the message closes (closesInShortSentences).
 */
function asksWhatMore(sentence: string, asked: ReadonlySet<string>, lexicon: Lexicon): boolean {
  if (!asked.has(sentence.trim())) return false;
  const words = wordsOf(sentence).length;
  if (words <= 8 && lexicon.asksBack(`${sentence.trim()} ?`)) return true;
  return words <= 6 && mostlyUnknown(sentence, lexicon);
}

/** "that's all", "nothing more", "everything has been said", as the lexicons read them in English. */
const SAID_ALL =
  /\b(?:that'?s all|nothing (?:more|else)|nothing to add|(?:everything|all) (?:has|'s) been said|i'?ve said (?:it all|everything)|i said (?:it all|everything))\b/i;

/** A yes or an ok and nothing else but a filler ("Na, passt eh": "well, yes eh"). */
const BARE_YES =
  /^[^\p{L}]*(?:(?:well|honestly|so)[^\p{L}]+)?(?:yes|ok|okay|fine|sure)(?:[^\p{L}]+(?:eh|so|then))?[^\p{L}]*$/iu;

/**
 * "C'est pas mal ça!", "¡Qué bien!", "Nicht schlecht!", "Great!": a word of approval of the talk
 * itself, beside a goodbye; about nobody.
 */
function praisesTheTalk(sentence: string): boolean {
  const said = sentence
    .toLowerCase()
    .replace(/[’]/g, "'")
    .replace(/[^\p{L}'\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return APPROVAL.test(said);
}

const APPROVAL =
  /^(?:(?:that'?s|it'?s|this is|c'?est|c est|ça|ca|qué|que|está|esta|isso é|isso e|das ist|das war)\s+)?(?:not bad|great|nice|cool|perfect|pas mal|génial|genial|super|parfait|nada mal|no está mal|no esta mal|bien|muy bien|perfecto|ótimo|otimo|não está mal|nao esta mal|perfeito|nicht schlecht|prima|perfekt|toll)(?:\s+(?:that|this|ça|ca|eso|isso|das))?$/u;

/** A few words (four at most) the reader does not understand: a courtesy in words no list holds ("Gott segen dich, Jonas!"). */
function unreadCourtesy(sentence: string, lexicon: Lexicon): boolean {
  return wordsOf(sentence).length <= 4 && !lexicon.understands(sentence);
}

/**
 * A short message of a few short sentences (three at most, twelve words at most, no figure),
 * each a closing as read or a few words the reader cannot read, and at least one of them a
 * closing, or two sentences or more of five words at most in all ("Nee, sell is alles. Gott segen dich, Jonas! 🙏",
 * "Que Dios la bendiga en su nuevo trabajo. Saludos",
 * "Sem mais. Câmbio, desligo", "Tankyu tumas. Lukim yu!"): said to an optional question, a
 * goodbye (a blessing, a sign-off, a thanks in a language no list holds) more often than a
 * remark. Its reader confirms it, never stores it as said.
 */
export function closesInShortSentences(text: string, lexicon: Lexicon): boolean {
  const said = text.split(/[.!?;…\n]+/).filter(hasWords);
  const asked = questionsIn(text);
  const words = wordsOf(text).length;
  // A blessing says whom it blesses and for what ("… e a irmã nessa nova caminhada"): up to
  // twenty words when a sentence opens with one.
  const most = said.some((s) => opensWithAWish(s, lexicon)) ? 20 : 12;
  if (said.length === 0 || said.length > 3 || words > most || /\p{N}/u.test(text)) return false;
  const closing = said.map((s) => readsAsClosing(s, lexicon));
  // A question asked back counts only beside a sentence that says all is said (not a thanks alone).
  const saidAll = said.some((s, i) => closing[i] && SAID_ALL.test(lexicon.inEnglish(s)));
  // "É só. Obrigado e bom trabalho": two words at most beside a closing sentence, a "that's it"
  // in words no list holds as one as often as a remark; not the answer to a question the
  // message asks itself ("Elle est douce ? Oui, très. Merci").
  // "Na, passt eh. Baba …": a bare yes or ok, a filler beside it, too (not "Yes, she lied").
  const beside = (s: string) =>
    said.length >= 2 &&
    asked.size === 0 &&
    (wordsOf(s).length <= 2 || BARE_YES.test(lexicon.inEnglish(s)) || praisesTheTalk(s)) &&
    closing.some(Boolean);
  const each = said.every(
    (s, i) =>
      closing[i] ||
      unreadCourtesy(s, lexicon) ||
      beside(s) ||
      (saidAll && asksWhatMore(s, asked, lexicon)),
  );
  return each && (closing.some(Boolean) || (said.length >= 2 && words <= 5));
}
