import type { ContactLexicon } from '../../questionnaires/kinds/contact.reader.ts';
import { findRelationship } from './extract.ts';

/**
 * The words the contact reader (questionnaires/kinds/contact.reader.ts)
 * names people with. One list holds the five languages participants are
 * served in today; a language with its own lexicon brings its own lists
 * (filler words, "and", list joiners, pronouns, countries).
 */

/** A word or phrase on its own, not inside another word (`\b` is ASCII-only: "sí", "não"). */
export const wholeWord = (alternatives: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}-])(?:${alternatives})(?![\\p{L}\\p{N}]|-\\p{L})`, 'iu');

const words = (list: string) => new Set(list.split(/\s+/).filter(Boolean));

export const CONTACT_WORDS: ContactLexicon = {
  fillers: words(
    // "So", "Sure!", "Here's", and the possessives and articles of the five languages
    // ("Mi jefa", "Meine Kollegin", "Ma responsable", "Meu gestor").
    "so here's heres well um uh hey hi hello hola hallo bonjour olá ola " +
      'mi mis mío mía meine mein meinen meiner meinem ma mon mes meu minha meus minhas ' +
      'el la las los le les un une una uno um uma ein eine einen die der das des del ' +
      'es ist est era war é is sí si ja oui sim non nein não nao bitte também auch aussi también ' +
      'references referees références referencias referências referenzen referências',
  ),
  common: words(
    'my her his their our the a an and or she he they i we you it is was at of from for with ' +
      'manager supervisor boss colleague coworker co-worker peer teammate client customer mentor ' +
      'teacher professor friend former current senior junior lead director head email e-mail phone ' +
      'mobile number yes no also another referee reference hi hello thanks thank please ok okay ' +
      'sure yeah yep absolutely definitely certainly course fine great consent agreed ' +
      "that that's this these those there here it's i'm let's sorry oops actually remove delete " +
      'drop scratch forget wait hmm well oh old new best worked works boss ceo cto vp founder ' +
      'everyone everybody all done one two three first second third last',
  ),
  particles: words('van von der den de da del della di du dos das do la le ter ten bin al y'),
  // Not "with" or "for": people follow them as often ("I worked for Jane").
  organisationPrepositions: words('at in of on'),
  nameCues: ['name is', 'called', 'named'],
  and: ['and', '&', 'et', 'und', 'y', 'e'],
  joiners: ['and', 'also', 'plus'],
  itemOpeners: ['my', 'her', 'his', 'a', 'an', 'also', 'another', 'the'],
  pronouns: ['her', 'his', 'their', 'she', 'he', 'they'],
  countries: [
    [
      'GB',
      wholeWord(
        'uk|u\\.k\\.|united kingdom|britain|british|england|english number|scotland|wales|london',
      ),
    ],
    ['DE', wholeWord('germany|german|deutschland|deutsche?|berlin|munich|münchen')],
    ['FR', wholeWord('france|french|française?|paris')],
    ['ES', wholeWord('spain|spanish|españa|español(?:a)?|madrid|barcelona')],
    ['PT', wholeWord('portugal|portuguese|português|portuguesa|lisbon|lisboa|porto')],
    ['BR', wholeWord('brazil|brasil|brazilian|brasileir[oa]|são paulo|sao paulo|rio de janeiro')],
    ['IE', wholeWord('ireland|irish|dublin')],
    ['NL', wholeWord('netherlands|holland|dutch|amsterdam')],
    ['IT', wholeWord('italy|italia|italian|rome|milan')],
    ['CA', wholeWord('canada|canadian|toronto')],
    ['AU', wholeWord('australia|australian|sydney')],
    ['IN', wholeWord('india|indian|bangalore|mumbai')],
    ['MX', wholeWord('mexico|méxico|mexican')],
    ['US', wholeWord('u\\.s\\.|usa|united states|america|american')],
  ],
  relationship: findRelationship,
};
