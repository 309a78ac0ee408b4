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
  // Spanish
  '(?:reciba|recibe|reciban)(?: usted)? (?:un |mis )?(?:(?:cordial|afectuoso|atento|cari[ñn]oso) )?saludos?(?: cordiales?)?',
  'un (?:cordial |afectuoso |atento )?saludo',
  '(?:muchos |cordiales )?saludos(?: cordiales)?',
  'atentamente',
  'cordialmente',
  // French
  '(?:bien |tr[èe]s )?cordialement',
  'bien [àa] vous',
  '(?:mes )?(?:sinc[èe]res |meilleures )?salutations(?: distingu[ée]es)?',
  // "Je vous prie d'agréer, Madame, Monsieur, l'expression de mes salutations distinguées".
  "(?:je vous prie|veuillez)(?: de)?(?: bien vouloir)? (?:d'|d’)?agr[ée]er[^.\\n]{0,80}?(?:salutations|sentiments)[^.\\n]{0,40}",
  // Portuguese
  'atenciosamente',
  '(?:com os )?(?:melhores )?cumprimentos',
  'sauda[çc][õo]es',
  // A formal letter's "respectfully" (the Brazilian forces' "Respeitosamente").
  'respeitosamente',
  'respetuosamente',
  // English
  '(?:kind|best|warm) regards',
  'regards',
  '(?:yours )?sincerely',
  'yours (?:faithfully|truly)',
];

/** The formulas as one alternation, for a reader's own regular expression. */
export const CLOSING_FORMULA = `(?:${CLOSING_FORMULAS.join('|')})`;
