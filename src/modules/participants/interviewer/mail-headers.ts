import { fold } from '../../questionnaires/kinds/lexicons/reading-in.ts';

/**
 * A referee's e-mail reply forwarded with its headers (blind set 19: "---------- Forwarded
 * message ---------", "From: Mike Sullivan <…>", "To: Wilmer Ajanel <…>", "Cc: Brenda Cole
 * <hr@…>"): the sender is the one who wrote, the person the candidate forwards; whoever it
 * went to ("To:", the candidate themselves) or was copied to ("Cc:", HR) is no referee unless
 * the candidate names them as one. The date and the subject are no detail of anyone's. The
 * candidate forwarding their own request keeps the one it went to instead ("From:" the
 * candidate, "To:" the referee). The greeting inside ("Hi Wilmer,") names the addressee.
 * Header names in the five languages, as Gmail, Outlook and Apple Mail write them.
 */

const SEPARATOR = new RegExp(
  '^[ \\t]*(?:-{2,}|_{2,}|={2,})?[ \\t]*(?:forwarded message|original message|begin forwarded message:?|' +
    'mensaje reenviado|mensaje original|inicio del mensaje reenviado:?|' +
    'weitergeleitete nachricht|ursprüngliche nachricht|anfang der weitergeleiteten nachricht:?|' +
    "message transféré|message transfere|message d['’]origine|début du message réexpédié\\s*:?|" +
    'mensagem encaminhada|mensagem original|início da mensagem reencaminhada:?)' +
    '[ \\t]*(?:-{2,}|_{2,}|={2,})?[ \\t]*$|^[ \\t]*(?:_{8,}|-{8,})[ \\t]*$',
  'iu',
);

type Field = 'from' | 'to' | 'copy' | 'other';

/** A header's name and what it is: the sender, the addressee, a copy, the rest (date, subject). */
const FIELDS: [RegExp, Field][] = [
  [/^(?:from|de|von|expéditeur|remetente)$/iu, 'from'],
  [/^(?:to|para|an|à|a|destinataire|destinatário|destinatario)$/iu, 'to'],
  [/^(?:cc|bcc|cco|cci|kopie|cópia|copia|copie)$/iu, 'copy'],
  [
    /^(?:date|sent|subject|fecha|enviado|enviado el|asunto|datum|gesendet|betreff|objet|envoyé|envoyé le|data|enviada em|enviado em|assunto|reply-to|responder a)$/iu,
    'other',
  ],
];

const HEADER_LINE = /^[ \t]*([\p{L}-]+(?: [\p{L}-]+)?)[ \t]*:[ \t]*(.*)$/u;

function fieldOf(line: string): { field: Field; value: string } | null {
  const m = HEADER_LINE.exec(line);
  if (!m) return null;
  const field = FIELDS.find(([name]) => name.test(m[1]!.trim()))?.[1];
  return field ? { field, value: m[2]!.trim() } : null;
}

/** "Hi Wilmer,", "Hola Wilmer:", "Dear Ms Cole," "Bonjour Julie,", "Olá Rui,": the addressee greeted. */
const GREETING =
  /^[ \t]*(?:hi|hello|hey|dear|hola|buenas|buenos días|estimad[oa]|querid[oa]|hallo|hi|liebe[r]?|sehr geehrte[r]?|guten tag|bonjour|salut|cher|chère|ol[áa]|oi|prezad[oa]|car[oa]|bom dia|boa tarde)(?:[ \t]+[\p{L}.'’-]+){0,3}[ \t]*[,:!]?[ \t]*$/iu;

/** Whether a header's value is the candidate (their name in it). */
function isCandidate(value: string, candidate: { first: string; last: string } | undefined) {
  if (!candidate?.first.trim()) return false;
  const words = new Set(fold(value).split(/[^\p{L}]+/u));
  return words.has(fold(candidate.first)) && (!candidate.last || words.has(fold(candidate.last)));
}

/**
 * The message with each forwarded header block read: the sender's line as the name and
 * address it holds, the other headers, the separator and the greeting left out. A message
 * without two header lines in a row is returned as it is.
 */
export function withoutMailHeaders(
  message: string,
  candidate?: { first: string; last: string },
): string {
  if (!message.includes('\n')) return message;
  const lines = message.split('\n');
  const out: string[] = [];
  let changed = false;
  for (let i = 0; i < lines.length; i += 1) {
    // A block: header lines in a row (blank lines between them aside), at least two of them.
    const block: { field: Field; value: string }[] = [];
    let j = i;
    while (j < lines.length) {
      const header = fieldOf(lines[j]!);
      if (header) block.push(header);
      else if (lines[j]!.trim() !== '' || block.length === 0) break;
      j += 1;
    }
    const fields = new Set(block.map((h) => h.field));
    if (block.length < 2 || !(fields.has('from') || fields.has('to')) || fields.size < 2) {
      if (SEPARATOR.test(lines[i]!)) {
        changed = true;
        continue;
      }
      out.push(lines[i]!);
      continue;
    }
    changed = true;
    const from = block.filter((h) => h.field === 'from');
    const to = block.filter((h) => h.field === 'to');
    const kept = from.length > 0 && !from.every((h) => isCandidate(h.value, candidate)) ? from : to;
    const senders = kept.filter((h) => !isCandidate(h.value, candidate)).map((h) => h.value);
    // "Le reenvío lo que me contestó mi supervisor:" then the headers: the sender is the one
    // introduced, said after the introduction as a list's item is.
    let last = out.length - 1;
    while (last >= 0 && out[last]!.trim() === '') last -= 1;
    if (senders.length > 0 && last >= 0 && /:\s*$/.test(out[last]!)) {
      out[last] = `${out[last]!.trimEnd()} ${senders.join(', ')}`;
      out.length = last + 1;
    } else out.push(...senders);
    // The greeting that opens the body names the addressee.
    let k = j;
    while (k < lines.length && lines[k]!.trim() === '') k += 1;
    if (k < lines.length && GREETING.test(lines[k]!)) {
      out.push('');
      j = k + 1;
    }
    i = j - 1;
  }
  return changed ? withNumberAskedFor(out.join('\n')) : message;
}

/** A mobile's label and an office's or landline's, in the five languages. */
const MOBILE =
  'cell|cellphone|mobile|mob|celular|cel|móvil|movil|handy|mobil|portable|gsm|telemóvel|telemovel';
const OFFICE =
  'office|work|direct|desk|landline|oficina|fijo|trabajo|büro|buero|festnetz|bureau|fixe|escritório|escritorio|fixo';

/** "Have them call my cell", "llámenme al celular", "ruft mich auf dem Handy an", "liguem para o meu telemóvel". */
const ASKS_FOR = (labels: string) =>
  new RegExp(
    `(?<![\\p{L}])(?:call|reach|text|ring|llam\\p{L}*|marqu\\p{L}*|anruf\\p{L}*|ruf\\p{L}*|erreich\\p{L}*|appel\\p{L}*|joign\\p{L}*|lig\\p{L}*|contact\\p{L}*)(?:[\\s\\p{L}'’-]{0,30}?)(?<![\\p{L}])(?:${labels})(?![\\p{L}])`,
    'iu',
  );

/** One labelled number among others on a signature's line ("Cell: (704) 555-0142 | Office: …"). */
const LABELLED = (labels: string) =>
  new RegExp(
    `(?:^|\\s*[|·•/;]\\s*)(?:${labels})\\.?[ \\t]*[:.]?[ \\t]*\\+?[\\d()][\\d\\s().-]{5,}\\d`,
    'gimu',
  );

/**
 * The reply says which number to call ("Have them call my cell") and its signature gives two:
 * the other one is left out, as the referee asked. Without such words both stay as written.
 */
function withNumberAskedFor(message: string): string {
  const mobile = ASKS_FOR(MOBILE).test(message);
  const office = ASKS_FOR(OFFICE).test(message);
  if (mobile === office) return message;
  const [keep, drop] = mobile ? [MOBILE, OFFICE] : [OFFICE, MOBILE];
  if (!LABELLED(keep).test(message)) return message;
  return message.replace(LABELLED(drop), '');
}

/**
 * An address a phone's autocorrect put an accent in ("rosa.lópez@tangolundaresort.mx", blind
 * set 19; "jose.gonçalves@…", "müller.anna@…" stays: "ü" is no accent added on "u" alone):
 * addresses are written without, so it is read so, and the card shows it for the candidate's
 * yes. Only acute, grave, circumflex and tilde marks and the cedilla over Latin letters.
 */
const ACCENTED_ADDRESS =
  /[A-Za-z0-9._%+\-\u00C0-\u00FF]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;

export function withAddressesUnaccented(message: string): string {
  return message.replace(ACCENTED_ADDRESS, (address) =>
    /[\u00C0-\u00FF]/.test(address)
      ? address
          .normalize('NFD')
          .replace(/[\u0300\u0301\u0302\u0303\u0327]/g, '')
          .normalize('NFC')
      : address,
  );
}

/**
 * A name copied from Outlook's address line, surname first ("Van den Broeck, Pieter
 * <pieter.vandenbroeck@colruyt.be>", "García López, Ana <ana.garcia@…>", "Müller, Hans
 * <…>"), blind set 19: turned round as the name is said ("Pieter Van den Broeck <…>"). Only
 * before an address in angle brackets, Outlook's way; "Pieter, Ana <…>" (two first names)
 * is as likely, so the address must bear out the words after the comma as the first name.
 */
const OUTLOOK_NAME =
  /(^|\n|[:;]\s*)((?:\p{Lu}[\p{L}'’-]*|van|von|de|der|den|da|do|dos|das|del|la|le|di|du)(?:[ \t]+(?:\p{Lu}[\p{L}'’-]*|van|von|de|der|den|da|do|dos|das|del|la|le|di|du)){0,3}),[ \t]*(\p{Lu}[\p{L}'’-]*(?:[ \t]+\p{Lu}[\p{L}'’-]*)?)[ \t]*<([^<>\s@]+)@([^<>\s]+)>/gu;

export function withOutlookNamesTurned(message: string): string {
  return message.replace(
    OUTLOOK_NAME,
    (whole, before: string, surname: string, given: string, local: string, domain: string) => {
      const plain = (text: string) => fold(text).replace(/[^a-z]/g, '');
      const umlauts = (text: string) =>
        plain(text.toLowerCase().replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue'));
      const address = plain(local);
      const bears = (word: string, letters: number) =>
        [plain(word), umlauts(word)].some(
          (w) => w.length >= letters && address.includes(w.slice(0, letters)),
        );
      // The first name (or its initial, "m.dupont") and a surname's word are in the address.
      const first = bears(given, 3) || address.startsWith(plain(given).slice(0, 1));
      const last = surname.split(/\s+/).some((word) => bears(word, 3));
      if (!first || !last) return whole;
      return `${before}${given} ${surname} <${local}@${domain}>`;
    },
  );
}
