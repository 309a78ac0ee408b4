import { fold } from '../../questionnaires/kinds/lexicons/reading-in.ts';
import type { IntakeState } from './agent.types.ts';

/**
 * "J. P. é João Paulo. Toda a gente lhe chama JP", "C'est Jean-Philippe le J.-P. 😅": the given
 * names behind the initials of a referee listed by surname alone ("o Eng. J. P. Martins,
 * jp.martins@…"). Read only when the message has no detail of its own, says a pair of given
 * names as the initials, next to them ("J. P. é …", "… le J.-P."; never "o Jorge Pinto, que
 * trabalhou com o J. P.", "J. P. Costa"), and exactly one listed referee known by one name has
 * an address that is the initials and that name ("jp.martins@") or was written with them. Its
 * card asks again.
 */

/** Two initials: "J. P.", "J.-P.", "J.P." */
const INITIALS = String.raw`(\p{Lu})\.\s?-?\s?(\p{Lu})\.?`;
/** Two capitalised given names, spaced or hyphenated ("João Paulo", "Jean-Philippe"). */
const PAIR = String.raw`(\p{Lu}\p{Ll}+)([\s-])(\p{Lu}\p{Ll}+)`;
/** The pair said as the initials, next to them: "J. P. é João Paulo", "Jean-Philippe le J.-P.". */
const SAID_AS = [
  new RegExp(
    String.raw`(?<![\p{L}.])${INITIALS}\s*(?:é|e|is|es|ist|c'est|c’est|=|:|quer dizer|significa|steht für|means)\s+${PAIR}(?![\p{L}])(?!\s+\p{Lu})`,
    'u',
  ),
  new RegExp(
    String.raw`(?<![\p{L}])${PAIR}(?!\s+\p{Lu}\p{Ll})\s*,?\s*(?:le|la|o|a|el|der|die|aka|alias)?\s*${INITIALS}(?![\p{L}])(?!\s*\p{Lu}\p{Ll})`,
    'u',
  ),
];

export function givenNamesForInitials(
  state: Pick<IntakeState, 'contacts'>,
  message: string,
): { index: number; firstName: string; lastName: string } | null {
  if (/[@\d]/.test(message)) return null;
  const said = saidAsInitials(message);
  if (!said) return null;
  const code = fold(said.initials);
  // Listed by one name alone (read as a first name or a surname: "Martins"), its address the
  // initials then that name ("jp.martins@…"), or written with the initials ("J. P. Martins").
  const held = state.contacts.flatMap((contact, index) => {
    const names = [contact.firstName, contact.lastName].filter(Boolean) as string[];
    if (names.length !== 1 || /\s/.test(names[0]!)) return [];
    const surname = names[0]!;
    const local = fold(contact.email?.split('@')[0] ?? '');
    const byAddress = new RegExp(`^${code}[._-]?${fold(surname)}$`).test(local);
    const written = (contact.nameAsWritten ?? '').replace(/[.\s-]/g, '').toLowerCase();
    return byAddress || written.startsWith(`${code}${fold(surname)}`) ? [{ index, surname }] : [];
  });
  if (held.length !== 1) return null;
  return { index: held[0]!.index, firstName: said.firstName, lastName: held[0]!.surname };
}

/** The initials and the given names said as them, when one pair is. */
function saidAsInitials(message: string): { initials: string; firstName: string } | null {
  for (const [at, pattern] of SAID_AS.entries()) {
    const m = pattern.exec(message);
    if (!m) continue;
    const [a, b, first, joint, second] =
      at === 0 ? [m[1]!, m[2]!, m[3]!, m[4]!, m[5]!] : [m[4]!, m[5]!, m[1]!, m[2]!, m[3]!];
    if (!first.startsWith(a) || !second.startsWith(b)) continue;
    return { initials: a + b, firstName: `${first}${joint}${second}` };
  }
  return null;
}
