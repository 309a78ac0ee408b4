import { type CountryCode, getCountries } from 'libphonenumber-js';
import type { Locale } from '../../../core/locale.ts';
import { escapeRegExp } from '../../../core/regexp.ts';
import type { ContactLexicon } from '../../questionnaires/kinds/contact.reader.ts';
import { LANGUAGE_WORDS, type LanguageWords } from '../../questionnaires/kinds/lexicons/index.ts';
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

/**
 * Kin said of someone, beside a first name ("ihr Mann Peter", "Peter (Ehemann)", "su hijo
 * Pedro", "son mari Pierre", "o filho dela, Pedro", "her husband Peter"): one through whom a
 * referee is reached, in the five languages.
 */
const KIN =
  'husband|wife|son|daughter|brother|sister|father|mother|nephew|niece|grandson|granddaughter|son-in-law|daughter-in-law|' +
  'mann|ehemann|gatte|gatten|gattin|ehefrau|lebensgefährte|lebensgefährten|lebensgefährtin|sohn|tochter|bruder|schwester|vater|mutter|neffe|nichte|enkel|enkelin|schwiegersohn|schwiegertochter|' +
  'marido|esposo|esposa|hijo|hija|hermano|hermana|padre|madre|sobrino|sobrina|nieto|nieta|yerno|nuera|' +
  'mari|époux|epoux|épouse|epouse|fils|fille|frère|frere|sœur|soeur|père|pere|mère|mere|neveu|nièce|niece|gendre|belle-fille|' +
  'filho|filha|irmão|irmao|irmã|irma|pai|mãe|mae|sobrinho|sobrinha|neto|neta|genro|nora';
/** The candidate's own ("mein Mann", "my wife", "mi hijo", "ma sœur", "o meu irmão"): another matter. */
const MY = 'mein|meine|meinem|meinen|meiner|my|mi|mis|mon|ma|mes|meu|minha';
/** Words of a go-between before the name ("erreichbar über Peter", "through Peter", "par Pierre"). */
const THROUGH =
  "über|ueber|via|through|por medio de|a través de|a traves de|par l’intermédiaire de|par l'intermédiaire de|par|através d[oa]|atraves d[oa]|por intermédio d[oa]";
/** What a go-between does, after the name ("Peter hat die Nummer", "Peter gibt weiter"). */
const PASSES_ON =
  'hat (?:die|seine|ihre|deren) (?:handy)?nummer|weiß bescheid|weiss bescheid|gibt (?:es |das |alles )?weiter|leitet (?:es |das )?weiter|richtet (?:es |das )?aus|' +
  'has (?:the|her|his) number|will pass (?:it )?on|passes (?:it )?on|se lo (?:pasa|dice)|tiene (?:el|su) número|transmet|fera suivre|a (?:le|son) numéro|passa (?:o )?recado|tem o número';

/**
 * The first name is said of someone named in passing: a kin of someone (not the candidate's
 * own) or a go-between through whom a referee is reached ("Handy von ihrem Mann Peter",
 * "Peter, ihr Sohn, 0905 …", "erreichbar über Peter", "Peter hat die Nummer").
 */
export function namedInPassing(message: string, firstName: string): boolean {
  const { name, kinBefore, inPassing } = passingPatterns(firstName);
  // Each pattern holds the name: a message without it matches none.
  if (!name.test(message)) return false;
  const kin = kinBefore.exec(message);
  if (kin && !MY_ALONE.test(kin[1] ?? '')) return true;
  return inPassing.some((pattern) => pattern.test(message));
}

const MY_ALONE = new RegExp(`^(?:${MY})$`, 'iu');

/**
 * namedInPassing's patterns for a first name, made once per name: the readers ask it of
 * every name in every message, and making the expressions anew was most of its time.
 * Bounded: emptied when full.
 */
function passingPatterns(firstName: string) {
  let patterns = PASSING_PATTERNS.get(firstName);
  if (patterns) return patterns;
  const name = escapeRegExp(firstName);
  patterns = {
    name: new RegExp(name, 'iu'),
    kinBefore: new RegExp(
      `(?<![\\p{L}])(?:(\\p{L}+)\\s+)?(?:${KIN})(?:\\s+(?:dele|dela|deles|delas))?\\s*,?\\s+(?:(?:der|dem|den|el|le|o|a)\\s+)?${name}(?![\\p{L}])`,
      'iu',
    ),
    inPassing: [
      `${name}(?:\\s*[(,–-]\\s*|\\s+(?:ist|is|es|est|é)\\s+)(?:(?!(?:${MY})\\s)\\p{L}+\\s+){0,2}(?:${KIN})(?![\\p{L}])`,
      // "Peter fragen", "fragen Sie nach Peter", "ask Peter", "preguntad por Pedro".
      `${name}\\s+(?:fragen|anrufen)(?![\\p{L}])`,
      `(?<![\\p{L}])(?:frag\\p{L}*|ask|pregunt\\p{L}*|demand\\p{L}*|pergunt\\p{L}*)\\s+(?:sie\\s+)?(?:nach|for|por|à|a|ao)?\\s*(?:(?:den|dem|el|le|o)\\s+)?${name}(?![\\p{L}])`,
      `(?<![\\p{L}])(?:${THROUGH})\\s+(?:(?:den|dem|de|do|da|du|le|el)\\s+)?${name}(?![\\p{L}])`,
      // "Peter hat die Nummer", "ruf Peter an, er gibt weiter", "Peter 0905 … weiß Bescheid".
      `${name}(?:[^.!?\\n]{0,30}?\\s)?(?:(?:er|sie|he|she|il|elle|él|ella|ele|ela)\\s+)?(?:${PASSES_ON})(?![\\p{L}])`,
    ].map((pattern) => new RegExp(`(?<![\\p{L}])${pattern}`, 'iu')),
  };
  if (PASSING_PATTERNS.size >= 1000) PASSING_PATTERNS.clear();
  PASSING_PATTERNS.set(firstName, patterns);
  return patterns;
}

const PASSING_PATTERNS = new Map<
  string,
  { name: RegExp; kinBefore: RegExp; inPassing: RegExp[] }
>();

/** A kin noun alone ("Ehemann" read as a surname in "Peter (Ehemann)"). */
export const isKinNoun = (word: string) => new RegExp(`^(?:${KIN})$`, 'iu').test(word);

/** Verbs of signing off someone's time ("firmaba", "abgezeichnet", "assinava-me", "validait"). */
const SIGNED_OFF =
  'sign(?:s|ed)?(?: off)?|approv(?:es|ed)|firmaba(?:n)?|firmó|aprobaba|autorizaba|abgezeichnet|zeichnete (?:\\p{L}+ )?ab|unterschrieben|unterschrieb|genehmigt|genehmigte|freigegeben|assinava(?:-me)?|assinou|aprovava|signait|signé|validait|validé|approuvait';
/** What a manager signs off: hours, timesheets, leave ("las horas", "Stunden", "folhas de horas", "congés"). */
const TIME_SHEETS =
  'hours|timesheets?|time sheets?|holiday requests|leave requests|horas|hojas de horas|partes de horas|vacaciones|stunden|stundenzettel|urlaub|urlaubsanträge|folhas de horas|folhas de ponto|férias|heures|feuilles de temps|feuilles d.heures|congés';

/**
 * Relationships some phrases name before their words do: a director "on the
 * client's side" is a client ("el director del proyecto por parte del
 * cliente"), a thesis supervisor ("promotrice de mémoire", "directeur de
 * thèse") a teacher.
 */
const SPECIFIC_RELATIONSHIPS: Array<[string, RegExp]> = [
  // Who signed off one's hours or leave is one's manager, said without the word ("ella me
  // firmaba las horas", "die hat immer meine Stunden abgezeichnet", "assinava-me as folhas
  // de horas"): the verb and its object, in either order, a few words apart.
  [
    'manager',
    new RegExp(
      `(?<![\\p{L}])(?:(?:${SIGNED_OFF})(?:\\s+\\p{L}+){0,3}?\\s+(?:${TIME_SHEETS})|(?:${TIME_SHEETS})(?:\\s+\\p{L}+){0,2}?\\s+(?:${SIGNED_OFF}))(?![\\p{L}])`,
      'iu',
    ),
  ],
  [
    'client',
    wholeWord(
      "on the client(?:'s)? side|client-side|(?:por parte|del lado|de parte) del cliente|(?:do lado|por parte|da parte) do cliente|(?:du )?côté (?:du )?client|auf kundenseite|seitens des kunden|beim kunden",
    ),
  ],
  [
    'teacher',
    wholeWord(
      '(?:promot(?:eur|rice)|direct(?:eur|rice)|encadrant(?:e)?) de (?:mémoire|memoire|thèse|these|tfe)|(?:director|directora|tutor|tutora|asesor|asesora) de (?:tesis|tfg|tfm)|(?:orientador|orientadora) de (?:tese|tcc|mestrado|doutorado)|thesis (?:supervisor|advisor)|betreuer(?:in)? (?:der|meiner) (?:bachelorarbeit|masterarbeit|diplomarbeit|doktorarbeit)',
    ),
  ],
  // The second in command of a farm, a crew or a kitchen ("o 2IC da fazenda", "the 2IC on the
  // station", "segundo al mando", "le second de cuisine" aside: a trade): above one, whatever
  // else the sentence says of them ("foi ele que me ensinou a ordenha").
  [
    'manager',
    wholeWord(
      '2 ?i\\/?c|second[- ]in[- ]command|segund[oa] (?:no|em|al|en el) (?:comando|mando)|zweite[rn]? (?:im )?kommando',
    ),
  ],
  // Who one was the assistant or the deputy of ("era o treinador principal e eu o adjunto
  // dele", "fui assistente dela", "j'étais son adjoint", "j'étais son assistante"): one's
  // manager, whatever word of the lexicon the sentence holds ("treinador" is a coach).
  [
    'manager',
    wholeWord(
      [
        '(?:eu (?:era |fui |sou )?|(?:era|fui) )(?:o |a )?(?:adjunt[oa]|assistente|auxiliar|braço direito|braco direito) (?:dele|dela)',
        "j['’](?:étais|etais|ai été|ai ete) (?:son|sa) (?:adjoint(?:e)?|assistant(?:e)?|bras droit)",
      ].join('|'),
    ),
  ],
];

/**
 * Relationships said with no word of the lexicon, read only when none is ("mon coach de
 * hockey", "on était dans la même promo"): a word of the lexicon beside them wins.
 */
const OTHER_RELATIONSHIPS: Array<[string, RegExp]> = [
  // A coach, a training tutor, a resident's preceptor ("mon coach de hockey", "ma maîtresse
  // de stage", "minha preceptora na residência").
  [
    'mentor',
    wholeWord(
      // A volunteer sponsor who helps a newcomer into work ("meine Patin vom Helferkreis").
      'coach|ma[iî]tre(?:sse)? de stage|tut(?:eur|rice) de stage|preceptor(?:a)?|entrenador(?:a)?|treinador(?:a)?|entra[iî]neur(?:e)?|patin|pate|(?:ausbildungs|job|lern)pat(?:e|in)',
    ),
  ],
  // Who trained one as an apprentice ("mon maître d'apprentissage", "ma maîtresse
  // d'apprentissage", "mi maestro de aprendiz", "o meu mestre de aprendiz") (blind set 18),
  // its apostrophe left out in texting ("mon maitre dapprentissage") (blind set 19).
  [
    'mentor',
    wholeWord(
      "ma[iî]tre(?:sse)? d['’ ]?apprentissage|maestr[oa] de aprendiz(?:aje)?|mestre de aprendiz(?:agem)?|master of (?:my )?apprenticeship",
    ),
  ],
  // Who examined one for a trade's or a master's exam ("der hat meine Meisterprüfung
  // abgenommen", "mein Prüfer", "mon examinateur", "mi examinadora") (blind set 18).
  [
    'teacher',
    wholeWord(
      '(?:hat|hatte) meine (?:\\p{L}+)?prüfung abgenommen|prüfer(?:in)?|examinat(?:eur|rice)|examinador(?:a)?|examiner',
    ),
  ],
  // Classmates ("on était dans la même promo", "de la misma promoción", "da mesma turma").
  [
    'colleague',
    wholeWord(
      'm[êe]me promo(?:tion)?|misma promoci[oó]n|mesma turma|kommiliton(?:e|in)|same (?:class|cohort)',
    ),
  ],
  // The same job held side by side ("on était vendeurs ensemble", "éramos cajeras juntas",
  // "éramos serventes juntos", "we were cashiers together"); not "on était toujours ensemble".
  [
    'colleague',
    wholeWord(
      [
        '(?:on était|on etait|nous étions|nous etions) (?:tous deux |toutes deux |les deux )?(?!toujours |souvent |jamais |encore |déjà |deja |bien |tout |tous |toutes |presque )\\p{L}{4,} ensemble',
        '(?:éramos|eramos) (?:l[oa]s dos |os dois |as duas |ambos |ambas )?(?!siempre |sempre |muy |muito |casi |quase |todos |todas |nunca )\\p{L}{4,} (?:juntos|juntas)',
        'we were (?:both )?(?!there |always |often |never |still |never |almost |mostly |here |once )\\p{L}{4,} together',
      ].join('|'),
    ),
  ],
  // Work said to be done together ("trabalhámos juntos na manutenção", "trabajamos juntas en
  // la tienda", "wir haben zusammen gearbeitet", "on a travaillé ensemble", "we worked
  // together"): a colleague, unless a word of the lexicon says more ("o meu patrão").
  [
    'colleague',
    wholeWord(
      [
        '(?:trabalhámos|trabalhamos|trabalhávamos|trabalhavamos) (?:sempre )?(?:juntos|juntas)',
        '(?:trabajamos|trabajábamos|trabajabamos) (?:siempre )?(?:juntos|juntas)',
        '(?:wir )?(?:haben|hatten) (?:\\p{L}+ ){0,3}zusammen gearbeitet|(?:wir )?arbeiteten (?:\\p{L}+ ){0,2}zusammen',
        '(?:on a|nous avons) travaillé ensemble|(?:on|nous) travaill(?:ait|ions) ensemble',
        'we (?:have )?worked together',
      ].join('|'),
    ),
  ],
  // Angola's "kamba" is a friend ("o meu kamba Nelson").
  ['friend', wholeWord('kamba|kambas|kambuta')],
  // "mi coordinadora", "Koordinatorin": who coordinates one's work.
  [
    'manager',
    wholeWord('coordinador(?:a)?|coordenador(?:a)?|coordinat(?:eur|rice)|koordinator(?:in)?'),
  ],
  // The one in charge of a crew ("era a encarregada da limpeza", "el capataz de la obra").
  // English "foreman" said in any language ("o meu foreman na obra", "mi foreman en Texas").
  [
    'manager',
    wholeWord(
      // Andalusia's "manijero" and Spain's "mayoral": the foreman of a farm's workers.
      'encarregad[oa]|capataz|capataza|manijer[oa]|mayoral|vorarbeiter(?:in)?|contrema[iî]tre|foreman|forewoman|forelady',
    ),
  ],
  // A person one worked for, in their house or business ("a senhora onde eu trabalhei", "la
  // señora donde trabajé", "la dame chez qui j'ai travaillé", "die Frau, bei der ich
  // gearbeitet habe", "the lady I worked for"): the one worked for. A person's word before it
  // only: "the shop where I worked" says nothing of who.
  [
    'manager',
    wholeWord(
      [
        '(?:senhora|senhor|família|familia|patroa|patrão|patrao) (?:onde|para quem|em casa de quem) (?:eu )?(?:\\p{L}+ )?(?:trabalhei|trabalhava)',
        '(?:señora|señor|familia) (?:donde|para quien|en cuya casa) (?:yo )?(?:\\p{L}+ )?(?:trabajé|trabaje|trabajaba)',
        "(?:dame|monsieur|famille) chez (?:qui|laquelle|lequel) (?:j['’]ai (?:\\p{L}+ )?travaillé|je travaillais)",
        '(?:frau|herr|herrn|familie),? bei (?:der|dem) ich (?:\\p{L}+ )?(?:gearbeitet|arbeitete)',
        '(?:lady|man|woman|family|person) (?:who |whom |that )?i (?:worked|used to work) for',
        // The business of someone called by a title, worked in ("trabajé en la quesería del Ohm
        // Peter …", "trabajaba en el taller de don Ramiro", "trabalhei na padaria do Seu Zé").
        '(?:trabajé|trabaje|trabajaba|he trabajado) en (?:la|el) \\p{L}+ (?:de la |de |del )(?:don|doña|dona|señor|señora|ohm|oom)',
        '(?:trabalhei|trabalhava) (?:n[ao]|em) \\p{L}+ (?:d[oa] )(?:seu|dona|senhor|senhora|sr|sra)',
      ].join('|'),
    ),
  ],
  // A foreman of a work brigade ("mein Brigadier bei Claas"), a commander in the forces
  // ("meu comandante no batalhão", "mi comandante", "mon commandant"), a school's principal
  // with a possessive ("ma principale": never "le principal", "the main thing").
  [
    'manager',
    wholeWord(
      // "Cmte." / "Cmdt.": the commander (an airliner's captain too) written short (blind set 15).
      'brigadier(?:in)?|comandante|commandant(?:e)?|cmte|cmdte|cmdt|kommandeur(?:in)?|kompaniechef(?:in)?|ma principale|mon principal',
    ),
  ],
  // Who gave one a job, a first one above all ("me dio mi primer jale", "me contratou", "m'a
  // embauchée", "hat mir meine erste Stelle gegeben"): the one worked for.
  [
    'manager',
    wholeWord(
      [
        'me (?:dio|dieron|daba|ofreció|ofrecio) (?:mi |el |un )?(?:primer )?(?:jale|trabajo|chamba|chambita|empleo|curro|laburo|chance|puesto)',
        'me contrat(?:ó|o)|me dio chamba',
        'me (?:deu|deram|dava|ofereceu) (?:o |um )?(?:meu )?(?:primeiro )?(?:emprego|trabalho|trampo|serviço|servico|bico)',
        'me contratou|me empregou|me deu (?:uma )?oportunidade',
        "m['’]a (?:donné|donne|offert|filé|file|trouvé|trouve) (?:mon |un )?(?:premier )?(?:job|boulot|emploi|travail|taf|poste)",
        "m['’]a (?:embauch|engag|recrut|pris)(?:é|e)e?",
        '(?:hat|gab) mir (?:meinen |meine |mein |einen |eine )?(?:ersten? |erste )?(?:job|stelle|arbeit|arbeitsplatz|lehrstelle|ausbildungsplatz)',
        'hat mich (?:eingestellt|angestellt|genommen)',
      ].join('|'),
    ),
  ],
  // Who looked after the workers, at an agency or on a site ("ela que cuidava da gente lá",
  // "la que nos cuidaba", "qui s'occupait de nous", "die sich um uns gekümmert hat").
  [
    'manager',
    wholeWord(
      [
        '(?:que|quem) cuidava (?:da gente|de nós|de nos|dos funcionários|dos funcionarios|da equipe|da equipa)',
        '(?:que|quien) (?:nos )?cuidaba (?:de nosotros|a nosotros|de los trabajadores)|(?:la|el) que nos cuidaba',
        "qui s['’]occupait de nous|qui s['’]occupait des (?:intérimaires|interimaires|ouvriers|employés)",
        '(?:die|der) sich um uns (?:\\p{L}+ ){0,2}gekümmert hat',
      ].join('|'),
    ),
  ],
  // Who shared one's shifts ("dividia o turno comigo", "compañero de turno", "collègue de
  // quart", "Schichtkollege", "on faisait les mêmes quarts"): a colleague.
  [
    'colleague',
    wholeWord(
      [
        'compañer[oa] de (?:turno|guardia|cuadrilla|línea|linea|chamba|jale|curro)',
        '(?:compartíamos|compartiamos|hacíamos|haciamos|cubríamos|cubriamos|teníamos|teniamos) (?:el )?(?:mismo )?turno',
        '(?:dividía|dividia|compartía|compartia|hacía|hacia) (?:el )?turno conmigo',
        '(?:dividia|dividiu|dividíamos|dividiamos|fazia|fazíamos|faziamos|pegava|pegávamos|pegavamos) (?:o )?(?:mesmo )?(?:turno|plantão|plantao|escala)',
        '(?:colega|parceir[oa]|dupla) de (?:turno|plantão|plantao|escala)',
        'coll[èe]gue de (?:quart|poste|garde|service)|mon binôme|ma binôme|mon binome|ma binome',
        '(?:on )?(?:faisait|partageait|avait) (?:les )?(?:mêmes|memes) (?:quarts|postes|horaires|gardes)',
        'partageait (?:le|mon) (?:poste|quart)',
        'schichtkolleg(?:e|in)|schichtpartner(?:in)?',
        // Worked with them, side by side ("mit ihr hab ich im Café gearbeitet", "ich habe mit
        // ihm zusammengearbeitet", "trabajamos juntas en el bar") (blind set 16). Never "für
        // ihn" nor "bei ihr": the one worked for.
        'mit (?:ihr|ihm) (?:hab|habe|hatte) ich (?:\\p{L}+ ){0,4}(?:zusammen)?gearbeitet',
        '(?:hab|habe|hatte) ich mit (?:ihr|ihm) (?:\\p{L}+ ){0,4}(?:zusammen)?gearbeitet',
        'ich (?:hab|habe|hatte) mit (?:ihr|ihm) (?:\\p{L}+ ){0,4}(?:zusammen)?gearbeitet',
        '(?:trabajamos|trabajábamos|trabajabamos|hemos trabajado) junt[oa]s',
        '(?:teilte|teilten) (?:sich |uns )?(?:die |eine )?(?:gleiche |selbe |dieselbe )?schicht',
      ].join('|'),
    ),
  ],
  // Words of the languages candidates worked in, said in any of the five (blind set 14): the
  // Dutch leader of a crew or a team ("nha ploegleider no porto", "mi teamleider en
  // Rotterdam", "mon chef d'équipe, le voorman"), the Korean titles of a firm's boss, a
  // department's or a team's head ("o sajangnim da confecção", "mi bujangnim", "mein
  // Teamjangnim"), with or without "-nim".
  [
    'manager',
    wholeWord(
      'ploegleider|teamleider|afdelingsleider|afdelingshoofd|leidinggevende|ploegbaas|voorman|' +
        '(?:sajang|bujang|gwajang|chajang|timjang|teamjang|siljang|daepyo)(?:-?nim)?',
    ),
  ],
  // Croatian, Bosnian and Serbian words for the boss, said in German or another of the five
  // ("Mein alter Šef in Split, gospodin Ante Marić", "moja šefica"): the one worked for.
  [
    'manager',
    wholeWord('šef|šefica|sef|sefica|шеф|шефица|poslovođa|poslovoda|nadređeni|nadređena'),
  ],
  // Italian heads of a department, a shift, a crew or a site, said in any of the five
  // ("o meu capo reparto", "mi capoturno", "mon capocantiere"), and the senior cabin crew one
  // flew under ("o meu Purser", "ma cheffe de cabine") (blind set 15).
  [
    'manager',
    wholeWord(
      'capo ?(?:reparto|turno|squadra|cantiere|ufficio|linea)|caporeparto|capoturno|caposquadra|capocantiere|capoufficio|' +
        '(?:chief )?purser|chef(?:fe)? de cabine|chefe de cabine|jef[ea] de cabina',
    ),
  ],
  // The owner of the place one worked at ("a dona do salão onde eu trabalhava", "o dono da
  // padaria em que trabalhei"): the one worked for ("dona" alone is a title, "Dona Maria").
  // The place said to be where one worked only: "a dona da loja onde compro" is no boss.
  [
    'manager',
    wholeWord(
      '(?:dono|dona|proprietári[oa]) d[oa] \\p{L}+ (?:onde|em que|no qual|na qual) (?:eu )?(?:trabalhei|trabalhava)',
    ),
  ],
  // The head of a firm by the French letters ("mon ancien DG", "le PDG", "la DGA"): one's boss
  // at the top of it, as "directeur" is. Not an address's letters ("dg@transit.bj", "pdg.bureau@…").
  ['manager', wholeWord('(?<![@.])(?:p\\.?d\\.?g|d\\.?g(?:\\.?a)?)\\.?(?![@.]?[\\p{L}\\p{N}@])')],
  // The owner of the place one said one worked at, named after it ("a padaria onde eu
  // trabalhei …, era a dona", "la panadería donde trabajé …, era la dueña"): the one worked for.
  [
    'manager',
    wholeWord(
      [
        '(?:onde|em que) (?:eu )?(?:trabalhei|trabalhava)[^.;!?]{0,80}?(?:era|é|e) (?:a|o) (?:dona|dono|proprietári[oa]|patroa|patrão)',
        '(?:donde|en (?:la|el) que) (?:yo )?(?:trabajé|trabaje|trabajaba)[^.;!?]{0,80}?(?:era|es) (?:la|el) (?:dueñ[oa]|duen[oa]|propietari[oa]|patr[oó]n|patrona)',
      ].join('|'),
    ),
  ],
  // The Antilles' and Guiana's Creole boss and colleague, said in French ("i té chèf an mwen",
  // "kolèg an mwen", "mon patwon") (blind set 15).
  ['manager', wholeWord('chèf|patwon')],
  ['colleague', wholeWord('kolèg|kolèg an mwen')],
  // A colleague in Cape Verdean Kriolu and the Slavic languages ("kolega di trabadju", "moja
  // kolegica", "mój kolega z pracy").
  ['colleague', wholeWord('kolega|kolegas|kolegi|kolegica|kolegyně|kolegyne|koleżanka|kolezanka')],
  // One's employer ("mi empleadora", "meu empregador", "mon employeur", "mein Arbeitgeber").
  [
    'manager',
    wholeWord('empleador(?:a)?|empregador(?:a)?|employeur|employeuse|arbeitgeber(?:in)?'),
  ],
  // Who taught one, said by the verb (blind set 14): "celui qui m'a appris la couture", "il
  // m'enseignait le français", "ela me ensinou o ofício", "el que me enseñó", "who taught me",
  // "der mir das Schneidern beigebracht hat": a teacher.
  [
    'teacher',
    wholeWord(
      [
        "(?:qui )?m['’]a (?:appris|enseigné|enseigne)|(?:il|elle|qui) m['’](?:apprenait|enseignait)",
        '(?:que |quem )?me (?:ensinou|ensinava)|(?:ele|ela) me (?:ensinou|ensinava)',
        '(?:que |quien )?me (?:enseñó|enseño|enseñaba)',
        'who (?:taught|used to teach) me|(?:he|she) taught me',
        '(?:der|die) mir (?:\\p{L}+ ){0,3}beigebracht (?:hat|hatte)',
      ].join('|'),
    ),
  ],
  // One's sponsor or godparent at work ("mon parrain au CODOFIL", "ma marraine dans la boîte").
  ['mentor', wholeWord('parrain|marraine')],
  // A fellow serviceman ("companheiro de serviço", "compañero de armas").
  [
    'colleague',
    wholeWord(
      'companheir[oa] de (?:serviço|servico|farda|armas|quartel)|compañer[oa] de (?:armas|servicio)|camarade de (?:régiment|regiment)',
    ),
  ],
  // A pastor or priest of one's church ("el pastor de mi iglesia", "unser Pfarrer"), in the
  // five languages ("el párroco de San Pedro", "o pároco", "le curé de la paroisse", "the
  // parish priest", "el rabino"); words that are also surnames (Priest, Kaplan, Rabin) aside.
  [
    'mentor',
    wholeWord(
      'pastor(?:a)?|pasteur(?:e)?|pfarrer(?:in)?|p[áa]rroco|p[áa]roco|sacerdote|curé|pr[êe]tre|pretre|parish priest|vicar|rabbi|rabino',
    ),
  ],
  // Who one worked for in their home or business, said by what one did: the family of the
  // person one cared for ("la hija de la abuela que yo cuidaba"; not "ela que cuidava da gente",
  // who cared for us), who booked with one's firm
  // ("der hat bei uns immer die Gruppen gebucht").
  [
    'client',
    wholeWord(
      "que yo cuidaba|(?:a quien|al que|a la que) (?:yo )?cuidaba|(?:que|de quem) eu cuidava|(?:que|dont) je (?:gardais|m['’]occupais)|die ich (?:\\p{L}+ ){0,2}(?:betreut|gepflegt) habe|bei uns (?:\\p{L}+ ){0,4}gebucht|booked (?:\\p{L}+ ){0,3}with us|" +
        // One's care of their kin, at their home ("donde cuidó a su mamá 4 años", "cuidei da
        // mãe dela", "je gardais ses enfants", "ich habe ihre Mutter gepflegt", "I looked after
        // her mother") (blind set 19): the family one worked for.
        '(?:cuid[ée]|cuidó|cuido|cuidaba|cuidaban) (?:de )?(?:a )?(?:su|sus|la|el|los|las) (?:mamá|mama|madre|papá|papa|padre|padres|abuel[oa]s?|hij[oa]s|niñ[oa]s|nen[ea]s|esposo|esposa|marido)|' +
        '(?:cuidei|cuidou|cuidava|cuidavam) d[aoe]s? (?:mãe|mae|pai|pais|avó|avo|avô|filh[oa]s|crianças|criancas|marido|esposa|mulher)(?: dela| dele)?|' +
        "(?:gardais|gardait|m['’]occupais de|s['’]occupait de|ai gardé|ai garde) (?:sa|ses|son|leur|leurs) (?:mère|mere|père|pere|parents|enfants|grand-mère|grand-mere|grand-père|grand-pere)|" +
        '(?:ihre|seine|deren|dessen) (?:mutter|vater|eltern|kinder|oma|opa|großmutter|großvater) (?:\\p{L}+ ){0,2}(?:gepflegt|betreut)|' +
        '(?:looked after|cared for|took care of|babysat) (?:her|his|their) (?:mother|mom|mum|father|dad|parents|kids|children|grandmother|grandfather)',
    ),
  ],
  // Someone of the human resources who followed one's file, with nothing else said ("Mme
  // Ramsamy aux RH", "Rita dos RH"): known by work, neither boss nor colleague said: other.
  // ("de recursos humanos", "aus der Personalabteilung", "in HR" read colleague before.)
  [
    'other',
    wholeWord(
      [
        '(?:aux|des|du service|au service) (?:rh|ressources humaines)|ressources humaines',
        '(?:de|en|del área de) (?:rrhh|recursos humanos)|recursos humanos',
        '(?:nos|dos|no|do|da|na) rh',
        '(?:in|from|at) hr|human resources',
        'personalabteilung|(?:in der|aus der|von der) personal(?:abteilung|stelle)?',
      ].join('|'),
    ),
  ],
  // Whose intern one was ("fui estagiária no escritório dela", "estagiei com ele", "j'ai fait
  // mon stage dans son cabinet", "j'étais sa stagiaire"): who took one on for the internship,
  // as a "maître de stage" does.
  [
    'mentor',
    wholeWord(
      [
        '(?:fui|era|estive como) estagi[aá]ri[oa] (?:\\p{L}+ ){0,3}?(?:dele|dela)|estagiei (?:com (?:ele|ela)|(?:\\p{L}+ ){0,3}?(?:dele|dela))',
        "j['’](?:ai fait|faisais) (?:mon|un) stage (?:chez (?:lui|elle)|avec (?:lui|elle)|(?:dans|à|a) (?:son|sa) \\p{L}+)|j['’](?:étais|etais|ai été|ai ete) (?:son|sa) stagiaire|j['’](?:étais|etais) stagiaire (?:chez (?:lui|elle)|(?:dans|à|a) (?:son|sa) \\p{L}+)",
      ].join('|'),
    ),
  ],
  // Someone said by their trade at the place where one worked, nothing else said ("geriatra
  // da clínica onde eu era técnica", "médecin à la clinique où je travaillais"): a colleague
  // there. The owner of it, or the one worked for, is read above.
  [
    'colleague',
    wholeWord(
      [
        '\\p{L}{4,},? d[oa] \\p{L}+ (?:\\p{L}+ )?(?:onde|em que) (?:eu )?(?:era|trabalhava|trabalhei|fui)',
        "\\p{L}{4,},? (?:de|à|a|dans) (?:la |le |l['’])\\p{L}+ (?:\\p{L}+ )?où (?:je travaillais|j['’]ai travaillé|j['’]ai travaille|j['’]étais|j['’]etais)",
      ].join('|'),
    ),
  ],
];

/**
 * A person named as not to be contacted, in the five languages ("please do
 * not contact Mr Keller", "bitte kontaktieren Sie Herrn Keller nicht", "ne
 * contactez pas…", "no contacten a…", "não contactem…"): never nominated. Not
 * "not before Monday" ("appelez pas mon boss avant que j'aie l'offre"): a
 * time is a condition, not a refusal.
 */
const DO_NOT_CONTACT_WORDS = new RegExp(
  [
    "(?<![\\p{L}])(?:do not|don't|dont|never|not to|please don't) (?:ever )?(?:contact|reach out to|get in touch with)(?![\\p{L}])",
    '(?<![\\p{L}])(?:no|nunca) (?:le |la |los |las |lo )?(?:contact|llam)\\p{L}*',
    '(?<![\\p{L}])kontaktier\\p{L}*(?: [^.;\\n]{0,60}?)? nicht(?![\\p{L}])',
    '(?<![\\p{L}])nicht (?:\\p{L}+ ){0,3}?(?:zu )?kontaktier\\p{L}*',
    "(?<![\\p{L}])ne (?:le |la |les |l'|l’)?(?:contact|appel)\\p{L}* (?:pas|jamais)(?![\\p{L}])",
    '(?<![\\p{L}])ne (?:pas|jamais) (?:le |la |les )?(?:contacter|appeler)(?![\\p{L}])',
    '(?<![\\p{L}])(?:contactez|appelez|contacter|appeler) pas(?![\\p{L}])',
    '(?<![\\p{L}])(?:não|nao|nunca) (?:o |a |os |as )?(?:(?:contact|contat)\\p{L}*|lig(?:ue|uem|ar))',
    // Said of them ("qu'elle ne soit pas contactée", "she must not be contacted", "que no sea
    // contactado", "não deve ser contatada").
    "(?<![\\p{L}])(?:not|n't) be (?:contacted|called)(?![\\p{L}])",
    "(?<![\\p{L}])(?:ne|n['’]) (?:\\p{L}+ ){1,2}?pas (?:être )?(?:contacté|appelé)\\p{L}*",
    "(?<![\\p{L}])(?:ne|n['’]) (?:veux|veut|voudrais|souhaite) pas (?:que |qu['’ ]\\s*)(?:elle |il |on |vous )?(?:la |le |l['’])?(?:soit contacté|contact|appel)\\p{L}*",
    '(?<![\\p{L}])no (?:sea|sean|debe|deben|quiero que sea) (?:ser )?(?:contactad|llamad)\\p{L}*',
    '(?<![\\p{L}])(?:não|nao) (?:seja|sejam|deve|devem|quero que seja) (?:ser )?(?:contactad|contatad)\\p{L}*',
  ].join('|'),
  'iu',
);
const TIME_WORDS =
  /(?<![\p{L}])(?:before|until|after|antes|hasta|después|despues|avant|jusqu|après|apres|vor|bis|nach|até|ate|depois)(?![\p{L}])/iu;
/**
 * Someone of the candidate's own ("my current boss", "a mi jefe actual", "meinen jetzigen
 * Chef", "personne chez mon employeur"): a condition about another person, not about the one
 * this part names.
 */
const SOMEONE_ELSE =
  /(?<![\p{L}])(?:my|mi|mis|mon|ma|mes|mein\p{L}*|meu|minha|meus|minhas|anyone|anybody|current|actual|actuel\p{L}*|jetzig\p{L}*|aktuell\p{L}*|atual)(?![\p{L}])/iu;

/** The part names its person as not to be contacted (not another, not "before Monday"). */
function notToContact(segment: string): boolean {
  const found = DO_NOT_CONTACT_WORDS.exec(segment);
  if (!found || TIME_WORDS.test(segment)) return false;
  const after = segment.slice(found.index + found[0].length).match(/^(?:\s*[\p{L}'’]+){0,3}/u);
  return !SOMEONE_ELSE.test(`${found[0]} ${after?.[0] ?? ''}`);
}

/** A phrase that opens with a capital or not ("Oubliez", "oubliez"): its first letter either way. */
const eitherCase = (phrase: string) =>
  `[${phrase.charAt(0).toUpperCase()}${phrase.charAt(0)}]${phrase.slice(1)}`;

/**
 * Words before a person set aside for another, or dropped: "à la place d'Isabelle Jaccard
 * (isabelle.jaccard@…)", "instead of Bob Smith", "en lugar de Ana", "em vez do João",
 * "anstelle von Frau Weber", "statt Max", "Oubliez Isabelle…", "remplacez Isabelle par…".
 */
const SET_ASIDE_WORDS = [
  "à la place d(?:e|['’])",
  "a la place d(?:e|['’])",
  "au lieu d(?:e|['’])",
  'instead of',
  'rather than',
  'en lugar de',
  'en vez de',
  'em vez d[eoa]s?',
  'no lugar d[eoa]s?',
  'anstelle von',
  'statt',
  'oubliez',
  'oublie',
  'forget',
  'olvida',
  'olvide',
  'esquece',
  'esqueça',
  'esqueca',
  'vergiss',
  'vergessen sie',
  'remplacez',
  'replace',
  'reemplaza',
  'reemplace',
  'substitua',
  'substitui',
  'troque',
  'ersetzen sie',
];

/** The person set aside (up to four capitalised words, titles and articles before), with the address beside them. */
const SET_ASIDE = new RegExp(
  `(?<![\\p{L}])(?:${SET_ASIDE_WORDS.map(eitherCase).join('|')})\\s*` +
    "(?:(?:la|le|el|the|der|die|dem|den|o|a|herrn?|frau|mr|mrs|ms|m|mme|dr)\\.?\\s+|l['’]\\s*)*" +
    "(?:[A-ZÀ-Þ][\\p{L}'’-]*\\s*){1,4}" +
    '(?:[(,:]?\\s*[A-Za-z0-9._%+-]+(?:@|\\(at\\))[A-Za-z0-9.-]+\\.[A-Za-z]{2,}\\s*\\)?)?',
  'gu',
);

/** "Mettez Olivier à sa place", "instead of her", "en su lugar", "an ihrer Stelle": the one named before steps aside. */
const REPLACES_BEFORE = wholeWord(
  [
    'à sa place',
    'a sa place',
    "(?:au lieu|à la place|a la place) d['’](?:elle|lui)",
    "(?:la|le|l[’']) remplace",
    'en su lugar',
    '(?:en lugar|en vez) de (?:ella|él)',
    'instead of (?:her|him)',
    'in (?:her|his) place',
    'replac(?:e|es|ing) (?:her|him)',
    'an (?:ihrer|seiner) stelle',
    'stattdessen',
    '(?:no lugar|em vez) d(?:ela|ele)',
    'no seu lugar',
  ].join('|'),
);

/** Where a relationship is taken back ("mi jefe… bueno jefe no, era…", "my manager, I mean my client"). */
const RELATIONSHIP_CORRECTION = new RegExp(
  wholeWord(
    'i mean|i meant|actually|or rather|sorry|bueno|o sea|mejor dicho|más bien|perdón|perdon|quise decir|en fait|plutôt|plutot|je veux dire|eigentlich|besser gesagt|ich meine|bzw|quer dizer|aliás|ou melhor|na verdade',
  ).source,
  'giu',
);

/**
 * An instruction to write a relationship, in the five languages ("Ponham colega", "põe como
 * amiga", "pongan compañera", "mettez-le comme collègue", "schreiben Sie Kollegin", "put him
 * down as a colleague"), and the rest of its sentence: what to write.
 */
const RELATIONSHIP_TO_WRITE = new RegExp(
  `(?<![\\p{L}])(?:${[
    'ponham|ponha|põe|poe|coloquem|coloque|botem|bote|bota|escrevam|escreva|marquem|marque|registem|registrem',
    'pon|pongan|ponga|poned|poné|coloquen|escribe|escriban|escriba|escribid|marquen|apunta|apunten|apunte',
    'mettez|mets|notez|note|inscrivez|écrivez|ecrivez|indiquez|marquez',
    'schreiben sie|schreibt|schreib|tragen sie|trag|setzen sie',
    'put|write|mark|list',
  ].join('|')})(?![\\p{L}])([^.!?;\\n]{1,60})`,
  'giu',
);

/** A word taken back ("jefe no", "Chef nicht", "not my manager"): no longer said. */
const NEGATED_WORD =
  /\p{L}+\s+(?:no|non|não|nao|nicht)(?![\p{L}])|(?<![\p{L}])(?:not|kein\p{L}*)\s+(?:(?:my|his|her|the|a|mein\p{L}*)\s+)?\p{L}+/giu;

/**
 * Country names that are also given names or words of the five languages ("Israel",
 * "Maurice", "réunion", "gana", "peru", "Jersey"): never read as the country of a number.
 */
const NOT_A_PLACE = new Set(
  (
    'israel israël jordan chad georgia géorgie georgie dominica dominique maurice mauricio ' +
    'maurício réunion reunión reunião jersey guernsey niger níger india índia inde indien china ' +
    'chine turkey man chile colombia kenya kenia togo cuba mali gana peru perú granada guinea ' +
    'guinée guiné salomon victoria francia malta panama panamá tonga samoa chypre oman omán laos ' +
    'iran irán jamaica jamaïque montserrat martinique guadeloupe guadalupe mayotte aruba curaçao ' +
    'salvador grecia libia island ascension catar ecuador bermudas bermuda armenia liberia macau'
  ).split(' '),
);

/**
 * Every country the phone library knows, by its name in the five languages
 * (Intl.DisplayNames: "Polen", "Sénégal", "Polonia", "Senegal"), after the
 * hand-written ones above (whose cities and adjectives they do not have): a
 * number's country said in words, whichever country it is.
 */
function everyCountryByName(): Array<readonly [CountryCode, RegExp]> {
  const languages = ['en', 'es', 'de', 'fr', 'pt'].map(
    (language) => new Intl.DisplayNames([language], { type: 'region' }),
  );
  const escaped = (name: string) => escapeRegExp(name);
  const found: Array<readonly [CountryCode, RegExp]> = [];
  for (const code of getCountries()) {
    const names = new Set<string>();
    for (const language of languages) {
      const name = language.of(code)?.toLowerCase();
      if (!name || name === code.toLowerCase() || name.length < 4 || NOT_A_PLACE.has(name))
        continue;
      names.add(name);
    }
    if (names.size > 0) found.push([code, wholeWord([...names].map(escaped).join('|'))]);
  }
  return found;
}

/**
 * Countries whose name is also a person's or a word (NOT_A_PLACE), read only in the reply to
 * "which country is this number in?" and only after a word of origin ("es de Panamá ese número",
 * "c'est au Chili", "from Jamaica", "aus Kuba", "é do Peru") or as the whole reply ("Panamá.").
 * Not those that are also a region or a town of another country ("Georgia", "Granada", "Salvador").
 */
const NOT_A_PLACE_IN_A_REPLY_EITHER = new Set(
  'man island georgia géorgie georgie victoria jersey granada guadalupe salvador ascension'.split(
    ' ',
  ),
);

/**
 * A country's name in the candidate's own language that another language's word hides: "Island"
 * is Iceland to a German speaker, whatever it is in English.
 */
const A_PLACE_IN_ITS_OWN_LANGUAGE: Partial<Record<string, ReadonlySet<string>>> = {
  de: new Set(['island']),
};

/** "Auch Island", "también Panamá": the reply said again of another number. */
const ALSO = '(?:auch|also|tambi[ée]n|aussi|tamb[ée]m|too)\\s+';
/** "Island, beide", "Panamá, los dos": of every number asked about. */
const BOTH =
  '(?:\\s*[,.!:]?\\s*(?:beide|alle beide|both|both of them|los dos|las dos|ambos|ambas|les deux|tous les deux|toutes les deux|os dois|as duas))';

export function countryInReplyNamed(text: string, locale?: string): CountryCode | null {
  const reply = text.trim().toLowerCase();
  const ownPlaces = A_PLACE_IN_ITS_OWN_LANGUAGE[locale ?? ''];
  for (const { code, tongue, name, said } of countriesNamedLikeWords()) {
    const own = tongue === locale && !!ownPlaces?.has(name);
    if (NOT_A_PLACE_IN_A_REPLY_EITHER.has(name) && !own) continue;
    if (said.test(reply)) return code;
  }
  return null;
}

/**
 * The countries whose name in one of the five languages is also a word or a name
 * (NOT_A_PLACE), each with its pattern as a reply: built once, as every reply is tried
 * against them (the Intl names and patterns of each call were the most time in reading a
 * candidate's message).
 */
let namedLikeWords: { code: CountryCode; tongue: string; name: string; said: RegExp }[] | null =
  null;

function countriesNamedLikeWords(): NonNullable<typeof namedLikeWords> {
  if (namedLikeWords) return namedLikeWords;
  const languages = ['en', 'es', 'de', 'fr', 'pt'].map(
    (language) => [language, new Intl.DisplayNames([language], { type: 'region' })] as const,
  );
  namedLikeWords = [];
  for (const code of getCountries()) {
    for (const [tongue, language] of languages) {
      const name = language.of(code)?.toLowerCase();
      if (!name || !NOT_A_PLACE.has(name)) continue;
      const escaped = escapeRegExp(name);
      const said = new RegExp(
        `(?:^|(?<![\\p{L}])(?:de|del|da|do|du|from|in|en|em|no|na|au|aus|à|a))\\s+(?:la |el |le |l'|o |a )?${escaped}(?![\\p{L}])|^(?:${ALSO})?${escaped}${BOTH}?\\s*[.!]?$`,
        'iu',
      );
      namedLikeWords.push({ code, tongue, name, said });
    }
  }
  return namedLikeWords;
}

/** The endings of a country's adjective in the five languages ("-isch", "-ano", "-ês", "-ois", "-ian"). */
const ADJECTIVE_ENDINGS =
  'isch(?:e|en|er|es|em)?|ian(?:o|a|os|as)?|an(?:o|a|os|as|er|e|ais|aise)?|in(?:o|a|os|as)|eir(?:o|a|os|as)|i?ense|[eéê]s|es[ae]s?|ois(?:e|es)?|ais(?:e|es)?|ien(?:ne)?s?|ese|o|a|os|as';

/**
 * A number's country said by its adjective alone ("eine ungarische Handynummer", "un número
 * argelino", "c'est un portable hongrois", "é um número nepalês"): the first five letters of
 * the country's name in one of the five languages, accents or not, then an adjective's ending,
 * written in lowercase (a capitalised word may be a name: "Francisco"). Only a beginning that
 * no other country's name shares ("austr": Austria and Australia) names one.
 */
function everyCountryByAdjective(): Array<readonly [CountryCode, RegExp]> {
  const languages = ['en', 'es', 'de', 'fr', 'pt'].map(
    (language) => new Intl.DisplayNames([language], { type: 'region' }),
  );
  const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');
  const owners = new Map<string, Set<CountryCode>>();
  for (const code of getCountries()) {
    for (const language of languages) {
      const name = language.of(code)?.toLowerCase();
      if (!name || name.length < 5 || !/^\p{L}{5}/u.test(name)) continue;
      for (const stem of new Set([name.slice(0, 5), fold(name).slice(0, 5)])) {
        owners.set(stem, (owners.get(stem) ?? new Set()).add(code));
      }
    }
  }
  const stems = new Map<CountryCode, string[]>();
  for (const [stem, codes] of owners) {
    if (codes.size !== 1) continue;
    const [code] = [...codes] as [CountryCode];
    stems.set(code, [...(stems.get(code) ?? []), stem]);
  }
  // Beside a phone word only ("número argelino", "ungarische Handynummer"): "reuniones",
  // "servicio", "camarera" begin like Réunion, Serbia and Cameroon.
  const phone = `(?:${NUMBER_WORDS.map(eitherCase).join('|')})`;
  return [...stems].map(([code, own]) => {
    const adjective = `(?:${own.join('|')})\\p{Ll}{0,3}?(?:${ADJECTIVE_ENDINGS})`;
    return [
      code,
      new RegExp(
        `(?<![\\p{L}\\p{N}-])(?:${phone}\\s+${adjective}|${adjective}\\s+${phone})(?![\\p{L}\\p{N}])`,
        'u',
      ),
    ] as const;
  });
}

/** A number's words in the five languages, for its country's adjective beside them. */
const NUMBER_WORDS = [
  'number',
  'phone',
  'mobile',
  'cell',
  'número',
  'numero',
  'teléfono',
  'telefono',
  'móvil',
  'movil',
  'celular',
  'línea',
  'linea',
  'nummer',
  'handynummer',
  'handy',
  'telefonnummer',
  'mobilnummer',
  'festnetznummer',
  'numéro',
  'portable',
  'téléphone',
  'telephone',
  'fixe',
  'telemóvel',
  'telemovel',
  'telefone',
  'fixo',
];

/**
 * The relationship a text names, a correction winning: what follows the last
 * correction, its taken-back words aside, when it names one ("mi jefe en
 * Lisboa… bueno jefe no, era el director del proyecto por parte del cliente"
 * is a client); else what the whole text names.
 */
function correctedRelationship(text: string, read: (text: string) => string | null): string | null {
  const named = (part: string) =>
    SPECIFIC_RELATIONSHIPS.find(([, pattern]) => pattern.test(part))?.[0] ??
    read(part) ??
    OTHER_RELATIONSHIPS.find(([, pattern]) => pattern.test(part))?.[0] ??
    null;
  // "Ponham colega", "pongan compañera", "mettez collègue", "schreiben Sie Kollege", "put
  // colleague": the relationship the candidate asks to be written wins over the words
  // describing the person ("era chefe do turno da noite").
  const asked = [...text.matchAll(RELATIONSHIP_TO_WRITE)].at(-1);
  const written = asked ? named(asked[1]!.replace(NEGATED_WORD, ' ')) : null;
  if (written) return written;
  const corrections = [...text.matchAll(RELATIONSHIP_CORRECTION)];
  const last = corrections.at(-1);
  if (last) {
    const after = text.slice(last.index + last[0].length).replace(NEGATED_WORD, ' ');
    const corrected = named(after);
    if (corrected) return corrected;
  }
  // "ch'est pas un collègue, ch'est min copain", "no es mi jefa, es mi clienta", "não é meu
  // chefe, é colega", "kein Kollege, ein Kunde": a relationship denied, another said after it.
  const denied = [...text.matchAll(DENIED_RELATIONSHIP)].filter((m) => named(m[0]) !== null);
  const lastDenied = denied.at(-1);
  if (lastDenied) {
    const after = text.slice(lastDenied.index + lastDenied[0].length);
    const said = named(after.replace(DENIED_RELATIONSHIP, ' '));
    if (said) return said;
  }
  return named(text);
}

/**
 * A relationship word denied ("pas un collègue", "not my manager", "no es mi jefa", "não é
 * meu chefe", "kein Kollege", "nicht mein Chef"): the negation, a verb and a possessive or an
 * article at most, then the word.
 */
const DENIED_RELATIONSHIP = new RegExp(
  '(?<![\\p{L}])(?:not|pas|plus|no|não|nao|nicht|kein\\p{L}*)\\s+' +
    '(?:(?:is|was|es|era|fue|é|foi|ist|war|est|était|etait)\\s+)?' +
    "(?:(?:my|his|her|the|a|an|un|une|mon|ma|min|le|la|l['’]|el|mi|su|um|uma|o|meu|minha|seu|sua|mein\\p{L}*|ein\\p{L}*|sein\\p{L}*|ihr\\p{L}*|d['’]|de)\\s*)?" +
    "[\\p{L}'’-]+",
  'giu',
);

/** Every country's adjective beside a phone word ("slowakische Nummer", "número eslovaco"). */
const NUMBER_ADJECTIVES = everyCountryByAdjective();

export const CONTACT_WORDS: ContactLexicon = {
  fillers: words(
    // "So", "Sure!", "Here's", and the possessives and articles of the five languages
    // ("Mi jefa", "Meine Kollegin", "Ma responsable", "Meu gestor").
    "so here's heres well um uh hey hi hello hola hallo bonjour olá ola " +
      // Interjections ("Ah non attendez, son numéro…" names no one called Ah).
      'ah oh eh äh ähm euh ahh ohh ' +
      // Spanish "Uy", "Ay" opening a correction ("Uy, perdón, me faltó un número …") (blind set 19).
      'uy ay ups ' +
      // French "d'accord" opening a sentence ("D'accord, la responsable RH c'est Mme …").
      "d'accord d’accord " +
      // Cape Verdean and Guinea-Bissau Creole "my" ("Ña patron na ONG era o Sr. Armando …").
      'ña nha ' +
      'mi mis mío mía meine mein meinen meiner meinem ma mon mes meu minha meus minhas ' +
      'el la las los le les un une una uno um uma ein eine einen die der das des del ' +
      'es ist est era war é is sí si ja oui sim non nein não nao bitte também auch aussi también ' +
      // A Slovak or Czech yes said in passing ("Áno, jasné"): never a name.
      'áno jasné jasne ' +
      'references referees références referencias referências referenzen referências',
  ),
  common: words(
    'my her his their our the a an and or she he they i we you it is was at of from for with ' +
      'manager supervisor boss colleague coworker co-worker peer teammate client customer mentor ' +
      'teacher professor friend former current senior junior lead director head email e-mail phone ' +
      'mobile number yes no also another referee reference hi hello thanks thank please ok okay ' +
      // Said of a name one lacks ("Surname unknown", "First name only"): never the name.
      'surname surnames lastname firstname ' +
      // Thai "Khun" before a first name ("Khun Somchai hat eine neue Nummer"): a title.
      'khun ' +
      // A general address's word ("Hotelmail", "Rezeption", "front desk"): never a first name
      // (isGeneralAddressWord, withoutWithdrawnGeneralAddress), in the five languages.
      'hotelmail hotel-mail hotel-e-mail hotelemail firmenmail firmen-mail büromail bueromail ' +
      'officemail office-mail infomail info-mail rezeption empfang zentrale sekretariat ' +
      'reception front-desk frontdesk recepción recepcion réception accueil receção rececao ' +
      'recepção recepcao ' +
      'sure yeah yep absolutely definitely certainly course fine great consent agreed ' +
      "that that's this these those there here it's i'm let's sorry oops actually remove delete " +
      // Imperatives that open a sentence ("Add Bob Stone…"), never a name.
      'add put include ' +
      // "Liguem só das 8h às 12h, no (83) …", "Llamen en la mañana", "Appelez le matin", "Rufen
      // Sie vormittags an": a call asked for, never a name.
      'liguem ligue liga ligar llamen llame llamar llámenla llamenla llámenlo llamenlo appelez ' +
      'appeler rufen anrufen call ring ' +
      // An apology that opens a correction ("Desculpa, o Sr. Quintino…", "Perdón, …"), and the
      // apps a number is reached on ("só telefone e WhatsApp"): never a name.
      'desculpa desculpe perdão perdao perdón perdon pardon entschuldigung entschuldige ' +
      // … and the one that closes it ("El suyo es el +41 76 …, perdona") (blind set 22).
      'perdona perdone disculpa disculpe disculpen desculpem ' +
      // "Ainda estou a trabalhar na fábrica", "Todavía trabajo ahí": an adverb opening a
      // sentence, never a name.
      'ainda todavía todavia aún encore noch ' +
      // "Chama-se Jaquelino Lopes Furtado" ("his name is"): never part of the name (blind set 22).
      'chama-se chamava-se llamado llamada ' +
      // Croatian, Bosnian and Serbian thanks and "done", and their word for a mobile
      // ("Gotovo, das wars. Hvala lijepa!", "mobitel 091 …"): never a name.
      'hvala lijepa puno gotovo mobitel mobilni telefon ' +
      // "Pronto, é tudo", "Listo, eso es todo", "Fertig": a done word opening a sentence.
      'pronto listo lista fertig terminé ' +
      // Mobile networks a number is said to be on ("o da Orange quase nunca tá ligado"): never a name.
      'orange vodafone movistar digicel mtn airtel unitel movitel tigo telcel bouygues sfr swisscom ' +
      'telekom vodacom safaricom moov meo ' +
      // "(é número do Congo Brazzaville)": a country said beside a number, never a name.
      'congo brazzaville kinshasa ' +
      // The hour a candidate is free ("ab 15 Uhr", "a partir de las 3 horas"): never a name.
      "uhr horas hora heures heure hours hour o'clock " +
      'whatsapp telegram signal skype viber imo wechat ' +
      // The social networks a referee is found on ("sur Insta c'est @mama_…", "auf LinkedIn"):
      // never a name (blind set 19).
      'insta instagram facebook fb tiktok snapchat snap linkedin twitter threads ' +
      // Where a pasted name was copied from, and the verb that says so ("Copio do Outlook:",
      // "Copié de Gmail", "Kopiere aus Outlook") (blind set 19): never a name.
      'outlook gmail copio copiei copié copie copy kopiere ' +
      // God, named in a blessing on leaving ("que Dieu vous bénisse", "Deus abençoe"): no referee.
      'god dieu dios deus gott allah ' +
      // The ward sister's and the matron's titles of British nursing ("a Sister Karen Walsh
      // (Sister é o cargo dela)"): a post, never a first name (pt-i127).
      'sister matron ' +
      // A form's field labels ("Relationship: manager", "Lien : collègue", "Telemóvel: 912 …",
      // "Relación: jefa", "Beziehung: Chef"), never a name.
      'relationship relation lien relación relacion relação relacao beziehung verhältnis ' +
      'telemóvel telemovel teléfono telefono téléphone telephone telefone telefon courriel correo ' +
      'drop scratch forget wait hmm well oh old new best worked works boss ceo cto vp founder ' +
      'everyone everybody all done one two three first second third last ' +
      // Titles ("Mag.", "Dr.", "Herrn", "Monsieur") are never a name.
      'dr dra prof mag ing dipl mr mrs ms mme mlle sr sra srta lic eng engr enf sor fray ' +
      'lcda lcdo licda licdo abg ' +
      'herr herrn frau hr fr monsieur madame mademoiselle señor señora señorita senhor senhora ' +
      // German kin nouns, written with a capital before the name ("sein Sohn Hauke Janßen",
      // "ihre Tochter Lena Voss"): never the first name.
      'sohn tochter bruder schwester vater mutter neffe nichte enkel enkelin schwager schwägerin ' +
      // and uncles, aunts and cousins ("minge Onkel Mehmet Yılmaz", "mon oncle Karim").
      'onkel tante cousin cousine oncle tonton ' +
      // Titles said before a first name ("Dona Elfi", "Seu Arno", "Chị Lan"): never the name.
      'dona doña chị anh cô chú bác ông bà hadj hadja hadji hajj hajja haji hadjia ohm oom ' +
      // Polish and Czech "Pani", "paní" ("Pani Gosia"); not "Pan", a Chinese surname too.
      'pani paní ' +
      // "o Mister Nuno …": what Portuguese footballers call their coach, a title as in English.
      'mister ' +
      // A field's label in a pasted signature or CV ("Tel: +423 …", "Handy", "Móvil") is no name.
      'tel tél telf telefon telephone téléphone teléfono telefone tlf tlm fon mob mobil móvil ' +
      'celular cel cell handy portable fax mail correo courriel adresse address dirección ' +
      // The line's other labels (blind set 19): "Fijo 606 …", "Office: (704) …", "Büro", "Escritório".
      'fijo fixo office oficina büro bureau escritório escritorio landline festnetz ' +
      // A hospital ward's line ("nur die Station: 0316 …", "le service", "stationszimmer") (blind
      // set 20): a place, never a name.
      'station stationstelefon stationszimmer dienstzimmer ' +
      // A pasted LinkedIn recommendation's headline and date ("Senior Software Engineer · 2nd",
      // "January 3, 2024, …"); months that are also given names (April, May, June) aside.
      'software engineer developer january february march july september october november december',
  ),
  // Welsh "ap" ("son of": "Dafydd ap Iwan", "Rhys ap Gruffydd") and "ferch" ("daughter of").
  particles: words(
    'van von der den de da del della di du dos das do la le ter ten bin al y zu ap ferch verch dela delos ' +
      // Dutch "'t" ("Anke van 't Hek", "van ’t Hof").
      "'t ’t " +
      // The Maghreb's and the Gulf's "son / daughter of", which open a surname ("Ould Cheikh",
      // "Mint Ahmed Salem", "Ibn Khaldoun"; contact.reader.ts PATRONYMIC_PARTICLES), and the
      // Maghreb's "Ben" inside a name ("Kawtar Ben Abdallah"), never French's filler "ben"
      // there (blind set 20).
      'ould mint bint binti ibn ben',
  ),
  // The halves of double first names ("Ana Paula", "Luisa Fernanda", "José Carlos", "João
  // Victor", "Marie Claire", "Karl Heinz"), accents aside. Only names that are rarely
  // surnames: "Carlos García López" and "Pedro Díaz Martín" split as read.
  givenNames: words(
    'ana paula maria luisa luiza fernanda jose carlos joao victor vitor juan pablo luis ' +
      'eduardo henrique manuel belen isabel lucia elena clara paulo ignacio andres cristina ' +
      'beatriz camila gabriela fernando teresa eugenia rosa marie claire claude louise anne ' +
      'jean karl heinz lena anna roberto antonio francisco ' +
      // "José Miguel", "Miguel Ángel", "Rubén Darío", "João Pedro": a split asked, never guessed.
      'miguel angel dario pedro ' +
      // Spain's "Mari Carmen", "María Pilar", "María Dolores", "María de los Ángeles", and
      // Venezuela's "José Gregorio" (blind set 16).
      'carmen pilar dolores angeles gregorio ' +
      // The Maghreb's "Fatima Zahra" (also "Fatima-Ezzahra") (blind set 17).
      'fatima zahra ezzahra ' +
      // The second halves of double first names that are rarely surnames (the name lines,
      // issue 41): Colombia's "Luz Dary", "Jhon Fredy", "Luz Milena"; Mexico's "Jorge
      // Alberto", "Luis Enrique", "Juan Javier"; Brazil's "Wagner Luiz", "Kátia Regina",
      // "Maria Aparecida"; West Africa's "Mamadou Lamine", "Cheikh Tidiane"; "Anne Sophie",
      // "Katharina Sophie"; the American South's "Billy Joe", "Mary Ann", "Betty Sue". A
      // split asked (one tap), never guessed.
      'dary fredy milena alberto enrique javier alejandro alejandra andrea esteban ' +
      'luiz regina aparecida eduarda lamine tidiane sophie joe ann sue mae ' +
      // The Caribbean coast's and Venezuela's "Keila Paola", "Ana Karina", "Yuly Marcela".
      'paola karina marcela carolina johana yuliana viviana liliana ' +
      // Brazil's "Raimundo Nonato", "José Nonato".
      'nonato',
  ),
  // Not "with" or "for": people follow them as often ("I worked for Jane"). "bei der Post",
  // "chez Desjardins": an article may stand between.
  // "aus Breslau", "from Leeds": a place, never a first name. "auf der Gästefarm", "auf dem
  // Bau": where one worked.
  organisationPrepositions: words('at in of on bei beim bi chez aus from auf'),
  // German's indefinite ones too: "bei einer Baufirma" is a firm (German writes every noun
  // with a capital). Not "a": Portuguese puts it before a woman's first name ("é a Ana").
  articles: words('the der die das dem den des la le les el los las ein eine einer einem einen'),
  // Titles before a name, in the five languages ("Dr. Helen Park", "Mag. Sabine Leitner",
  // "Herrn Keller", "M. Dupont"): one word after one is a surname, never a first name. Not
  // "Hr.": "in HR. Jane Doe…" ends a sentence.
  titles: [
    'herr',
    'herrn',
    'frau',
    'fr',
    'monsieur',
    'madame',
    'mademoiselle',
    'm',
    'señor',
    'señora',
    'señorita',
    'senhor',
    'senhora',
    'dr',
    'dra',
    'prof',
    'mag',
    'ing',
    'dipl',
    'mr',
    'mrs',
    'ms',
    'mme',
    'mlle',
    'sr',
    'sra',
    'srta',
    'lic',
    // Venezuela's and the Caribbean's "Lcda." / "Lcdo." / "Licda." (licenciada, a graduate)
    // and "Abg." (abogado) before a name ("la Lcda. Yusmary Pacheco") (blind set 16).
    // Mexico's "Mtra." / "Mtro." (maestra, maestro: a master's degree or a teacher) before a
    // name ("la Mtra Elena Matus") (session 30).
    'mtra',
    'mtro',
    'lcda',
    'lcdo',
    'licda',
    'licdo',
    'abg',
    'eng',
    'enf',
    // Brazilian "Seu", "Dona", Spanish "don", "doña", and the Vietnamese honorifics written
    // before a name in any language ("chị Lan", "anh Minh", "cô Hoa", "ông Tuấn").
    'seu',
    'dona',
    'don',
    'doña',
    // Thai "Khun" before a first name ("Khun Somchai Srisuk").
    'khun',
    'chị',
    'anh',
    'cô',
    'chú',
    'bác',
    'ông',
    'bà',
    // The pilgrim's honorific of West Africa and the Maghreb before a full name ("El Hadj
    // Ousmane Diop", "Hadja Aminata Camara", "Hajj Karim …"): never the first name.
    'hadj',
    'hadja',
    'hadji',
    'hajj',
    'hajja',
    'haji',
    'hadjia',
    // What Mennonite colonies (Plautdietsch "Ohm") and Afrikaans ("Oom") call older men before
    // their name, kin or not ("el Ohm Peter Klassen", "Oom Piet Botha"): never the first name.
    'ohm',
    'oom',
    // A commander or an airliner's captain written short ("Cmte. Rui Sampaio", "Cmdt. Roy"):
    // its dot ends no sentence (blind set 15).
    'cmte',
    'cmdte',
    'cmdt',
    // Spanish religious titles before a nun's or a friar's name ("Sor María Teresa …",
    // "Fray Luis …"): never the first name.
    'sor',
    'fray',
    // Croatian, Bosnian and Serbian "Mr" and "Mrs" ("gospodin Ante Marić", "gospođa Horvat").
    'gospodin',
    'gospođa',
    'gospodja',
    'gospođica',
    // Nigeria's and the Philippines' "Engr." before an engineer's name ("Engr. Tunde Bakare").
    'engr',
    // The engineer's title written in full, in Spanish even inside Portuguese ("Ingeniero
    // Crisantos Obama Ondo", "a Engenheira Rita Sousa") (blind set 19): never the first name.
    'ingeniero',
    'ingeniera',
    'engenheiro',
    'engenheira',
    // Portugal's "Doutor" / "Doutora" written in full after another title ("Prof. Doutor Rui
    // Bastos", "a Doutora Ana Lemos"): never the first name (blind set 18).
    'doutor',
    'doutora',
    // Quebec's and Romandy's "Dre" (docteure) before a name ("Dre Valérie Berset", "la Dre
    // Nadia Roy"): never the first name (the name lines). Not French "Pr" (professeur): a
    // case-blind "PR." ("head of PR. Jane Doe …") ends a sentence.
    'dre',
    // Polish and Czech "Pan", "Pani", "paní" ("Pan Tomasz Kowalczyk", "Pani Gosia"): Mr and
    // Mrs, never the first name.
    'pan',
    'pani',
    'paní',
    // "o Mister Nuno Vilaça", "Mister Jorge": the Portuguese footballer's word for the coach,
    // Mr in English: never the first name.
    'mister',
    // Indonesian and Malay "Bu" / "Ibu" and "Pak" / "Bapak" before a name ("Bu Sri Wahyuni",
    // "Pak Sutrisno"): Mrs and Mr, never the first name (blind set 19).
    'bu',
    'ibu',
    'pak',
    'bapak',
  ],
  nameCues: ['name is', 'called', 'named'],
  and: ['and', '&', 'et', 'und', 'y', 'e'],
  joiners: ['and', 'also', 'plus'],
  itemOpeners: ['my', 'her', 'his', 'a', 'an', 'also', 'another', 'the'],
  pronouns: ['her', 'his', 'their', 'she', 'he', 'they'],
  // "… and her husband Bernard", "et son mari Bernard", "y su esposa Carmen", "und ihr Mann
  // Peter", "e a mulher dele, Rosa": a kin of the referee before, another referee. One list for
  // the five languages, as the titles are.
  kinOfTheOneBefore: wholeWord(
    [
      '(?:his|her|their) (?:husband|wife|partner|son|daughter|brother|sister|father|mother)',
      '(?:sus?) (?:marido|esposo|esposa|mujer|pareja|hij[oa]|herman[oa]|padre|madre)',
      '(?:sein|seine|seinem|seinen|ihr|ihre|ihrem|ihren) (?:mann|ehemann|frau|ehefrau|partner|partnerin|sohn|tochter|bruder|schwester|vater|mutter)',
      '(?:son|sa|leur) (?:mari|époux|epoux|épouse|epouse|femme|compagnon|compagne|fils|fille|frère|frere|sœur|soeur|père|pere|mère|mere)',
      '(?:seu|sua) (?:marido|esposo|esposa|mulher|companheir[oa]|filh[oa]|irmão|irmao|irmã|irma|pai|mãe|mae)',
      '[oa] (?:marido|esposo|esposa|mulher|companheir[oa]|filh[oa]|irmão|irmao|irmã|irma|pai|mãe|mae) (?:dele|dela)',
    ].join('|'),
  ),
  countries: [
    [
      'GB',
      wholeWord(
        'uk|u\\.k\\.|united kingdom|britain|british|england|english number|scotland|wales|london',
      ),
    ],
    [
      'DE',
      wholeWord(
        'germany|german|deutschland|deutsche?|berlin|munich|münchen|alemanha|alemão|alemã|alemania|alemán|alemana|allemagne|allemand(?:e)?',
      ),
    ],
    // In the four languages too ("um número francês", "una línea de Francia"); not "Frances", "Franca": names.
    [
      'FR',
      wholeWord(
        // Luxembourgish "franséisch" too; "la métropole", "l'Hexagone": mainland France, as
        // the overseas departments say it ("un portable de métropole").
        // Not the adjective of an overseas territory's name ("Guiana Francesa", "Polynésie
        // française"): that territory is named.
        'france|french|(?<!(?:guyane|guiana|guayana|polynésie|polynesie|polinésia|polinesia) )(?:française?|francesa)|paris|frança|francês|francés|francia|frankreich|französisch\\p{L}*|franséisch\\p{L}*|m[ée]tropole|hexagone',
      ),
    ],
    [
      'ES',
      wholeWord(
        'spain|spanish|españa|español(?:a)?|madrid|barcelona|espanha|espanhol(?:a)?|espagne|espagnol(?:e)?|spanien|spanisch\\p{L}*',
      ),
    ],
    [
      'PT',
      wholeWord(
        'portugal|portuguese|português|portuguesa|portugais|portugaise|portugiesisch\\p{L}*|lisbon|lisboa|lisbonne',
      ),
    ],
    // The city with its capital only: "chefe de turno no porto" is at the port (pt-i133).
    ['PT', /(?<![\p{L}])Porto(?![\p{L}])/u],
    ['BR', wholeWord('brazil|brasil|brazilian|brasileir[oa]|são paulo|sao paulo|rio de janeiro')],
    // Countries that write their numbers as Portugal or France do ("923 456 789" in Luanda).
    ['AO', wholeWord('angola|angolan[oa]?|angolais\\p{L}*|angoleñ[oa]|luanda')],
    ['MZ', wholeWord('mozambique|moçambique|mocambique|mosambik|maputo')],
    ['MA', wholeWord('morocco|moroccan|maroc|marocain\\p{L}*|marruecos|marokko|casablanca|rabat')],
    // Its name has no stem of five letters for everyCountryByAdjective ("un numéro ivoirien").
    [
      'CI',
      wholeWord(
        "côte d['’]ivoire|cote d['’]ivoire|ivoirien\\p{L}*|ivorian|costa de marfil|costa do marfim|marfileñ[oa]|marfinense|elfenbeinküste|abidjan",
      ),
    ],
    [
      'IE',
      wholeWord(
        'ireland|irish|dublin|irlanda|irlande|irland|irlandés|irlandesa|irlandês|irlandais\\p{L}*|irisch\\p{L}*',
      ),
    ],
    // France's overseas departments, each with its own calling code ("un numéro de Guyane",
    // "à Kourou", "en Guadeloupe"): a "0694 …" read in France is Guiana's.
    [
      'GF',
      wholeWord(
        'guyane(?: française| francaise)?|french guiana|guayana francesa|guiana francesa|französisch-guayana|cayenne|caiena|cayena|kourou|saint-laurent-du-maroni',
      ),
    ],
    ['GP', wholeWord('(?:la|en|de) guadeloupe|pointe-à-pitre|pointe-a-pitre|basse-terre')],
    // Saint-Martin's Dutch side, with its own calling code (+1 721): "son numéro dutch side".
    [
      'SX',
      wholeWord(
        'sint maarten|dutch side|c[ôo]t[ée] hollandais|partie hollandaise|partie n[ée]erlandaise|philipsburg',
      ),
    ],
    ['MQ', wholeWord('(?:la|en|de) martinique|fort-de-france')],
    [
      'RE',
      wholeWord(
        "(?:l['’])?île de la réunion|(?:l['’])?ile de la reunion|saint-pierre de la réunion",
      ),
    ],
    ['YT', wholeWord('(?:à|a|de|en) mayotte|mamoudzou')],
    // The neighbours of the languages served: a Swiss, Belgian or Austrian number with a
    // German or French tenant ("Kollegin aus Basel, 079 876 54 32").
    [
      'CH',
      wholeWord(
        'switzerland|swiss|schweiz|schwiiz|schwyz|schweizer\\p{L}*|suisse|svizzera|suiza|suíça|basel|bâle|zürich|zurich|genf|genève|geneve|geneva|bern|berne|lausanne|luzern|lugano',
      ),
    ],
    [
      'BE',
      wholeWord(
        'belgium|belgian|belgique|belge|belgien|belgisch\\p{L}*|bélgica|belgica|bruxelles|brussels|brüssel|liège|liege|anvers|antwerpen|antwerp|gand|namur|charleroi',
      ),
    ],
    [
      'AT',
      wholeWord(
        'austria|austrian|österreich|österreichisch\\p{L}*|autriche|wien|vienna|vienne|graz|linz|salzburg|innsbruck',
      ),
    ],
    ['LU', wholeWord('luxembourg|luxemburg|luxemburgo|lëtzebuerg\\p{L}*|letzebuerg\\p{L}*')],
    // Said in Afrikaans, and the islands whose names are no country's ("un numéro de Tahiti").
    [
      'ZA',
      wholeWord(
        'suid-afrika|suid afrika|südafrika|south africa|sudáfrica|afrique du sud|áfrica do sul',
      ),
    ],
    ['PF', wholeWord('tahiti|papeete|polynésie|polynesie|polinesia|polynesien')],
    [
      'TR',
      wholeWord(
        'turkey|turkish|türkiye|türkei|türkisch\\p{L}*|turquie|turque|turquía|turquia|istanbul|i̇stanbul|ankara|izmir|i̇zmir',
      ),
    ],
    // Portuguese and Spanish "Holanda", and the port cities ("é da Holanda", "de Rotterdam").
    // "Ist ne holländische Nummer", "un numéro néerlandais", "es holandés".
    [
      'NL',
      wholeWord(
        'netherlands|holland|holanda|hollande|dutch|amsterdam|rotterdam|roterdão|niederlande|' +
          'holländisch\\p{L}*|hollaendisch\\p{L}*|niederländisch\\p{L}*|niederlaendisch\\p{L}*|' +
          'néerlandais\\p{L}*|neerlandais\\p{L}*|hollandais\\p{L}*|maastricht|holandés|holandes|holandesa|holandês|' +
          'pays-bas|países bajos|paises bajos|países baixos|paises baixos',
      ),
    ],
    [
      'IT',
      wholeWord(
        'italy|italia|italien|italian|italiano|italienisch\\p{L}*|rome|milan|mailand|milano',
      ),
    ],
    ['AR', wholeWord('argentina|argentin\\p{L}*|buenos aires')],
    // Capitals said for where a referee lives ("Ella vive en Montevideo, su celular es 094 …").
    ['UY', wholeWord('montevideo')],
    ['PY', wholeWord('asunción|asuncion')],
    ['CO', wholeWord('bogotá|bogota')],
    ['EC', wholeWord('quito|guayaquil')],
    ['CA', wholeWord('canada|canadian|toronto')],
    ['AU', wholeWord('australia|australian|sydney')],
    // Venezuela and its capital ("fijo de Caracas"), never its adjective: a Venezuelan may have
    // a number of the country they live in (blind set 16).
    ['VE', wholeWord('venezuela|caracas|maracaibo')],
    ['IN', wholeWord('india|índia|inde|indien|indian|indisch\\p{L}*|bangalore|mumbai|delhi|goa')],
    ['MX', wholeWord('mexico|méxico|mexican')],
    // Its cities as they are written with and without their tones ("zurück in Hà Nội").
    [
      'VN',
      wholeWord(
        'vietnam|việt nam|viet nam|hà nội|ha noi|hanoi|sài gòn|saigon|hồ chí minh|ho chi minh',
      ),
    ],
    // The two Congos by their capitals and short names ("il est à Kinshasa", "un numéro de la
    // RDC", "à Brazzaville"): "Congo" alone names neither.
    ['CD', wholeWord('rdc|r\\.d\\.c\\.?|drc|rd congo|congo-kinshasa|kinshasa|lubumbashi')],
    ['CG', wholeWord('congo-brazzaville|brazzaville|pointe-noire')],
    // A few states named in the candidates' languages ("c'est en Louisiane", "en Texas").
    [
      'US',
      wholeWord(
        // Not the verb of Spanish and Portuguese ("Correo no usa", "ela não usa e-mail",
        // "solo usa WhatsApp") (blind set 19).
        'u\\.s\\.|(?<!(?:no|não|nao|se|lo|la|le|les|que|ya|já|solo|sólo|só|ella|él|ele|ela|tampoco|también|também|nunca|casi|mais|más) )usa(?! (?:el|la|los|las|un|una|o|a|um|uma|correo|e-?mail|mail|whats\\p{L}*|celular|teléfono|telefone|mucho|muito|poco|pouco|eso|isso))|united states|america|american|louisiane|louisiana|luisiana|texas|californie|california|floride|nouvelle-orléans|new orleans|nueva york|new york',
      ),
    ],
  ],
  // Names first: an adjective only when no country is named.
  otherCountries: [...everyCountryByName(), ...NUMBER_ADJECTIVES],
  numberAdjectives: NUMBER_ADJECTIVES,
  relationship: (text) => correctedRelationship(text, findRelationship),
  notToContact,
  withoutSetAside: (message) => message.replace(SET_ASIDE, ' '),
  replacesBefore: (segment) => REPLACES_BEFORE.test(segment),
};

/**
 * Words of a language that open a sentence before a name or are never one
 * ("Pues", "Bon", "Então", "Voici"), beyond its lexicon's fillers.
 */
const OPENERS: Record<Locale, string> = {
  en: '',
  es:
    'pues mira bueno vale oye entonces aquí aqui ahí ahi estos estas este esta os te le les nos ' +
    // Words that order a list ("Luego la señora …", "Después Ana …", "Por último …").
    'luego después despues además ademas finalmente primero primera último ultimo última ultima ' +
    // Ordinals that label a list's items ("Segunda: compañero mío …", "Tercera: Marta …").
    'segundo segunda tercero tercera tercer cuarto cuarta quinto quinta ' +
    // Time words that open a sentence ("Ahora vive en Manitoba", "Hoy trabaja en …").
    'ahora ahorita actualmente hoy ' +
    // "Ella vive en …", "Él trabaja …": a pronoun opening a sentence, never a name.
    'ella él ' +
    // "Eso es todo compae, gracias": a demonstrative opening a sentence, never a name.
    'eso esto aquello',
  de:
    'also na ok okay hier das dies diese dieser ' +
    'dann danach zuerst erstmal erstmals zuletzt schließlich schliesslich erstens zweitens drittens ' +
    // Ordinals that label a list's items ("Zweite: …"), and conjunctions that open a clause
    // before the name ("Bevor Sie fragen …, Lic. Carolina Hoffmann", "Falls …", "Weil …").
    'erste erster zweite zweiter dritte dritter vierte vierter viertens ' +
    'bevor nachdem während waehrend weil obwohl falls damit sobald ' +
    // The dialects' "my" ("Minge Chef" in Cologne, "Mi Chefin", "Mini Kollegin" in Switzerland,
    // "Mei Chef" in Bavaria) and a sentence opened by "has" ("Hat kein E-Mail", Kölsch "Hät",
    // Swiss "Het"): never a name.
    'minge ming mi mini mis mei meina hat hät het ' +
    // Plautdietsch "my" ("Mien Baas in der Käsefabrik …", the Mennonites' Low German).
    'mien miene ' +
    // Time words that open a sentence ("Jetzt wohnt er in Kiel", "Heute arbeitet sie …").
    'jetzt heute inzwischen mittlerweile ' +
    // A spouse said before the name, a noun with a capital ("ihr Mann Peter", "Ihren Gatten
    // Karl erreichen Sie …", "seine Lebensgefährtin Anna"): never the first name.
    // "die Kleine von der Kita holen": the little one, one's child, never a name.
    'kleine kleinen ' +
    'seine seiner ihre ihrer ihren ihrem seinen seinem mann ehemann gatte gatten gattin ehefrau lebensgefährte lebensgefährten lebensgefährtin',
  // Acadian and Cajun "asteur" / "astheure" (now) and "pis" (then) open a sentence too.
  fr:
    'bon alors voici voilà voila ben bah donc euh ok asteur astheure pis ' +
    // "Ensuite Mme …", "Puis …", "Enfin …": words that order a list.
    'ensuite puis après apres enfin premièrement deuxièmement troisièmement aussi',
  pt:
    'então entao bom olha tipo aqui segue seguem ok ' +
    'depois também tambem finalmente primeiro primeira último ultimo última ultima ' +
    // Cape Verdean and Guinean Kriolu "my" ("Nha chefe …", "Nhas kolegas …"), said by
    // Portuguese speakers of the islands: never a name.
    'nha nhas ' +
    // "Ele tem dois números", and a Spanish "Ella vive en Montevideo" among Portuguese: never a name.
    'ele ela ella él ' +
    // "Isso é tudo", "Isto é o que tenho": a demonstrative opening a sentence, never a name.
    'isso isto aquilo',
};

/**
 * Words a name never holds in a language that capitalises its nouns or
 * titles ("Ansprechpartnerin", "Gerente de Marketing"): contact words, not
 * relationships the intake stores.
 */
const NOT_NAMES: Record<Locale, string> = {
  en: '',
  es:
    // "Agora tá em Ziguinchor, 77 …": now and today open a sentence, never a name (blind set 23).
    'ahora hoy ' +
    // "Ah no, espérate, el 6674-2318 …", Panama's "fren" (friend): never a name.
    'espérate esperate espéreme espera espere fren ' +
    // A local part dictated ("es p punto lagos: p.lagos@…"): its spoken dot is no name.
    'punto arroba guion ' +
    // Argentina's and Uruguay's voseo: "Poné a mi ex jefa …", "Sacá al negro Fabián", "Agregá".
    'poné pone ponga sacá saca agregá agrega anotá anota mandá manda escribí escribe ' +
    'referencia referencias contacto correo teléfono telefono móvil movil jefa jefe ' +
    // Imperatives that open a sentence ("Pon también a…", "Añade a…"), never a name.
    'pon ponga pongan añade añada agrega agregue apunta apunte anota anote incluye incluya contacta contacte contacten llama llame llamen escribe escriba ' +
    'olvida olvide quita quite borra borre elimina elimine reemplaza reemplace cambia cambie ' +
    // A pasted table's header ("Nombre | Puesto | Contacto"), never a name.
    'nombre nombres apellido apellidos puesto cargo relación relacion ' +
    // A sentence opened by where one worked ("Trabajaba en el taller de don Ramiro …").
    'trabajé trabaje trabajaba trabajábamos trabajabamos estuve ' +
    // "Tía" and "Tío" said before an older woman's or man's name out of respect ("la Tía
    // Chela del comedor"), as "doña" and "don" are: never the first name.
    'tía tío tia tio ' +
    // "Tiene dos correos…", "Tengo su móvil…": verbs that open a sentence, never a name.
    'tiene tienen tengo',
  de:
    // "Zwei Stefans, damit's ned z'einfach wird: …", "Beim Hofbauer hab i mi vertippt": a count
    // and a preposition opening a sentence, never a name (blind set 25).
    'zwei drei beim vom zum ' +
    // "Agora tá em Ziguinchor, 77 …": now and today open a sentence, never a name (blind set 23).
    'jetzt heute ' +
    'ansprechpartner ansprechpartnerin ansprechperson doktorvater doktormutter ausbilder ausbilderin ' +
    'betreuer betreuerin referenz referenzen kontakt nummer handy telefon prof dr professor professorin brigadier brigadierin ' +
    // A letter's closing words ("Mit freundlichen Grüßen", "Beste Grüße") open a pasted signature.
    'grüße grüßen grüsse grüssen gruß gruss freundlichen freundliche herzliche herzlichen beste besten ' +
    // A letter's "Als Referenzen benenne ich …" opens no name.
    'als ' +
    // Imperatives that open a sentence ("Nehmen Sie auch…", "Schreiben Sie…"), never a name.
    'nehmen schreiben notieren kontaktieren rufen fügen setzen tragen vergessen streichen entfernen löschen ersetzen ' +
    // Words that open a German sentence with a capital ("Mehr weiß ich nicht", "Leider…",
    // "Weitere Infos…"), never a name.
    'mehr mehrere weitere weiterer weiteres weiteren sonst leider genau eigentlich vielleicht übrigens ' +
    // Words of time that open a sentence ("Früher Kaiserhof Wien, Chefin Mag.a …"), never a name.
    'früher frueher damals vorher davor ehemals ehemalige ehemaliger ehemaligen zuvor ' +
    'außerdem ausserdem ansonsten zusätzlich infos info details angaben kontaktdaten daten adresse ' +
    // A pasted table's header ("Vorname | Nachname | Funktion"), never a name.
    // Said of a name one lacks ("Nachnamen weiß ich nicht"): plurals and "Familienname" too.
    'vorname nachname funktion beziehung vornamen nachnamen familienname namen ' +
    // A signature or a LinkedIn card announced or pasted ("hier ihre Signatur:", "500+
    // Kontakte", "Kontaktinfo", "Nachricht"), never a name.
    'signatur unterschrift kontakte kontaktinfo nachricht linkedin xing ihnen ' +
    // A goodbye wish ("Schönen Tag noch", Cologne's "Schönen Tach"), never a name.
    'schönen schönes tach ' +
    // The kinds of number, one word with a capital ("Die Handynummer vom Peter: …",
    // "Festnetz: 0732 …", "Natel: 079 …"), never a name.
    'handynummer telefonnummer mobilnummer festnetznummer festnetz rufnummer natel natelnummer ' +
    // How one is reached, opening a sentence ("Erreichbar ist sie über …", "Erreichen Sie ihn
    // unter …", "Am besten …"), never a name.
    'erreichbar erreichen erreicht am besten ' +
    // "Eigene Mail hat er nicht", "Ach, und Frau Schmitz …": a sentence's first word, no name.
    'eigene eigenen eigener eigenes ach moment ' +
    // A job title on a pasted CV's line ("Sachbearbeiter Kreditoren, Stadtwerke …"), no name.
    'sachbearbeiter sachbearbeiterin kreditoren debitoren buchhalter buchhalterin ' +
    // A guild's head ("der Obermeister von der Fleischer-Innung"), and "Mama" said of a
    // referee who is one's mother: never a name.
    'obermeister obermeisterin innungsmeister mama mutti papa vati familie ' +
    // Alemannic and Bavarian function words and goodbyes opening a sentence ("Sini Nummer: …",
    // "Jetz muess i go schaffe", "heit Owe", "Ade", "Denn d Souschefin …", "Mei Meischter"),
    // never a name.
    'sini sine sis ihri iri jetz jetzad heit owe ade adé pfiati denn dänn mei ' +
    // A kitchen's second in command, a role (see COMPOUND_HEADS): never a name.
    'souschef souschefin ' +
    // Oaths opening a correction ("Ach Mist, die Nummer vom Chef is falsch"): never a name.
    'mist mensch menno verdammt scheibenkleister ' +
    // Which digits of a number, and how they were typed ("die letzten zwee vertauscht"): no name.
    'letzten letzte letzter ersten erste zwee vertauscht verdreht tippfehler vertipper ' +
    // Swiss "Zerscht …" (first), "Schwiiz" (Switzerland), "Sis Natel" (his mobile): no names.
    'zerscht zerst zuerscht zuerst schwiiz schwyz sis ' +
    // "Löscht det bitte alles": a request, no name.
    'löscht löschen lösch ' +
    // Palatine "De erschte is de Herr …", "schää Daach noch": an article, a count and a
    // goodbye, no name.
    'erschte zwette zweete dritte daach schää ' +
    // Austrian goodbyes ("Des wars. Servas und pfiat eich"): no name.
    'servas servus pfiat eich',
  fr:
    // "Zwei Stefans, damit's ned z'einfach wird: …", "Beim Hofbauer hab i mi vertippt": a count
    // and a preposition opening a sentence, never a name (blind set 25).
    'deux trois ' +
    // "Agora tá em Ziguinchor, 77 …": now and today open a sentence, never a name (blind set 23).
    'maintenant ' +
    // Haitian Creole among French ("Annou retire Jocelyn … Mete Madame Guerline Saint-Fleur
    // pito"): let's, put, rather; never a name.
    'annou mete pito ' +
    // Québec's and France's chat words opening a sentence ("Oups le numéro à Guy …", "Mets
    // plutôt ma collègue …", "Ouin c'est correct", "Pis le gars du Maine"): never a name.
    'oups oops mets ouin pis ' +
    'référence références contact numéro numero portable téléphone telephone ' +
    // A letter's closing words open a pasted signature, never name the person under them.
    'cordialement salutations amicalement sincères respectueusement gestionnaire ' +
    // Imperatives that open a sentence ("Mettez aussi…", "Ajoutez…"), never a name.
    'mettez ajoutez rajoutez notez contactez appelez écrivez ecrivez prenez gardez indiquez inscrivez remplacez ' +
    'oubliez enlevez retirez supprimez effacez ' +
    // A pasted table's header ("Nom | Prénom | Lien"), never a name.
    'nom prénom prenom poste fonction noms prénoms prenoms ' +
    // A warning that opens a correction ("Attention pour le premier : …"), never a name.
    'attention ' +
    // Québec's "pis" (then) and Haitian Creole's "ak" (and), "pou" (for), "bòs" (boss) open
    // a clause in French chats (blind set 23).
    'pis ak pou bòs',
  pt:
    // "Zwei Stefans, damit's ned z'einfach wird: …", "Beim Hofbauer hab i mi vertippt": a count
    // and a preposition opening a sentence, never a name (blind set 25).
    'dois duas três ' +
    // "Agora tá em Ziguinchor, 77 …": now and today open a sentence, never a name (blind set 23).
    'agora hoje ' +
    // "Vou dar-vos três: …": the verb that opens the list, never a name.
    'vou vamos ' +
    'referência referências contato número numero celular telefone ' +
    // Imperatives that open a sentence ("Coloque também…", "Anota aí…"), never a name.
    'coloque coloca anote anota adicione adiciona inclua inclui ponha põe bota liga ligue contacte contate escreva ' +
    'esquece esqueça esqueca tira tire apaga apague remova remove substitua substitui troque troca ' +
    // A pasted table's header ("Nome | Cargo | Contato"), never a name.
    'nome sobrenome cargo relação relacao função funcao nomes sobrenomes ' +
    // "Tia" and "Tio" said before an older woman's or man's name out of respect ("a Tia Bete
    // da padaria", "o Tio Zé"), as "Dona" and "Seu" are: never the first name.
    'tia tio ' +
    // "Sei que é família…" ("I know"), "Acho que…": verbs that open a sentence, never a name.
    // "Tá em Lisboa agora", "Tô sem o número": "está" and "estou" as typed, the same.
    'sei acho tá tô ' +
    // Spanish mixed in by a speaker from the border ("Ella vive en …", "Fue mi jefa …").
    'ella fue',
};

/**
 * Relationship words a language closes compounds with ("Schichtleiter",
 * "Küchenchef", "Projektkollegin"), and the words that only end alike
 * ("Begleiter", "Einleitung"), which name none.
 */
/**
 * What opens another referee after "and" ("… y mi jefa", "… und meine Kollegin", "… et ma
 * tutrice", "… e minha chefe"): the candidate's own possessives and "another", as "and my …"
 * in English. Never "su", "seu", "son" (the referee just named: "y su móvil es …") nor an
 * article alone ("y el correo es …"): an article opens one only before a relationship
 * ("y la dueña de …", "e o prof Kaique"; RELATIONSHIP_ARTICLES, read in contactSegments).
 */
const ITEM_OPENERS: Record<Locale, string> = {
  en: '',
  es: 'mi mis otra otro',
  de: 'mein meine meinen meiner',
  fr: 'ma mon mes',
  pt: 'minha meu minhas meus outra outro',
};

/** The articles before a relationship that opens another referee after "and" ("y la dueña"). */
const RELATIONSHIP_ARTICLES: Record<Locale, string> = {
  en: 'the',
  es: 'la el una un',
  de: 'die der den eine einen ein',
  fr: 'la le une un',
  pt: 'a o uma um',
};

/**
 * A language's own prepositions after which a place or a firm follows, never a name, beside
 * CONTACT_WORDS.organisationPrepositions. Portuguese runs "em" into its articles ("diretor na
 * Unitel"); Spanish "en Asunción", "en Mercadona", and "del" ("mi profe de inglés del Hostos":
 * "María del Carmen" goes on through it); German "vom", "im", "am", "zum", "zur" ("mein Lehrer
 * vom Integrationskurs", "im Klinikum Nord").
 */
const ORGANISATION_PREPOSITIONS: Record<Locale, string> = {
  en: '',
  es: 'en del',
  // The Ruhr's "vonne Hütte", "inne Schicht", "auffe Hütte" (von der, in der, auf der), and
  // Swiss "z Samedan" (in Samedan) too.
  de: 'vom im am zum zur vonne inne auffe aufm ausm z',
  fr: '',
  // Spanish "en" too, typed by a Portuguese speaker from the border ("Ella vive en Montevideo").
  pt: 'na no nas nos em en',
};

/**
 * A school's, a hospital's or a hotel's noun (blind set 14, "mon lok kru au lycée Sisowath, M.
 * CHHIM Sokha"): the capitalised word right after it is the place's name, never a person's.
 */
const INSTITUTION_NOUNS: Record<Locale, string> = {
  en: '',
  // A restaurant's, a shop's or a firm's noun too (blind set 19, "no restaurante Sabor do Pará").
  es: 'restaurante cafetería cafeteria tienda almacén almacen supermercado empresa hotel colegio escuela universidad hospital clínica clinica',
  de: '',
  fr: 'lycée lycee collège college école ecole université universite hôpital hopital hôtel hotel clinique',
  pt: 'escola colégio colegio faculdade universidade hospital hotel clínica clinica restaurante lanchonete padaria loja supermercado empresa',
};

/**
 * A language's own titles before a name, beside CONTACT_WORDS.titles: Isthmus Zapotec's "Na"
 * (doña) in Mexican Spanish ("mi patrona … Na Rosa López Matus"), and "el chef Fidencio …"
 * (blind set 19); not in Portuguese, where "Na" opens a place ("Na Unitel").
 */
const TITLES: Record<Locale, string> = {
  en: '',
  es: 'na chef',
  de: '',
  // Haitian Creole's "Manzè" (Miss), "Madanm" and "Msye" among French ("Manzè Carmel,
  // Marie-Carmel Pierre-Louis").
  fr: 'manzè manze madanm msye',
  pt: '',
};

const COMPOUND_HEADS: Partial<Record<Locale, { heads: string[]; never: Set<string> }>> = {
  de: {
    heads: [
      ...words(
        'leiter leiterin leitung chef chefin kollege kollegin vorgesetzte vorgesetzter ' +
          'kunde kundin lehrer lehrerin ausbilder ausbilderin ausbildner ausbildnerin ' +
          // "Mein Schichtmeister vonne Hütte", "die Küchenmeisterin": a master of a shift or a
          // trade is who one worked under.
          'betreuer betreuerin meister meisterin',
      ),
    ],
    never: words(
      'begleiter begleiterin wegbegleiter wegbegleiterin einleitung anleitung umleitung ' +
        'ableitung weiterleitung überleitung zuleitung wasserleitung stromleitung rohrleitung ' +
        'gasleitung telefonleitung datenleitung halbleiter stromleiter blitzableiter ' +
        'feuerleiter trittleiter strickleiter sekunde sekunden urkunde urkunden erdkunde ' +
        'heimatkunde naturkunde sachkunde ' +
        // A kitchen's second in command: the candidate's boss or their peer ("war Souschef wie
        // i"), so no relationship is read from it; the card asks.
        'souschef souschefin',
    ),
  },
};

const CONTACT_WORDS_BY_LOCALE = new Map<Locale, ContactLexicon>();

/**
 * The contact words of the candidate's language (the intake's `locale`):
 * the five-language list above with that language's lexicon added (its
 * fillers, relationship words and "and"), so that a filler or a title is
 * never read as a name.
 */
export function contactWordsFor(locale: Locale | undefined): ContactLexicon {
  const language = locale ?? 'en';
  // English words are the list above already.
  if (language === 'en') return CONTACT_WORDS;
  const known = CONTACT_WORDS_BY_LOCALE.get(language);
  if (known) return known;
  const lexicon = LANGUAGE_WORDS[language];
  const single = (list: readonly string[]) => list.filter((w) => !w.includes(' '));
  const relationships = Object.values(lexicon.relationships).flat();
  const built: ContactLexicon = {
    ...CONTACT_WORDS,
    fillers: new Set([
      ...CONTACT_WORDS.fillers,
      ...single(lexicon.fillers),
      ...words(OPENERS[language]),
    ]),
    common: new Set([
      ...CONTACT_WORDS.common,
      ...single(relationships),
      ...words(NOT_NAMES[language]),
      // Its pronouns, conjunctions and other function words open sentences, never names
      // ("Os paso a mi jefa…", "Te paso a un cliente…", "Und d Monika…", "Pero pueden…");
      // the particles inside names ("de", "da", "van") stay particles.
      ...functionWordsOf(lexicon).filter((w) => !CONTACT_WORDS.particles.has(w)),
      // Its thanks, yes and no ("gracias", "danke", "obrigada", "dale"): never a name.
      ...[...lexicon.thanks, ...lexicon.yes, ...lexicon.no]
        .flatMap((w) => w.toLowerCase().split(/\s+/))
        .filter((w) => w.length > 1 && !CONTACT_WORDS.particles.has(w)),
      // Its units: a noun capitalised in German ("3 Jahre bei der OMV") is no name.
      ...single(Object.values(lexicon.units).flat()),
    ]),
    titles: [...(CONTACT_WORDS.titles ?? []), ...words(TITLES[language])],
    and: [...new Set([...CONTACT_WORDS.and, ...lexicon.and])],
    joiners: [...new Set([...CONTACT_WORDS.joiners, ...single(lexicon.and)])],
    itemOpeners: [...new Set([...CONTACT_WORDS.itemOpeners, ...words(ITEM_OPENERS[language])])],
    relationshipArticles: words(RELATIONSHIP_ARTICLES[language]),
    organisationPrepositions: new Set([
      ...CONTACT_WORDS.organisationPrepositions,
      ...words(ORGANISATION_PREPOSITIONS[language]),
      ...words(INSTITUTION_NOUNS[language]),
    ]),
    // German "an" before an article ("an der VHS Dresden"): a place or a firm. Not alone:
    // Luxembourgish "An d'Sophie …" is "and Sophie". "von der", "aus der" and their Swiss
    // forms ("vo de Gärtnerlehr", "us dr Lehr") the same: a surname's "von der" follows a given
    // name, where no organisation is looked for.
    ...(language === 'de'
      ? {
          articledPrepositions: new Set(['an', 'von', 'vo', 'aus', 'us']),
          dialectArticles: new Set(['de', 'dr']),
        }
      : {}),
    // Catalan double surnames join with "i" ("Puig i Soler").
    particles:
      // and "de los Ríos", "de las Casas" go on through their article.
      language === 'es'
        ? new Set([...CONTACT_WORDS.particles, 'i', 'los', 'las'])
        : new Set([...CONTACT_WORDS.particles, 'i']),
    // "Sousa e Silva", "Oliveira e Costa": Portuguese joins two surnames with "e" (read through
    // only where the address bears out the word after it).
    ...(language === 'pt' ? { surnameJoiners: ['e'] } : {}),
    // "mon chef de cuisine à Quimper": one capitalised word after "à" is a town.
    // "en la yarda de Wilmington, Rigoberto Carrillo", "na loja de Curitiba": one capitalised
    // word after "de" is a place as well.
    ...(language === 'fr'
      ? { placePrepositions: new Set(['à', 'de']) }
      : language === 'es' || language === 'pt'
        ? { placePrepositions: new Set(['de']) }
        : {}),
    relationship: (text) =>
      correctedRelationship(
        // Spanish "el chef Fidencio …", "la chef Ana …": a cook's title before the name, no
        // boss said ("mi maestro de cocina …, el chef Fidencio Toledo") (blind set 19).
        language === 'es' ? text.replace(/(?<![\p{L}])(el|la) chef(?= \p{Lu})/gu, '$1') : text,
        (part) => {
          const named = (said: string) =>
            findRelationship(said) ??
            relationshipIn(said, lexicon.relationships) ??
            compoundRelationship(said, COMPOUND_HEADS[language], lexicon.relationships);
          // "Meine Chefs, Gesche und Tjark …", "mis jefes", "mes collègues": one word in the
          // plural names the relationship its singular does (never a first name).
          return named(part) ?? singularsOf(part).map(named).find(Boolean) ?? null;
        },
      ),
  };
  CONTACT_WORDS_BY_LOCALE.set(language, built);
  return built;
}

/** The singulars a one-word plural may have ("Chefinnen", "Kollegen", "Chefs", "jefes", "colegas"). */
function singularsOf(text: string): string[] {
  const word = text.trim();
  if (!/^\p{L}{4,}$/u.test(word)) return [];
  const endings: Array<[RegExp, string]> = [
    [/innen$/u, 'in'],
    [/en$/u, 'e'],
    [/en$/u, ''],
    [/es$/u, ''],
    [/s$/u, ''],
  ];
  return endings.filter(([end]) => end.test(word)).map(([end, to]) => word.replace(end, to));
}

/** A language's function words, "and", "or" and "but", one word each, lower case. */
function functionWordsOf(lexicon: LanguageWords): string[] {
  return [...lexicon.functionWords, ...lexicon.and, ...lexicon.or, ...lexicon.but]
    .flatMap((w) => w.toLowerCase().split(/\s+/))
    .filter((w) => w.length > 1);
}

/**
 * The relationship a text names in the language's own words ("Doktorvater"
 * is none, "Ausbilderin" a teacher), when the English reader finds none;
 * words of three letters or fewer ("par") say too little alone.
 */
function relationshipIn(
  text: string,
  relationships: LanguageWords['relationships'],
): string | null {
  for (const [relationship, said] of Object.entries(relationships)) {
    const long = said.filter((w) => w.length > 3);
    if (long.length > 0 && wholeWord(long.join('|')).test(text)) return relationship;
  }
  return null;
}

/** The relationship a compound names by its last part ("schichtleiter": a manager), or null. */
function compoundRelationship(
  text: string,
  compounds: { heads: string[]; never: Set<string> } | undefined,
  relationships: LanguageWords['relationships'],
): string | null {
  if (!compounds) return null;
  for (const word of text.toLowerCase().match(/\p{L}+/gu) ?? []) {
    if (compounds.never.has(word)) continue;
    const head = compounds.heads.find((h) => word.length > h.length + 2 && word.endsWith(h));
    if (head) return relationshipIn(head, relationships);
  }
  return null;
}

/** Each language's numbers to 99, by their words (accented and not, "quatre vingt" as "quatre-vingt"). */
const SPOKEN_NUMBERS = new Map<Locale, { values: Map<string, number>; pattern: string }>();

/** The words for one that the lexicons read as articles, read as digits in a dictated number. */
const ONE_AS_ARTICLE: Record<Exclude<Locale, 'en'>, Record<string, number>> = {
  pt: { um: 1, uma: 1 },
  es: { un: 1, una: 1 },
  fr: { un: 1, une: 1 },
  de: { ein: 1, eine: 1 },
};

function spokenNumbers(locale: Exclude<Locale, 'en'>) {
  const known = SPOKEN_NUMBERS.get(locale);
  if (known) return known;
  const values = new Map<string, number>();
  const plainWord = (w: string) => w.normalize('NFD').replace(/\p{M}/gu, '');
  for (const [word, value] of Object.entries(LANGUAGE_WORDS[locale].numbers)) {
    if (value < 0 || value > 99 || !Number.isInteger(value)) continue;
    for (const form of [word, word.replace(/-/g, ' ')])
      for (const said of [form.toLowerCase(), plainWord(form.toLowerCase())])
        if (!values.has(said)) values.set(said, value);
  }
  // "três um zero …": a one the lexicon leaves out as an article ("um ano") is a digit in a
  // run of them (the run is four words at least).
  for (const [word, value] of Object.entries(ONE_AS_ARTICLE[locale])) {
    if (!values.has(word)) values.set(word, value);
  }
  const escaped = [...values.keys()]
    .sort((a, b) => b.length - a.length)
    .map((w) => escapeRegExp(w));
  const built = { values, pattern: `(?:${escaped.join('|')})` };
  SPOKEN_NUMBERS.set(locale, built);
  return built;
}

/**
 * A phone word right before a number ("su teléfono es …", "celular:", "o telemóvel dela é …",
 * "Handynummer", "son portable c'est …"), or a few words before it in the same clause ("Su cel
 * te lo paso por voz: ocho tres dos …"): a number said in words after it is a phone whatever
 * digit it opens with (Mexico's and Brazil's numbers open with no trunk zero; blind set 18).
 */
const SAID_TO_BE_A_PHONE =
  /(?<![\p{L}])(?:teléfono|telefono|tel|tlf|tfno|celular|cel|celu|cell|móvil|movil|fijo|número|numero|telefone|telemóvel|telemovel|tlm|zap|whats(?:app)?|wasap|handy|handynummer|telefonnummer|nummer|natel|mobil|téléphone|telephone|tél|portable|numéro|gsm)(?![\p{L}])(?:[^\p{L}\d.!?;\n]+\p{L}+){0,5}[^\p{L}\d.!?;\n]*$/iu;

/**
 * A phone number dictated in words ("zéro six quatre-vingt-quatorze, vingt, douze,
 * trente-quatre", "cero seis cinco cuatro …", "null eins sieben zwei …", "zero nove …"):
 * written in figures ("0694201234") when it reads as a number does: four number words or
 * more, opening with a zero (the trunk) or after "plus", eight to fifteen digits in all.
 * The card shows it back for the candidate's yes, as everything read from words is.
 */
export function withSpokenPhones(text: string, locale: Locale | undefined): string {
  if (!locale || locale === 'en') return text;
  const { values, pattern } = spokenNumbers(locale);
  const said = new RegExp(
    `(?<![\\p{L}])((?:plus|más|mas|mais|\\+)\\s*)?(${pattern}(?:[\\s,;.-]+${pattern}){3,})(?![\\p{L}])`,
    'giu',
  );
  const one = new RegExp(`(?<![\\p{L}])${pattern}(?![\\p{L}])`, 'giu');
  const replaced = text.replace(
    said,
    (whole, plus: string | undefined, run: string, at: number) => {
      const read = [...run.matchAll(one)].map((m) => values.get(m[0].toLowerCase()));
      if (read.some((v) => v === undefined)) return whole;
      const digits = read.map(String).join('');
      if (digits.length < 8 || digits.length > 15) return whole;
      if (!plus && read[0] !== 0 && !SAID_TO_BE_A_PHONE.test(text.slice(0, at))) return whole;
      // "zéro quatre cent septante-cinq, douze, …": a run after a hundred is the end of a
      // number said with its hundreds, read whole below (withFiguresAndWordsPhones).
      if (!plus && AFTER_A_HUNDRED[locale].test(text.slice(0, at))) return whole;
      return `${plus ? '+' : ''}${digits}`;
    },
  );
  return withFiguresAndWordsPhones(replaced, locale);
}

/** The text before ends with a hundred ("… quatre cent "), whatever joins what follows. */
const AFTER_A_HUNDRED: Record<Exclude<Locale, 'en'>, RegExp> = {
  es: /(?<![\p{L}])(?:ciento|cien)s?\s*(?:y\s*)?$/iu,
  pt: /(?<![\p{L}])(?:cento|cem)s?\s*(?:e\s*)?$/iu,
  fr: /(?<![\p{L}])cents?\s*$/iu,
  de: /(?<![\p{L}])(?:einhundert|hundert)\s*(?:und\s*)?$/iu,
};

/** "Hundred" said in a number group, in each language ("ciento cuarenta y ocho": 148). */
const HUNDREDS: Record<Exclude<Locale, 'en'>, string> = {
  es: 'ciento|cien',
  pt: 'cento|cem',
  fr: 'cent',
  de: 'einhundert|hundert',
};

/**
 * A phone dictated half in figures and half in words after a phone word ("su celular 993
 * ciento cuarenta y ocho 22 10", "o telemóvel é 912 cento e vinte 33 44"): written in figures,
 * each group as said (a hundred and its rest as three figures). Only a run that mixes both, or
 * counts its hundreds in words ("son natel c'est zéro septante-huit, six cent cinquante-quatre,
 * trente-deux, dix"), and makes eight to fifteen figures; the card shows it back for a yes.
 */
function withFiguresAndWordsPhones(text: string, locale: Exclude<Locale, 'en'>): string {
  const { values, pattern } = spokenNumbers(locale);
  const hundred = `(?:${HUNDREDS[locale]})`;
  // "six cent cinquante-quatre": a count of hundreds before it too (Swiss and Belgian dictation).
  const hundreds = `(?:${pattern}\\s+)?${hundred}s?(?:\\s+(?:y\\s+|e\\s+|und\\s+)?${pattern})?`;
  const token = `(?:${hundreds}|${pattern}|\\d{1,4})`;
  const said = new RegExp(
    `(?<![\\p{L}\\d])(${token}(?:[\\s,;-]+${token}){2,})(?![\\p{L}\\d])`,
    'giu',
  );
  const one = new RegExp(`(?<![\\p{L}\\d])${token}(?![\\p{L}\\d])`, 'giu');
  const opensWithHundred = new RegExp(
    `^(?:(${pattern})\\s+)?${hundred}s?(?:\\s+(?:y|e|und))?\\s*`,
    'iu',
  );
  const figuresOf = (group: string) => {
    if (/^\d+$/.test(group)) return group;
    const opening = opensWithHundred.exec(group);
    const rest = group.slice(opening?.[0].length ?? 0).toLowerCase();
    const value = rest === '' ? 0 : values.get(rest);
    if (value === undefined) return null;
    if (!opening) return String(value);
    const count = opening[1] ? values.get(opening[1].toLowerCase()) : 1;
    return count === undefined || count < 1 || count > 9 ? null : String(count * 100 + value);
  };
  return text.replace(said, (whole, run: string, at: number) => {
    if (!SAID_TO_BE_A_PHONE.test(text.slice(0, at))) return whole;
    const groups = [...run.matchAll(one)].map((m) => m[0]);
    // Figures and words mixed, or words with hundreds counted ("… six cent cinquante-quatre …").
    const mixed = groups.some((g) => /\p{L}/u.test(g)) && groups.some((g) => /^\d/.test(g));
    if (!mixed && !groups.some((g) => opensWithHundred.exec(g)?.[1])) return whole;
    const figures = groups.map(figuresOf);
    if (figures.some((f) => f === null)) return whole;
    const digits = figures.join('');
    return digits.length < 8 || digits.length > 15 ? whole : digits;
  });
}

/**
 * Words for a general address, a firm's or a hotel's rather than a person's ("Hotelmail",
 * "Hotel-Mail", "die allgemeine Adresse", "Rezeption", "the front desk", "el correo del hotel",
 * "l'adresse générale", "o e-mail geral"), in the five languages: never a first name.
 */
const GENERAL_ADDRESS_WORDS =
  '(?:hotel|firmen|büro|buero|geschäfts|geschaefts|office|company|work|firm|team|info|sammel)-?(?:e-)?mail|' +
  '(?:hotel|firmen|info|sammel)-?(?:adresse|address)|' +
  'allgemeine(?:n)? (?:e-?mail-?)?(?:adresse|mail|e-mail)|' +
  'rezeption|empfang|zentrale|sekretariat|' +
  "general (?:e-?mail|address|mailbox|inbox)|(?:the )?hotel(?:[’']s)? (?:e-?mail|address)|front desk|reception|" +
  'correo (?:general|del hotel|de la empresa)|(?:el )?mail del hotel|direcci[oó]n general|recepci[oó]n|' +
  "adresse (?:générale|generale|de l['’]h[ôo]tel)|(?:le )?mail de l['’]h[ôo]tel|r[ée]ception|accueil|" +
  '(?:e-?mail|endere[çc]o) (?:geral|do hotel|da empresa)|rece[çc][ãa]o|recep[çc][ãa]o';

/** A general address's word, at the start of the text ("Hotelmail", "Rezeption", "info"). */
const GENERAL_ADDRESS_WORD = wholeWord(GENERAL_ADDRESS_WORDS);

/** The word names a general address, never a person ("Hotelmail", "Hotel-Mail", "Rezeption"). */
export function isGeneralAddressWord(word: string): boolean {
  const found = GENERAL_ADDRESS_WORD.exec(word.trim());
  return found !== null && found[0].length === word.trim().length;
}

/** An address's local part that is a mailbox, nobody's name ("info@", "rezeption@", "office@"). */
const GENERAL_LOCAL_PART =
  /^(?:info|office|kontakt|contact|contacto|contato|reception|rezeption|recepcia|recepcion|recepcao|rececao|reservations?|reservierung|booking|hotel|mail|general|admin|empfang|accueil|front\.?desk|hello|team|service)(?:[._-]?\d*)?@/i;

/**
 * A general address taken back right after it: "nein, …", "ach nein", "nein lieber", "lieber
 * …", "vergessen Sie die Hotelmail", "no, better …", "forget it", "mejor …", "olvídelo",
 * "plutôt …", "oubliez", "melhor …", "esqueça". The five languages, first thing after the
 * address (or opening the next sentence); "no phone" or "sin teléfono" withdraw nothing.
 */
const WITHDRAWN_AFTER = new RegExp(
  '^(?:(?:ach|oh|äh|ah|eh|euh|ehm|hmm|pardon|sorry|perdón|perdon|desculpe)[\\s,.!]+)?(?:' +
    [
      '(?:nein|nee|no|non|não|nao)\\s*(?:[,.;:!–—-]|$)',
      '(?:nein|nee|no|non|não|nao)\\s+(?:lieber|besser|doch|nehmen|rather|better|instead|take|use|mejor|tome|mieux|plutôt|plutot|prenez|melhor|use)',
      'lieber|besser|doch nicht|vergessen sie|vergiss|streichen sie|stattdessen',
      'rather|better|instead|forget|scratch that',
      'mejor|olvid\\p{L}*|en su lugar',
      'plutôt|plutot|mieux|oubliez|oublie|laissez tomber',
      'melhor|esque[çc]\\p{L}*|em vez disso',
    ].join('|') +
    ')(?![\\p{L}])',
  'iu',
);

/**
 * "Hotelmail: info@hoteldunaj.sk. Nein, nehmen Sie lieber Peter Horváth, p.horvath@…", "…
 * Hotel-Mail rezeption@…, vergessen Sie die Hotelmail, seine eigene ist …", "the hotel's email
 * info@…, no, better his own: …": a general address (said so by its word before it, or a
 * mailbox's local part) withdrawn in the same message, by the words right after it or by its
 * word forgotten later, is no referee's address: the message is read without it (and without
 * its word). One not withdrawn stays as it was.
 */
export function withoutWithdrawnGeneralAddress(message: string): string {
  const email = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
  const wordBefore = new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${GENERAL_ADDRESS_WORDS})(?:\\s+(?:ist|is|es|est|é|wäre|war))?[\\s:,–—-]*$`,
    'iu',
  );
  const forgotten = new RegExp(
    `(?<![\\p{L}])(?:vergessen sie|vergiss|streichen sie|forget|olvid\\p{L}*|oubliez|oublie|esque[çc]\\p{L}*)\\s+(?:\\p{L}+\\s+){0,2}?(?:${GENERAL_ADDRESS_WORDS})(?![\\p{L}])`,
    'iu',
  );
  let out = message;
  for (const found of [...message.matchAll(email)].reverse()) {
    const at = found.index ?? 0;
    const word = wordBefore.exec(message.slice(Math.max(0, at - 40), at));
    if (word === null && !GENERAL_LOCAL_PART.test(found[0])) continue;
    const rest = message.slice(at + found[0].length);
    const after = rest.replace(/^[\s,;:–—)-]+/, '');
    const nextSentence = /^[.!?]\s+/.test(rest) ? rest.replace(/^[.!?]\s+/, '') : '';
    const withdrawn =
      WITHDRAWN_AFTER.test(after) ||
      (nextSentence !== '' && WITHDRAWN_AFTER.test(nextSentence)) ||
      forgotten.test(rest);
    if (!withdrawn) continue;
    const from = word ? at - word[0].length : at;
    out = `${out.slice(0, from)} ${out.slice(at + found[0].length)}`;
  }
  return out;
}
