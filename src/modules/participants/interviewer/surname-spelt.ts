import { findEmails } from '../../questionnaires/kinds/contact.reader.ts';
import { fold } from '../../questionnaires/kinds/lexicons/reading-in.ts';

/**
 * A surname dictated or typed in lower case after capitalised given names, that the
 * message's address spells (blind set 18: "el doctor Jesús Alberto priego de la cruz … j a
 * priego arroba gmail punto com"): written with its capitals, the particles after it and the
 * word they lead to as well ("Priego de la Cruz"). Only a word of four letters or more that an
 * address's local part holds, and never a particle between capitals ("Maria Cristina dela
 * Cruz"); the card shows the name back for a yes.
 */
const GIVEN_THEN_LOWER =
  /(?<=\p{Lu}[\p{Ll}'’-]+\s+)(\p{Ll}{4,})(?!\s+\p{Lu})((?:\s+(?:de|del|da|do|dos|das|la|las|los|van|von|der|y|e))*\s+\p{Ll}{3,})?(?![\p{L}])/gu;

const PARTICLES = new Set([
  'de',
  'del',
  'da',
  'do',
  'dos',
  'das',
  'la',
  'las',
  'los',
  'van',
  'von',
  'der',
  'y',
  'e',
]);

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export function withSurnameTheAddressSpells(message: string): string {
  const locals = findEmails(message).map((email) => fold(email.split('@')[0] ?? ''));
  if (locals.length === 0) return message;
  return message.replace(GIVEN_THEN_LOWER, (whole, surname: string, rest: string | undefined) => {
    if (!locals.some((local) => local.includes(fold(surname)))) return whole;
    const words = (rest ?? '').trim().split(/\s+/).filter(Boolean);
    // Particles then a word go on with the surname ("de la cruz"); a word alone ("jefe") does not.
    const goesOn = words.length > 1 && words.slice(0, -1).every((w) => PARTICLES.has(w));
    if (!goesOn) return `${capital(surname)}${rest ?? ''}`;
    return [capital(surname), ...words.slice(0, -1), capital(words.at(-1)!)].join(' ');
  });
}
