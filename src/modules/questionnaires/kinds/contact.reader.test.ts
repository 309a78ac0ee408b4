import { describe, expect, it } from 'vitest';
import { CONTACT_WORDS as WORDS } from '../../participants/interviewer/contact-words.ts';
import {
  contactAnswer,
  countryIn,
  cutBeforeNames,
  findEmails,
  findLowercaseName,
  findName,
  findPhones,
  nameFromEmail,
  readContacts,
  unplacedPhones,
} from './contact.reader.ts';

describe('the contact reader', () => {
  it('finds e-mails (lowercased) and phones as E.164 with the default country', () => {
    const text = 'my manager Jane Doe, Jane@Acme.com, +1 415 555 0100';
    expect(findEmails(text)).toEqual(['jane@acme.com']);
    expect(findPhones(text, 'US')).toEqual(['+14155550100']);
    expect(findPhones('call (415) 555-0101', 'US')).toEqual(['+14155550101']);
    expect(findPhones('020 7946 0958', 'GB')).toEqual(['+442079460958']);
  });

  it('finds names, never in an e-mail or a phone', () => {
    expect(findName('my manager Jane Doe, jane@acme.com', WORDS)).toEqual({
      firstName: 'Jane',
      lastName: 'Doe',
    });
    expect(findName('Her name is bob smith', WORDS)).toEqual({
      firstName: 'Bob',
      lastName: 'Smith',
    });
    expect(findName('her phone is 415 555 0199', WORDS)).toBeNull();
    expect(findName('my boss at MGM', WORDS)).toBeNull();
    expect(nameFromEmail('jane.doe@acme.com', WORDS)).toEqual({
      firstName: 'Jane',
      lastName: 'Doe',
    });
    expect(nameFromEmail('jd@acme.com', WORDS)).toBeNull();
  });

  it('never takes a filler word for a name, and keeps name particles', () => {
    expect(findName('Sure! So the best people would be… Erik Lindqvist', WORDS)).toEqual({
      firstName: 'Erik',
      lastName: 'Lindqvist',
    });
    expect(findName('Meine Kollegin Anna Weber', WORDS)).toEqual({
      firstName: 'Anna',
      lastName: 'Weber',
    });
    expect(findName('Mi jefa es Lucía Gómez', WORDS)).toEqual({
      firstName: 'Lucía',
      lastName: 'Gómez',
    });
    expect(findName('Vincent van der Berg, my manager', WORDS)).toEqual({
      firstName: 'Vincent',
      lastName: 'van der Berg',
    });
  });

  it('reads a lowercase name only next to an e-mail that bears it out', () => {
    expect(findLowercaseName('jane doe jane@acme.com manger', WORDS)).toEqual({
      firstName: 'Jane',
      lastName: 'Doe',
    });
    expect(findLowercaseName('mike jones, mj@globex.com', WORDS)).toEqual({
      firstName: 'Mike',
      lastName: 'Jones',
    });
    expect(findLowercaseName('contact her at jane@acme.com', WORDS)).toBeNull();
    expect(findLowercaseName('please write to bob@acme.com', WORDS)).toBeNull();
  });

  it('finds the country a message names, not "us" the pronoun', () => {
    expect(countryIn("it's a UK number", WORDS)).toBe('GB');
    expect(countryIn("she's in São Paulo, Brazil", WORDS)).toBe('BR');
    expect(countryIn('06 12 34 56 78 (en France)', WORDS)).toBe('FR');
    expect(countryIn('a USA number', WORDS)).toBe('US');
    expect(countryIn('please contact us', WORDS)).toBeNull();
  });

  it('says which numbers are no valid number of the country, never a range of years', () => {
    expect(unplacedPhones('Oliver, 07911 123456', 'US')).toEqual(['07911 123456']);
    expect(unplacedPhones('+44 7911 123456', 'US')).toEqual([]);
    expect(unplacedPhones('(415) 555-0134', 'US')).toEqual([]);
    expect(unplacedPhones('from 2019-2022', 'US')).toEqual([]);
    expect(unplacedPhones('since 12.03.2021', 'US')).toEqual([]);
  });

  it('cuts referees run together before the name in front of each further e-mail', () => {
    expect(
      cutBeforeNames('jane doe jane@doe.com manager bob stone bob@stone.dev colleague', WORDS),
    ).toEqual(['jane doe jane@doe.com manager', 'bob stone bob@stone.dev colleague']);
  });

  it('reads one part per referee: numbered and bulleted lists, several in one sentence', () => {
    const listed = readContacts(
      '1. Jane Doe, jane@acme.com, manager\n2. Bob Stone bob@stone.dev (colleague)\n- Li Wei, li@wei.cn, client',
      WORDS,
      'US',
    );
    expect(listed.map((p) => [p.name?.lastName, p.emails[0], p.relationship])).toEqual([
      ['Doe', 'jane@acme.com', 'manager'],
      ['Stone', 'bob@stone.dev', 'colleague'],
      ['Wei', 'li@wei.cn', 'client'],
    ]);
    const inOne = readContacts(
      'Grace Hopper, grace@navy.mil, my manager, and Alan Turing alan@bletchley.uk',
      WORDS,
      'US',
    );
    expect(inOne.map((p) => p.emails[0])).toEqual(['grace@navy.mil', 'alan@bletchley.uk']);
  });

  it('keeps a number of another country with the country named, or hands it back unplaced', () => {
    const [named] = readContacts(
      'Oliver Twist, oliver@x.co.uk, UK mobile 07911 123456',
      WORDS,
      'US',
    );
    expect(named).toMatchObject({ phone: '+447911123456', unplacedPhone: null });
    const [unnamed] = readContacts('Oliver Twist, oliver@x.co.uk, 07911 123456', WORDS, 'US');
    expect(unnamed).toMatchObject({ phone: null, unplacedPhone: '07911 123456' });
  });

  it('says a part refers back to the referee before ("her phone is …")', () => {
    const [part] = readContacts('her phone is 415 555 0199', WORDS, 'US');
    expect(part).toMatchObject({ refersBack: true, phone: '+14155550199', name: null });
  });

  it('checks a typed contact: a name and an e-mail, nothing else', () => {
    expect(contactAnswer.safeParse({ name: 'Jo', email: 'jo@x.com' }).success).toBe(true);
    expect(contactAnswer.safeParse({ name: 'Jo' }).success).toBe(false);
    expect(contactAnswer.safeParse({ name: 'Jo', email: 'jo@x.com', age: 3 }).success).toBe(false);
  });
});
