/**
 * A letter's closing formulas in the five languages ("Mit freundlichen Grüßen", "Reciba un
 * cordial saludo", "Cordialement", "Atenciosamente", "Kind regards"): what a letter ends with
 * before its signature. One list for both chats: a referee's answer leaves the formula and
 * what follows it out (answer-reading.ts `withoutClosingFormula`), and the intake reads no
 * referee in it (intake-reading.ts `withoutSignOff`). Regular-expression sources, matched
 * case-insensitively; each reader anchors them its own way.
 */
const CLOSING_FORMULAS: readonly string[] = [
  // German
  'mit (?:den )?(?:freundlichen|besten|herzlichen|kollegialen|lieben) gr(?:ü|ue)(?:ß|ss)en',
  'mit freundlichem gr(?:u|ü|ue)(?:ß|ss)',
  '(?:freundliche|beste|herzliche|viele|liebe) gr(?:ü|ue)(?:ß|ss)e',
  'hochachtungsvoll',
  'mit (?:vorz(?:ü|ue)glicher|gr(?:ö|oe)(?:ß|ss)ter) hochachtung',
  // Spanish
  '(?:reciba|recibe|reciban)(?: usted)? (?:un |mis )?(?:(?:cordial|afectuoso|atento|cari[ñn]oso) )?saludos?(?: cordiales?)?',
  'un (?:cordial |afectuoso |atento )?saludo',
  '(?:muchos |cordiales )?saludos(?: cordiales)?',
  'atentamente',
  'cordialmente',
  // "Me despido atentamente", "le reitero (las seguridades de) mi más alta consideración".
  'me despido(?: de usted(?:es)?)?(?: (?:muy )?(?:atentamente|cordialmente))?',
  '(?:(?:le|les) )?reitero (?:las seguridades de )?mi (?:m[áa]s )?(?:alta |distinguida |atenta )?consideraci[óo]n(?: y (?:estima|respeto))?',
  // French
  '(?:bien |tr[èe]s )?cordialement',
  'bien [àa] vous',
  'respectueusement',
  '(?:mes )?(?:sinc[èe]res |meilleures )?salutations(?: distingu[ée]es)?',
  // "Je vous prie d'agréer, Madame, Monsieur, l'expression de mes salutations distinguées".
  "(?:je vous prie|veuillez)(?: de)?(?: bien vouloir)? (?:d'|d’)?agr[ée]er[^.\\n]{0,80}?(?:salutations|sentiments)[^.\\n]{0,40}",
  // Portuguese
  'atenciosamente',
  'respeitosamente',
  '(?:com os )?(?:melhores )?cumprimentos',
  'sauda[çc][õo]es',
  // The Brazilian official letter's "renovo protestos de elevada estima e consideração".
  '(?:renovo|reitero|apresento)(?: (?:os|meus|os meus))? protestos de (?:(?:elevada|alta|distinta|profunda) )?(?:estima|considera[çc][ãa]o)(?: e (?:(?:elevada|alta|distinta) )?(?:considera[çc][ãa]o|apre[çc]o))?',
  'respetuosamente',
  // Informal sign-offs, in any of the languages ("Cheers!", "Un abrazo", "Bisous", "Abraços",
  // "Liebe Grüße" above): a signature below them is no part of what was said either.
  'cheers',
  '(?:un |muchos |un fuerte )?abrazos?(?: fuertes?)?',
  '(?:grosses )?bises',
  'bisous',
  '(?:um |muitos )?abra[çc]os?',
  // English
  '(?:kind|best|warm) regards',
  'regards',
  '(?:yours )?sincerely',
  'yours (?:faithfully|truly|respectfully)',
  'respectfully(?: yours)?',
];

/** The formulas as one alternation, for a reader's own regular expression. */
export const CLOSING_FORMULA = `(?:${CLOSING_FORMULAS.join('|')})`;

/**
 * What an official letter says just before its closing formula, and says nothing else: "Sem
 * mais para o momento", "Sin otro particular", "Dans l'attente de votre retour", "Für Rückfragen
 * stehe ich Ihnen gerne zur Verfügung", "fico à disposição". Read by the referee's chat only,
 * and only when a closing formula follows (answer-reading.ts `withoutClosingFormula`).
 */
const CLOSING_LEAD_INS: readonly string[] = [
  'sem mais(?: (?:para o momento|no momento|por ora|por enquanto|por hoje|a acrescentar|a declarar|a informar))?',
  'era o que (?:havia|tinha) a (?:informar|declarar|dizer)',
  '(?:fico|fica|coloco-me|me coloco|permane[çc]o)(?: (?:inteiramente|sempre))? [àa] (?:inteira )?disposi[çc][ãa]o(?: para [^.\\n]{0,50})?',
  'sin (?:otro particular|m[áa]s)(?: (?:por el momento|por ahora|por hoy|que agregar|que a[ñn]adir|que informar))?',
  'quedo (?:a (?:su|sus|vuestra) (?:entera )?disposici[óo]n|atent[oa])(?: (?:para|ante) [^.\\n]{0,50})?',
  "dans l'attente(?: de (?:vous lire|votre retour|vous entendre))?",
  '(?:je reste|restant) [àa] votre (?:enti[èe]re )?disposition(?: pour [^.\\n]{0,50})?',
  'f(?:ü|ue)r (?:weitere )?(?:r(?:ü|ue)ckfragen|fragen) stehe ich (?:ihnen )?(?:gerne|gern)? ?(?:jederzeit )?zur verf(?:ü|ue)gung',
  '(?:und )?verbleibe(?: ich)?',
  'ohne weitere (?:anmerkungen|erg(?:ä|ae)nzungen)',
  'in erwartung ihrer (?:antwort|r(?:ü|ue)ckmeldung)',
  "(?:i remain|please do not hesitate to contact me|do not hesitate to contact me|don't hesitate to contact me)(?: (?:at your disposal|if you have any (?:further )?questions))?",
];

/** The lead-ins as one alternation: said before a closing formula, never alone. */
export const CLOSING_LEAD_IN = `(?:${CLOSING_LEAD_INS.join('|')})`;
