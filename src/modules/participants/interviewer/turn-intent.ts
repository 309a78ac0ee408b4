/**
 * What a referee's message does besides answering (issue 40, CONTRACT
 * "Never a guess"): answers a confirmation, says nothing more, steps away,
 * or carries a doubt that makes a reading worth confirming. Phrase detectors
 * only: a decline, a skip and "I don't know" are the readers' own
 * (referee-reading.ts isDecline, isSkip, isDontKnow, which every kind's
 * reader refuses through the lexicon's isNonAnswer); the readers of values
 * are the kinds' `read`.
 */

const squash = (text: string) =>
  text.toLowerCase().replace(/[’‘`]/g, "'").replace(/\s+/g, ' ').trim();

/** A text answer that answers nothing ("yes" to "what are her strengths?", "ok", "thanks"). */
export function isEmptyTextAnswer(text: string): boolean {
  const t = squash(text)
    .replace(/[^a-z' ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return /^(?:yes|yeah|yep|yup|y|sure|ok|okay|k|thanks|thank you|ty|cool|great|fine|hi|hello|hey|lol|hm+|um+|ja|si|sí|oui|sim)?$/.test(
    t,
  );
}

/** "no", "no thanks", "nothing", "none": nothing more to say on an optional text question. */
export function saysNoneOnText(text: string): boolean {
  const t = squash(text)
    .replace(/[^\p{L}' ]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (
    t !== '' &&
    /^(?:(?:no|nope|nah|não|nao|nein|non)\b ?)?(?:thanks|thank you|obrigad[oa]|danke|merci|gracias|i don't (?:want|need) to add anything|i don't have anything (?:else |more )?to add|nothing (?:else |more )?to add)?$/.test(
      t,
    )
  )
    return true;
  return /^(?:no|nope|nah|no thanks|no thank you|nothing|nothing else|none|nothing more|that's all|thats all|that's it|thats it|all good|no that's all|no thats all|no that's it|nothing to add|not really|nothing really|no never mind|never mind|nevermind|n|no nothing|nope nothing|nein|nein danke|nada|non|rien|não)$/.test(
    t,
  );
}

/**
 * "nothing more", "that's all", "nothing to add" (read in English words:
 * "nada más", "nichts weiter", "rien d'autre", "nada mais"): the referee is
 * done talking, which answers no question, so a required text question is
 * still needed. Narrower than saysNoneOnText (an optional question's "no,
 * thanks"): only the words that say nothing more is coming.
 */
export function saysOnlyNothingMore(text: string): boolean {
  const t = squash(text)
    .replace(/[^\p{L}' ]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return /^(?:(?:no|nope|nah|não|nao|nein|non) )?(?:nothing (?:more|else|further)(?: to (?:add|say))?|nothing to add|(?:that's|thats|that is) (?:all|it|everything)(?: from me)?)(?: thanks| thank you)?$/u.test(
    t,
  );
}

/**
 * The reply to a confirmation: true for a plain yes, false for a plain no,
 * null for anything else (then the message is read as a new answer).
 */
export function readConfirmReply(text: string): boolean | null {
  // "ok, 3" answers a question, not the confirmation.
  if (/\d/.test(text)) return null;
  const t = squash(text)
    .replace(/[^a-z' ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (
    /^(?:yes|yeah|yea|yep|yup|ya|y|sure|correct|right|that's right|thats right|that is right|exactly|confirmed|confirm|ok|okay|indeed|absolutely|yes please|yes correct|yes that's right|yes thats right|yes that is right|si|sí|ja|oui|sim)$/.test(
      t,
    )
  )
    return true;
  if (
    /^(?:no|nope|nah|n|wrong|not right|that's wrong|thats wrong|that's not right|thats not right|incorrect|not quite|no that's wrong|no thats wrong|no wrong|nein|non|não)$/.test(
      t,
    )
  )
    return false;
  return null;
}

const NUMBER_WORD =
  /\b(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|hundred|half|dozen|couple|few)\b/g;

/** An amount with a half or a quarter: "two and a half", "1 1/2", "1½" (the whole kept). */
const ONE_AND_A_HALF = /\b(\w+) and a half\b|\b(\d+)(?:\s+[13]\/[24]\b|\s*[½¼¾])/g;
/** Thousands in groups of three, one separator throughout, a decimal part after ("1 500", "1.234,5"). */
const GROUPED_FIGURE = /(?<![\d.,])[1-9]\d{0,2}([ .,])\d{3}(?:\1\d{3})*(?:[.,]\d+)?(?!\d)/g;

/**
 * Why a reading of this message might be wrong however sure its reader is:
 * a hedge, a range, a correction, a negation, a question, several numbers,
 * or a unit the question did not ask in. A reading of such a message is
 * confirmed, never stored straight away.
 */
export function doubtIn(
  text: string,
  prompt: string,
  options: { several?: boolean; corrections?: boolean; units?: boolean } = {},
): boolean {
  const t = squash(text);
  if (t.includes('?')) return true;
  if (
    /\b(?:probably|maybe|perhaps|possibly|around|about|roughly|approx\w*|ish|guess|think|reckon|suppose|kind of|sort of|somewhere|between|almost|nearly|close to|or so|at least|at most|more or less|over|under|less than|more than|not sure|unsure|depends|mostly|sometimes|generally|i'd say|id say|would say|tough|hard to)\b|-ish\b/.test(
      t,
    )
  )
    return true;
  if (
    options.corrections !== false &&
    /\b(?:actually|wait|sorry|i mean|meant|scratch|make that|no no|correction|change|instead|rather)\b/.test(
      t,
    )
  )
    return true;
  if (
    /\b(?:not|never|don't|dont|didn't|didnt|isn't|wasn't|nor|neither|but|though|although|except)\b|n't\b/.test(
      t,
    )
  )
    return true;
  // "two and a half", "1 1/2", "1½": one amount, not two figures nor a range.
  const amounts = t
    .replace(ONE_AND_A_HALF, '$1$2')
    // "1 500", "1.234,5", "12 000 000": one figure in groups of three, not several.
    .replace(GROUPED_FIGURE, (figure) => figure.replace(/[ .,](?=\d{3})/g, ''));
  const numbers = new Set([
    ...(amounts.match(/\d+(?:[.,]\d+)?/g) ?? []),
    ...(amounts.match(NUMBER_WORD) ?? []),
  ]);
  if (numbers.size > 1 && options.several !== false) return true;
  if (/\d\s*(?:-|–|to|or|\/)\s*\d/.test(amounts) && !/\d\s*\/\s*(?:5|10)\b/.test(amounts))
    return true;
  if (/\b\w*\d\w*[a-z]\w*\b|\b[a-z]+\d/.test(t.replace(/\b\d+(?:st|nd|rd|th|s)\b/g, '')))
    return true;
  const p = squash(prompt);
  if (options.units === false) return false;
  for (const unit of ['day', 'week', 'month', 'year', 'hour', 'people', 'person', 'percent']) {
    const inText = new RegExp(`\\b${unit}s?\\b`).test(t) || (unit === 'year' && /\byrs?\b/.test(t));
    if (inText && !new RegExp(`\\b${unit}s?\\b`).test(p)) return true;
  }
  return false;
}

/** "I really have to go", "got to run, will finish later", "I'll get back to you": the referee steps away; nothing is an answer. */
export function saysLeaving(text: string): boolean {
  const t = squash(text);
  return /\b(?:(?:have|need|got|gotta) to (?:go|run|leave|dash)|gotta (?:go|run)|(?:will|i'll|ill|can i) (?:finish|continue|come back|do (?:this|the rest)) later|finish (?:this )?later|back later|brb|be right back|in a meeting|call you back|(?:i'll|ill|i will|will) get back to you)\b/.test(
    t,
  );
}

const stem = (word: string) => word.toLowerCase().slice(0, 6);

/** Words that name a question by its purpose, beside its label and key. */
const PURPOSE_NAMES: Record<string, string[]> = {
  rehire: ['hire', 'rehire'],
  strengths: ['strength'],
  concerns: ['improv', 'weakne', 'develo'],
  relationship: ['relati'],
  tenure: ['month', 'year', 'years', 'long'],
};

/**
 * Whether a message names a question (its label, its key's words, or its
 * purpose): what lets an answer be filed under a question other than the
 * one asked (CONTRACT "Never a guess").
 */
export function namesQuestion(
  text: string,
  question: { key: string; label?: string | undefined; purpose?: string | undefined },
): boolean {
  const words = squash(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const has = (name: string) => words.some((word) => word.startsWith(stem(name)));
  const all = (name: string) =>
    name
      .split(/[^\p{L}]+/u)
      .filter((w) => w.length >= 3)
      .every(has);
  if (question.label && all(question.label)) return true;
  // "technical 4" names "Technical skill": a label's first word, when it is a long one.
  const first = question.label?.split(/[^\p{L}]+/u).find(Boolean) ?? '';
  if (first.length >= 6 && has(first)) return true;
  const keyWords = question.key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
  if (all(keyWords)) return true;
  return (PURPOSE_NAMES[question.purpose ?? ''] ?? []).some(has);
}

/**
 * The clauses of a message that name a question ("Ownership 5" of "Ownership 5, craft
 * maybe 3"): where a doubt about that question's answer would be.
 */
export function clausesNaming(
  text: string,
  question: { key: string; label?: string | undefined; purpose?: string | undefined },
): string {
  const clauses = text.split(/[,;.!?\n]+|\s(?:and|but)\s/i).filter((c) => c.trim() !== '');
  const naming = clauses.filter((clause) => namesQuestion(clause, question));
  return naming.length > 0 ? naming.join(', ') : text;
}

/**
 * "Deal?", "ok?", "¿Trato?", "¿Vale?", "Einverstanden?", "D'accord ?", "Combinado?": a sentence of
 * its own that only asks the interviewer to agree. After a comma it is a tag ("su jefa, ¿vale?").
 */
const AGREEMENT_ASKED =
  /(?:^|[.!…:;\n])[\s"«»“”]*¿?\s*(?:deal|ok(?:ay)?|alright|all right|agreed|sounds? good|fair enough|is that (?:ok(?:ay)?|alright|fine)|trato|vale|de acuerdo|te parece|le parece|te va|hecho|conforme|einverstanden|abgemacht|passt (?:das|Ihnen das)|geht (?:das|klar)|in ordnung|d['’]accord|ça vous va|ca vous va|ça marche|ca marche|ça vous convient|ca vous convient|entendu|marché conclu|marche conclu|combinado|fechado|pode ser|t[áa] bom|tudo bem|beleza|de acordo|topa|topas)\s*\?+[\s"«»“”!.]*$/iu;

/** The message, a statement before it, ends by asking the interviewer to agree ("… ¿Trato?"). */
export function asksToAgree(text: string): boolean {
  const m = AGREEMENT_ASKED.exec(text.trim());
  return m !== null && /[\p{L}\p{N}]/u.test(text.slice(0, m.index));
}

/** Answering, said by the one who answers ("I'll answer", "te contesto", "ich beantworte", "je réponds", "respondo"). */
const ANSWER_VERB =
  '(?:answer|reply to|contesto|contestaré|contestare|respondo|responderé|respondere|le contesto|te respondo|beantworte|antworte|réponds|reponds|répondrai|repondrai|responderei|respondo)';
/** All of it ("everything", "todo", "alles", "tout", "tudo", "todas las preguntas"). */
const ALL_OF_IT =
  '(?:everything|all(?: (?:the|your))?(?: questions)?|anything|todo|todas?(?: las preguntas)?|alles|allem|alle(?: Fragen)?|tout|toutes(?: les questions|vos questions)?|tudo|todas?(?: as perguntas)?)';
/** But not some ("except", "menos", "außer", "sauf", "menos", "tirando"). */
const EXCEPT =
  '(?:but|except|apart from|other than|save|menos|salvo|excepto|quitando|außer|ausser|bis auf|sauf|hormis|excepté|excepte|à part|a part|exceto|tirando|fora)';
/**
 * "I'll answer everything but the leadership one", "te contesto a todo menos a lo del
 * liderazgo", "ich beantworte alles außer …", "je réponds à tout sauf …", "respondo tudo menos
 * …": terms set on what will be answered, no answer to the question asked.
 */
const TERMS_SET = new RegExp(
  `(?<![\\p{L}])${ANSWER_VERB}(?:\\s+\\p{L}+){0,2}?\\s+(?:a\\s+|à\\s+|a\\s+|auf\\s+)?${ALL_OF_IT}[\\s,]+${EXCEPT}(?![\\p{L}])`,
  'iu',
);

/** The message sets terms on what the referee will answer. */
export function setsTerms(text: string): boolean {
  return TERMS_SET.test(text.replace(/[’‘`]/g, "'"));
}

/**
 * "…, pero a los clientes los trata de lujo. Un 5", "… avec patience. 4", "… Note: 4/5": a text
 * that closes on a mark out of five, a sentence of its own: a rating said with its reason.
 */
const CLOSING_MARK =
  /(?:^|[.!…;,:\n-])\s*(?:(?:a|an|un|una|une|um|uma|eine?|note|nota|mark|grade|rating)\s+)?[1-5](?:\s*(?:\/|de|sur|von|out of|of)\s*5)?\s*(?:stars?|estrellas?|étoiles?|etoiles?|sterne?|estrelas?)?\s*[.!]*\s*$/iu;

export function closesOnAMark(text: string): boolean {
  const m = CLOSING_MARK.exec(text.trim());
  return m !== null && /\p{L}{3,}/u.test(text.slice(0, m.index));
}
