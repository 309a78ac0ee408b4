import type { Lexicon } from '../../questionnaires/kinds/index.ts';
import { clauses } from './extract.ts';
import { isOnlySkip, isSkip } from './referee-reading.ts';

/**
 * A question declined in words (CONTRACT "Never a guess": a skip or a refusal is never stored as
 * an answer), said the many ways people say it: a skip after an interjection ("Eish… I'd rather
 * not say", "Uff… paso", "Bof, je préfère pas"), a skip with a word before it in its clause
 * ("well I'll pass", "là je passe"), and the reason that says the referee will not answer ("I
 * don't want to harm her", "no quiero perjudicarla", "je ne veux pas lui nuire", "não quero criar
 * problema", "ich will ihr nicht schaden"). And a question back about who reads the answer
 * ("will she read this?", "¿lo va a leer ella?", "Isso vai pra ela ler?"), which is no answer.
 */

/** A word that only voices a feeling ("eish", "uff", "bof", "puh", "hmmm", "nossa"). */
const INTERJECTION =
  /^(?:eish|eisch|bof|ach|och|oje|ojeh|tja|naja|boah|puh|pfui|mensch|nossa|vixe|eita|putz|caramba|caray|hala|jo|ostras|uf|uff|ouf|oof|ugh|meh|yikes|jeez|gosh|whew|phew|pff+|bah|beh|ben|bon|oh+|ah+|eh+|uh+|um+|hm+|mm+|ay+|ai+|aie|aïe|ui+|uy+|ah?ha)$/iu;

/** A word's last letter said again and again ("ufff", "hmmmm", "puhhh", "ayyy"): a sigh. */
const DRAWN_OUT = /^\p{L}{1,4}(\p{L})\1{2,}$/u;

/** One word that voices a feeling, nothing more. */
export function isInterjection(word: string): boolean {
  const w = word.trim().toLowerCase();
  return INTERJECTION.test(w) || DRAWN_OUT.test(w);
}

/**
 * A reason not to answer, in the first person, in the five languages: not wanting to harm the
 * person ("hurt her chances", "perjudicarla", "lui nuire", "gâcher son dossier", "prejudicar
 * ela", "ihr schaden") or to make trouble ("create problems", "crear problemas", "créer des
 * tensions", "criar clima", "Ärger machen"). Read on the folded message (no accents).
 */
const SPARING = new RegExp(
  [
    // English
    String.raw`\b(?:i |i'?d )?(?:don'?t|do not|dont|won'?t|wouldn'?t|would not|will not|rather not|prefer not to)(?: really)?(?: (?:want|wish|like|mean|intend) to)? (?:harm|hurt|damage|prejudice|jeopardi[sz]e|ruin|spoil|sink|burn|badmouth|bad-mouth|speak (?:ill|badly|bad)|say anything (?:bad|negative)|get (?:her|him|them) (?:in|into) trouble|(?:create|cause|make|stir(?: up)?) (?:any |some |a )?(?:problems?|trouble|issues?|tension|drama|conflict|fuss|bad blood|friction))`,
    // Spanish
    String.raw`\bno (?:quiero|quisiera|me gustaria|deseo|pienso|voy a)(?: (?:la|lo|le|les))? (?:perjudicar|danar|hacer(?:le)? dano|afectar|hundir|fastidiar|quemar|meter(?:la|lo|le)? en (?:problemas|lios)|hablar mal|(?:crear|causar|generar|armar|meter)(?:le)? (?:problemas|lios?|tension(?:es)?|mal ambiente|conflictos?|roces|polemica))`,
    // Portuguese
    String.raw`\bnao (?:quero|queria|gostaria de|vou|pretendo)(?: (?:a|o|lhe|te))? (?:prejudicar|atrapalhar|queimar|ferrar|complicar|afetar|falar mal|(?:criar|causar|gerar|arranjar|arrumar|fazer) (?:um |uma |nenhum |nenhuma )?(?:clima|problemas?|confusao|caso|atritos?|tensao|mal[- ]estar|intriga|treta|polemica))`,
    // French
    String.raw`\b(?:je )?(?:ne )?(?:veux|voudrais|souhaite|tiens|vais)(?: vraiment)? pas (?:(?:lui|le|la|leur|l') ?)?(?:nuire|faire du tort|porter (?:de )?prejudice|penaliser|gacher|gater|griller|enfoncer|dire du mal|(?:creer|causer|faire|semer) (?:des |de |d'|la )?(?:problemes|histoires|tensions?|conflits?|embrouilles|soucis|malaise|zizanie))`,
    // German
    String.raw`\b(?:will|mochte|moechte|wollte|mag)(?: (?:ihr|ihm|ihnen|der|dem|da|hier))* (?:(?:nicht|nichts) (?:schaden|verbauen|schlecht ?machen|anschwarzen|schlechtes sagen)|(?:keinen?|keine) (?:arger|aerger|probleme|stress|unruhe|streit|boses blut)(?: (?:machen|verursachen|stiften|schaffen|bereiten))?|(?:ihr|ihm) (?:nicht|keine steine in den weg legen))`,
    // Not saying, in so many words ("mejor no comentar", "melhor não falar nada", "lieber nichts dazu sagen").
    String.raw`\b(?:(?:i'?d |i would )?rather not|better not) (?:comment|say|answer|go into)`,
    String.raw`\b(?:prefiero|preferiria|mejor) no (?:comentar|comento|decir|digo|opinar|opino|responder|contestar|hablar|meterme)`,
    String.raw`\b(?:prefiro|preferia|melhor) nao (?:comentar|comento|dizer|digo|opinar|opino|responder|falar|falo|me meter)`,
    String.raw`\b(?:prefere|prefererais|aime mieux|vaut mieux) (?:ne )?pas (?:commenter|dire|repondre|me prononcer|en parler|m'avancer|m'etendre)`,
    String.raw`\b(?:lieber|besser) (?:nichts|nicht|nix)(?: dazu)? (?:sagen|kommentieren|antworten|au(?:ss|s)ern)`,
  ].join('|'),
  'iu',
);

/** The text folded as the pattern reads it: lower case, no accents, one space. */
function folded(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[’‘`´]/g, "'")
    .replace(/ß/g, 'ss')
    .replace(/\s+/g, ' ');
}

/** "I don't want to harm her", "não quero criar clima": a reason not to answer. */
export function sparesThePerson(text: string): boolean {
  return SPARING.test(folded(text));
}

/** A skip with up to two words before it in its clause ("well I'll pass", "there skip"). */
const SKIP_AT_END = /^(?:[\p{L}']+ ){0,2}(?:skip|pass|i'?ll pass|prefer not to answer)$/u;

type Part = 'declines' | 'fills' | 'says';

function partOf(clause: string, englishClause: string, lexicon: Lexicon): Part {
  const words = clause.split(' ');
  if (
    isOnlySkip(englishClause) ||
    isSkip(englishClause) ||
    SKIP_AT_END.test(englishClause) ||
    /^(?:i )?prefer not to answer$/.test(englishClause) ||
    // "prefiero no", "prefiro não", "mejor no", "rather not": a refusal said alone in its clause.
    /^(?:i'?d |i would )?(?:rather|better|prefer) (?:no|not)$/.test(englishClause) ||
    (words.length <= 3 && lexicon.refuses(clause)) ||
    sparesThePerson(clause) ||
    sparesThePerson(englishClause)
  ) {
    return 'declines';
  }
  if (
    words.length === 1 &&
    (isInterjection(words[0]!) ||
      /^(?:honestly|sorry|oh|ah|well|so|no|ok|okay)$/.test(englishClause))
  ) {
    return 'fills';
  }
  // A word or two the lexicon cannot read, no more ("Eish", "Ai ai"): a sigh, not an answer.
  if (words.length <= 2 && words.every((w) => isInterjection(w) || !lexicon.understands(w))) {
    return words.every((w) => isInterjection(w)) ? 'fills' : 'says';
  }
  return 'says';
}

/**
 * How much of a message declines the question asked: `all` when every clause declines it,
 * voices a feeling or only fills ("Eish… prefiro não dizer", "Là je passe, je ne veux pas lui
 * nuire"), `part` when a clause declines and another says something ("I don't want to hurt her,
 * but she was often late": confirmed, never stored unasked), else null.
 */
export function declinesQuestion(text: string, lexicon: Lexicon): 'all' | 'part' | null {
  const own = clauses(text);
  if (own.length === 0) return null;
  const parts = own.map((clause) =>
    partOf(clause, clauses(lexicon.inEnglish(clause))[0] ?? '', lexicon),
  );
  if (!parts.includes('declines')) return null;
  return parts.every((p) => p !== 'says') ? 'all' : 'part';
}

/**
 * A question back about who reads the answer ("will she read this?", "does he get to see
 * it?", "¿esto lo va a leer ella?", "Wird sie das lesen?", "Elle va lire ça ?", "Isso vai pra
 * ela ler?", "is this anonymous?"): a sentence ending in a question mark that asks about
 * reading, seeing or passing on the answer, or about its being anonymous or confidential.
 */
const WHO_READS = new RegExp(
  [
    String.raw`\b(?:read|reads|reading|get to see|see (?:this|it|that|my|what i|the answers?)|(?:be|is|are|get) (?:shown|shared|forwarded|passed on)|anonymous|confidential)\b`,
    String.raw`\b(?:leer|leera|leeran|leerlo|leerla|lo lee|la lee|(?:lo|la|esto|eso) (?:va a |van a )?ver|(?:lo|la) vera|anonim[oa]|confidencial)\b`,
    String.raw`\b(?:ler|lera|lerao|vai ver|vao ver|(?:ela|ele) ve|repassad[oa]|compartilhad[oa]|anonim[oa]|confidencial|sigilos[oa])\b`,
    String.raw`\b(?:lire|lira|liront|(?:va|vont|pourra|pourront) (?:le |la |les |l')?voir|verra|verront|transmis|transmise|anonyme|confidentiel(?:le)?)\b`,
    String.raw`\b(?:lesen|liest|gelesen|(?:sieht|sehen) (?:sie|er|das|die|es)|zu sehen|weitergegeben|weitergeleitet|anonym|vertraulich)\b`,
  ].join('|'),
  'iu',
);

export function asksWhoReads(text: string): boolean {
  const questions = folded(text).match(/[^.!?\n]*\?/gu) ?? [];
  return questions.some((sentence) => WHO_READS.test(sentence));
}

/**
 * The written reference itself turned down, the referee asking to talk instead ("I'd rather not
 * fill all this in writing, call me", "prefiero no poner esto por escrito", "lieber nicht
 * schriftlich", "je préfère ne pas remplir tout ça par écrit", "prefiro não responder por
 * escrito"): a refusal, then within its sentence the writing it refuses. A decline, confirmed.
 */
const NOT_IN_WRITING =
  /\b(?:(?:i'?d |i would )?rather not|prefer not to|(?:don'?t|do not|dont) (?:want|wish) to|prefiero no|preferiria no|mejor no|no quiero|(?:je )?(?:ne )?(?:prefere|prefererais|aime mieux|veux|voudrais|souhaite) (?:ne )?pas|lieber nicht|lieber nichts|ungern|(?:mochte|moechte|will) (?:ich )?(?:das )?(?:nicht|nichts)|prefiro nao|preferia nao|melhor nao|nao quero)\b[^.!?\n]{0,50}?\b(?:in writing|by e-?mail|by text|par ecrit|par mail|par message|por escrito|por mensaje|por mensagem|schriftlich|per mail|per nachricht)\b/iu;

export function declinesInWriting(text: string): boolean {
  return NOT_IN_WRITING.test(folded(text));
}

/**
 * "Da sag ich lieber gar nichts mehr" (Tyrolean "Do sog i liaba gor nix mehr"), "prefiero no
 * decir nada más", "prefiro não dizer mais nada", "je préfère ne plus rien dire", "I'd rather
 * say nothing more": nothing MORE, so not one question refused but the talk itself ended. A
 * decline, confirmed.
 */
const NOTHING_MORE = new RegExp(
  [
    String.raw`\b(?:i'?d |i would )?rather (?:not say anything|say nothing) (?:more|else|further)\b`,
    String.raw`\b(?:sag(?:e)? ich|ich sag(?:e)?) (?:lieber|besser) (?:gar )?nichts mehr\b`,
    String.raw`\b(?:lieber|besser) (?:gar )?nichts mehr (?:dazu )?sagen\b`,
    String.raw`\b(?:prefiero|preferiria|mejor) (?:ya )?no (?:decir|digo|comentar|hablar) nada mas\b`,
    String.raw`\b(?:prefiro|preferia|melhor) (?:ja )?nao (?:dizer|digo|falar|comentar) mais nada\b`,
    String.raw`\b(?:je )?(?:prefere|prefererais|aime mieux) ne plus rien dire\b`,
    String.raw`\bje (?:ne )?dirai plus rien\b`,
  ].join('|'),
  'iu',
);

/**
 * "Mire, mejor no sigo … Borre lo que le dije", "ich höre lieber auf", "je préfère arrêter là",
 * "prefiro parar por aqui", "I'd better stop here, delete what I said": the talk stopped, or
 * what was said taken back. A decline, confirmed. "No sigo trabajando con ella" ("I no longer
 * work with her") goes on, so "no sigo" only ends its clause.
 */
const STOPS_HERE = new RegExp(
  [
    String.raw`\b(?:mejor |prefiero )?no sigo(?=\s*(?:[,.;!]|$))`,
    String.raw`\b(?:prefiero|mejor) no (?:seguir|continuar)\b`,
    String.raw`\b(?:borre|borra|borren) (?:todo )?lo que (?:le |te )?(?:dije|he dicho|escribi)\b`,
    String.raw`\bich (?:hore|hoere|hor) (?:lieber |besser |hier |jetzt )*auf\b`,
    String.raw`\bich mache? (?:lieber |besser )?nicht (?:mehr )?weiter\b`,
    String.raw`\b(?:loschen|loeschen) sie(?:,)? was ich (?:gesagt|geschrieben) habe\b`,
    String.raw`\bje (?:prefere|prefererais) (?:arreter|m'arreter|ne pas continuer)\b`,
    String.raw`\bje m'arrete (?:la|ici)\b`,
    String.raw`\beffacez ce que (?:je vous ai|j'ai) (?:dit|ecrit)\b`,
    String.raw`\b(?:prefiro|melhor) (?:parar|nao continuar)\b`,
    String.raw`\bapague (?:tudo )?o que (?:eu )?(?:disse|falei|escrevi)\b`,
    String.raw`\bi'?d (?:better|rather) stop(?: here| there| now)?\b`,
    String.raw`\bi'?d rather not (?:go on|continue)\b`,
    String.raw`\bdelete (?:everything |all )?(?:of )?what i (?:said|wrote)\b`,
    // "Lamento, não posso continuar", "no puedo seguir", "je ne peux pas continuer", "ich kann
    // nicht weitermachen", "I can't continue": the talk stopped by the one who cannot go on.
    String.raw`\b(?:no|nao) (?:puedo|podemos|posso) (?:continuar|seguir)(?: con esto| com isto| com isso)?(?=\s*(?:[,.;!]|$))`,
    String.raw`\bje (?:ne )?(?:peux|pourrai|vais) pas (?:continuer|poursuivre)(?=\s*(?:[,.;!]|$))`,
    String.raw`\bich (?:kann|darf) (?:leider |hier )*nicht (?:weitermachen|fortfahren|weiter antworten)(?=\s*(?:[,.;!]|$))`,
    String.raw`\bi (?:can'?t|cannot|am not able to|am not allowed to) (?:continue|go on|carry on)(?=\s*(?:[,.;!]|$))`,
    // "desconsiderem as respostas anteriores", "no tengan en cuenta mis respuestas": what was
    // said taken back.
    String.raw`\b(?:desconsider(?:e|em|en|ar)|ignor(?:e|en|em|ez|ar)|no (?:tengan|tenga|tomen|tome) en cuenta|ne tenez pas compte de|disregard|vergessen sie) (?:as |las |los |mis |minhas |mes |les |my |the |todas (?:as|las) |meine )?(?:\w+ )?(?:respostas|respuestas|reponses|answers|antworten)\b`,
  ].join('|'),
  'iu',
);

/** "Dazu …", "about that …", "sur ça …": nothing more on one question, not the talk ended. */
const ABOUT_THAT =
  /\b(?:dazu|daruber|darueber|about (?:that|this|it|her|him)|sur (?:ca|cela)|la-dessus|sobre (?:eso|esto|ello|isso|isto))\b/iu;

export function endsTheTalk(text: string): boolean {
  const said = folded(text);
  // A figure beside it ("4. I'd rather say nothing more about her") is an answer, then a stop.
  return (
    (NOTHING_MORE.test(said) || STOPS_HERE.test(said)) && !ABOUT_THAT.test(said) && !/\d/.test(said)
  );
}
