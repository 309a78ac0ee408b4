import {
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
} from 'libphonenumber-js';
import { levenshtein } from '../../../core/edit-distance.ts';
import type { Locale } from '../../../core/locale.ts';
import { fill, forRole, participantCopy, plural } from '../../../core/participant-copy.ts';
import { normalisePhone, readablePhone } from '../../../core/phone.ts';
import { escapeRegExp } from '../../../core/regexp.ts';
import {
  askContact,
  type ContactLexicon,
  type ContactName,
  type ContactPart,
  countryNamed,
  emailBearsOut,
  findEmails,
  findName,
  findPhones,
  isCommonWord,
  nameFromEmail,
  readContacts,
  SAME_NUMBER,
  spellsAnotherName,
  toName,
  uncertainSplit,
  withExtensionsRead,
  withLookalikeDigits,
  withoutEmails,
  withPhoneLinks,
  withSpokenEmails,
} from '../../questionnaires/kinds/contact.reader.ts';
import { askFor } from '../../questionnaires/kinds/index.ts';
import type { IntakeContext, IntakeState, NominatedContact } from './agent.types.ts';
import { withoutChatHeaders } from './chat-headers.ts';
import {
  CONTACT_WORDS,
  contactWordsFor,
  countryInReplyNamed,
  isKinNoun,
  namedInPassing,
  wholeWord,
  withoutWithdrawnGeneralAddress,
  withSpokenPhones,
} from './contact-words.ts';
import { withoutIdNumbers } from './id-numbers.ts';
import { givenNamesForInitials } from './initials-spelt.ts';
import {
  cardIndex,
  dropContact,
  fixWrongDetail,
  holdReadings,
  offerUnread,
  refereeCard,
  refereeLine,
  repairedOnce,
  settleCard,
  type WrongDetail,
  wrongDetailAskedFor,
  wrongDetailsOf,
} from './intake-confirmation.ts';
import {
  CONSENT_QUESTION,
  type IntakeAsk,
  type IntakeTypedAnswer,
  MAX_LISTED_REFEREES,
} from './intake-controls.ts';
import {
  ERASE_IT_ALL,
  endsSayingDone,
  leadsWithNo,
  nameSaidReversed,
  pastedCards,
  petNameOf,
  readConsent,
  refusesBeforeDetails,
  refusesInWords,
  saysDetailLacking,
  saysDone,
  saysItWasThemselves,
  saysNoEmail,
  saysOnlyOneName,
  surnameStated,
  takesBackYes,
  takesConsentBack,
  withAddressOfNameParts,
  withCapitalSurnameFirst,
  withCapsLockUndone,
  withdrawsConsent,
  withFullNameInBrackets,
  withGivenNameAfterTitledSurname,
  withGivenNameBesideTitle,
  withLowercaseNamesCapitalised,
  withNameRestated,
  withNegatedYesSaid,
  withOutlookDisplayNames,
  withoutEveryonesNickname,
  withoutFalseStarts,
  withoutSignOff,
  withoutSpellingAlphabet,
  withoutYesElsewhereNo,
  withRealFirstNames,
  withRealNameAlone,
  withRoleGlossed,
  withSurnameSaidFirst,
  withSurnameShared,
} from './intake-reading.ts';
import { withKnownNumbersInFull } from './known-numbers.ts';
import { lexiconFor } from './lexicon.ts';
import {
  withAddressesUnaccented,
  withOutlookNamesTurned,
  withoutMailHeaders,
} from './mail-headers.ts';
import {
  addressesMended,
  domainSaidFor,
  type MendedAddress,
  providerSaidFor,
  withProvidersMended,
} from './mail-providers.ts';
import { withoutOwnDetails } from './own-details.ts';
import { withSurnameTheAddressSpells } from './surname-spelt.ts';
import { slipDistance } from './typo-mending.ts';
import { unrepeated } from './unrepeated.ts';
import {
  withCapitalLinesCased,
  withDictatedPunctuation,
  withoutCarrierPlaceholder,
} from './written-forms.ts';

/**
 * The built-in intake interviewer: asks for consent, collects referee
 * nominations from free text, says what it has and what is missing, and
 * tells the candidate when they can complete. Pure and deterministic.
 */

/** The intake interviewer's words, in the request's language. */
const sayIn = (locale: Locale) => participantCopy(locale).intakeAgent;

/** The submit button, as the replies name it. */
const submitIn = (locale: Locale) => ({ button: participantCopy(locale).buttons.submitReferees });

export const MAX_NOMINATIONS = 5;

export function initialIntakeState(): IntakeState {
  return { step: 'consent', consent: null, contacts: [], missing: ['consent', 'referee'] };
}

/** The greeting stored as the first agent message when the candidate first opens the link. */
export function intakeOpening(context: IntakeContext): string {
  const say = sayIn(context.locale);
  return fill(
    say.opening,
    {
      firstName: context.candidateFirstName,
      company: context.tenantName,
      forRole: forRole(context.roleTitle, participantCopy(context.locale), context.locale),
    },
    context.locale,
  );
}

/** A referee is usable once it has a name, an e-mail and a relationship; a phone is welcome. */
export function contactMissing(contact: NominatedContact): string[] {
  const missing: string[] = [];
  if (!contact.firstName) missing.push('name');
  if (!contact.email) missing.push('email');
  if (!contact.relationship) missing.push('relationship');
  return missing;
}

/**
 * What still blocks completion: `consent`, `referee` (none yet), `contacts.<i>.<field>`.
 * An e-mail is needed to invite (CONTRACT: `queue_outreach` needs a contact with one), so
 * a referee's address is missing only while no referee, on the list or on file, has one:
 * after that, a referee without one is kept (and not invited), as a candidate_intake
 * contact may lack any field.
 */
export function intakeMissing(
  state: Pick<IntakeState, 'consent' | 'contacts'>,
  existingReferees = 0,
): string[] {
  const missing: string[] = [];
  if (state.consent !== true) missing.push('consent');
  if (state.contacts.length === 0 && existingReferees === 0) missing.push('referee');
  const invitable = existingReferees > 0 || state.contacts.some((contact) => contact.email);
  state.contacts.forEach((contact, i) => {
    for (const field of contactMissing(contact)) {
      if (field !== 'email' || !invitable) missing.push(`contacts.${i}.${field}`);
    }
    // Read from words and not yet confirmed (intake-confirmation.ts): never submitted as read.
    if (contact.unconfirmed) missing.push(`contacts.${i}.confirmation`);
  });
  return missing;
}

/**
 * `missing` in words a participant reads, item by item ("your consent",
 * "Bob’s relationship to you", "referee 2’s e-mail address"): what the page
 * shows as "Still needed", never a field path.
 */
export function neededWords(
  state: Pick<IntakeState, 'contacts'>,
  missing: string[],
  locale: Locale,
): string[] {
  const say = sayIn(locale);
  return missing.map((item) => {
    if (item === 'consent') return say.needed.consent;
    if (item === 'referee') return say.needed.referee;
    const [, index, field] = item.split('.');
    const contact = state.contacts[Number(index)];
    const who = contact
      ? displayName(contact, Number(index), locale)
      : fill(say.numbered, { number: Number(index) + 1 }, locale);
    const template =
      say.needed[field as 'name' | 'email' | 'relationship' | 'confirmation'] ?? say.needed.referee;
    return fill(template, { who }, locale);
  });
}

/**
 * Sets the state's `missing` (field paths, for the code), `needed` (the
 * same, in words) and the controls it asks with (`ask`, and `confirm`: the
 * card of a referee read from words, intake-confirmation.ts).
 */
export function updateMissing(
  state: Pick<
    IntakeState,
    'consent' | 'contacts' | 'missing' | 'needed' | 'ask' | 'confirm' | 'unplacedPhones'
  >,
  existingReferees = 0,
  locale: Locale,
): void {
  state.missing = intakeMissing(state, existingReferees);
  state.needed = neededWords(state, state.missing, locale);
  state.ask = intakeAsk(state, locale);
  // Consent taken back in words waits for the candidate's yes before any referee card.
  state.confirm =
    state.confirm?.key === 'consent' && state.consent === true
      ? withdrawalCard(locale)
      : refereeCard(state, locale);
  if (state.confirm?.key === 'consent') state.ask = null;
}

/** The message's sentences that hold a word (a stop, "!", "?" or "…" ends one). */
function sentencesOf(message: string): string[] {
  return message.split(/(?<=[.!?…])\s+/).filter((s) => /\p{L}/u.test(s));
}

/**
 * A message whose last sentence takes the consent back, with no detail of its own ("… o meu
 * chefe, o Sr. Medeiros (296 123 456), não sabe de nada. Por agora não autorizo, desculpe"):
 * the details before it are the reason, no referee given.
 */
function endsWithdrawing(message: string, context: IntakeContext): boolean {
  const sentences = sentencesOf(message);
  const last = sentences.at(-1) ?? '';
  return sentences.length > 1 && withdrawsConsent(last) && !hasContactDetails(last, context);
}

/**
 * A message that opens by taking the consent back in sentences with no detail of their own
 * ("Nä, waat ens. Dat jeiht nit. Minge Chef, dr Herr Jupp Schmitz, j.schmitz@…, dä weiß noch
 * nix dovun"): the details after them are the reason, no referee given.
 */
function opensWithdrawing(message: string, context: IntakeContext): boolean {
  const sentences = sentencesOf(message);
  const before = sentences.findIndex((s) => hasContactDetails(s, context));
  if (before < 1) return false;
  const opening = sentences.slice(0, before).join(' ');
  return withdrawsConsent(opening);
}

/**
 * The state's `confirm` while consent taken back in words waits for the candidate's yes
 * (CONTRACT "Never a guess"): the consent as read, `false`; a yes refuses it.
 */
function withdrawalCard(locale: Locale): { key: 'consent'; value: false; text: string } {
  return { key: 'consent', value: false, text: sayIn(locale).confirmWithdrawal };
}

/**
 * One message of the candidate. A plain yes or no while a referee's card is
 * asked answers it; anything else is read, and every referee the reading
 * adds or changes waits for the candidate's yes (intake-confirmation.ts).
 */
export function intakeTurn(
  context: IntakeContext,
  previous: IntakeState,
  said: string,
  { mayAnswerCard = true }: { mayAnswerCard?: boolean } = {},
): { text: string; state: IntakeState } {
  // A no in words is often more than a no to the card ("non, oubliez Marie-Line", "ignora,
  // essa sou eu"): it drops the reading; which detail is wrong is asked after a tap on no only.
  const yes = mayAnswerCard ? cardAnswerIn(context, previous, said) : null;
  if (yes !== null) return intakeConfirmTurn(context, previous, yes, { askWrongDetail: false });
  const refusedCard = wrongDetailAskedFor(previous);
  if (refusedCard !== null) return wordsWhileDetailAsked(context, previous, said, refusedCard);
  // An address dictated ("jp ponto santos arroba outlook ponto com") is read as typed; the
  // card shows it back for the candidate's yes.
  // A forwarded e-mail's headers: its sender is the one meant, never the To: or Cc: people.
  // The candidate's own address or number ("si necesitan algo me escriben a mí: …") is nobody's.
  // An identity document's number ("C.C. 10.123.456 de Pereira") is no phone; an accent
  // autocorrect put in an address ("rosa.lópez@…") is left out. Lines all in capitals
  // ("SRA. MARIA DO SOCORRO LINS") are read as names are written, and Brazil's old "(0XX81)" as "(81)".
  // A letter's closing and signature are no referee ("Mit freundlichen Grüßen, Hilde Mrozek").
  // A word cut off and said again after a hesitation ("Xiaoyan... euh Xiaoyan") is said once.
  // A name repeated in full in brackets ("a D. Fátima (Fátima Gonçalves)") is that full name.
  // A nickname then the real first name ("Ti-Jean Thibodeaux, son vrai nom c'est Jean-Pierre").
  // A name said again in full ("Suresh Anna, o sea Suresh Sivalingam") is the name said last.
  // A number in a WhatsApp link ("wa.me/5959…") or dictated in words ("zéro six
  // quatre-vingt-quatorze, vingt, …") is read as the number it is, and shown on the card.
  // A name typed without capitals ("mi jefa carmen lópez") gets them where the sentence makes it one.
  const { locale } = context;
  const candidate = { first: context.candidateFirstName, last: context.candidateLastName };
  // The rewrites before the reading, in the order they apply (each reads the one before's text).
  const rewrites: ReadonlyArray<(text: string) => string> = [
    withAddressesUnaccented,
    withoutCarrierPlaceholder,
    withCapitalLinesCased,
    withOutlookNamesTurned,
    (text) => withoutMailHeaders(text, candidate),
    withoutIdNumbers,
    withoutOwnDetails,
    withoutChatHeaders,
    withCapsLockUndone,
    withoutFalseStarts,
    withoutSpellingAlphabet,
    (text) => withAddressOfNameParts(text, locale),
    withSpokenEmails,
    withDictatedPunctuation,
    withSurnameTheAddressSpells,
    (text) => withLowercaseNamesCapitalised(text, locale),
    withPhoneLinks,
    withLookalikeDigits,
    withExtensionsRead,
    (text) => withSpokenPhones(text, locale),
    withoutSignOff,
    withFullNameInBrackets,
    (text) => withNameRestated(text, locale),
    (text) => withSurnameShared(text, locale),
    (text) => withRealFirstNames(text, locale),
    withRealNameAlone,
    withoutEveryonesNickname,
    (text) => withOutlookDisplayNames(text, locale),
    (text) => withSurnameSaidFirst(text, locale, context.defaultCountry),
    (text) => withoutLuxembourgishArticle(text, context),
    withAliasConnectorPlain,
    (text) => withRoleGlossed(text, locale),
    withCapitalSurnameFirst,
    withGenderedTitlesPlain,
    withoutBirthName,
    (text) => withGivenNameAfterTitledSurname(text, locale),
    withGivenNameBesideTitle,
    withoutDatelineSignature,
    withoutWithdrawnGeneralAddress,
    withoutFirmNames,
    withoutPostalAddress,
  ];
  // "Et Kader mon collègue… non, laissez tomber": one named and dropped in the same sentence
  // is no referee, and the rest of the message is read as it comes.
  const rewritten = rewrites.reduce((text, rewrite) => rewrite(text), said);
  // "nildabenitez@gmial.com": the provider it misspells, said so in the reply (addressesMended).
  const mended = addressesMended(rewritten);
  const read = withoutDroppedAsNamed(previous, withProvidersMended(rewritten), context);
  const say = sayIn(context.locale);
  const state: IntakeState = structuredClone(previous);
  // A person the last message named without details is kept for this message only.
  const pendingPerson = state.pendingPerson ?? null;
  delete state.pendingPerson;
  // "Kim ist der Nachname, Vorname Min-jun": the name on the card turned round, the rest read.
  const turned = withReversedNameTurned(
    state,
    withListPlacesNamed(state, withGenitiveOfListed(state, read, context.locale)),
  );
  // "… pongan a la Lic. Wara Condori, waracondori@…, 76543210": a message with an address new to
  // the list names someone new, whose number is theirs even when it ends a listed one.
  const listedEmails = new Set(state.contacts.map((c) => c.email?.toLowerCase()));
  const namesNewAddress = findEmails(turned).some((email) => !listedEmails.has(email));
  const message = namesNewAddress
    ? turned
    : withKnownNumbersInFull(
        turned,
        state.contacts.map((c) => c.phone),
      );
  const parts: string[] = mended.map(({ typed, mended }) =>
    fill(say.addressMended, { typed, mended }, context.locale),
  );
  // A withdrawal asked about and not answered: the message is read as it comes.
  if (state.confirm?.key === 'consent') state.confirm = null;

  if (state.step === 'consent' || state.step === 'declined') {
    // Consent only from a yes without a negation (CONTRACT "Never a guess"): an e-mail
    // address is no consent, and "No. Please do not contact jane@…" is a refusal.
    // In the candidate's language's words too ("dale", "passt", "ouais vas-y"): kinds/lexicons.
    let answer = readConsent(message) ?? translatedConsent(message, context);
    if (answer === false && restsOnYesElsewhereNo(message, context)) answer = null;
    const refusedFirst =
      answer !== true &&
      refusesBeforeDetails(
        message,
        (text) => hasContactDetails(text, context),
        (text) => translatedConsent(text, context) === true,
      );
    if (refusedFirst) answer = false;
    // A refusal is stored only when certain: a no about a referee named before ("ach nee,
    // die Sandra lass mal weg") takes that referee off the list and refuses nothing.
    const about =
      answer === false && !refusesInWords(message) ? namedContact(state, message) : null;
    if (about !== null && !state.contacts[about]?.contactId) {
      answer = null;
      const removal = removeNamed(state, message, context.locale);
      if (removal) return finish(state, [removal, say.consentFirst], context);
    }
    // A number names a referee as well as an address ("Mi jefe es el Ing. Raúl …, cel 33 …").
    const nominates = hasContactDetails(message, context);
    // A message that names referees is no refusal unless it leads with a plain no ("No. Please
    // do not contact jane@…") or refuses in so many words: its "not" is about them. A number
    // names one as well as an address ("Il a pas d'email, juste son téléphone, 337-555-0193").
    // So does a detail said to be missing ("Bernard a pas de mail, envoyez-lui un texto").
    if (
      answer === false &&
      (hasContactDetails(message, context) || saysDetailLacking(message)) &&
      !leadsWithNo(message) &&
      !refusedFirst &&
      !refusesInWords(message) &&
      !takesBackYes(message)
    )
      answer = null;
    if (answer === false) return refuseConsent(state, nominates, context);
    if (answer !== true) {
      if (!nominates) return finish(state, [say.needConsent], context);
      // Referees named before a yes stay on the list; nobody is contacted without one.
      mergeNominations(state, message, context, pendingPerson);
      offerUnreadIn(previous, state, message, context);
      keepNamesAsTyped(previous, state, said);
      holdReadings(previous, state);
      return finish(
        state,
        [
          fill(say.gotIt, { summary: summary(state.contacts, context.locale) }, context.locale),
          say.consentFirst,
        ],
        context,
      );
    }
    if (!nominates) return giveConsent(state, context);
    state.consent = true;
    state.step = 'referees';
    parts.push(say.thanksForConsent);
  }

  // Consent taken back after it was given ("ich will das doch nicht … bitte nix weitergeben",
  // "mudei de ideia, não passem nada"), before the invitations go out: asked to confirm, then
  // a refusal (intakeConfirmTurn). A message that names a referee or gives details is about
  // them, unless it refuses in so many words ("Não, carreguei sem querer. Por agora não
  // autorizo. A minha chefe (paula@…) ainda não sabe"): the address is the reason, and the
  // card asks before anything is refused.
  // The consent itself taken back in so many words ("Ich ziehe die Einwilligung zurück, bitte
  // alles löschen", "Retiro a autorização, o kota Domingos ainda não sabe") is asked about
  // whoever the reason names, and read in the words as said (the rewrites above may drop a
  // sentence that asks for a deletion).
  const takenBack = takesConsentBack(said);
  // "Non merci, vé. Bonne journée" to "who can speak of your work?", nobody listed: a no to
  // going on at all, asked about as a withdrawal.
  const noToAll =
    state.contacts.length === 0 &&
    leadsWithNo(message) &&
    !/\d/.test(message) &&
    !hasContactDetails(message, context) &&
    (readConsent(message) ?? translatedConsent(message, context)) === false;
  if (
    state.consent === true &&
    (withdrawsConsent(message) || takenBack || noToAll) &&
    (!hasContactDetails(message, context) ||
      endsWithdrawing(message, context) ||
      opensWithdrawing(message, context) ||
      refusesInWords(message) ||
      takenBack) &&
    (namedContact(state, message) === null || takenBack || nobodyAtAll(message))
  ) {
    state.confirm = withdrawalCard(context.locale);
    return finish(state, [], context);
  }

  // "es Matías Park, no Martín": another first name with the surname of one on the list, and
  // theirs taken back, corrects the first name (the card asks for the candidate's yes).
  if (renamedInstead(state, message)) {
    holdReadings(previous, state);
    if (state.step === 'ready') state.step = 'referees';
    return listReply(state, [], context);
  }

  // "A Cidinha é Maria Aparecida Rocha": a referee listed by a nickname alone, named in full
  // (the card asks the candidate's yes again).
  // Details said beside the full name ("…, g.khoury@…") are read as the message goes on.
  if (nicknameNamedInFull(state, message, context)) {
    holdReadings(previous, state);
    if (state.step === 'ready') state.step = 'referees';
    if (!/[@\d]/.test(message)) return listReply(state, [], context);
  }

  // "Catherine Moreau c'est Cathy ! C'est la même personne": two on the list are one referee,
  // listed once with the details of both (the card asks for the candidate's yes).
  if (mergedAsOnePerson(state, message)) {
    holdReadings(previous, state);
    if (state.step === 'ready') state.step = 'referees';
    return listReply(state, [], context);
  }

  // "nicht Florian, streichen Sie ihn bitte … Mein richtiger Chef war Herr Matthias Reindl,
  // m.reindl@…": one struck and another named with an address of their own takes that place,
  // rather than the strike alone dropping the one named after it.
  if (asksRemoval(message, context.locale) && replacedByAnother(state, message, context)) {
    holdReadings(previous, state);
    if (state.step === 'ready') state.step = 'referees';
    return listReply(state, [], context);
  }
  const listed = [...state.contacts];
  const removal = removeNamed(state, message, context.locale);
  if (removal) {
    if (state.step === 'ready') state.step = 'referees';
    const removed = listed.filter((c) => !state.contacts.includes(c)).flatMap(namesOf);
    if (readBesideRemoval(state, message, removed, context))
      return listReply(state, [removal], context);
    return finish(state, [removal], context);
  }

  if (state.step === 'ready' && !hasContactDetails(message, context)) {
    return finish(state, [fill(say.allSet, submitIn(context.locale), context.locale)], context);
  }

  // "J. P. é João Paulo": the given names behind a listed referee's initials, on its card.
  const spelt = givenNamesForInitials(state, message);
  if (spelt) {
    const { firstName, lastName } = spelt;
    state.contacts[spelt.index] = { ...state.contacts[spelt.index]!, firstName, lastName };
    holdReadings(previous, state);
    return listReply(state, [], context);
  }

  // "Handy 0664 12" sent too early, then "34 567 sorry zu früh weggeschickt": one number.
  const finished = finishedPhone(state, message, context);
  if (finished) {
    holdReadings(previous, state);
    return listReply(state, [finished], context);
  }

  // The country of a number asked about ("it's a UK number").
  const placed = placePhone(state, message, context.locale, context.defaultCountry);
  holdReadings(previous, state);
  if (placed && !hasContactDetails(message, context)) {
    // A number still asked about after the answer (one of two placed): asked again last.
    if (state.unplacedPhones?.length)
      return finish(
        state,
        [
          placed,
          fill(say.gotIt, { summary: summary(state.contacts, context.locale) }, context.locale),
          whichCountry(state, context.locale),
        ],
        context,
      );
    return listReply(state, [placed], context);
  }
  if (placed) parts.push(placed);

  // A second no, to the first name asked after a no to the card: the reading is dropped.
  const askedAgain = state.contacts.findIndex(nameAskedAgain);
  if (askedAgain !== -1 && readCardAnswer(message, context) === false) {
    const name = state.contacts[askedAgain]!.nameAsWritten ?? '';
    dropContact(state, askedAgain);
    return finish(state, [fill(say.cardRefused, { name }, context.locale)], context);
  }

  const before = JSON.stringify(state.contacts);
  const pending = state.unplacedPhones?.length ?? 0;
  const settled = !hasContactDetails(message, context) && answerFirstName(state, message, context);
  // "Só esses dois. Obrigado, kamba 🙏": a "done" among fillers names nobody; the "kamba"
  // (friend) said to the listener is no referee's relationship.
  const doneAlone = !hasContactDetails(message, context) && saysDone(message);
  const asked: string[] = [];
  if (
    !settled &&
    !doneAlone &&
    !numberSaidOfNamed(state, message, context) &&
    !correctSpelling(state, message) &&
    !replacedByAnother(state, message, context) &&
    !correctSurname(state, message) &&
    !surnameSaidInstead(state, message) &&
    !correctNamed(state, message, context) &&
    !correctLocalPart(state, message) &&
    !correctDigitsInAddress(state, message) &&
    !correctPhoneEnding(state, message) &&
    !correctWordInAddress(state, message) &&
    !correctMailProvider(state, message) &&
    !correctDomainSaid(state, message) &&
    !givenNamesOfTitled(state, message, context)
  )
    mergeNominations(state, message, context, pendingPerson, asked);
  parts.push(...asked);
  offerUnreadIn(previous, state, message, context);
  keepNamesAsTyped(previous, state, said);
  holdReadings(previous, state);
  const changed = JSON.stringify(state.contacts) !== before;
  const missing = intakeMissing(state, context.existingReferees);

  // "… jane@acme.com, and that's everyone": details and the end in one message.
  const done = changed ? endsSayingDone(message) : saysDone(message);
  if (done && state.unplacedPhones?.length) {
    for (const { raw } of state.unplacedPhones)
      parts.push(fill(say.phoneLeftOut, { number: raw }, context.locale));
    state.unplacedPhones = null;
  }
  // Done, with only the candidate's yes to what was read missing: the last yes finishes.
  delete state.finishing;
  if (done && missing.length > 0 && missing.every(isConfirmation)) {
    state.finishing = true;
    return finish(state, parts, context);
  }
  if (done && (!changed || missing.length === 0)) {
    // Only addresses missing: say why one is needed rather than ask for it again.
    const noAddress = withoutEmail(state, missing, context.locale);
    const blocking = missing.filter((item) => !isConfirmation(item));
    if (blocking.length > 0 && noAddress.length === blocking.length) {
      return finish(
        state,
        [...parts, fill(say.finishNeedsEmail, { names: noAddress.join(', ') }, context.locale)],
        context,
      );
    }
    if (missing.length === 0) {
      state.step = 'ready';
      return finish(
        state,
        [
          ...parts,
          fill(say.thanks, { firstName: context.candidateFirstName }, context.locale),
          state.contacts.length === 0
            ? say.recruiterHasReferees
            : summary(state.contacts, context.locale),
          notInvited(state, context),
          fill(say.ready, submitIn(context.locale), context.locale),
        ],
        context,
      );
    }
    return finish(
      state,
      [
        fill(
          say.beforeYouFinish,
          { missing: describeMissing(state, missing, context.locale) },
          context.locale,
        ),
      ],
      context,
    );
  }
  if (!changed) {
    // "Email hab ich nicht, nur die Nummer": the referee stays, and the chat says why an
    // address is needed (CONTRACT: outreach needs a contact with an e-mail).
    const lacking = saysNoEmail(message) ? refereeWithoutEmail(state, message) : null;
    if (lacking !== null) {
      const name = displayName(state.contacts[lacking]!, lacking, context.locale);
      return finish(state, [...parts, fill(say.noEmailKept, { name }, context.locale)], context);
    }
    // "Ould Cheikh c'est le nom de famille": names listed explained, the list said back.
    if (onlyRestatesSurnames(state, message, context)) return listReply(state, parts, context);
    // A question back ("when will I hear about the job?") is answered, then the list said.
    if (message.includes('?'))
      return listReply(state, [...parts, say.questionBack], context, false);
    // "y el señor Goyo, del abasto …": someone named with no detail yet, asked about by name.
    // (Set by mergeNominations: read again, past the narrowing of the delete above.)
    const named = (state as IntakeState).pendingPerson;
    if (named)
      return finish(
        state,
        [
          ...parts,
          // Someone named without any detail ("y el señor Goyo, del abasto …"), asked about by name.
          fill(say.pendingPersonDetails, { name: named.calledAs[0]! }, context.locale),
        ],
        context,
      );
    // Whose a number is, asked (whoseNumber): the question alone.
    if (asked.length > 0) return finish(state, parts, context);
    // "Son numéro 06 51 …", "Sis Natel: 078 …": a number of a listed referee, of another
    // country than the tenant's: which one is asked, never "no details found".
    if ((state.unplacedPhones?.length ?? 0) > pending) {
      state.step = 'referees';
      return finish(state, [...parts, whichCountry(state, context.locale)], context);
    }
    return finish(state, [...parts, say.noDetails], context);
  }
  if ((state.unplacedPhones?.length ?? 0) > pending) {
    state.step = 'referees';
    return finish(
      state,
      [
        ...parts,
        fill(say.gotIt, { summary: summary(state.contacts, context.locale) }, context.locale),
        whichCountry(state, context.locale),
      ],
      context,
    );
  }
  return listReply(state, parts, context);
}

/**
 * Austria writes a woman's academic title with its ending ("Mag.a Eva Horváthová", "Dr.in
 * Lang", "DIin Novak", "Prof.in Huber"): the title as the reader knows it ("Mag.", "Dr."), so
 * the name after it is read as after any title. Only before a word with a capital.
 */
function withGenderedTitlesPlain(message: string): string {
  return message
    .replace(/(?<![\p{L}.@])(Mag|Dr|Prof|Ing|DI)\.(?:a|in)(?=\s+\p{Lu})/gu, '$1.')
    .replace(/(?<![\p{L}.@])DIin(?=\s+\p{Lu})/gu, 'DI');
}

/**
 * A birth name said beside the name a referee goes by ("Frau Schmitz, geb. Becker", "Anne
 * Martin, née Durand", "Ana Lima, nascida Souza", "Rosa Díaz, de soltera Gil"), or the
 * name one knew them by before ("ich kenn sie noch als Frau Becker"): no name of theirs now,
 * and no other person. The sentence is read without it.
 */
const BIRTH_NAME = new RegExp(
  [
    "[,(]?\\s*(?:geb\\.|geborene|geborener|née|nee|né|nascida|nascido|de soltera)\\s+\\p{Lu}[\\p{L}'’-]*\\)?",
    "[,–-]?\\s*(?:ich )?kenn(?:e)? (?:sie|ihn) (?:noch |eher )?(?:als|unter) (?:Frau |Herr |Herrn )?\\p{Lu}[\\p{L}'’-]*",
  ].join('|'),
  'gu',
);

function withoutBirthName(message: string): string {
  return message.replace(BIRTH_NAME, ' ');
}

/**
 * A pasted letter's or CV's place and date, then a name on the last line ("Karlsruhe, im
 * November 2026\nSimone Albrecht", "Lyon, le 3 mars 2026\nClaire Roux", "Madrid, 3 de marzo
 * de 2026\nAna Gil", "Porto, 12.11.2026\nRui Lima"): the candidate signing their own text,
 * no referee. The message is read without those two lines.
 */
const DATELINE_SIGNATURE = new RegExp(
  "\\n[ \\t]*\\p{Lu}[\\p{L} .'’-]*,[ \\t]*(?:(?:im|den|am|le|el|em|on|the)[ \\t]+)?" +
    '(?:\\d{1,2}\\.[ \\t]*\\d{1,2}\\.[ \\t]*\\d{2,4}|(?:\\d{1,2}\\.?[ \\t]+)?(?:de[ \\t]+)?\\p{L}+\\.?[ \\t]+(?:de[ \\t]+)?\\d{4})' +
    "[ \\t]*\\n+[ \\t]*\\p{Lu}[\\p{L}'’-]+(?:[ \\t]+\\p{Lu}[\\p{L}'’-]+){1,3}[ \\t]*$",
  'u',
);

function withoutDatelineSignature(message: string): string {
  return message.replace(DATELINE_SIGNATURE, '');
}

/**
 * A firm named with its legal form ("Stadtwerke Karlsruhe GmbH", "Boulangerie Roux SARL",
 * "Acme Ltd", "Construcciones Gil S.L.", "Padaria Lima Lda.", "Autodíly Plzeň s.r.o.",
 * "Officine Rossi S.r.l."): a firm, never a referee's name.
 * The message is read without it (an address at its domain stays).
 */
const FIRM_NAME =
  /(?<![\p{L}@.])(?:\p{Lu}[\p{L}&'’-]*\.?[ \t]+){1,4}(?:GmbH(?: & Co\.? KG)?|AG|KG|OHG|GbR|e\.[ \t]?V\.|SARL|SAS|SA|Sàrl|Ltd\.?|LLC|Inc\.?|S\.L\.|S\.A\.|Lda\.?|Ltda\.?|s\.r\.o\.|a\.[ \t]?s\.|S\.p\.A\.|SpA|S\.r\.l\.|Srl|S\.R\.L\.|S\.A\.S\.|B\.V\.|N\.V\.|Sp\. z o\.o\.|Kft\.?|A\/S|ApS|Pty\.? Ltd\.?|PLC|plc|EIRELI)(?![\p{L}@])/gu;

function withoutFirmNames(message: string): string {
  return message.replace(FIRM_NAME, ' ');
}

/**
 * A postal address given with its label ("Adresse: Metzgerei Klein, Hahnplatz 14, 54595 Prüm.
 * Telefon …", "Adresse : 12 rue des Lilas, 69003 Lyon", "Dirección: C/ Mayor 5, Madrid"): its
 * house number and postcode are no phone, its shop no person. Read without it, up to the next
 * phone label, the line's end or the message's; never over an e-mail address ("Son adresse :
 * nathalie@…" is the address asked for).
 */
const POSTAL_ADDRESS =
  /(?<![\p{L}])(?:Adresse|Anschrift|Postanschrift|Address|Adresse postale|Dirección|Direccion|Domicilio|Morada|Endereço|Endereco)\s*:\s*[^\n@]*?(?=[.,;]?\s*(?:Tel\.?|Telefon|Tél\.?|Téléphone|Telephone|Phone|Handy|Mobil|Portable|Teléfono|Telefono|Telefone|Tlf|Fon|Natel|Celular|Móvil|Movil|E-?Mail|Mail|Courriel|Correo)(?![\p{L}])|\n|$)/giu;

function withoutPostalAddress(message: string): string {
  return message.replace(POSTAL_ADDRESS, ' ');
}

/**
 * Luxembourgish writes its article onto a name ("An d'Sophie Lefèvre", "mam d'Marie"): in a
 * German chat, a "d'" before a capital is that article, no part of the name.
 */
function withoutLuxembourgishArticle(message: string, context: IntakeContext): string {
  if (context.locale !== 'de') return message;
  return message.replace(/(^|[\s(,;:])d['’](?=\p{Lu}\p{Ll})/gu, '$1');
}

/**
 * The consent in the English sense of the candidate's words ("dale", "passt"),
 * not of a question back ("je sais pas trop, c'est pour quoi ?" is no refusal).
 */
function translatedConsent(message: string, context: IntakeContext): boolean | null {
  if (message.includes('?')) return null;
  return readConsent(lexiconFor(context.locale).inEnglish(withNegatedYesSaid(message)));
}

/**
 * A refusal read only from a no that is a yes in another language ("Ne, vevaia!", Greek for
 * "yes, of course"): the rest of the message does not refuse, so nothing is certain.
 */
function restsOnYesElsewhereNo(message: string, context: IntakeContext): boolean {
  const rest = withoutYesElsewhereNo(message);
  if (rest === null) return false;
  return (readConsent(rest) ?? translatedConsent(rest, context)) !== false;
}

/** A refusal (in words or by the consent control): nobody the candidate named is kept. */
function refuseConsent(
  state: IntakeState,
  nominated: boolean,
  context: IntakeContext,
): { text: string; state: IntakeState } {
  const say = sayIn(context.locale);
  state.consent = false;
  state.step = 'declined';
  // The recruiter's own referees stay.
  const before = state.contacts.length;
  state.contacts = state.contacts.filter((c) => c.contactId);
  state.unplacedPhones = null;
  return finish(
    state,
    [
      say.declined,
      nominated || state.contacts.length < before ? say.notKept : '',
      fill(
        say.changeYourMind,
        { button: participantCopy(context.locale).buttons.abandonIntake },
        context.locale,
      ),
    ],
    context,
  );
}

/** A yes with no referee in the same message (in words or by the consent control): what comes next. */
function giveConsent(
  state: IntakeState,
  context: IntakeContext,
): { text: string; state: IntakeState } {
  const say = sayIn(context.locale);
  state.consent = true;
  state.step = 'referees';
  const parts = [say.thanksForConsent];
  // Referees named before the yes.
  if (state.contacts.some((c) => !c.contactId)) return listReply(state, parts, context);
  const onFile = context.existingReferees ?? 0;
  const named = state.contacts.filter((c) => c.contactId && contactMissing(c).length > 0);
  if (named.length > 0) {
    // Referees the recruiter named without an e-mail: the candidate completes them.
    parts.push(
      summary(state.contacts, context.locale),
      fill(
        say.completeNamed,
        {
          names: named
            .map((c) => displayName(c, state.contacts.indexOf(c), context.locale))
            .join(', '),
          name: displayName(named[0]!, state.contacts.indexOf(named[0]!), context.locale),
        },
        context.locale,
      ),
    );
  } else if (onFile > 0) parts.push(plural(say.onFile, onFile, {}, context.locale));
  else parts.push(say.askReferees);
  return finish(state, parts, context);
}

/**
 * A tap on the intake's controls (CONTRACT "Typed answers"; the value
 * already checked, the phone already in E.164): the consent control gives
 * or refuses consent as a plain yes or no does; the referee form adds one
 * referee (or updates the one with the same e-mail). Never read from words.
 */
export function intakeTypedTurn(
  context: IntakeContext,
  previous: IntakeState,
  answer: IntakeTypedAnswer,
): { text: string; state: IntakeState } {
  const say = sayIn(context.locale);
  const state: IntakeState = structuredClone(previous);
  // A tap answers what it answers; a withdrawal asked about in words is dropped.
  if (state.confirm?.key === 'consent') state.confirm = null;
  if (answer.key === 'consent') {
    if (answer.value === false) return refuseConsent(state, false, context);
    if (state.consent === true) return listReply(state, [], context);
    return giveConsent(state, context);
  }
  if (answer.key === 'firstName') {
    // The option was checked against the ask (intakeTypedIssues): the first name kept as written.
    const contact = state.contacts.find((c) => c.nameAsWritten);
    if (contact?.unconfirmed?.askedAgain) splitAtFirstName(contact, answer.value);
    else if (contact) {
      const [, two] = firstNameChoices(contact.nameAsWritten!);
      splitWritten(contact, answer.value === two);
    }
    return listReply(state, [], context);
  }
  if (answer.key === 'wrongDetail') return fixWrongDetailTapped(context, state, answer.value);
  if (answer.key === 'relationship') {
    // The option was checked against the ask (intakeTypedIssues), so it names a code.
    const index = relationshipAskedFor(state);
    const code = relationshipOptions(context.locale).find(([, words]) => words === answer.value);
    if (index !== null && code) state.contacts[index]!.relationship = code[0];
    return listReply(state, [], context);
  }
  const { name, email, phone, relationship } = answer.value;
  const [firstName, ...rest] = name.split(/\s+/);
  // "Ana Paula da Silva" in the form's one name field: where its first name ends is asked
  // (the `firstName` choice), as when it is said in words, unless the address settles it.
  const read = uncertainSplit(
    { firstName: firstName ?? name, lastName: rest.join(' ') || null },
    contactWordsFor(context.locale),
  );
  const added: NominatedContact = {
    firstName: read.written ? null : read.firstName,
    lastName: read.written ? null : read.lastName,
    email: email.toLowerCase(),
    phone: phone ?? null,
    relationship: relationship || null,
  };
  if (read.written) {
    added.nameAsWritten = read.written;
    settleFirstName(added, added.email!);
  }
  const same = state.contacts.findIndex((c) => c.email === added.email);
  if (same === -1) state.contacts.push(added);
  else {
    // What the form left blank keeps what the list had; its name replaces the one listed.
    // The form is the candidate's own: a reading that waited for their yes is settled by it.
    const { nameAsWritten: _listed, unconfirmed: _read, ...kept } = state.contacts[same]!;
    state.contacts[same] = {
      ...kept,
      ...added,
      phone: added.phone ?? kept.phone,
      relationship: added.relationship ?? kept.relationship,
    };
  }
  if (state.consent === true) return listReply(state, [], context);
  return finish(
    state,
    [
      fill(say.gotIt, { summary: summary(state.contacts, context.locale) }, context.locale),
      say.consentFirst,
    ],
    context,
  );
}

/**
 * Words while which detail of a card is wrong is asked. A plain no drops the reading; a plain
 * yes or no with nothing else answers nothing ("yes" is no detail) and the question is asked
 * again; anything else ("no, it's maria.keller@firma.de") is read as it comes and the card is
 * asked again, never settled by the same message.
 */
function wordsWhileDetailAsked(
  context: IntakeContext,
  previous: IntakeState,
  said: string,
  refusedCard: number,
): { text: string; state: IntakeState } {
  const say = sayIn(context.locale);
  const state = structuredClone(previous);
  const name = displayName(state.contacts[refusedCard]!, refusedCard, context.locale);
  const answer = hasContactDetails(said, context) ? null : readCardAnswer(said, context);
  if (answer === false) {
    dropContact(state, refusedCard);
    return finish(state, [fill(say.cardRefused, { name }, context.locale)], context);
  }
  if (answer === true)
    return finish(state, [fill(say.ask.wrongDetail, { name }, context.locale)], context);
  state.contacts[refusedCard]!.unconfirmed = repairedOnce(state.contacts[refusedCard]!);
  return intakeTurn(context, state, said, { mayAnswerCard: false });
}

/**
 * The candidate's tap on what is wrong on the card they said no to (checked against the ask:
 * intakeTypedIssues): the name asked again, the detail left out and the card asked again, or
 * the reading removed (intake-confirmation.ts fixWrongDetail).
 */
function fixWrongDetailTapped(
  context: IntakeContext,
  state: IntakeState,
  tapped: string,
): { text: string; state: IntakeState } {
  const say = sayIn(context.locale);
  const index = wrongDetailAskedFor(state);
  if (index === null) return listReply(state, [], context, false);
  const contact = state.contacts[index]!;
  const name = displayName(contact, index, context.locale);
  const detail = wrongDetailOptions(contact, context.locale).find(([, w]) => w === tapped)?.[0];
  if (!detail) return listReply(state, [], context, false);
  const done = fixWrongDetail(state, index, detail);
  if (done === 'split') {
    const written = state.contacts[index]!.nameAsWritten ?? name;
    const question = fill(say.ask.firstName, { name: written }, context.locale);
    return finish(state, [fill(say.cardRefusedName, { question }, context.locale)], context);
  }

  if (done === 'leftOut') {
    const words = tapped.charAt(0).toLocaleLowerCase(context.locale) + tapped.slice(1);
    return finish(state, [fill(say.detailLeftOut, { detail: words }, context.locale)], context);
  }
  if (detail === 'remove')
    return finish(
      state,
      [
        fill(
          say.removed,
          { name, summary: summary(state.contacts, context.locale) },
          context.locale,
        ),
      ],
      context,
    );
  return finish(state, [fill(say.cardRefused, { name }, context.locale)], context);
}

/** The words the transcript shows for a yes or a no tapped on a referee card. */
export function typedConfirmWords(yes: boolean, locale: Locale): string {
  const say = sayIn(locale);
  return yes ? say.typed.confirmYes : say.typed.confirmNo;
}

/** The words the transcript shows for a tap on an intake control. */
export function typedIntakeWords(answer: IntakeTypedAnswer, locale: Locale): string {
  const say = sayIn(locale);
  if (answer.key === 'consent') return answer.value ? say.typed.consentYes : say.typed.consentNo;
  if (answer.key === 'firstName')
    return fill(say.typed.firstName, { firstName: answer.value }, locale);
  // The relationship or the wrong detail tapped, as the page's choice buttons say it.
  if (answer.key === 'relationship' || answer.key === 'wrongDetail') return answer.value;
  const { name, email, phone, relationship } = answer.value;
  const details = [relationship, email, phone].filter(Boolean).join(', ');
  return fill(say.typed.addReferee, { referee: `${name} (${details})` }, locale);
}

/**
 * The control of the step now asked (intake-controls.ts), from the state:
 * the consent, then where a double first name ends (one referee at a time,
 * the first listed), then how the candidate knows a listed referee whose
 * relationship is unknown, then a referee to add.
 */
export function intakeAsk(
  state: Pick<IntakeState, 'consent' | 'contacts' | 'missing'>,
  locale: Locale,
): IntakeAsk | null {
  const say = sayIn(locale);
  if (state.consent !== true)
    return {
      ...askFor({ ...CONSENT_QUESTION, prompt: say.ask.consent }),
      key: 'consent',
      kind: 'yes_no',
    };
  // One choice at a time about one referee: what is wrong on a refused card, where a double
  // first name ends, how the candidate knows them.
  const choice = (
    key: 'wrongDetail' | 'firstName' | 'relationship',
    prompt: string,
    name: string,
    options: string[],
  ): IntakeAsk => ({
    key,
    kind: 'choice',
    prompt: fill(prompt, { name }, locale),
    required: true,
    options,
  });
  const refusedCard = wrongDetailAskedFor(state);
  if (refusedCard !== null) {
    const contact = state.contacts[refusedCard]!;
    const options = wrongDetailOptions(contact, locale).map(([, words]) => words);
    return choice(
      'wrongDetail',
      say.ask.wrongDetail,
      displayName(contact, refusedCard, locale),
      options,
    );
  }
  const asked = state.contacts.find((c) => c.nameAsWritten);
  if (asked?.nameAsWritten)
    return choice('firstName', say.ask.firstName, asked.nameAsWritten, firstNameOptions(asked));
  const unrelated = relationshipAskedFor(state);
  if (unrelated !== null) {
    const name = displayName(state.contacts[unrelated]!, unrelated, locale);
    const options = relationshipOptions(locale).map(([, words]) => words);
    return choice('relationship', say.ask.relationship, name, options);
  }
  if (state.contacts.length >= MAX_LISTED_REFEREES) return null;
  return askContact('referee', say.ask.referee, state.missing.includes('referee'));
}

/**
 * The listed referee (its index) whose relationship the `relationship` ask is about: the
 * first one settled (no card waiting, its first name known) without a relationship.
 */
export function relationshipAskedFor(state: Pick<IntakeState, 'contacts'>): number | null {
  const index = state.contacts.findIndex(
    (c) => !c.unconfirmed && !c.nameAsWritten && !c.relationship,
  );
  return index === -1 ? null : index;
}

/** The details a `wrongDetail` ask offers for a card: each with its words in the language. */
function wrongDetailOptions(
  contact: NominatedContact,
  locale: Locale,
): Array<[WrongDetail, string]> {
  const words = sayIn(locale).wrongDetails;
  return wrongDetailsOf(contact).map((detail) => [detail, words[detail]]);
}

/**
 * The relationships a `relationship` ask offers: each code (extract.ts RELATIONSHIP_CODES)
 * with its words in the language, in the catalogue's order (the line manager first).
 */
function relationshipOptions(locale: Locale): Array<[string, string]> {
  return Object.entries(participantCopy(locale).relationships);
}

/**
 * Why a tap cannot be taken now, field by field (none when it can): a first
 * name or a relationship must be one of the options the state's `ask` offers
 * at this moment (a tap from a stale page, the name asked about settled
 * meanwhile, is refused unless the next one asked about offers the same).
 */
export function intakeTypedIssues(
  state: Pick<IntakeState, 'consent' | 'contacts' | 'missing' | 'confirm'>,
  answer: IntakeTypedAnswer,
  locale: Locale,
): { path: string; message: string }[] {
  if (answer.key === 'consent' || answer.key === 'referee') return [];
  // Consent taken back in words waits for its yes or no first (updateMissing: no `ask`).
  const ask = state.confirm?.key === 'consent' ? null : intakeAsk(state, locale);
  if (ask?.key !== answer.key)
    return [{ path: 'answer.key', message: `no ${answer.key} is asked about now` }];
  if (!ask.options?.includes(answer.value))
    return [
      { path: `answer.${answer.key}`, message: `must be one of: ${ask.options?.join(', ')}` },
    ];
  return [];
}

/** "Got it. So far I have: …" (the list alone when nothing was taken), then what is still missing, or the offer to add another. */
function listReply(
  state: IntakeState,
  parts: string[],
  context: IntakeContext,
  taken = true,
): { text: string; state: IntakeState } {
  const say = sayIn(context.locale);
  const missing = intakeMissing(state, context.existingReferees);
  state.step = 'referees';
  const list = summary(state.contacts, context.locale);
  parts.push(taken ? fill(say.gotIt, { summary: list }, context.locale) : list);
  // A card to say yes or no to is the question asked (finish adds it).
  if (cardIndex(state) !== null) return finish(state, parts, context);
  if (missing.length > 0) {
    parts.push(
      fill(
        say.stillMissing,
        { missing: describeMissing(state, missing, context.locale) },
        context.locale,
      ),
    );
  } else if (state.contacts.length >= MAX_NOMINATIONS) {
    state.step = 'ready';
    parts.push(
      notInvited(state, context),
      fill(say.plenty, submitIn(context.locale), context.locale),
    );
  } else {
    parts.push(
      notInvited(state, context),
      fill(say.another, submitIn(context.locale), context.locale),
    );
  }
  return finish(state, parts, context);
}

function finish(
  state: IntakeState,
  parts: string[],
  context: IntakeContext,
): { text: string; state: IntakeState } {
  updateMissing(state, context.existingReferees, context.locale);
  // A referee read from words is shown back for a yes or a no (intake-confirmation.ts).
  const card = state.confirm?.text;
  return { text: [...parts, card].filter(Boolean).join(' '), state };
}

const isConfirmation = (item: string) => item.endsWith('.confirmation');

/** "I have no e-mail address for Eva Braun …": the referees kept without one, once another has one. */
function notInvited(state: IntakeState, context: IntakeContext): string {
  const names = state.contacts.flatMap((contact, index) =>
    contact.email ? [] : [displayName(contact, index, context.locale)],
  );
  if (names.length === 0 || intakeMissing(state, context.existingReferees).length > 0) return '';
  return fill(sayIn(context.locale).notInvited, { names: names.join(', ') }, context.locale);
}

/** The reply, never the interviewer's last one word for word (unrepeated.ts), in the intake's words. */
export function withoutRepeat(text: string, lastReply: string | undefined, locale: Locale): string {
  return unrepeated(text, lastReply, sayIn(locale).variations);
}

/**
 * The candidate's yes or no to the referee card asked now (a tap, or a plain
 * yes or no in words): a yes keeps the referee as read, a no puts back what
 * the list held and asks for the details again (or, after a tap on no, which
 * detail is wrong: intake-confirmation.ts settleCard). The last yes after
 * "that's everyone" finishes.
 */
export function intakeConfirmTurn(
  context: IntakeContext,
  previous: IntakeState,
  yes: boolean,
  { askWrongDetail = true }: { askWrongDetail?: boolean } = {},
): { text: string; state: IntakeState } {
  const say = sayIn(context.locale);
  const state: IntakeState = structuredClone(previous);
  if (state.confirm?.key === 'consent') {
    // Consent taken back in words: a yes refuses it (nobody the candidate named is kept),
    // a no keeps it as it was.
    state.confirm = null;
    if (yes)
      return refuseConsent(
        state,
        state.contacts.some((c) => !c.contactId),
        context,
      );
    if (state.step === 'ready')
      return finish(
        state,
        [say.consentKept, fill(say.allSet, submitIn(context.locale), context.locale)],
        context,
      );
    return listReply(state, [say.consentKept], context, false);
  }
  const settled = settleCard(state, yes, { mayAskWrongDetail: askWrongDetail });
  if (!settled) return listReply(state, [], context, false);
  const name = displayName(settled, 0, context.locale);
  if (!yes) {
    delete state.finishing;
    // Kept, and which detail is wrong asked (the `wrongDetail` choice), after a tap on no.
    const sorry =
      wrongDetailAskedFor(state) === null
        ? fill(say.cardRefused, { name }, context.locale)
        : fill(
            say.cardWhatIsWrong,
            { question: fill(say.ask.wrongDetail, { name }, context.locale) },
            context.locale,
          );
    return finish(state, [sorry], context);
  }
  const kept = fill(say.cardKept, { name }, context.locale);
  if (cardIndex(state) !== null) return finish(state, [kept], context);
  if (state.finishing && intakeMissing(state, context.existingReferees).length === 0) {
    state.step = 'ready';
    delete state.finishing;
    return finish(
      state,
      [
        kept,
        summary(state.contacts, context.locale),
        notInvited(state, context),
        fill(say.ready, submitIn(context.locale), context.locale),
      ],
      context,
    );
  }
  return listReply(state, [kept], context, false);
}

/** A plain yes or no, with no details in it, to the referee card asked now; else null. */
export function cardAnswerIn(
  context: IntakeContext,
  state: IntakeState,
  message: string,
): boolean | null {
  if (hasContactDetails(message, context)) return null;
  // "c'est pas 21 c'est 12": the "not" is about digits of an address, a correction read as such.
  if (DIGITS_INSTEAD.test(message)) return null;
  if (state.confirm?.key === 'consent') {
    // Asked whether consent is taken back: saying it again is a yes.
    if (withdrawsConsent(message)) return true;
    return readCardAnswer(message, context);
  }
  // Consent taken back while a card is asked ("ich will das doch nicht") is no "no" to the card.
  const asked = cardIndex(state);
  if (asked === null || withdrawsConsent(message)) return null;
  // The card just pasted said to be the candidate's own ("colei a minha assinatura, essa sou
  // eu"): a "no" to it, so nothing of it is kept. Only the last card read, the one pasted.
  if (asked === state.contacts.length - 1 && saysItWasThemselves(message)) return false;
  return readCardAnswer(message, context);
}

/** "Yes" / "no" to a referee card in words: the consent's yes and no, and "that's right" / "wrong". */
export function readCardAnswer(message: string, context: IntakeContext): boolean | null {
  const plain = folded(message)
    .replace(/[^\p{L}\s']+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  // "Yes but the phone is wrong" is no yes: a longer message or a condition is read as details.
  if (plain.split(' ').length > 6 || /\b(?:but|pero|aber|mais|mas|except)\b/.test(plain))
    return null;
  if (CARD_WRONG.test(plain)) return false;
  if (CARD_RIGHT.test(plain)) return true;
  return readConsent(message) ?? translatedConsent(message, context);
}

/** "That's right", "correcto", "genau", "c'est ça", "isso mesmo": the whole message, accents folded. */
const CARD_RIGHT = new RegExp(
  "^(?:(?:yes|yeah|yep|si|ja|oui|sim)\\s+)?(?:(?:that'?s|that is|it'?s|all|es|esta|ist|das|das ist|c'est|c'est bien|e|ta)\\s+)?" +
    '(?:right|correct|exactly|perfect|all good|correcto|correcta|exacto|exacta|perfecto|richtig|korrekt|genau|stimmt|passt|' +
    'exact|exactement|parfait|juste|ca|certo|correto|exato|isso|isso mesmo|perfeito)' +
    '(?:\\s+(?:thanks?|thank you|gracias|danke|merci|obrigad[oa]))?$',
);

/** "That's wrong", "not right", "falsch", "c'est faux", "está errado": the whole message, accents folded. */
const CARD_WRONG = new RegExp(
  "^(?:(?:no|nein|non|nao)\\s+)?(?:(?:that'?s|that is|it'?s|es|esta|ist|das ist|c'est|e|ta)\\s+)?" +
    '(?:wrong|not right|not correct|incorrect|incorrecto|incorrecta|falsch|nicht richtig|stimmt nicht|faux|pas correct|pas ca|' +
    'errado|errada|incorreto|nao esta certo)$',
);

const ORDINALS: Record<string, number> = {
  first: 0,
  '1st': 0,
  second: 1,
  '2nd': 1,
  third: 2,
  '3rd': 2,
  fourth: 3,
  '4th': 3,
  fifth: 4,
  '5th': 4,
};

/**
 * Taking a referee off, in the five languages (the catalogues' own examples:
 * "quita la número 2", "Nummer 2 entfernen", "retirer la numéro 2", "remover a número 2").
 */
const REMOVE = wholeWord(
  'remove|delete|drop|scratch|forget|take (?:off|out)|cross (?:off|out)|get rid of',
);
/** The other four languages' words, read on a request in one of them. */
const REMOVE_ELSEWHERE = wholeWord(
  [
    // With Argentina's and Uruguay's voseo too ("sacá al negro Fabián", "borrá a Ana"); "saque".
    '(?:quit|elimin|borr)(?:a|á|ar|e|ad)(?:l[oa]s?)?',
    'sac(?:a|á|ar|ad)(?:l[oa]s?)?|saque(?:l[oa]s?)?',
    // Not "entfernt": "weit entfernt" is far away.
    '(?:entfern|l[öo]sch|streich)(?:e|en)',
    '(?:enl[eè]v|retir|supprim)(?:e|ez|er)',
    '(?:remov|retir|tir|apag)(?:a|ar|er|e|ue)',
    // "die Sandra lass mal weg", "lass sie weg", "weglassen": leave out.
    'lass(?:t|en)?(?: \\p{L}+){0,2} weg|weglassen',
    // "laisse tomber Jean-Marc", "laissez tomber": drop.
    'laiss(?:e|ez|er) tomber',
    // "ah non laisse Marie-Line", "não, deixa a Rita", "no, deja a Pablo": a "no", then leave
    // out someone named. Never "je laisse Paul vous appeler": the "no" before is needed.
    '(?:non|não|nao|no),? (?:laiss(?:e|ez)|oubli(?:e|ez)|deix(?:a|e)(?: [oa])?|dej(?:a|e)(?: a)?|olvid(?:a|e)(?: a)?)(?= \\p{Lu})',
  ].join('|'),
);

/** "number 2" in the five languages ("la número 2", "Nummer 2", "la numéro 2"). */
/**
 * The place in the list a removal names: "number 2", "nº 2", or an article and a lone figure
 * ("tira o 3", "quita la 2", "enlève le 2", "streich die 3").
 */
const NUMBERED =
  /(?:number|no\.?|#|referee|n[úu]mero|nummer|num[ée]ro)\s*(\d+)|(?<![\p{L}])(?:o|a|el|la|le|the|die|den|das)\s+([1-9])(?!\d|[.,:/]\d|\s*(?:%|\p{L}))/u;

function displayName(contact: NominatedContact, index: number, locale: Locale): string {
  const say = sayIn(locale);
  return (
    [contact.firstName, contact.lastName].filter(Boolean).join(' ') ||
    contact.nameAsWritten ||
    fill(say.numbered, { number: index + 1 }, locale)
  );
}

/** The referee a "no e-mail" message is about: the one it names, else the last one without an address. */
function refereeWithoutEmail(state: IntakeState, message: string): number | null {
  const named = namedContact(state, message);
  if (named !== null && !state.contacts[named]!.email) return named;
  const without = state.contacts.map((c, i) => (c.email ? -1 : i)).filter((i) => i >= 0);
  return without.at(-1) ?? null;
}

/** The names of the referees whose only missing item is named in `missing` as their e-mail. */
function withoutEmail(state: IntakeState, missing: string[], locale: Locale): string[] {
  return missing.flatMap((item) => {
    const [, index, field] = item.split('.');
    const contact = state.contacts[Number(index)];
    return field === 'email' && contact ? [displayName(contact, Number(index), locale)] : [];
  });
}

/** The contact a message names: by first name, full name or e-mail (whole words). */
function namedContact(state: IntakeState, message: string): number | null {
  const text = message.toLowerCase();
  // A referee read with no name yet is named by no message (an empty name is in every one).
  const mentions = (value: string | null) =>
    value !== null &&
    value !== '' &&
    new RegExp(`(^|[^\\p{L}])${escapeRegExp(value.toLowerCase())}($|[^\\p{L}])`, 'u').test(text);
  const found = state.contacts.findIndex(
    (c) =>
      mentions(c.email) ||
      mentions([c.firstName, c.lastName].filter(Boolean).join(' ')) ||
      mentions(c.firstName) ||
      titledLaterGivenName(c, text),
  );
  return found === -1 ? null : found;
}

/**
 * "tira a Dona Socorro" for Maria do Socorro Barata, "Frau Fink" for Elisabeth Fink: a title
 * before a word of the name after its first, the one the referee goes by or their surname.
 */
function titledLaterGivenName(contact: NominatedContact, text: string): boolean {
  const later = (
    contact.nameAsWritten ?? [contact.firstName, contact.lastName].filter(Boolean).join(' ')
  )
    .split(/\s+/)
    .slice(1);
  return later.some(
    (word) =>
      word.length >= 4 &&
      !CONTACT_WORDS.particles.has(word.toLowerCase()) &&
      new RegExp(
        `(?:^|[^\\p{L}])${ANY_TITLE}\\.?\\s+${escapeRegExp(word.toLowerCase())}($|[^\\p{L}])`,
        'u',
      ).test(text),
  );
}

/** Every title of the five languages as regex alternatives, built once ("dona", "frau", "m"). */
const ANY_TITLE = `(?:${(CONTACT_WORDS.titles ?? [])
  .map((t) => escapeRegExp(t.replace(/\.$/, '')))
  .join('|')})`;

/**
 * The listed referee a removal names: the one named in a clause that asks the removal without
 * denying it ("je retire mon accord pour Olivier, … Pour Nathalie c'est bon", "remove Bob,
 * keep Alice", "don't remove Pedro but Ana"), and no other; null (asked which) when that does
 * not settle it ("Keep Ana, remove the other one", "remove Ana and Pedro"), never the first
 * one listed by default.
 */
/** A reason said after a name: "que …", "porque …", "weil …", "parce que …", "because …". */
const REASON_AFTER =
  /\s(?:que|porque|porqu[eé]|weil|denn|parce que|parce qu'|car|puisque|because|since|pois|j[aá] que)\s[\s\S]*$/iu;

function namedToRemove(state: IntakeState, message: string, locale: Locale): number | null {
  const names = (text: string) =>
    state.contacts.flatMap((_, at) =>
      namedContact({ ...state, contacts: [state.contacts[at]!] }, text) === 0 ? [at] : [],
    );
  const named = names(message);
  if (named.length === 0) return byOwnKin(state, message);
  const clauses = message.split(/[.;!?,\n]+|\s(?:but|pero|mais|mas|aber|and|y|et|e|und)\s/i);
  // A reason given after the one to remove ("quita a Mihai que no habla bien español") denies
  // nothing: only what comes before it is read.
  const denies = (clause: string) =>
    DENIES_REMOVAL.test(clause.replace(OPENING_NO, '').replace(REASON_AFTER, ''));
  if (named.length === 1) {
    const [one] = named;
    // "please don't delete Ana", "Keep Ana, remove the other one": not that one.
    const kept = clauses.some(
      (clause) =>
        names(clause).includes(one!) &&
        ((asksRemoval(clause, locale) && denies(clause)) || KEEPS.test(clause)),
    );
    return kept ? null : one!;
  }
  // The clauses that ask it, not denying it ("don't remove Pedro but Ana": only "Ana" asks):
  // "remove Bob, keep Alice", "quita a Pedro pero deja a Ana".
  const asking = clauses.filter((clause) => asksRemoval(clause, locale) && !denies(clause));
  const inAsking = named.filter((at) => asking.some((clause) => names(clause).includes(at)));
  if (inAsking.length !== 1) return null;
  // "remove Ana and Pedro": the sentence that asks names another, not kept or denied in its own
  // clause ("remove Pedro, not Ana", "… keep Alice"): asked which.
  const chosen = inAsking[0]!;
  const sentence = message.split(/[.;!?\n]+/).find((part) => names(part).includes(chosen)) ?? '';
  const keptApart = (at: number) =>
    clauses.some(
      (clause) => names(clause).includes(at) && (DENIES_REMOVAL.test(clause) || KEEPS.test(clause)),
    );
  const others = names(sentence).filter((at) => at !== chosen && !keptApart(at));
  return others.length > 0 ? null : chosen;
}

/**
 * "quite a mi primo", "tire o meu tio": the one referee the candidate called so when listing
 * them (ownKinBefore). Null when none or several were.
 */
function byOwnKin(state: IntakeState, message: string): number | null {
  const said = (kin: string) =>
    new RegExp(`(?<![\\p{L}])(?:${POSSESSIVE})\\s+${escapeRegExp(kin)}(?![\\p{L}])`, 'iu').test(
      message,
    );
  const found = state.contacts.flatMap((c, at) =>
    (c.calledAs ?? []).some((kin) => new RegExp(`^(?:${OWN_KIN})$`, 'iu').test(kin) && said(kin))
      ? [at]
      : [],
  );
  return found.length === 1 ? found[0]! : null;
}

/** A removal denied in its clause: "don't remove", "no quites", "ne retirez pas", "nicht löschen". */
const DENIES_REMOVAL =
  /(?<![\p{L}])(?:don'?t|do not|not|never|no|nicht|kein|ne|n['’]|pas|não|nao|non|nunca|jamais)(?![\p{L}])/iu;
/** A no opening the clause, to what came before ("ah non laisse Marie-Line"): no denial of it. */
const OPENING_NO =
  /^\W*(?:(?:ah|oh|eh|ay|ai|ach)\W+)?(?:no|non|não|nao|nein|nee|nope)(?![\p{L}])\W*/iu;

/** "I forgot (to say) the name", in the five languages. */
const FORGOT_THE_NAME =
  /(?<![\p{L}])(?:forgot(?:ten)? (?:to (?:say|give|put|write) )?(?:the|his|her|their) name|olvid[ée] (?:(?:de )?(?:decir|poner|dar|escribir) )?(?:el|su) nombre|esqueci(?: de)? (?:(?:dizer|pôr|por|dar|colocar|escrever) )?o nome|namen vergessen|vergessen,? (?:den|ihren|seinen) namen|oubli[ée] (?:de (?:dire|donner|mettre|écrire) )?(?:le|son) nom)(?![\p{L}])/iu;

/** A word keeping another in the same sentence ("keep Alice", "deja a Ana", "die Ana bleibt"). */
const KEEPS =
  /(?<![\p{L}])(?:keep|stays?|fine|ok|okay|queda|quede|se queda|bleibt|behalten|garde[zr]?|reste|fica|mant[éeé]m|mantenha|mant[ée]n|c'est bon|est[áa] bien|passt)(?![\p{L}])/iu;

/** Words between a name and its "not" ("Khaled bitte nicht", "Ana mejor no", "Paul plutôt pas"). */
const SOFTENERS =
  '(?:(?:bitte|doch|lieber|besser|eher|mejor|mas bien|más bien|por favor|please|plutôt|plutot|finalement|melhor|afinal)\\s+)*';
const NOT_WORD = '(?:nicht|nich|net|no|non|pas|não|nao|not)';

/**
 * A referee named before and taken back with a "not", in a message with no details of
 * anyone ("Ah nein, Khaled bitte nicht, er antwortet nie", "a Ana mejor no", "não o Rui,
 * esse não"): that referee, never one not yet asked about or already invited. The "not" must
 * close its clause ("Khaled nicht" and a comma or the end): "Ana no tiene correo" is about Ana.
 */
function notWanted(state: IntakeState, message: string): number | null {
  if (/[@\d]/.test(message)) return null;
  const found = state.contacts.findIndex((c) => {
    if (c.contactId) return false;
    const names = [[c.firstName, c.lastName].filter(Boolean).join(' '), c.firstName ?? '']
      .filter((n) => n.length > 1)
      .map(escapeRegExp);
    if (names.length === 0) return false;
    const name = `(?:${names.join('|')})`;
    return new RegExp(
      `(?<![\\p{L}])(?:${name}\\s*,?\\s+${SOFTENERS}${NOT_WORD}|${NOT_WORD}\\s+(?:(?:den|die|der|el|la|a|o|le)\\s+)?${name})(?=\\s*(?:[,.;!?]|$))`,
      'iu',
    ).test(message);
  });
  return found === -1 ? null : found;
}

/**
 * A first name corrected by the full name and the old first name taken back ("es Matías Park,
 * no Martín", "sie heißt Anja Berg, nicht Antje", "c'est Luc Roy, pas Marc", "é o Rui Costa,
 * não o Rai", "it's Tom Hale, not Tim"): the referee with that surname and that first name
 * takes the new one. A message with details in it is read as it comes.
 */
function renamedInstead(state: IntakeState, message: string): boolean {
  if (/[@\d]/.test(message)) return false;
  for (const contact of state.contacts) {
    if (contact.contactId || !contact.firstName || !contact.lastName) continue;
    const old = escapeRegExp(contact.firstName);
    const surname = escapeRegExp(contact.lastName);
    const named = new RegExp(
      `(?<![\\p{L}])(\\p{Lu}[\\p{L}'’-]+)\\s+${surname}(?![\\p{L}])[^.;!?]*?[,;]?\\s*${NOT_WORD}\\s+(?:(?:den|die|der|el|la|a|o|le)\\s+)?${old}(?![\\p{L}])`,
      'u',
    ).exec(message);
    const fresh = named?.[1];
    if (!fresh || fresh.toLowerCase() === contact.firstName.toLowerCase()) continue;
    contact.firstName = fresh;
    return true;
  }
  return false;
}

/**
 * "No le escriban al ingeniero … ni a nadie", "… nem pra ninguém", "… ni à personne", "… or
 * anyone else", "Löscht det bitte alles": the referee named, and everyone else too, so the consent itself (its card asks).
 */
function nobodyAtAll(message: string): boolean {
  return (
    /(?<![\p{L}])(?:ni a nadie|nem (?:a |pra |para )?ningu[eé]m|ni (?:à |a )?personne|(?:or|nor) (?:anyone|anybody)(?: else)?|noch (?:sonst )?(?:wem|jemandem|jemanden)|(?:oder|noch) niemand(?:em|en)?)(?![\p{L}])/iu.test(
      message,
    ) || ERASE_IT_ALL.test(message)
  );
}

/**
 * The message with "<how someone was called> is <full name>" opening it read as the full name
 * alone ("Doña Cuca es Socorro Mercedes de los Santos, ella no tiene correo, …"): how the
 * pending person was called, or a title and a word no listed referee goes by. Null when it
 * does not open so.
 */
function namedInFullFirst(
  message: string,
  pendingCalledAs: string[],
  contacts: readonly NominatedContact[],
): { message: string; named: { nickname: string; full: string }[] } | null {
  const named: { nickname: string; full: string }[] = [];
  // Each sentence opening so ("… 04 91 23 45 67. Le gros Jo c'est Joseph Lombardo, …").
  const read = message
    .split(/(?<=[.!?])(?=\s)/u)
    .map((sentence) => {
      const said = NAMED_IN_FULL.exec(sentence);
      if (!said || !namesNewcomer(said[1]!, said[2]!, pendingCalledAs, contacts)) return sentence;
      named.push({ nickname: said[1]!, full: said[2]! });
      const opening = /^\s*/.exec(sentence)![0];
      return opening + said[2]! + sentence.slice(said.index + said[0].length);
    })
    .join('');
  return named.length > 0 ? { message: read, named } : null;
}

/** One of the nicknames named in full is how the pending person was called. */
function namesThePending(
  named: { nickname: string; full: string }[] | undefined,
  calledAs: string[],
): boolean {
  const untitled = (name: string) => folded(name).replace(PENDING_TITLE, '').trim();
  return (named ?? []).some(({ nickname }) =>
    calledAs.some((called) => untitled(called) === untitled(nickname)),
  );
}

/**
 * How someone was called, said to be this full name: the pending person's name, a title and a
 * word no listed referee goes by ("Doña Cuca"), or a short form of the full name no listed
 * referee goes by ("Momo c'est Mohamed Haddouche").
 */
function namesNewcomer(
  called: string,
  full: string,
  pendingCalledAs: string[],
  contacts: readonly NominatedContact[],
): boolean {
  const untitled = (name: string) => folded(name).replace(PENDING_TITLE, '').trim();
  const nickname = untitled(called);
  if (pendingCalledAs.some((c) => untitled(c) === nickname)) return true;
  if (contacts.some((c) => mentionsAny(called, [...(c.calledAs ?? []), ...namesOf(c)])))
    return false;
  return PENDING_TITLE.test(folded(called)) || petNameOf(nickname, full);
}

/** A title before how someone is called ("doña Cuca", "Seu Dico", "Frau Gitti"), folded. */
const PENDING_TITLE =
  /^(?:dona|don|seu|senhor|senhora|sr|sra|frau|herr|madame|monsieur|mme|m)\.?\s+/;

/** "<nickname> is <full name>", the sentence's first words: "A Cidinha é Maria Aparecida Rocha". */
const NAMED_IN_FULL =
  /^\s*(?:(?:[Aa]|[Oo]|[Ll]a|[Ee]l|[Ll]e|[Dd]er|[Dd]ie|[Tt]he)\s+)?(?:(?:gros|grosse|grand|grande|petit|petite|dicke|kleine|gordo|gorda|flaco|flaca)\s+)?(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?)\s+(?:é|es|ist|heißt|heisst|est|c['’]est|s['’]appelle|se llama|se chama|chama-se|is)\s+(?:(?:a|o|la|el|der|die|dona|doña|seu|don)\s+)?(\p{Lu}[\p{L}'’-]+(?:\s+(?:(?:de|da|do|dos|das|del|de la|de las|de los|van|von|der|le|la)\s+)?\p{Lu}[\p{L}'’-]+){1,4})(?=\s*(?:[.,;!]|$))/u;

/**
 * "A Cidinha é Maria Aparecida Rocha", "Rafa es Rafael Moreno", "Sepp ist Josef Huber": the
 * one referee listed by that name alone (no surname) takes the full name (fullNameTyped: its
 * first name asked when where it ends is unclear). A message with details is read as it comes.
 */
function nicknameNamedInFull(state: IntakeState, message: string, context: IntakeContext): boolean {
  let renamed = false;
  // Each sentence that opens so ("Abou Karim c'est Georges Khoury, g.khoury@…. Jojo c'est
  // Joëlle Saadé"): the details said after the name are read as the message goes on.
  for (const sentence of message.split(/(?<=[.!?])\s+|\n+/u)) {
    const said = NAMED_IN_FULL.exec(sentence);
    if (!said) continue;
    const nickname = folded(said[1]!);
    // Listed by that name alone, or by the two words of it ("Abou Karim").
    const listed = state.contacts.filter(
      (c) =>
        !!c.firstName &&
        ((!c.lastName && folded(c.firstName) === nickname) ||
          folded(`${c.firstName} ${c.lastName}`) === nickname),
    );
    if (listed.length === 1 && fullNameTyped(listed[0]!, said[2]!, context)) renamed = true;
  }
  return renamed;
}

/**
 * "Remove the third one", "scratch the last one", "delete Bob": takes a
 * referee off the list. Returns the reply, or null when the message asks
 * for no removal. An unclear target is asked about, never guessed.
 */
function removeNamed(state: IntakeState, message: string, locale: Locale): string | null {
  const say = sayIn(locale);
  const keptFirst = keepsOnlyFirst(message);
  if (keptFirst !== null && keptFirst < state.contacts.length) {
    const removed = state.contacts.splice(keptFirst);
    state.unplacedPhones = state.unplacedPhones?.filter((p) => p.contact < keptFirst);
    const names = removed.map((c, i) => displayName(c, keptFirst + i, locale));
    return fill(
      say.removed,
      {
        name: new Intl.ListFormat(locale, { type: 'conjunction' }).format(names),
        summary: summary(state.contacts, locale),
      },
      locale,
    );
  }
  const declined = notWanted(state, message);
  if (
    declined === null &&
    !REMOVE.test(message) &&
    !(locale !== 'en' && REMOVE_ELSEWHERE.test(message))
  )
    return null;
  const text = message.toLowerCase();
  let index: number | null = null;
  const ordinal = /\b(first|second|third|fourth|fifth|1st|2nd|3rd|4th|5th)\b/.exec(text);
  const numbered = NUMBERED.exec(text);
  const byName = asksRemoval(message, locale) ? namedToRemove(state, message, locale) : null;
  // Taken off by name with a "not" ("Khaled bitte nicht"): that one, unless the removal asked
  // names another, the "not" then keeping this one ("quita a Pedro, no a Ana").
  if (declined !== null) index = byName ?? declined;
  // A referee named where the removal is asked goes before a pronoun or a place in the list
  // ("Remove Pedro, I never liked him").
  else if (byName !== null) index = byName;
  else if (/\b(last|latest|previous|her|him|them|that one|this one)\b/.test(text))
    index = state.contacts.length - 1;
  else if (ordinal) index = ORDINALS[ordinal[1]!] ?? null;
  else if (numbered) index = Number(numbered[1] ?? numbered[2]) - 1;
  else index = namedToRemove(state, message, locale);
  if (index === null || index < 0 || index >= state.contacts.length) {
    return state.contacts.length === 0
      ? say.nobodyYet
      : fill(say.whichToRemove, { summary: summary(state.contacts, locale) }, locale);
  }
  const [removed] = state.contacts.splice(index, 1);
  // Numbers asked about stay with their referee; the removed one's is no longer asked.
  state.unplacedPhones = state.unplacedPhones
    ?.filter((p) => p.contact !== index)
    .map((p) => (p.contact > index ? { ...p, contact: p.contact - 1 } : p));
  return fill(
    say.removed,
    {
      name: displayName(removed!, index, locale),
      summary: summary(state.contacts, locale),
    },
    locale,
  );
}

/**
 * "Gardez seulement les deux premiers", "only keep the first two", "solo los dos primeros",
 * "nur die ersten beiden", "só os dois primeiros": how many referees, from the top of the
 * list, the candidate keeps; null when the message says no such thing.
 */
function keepsOnlyFirst(message: string): number | null {
  const said = KEEP_ONLY_FIRST.exec(message.toLowerCase());
  const count = said?.slice(1).find(Boolean);
  return count ? (FIRST_COUNTS[count] ?? null) : null;
}

const FIRST_COUNTS: Record<string, number> = {
  '1': 1,
  '2': 2,
  '3': 3,
  two: 2,
  three: 3,
  dos: 2,
  tres: 3,
  zwei: 2,
  beiden: 2,
  drei: 3,
  deux: 2,
  trois: 3,
  dois: 2,
  duas: 2,
  três: 3,
};

const KEEP_ONLY_FIRST = new RegExp(
  [
    // A verb of keeping and "first" both said: "only the two of them have e-mail" keeps nobody.
    '(?:keep|leave) (?:only|just) the first (two|three|2|3)\\b',
    '(?:only|just) (?:keep|leave|want) the first (two|three|2|3)\\b',
    '(?:quédate|quedate|deja|dejá|déjame|dejame|mantén|manten) (?:solo |sólo |nomás |nada más )?(?:con )?(?:a )?(?:los|las) (dos|tres|2|3) primer[oa]s',
    '(?:behalten|behalte|behaltet|nehmen|nimm|lassen|lass) (?:sie )?nur (?:die )?(?:ersten (zwei|beiden|drei|2|3)|(zwei|beiden|drei|2|3) ersten)\\b',
    '(?:gardez|garde|gardons|conservez|conserve) (?:seulement |juste |que |uniquement )?les (deux|trois|2|3) premi[eè]re?s',
    '(?:fica|fique|deixa|deixe|mantém|mantem|mantenha) (?:só |somente |apenas )?(?:com )?(?:os|as) (dois|duas|três|2|3) primeir[oa]s',
  ]
    .map((form) => `(?:${form})`)
    .join('|'),
  'u',
);

/** "Remove", "streichen", "quita" …: the message asks to take someone off the list. */
function asksRemoval(message: string, locale: Locale): boolean {
  return REMOVE.test(message) || (locale !== 'en' && REMOVE_ELSEWHERE.test(message));
}

/**
 * "Ach nee, lass Okko weg, der … antwortet eh nich. Nimm lieber Hilke Saathoff, … meine
 * Kollegin. hilke.saathoff@web.de, 0160 …": someone named with details of their own beside a
 * removal is read as a new referee, from the sentences that do not name the one removed nor
 * ask the removal. False when no such sentence gives a detail.
 */
function readBesideRemoval(
  state: IntakeState,
  message: string,
  removedNames: string[],
  context: IntakeContext,
): boolean {
  // A removal not yet understood ("tira o uruguaio", asked which) removed nobody: the new
  // referee beside it is still read, never dropped with it.
  const names = removedNames.filter((n) => n.length >= 2);
  const named =
    names.length === 0
      ? /(?!)/
      : new RegExp(`(?<![\\p{L}])(?:${names.map(escapeRegExp).join('|')})(?![\\p{L}])`, 'iu');
  // Sentences end at a stop or an emoji ("… não sabe que tô saindo 🤦‍♀️ Põe no lugar a
  // Fernanda …"); the one that asks the removal ("tira o 3") is no new referee's either.
  const rest = message
    .split(/(?<=[.!?\p{Extended_Pictographic}]\uFE0F?)\s+/u)
    .filter((sentence) => !named.test(sentence) && !asksRemoval(sentence, context.locale))
    .join(' ');
  if (rest === message || rest.trim() === '' || !detailsOfSomeone(rest, context)) return false;
  // With no one removed yet, only a newcomer put in the place asked ("Põe no lugar o Jonas
  // …", "Ponga a la seño Carmencita …"): other sentences may be about the one to remove.
  if (names.length === 0 && !PUTS_IN.test(rest)) return false;
  mergeNominations(state, rest, context);
  return true;
}

/** "Put in", "add" someone, in the five languages ("põe", "ponga", "poné", "mets", "nimm", "add"). */
const PUTS_IN =
  /(?<![\p{L}])(?:p[oõ]e|ponha|ponga|pon|poné|coloca|coloque|agrega|agregá|añade|adiciona|acrescenta|mets|mettez|ajoute|ajoutez|nimm|nehmen sie|setz|put|add)(?![\p{L}])/iu;

/**
 * Details to reach someone: an address or a number of the tenant's country, or a full name
 * with a number of another ("Poné a mi ex jefa de Mendoza, Silvina Ortiz, que ahora está en
 * Santiago, 9 6234 1187": which country is asked next).
 */
function detailsOfSomeone(text: string, context: IntakeContext): boolean {
  if (hasContactDetails(text, context)) return true;
  return readContacts(text, contactWordsFor(context.locale), context.defaultCountry).some(
    (part) => part.unplacedPhone !== null && !!part.name?.lastName,
  );
}

/**
 * "Et Kader mon collègue… non, laissez tomber, je ne veux pas qu'il sache. Juste les deux.":
 * someone named (by a name or a relationship, nobody on the list) and dropped in the same
 * sentence, the drop said with no one after it, is no referee and asks for no removal: the
 * message is read without that sentence. Anything else is left as written.
 */
function withoutDroppedAsNamed(
  state: IntakeState,
  message: string,
  context: IntakeContext,
): string {
  const drop =
    REMOVE.exec(message) ?? (context.locale !== 'en' ? REMOVE_ELSEWHERE.exec(message) : null);
  if (!drop) return message;
  const after = message.slice(drop.index + drop[0].length);
  // "laissez tomber Jean-Marc", "forget Bob", "forget the second one": a removal of its own.
  if (/^\s*(?:\p{Lu}|the\b|la\b|le\b|el\b|o\b|a\b|die\b|der\b|den\b|\d)/u.test(after))
    return message;
  // Sentences end at a stop, never at a pause ("mon collègue... non, laissez tomber").
  const stops = message.replace(/\.{2,}|…/g, (pause) => ','.repeat(pause.length));
  const start =
    Math.max(...['.', '!', '?', '\n', ';'].map((mark) => stops.lastIndexOf(mark, drop.index - 1))) +
    1;
  const before = message.slice(start, drop.index);
  if (before.trim() === '' || namedContact(state, before) !== null || NUMBERED.test(before))
    return message;
  const words = contactWordsFor(context.locale);
  const parts = readContacts(before, words, context.defaultCountry);
  // "Ach nee, lass den Pastor weg": the person the last message named without details, dropped.
  const sentence = message.slice(start, drop.index + drop[0].length);
  const pending = state.pendingPerson;
  const dropsPending =
    !!pending &&
    (mentionsAny(sentence, pending.calledAs) ||
      (pending.relationship !== null && words.relationship(sentence) === pending.relationship));
  if (!dropsPending && !parts.some((part) => part.name !== null || part.relationship !== null))
    return message;
  const end = stops.slice(drop.index + drop[0].length).search(/[.!?\n;]/);
  const rest = end < 0 ? '' : after.slice(end + 1);
  return `${message.slice(0, start)} ${rest}`.trim();
}

/**
 * "Ah sorry, nicht Gerd! … Mein Meister ist sein Sohn Hauke Janßen, hauke@…, Telefon gleich",
 * "pas Marc ! c'est sa fille Léa Roy, lea@…": a referee taken back by first name with a "not",
 * and another full name with an address of their own in the same message: the new person takes
 * that referee's place (the card asks for the candidate's yes). Nothing of the one taken back is
 * kept unless said to be the same ("Telefon gleich").
 */
function replacedByAnother(state: IntakeState, message: string, context: IntakeContext): boolean {
  const index = state.contacts.findIndex((c) => {
    if (c.contactId || !c.firstName) return false;
    return new RegExp(
      `(?<![\\p{L}])${NOT_WORD}\\s+(?:(?:den|die|der|el|la|a|o|le)\\s+)?${escapeRegExp(c.firstName)}(?=\\s*[,.;!?])`,
      'iu',
    ).test(message);
  });
  if (index < 0) return false;
  const contact = state.contacts[index]!;
  const parts = readContacts(
    message,
    contactWordsFor(context.locale),
    context.defaultCountry,
  ).filter(
    (p) =>
      p.name?.lastName &&
      !p.name.written &&
      folded(p.name.firstName) !== folded(contact.firstName ?? '') &&
      p.emails.length === 1 &&
      !state.contacts.some((c) => c.email === p.emails[0]),
  );
  if (parts.length !== 1) return false;
  const part = parts[0]!;
  contact.firstName = part.name!.firstName;
  contact.lastName = part.name!.lastName;
  delete contact.nameAsWritten;
  contact.email = part.emails[0]!;
  contact.relationship = part.relationship;
  if (part.phone) contact.phone = part.phone;
  else if (!SAME_NUMBER.test(message)) contact.phone = null;
  return true;
}

/**
 * "Bob's e-mail is bob@x.com", "change Jane's phone to …": a message that
 * names a referee already on the list and gives details corrects them,
 * instead of adding a new referee.
 */
function correctNamed(state: IntakeState, message: string, context: IntakeContext): boolean {
  if (numbersForEachNamed(state, message, context)) return true;
  const emails = findEmails(message);
  const named = namedContact(state, message);
  const index =
    named ??
    sameDomainCorrected(state, message, emails) ??
    sameLocalPartCorrected(state, message, emails) ??
    changedForRelationship(state, message, emails, context);
  if (index === null) return false;
  const contact = state.contacts[index]!;
  // "die mail vom karl-heinz hab ich och: kh…@": one address for a referee named on the
  // list who has none is theirs, whatever words say so.
  const completes = named !== null && emails.length === 1 && !contact.email;
  if (named !== null && !CORRECTS.test(message) && !completes) return false;
  // "E o meu primo Domingos também, Domingos Sapalo …" with Domingos Chimuco listed: the first
  // name with another surname is someone else, never theirs to correct.
  if (named !== null && anotherOfTheFirstName(contact, message, context)) return false;
  const email = findEmails(message).find(
    (e) => !state.contacts.some((c) => c !== contact && c.email === e),
  );
  const phone =
    findPhones(message, context.defaultCountry)[0] ?? numberOnlyInTheirCountry(contact, message);
  // In the language's words, a taken-back one aside ("Kevin ch'est pas un collègue, ch'est min
  // copain d'enfance": a friend).
  const relationship = contactWordsFor(context.locale).relationship(message);
  if (!email && !phone && !relationship) return false;
  if (email && contact.email && email !== contact.email) {
    // A name read from the mistyped address follows the corrected one ("juergen.koeler@" → "koehler").
    const words = contactWordsFor(context.locale);
    const before = nameFromEmail(contact.email, words);
    const after = nameFromEmail(email, words);
    if (before && after && sameName(before, contact)) {
      contact.firstName = after.firstName;
      contact.lastName = after.lastName;
    }
  }
  if (email) contact.email = email;
  if (completes) withFullerName(contact, message, context);
  if (phone) setPhone(state, contact, phone, message, context);
  if (relationship) contact.relationship = relationship;
  return true;
}

/**
 * A number for each of several referees listed, in one message without an address
 * ("troquei os telefones! O da Dona Lúcia é o … e o do Jeferson é o …", "el de Marta es el …
 * y el de Luis el …", "Anna hat die …, Jonas die …"): each number is theirs who is named
 * between it and the number before. Only when every number has one referee so named, two
 * numbers at least, each for another referee, and no name comes after the last number (the
 * name may then follow its number, which is read no way).
 */
function numbersForEachNamed(state: IntakeState, message: string, context: IntakeContext) {
  if (findEmails(message).length > 0) return false;
  const runs = [...message.matchAll(/\+?\(?\d[\d\s().-]{5,}\d/g)];
  if (runs.length < 2) return false;
  const phones = runs.map((run) => findPhones(run[0], context.defaultCountry)[0]);
  let from = 0;
  const owners: NominatedContact[] = [];
  for (const [i, run] of runs.entries()) {
    const named = state.contacts.filter((c) =>
      mentionsAny(message.slice(from, run.index), namesOf(c)),
    );
    if (named.length !== 1 || !phones[i] || owners.includes(named[0]!)) return false;
    owners.push(named[0]!);
    from = run.index + run[0].length;
  }
  if (state.contacts.some((c) => mentionsAny(message.slice(from), namesOf(c)))) return false;
  for (const [i, owner] of owners.entries()) setPhone(state, owner, phones[i]!, message, context);
  return true;
}

/**
 * "La primera sería Sor María Teresa" sent too early, then "Sor María Teresa Echeverría Lasa,
 * …, direccion@…": the referee named again in full with their address. The fuller name, which
 * opens with the one listed, is theirs (kept as written when where the first name ends is
 * unsure: it is asked).
 */
function withFullerName(contact: NominatedContact, message: string, context: IntakeContext) {
  const listed = folded(`${contact.firstName ?? ''} ${contact.lastName ?? ''}`.trim());
  const part = readContacts(message, contactWordsFor(context.locale), context.defaultCountry).find(
    (p) => p.emails[0] === contact.email,
  );
  const name = part?.name;
  if (!name || listed === '') return;
  const full = name.written ?? `${name.firstName} ${name.lastName ?? ''}`.trim();
  if (!folded(full).startsWith(`${listed} `)) return;
  if (name.written) {
    contact.firstName = null;
    contact.lastName = null;
    contact.nameAsWritten = name.written;
  } else {
    contact.firstName = name.firstName;
    contact.lastName = name.lastName;
  }
}

/**
 * "quatsch, die is alt, richtig is kh.heide@…", "non attends, c'est gstonge@iga.net": one
 * address, no name, said to correct, at the domain of exactly one address on the list whose
 * local part shares a part with it: it replaces that address (the card shows it back).
 */
function sameDomainCorrected(state: IntakeState, message: string, emails: string[]): number | null {
  if (emails.length !== 1 || !ADDRESS_CORRECTED.test(withoutEmails(message))) return null;
  const [local, domain] = emails[0]!.toLowerCase().split('@') as [string, string];
  const parts = (l: string) => l.split(/[._-]+/).filter((p) => p.length >= 2);
  const found = state.contacts.flatMap((c, i) => {
    if (!c.email || c.email.toLowerCase() === emails[0]!.toLowerCase()) return [];
    const [theirs, at] = c.email.toLowerCase().split('@') as [string, string];
    if (at !== domain) return [];
    const shared = parts(theirs).some((p) =>
      parts(local).some((q) => p.includes(q) || q.includes(p)),
    );
    return shared ? [i] : [];
  });
  return found.length === 1 ? found[0]! : null;
}

/**
 * "el correo de Pepe es jose.ruiz@outlook.es, no gmail", "die Mail ist doch k.vogel@web.de,
 * nicht gmx": one address said to correct, its part before the "@" the same as exactly one
 * address on the list at another domain: it replaces that address, whatever name the message
 * calls the referee by (a nickname: the card shows it back).
 */
function sameLocalPartCorrected(
  state: IntakeState,
  message: string,
  emails: string[],
): number | null {
  if (emails.length !== 1) return null;
  const rest = withoutEmails(message);
  if (!ADDRESS_CORRECTED.test(rest) && !CORRECTS.test(rest)) return null;
  const [local, domain] = emails[0]!.toLowerCase().split('@') as [string, string];
  if (local.length < 4) return null;
  const found = state.contacts.flatMap((c, i) => {
    const [theirs, at] = (c.email ?? '').toLowerCase().split('@');
    return theirs === local && at !== undefined && at !== domain ? [i] : [];
  });
  return found.length === 1 ? found[0]! : null;
}

/**
 * "o email do sajangnim mudou, agora é …", "my manager's e-mail has changed: …", "el correo de
 * mi jefa cambió, ahora es …": one address said to have changed, no name, and a relationship
 * only one referee on the list holds: it replaces that referee's address (the card shows it).
 */
function changedForRelationship(
  state: IntakeState,
  message: string,
  emails: string[],
  context: IntakeContext,
): number | null {
  const rest = withoutEmails(message);
  if (emails.length !== 1 || !ADDRESS_CHANGED.test(rest)) return null;
  const words = contactWordsFor(context.locale);
  const relationship = words.relationship(rest);
  if (!relationship || findName(rest, words)) return null;
  const found = state.contacts.flatMap((c, i) =>
    c.relationship === relationship && c.email !== emails[0] ? [i] : [],
  );
  return found.length === 1 ? found[0]! : null;
}

/** Words that say an address changed, in the five languages. */
const ADDRESS_CHANGED = wholeWord(
  'mudou|mudaram|trocou|changed|has changed|cambió|ha cambiado|geändert|hat sich geändert|a changé|' +
    'new (?:e-?mail|address)|novo (?:e-?mail|endereço)|nuevo (?:correo|e-?mail)|neue (?:e-?mail|adresse|mail)|nouvelle adresse|nouveau (?:mail|courriel|e-?mail)',
);

/**
 * "pera, errei, é rodrigo.okada com ponto, não underline": an address's part before the "@"
 * said again with other separators, in a correction, replaces that part (the card shows it).
 */
function correctLocalPart(state: IntakeState, message: string): boolean {
  if (findEmails(message).length > 0) return false;
  if (!ADDRESS_CORRECTED.test(message) && !CORRECTS.test(message)) return false;
  const bare = (text: string) => text.toLowerCase().replace(/[._-]+/g, '');
  const said = [
    ...message.matchAll(/(?<![\p{L}\p{N}@])\p{L}[\p{L}\p{N}]*(?:[._-][\p{L}\p{N}]+)+/gu),
  ].map((m) => m[0]);
  for (const token of said) {
    const found = state.contacts.filter((c) => {
      const local = c.email?.split('@')[0] ?? '';
      return (
        local !== '' && local.toLowerCase() !== token.toLowerCase() && bare(local) === bare(token)
      );
    });
    if (found.length !== 1) continue;
    const contact = found[0]!;
    contact.email = `${token.toLowerCase()}@${contact.email!.split('@')[1]}`;
    return true;
  }
  return false;
}

/**
 * "c'est pas 73 c'est 74 à la fin", "not 73, 74", "nicht 73 sondern 74", "no es 73, es 74",
 * "não é 73, é 74": digits taken back and others said in their place. Read only when the
 * digits taken back stand alone in the address of exactly one referee (never in a phone):
 * those become the ones said; the card shows the address for the candidate's yes.
 */
const DIGITS_INSTEAD =
  /(?<![\p{L}])(?:pas|not|nicht|no|não|nao)\s+(?:(?:c['’]?est|es|é|e|is|it'?s|ist|era)\s+)?(?:le |la |el |o |die |der )?(\d{1,4})(?!\d)[\s,;:.!-]+(?:(?:mais|but|sondern|sino|mas|pero)\s+)?(?:(?:c['’]?est|es|é|e|is|it'?s|ist|era)\s+)?(?:le |la |el |o |die |der )?(\d{1,4})(?![\d\s]*\d)/iu;

/**
 * "im Mail fehlt das e: hofbauer, nicht hofbaur", "es gutierrez, no gutierez", "c'est
 * lefebvre, pas lefevre", "é conceicao, não conceisao", "it's hofbauer, not hofbaur": a word
 * said in place of another, the other standing whole in exactly one referee's address (its
 * part before the @) and the two a letter or two apart. The card shows the address for a yes.
 */
const WORD_INSTEAD =
  /(?<![\p{L}])([\p{L}][\p{L}.-]{2,})\s*,?\s+(?:nicht|not|no|pas|não|nao|statt|instead of|en vez de|au lieu de|em vez de)\s+([\p{L}][\p{L}.-]{2,})(?![\p{L}])/iu;

function correctWordInAddress(state: IntakeState, message: string): boolean {
  if (findEmails(message).length > 0) return false;
  const said = WORD_INSTEAD.exec(message);
  if (!said) return false;
  const [right, wrong] = [said[1]!.toLowerCase(), said[2]!.toLowerCase()];
  if (right === wrong || levenshtein(right, wrong, 2) > 2) return false;
  const whole = new RegExp(`(?<![\\p{L}])${escapeRegExp(wrong)}(?![\\p{L}])`, 'u');
  const found = state.contacts.filter((c) => whole.test(c.email?.split('@')[0] ?? ''));
  if (found.length !== 1) return false;
  const [local, domain] = found[0]!.email!.split('@') as [string, string];
  found[0]!.email = `${local.replace(whole, right)}@${domain}`;
  return true;
}

/** The digits of one referee's address said again (DIGITS_INSTEAD); false when nothing is. */
function correctDigitsInAddress(state: IntakeState, message: string): boolean {
  if (findEmails(message).length > 0) return false;
  const said = DIGITS_INSTEAD.exec(message);
  if (!said || said[1] === said[2]) return false;
  const [, wrong, right] = said as unknown as [string, string, string];
  const alone = new RegExp(`(?<!\\d)${wrong}(?!\\d)`);
  const found = state.contacts.filter((c) => alone.test(c.email?.split('@')[0] ?? ''));
  if (found.length !== 1) return false;
  const contact = found[0]!;
  const [local, domain] = contact.email!.split('@') as [string, string];
  if (local.match(new RegExp(alone.source, 'g'))!.length !== 1) return false;
  contact.email = `${local.replace(alone, right)}@${domain}`;
  return true;
}

/**
 * "el número de Kevin termina en 6612, no en 6621", "seine Nummer endet auf 47, nicht auf 74",
 * "son numéro finit par 12", "o da Rosa termina em 88": the last digits of a listed number said
 * again. The number word, the digits said and the digits taken back (if said).
 */
const PHONE_ENDS_IN =
  /(?:termina|acaba|finaliza|endet|aufh[öo]rt|termine|finit|ends?)\s+(?:en|con|em|com|auf|mit|par|in|with)\s+(?:el |la |o |a |)?(\d(?:[\s.-]?\d){1,5})(?!\d)(?:[\s,;]+(?:y\s+|e\s+|und\s+|et\s+|and\s+)?(?:no|not|nicht|pas|n[ãa]o)\s+(?:en|con|em|com|auf|mit|par|in|with)\s+(\d(?:[\s.-]?\d){1,5})(?!\d))?/iu;

/**
 * The last digits of one referee's number said again, the referee named in the message (or the
 * only one with a number): those digits replace the last ones of that number when the digits
 * taken back are how it ends, or, none taken back, when one or two of them differ (a slip). The
 * card shows the number for the candidate's yes. False when nothing was corrected.
 */
function correctPhoneEnding(state: IntakeState, message: string): boolean {
  const said = PHONE_ENDS_IN.exec(message);
  if (!said) return false;
  const right = said[1]!.replace(/\D/g, '');
  const wrong = said[2]?.replace(/\D/g, '') ?? null;
  const withPhone = state.contacts.filter((c) => c.phone);
  const named = withPhone.filter((c) => mentionsAny(message, namesOf(c)));
  const found = named.length > 0 ? named : withPhone.length === 1 ? withPhone : [];
  if (found.length !== 1) return false;
  const contact = found[0]!;
  const digits = contact.phone!.replace(/\D/g, '');
  const end = digits.slice(-right.length);
  if (digits.length <= right.length + 3 || end === right) return false;
  const slip = [...end].filter((d, i) => d !== right[i]).length <= 2;
  if (wrong !== null ? !digits.endsWith(wrong) || wrong.length !== right.length : !slip) {
    return false;
  }
  contact.phone = `+${digits.slice(0, -right.length)}${right}`;
  return true;
}

/**
 * "El de Yaneth es 6674-2381", "o da Rosa é 923 …", "der vom Beat ist 079 …", "celui de Guy
 * c'est 418 …", "Yaneth's is …": a number said to be a listed referee's, opening its sentence.
 * The referee's first name, then the number.
 */
const NUMBER_OF_NAMED =
  /(?:^|[.!?;]\s*|,\s*(?:y|e|und|et|and)\s+)(?:(?:[Yy]|[Ee]|[Uu]nd|[Ee]t|[Aa]nd)\s+)?(?:[Ee]l|[Ll]a|[Oo]|[Aa]|[Dd]er|[Dd]ie|[Dd]as|[Cc]elui|[Cc]elle|[Tt]he one)?\s*(?:de|do|da|von|vom|d['’]|of)\s+(\p{Lu}[\p{L}'’-]+)\s+(?:es|é|e|ist|is|c['’]est|est|:)\s*((?:\+|\(\s*)?\d[\d\s().-]{5,}\d)/u;

/**
 * "Y lo de Antonio mejor el móvil, que el fijo del almacén no lo coge nadie: 627 38 15 09":
 * what concerns a listed referee ("lo de"), a reason in a few words, then a colon and the number.
 */
const NUMBER_FOR_NAMED =
  /(?:^|[.!?;]\s*)(?:[Yy]\s+)?[Ll]o\s+de\s+(\p{Lu}[\p{L}'’-]+)(?![\p{L}])[^.!?:\d]{0,90}:\s*((?:\+|\(\s*)?\d[\d\s().-]{5,}\d)/u;

/**
 * A number said to be one listed referee's (NUMBER_OF_NAMED), the referee named by a first
 * name or a name they were called: that referee's number now, on the card for the yes. False
 * when no one listed is so named, or the number is theirs already or none in the tenant's
 * country (a foreign one is read as any other).
 */
function numberSaidOfNamed(state: IntakeState, message: string, context: IntakeContext): boolean {
  const said = NUMBER_OF_NAMED.exec(message) ?? NUMBER_FOR_NAMED.exec(message);
  if (!said || !context.defaultCountry) return false;
  const named = state.contacts.filter((c) => mentionsAny(said[1]!, namesOf(c)));
  if (named.length !== 1) return false;
  const phone = normalisePhone(said[2]!, context.defaultCountry);
  if (!phone || named[0]!.phone === phone) return false;
  named[0]!.phone = phone;
  return true;
}

/**
 * The first names of referees listed by a title and a surname, said later ("Frau Dr. Lemke
 * heißt Anke, Herr Wittkowski ist der Holger", "M. Chabrier c'est Didier", "la Sra. Gil se
 * llama Rosa", "o Sr. Lima chama-se João", "Mr Patel is Ravi"): each surname, as they were
 * called, with the given name said after it. The cards show them for a yes. False when none.
 */
function givenNamesOfTitled(state: IntakeState, message: string, context: IntakeContext): boolean {
  const words = contactWordsFor(context.locale);
  const titles = new Set(words.titles ?? []);
  let named = false;
  for (const contact of state.contacts) {
    if (contact.lastName !== null || contact.nameAsWritten) continue;
    const surnames = (contact.calledAs ?? []).filter(
      (n) => /^\p{Lu}[\p{L}'’-]+$/u.test(n) && !titles.has(n.toLowerCase().replace(/\.$/, '')),
    );
    // "M. Chabrier" read as a first name alone: the word after the title is the surname.
    if (contact.firstName && surnames.length === 0) surnames.push(contact.firstName);
    for (const surname of surnames) {
      const said = new RegExp(
        `(?<![\\p{L}])${escapeRegExp(surname)}\\s*,?\\s*(?:${GIVEN_NAME_IS})\\s+(\\p{Lu}[\\p{L}'’-]+(?:\\s+\\p{Lu}[\\p{L}'’-]+)?)(?=\\s*(?:[,.;!]|$)|\\s+(?:und|y|et|e|and)\\s)`,
        'u',
      ).exec(message);
      const given = said?.[1] ?? givenBeforeSurname(message, surname, context);
      if (!given || !givenNameBorneOut(given, message, contact.email, words)) continue;
      contact.firstName = given;
      contact.lastName = surname;
      named = true;
      break;
    }
  }
  return named;
}

/**
 * "El ingeniero es Eliseo Matus" for the referee listed as "Ing. Matus": the given name said
 * before the surname, in a message with no details of its own (one with an address or a phone
 * is another referee of that surname, "y su hermano Pablo Matus, pablo@…"). Not a title ("Ing
 * Matus") nor a common word. The caller still asks that the first names be said to be first
 * names, or the address open with the given name's initial.
 */
function givenBeforeSurname(
  message: string,
  surname: string,
  context: IntakeContext,
): string | undefined {
  if (hasContactDetails(message, context)) return undefined;
  const titles = new Set(contactWordsFor(context.locale).titles ?? []);
  const said = new RegExp(
    `(?<![\\p{L}])(\\p{Lu}[\\p{L}'’-]+(?:\\s+\\p{Lu}[\\p{L}'’-]+)?)\\s+${escapeRegExp(surname)}(?![\\p{L}])`,
    'u',
  ).exec(message)?.[1];
  if (!said || said.split(/\s+/).some((w) => titles.has(w.toLowerCase().replace(/\.$/, ''))))
    return undefined;
  return said;
}

/** "First names" named, in the five languages ("Vornamen vergessen:", "Les prénoms :"). */
const FIRST_NAMES_SAID =
  /(?<![\p{L}])(?:vornamen?|rufnamen?|pr[ée]noms?|nombres?(?: de pila)?|nomes?(?: pr[óo]prios?)?|primeiros? nomes?|first names?|given names?)(?![\p{L}])/iu;

/** "Is called", "is" before a given name, in the five languages. */
const GIVEN_NAME_IS = [
  'hei(?:ß|ss)t(?: mit Vornamen)?',
  'ist (?:der|die)',
  'se llama',
  'es',
  "s['’]appelle",
  "c['’]est",
  'chama-se',
  'se chama',
  'é (?:o|a)',
  'is',
].join('|');

/**
 * "Mme Delvaux c'est Françoise, f.delvaux@…", "Frau Lemke heißt Anke, …": a title and a surname
 * no one listed has, with the given name said after them: that full name. As for one listed
 * (givenNamesOfTitled), not a common word ("Herr Wittkowski ist der Beste"), and first names
 * said to be given or the address opening with the given name's initial. Null otherwise.
 */
function givenNameOfTitled(
  titled: string,
  message: string,
  email: string | null,
  words: ContactLexicon,
): ContactName | null {
  if (!/^\p{Lu}[\p{L}'’-]+$/u.test(titled)) return null;
  const said = new RegExp(
    `(?<![\\p{L}])${escapeRegExp(titled)}\\s*,?\\s*(?:${GIVEN_NAME_IS})\\s+(\\p{Lu}[\\p{L}'’-]+)(?=\\s*(?:[,.;!:]|$))`,
    'u',
  ).exec(message);
  const given = said?.[1];
  return given && givenNameBorneOut(given, message, email, words)
    ? { firstName: given, lastName: titled }
    : null;
}

/**
 * A given name said after a titled surname, not a noun ("ist die Beste"): no common word, and
 * first names said to be given or the address opening with its initial.
 */
function givenNameBorneOut(
  given: string,
  message: string,
  email: string | null,
  words: ContactLexicon,
): boolean {
  if (given.split(/\s+/).some((w) => isCommonWord(w, words))) return false;
  const local = folded(email?.split('@')[0] ?? '');
  return FIRST_NAMES_SAID.test(message) || (local !== '' && local[0] === folded(given)[0]);
}

/**
 * "opa, é gmail, digitei errado", "sorry, hotmail not hotmial", "não é gmail, é hotmail": a
 * provider said in a correction mends the one address it fits (mail-providers.ts); the card
 * shows it for a yes.
 */
function correctMailProvider(state: IntakeState, message: string): boolean {
  if (findEmails(message).length > 0) return false;
  if (!ADDRESS_CORRECTED.test(message) && !CORRECTS.test(message)) return false;
  return applyMended(state, providerSaidFor(emailsOf(state), message));
}

/**
 * A domain said again, no address around it ("pour Chantal c'est pecheries-gaspesiennes avec
 * un tiret", "bei der Marija is es gmx.net, ned .at"): the one address it fits, or the one of
 * the referee the message names (mail-providers.ts); the card shows it for a yes.
 */
function correctDomainSaid(state: IntakeState, message: string): boolean {
  if (findEmails(message).length > 0) return false;
  return applyMended(state, domainSaidFor(emailsOf(state), message, namedContact(state, message)));
}

const emailsOf = (state: IntakeState) => state.contacts.map((c) => c.email);

function applyMended(state: IntakeState, mended: MendedAddress | null): boolean {
  if (!mended) return false;
  state.contacts[mended.index]!.email = mended.email;
  return true;
}

/** Words that say an address given is wrong and another is right, in the five languages. */
const ADDRESS_CORRECTED = wholeWord(
  'wrong|old|right|correct|wait|richtig|falsch|alt|quatsch|korrekt|attends|vieux|vieille|bonne|correcte|' +
    'espera|correcto|correcta|viejo|vieja|equivocado|errado|certo|antigo|perdón|pardon|desculpa|' +
    'errei|erré|vertippt|pera|me equivoqué|je me suis trompée?',
);

/**
 * Words that say a message corrects a referee on the list ("Bob's e-mail is …",
 * "sorry vertippt, die mail ist …", "perdón, el correo es …"), in the five languages.
 */
const CORRECTS = wholeWord(
  'is|are|to|should be|change|correct|update|actually|ist|lautet|vertippt|korrektur|es|era|' +
    "perdón|perdon|corrijo|est|c’est|c'est|plutôt|é|era|desculpa|corrigindo|" +
    // A detail marked wrong, then right ("FALSCH Handy Sabine. RICHTIG: …", "Ana: teléfono
    // incorrecto, el correcto es …", "faux numéro pour Paul, le bon : …", "errado … certo: …").
    'wrong|falsch|richtig|faux|incorrect|incorrecto|incorrecta|correcto|correcta|equivocado|errado|certo|correto|correta',
);

/** The contact holds the name an address spelt ("Juergen Koeler" from juergen.koeler@). */
function sameName(name: { firstName: string; lastName: string | null }, contact: NominatedContact) {
  const lower = (text: string | null) => (text ?? '').toLowerCase();
  return (
    lower(name.firstName) === lower(contact.firstName) &&
    lower(name.lastName) === lower(contact.lastName)
  );
}

/** Words that say a name was misspelt: "it's John with an h", "sorry, Jon not John", "spelt Anne". */
const SPELLING_CUE =
  /\b(?:with(?:out)? an? [a-z]\b|spell(?:ed|t|ing)?|typo|sorry|oops|actually|not|it'?s|its|it is|should be|correction|i mean|i meant)\b/i;
/**
 * The same cue in the other languages ("Tippfehler: Hofbauer mit e", "se escribe Gutiérrez
 * con z", "faute de frappe", "erro de digitação", "escreve-se com h").
 */
const SPELLING_CUE_ELSEWHERE =
  /(?<![\p{L}])(?:tippfehler|vertippt|schreibfehler|falsch geschrieben|geschrieben mit|korrektur|(?:mit|ohne) (?:einem |einen )?[a-zäöü](?![\p{L}])|error de (?:tipeo|escritura|dedo)|errata|se escribe|(?:con|sin) (?:una |la )?[a-zñ](?![\p{L}])|faute de frappe|coquille|(?:ça |ca )?s['’]écrit|(?:avec|sans) (?:un |une )?[a-z](?![\p{L}])|erro de (?:digitação|digitacao)|se escreve|escreve-se|(?:com|sem) (?:um |uma )?[a-zç](?![\p{L}]))/iu;

/**
 * "sorry it's John with an h", "Jon → John", "it's spelt Katharine": a
 * message without contact details that gives a name close to one on the
 * list (same first letter, one or two letters apart) corrects its spelling.
 */
function correctSpelling(state: IntakeState, message: string): boolean {
  if (
    !(SPELLING_CUE.test(message) || SPELLING_CUE_ELSEWHERE.test(message)) ||
    findEmails(message).length > 0
  )
    return false;
  const words = message
    .replace(/[’‘]/g, "'")
    .split(/[^\p{L}'-]+/u)
    .map((w) => w.replace(/^'+|'+$/g, '').replace(/'s$/i, ''))
    .filter((w) => w.length >= 3);
  for (const contact of state.contacts) {
    for (const field of ['firstName', 'lastName'] as const) {
      const current = contact[field];
      if (!current || current.length < 3) continue;
      const fix = words.find(
        (w) =>
          /^\p{Lu}/u.test(w) &&
          !isCommonWord(w, CONTACT_WORDS) &&
          w.toLowerCase() !== current.toLowerCase() &&
          w[0]!.toLowerCase() === current[0]!.toLowerCase() &&
          levenshtein(w.toLowerCase(), current.toLowerCase(), 2) <= (current.length < 5 ? 1 : 2) &&
          !new RegExp(`\\bnot\\s+${escapeRegExp(w)}\\b`, 'i').test(message),
      );
      if (fix) {
        contact[field] = fix.charAt(0).toUpperCase() + fix.slice(1);
        return true;
      }
    }
  }
  return false;
}

/**
 * A referee named by the place the chat lists them at ("Bisher habe ich: 1. …; 2. …"): "Bei 1
 * ist die Nummer falsch", "Al 1 cámbiale el cel", "El 2 su correo es …", "pour le 2, son
 * mail c'est …", "o 1 o telefone é …", "number 2's email is …". At the start of a clause,
 * a word that points at one before a figure no greater than the list's length (no "2nd", no
 * "2 de mayo"), and a detail, or a word that removes, in the same clause: the figure is read
 * as that referee's name (the card shows what changes for the candidate's yes). Anything
 * else, as it is.
 */
const LIST_PLACE =
  /(^|[.;:!?\n]\s*|,\s*)((?:(?:y|e|et|und|and)\s+)?(?:bei|beim|für|fuer|nummer|nr\.?|al|el|la|del|de la|para el|para la|lo del|pro|pra|para o|para a|le|au|pour le|pour la|number|no\.)\s*)([1-9])(?![\p{L}\p{N}.,:)]|\s*(?:[.)]|x|\p{N})|\s+(?:de\s+|of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|ene|abr|ago|dic|avr|mai|juin|juil|aout|août|déc|dez|jän|märz|okt|mayo|enero|marzo|abril|junio|julio|agosto|janeiro|fevereiro|março|maio|junho|julho|setembro|outubro|novembro|dezembro|january|february|march|april|june|july|august|september|october|november|december))(?=[^.;!?\n]*?(?<![\p{L}])(?:tel|cel|m[oó]vil|handy|nummer|n[uú]mero|num[eé]ro|mail|correo|courriel|phone|telefon|telefone|telem[oó]vel|portable|whats|zap|nombre|nome|name|apellido|nachname|vorname|sobrenome|quit|remov|entfern|streich|l[oö]sch|tira|retir|supprim|enl[eè]v|@|\+?\d[\d\s-]{6,}))/giu;

/** A detail of a person in German, said after their name in the genitive ("Davids Mail"). */
const GENITIVE_BEFORE_DETAIL =
  /(?<![\p{L}])(\p{Lu}[\p{L}'’-]*?)s(?=\s+(?:[Ee]-?[Mm]ail|[Mm]ail|[Mm]ailadresse|[Ee]-[Mm]ail-[Aa]dresse|[Nn]ummer|[Hh]andy|[Hh]andynummer|[Tt]elefon|[Tt]elefonnummer|[Tt]el\.?|[Ff]estnetz|[Aa]dresse)(?![\p{L}]))/gu;

/**
 * "Sorry, Einars Nummer ist 865 3390": a listed referee's first name in the German genitive
 * before a detail is that referee's name, never a new name ("Einars"). Only a name on the list:
 * "Jonas Nummer" (Jonas' number, or a Jonas) stays as it is.
 */
function withGenitiveOfListed(state: IntakeState, message: string, locale: Locale): string {
  if (locale !== 'de' || state.contacts.length === 0) return message;
  const listed = new Set(
    state.contacts.flatMap((c) => (c.firstName ? [folded(c.firstName.split(/\s+/)[0]!)] : [])),
  );
  return message.replace(GENITIVE_BEFORE_DETAIL, (whole, name: string) =>
    listed.has(folded(name)) && !listed.has(folded(`${name}s`)) ? name : whole,
  );
}

function withListPlacesNamed(state: IntakeState, message: string): string {
  const listed = state.contacts;
  if (listed.length < 2) return message;
  return message.replace(LIST_PLACE, (whole, lead: string, pointer: string, place: string) => {
    const contact = listed[Number(place) - 1];
    const name = contact ? [contact.firstName, contact.lastName].filter(Boolean).join(' ') : '';
    return name ? `${lead}${pointer}${name}` : whole;
  });
}

/**
 * A card's name read the wrong way round and said so ("Kim ist der Nachname 😊 Vorname
 * Min-jun", "Pérez es el apellido"): the referee not yet invited whose first name is the
 * surname said (and whose surname is the given name said, if one is) gets the two turned
 * round; the card shows it back for the candidate's yes. The message is read without those
 * words. Anything else, the message as it is.
 */
function withReversedNameTurned(state: IntakeState, message: string): string {
  const said = nameSaidReversed(message);
  if (!said) return message;
  const same = (a: string | null | undefined, b: string) => folded(a ?? '') === folded(b);
  const contact = state.contacts.find(
    (c) =>
      !c.contactId &&
      c.lastName &&
      same(c.firstName, said.surname) &&
      (said.given === null || same(c.lastName, said.given)),
  );
  if (!contact) return message;
  [contact.firstName, contact.lastName] = [contact.lastName, contact.firstName];
  return said.rest;
}

/**
 * "o sobrenome dele é Abi Nader, separado", "his surname is Van Dijk", "el apellido de Ana es
 * Ruiz Vidal": a surname stated in a message without an address is the surname of the referee
 * it names by first name; else of the one whose surname has the same letters, spaces and
 * hyphens aside ("Abinader" → "Abi Nader"); else of the only referee the candidate named. The
 * card shows it back for the candidate's yes.
 */
/**
 * A name read with nothing else, all of whose words are in one listed referee's surname ("Ould
 * Cheikh c'est le nom de famille", "Pareil pour Mint", "son nom c'est Mint Ahmed Salem"): the
 * surname explained or said again, nobody new.
 */
function restatesSurname(state: IntakeState, part: ContactPart): boolean {
  if (!part.name || part.emails.length > 0 || part.phone || part.unplacedPhone) return false;
  if (part.relationship || part.titled) return false;
  const said = folded(`${part.name.firstName} ${part.name.lastName ?? ''}`).split(/\s+/);
  return state.contacts.some((contact) => {
    const surname = new Set(folded(contact.lastName ?? '').split(/\s+/));
    return said.every((word) => word === '' || surname.has(word));
  });
}

/** Only surnames of referees listed said again (restatesSurname), with no detail at all. */
function onlyRestatesSurnames(state: IntakeState, message: string, context: IntakeContext) {
  const read = readContacts(message, contactWordsFor(context.locale), context.defaultCountry);
  return read.length > 0 && read.every((part) => restatesSurname(state, part) || isEmptyPart(part));
}

function isEmptyPart(part: ContactPart): boolean {
  return (
    !part.name &&
    part.emails.length === 0 &&
    !part.phone &&
    !part.unplacedPhone &&
    !part.relationship &&
    !part.titled
  );
}

function correctSurname(state: IntakeState, message: string): boolean {
  const said = surnameStated(message);
  if (!said || findEmails(message).length > 0) return false;
  const letters = (text: string | null) => folded(text ?? '').replace(/[^\p{L}]/gu, '');
  const named = namedContact(state, message);
  const alike = state.contacts.filter((c) => c.lastName && letters(c.lastName) === letters(said));
  const own = state.contacts.filter((c) => !c.contactId);
  const contact =
    named !== null
      ? state.contacts[named]
      : alike.length === 1
        ? alike[0]
        : own.length === 1
          ? own[0]
          : undefined;
  if (!contact?.firstName || contact.lastName === said) return false;
  // The first name said again as the surname ("o sobrenome é Georges") is no correction.
  if (letters(contact.firstName) === letters(said)) return false;
  contact.lastName = said;
  return true;
}

/**
 * "Luz Dary no es Gómez Arango, es Gómez Arenas", "der Nachname ist nicht Huber, sondern
 * Hueber": a listed referee's surname denied, another said instead. Only the surname that one
 * listed referee has: the card shows the new one for the yes.
 */
const CAPITALISED_WORDS = "\\p{Lu}[\\p{L}'’-]*(?:\\s+\\p{Lu}[\\p{L}'’-]*){0,3}";
const SURNAME_INSTEAD = new RegExp(
  `(?<![\\p{L}])(?:no es|não é|nao e|ist nicht|heißt nicht|n['’]est pas|c['’]est pas|is not|isn['’]t)\\s+(${CAPITALISED_WORDS})\\s*,?\\s*(?:es|sino|é|mas|sondern|c['’]est|mais|but|it['’]s)\\s+(${CAPITALISED_WORDS})(?![\\p{L}'’-])`,
  'u',
);

function surnameSaidInstead(state: IntakeState, message: string): boolean {
  const said = SURNAME_INSTEAD.exec(message);
  if (!said) return false;
  const denied = folded(said[1]!);
  const listed = state.contacts.filter((c) => c.lastName && folded(c.lastName) === denied);
  if (listed.length !== 1 || folded(said[2]!) === denied) return false;
  listed[0]!.lastName = said[2]!;
  return true;
}

/** "Which country is the number … for Oliver in?", or the numbers of several referees at once. */
function whichCountry(state: IntakeState, locale: Locale): string {
  const say = sayIn(locale);
  const asked = (state.unplacedPhones ?? []).map(({ contact, raw }) => ({
    raw,
    name: state.contacts[contact] ? displayName(state.contacts[contact]!, contact, locale) : '',
  }));
  if (asked.length === 1)
    return fill(say.whichCountry, { number: asked[0]!.raw, name: asked[0]!.name }, locale);
  return fill(
    say.whichCountries,
    { numbers: asked.map(({ raw, name }) => `${raw} (${name})`).join(', ') },
    locale,
  );
}

/**
 * The answer to "which country is that number in?": every number asked
 * about, read in the country the message names. Returns what to say, or
 * null when the message names no country (the question stays open).
 */
function placePhone(
  state: IntakeState,
  message: string,
  locale: Locale,
  defaultCountry?: string,
): string | null {
  const say = sayIn(locale);
  const pending = state.unplacedPhones ?? [];
  if (pending.length === 0)
    return defaultCountry ? replacePhone(state, message, locale, defaultCountry) : null;
  // "Y mi compañera de Portugal, Rita Sousa, …": a country said of someone new answers nothing
  // about the number asked; it stays unplaced for a later answer (left out, and said so, at
  // the end).
  if (namesSomeoneNew(state, message, locale, defaultCountry)) return null;
  let country = countryNamed(message, CONTACT_WORDS) ?? countryInReplyNamed(message, locale);
  // "Ukraine, +48": a calling code beside the country that is not its own says two things,
  // unless it is the code of another country the message names ("Marokko! +212. Sieht
  // französisch aus"): the code and the name agree on that one.
  if (country && codeContradicts(message, country)) {
    const agreeing = countriesOfCallingCode(message)?.find((c) => namesCountry(message, c));
    if (!agreeing) return null;
    country = agreeing;
  }
  // Or its calling code ("c'est un numéro de Tahiti, +689", "Suid-Afrika, also +27").
  const coded = country ? null : countriesOfCallingCode(message);
  if (!country && !coded) return null;
  const read = pending.map((asked) => ({
    ...asked,
    phone: country
      ? normalisePhone(asked.raw, country)
      : (coded!.map((c) => normalisePhone(asked.raw, c)).find(Boolean) ?? null),
  }));
  // "Australie, il est à Byron Bay" to two numbers asked about: the country is the one number's
  // it fits; the other, no number there, is still asked about rather than left out.
  const placed = read.filter(({ contact, phone }) => phone && state.contacts[contact]);
  const stillAsked = placed.length > 0 ? read.filter((asked) => !placed.includes(asked)) : [];
  state.unplacedPhones =
    stillAsked.length > 0 ? stillAsked.map(({ contact, raw }) => ({ contact, raw })) : null;
  const said = read
    .filter((asked) => !stillAsked.includes(asked))
    .map(({ contact: index, raw, phone }) => {
      const contact = state.contacts[index];
      if (!contact || !phone) return fill(say.phoneUnread, { number: raw }, locale);
      contact.phone = phone;
      return fill(
        say.phoneNoted,
        { phone: readablePhone(phone), name: displayName(contact, index, locale) },
        locale,
      );
    });
  return said.join(' ');
}

/** The one listed referee whose address is `email` but for its dots, hyphens and underscores. */
function withAddressRetyped(
  contacts: readonly NominatedContact[],
  email: string,
  name: ContactName | null,
): NominatedContact | undefined {
  const bare = (address: string) => address.toLowerCase().replace(/[._-](?=[^@]*@)/g, '');
  const alike = contacts.filter(
    (c) => c.email && c.email !== email && bare(c.email) === bare(email),
  );
  if (alike.length === 1) return alike[0];
  // "Chappuis avec deux p dans le mail aussi : olivier.chappuis@migrosvd.ch" for
  // olivier.chapuis@…: at the same domain, a letter or two apart, said with no name or with
  // only words of the listed referee's name.
  const [local, domain] = email.toLowerCase().split('@') as [string, string];
  const theirs = (c: NominatedContact) =>
    !name ||
    [name.firstName, name.lastName ?? '']
      .join(' ')
      .split(/\s+/)
      .filter(Boolean)
      .every((word) => namesOf(c).some((n) => folded(n).split(/\s+/).includes(folded(word))));
  const near = contacts.filter((c) => {
    const [listedLocal, listedDomain] = (c.email ?? '').toLowerCase().split('@');
    return (
      !!c.email &&
      listedDomain === domain &&
      local.length >= 5 &&
      listedLocal !== local &&
      slipDistance(listedLocal!, local) <= 2 &&
      theirs(c)
    );
  });
  if (near.length === 1) return near[0];
  // "Des .dee war a Tippfehler, gehört d.wolf@b3-nuernberg.de": the same local part at a domain
  // a letter or two apart.
  const sameLocal = contacts.filter((c) => {
    const [listedLocal, listedDomain] = (c.email ?? '').toLowerCase().split('@');
    return (
      !!c.email &&
      listedLocal === local &&
      listedDomain !== domain &&
      slipDistance(listedDomain!, domain) <= 2
    );
  });
  return sameLocal.length === 1 ? sameLocal[0] : undefined;
}

/**
 * A number read under the tenant's calling code, whichever country of it ("664 …" on a US
 * tenant is Montserrat's +1 664), read again in the country named; null when it was read
 * elsewhere or is no number there.
 */
function renumbered(phone: string, defaultCountry: string, country: string): string | null {
  const read = parsePhoneNumberFromString(phone);
  if (
    !read ||
    !isSupportedCountry(defaultCountry) ||
    read.countryCallingCode !== getCountryCallingCode(defaultCountry as CountryCode)
  )
    return null;
  return normalisePhone(read.nationalNumber, country);
}

/**
 * The rest of a number sent too early ("Handy 0664 12", then "34 567 sorry zu früh
 * weggeschickt"): a number asked about that is too short to be one anywhere, and a message
 * that opens with digits (no number by themselves) and has no detail of its own after them.
 * Only when the two joined make a number of the tenant's country; the card shows it back.
 */
function finishedPhone(state: IntakeState, message: string, context: IntakeContext): string | null {
  const cut = (state.unplacedPhones ?? []).filter((p) => digitsOf(p.raw).length < 8);
  const rest = NUMBER_OPENING.exec(message);
  // Nothing after the digits but a word on the early send: "15 Jahre kenne ich sie" is no number.
  if (cut.length !== 1 || !rest || !SENT_TOO_EARLY.test(message.slice(rest[0].length))) return null;
  if (context.defaultCountry && normalisePhone(rest[1]!, context.defaultCountry)) return null;
  const { contact: index, raw } = cut[0]!;
  const contact = state.contacts[index];
  if (!contact) return null;
  const joined = `${raw} ${rest[1]!.trim()}`;
  const phone = context.defaultCountry ? normalisePhone(joined, context.defaultCountry) : null;
  if (!phone) return null;
  const others = (state.unplacedPhones ?? []).filter((p) => p.contact !== index);
  state.unplacedPhones = others.length > 0 ? others : null;
  contact.phone = phone;
  const name = displayName(contact, index, context.locale);
  return fill(
    sayIn(context.locale).phoneNoted,
    { phone: readablePhone(phone), name },
    context.locale,
  );
}

const NUMBER_OPENING = /^\s*(\d[\d \t./-]*\d)(?![\d@])/;
/** Nothing, or only an apology or a word on the early send, in the five languages. */
const SENT_TOO_EARLY = new RegExp(
  `^(?:[\\s\\p{P}\\p{Emoji_Presentation}]|(?<![\\p{L}])(?:${[
    'sorry|sorri|sry|oops|ups|pardon|entschuldigung|sorri|perd[oó]n|perdona|disculpa|d[ée]sol[ée]e?|desculpa|desculpe',
    'zu|fr[üu]h|weg|weggeschickt|abgeschickt|geschickt|gesendet|sent|too|early|it|se|me|fue|envi[oó]|enviei|mandei|antes|sem|querer|parti|trop|vite|t[ôo]t|mal|ich|hab|habe|i|hit|send',
    // "pardon c'est parti trop vite", "foi sem querer", "saiu antes".
    "c'est|c|est|ça|ca|envoy[ée]e?|foi|saiu",
  ].join('|')})(?![\\p{L}]))*$`,
  'iu',
);
const digitsOf = (text: string) => text.replace(/\D/g, '');

/**
 * The message names a referee not on the list, with a relationship or a detail of their own
 * ("et ma collègue Anna Nowak en Pologne, anna@wp.pl"): whatever country it names is theirs.
 */
function namesSomeoneNew(
  state: IntakeState,
  message: string,
  locale: Locale,
  defaultCountry?: string,
): boolean {
  const listed = state.contacts.map((c) =>
    `${c.firstName ?? ''} ${c.lastName ?? ''} ${c.nameAsWritten ?? ''}`.toLowerCase(),
  );
  return readContacts(message, contactWordsFor(locale), defaultCountry ?? 'US').some(
    (part) =>
      part.name !== null &&
      (part.relationship !== null || part.emails.length > 0 || part.phone !== null) &&
      !listed.some((names) => names.includes(part.name!.firstName.toLowerCase())),
  );
}

/** The message names this country (by its name or its adjective, in any of the languages). */
function namesCountry(message: string, country: CountryCode): boolean {
  const plain = withoutEmails(message);
  return !!CONTACT_WORDS.otherCountries?.some(
    ([code, said]) => code === country && said.test(plain),
  );
}

/** A calling code said ("+48", "0048") that is not the named country's own. */
function codeContradicts(message: string, country: string): boolean {
  if (!isSupportedCountry(country)) return false;
  const own = getCountryCallingCode(country);
  return [...message.matchAll(/(?:\+|(?<!\d)00\s?)(\d{1,3})(?!\d)/g)].some((m) => m[1] !== own);
}

/**
 * The one referee whose number the new one sets right: as many digits, and two of them swapped
 * or at most two changed ("el número del hancho lo escribí mal: es 090-3456-7821" after
 * "090-3456-7812"), the others' numbers further off.
 */
function withNearNumber(
  contacts: NominatedContact[],
  phone: string | null,
): NominatedContact | undefined {
  if (!phone) return undefined;
  const near = contacts.filter((c) => c.phone && c.phone !== phone && nearDigits(c.phone, phone));
  return near.length === 1 ? near[0] : undefined;
}

function nearDigits(a: string, b: string): boolean {
  const x = a.replace(/\D/g, '');
  const y = b.replace(/\D/g, '');
  if (x.length !== y.length || x.length < 6) return false;
  const differ = [...x].flatMap((d, i) => (d === y[i] ? [] : [i]));
  if (differ.length <= 2 && differ.length > 0 && differ.every((i) => i >= x.length - 4)) {
    return true;
  }
  return differ.length === 2 && differ[1] === differ[0]! + 1 && x[differ[0]!] === y[differ[1]!];
}

/**
 * A short message naming another country for the number just read in the default one, not
 * asked about because it was valid there ("… so tlm 691 22 33 44", then "tb do Luxemburgo"):
 * the same digits read in that country, when valid there, on the referee's card (never
 * stored unasked: only a referee still waiting for the candidate's yes).
 */
function replacePhone(
  state: IntakeState,
  message: string,
  locale: Locale,
  defaultCountry: string,
): string | null {
  // The referee whose card shows the number just read: the only one waiting with a new number
  // ("Peter: 0905 …" offered on Peter Horváth's card, first of two listed), else the last one
  // (not the card on screen: "É de Portugal, de Braga" under Sandra's card is said of Fernanda,
  // listed last).
  const fresh = state.contacts.filter(
    (c) => c.phone && c.unconfirmed && c.phone !== (c.unconfirmed.before?.phone ?? null),
  );
  // Only a number read from words and not yet confirmed can be moved (and naming a country is
  // the dearest reading here, a few hundred patterns).
  const last = state.contacts.at(-1);
  if (fresh.length === 0 && !(last?.phone && last.unconfirmed)) return null;
  // A country that is also a given name ("En Israël") counts here as in the reply to "which
  // country?": only after a word of where, or as the whole message.
  const country = countryNamed(message, CONTACT_WORDS) ?? countryInReplyNamed(message, locale);
  // Of several, the last one listed; when it has no number, the one number of those waiting
  // that is one in the country named ("Es de Bolivia" after "Freddy Choque, su wasap 712 45
  // 893", a referee with no number listed after him).
  // So too of several waiting ("Slowenien" after "Luka …, 041 234 567" and "Evi …, 0664 …"):
  // the one number valid there.
  const fitting =
    country && (!last?.phone || fresh.length > 1)
      ? fresh.filter((c) => renumbered(c.phone!, defaultCountry, country) !== null)
      : [];
  const index =
    fresh.length === 1
      ? state.contacts.indexOf(fresh[0]!)
      : fitting.length === 1
        ? state.contacts.indexOf(fitting[0]!)
        : state.contacts.length - 1;
  const contact = state.contacts[index];
  if (!contact?.phone || !contact.unconfirmed) return null;
  // "Ukraine, +380. Sie ist noch in Kyjiw": the country's own calling code said beside it is
  // no other number, and a short sentence after it saying where the referee is adds nobody.
  const said = message.replace(/(?:\+|(?<!\d)00\s?)(\d{1,3})(?!\d)/g, (whole, code: string) =>
    country && isSupportedCountry(country) && getCountryCallingCode(country) === code ? ' ' : whole,
  );
  // "É da Colômbia, de Leticia, do lado de Tabatinga": the country said first, where after it.
  const first = said.split(/(?<=[.!?,;])\s+/)[0] ?? said;
  const rest = said.slice(first.length);
  if (first.trim().split(/\s+/).length > 6 || /[@\d]/.test(said)) return null;
  if (
    rest.trim() !== '' &&
    (rest.trim().split(/\s+/).length > 8 || contactWordsFor(locale).relationship(rest) !== null)
  )
    return null;
  if (!country || country === defaultCountry) return null;
  // "Deutschland, das ist ein deutsches Handy" after a German number was read for the referee
  // just listed: said of that number, which is where it was read; no other moves.
  if (fresh.some((c) => parsePhoneNumberFromString(c.phone!)?.country === country)) return null;
  const phone = renumbered(contact.phone, defaultCountry, country);
  if (!phone) return null;
  contact.phone = phone;
  return fill(
    sayIn(locale).phoneNoted,
    { phone: readablePhone(phone), name: displayName(contact, index, locale) },
    locale,
  );
}

/**
 * The countries of a calling code said alone ("+689", "00 27", "+27"); each number is read
 * in the first of them it is valid in. Null when the message says none; a number with
 * more digits after it is a phone, no code.
 */
function countriesOfCallingCode(message: string): CountryCode[] | null {
  const code = /(?:^|[^\d+])(?:\+|00\s?)(\d{1,3})(?![\d\s]*\d{3})/.exec(
    withoutEmails(message),
  )?.[1];
  if (!code) return null;
  const countries = getCountries().filter((c) => getCountryCallingCode(c) === code);
  return countries.length > 0 ? countries : null;
}

/** Name words as typed: capitalised, letters joined by an apostrophe, a hyphen or a space. */
const TYPED_NAME = /^\p{Lu}\p{L}*(?:['’-]\p{L}+)*(?: \p{Lu}\p{L}*(?:['’-]\p{L}+)*)*$/u;

/** A name's letters alone: no case, accents, apostrophes, hyphens or spaces. */
const lettersOf = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[^\p{L}]/gu, '')
    .toLowerCase();

/**
 * A first name or surname this turn read without the apostrophe, hyphen or space the
 * candidate typed in it (spelt from an address, "serge.nguessan@…", or run together: "Serge
 * N'Guessan", "Kawtar Ben Abdallah", "Girard-Ponsot"): the card shows it as typed, capitals
 * and all. Only a name whose letters are the typed words' exactly, and never typed as read
 * as well (blind set 20).
 */
function keepNamesAsTyped(previous: IntakeState, state: IntakeState, said: string): void {
  const words = said.split(/[\s,;:()"“”«»]+/).map((w) => w.replace(/[.!?…]+$/, ''));
  const typedAs = (value: string): string | null => {
    if (/['’\- ]/.test(value)) return null;
    // Typed that way too ("bong Srey Pov … son vrai nom c'est KEO Sreypov"): kept as read.
    if (words.some((w) => w.toLowerCase() === value.toLowerCase())) return null;
    for (let at = 0; at < words.length; at++) {
      for (let n = 1; n <= 3 && at + n <= words.length; n++) {
        const typed = words.slice(at, at + n).join(' ');
        if (!TYPED_NAME.test(typed) || !/['’\- ]/.test(typed)) continue;
        if (lettersOf(typed) === lettersOf(value)) return typed;
      }
    }
    return null;
  };
  state.contacts.forEach((contact, index) => {
    if (JSON.stringify(contact) === JSON.stringify(previous.contacts[index])) return;
    for (const field of ['firstName', 'lastName'] as const) {
      const value = contact[field];
      const typed = value ? typedAs(value) : null;
      if (typed) contact[field] = typed;
    }
  });
}

/** The structural fallback (intake-confirmation.ts offerUnread) in this chat's words and country. */
function offerUnreadIn(
  previous: IntakeState,
  state: IntakeState,
  message: string,
  context: IntakeContext,
): void {
  const words = contactWordsFor(context.locale);
  offerUnread(previous, state, message, words, context.defaultCountry, MAX_NOMINATIONS);
}

function hasContactDetails(message: string, context: IntakeContext): boolean {
  return findEmails(message).length > 0 || findPhones(message, context.defaultCountry).length > 0;
}

/** "and my …", "and another …" opening a message, in the five languages: someone else is named. */
const OPENS_ANOTHER =
  /^[^\p{L}]*(?:and|et|y|e|und)\s+(?:(?:a|o)\s+)?(?:my|ma|mon|mes|mi|mis|minha|meu|minhas|meus|mein|meine|meinen|another|une autre|un autre|otra|otro|outra|outro)(?![\p{L}])/iu;

/**
 * "And the chef …", "y el encargado …", "und der Meister …", "et le chef …", "e o chefe …": another
 * person described; in Swiss and Bavarian German with the dialect's article ("Und d
 * Lehrmeischterin …", "und dr Chef …", "und da Meister …").
 */
const OPENS_DESCRIBED =
  /^[^\p{L}]*(?:(?:and|et|y|e|und)\s+(?:the|el|la|le|l['’]|o|a|der|die|den)|und\s+(?:d|de|dr|da))\s*\p{L}/iu;

/** Both numbers are there and differ (a raw one compared by its digits, leading zeros aside). */
function anotherNumber(listed: string | null, said: string | null): boolean {
  if (!listed || !said) return false;
  const digits = said.replace(/\D/g, '').replace(/^0+/, '');
  return digits.length > 0 && !listed.replace(/\D/g, '').endsWith(digits);
}

/**
 * Adds what the message says to the list (the contact reader cuts it into
 * one part per referee). A part with a new e-mail (or a new full name once
 * the last referee has one) starts a referee; anything else fills in the
 * last one ("her phone is 415 555 0199").
 */
function mergeNominations(
  state: IntakeState,
  message: string,
  context: IntakeContext,
  pendingPerson: IntakeState['pendingPerson'] = null,
  asked: string[] = [],
): void {
  const words = contactWordsFor(context.locale);
  const pasted = pastedCards(message);
  if (pasted) {
    addPastedCards(state, pasted, context);
    // The words around the cards name referees of their own only with details of their own.
    if (hasContactDetails(pasted.rest, context))
      mergeNominations(state, pasted.rest, context, pendingPerson, asked);
    return;
  }
  let pending = pendingPerson ?? null;
  if (!hasContactDetails(message, context)) rememberNamedInPassing(state, message);
  // "Doña Cuca es Socorro Mercedes de los Santos, …, su numero 809 …" for doña Cuca, named
  // before with no details: the full name and what follows are hers.
  const inFull = namedInFullFirst(message, pending?.calledAs ?? [], state.contacts);
  const read = withNumberOfTheOneBefore(
    readContacts(inFull?.message ?? message, words, context.defaultCountry),
    state.contacts,
  );
  for (const [index, part] of read.entries()) {
    if (restatesSurname(state, part)) continue;
    let current = state.contacts.at(-1);
    // The person the last message named without details, mentioned again by how they were
    // called ("Goyo es como le decimos") or referred back to ("su teléfono es …") first thing:
    // what this part says is theirs, a new referee, never the last one listed.
    const forPending =
      pending !== null &&
      (!part.titled || mentionsAny(part.titled, pending.calledAs)) &&
      (mentionsAny(message, pending.calledAs) ||
        (index === 0 && (part.refersBack || namesThePending(inFull?.named, pending.calledAs)))) &&
      (part.name !== null ||
        part.emails.length > 0 ||
        part.phone !== null ||
        part.unplacedPhone !== null);
    // A referee referred to only by how they were called before ("o Mister também tem
    // número", "and Goyo's mobile is …"): what the message says is theirs.
    if (!forPending && read.length === 1 && part.name === null && !part.titled) {
      const called =
        calledIn(state.contacts, message) ??
        ofTheOneRelated(state.contacts, message, context.locale) ??
        withNearNumber(state.contacts, part.phone);
      if (called) current = called;
    }
    // "Et ma prof …, Mme Li" after a referee read with no name: another person, not its name.
    const another =
      index === 0 &&
      OPENS_ANOTHER.test(message) &&
      (part.name !== null || !!part.titled) &&
      part.relationship !== null &&
      current?.firstName === null &&
      !current.nameAsWritten;
    const email = addressMeant(part.emails);
    // "M. El Amrani était mon chef", "Mme Benjelloun … son mail c'est …": a title and the
    // surname of one referee listed (and only one) is about them; their name stays as listed.
    const titled = part.titled
      ? byTitledSurname(state.contacts, part.titled, email, part.title ?? null)
      : undefined;
    if (titled) current = titled;
    // "A Sra. Maria do Socorro não usa e-mail": one listed, named again by their first name of
    // several words, their full name or as they were called, is about them (blind set 19).
    const again = !titled && part.name ? namedAgain(state.contacts, part.name, email) : undefined;
    if (again) current = again;
    // "el mail del Colo es gonza.ferreira@hotmail.com, con punto en el medio": an address that is
    // a listed one with its dots, hyphens or underscores set right is that referee's, retyped.
    const retyped =
      !titled && !again && email
        ? (withAddressRetyped(state.contacts, email, part.name) ??
          (part.name ? undefined : spellsListedName(state.contacts, email)))
        : undefined;
    if (retyped) current = retyped;
    const name = titled || again || retyped ? null : part.name;
    // "y el señor Goyo, del abasto …": a titled name that is none of those listed, said with no
    // name read, is someone else (never the relationship of the last referee).
    const titledSomeoneElse =
      !!part.titled &&
      !titled &&
      name === null &&
      !state.contacts.some((c) => mentionsAny(part.titled!, namesOf(c)));
    // "Esqueci de dizer o nome 😅 é o Sr. Domingos Chimuco, …": the name the referee listed
    // last, read with none, was forgotten: this part is theirs, never someone else.
    // "personal@mirabellblick.at" listed with no name, then "De Personalchefin is d Frau Mag.
    // Sabine Moser, de Adresse passt scho": a full name alone, with no details of its own and
    // not opened as another, is the name of the one referee listed without one.
    const namesTheNameless =
      read.length === 1 &&
      email === null &&
      !part.phone &&
      !part.unplacedPhone &&
      (!!name?.lastName || (part.titled ?? '').includes(' ')) &&
      current !== undefined &&
      current === namelessReferee(state.contacts, message);
    // "Frau Mag. Sabine Moser" read as titled only: the words after the title are the name.
    const titledName: ContactName | null =
      namesTheNameless && name === null && part.titled
        ? nameAfterTitle(part.titled)
        : name === null && part.titled
          ? givenNameOfTitled(part.titled, message, email, words)
          : null;
    const namesTheLast =
      index === 0 &&
      (FORGOT_THE_NAME.test(message) || namesTheNameless) &&
      (name !== null || !!part.titled) &&
      current !== undefined &&
      current.firstName === null &&
      !current.nameAsWritten &&
      (email === null || current.email === null);
    // "Y el chef del hotel …, ese era mi jefe de cocina. Su cel 67012288" after Gladys: someone
    // described, with a number of their own and no name yet, is someone else (named next).
    const describedAnother =
      index === 0 &&
      name === null &&
      !part.titled &&
      !part.refersBack &&
      part.relationship !== null &&
      (part.phone !== null || part.unplacedPhone !== null || email !== null) &&
      !!current?.firstName &&
      OPENS_DESCRIBED.test(message);
    const isNewPerson =
      !namesTheLast &&
      !retyped &&
      (forPending ||
        describedAnother ||
        titledSomeoneElse ||
        (!titled &&
          (!current ||
            (email !== null && current.email !== null && current.email !== email) ||
            // Another full name with an address, after a referee named without one ("Begoña van
            // der Berg … y su móvil …", then "Iñigo Mac Gregor … inigo.macgregor@…"): someone else.
            // A name still asked where its first name ends counts by its first word ("Mamani
            // Quispe, Juan Carlos — …, 712…" then "Choque Apaza, Rosa Isabel — …, rosa.choque@…").
            (email !== null &&
              current.email === null &&
              !!name?.lastName &&
              openingName(current) !== null &&
              !part.refersBack &&
              folded(name.firstName) !== folded(openingName(current)!)) ||
            (email === null &&
              name !== null &&
              (current.firstName ?? current.nameAsWritten ?? null) !== null &&
              current.firstName !== name.firstName &&
              !(current.nameAsWritten && current.nameAsWritten === name.written) &&
              !part.refersBack) ||
            // "Und der Stefan Hofbauer …" after Stefan Pichler: the same first name with another
            // surname, no correction said, is someone else (never the listed one renamed).
            (email === null &&
              !!name?.lastName &&
              current.firstName !== null &&
              current.lastName !== null &&
              folded(name.firstName) === folded(current.firstName) &&
              folded(name.lastName) !== folded(current.lastName) &&
              !CORRECTS.test(saidBefore(message, name.lastName)) &&
              !part.refersBack) ||
            another ||
            // "Keiko: k.tamashiro@…, 053-…" after Cleide Bortolotto: a first name set before the
            // details with a colon, another than the last referee's, is that person's line, never
            // the last referee renamed.
            (email !== null &&
              name !== null &&
              !name.lastName &&
              current.firstName !== null &&
              current.lastName !== null &&
              !part.refersBack &&
              folded(name.firstName) !== folded(current.firstName) &&
              new RegExp(`^\\s*${escapeRegExp(name.firstName)}\\s*:`, 'u').test(message)) ||
            // A name with a number of its own, after a referee read with no name who has another
            // ("… Tél 06 12 88 45 70, mail …", then "Et ma prof, Mme CHEN Li, … 138 5771 2046"):
            // someone else, never the name the last one lacked.
            ((name !== null || !!part.titled) &&
              current.firstName === null &&
              !current.nameAsWritten &&
              !part.refersBack &&
              anotherNumber(current.phone, part.phone ?? part.unplacedPhone)) ||
            // A full name and another relationship, after a referee read with no name ("chefe …,
            // telefone 00245 …", then "a Dra. Fatumata Embaló, … orientadora"): someone else, not
            // the name the last one lacked.
            ((email === null || current.email === null) &&
              !!name?.lastName &&
              current.firstName === null &&
              !current.nameAsWritten &&
              !part.refersBack &&
              part.relationship !== null &&
              current.relationship !== null &&
              part.relationship !== current.relationship) ||
            // An address alone that spells another person's name is theirs, not the last referee's.
            // A first name alone with an address that bears it out, not the last referee's
            // ("…, Marta, no sé apellido, marta.eoi@…" after Amparo, who had none): her own.
            (email !== null &&
              current.email === null &&
              name !== null &&
              !name.lastName &&
              !name.written &&
              current.firstName !== null &&
              !part.refersBack &&
              folded(name.firstName) !== folded(current.firstName) &&
              emailBearsOut({ firstName: name.firstName, lastName: null }, email) &&
              !emailBearsOut(
                { firstName: current.firstName, lastName: current.lastName },
                email,
              )) ||
            (email !== null &&
              name === null &&
              current.email === null &&
              current.firstName !== null &&
              spellsAnotherName(
                email,
                { firstName: current.firstName, lastName: current.lastName },
                words,
              )))));
    // "Peter: 0905 …" with two referees called Peter listed: the number is neither's until
    // the candidate says whose (asked, never a new referee, never a guess).
    const sharing =
      name && !name.lastName && !name.written && email === null
        ? sharingFirstName(state.contacts, name.firstName, part)
        : [];
    if (sharing.length > 1) {
      asked.push(
        fill(
          sayIn(context.locale).whoseNumber,
          {
            number:
              part.unplacedPhone ??
              withoutEmails(message).match(/\+?\d[\d\s()./-]{5,}\d/)?.[0] ??
              readablePhone(part.phone!),
            names: sharing
              .map((c) => displayName(c, state.contacts.indexOf(c), context.locale))
              .join(', '),
          },
          context.locale,
        ),
      );
      continue;
    }
    // "her husband Lukas, 07700 …" after a referee with no number: the kin is no new name of theirs.
    if (
      !isNewPerson &&
      name !== null &&
      !state.contacts.some((c) => c.firstName && folded(c.firstName) === folded(name.firstName)) &&
      goBetween(state, part, name, email, message, read.length === 1)
    ) {
      offerGoBetweensNumber(state, part, name.firstName, message, context);
      continue;
    }
    if (isNewPerson) {
      // A new referee needs a way to reach them or a full name; a lone word is not a person yet.
      // A number whose country is still to be asked is such a way. Someone named with no
      // detail ("el señor Goyo, del abasto …") is kept for the next message, whose details
      // may be theirs.
      if (email === null && !part.phone && !part.unplacedPhone && !name?.lastName) {
        // "Peter an der Rezeption weiß Bescheid", "Telefon von Ján weiß ich nicht, Peter
        // fragen": one named in passing is not asked for; remembered as such.
        if (
          name &&
          !part.relationship &&
          saidInPassing(state, name.firstName, message, read.length === 1)
        ) {
          keepInPassing(state, name.firstName, message);
          continue;
        }
        const calledAs = calledAsOf(part, name);
        if (calledAs.length > 0)
          state.pendingPerson = { calledAs, relationship: part.relationship };
        continue;
      }
      if (state.contacts.some((c) => email !== null && c.email === email)) continue;
      // The same full name said again, with what was missing ("Markus Kranewitter" in a pasted
      // block, then his address): the referee listed, not a second one.
      const same = name?.lastName
        ? sameNamed(state.contacts, name, email)
        : name && email === null
          ? numberForFirstName(state.contacts, name.firstName, part)
          : name
            ? addressForFirstName(state.contacts, name.firstName, part)
            : undefined;
      // "le service RH, recrutement@mcb.mu" read with no name, then, asked for one, "Mme Devi
      // Ramsamy aux RH, d.ramsamy@mcb.mu": a named person with an address of the same
      // organisation, not opened as another ("and my …"), takes the place of the nameless
      // mailbox (shown on the card for the candidate's yes; a no puts the mailbox back).
      const mailbox =
        !same && email !== null && name !== null && !OPENS_ANOTHER.test(message)
          ? namelessMailboxOf(state.contacts, email, words)
          : undefined;
      if (!same && !mailbox && goBetween(state, part, name, email, message, read.length === 1)) {
        offerGoBetweensNumber(state, part, name!.firstName, message, context);
        continue;
      }
      if (same) current = same;
      else if (mailbox) current = mailbox;
      else {
        if (state.contacts.length >= MAX_NOMINATIONS) return;
        current = { firstName: null, lastName: null, email: null, phone: null, relationship: null };
        state.contacts.push(current);
      }
    }
    if (!current) continue;
    if (forPending && pending) {
      // Shown on the card with the rest, for the candidate's yes. Of names that are not one
      // person's ("le gros Jo …, et Momo …" kept together), only the one said now, and no
      // relationship, which may be the other's.
      const onePerson = pending.calledAs.every((a) =>
        pending!.calledAs.every(
          (b) => folded(a).includes(folded(b)) || folded(b).includes(folded(a)),
        ),
      );
      if (!current.relationship && pending.relationship && onePerson)
        current.relationship = pending.relationship;
      const called = onePerson
        ? pending.calledAs
        : pending.calledAs.filter((c) => mentionsAny(message, [c]));
      current.calledAs = [...new Set([...(current.calledAs ?? []), ...called])];
      pending = null;
    }
    if (part.title && (isNewPerson || titled)) {
      // "O Mister Nuno Vilaça Correia": a later "o Mister" alone is about him.
      const full = name ? `${name.firstName} ${name.lastName ?? ''}`.trim() : null;
      const as = [
        part.title,
        ...(part.titled && folded(part.titled) !== folded(name?.written ?? full ?? '')
          ? [part.titled]
          : []),
      ];
      current.calledAs = [...new Set([...(current.calledAs ?? []), ...as])].slice(0, 10);
    }
    if (email) current.email = email;
    if (part.phone) setPhone(state, current, part.phone, message, context);
    else if (
      part.unplacedPhone &&
      !current.phone &&
      besideOthers(part.unplacedPhone, message, context)
    ) {
      // Shown on the card for the candidate's yes, as every reading is.
      current.phone = besideOthers(part.unplacedPhone, message, context);
    } else if (part.unplacedPhone && !current.phone) {
      // Asked about with the others of the message; a later number for the same referee wins.
      const contact = state.contacts.indexOf(current);
      const others = (state.unplacedPhones ?? []).filter((p) => p.contact !== contact);
      state.unplacedPhones = [...others, { contact, raw: part.unplacedPhone }];
    }
    if (part.relationship) current.relationship = part.relationship;
    const fromEmail = email ? nameFromEmail(email, words) : null;
    const resolvedName =
      (saysSurnameAlone(name, current) ? null : (name ?? titledName)) ??
      (current.firstName || current.nameAsWritten ? null : fromEmail);
    if (resolvedName?.written) {
      // No split picked: the name is kept as written and asked about.
      current.firstName = null;
      current.lastName = null;
      current.nameAsWritten = resolvedName.written;
    } else if (resolvedName) {
      // "Herr Horváth" named before, now his first name: the surname he was called by.
      const calledSurname = surnameCalledBy(current);
      current.firstName = resolvedName.firstName;
      current.lastName = resolvedName.lastName ?? current.lastName ?? calledSurname;
      // An address spells a surname without its accents ("horvathova@" for "Mag.a
      // Horváthová"): as the candidate wrote it when they called them by it.
      current.lastName = asCalled(current.lastName, current.calledAs);
      delete current.nameAsWritten;
    }
    if (email && current.nameAsWritten) settleFirstName(current, email);
    const kin = current.firstName ? ownKinBefore(message, current.firstName) : null;
    if (kin) current.calledAs = [...new Set([...(current.calledAs ?? []), kin])].slice(0, 10);
    // "Pak Sutrisno … Er hat nur einen Namen": the name alone, no title or address word its
    // surname.
    if (saysOnlyOneName(message) && current.firstName && current.lastName) {
      if ((words.titles ?? []).includes(current.firstName.toLowerCase().replace(/\.$/, ''))) {
        current.firstName = current.lastName;
        current.lastName = null;
      } else if (!wholeWord(escapeRegExp(current.lastName)).test(withoutEmails(message)))
        current.lastName = null;
    }
  }
  for (const contact of state.contacts) joinAliasSurname(contact, message);
  // "Le gros Jo c'est Joseph Lombardo": Joseph Lombardo is called Jo ("le mail de Jo …").
  for (const { nickname, full } of inFull?.named ?? []) {
    const named = state.contacts.find((c) => namesOf(c).some((n) => folded(n) === folded(full)));
    if (named) named.calledAs = [...new Set([...(named.calledAs ?? []), nickname])];
  }
}

/**
 * Westphalia's and Austria's farm names joined to a surname ("Hubertus Vennemann gen.
 * Pröbsting", "Franz Huber vulgo Moar"): one surname as written, read up to the connector.
 * The message reaches here with "gen." written without its dot (withAliasConnectorPlain), so
 * no sentence ends there.
 */
const ALIAS_SURNAME = (surname: string) =>
  new RegExp(
    `(?<![\\p{L}])${escapeRegExp(surname)}\\s+(gen|genannt|vulgo|vlg)\\s+(\\p{Lu}[\\p{L}'’-]+)`,
    'u',
  );

function joinAliasSurname(contact: NominatedContact, message: string): void {
  if (!contact.lastName || /\s/.test(contact.lastName)) return;
  const said = ALIAS_SURNAME(contact.lastName).exec(message);
  if (!said) return;
  const connector = said[1] === 'gen' || said[1] === 'vlg' ? `${said[1]}.` : said[1];
  contact.lastName = `${contact.lastName} ${connector} ${said[2]}`;
}

/** "Vennemann gen. Pröbsting": the connector without its dot, so no sentence ends at it. */
function withAliasConnectorPlain(message: string): string {
  return message.replace(/(?<![\p{L}])(gen|vlg)\.(?=\s+\p{Lu})/gu, '$1');
}

/**
 * Contact cards pasted from an address book (intake-reading.ts pastedCards), each a referee
 * as its fields say (held for the candidate's yes, as every reading is), one already listed
 * by its address aside. A lone card takes the relationship the words around it say ("te paso
 * el contacto de mi jefa"); a number its country does not place is asked about.
 */
function addPastedCards(
  state: IntakeState,
  pasted: NonNullable<ReturnType<typeof pastedCards>>,
  context: IntakeContext,
): void {
  const around = readContacts(pasted.rest, contactWordsFor(context.locale), context.defaultCountry);
  const relationships = [...new Set(around.map((p) => p.relationship).filter(Boolean))];
  const relationship =
    pasted.cards.length === 1 && relationships.length === 1 ? relationships[0]! : null;
  for (const card of pasted.cards) {
    if (state.contacts.length >= MAX_NOMINATIONS) return;
    if (card.email && state.contacts.some((c) => c.email === card.email)) continue;
    const phone = card.phone ? normalisePhone(card.phone, context.defaultCountry) : null;
    state.contacts.push({
      firstName: card.firstName,
      lastName: card.lastName,
      email: card.email,
      phone,
      relationship,
    });
    if (card.phone && !phone) {
      const contact = state.contacts.length - 1;
      state.unplacedPhones = [...(state.unplacedPhones ?? []), { contact, raw: card.phone }];
    }
  }
}

/** How a part called someone named without details: the title and name as written, the name, the first name. */
function calledAsOf(
  part: { title?: string; titled?: string },
  name: { firstName: string; lastName: string | null; written?: string } | null,
): string[] {
  const called = [
    part.title && part.titled ? `${part.title} ${part.titled}` : null,
    part.titled ?? null,
    name?.written ?? null,
    name?.firstName ?? null,
  ].filter((c): c is string => !!c && c.length <= 100);
  return [...new Set(called)];
}

/** The message says one of these names or titles, as a whole word (accents and case aside). */
function mentionsAny(message: string, called: string[]): boolean {
  const text = ` ${folded(message)
    .replace(/[^\p{L}\p{N}\s-]+/gu, ' ')
    .replace(/\s+/g, ' ')} `;
  return called.some((c) => {
    const said = folded(c)
      .replace(/[^\p{L}\p{N}\s-]+/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    return said.length >= 2 && text.includes(` ${said} `);
  });
}

/**
 * The one referee listed with an address and no name, whose address names nobody
 * ("recrutement@…", "info@…") at this address's domain: a mailbox, not yet a person. One
 * called by a title and a surname ("Herr Horváth, horvath@weingut.at") is a person whose
 * first name is still to come, never a mailbox another takes the place of.
 */
/** Two words are a first name and a surname; more are kept as written (where the first name ends is asked). */
function nameAfterTitle(titled: string): ContactName {
  const [first, ...rest] = titled.trim().split(/\s+/);
  return rest.length === 1
    ? { firstName: first!, lastName: rest[0]! }
    : { firstName: first!, lastName: rest.join(' '), written: titled.trim() };
}

/** The one listed referee with an address or a number and no name, when the message opens no other. */
function namelessReferee(
  contacts: NominatedContact[],
  message: string,
): NominatedContact | undefined {
  if (OPENS_ANOTHER.test(message)) return undefined;
  const found = contacts.filter(
    (c) =>
      c.firstName === null &&
      !c.nameAsWritten &&
      !c.contactId &&
      (c.email !== null || c.phone !== null),
  );
  return found.length === 1 ? found[0] : undefined;
}

function namelessMailboxOf(
  contacts: NominatedContact[],
  email: string,
  words: ReturnType<typeof contactWordsFor>,
): NominatedContact | undefined {
  const domain = email.split('@')[1];
  const found = contacts.filter(
    (c) =>
      c.firstName === null &&
      !c.nameAsWritten &&
      !c.contactId &&
      c.email !== null &&
      c.email !== email &&
      c.email.split('@')[1] === domain &&
      !c.calledAs?.length &&
      nameFromEmail(c.email, words) === null,
  );
  return found.length === 1 ? found[0] : undefined;
}

/** The names a referee is listed under: first name, surname, full name, as written, as called. */
function namesOf(c: NominatedContact): string[] {
  return [
    c.firstName,
    c.lastName,
    c.firstName && c.lastName ? `${c.firstName} ${c.lastName}` : null,
    c.nameAsWritten ?? null,
    ...(c.calledAs ?? []),
  ].filter((n): n is string => !!n);
}

/**
 * Two referees on the list said to be one person, in the five languages ("Catherine Moreau
 * c'est Cathy ! C'est la même personne", "Bob and Robert Stone are the same person", "Kathi
 * und Katharina Berger sind dieselbe Person", "Pepe y José Ruiz son la misma persona", "a Bia
 * e a Beatriz Lima são a mesma pessoa"): one referee, the fuller name kept, each detail the
 * other had filled in where it lacked one. Only when the message names exactly two of them.
 */
const SAME_PERSON = wholeWord(
  [
    "(?:c['’]est|ce sont|c['’]est bien) (?:la même|la meme) personne",
    '(?:is|are) (?:the same person|one and the same)',
    '(?:ist|sind) (?:dieselbe|die gleiche|die selbe|ein und dieselbe) person',
    '(?:es|son) la misma persona',
    '(?:é|e|são|sao) a mesma pessoa',
  ].join('|'),
);

function mergedAsOnePerson(state: IntakeState, message: string): boolean {
  if (!SAME_PERSON.test(message)) return false;
  const named = state.contacts
    .map((contact, index) => ({ contact, index }))
    .filter(({ contact }) => mentionsAny(message, namesOf(contact)));
  if (named.length !== 2) return false;
  const [a, b] = named as [(typeof named)[0], (typeof named)[0]];
  const fuller = (c: NominatedContact) => (c.lastName ? 1 : 0) + (c.firstName?.length ?? 0) / 100;
  const [kept, other] = fuller(b.contact) > fuller(a.contact) ? [b, a] : [a, b];
  if (kept.contact.contactId && other.contact.contactId) return false;
  const merged: NominatedContact = { ...kept.contact };
  merged.email ??= other.contact.email;
  merged.phone ??= other.contact.phone;
  merged.relationship ??= other.contact.relationship;
  merged.lastName ??= other.contact.lastName;
  merged.calledAs = [
    ...new Set([...(kept.contact.calledAs ?? []), ...namesOf(other.contact)]),
  ].slice(0, 10);
  state.contacts[Math.min(a.index, b.index)] = merged;
  state.contacts.splice(Math.max(a.index, b.index), 1);
  return true;
}

/** The one referee the message refers to by how they were called before ("o Mister"), if only one. */
function calledIn(contacts: NominatedContact[], message: string): NominatedContact | undefined {
  const found = contacts.filter((c) => c.calledAs?.length && mentionsAny(message, c.calledAs));
  return found.length === 1 ? found[0] : undefined;
}

/**
 * "Mail vom Chef hab i doch: info@…", "el correo de mi jefa es …", "le mail du chef c'est …",
 * "the boss's email is …" (and "die Nummer vom Chef is falsch, 0176 …": a number, to the one
 * so related who has none): an address said to be a relationship's (a detail word, then "of"
 * and the relationship, or "…'s email"), that exactly one listed referee has and who has no
 * address yet: that referee's, not the last one listed. Not when the message denies it ("Mail
 * vom Chef hab ich nicht"), points back at someone else ("su correo …, ella era la asistente
 * de mi jefe") or qualifies the relationship ("de mi jefa anterior", "previous manager's": a
 * new referee). The card shows it for the candidate's yes.
 */
const PHONE_WORD =
  '(?:nummer|handynummer|telefonnummer|handy|n[úu]mero|tel[ée]fono|celular|cel|num[ée]ro|portable|telefone|phone|number)';
const DETAIL_WORD = `(?:e-?mail|mail|correo|courriel|mailadresse|e-?mail-adresse|adresse|${PHONE_WORD})`;
const OF_WORD =
  '(?:vom|von (?:der|dem|meiner|meinem)|del|de (?:la|mi)|du|de (?:mon|ma)|do|da|of (?:my|the))';
const ADDRESS_OF = new RegExp(
  `(?<![\\p{L}])(${DETAIL_WORD})\\s+${OF_WORD}\\s+(\\p{L}+)(?![\\p{L}])|(?<![\\p{L}])(\\p{L}+)['’]s\\s+(${DETAIL_WORD})(?![\\p{L}])`,
  'iu',
);
/** Words that make the relationship another person's: a denial, a pointer back, a qualifier. */
const NOT_THE_LISTED =
  /(?<![\p{L}])(?:no|nicht|nich|kein|keine|pas|não|nao|not|don't|dont|su|sus|ella|él|ihre|ihr|seine|sein|son|sa|sien|sienne|dela|dele|her|his|anterior|antigu[oa]|otr[oa]|previous|old|former|other|ex|d'avant|ancien|ancienne|fr[üu]her(?:e|en)?|alte[nr]?|vorherige[nr]?|outr[oa])(?![\p{L}])/iu;

function ofTheOneRelated(
  contacts: NominatedContact[],
  message: string,
  locale?: Locale,
): NominatedContact | undefined {
  const said = ADDRESS_OF.exec(message);
  if (!said || NOT_THE_LISTED.test(message)) return undefined;
  const relationship = contactWordsFor(locale).relationship(said[2] ?? said[3] ?? '');
  if (relationship === null) return undefined;
  const related = contacts.filter((c) => c.relationship === relationship);
  if (new RegExp(`^${PHONE_WORD}$`, 'iu').test(said[1] ?? said[4] ?? '')) {
    // "die Nummer vom Chef is falsch, 0176 …": of those so related, the one with no number.
    const without = related.filter((c) => !c.phone);
    return without.length === 1 ? without[0] : undefined;
  }
  return related.length === 1 && !related[0]!.email ? related[0] : undefined;
}

/** The first name read, or the first word of a name kept as written. */
function openingName(contact: NominatedContact): string | null {
  return contact.firstName ?? contact.nameAsWritten?.split(/\s+/)[0] ?? null;
}

/**
 * A number that would be asked about (not written as at home, or beside an address of another
 * country), in a message whose other numbers are all written with one country's code (a
 * table's "+240 222 145 367" a row above "555 876 543", "…@yahoo.es"): read in that country
 * when valid there, for the candidate's yes on the card; else null (asked about).
 */
function besideOthers(raw: string, message: string, context: IntakeContext): string | null {
  const codes = new Set(
    [...withoutEmails(message).matchAll(/(?:^|[^\d+])((?:\+|00)\s?\d[\d\s().-]{6,}\d)/g)]
      .map((m) => parsePhoneNumberFromString(m[1]!.replace(/^00\s?/, '+'))?.countryCallingCode)
      .filter((code): code is string => code !== undefined),
  );
  if (codes.size !== 1) return null;
  const [code] = [...codes];
  // The tenant's own country first ("+240 …" a row above, on a tenant in Equatorial Guinea).
  const countries = getCountries().filter((country) => getCountryCallingCode(country) === code);
  const home = countries.find((country) => country === context.defaultCountry);
  if (home) return normalisePhone(raw, home) ?? null;
  return countries.map((country) => normalisePhone(raw, country)).find(Boolean) ?? null;
}

/**
 * The one referee listed under this surname ("El Amrani"), with no address or this one. One
 * half of a double surname is theirs too ("Dr Nkounkou" for Grâce Nkounkou-Massamba, "Sra.
 * García" for Ana García López), when no one else is listed under it.
 */
function namedAgain(
  contacts: NominatedContact[],
  name: { firstName: string; lastName: string | null },
  email: string | null,
): NominatedContact | undefined {
  const said = folded(`${name.firstName} ${name.lastName ?? ''}`.trim());
  if (!said.includes(' ')) return undefined;
  const listed = contacts.filter(
    (c) =>
      (c.firstName !== null || c.nameAsWritten) &&
      ((c.firstName !== null && folded(c.firstName) === said) ||
        folded(`${c.firstName} ${c.lastName ?? ''}`.trim()) === said ||
        (c.calledAs ?? []).some((n) => folded(n) === said) ||
        firstAndLastWord(c) === said) &&
      (email === null || c.email === null || c.email === email),
  );
  return listed.length === 1 ? listed[0] : undefined;
}

/**
 * "Ícaro Lordelo" for "Ícaro Menezes Lordelo": the first and the last word of a name of three
 * words or more, as an address ("icaro.lordelo@") or a short mention writes it.
 */
function firstAndLastWord(contact: NominatedContact): string | null {
  const words = (contact.nameAsWritten ?? `${contact.firstName ?? ''} ${contact.lastName ?? ''}`)
    .trim()
    .split(/\s+/);
  return words.length >= 3 ? folded(`${words[0]} ${words.at(-1)}`) : null;
}

/** Titles said before a first name, not a surname ("Seu Raimundo", "Dona Neide", "Don Hernán"). */
const FIRST_NAME_TITLES = new Set(['seu', 'dona', 'don', 'sor', 'fray', 'khun']);

function byTitledSurname(
  contacts: NominatedContact[],
  surname: string,
  email: string | null,
  title: string | null = null,
): NominatedContact | undefined {
  const said = folded(surname);
  // "O número do Seu Raimundo é …": the first name after a title of first names, its first word too.
  if (title && FIRST_NAME_TITLES.has(folded(title).replace(/\.$/, ''))) {
    const given = (c: NominatedContact) => c.firstName ?? c.nameAsWritten ?? null;
    const byFirst = contacts.filter(
      (c) =>
        given(c) !== null &&
        (folded(given(c)!) === said || folded(given(c)!).split(/\s+/)[0] === said) &&
        (email === null || c.email === null || c.email === email),
    );
    if (byFirst.length === 1) return byFirst[0];
  }
  const halves = (last: string) => folded(last).split(/[\s-]+/);
  const listed = contacts.filter(
    (c) =>
      ((c.lastName !== null &&
        (folded(c.lastName) === said ||
          (!/[\s-]/.test(said) && said.length >= 3 && halves(c.lastName).includes(said)))) ||
        // Listed by how they were called, their first name still to come ("Herr Horváth").
        (c.lastName === null && (c.calledAs ?? []).some((n) => folded(n) === said))) &&
      (email === null || c.email === null || c.email === email),
  );
  return listed.length === 1 ? listed[0] : undefined;
}

/** A surname as the referee was called by it, when only its accents or case differ. */
function asCalled(surname: string | null, calledAs: NominatedContact['calledAs']): string | null {
  if (surname === null) return null;
  return (calledAs ?? []).find((n) => n !== surname && folded(n) === folded(surname)) ?? surname;
}

/**
 * Titles said before a surname, never before a first name alone ("Herr Horváth", "Mrs Patel",
 * "Ing. Horváth", "Mag. Novak", "Dr. Weber").
 */
const SURNAME_TITLES = new Set([
  'herr',
  'herrn',
  'frau',
  'hr',
  'fr',
  'mr',
  'mrs',
  'ms',
  'dr',
  'mag',
  'ing',
  'di',
  'dipl',
  'prof',
]);

/**
 * The surname a referee listed with no first name was called by after such a title ("Mein
 * Chef Herr Horváth, horvath@…"): the one word called beside the title; else null.
 */
function surnameCalledBy(contact: NominatedContact): string | null {
  if (contact.firstName !== null || contact.nameAsWritten) return null;
  const called = contact.calledAs ?? [];
  const titled = called.some((n) => SURNAME_TITLES.has(folded(n).replace(/\.$/, '')));
  const others = called.filter((n) => !SURNAME_TITLES.has(folded(n).replace(/\.$/, '')));
  const [surname] = others;
  return titled && others.length === 1 && /^\p{Lu}[\p{L}'’-]+$/u.test(surname!) ? surname! : null;
}

/** A referee listed under the same full name, with no address or this one. */
function sameNamed(
  contacts: NominatedContact[],
  name: { firstName: string; lastName: string | null },
  email: string | null,
): NominatedContact | undefined {
  const full = (first: string | null, last: string | null) =>
    folded(`${first ?? ''} ${last ?? ''}`);
  return contacts.find(
    (c) =>
      full(c.firstName, c.lastName) === full(name.firstName, name.lastName) &&
      (c.email === null || c.email === email),
  );
}

/**
 * "o do Eduardo é 080 não 090: 080-1234-5678" after his number was placed in Japan: a new
 * number without a country code, for a referee whose number is of another country than the
 * tenant's, is read in that country when it is the same number with a digit or two changed;
 * valid in both countries otherwise, it is asked about ('ask'); null when the home reading
 * stands (valid at home only, a number with "+" or "00", a referee with a number of the
 * tenant's country or none).
 */
function setPhone(
  state: IntakeState,
  contact: NominatedContact,
  phone: string,
  message: string,
  context: IntakeContext,
): void {
  phone = withAreaCodeKept(contact.phone, phone);
  const again = numberInCountryBefore(contact, phone, message, context);
  if (again !== 'ask') {
    contact.phone = again ?? phone;
    // A later number for the same referee wins: the one asked about is no longer asked
    // ("c'est l'ancien numéro … 01 96 45 78 12").
    const index = state.contacts.indexOf(contact);
    if (state.unplacedPhones?.some((p) => p.contact === index)) {
      const others = state.unplacedPhones.filter((p) => p.contact !== index);
      state.unplacedPhones = others.length > 0 ? others : null;
    }
    return;
  }
  // Valid at home only, for a referee whose number was of another country: asked about.
  const index = state.contacts.indexOf(contact);
  const others = (state.unplacedPhones ?? []).filter((p) => p.contact !== index);
  const raw = withoutEmails(message).match(/\(?\d[\d\s().-]{5,}\d/)?.[0] ?? readablePhone(phone);
  state.unplacedPhones = [...others, { contact: index, raw }];
  contact.phone = null;
}

/**
 * "O número do Seu Raimundo é 99111-2234, errei o final" after "(96) 99111-2233": a number set
 * right without its area code, shorter than the listed one, is the listed one's with the digits
 * said (when at most two of them differ); otherwise the number as read.
 */
function withAreaCodeKept(listed: string | null, said: string): string {
  const before = listed ? parsePhoneNumberFromString(listed) : undefined;
  const now = parsePhoneNumberFromString(said);
  // Not `now.isValid()`: the bundled metadata takes "+55 991112234" for a whole number.
  if (!before?.isValid() || !now) return said;
  if (before.countryCallingCode !== now.countryCallingCode) return said;
  const [old, digits] = [String(before.nationalNumber), String(now.nationalNumber)];
  if (digits.length >= old.length) return said;
  const tail = old.slice(-digits.length);
  const differ = [...digits].filter((d, i) => d !== tail[i]).length;
  if (differ > 2) return said;
  const mended = parsePhoneNumberFromString(
    `+${before.countryCallingCode}${old.slice(0, -digits.length)}${digits}`,
  );
  return mended?.isValid() ? mended.number : said;
}

/**
 * "o do Kees é 06 4123 5687, troquei os dois últimos" after his number was placed in the
 * Netherlands: a number no valid one at home, without a country code, for a referee whose
 * number is of another country, is read there when it is the same number with a digit or two
 * changed (the card shows it back); null otherwise.
 */
function numberOnlyInTheirCountry(contact: NominatedContact, message: string): string | null {
  const before = contact.phone ? parsePhoneNumberFromString(contact.phone)?.country : undefined;
  if (!before || /(?:\+|(?<!\d)00)\s?\d/.test(withoutEmails(message))) return null;
  const there = findPhones(message, before);
  if (there.length !== 1) return null;
  const changed = [...there[0]!].filter((digit, at) => digit !== contact.phone![at]).length;
  return there[0]!.length === contact.phone!.length && changed <= 2 ? there[0]! : null;
}

function numberInCountryBefore(
  contact: NominatedContact,
  read: string,
  message: string,
  context: IntakeContext,
): string | 'ask' | null {
  const before = contact.phone ? parsePhoneNumberFromString(contact.phone)?.country : undefined;
  if (!before || before === context.defaultCountry) return null;
  if (parsePhoneNumberFromString(read)?.country !== context.defaultCountry) return null;
  if (/(?:\+|(?<!\d)00)\s?\d/.test(withoutEmails(message))) return null;
  const there = findPhones(message, before)[0];
  if (!there) return null;
  // The same number with a digit or two changed ("080 não 090"): a correction, in that country.
  const changed = [...there].filter((digit, at) => digit !== contact.phone![at]).length;
  if (there.length === contact.phone!.length && changed <= 2) return there;
  // Valid in both countries: which one is asked.
  return 'ask';
}

/**
 * "Y el correo de ella: luzdary.gomez@gmail.com" after Luz Dary Gómez Arenas, listed with no
 * address: an address with no name said, whose local part is the given names and the first
 * surname of the one referee listed without an address, is theirs (the card shows it).
 */
function spellsListedName(
  contacts: NominatedContact[],
  email: string,
): NominatedContact | undefined {
  const letters = (text: string) => folded(text).replace(/[^\p{L}]/gu, '');
  const local = letters(email.split('@')[0] ?? '');
  const spelt = contacts.filter((c) => {
    if (c.email !== null || !c.firstName || !c.lastName) return false;
    const surname = letters(c.lastName.split(/\s+/)[0] ?? '');
    return local === letters(c.firstName) + surname || local === surname + letters(c.firstName);
  });
  return spelt.length === 1 ? spelt[0] : undefined;
}

/** The candidate's own kin, said of a referee ("mi primo", "o meu tio", "mein Schwager", "my cousin"). */
const OWN_KIN =
  'primo|prima|tío|tio|tía|tia|cuñado|cuñada|cunhado|cunhada|onkel|tante|cousin|cousine|schwager|schwägerin|oncle|beau-frère|belle-sœur|uncle|aunt|brother-in-law|sister-in-law|' +
  'hermano|hermana|irmão|irmao|irmã|irma|bruder|schwester|frère|frere|sœur|soeur|brother|sister';
/** The candidate's "my" before a kin word, in the five languages. */
const POSSESSIVE = 'mi|mis|meu|minha|o meu|a minha|mein|meine|meinen|mon|ma|my';
const OWN_KIN_BEFORE = new RegExp(
  `(?<![\\p{L}])(?:${POSSESSIVE})\\s+(${OWN_KIN})(?![\\p{L}])([^.;!?\\n]{0,40})$`,
  'iu',
);

/**
 * "Mi primo es el Chepe, José Ajpop", "O meu tio Duarte em Toronto": the kin word said of the
 * referee just before their first name, in the same sentence, to know them by later ("quite a
 * mi primo", "tire o meu tio"). Null when none is.
 */
function ownKinBefore(message: string, firstName: string): string | null {
  const at = message.search(new RegExp(`(?<![\\p{L}])${escapeRegExp(firstName)}(?![\\p{L}])`, 'u'));
  if (at < 0) return null;
  return OWN_KIN_BEFORE.exec(message.slice(0, at))?.[1]?.toLowerCase() ?? null;
}

/**
 * The part's address: its first, unless it is written again with its dots, hyphens or
 * underscores changed ("plagos@… No, espera, es p punto lagos: p.lagos@…"), the last writing
 * being the one meant.
 */
function addressMeant(emails: readonly string[]): string | null {
  const [first] = emails;
  if (!first) return null;
  const bare = (email: string) => email.replace(/[._-]/g, '');
  const again = emails.filter((e) => bare(e) === bare(first));
  return again.at(-1) ?? first;
}

/**
 * "Canan hat nur privat: canan.oeztuerk@gmx.de", "la de Ana es ana.ruiz@…": a first name alone
 * with an address is for the one referee listed under that first name who has none yet; the
 * card shows them back with it (blind set 22). Two listed so, or one with an address already,
 * or another relationship said: undefined (a new referee, as before).
 */
function addressForFirstName(
  contacts: NominatedContact[],
  firstName: string,
  part: { relationship: string | null },
): NominatedContact | undefined {
  const named = contacts.filter(
    (c) => c.firstName !== null && folded(c.firstName) === folded(firstName),
  );
  const [one] = named;
  if (named.length !== 1 || !one || one.email !== null) return undefined;
  if (
    part.relationship !== null &&
    one.relationship !== null &&
    part.relationship !== one.relationship
  )
    return undefined;
  return one;
}

/**
 * "A Sara prefere que liguem: 936 …", "Ruft lieber den Tim an: 0171 …": a first name alone
 * with a number and nothing else (no address, no other relationship) is for the one referee
 * listed under that first name; the card shows them back with it. Two listed so: undefined
 * (a new referee, as before).
 */
function numberForFirstName(
  contacts: NominatedContact[],
  firstName: string,
  part: { phone: string | null; unplacedPhone: string | null; relationship: string | null },
): NominatedContact | undefined {
  if (!part.phone && !part.unplacedPhone) return undefined;
  const named = contacts.filter(
    (c) => c.firstName !== null && folded(c.firstName) === folded(firstName),
  );
  // "Horváth Peter, …" listed surname first, then "Peter, 0905 …": the name said alone is
  // the surname of one listed (and of none's first name), so it is theirs as well.
  if (named.length === 0)
    named.push(
      ...contacts.filter((c) => c.lastName !== null && folded(c.lastName) === folded(firstName)),
    );
  // "Mein Chef Herr Horváth, …", then "Peter, 0905 …": the one listed whose first name is
  // still to come, when only one is (the card shows "Peter Horváth" for the candidate's yes).
  if (named.length === 0) named.push(...contacts.filter((c) => surnameCalledBy(c) !== null));
  const [one] = named;
  // One listed with a number already is still the one named: a first name alone opens no
  // second referee ("Peter Horváth, 0732 …", then "ihr Mann Peter, 0905 …"); the card shows
  // the later number in place of the first, and a no puts the first back.
  if (named.length !== 1 || !one) return undefined;
  if (part.relationship !== null && part.relationship !== one.relationship) return undefined;
  return one;
}

/**
 * The referees listed under the first name said alone with a number and nothing else ("Peter:
 * 0905 …" with Peter Horváth and Peter Novak listed); with two or more, whose it is is asked.
 */
function sharingFirstName(
  contacts: NominatedContact[],
  firstName: string,
  part: { phone: string | null; unplacedPhone: string | null; relationship: string | null },
): NominatedContact[] {
  if (!part.phone && !part.unplacedPhone) return [];
  return contacts.filter(
    (c) =>
      c.firstName !== null &&
      folded(c.firstName) === folded(firstName) &&
      (part.relationship === null ||
        c.relationship === null ||
        part.relationship === c.relationship),
  );
}

/**
 * "Handy von ihrem Mann Peter: 0905 …", "Peter (Ehemann) 0905 …", "erreichbar über Peter",
 * "Peter hat die Nummer": one named in passing by a first name alone (a kin of someone, a
 * go-between), with a number and nothing else, once referees are listed. Never a referee of
 * their own unless the candidate says so with more (a surname, an address, how they know them).
 */
function goBetween(
  state: IntakeState,
  part: ContactPart,
  name: ContactName | null,
  email: string | null,
  message: string,
  onlyPart: boolean,
): boolean {
  return (
    state.contacts.length > 0 &&
    !!name &&
    !name.written &&
    (!name.lastName || isKinNoun(name.lastName)) &&
    email === null &&
    part.relationship === null &&
    !part.titled &&
    (!!part.phone || !!part.unplacedPhone) &&
    saidInPassing(state, name.firstName, message, onlyPart)
  );
}

/** Said of one in passing here, or named so before ("Peter fragen", then "Peter: 0905 …"). */
function saidInPassing(
  state: IntakeState,
  firstName: string,
  message: string,
  onlyPart: boolean,
): boolean {
  return (
    state.contacts.length > 0 &&
    (namedInPassing(message, firstName) ||
      (onlyPart && namedReferee(state, message, firstName) !== undefined) ||
      !!state.inPassing?.some((p) => folded(p.name) === folded(firstName)))
  );
}

/**
 * "Telefon von Herrn Novak weiß ich nicht, fragen Sie nach Lukas", "Marek is hard to reach,
 * ask for Luke": a message without details that names someone in passing beside a referee
 * (the reading keeps only the referee) remembers them, so their number said next opens no
 * referee of their own.
 */
function rememberNamedInPassing(state: IntakeState, message: string): void {
  if (state.contacts.length === 0) return;
  const listed = state.contacts.flatMap(namesOf).map(folded);
  for (const [word] of message.matchAll(/(?<![\p{L}])\p{Lu}\p{Ll}+(?![\p{L}])/gu))
    if (!listed.includes(folded(word)) && namedInPassing(message, word))
      keepInPassing(state, word, message);
}

/** Remembers one named in passing, with the referee the message names beside them, if one. */
function keepInPassing(state: IntakeState, firstName: string, message: string): void {
  const forWhom = namedReferee(state, message, firstName);
  const others = (state.inPassing ?? []).filter((p) => folded(p.name) !== folded(firstName));
  const index = forWhom ? state.contacts.indexOf(forWhom) : null;
  state.inPassing = [...others, { name: firstName, for: index }].slice(-10);
}

/**
 * The one referee listed whom the message names by another name than the one given
 * ("Herr Horváth hat kein Handy, Peter 0905 …": a message about Herr Horváth, Peter beside).
 */
function namedReferee(
  state: IntakeState,
  message: string,
  besides: string,
): NominatedContact | undefined {
  const named = state.contacts.filter((c) =>
    mentionsAny(
      message,
      namesOf(c).filter((n) => folded(n) !== folded(besides)),
    ),
  );
  return named.length === 1 ? named[0] : undefined;
}

/**
 * A go-between's number is offered on the card of the one referee it can be for: the one
 * referee the message names besides them, or the only one listed; with none such, or one with
 * a number already, it is not kept (never a guess).
 */
function offerGoBetweensNumber(
  state: IntakeState,
  part: ContactPart,
  goBetweenName: string,
  message: string,
  context: IntakeContext,
): void {
  const before = state.inPassing?.find((p) => folded(p.name) === folded(goBetweenName))?.for;
  const forWhom =
    namedReferee(state, message, goBetweenName) ??
    (before != null ? state.contacts[before] : undefined) ??
    (state.contacts.length === 1 ? state.contacts[0] : undefined);
  if (!forWhom || forWhom.phone) return;
  if (part.phone) {
    setPhone(state, forWhom, part.phone, message, context);
    return;
  }
  if (!part.unplacedPhone) return;
  const contact = state.contacts.indexOf(forWhom);
  const others = (state.unplacedPhones ?? []).filter((p) => p.contact !== contact);
  state.unplacedPhones = [...others, { contact, raw: part.unplacedPhone }];
}

/** A name said alone that is the referee's surname ("Peter" of "Horváth Peter"): no new first name. */
function saysSurnameAlone(name: ContactName | null, contact: NominatedContact): boolean {
  return (
    !!name &&
    !name.lastName &&
    !name.written &&
    contact.lastName !== null &&
    folded(name.firstName) === folded(contact.lastName)
  );
}

/** "Ana Paula da Silva" → "Ana", "Ana Paula": the two first names it may have. */
function firstNameChoices(written: string): [string, string] {
  const [first, ...rest] = written.split(' ');
  // A particle goes with the word after it: "Maria" or "Maria das Graças".
  const particles = rest.findIndex((word) => !contactWordsFor(undefined).particles.has(word));
  return [first ?? written, [first, ...rest.slice(0, Math.max(particles, 0) + 1)].join(' ')];
}

/** Lower case, accents aside: "João" is "joao". */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Splits a name kept as written: `two` words of it are the first name, the rest the surname. */
function splitWritten(contact: NominatedContact, two: boolean): void {
  const words = (contact.nameAsWritten ?? '').split(' ');
  const cut = firstNameChoices(contact.nameAsWritten ?? '')[two ? 1 : 0].split(' ').length;
  contact.firstName = words.slice(0, cut).join(' ');
  contact.lastName = words.slice(cut).join(' ') || null;
  delete contact.nameAsWritten;
}

/** A name's first name with the surname it leaves: before it ("Ana | García") or after it ("Horváth | Péter"). */
interface NameSplit {
  firstName: string;
  lastName: string;
}

/**
 * Every way to split a name asked about again (intake-confirmation.ts askNameAgain): the
 * first name opening it ("Nguyen", "Nguyen Van") or closing it ("Minh", "Van Minh"), neither
 * part ending on a particle nor the first name opening with one ("Maria das | Graças" is none).
 */
function splitsOf(written: string): NameSplit[] {
  const words = written.split(' ');
  const particles = contactWordsFor(undefined).particles;
  const isParticle = (word: string | undefined) => word !== undefined && particles.has(word);
  const splits: NameSplit[] = [];
  const offer = (first: string[], last: string[]) => {
    if (isParticle(first[0]) || isParticle(first.at(-1)) || isParticle(last.at(-1))) return;
    const split = { firstName: first.join(' '), lastName: last.join(' ') };
    if (!splits.some((s) => folded(s.firstName) === folded(split.firstName))) splits.push(split);
  };
  for (let cut = 1; cut < words.length; cut += 1) offer(words.slice(0, cut), words.slice(cut));
  for (let cut = words.length - 1; cut > 0; cut -= 1) offer(words.slice(cut), words.slice(0, cut));
  return splits;
}

/** A referee whose name is asked again after a no to their card (askNameAgain), not yet settled. */
function nameAskedAgain(contact: NominatedContact): boolean {
  return Boolean(contact.nameAsWritten && contact.unconfirmed?.askedAgain);
}

/** The first names a `firstName` ask offers for a referee's name kept as written. */
function firstNameOptions(contact: NominatedContact): string[] {
  const written = contact.nameAsWritten ?? '';
  if (contact.unconfirmed?.askedAgain) return splitsOf(written).map((s) => s.firstName);
  return firstNameChoices(written);
}

/** Settles a name asked about again at the first name chosen (one of splitsOf's). */
function splitAtFirstName(contact: NominatedContact, firstName: string): void {
  const split = splitsOf(contact.nameAsWritten ?? '').find(
    (s) => folded(s.firstName) === folded(firstName),
  );
  if (!split) return;
  contact.firstName = split.firstName;
  contact.lastName = split.lastName || null;
  delete contact.nameAsWritten;
}

/** An address whose local part opens with both first names run together ("anapaula.silva@") settles it. */
function settleFirstName(contact: NominatedContact, email: string): void {
  const [first, second] = firstNameChoices(contact.nameAsWritten ?? '');
  const opening = folded(email.split('@')[0] ?? '').split(/[._-]/)[0];
  if (
    opening === folded(second.replace(' ', '')) &&
    opening !== folded(first) &&
    !secondMayBeSurname(second)
  )
    splitWritten(contact, true);
}

/**
 * "Nuno Vilaça Correia, nunovilaca@…": a first name and a surname run together make an
 * address as often as two first names do, so the address settles nothing when the second
 * word is known as no given name (a particle before it aside: "Maria das Graças").
 */
function secondMayBeSurname(choice: string): boolean {
  const after = choice.split(' ').slice(1);
  const given = contactWordsFor(undefined).givenNames;
  return after.length === 1 && !!given && !given.has(folded(after[0]!));
}

/**
 * The answer to "which part of “Ana Paula da Silva” is the first name?":
 * "Ana Paula" (both words) or "Ana" (the first alone, the second not said).
 * Anything else leaves the question open. True when a name was settled.
 */
function answerFirstName(state: IntakeState, message: string, context: IntakeContext): boolean {
  const text = ` ${folded(message).replace(/[^\p{L}\s-]+/gu, ' ')} `.replace(/\s+/g, ' ');
  const says = (words: string) => text.includes(` ${folded(words)} `);
  for (const contact of state.contacts) {
    if (!contact.nameAsWritten) continue;
    // The longest split said: "Van Minh" is said when "Minh" is.
    const said = contact.unconfirmed?.askedAgain
      ? [...splitsOf(contact.nameAsWritten)]
          .sort((a, b) => b.firstName.length - a.firstName.length)
          .find((split) => says(split.firstName))
      : undefined;
    // Asked again, the name written whole (not a split's first name alone) is theirs.
    const splitAlone = said && folded(typedName(message)) === folded(said.firstName);
    if (contact.unconfirmed?.askedAgain && !splitAlone && fullNameTyped(contact, message, context))
      return true;
    // Repeating the whole name answers nothing.
    if (says(contact.nameAsWritten)) continue;
    if (contact.unconfirmed?.askedAgain) {
      if (said) splitAtFirstName(contact, said.firstName);
      else if (!firstNameTyped(contact, message, context)) continue;
      return true;
    }
    const [one, two] = firstNameChoices(contact.nameAsWritten);
    const second = two.split(' ')[1]!;
    if (says(two)) splitWritten(contact, true);
    else if (says(one) && !says(second)) splitWritten(contact, false);
    else if (!laterFirstName(contact, text.trim())) continue;
    return true;
  }
  return false;
}

/**
 * "Sandra" to "what is the first name of Brunner Keller?" when neither word is it: the first
 * name typed (one capitalised word, perhaps after "it's"), the surname the words of
 * the name the address bears out ("Warte Schubert", a.schubert@: "Schubert"), spelt as the
 * address joins them ("brunner-keller"), else the whole name. The card still asks the
 * candidate's yes, as after any name asked again.
 */
function firstNameTyped(
  contact: NominatedContact,
  message: string,
  context: IntakeContext,
): boolean {
  const typed = FIRST_NAME_TYPED.exec(message.trim())?.[1];
  if (!typed || readCardAnswer(message, context) !== null || saysDone(message)) return false;
  const lexicon = contactWordsFor(context.locale);
  if (isCommonWord(typed, lexicon)) return false;
  const written = (contact.nameAsWritten ?? '').split(' ');
  const local = folded(contact.email?.split('@')[0] ?? '');
  // A first name, not any word with a capital ("Espera", "Hotel"): one the address bears out
  // (its initial, "s.brunner-keller@" for Sandra, or the name in it) or one known as given.
  const name = folded(typed);
  const borneOut =
    (local !== '' && (local[0] === name[0] || local.includes(name))) ||
    !!lexicon.givenNames?.has(name);
  if (!borneOut) return false;
  const inAddress = written.filter((word) => local.includes(folded(word)));
  const surname = (inAddress.length > 0 ? inAddress : written).filter(
    (word) => folded(word) !== folded(typed),
  );
  if (surname.length === 0) return false;
  const hyphenated = surname.join('-');
  contact.firstName = typed;
  contact.lastName = local.includes(folded(hyphenated)) ? hyphenated : surname.join(' ');
  delete contact.nameAsWritten;
  return true;
}

/** A name typed as an answer: without "it's", "es", "se llama", "ist", "c'est", "é" before it, or a stop after it. */
function typedName(message: string): string {
  return message
    .trim()
    .replace(NAME_LEAD_IN, '')
    .replace(/[.!]+$/, '')
    .trim();
}

const NAME_LEAD_IN =
  /^(?:(?:(?:she|he|ella|él|el|sie|er|es|elle|il|ela|ele)\s+)?(?:it['’]?s|is|es|se llama|ist|heißt|heisst|est|c['’]est|s['’]appelle|é|chama-se|se chama)\s+)/iu;

/** One word of a name as a person types it ("Rondón", "Jean-Marc", "O'Neill", "d'Orey"). */
const NAME_WORD = /^[\p{L}][\p{L}'’-]*$/u;

/**
 * "María Alejandra Rondón Pérez" to "what is the first name of Mariale Rondon? If it is none
 * of these, write their full name" (the card's name was wrong, not only split wrong): the name
 * as the candidate writes it replaces the one read, its first name asked when where it ends is
 * unclear (uncertainSplit), as for any name; the card asks their yes again. Two to six words,
 * none a relationship, the first and the last no common word nor particle.
 */
function fullNameTyped(
  contact: NominatedContact,
  message: string,
  context: IntakeContext,
): boolean {
  if (readCardAnswer(message, context) !== null || saysDone(message)) return false;
  const lexicon = contactWordsFor(context.locale);
  const typed = typedName(message);
  const words = typed.split(/\s+/);
  if (words.length < 2 || words.length > 6) return false;
  // The name as it was read, written again, says nothing new ("Muller" for "Müller" does).
  const lower = (text: string) => text.toLocaleLowerCase(context.locale);
  if (lower(typed) === lower(contact.nameAsWritten ?? '')) return false;
  const isParticle = (word: string) => lexicon.particles.has(word.toLowerCase());
  // Inside the name a word may be a common one too ("Cecilia Paz Posse", "Maria das Dores
  // Costa"); the first and the last word never are ("Ella es mi jefa", "Marisa no tiene correo").
  const inside = (index: number) => index > 0 && index < words.length - 1;
  const nameWord = (word: string, index: number) =>
    NAME_WORD.test(word) &&
    lexicon.relationship(word) === null &&
    (inside(index) || (!isCommonWord(word, lexicon) && !isParticle(word)));
  if (!words.every(nameWord)) return false;
  const read = uncertainSplit(toName(words, lexicon), lexicon);
  contact.firstName = read.written ? null : read.firstName;
  contact.lastName = read.written ? null : read.lastName;
  if (read.written) contact.nameAsWritten = read.written;
  else delete contact.nameAsWritten;
  return true;
}

/** One capitalised name word (hyphenated or not), alone or after "it's", "es", "ist", "c'est", "é". */
const FIRST_NAME_TYPED =
  /^(?:(?:[Ii]t['’]?s|[Ii]s|[Ee]s|[Ii]st|[Ee]st|[Cc]['’]est|[Éé])\s+)?(\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?)[.!]?$/u;

/**
 * A later word of the name said alone as the first name ("Jean-Pierre" for "Jhemp
 * Jean-Pierre Wagner": a nickname before it): that word is the first name, the words after
 * it the last name. The referee's card still asks the candidate's yes.
 */
function laterFirstName(contact: NominatedContact, said: string): boolean {
  const words = (contact.nameAsWritten ?? '').split(' ');
  const at = words.findIndex((w, i) => i > 0 && i < words.length - 1 && folded(w) === said);
  if (at === -1) return false;
  contact.firstName = words[at]!;
  contact.lastName = words.slice(at + 1).join(' ');
  delete contact.nameAsWritten;
  return true;
}

/** The list as the agent says it: "So far I have: 1. Jane Doe (manager, jane@…); …". */
export function summary(contacts: NominatedContact[], locale: Locale): string {
  const say = sayIn(locale);
  if (contacts.length === 0) return say.noReferees;
  const lines = contacts.map((c, i) => `${i + 1}. ${refereeLine(c, locale)}`);
  return fill(say.soFar, { list: lines.join('; ') }, locale);
}

function describeMissing(state: IntakeState, missing: string[], locale: Locale): string {
  const say = sayIn(locale);
  const fieldLabel: Record<string, string> = {
    name: say.missing.name,
    email: say.missing.email,
    relationship: say.missing.relationship,
    confirmation: say.missing.confirmation,
  };
  return missing
    .map((item) => {
      if (item === 'consent') return say.missing.consent;
      if (item === 'referee') return say.missing.referee;
      const [, index, field] = item.split('.');
      const contact = state.contacts[Number(index)];
      if (field === 'name' && contact && nameAskedAgain(contact))
        return fill(
          say.missing.field,
          { field: say.missing.name, who: contact.nameAsWritten ?? '' },
          locale,
        );
      if (field === 'name' && contact?.nameAsWritten) {
        const [one, two] = firstNameChoices(contact.nameAsWritten);
        return fill(say.whichFirstName, { name: contact.nameAsWritten, one, two }, locale);
      }
      const who = contact?.firstName ?? fill(say.numbered, { number: Number(index) + 1 }, locale);
      return fill(say.missing.field, { field: fieldLabel[field!] ?? field!, who }, locale);
    })
    .join(', ');
}

/**
 * "Und der Vorarbeiter, der Thomas …, gleiche Nummer wie oben": a part whose number is said to
 * be the one before, with no one before it in its message, takes the number of the referee
 * listed last (shown on its card, which the candidate confirms). Only the message's first
 * part, and only when no part after it has a number ("… same number as Bob below\nBob Brown,
 * 415 …" points down, not back).
 */
function withNumberOfTheOneBefore(
  parts: ContactPart[],
  contacts: readonly NominatedContact[],
): ContactPart[] {
  const [first, ...rest] = parts;
  const listed = contacts.at(-1)?.phone ?? null;
  if (!first?.sameNumberAsBefore || !listed || rest.some((p) => p.phone || p.unplacedPhone)) {
    return parts;
  }
  // "même numéro que M. Santucci": only when the one listed last is the one named.
  const last = contacts.at(-1)!;
  if (
    first.sameNumberAs &&
    !mentionsAny(
      first.sameNumberAs,
      namesOf(last).flatMap((n) => n.split(/\s+/)),
    )
  )
    return parts;
  return [{ ...first, phone: listed, sameNumberAsBefore: false }, ...rest];
}

/**
 * The message up to where `words` are said (all of it when they are not): a correction said
 * before a name renames ("Perdón, es Stefan Hofbauer"); an "is" after it does not ("E o meu
 * primo Domingos também, Domingos Sapalo. É família, …" names someone else).
 */
function saidBefore(message: string, words: string): string {
  const at = folded(message).indexOf(folded(words));
  return at > 0 ? message.slice(0, at) : message;
}

/** The message names the contact's first name with another surname, and never their own. */
function anotherOfTheFirstName(
  contact: NominatedContact,
  message: string,
  context: IntakeContext,
): boolean {
  if (!contact.firstName || !contact.lastName) return false;
  const first = folded(contact.firstName);
  const last = folded(contact.lastName);
  if (folded(message).includes(`${first} ${last}`)) return false;
  return readContacts(message, contactWordsFor(context.locale), context.defaultCountry).some(
    (part) =>
      part.name !== null &&
      folded(part.name.firstName) === first &&
      part.name.lastName !== null &&
      folded(part.name.lastName) !== last,
  );
}
