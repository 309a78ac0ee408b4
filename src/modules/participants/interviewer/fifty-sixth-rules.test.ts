import { describe, expect, it } from 'vitest';
import type { Question } from '../../questionnaires/questionnaires.schemas.ts';
import { countryInReplyNamed } from './contact-words.ts';
import { talkFrom } from './intake-turn.test-helper.ts';
import { initialRefereeState } from './referee-agent.ts';
import { isDontKnow } from './referee-reading.ts';
import { refereeTestContext, refereeTurn } from './referee-turn.test-helper.ts';

/**
 * Session 32 (issue 41): rules from the tuning misses before the fifty-sixth blind sets, in
 * wordings of our own, with ones not to read so.
 */

describe('a country that is also a given name, said of the number on the card (fr-i126)', () => {
  it('"En Israël" reads the number just shown in Israel', () => {
    const state = talkFrom(
      'fr',
      'FR',
      'oui',
      "Dana Levi, ma cheffe d'équipe à Haïfa, 052-481-2290",
      'En Israël',
    );
    expect(state.contacts[0]).toMatchObject({ firstName: 'Dana', phone: '+972524812290' });
  });

  it('"Israel Cohen" after the number is a name, the number stays', () => {
    const state = talkFrom('fr', 'FR', 'oui', "Ma cheffe d'équipe, 06 12 48 90 37", 'Israel Cohen');
    expect(state.contacts.some((c) => c.phone === '+33612489037')).toBe(true);
  });
});

describe('"I don\'t know" with the clitics and conditionals people say it with', () => {
  it.each([
    'Isso não lhe sei dizer',
    'no te sabría decir',
    'ça je saurais pas vous dire',
    'Das kann ich Ihnen nicht sagen',
  ])('"%s" is an I-don\'t-know', (said) => {
    expect(isDontKnow(said)).toBe(true);
  });

  it('"no te lo sé decir bien, pero 4" is no bare I-don\'t-know (a figure follows)', () => {
    expect(isDontKnow('no te lo sé decir bien, pero diría un 4 de 5')).toBe(false);
  });
});

describe('a no that leads into "I don\'t know" (es-t111)', () => {
  const questions = [
    { key: 'ritmo', kind: 'rating', prompt: '¿Cómo aguantaba el ritmo?', required: false },
    { key: 'carne', kind: 'yes_no', prompt: '¿Tiene el carné de carretillero?', required: false },
  ] as Question[];

  it('"Nel, esa no sé, …" passes the rating and offers no "No" for the licence', async () => {
    const context = { ...refereeTestContext('es'), questions };
    const { state } = await refereeTurn(
      context,
      initialRefereeState(questions),
      'Nel, esa no sé, en la cosecha yo estoy metido en la bodega y no lo veía',
    );
    expect(state.confirm?.key).not.toBe('carne');
    expect(state.questionnaire?.answers.carne).toBeUndefined();
    expect(state.questionnaire?.skipped).toContain('ritmo');
  });

  it('"No, no tiene carné" still answers the licence ahead', async () => {
    const context = { ...refereeTestContext('es'), questions };
    const { state } = await refereeTurn(
      context,
      initialRefereeState(questions),
      'No, no tiene carné',
    );
    expect(state.questionnaire?.answers.ritmo).toBeUndefined();
  });
});

describe('"Island" is Iceland to a German candidate asked where the numbers are (de-i138)', () => {
  it('"Island, beide" reads both numbers in Iceland', () => {
    const state = talkFrom(
      'de',
      'DE',
      'ja',
      '1. Guðrún Jónsdóttir, meine Chefin, gudrun@dalur.is, 862 4417\n2. Einar Pálsson, Kollege, einar@simnet.is, 856 3390',
      'Island, beide',
    );
    expect(state.contacts.map((c) => c.phone)).toEqual(['+3548624417', '+3548563390']);
  });

  it('in English, "Island" alone stays no country', () => {
    expect(countryInReplyNamed('Island', 'en')).toBeNull();
    expect(countryInReplyNamed('Island, beide', 'de')).toBe('IS');
  });
});

describe('a listed referee named in the German genitive before a detail (de-i138)', () => {
  it('"Einars Nummer ist …" corrects Einar, never renames him "Einars"', () => {
    const state = talkFrom(
      'de',
      'DE',
      'ja',
      'Einar Pálsson, Kollege, einar@firma.de, 0151 23456789',
      'Sorry, Einars Nummer ist 0151 23456788',
    );
    expect(state.contacts).toHaveLength(1);
    expect(state.contacts[0]).toMatchObject({ firstName: 'Einar', lastName: 'Pálsson' });
  });
});
