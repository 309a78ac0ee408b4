import { fold } from '../../questionnaires/kinds/lexicons/reading-in.ts';

/**
 * "Moment, ganz am Anfang hab i Kollege gschrieben. Stimmt ned ganz: ab 2023 war i ihr
 * Oberkellner", "no início escrevi patrão, mas na verdade … eu era o gerente": a participant
 * pointing back at a word of their own earlier answer ("I wrote X"), with a place in the talk
 * and a correction said, to set it right. Which answer: the one earlier text answer that holds
 * the word written, when exactly one does. The message is then offered as that answer's new
 * wording, never stored unasked (referee-interview.ts).
 */

/**
 * "I wrote" in the five languages: a verb of writing one's answer (German and Swiss German
 * participles), never "I said" (which restates far more often than it corrects).
 */
const WROTE_AFTER =
  /(?<![\p{L}])(?:i (?:wrote|put|typed)|escrib[ií]|puse|j'ai (?:[ée]crit|mis|tap[ée])|escrevi|coloquei|pus)\s+(?:(?:que|qu'|that|["«„“'])\s*)?([\p{L}][\p{L}'’-]*)/iu;
const WROTE_BEFORE =
  /([\p{L}][\p{L}'’-]*)\s+(?:ge?schrieben|gschriebe?n?|gschribe|hingeschrieben|angegeben)(?![\p{L}])/iu;

/**
 * The correction said in so many words: "not quite", "wrong", "actually", "I meant"
 * ("Stimmt ned ganz", "mas na verdade", "en realidad", "en fait"). Without it a message that
 * recalls its own words restates them ("au début j'ai écrit qu'elle était timide, c'est
 * toujours vrai").
 */
const CORRECTS =
  /(?<![\p{L}])(?:not (?:quite |really )?(?:right|true|correct)|wrong|actually|i meant|stimmt (?:nicht|ned|net)|falsch|eigentlich|korrigier\p{L}*|en realidad|no es (?:as[ií]|cierto|correcto)|me equivoqu[ée]|corrijo|en fait|pas (?:tout [àa] fait )?(?:vrai|exact|juste)|je me suis tromp[ée]e?|na verdade|n[ãa]o [ée] (?:bem )?(?:assim|verdade|isso)|me enganei|corrigindo|corrigiendo|corrigeant|correcting)(?![\p{L}])/iu;

/** Words that name nothing of an answer: articles, pronouns, "very". */
const NAMES_NOTHING =
  /^(?:that|this|very|sehr|ganz|elle|ella|ela|muito|muy|tr[eè]s|eine?|einen|dass|que|qu|etwas|algo|quelque)$/iu;

/**
 * Where in the talk: "at the start", "earlier", "before" ("am Anfang", "vorher", "al
 * principio", "au début", "no início").
 */
const EARLIER =
  /(?<![\p{L}])(?:at (?:the )?(?:start|beginning|first)|earlier|before|first|(?:ganz )?am anfang|anfangs|vorher|vorhin|zuerst|al (?:principio|inicio|comienzo)|antes|primero|au d[ée]but|avant|tout [àa] l'heure|d'abord|no in[ií]cio|no come[çc]o|primeiro|l[áa] (?:em )?cima|lo de arriba|m[áa]s arriba|plus haut|(?:weiter )?oben|above|up there)(?![\p{L}])/iu;

/** The word said to have been written ("escrevi patrão", "Kollege gschrieben"), if one. */
/** "ele não era ferreiro não, era soldador", "no era mecánico, era soldador": the word denied. */
const DENIED_WORD =
  /(?<![\p{L}])(?:(?:n[ãa]o|no|not) (?:era|was)|(?:war|ist) (?:nicht|kein(?:e|en)?)|n'[ée]tait pas)\s+(?:(?:um|uma|un|una|une|a|an)\s+)?([\p{L}][\p{L}'’-]*)/iu;

function wordWritten(message: string): string | undefined {
  const word = (WROTE_AFTER.exec(message) ??
    WROTE_BEFORE.exec(message) ??
    DENIED_WORD.exec(message))?.[1];
  if (!word || word.length < 4 || /['’]/.test(word) || NAMES_NOTHING.test(fold(word))) {
    return undefined;
  }
  return fold(word);
}

/**
 * The key of the one earlier text answer a message points back at to set it right ("at the
 * start I wrote <word>. Not quite: …"), or undefined: no place in the talk, no correction said,
 * no word written named, or that word in no earlier answer or in more than one.
 */
export function earlierAnswerRecalled(
  message: string,
  answers: ReadonlyArray<{ key: string; text: string }>,
): string | undefined {
  if (!EARLIER.test(message) || !CORRECTS.test(message)) return undefined;
  const word = wordWritten(message);
  if (!word) return undefined;
  const holding = answers.filter((answer) =>
    (fold(answer.text).match(/\p{L}+/gu) ?? ([] as string[])).includes(word),
  );
  return holding.length === 1 ? holding[0]!.key : undefined;
}
