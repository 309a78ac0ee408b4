import { describe, expect, it } from 'vitest';
import { contactWordsFor } from '../../participants/interviewer/contact-words.ts';
import { findPhones, readContacts, withSpokenEmails } from './contact.reader.ts';

/**
 * The contact reader, sixteenth set, Spanish and German side (branch t17-int-esde): other
 * wordings than the corpus's, and wordings that must stay as they are.
 */

const read = (locale: 'es' | 'de', country: string, message: string) =>
  readContacts(message, contactWordsFor(locale), country);

describe('an address typed with its local part, then "at" and "dot" said aloud', () => {
  it.each([
    ['j.weber at firma dot de', 'j.weber@firma.de'],
    ['escríbele a ana_gil at correo dot com dot mx', 'escríbele a ana_gil@correo.com.mx'],
    ['lena-berg at web dot de, Handy folgt', 'lena-berg@web.de, Handy folgt'],
  ])('"%s"', (said, typed) => expect(withSpokenEmails(said)).toBe(typed));

  it.each(['she works at acme dot com', 'trabaja at home', 'Anna arbeitet at Siemens dot com'])(
    '"%s" stays as written (no separator in a word before "at")',
    (said) => expect(withSpokenEmails(said)).toBe(said),
  );
});

describe('an address whose last dot autocorrect followed with a space', () => {
  it.each([
    ['Kollegin Lena Berg, lena.berg@web. de', 'Kollegin Lena Berg, lena.berg@web.de'],
    ['ana@empresa.com. mx, su móvil', 'ana@empresa.com.mx, su móvil'],
  ])('"%s"', (said, typed) => expect(withSpokenEmails(said)).toBe(typed));

  it.each(['escribe a ana@empresa. Es mi jefa', 'ana@empresa. es muy maja y trabaja mucho'])(
    '"%s" stays as written (a word goes on after it)',
    (said) => expect(withSpokenEmails(said)).toBe(said),
  );
});

describe('a figure before a number, a comma between', () => {
  it.each([
    ['Abteilung 12, 0664 123 45 67', 'AT', '+436641234567'],
    ['aus Team 7, 0151 23456789', 'DE', '+4915123456789'],
    ['de la planta 3, 612 345 678', 'ES', '+34612345678'],
  ])('"%s" (%s) reads the number', (said, country, phone) => {
    expect(findPhones(said, country)).toEqual([phone]);
    expect(read(country === 'ES' ? 'es' : 'de', country, `Meine Kollegin ${said}`)[0]?.phone).toBe(
      phone,
    );
  });
});

describe('a number no German writes so is asked about on a German tenant', () => {
  it.each([
    ['Herr Lee, lee@samsung.com, 010-9876-5432', '010-9876-5432'],
    ['Frau Jones, jones@x.com.au, (03) 9123 4567', '(03) 9123 4567'],
  ])('"%s"', (said, raw) => {
    const [part] = read('de', 'DE', said);
    expect(part?.phone).toBeNull();
    expect(part?.unplacedPhone).toBe(raw);
  });

  it.each([
    ['Frau Jones, jones@x.de, (030) 1234567', '+49301234567'],
    ['Herr Lee, lee@x.de, 0151 23456789', '+4915123456789'],
  ])('"%s" stays German', (said, phone) => expect(read('de', 'DE', said)[0]?.phone).toBe(phone));
});

describe('a nickname, then the name in full', () => {
  it.each([
    ['es', 'Mi jefe, Pepe... bueno, Pedro Sánchez, pedro@obra.es', 'Pedro', 'Sánchez'],
    [
      'de',
      'Meine Kollegin Steffi – Stefanie Brandt – aus dem Lager, s.brandt@lager.de',
      'Stefanie',
      'Brandt',
    ],
    ['de', 'Kati (Katharina) Vogel, k.vogel@x.de', 'Katharina', 'Vogel'],
    ['es', 'Lupe (Guadalupe) Ruiz, lupe@x.es', 'Guadalupe', 'Ruiz'],
  ] as const)('%s: "%s"', (locale, said, firstName, lastName) => {
    const parts = read(locale, locale === 'es' ? 'ES' : 'DE', said);
    expect(parts).toHaveLength(1);
    expect(parts[0]?.name).toMatchObject({ firstName, lastName });
  });

  it('"Ana... Pedro López" are two people (another name, not the same one said in full)', () => {
    const parts = read('es', 'ES', 'Ana... Pedro López, pedro@x.com');
    expect(parts.map((p) => p.name?.firstName)).toEqual(['Ana', 'Pedro']);
  });

  it('"Nacho (Ignacio) Ruiz": a short name unlike the one in brackets is left as written', () => {
    const [part] = read('es', 'ES', 'Nacho (Ignacio) Ruiz, nacho@x.es');
    expect(part?.name?.firstName).toBe('Nacho');
  });

  it('"Ana (jefa) Ruiz": a word in brackets that is no given name stays', () => {
    const [part] = read('es', 'ES', 'Ana (jefa) Ruiz, ana@x.es');
    expect(part?.name?.firstName).toBe('Ana');
  });
});

describe('a title word closing a name after its given name is the surname', () => {
  it.each([
    ['de', 'meine Chefin Frau Petra Ohm, p.ohm@x.de', 'Petra', 'Ohm'],
    ['de', 'Herr Peter Herr, p.herr@x.de', 'Peter', 'Herr'],
  ] as const)('%s: "%s"', (locale, said, firstName, lastName) => {
    expect(read(locale, 'DE', said)[0]?.name).toMatchObject({ firstName, lastName });
  });

  it('"del Ohm Peter Klassen": a title before the name stays a title', () => {
    const [part] = read(
      'es',
      'BO',
      'trabajé en la quesería del Ohm Peter Klassen, tel 204 555 1234',
    );
    expect(part?.name).toMatchObject({ firstName: 'Peter', lastName: 'Klassen' });
  });
});

describe('Venezuelan titles and places', () => {
  it.each([
    'mi jefa era la Licda. Ana Pérez, ana@x.com',
    'mi jefa era la Lcda. Ana Pérez, ana@x.com',
    'mi abogado, el Abg. Ana Pérez, ana@x.com',
  ])('"%s" names Ana Pérez', (said) => {
    const parts = read('es', 'PE', said);
    expect(parts).toHaveLength(1);
    expect(parts[0]?.name).toMatchObject({ firstName: 'Ana', lastName: 'Pérez' });
  });

  it('a landline "de Maracaibo" is Venezuelan, on a Peruvian tenant', () => {
    expect(read('es', 'PE', 'Ana Pérez, fijo de Maracaibo: 0261-5551234')[0]?.phone).toBe(
      '+582615551234',
    );
  });

  it('"venezolano" alone places no number: a Venezuelan may have a number where they live', () => {
    expect(
      read('es', 'PE', 'Luis Rivas, que también es venezolano: 987 654 321, luis@x.pe')[0]?.phone,
    ).toBe('+51987654321');
  });
});

describe('working side by side is a colleague; worked for is not', () => {
  it.each([
    ['de', 'Jonas Weber, mit ihm habe ich in der Küche gearbeitet, j.weber@x.de'],
    ['de', 'Jonas Weber, ich hab mit ihm zwei Jahre zusammengearbeitet, j.weber@x.de'],
    ['es', 'Lucía Gil, trabajamos juntas en el bar, lucia@x.es'],
  ] as const)('%s: "%s"', (locale, said) =>
    expect(read(locale, locale === 'es' ? 'ES' : 'DE', said)[0]?.relationship).toBe('colleague'),
  );

  it('"für ihn habe ich gearbeitet" is no colleague', () =>
    expect(
      read('de', 'DE', 'Jonas Weber, für ihn habe ich gearbeitet, j.weber@x.de')[0]?.relationship,
    ).not.toBe('colleague'));
});

describe('double first names of Spain and Venezuela are asked where they end', () => {
  it.each([
    'Mari Pilar Gómez-Ruiz, 612 345 678',
    'Mari Carmen Vidal, 612 345 678',
    'José Gregorio Pérez, 612 345 678',
  ])('"%s" keeps the name as written for the question', (said) => {
    const [part] = read('es', 'ES', said);
    expect(part?.name).toHaveProperty('written');
  });
});
