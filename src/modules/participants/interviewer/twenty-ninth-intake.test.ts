import { describe, expect, it } from 'vitest';
import { readContacts } from '../../questionnaires/kinds/contact.reader.ts';
import { CONTACT_WORDS } from './contact-words.ts';

/**
 * The intake, twenty-ninth blind set's first round: other wordings than the corpus's, and
 * wordings that must not be read so.
 */

const read = (message: string, country = 'CH') => readContacts(message, CONTACT_WORDS, country);

describe('a particle alone is no name (Swiss German "De ander isch de …")', () => {
  it.each([
    ['De ander isch de Marco Cathomen, en Arbeitskolleg, marco@x.ch', 'Marco', 'Cathomen'],
    ['De eint isch de Reto Caduff, min Chef, reto@x.ch', 'Reto', 'Caduff'],
  ])('"%s"', (message, firstName, lastName) => {
    expect(read(message)[0]?.name).toMatchObject({ firstName, lastName });
  });

  it('keeps a particle inside a name', () => {
    expect(read('Marco De Luca, min Chef, marco@x.ch')[0]?.name).toMatchObject({
      firstName: 'Marco',
      lastName: 'De Luca',
    });
  });

  it('reads a referee with a number only after the article', () => {
    expect(
      read('De ander isch de Marco Cathomen, en Arbeitskolleg vo dert, 079 412 56 80')[0],
    ).toMatchObject({
      name: { firstName: 'Marco', lastName: 'Cathomen' },
      phone: '+41794125680',
    });
  });
});

describe('a number said to be the one before', () => {
  it.each([
    [
      'DO',
      '- Ramón Peralta, mi supervisor, 809-582-4410\n- Ramón Báez, compañero, rbaez@hotmail.com, mismo número de arriba',
    ],
    ['AT', 'Markus Oberhofer, Tel. 0474 55 12 30\nThomas Niederkofler, gleiche Nummer wie oben'],
    ['FR', 'Paul Martin, 06 12 34 56 78\nJeanne Roux, sa collègue, même numéro que lui'],
    ['BR', 'José Lima, (11) 91234-5678\nAna Lima, o mesmo número, ana@x.com'],
  ])('%s: "%s" gives the second the first one\'s number', (country, message) => {
    const parts = read(message, country);
    expect(parts).toHaveLength(2);
    expect(parts[1]!.phone).not.toBeNull();
    expect(parts[1]!.phone).toBe(parts[0]!.phone);
  });

  it('a number of its own is kept', () => {
    const parts = read('Paul Martin, 06 12 34 56 78\nJeanne Roux, 06 98 76 54 32', 'FR');
    expect(parts[1]!.phone).toBe('+33698765432');
  });

  it('with no one before it, nothing is copied', () => {
    const parts = read('Jeanne Roux, même numéro que le bureau', 'FR');
    expect(parts[0]!.phone).toBeNull();
    expect(parts[0]!.sameNumberAsBefore).toBe(true);
  });
});
