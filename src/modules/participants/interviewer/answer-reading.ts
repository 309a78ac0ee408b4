import { CLOSING_FORMULA, CLOSING_LEAD_IN } from './closing-formulas.ts';
import { asksBack, isInstruction, saysNothingMore } from './referee-reading.ts';

/**
 * English primitives the question kinds' readers combine (issue 40, "Never
 * a guess"): the part of a message that counts after a correction, the
 * noise a phone adds, doubt, conditions, negation, places in a list. Each is
 * one language's words; a language brings its own (lexicon.ts).
 */

const APOSTROPHES = /[’‘`]/g;

/**
 * What opens a correction inside a message: "no - wait", "sorry, I meant",
 * "actually" after a pause, "make that", "scratch that". "Actually" inside a
 * sentence ("I was actually her manager") is no correction.
 */
const CORRECTION =
  /(?:(?:^|[.,;:!?…—–-]\s*|\bno\b\s*)(?:actually|wait|hang on|hold on|sorry|oops|correction|on second thoughts?|scratch that|no,? make (?:that|it)|rather)\b|\b(?:i meant(?: to say)?|i mean|what i meant was|make (?:that|it)|scratch that|or rather|i should have said|let me correct)\b)[\s.,;:!?…—–-]*/gi;

/** The part of a message that counts: what follows its last correction, when something does. */
export function settledPart(text: string): string {
  const plain = text.replace(APOSTROPHES, "'");
  const last = [...plain.matchAll(CORRECTION)].at(-1);
  if (!last) return plain;
  const rest = plain.slice(last.index + last[0].length);
  return /[\p{L}\p{N}]/u.test(rest) ? rest : plain;
}

/**
 * Where a pasted signature or a mail client's footer starts, on a line of its own; the
 * sign-offs of Spanish and Portuguese too ("Atte.", "Un saludo,", "Atenciosamente", "Abs").
 */
const SIGNATURE_START =
  /\n\s*(?:--|—|__|(?:best|kind|warm|many thanks(?: and)?)?\s*regards\b|best(?: wishes)?,?\s*$|cheers,?\s*$|thanks,?\s*$|thank you,?\s*$|(?:atte|att|atentamente|atenciosamente|cordialmente|(?:un |muchos )?saludos?(?: cordiales)?|sauda[çc][õo]es|abra[çc]os?|abrazos?|abs)\.?,?\s*$|(?:sent from my|enviado desde mi|enviado d[eo] meu|envoy[ée] (?:de|depuis) mon|gesendet von meine[mr])\b|von meine[mr] [^\n]{2,30}gesendet\s*$|get outlook\b|this (?:e-?mail|message) (?:and any|is confidential))/im;
const EMAIL = /[\w.%+-]+@[\w-]+(?:\.[\w-]+)+/g;
const URL = /\bhttps?:\/\/\S+|\bwww\.\S+/gi;
/** A phone number: nine digits or more, with the usual separators. */
const PHONE = /\+?\d[\d\s().-]{7,}\d/g;

/** A mail client's footer at the end of the message, on the same line, in the five languages. */
const FOOTER =
  /\s*(?:sent from my|get outlook for)\s+[\p{L}\s]{2,30}$|(?<=^|[.!?…])\s*(?:(?:enviado desde mi|enviado d[eo] meu|envoy[ée] (?:de|depuis) mon|gesendet von meine[mr])\s+[\p{L}\s]{2,30}|von meine[mr]\s+[\p{L}\s-]{2,30}gesendet)$/iu;

/**
 * The same footer run on after the last word with no stop, as a watch or a phone appends it
 * ("… bei mir Gesendet von meiner Apple Watch"): known by the capital it opens with, which a
 * sentence's own "enviado desde mi casa" does not have.
 */
const FOOTER_RUN_ON =
  /\s+(?:Gesendet von meine[mr]|Enviado desde mi|Enviado d[eo] meu|Envoy[ée] (?:de|depuis) mon)\s+[\p{L}\s]{2,30}$/u;

/** The text without a mail client's footer at its end ("Sent from my iPhone", "Gesendet von meiner Apple Watch"). */
function withoutFooter(text: string): string {
  return text.replace(FOOTER, '').replace(FOOTER_RUN_ON, '');
}

/** The message without a signature, "Sent from my iPhone", e-mails, links or phone numbers. */
export function withoutNoise(text: string): string {
  const cut = SIGNATURE_START.exec(text);
  const body = withoutFooter(cut && cut.index > 0 ? text.slice(0, cut.index) : text);
  return body
    .replace(EMAIL, ' ')
    .replace(URL, ' ')
    .replace(PHONE, (m) => (m.replace(/\D/g, '').length >= 9 ? ' ' : m))
    .trim();
}

/**
 * An address or a number said inside a sentence of its line ("write to me at
 * ana@x.com", "call me on 06 45 12 78 90 if need be"): part of what was
 * said, not a pasted signature. Three words before it on its line, or two
 * before and one after; a label ("T:", "Tel.", "Mobile phone:") is not a
 * sentence.
 */
function saidInSentence(text: string, at: number, length: number): boolean {
  const start = text.lastIndexOf('\n', at - 1) + 1;
  const end = text.indexOf('\n', at + length);
  const words = (part: string) => part.match(/\p{L}+/gu)?.length ?? 0;
  const before = words(text.slice(start, at));
  const after = words(text.slice(at + length, end < 0 ? undefined : end));
  return before >= 3 || (before >= 2 && after >= 1);
}

/**
 * withoutNoise for a free-text answer: the signature and footer go, and the
 * addresses, links and numbers that stand alone, but one said inside a
 * sentence stays (kept: whether any did, for the interviewer to confirm).
 */
export function withoutTextNoise(text: string): { text: string; kept: boolean } {
  const cut = SIGNATURE_START.exec(text);
  const body = withoutFooter(cut && cut.index > 0 ? text.slice(0, cut.index) : text);
  let kept = false;
  const unless = (m: string, at: number, whole: string) => {
    if (!saidInSentence(whole, at, m.length)) return ' ';
    kept = true;
    return m;
  };
  const cleaned = body
    .replace(EMAIL, unless)
    .replace(URL, ' ')
    .replace(PHONE, (m, at: number, whole: string) =>
      m.replace(/\D/g, '').length >= 9 ? unless(m, at, whole) : m,
    )
    .trim();
  return { text: cleaned, kept };
}

const HEDGE =
  /\b(?:maybe|perhaps|probably|prob|possibly|might|could be|i think|i guess|guess|i suppose|i believe|i reckon|i'd guess|not (?:really |quite |totally |entirely |100% )?sure|unsure|kind of|kinda|sort of|sorta|not really|i doubt|doubt it|(?:don't|do not) think so|if i had to (?:guess|pick|say)|hard to say|presumably|ish)\b|(?:\d|\b(?:one|two|three|four|five))\s*-?ish\b|\blike\s+(?:a\s+)?(?:\d|one|two|three|four|five)\b|\?\s*$/i;

/** Words of doubt: "probably", "I think", "maybe", "3ish", a trailing question mark. */
export function isHedged(text: string): boolean {
  return HEDGE.test(text.replace(APOSTROPHES, "'").trim());
}

const CONDITION =
  /\b(?:but only|only if|only for|only in|only as|unless|depends|depending|with (?:some )?reservations|on (?:one|a) condition|provided (?:that )?|as long as|but not (?:for|as|in)|in the right role|for the right role)\b/i;

/** An answer held to a condition: "yes but only in a senior role", "depends on the role". */
export function isQualified(text: string): boolean {
  return CONDITION.test(text);
}

const NEGATION = /n't\b|\b(?:not|never|no|nobody|nothing|neither|nor|without)\b/gi;

/** Two negations in one clause: "I wouldn't not hire her", "never without her". */
export function isDoubleNegative(text: string): boolean {
  return text
    .replace(APOSTROPHES, "'")
    .split(/[,;.!?…—–]|\s-\s/)
    .some((clause) => (clause.match(NEGATION) ?? []).length >= 2);
}

/** "not a peer", "except office", "anything but remote": what follows, up to the end of its clause. */
const NEGATED =
  /\b(?:not|never|except(?: for)?|anything but|everything but|but not|other than|rather than|instead of|apart from|no longer)\b\s+([^,;.!?…—–\n]*?)(?=\s+(?:but|and|so)\b|[,;.!?…—–\n]|$)/gi;

/** The text without the things it says are not meant, and those things. */
export function negatedParts(text: string): { kept: string; negated: string[] } {
  const plain = text.replace(APOSTROPHES, "'");
  const negated = [...plain.matchAll(NEGATED)].map((m) => m[1]!.trim()).filter(Boolean);
  return { kept: plain.replace(NEGATED, ' ').replace(/\s+/g, ' ').trim(), negated };
}

const FUNCTION_WORDS = new Set(
  (
    'a an the their his her my our your its them him me i we you they she he it is was were be been am are ' +
    "i'd id i'm im i'll ill i've ive would will do did does to of for in on at with by as and or but so " +
    'about around roughly like just only maybe probably perhaps say said give gave giving rate rated rating put call ' +
    'go going with lets let solid strong weak good great pretty very really quite definitely honestly hmm hmmm um uh ' +
    'well ok okay yes yeah yep no not out this that these those there here one think guess score mark marks overall ' +
    'then now also too over under almost nearly least most more less than lol haha sure absolutely easily a-ok ' +
    'hey hi oh ah err erm mate sorry thanks cheers wait actually meant mean make rather ' +
    'because since though although stars star points point tbh imo overall across board all round ' +
    'from if when where who what which how why can could should must may'
  ).split(' '),
);

/** Words that name nothing: articles, pronouns, fillers, "say", "give". */
export function isFunctionWord(word: string): boolean {
  return FUNCTION_WORDS.has(word.toLowerCase().replace(APOSTROPHES, "'"));
}

const ORDINALS = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
];
const ORDINAL =
  /\b(?:the\s+)?(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last|(\d{1,2})(?:st|nd|rd|th))\b/i;
const BARE_PLACE = /^\W*(?:(?:option|number|no\.?|#)\s*)?(\d{1,2})\W*$/i;

/** "the first one", "second", "the last", "2nd", "option 3" or "3" alone: a place in a list (the last is -1). */
export function placeSaid(text: string): number | null {
  const bare = BARE_PLACE.exec(text);
  if (bare) return Number(bare[1]) - 1;
  const m = ORDINAL.exec(text);
  if (!m) return null;
  if (m[1]!.toLowerCase() === 'last') return -1;
  return m[2] ? Number(m[2]) - 1 : ORDINALS.indexOf(m[1]!.toLowerCase());
}

/** "2 and 4", "1, 3 & 4": places said as figures only (0-based); empty when the message says more. */
export function placesSaid(text: string): number[] {
  if (!/^\W*\d{1,2}(?:\s*(?:,|&|\+|and|\s)\s*\d{1,2})+\W*$/i.test(text)) return [];
  return [...text.matchAll(/\d{1,2}/g)].map((m) => Number(m[0]) - 1);
}

/** "all of them", "all three", "both", "every one". */
export function saysAll(text: string): boolean {
  // "that's all", "c'est tout" (read so), "all good", "all the best": nothing more, or a
  // greeting, not every option; "all his benefits", "con todas sus prestaciones": all of
  // something of theirs, not every option.
  return /(?<!\b(?:that'?s|that is|thats|it'?s|it is)\s)\b(?:all(?! (?:(?:good|right|set|fine|done|ok|okay|the best)\b|(?:his|her|their|its|my|our|your|sus|su|seus|suas|ses|leurs|seine|ihre) (?=\p{L})))(?: of them| of the above| three| four| the options)?|every one|everything|each of them|both)\b/iu.test(
    text,
  );
}

/** "neither", "none of them", "none of these", "nothing". */
export function saysNoneOf(text: string): boolean {
  return /^\W*(?:neither|none|nothing)\b/i.test(text.trim());
}

const QUESTION_OPENING =
  /^\W*(?:what (?:do|does|did|is|are|was)|what's|whats|which|how (?:do|does|did|is|are|should|would)|is (?:it|that|this|\d)|does|do you|can you|could you|should i|sorry what|meaning)\b/i;

/**
 * A question back, with or without its question mark: "is 5 the best?",
 * "what does 3 mean", "what do you mean by partner?".
 */
export function asksBackAnyway(text: string): boolean {
  if (asksBack(text)) return true;
  const plain = text.trim();
  return (
    !/[.!;\n]/.test(plain.replace(/[.!]+$/, '')) &&
    plain.split(/\s+/).length <= 10 &&
    QUESTION_OPENING.test(plain)
  );
}

/** "no, I don't want to add anything", "never mind", "nop", "gotta go": nothing given as an answer. */
const NOTHING_SAID =
  /^\W*(?:(?:no|nope|nop|nah)\W+)?(?:(?:i )?(?:don'?t|do not) (?:want|have|need) (?:to add )?anything(?: (?:else|more))?|never ?mind|nop|nothing at all|not a thing|(?:look |sorry |ok )*(?:i )?(?:really )?(?:have to|got to|gotta|need to|must) (?:go|run|leave)(?: now)?|gtg|g2g)\W*$/i;

/** Nothing given as an answer: "no", "nothing really", "no thanks", "good luck to her!", "gotta go", an instruction. */
export function saysNothing(text: string): boolean {
  const plain = text.replace(APOSTROPHES, "'").trim();
  return (
    saysNothingMore(plain) ||
    NOTHING_SAID.test(plain) ||
    isInstruction(plain) ||
    pointsElsewhere(plain)
  );
}

/**
 * "See above", "it's all in the reference letter 👆", "see attached", and a file's name alone
 * ("📎 reference_letter.pdf"): the whole message points at another text, which the chat cannot
 * read, so it answers nothing (the question is asked again). Words after the pointer ("see
 * above, but mostly her patience") are an answer.
 */
export function pointsElsewhere(text: string): boolean {
  return POINTER.test(text) || FILE_ALONE.test(text);
}

const DOCUMENT =
  '(?:attached (?:file|letter|document)|attachment|cv|resume|(?:reference )?letter|file|pdf|document)';
const POINTER = new RegExp(
  `^[^\\p{L}\\p{N}]*(?:(?:it'?s|it is|that'?s|all|is|everything(?:'s| is)?|already|honestly)\\s+)*(?:see above|as (?:said |written |mentioned )?above|see (?:the )?(?:${DOCUMENT}|attached)|in (?:the|my) ${DOCUMENT}|(?:as i )?(?:said|wrote|answered|mentioned) (?:it )?(?:above|before|earlier))[^\\p{L}\\p{N}]*$`,
  'iu',
);
const FILE_ALONE =
  /^[^\p{L}\p{N}]*[^\s/\\]+\.(?:pdf|docx?|odt|rtf|jpe?g|png|heic)[^\p{L}\p{N}]*$/iu;

/**
 * A letter's closing formula, on a line of its own or after a sentence ends ("Nein, danke. Mit
 * freundlichen Grüßen"), in the four languages and English, the official letter's lead-in before
 * it too ("Sem mais para o momento, renovo protestos de elevada estima e consideração", "Sin otro
 * particular, me despido atentamente"): it and what follows it (a name, a title: the signature)
 * are no part of any answer.
 */
const CLOSING_ITEM = `(?:${CLOSING_LEAD_IN}|${CLOSING_FORMULA})`;
const CLOSING_CHAIN = new RegExp(
  `(?:^|\\n|(?<=[.!?…])[ \\t]+)[ \\t]*(?:${CLOSING_ITEM}[ \\t]*[,;]?[ \\t]+)*?${CLOSING_FORMULA}(?:[ \\t]*[,;]?[ \\t]+${CLOSING_ITEM})*[ \\t]*[,.!]?`,
  'giu',
);
/** Lead-ins alone ("Sem mais para o momento."): a closing only when a signature follows. */
const LEAD_IN_CHAIN = new RegExp(
  `(?:^|\\n|(?<=[.!?…])[ \\t]+)[ \\t]*${CLOSING_LEAD_IN}(?:[ \\t]*[,;]?[ \\t]+${CLOSING_LEAD_IN})*[ \\t]*[,.!]?`,
  'giu',
);

/** A name as a signature gives it: capitalised words, a title before them ("Dr.", "Lic.", "Subtenente"). */
const SIGNATURE_NAME =
  /^(?:(?:[Dd]ra?|[Pp]rof(?:a|ª)?|[Ll]ic(?:da?)?|[Ii]ng|[Aa]rq|[Ee]ng|M[rs]s?|Sra?|Srta|Me|Mme|Mlle|M|Dipl\.-Ing|Mag)\.?\s+)*\p{Lu}[\p{L}'’.-]*(?:\s+(?:\p{Lu}[\p{L}'’.-]*|d[aeo]s?|del|van|von|der|zu|le|la|du|e|y|i)){0,6}$/u;

/**
 * A signature's lines: short (eight words at most), none of them a sentence (a stop at the end
 * of more than four words; "Directora de RR.HH." ends on an abbreviation).
 */
function signatureLines(lines: readonly string[]): boolean {
  return lines.every((line) => {
    const words = line.split(/\s+/).length;
    return words <= 8 && !/[!?…]$/.test(line) && !(words > 4 && /\.$/.test(line));
  });
}

/**
 * What follows a closing: nothing, a name on its line, then anything on the lines below; when
 * the closing opens the message (a greeting at the top, "Saludos,\nLa recomiendo…", is no
 * closing), only a signature: a name, then short lines that are no sentences.
 */
function signatureAfter(tail: string, opens: boolean, needsName: boolean): boolean {
  const [line = '', ...below] = tail.split('\n').map((l) => l.trim());
  if (line !== '' && !SIGNATURE_NAME.test(line)) return false;
  const rest = below.filter(Boolean);
  if (needsName && line === '' && rest.length === 0) return false;
  if (!opens) return true;
  if (line === '' && rest.length > 0 && !SIGNATURE_NAME.test(rest[0]!)) return false;
  return signatureLines(rest);
}

/** Where a closing and its signature start, or -1. */
function closingAt(text: string, chain: RegExp, needsName: boolean): number {
  for (const m of text.matchAll(chain)) {
    const start = m.index + (m[0].length - m[0].trimStart().length);
    if (signatureAfter(text.slice(m.index + m[0].length), start === 0, needsName)) return start;
  }
  return -1;
}

/**
 * The message without a closing formula and the signature after it ("Nein, danke." of "Nein,
 * danke. Mit freundlichen Grüßen\nMarja Kral"); empty when the message is nothing else
 * ("Hochachtungsvoll\nDr. Hans Meier", "Sem mais para o momento, renovo protestos de elevada
 * estima e consideração.\nMarta Toledo\nDiretora").
 */
export function withoutClosingFormula(text: string): string {
  const formula = closingAt(text, CLOSING_CHAIN, false);
  const at = formula >= 0 ? formula : closingAt(text, LEAD_IN_CHAIN, true);
  return at < 0 ? text : text.slice(0, at).trim();
}

/** Words that open a question in the four languages and English ("Um welche …?", "¿podría …?", "Quelle …?"). */
const INTERROGATIVE =
  /^(?:¿|(?:um |an |mit |von |für |fuer )?(?:welche[rsnm]?|wer|wen|wem|was|wie|wo|warum|wieso|weshalb|wann|können sie|koennen sie|könnten sie|koennten sie|meinen sie)(?![\p{L}])|(?:de |a |con |para |por )?(?:qué|quién|quiénes|cuál|cuáles|cómo|dónde|cuándo|por qué|podría|puede|podrían|pueden)(?![\p{L}])|(?:de |à |a |avec |pour )?(?:quel(?:le)?s?|qui|quoi|comment|pourquoi|où|quand|pouvez-vous|pourriez-vous|est-ce que|de quelle)(?![\p{L}])|(?:de |a |com |para |por )?(?:qual|quais|quem|como|onde|quando|porquê|por que|pode|poderia|podia)(?![\p{L}])|(?:which|who|what|how|why|where|when|could you|can you|do you mean)(?![\p{L}]))/iu;

/**
 * A question back to the interviewer inside a text answer ("Bevor ich antworte: Um welche Frau
 * Wjeńkowa handelt es sich?", "¿podría indicarme de qué persona se trata?"): a sentence, or the
 * part after a colon or a comma, that opens with a question word and ends with a question mark.
 * Never an answer, whatever else the message says.
 */
export function asksBackInText(text: string): boolean {
  const questions = text.match(/[^.!?\n]*\?/gu) ?? [];
  return questions.some((sentence) =>
    sentence
      .split(/[:;,]/)
      // Three words at least: a tag ("su jefa, ¿no?", "c'est ça, non ?") asks nothing back.
      .some(
        (part) => (part.match(/\p{L}+/gu)?.length ?? 0) >= 3 && INTERROGATIVE.test(part.trim()),
      ),
  );
}

/**
 * The question asked, quoted before the answer as a chat app quotes a message it replies to
 * ("«¿Tiene en vigor la licencia?» La TIP, sí", "> Del 1 al 5, ¿cómo …?\n4"): the answer after
 * it, or the message as it is. Only a quote of the question asked (most of its words in the
 * prompt): another question quoted is a question back, or an answer to that one.
 */
export function withoutQuotedQuestion(message: string, prompt: string): string {
  const quoted = QUOTED_QUESTION.exec(message);
  if (!quoted) return message;
  const rest = message.slice(quoted[0].length).trim();
  if (!/[\p{L}\p{N}]/u.test(rest)) return message;
  const words = (text: string) => text.toLowerCase().match(/\p{L}{3,}/gu) ?? [];
  const asked = new Set(words(prompt));
  const said = words(quoted[1] ?? quoted[2] ?? '');
  const shared = said.filter((w) => asked.has(w)).length;
  return said.length > 0 && shared * 3 >= said.length * 2 ? rest : message;
}

/** A question in quotation marks, or on a first line opened by ">", at the start of a message. */
const QUOTED_QUESTION =
  /^\s*(?:[«"“„‘']\s*([^«»"“”„\n]*\?)\s*[»"”“’']|>\s*([^\n]*\?)[^\S\n]*\n)[\s:,.–—-]*/u;
