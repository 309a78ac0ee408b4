import { describe, expect, it } from 'vitest';
import type { IntakeContext, IntakeState } from './agent.types.ts';
import { initialIntakeState, intakeTurn } from './intake-agent.ts';

/** The intake, fourteenth set round 2, Portuguese and Spanish side (branch t15b-int-pt). */

const CONTEXT: IntakeContext = {
  tenantName: 'Acme',
  locale: 'pt',
  roleTitle: null,
  candidateFirstName: 'Ada',
  candidateLastName: 'Lovelace',
  defaultCountry: 'PT',
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

describe('Kriolu "my" and the words of the countries candidates worked in', () => {
  it.each([
    ['pt', 'PT', 'Nha chefe na fábrica: Pieter de Vries, pieter.devries@x.nl', 'Pieter', 'manager'],
    ['pt', 'PT', 'Nhas kolega di obra, Joana Lopes, joana.lopes@x.cv', 'Joana', 'colleague'],
    ['es', 'ES', 'Mi teamleider en Rotterdam, Anouk Visser, anouk@x.nl', 'Anouk', 'manager'],
    ['fr', 'FR', 'Mon ancien voorman, Bram Jansen, bram.jansen@x.nl', 'Bram', 'manager'],
    ['pt', 'BR', 'O bujangnim do escritório, Carlos Lee, carlos.lee@x.kr', 'Carlos', 'manager'],
    ['de', 'DE', 'Meine kolegica aus Zagreb, Ana Horvat, ana.horvat@x.hr', 'Ana', 'colleague'],
  ] as const)('%s (%s): "%s"', (locale, country, text, first, relationship) => {
    const state = talkFrom(locale, country, 'sim', text);
    expect(state.contacts[0]?.firstName).toBe(first);
    expect(state.contacts[0]?.relationship).toBe(relationship);
  });
});

describe("a number corrected for a referee whose number is another country's", () => {
  it('reads the new digits in that country when they are the same number a digit or two changed', () => {
    const state = talkFrom(
      'pt',
      'BR',
      'sim',
      'Meu chefe Jan Smit, jan.smit@x.nl, 06 1234 5678',
      'é da Holanda',
      'Perdão, o do Jan é 06 1234 5768',
    );
    expect(state.contacts[0]?.phone).toBe('+31612345768');
  });

  it('leaves a number that is no such correction unread', () => {
    const state = talkFrom(
      'es',
      'ES',
      'sí',
      'Mi jefe Jan Smit, jan.smit@x.nl, 06 1234 5678',
      'es de Holanda',
      'el de Jan es 06 9876 1111',
    );
    expect(state.contacts[0]?.phone).toBe('+31612345678');
  });
});

describe('a name written surname first, then said to be so', () => {
  it.each([
    ['en', 'US', 'My boss Nguyen Minh, Nguyen is the surname, minh@x.vn', 'Minh', 'Nguyen'],
    ['es', 'ES', 'Mi jefe Park Ji-sung (el apellido es Park), jisung@x.kr', 'Ji-sung', 'Park'],
    [
      'de',
      'DE',
      'Mein Chef Tanaka Hiroshi, Tanaka ist der Nachname, hiroshi@x.jp',
      'Hiroshi',
      'Tanaka',
    ],
    ['pt', 'BR', 'Minha gestora Lee Soo-jin (Lee é o sobrenome), soojin@x.kr', 'Soo-jin', 'Lee'],
  ] as const)('%s: "%s"', (locale, country, text, first, last) => {
    const state = talkFrom(locale, country, 'sim', text);
    expect(state.contacts[0]).toMatchObject({ firstName: first, lastName: last });
  });

  it('leaves a name already given names first as written', () => {
    const state = talkFrom(
      'pt',
      'BR',
      'sim',
      'Minha chefe Ana Souza (Souza é o sobrenome), ana@x.br',
    );
    expect(state.contacts[0]).toMatchObject({ firstName: 'Ana', lastName: 'Souza' });
  });
});

describe('a surname stated on its own corrects a referee on the list', () => {
  it('the one whose surname has the same letters, spaces aside', () => {
    const state = talkFrom(
      'es',
      'ES',
      'sí',
      'Mi jefa Lucía Delacruz, lucia@x.es',
      'Y mi compañero Pablo Gil, pablo@x.es',
      'Perdón, el apellido de ella es De la Cruz, separado',
    );
    expect(state.contacts[0]?.lastName).toBe('De la Cruz');
    expect(state.contacts[1]?.lastName).toBe('Gil');
  });

  it('the one it names by first name', () => {
    const state = talkFrom(
      'en',
      'US',
      'yes',
      'My manager Jan Dijk, jan@x.nl',
      'And my colleague Mary Poe, mary@x.com',
      "Jan's surname is van Dijk, actually",
    );
    expect(state.contacts[0]?.lastName).toBe('van Dijk');
  });

  it('changes nobody when two are listed and none is named or alike', () => {
    const state = talkFrom(
      'pt',
      'BR',
      'sim',
      'Meu chefe Rui Costa, rui@x.br',
      'E minha colega Ana Reis, ana@x.br',
      'o sobrenome dele é Pereira',
    );
    expect(state.contacts.map((c) => c.lastName)).toEqual(['Costa', 'Reis']);
  });
});

describe('an address said to have changed, for the one referee of a relationship', () => {
  it.each([
    [
      'pt',
      'BR',
      'sim',
      'Minha chefe Ana Reis, ana@velha.br',
      'o e-mail da minha chefe mudou, agora é ana.reis@nova.br',
    ],
    [
      'es',
      'ES',
      'sí',
      'Mi jefa Ana Ruiz, ana@vieja.es',
      'el correo de mi jefa cambió, ahora es ana.ruiz@nueva.es',
    ],
  ] as const)('%s', (locale, country, yes, first, changed) => {
    const state = talkFrom(locale, country, yes, first, changed);
    expect(state.contacts).toHaveLength(1);
    expect(state.contacts[0]?.email).toBe(changed.match(/\S+@\S+\.\w+/)![0]);
  });
});

describe('a capitalised hyphened given name keeps its parts as written', () => {
  it('"Ji-yeon" stays, "karl-heinz" is capitalised', () => {
    const a = talkFrom('pt', 'BR', 'sim', 'Minha colega Ji-yeon Park, jiyeon@x.br');
    expect(a.contacts[0]?.firstName).toBe('Ji-yeon');
    const b = talkFrom('de', 'DE', 'ja', 'Mein Kollege karl-heinz müller, kh@x.de');
    expect(b.contacts[0]?.firstName ?? b.contacts[0]?.nameAsWritten).toMatch(/^Karl-Heinz/);
  });
});
