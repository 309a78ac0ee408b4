import { describe, expect, it } from 'vitest';
import { readContacts } from '../../questionnaires/kinds/contact.reader.ts';
import type { IntakeContext, IntakeState } from './agent.types.ts';
import { contactWordsFor } from './contact-words.ts';
import { initialIntakeState, intakeTurn } from './intake-agent.ts';
import { withNameRestated } from './intake-reading.ts';

/** The intake, fifteenth set round 2 (branch t16-int2): general robustness. */

const CONTEXT: IntakeContext = {
  tenantName: 'Acme',
  locale: 'fr',
  roleTitle: null,
  candidateFirstName: 'Ada',
  candidateLastName: 'Lovelace',
  defaultCountry: 'FR',
};

function talkFrom(
  locale: IntakeContext['locale'],
  defaultCountry: string,
  ...messages: string[]
): IntakeState {
  let state = initialIntakeState();
  for (const message of messages)
    state = intakeTurn({ ...CONTEXT, locale, defaultCountry }, state, message).state;
  return state;
}

const names = (state: IntakeState) =>
  state.contacts.map((c) => [c.firstName, c.lastName, c.nameAsWritten ?? null]);

describe('a name said again in full after "that is" or "I mean" is the name said last', () => {
  it.each([
    [
      'es',
      'Mi jefa Priya Anna, o sea Priya Raman, priya@ejemplo.es',
      'Mi jefa Priya Raman, priya@ejemplo.es',
    ],
    ['pt', 'O meu chefe Zé Lima, ou seja José Lima, ze@ex.pt', 'O meu chefe José Lima, ze@ex.pt'],
    ['fr', "Ma cheffe Gosia Nowak, c'est-à-dire Małgorzata Nowak", 'Ma cheffe Małgorzata Nowak'],
    [
      'de',
      'Meine Chefin Frau Anna Berg, ich meine Anna Bergmann',
      'Meine Chefin Frau Anna Bergmann',
    ],
    ['es', 'Dr. Kumar Anna, mejor dicho Kumar Pillai', 'Dr. Kumar Pillai'],
  ] as const)('%s: "%s"', (locale, said, read) => {
    expect(withNameRestated(said, locale)).toBe(read);
  });

  it.each([
    // No full name after the cue, or no name before it: read as it is.
    ['es', 'Mi jefa Ana García, o sea la de ventas, ana@ex.es'],
    ['fr', "Marc Dubois, c'est-à-dire mon ancien chef, marc@ex.fr"],
    ['pt', 'A Rita Sousa, ou seja, Rita'],
    ['de', 'Das heißt Anna Berg ist meine Chefin'],
  ] as const)('%s: "%s" is left as it is', (locale, said) => {
    expect(withNameRestated(said, locale)).toBe(said);
  });

  it('the referee is read under the name said last, never the two run together', () => {
    const state = talkFrom(
      'es',
      'ES',
      'sí, de acuerdo',
      'Mi jefe Suresh Anna, o sea Suresh Sivalingam, suresh@ejemplo.es, 612 345 678',
    );
    expect(names(state)).toEqual([['Suresh', 'Sivalingam', null]]);
  });
});

describe('Polish and Czech titles are never a first name', () => {
  it('"Pan" before a full name is left out', () => {
    const state = talkFrom('fr', 'FR', 'oui', 'Mon chef Pan Tomasz Kowalczyk, tomasz@wp.pl');
    expect(names(state)).toEqual([['Tomasz', 'Kowalczyk', null]]);
  });

  it('"Pani" before a single word leaves the first name unsaid (asked, never guessed)', () => {
    const state = talkFrom('de', 'DE', 'ja', 'Pani Gosia, meine Chefin, gosia@wp.pl');
    expect(state.contacts[0]?.firstName ?? null).not.toBe('Pani');
  });

  it('"Pan" as a surname after a given name stays a surname', () => {
    const state = talkFrom('es', 'ES', 'sí', 'Mi compañera Lily Pan, lily.pan@ejemplo.es');
    expect(names(state)).toEqual([['Lily', 'Pan', null]]);
  });
});

describe('the real or full name said after a nickname, in the same sentence as other names', () => {
  it.each([
    ['fr', "Pardon, Kuba c'est le surnom, et Pan veut dire Monsieur. Son vrai nom : Jakub Nowicki"],
    ['es', 'Perdón, Paco es el apodo. Su nombre completo es Francisco Pérez'],
    ['pt', 'Desculpa, Zé é o apelido, o nome completo dele é José Lima'],
    ['de', 'Sorry, Hansi ist der Spitzname, sein richtiger Name ist Johann Huber'],
  ] as const)('%s: "%s" names the real one', (locale, said) => {
    const parts = readContacts(said, contactWordsFor(locale), 'FR');
    expect(parts.map((p) => p.name?.lastName ?? null)).toContain(
      { fr: 'Nowicki', es: 'Pérez', pt: 'Lima', de: 'Huber' }[locale],
    );
    expect(parts.map((p) => p.name?.firstName)).not.toContain(
      { fr: 'Kuba', es: 'Paco', pt: 'Zé', de: 'Hansi' }[locale],
    );
  });
});

describe('a country asked for a number, answered by a message naming someone new', () => {
  it.each([
    [
      'es',
      'ES',
      'Mi jefe Tomasz Kowalczyk, tomasz@wp.pl, 601 234 567',
      'Y mi compañera de Portugal, Rita Sousa, rita@sapo.pt',
    ],
    [
      'fr',
      'FR',
      'Mon chef Tomasz Kowalczyk, tomasz@wp.pl, 601 234 567',
      'Et ma collègue Anna Nowak en Belgique, anna@ex.be',
    ],
    [
      'de',
      'DE',
      'Mein Chef Tomasz Kowalczyk, tomasz@wp.pl, 601 234 567',
      'Und meine Kollegin aus Österreich, Eva Lang, eva@ex.at',
    ],
    [
      'pt',
      'PT',
      'O meu chefe Tomasz Kowalczyk, tomasz@wp.pl, 601 234 567',
      'E a minha colega de Espanha, Ana Ruiz, ana@ex.es',
    ],
  ] as const)(
    '%s: the country is the new referee’s, the number stays asked',
    (locale, country, first, second) => {
      const state = talkFrom(locale, country, 'ok', first, second);
      expect(state.contacts[0]?.phone ?? null).toBeNull();
      expect(state.unplacedPhones?.length).toBe(1);
      expect(state.contacts).toHaveLength(2);
    },
  );

  it.each([
    ['es', 'ES', 'Mi jefe Tomasz Kowalczyk, tomasz@wp.pl, 601 234 567', 'Es de Polonia'],
    ['fr', 'FR', 'Mon chef Tomasz Kowalczyk, tomasz@wp.pl, 601 234 567', "C'est en Pologne, +48"],
  ] as const)('%s: the answer alone still places it', (locale, country, first, second) => {
    const state = talkFrom(locale, country, 'ok', first, second);
    expect(state.contacts[0]?.phone).toBe('+48601234567');
  });
});
