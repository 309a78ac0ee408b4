import { describe, expect, it } from 'vitest';
import { participantCopy } from '../../../core/participant-copy.ts';
import type { IntakeState } from './agent.types.ts';
import { NAME_LINES, type NameLine } from './corpus/name-lines.ts';
import { intakeConfirmTurn, intakeTypedTurn } from './intake-agent.ts';
import { intakeTestContext, talkFrom } from './intake-turn.test-helper.ts';

/**
 * The referee-name lines (corpus/name-lines.ts, written blind): one message naming one
 * referee, through the intake as the service reads it. A line is read when the card shows
 * the meant first and last name, or asked when the intake asks where the first name ends
 * and offers the meant one (one tap), or asked again when the card shows another split and,
 * after the candidate's no to it and their tap on "the name" as what is wrong, the intake asks
 * where the first name ends offering the meant one (intake-confirmation.ts askNameAgain: taps
 * after a no, `afterNo`); anything else (another split not
 * offered, no card, two cards) is a miss (compared without case or accents). Cards wait for the candidate's yes, so a miss is never a stored value. Held out,
 * as in the corpora: every fifth line by position per language, never read while tuning
 * (only its counts are printed).
 */

type Outcome = 'read' | 'asked' | 'askedAgain' | 'miss';

/**
 * Compared without case or accents: the card shows the name as the candidate typed it, so
 * "Maria Jose Gonzalez" typed is right for a María José González (they would tap yes).
 */
const fold = (text: string | null | undefined) =>
  (text ?? '').normalize('NFD').replace(/\p{M}/gu, '').trim().toLocaleLowerCase();

function outcomeOf(line: NameLine, state: IntakeState): { outcome: Outcome; shown: string } {
  const people = state.contacts;
  const shown = people.map((c) => `${c.firstName ?? '?'} | ${c.lastName ?? '-'}`).join(' ; ');
  if (people.length !== 1) return { outcome: 'miss', shown };
  const [card] = people;
  const ask = state.ask;
  if (ask?.key === 'firstName' && ask.options?.some((o) => fold(o) === fold(line.firstName)))
    return { outcome: 'asked', shown };
  const right =
    fold(card!.firstName) === fold(line.firstName) && fold(card!.lastName) === fold(line.lastName);
  if (right) return { outcome: 'read', shown };
  const context = intakeTestContext(line.locale, line.country);
  // The no, then "the name" as the detail that is wrong (the `wrongDetail` choice).
  const refused = intakeConfirmTurn(context, state, false).state;
  const nameWrong = participantCopy(line.locale).intakeAgent.wrongDetails.name;
  const after =
    refused.ask?.key === 'wrongDetail'
      ? intakeTypedTurn(context, refused, { key: 'wrongDetail', value: nameWrong }).state.ask
      : refused.ask;
  const offered =
    after?.key === 'firstName' && after.options?.some((o) => fold(o) === fold(line.firstName));
  return { outcome: offered ? 'askedAgain' : 'miss', shown };
}

const LOCALES = ['en', 'es', 'de', 'fr', 'pt'] as const;

/** The consent each candidate gives first, in their language. */
const YES: Record<(typeof LOCALES)[number], string> = {
  en: 'Yes',
  es: 'Sí',
  de: 'Ja',
  fr: 'Oui',
  pt: 'Sim',
};

/**
 * MEASURED 2026-11-30 (the lines as written, before any tuning on them; read + asked):
 * tuning en 26/32, es 24/32, de 24/32, fr 23/32, pt 22/32 (119/160, 74%); held out en 5/8,
 * es 5/8, de 7/8, fr 6/8, pt 7/8 (30/40, 75%). Asked (one tap) on the tuning part: en 2, es 9,
 * de 1, fr 0, pt 10.
 *
 * MEASURED 2026-11-30 (w-names2, after tuning; read + asked): general causes fixed in
 * the reading of names (contact.reader.ts, contact-words.ts; tests in name-reading.test.ts):
 * second given names rarely surnames ("Luz Dary", "Jorge Alberto", "Kátia Regina", "Mamadou
 * Lamine", "Billy Joe", "Katharina Sophie") now ask where the first name ends instead of a
 * confident split; a nickname in brackets or quotes inside the name ("Jennifer (Jen)
 * Lopez-Rivera", "Francisco (Chico) das Neves", "Karl-Heinz ("Kalle") Schröder") is no part of
 * it (and a shorter word in brackets no longer replaces the given name before it); an address
 * that spells first name and surname, its domain naming a word after a particle ("Lucas Martin
 * de Decathlon, lucas.martin2@decathlon.com"), ends the surname there; Quebec's and Romandy's
 * "Dre" is a title (four causes). Tuning en 26 → 28, es 24 → 27, de 24 → 27, fr 23 → 26,
 * pt 22 → 25 (119 → 133/160); held out en 5 → 5, es 5 → 5, de 7 → 8, fr 6 → 6, pt 7 → 7
 * (30 → 31/40). Typed corpora (es, de, fr, pt first
 * shot) 663/776 before and after.
 *
 * MEASURED 2026-11-30 (session 19, a no to a card asks where the name splits, every split
 * offered, surname first too: intake-confirmation.ts askNameAgain): read + asked unchanged;
 * asked after a no (two taps, nothing stored before the card's yes): tuning en 2, es 0, de 2,
 * fr 2, pt 1 (133 → 140/160 within two taps); held out en 1, es 1, de 0, fr 1, pt 1 (31 →
 * 35/40). Lines the card reads with a word lost ("Müller, Hans …" shown as "Müller") are
 * still missed: their other split is not among the card's words.
 *
 * MEASURED 2026-11-30 (session 19): "Surname, Given – role" with a dash after the one given
 * name and no address on the line is read given name first (contact.reader.ts
 * surnameCommaGivenDash): de tuning read 25 → 26 ("Müller, Hans – Teamleiter …"); the rest
 * unchanged (tuning 134/160 read or asked, 141/160 within two taps; held out 31 and 35/40).
 *
 * MEASURED 2026-11-30 (session 19): a name in lower case that the address spells in full is
 * read before the words nearest the address, particles going with the word after them
 * (contact.reader.ts nameSpeltInEmail): "ana torres de iberdrola, ana.torres@…" is no longer
 * "Torres de Iberdrola", "charles de la tour, mon prof de stage, charles.delatour@…" no
 * longer "De Stage". Tuning es 27 → 28, fr 26 → 27 (136/160 read or asked, 143/160 within
 * two taps); held out unchanged (31, 35/40).
 *
 * RATCHET: lines read or asked right (`tuning`, `heldOut`), and those plus the ones asked
 * after a no (`afterNo`), per language and part. Since session 20 a tap on no asks which detail
 * is wrong first: `afterNo` counts the no, "the name", then the first name (figures unchanged).
 * The Maghreb's "Ben" inside a name read as part of the surname (blind set 20): fr tuning 27 →
 * 28 (30 after a no); held out unchanged.
 */
interface NameFigures {
  tuning: number;
  heldOut: number;
  afterNo: { tuning: number; heldOut: number };
}
const NAME_RATCHET: Record<(typeof LOCALES)[number], NameFigures> = {
  en: { tuning: 28, heldOut: 5, afterNo: { tuning: 30, heldOut: 6 } },
  es: { tuning: 28, heldOut: 5, afterNo: { tuning: 28, heldOut: 6 } },
  de: { tuning: 28, heldOut: 8, afterNo: { tuning: 30, heldOut: 8 } },
  fr: { tuning: 28, heldOut: 6, afterNo: { tuning: 30, heldOut: 7 } },
  pt: { tuning: 25, heldOut: 7, afterNo: { tuning: 26, heldOut: 8 } },
};

describe('referee names written by strangers (corpus/name-lines.ts)', () => {
  it.each(LOCALES)('%s: reports its figures and holds the ratchet', (locale) => {
    const lines = NAME_LINES.filter((l) => l.locale === locale);
    const counts = {
      tuning: { read: 0, asked: 0, askedAgain: 0, miss: 0 },
      heldOut: { read: 0, asked: 0, askedAgain: 0, miss: 0 },
    };
    const misses: string[] = [];
    lines.forEach((line, index) => {
      const part = index % 5 === 4 ? 'heldOut' : 'tuning';
      const { outcome, shown } = outcomeOf(
        line,
        talkFrom(line.locale, line.country, YES[line.locale], line.said),
      );
      counts[part][outcome] += 1;
      if (part === 'tuning' && outcome === 'miss')
        misses.push(
          `  ✗ ${JSON.stringify(line.said)} → ${shown || 'no card'} (meant ${line.firstName} | ${line.lastName ?? '-'})`,
        );
    });
    console.log(
      [
        `name lines (${locale}): tuning read ${counts.tuning.read}, asked ${counts.tuning.asked}, asked after a no ${counts.tuning.askedAgain}, missed ${counts.tuning.miss}; ` +
          `held out read ${counts.heldOut.read}, asked ${counts.heldOut.asked}, asked after a no ${counts.heldOut.askedAgain}, missed ${counts.heldOut.miss}`,
        ...misses,
      ].join('\n'),
    );
    const ratchet = NAME_RATCHET[locale];
    expect(counts.tuning.read + counts.tuning.asked).toBeGreaterThanOrEqual(ratchet.tuning);
    expect(counts.heldOut.read + counts.heldOut.asked).toBeGreaterThanOrEqual(ratchet.heldOut);
    for (const part of ['tuning', 'heldOut'] as const) {
      const { read, asked, askedAgain } = counts[part];
      expect(
        read + asked + askedAgain,
        `${part} read, asked, or asked after a no`,
      ).toBeGreaterThanOrEqual(ratchet.afterNo[part]);
    }
  });
});
