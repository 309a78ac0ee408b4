import type { Locale } from '../../../core/locale.ts';
import {
  findEmails,
  isCommonWord,
  isPlace,
  localPartSpells,
  withoutEmails,
} from '../../questionnaires/kinds/contact.reader.ts';
import { kindOf, type Lexicon } from '../../questionnaires/kinds/index.ts';
import { CLOSING_FORMULA } from './closing-formulas.ts';
import { REFUSAL_IDIOM, refusesInIrony } from './consent-irony.ts';
import { contactWordsFor, wholeWord as word } from './contact-words.ts';
import { clauses, endsDone, isDone } from './extract.ts';
import { CONSENT_QUESTION } from './intake-controls.ts';
import { ENGLISH } from './lexicon.ts';

/**
 * The intake's words (issue 40, CONTRACT "Never a guess"), in the five
 * languages participants are served in: the consent, read by the yes_no
 * kind's reader with these words as its lexicon, and the end of the list
 * ("that's everyone", "das war's"). Referees themselves are read by the
 * contact reader (questionnaires/kinds/contact.reader.ts). Pure functions;
 * intake-agent.ts acts on what they read.
 */

/** Words that open the clause after an "if" ("si vous…", "si me llaman…", "si no…"). */
const IF_CLAUSE_OPENERS = [
  "vous|tu|t'|il|ils|elle|elles|on|je|j'|nous|ça|ca|c'|jamais|besoin|possible|nécessaire|necessaire",
  'yo|él|el|ella|ellos|ellas|usted|ustedes|me|te|lo|la|le|los|las|les|se|no|es|hay|fuera|hace falta|necesitan|pueden|puede|quieren',
  // A verb right after it ("si llaman a la fábrica se entera", "Si paso a la entrevista final").
  'llaman|llama|llamo|paso|pasa|pasan|hablan|habla|contactan|contacta|escriben|escribe|tengo|tiene|tienen|quedo|queda|salgo|sale|llego|llegan|consigo|voy|va|van|puedo|sabe|saben|preguntan|pregunta|piden|pide|avisan|avisa',
].join('|');

const YES = word(
  [
    'yes',
    'yeah',
    'yep',
    'yup',
    // Spanish's "ya" alone or before another yes ("Ya, dale", "ya pues"); before a verb it is
    // "already" or "that's it" ("Ya sería todo", "ya está"), no yes.
    'ya(?=\\s*(?:[,.!…;]|$)|\\s+(?:dale|claro|sí|si|vale|bueno|ok|okay|pues|po|listo)(?![\\p{L}]))',
    'sure',
    'ok',
    'okay',
    'absolutely',
    'definitely',
    'of course',
    'certainly',
    'gladly',
    'agreed?',
    'consent',
    'go ahead',
    'fine',
    'i do(?!\\s*not)',
    'please do(?!\\s*not)',
    'happy to',
    'sí',
    // "si" without its accent, unless it opens a clause: then it is French's and Spanish's
    // "if" ("si vous l'appelez il va savoir…", "si me llaman…"), no yes.
    `si(?!\\s+(?:${IF_CLAUSE_OPENERS}))`,
    'claro',
    'vale',
    'adelante',
    'por supuesto',
    'de acuerdo',
    'ja',
    'jawohl',
    'gerne',
    'klar',
    'einverstanden',
    'natürlich',
    'oui',
    "d'accord",
    'bien sûr',
    'sim',
    'pode',
    'com certeza',
    'concordo',
    'tudo bem',
    // Québec's "ouin" and Saxony's "nu" are yes; "mach ma(l)", "mach nur" is "go ahead".
    'ouin',
    'nu',
    'mach (?:ma|mal|nur)',
    // The Antilles' and Haiti's Creole "wi" is yes.
    'wi',
    // Consent given in so many words, as a formal letter gives it ("hiermit erkläre ich mein
    // Einverständnis", "doy mi consentimiento", "je donne mon accord", "dou o meu consentimento").
    '(?:erkläre|erteile|gebe)(?: \\p{L}+){0,2} (?:mein|meine|hiermit mein|hiermit meine) (?:einverständnis|zustimmung|einwilligung)',
    'doy (?:mi )?(?:consentimiento|permiso|autorización|autorizacion)',
    '(?:je )?donne (?:mon )?(?:accord|consentement|autorisation)',
    'dou (?:o )?(?:meu )?(?:consentimento|autorização|autorizacao|permissão|permissao)',
    // "It's fine" and leave to call given in so many words ("está bien, pueden llamar", "Sie
    // können sie anrufen", "vous pouvez les appeler", "podem ligar", "you can call them").
    'está bien|esta bien',
    // "Fine by me" ("por mí bien", Venezuela's "por mí fino", "por mí vale"): "por mí" and a word
    // that is fine, nothing else (blind set 16).
    'por (?:mí|mi) (?:fino|bien|vale|perfecto|ok|okay|genial)',
    '(?:pueden|podéis|podeis|puedes) (?:llamar|contactar|escribir)(?:les|los|las|le|lo|la)?',
    '(?:sie )?(?:können|könnt|kannst) (?:sie |ihn |die |alle )?(?:anrufen|kontaktieren)',
    "(?:vous )?(?:pouvez|peux) (?:les |le |la |l'|leur )?(?:appeler|contacter)",
    '(?:podem|pode|podes) (?:ligar|contactar|contatar)(?:-lhes|-lhe|-los|-las)?',
    'you (?:can|may) (?:call|contact) (?:them|him|her)',
  ].join('|'),
);

const NO = word(
  [
    'no',
    'nope',
    'nah',
    'never',
    'not',
    "don'?t",
    'do not',
    "won'?t",
    'decline',
    'refuse',
    'rather not',
    'nein',
    // The spoken no of most of Germany ("Nu nee, das mach mer ni": Saxony's "nu" opens it).
    'nee',
    'nö',
    'nicht',
    'keine?n?',
    'non',
    'pas',
    'jamais',
    'não',
    'nao',
    'nunca',
  ].join('|'),
);

/**
 * Phrases whose negation means yes ("no problem", "I don't mind", "why not"): an obstacle
 * said not to be there grants consent, in the five languages ("aucun problème", "ningún
 * problema", "não tem problema", "nichts dagegen", "no objection", "pourquoi pas").
 */
/**
 * French "no trouble" said of what one wants ("je veux pas de trouble avec mon boss", "je ne
 * veux pas de problème"): a wish, never a yes.
 */
const NOT_WANTED = '(?<!(?:veux|veut|voulais|voudrais|voulons|voulez|veulent|cherche) )';

const NEGATED_YES = word(
  `no problem|no worries|(?:i )?(?:don'?t|do not) mind|why not|not a problem|kein problem|${NOT_WANTED}pas de (?:souci|problème)|sin problema|sem problema` +
    // Creole "pa ni pwoblèm" / "pa gen pwoblèm": "there is no problem".
    '|pa (?:ni|gen|genyen) (?:pwoblèm|pwoblem|problème|probleme)' +
    // No problem, no objection, nothing against it (blind set 12, fr-i49 "aucun problème").
    `|${[
      // Nigerian Pidgin "no wahala" is "no problem".
      "no (?:problems|probs?|problemo|issues?|objections?|drama|stress|sweat|wahala)|(?:that'?s |it'?s )?not an? (?:issue|problem)|(?:i have |i've got )?nothing against (?:it|that|this)",
      '(?:no hay|no tengo|sin|ningún|ningun|ningunos?) (?:ningún |ningun )?(?:problemas?|inconvenientes?|objeción|objecion|objeciones)',
      '(?:no tengo )?nada en contra|por qué no|por que no|no me importa|no es (?:ningún |ningun )?problema',
      // Drama, fuss or stress said not to be there ("no hay drama", "sin rollo", "kein Stress",
      // "pas de stress", "sem stress", "não tem crise"): a yes as "no problem" is.
      '(?:no hay|sin|ningún|ningun) (?:drama|dramas|rollo|lío|lio|bronca|estrés|estres)|no pasa nada',
      'keine?n? (?:stress|drama|umstände)',
      "(?:il n'y a |y a |y'a )?pas de (?:stress|drame|blème|bleme|lézard|lezard)",
      // Cameroon's and Côte d'Ivoire's "y a pas le lait" / "y a pas drap" (no problem, no
      // worry) (blind set 19).
      "(?:il n'y a |y a |y'a |ya )pas (?:le lait|de lait|drap|dra)",
      // Québec's "pas de trouble" and Côte d'Ivoire's "c'est pas gâté" (no problem) (blind set 20).
      `${NOT_WANTED}(?:il n'y a |y a |y'a )?pas de troubles?|(?:c'est|c'?est|ce n'est) pas gâté`,
      '(?:sem|nenhum) (?:stress|estresse|drama|crise|galho)|(?:não|nao) (?:tem|há|ha) (?:stress|estresse|drama|crise|galho)',
      'keine? (?:probleme|thema|ding|sorge|sorgen|einwände|einwand|einwände)|(?:ich )?(?:habe |hab )?nichts dagegen|warum nicht|wieso nicht|macht mir nichts aus',
      `${NOT_WANTED}(?:il n'y a |y a |y'a )?(?:pas|aucun|aucune) (?:de |d')?(?:soucis?|problèmes?|probleme|objections?)|(?:je n'ai )?rien contre|pourquoi pas|(?:ça|ca) (?:ne )?me dérange pas`,
      '(?:sem|nenhum|nenhuma) (?:problemas?|objeção|objecao|objeções)|(?:não|nao) (?:tem|há|ha|tenho) (?:nenhum )?problema|tem problema (?:não|nao)|nada contra|por que (?:não|nao)|(?:não|nao) me importo',
      // Angola's "maka" is trouble: "não há maka", "sem maka" (blind set 18).
      '(?:(?:não|nao) (?:há|ha|tem) (?:nenhuma )?|sem |nenhuma )maka',
    ].join('|')}`,
);

const NEGATED_YES_ALL = new RegExp(NEGATED_YES.source, 'giu');

/**
 * The message with its "no problem" idioms said as a plain yes: read before a translation,
 * which would keep their negation word and lose the idiom ("aucun souci" is no "not even one").
 */
export function withNegatedYesSaid(message: string): string {
  return message.replace(NEGATED_YES_ALL, ' yes ');
}

/** A hedge: not an answer ("I guess?", "maybe", "not sure"). */
const HEDGE = word(
  "maybe|perhaps|not sure|unsure|i guess|i suppose|depends|dunno|(?:i )?(?:don'?t|do not) know|kind of|sort of|quizás|quizá|tal vez|vielleicht|peut-être|talvez" +
    // "I don't know" in the other languages: a "pas" or a "nicht" in it is no refusal.
    "|(?:je )?(?:ne )?sais pas|j'?sais pas|chais pas|keine ahnung" +
    // "I don't know" / "no idea" in the other languages: never a refusal (pt-i28 "sei lá").
    '|sei lá|sei la|não sei|nao sei|nem sei|no sé|no lo sé|no lo se|ni idea|ich weiß (?:es )?nicht|ich weiss (?:es )?nicht|aucune idée|no idea' +
    // "Not sure" in the other languages ("no estoy segura", "bin mir nicht sicher", "pas sûr").
    '|no estoy segur[oa]|(?:bin )?(?:mir )?nicht (?:so )?sicher|pas (?:très |trop )?s[ûu]re?|(?:não|nao) tenho (?:a )?certeza',
);

/** A correction inside the message: what follows it wins ("no - wait, sorry, I meant yes"). */
const CORRECTION = word(
  'wait|i mean|i meant|sorry|actually|i mean to say|perdón|quise decir|doch|pardon|je veux dire|quer dizer' +
    // "Wait" said to take back what came before ("sí... no, espérate, mejor no", "ja... nee,
    // warte", "oui… non, attendez", "sim… não, pera").
    '|hold on|espera|espérate|esperate|esperá|espere|pera|peraí|perai|warte|wartet|attends|attendez',
);

/**
 * A condition after the answer does not change it ("yes but not my current employer",
 * "pode sim, só pede pra não ligar antes das 18h", "ja, nur nicht vor Montag").
 */
const CONDITION = word(
  'but|except|as long as|only if|although|though|aber|außer|nur|pero|excepto|salvo|solo|sólo|mais|sauf|juste|mas|exceto|só' +
    // "As long as", "provided that" in the other languages ("Ok pour moi, tant que vous …",
    // "sí, siempre que no …", "ja, solange Sie …", "sim, desde que …"): a condition too.
    '|tant que|pourvu que|à condition que|a condition que|siempre que|siempre y cuando|con tal (?:de )?que|solange|sofern|vorausgesetzt|desde que|contanto que|provided that',
);

/**
 * References said not to be given, as a polite refusal puts it ("prefiero no dar referencias
 * por ahora", "I'd rather not give any references", "ich möchte lieber keine Referenzen
 * angeben", "je préfère ne pas donner de références", "prefiro não passar referências").
 */
const PREFERS_NO_REFERENCES = [
  '(?:prefiero|prefiriría|preferiría|preferiria) no (?:dar|pasar|facilitar|compartir|poner) (?:ninguna |mis |las |ningunas )?referencias',
  "(?:i'?d|i would) (?:rather|prefer) not (?:to )?(?:give|provide|share|name) (?:any |my )?(?:references|referees|referee details)",
  '(?:i )?prefer not to (?:give|provide|share|name) (?:any |my )?(?:references|referees)',
  '(?:möchte|will|würde) (?:ich )?(?:lieber |vorerst |erst mal |erstmal )*keine referenzen (?:angeben|nennen|geben|herausgeben)',
  '(?:je )?(?:préfère|prefere|préférerais|prefererais) ne pas (?:donner|fournir|communiquer|transmettre) (?:de |mes |les )?(?:références|references)',
  '(?:prefiro|preferia) (?:não|nao) (?:dar|passar|fornecer|indicar|compartilhar|partilhar) (?:as |minhas |nenhuma )?(?:referências|referencias)',
]
  .map(
    // The clause ends there ("… por ahora."): "de mi trabajo actual" after it spares the rest.
    (phrase) =>
      `${phrase}(?:\\s+(?:por (?:ahora|el momento|enquanto|agora)|todav[ií]a|a[uú]n|for now|yet|at the moment|vorerst|pour l['’]instant|pour le moment|ainda))?(?=\\s*(?:[.,;:!?…–—-]|$))`,
  )
  .join('|');
const PREFERRED_NOT = word(PREFERS_NO_REFERENCES);

/**
 * A refusal that needs no "no" to be one, in the five languages: a withdrawn
 * application ("ich ziehe meine Bewerbung zurück"), nobody to be contacted
 * ("prefiro que não contactem ninguém"), permission said not to be given
 * ("por ahora no doy permiso"). It decides a message whose answer part says
 * no yes ("Agradeço, mas…", "ah ok, entonces no, gracias…"); after a yes it
 * decides nothing ("Sí, pero no doy permiso para llamar a mi jefe actual" is
 * a yes, "sí autorizo, no autorizo a mi jefe" unsure).
 */
const REFUSAL = word(
  [
    // A withdrawn application.
    'withdraw(?:ing)? (?:my )?(?:application|candidacy)',
    'ziehe (?:\\p{L}+ ){0,3}?bewerbung (?:\\p{L}+ )?zurück',
    'bewerbung zurück(?:ziehen|gezogen|zuziehen)',
    '(?:retiro|retirar|retiré) (?:mi )?(?:candidatura|postulación|postulacion|solicitud)',
    '(?:je )?(?:retire|retirer) (?:ma )?candidature',
    '(?:retiro|retirar|retirei) (?:a )?(?:minha )?candidatura',
    // Nobody to be contacted.
    "(?:not|n't|never) (?:to )?(?:contact|call|reach out to) (?:anyone|anybody)",
    '(?:contact|call) (?:no one|nobody)',
    '(?:contacten|contactar|contacte|contactes|llamen|llamar|escriban|escribir|escriba) a nadie',
    // "No le escriban al ingeniero a mauricio@… ni a nadie": one named, then nobody at all.
    'no (?:le |les )?(?:contacten|contacte|llamen|llame|escriban|escriba)(?: [^.;!?]{0,80}?)? ni a nadie',
    '(?:não|nao) (?:lhe |o |a )?(?:contactem|contatem|liguem|escrevam|mandem)(?: [^.;!?]{0,80}?)? nem (?:a |pra |para )?(?:ninguém|ninguem)',
    'ne (?:le |la |lui )?(?:contactez|appelez|écrivez|ecrivez)(?: [^.;!?]{0,80}?)? ni (?:à |a )?personne',
    // "… liguem pra ninguém", "ligar para ninguém": Brazil's "pra" as well as "a".
    '(?:contactem|contatem|contactar|contatar|contacte|contate|liguem|ligar) (?:a |pra |para )?(?:ninguém|ninguem)',
    '(?:contactez|contacter|contacte|appelez|appeler) personne',
    // Catalan, written by candidates in Andorra and Catalonia ("no contacteu ningú").
    'no (?:contacteu|contactin|contactis|contactar|truqueu|truquin|truquis|trucar) (?:a )?(?:ningú|ningu)',
    'niemanden (?:zu )?(?:kontaktieren|anrufen|anzurufen)',
    '(?:kontaktieren|anrufen|kontaktiert) (?:sie )?(?:bitte )?niemanden',
    // The request itself declined, as a formal letter says it ("möchte ich Ihrer Bitte zum
    // jetzigen Zeitpunkt nicht entsprechen").
    '(?:ihrer|ihrem|der|dem|dieser|diesem) (?:bitte|anfrage|wunsch|ersuchen) (?:\\p{L}+ ){0,4}nicht (?:entsprechen|nachkommen|stattgeben|zustimmen)',
    'no (?:puedo|deseo|quiero|podré|podre) (?:acceder|atender|dar curso) a (?:su|la|esta|vuestra) (?:solicitud|petición|peticion)',
    'ne (?:peux|souhaite|puis|pourrai) pas (?:donner suite|répondre favorablement|repondre favorablement|accéder|acceder) à (?:votre|cette|la) demande',
    '(?:não|nao) (?:posso|desejo|quero|poderei) (?:atender|aceder|dar seguimento) (?:ao|a|à) (?:seu |vosso |este |esta )?(?:pedido|solicitação|solicitacao)',
    "(?:unable|not able|do not wish|don't wish|cannot|can't) to (?:comply with|grant|agree to|accommodate) (?:your|this|the) request",
    // Permission said not to be given.
    'no (?:doy|daré|dare) (?:mi )?(?:permiso|consentimiento|autorización|autorizacion)',
    'no (?:autorizo|consiento)',
    "je (?:n'|ne )?(?:autorise|consens) pas",
    'je ne donne pas (?:mon )?(?:accord|consentement|autorisation)',
    'ich (?:bin )?(?:damit )?nicht einverstanden',
    'ich (?:stimme|willige) nicht (?:zu|ein)',
    'não (?:autorizo|dou (?:a minha |o meu |minha |meu )?(?:autorização|autorizacao|permissão|permissao|consentimento))',
    "i (?:do not|don't) (?:consent|authori[sz]e)",
  ].join('|'),
);

/**
 * The consent a message gives: true for a yes without a negation, false for
 * a refusal ("No. Please do not contact my old boss jane@…" is a refusal,
 * whatever addresses it holds), null when it is neither or unsure (asked
 * again: the intake confirms nothing). Read by the yes_no kind with the
 * consent's words (CONSENT_LEXICON).
 */
export function readConsent(message: string): boolean | null {
  // "Pode sim! Quem não deve não teme 😂", "« Celui qui pose des questions ne se perd pas »,
  // comme on dit chez nous. Donc oui": a saying's "not" says nothing of the consent.
  const own = withoutSayings(message);
  if (own !== message && /\p{L}/u.test(own)) return readConsent(own);
  // "Weitere Referenzen kann ich nicht benennen", "no tengo más referencias": the no is about
  // more referees (the list is complete), it refuses nothing.
  if (NO_MORE_REFEREES.test(plainConsent(message))) {
    const rest = plainConsent(message).replace(NO_MORE_REFEREES_ALL, ' ');
    return rest === plainConsent(message) ? null : readConsent(rest);
  }
  // "No wait, …", "non attends, c'est …", "nee warte": the no takes back something said
  // before, it answers nothing; what follows it is the answer, if it gives one.
  const waited = NO_WAIT.exec(plainConsent(message));
  if (waited) return readConsent(plainConsent(message).slice(waited[0].length));
  // "Sí, hombre… ¡ni de coña!", "yeah right, no way": a yes said in irony refuses.
  if (refusesInIrony(plainConsent(message), givesLeave)) return false;
  // "Attendez non ! … oui c'est d'accord", "Moment, nein! … ja, passt": the no takes back the
  // refusal said before when a yes follows it; without one it stays the no it was.
  const takenBack = WAIT_NO.exec(plainConsent(message));
  if (takenBack && readConsent(plainConsent(message).slice(takenBack[0].length)) === true)
    return true;
  // "Ouais mais non, en fait", "Ajo, im Prinzip schon … awwer naa, lossen mers": a yes taken
  // back by a "but no" that ends its clause is a no.
  if (BUT_NO.test(plainConsent(message))) return false;
  const reading = kindOf(CONSENT_QUESTION).read(CONSENT_QUESTION, message, CONSENT_LEXICON);
  // "Muchas gracias por la oportunidad, pero prefiero no dar referencias por ahora": thanks
  // and a refusal in so many words, no yes (not even an unsure one, a yes for later aside:
  // "Si avanzo … con mucho gusto se las paso") and no question, refuse.
  if (!reading?.certain && !message.includes('?') && PREFERRED_NOT.test(plainConsent(message))) {
    const now = withoutLaterClauses(message);
    const yes = kindOf(CONSENT_QUESTION).read(CONSENT_QUESTION, now, CONSENT_LEXICON);
    if (yes?.value !== true && !YES.test(plainConsent(now))) return false;
  }
  if (!reading?.certain) return hedgeSettledYes(message);
  // A yes for later, in a clause that opens with "when" or "if", or held to a time to come
  // ("sí les doy permiso, pero solo cuando pase a la última entrevista"): no consent now.
  if (
    reading.value === true &&
    (CONDITIONAL_OPENING.test(plainConsent(message)) || ONLY_LATER.test(plainConsent(message)))
  )
    return null;
  // A question back is no refusal ("preciso mesmo? meu chefe não sabe…", "muss das sein?
  // mein Chef weiß nichts"): its "not" is about something else. Unless it leads with a
  // plain no ("No. Why would you need that?") or says a refusal in so many words.
  if (reading.value === false && asksBack(message)) {
    const plain = plainConsent(message);
    if (!LEADING_NO.test(plain) && !REFUSAL.test(plain)) return null;
  }
  return reading.value as boolean;
}

/** "… but no," in the five languages and the Palatinate's "awwer naa", ending its clause. */
const BUT_NO =
  /\p{L}.*?[\s,.…](?:but|aber|awwer|abber|pero|mais|mas)[\s,]+(?:no|naa|nee|nein|nö|non|não|nao)(?=\s*(?:[,.!…;]|$))/iu;

/**
 * The message without the sayings it quotes: a passage in quotation marks of three words or
 * more, a sentence that opens with a proverb's "who" ("Quem não deve não teme", "Quien nada
 * debe nada teme", "Wer rastet, der rostet", "Qui ne risque rien n'a rien", "He who hesitates
 * is lost"), and "as we say" after it.
 */
function withoutSayings(message: string): string {
  return message
    .replace(
      /[«“"„]\s*[^«»“”"„]{3,}?\s*[»”"“]\s*,?\s*(?:comme on dit|como (?:se )?dicen?|como (?:se )?diz(?:em)?|wie man sagt|as (?:they|we) say)?[^.!?]*[.!?]?/giu,
      (quoted) => (quoted.trim().split(/\s+/).length >= 3 ? ' ' : quoted),
    )
    .split(/(?<=[.!?…])\s+/)
    .filter((sentence) => !PROVERB_OPENING.test(sentence))
    .join(' ')
    .trim();
}

const PROVERB_OPENING =
  /^[^\p{L}]*(?:quem|quien|wer|qui(?! est\b)|celui qui|celle qui|he who|she who|whoever)\s+\p{L}/iu;

/**
 * A hesitation settled by a last sentence that opens with "well then" and says yes ("no sé
 * si quiero… Bueno, está bien, pueden llamar", "Ich weiß nicht… Na gut, ja", "je sais pas…
 * Bon, d'accord", "não sei… Bom, tudo bem", "not sure… Well, ok, go ahead"): the yes. Only a
 * yes is read so; a hesitation with no yes after it stays unsure.
 */
function hedgeSettledYes(message: string): boolean | null {
  const plain = plainConsent(message);
  if (!HEDGE.test(plain)) return null;
  const settled = HEDGE_SETTLED.exec(plain)?.[1];
  if (!settled || HEDGE.test(settled) || asksBack(settled)) return null;
  // Spanish's "ya" ("bueno, ya veré": "I'll see") is no "yeah" here.
  return readConsent(settled.replace(/(?<![\p{L}])ya(?![\p{L}])/gu, ' ')) === true ? true : null;
}

/**
 * A "ne" standing alone ("Ne, …", "ne ne"): German's and the Slavic languages' no, and
 * Greek's yes ("Ne, vevaia!" is "yes, of course"). Not the French "ne" before a verb.
 */
const YES_ELSEWHERE_NO = /(?<![\p{L}'’])ne(?:\s+ne)*(?!\s*[\p{L}'’])/giu;

/**
 * The message without a no that is a yes in another language, when it holds one: a refusal
 * that rests on it alone is never certain (CONTRACT "Never a guess"). It stands only when
 * the rest refuses too ("ne, lieber nicht"); else the candidate is asked again.
 */
export function withoutYesElsewhereNo(message: string): string | null {
  const rest = message.replace(YES_ELSEWHERE_NO, ' ');
  return rest === message ? null : rest;
}

/** The last sentence, opened by "well then" ("bueno", "na gut", "bon", "bom", "well"). */
const HEDGE_SETTLED =
  /(?:^|[.!…;]\s*)(?:bueno|bueh|pues bueno|bien|na gut|naja|na ja|also gut|na schön|bon|bon ben|eh bien|bom|pronto|enfim|well|ok then|alright then)[\s,]+([^.!…;?]+)[.!…]*\s*$/u;

/**
 * "No more referees" in the five languages: the list is complete ("Weitere Referenzen kann ich
 * nicht benennen", "keine weiteren Referenzen", "no tengo más referencias", "je n'ai pas
 * d'autres références", "não tenho mais referências", "I have no other referees").
 */
const NO_MORE_REFEREES = word(
  [
    '(?:i )?(?:have |got )?(?:no|not any) (?:more|other|further) (?:referees|references|contacts|names)',
    "(?:i )?(?:don'?t|do not|can'?t|cannot) (?:have|give|name|think of) (?:any )?(?:more|other|further) (?:referees|references|contacts|names)",
    '(?:weitere|andere|mehr) (?:referenzen|kontakte|personen|namen) (?:kann|habe|hab|kenne|könnte) ich (?:leider )?(?:nicht|keine)(?: (?:benennen|nennen|angeben|anbieten))?',
    'keine (?:weiteren|anderen) (?:referenzen|kontakte|personen|namen)',
    'no (?:tengo|conozco|puedo dar) (?:más|mas|otras|otros) (?:referencias|referentes|contactos|nombres)',
    "(?:je )?n'?(?:ai|connais) pas d'autres? (?:références|references|référents|referents|contacts|noms)",
    'não (?:tenho|conheço|conheco) (?:mais|outras|outros) (?:referências|referencias|contatos|contactos|nomes)',
  ].join('|'),
);
const NO_MORE_REFEREES_ALL = new RegExp(NO_MORE_REFEREES.source, 'giu');
const NO_MORE_REFEREES_WHOLE = new RegExp(`^(?:leider )?${NO_MORE_REFEREES.source}$`, 'iu');

/**
 * A letter's closing formula and the signature after it ("Mit freundlichen Grüßen, Hilde
 * Mrozek", "Reciba un cordial saludo", "Cordialement", "Atenciosamente", "Kind regards"): part
 * of no answer, and the candidate's own name is no referee. Only a short tail without an
 * address or a number is a signature.
 */
const SIGN_OFF = new RegExp(
  `(?<![\\p{L}])${CLOSING_FORMULA}[,.!]?(?:\\s+[^@\\d\\s]+){0,6}\\s*$`,
  'iu',
);

/** The message without a letter's closing formula and signature at its end. */
export function withoutSignOff(message: string): string {
  // The "and" that joined the closing to a thanks goes with it ("É tudo. Obrigado e um abraço").
  const kept = message.replace(SIGN_OFF, '').trimEnd();
  const cut =
    kept === message.trimEnd() ? kept : kept.replace(/(?<=\p{L})[\s,]+(?:e|et|y|und|and)$/iu, '');
  return cut.length > 0 ? cut : message;
}

/**
 * A short or familiar name followed by the full one in brackets ("a D. Fátima (Fátima
 * Gonçalves)", "Frau Anne (Anne Keller)"): the full name, said to be exact, stands alone, a
 * title before it kept. Only when the bracket repeats the first name: "Mohamed Trabelsi
 * (Hamma)" is another matter.
 */
const NAME_THEN_FULL_NAME = /(?<![\p{L}])(\p{Lu}[\p{L}'’-]+)\s*\((\1(?:\s+[\p{L}'’-]+){1,4})\)/gu;

/**
 * A nickname then the real first name said after it, in the five languages ("Ti-Jean
 * Thibodeaux, son vrai nom c'est Jean-Pierre", "Bob Stone, his real name is Robert", "Pepe
 * Ruiz, su nombre real es José", "Zé Silva, o nome verdadeiro dele é José", "Sascha Weber,
 * richtig heißt er Alexander"): the first name said to be real replaces the nickname, the
 * surname kept. Only a run of two or three capitalised name words right before it, in the
 * same sentence; the card shows the name back for the candidate's yes.
 */
const REAL_NAME_CUE =
  "(?:son|sa) vrai (?:pr[ée])?nom(?: c'est| est|,? c'est)?|(?:his|her|their) real (?:first )?name(?:'s| is)|(?:su )?nombre (?:real|verdadero) es|(?:en realidad|de verdad) se llama|(?:o )?(?:nome verdadeiro|verdadeiro nome)(?: dele| dela)? (?:é|e)|na verdade (?:se )?chama(?:-se)?|(?:richtig|eigentlich) hei(?:ß|ss)t (?:er|sie)|(?:sein|ihr) richtiger (?:vor)?name ist";
const NICKNAME_THEN_REAL_NAME = new RegExp(
  `(?<![\\p{L}'’-])(\\p{Lu}[\\p{L}'’-]*)((?:\\s+\\p{Lu}[\\p{L}'’-]*){1,2})\\s*[,;:–—-]?\\s*(?:${REAL_NAME_CUE})\\s*:?\\s*(\\p{Lu}[\\p{L}'’-]+)(?![\\p{L}'’-])`,
  'gu',
);

/**
 * A name said again in full after "that is" or "I mean", in the five languages ("Suresh Anna,
 * o sea Suresh Sivalingam", "Gosia Nowak, c'est-à-dire Małgorzata Nowak", "Bob, I mean Robert
 * Stone", "Zé, ou seja José Lima", "Hansi Huber, ich meine Johann Huber"): the full name said
 * last stands alone, titles and words before the first name kept. Only a run of capitalised
 * name words on both sides, the one after of two words or more; anything else is read as it is.
 */
const RESTATING_CUE = [
  'o sea',
  'es decir',
  'mejor dicho',
  'quiero decir',
  'ou seja',
  'quer dizer',
  'ou melhor',
  "c['’]est-à-dire",
  "c['’]est à dire",
  'je veux dire',
  'das hei(?:ß|ss)t',
  // "Kalle heißt eigentlich Karl-Heinz Brzoska", "Dato – also eigentlich Dr. David Beridze":
  // the name one goes by, then the real one.
  'hei(?:ß|ss)t eigentlich',
  'also eigentlich',
  'se llama en realidad',
  'en realidad se llama',
  "s['’]appelle en (?:fait|vrai|réalité)",
  'na verdade (?:se chama|chama-se)',
  'chama-se na verdade',
  'is actually called',
  'd\\.\\s?h\\.',
  'ich meine',
  'besser gesagt',
  'i mean',
  'or rather',
  'i\\.e\\.',
]
  .map((cue) => `[${cue[0]}${cue[0]!.toUpperCase()}]${cue.slice(1)}`)
  .join('|');
const NAME_WORD = "\\p{Lu}[\\p{L}'’-]*";
/** A name in full, its particles in lower case too ("Hendrik van der Merwe", "Ana de la Fuente"). */
const FULL_NAME_WORDS = `(?:${NAME_WORD}\\s+(?:(?:de|del|de la|de las|de los|da|das|do|dos|van|von|der|den|ter|zu|di|du|le|la)\\s+)*){1,3}${NAME_WORD}`;
const NAME_THEN_RESTATED = new RegExp(
  `(?<![\\p{L}'’-])((?:${NAME_WORD}\\s+){0,3}${NAME_WORD})\\s*[,;:–—-]?\\s*(?:${RESTATING_CUE})\\s*[,:]?\\s*(?:\\p{Lu}\\p{Ll}{0,4}\\.\\s+)?(${FULL_NAME_WORDS})(?![\\p{L}'’-])`,
  'gu',
);

/**
 * A language's own word for "I mean" between a name and the name in full ("Toño. Bueno,
 * Antonio Valcarce Núñez.", * "der Čika Mile – also Milorad Petrović", "Toninho, aliás António Lima",
 * "Pierrot, enfin Pierre Dupont"): words that say other things too ("bueno" is "well",
 * "also" is "so"), so the full name must end its clause (a stop, a comma, a detail, the end)
 * and the name before may end a sentence of its own.
 */
const LOCAL_RESTATING_CUES: Partial<Record<Locale, string>> = {
  es: '[Bb]ueno|[Dd]igo',
  de: '[Aa]lso|[Ss]prich',
  fr: '[Ee]nfin',
  pt: '[Aa]li[aá]s|[Dd]igo',
};
const localNameRestated = (cues: string) =>
  new RegExp(
    `(?<![\\p{L}'’-])((?:${NAME_WORD}\\s+){0,3}${NAME_WORD})\\s*[.,;:–—-]?\\s*(?:${cues})\\s*[,:]?\\s*(${FULL_NAME_WORDS})(?=\\s*(?:[.,;:!\\n(]|\\d|\\+|$))`,
    'gu',
  );
const LOCAL_NAME_RESTATED = new Map(
  Object.entries(LOCAL_RESTATING_CUES).map(([locale, cues]) => [locale, localNameRestated(cues)]),
);

/**
 * The name before a language's own "I mean" is a short form of the name after it: one word of
 * it, its first three letters (all of them when shorter) inside the given name ("Toño" in
 * "Antonio", "Mile" in "Milorad", "Pierrot" in "Pierre", "Toninho" in "António"). "Paul Durand.
 * Enfin, Sophie Leroy" names two people, the second one last in a list.
 */
function shortFormOf(first: string, restated: string): boolean {
  const given = foldAccents(restated.split(/\s+/)[0] ?? '').toLowerCase();
  return first
    .split(/\s+/)
    .map((w) =>
      foldAccents(w)
        .toLowerCase()
        .replace(/[^\p{L}]/gu, '')
        .slice(0, 3),
    )
    .some((stem) => stem.length >= 2 && given.includes(stem));
}

/**
 * A short form then the full name, a comma or "is" (é, es, ist) between ("Mi encargado era
 * Quique, Enrique Ruiz de la Serna", "es Paco, Francisco Javier Molina", "O Paulinho é Paulo
 * Sérgio Monteiro"): one person, by the full name. Not French "c'est": its nicknames named in
 * full are read where the intake matches them to the one listed.
 * Only when the short form is one of the full given name (shortFormOf, or a pet name that shares
 * no letters with it: HYPOCORISMS); "Ana, Pedro Gómez" names two people.
 */
const NAME_PARTICLE = '(?:de|del|de la|de las|de los|da|das|do|dos|van|von|ter|zu|di|du|le|la)';
const SHORT_THEN_FULL_NAME = new RegExp(
  `(?<![\\p{L}'’-])(${NAME_WORD})(?:,|\\s+(?:é|es|ist|is))\\s*(${NAME_WORD}(?:\\s+(?:${NAME_PARTICLE}\\s+)*${NAME_WORD}){1,4})(?=\\s*(?:[.,;:!\\n(]|\\d|\\+|$))`,
  'gu',
);
/** Pet names whose first three letters are not in the given name ("Paco" for Francisco). */
const HYPOCORISMS: Readonly<Record<string, readonly string[]>> = {
  quique: ['enrique'],
  kike: ['enrique'],
  lalo: ['eduardo'],
  chucho: ['jesus'],
  fito: ['adolfo', 'rodolfo'],
  pato: ['patricio', 'patricia'],
  xico: ['francisco'],
  paco: ['francisco'],
  pancho: ['francisco'],
  curro: ['francisco'],
  kiko: ['francisco'],
  chico: ['francisco'],
  pepe: ['jose'],
  chema: ['jose'],
  ze: ['jose'],
  nacho: ['ignacio'],
  lola: ['dolores'],
  concha: ['concepcion'],
  conchi: ['concepcion'],
  charo: ['rosario'],
  chus: ['jesus'],
  memo: ['guillermo'],
  lupe: ['guadalupe'],
  chelo: ['consuelo'],
  coté: ['maria'],
  cote: ['maria'],
  beto: ['alberto', 'roberto', 'humberto'],
  momo: ['mohamed', 'mohammed', 'muhammad', 'mohammad'],
  sepp: ['josef', 'joseph'],
};

export function petNameOf(short: string, full: string): boolean {
  // "Chucho" for "José de Jesús …": any of the first words may be the one it is short for.
  const names = full
    .split(/\s+/)
    .slice(0, 3)
    .map((w) => foldAccents(w).toLowerCase());
  const pet = foldAccents(short).toLowerCase();
  // "Dona Socorro é Maria do Socorro Barata": a given name of several words, the one used.
  const given = full
    .split(/\s+/)
    .slice(1, 4)
    .map((w) => foldAccents(w).toLowerCase());
  return (
    names.some((name) => (HYPOCORISMS[pet] ?? []).includes(name)) ||
    shortFormOf(short, full) ||
    (given.includes(pet) && /^\p{Lu}/u.test(full.split(/\s+/).at(-1) ?? ''))
  );
}

function withShortFormThenFullName(message: string, locale: Locale | undefined): string {
  const words = contactWordsFor(locale);
  let read = '';
  let from = 0;
  for (const m of message.matchAll(SHORT_THEN_FULL_NAME)) {
    const [, short, full] = m as unknown as [string, string, string];
    // "Marta Quintero, Martín López": a surname before the comma, two people. "Don Chucho, José
    // de Jesús …": a title is none, and goes with the short form (the full name stands alone).
    // An article opening the sentence ("O Paulinho é …") is neither.
    const before = /(\p{Lu}[\p{L}'’-]*)\.?\s+$/u.exec(message.slice(from, m.index));
    const article = (word: string) =>
      !!words.articles?.has(word.toLowerCase()) ||
      !!words.relationshipArticles?.has(word.toLowerCase());
    const title = before && !article(before[1]!) ? before : null;
    if (title && !(words.titles ?? []).includes(title[1]!.toLowerCase())) continue;
    const named = full.split(/\s+/).filter((w) => /^\p{Lu}/u.test(w));
    if ([short, ...named].some((w) => isCommonWord(w, words))) continue;
    if (foldAccents(short).toLowerCase() === foldAccents(named[0] ?? '').toLowerCase()) continue;
    if (!petNameOf(short, full)) continue;
    const start = title ? from + title.index : m.index;
    read += message.slice(from, start) + full;
    from = m.index + m[0].length;
  }
  return read + message.slice(from);
}

/** The message with a name said again in full ("X, o sea Y Z") read as the name said last. */
export function withNameRestated(message: string, locale: Locale | undefined): string {
  return withNameRestatedByCue(withShortFormThenFullName(message, locale), locale);
}

function withNameRestatedByCue(message: string, locale: Locale | undefined): string {
  const words = contactWordsFor(locale);
  const titles = new Set(words.titles);
  const restate = (whole: string, first: string, restated: string, shortForm = false) => {
    if (restated.split(/\s+/).some((name) => isCommonWord(name, words))) return whole;
    // "Meine Chefin Frau Anna Berg, ich meine …": the words before the name itself stay.
    const said = first.split(/\s+/);
    const found = said.findIndex((w) => !titles.has(w.toLowerCase()) && !isCommonWord(w, words));
    // "der Jo – also Johannes Berger": a short form that is a word too ("jo", yes) is the name.
    const name = found < 0 && shortForm ? said.length - 1 : found;
    if (name < 0) return whole;
    return [...said.slice(0, name), restated].join(' ');
  };
  const local = locale ? LOCAL_NAME_RESTATED.get(locale) : undefined;
  const read = message.replace(NAME_THEN_RESTATED, restate);
  if (!local) return read;
  // "bei Siemens. Also, Peter Müller, …": a firm or a place before the cue is no name.
  const where = new Set([...words.organisationPrepositions, ...(words.placePrepositions ?? [])]);
  return read.replace(local, (whole: string, first: string, restated: string, at: number) => {
    const before = read.slice(0, at).trim().split(/\s+/).at(-1)?.toLowerCase() ?? '';
    if (where.has(before) || !shortFormOf(first, restated)) return whole;
    return restate(whole, first, restated, true);
  });
}

/**
 * The name everyone calls a referee by, said beside their full name ("Jacqueline Ekwalla. Mais
 * tout le monde dit Mama Jacky", "Robert Stone, everyone calls him Bobby", "alle sagen nur
 * Hansi", "todos le dicen Pepe", "todo mundo chama ela de Zezé"): a nickname, no other
 * referee. The clause is read without it; only where the message writes a full name too.
 */
const EVERYONE_CALLS = new RegExp(
  '[,;–—-]?\\s*(?:(?:[Mm]ais|[Bb]ut|[Aa]ber|[Pp]ero|[Mm]as)\\s+)?(?:[Tt]out le monde|[Tt]ous|[Ee]veryone|[Ee]verybody|[Aa]lle|[Jj]eder|[Tt]odos|[Tt]odo el mundo|[Tt]odo (?:o )?mundo|[Tt]oda a gente)\\s+' +
    "(?:l['’]appellen?t|la nomment|le nomment|l['’]appelle|dit|disent|calls? (?:her|him|them)|says|sagen|sagt|nennt (?:sie|ihn)|nennen (?:sie|ihn)|(?:le|la|lo) (?:dicen|llaman)|(?:a|o)?\\s?chama(?:m)?(?: (?:ela|ele))?(?: de)?|dizem|diz)\\s+" +
    "(?:(?:juste|nur|just|only|simplement|solo|sólo|só|so)\\s+)?\\p{Lu}[\\p{L}'’-]*(?:\\s+\\p{Lu}[\\p{L}'’-]*){0,2}",
  'gu',
);
const FULL_NAME = /\p{Lu}\p{Ll}+[ \t]+\p{Lu}\p{Ll}+/u;

export function withoutEveryonesNickname(message: string): string {
  const read = message.replace(EVERYONE_CALLS, '');
  return read !== message && FULL_NAME.test(read) ? read : message;
}

/**
 * The real name said with no nickname before it ("Pardon, son vrai nom c'est Jacqueline
 * Ekwalla", "her real name is Jane Doe"), after a referee listed by a handle or a nickname:
 * the name itself, the cue no part of the sentence.
 */
const REAL_NAME_ALONE = new RegExp(
  `^((?:[\\s\\p{P}]|(?<![\\p{L}])(?:pardon|sorry|désolée?|desolee?|perdón|perdon|perdona|desculpa|desculpe|entschuldigung|sorri|ah|oh|euh|ok|et|and|und|y|e|mais|but|aber|pero|mas)(?![\\p{L}]))*)(?:${REAL_NAME_CUE})\\s*:?\\s*(?=\\p{Lu}[\\p{L}'’-]+\\s+\\p{Lu})`,
  'iu',
);

/** Only where the message opens with it: after a name, NICKNAME_THEN_REAL_NAME and the reader say. */
export function withRealNameAlone(message: string): string {
  return message.replace(REAL_NAME_ALONE, '$1');
}

/** The message with a nickname replaced by the real first name said after it. */
export function withRealFirstNames(message: string, locale: Locale | undefined): string {
  const words = contactWordsFor(locale);
  return message.replace(
    NICKNAME_THEN_REAL_NAME,
    (whole, nickname: string, surname: string, real: string) => {
      const names = [nickname, ...surname.trim().split(/\s+/), real];
      if (names.some((name) => isCommonWord(name, words))) return whole;
      return `${real}${surname}`;
    },
  );
}

/**
 * A name written surname first, then said to be so, in the five languages ("Kim Young-ho (Kim
 * é o sobrenome)", "Nguyen Van Minh, Nguyen is the surname", "Park Ji-sung (el apellido es
 * Park)", "Tanaka Hiroshi, Tanaka ist der Nachname", "Kim Min-jun, le nom de famille c'est
 * Kim"): the given names first, then the surname, as the reader takes a name. Only when the
 * surname said is the first word or two of a run of two to four capitalised words right
 * before; not Brazilian "apelido" (a nickname there) nor a bare "nom" or "nome".
 */
const SURNAME_WORD =
  '(?:sobrenome|nome de fam[ií]lia|surname|last name|family name|apellido|[Nn]achname|[Ff]amilienname|nom de famille)';
const SURNAME_ARTICLE =
  '(?:[Oo] |[Tt]he |[Hh]is |[Hh]er |[Ee]l |[Ss]u |[Dd]er |[Ss]ein |[Ii]hr |[Ll]e |[Ss]on )?';
const SURNAME_VERB = "(?:é|is|'s|es|ist|est|c['’]est|:)";
const SURNAME_SAID = "(\\p{Lu}[\\p{L}'’-]*(?:\\s+\\p{Lu}[\\p{L}'’-]*)?)";
/** The same name in its own script in brackets after it ("WANG Jianguo (王建国)"): dropped. */
const NAME_IN_ITS_OWN_SCRIPT =
  '(?:\\s*\\((?=[^()]*[\\p{Lo}\\p{Script=Cyrillic}\\p{Script=Greek}])[^()\\p{Script=Latin}\\d@]+\\))?';
const surnameFirstThenSaid = (surnameWord: string) =>
  new RegExp(
    `(?<![\\p{L}'’-])((?:\\p{Lu}[\\p{L}'’-]*\\s+){1,3}\\p{Lu}[\\p{L}'’-]*)${NAME_IN_ITS_OWN_SCRIPT}(\\s*[(,;:–—-]?\\s*)` +
      `(?:${SURNAME_SAID}\\s+${SURNAME_VERB}\\s+${SURNAME_ARTICLE}${surnameWord}` +
      `|${SURNAME_ARTICLE}${surnameWord}(?:\\s+(?:dele|dela|del|von ihm|von ihr))?\\s*${SURNAME_VERB}\\s*${SURNAME_SAID})(?![\\p{L}'’-])`,
    'gu',
  );
const SURNAME_FIRST_THEN_SAID = surnameFirstThenSaid(SURNAME_WORD);
/**
 * "Sr. Leong Kin Man, Leong é o apelido": in Portugal and the other Portuguese-speaking
 * countries but Brazil (where it is a nickname), "apelido" is the surname; read so only on a
 * tenant of one of them.
 */
const APELIDO_IS_SURNAME = new Set(['PT', 'AO', 'MZ', 'CV', 'GW', 'ST', 'TL', 'MO']);
const SURNAME_FIRST_THEN_SAID_APELIDO = surnameFirstThenSaid(
  `(?:${SURNAME_WORD}|apelido|nome de fam[ií]lia)`,
);

const CAPITALS = /^\p{Lu}{2,}$/u;
/** "WANG" → "Wang". */
const spelt = (word: string) =>
  word
    .toLowerCase()
    .replace(
      /(^|[-'’ \t])(\p{L})/gu,
      (_, before: string, letter: string) => before + letter.toUpperCase(),
    );

/** The message with a name written surname first, and said to be so, read given names first. */
export function withSurnameSaidFirst(
  message: string,
  locale: Locale | undefined,
  country?: string,
): string {
  const words = contactWordsFor(locale);
  const read = message.replace(
    country && APELIDO_IS_SURNAME.has(country)
      ? SURNAME_FIRST_THEN_SAID_APELIDO
      : SURNAME_FIRST_THEN_SAID,
    (whole, run: string, between: string, before?: string, after?: string) => {
      const all = run.trim().split(/\s+/);
      const surname = (before ?? after ?? '').trim().split(/\s+/);
      // Where the surname opens the name ("Mein Chef Tanaka Hiroshi": German capitalises nouns).
      const at = all.findIndex((_, start) =>
        surname.every((w, i) => w.toLowerCase() === all[start + i]?.toLowerCase()),
      );
      if (at < 0) return whole;
      const names = all.slice(at);
      const given = names.slice(surname.length);
      if (given.length === 0 || names.some((w) => isCommonWord(w, words))) return whole;
      // A surname in capitals ("WANG Jianguo"), said to be one, is written as it is spelt.
      const family = names.slice(0, surname.length).map((w) => (CAPITALS.test(w) ? spelt(w) : w));
      return `${[...all.slice(0, at), ...given].join(' ')} ${family.join(' ')}${between}`;
    },
  );
  // What the statement leaves behind: "Ji-sung Park (), …", "Van Minh Nguyen, , …".
  return withKoreanSurnameFirst(
    read === message ? message : read.replace(/\s*\(\s*[,;]?\s*\)/g, '').replace(/,\s*,/g, ','),
  );
}

/**
 * A referee called by a title and a surname, and their given name said apart in the same
 * message ("Frau Schmitz … Vorname Lena", "Mme Durand, prénom Claire", "Mr Patel, first name
 * Ravi", "la señora Gil, nombre Rosa", "a Sra. Lima, primeiro nome Ana"): the full name where
 * the title stood ("Frau Lena Schmitz"), the cue and the given name taken out. Only one such
 * title and surname, and one given name said.
 */
const TITLE_SURNAME =
  /(?<![\p{L}])(Frau|Herr|Herrn|Mme|Madame|Monsieur|M\.|Mrs|Mr|Ms|Sra\.?|Sr\.?|[Ss]eñora|[Ss]eñor|[Ss]enhora|[Ss]enhor|Mag\.|Dr\.|Ing\.|DI|Prof\.)\s+(\p{Lu}[\p{L}'’-]+)(?![\p{L}'’-]|\s+\p{Lu})/gu;
const GIVEN_NAME_SAID =
  /[,;.]?\s*(?:(?:der|ihr|sein|le|son|sa|the|her|his|el|su|o|a)\s+)?(?:Vorname|vorname|[Pp]r[ée]nom|[Ff]irst name|[Gg]iven name|[Nn]ombre de pila|[Pp]rimeiro nome)(?:\s+(?:ist|est|is|es|é|c['’]est))?\s*:?\s+(\p{Lu}[\p{L}'’-]+)/u;

/**
 * The given name said of them in a sentence ("Sabine heißt sie", "sie heißt Sabine", "her first
 * name is Sabine", "se llama Sabina", "elle s'appelle Sabine", "chama-se Sabina"), or right
 * after the title and surname, as a form writes it ("Mag.a Lechner, Sabine, vom Kaiserhof").
 */
const GIVEN_NAME_IN_A_SENTENCE =
  /[,;.]?\s*(?:(\p{Lu}[\p{L}'’-]+)\s+(?:heißt|heisst)\s+(?:sie|er)|(?:sie|er)\s+(?:heißt|heisst)\s+(\p{Lu}[\p{L}'’-]+)|(?:her|his)\s+(?:first\s+)?name\s+is\s+(\p{Lu}[\p{L}'’-]+)|se\s+llama\s+(\p{Lu}[\p{L}'’-]+)|(?:elle|il)\s+s['’]appelle\s+(\p{Lu}[\p{L}'’-]+)|chama-se\s+(\p{Lu}[\p{L}'’-]+))(?![\p{L}'’-]|\s+\p{Lu})/u;

function givenNameSaid(message: string, surnameEnd: number): RegExpExecArray | null {
  const cue = GIVEN_NAME_SAID.exec(message);
  if (cue) return cue;
  const said = GIVEN_NAME_IN_A_SENTENCE.exec(message);
  if (said) {
    const name = said.slice(1).find(Boolean);
    if (name)
      return Object.assign([said[0], name], {
        index: said.index,
        input: message,
        groups: undefined,
      }) as RegExpExecArray;
  }
  // "Mag. Lechner, Sabine, …": the given name right after the surname and a comma, ending there.
  const after =
    /^,\s*(\p{Lu}\p{Ll}+)(?=\s*(?:[,;.]|$|\s+(?:vom|von|aus|im|bei|from|at|de|del|du|da|do)\s))/u.exec(
      message.slice(surnameEnd),
    );
  return after
    ? (Object.assign([after[0], after[1]], {
        index: surnameEnd + after.index,
        input: message,
        groups: undefined,
      }) as RegExpExecArray)
    : null;
}

export function withGivenNameBesideTitle(message: string): string {
  const titled = [...message.matchAll(TITLE_SURNAME)];
  const given =
    titled.length === 1 ? givenNameSaid(message, titled[0]!.index + titled[0]![0].length) : null;
  if (titled.length !== 1 || !given) return message;
  const [whole, title, surname] = titled[0]! as unknown as [string, string, string];
  const without = message.replace(given[0], '');
  return without.replace(whole, `${title} ${given[1]} ${surname}`);
}

/**
 * A role named in another language and glossed in brackets after it ("meine Kepala Ruangan
 * (Stationsleitung)", "mein Dosen (Lehrer)", "mi Kepala Ruangan (jefa de planta)", "ma
 * Kepala (cheffe)", "my Dosen (lecturer)", "o meu Mandor (encarregado)"): the gloss is the
 * relationship, the words before it no name. Only right after a possessive, one to three
 * words, and a gloss the lexicon reads as a relationship.
 */
const ROLE_GLOSSED =
  /(?<![\p{L}])(my|our|mein|meine|meinen|meinem|meiner|unser|unsere|mi|mis|nuestro|nuestra|ma|mon|notre|meu|minha|nosso|nossa)\s+((?:\p{L}[\p{L}'’-]*\s+){0,2}\p{L}[\p{L}'’-]*)\s*\(([^()\d@]{3,40})\)/giu;

export function withRoleGlossed(message: string, locale: Locale | undefined): string {
  const words = contactWordsFor(locale);
  return message.replace(ROLE_GLOSSED, (whole, possessive: string, role: string, gloss: string) =>
    words.relationship(gloss.trim()) === null ||
    // "meine Chefin Anna (Teamleitung)": a role said in the chat's language, and a name.
    role
      .split(/\s+/)
      .some((w) => words.relationship(w) !== null || (words.titles ?? []).includes(w.toLowerCase()))
      ? whole
      : `${possessive} ${gloss.trim()}`,
  );
}

/**
 * An address said as the pattern of the name just given ("Karim Bekkouche … son mail c'est son
 * nom point son prénom arobase gmail point com", "Jane Doe, her email is first name dot last
 * name at gmail dot com", "Hans Maier, Vorname Punkt Nachname at gmx Punkt de", "Rosa Gil, su
 * nombre punto su apellido arroba gmail punto com", "Ana Lima, o nome ponto o sobrenome arroba
 * …"): the name's words in their place, lower case and without accents, so the address is read
 * as dictated (withSpokenEmails). Only after a name of two capitalised words in the message.
 */
const POSSESSIVE_PART =
  '(?:(?:son|sa|his|her|their|the|sein|seine|seinen|ihr|ihre|ihren|der|den|su|el|seu|sua|o|a|le)\\s+)?';
const SURNAME_PART =
  '(nom de famille|nom|surname|last name|family name|nachname|familienname|apellido|sobrenome|apelido)';
const GIVEN_PART = '(prénom|prenom|first name|given name|vorname|nombre|primeiro nome|nome)';
const NAME_PART = `${POSSESSIVE_PART}(?:${SURNAME_PART}|${GIVEN_PART})`;
const ADDRESS_OF_NAME_PARTS = new RegExp(
  `(?<![\\p{L}])${NAME_PART}\\s+(point|punkt|punto|ponto|dot|tiret|underscore|unterstrich|bindestrich|guion|guión|hífen|hifen|[._-])\\s+${NAME_PART}(?=\\s+(?:arobase|arrobase|arroba|at|@)(?![\\p{L}]))`,
  'giu',
);
const GIVEN_THEN_SURNAME_WRITTEN =
  /(?<![\p{L}'’-])(\p{Lu}\p{Ll}[\p{L}'’-]*)\s+(\p{Lu}\p{Ll}[\p{L}'’-]*)(?![\p{L}'’-])/gu;
const asInAddress = (word: string) =>
  word
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}-]/gu, '')
    .toLowerCase();

export function withAddressOfNameParts(message: string, locale: Locale | undefined): string {
  const words = contactWordsFor(locale);
  return message.replace(
    ADDRESS_OF_NAME_PARTS,
    (
      whole,
      surname1?: string,
      given1?: string,
      separator?: string,
      surname2?: string,
      given2?: string,
      offset?: number,
    ) => {
      // One of each: "son nom point son prénom", never "son nom point son nom".
      if (!!surname1 === !!surname2 || !!given1 === !!given2) return whole;
      const before = message.slice(0, offset ?? 0);
      const name = [...before.matchAll(GIVEN_THEN_SURNAME_WRITTEN)]
        .reverse()
        .find((m) => !isCommonWord(m[1]!, words) && !isCommonWord(m[2]!, words));
      if (!name) return whole;
      const [given, surname] = [asInAddress(name[1]!), asInAddress(name[2]!)];
      return surname1 ? `${surname} ${separator} ${given}` : `${given} ${separator} ${surname}`;
    },
  );
}

/**
 * Outlook's display name, copied with its address: "Becker, Jörg (FIN-CO)
 * <Joerg.Becker@…>", "Silva Santos, Ana (RH) <ana@…>": the surname, a comma, the given name,
 * the department in brackets, then the address. Read given name first, the department left
 * out ("Jörg Becker <Joerg.Becker@…>") (blind set 22). Only right before an address, and no
 * common word in the name.
 */
const OUTLOOK_DISPLAY_NAME =
  /(?<![\p{L}])(\p{Lu}[\p{L}'’-]+(?:[ \t]+\p{Lu}[\p{L}'’-]+)?),[ \t]*(\p{Lu}[\p{L}'’-]+(?:[ \t]+\p{Lu}[\p{L}'’-]+)?)[ \t]*\([^()\n@]{1,40}\)(?=[ \t]*[<‹«[]?[ \t]*[^\s@<>]+@)/gu;

export function withOutlookDisplayNames(message: string, locale: Locale | undefined): string {
  const words = contactWordsFor(locale);
  return message.replace(OUTLOOK_DISPLAY_NAME, (whole, surname: string, given: string) =>
    isCommonWord(surname, words) || isCommonWord(given, words) ? whole : `${given} ${surname}`,
  );
}

/**
 * Two given names and one surname joined by "and" ("Gesche und Tjark Hinrichs", "Ana y Luis
 * Pérez", "Marie et Paul Durand", "John and Mary Smith"): a couple or a family, the surname
 * said once for both ("Gesche Hinrichs und Tjark Hinrichs"). Only a first name standing alone
 * (no capitalised word right before it: "Jordi Puig i Soler" is one person) and no common word.
 */
/**
 * Words that say two people go together: a couple, siblings, owners, bosses in the plural
 * ("Meine Chefs …, die haben den Laden zusammen", "mis jefes", "los dos", "both"). Without
 * one, "my boss Tom and Jane Doe from HR" names Tom, and Jane Doe.
 */
const A_PAIR = new RegExp(
  `(?<![\\p{L}])(?:${[
    'zusammen|beide|beiden|ehepaar|geschwister|chefs|inhaber',
    'together|both|couple|husband and wife|bosses|managers|owners',
    'juntos|juntas|los dos|las dos|ambos|ambas|matrimonio|hermanos|hermanas|jefes|jefas|dueños',
    'ensemble|tous les deux|toutes les deux|couple|mari et femme|patrons|propriétaires',
    'os dois|as duas|casal|irmãos|irmãs|chefes|patrões|donos',
  ].join('|')})(?![\\p{L}])`,
  'iu',
);
const GIVEN_AND_GIVEN_SURNAME = new RegExp(
  `(?<![\\p{L}'’-])(${NAME_WORD})\\s+(and|und|et|y|e|i)\\s+(${NAME_WORD})\\s+(${NAME_WORD})(?![\\p{L}'’-]|\\s+\\p{Lu})`,
  'gu',
);

export function withSurnameShared(message: string, locale: Locale | undefined): string {
  if (!A_PAIR.test(message)) return message;
  const words = contactWordsFor(locale);
  const isTitle = (word: string) => !!words.titles?.includes(word.toLowerCase().replace(/\.$/, ''));
  return message.replace(
    GIVEN_AND_GIVEN_SURNAME,
    (whole, given: string, and: string, other: string, surname: string, at: number) => {
      const before = message.slice(0, at).trimEnd().split(/\s+/).at(-1) ?? '';
      if (/^\p{Lu}[\p{L}'’.-]*$/u.test(before) && !isTitle(before)) return whole;
      if (isTitle(given)) return whole;
      // "Ana e Maria Clara": a double first name, not a surname said once for two.
      if (words.givenNames?.has(foldAccents(surname).toLowerCase())) return whole;
      if ([given, other, surname].some((w) => isCommonWord(w, words) || isPlace(w, words)))
        return whole;
      return `${given} ${surname} ${and} ${other} ${surname}`;
    },
  );
}

/** Titles written before a surname in the five languages. */
const TITLE_BEFORE_SURNAME =
  'Frau|Herr|Herrn|Mme|Madame|Mlle|Mademoiselle|Monsieur|M\\.|Mrs\\.?|Mr\\.?|Ms\\.?|Sra\\.?|Sr\\.?|Señora|Señor|Senhora|Senhor|Dona|Dr\\.?|Dra\\.?|Prof\\.?';

/**
 * A title and a surname, then the given name after a comma, as a form or a register writes it
 * ("Mme Chassagne, Marie-Thérèse, mt.chassagne@…", "Frau Berger, Anna", "Mr Patel, Ravi.",
 * "la Sra. Gil, Rosa", "o Sr. Lima, João"): the given name first ("Mme Marie-Thérèse
 * Chassagne"). Only one capitalised given name (hyphenated or not) that ends its clause, and
 * no common word ("Mme Durand, Directrice" and "Herr Keller, Leiter" stay as they are).
 */
const TITLED_SURNAME_COMMA_GIVEN = new RegExp(
  `(?<![\\p{L}])(${TITLE_BEFORE_SURNAME})\\s+(\\p{Lu}[\\p{L}'’-]+),[ \\t]*(\\p{Lu}\\p{Ll}+(?:-\\p{Lu}\\p{Ll}+)?)(?=[ \\t]*(?:[,.;:!?\\n(]|$))`,
  'gu',
);

export function withGivenNameAfterTitledSurname(
  message: string,
  locale: Locale | undefined,
): string {
  const words = contactWordsFor(locale);
  return message
    .replace(
      TITLED_SURNAME_COMMA_FULL_NAME,
      (whole, title: string, surname: string, full: string) =>
        full
          .split(/\s+/)
          .slice(1)
          .some((word) => word.split('-').includes(surname)) &&
        !full.split(/\s+/).some((word) => isCommonWord(word, words))
          ? `${title} ${full}`
          : whole,
    )
    .replace(TITLED_SURNAME_COMMA_GIVEN, (whole, title: string, surname: string, given: string) =>
      isCommonWord(surname, words) || isCommonWord(given, words) || isPlace(given, words)
        ? whole
        : `${title} ${given} ${surname}`,
    );
}

/**
 * The same surname said with its title, then the full name after a comma ("la Frau Brunner,
 * Sandra Brunner-Keller, la jefa de sala", "Mme Diallo, Aïssatou Diallo"): one person, the
 * full name. Only when a later word of the full name is the surname (or a part of it).
 */
const TITLED_SURNAME_COMMA_FULL_NAME = new RegExp(
  `(?<![\\p{L}])(${TITLE_BEFORE_SURNAME})\\s+(\\p{Lu}[\\p{L}'’-]+),[ \\t]*(\\p{Lu}\\p{Ll}+(?:-\\p{Lu}\\p{Ll}+)?(?:[ \\t]+\\p{Lu}[\\p{L}'’]+(?:-\\p{Lu}[\\p{L}'’]+)?){1,2})(?![\\p{L}])`,
  'gu',
);

/**
 * A surname in capitals before the given name, as a French form or table writes it ("PAYET
 * Jean-Marc", "GRONDIN\tMarie-Annick\t…", "Mme KPADONOU Rosine, …"): read given name first,
 * the surname as it is spelt ("Jean-Marc Payet"). Only at the start of a line, a cell or a
 * clause (or after a title), a word of three capitals or more with a vowel (no acronym), then
 * one given name that ends the name; the card shows it back for the candidate's yes.
 */
const CAPITAL_SURNAME_FIRST =
  /(^|[\n\t,;:(]\s*|(?<![\p{L}])(?:M\.|Mme|Mlle|Mr|Mrs|Ms|Dr\.?|Sr\.|Sra\.|Pr\.|Prof\.?|Ing\.|Mag\.|Herr|Herrn|Frau|Madame|Monsieur)\s+)((?=\p{Lu}*[AEIOUYÀÂÄÉÈÊËÎÏÔÖÙÛÜ])\p{Lu}{3,}(?:[-'’]\p{Lu}{2,})?(?:[ \t]+(?=\p{Lu}*[AEIOUYÀÂÄÉÈÊËÎÏÔÖÙÛÜ])\p{Lu}{2,}(?:[-'’]\p{Lu}{2,})?){0,2})[ \t]+(\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?)(?=$|[ \t]*[\t\n,;:()]|[ \t]+(?:\p{Ll}|[-–—]))/gmu;

export function withCapitalSurnameFirst(message: string): string {
  return message.replace(
    CAPITAL_SURNAME_FIRST,
    (_, before: string, surname: string, given: string) => `${before}${given} ${spelt(surname)}`,
  );
}

/** Korean surnames as they are romanised ("Kim", "Lee", "Park", "Choi", "Jeong" …). */
const KOREAN_SURNAMES =
  'Kim|Gim|Lee|Yi|Rhee|Park|Pak|Bak|Choi|Choe|Jung|Jeong|Chung|Kang|Cho|Jo|Yoon|Yun|Jang|Chang|Lim|Im|Han|Oh|Seo|Suh|Shin|Sin|Kwon|Hwang|Ahn|An|Song|Yoo|Yu|Hong|Jeon|Chun|Ko|Go|Moon|Mun|Yang|Son|Bae|Baek|Paik|Heo|Nam|Noh|Roh|Ha|Kwak|Sung|Seong|Cha|Joo|Ju|Woo|Min|Ryu|Jin|Uhm|Eom|Won|Chae|Byun|Gong|Hyun|Ham|Yeo|Pyo';
/**
 * A Korean name written as Koreans write it, surname first ("Kim So-yeon (김소연)", "ma
 * collègue Lee Ji-hoon", "a Park Min-ji"): a Korean surname, then a given name of two
 * syllables joined by a hyphen, which is never a surname. Read given name first, as the
 * reader takes a name; "So-yeon Kim" is left as it is. The card shows it back for a yes.
 */
const KOREAN_NAME_SURNAME_FIRST = new RegExp(
  `(?<![\\p{L}'’-])(${KOREAN_SURNAMES})\\s+(\\p{Lu}\\p{Ll}{1,4}-\\p{Ll}{2,5})(?![\\p{L}'’-])`,
  'gu',
);

export function withKoreanSurnameFirst(message: string): string {
  return message.replace(
    KOREAN_NAME_SURNAME_FIRST,
    (_, surname: string, given: string) => `${given} ${surname}`,
  );
}

/** Particles a surname may open or hold ("van Dijk", "De la Cruz", "Abi Nader", "bin Said"). */
const SURNAME_PARTICLES =
  '(?:van|von|de|da|do|dos|das|del|della|der|den|di|du|le|la|al|el|bin|ben|abu|ould|mint|bint|ibn|ter|ten|y|e)';
/**
 * A surname stated on its own ("o sobrenome dele é Abi Nader", "his surname is Van Dijk", "el
 * apellido es De la Cruz", "der Nachname ist von Arx", "son nom de famille c'est Ben Salah"):
 * the surname as written, up to four words, particles kept; null when the message says none.
 */
const SURNAME_STATED = new RegExp(
  `(?<![\\p{L}])${SURNAME_ARTICLE}${SURNAME_WORD}(?:\\s+(?:dele|dela|del|de ella|de él|von ihm|von ihr|(?:de|d[oa]) \\p{Lu}[\\p{L}'’-]*))?\\s*${SURNAME_VERB}\\s*` +
    `((?:${SURNAME_PARTICLES}\\s+)*\\p{Lu}[\\p{L}'’-]*(?:\\s+(?:${SURNAME_PARTICLES}\\s+)*\\p{Lu}[\\p{L}'’-]*){0,3})(?![\\p{L}'’-])`,
  'u',
);

/** Spanish says it with a verb: "Fátima se apellida El Amrani". */
const SURNAME_VERBED = new RegExp(
  `(?<![\\p{L}])[Ss]e apellida\\s+((?:${SURNAME_PARTICLES}\\s+)*\\p{Lu}[\\p{L}'’-]*(?:\\s+(?:${SURNAME_PARTICLES}\\s+)*\\p{Lu}[\\p{L}'’-]*){0,3})(?![\\p{L}'’-])`,
  'u',
);

export function surnameStated(message: string): string | null {
  return (SURNAME_STATED.exec(message) ?? SURNAME_VERBED.exec(message))?.[1] ?? null;
}

/**
 * A name read the wrong way round, said so in a later message ("Kim ist der Nachname 😊
 * Vorname Min-jun", "Pérez es el apellido, el nombre es Lucía", "Kim is the surname, first
 * name Min-jun", "der Nachname ist Kim"): the surname said, the given name if it is said too,
 * and the message without those words (its details are read as they come).
 */
const SURNAME_IS = new RegExp(
  `(?<![\\p{L}'’-])(\\p{Lu}[\\p{L}'’-]*)\\s+(?:ist|es|is)\\s+${SURNAME_ARTICLE}${SURNAME_WORD}(?![\\p{L}])`,
  'u',
);
const GIVEN_NAME_IS =
  /(?<![\p{L}])(?:(?:[Dd]er|[Ee]l|[Tt]he|[Ss]ein|[Ii]hr|[Ss]u)\s+)?(?:[Vv]orname|[Nn]ombre(?: de pila)?|[Ff]irst name|[Gg]iven name)(?:\s+(?:ist|es|is))?\s*:?\s*(\p{Lu}[\p{L}'’-]*)/u;

/**
 * The given name said first, then the surname, each with its word ("Laurent c'est le prénom,
 * Simon le nom de famille", "Laurent is the first name, Simon the surname", "Laurent ist der
 * Vorname, Simon der Nachname", "Laurent es el nombre, Simon el apellido", "Laurent é o
 * primeiro nome, Simon o sobrenome").
 */
const GIVEN_THEN_SURNAME = new RegExp(
  `(?<![\\p{L}'’-])(\\p{Lu}[\\p{L}'’-]*)\\s+(?:c['’]est|est|is|ist|es|é)\\s+(?:le |the |der |el |o )?` +
    '(?:pr[ée]nom|first name|given name|[Vv]orname|nombre(?: de pila)?|primeiro nome|nome próprio)[\\s,;]+(?:et |and |und |y |e )?' +
    `(\\p{Lu}[\\p{L}'’-]*)\\s+(?:(?:c['’]est|est|is|ist|es|é)\\s+)?${SURNAME_ARTICLE}(?:nom de famille|nom|${SURNAME_WORD})(?![\\p{L}])`,
  'u',
);

/** The two names said by GIVEN_THEN_SURNAME, and the message without those words. */
function givenThenSurname(
  message: string,
): { surname: string; given: string | null; rest: string } | null {
  const said = GIVEN_THEN_SURNAME.exec(message);
  if (!said) return null;
  return { surname: said[2]!, given: said[1]!, rest: message.replace(said[0], ' ') };
}

export function nameSaidReversed(
  message: string,
): { surname: string; given: string | null; rest: string } | null {
  const both = givenThenSurname(message);
  if (both) return both;
  const stated = SURNAME_IS.exec(message) ?? SURNAME_STATED.exec(message);
  if (!stated) return null;
  const without = message.replace(stated[0], ' ');
  const given = GIVEN_NAME_IS.exec(without);
  return {
    surname: stated[1]!,
    given: given?.[1] ?? null,
    rest: given ? without.replace(given[0], ' ') : without,
  };
}

/**
 * A referee said to have a single name, as in Java, Myanmar or parts of India ("Er hat nur
 * einen Namen, nur Sutrisno", "he only has one name", "il n'a qu'un seul nom", "solo tiene un
 * nombre", "ela só tem um nome", "no surname"): no surname is theirs, the title before the
 * name none either.
 */
const ONLY_ONE_NAME = new RegExp(
  [
    '(?:hat|habe|hast|haben) (?:nur|bloß|bloss|lediglich) (?:einen|ein) namen',
    'nur (?:einen|ein) namen',
    '(?:hat|haben) keinen (?:nach|familien)namen',
    '(?:has|have) (?:only|just) (?:one|a single) name',
    'only (?:has|have) (?:one|a single) name',
    '(?:has|have) no (?:surname|last name|family name)',
    "n['’]a qu['’](?:un|une) (?:seul )?nom",
    '(?:a|ont) un seul nom',
    "(?:n['’]a|a) pas de nom de famille",
    '(?:solo|sólo) tiene(?:n)? un (?:solo )?nombre',
    'tiene(?:n)? un (?:solo|único|unico) nombre',
    'no tiene(?:n)? apellidos?',
    '(?:só|apenas|so) tem um (?:só |único |unico )?nome',
    'tem (?:só|apenas|so) um nome',
    'não tem (?:sobrenome|apelido)',
  ].join('|'),
  'iu',
);

export function saysOnlyOneName(message: string): boolean {
  return ONLY_ONE_NAME.test(message);
}

/**
 * A word cut off and said again after a hesitation ("Xiaoyan... euh Xiaoyan Zhou", "Marta…
 * ähm Marta Roth", "o Zé, hã, Zé Lima"): said once, so the sentence is read as meant. Only
 * when the very same word follows.
 */
const HESITATION = '(?:euh|heu|hum|hmm|ähm|äh|öhm|ehm|eh|uh|um|erm|eeh|este|hã|ahn)';
const FALSE_START = new RegExp(
  `(?<![\\p{L}])(\\p{L}[\\p{L}'’-]*)(?:\\s*(?:\\.{2,}|…)\\s*(?:${HESITATION}[\\s,.…]+)?|[\\s,]+${HESITATION}[\\s,.…]+)(?=\\1(?![\\p{L}]))`,
  'giu',
);

/**
 * A word cut off and taken back with an apology before the name meant ("Lalla… sorry 😅 Frau
 * Fatima Zahra Benjelloun", "la Chini… perdón, Ana Chen", "o Zé… desculpa, o José Lima"): the
 * word and the apology are no part of the sentence. Only a cut-off ("…", "..") and the apology
 * right after it, never an apology for something ("Ana… sorry, dass ich so spät antworte").
 */
const TAKEN_BACK =
  /(?<![\p{L}])\p{L}[\p{L}'’-]*\s*(?:\.{2,}|…)\s*(?:sorry|pardon|perd[oó]n|perdona|perdone|entschuldigung|sorri|desculp[ae])(?![\p{L}])(?![\s,]+(?:dass|que|that|for|für|fur|por|pour|pela|pelo)(?![\p{L}]))[\s,.!…]*(?:\p{Extended_Pictographic}|\u{FE0F}|\p{Emoji_Modifier}|\s)*/giu;

/**
 * A name spelt with a spelling alphabet after it ("B comme Bravo, E Echo, K Kilo …", "H wie
 * Heinrich, U wie Ulrich …", "G de Granada, I de Italia …", "P as in Papa, A for Alpha …",
 * "S como Sara, O como Otávio …"): it spells a name said already, and its words are no names.
 * Only a run of three letters or more, each with a capitalised word that starts with it.
 */
const SPELT_LETTER =
  /(?<![\p{L}'’@.-])(\p{L})\s+(?:(?:comme|wie|como|de|di|as in|for)\s+)?(\p{Lu}[\p{L}-]+)(?![\p{L}'’@-])/gu;
const SPELLING_GAP = /^[\s,;/]*$/;
const initial = (word: string) =>
  word.charAt(0).normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

export function withoutSpellingAlphabet(message: string): string {
  const items = [...message.matchAll(SPELT_LETTER)].filter(
    (m) => initial(m[1]!) === initial(m[2]!),
  );
  const runs: RegExpMatchArray[][] = [];
  for (const item of items) {
    const run = runs.at(-1);
    const last = run?.at(-1);
    if (run && last && SPELLING_GAP.test(message.slice(last.index! + last[0].length, item.index)))
      run.push(item);
    else runs.push([item]);
  }
  let read = message;
  for (const run of runs.filter((r) => r.length >= 3).reverse()) {
    const last = run.at(-1)!;
    read = `${read.slice(0, run[0]!.index)}${read.slice(last.index! + last[0].length).replace(/^[ \t]*[,;]?[ \t]*/, '')}`;
  }
  return read;
}

/**
 * A full name taken back with an apology and said again with the same given name ("Mme Leila
 * Trabelsi… non pardon, Leila Jaziri", "Ana Ruiz, no, perdón, Ana Ruiz Vidal"): the name
 * first said and the apology are no part of the sentence.
 */
const NAME_TAKEN_BACK =
  /(?<![\p{L}])(\p{Lu}[\p{L}'’-]*)\s+\p{Lu}[\p{L}'’-]*\s*(?:\.{2,}|…|,)\s*(?:(?:non|no|nein|nee|não|nao)[\s,]+)?(?:sorry|pardon|perd[oó]n|perdona|perdone|entschuldigung|desculp[ae])[\s,.!…]+(?=\1\s+\p{Lu})/gu;

export function withoutFalseStarts(message: string): string {
  return message.replace(FALSE_START, '').replace(NAME_TAKEN_BACK, '').replace(TAKEN_BACK, '');
}

/**
 * The details just pasted said to be the candidate's own ("colei a minha assinatura, ignora,
 * essa sou eu", "oups, c'est ma signature, c'est moi", "sorry, pasted my signature, that's
 * me", "das war meine Signatur, das bin ich", "ignora eso, soy yo"): "that was me" and the
 * mistake said both, never one alone ("that's me in the photo", "ignore the typo").
 */
const THAT_WAS_ME = word(
  "(?:essa|esse|esta|este|isso|isto|aí|ai) (?:sou|era|é|e) eu|sou eu|c['’]?(?:est|était|etait) moi|(?:ça|ca) c['’]?est moi|(?:that|it)(?:['’]s| is| was) me|das (?:bin|war) ich|(?:esa|ese|eso|esta|este|ahí|ahi) (?:soy|era|es) yo|soy yo",
);
const PASTED_BY_MISTAKE = word(
  'assinatura|signature|firma|signatur|ignor(?:a|e|ez|em|iere|ier|ieren)|sem querer|par erreur|por error|por engano|by mistake|aus versehen|versehentlich|colei|copiei|coll[ée]e?|pegu[ée]|copi[ée]|pasted|kopiert|eingef[üu]gt',
);

export function saysItWasThemselves(message: string): boolean {
  return THAT_WAS_ME.test(message) && PASTED_BY_MISTAKE.test(message);
}

/** The message with a name repeated in full in brackets read as that full name. */
export function withFullNameInBrackets(message: string): string {
  return message.replace(NAME_THEN_FULL_NAME, '$2');
}

/** A refusal in so many words ("do not contact anyone", "no doy permiso"), whatever else the message says. */
export function refusesInWords(message: string): boolean {
  const plain = plainConsent(message);
  return (
    REFUSAL.test(plain) ||
    refusesInIrony(plain, givesLeave) ||
    // "… pero prefiero no dar referencias por ahora. Don Esteban, mi jefe, no sabe nada":
    // references said not to be given, the names beside it no nomination (no question asked).
    (PREFERRED_NOT.test(plain) && !message.includes('?'))
  );
}

/** Leave given in words between an ironic yes and its idiom; Spanish's "ya" is "already" there. */
function givesLeave(text: string): boolean {
  return YES.test(text.replace(/(?<![\p{L}])ya(?![\p{L}])/gu, ' '));
}

/** The end of a clause: a stop, a comma, a dash or the message's end. */
const CLAUSE_END = '(?=\\s*(?:[.,;:!?…–—-]|$))';

/** "Löscht det bitte alles" (Berlin): everything to delete, whoever was named before it. */
const ERASE_IT_ALL_WORDS = 'lösch(?:t|en sie|e) (?:das|det|dit|des) (?:bitte )?(?:alles|allet)';
export const ERASE_IT_ALL = word(ERASE_IT_ALL_WORDS);

/**
 * Consent taken back after it was given, in the five languages (blind set 8): a change of
 * mind ("I changed my mind", "ich hab's mir anders überlegt", "cambié de opinión", "j'ai
 * changé d'avis", "mudei de ideia"), the consent itself withdrawn ("I withdraw my consent",
 * "ich ziehe meine Zustimmung zurück"), "I don't want this after all" ("ich will das doch
 * nicht", "ya no quiero", "je ne veux plus", "não quero mais"), nothing to pass on ("bitte
 * nix weitergeben", "no compartan nada", "ne transmettez rien", "não passem nada") or
 * everything to delete ("alles löschen", "borren todo", "supprimez tout", "apaguem tudo"),
 * and the refusals that need no "no" (REFUSAL). Never stored from words: the intake asks
 * the candidate to confirm it (intake-agent.ts).
 */
const WITHDRAWAL = word(
  [
    // A change of mind.
    "(?:i(?:'ve| have)? )?chang(?:ed|e) my mind",
    "(?:ich )?(?:hab(?:e|'?s)? )?(?:es )?(?:mir )?(?:das )?(?:doch )?anders überlegt",
    '(?:ich )?(?:habe |hab )?(?:mich )?(?:doch )?(?:anders |um)entschieden',
    '(?:he )?cambi(?:é|e|ado) de (?:opinión|opinion|idea)',
    '(?:me )?(?:lo )?(?:he )?(?:pensado|pensé|pense) mejor',
    "(?:j'ai )?chang(?:é|e) d'avis",
    '(?:eu )?mudei de (?:ideia|idéia|opinião|opiniao)',
    // "Löscht det bitte alles, ick will det nich mehr", "dann lieber doch nich" (Berlin).
    ERASE_IT_ALL_WORDS,
    '(?:ich|ick|i) will (?:das|det|dit|des) (?:doch )?(?:nicht|nich|net|ned) mehr',
    'dann (?:doch )?lieber (?:doch )?(?:nicht|nich|net|ned)',
    // A no and a "wait", then "that won't do" ("Nä, waat ens. Dat jeiht nit.", Kölsch).
    '(?:nein|nee|nä|naa|na)[,.!]* (?:warte?|waat|wart)(?: (?:mal|ens|amal|e mol))?[,.!]* (?:das|dat|des) (?:geht|jeiht|gehd|geit) (?:doch )?(?:nicht|nit|net|ned|nich)',
    // The consent itself taken back.
    '(?:withdraw|take back|revoke|retract|cancel) (?:my )?(?:consent|permission|authori[sz]ation)',
    '(?:ziehe|nehme) (?:meine |mein |die |das )?(?:zustimmung|einverständnis|einwilligung|erlaubnis|ok) (?:\\p{L}+ )?zurück',
    '(?:zustimmung|einverständnis|einwilligung|erlaubnis) (?:zurück(?:ziehen|nehmen)|widerrufen)',
    'widerrufe',
    '(?:retiro|retirar|revoco|revocar|anulo|anular|cancelo|cancelar) (?:mi |el )?(?:consentimiento|permiso|autorización|autorizacion)',
    '(?:je )?(?:retire|retirer|révoque|revoque|révoquer|annule|annuler) (?:mon |ma )?(?:consentement|accord|autorisation|permission)',
    '(?:retiro|retirar|revogo|revogar|cancelo|cancelar) (?:o |a )?(?:meu |minha )?(?:consentimento|autorização|autorizacao|permissão|permissao)',
    // "I don't want this (any more / after all)".
    "i (?:don'?t|do not|no longer) want (?:this|that|to do this|to go ahead|to continue)(?: (?:anymore|any more|after all))?",
    "i (?:don'?t|do not|no longer) want (?:you|anyone|anybody) to (?:contact|call|e-?mail|reach out to) (?:anyone|anybody|them|my referees)",
    // Said as the whole clause ("ich will das doch nich …"): "ya no quiero añadir a nadie
    // más", "je ne veux plus ajouter personne" are the end of the list, no withdrawal.
    `(?:ich )?(?:will|möchte|mag) (?:das|des|dat|es) (?:jetzt )?(?:doch |lieber |eigentlich )*(?:nicht|nich|net|nimmer)(?: mehr)?${CLAUSE_END}`,
    `(?:ich )?(?:will|möchte|mag) (?:nicht|nich|net) mehr${CLAUSE_END}`,
    `ya no quiero(?: (?:esto|eso|seguir|continuar|hacerlo))?${CLAUSE_END}`,
    'no quiero (?:seguir|continuar|hacer esto|esto|eso)',
    `je (?:ne )?veux plus(?: (?:de )?(?:ça|ca|cela|continuer))?${CLAUSE_END}`,
    'je (?:ne )?veux (?:pas|plus) (?:de )?(?:ça|ca|cela)',
    `(?:já )?(?:não|nao) quero mais(?: (?:isso|isto|continuar|seguir))?${CLAUSE_END}`,
    '(?:não|nao) quero (?:isso|isto|continuar|seguir)',
    '(?:eu )?desisto',
    // Nothing to pass on.
    '(?:nichts|nix|nüscht) weiter(?:geben|leiten|reichen)',
    'geb(?:t|en sie)? (?:bitte )?(?:nichts|nix) weiter',
    "(?:don'?t|do not) (?:share|pass on|send|forward) (?:anything|it|any of (?:it|this))",
    '(?:no )?(?:compartan|compartas|compartir|pasen|envíen|envien|manden) nada',
    '(?:ne )?(?:transmettez|partagez|envoyez|transmettre|partager|envoyer) rien',
    '(?:não|nao) (?:passem|passe|repassem|repasse|compartilhem|partilhem|enviem|mandem) nada',
    // Everything to delete.
    '(?:delete|erase|remove) (?:everything|it all|all of it|all of this|my data)',
    '(?:alles|meine daten) (?:bitte )?(?:wieder )?löschen',
    'lösch(?:en sie|t)? (?:bitte )?(?:alles|meine daten)',
    '(?:borra|borren|borrad|borrá|elimina|eliminen|eliminad) (?:todo|mis datos)',
    '(?:effacez|supprimez|effacer|supprimer|efface|supprime) (?:tout|mes données|mes donnees)',
    '(?:apaguem|apague|apaga|apagar|excluam|exclua|exclui|deletem|deleta) (?:tudo|os meus dados|meus dados)',
  ].join('|'),
);

/**
 * Consent taken back (WITHDRAWAL) or refused in so many words (REFUSAL), whatever else the
 * message says; a hedge ("maybe I changed my mind?") is no withdrawal.
 */
export function withdrawsConsent(message: string): boolean {
  const plain = plainConsent(message);
  if (HEDGE.test(plain)) return false;
  return WITHDRAWAL.test(plain) || REFUSAL.test(plain) || SECOND_THOUGHTS.test(plain);
}

/**
 * The consent itself taken back in so many words, no hedge ("Retiro a autorização", "Ich ziehe
 * die Einwilligung zurück"), and not for one person ("je retire mon accord pour Olivier"): a
 * change of mind alone ("ich hab's mir anders überlegt: nicht Jürgen, sondern …") is not it.
 */
export function takesConsentBack(message: string): boolean {
  const plain = plainConsent(message);
  if (HEDGE.test(plain)) return false;
  const m = CONSENT_TAKEN_BACK.exec(plain);
  return (
    !!m &&
    !/^\s*(?:pour|für|fur|for|para|por|de|à|a)\s+\p{L}/u.test(plain.slice(m.index + m[0].length))
  );
}

const CONSENT_TAKEN_BACK = word(
  [
    '(?:withdraw|take back|revoke|retract|cancel) (?:my )?(?:consent|permission|authori[sz]ation)',
    '(?:ziehe|nehme) (?:meine |mein |die |das )?(?:zustimmung|einverständnis|einwilligung|erlaubnis) (?:\\p{L}+ )?zurück',
    '(?:zustimmung|einverständnis|einwilligung|erlaubnis) (?:zurück(?:ziehen|nehmen)|widerrufen)',
    '(?:retiro|revoco|anulo|cancelo) (?:mi |el )?(?:consentimiento|permiso|autorización|autorizacion)',
    '(?:je )?(?:retire|révoque|revoque|annule) (?:mon |ma )?(?:consentement|accord|autorisation|permission)',
    '(?:retiro|revogo|cancelo) (?:o |a )?(?:meu |minha )?(?:consentimento|autorização|autorizacao|permissão|permissao)',
  ].join('|'),
);

/**
 * Consent taken back on second thoughts (blind set 14, French and Portuguese side): a no said
 * as its own clause after "on reflection" ("pensando bem, não", "réflexion faite, non", "on
 * second thought, no"), or everything to be cancelled ("pode cancelar tudo", "annulez tout",
 * "cancel everything"). Asked to confirm like every withdrawal (intake-agent.ts).
 */
const SECOND_THOUGHTS = word(
  [
    `(?:pensando bem|pensando melhor|refletindo melhor|(?:à|a) la réflexion|réflexion faite|reflexion faite|tout bien réfléchi|tout bien reflechi|on second thoughts?|thinking about it)[,.…\\s]+(?:não|nao|non|no)${CLAUSE_END}`,
    '(?:pode |podem |pode só |pode so )?(?:cancelar|cancela|cancele|cancelem) tudo',
    '(?:vous pouvez )?(?:annulez|annuler|annule) tout',
    '(?:please )?cancel (?:everything|it all|all of it)',
  ].join('|'),
);

/**
 * A message that opens with a plain no ("No. Please do not contact jane@…", "nein,", "não, obrigado").
 * Spanish's and Portuguese's "no" / "não" run into the word after it negates that word ("No
 * tiene correo", "No usa correo, solo teléfono", "Não tem e-mail"), as English's "no" a noun
 * ("No email for him"): about the referee, no answer (a refusal stored only when certain).
 */
export function leadsWithNo(message: string): boolean {
  const plain = plainConsent(message);
  if (!LEADING_NO.test(plain)) return false;
  if (!NEGATES_NEXT_WORD.test(plain)) return true;
  // Only a clause about an address or a number ("No tiene correo"): "não rola, …" refuses.
  const clause = plain.split(/[.,;:!?…–—]/u)[0] ?? '';
  return !(EMAIL_WORD.test(clause) || PHONE_WORD.test(clause));
}

/**
 * A refusal said as a polite idiom ("mejor no", "lieber nid", "prefiro que não", "plutôt pas",
 * "I'd rather not", "no thanks").
 */
const POLITE_NO = [
  '(?:mejor|preferiblemente|prefiero que) no',
  'no,? gracias',
  'lieber (?:nicht|nid|ned|net|nöd|noed|nit)',
  'nein,? danke',
  'besser (?:nicht|nid|ned|net|nöd)',
  '(?:je )?(?:préfère|prefere|préférerais|prefererais) (?:que )?(?:pas|non)',
  'plutôt (?:pas|non)',
  'non,? merci',
  '(?:prefiro|preferia|melhor) que (?:não|nao)',
  'melhor (?:não|nao)',
  '(?:não|nao),? obrigad[oa]',
  "(?:i'?d|i would) rather not",
  'better not',
  'no,? thanks?(?: you)?',
].join('|');
/**
 * A thanks or a greeting that opens a sentence ("Merci für d Aafrag", "Agradeço", "Muchas
 * gracias por pensar en mí", "Buenas tardes"): a thanks for something, never a person.
 */
const THANKS_CLAUSE =
  '(?:(?:(?:muchas |mil )?gracias|merci(?: beaucoup)?|danke(?: schön| schoen)?|vielen dank|agrade[çc]o|obrigad[oa]|thanks?|thank you)(?:\\s+(?:por|für|fur|for|pour|pela|pelo|de)\\s[^,.!?…\\n]{0,40})?|hola|buenas(?: tardes| noches)?|buenos d[ií]as|gr[üu]e(?:ss|ß)ech|gr[üu]ezi|hallo|servus|bonjour|bonsoir|boa tarde|boa noite|bom dia|ol[áa]|hi|hello)';
/** A "so" that may open a sentence before a no ("Fait que non, pas asteure.", "Entonces prefiero que no"). */
const SO_WORDS = '(?:fait que|fa que|donc|alors|so|entonces|pues|also|ent[ãa]o|bon|bueno|ok|okay)';
/** Words that may stand before the idiom in its sentence: a "so", a "but", a bare no, "for now", "look", "then". */
const BEFORE_THE_NO = `(?:${SO_WORDS}|f[íi]jese que|mire|mira|la verdad|en ese caso|nesse caso|dans ce cas|dann|then|vorl[äa]ufig|ehrlich gesagt|momentan|por ahora|de momento|por el momento|por enquanto|por agora|pour l'instant|pour le moment|for now|honestly|sinceramente|aber|pero|mais|mas|but|no|nein|nei|non|não|nao)`;
/**
 * A sentence that is a polite no and nothing else: openers and thanks allowed before it
 * ("Fíjese que mejor no.", "Merci für d Aafrag, aber nei, vorläufig lieber nid.", "Agradeço,
 * mas prefiro que não."), never a person, a role, a channel or a time ("Mi jefe actual mejor
 * no", "Por teléfono mejor no", "Pedro mejor no": a no about them).
 */
const POLITE_NO_SENTENCE = new RegExp(
  `^\\s*(?:${THANKS_CLAUSE}[\\s,.!]+)*(?:${BEFORE_THE_NO}[\\s,.!…]+)*(?:${POLITE_NO})[\\s.!…]*$`,
  'iu',
);

/**
 * The message's sentences before the first that gives a referee's details hold a sentence that
 * is a polite no and nothing else (POLITE_NO_SENTENCE), and the message says no yes ("Fíjese
 * que mejor no. … la Licda. Brenda Xicará (bxicara@…) es mi jefa"; "Agradeço, mas prefiro que
 * não. A minha chefe actual, a Dra. Helena Marques (helena.marques@…), não sabe"): the details
 * that follow explain the refusal, they name no referee. A no about someone or something ("Mi
 * jefe actual mejor no. Ana: ana@…", "Por teléfono mejor no") refuses nothing.
 */
/**
 * A tag question after what was said ("… les paso todo, ¿dale?", "… se conhece, viu?", "…,
 * oder?"): it asks for agreement with it, nothing of the interviewer.
 */
const TAG_QUESTION =
  /(?:,\s*|\s+|^)¿?\s*(?:dale|vale|sí|si|ok|okay|va|bueno|no|né|ne|tá|ta|viu|certo|ok[eé]|d'accord|hein|oui|non|oder|ja|gell|gelle|gel|nicht wahr|right|yeah|yes)\s*\?+(?=\s|$)/giu;

function withoutTagQuestion(message: string): string {
  return message.replace(TAG_QUESTION, '');
}

const SO_FILLER = new RegExp(`^${SO_WORDS}[\\s,]+`, 'u');

/** The sentence opens with a plain no (LEADING_NO), after a "so" at most. */
function opensWithNo(sentence: string) {
  return LEADING_NO.test(sentence.toLowerCase().replace(SO_FILLER, ''));
}

export function refusesBeforeDetails(
  message: string,
  hasDetails: (text: string) => boolean,
  saysYes: (text: string) => boolean = () => false,
) {
  const before: string[] = [];
  let first = '';
  for (const sentence of message.split(/(?<=[.!?…\n])\s+/u)) {
    if (hasDetails(sentence)) {
      first = sentence;
      break;
    }
    before.push(sentence);
  }
  const said = before.join(' ');
  // "Hmm je sais pas… Fait que non, pas asteure. Pis contactez surtout pas Réjean, r…@…": the
  // sentence just before the details says no, whatever doubt came before it.
  const last = before.at(-1)?.trim() ?? '';
  const lastSaysNo = first !== '' && opensWithNo(last) && readConsent(last) === false;
  return (
    (before.some((sentence) => POLITE_NO_SENTENCE.test(sentence.trim())) || lastSaysNo) &&
    !withoutTagQuestion(message).includes('?') &&
    !YES.test(plainConsent(said)) &&
    !saysYes(said) &&
    // A yes with the details ("Mejor no. Bueno, sí, contacten a Ana: ana@…"), in the
    // candidate's language's words (not a "si" of another language: "dass si's so erfahrt").
    !saysYes(first)
  );
}

/** A leading "no" / "não" run into the word after it, unless that word refuses too ("no thanks", "no way"). */
const NEGATES_NEXT_WORD =
  /^[^\p{L}]*(?:no|não|nao)[ \t]+(?!(?:no|não|nao|not|thanks?|thank you|please|way|gracias|por favor|obrigad[oa]|señor|señora|senhor|senhora)(?![\p{L}]))\p{L}/u;

/**
 * A yes taken back in so many words, a no said twice around a "wait" ("sí... no, espérate,
 * mejor no", "ja… nein, warte, lieber nicht", "oui… non, attendez, plutôt pas", "sim… não,
 * pera, melhor não", "yes… no, wait, better not"): a refusal, whatever details follow it.
 */
const YES_TAKEN_BACK =
  /(?<![\p{L}])(?:no|nope|nein|nee|non|não|nao)[\s,.!…-]+(?:wait|hold on|espera|espérate|esperate|esperá|espere|pera|peraí|perai|warte|wartet|attends|attendez)[\s,.!…-]+(?:(?:mejor|lieber|doch|plutôt|plutot|melhor|better|rather|mieux)\s+)?(?:no|not|nicht|nein|non|pas|não|nao)(?![\p{L}])/u;

/** A yes taken back with a "no, wait, better not" (YES_TAKEN_BACK). */
export function takesBackYes(message: string): boolean {
  return YES_TAKEN_BACK.test(plainConsent(message)) || BUT_NO.test(plainConsent(message));
}

/** A question in the message: a "?" that is not inside an address or a link. */
function asksBack(message: string): boolean {
  return withoutEmails(message)
    .replace(/https?:\/\/\S+/g, ' ')
    .includes('?');
}

/**
 * A no that opens a correction of what came before ("no wait", "non attends", "nee warte",
 * "no espera", "não, pera"; "attends" read in English is "rather": "no, rather, …").
 */
const NO_WAIT =
  /^[^\p{L}]*(?:\p{L}+[\s,]+)?(?:no|nope|nah|nein|nee|ne|non|não|nao)[\s,.!-]+(?:wait|hold on|rather|attends|attend|warte|wart|moment|espera|espere|pera|peraí|perai)(?![\p{L}])[\s,.!:-]*/u;

/**
 * A "wait" that opens the message before a no ("wait, no!", "attendez non !", "Moment, nein!",
 * "espera, no", "pera, não"): the no is said to what came before, a refusal being taken back.
 */
const WAIT_NO =
  /^[^\p{L}]*(?:wait|hold on|attends|attendez|warte|warten sie|moment|moment mal|espera|espere|espérate|esperate|pera|peraí|perai)[\s,.!…-]+(?:(?:no|nope|nein|nee|non|não|nao)[\s,.!…-]+)+/u;

/** "Yes or yes", "yes or no" in the five languages: an idiom or a choice named, no answer. */
const YES_OR_NO =
  /(?<![\p{L}])(?:sí|si|yes|ja|oui|sim|no|nein|non|não|nao)\s+(?:o|or|oder|ou)\s+(?:sí|si|yes|ja|oui|sim|no|nein|non|não|nao)(?![\p{L}])/gu;

/** A message that opens with a plain no ("No.", "nein,", "não, obrigado"). */
const LEADING_NO = /^[^\p{L}]*(?:no|nope|nah|nein|non|não|nao|never|nunca|jamais)(?![\p{L}])/u;

/**
 * A message that opens with "when" or "if" ("Wenn's konkret wird, chönd Sie sich gern wieder
 * mälde", "when I get an offer, sure", "quand j'aurai une offre, oui", "cuando tenga la
 * oferta, claro", "quando eu tiver a proposta, pode"): a yes in it is for later, not a consent
 * now, and is asked again. Spanish and French "si" and Portuguese "se" are left out: "si" is a
 * yes typed without its accent as often as an "if", "se" a pronoun.
 */
const CONDITIONAL_OPENING =
  /^[^\p{L}]*(?:wenn|falls|sobald|if|when|once|quand|lorsque|cuando|quando|caso)(?![\p{L}])/u;

/**
 * A yes held to an event to come, in the five languages: "only when", "only after" ("pero solo
 * cuando pase a la última entrevista", "aber erst wenn ich die Zusage habe", "mais seulement
 * après l'entretien final", "mas só quando eu tiver a proposta", "but only once I have an
 * offer"). Not a day it waits for ("ja, nur bitte nicht vor Montag anrufen" is a yes).
 */
const ONLY_LATER =
  /(?<![\p{L}])(?:(?:only|just|solo|sólo|nomás|nada más|únicamente|nur|erst|seulement|uniquement|juste|só|somente|apenas)\s+(?:when|once|after|cuando|después(?: de)?|despues(?: de)?|wenn|sobald|nach(?:dem)?|quand|lorsque|après|apres|quando|depois(?: de)?))(?![\p{L}])/u;

/** The message without its sentences that open with "if" or "when" (a yes for later). */
function withoutLaterClauses(message: string): string {
  return message
    .split(/(?<=[.!;…])\s+/)
    .filter(
      (sentence) =>
        !CONDITIONAL_OPENING.test(sentence.toLowerCase()) && !/^\W*s[ie]\s/iu.test(sentence),
    )
    .join(' ');
}

/** Addresses say nothing about consent; quotes and case are made plain. */
function plainConsent(message: string): string {
  return (
    withoutEmails(message)
      .replace(/[’‘`]/g, "'")
      .toLowerCase()
      // Catalan "please" ("si us plau", "sisplau") holds no "sí".
      .replace(/(?<![\p{L}])(?:si us plau|sisplau)(?![\p{L}])/gu, ' ')
      // Latin America's "no más" after a go-ahead ("Sipo, dale no más", "pregunten nomás"):
      // "just", no "no".
      .replace(
        /(?<![\p{L}])(dale|h[aá]gale|hazlo|adelante|pregunte|pregunten|llame|llamen|escriban|contacten|s[ií]po|s[ií]|ya)\s+no\s*m[aá]s(?![\p{L}])/gu,
        '$1',
      )
      // "Yes or yes" / "yes or no" ("¿tienen que llamarlos sí o sí?", "ja oder nein", "oui ou
      // non", "sim ou não"): "no matter what", a choice named, no answer.
      .replace(YES_OR_NO, ' ')
      // "Si je dis oui, vous appelez qui ?": a yes or no supposed is no answer.
      .replace(SUPPOSED_ANSWER, ' ')
  );
}

/**
 * A yes or a no supposed, not given (blind set 14): "si je dis oui", "et si j'accepte", "se eu
 * disser que sim", "se eu aceitar", "if I say yes", "si digo que sí", "wenn ich ja sage".
 */
const SUPPOSED_ANSWER =
  /(?<![\p{L}])(?:et |e |and )?(?:si|se|if|wenn|falls) (?:je |j'|eu |i |yo |ich )?(?:(?:dis|disais|dit|disser|dissesse|digo|dijera|dijese|say|said|sage|sagen würde)(?: que)? (?:oui|non|sim|não|nao|sí|si|no|yes|ja|nein|ok|d'accord)|(?:accepte|acceptais|aceitar|aceito|aceitasse|acepto|aceptara|agree|accept|zustimme)|(?:ja|nein) sage)(?![\p{L}])/giu;

/**
 * What counts of a consent message: the part after the last correction that
 * says yes or no ("no - wait, sorry, I meant yes"), else what comes before
 * a condition ("yes but not my current employer": the condition is about
 * whom to contact, it does not turn the answer around).
 */
function settledConsent(text: string): string {
  const parts = text.split(CORRECTION);
  for (let i = parts.length - 1; i > 0; i--) {
    const tail = parts.slice(i).join(' ');
    if (consentSaid(tail) !== null) return tail;
  }
  // "Mais oui", "Mais yeah, cher", "pero sí", "aber ja", "mas sim": a "but" that opens the
  // message stresses the yes after it, it conditions nothing. Only a yes is read past it:
  // "but not my current boss" alone stays unsure.
  const opening = LEADING_BUT.exec(text);
  if (opening) {
    const rest = settledConsent(text.slice(opening[0].length));
    if (consentSaid(rest) === true) return rest;
  }
  const head = text.split(CONDITION)[0] ?? '';
  // "A los de la maquila no. Pero a mi maestra sí le pueden escribir": a no said of some
  // people, then a yes for another after the "but": the yes, as "yes, but not my boss" is.
  const exclusion = yesAfterAnExclusion(text, head);
  if (exclusion !== null) return exclusion;
  // "ok" acknowledges as often as it agrees ("ah ok, entonces no… no doy permiso"); a "sí"
  // before the refusal words leaves them about someone ("sí autorizo, no autorizo a X").
  // The refusal's own words are no yes ("ich bin nicht einverstanden", "I do not consent").
  const saysYes = YES.test(head.replace(ACKNOWLEDGED, ' ').replace(REFUSALS, ' '));
  if (!saysYes && !HEDGE.test(text) && REFUSAL.test(text)) return 'no';
  return head;
}

/**
 * The yes after a "but" that follows a no said of some people ("a los de la maquila no, pero a
 * mi maestra sí", "ao meu chefe não, mas à Ana pode", "meinem Chef nicht, aber Frau Lang ja"):
 * the no excludes them, the yes answers. Never a message that opens with its no ("No, pero
 * gracias"), nor a yes hedged or put off.
 */
function yesAfterAnExclusion(text: string, head: string): string | null {
  if (head === text || consentSaid(head) !== false || LEADING_NO.test(head.trim())) return null;
  if ((head.match(/\p{L}+/gu) ?? []).length < 2) return null;
  const tail = text.slice(head.length);
  const rest = tail.replace(CONDITION, ' ');
  if (HEDGE.test(tail) || CONDITIONAL_OPENING.test(rest) || SUPPOSING.test(rest)) return null;
  // "pero sí", "aber Frau Lang ja": a short yes after the "but" is for those not excluded.
  const shortYes =
    (rest.match(/\p{L}+/gu) ?? []).length <= 4 && consentSaid(lastWord(rest)) === true;
  if (!LEAVE_FOR_SOMEONE.test(tail) && !shortYes) return null;
  return consentSaid(tail) === true ? tail : null;
}

/** "si me dan la oferta", "se eu passar", "si j'ai l'offre": a "si"/"se" that supposes. */
const SUPPOSING =
  /^[^\p{L}]*(?:si|se)\s+(?:me|te|le|nos|les|eu|je|j'|tu|il|elle|ele|ela|yo|ich|i)(?![\p{L}])/iu;

/** Someone the yes is for ("a mi maestra", "à Ana", "to my teacher"), or leave given ("pueden", "pode", "können"). */
const LEAVE_FOR_SOMEONE =
  /(?<![\p{L}])(?:a|al|à|ao|aos|às|an|to)\s+\p{L}|(?<![\p{L}])(?:pueden|puede|pode|podem|können|koennen|dürfen|pouvez|peut|can|may)(?![\p{L}])/u;

const lastWord = (text: string): string => (text.match(/\p{L}+/gu) ?? []).at(-1) ?? '';

const REFUSALS = new RegExp(REFUSAL.source, 'giu');

/** A "but" that opens the message ("Mais oui", "pero sí", "aber ja", "mas sim", "but yes"). */
const LEADING_BUT = /^[^\p{L}]*(?:but|aber|pero|mais|mas)(?![\p{L}])[\s,!.…-]*/u;

/** Words that acknowledge without agreeing ("ah ok", "vale", "bon"). */
const ACKNOWLEDGED = new RegExp(word('ok|okay|vale|fine|bien|bon|tudo bem|passt').source, 'giu');

/** Yes or no in the consent words, an emoji or a typo of "yes"; null when neither or both. */
function consentSaid(text: string): boolean | null {
  const plain = text.replace(NEGATED_YES, ' yes ');
  const yes = YES.test(plain) || typoOfYes(plain) || /👍|👌|✅|✔|☑/u.test(plain);
  // "Ni de coña", "nem pensar", "sicher nicht": a negation without a "no" (consent-irony.ts).
  const no =
    NO.test(plain) ||
    REFUSAL_IDIOM.test(plain) ||
    /^\W*n\W*$/.test(plain) ||
    /👎|❌|🚫|✖/u.test(plain);
  if (yes && !no) return true;
  if (no && !yes) return false;
  return /^\W*y\W*$/.test(plain) ? true : null;
}

/**
 * The words the consent is read in: yes and no, hedges, corrections and
 * conditions of the five languages participants are served in (English for
 * the rest). A thumbs-up is a yes here: the consent control stands beside
 * it. When the kinds have a lexicon per language, these words join theirs.
 */
export const CONSENT_LEXICON: Lexicon = {
  ...ENGLISH,
  withoutNoise: plainConsent,
  settled: settledConsent,
  yesNo: consentSaid,
  yesNos: (text) => [consentSaid(text)].filter((v) => v !== null),
  hasWords: (text) => ENGLISH.hasWords(text) || consentSaid(text) !== null,
  isHedged: (text) => HEDGE.test(text.replace(NEGATED_YES, ' yes ')),
  isQualified: () => false,
  // A refusal is an answer here ("I'd rather not"), never a non-answer.
  isNonAnswer: () => false,
};

/** "yse", "yess", "yeh": a yes typed in a hurry (one letter off, the message short). */
function typoOfYes(text: string): boolean {
  const words = text.split(/[^\p{L}]+/u).filter(Boolean);
  return (
    words.length <= 3 && words.some((w) => /^(?:yse|yess+|yeh|yea|yas|ys|yez|tes|yws)$/.test(w))
  );
}

/**
 * "Done" in the other languages, and "that's both" ("Das war's", "eso es todo", "c'est tout", "é isso");
 * English run into them ("that's it, gracias"), Québec's "c'est toute".
 */
const DONE_ELSEWHERE = foldedPattern(
  "^(?:(?:thanks?|danke|gracias|merci|obrigad[oa]),? )?(?:that'?s (?:both|them|the two|those two|it|all)|that(?:'?ll| will) be (?:all|it)|both|those two|das war'?s(?: (?:auch|dann)){0,2}(?: schon| alles)?|des (?:woar'?s|war'?s|wor'?s|wa'?s)|dat (?:wier|wor|wör|war|wär) et|dat (?:weer|wer|wär|wöör)'?t|dat (?:wär|war|wor|wör)'?s|daut'?s aules|daut es aule?s|to je to|das wär'?s(?: gsi| gewesen)?|se tout|sa tou|sa tout|se tou|sé tou|ennyi|das wäre?'?s|das wäre? alles|(?:des|dös|dees) wä?r'? all?e?s|das wären alle|das ist alles|das is alles|das sind alle|fertig|sonst niemand|(?:das war'?s )?(?:mehr|sonst|weitere) (?:hab|habe) ich (?:nicht|nich|nix|net|keine|keinen|niemanden)|mehr nicht|eso es todo|es todo|son (?:esos|esas|ellos|ellas|todos|todas)(?: (?:dos|tres))?|(?:esos|esas) son (?:todos|todas|los dos|las dos)|nadie más|nada más|ya está(?: todo)?|ya|listo|eso es|fin|ch?'?est toute?|(?:ce|ça|ca) (?:sera|serait) tout|ce sont (?:les deux|tous|toutes)|c'?est fini|c'?est bon|c'?est beau|voilà(?:,? c'?est tout)?|personne d'autre|(?:il )?(?:n'?)?y a (?:personne|dégun|degun) d'autre|dégun d'autre|terminé|fini|(?:c'?est bon )?j(?:'| )?ai (?:fini|terminé)|ya estuvo|det var det|det var alt|ja està|ja esta|xong rồi(?: ạ)?|вс[её]|(?:это|це|вот и) вс[еёі]|就这些|就这样|就这么多|(?:e|è) tutto|ecco tutto|basta così|nient'altro|(?:juste|seulement|que) (?:les|ces|ceux-là|celles-là) (?:deux|trois)|(?:just|only) (?:the|those|these|dem) (?:two|three)|nur (?:die|diese) (?:zwei|beiden|drei)|(?:solo|sólo|nomás|nomas) (?:los|las) (?:dos|tres)|só (?:os|as) (?:dois|duas|três|tres)|é isso(?: aí)?|é só(?: (?:ela|ele|isso))?|só isso|só|são (?:esses|essas|eles|elas)(?: (?:dois|duas))?|pronto|acabou|fim|τελος|ninguém mais|mais ninguém|sudah(?: (?:itu saja|itu aja|cukup|semua))?|itu saja|itu aja|itu semua|sudah cukup|이게 다(?:예요|에요|입니다|야)|이게 전부(?:예요|에요|입니다))(?: (?:for me|für mich|para mí|pour moi|para mim|von meiner seite|de mon côté|da minha parte|por mi parte|from my side|on my end|for (?:him|her)|für (?:ihn|sie)|pour (?:lui|elle)|para (?:él|el|ella|ele|ela)))?(?: (?:thanks?|danke|gracias|merci|obrigad[oa]))?$",
);

/** Words around a "done" that change nothing ("listo, son esos dos", "merci, das wär's"), a goodbye too ("Das wars dann, tschüss"). */
const FILLER_WORDS =
  // A hedge said as its own clause ("ich glaube, das reicht", "creo, eso es todo").
  '(?:ich glaube|ich denke|creo|je pense|je crois|acho|i think|i guess|' +
  'ok|okay|vale|bueno|pues|gracias|muchas gracias|also|gut|passt|danke|dankscheen|na|vielen dank|merci|merci beaucoup|bon|alors|tá|ta|então|obrigad[oa]|muito obrigad[oa]|thanks?|thank you|tschüss|tschüs|tschau|ciao|chao|adiós|au revoir|tchau|bye' +
  // Thanks in the languages candidates bring along (blind set 8): Afrikaans "dankie",
  // Luxembourgish "merci villmools", Tahitian "māuruuru", Japanese "arigatō", Tunisian
  // "ya3tik essa7a" / "saha", Arabic "choukran", Tagalog "salamat (po)", Italian "grazie".
  '|(?:baie )?dankie|merci villmools|villmools merci|mauruuru(?: roa)?|arigato[u]?(?: gozaimasu)?|ya3tik (?:essa7a|sa7a|saha)|yatik saha|sa7a|saha|(?:ch|sh)o?u?kr[ao]n(?:e|an)?(?: (?:jazilan|bezzaf|bzaf))?|salamat(?: po)?|grazie(?: mille)?|dank je(?: wel)?' +
  // The Caribbean's and Latin America's goodbye "bendiciones" (blind set 9).
  '|bendiciones|bendiciones para todos' +
  // Guinea-Bissau's and Cape Verde's Creole "it's done" and "thanks" ("I kaba. É só isso, obrigadu!").
  '|i kaba|dja kaba|ja kaba|kaba|obrigadu|obrigada|nha obrigadu' +
  // A good wish on leaving ("Pronto, é tudo. Obrigado e bom trabalho", "bon courage").
  '|(?:e |y |et |und |and )?(?:bom trabalho|boa sorte|bom dia|boa tarde|boa noite|buen trabajo|buena suerte|buen día|buen dia|bon courage|bonne journée|bonne journee|bonne soirée|bonne soiree|viel erfolg|schönen tag|schoenen tag|good luck|have a good day)' +
  // Austrian and Bavarian goodbyes ("Des wars. Servas und pfiat eich").
  '|servas|servus|(?:und )?pfiat (?:eich|enk|di|ihna|gott)|(?:und )?ade' +
  // Croatian, Bosnian and Serbian thanks, and their "done" ("Gotovo, das wars. Hvala lijepa!").
  '|hvala(?: lijepa| lepa| puno| vam)?|gotovo' +
  // Angola's "kamba" (friend) and "mano" said to the listener ("Obrigado, kamba") (blind set 18).
  '|kamba|mano' +
  // Russian "spassibo" (blind set 10), "merci bien", and Cajun "cher" said to the listener.
  '|spas+ib[oa]|merci bien|cher|chère' +
  // The Nord's ch'ti "biloute" said to the listener, and the "hein" after a thanks.
  '|biloute|hein' +
  // Danish and Norwegian, Vietnamese, Catalan, Somali, Guarani thanks, English "cheers", and
  // Mexican-American "ése" said to the listener (blind set 11).
  '|tak|mange tak|tusind tak|takk|cảm ơn|cam on|cheers|gràcies|gracies|moltes gràcies|mahadsanid|aguyje|aguyjevete|ése' +
  // Arabic thanks in its own script ("شكراً", "شكرا جزيلا").
  '|شكرا(?: جزيلا)?' +
  // Russian and Ukrainian thanks ("спасибо", "дякую").
  '|(?:большое )?спасибо|(?:дуже )?дякую' +
  // Haitian Creole "mèsi (anpil)", Nepali "dhanyabad", Hungarian "köszönöm", Swiss German
  // "merci viumau / vielmal" and its goodbye "(u) e schöne Tag" (blind set 12).
  '|mèsi(?: anpil)?|dhanyabad|dhanyavad|dhanyawad|köszönöm|köszi|merci (?:viumau|vielmal|vilmal)|(?:u |und )?(?:e|en|einen) schöne[n]? tag' +
  // Welsh "diolch (yn fawr)", Pular "jaraama", Mapudungun "chaltu (may)", English "take care",
  // and a good evening or day wished on leaving ("bonne soirée", "buenas noches", "boa noite",
  // "schönen Abend noch") (blind set 13).
  '|diolch(?: yn fawr)?|a? ?jaraama|jaarama|chaltu(?: may)?|take care' +
  // Mauritian and Seychellois Creole "mersi (boukou)", beside their "sa tou" (that's all).
  '|mersi(?: (?:boukou|bokou|bokoup|anpil))?' +
  // Wolof "jërëjëf", Plautdietsch "dankscheen", Korean "감사합니다" / "고맙습니다", Romanian
  // "mulțumesc" and its "asta e tot" (that's all), Kurdish "spas", Tamil "nandri" (blind set 14).
  '|jërëjëf|jerejef|dankscheen|dankschön|감사합니다|고맙습니다|mulțumesc|multumesc|asta e tot|asta-i tot|spas|nandri|nanri' +
  // Thanks in the languages candidates bring along (blind set 14): Comorian and Swahili
  // "marahaba / asante (sana)", Lingala "matondo", Khmer "orkun (chraen)", Korean
  // "kamsahamnida", Cape Verdean "obrigadu", and Arabic "bas" / "khalas" (enough, that's it).
  '|marahaba(?: sana)?|asante(?: sana)?|matondo(?: mingi)?|or?kun(?: (?:chraen|chran|chreun|chran))?|[kg]amsahamnida|[kg]omawo(?:yo)?|obrigadu|bas|khalas|khalass' +
  // Malagasy "misaotra (betsaka)", Arabic "ma'a salama" (go in peace), Chinese "谢谢 / 多谢",
  // and Valdôtain "mersì bien" (blind set 15).
  "|misaotra(?: (?:betsaka|tompoko|indrindra))?|ma(?:'?a|3a)(?: (?:el|al|as|es))? ?salama|maassalama|谢谢(?:你|您|啦)?|多谢|mersi bien" +
  // Greek "efcharistó (polý)" in Latin letters and its own script, Aymara "yuspajara", and
  // Spanish's "(es usted) muy amable" (blind set 15). German's and Pidgin's "na" opens them
  // above ("Na, das war's", "Na only dem three").
  '|ef(?:ch|h|x)aristo(?: poli| poly)?|ευχαριστω(?: πολυ)?|yuspa(?:j|g|ch)ara|(?:es usted |eres )?muy amable' +
  // Kabyle "tanemmirt" (thanks), and the Portuguese hug or kiss sent on leaving ("(e) um
  // abraço", "abraços", "beijos") (blind set 16).
  '|tanemmirt(?:[- ]?(?:ik|im|nwen|nkent))?|tanmirt|(?:e )?(?:um )?(?:grande )?abraço|abraços|(?:e )?beijos?|bjs' +
  '|bonne (?:soirée|soiree|journée|journee|nuit|fin de journée|fin de journee|semaine)(?: à vous| a vous)?' +
  // Switzerland's farewell "tout de bon" ("Tout de bon et merci!"), and Réunion Creole's
  // "mersi bonpé" (thanks a lot) (blind set 18).
  '|tout de bon(?: et merci)?|mersi bonp[ée]|mèsi bonp[ée]' +
  '|buenas (?:noches|tardes)|buen (?:día|dia|finde)|que (?:tengas|tenga) (?:un )?buen (?:día|dia)' +
  '|boa (?:noite|tarde|semana)|bom dia|(?:einen )?schönen (?:abend|feierabend|tag|tach)(?: noch)?' +
  // The Rhineland's carnival cheers said on leaving ("… un Alaaf!", "Helau!").
  '|(?:un |und )?(?:alaaf|helau)' +
  // A formal letter's thanks (blind set 7): "Je vous remercie", "Muito obrigado pela atenção",
  // "Gracias por su atención", "Vielen Dank für Ihre Mühe".
  '|je vous remercie(?: beaucoup| infiniment)?(?: (?:de|pour) votre (?:attention|aide))?' +
  '|merci (?:beaucoup )?(?:de|pour) votre (?:attention|aide)' +
  '|(?:muito )?obrigad[oa] (?:pela|por sua|pela sua) (?:atenção|ajuda)' +
  '|(?:muchas )?gracias por (?:su|tu) (?:atención|ayuda|tiempo|amabilidad)' +
  '|(?:vielen )?dank für ihre (?:mühe|hilfe|aufmerksamkeit)' +
  // German "danke vielmals / danke sehr" and Australian English's "reckon" (I think) said
  // before a "done" ("Reckon das war's") (blind set 16).
  '|danke (?:vielmals|sehr|schön|schon)|(?:i )?reckon' +
  // Venezuela's "chamo / chama / pana" and Andalusia's "quillo / quilla" said to the listener.
  '|chamo|chama|pana|quillo|quilla' +
  // Central America's and Mexico's "va" (OK), the River Plate's goodbye "chau" and its "che"
  // said to the listener, and Darija's "safi" (OK, enough) (blind set 17).
  '|va|chau|che|safi' +
  // Indonesian and Malay thanks ("terima kasih (banyak)", "makasih") beside their "sudah, itu
  // saja" (done, that's all) (blind set 19).
  '|terima kasih(?: banyak)?|makasih(?: banyak)?|trima kasih' +
  // French "(un) grand merci", "mille mercis" (blind set 19).
  '|(?:un )?grand merci|mille merci[s]?)';
/** One or more of them ("ok merci"). */
const DONE_FILLER_ELSEWHERE = foldedPattern(`^${FILLER_WORDS}(?: ${FILLER_WORDS})*$`);

/**
 * "Done" in Spanish and Portuguese as candidates say it (issue 41), beside
 * DONE_ELSEWHERE: "eso sería todo", "con eso es todo", "solo ella", "eso
 * nomás", "no hay nadie más", "ya quedó"; "só ele", "é tudo", "acho que é
 * isso", "são só esses dois", "não tenho mais ninguém", "pode finalizar".
 * Whole clauses only, accents optional; fillers and thanks around them as
 * DONE_FILLER_ELSEWHERE and DONE_THANKS_ES_PT say.
 */
const DONE_ES_PT = foldedPattern(
  `^(?:${[
    // Spanish
    '(?:creo que |pues |bueno )?(?:eso |esto )?(?:es|seria|sería|será|sera|seria) todo(?: por ahora| por mi parte)?',
    'por ahora (?:es todo|eso es todo|eso)',
    // The Caribbean's dropped "s" and "do": "eso e to", "eso e' to'".
    "(?:eso|esto) e'? to'?",
    'con (?:eso|esto|esos|esas|ellos|ellas) (?:es|está|esta|sería|seria|estaría|estaria) (?:todo|suficiente|bien)',
    'con (?:eso|esos|esas) (?:estamos|basta)',
    // "con esas tres ya está": the ones named are enough.
    'con (?:eso|esto|esos|esas|ellos|ellas)(?: dos| tres)? ya (?:está|esta|estaría|estaria)',
    '(?:solo|sólo|nomás|nomas|únicamente) (?:él|el|ella|ellos|ellas|ese|esa|esos|esas|eso)(?: (?:dos|tres))?',
    // Paraguay's "eso nomás luego"; the Philippines' "ese lang" (Tagalog "lang": only).
    '(?:eso|esos|esas|ellos|ellas)(?: dos| tres)? (?:nomás|nomas|nada más|nada mas)(?: luego)?',
    '(?:ese|eso|esos|esas|ellos|ellas|este|esto) lang',
    '(?:esos|esas) (?:son|serían|serian) (?:todos|todas|los dos|las dos|mis referencias)',
    'son (?:solo|sólo) (?:esos|esas|ellos|ellas)(?: (?:dos|tres))?',
    'no (?:hay|tengo) (?:nadie )?más(?: referencias)?',
    'ninguno más|ninguna más|nadie más',
    'ya (?:terminé|termine|quedó|quedo|acabé|acabe)',
    'terminé|acabé|ya quedó|ya quedo',
    '(?:así|asi) (?:está|esta) bien',
    'está bien así|esta bien asi',
    '(?:ya )?(?:puedes|pueden|podéis) (?:enviar|mandar|terminar|finalizar)',
    // "ya estaría", "eso sería", "y ya": the conditional of "that's it", and "and that's it".
    '(?:y )?ya(?: (?:estaría|estaria|está|esta|sería|seria)(?: todo)?)?',
    '(?:pues |bueno |creo que )?(?:eso|esto|con eso) (?:sería|seria|estaría|estaria)',
    // Portuguese
    '(?:acho que |então |entao |bom )?(?:é|e) (?:isso|só isso|tudo)(?: mesmo| aí| ai| por enquanto| por agora| por hoje)?',
    '(?:isso |acho que )?(?:é|e) tudo(?: por enquanto| por agora)?',
    '(?:era|seria|será|sera) (?:isso|só isso|tudo)',
    // A formal letter's "that was all there was to report".
    '(?:era|é|e|eis) (?:tudo )?o que (?:havia|tinha|há|ha|tenho|temos) a (?:informar|dizer|declarar)',
    'só isso(?: mesmo)?',
    'por (?:enquanto|agora|hoje|ora) (?:é|e) (?:isso|tudo|só)',
    '(?:é |e )?só (?:ela|ele|elas|eles|essa|esse|essas|esses|esses dois|essas duas)',
    'são (?:só )?(?:esses|essas|eles|elas)(?: (?:dois|duas|três|tres))?',
    '(?:esses|essas) são (?:todos|todas|os dois|as duas|minhas referências|minhas referencias)',
    'não tenho mais (?:ninguém|ninguem|nenhuma|nenhum|referências|referencias)',
    'não tem mais (?:ninguém|ninguem)',
    'mais (?:ninguém|ninguem|nenhum|nenhuma)|ninguém mais|ninguem mais',
    'terminei|acabei|acabou|finalizei|pronto|prontinho|fim',
    // A letter's "Sem mais," (nothing further) before its thanks.
    'sem mais(?: (?:para o momento|por ora|por agora|por enquanto))?',
    '(?:pode|podem) (?:finalizar|enviar|mandar|encerrar)',
    // "já está", "já chega": Portugal's "that's it".
    'já (?:está|esta|tá|ta|chega|foi)(?: tudo)?',
    // Thanks after it with no comma ("é tudo obg", "eso es todo gracias").
  ].join('|')})(?: (?:obg|obrigad[oa]|brigad[oa]|valeu|vlw|gracias|muchas gracias))?$`,
);

/** Thanks and fillers around a Spanish or Portuguese "done" ("valeu, é isso", "beleza, só isso"). */
const DONE_THANKS_ES_PT = foldedPattern(
  '^(?:valeu|vlw|beleza|blz|obg|brigad[oa]|tá bom|ta bom|gracias de nuevo|mil gracias|muchísimas gracias)$',
);

/** Accents optional ("ya esta" is "ya está"): the pattern and the text folded alike. */
function foldedPattern(source: string): RegExp {
  return new RegExp(foldAccents(source), 'i');
}

function foldAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '');
}

/**
 * "That's enough" and "that's all I have" in the five languages, a hedge before ("creo que",
 * "ich glaube", "je pense que", "acho que", "I think") and "from my side" after: the list is
 * complete. "con eso basta", "das reicht", "ça suffit", "acho que chega", "that's enough";
 * "eso es todo lo que tengo", "c'est tout ce que j'ai", "é tudo o que tenho", "that's all I
 * have", "das ist alles, was ich habe"; nobody else ("je n'ai personne d'autre", "sonst
 * keine", "ya no tengo a nadie más"). Whole clauses only.
 */
const DONE_ENOUGH = foldedPattern(
  `^(?:(?:creo que|pienso que|ich glaube|ich denke|je pense que|je crois que|acho que|penso que|i think|i guess),? )?(?:${[
    // Spanish
    '(?:con )?(?:eso|esto|esos|esas|ellos|ellas)(?: dos| tres)? (?:basta|alcanza|es suficiente|son suficientes|bastan|alcanzan)',
    '(?:ya )?(?:basta|alcanza|es suficiente)',
    '(?:eso es todo lo|es todo lo|son todas las|son todos los|esas son todas las|esos son todos los) que tengo',
    'ya no tengo (?:a )?(?:nadie|ninguna|ninguno) más',
    'ya te (?:pasé|di|mandé|envié) (?:todas|todos|todo)',
    // German
    '(?:das|die|es) (?:reicht|reichen|sollte reichen|sollten reichen|müsste reichen|müssten reichen|dürfte reichen|genügt|genügen)(?: wohl| schon| so)?',
    'das ist alles,? was ich (?:habe|hab)',
    'sonst (?:keine|keiner|niemand)',
    'keine weiteren(?: referenzen)?',
    'das war es',
    // French
    '(?:ça|ca|cela) (?:suffit|suffira|devrait suffire|doit suffire)',
    "c['’]?est tout ce que j['’]?ai",
    "(?:je n['’]?ai |j['’]?ai )?personne d['’]autre",
    "rien d['’]autre",
    "pas d['’]autres?(?: références)?",
    // Portuguese
    '(?:isso |esses |essas )?(?:chega|basta|é suficiente|são suficientes|já basta)',
    '(?:é|e) tudo o que (?:eu )?tenho',
    // English
    "that['’]?s enough|that is enough|that should do(?: it)?",
    "(?:that['’]?s|that is) all i (?:have|['’]?ve got)",
  ].join(
    '|',
  )})(?: (?:por mi parte|von meiner seite|de mon côté|da minha parte|from my side|on my end))?$`,
);

/**
 * A remark on how quick or easy it was, after a "done" ("eso es todo, ¡qué rápido!", "c'est
 * tout, c'était facile", "das war's, das ging schnell", "é isso, foi rápido", "that's it, so
 * easy"), an interjection of one word before it ("chuleta qué rápido", "nossa que fácil"): it
 * adds nothing, the "done" stands.
 */
const REMARK_ON_THE_FORM =
  /^(?:[a-z]+ )?(?:(?:que|muy|tan|super|bien|trop|tres|si|vraiment|c'?etait|c'?est|muito|bem|tao|foi|so|very|that was|how|wie|echt|voll|das ging|ging|ganz)\s+)+(?:rapido|rapidito|facil|sencillo|rapide|facile|simple|simples|schnell|einfach|fix|quick|easy|fast)$/i;

/**
 * A sigh at the chore after a "done" ("eso es todo. qué ladilla esto de las referencias jaja",
 * "qué lata", "was für ein Aufwand", "so ein Papierkram"): it adds nothing, the "done" stands.
 */
const SIGH_AT_THE_CHORE =
  /^(?:que|vaya|menuda|was fur ein|so ein)\s+(?:ladilla|lata|pereza|rollo|fastidio|flojera|aufwand|papierkram|theater)(?:\s+(?:esto|eso|lo|con)\s+(?:de\s+)?(?:las|los|el|la|dem|den)\s+(?:referencias|formularios?|papeles|referenzen|formular))?(?:\s+(?:ja|jaja|jajaja|jeje|haha|xd))*$/i;

/**
 * Having to leave, said beside a "done" ("das war's, bus kommt, muss los", "that's it, gotta
 * run", "eso es todo, me tengo que ir", "c'est tout, je dois y aller", "é isso, tenho que ir"):
 * a goodbye, nobody named (accents folded, whole clauses, emoji and laughter after them).
 */
const LEAVING = new RegExp(
  `^(?:(?:und|and|y|et|e|ok|pues|bueno) )*(?:${[
    '(?:i )?(?:have to|got to|gotta|must|need to) (?:go|run|leave|dash)(?: now)?|(?:my )?(?:bus|train) is (?:here|coming)',
    '(?:ich )?muss (?:jetzt )?(?:los|weg|gehen|weiter|zur arbeit)|(?:der |mein )?(?:bus|zug) kommt(?: gleich)?',
    '(?:ya )?me (?:tengo que|toca) (?:ir|irme)|(?:ya )?(?:viene|llega) (?:el|mi) (?:bus|autobus|camion|tren|micro)|me voy',
    "(?:je )?dois (?:y aller|partir|filer)|(?:mon )?(?:bus|train) arrive|j'y vais|je file",
    '(?:eu )?(?:tenho|preciso) (?:que|de) (?:ir|sair)|(?:o |meu )?(?:onibus|autocarro|comboio|trem) (?:chegou|ta chegando|esta chegando)|fui',
  ].join('|')})(?:[\\s!.]*[\\p{Extended_Pictographic}\\u200d\\ufe0f]+)*$`,
  'iu',
);

/**
 * The candidate says they will tell their referees a call is coming, beside a "done" ("c'est
 * tout. Je vais y dire à Jean-Luc que vous allez l'appeler", "das war's, ich sag der Anna
 * Bescheid", "that's all, I'll let them know", "eso es todo, ya les aviso", "é isso, vou avisar
 * eles"): a word on what comes next, nobody named (accents folded, whole clauses, no details).
 */
const WILL_TELL_THEM = new RegExp(
  `^(?:(?:et|und|and|y|e|ok|bon|pues|bueno) )*(?:${[
    "(?:je )?(?:vais |vas |va )?(?:y |lui |leur |les |le |la |l')?(?:dire|dis|prevenir|previens|avertir|avertis|informer)(?: [\\p{L}'-]+){0,10}",
    '(?:ich )?(?:sag|sage|gebe|geb) (?:\\p{L}+ ){0,3}bescheid(?: [\\p{L}-]+){0,8}',
    "i'?(?:ll| will) (?:let|tell|warn) (?:them|him|her|\\p{L}+)(?: [\\p{L}'-]+){0,8}",
    '(?:ya |yo )?(?:les|le) (?:aviso|digo|voy a avisar|voy a decir)(?: [\\p{L}-]+){0,8}|(?:ya |yo )?voy a (?:avisarles|avisarle|decirles|decirle)(?: [\\p{L}-]+){0,8}',
    '(?:eu )?(?:vou )?(?:avisar|aviso|falar|falo) (?:pra|para|com|a|o|os|as|ele|ela|eles|elas)(?: [\\p{L}-]+){0,8}',
  ].join('|')})$`,
  'iu',
);

/**
 * A blessing said on leaving, in the five languages ("que Dieu vous bénisse", "Deus te
 * abençoe", "fique com Deus", "que Dios le bendiga", "Gott segne Sie", "God bless"): a
 * goodbye beside a "done", nobody named (accents folded, whole clauses).
 */
const BLESSING = new RegExp(
  `^(?:(?:et|e|y|und|and|que|may) )*(?:${[
    '(?:le bon )?dieu (?:vous|te|nous) (?:benisse|garde|protege|le rende|accompagne)|soyez benie?s?|(?:a|avec) dieu',
    '(?:deus|nossa senhora) (?:te |lhe |o |a |vos |os |as )?(?:abencoe|proteja|pague|acompanhe|guarde|ilumine)|(?:fique|fica|va|vai) com deus|deus e mais|deus (?:te |lhe )?pague|amem|amen',
    '(?:dios|la virgen) (?:te |le |la |lo |los |las |les |os )?(?:bendiga|proteja|pague|acompane|guarde|cuide)|(?:vaya|ve|vayan) con dios|bendiciones',
    "gott (?:segne|schutze|behute) (?:sie|dich|euch)|(?:behut|behute) (?:sie|dich|euch) gott|vergelt'?s gott|gottes segen",
    'god bless(?: you| u)?|(?:stay )?blessed|blessings|bless you',
    "(?:in ?sh|in ?ch)'?a'?llah|ma ?sh'?a'?llah|ma ?ch'?a'?llah|(?:al ?)?hamdou?lill?ah|barak(?:a )?(?:allahu|allah|ellah) fik",
  ].join('|')})$`,
);

/**
 * How many referees there are, said alone beside a "done" ("Ya está. Tres. Gracias", "Das
 * war's, zwei Referenzen"): a count, no one named.
 */
const COUNT_ALONE = foldedPattern(
  '^(?:(?:son|sind|es sind|ce sont|sao|são|that makes) )?(?:dos|tres|cuatro|zwei|drei|vier|deux|trois|quatre|dois|duas|três|tres|two|three|four)' +
    '(?: (?:referencias|referenzen|références|referencias|referências|referees|references|personas|personen|personnes|pessoas|people))?$',
);

/**
 * What may follow a "done" that opens the message and still name nobody (blind set 19: "Es
 * todo. Xquixe pe' lii", "Só isso. Grantangi! (é obrigada em sranan 😄)", "É só. Dêsu pagá,
 * obrigado", "Nada más, dice mi mami que Dios le pague", "Sem mais, agradeço a atenção"): thanks
 * or a wish in a language of the candidate's own, a word about the one who typed. Short, no
 * digit or address, no full name (two capitalised words in a row), no relationship, nothing
 * that adds ("y", "also", "otra", "noch").
 */
const ADDS_OR_RELATES =
  /(?<![\p{L}])(?:y|e|and|und|et|also|plus|mais|además|ademas|también|tambien|auch|aussi|otr[oa]s?|outr[oa]s?|other|another|autre|andere\p{L}*|noch|jef[ea]s?|boss|chef\p{L}*|manager|gerente|gestor\p{L}*|colega\p{L}*|colleague|coll[eè]gue|kolleg\p{L}*|supervisor\p{L}*|patr[oó]n\p{L}*|patroa|encargad[oa]|compañer[oa]|companheir[oa]|maestr[oa]|profe\p{L}*|client\p{L}*|kund\p{L}*|mentor\p{L}*|vorgesetzt\p{L}*|responsable|dono|dona|dueñ[oa]|owner|teacher|lehrer\p{L}*)(?![\p{L}])/iu;

/** "and" before a thanks or a goodbye, in the five languages and a few the candidates add. */
const AND_A_COURTESY =
  /(?<![\p{L}])(?:und|y|and|et|e)\s+(?=(?:tsch[üu]ss?|tsch[üu]s|servus|servas|ciao|tschau|chau|tchau|adieu|adi[oó]s|gracias|merci|obrigad[oa]|valeu|thanks|thank you|bye|cheers|danke|gr[üu](?:ß|ss)e|saludos|abrazos?|besos|bisous|beijos|abra[çc]os|hvala|salut|au revoir|hasta luego|at[ée] logo|sch[öo]nes wochenende|sch[öo]nen tag|buen d[ií]a|bom dia|bonne journ[ée]e)(?![\p{L}]))/giu;

function doneThenRemark(said: string, done: (p: string) => boolean): boolean {
  const parts = said
    .replace(/[’‘`]/g, "'")
    .split(/[,.;:!?…()\n]+|\s[-–—]+\s|[–—]/)
    .map((p) => p.trim())
    .filter((p) => /\p{L}/u.test(p));
  const [first, ...rest] = parts;
  if (!first || rest.length === 0 || !done(clauses(first).join(' '))) return false;
  // "Danke und tschüss", "gracias y chau": an "and" between two courtesies adds no one.
  const remark = rest.join(' ').replace(AND_A_COURTESY, ' ');
  const words = remark.split(/\s+/).filter((w) => /\p{L}/u.test(w));
  return (
    !/[\d@]/.test(remark) &&
    words.length <= 8 &&
    !ADDS_OR_RELATES.test(remark) &&
    !rest.some((p) => /\p{Lu}[\p{L}'’-]*\s+\p{Lu}/u.test(p))
  );
}

/** The candidate says they have named everyone, in any of the five languages. */
export function saysDone(said: string): boolean {
  const message = unstretched(said);
  const parts = clauses(message);
  // An English "done" among another language's thanks ("done, valeu!", "fertig, thanks").
  const done = (p: string) =>
    doneElsewhere(p) || (isDone(p) && !NO_MORE_ALONE.test(foldAccents(p.trim())));
  return (
    isDone(message) ||
    doneThenRemark(message, done) ||
    (parts.some(done) &&
      parts.every(
        (p) =>
          done(p) ||
          DONE_FILLER_ELSEWHERE.test(withoutEndMarks(foldAccents(p.trim()))) ||
          NO_MORE_ALONE.test(foldAccents(p.trim())) ||
          COUNT_ALONE.test(withoutEndMarks(foldAccents(p.trim()))) ||
          DONE_THANKS_ES_PT.test(foldAccents(p.trim())) ||
          BLESSING.test(withoutEndMarks(foldAccents(p.trim()))) ||
          SIGH_AT_THE_CHORE.test(withoutEndMarks(foldAccents(p.trim()))) ||
          LEAVING.test(withoutEndMarks(foldAccents(p.trim()))) ||
          WILL_TELL_THEM.test(withoutEndMarks(foldAccents(p.trim()))) ||
          REMARK_ON_THE_FORM.test(withoutEndMarks(foldAccents(p.trim())).replace(/^[¡!]+/, '')),
      ))
  );
}

/** Letters held in texting ("brigadaaa", "merciii", "graciaaas") said once: the word itself. */
function unstretched(text: string): string {
  return text.replace(/(\p{L})\1{2,}/gu, '$1');
}

/** A clause without the marks after its words ("gracias 🙏", "dankie!"). */
function withoutEndMarks(clause: string): string {
  return clause.replace(/(?:[\s!.…\p{Extended_Pictographic}]|\u{FE0F}|\p{Emoji_Modifier})+$/u, '');
}

/** The message ends by saying so, after details. */
export function endsSayingDone(said: string): boolean {
  const message = unstretched(said);
  const parts = clauses(message);
  const remark = (p: string) =>
    REMARK_ON_THE_FORM.test(withoutEndMarks(foldAccents(p.trim())).replace(/^[¡!]+/, '')) ||
    BLESSING.test(withoutEndMarks(foldAccents(p.trim())));
  // A remark on the form, or a blessing, after it ("… eso es todo, ¡qué rápido!", "… c'est
  // tout, que Dieu vous bénisse"): the clause before decides.
  const last = parts.length > 1 && remark(parts.at(-1)!) ? parts.at(-2)! : (parts.at(-1) ?? '');
  return endsDone(message) || doneElsewhere(last);
}

function doneElsewhere(clause: string): boolean {
  const folded = foldAccents(clause.trim());
  // A filler run into it ("ok já chega", "bueno ya está").
  const bare = folded.replace(LEADING_FILLER, '');
  // A filler or an interjection after it ("eso es todo che", "c'est tout merci", "das war's halt").
  const trimmed = bare.replace(TRAILING_FILLER, '');
  // Texting shorthand: "c tout", "c bon", "c fini" are "c'est …".
  const spelled = trimmed.replace(/^c (?=tout|bon|fini|beau)/, "c'est ");
  // "Weitere Referenzen kann ich nicht benennen", "no tengo más referencias": the list is complete.
  if (
    NO_MORE_REFEREES_WHOLE.test(
      clause
        .trim()
        .replace(/[’‘`]/g, "'")
        .replace(/[.!]+$/, ''),
    )
  )
    return true;
  // "não chega", "no es suficiente": a "no" run into "enough" says it is not; "não, chega" is done.
  const notEnough = NO_MORE_RUN_IN.test(folded);
  return [folded, bare, trimmed, spelled].some(
    (text) =>
      DONE_ELSEWHERE.test(text) || DONE_ES_PT.test(text) || (!notEnough && DONE_ENOUGH.test(text)),
  );
}

/**
 * A "no" to "anyone else?" before a "done" ("ne das wars", "no, eso es todo", "non c'est tout",
 * "não, é só isso"): the same answer twice over.
 */
const NO_MORE = '(?:no|nope|nein|ne|nee|nö|noe|non|não|nao)';

/** A one-word "done" run into a longer one ("listo eso es todo", "pronto é isso", "fertig das war's"). */
const DONE_WORDS = '(?:listo|lista|pronto|fertig|voilà|terminé|fini)';

const NO_MORE_ALONE = foldedPattern(`^${NO_MORE}$`);

/** A "no" run into what follows, no comma between ("não chega", "nicht genug"). */
const NO_MORE_RUN_IN = foldedPattern(`^(?:${NO_MORE}|not|nicht) `);

/** Fillers (and a "no" to "anyone else?") before a "done" in the same clause. */
const LEADING_FILLER = foldedPattern(
  // An "and" too: "y eso nomás luego", "und das war's".
  `^(?:(?:${FILLER_WORDS}|${NO_MORE}|${DONE_WORDS}|and|y|e|und|et),? )+`,
);

/** Interjections said after a "done" ("che", "tío", "hein", "quoi", "halt", "né", "msm": "mesmo"). */
const INTERJECTIONS =
  // Belgium's "une fois" ("c'est tout une fois"); a friend called by a word of Colombia and
  // Venezuela's plains ("eso es todo compae"), Mexico ("compa") or Colombia's cities ("parce").
  '(?:che|tio|tia|hombre|mano|cara|gente|hein|quoi|voila|une fois|halt|eben|ne|na|nee|ja|pa|po|mesmo|msm|blz|vlw|compae|compadre|compa|pana|parce|parcero|mijo|mija)';
/** Fillers and interjections after a "done" in the same clause. */
/** A full stop said aloud to a dictation ("Das war's Punkt", "eso es todo punto"). */
const DICTATED_STOP = '(?:punkt|punto|point|ponto|full stop|period)';
const TRAILING_FILLER = foldedPattern(
  `(?: (?:${FILLER_WORDS}|${INTERJECTIONS}|${DICTATED_STOP}))+[.!]*$`,
);

/** An e-mail address said in words, in the five languages ("Email", "Mailadresse", "courriel", "correo"). */
const EMAIL_WORD = word(
  'e-?mails?|e-?mail-?adressen?|mailadressen?|mails?|correos?|courriels?|adresses? (?:e-?)?mail|endere[cç]os? de e-?mail',
);

/** A phone number said in words, in the five languages ("Handy", "portable", "celular", "telemóvel"). */
const PHONE_WORD = word(
  'phones?|mobiles?|cell(?:phone)?s?|numbers?|teléfonos?|telefonos?|móvil(?:es)?|movil(?:es)?|celular(?:es)?|números?|numeros?|handys?|handynummer|telefon(?:nummer)?|nummer|téléphones?|telephones?|portables?|numéros?|telemóve(?:l|is)|telemove(?:l|is)|telefones?|whatsapp',
);

/** Not having it: a negation, "without", "only the number" ("nur die Nummer", "seulement le numéro"). */
const NOT_HAD = word(
  "no|not|don'?t|doesn'?t|haven'?t|hasn'?t|without|only|nicht|nich|kein\\p{L}*|ohne|nur|pas|sans|seulement|sin|solo|sólo|sem|só|n[ãa]o",
);

/** A hedge said inside a short answer, in the five languages (every one of them: global). */
const SHORT_ANSWER_HEDGE = new RegExp(
  word(
    'i think|i guess|glaub(?:e)? ich|ich glaub(?:e)?|denk(?:e)? ich|creo(?: que)?|me parece|je crois|je pense|acho(?: que)?|eu acho',
  ).source,
  'giu',
);

/** Having or knowing it ("no lo tengo", "hab ich nicht", "je ne l'ai pas", "não sei"). */
const HAVE = word(
  // The referee's own "has" too ("hat er nicht", "no tiene", "ele não tem", "she hasn't").
  'have|has|got|know|tengo|tenemos|tiene|sé|se|hab|habe|haben|hat|weiß|weiss|ai|avons|sais|tenho|temos|tem|sei',
);

/**
 * A referee's address or number said to be missing ("Bernard a pas de mail", "er hat kein
 * Handy", "no tiene correo", "não tem telemóvel", "she has no phone"): its negation is about
 * the referee's details, no answer to the consent (CONTRACT "Never a guess": a refusal is
 * stored only when certain).
 */
export function saysDetailLacking(message: string): boolean {
  return NOT_HAD.test(message) && (EMAIL_WORD.test(message) || PHONE_WORD.test(message));
}

/**
 * The candidate says they have no e-mail address for a referee ("Email hab
 * ich nicht, nur die Nummer", "I don't have his email on me"): a message
 * that names an address in words, with a negation, and gives none; or a
 * short "I don't have it" with no number in it ("no lo tengo, lo siento",
 * "nein, hab ich wirklich nicht"), which the interviewer takes as such only
 * while a referee has no address.
 */
export function saysNoEmail(message: string): boolean {
  if (findEmails(message).length > 0 || !NOT_HAD.test(message)) return false;
  if (EMAIL_WORD.test(message)) return true;
  // A hedge ("glaub ich", "creo", "je crois", "acho", "I think") adds words, not a meaning.
  const words = message
    .replace(SHORT_ANSWER_HEDGE, ' ')
    .split(/[^\p{L}'’]+/u)
    .filter(Boolean);
  return words.length <= 6 && !/\d/.test(message) && HAVE.test(message);
}

/** One contact card (vCard) pasted into the chat, as its fields say it. */
export interface PastedCard {
  firstName: string;
  lastName: string | null;
  email: string | null;
  /** As written on the card ("+591 70012345"); placed by the caller. */
  phone: string | null;
}

/**
 * A contact shared from a phone's address book pastes as a vCard ("BEGIN:VCARD … N:Justiniano
 * Roca;Carla Andrea;;; … TEL;TYPE=CELL:+591 … EMAIL:… END:VCARD"): its `N` field says which
 * words are the surname and which the first names, as no free text does, and its `TEL` and
 * `EMAIL` whose they are. Returns the cards with a first name (the first `TEL` and `EMAIL`
 * of each, folded lines joined, escapes undone) and the message without their blocks; null
 * when the message holds none.
 */
export function pastedCards(message: string): { cards: PastedCard[]; rest: string } | null {
  const blocks = [...message.matchAll(/BEGIN:VCARD\r?\n([\s\S]*?)END:VCARD/gi)];
  if (blocks.length === 0) return null;
  const cards: PastedCard[] = [];
  for (const [, body] of blocks) {
    const fields = new Map<string, string>();
    for (const line of body!.replace(/\r?\n[ \t]/g, '').split(/\r?\n/)) {
      const at = line.indexOf(':');
      if (at < 1) continue;
      // "item1.EMAIL;type=INTERNET": the property's name, without its group and parameters.
      const name = line.slice(0, at).split(';')[0]!.split('.').at(-1)!.toUpperCase();
      if (!fields.has(name)) fields.set(name, line.slice(at + 1).trim());
    }
    const unescaped = (value: string | undefined) =>
      value?.replace(/\\([,;\\])/g, '$1').trim() || null;
    const [family, given, additional] = (fields.get('N') ?? '')
      .split(/(?<!\\);/)
      .map((part) => unescaped(part.replace(/\\,/g, ' ')));
    const firstName = [given, additional].filter(Boolean).join(' ');
    if (!firstName) continue;
    cards.push({
      firstName,
      lastName: family ?? null,
      email: unescaped(fields.get('EMAIL'))?.toLowerCase() ?? null,
      phone: unescaped(fields.get('TEL'))?.replace(/^tel:/i, '') ?? null,
    });
  }
  return { cards, rest: message.replace(/BEGIN:VCARD\r?\n[\s\S]*?END:VCARD/gi, '\n') };
}

/**
 * Words that qualify a relationship right after it ("mi jefe directo", "meine Chefin damals",
 * "mon chef actuel", "minha chefe atual", "my manager back then"): never a name after it.
 */
const QUALIFIES_RELATIONSHIP = new Set(
  (
    'direct former previous current back then there ' +
    'directo directa actual anterior inmediato inmediata entonces ' +
    'direkt direkter direkte damals früher aktuell aktuelle ehemalig ehemalige dort ' +
    'directe actuel actuelle précédent précédente ancien ancienne alors ' +
    'direto atual anterior imediato imediata antigo antiga então'
  ).split(' '),
);

/**
 * "jens vom praktikum", "dave from the warehouse": words after a first name that say where the
 * person is from and are never inside a name. Not "de", "da", "do", "du", "von": "carla de la
 * panadería" and "carla de la vega", "tiago da oficina" and "joão dos santos" look alike.
 */
const FROM_A_PLACE: Record<Locale, string> = {
  en: 'from',
  es: '',
  de: 'vom aus',
  fr: '',
  pt: '',
};

/** "is called": a name follows ("mi jefa se llama carmen lópez", "mon chef s'appelle marc …"). */
const CALLED: Record<Locale, RegExp> = {
  en: /(?:^|\s)(?:is called|called|named)$/,
  es: /(?:^|\s)(?:se llama|llamad[oa])$/,
  de: /(?:^|\s)(?:heißt|heisst|namens)$/,
  fr: /(?:^|\s)(?:s'appelle|s’appelle|appelée?|nommée?)$/,
  pt: /(?:^|\s)(?:se chama|chamad[oa])$/,
};

/**
 * "is" before a name typed in lower case with its details right after and an address that
 * spells its first word ("mon boss c steve tremblay 418 555-0198 steve@…", "mi jefe es juan
 * pérez 612 … juan.perez@…"): a first name and a surname there are a name (blind set 20:
 * Québec's SMS "c" for "c'est").
 */
const COPULA: Record<Locale, RegExp> = {
  en: /(?:^|\s)(?:is|was)$/,
  es: /(?:^|\s)(?:es|era|fue)$/,
  de: /(?:^|\s)(?:ist|war)$/,
  fr: /(?:^|\s)(?:c'est|c’est|c|cé|c'était|c’était|était|est)$/,
  pt: /(?:^|\s)(?:é|era|foi)$/,
};

/** The words of "is called", never a name: "se", "s'appelle", "heißt". */
const CALLED_WORDS = new Set(
  "called named se llama llamado llamada heißt heisst namens s'appelle s’appelle appelé appelée nommé nommée chama chamado chamada".split(
    ' ',
  ),
);

/** The particles that may say "from" as well as open a surname: a lowercase run stops there. */
const FROM_OR_SURNAME: Record<Locale, string> = {
  en: '',
  es: 'de del',
  de: 'von',
  fr: 'de du',
  pt: 'de do da dos das',
};

/**
 * A message typed without capitals ("frau yilmaz", "mi jefa carmen lópez 612 …", "jens vom
 * praktikum …"), as many type on a phone in every language: the words the sentence makes a
 * name get their capitals, so that they are read as a name written with them would be (and
 * shown on the card for a yes, as every referee read is). A name is one to three words, none
 * a common word, relationship, place or title, right after a title, right after a relationship
 * said with a possessive ("my manager john smith"), or opening a clause before a number or
 * before "from the …" ("jens vom praktikum"). A message with capitals on names keeps them.
 */
export function withLowercaseNamesCapitalised(message: string, locale: Locale | undefined): string {
  if (!typedWithoutCapitals(message)) return message;
  const lexicon = contactWordsFor(locale);
  const tokens = message.split(/\s+/).filter(Boolean);
  const bare = tokens.map((t) => t.replace(/^[(¿¡"“«]+|[.,:;!?…)"”»]+$/g, '').toLowerCase());
  const ends = tokens.map((t) => /[.,:;!?…)]$/.test(t));
  const titles = new Set(lexicon.titles ?? []);
  const openers = new Set(lexicon.itemOpeners);
  const from = new Set(FROM_A_PLACE[locale ?? 'en'].split(' ').filter(Boolean));
  const ambiguous = new Set([...from, ...FROM_OR_SURNAME[locale ?? 'en'].split(' ')]);
  const nameLike = (i: number) =>
    /^[a-zà-ÿ\u0100-\u024f][a-zà-ÿ\u0100-\u024f'’-]+$/u.test(bare[i] ?? '') &&
    !isCommonWord(bare[i]!, lexicon) &&
    !lexicon.fillers.has(bare[i]!) &&
    !lexicon.particles.has(bare[i]!) &&
    !titles.has(bare[i]!) &&
    !QUALIFIES_RELATIONSHIP.has(bare[i]!) &&
    !CALLED_WORDS.has(bare[i]!) &&
    !isPlace(bare[i]!, lexicon);
  // The name's words from `at`: up to three, to a clause's end. A particle inside ("karl van
  // dijk"), or two ("anselmo de la torre morales"), only where it never says "from" ("dona
  // maria do mercado" is no "Maria do Mercado"); particles do not count among the three.
  const surnameLike = (i: number) =>
    nameLike(i) ||
    (/^[a-zà-ÿ\u0100-\u024f][a-zà-ÿ\u0100-\u024f'’-]{2,}$/u.test(bare[i] ?? '') &&
      !lexicon.fillers.has(bare[i]!) &&
      !lexicon.particles.has(bare[i]!) &&
      !titles.has(bare[i]!) &&
      lexicon.relationship(bare[i]!) === null &&
      !CALLED_WORDS.has(bare[i]!));
  const particleAt = (i: number) => lexicon.particles.has(bare[i]!) && !ambiguous.has(bare[i]!);
  const runFrom = (at: number): number[] => {
    const run: number[] = [];
    let words = 0;
    for (let i = at; i < tokens.length && words < 3; i++) {
      const particle = particleAt(i);
      const nameAfter =
        surnameLike(i + 1) || (particleAt(i + 1) && !ends[i + 1] && surnameLike(i + 2));
      if (run.length > 0 && particle && !ends[i] && nameAfter) {
        run.push(i);
        continue;
      }
      // "anselmo de la torre morales": a particle that may say "from" ("juan de la tienda") is
      // inside the name when two surname words follow it, the last no common word, right after
      // a first name ("isabelle guerin de la boulangerie guerin" is Isabelle Guerin, of a shop).
      const inName = (j: number) => surnameLike(j) && !ends[j] && nameLike(j + 1);
      const anyParticle = (j: number) => lexicon.particles.has(bare[j] ?? '') && !ends[j];
      if (
        words === 1 &&
        anyParticle(i) &&
        (inName(i + 1) || (anyParticle(i + 1) && inName(i + 2)))
      ) {
        run.push(i);
        if (anyParticle(i + 1)) run.push(++i);
        continue;
      }
      // A surname after a particle may be a common word ("de la Torre", "de la Fuente").
      const afterParticle = run.length > 0 && particleAt(run.at(-1)!);
      if (!(afterParticle ? surnameLike(i) : nameLike(i))) break;
      run.push(i);
      words += 1;
      if (ends[i]) break;
    }
    return run;
  };
  const clauseOpens = (i: number) => i === 0 || ends[i - 1]!;
  const capitalise = new Set<number>();
  for (let i = 0; i < tokens.length; i++) {
    if (capitalise.has(i)) continue;
    const before = i > 0 && !ends[i - 1];
    const afterTitle = before && titles.has(bare[i - 1]!.replace(/\.$/, ''));
    const afterRelationship =
      before &&
      lexicon.relationship(bare[i - 1]!) !== null &&
      [2, 3, 4].some((back) => openers.has(bare[i - back] ?? ''));
    const afterCalled = before && CALLED[locale ?? 'en'].test(bare.slice(0, i).join(' '));
    const cued = afterTitle || afterRelationship || afterCalled;
    // After "is", only a first name and a surname with the details right after (`named`), one
    // of them spelt by an address in the message ("my manager is really nice 312…" names nobody).
    const afterCopula =
      before &&
      COPULA[locale ?? 'en'].test(bare.slice(0, i).join(' ')) &&
      localPartSpells(message, bare[i]!);
    const run = cued || afterCopula || opensClause(i) ? runFrom(i) : [];
    if (run.length === 0) continue;
    const next = run.at(-1)! + 1;
    const detailsNext =
      !ends[run.at(-1)!] &&
      (/^[+(]?\d/.test(tokens[next] ?? '') || (tokens[next] ?? '').includes('@'));
    const fromNext =
      !ends[run.at(-1)!] && from.has(bare[next] ?? '') && run.length <= 2 && !nameToEnd(next);
    // After "is called", a first name and a surname: "se llama igual que yo" names nobody.
    const named =
      afterTitle ||
      afterRelationship ||
      (afterCalled && run.length >= 2) ||
      (run.length >= 2 && detailsNext) ||
      (fromNext && /\d|@/.test(message));
    if (!named) continue;
    if (afterTitle) capitalise.add(i - 1);
    for (const at of run) if (!lexicon.particles.has(bare[at]!)) capitalise.add(at);
    i = run.at(-1)!;
  }
  // "karl-heinz von der heide, mein meister …": the clause goes on with name words to its end,
  // so the "von" is inside the name (read as a clause of its own), never "from the …".
  function nameToEnd(at: number): boolean {
    for (let i = at; i < tokens.length; i++) {
      if (!lexicon.particles.has(bare[i]!) && !nameLike(i)) return false;
      if (ends[i]) return true;
    }
    return true;
  }
  function opensClause(i: number): boolean {
    // "und jens vom …", "y la carmen …": an "and" and an article may come first.
    let at = i - 1;
    while (
      at >= 0 &&
      !ends[at] &&
      (lexicon.and.includes(bare[at]!) ||
        lexicon.articles?.has(bare[at]!) ||
        lexicon.relationshipArticles?.has(bare[at]!))
    )
      at -= 1;
    return at < 0 || clauseOpens(at + 1);
  }
  if (capitalise.size === 0) return message;
  // A word the sentence made a name is that name again later in the message ("jens vom
  // praktikum …, alle sagen nur jens, 0152 …").
  const names = new Set([...capitalise].map((at) => bare[at]!).filter((w) => !titles.has(w)));
  bare.forEach((w, at) => {
    if (names.has(w) && nameLike(at)) capitalise.add(at);
  });
  return tokens
    .map((t, i) =>
      capitalise.has(i)
        ? // "karl-heinz" → "Karl-Heinz": each part of a hyphened name.
          t.replace(
            /(^[^\p{L}]*|-)(\p{Ll})/gu,
            (_, before: string, c: string) => before + c.toUpperCase(),
          )
        : t,
    )
    .join(' ');
}

/**
 * A message typed all in capitals ("MEIN ALTER POLIER KLAUS-DIETER SCHROEDER … HANDY 0173 …",
 * "MI JEFA CARMEN LOPEZ", "MA CHEFE MARIE DURAND"), as some type with caps lock on: read as if
 * typed without capitals, so that the words the sentence makes a name get theirs back
 * (withLowercaseNamesCapitalised) and an address is read in lower case. Only a message of four
 * words or more with no lower-case letter; a name or an acronym in capitals in a sentence
 * written with both stays as it is.
 */
export function withCapsLockUndone(message: string): string {
  const words = message.match(/\p{L}{2,}/gu) ?? [];
  if (words.length < 4 || /\p{Ll}/u.test(message)) return message;
  return message.toLowerCase();
}

/** No capital on any word but a sentence's first, an address or a number aside. */
function typedWithoutCapitals(message: string): boolean {
  const tokens = message.split(/\s+/).filter(Boolean);
  return tokens.every(
    (t, i) => !/\p{Lu}/u.test(t) || /[@\d]/.test(t) || i === 0 || /[.!?]$/.test(tokens[i - 1]!),
  );
}
