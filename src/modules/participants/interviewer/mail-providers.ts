import { editDistance } from '../../../core/edit-distance.ts';
import { escapeRegExp } from '../../../core/regexp.ts';
import { findEmails } from '../../questionnaires/kinds/contact.reader.ts';

/** The mail providers candidates name by their word alone ("é gmail", "c'est hotmail"). */
export const MAIL_PROVIDERS: ReadonlySet<string> = new Set([
  'gmail',
  'googlemail',
  'hotmail',
  'outlook',
  'yahoo',
  'icloud',
  'live',
  'gmx',
  'orange',
  'wanadoo',
  'laposte',
  'protonmail',
  'proton',
  'uol',
  'bol',
  'terra',
  'sapo',
  'aol',
  'msn',
  'yandex',
]);

/**
 * The providers an address is mended to, with the endings each really uses: a letter off a
 * big provider's name at one of its own endings is a slip ("gmial.com"); "ymail.com",
 * "email.com" or "orange.fr" are providers of their own, and never mended.
 */
const MENDED_TO: Readonly<Record<string, RegExp>> = {
  gmail: /^com$/,
  googlemail: /^com$/,
  hotmail: /^(?:com|fr|es|de|it|be|ch|at|co\.uk|com\.br|com\.ar|com\.mx)$/,
  outlook: /^(?:com|fr|es|de|it|pt|be|ch|at|co\.uk|com\.br|com\.ar)$/,
  yahoo: /^(?:com|fr|es|de|it|co\.uk|com\.br|com\.ar|com\.mx)$/,
  icloud: /^com$/,
  protonmail: /^(?:com|ch)$/,
  wanadoo: /^fr$/,
  laposte: /^net$/,
};
/** Providers and real domains a letter from a big one's name: never mended. */
const PROVIDERS_OF_THEIR_OWN = new Set(['ymail', 'email', 'gmx', 'cloud', 'mail', 'aol', 'live']);

/**
 * The provider a domain's first label misspells by one letter changed, added, dropped or
 * two swapped ("gmial", "hotmial", "outllok", "yahooo"), at an ending that provider uses, if
 * exactly one: a label of five letters or more, so a firm's own short domain is never one.
 */
export function providerMisspelt(label: string, ending: string): string | null {
  if (label.length < 5 || MAIL_PROVIDERS.has(label) || PROVIDERS_OF_THEIR_OWN.has(label)) {
    return null;
  }
  const near = Object.entries(MENDED_TO).filter(
    ([provider, endings]) => endings.test(ending) && editDistance(label, provider, 1) === 1,
  );
  return near.length === 1 ? near[0]![0] : null;
}

/** An address mended: as typed, and as the provider it misspelt makes it. */
export interface AddressMended {
  typed: string;
  mended: string;
}

/**
 * The addresses of a message at a misspelt provider ("nildabenitez@gmial.com"), mended
 * ("…@gmail.com"), as the sign-up forms' "did you mean …?" does. The card shows the address
 * mended and the reply says what was typed, so the candidate's yes is to the one written.
 */
export function addressesMended(message: string): AddressMended[] {
  return findEmails(message).flatMap((typed) => {
    const [local, domain] = typed.split('@') as [string, string];
    const [label, ...rest] = domain.split('.');
    const provider = providerMisspelt(label ?? '', rest.join('.'));
    return provider ? [{ typed, mended: `${local}@${[provider, ...rest].join('.')}` }] : [];
  });
}

/** The message with each address at a misspelt provider mended (addressesMended). */
export function withProvidersMended(message: string): string {
  return addressesMended(message).reduce(
    (text, { typed, mended }) => text.replace(new RegExp(escapeRegExp(typed), 'gi'), mended),
    message,
  );
}
