import type { Locale } from '../../../core/locale.ts';

/**
 * A yes said in irony (blind set 18, es-i74 "Sí, hombre … Ni de coña"): a refusal that opens
 * with the yes words. The CONTRACT gives consent only for a yes without a negation, and the
 * idioms below are negations that hold no "no": "ni de coña", "nem pensar", "sicher nicht",
 * "jamais", "no way". A yes with one of them anywhere is never a consent (asked again); an
 * ironic yes whose last sentence is the idiom alone ("Sí, hombre, ¡ni de coña!", "Claro, y
 * qué más", "Ja klar, sicher nicht", "C'est ça, oui… jamais", "Sim, claro… nem pensar",
 * "Yeah right, no way") is a refusal. Read on lower-cased text without addresses.
 */

/** A yes turned ironic by the words after it, in each language (only with an idiom below). */
const IRONIC_YES: Record<Locale, string> = {
  en: 'yeah,? right|yes,? right|oh,? sure|sure,? sure|sure,? (?:thing|buddy|pal|mate)|yeah,? sure|of course,? (?:of course|right)',
  es: '(?:sí|si),? (?:hombre|mujer|tío|tio|tía|tia|claro|seguro|cómo no|como no|ya|sí|si|por supuesto)|claro,? (?:hombre|mujer|claro|que sí|que si)|claro|ya,? claro|cómo no|como no',
  de: '(?:ja|na),? (?:klar|sicher|genau|natürlich|logo|ja)|klar doch|aber sicher|ja,? ne|jaja|ja ja',
  fr: "(?:c'est ça|c'est cela|mais oui|bien sûr|oui,? oui|ben voyons|mais bien sûr|oui,? bien sûr|oui,? c'est ça)(?:,? (?:oui|c'est ça|bien sûr))?",
  pt: '(?:sim|claro|pois),? (?:claro|sim|pois|com certeza)|tá bom|ta bom|pois sim|pois claro|ah,? claro|claro',
};

/** A refusal that holds no "no" word, in each language. */
const REFUSAL_IDIOMS: Record<Locale, string> = {
  en: 'no way|not a chance|fat chance|no chance|not in a million years|in your dreams|dream on|over my dead body|not happening|not on your life|hell no',
  es: 'ni de coña|ni de broma|ni en broma|ni hablar|ni loc[oa]|ni muert[oa]|ni en sueños|ni soñando|ni lo sueñes|ni de chiste|ni a palos|ni por asomo|ni pensarlo|ni cagando|ni en pedo|ni de vaina|y un jamón|y (?:qué|que) más|de ninguna manera|de ningún modo|de ningun modo',
  de: 'sicher nicht|bestimmt nicht|ganz sicher nicht|auf keinen fall|kommt nicht in frage|kommt nicht infrage|nie im leben|niemals|vergiss es|vergessen sie es|träum weiter|denkste|von wegen|keinesfalls|mitnichten',
  fr: 'jamais(?: de la vie)?|hors de question|même pas en rêve|meme pas en reve|tu rêves|vous rêvez|et puis quoi encore|certainement pas|sûrement pas|surement pas|pas question|dans tes rêves|dans vos rêves',
  pt: 'nem pensar(?: nisso)?|nem pensa|nem a pau|nem mort[oa]|nem sonhando|nem em sonhos?|nem que a vaca tussa|nem por sombras|de jeito nenhum|de maneira nenhuma|de forma nenhuma|nem ferrando|era só o que faltava|era so o que faltava',
};

const every = (table: Record<Locale, string>) =>
  Object.values(table)
    .filter(Boolean)
    .map((list) => `(?:${list})`)
    .join('|');

const IDIOM = every(REFUSAL_IDIOMS);

/** A refusal idiom anywhere in the text: a negation, whatever yes stands beside it. */
export const REFUSAL_IDIOM = new RegExp(`(?<![\\p{L}])(?:${IDIOM})(?![\\p{L}])`, 'u');

/** The message's opening ironic yes, after an interjection ("oh", "ah", "ay", "ach", "bah"). */
const IRONIC_OPENING = new RegExp(
  `^[^\\p{L}]*(?:(?:oh|ah|ay|ach|och|bah|pff+|ah bon)[\\s,.!…]+)?(?:${every(IRONIC_YES)})(?![\\p{L}])`,
  'u',
);

/** The idiom as a whole sentence, a leading "and" allowed ("¡y un jamón!"). */
const IDIOM_ALONE = new RegExp(`^(?:(?:y|e|und|et|and) )?(?:${IDIOM})$`, 'u');

/**
 * Idioms that may also ask in earnest ("Claro. ¿Y qué más?": what comes next): a refusal only
 * when not asked. "Et puis quoi encore ?!" is never asked in earnest.
 */
const ASKED_IN_EARNEST = /(?:qué|que) más$/u;

/** Where a sentence ends: a stop, an exclamation or question mark, a line, an emoji. */
const SENTENCE_BREAK = /[.!?…¡¿;\n]|\p{Extended_Pictographic}/u;

/** Words that give leave whatever tone they are said in ("pueden llamar", "go ahead"). */
export type LeaveGiven = (text: string) => boolean;

/**
 * An ironic yes refusing: the message opens with an ironic yes, its last sentence is a refusal
 * idiom alone (not asked, when it may ask in earnest), and nothing between
 * them gives leave ("Sí, claro, pueden llamar a todos. ¿A mi jefe? Ni de coña" is no irony).
 */
export function refusesInIrony(plain: string, givesLeave: LeaveGiven): boolean {
  const opening = IRONIC_OPENING.exec(plain);
  if (!opening) return false;
  const rest = plain.slice(opening[0].length);
  const sentences = rest.split(SENTENCE_BREAK).filter((part) => /\p{L}/u.test(part));
  const last = sentences.at(-1);
  if (last === undefined) return false;
  const idiom = last.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '').replace(/\s+/g, ' ');
  if (!IDIOM_ALONE.test(idiom)) return false;
  const asked = rest.slice(rest.lastIndexOf(last) + last.length).includes('?');
  if (asked && ASKED_IN_EARNEST.test(idiom)) return false;
  return !givesLeave(sentences.slice(0, -1).join(' '));
}
