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
 * The provider a domain's first label misspells by one letter changed, added, dropped or
 * two swapped ("gmial", "hotmial", "outllok", "yahooo"), if exactly one: a label of five
 * letters or more, so a firm's own short domain ("bol", "uol", "gmx" are providers too) is
 * never taken for one.
 */
export function providerMisspelt(label: string): string | null {
  if (label.length < 5 || MAIL_PROVIDERS.has(label)) return null;
  const near = [...MAIL_PROVIDERS].filter((p) => p.length >= 5 && editDistance(label, p, 1) === 1);
  return near.length === 1 ? near[0]! : null;
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
    const provider = providerMisspelt(label ?? '');
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
