import { editDistance, levenshtein } from '../../../core/edit-distance.ts';
import { escapeRegExp } from '../../../core/regexp.ts';
import { findEmails } from '../../questionnaires/kinds/contact.reader.ts';

/**
 * Addresses at mail providers, mended: one place for the intake's "is this gmail?" questions.
 * Two strictnesses, on purpose: an address read with no word about it is mended only one
 * letter off a big provider at an ending it uses (addressesMended, shown and said); a
 * correction that names the provider mends the one address a letter or two off it
 * (providerSaidFor), as the candidate said which. Either way the card asks for a yes.
 */

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
const ENDINGS_OF: Readonly<Record<string, readonly string[]>> = {
  gmail: ['com'],
  googlemail: ['com'],
  hotmail: ['com', 'fr', 'es', 'de', 'it', 'be', 'ch', 'at', 'co.uk', 'com.br', 'com.ar', 'com.mx'],
  outlook: ['com', 'fr', 'es', 'de', 'it', 'pt', 'be', 'ch', 'at', 'co.uk', 'com.br', 'com.ar'],
  yahoo: ['com', 'fr', 'es', 'de', 'it', 'co.uk', 'com.br', 'com.ar', 'com.mx'],
  icloud: ['com'],
  protonmail: ['com', 'ch'],
  wanadoo: ['fr'],
  laposte: ['net'],
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
  const near = Object.entries(ENDINGS_OF).filter(
    ([provider, endings]) => endings.includes(ending) && editDistance(label, provider, 1) === 1,
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
    const [label = '', ...rest] = domain.split('.');
    const provider = providerMisspelt(label, rest.join('.'));
    if (provider) return [{ typed, mended: `${local}@${[provider, ...rest].join('.')}` }];
    const ending = endingMisspelt(label, rest.join('.'));
    return ending ? [{ typed, mended: `${local}@${label}.${ending}` }] : [];
  });
}

/**
 * ".com" as fingers miss it ("con", "cmo", "cpm", "vom", "xom", "ocm", "comm"): none of them
 * a real ending, so a real one ("hotmail.ca", "outlook.cl", "yahoo.com.au") is never "mended".
 */
const COM_MISTYPED = new Set(['con', 'cmo', 'cpm', 'vom', 'xom', 'ocm', 'comm', 'coom', 'cim']);

/**
 * The ending of a big provider's address with its ".com" mistyped ("hotmail.con", "gmail.cmo",
 * "yahoo.con.br"), when that provider uses ".com" there; any other ending is left as typed.
 */
export function endingMisspelt(label: string, ending: string): string | null {
  const endings = ENDINGS_OF[label.toLowerCase()];
  const [first, ...rest] = ending.toLowerCase().split('.');
  if (!endings || !first || !COM_MISTYPED.has(first)) return null;
  const mended = ['com', ...rest].join('.');
  return endings.includes(mended) ? mended : null;
}

/** The message with each address at a misspelt provider mended (addressesMended). */
export function withProvidersMended(message: string): string {
  return addressesMended(message).reduce(
    (text, { typed, mended }) => text.replace(new RegExp(escapeRegExp(typed), 'gi'), mended),
    message,
  );
}

/** An address on the list mended by what a correction says: its place in the list, the address. */
export interface MendedAddress {
  index: number;
  email: string;
}

/**
 * A provider said in a correction ("opa, é gmail, digitei errado", "sorry, hotmail not
 * hotmial"): the one address whose domain is a letter or two from it is at that provider,
 * its local part and its ending kept. Looser than a reading's mend (addressesMended): the
 * candidate named the provider. Or one provider taken back for another (providerSwitched).
 */
export function providerSaidFor(
  emails: readonly (string | null)[],
  message: string,
): MendedAddress | null {
  const switched = providerSwitched(emails, message);
  if (switched) return switched;
  const said = (message.toLowerCase().match(/\p{L}+/gu) ?? []).filter((w) => MAIL_PROVIDERS.has(w));
  for (const provider of new Set(said)) {
    const found = atLabel(
      emails,
      (label) => label !== provider && levenshtein(label, provider, 2) <= 2,
    );
    if (found.length === 1) return withLabel(emails, found[0]!, provider);
  }
  return null;
}

/**
 * One provider taken back for another ("el correo de la licenciada no es hotmail es outlook",
 * "não é gmail, é hotmail", "nicht GMX, sondern web", "c'est pas yahoo mais outlook", "not
 * gmail, outlook"): the one address at the provider said not to be is at the other.
 */
function providerSwitched(
  emails: readonly (string | null)[],
  message: string,
): MendedAddress | null {
  const words = message.toLowerCase().match(/\p{L}+/gu) ?? [];
  const providers = words.flatMap((w, i) => (MAIL_PROVIDERS.has(w) ? [i] : []));
  if (new Set(providers.map((i) => words[i])).size !== 2) return null;
  const negated = (i: number) => words.slice(Math.max(0, i - 3), i).some((w) => NOT_WORDS.has(w));
  const old = providers.filter(negated).map((i) => words[i]!);
  const now = providers.filter((i) => !negated(i)).map((i) => words[i]!);
  if (new Set(old).size !== 1 || new Set(now).size !== 1) return null;
  const found = atLabel(emails, (label) => label === old[0]);
  return found.length === 1 ? withLabel(emails, found[0]!, now[0]!) : null;
}

const NOT_WORDS = new Set(['no', 'not', 'nicht', 'kein', 'keine', 'pas', 'não', 'nao']);

/** The places in the list of the addresses whose domain's first label passes `test`. */
function atLabel(emails: readonly (string | null)[], test: (label: string) => boolean): number[] {
  return emails.flatMap((email, index) => {
    const label = email?.split('@')[1]?.split('.')[0] ?? '';
    return label !== '' && test(label) ? [index] : [];
  });
}

function withLabel(
  emails: readonly (string | null)[],
  index: number,
  label: string,
): MendedAddress {
  const [local, domain] = emails[index]!.split('@') as [string, string];
  return { index, email: `${local}@${domain.replace(/^[^.]+/, label)}` };
}

/**
 * A domain said again, no address around it: "pour Chantal c'est pecheries-gaspesiennes avec
 * un tiret, pas collé" (the same letters, a hyphen or a dot put in), "bei der Marija is es
 * gmx.net, ned .at" (the same name at another ending). Only as a correction of an address,
 * never in passing ("die Firmenseite ist siemens.com"); the one address it fits, or that of
 * the referee the message names (`named`).
 */
export function domainSaidFor(
  emails: readonly (string | null)[],
  message: string,
  named: number | null,
): MendedAddress | null {
  if (!DOMAIN_CORRECTED.test(message)) return null;
  for (const domain of message.toLowerCase().match(DOMAIN_SAID) ?? []) {
    const fits = emails.flatMap((email, index) => {
      const mended = domainMended(email, domain);
      return mended ? [{ index, email: mended }] : [];
    });
    const one = fits.length === 1 ? fits[0] : fits.find((f) => f.index === named);
    if (one) return one;
  }
  return null;
}

/** An address named, or a correction said, in the five languages ("son mail c'est …", "ned .at", "avec un tiret"). */
const DOMAIN_CORRECTED =
  /(?<![\p{L}])(?:e-?mail|mail|correo|courriel|adresse|endere[çc]o|dom[ií]nio|dominio|domaine|domain|not|nicht|ned|net|nit|pas|no|não|nao|sino|sondern|mais|but|sorry|scuse|d[ée]sol[ée]|perd[oó]n|perdona|desculpa|entschuldigung|tiret|hyphen|bindestrich|gui[oó]n|h[ií]fen|tra[çc]o|oubli[ée]|vergessen|forgot|olvid[ée]|esqueci)(?![\p{L}])/iu;

/** A word with a hyphen or a dot inside, as a domain is said ("pecheries-gaspesiennes", "gmx.net"). */
const DOMAIN_SAID = /(?<![\p{L}\d@.-])[\p{L}\d]+(?:[-.][\p{L}\d]+)+(?![\p{L}\d@-])/gu;

/** The address with the domain said in its place: the same letters, or the same name at another ending. */
function domainMended(email: string | null, said: string): string | null {
  if (!email) return null;
  const [local, domain] = email.split('@') as [string, string];
  const bare = (text: string) => text.replace(/[-.]/g, '');
  const [label, ...ending] = domain.split('.');
  if (said === domain || said === label) return null;
  // "pecheries-gaspesiennes" for "pecheriesgaspesiennes.ca": the same letters, the ending kept.
  if (bare(said) === bare(label!) && !said.includes('.')) {
    return `${local}@${[said, ...ending].join('.')}`;
  }
  if (bare(said) === bare(domain)) return `${local}@${said}`;
  // "gmx.net" for "gmx.at": the same name at another ending.
  const [saidLabel, ...saidEnding] = said.split('.');
  if (saidEnding.length > 0 && saidLabel === label && saidEnding.join('.') !== ending.join('.')) {
    return `${local}@${said}`;
  }
  // "ipes-seraing, seraing avec un g" for "ipes-serain.be": the name with a letter set right,
  // the ending kept (a long name only: a short one a letter apart is another name).
  if (
    !said.includes('.') &&
    bare(label!).length >= 6 &&
    levenshtein(bare(said), bare(label!)) === 1
  ) {
    return `${local}@${[said, ...ending].join('.')}`;
  }
  return null;
}
