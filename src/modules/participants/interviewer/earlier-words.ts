/**
 * "Moment, ganz am Anfang hab i Kollege gschrieben. Stimmt ned ganz: ab 2023 war i ihr
 * Oberkellner", "no início escrevi patrão, mas na verdade … eu era o gerente": a participant
 * pointing back at a word of their own earlier answer ("I wrote X") to set it right. Which
 * answer: the one earlier text answer that holds the word the clause of "I wrote" names, when
 * exactly one does. The message is then offered as that answer's new wording, never stored
 * unasked (referee-interview.ts).
 */

/** "I wrote", "I said", "I put" in the five languages (German and Swiss German participles). */
const WROTE =
  /(?<![\p{L}])(?:i (?:wrote|said|put|answered)|escrib[ií]|puse|dije|contest[eé]|ge?schrieben|gschriebe?n?|gschribe|gesagt|gsagt|j'ai (?:[ée]crit|mis|dit|r[ée]pondu)|(?:[ée]crit|mis|dit) au d[ée]but|escrevi|coloquei|respondi)(?![\p{L}])/iu;

/**
 * Where in the talk: "at the start", "earlier", "before" ("am Anfang", "vorher", "al
 * principio", "au début", "no início"). Without it "I wrote" restates ("wie gesagt, sie war
 * immer pünktlich", "como dije, …": as I said), which corrects nothing.
 */
const EARLIER =
  /(?<![\p{L}])(?:at (?:the )?(?:start|beginning|first)|earlier|before|first|(?:ganz )?am anfang|anfangs|vorher|vorhin|zuerst|oben|al (?:principio|inicio|comienzo)|antes|arriba|primero|au d[ée]but|avant|tout [àa] l'heure|plus haut|d'abord|no in[ií]cio|no come[çc]o|l[áa] em cima|primeiro)(?![\p{L}])/iu;

/** "As I said", which restates: "wie gesagt", "como dije", "comme je l'ai dit", "como disse". */
const AS_SAID =
  /(?<![\p{L}])(?:as i (?:said|wrote)|wie (?:ge|g)?sagt|wie (?:ge|g)?schrieben|como (?:le |te )?(?:dije|escrib[ií])|comme (?:je l'ai |j'ai )?(?:dit|[ée]crit)|como (?:eu )?(?:disse|escrevi))(?![\p{L}])/iu;

const CLAUSES = /[,;:.!?\n]+/u;

/** The words worth matching: four letters or more, folded (case and accents). */
function wordsOf(text: string): Set<string> {
  const folded = text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  return new Set(folded.match(/\p{L}{4,}/gu) ?? []);
}

/**
 * The key of the one earlier text answer a message points back at ("I wrote <word>"), or
 * undefined: no "I wrote", no word of its clause in an earlier answer, or in more than one.
 */
export function earlierAnswerRecalled(
  message: string,
  answers: ReadonlyArray<{ key: string; text: string }>,
): string | undefined {
  const clause = message
    .split(CLAUSES)
    .find((part) => WROTE.test(part) && EARLIER.test(part) && !AS_SAID.test(part));
  if (!clause) return undefined;
  const named = wordsOf(clause.replace(WROTE, ' ').replace(EARLIER, ' '));
  const holding = answers.filter((answer) => {
    const said = wordsOf(answer.text);
    return [...named].some((word) => said.has(word));
  });
  return holding.length === 1 ? holding[0]!.key : undefined;
}
