import type { IntakeState } from './agent.types.ts';

/**
 * "J. P. é João Paulo. Toda a gente lhe chama JP", "C'est Jean-Philippe le J.-P. 😅": the given
 * names behind the initials of a referee listed by surname alone ("o Eng. J. P. Martins,
 * jp.martins@…"). Read only when the message has no detail of its own, names one pair of
 * given names with those initials, and exactly one listed referee without a first name has
 * an address that opens with them (or was written with them). Its card asks again.
 */

/** Two initials: "J. P.", "J.-P.", "J.P." */
const INITIALS = /(?<![\p{L}.])(\p{Lu})\.\s?-?\s?(\p{Lu})\.?(?![\p{L}])/u;
/** Two capitalised given names, spaced or hyphenated ("João Paulo", "Jean-Philippe"). */
const GIVEN_PAIR = /(?<![\p{L}])(\p{Lu}\p{Ll}+)([\s-])(\p{Lu}\p{Ll}+)(?![\p{L}])/gu;

export function givenNamesForInitials(
  state: Pick<IntakeState, 'contacts'>,
  message: string,
): { index: number; firstName: string; lastName: string } | null {
  if (/[@\d]/.test(message)) return null;
  const initials = INITIALS.exec(message);
  if (!initials) return null;
  const [a, b] = [initials[1]!, initials[2]!];
  const pairs = [...message.matchAll(GIVEN_PAIR)].filter(
    (m) => m[1]!.startsWith(a) && m[3]!.startsWith(b),
  );
  if (pairs.length !== 1) return null;
  const pair = pairs[0]!;
  const code = (a + b).normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  // Listed by one name alone (read as a first name or a surname: "Martins").
  const held = state.contacts.flatMap((contact, index) => {
    const names = [contact.firstName, contact.lastName].filter(Boolean);
    const byInitials =
      contact.email?.toLowerCase().startsWith(code) ||
      new RegExp(`${a}\\.\\s?-?\\s?${b}\\.`, 'u').test(contact.nameAsWritten ?? '');
    return names.length === 1 && !/\s/.test(names[0]!) && byInitials
      ? [{ index, surname: names[0]! }]
      : [];
  });
  if (held.length !== 1) return null;
  return {
    index: held[0]!.index,
    firstName: `${pair[1]}${pair[2]}${pair[3]}`,
    lastName: held[0]!.surname,
  };
}
