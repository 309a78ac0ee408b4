import { describe, expect, it } from 'vitest';
import type { IntakeState, NominatedContact } from './agent.types.ts';
import {
  cardIndex,
  holdReadings,
  keepUnconfirmed,
  refereeCard,
  settleCard,
} from './intake-confirmation.ts';

const markus: NominatedContact = {
  firstName: 'Markus',
  lastName: 'Kranewitter',
  email: null,
  phone: null,
  relationship: 'manager',
};

const stateOf = (contacts: NominatedContact[]): IntakeState => ({
  step: 'referees',
  consent: true,
  contacts,
  missing: [],
});

describe('the referee card (intake-confirmation.ts)', () => {
  it('holds a referee a reading adds; a no in words removes it, a tapped one asks what is wrong', () => {
    const next = stateOf([{ ...markus }]);
    holdReadings(stateOf([]), next);
    expect(next.contacts[0]!.unconfirmed).toEqual({ before: null });
    expect(refereeCard(next, 'en')).toEqual({
      key: 'referee',
      value: { name: 'Markus Kranewitter', email: null, phone: null, relationship: 'manager' },
      text: 'Is this right? Markus Kranewitter (manager)',
    });
    const tapped = structuredClone(next);
    settleCard(next, false, { mayAskWrongDetail: false });
    expect(next.contacts).toEqual([]);
    settleCard(tapped, false);
    expect(tapped.contacts[0]!.unconfirmed).toEqual({ before: null, wrongDetailAsked: true });
    expect(refereeCard(tapped, 'en')).toBeNull();
  });

  it('puts back the referee as confirmed when a change to it is refused', () => {
    const previous = stateOf([{ ...markus }]);
    const next = stateOf([{ ...markus, email: 'markus@hilti.com' }]);
    holdReadings(previous, next);
    expect(next.contacts[0]!.unconfirmed).toEqual({ before: markus });
    // A no in words (a tap on no asks the name again: refused-card-name.test.ts).
    settleCard(next, false, { mayAskWrongDetail: false });
    expect(next.contacts).toEqual([markus]);
  });

  it('never takes a second person of the same name for the first (a no keeps one Markus)', () => {
    const previous = stateOf([{ ...markus }]);
    const next = stateOf([{ ...markus }, { ...markus, email: 'markus.k@hilti.com' }]);
    holdReadings(previous, next);
    expect(next.contacts[0]!.unconfirmed).toBeUndefined();
    expect(next.contacts[1]!.unconfirmed).toEqual({ before: null });
    expect(cardIndex(next)).toBe(1);
    // A no in words (a tap on no asks the name again: refused-card-name.test.ts).
    settleCard(next, false, { mayAskWrongDetail: false });
    expect(next.contacts).toEqual([markus]);
  });

  it('keeps what a first reading added null when a second reading changes it again', () => {
    const once = stateOf([{ ...markus }]);
    holdReadings(stateOf([]), once);
    const twice = stateOf([{ ...once.contacts[0]!, phone: '+436641234567' }]);
    holdReadings(once, twice);
    expect(twice.contacts[0]!.unconfirmed).toEqual({ before: null });
    settleCard(twice, false, { mayAskWrongDetail: false });
    expect(twice.contacts).toEqual([]);
  });

  it('asks nothing before consent, nor about a referee whose first name is still asked', () => {
    const held = { ...markus, unconfirmed: { before: null } };
    expect(cardIndex({ ...stateOf([held]), consent: null })).toBeNull();
    expect(
      cardIndex(stateOf([{ ...held, firstName: null, nameAsWritten: 'Markus K' }])),
    ).toBeNull();
    expect(
      cardIndex({ ...stateOf([held]), unplacedPhones: [{ contact: 0, raw: '0664 123' }] }),
    ).toBeNull();
    expect(cardIndex(stateOf([held]))).toBe(0);
  });

  it('keeps a held referee held when the page saves the list with it unchanged', () => {
    const held = { ...markus, unconfirmed: { before: null } };
    const edited = { ...markus, firstName: 'Marcus' };
    expect(keepUnconfirmed([held], [{ ...markus }])).toEqual([held]);
    expect(keepUnconfirmed([held], [edited])).toEqual([edited]);
  });
});
