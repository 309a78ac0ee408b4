import { describe, expect, it } from 'vitest';
import {
  endsDone,
  findMonths,
  findNamedRatings,
  findRating,
  findRelationship,
  findYesNo,
  isDone,
  isSkip,
} from './extract.ts';

describe('extraction helpers', () => {
  it('finds relationships', () => {
    expect(findRelationship('my former manager')).toBe('manager');
    expect(findRelationship('a colleague from Acme')).toBe('colleague');
    expect(findRelationship('she was my direct report')).toBe('report');
    expect(findRelationship('a client of ours')).toBe('client');
    expect(findRelationship('Jane')).toBeNull();
  });

  it("reads a LinkedIn recommendation's relationship line", () => {
    expect(findRelationship('March 12, 2024, Rafael managed Beatriz directly')).toBe('manager');
    expect(findRelationship('January 3, 2024, Camila worked with Beatriz on the same team')).toBe(
      'colleague',
    );
    expect(
      findRelationship('Rafael was senior to Beatriz but didn’t manage Beatriz directly'),
    ).toBe(null);
  });

  it('reads "the same team, ward, department" as a colleague in the five languages', () => {
    for (const text of [
      'mit der ich zwölf Jahre auf derselben Station gearbeitet habe',
      'wir waren im selben Team',
      'trabajamos en el mismo equipo',
      'nous étions dans la même équipe',
      'trabalhamos no mesmo setor',
    ])
      expect(findRelationship(text), text).toBe('colleague');
    expect(findRelationship('meine Chefin auf derselben Station')).toBe('manager');
  });

  it('reads durations in months', () => {
    expect(findMonths('I managed her for 2 years')).toBe(24);
    expect(findMonths('about 18 months')).toBe(18);
    expect(findMonths('a year and a half')).toBe(18);
    expect(findMonths('3 years and 4 months')).toBe(40);
    expect(findMonths('two years')).toBe(24);
    expect(findMonths('we met at a conference')).toBeNull();
  });

  it('reads ratings', () => {
    expect(findRating('4')).toBe(4);
    expect(findRating('4/5')).toBe(4);
    expect(findRating('four out of 5')).toBe(4);
    expect(findRating('solid 3 I think')).toBe(3);
    expect(findRating('seven')).toBeNull();
    expect(findNamedRatings('communication 5, teamwork 4')).toEqual({
      communication: 5,
      teamwork: 4,
    });
    expect(findNamedRatings('Technical skills: four/5; leadership is 2')).toEqual({
      technical_skill: 4,
      leadership: 2,
    });
    expect(findNamedRatings('great person')).toEqual({});
  });

  it('reads yes/no, skip and done', () => {
    for (const yes of ['yes', 'Yeah sure', 'Absolutely!', 'I would, in a heartbeat', 'I consent'])
      expect(findYesNo(yes)).toBe(true);
    for (const no of ['no', 'Nope', "I wouldn't", 'I would not', 'never'])
      expect(findYesNo(no)).toBe(false);
    expect(findYesNo('not sure')).toBeNull();
    expect(findYesNo('hmm')).toBeNull();
    expect(isSkip('skip')).toBe(true);
    expect(isSkip('I skipped lunch')).toBe(false);
    expect(isDone("that's all")).toBe(true);
    expect(isDone('done.')).toBe(true);
    expect(isDone('Jane Doe')).toBe(false);
    for (const done of [
      'No, that’s everyone.',
      'I think that’s enough, thanks',
      'ok, that’s all',
      'thats everyone',
      'it’s all, thank you',
      'nobody else',
      'I’m done',
    ])
      expect(isDone(done), done).toBe(true);
    for (const not of ['no, she was my manager', 'not yet', 'Is that enough?', 'ok', 'thanks'])
      expect(isDone(not), not).toBe(false);
    expect(endsDone('Yes — my manager Jane Doe, jane@acme.com, and that’s everyone.')).toBe(true);
    expect(endsDone('Jane Doe, jane@acme.com, my manager')).toBe(false);
  });

  it('reads a relationship from an ordinary sentence', () => {
    const cases: Array<[string, string | null]> = [
      ['we were colleagues at Stripe', 'colleague'],
      ['we were designers together at Figma', 'colleague'],
      ['he ran the design team I was on', 'manager'],
      ['she managed our team', 'manager'],
      ['he is my chief in Fiat', 'manager'],
      ['he was my team leader during 3 years', 'manager'],
      ['the head chef', 'manager'],
      ['my manger', 'manager'],
      ['I ran the design team he was on', 'report'],
      ['Harriet Smith, harriet@boots.co.uk', null],
      ['the head office', null],
    ];
    for (const [text, relationship] of cases)
      expect(findRelationship(text), text).toBe(relationship);
  });
});
