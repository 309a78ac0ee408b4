/**
 * An identity document's number written beside a referee's details (blind set 19: "C.C.
 * 10.123.456 de Pereira", "Cédula 42.987.654"; "DNI 12345678Z", "CPF 123.456.789-09", "RG
 * 12.345.678-9", "Ausweisnummer …", "CNI n° …", "passport no. …"): no phone, and its label no
 * name. The message is read without them, and without the town that issued it ("de Pereira").
 */
const ID_LABEL =
  'c\\.\\s?c\\.?|cc|c\\.\\s?i\\.?|cédula(?: de (?:ciudadanía|ciudadania|identidad|extranjería|extranjeria))?|cedula(?: de (?:ciudadania|identidad|extranjeria))?|' +
  "dni|nie|nif|cpf|rg|rut|run|bi|cni|cartão de cidadão|cartao de cidadao|carte d['’]identité|carte d['’]identite|" +
  'pasaporte|passaporte|passeport|passport|reisepass|personalausweis(?:nummer)?|ausweis(?:nummer)?|identity card|id card';

const ID_NUMBER = new RegExp(
  `(?<![\\p{L}\\d])(?:${ID_LABEL})(?:\\s*(?:n[º°o]\\.?|nr\\.?|no\\.?|núm\\.?|num\\.?|número|numero|#))?\\s*[:.]?\\s*` +
    '(?:\\d{1,3}(?:[.\\s]\\d{3}){1,3}|\\d{5,12}|[A-Z]{1,2}\\d{5,9})(?:-?[\\dA-Z]{1,2}|[A-Z])?(?![\\d])' +
    // The town that issued it ("de Pereira", "expedida en Cali").
    "(?:\\s+(?:(?:expedida|expedido)\\s+)?(?:de|en)\\s+\\p{Lu}[\\p{L}'’-]+)?",
  'giu',
);

/** The message without the identity numbers in it; as it is otherwise. */
export function withoutIdNumbers(message: string): string {
  return message.replace(ID_NUMBER, ' ');
}
