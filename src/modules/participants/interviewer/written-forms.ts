/**
 * Referees pasted as an old form or a typewritten letter writes them (blind set 19, Recife:
 * "SRA. MARIA DO SOCORRO LINS", "SR. GERALDO BEZERRA CAVALCANTI", "TEL.: (0XX81) 3466-2210").
 */

/** The particles a name keeps in lower case once out of capitals. */
const PARTICLES = new Set([
  'de',
  'del',
  'della',
  'di',
  'da',
  'das',
  'do',
  'dos',
  'du',
  'des',
  'la',
  'le',
  'los',
  'las',
  'van',
  'von',
  'der',
  'den',
  'e',
  'y',
  'i',
]);

function titleCased(word: string, first: boolean): string {
  if (!first && PARTICLES.has(word.toLowerCase())) return word.toLowerCase();
  // "DE-MAIL" stays whole; each part after a hyphen or an apostrophe opens with a capital.
  return word
    .toLowerCase()
    .replace(
      /(^|[-'’])(\p{L})/gu,
      (_, mark: string, letter: string) => mark + letter.toUpperCase(),
    );
}

/**
 * Lines written all in capitals, two words at least and no lower-case letter, as an old form
 * lists referees, one block each: the block's first line is the name, read as names are
 * written ("SRA. MARIA DO SOCORRO LINS" → "Sra. Maria do Socorro Lins"), and the lines under
 * it are words ("GERENTE DA AGÊNCIA BOA VIAGEM" → "gerente da agência boa viagem", "COLEGA DE
 * CAIXA"), never names. The reader takes names by their capitals, and a text of nothing but
 * capitals has none it can tell. A line with a lower-case letter ("Pierre MARTIN", a surname
 * in capitals) stays as it is, and so does a message with one capital line alone.
 */
export function withCapitalLinesCased(message: string): string {
  const lines = message.split('\n');
  const capital = (line: string) =>
    !/\p{Ll}/u.test(line) && (line.match(/\p{Lu}{2,}/gu) ?? []).length >= 2;
  if (lines.filter(capital).length < 2) return message;
  return lines
    .map((line, at) => {
      if (!capital(line)) return line;
      const opens = at === 0 || lines[at - 1]!.trim() === '';
      if (!opens || /[\d@:()]/.test(line)) return line.toLowerCase();
      let first = true;
      return line.replace(/[\p{L}][\p{L}'’.-]*/gu, (token) => {
        const cased = titleCased(token, first);
        first = false;
        return cased;
      });
    })
    .join('\n');
}

/**
 * Brazil's old long-distance prefix written before an area code ("(0XX81) 3466-2210", "0xx11
 * 3456-7890", where XX stood for the carrier's code): the area code, as a number is written now.
 */
export function withoutCarrierPlaceholder(message: string): string {
  return message.replace(
    /\(\s*0\s?[Xx]{2}\s?(\d{2})\s*\)|(?<![\p{L}\d])0\s?[Xx]{2}\s?(\d{2})(?=\s)/gu,
    (_, a, b) => `(${a ?? b})`,
  );
}

/**
 * Punctuation a voice keyboard wrote out as words ("Lilija Hein Komma meine Lehrerin", "Mon
 * responsable virgule Thierry Müller virgule son portable …", "Das ist alles Punkt Danke
 * Ausrufezeichen", "o Célio era o meu guia ponto final"): the mark it stands for, so that no
 * "Komma" is read as a surname nor "Ausrufezeichen" as a person. Only words that name a mark
 * and nothing else a candidate says of a referee: not the "Punkt", "punto", "point" or "ponto"
 * of a dictated address (withSpokenEmails reads those first), nor Spanish "coma" (a verb too).
 */
export function withDictatedPunctuation(message: string): string {
  return DICTATED_MARKS.reduce(
    (text, [words, mark]) => text.replace(words, (_, before: string) => `${before}${mark}`),
    message,
  );
}

/**
 * A referee's answer dictated with its punctuation said ("Lé propre virgule zéro reprise point
 * je lui mets quatre virgule non cinq point", "Habilitation électrique point d'interrogation"):
 * the marks it stands for, so the answer reads as typed ("quatre, non cinq."). A comma word
 * between two figures is a decimal comma, kept ("deux virgule cinq ans"); a bare "point",
 * "punto", "ponto" or "Punkt" is a full stop only in a message that says another mark as a word,
 * and never in "un punto", "point fort", "ponto forte", "punto de vista".
 */
export function withDictatedMarksInAnswer(message: string): string {
  const marked = DICTATED_MARKS.reduce(
    (text, [words, mark]) =>
      text.replace(words, (whole: string, before: string, at: number, all: string) =>
        mark === ',' && betweenFigures(all, at + whole.length, before) ? whole : `${before}${mark}`,
      ),
    message,
  );
  if (marked === message) return message;
  return marked.replace(SENTENCE_POINT, '$1.');
}

const FIGURE_WORD =
  '\\d+|zéro|zero|un|une|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|null|eins|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|um|uma|dois|duas|três|tres|quatro|cinco|seis|sete|oito|nove|dez|cero|uno|dos|cuatro|siete|ocho|nueve|diez';

/** The words right before and after a comma word are both figures ("deux virgule cinq"). */
function betweenFigures(text: string, end: number, before: string): boolean {
  const left = new RegExp(`(?:^|[^\\p{L}\\d])(?:${FIGURE_WORD})$`, 'iu');
  const right = new RegExp(`^\\s+(?:${FIGURE_WORD})(?![\\p{L}\\d])`, 'iu');
  const upTo = text.slice(0, end).replace(/\s*\S+$/u, '');
  return left.test(upTo || before) && right.test(text.slice(end));
}

/** A bare "point" said for a full stop: not after an article, not before what makes it a noun. */
const SENTENCE_POINT =
  /(?<![\p{L}](?:un|une|le|el|um|o|der|ein|einen|au|a|mi|su|son|mon|ce|este|esse|the))(\S)\s+(?:point|punto|ponto|punkt)(?![\p{L}'’-])(?!\s+(?:de|d['’]|del|do|da|fort|faible|fuerte|d[ée]bil|forte|fraco|fuerte|vista|final|e\s+v[íi]rgula))/giu;

/** A word said for a mark, after a word (the space before it goes with it). */
const dictated = (words: string) => new RegExp(`(\\S)\\s+(?:${words})(?=[\\s.,!?]|$)`, 'giu');

/** The longer words first: "point-virgule" and "ponto e vírgula" before "virgule", "vírgula". */
const DICTATED_MARKS: [RegExp, string][] = [
  [dictated('semikolon|point[- ]virgule|ponto e vírgula|punto y coma'), ';'],
  [dictated('ponto final|punto final|punto y aparte|point final'), '.'],
  [dictated("ausrufezeichen|point d[’']exclamation|ponto de exclamação"), '!'],
  [dictated("fragezeichen|point d[’']interrogation|ponto de interrogação"), '?'],
  [dictated('doppelpunkt|deux[- ]points|dois pontos'), ':'],
  [dictated('komma|virgule|vírgula'), ','],
];
