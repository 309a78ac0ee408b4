import { describe, expect, it } from 'vitest';
import type { IntakeState } from './agent.types.ts';
import { talkFrom } from './intake-turn.test-helper.ts';

/**
 * The referee's name as the intake reads it (issue 41, the name lines): other wordings than
 * corpus/name-lines.ts's, in the five languages, and wordings that must not be read so.
 */

type Locale = 'en' | 'es' | 'de' | 'fr' | 'pt';
const YES: Record<Locale, string> = { en: 'Yes', es: 'Sí', de: 'Ja', fr: 'Oui', pt: 'Sim' };

const said = (locale: Locale, country: string, line: string) =>
  talkFrom(locale, country, YES[locale], line);

const names = (state: IntakeState) =>
  state.contacts.map((c) => [c.firstName, c.lastName, c.nameAsWritten ?? null]);

describe('a second given name that is rarely a surname: where the first name ends is asked', () => {
  it.each([
    ['en', 'US', 'Mary Ann Collins, my shift lead at Target, 512-555-0148', 'Mary Ann'],
    ['en', 'US', 'Betty Sue Parker - she ran the diner, 615-555-0127', 'Betty Sue'],
    ['es', 'CO', 'Luz Milena Rojas, mi jefa en el almacén, cel 310 555 9876', 'Luz Milena'],
    ['es', 'MX', 'mi supervisor fue Luis Enrique Mora, 55 1234 5678', 'Luis Enrique'],
    ['de', 'DE', 'Anne Sophie Krüger, Filialleiterin, 0172 3456789', 'Anne Sophie'],
    ['fr', 'FR', 'Cheikh Tidiane Ndiaye, mon chef d’équipe, 06 12 34 56 78', 'Cheikh Tidiane'],
    ['pt', 'BR', 'Maria Aparecida Souza, minha supervisora, (11) 98765-4321', 'Maria Aparecida'],
    ['pt', 'BR', 'Ana Regina Lopes, gerente da loja, (21) 99876-1234', 'Ana Regina'],
  ] as const)('%s %s: %s', (locale, country, line, two) => {
    const state = said(locale, country, line);
    expect(state.ask?.key).toBe('firstName');
    expect(state.ask?.options).toContain(two);
  });

  it.each([
    ['es', 'ES', 'Carlos García López, mi jefe, 612 345 678', 'Carlos', 'García López'],
    ['en', 'US', 'Joe Smith, my manager, 312-555-0199', 'Joe', 'Smith'],
    ['pt', 'BR', 'Regina Duarte, minha chefe, (11) 97654-3210', 'Regina', 'Duarte'],
  ] as const)('%s %s: %s is read, not asked', (locale, country, line, first, last) => {
    const state = said(locale, country, line);
    expect(state.ask?.key).not.toBe('firstName');
    expect(names(state)).toEqual([[first, last, null]]);
  });
});

describe('a nickname in brackets or quotes inside the name', () => {
  it.each([
    ['en', 'US', 'Robert (Bob) Fisher, my old foreman, 503-555-0161', 'Robert', 'Fisher'],
    [
      'es',
      'MX',
      'Guadalupe (Lupita) Ramos, la dueña de la fonda, 33 2345 6789',
      'Guadalupe',
      'Ramos',
    ],
    ['de', 'DE', 'Johannes „Hannes“ Berger, mein Ausbilder, 0160 1234567', 'Johannes', 'Berger'],
    [
      'fr',
      'FR',
      'Jean-Philippe (JP) Marchand, mon responsable, 06 23 45 67 89',
      'Jean-Philippe',
      'Marchand',
    ],
    [
      'pt',
      'BR',
      'Raimundo (Mundinho) da Costa, meu patrão, (85) 99123-4567',
      'Raimundo',
      'da Costa',
    ],
  ] as const)('%s %s: %s', (locale, country, line, first, last) => {
    expect(names(said(locale, country, line))).toEqual([[first, last, null]]);
  });

  it.each([
    // The given name in brackets after the short one: the given name.
    [
      'en',
      'US',
      'Bec (Rebecca) Nguyen-Walsh, my team lead, 646-555-0134',
      'Rebecca',
      'Nguyen-Walsh',
    ],
    // A nickname after the whole name is no part of it.
    ['es', 'ES', 'Pedro Salas (Pepe), mi jefe, 611 222 333', 'Pedro', 'Salas'],
  ] as const)('%s %s: %s', (locale, country, line, first, last) => {
    expect(names(said(locale, country, line))).toEqual([[first, last, null]]);
  });
});

describe('where they work after a particle, the address spelling the name without it', () => {
  it.each([
    [
      'en',
      'US',
      'Sara Hoffmann von Siemens, sara.hoffmann@siemens.com, my team lead',
      'Sara',
      'Hoffmann',
    ],
    ['es', 'ES', 'Marta Gil de Indra, marta.gil@indra.es, mi jefa', 'Marta', 'Gil'],
    ['de', 'DE', 'Jana Roth von der Firma Bosch, jana.roth@bosch.de', 'Jana', 'Roth'],
    ['de', 'DE', 'Jörg Brandt von Müller Logistik, j.brandt@mueller-logistik.de', 'Jörg', 'Brandt'],
    [
      'fr',
      'FR',
      'Julie Petit de Renault, julie.petit3@renault.fr, ma responsable',
      'Julie',
      'Petit',
    ],
    ['pt', 'PT', 'Rita Lopes da Sonae, rita.lopes@sonae.pt, a minha chefe', 'Rita', 'Lopes'],
  ] as const)('%s %s: %s', (locale, country, line, first, last) => {
    expect(names(said(locale, country, line))).toEqual([[first, last, null]]);
  });

  it.each([
    // The domain names no word after the particle: the surname goes on.
    [
      'es',
      'ES',
      'Pablo Ruiz-Giménez de la Torre, director en Telefónica, pablo.ruizgimenez@telefonica.com',
      'Pablo',
      'Ruiz-Giménez de la Torre',
    ],
    ['es', 'ES', 'Lucía Gil de Biedma, mi tutora, lucia.gil@gmail.com', 'Lucía', 'Gil de Biedma'],
    // The address spells the particle: it is the surname's.
    [
      'fr',
      'FR',
      'Charles de la Tour, mon tuteur, charles.delatour@ac-lyon.fr',
      'Charles',
      'de la Tour',
    ],
  ] as const)('%s %s: %s keeps the surname', (locale, country, line, first, last) => {
    expect(names(said(locale, country, line))).toEqual([[first, last, null]]);
  });
});

describe('"Dre" (docteure) before a name is a title', () => {
  it.each([
    ['fr', 'CA', 'Dre Nadia Roy, ma patronne à la clinique, nadia.roy@clinique.ca', 'Nadia', 'Roy'],
    ['fr', 'CH', 'la Dre Sophie Gerber, cheffe de service, 079 456 78 90', 'Sophie', 'Gerber'],
    [
      'en',
      'CA',
      'Dre Julie Tremblay, my supervisor at the clinic, 514-555-0173',
      'Julie',
      'Tremblay',
    ],
    ['es', 'ES', 'la Dra. Elena Vidal, mi jefa, 612 987 654', 'Elena', 'Vidal'],
    ['pt', 'PT', 'a Dra. Inês Barros, a minha chefe, 912 345 678', 'Inês', 'Barros'],
    ['de', 'CH', 'Dre Andrea Dreher, Oberärztin, 079 123 45 67', 'Andrea', 'Dreher'],
  ] as const)('%s %s: %s', (locale, country, line, first, last) => {
    expect(names(said(locale, country, line))).toEqual([[first, last, null]]);
  });

  it('a name that merely opens with the letters is read whole', () => {
    expect(names(said('en', 'US', 'Drew Carter, my manager, 312-555-0188'))).toEqual([
      ['Drew', 'Carter', null],
    ]);
  });
});

describe('a title before a name of four words: the fourth kept where the address spells it', () => {
  it('pt PT: "a Dra. Helena Sofia Magalhães Pinto, helena.pinto@…"', () => {
    const state = said(
      'pt',
      'PT',
      'a minha diretora, a Dra. Helena Sofia Magalhães Pinto, helena.pinto@ribeirahotel.pt, 912 345 678',
    );
    expect(state.contacts[0]!.nameAsWritten).toBe('Helena Sofia Magalhães Pinto');
  });

  it('de DE: a capitalised noun after a titled name is no part of it', () => {
    const state = said(
      'de',
      'DE',
      'Frau Dr. Anna Maria Schmidt Teamleiterin bei Siemens, 0171 2345678',
    );
    expect(JSON.stringify(state.contacts)).not.toContain('Teamleiterin');
  });
});

describe('a hospital ward\'s line is the referee\'s number, never a referee named "Station"', () => {
  it('de AT: "nur die Station: 0316 385-81234"', () => {
    const state = said(
      'de',
      'AT',
      'Meine Stationsleitung im LKH war DGKP Sabine Url, sabine.url@pflege-lkh-graz.at. A Handynummer hab i ned, nur die Station: 0316 385-81234',
    );
    expect(names(state)).toEqual([['Sabine', 'Url', null]]);
    expect(state.contacts[0]!.phone).toBe('+4331638581234');
  });
});

describe('a name spelt by its address is shown as typed, apostrophes, hyphens and spaces kept', () => {
  it.each([
    [
      'fr',
      'CI',
      "mon chef c'est Chef Serge N'Guessan, 07 07 12 34 56, serge.nguessan@hotellagunaire.ci",
      'Serge',
      "N'Guessan",
    ],
    [
      'fr',
      'FR',
      'ma cliente Nathalie Girard-Ponsot, nathalie.girardponsot@lumitel.fr',
      'Nathalie',
      'Girard-Ponsot',
    ],
  ] as const)('%s %s: %s', (locale, country, line, first, last) => {
    expect(names(said(locale, country, line))).toEqual([[first, last, null]]);
  });
});

describe('"is" before a name in lower case, its details after and an address spelling it', () => {
  it.each([
    [
      'fr',
      'CA',
      'mon boss au garage c steve tremblay 418 555-0198 steve@garagetremblaylourd.ca',
      'Steve',
      'Tremblay',
    ],
    ['es', 'ES', 'mi jefe es juan pérez 612 345 678 juan.perez@acme.es', 'Juan', 'Pérez'],
    ['de', 'DE', 'mein chef ist jens müller 0171 2345678 jens.mueller@acme.de', 'Jens', 'Müller'],
    ['pt', 'BR', 'minha chefe é ana souza (11) 98765-4321 ana.souza@acme.com.br', 'Ana', 'Souza'],
  ] as const)('%s %s: %s', (locale, country, line, first, last) => {
    expect(names(said(locale, country, line))).toEqual([[first, last, null]]);
  });

  it('names nobody without an address that spells the name', () => {
    expect(names(said('en', 'US', 'my manager is really nice 312 555 0199'))).toEqual([
      [null, null, null],
    ]);
  });
});

describe('the Maghreb\'s "Ben" inside a name is part of the surname, French\'s "ben" before one a filler', () => {
  it.each([
    ['fr', 'MA', 'ma collègue Kawtar Ben Abdallah, 07 70 12 34 56', 'Kawtar', 'Ben Abdallah'],
    ['fr', 'TN', 'Sami Ben Ali, mon chef, sami.benali@acme.tn', 'Sami', 'Ben Ali'],
    ['fr', 'FR', 'ben mon chef c est Paul Martin, paul.martin@acme.fr', 'Paul', 'Martin'],
    ['en', 'US', 'Ben Carter, my manager, ben.carter@acme.com', 'Ben', 'Carter'],
    ['de', 'DE', 'Ben Müller, mein Chef, ben@acme.de', 'Ben', 'Müller'],
  ] as const)('%s %s: %s', (locale, country, line, first, last) => {
    expect(names(said(locale, country, line))).toEqual([[first, last, null]]);
  });
});

describe('Portugal\'s and Africa\'s "Director(a)" before a name is the role, never the first name', () => {
  it.each([
    ['pt', 'MZ', 'a Sra. Directora Ermelinda Cossa, 82 765 4321', 'Ermelinda', 'Cossa'],
    ['pt', 'PT', 'o Director Rui Tavares, rui.tavares@escola.pt', 'Rui', 'Tavares'],
    ['pt', 'AO', 'a minha directora, Luzia Neto, 923 456 789', 'Luzia', 'Neto'],
  ] as const)('%s %s: %s', (locale, country, line, first, last) => {
    const state = said(locale, country, line);
    expect(names(state)).toEqual([[first, last, null]]);
    expect(state.contacts[0]!.relationship).toBe('manager');
  });
});

describe('"Surname, Given – role": one person, given name first', () => {
  it.each([
    ['en', 'GB', 'Thompson, Grace – my line manager at Tesco, 07700 900123', 'Grace', 'Thompson'],
    ['es', 'ES', 'Ortega, Lucía — mi jefa en el almacén, 612 345 678', 'Lucía', 'Ortega'],
    ['de', 'DE', 'Schneider, Jonas – Schichtleiter bei DHL, 0171 9876543', 'Jonas', 'Schneider'],
    [
      'fr',
      'FR',
      'Lefèvre, Camille – ma responsable chez Decathlon, 06 11 22 33 44',
      'Camille',
      'Lefèvre',
    ],
    ['pt', 'PT', 'Ferreira, Inês - a minha chefe no hotel, 912 345 678', 'Inês', 'Ferreira'],
  ] as const)('%s %s: %s', (locale, country, line, first, last) => {
    expect(names(said(locale, country, line))).toEqual([[first, last, null]]);
  });

  it.each([
    // Two words after the comma: two people, as written.
    ['es', 'ES', 'Raul, Carmen Diaz – los dos de mi equipo, 612 345 678', 'Carmen', 'Raul'],
    // An address that spells neither way round says nothing: left as written.
    ['de', 'DE', 'Schneider, Jonas – jonas.s@example.de', 'Jonas', 'Schneider'],
    // No dash after the given name: left as it was read.
    ['en', 'US', 'Thompson, Grace, my manager, 312-555-0199', 'Grace', 'Thompson'],
  ] as const)('%s %s: %s is not turned round', (locale, country, line, given, surname) => {
    const turned = names(said(locale, country, line)).filter(
      ([first, last]) => first === given && last === surname,
    );
    expect(turned).toEqual([]);
  });
});

describe('a name in lower case that the address spells, a firm or a role nearer the address', () => {
  it.each([
    ['en', 'US', 'mike jones from walmart, mike.jones@walmart.com', 'Mike', 'Jones'],
    ['es', 'ES', 'lucia gomez de mercadona, lucia.gomez@mercadona.es', 'Lucia', 'Gomez'],
    ['de', 'DE', 'jan van der berg, mein chef, jan.vanderberg@example.nl', 'Jan', 'van der Berg'],
    [
      'fr',
      'FR',
      'louise de la fontaine, ma tutrice de stage, louise.delafontaine@example.fr',
      'Louise',
      'de la Fontaine',
    ],
    ['pt', 'BR', 'pedro santos do itau, pedro.santos@itau.com.br', 'Pedro', 'Santos'],
  ] as const)('%s %s: %s', (locale, country, line, first, last) => {
    expect(names(said(locale, country, line))).toEqual([[first, last, null]]);
  });

  it('never opens a name on a particle ("… de stage", "de la poste")', () => {
    const read = names(said('fr', 'FR', 'mon maître de stage de la poste, paul.martin@laposte.fr'));
    expect(read.flat().filter((w) => w && /^(de|la|stage|poste)$/i.test(w))).toEqual([]);
  });
});
