import { LOCALES, type Locale } from '../../../core/locale.ts';
import { fill, participantCopy, relationshipInWords } from '../../../core/participant-copy.ts';
import { readablePhone } from '../../../core/phone.ts';
import { escapeRegExp } from '../../../core/regexp.ts';
import {
  type ContactLexicon,
  type ContactName,
  findName,
  nameFromEmail,
  readContacts,
} from '../../questionnaires/kinds/contact.reader.ts';
import type { ContactDetails, IntakeState, NominatedContact } from './agent.types.ts';
import { contactWordsFor, isKinNoun } from './contact-words.ts';

/**
 * The intake's referee card (CONTRACT "Never a guess"): a referee read from
 * the candidate's words is never submitted on the reading alone. Whatever a
 * turn adds or changes is held (`unconfirmed`) and shown back as one card,
 * "Is this right? Ana García (manager, ana@acme.es)", for a yes or a no
 * (`{ confirm }`, or words). A yes keeps it; a no puts back what the list
 * held before. A name is never certain from free text ("Herrn Keller", a city,
 * an imperative verb read as one), so every reading is confirmed, in every
 * language and on every engine; taps on the form are the candidate's own
 * and need none.
 */

const DETAILS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'relationship',
  'nameAsWritten',
  'contactId',
] as const;

/** The referee's details alone (no confirmation state), absent fields left out. */
export function detailsOf(contact: NominatedContact | ContactDetails): ContactDetails {
  const details: Record<string, unknown> = {};
  for (const field of DETAILS) if (contact[field] !== undefined) details[field] = contact[field];
  return details as ContactDetails;
}

const sameDetails = (a: NominatedContact | ContactDetails, b: NominatedContact | ContactDetails) =>
  DETAILS.every((field) => (a[field] ?? null) === (b[field] ?? null));

/**
 * The referee each of a turn's contacts was before the turn, each earlier one
 * claimed at most once: first one unchanged, then the same recruiter contact
 * or the same address, then the one at its place (the built-in edits in
 * place; a model may reorder its list). A contact matched to none is new. A
 * name is no identity: two people may share one, and a second "Markus
 * Kranewitter" read with an address is a new reading, never the first one
 * to put back.
 */
function earlierOfEach(
  previous: NominatedContact[],
  next: NominatedContact[],
): Array<NominatedContact | undefined> {
  const claimed = new Set<number>();
  const earlier: Array<NominatedContact | undefined> = next.map(() => undefined);
  const claim = (index: number, test: (p: NominatedContact, at: number) => boolean) => {
    const at = previous.findIndex((p, i) => !claimed.has(i) && test(p, i));
    if (at === -1) return;
    claimed.add(at);
    earlier[index] = previous[at];
  };
  next.forEach((contact, index) => {
    claim(index, (p) => sameDetails(p, contact));
  });
  next.forEach((contact, index) => {
    if (earlier[index]) return;
    claim(
      index,
      (p) =>
        (contact.contactId != null && p.contactId === contact.contactId) ||
        (contact.email != null && p.email === contact.email),
    );
  });
  next.forEach((_, index) => {
    if (!earlier[index]) claim(index, (_p, at) => at === index);
  });
  return earlier;
}

/**
 * Holds every referee a turn read from words (added, or changed in any
 * detail) until the candidate says it is right. One already held keeps what
 * it was before its first reading, so a no puts back the last confirmed list.
 */
export function holdReadings(previous: IntakeState, next: IntakeState): void {
  const earlierOf = earlierOfEach(previous.contacts, next.contacts);
  next.contacts.forEach((contact, index) => {
    const earlier = earlierOf[index];
    if (earlier && sameDetails(earlier, contact)) {
      if (earlier.unconfirmed) contact.unconfirmed = earlier.unconfirmed;
      return;
    }
    // A referee still held keeps its `before` as it is, null (added by a reading) included: a
    // second reading never turns the first, never confirmed, into what a no puts back.
    contact.unconfirmed = {
      before: earlier
        ? earlier.unconfirmed
          ? earlier.unconfirmed.before
          : detailsOf(earlier)
        : null,
    };
  });
}

/**
 * The referee whose card is asked now: the first one held, once the
 * candidate has consented (nobody is asked about before) and no card's wrong
 * detail is asked (`wrongDetailAsked`), it has a name
 * (a card of a phone alone says nothing to check), its first name settled
 * and its phone's country known (those are asked first).
 */
export function cardIndex(
  state: Pick<IntakeState, 'consent' | 'contacts' | 'unplacedPhones' | 'confirm'>,
): number | null {
  // Consent taken back in words is asked about first (intake-agent.ts withdrawalCard).
  if (state.consent !== true || state.confirm?.key === 'consent') return null;
  // Which detail of a card is wrong is answered before any other card is asked.
  if (state.contacts.some((contact) => contact.unconfirmed?.wrongDetailAsked)) return null;
  const waiting = state.contacts.findIndex(
    (contact, index) =>
      contact.unconfirmed &&
      contact.firstName &&
      !contact.nameAsWritten &&
      !state.unplacedPhones?.some((phone) => phone.contact === index),
  );
  return waiting === -1 ? null : waiting;
}

/** One referee as the chat says it: "Ana García (manager, ana@acme.es, +34 600 12 34 56)". */
export function refereeLine(contact: NominatedContact, locale: Locale): string {
  const say = participantCopy(locale).intakeAgent;
  const name =
    [contact.firstName, contact.lastName].filter(Boolean).join(' ') ||
    contact.nameAsWritten ||
    say.noNameYet;
  const phone = contact.phone ? readablePhone(contact.phone) : null;
  const details = [relationshipInWords(contact.relationship, locale), contact.email, phone]
    .filter(Boolean)
    .join(', ');
  return `${name}${details ? ` (${details})` : ''}`;
}

/** The state's `confirm`: the card of the referee asked about now, or null. */
export function refereeCard(
  state: Pick<IntakeState, 'consent' | 'contacts' | 'unplacedPhones' | 'confirm'>,
  locale: Locale,
): { key: 'referee'; value: CardValue; text: string } | null {
  const index = cardIndex(state);
  if (index === null) return null;
  const contact = state.contacts[index]!;
  return {
    key: 'referee',
    value: {
      name: [contact.firstName, contact.lastName].filter(Boolean).join(' ') || null,
      email: contact.email,
      phone: contact.phone,
      relationship: contact.relationship,
    },
    text: fill(
      participantCopy(locale).intakeAgent.confirmReferee,
      { referee: refereeLine(contact, locale) },
      locale,
    ),
  };
}

/** A card's value: the referee as the form would take it (`referee` answer), blanks as null. */
export interface CardValue {
  name: string | null;
  email: string | null;
  phone: string | null;
  relationship: string | null;
}

/**
 * The candidate's yes or no to the card asked now: a yes keeps the referee
 * as read; a no puts back what the list held before the reading. A referee
 * the reading added is kept once, its card's details asked about
 * (`wrongDetailAsked`: the `wrongDetail` choice, fixWrongDetail), when
 * `mayAskWrongDetail` (a tap: a no in words often says more, "non, oubliez
 * Marie-Line") and it was not asked before; otherwise it is removed. Returns
 * the referee's name as read, or null when no card is asked.
 */
export function settleCard(
  state: IntakeState,
  yes: boolean,
  { mayAskWrongDetail = true }: { mayAskWrongDetail?: boolean } = {},
): NominatedContact | null {
  const index = cardIndex(state);
  if (index === null) return null;
  const contact = state.contacts[index]!;
  const before = contact.unconfirmed?.before ?? null;
  if (yes) delete contact.unconfirmed;
  else if (before) state.contacts[index] = before;
  else if (mayAskWrongDetail && repairsOf(contact) < MAX_CARD_REPAIRS) {
    const repairs = repairsOf(contact);
    contact.unconfirmed = { before: null, wrongDetailAsked: true, ...(repairs && { repairs }) };
  } else dropContact(state, index);
  return contact;
}

/**
 * The most times one card's wrong detail is asked: a card may be wrong in more than one
 * detail (a name read surname first and the candidate's own number in it), each mended
 * after its own no; past this a no drops it, to be written again.
 */
export const MAX_CARD_REPAIRS = 3;

/** How many times the candidate said what was wrong on this card (a state stored before `repairs`: one, once asked again). */
function repairsOf(contact: NominatedContact): number {
  return contact.unconfirmed?.repairs ?? (contact.unconfirmed?.askedAgain ? 1 : 0);
}

/** The card's `unconfirmed` once the candidate said (again) what is wrong on it. */
export function repairedOnce(
  contact: NominatedContact,
): NonNullable<NominatedContact['unconfirmed']> {
  return { before: null, askedAgain: true, repairs: repairsOf(contact) + 1 };
}

/** A card's details the `wrongDetail` choice may name, and "remove this referee". */
export const WRONG_DETAILS = ['name', 'email', 'phone', 'relationship', 'remove'] as const;
export type WrongDetail = (typeof WRONG_DETAILS)[number];

/** The referee whose card the candidate said no to, its wrong detail asked now, or null. */
export function wrongDetailAskedFor(state: Pick<IntakeState, 'contacts'>): number | null {
  const index = state.contacts.findIndex((c) => c.unconfirmed?.wrongDetailAsked);
  return index === -1 ? null : index;
}

/** The details the card showed, the ones a candidate may say are wrong (the name always). */
export function wrongDetailsOf(contact: NominatedContact): WrongDetail[] {
  return WRONG_DETAILS.filter(
    (detail) => detail === 'name' || detail === 'remove' || Boolean(contact[detail]),
  );
}

/**
 * The candidate's answer to what is wrong on the card they said no to: a wrong
 * name asks where its first name ends, every split offered (askNameAgain; a
 * name that cannot be split otherwise drops the reading for them to write it
 * again); a wrong address, phone or relationship is left out and the card
 * asked again (a tap on no to it asks what is wrong again, MAX_CARD_REPAIRS times
 * in all: settleCard); remove drops it. Returns what happened: `split`,
 * `leftOut`, or `dropped`.
 */
export function fixWrongDetail(
  state: IntakeState,
  index: number,
  detail: WrongDetail,
): 'split' | 'leftOut' | 'dropped' {
  const contact = state.contacts[index]!;
  const repaired = repairedOnce(contact);
  if (detail === 'name') {
    if (askNameAgain(state.contacts, index, repaired)) return 'split';
  } else if (detail !== 'remove') {
    contact[detail] = null;
    contact.unconfirmed = repaired;
    return 'leftOut';
  }
  dropContact(state, index);
  return 'dropped';
}

/** Removes a referee from the list, with the phones waiting for their country. */
export function dropContact(state: IntakeState, index: number): void {
  state.contacts.splice(index, 1);
  state.unplacedPhones = state.unplacedPhones
    ?.filter((p) => p.contact !== index)
    .map((p) => (p.contact > index ? { ...p, contact: p.contact - 1 } : p));
}

/** The most words of a name whose every split is offered (four words: six splits). */
/**
 * Name words (particles aside) of a name asked again: "Don Anselmo de la Torre Morales" is
 * five, "María Alejandra Rondón Pérez" four; the full name may be typed instead of a split.
 */
const MAX_WORDS_ASKED_AGAIN = 5;

/**
 * A wrong name on a referee the reading added, with an address or a number of
 * its own and a name of two to four words, is most often a name split in the
 * wrong place ("Li Na", "Horváth Péter", "Nguyen Van Minh": a surname read as
 * the first name): rather than dropping the referee for the candidate to type
 * again, its name is kept as written and where the first name ends is asked,
 * every split offered, or the full name written (intake-agent.ts intakeAsk,
 * fullNameTyped). A no to that question drops it. Returns whether the name is
 * asked again.
 */
function askNameAgain(
  contacts: NominatedContact[],
  index: number,
  repaired: NonNullable<NominatedContact['unconfirmed']>,
): boolean {
  const contact = contacts[index]!;
  if (!contact.email && !contact.phone) return false;
  // "Don Anselmo de la Torre Morales": a title read into the name is no part of it.
  const titles = new Set(
    LOCALES.flatMap((locale) => contactWordsFor(locale).titles ?? []).map((t) =>
      t.toLowerCase().replace(/\.$/, ''),
    ),
  );
  const written = [contact.firstName, contact.lastName]
    .filter(Boolean)
    .join(' ')
    .trim()
    .split(/\s+/)
    .filter(
      (word, i, all) =>
        i > 0 || all.length < 3 || !titles.has(word.toLowerCase().replace(/\.$/, '')),
    )
    .join(' ');
  const particles = contactWordsFor(undefined).particles;
  const words = written.split(/\s+/).filter((w) => !particles.has(w.toLowerCase())).length;
  if (words < 2 || words > MAX_WORDS_ASKED_AGAIN) return false;
  contacts[index] = {
    ...contact,
    firstName: null,
    lastName: null,
    nameAsWritten: written,
    unconfirmed: repaired,
  };
  return true;
}

/**
 * The list as the candidate saved it on the page (`PUT …/referees`): a
 * referee they edited is theirs and needs no yes; one they left as it was
 * still waits for it, as read.
 */
export function keepUnconfirmed(
  listed: NominatedContact[],
  saved: NominatedContact[],
): NominatedContact[] {
  return saved.map((contact) => {
    const same = listed.find((c) => c.unconfirmed && sameDetails(c, contact));
    return same ? { ...contact, unconfirmed: same.unconfirmed } : contact;
  });
}

/** Accents and case aside. */
const foldedName = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The message says this referee's first name or surname, as a whole word. */
function mentions(message: string, contact: NominatedContact): boolean {
  const text = ` ${foldedName(message).replace(/[^\p{L}\p{N}-]+/gu, ' ')} `;
  return [contact.firstName, contact.lastName, contact.nameAsWritten, ...(contact.calledAs ?? [])]
    .filter((n): n is string => !!n && n.length >= 2)
    .some((n) =>
      text.includes(
        ` ${foldedName(n)
          .replace(/[^\p{L}\p{N}-]+/gu, ' ')
          .trim()} `,
      ),
    );
}

/** The word opens the message or a sentence in it ("Hola! Bevor Sie fragen …"). */
function opensSentence(message: string, word: string): boolean {
  return new RegExp(`(?:^|[.!?;:…]\\s*)${escapeRegExp(word)}(?![\\p{L}])`, 'u').test(
    message.trim(),
  );
}

/**
 * The one full name (first name and surname) the message's clauses say that is no referee's
 * on the list ("Segunda: compañero mío vendimia, Pedro Sáenz de Tejada. Teléfono …"): read
 * clause by clause, as a label or a greeting before it may hide it from the whole message.
 * Null when there is none or more than one (then whose details are whose is a guess).
 */
function unlistedFullName(
  message: string,
  contacts: NominatedContact[],
  words: ContactLexicon,
): ContactName | null {
  const found = new Map<string, ContactName>();
  for (const clause of message.split(/(?<=[.;:!?])\s+|,\s+|\n+/)) {
    const name = findName(clause, words);
    // "Peter (Ehemann)": a kin word after a first name is no surname, nor anyone's full name.
    if (!name?.lastName || name.written || isKinNoun(name.lastName)) continue;
    const listed = contacts.some(
      (c) => c.firstName && foldedName(c.firstName) === foldedName(name.firstName),
    );
    if (!listed) found.set(foldedName(`${name.firstName} ${name.lastName}`), name);
  }
  return found.size === 1 ? [...found.values()][0]! : null;
}

/**
 * The structural fallback of the intake's reading (CONTRACT "Never a guess", and never a
 * referee lost): a message that carries an address or a phone whose reading leaves them on no
 * referee, or puts them on one listed before whom the message does not name while it names
 * someone else in full ("Segunda: compañero mío vendimia, Pedro Sáenz de Tejada. Teléfono
 * 699 …" read onto the referee before), is offered as its best reading instead: the full name
 * it says, those details, the relationship if one is said, held for the candidate's yes on
 * the card (never stored without it; a no drops it). A referee listed before gets back what
 * it had. Call between the reading and `holdReadings`. Nothing is offered without a name.
 */
export function offerUnread(
  previous: IntakeState,
  state: IntakeState,
  message: string,
  words: ContactLexicon,
  defaultCountry: string,
  max: number,
): void {
  const parts = readContacts(message, words, defaultCountry);
  const details = parts.flatMap((p) => [...p.emails, ...(p.phone ? [p.phone] : [])]);
  if (details.length === 0) return;
  const name = unlistedFullName(message, state.contacts, words);
  // Details put on a referee listed before, who the message does not name, instead of on the
  // person it names: that referee gets back what it had.
  const misplaced: string[] = [];
  if (name) {
    previous.contacts.forEach((before, index) => {
      const now = state.contacts[index];
      // Only a named referee that kept its name: one renamed by the reading (a nameless
      // mailbox giving way to the person named, intake-agent.ts) was meant to take them.
      if (!now || !before.firstName || now.firstName !== before.firstName) return;
      if (mentions(message, before) || before.contactId) return;
      const moved = details.filter(
        (d) => (now.phone === d && before.phone !== d) || (now.email === d && before.email !== d),
      );
      if (moved.length === 0) return;
      misplaced.push(...moved);
      state.contacts[index] = structuredClone(before);
    });
  }
  // A referee this message added under one word that is no part of the full name it says
  // ("Bevor Sie fragen …: Lic. Carolina Hoffmann, …" read as "Bevor"): that word opened a
  // clause, the full name beside the details is the person.
  if (name) {
    state.contacts.slice(previous.contacts.length).forEach((added) => {
      const word = added.firstName;
      if (!word || added.lastName || added.nameAsWritten) return;
      const full = foldedName(`${name.firstName} ${name.lastName}`).split(/\s+/);
      if (full.includes(foldedName(word)) || !opensSentence(message, word)) return;
      added.firstName = name.firstName;
      added.lastName = name.lastName;
    });
  }
  const onList = (d: string) => state.contacts.some((c) => c.email === d || c.phone === d);
  const unread = details.filter((d) => !onList(d));
  if (unread.length === 0 || state.contacts.length >= max) return;
  const email = unread.find((d) => d.includes('@')) ?? null;
  const phone = unread.find((d) => !d.includes('@')) ?? null;
  const named = name ?? (email ? nameFromEmail(email, words) : null);
  if (!named?.firstName || named.written) return;
  const relationships = [...new Set(parts.map((p) => p.relationship).filter(Boolean))];
  state.contacts.push({
    firstName: named.firstName,
    lastName: named.lastName ?? null,
    email,
    phone,
    relationship: relationships.length === 1 ? relationships[0]! : null,
  });
}
