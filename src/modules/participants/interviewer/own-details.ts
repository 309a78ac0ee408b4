/**
 * The candidate's own e-mail or number, given for the recruiter's questions ("si necesitan algo
 * me escriben a mí: yeimy@…", "Falls Sie mich brauchen, ich bin unter 0157 … erreichbar",
 * "vous pouvez me joindre au 06 …", "my number is …"): nobody's to be contacted as a referee.
 * The message is read without it. Only a detail right after words that point at the one
 * typing counts ("mi jefe, su correo …" and "a mí me supervisaba Juan, 300 …" are referees').
 */
const POINTS_AT_ME = [
  // "If you need me: …", in the five languages.
  'si me necesita[ns]?',
  'se (?:precisarem|precisar|precisam) de mim',
  '(?:falls|wenn) (?:ihr|sie|du) mich (?:braucht|brauchen|brauchst)',
  // Quebec's and Acadia's "moé" for "moi" ("Si vous avez besoin de moé, mon cell c'est …").
  'si vous avez besoin de (?:moi|moé|moe)|si besoin(?: de (?:moi|moé|moe))?',
  'if you need me',
  // Spanish
  'me (?:escriben|escriban|puede[ns]? escribir|llaman|llamen|puede[ns]? llamar|contactan|contacten|localizan|ubican|encuentran)',
  '(?:escríbanme|escribanme|llámenme|llamenme|contáctenme|contactenme|escribirme|llamarme|contactarme|ubicarme|localizarme)',
  'mi (?:propio )?(?:correo|mail|e-?mail|número|numero|cel|celular|móvil|movil|whats(?:app)?|teléfono|telefono)',
  // Portuguese
  'me (?:escrevam|escreve|liguem|liga|ligar|contactem|contatem|acha|encontra|encontram|chamem|chama)',
  '(?:escrevam-me|liguem-me|contactem-me|contatem-me|contactar-me|contatar-me|ligar-me)',
  '(?:o )?meu (?:próprio |proprio )?(?:e-?mail|número|numero|celular|telemóvel|telemovel|contacto|contato|whats(?:app)?|telefone)',
  // German
  'ich bin (?:unter|über|ueber|per)',
  '(?:erreichen|anrufen|schreiben|kontaktieren) sie (?:mich|mir)',
  '(?:mich|mir) (?:erreichen|anrufen|schreiben|kontaktieren)',
  'melden sie sich (?:gern |gerne )?bei mir',
  '(?:meine|meiner) (?:eigene |eigenen )?(?:nummer|handynummer|telefonnummer|mail|e-mail|email|mailadresse|adresse)',
  // French
  'me (?:joindre|contacter|écrire|ecrire|appeler)',
  '(?:écrivez-moi|ecrivez-moi|appelez-moi|contactez-moi|joignez-moi)',
  '(?:mon|ma) (?:propre )?(?:mail|e-mail|email|courriel|numéro|numero|portable|adresse|cell|cellulaire|téléphone|telephone|tél|tel)',
  // English
  '(?:email|e-mail|write to|text|call|reach|contact|ring) me',
  'my (?:own )?(?:email|e-mail|number|phone|mobile|cell)',
].join('|');

/** The words pointing at the one typing, then a few words before the detail (a name: no). */
const BEFORE_OWN_DETAIL = new RegExp(
  `(?<![\\p{L}])(?:${POINTS_AT_ME})(?![\\p{L}])([^.!?\\n]{0,14})$`,
  'iu',
);

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}/gu;
const PHONE = /\+?\(?\d[\d\s()./-]{6,}\d/g;

export function withoutOwnDetails(message: string): string {
  const blankOwn = (detail: string, at: number, text: string) => {
    const between = BEFORE_OWN_DETAIL.exec(text.slice(Math.max(0, at - 80), at))?.[1];
    return between === undefined || /\p{Lu}/u.test(between) ? detail : ' ';
  };
  return message.replace(EMAIL, blankOwn).replace(PHONE, blankOwn);
}
