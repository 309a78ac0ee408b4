import { describe, expect, it } from 'vitest';
import { findEmails, withSpokenEmails } from '../../questionnaires/kinds/contact.reader.ts';
import type { IntakeContext, IntakeState } from './agent.types.ts';
import { contactWordsFor } from './contact-words.ts';
import { initialIntakeState, intakeTurn } from './intake-agent.ts';
import { saysDone, withoutSignOff, withSurnameSaidFirst } from './intake-reading.ts';

/** The intake, sixteenth set, French and Portuguese side (branch t17-int-frpt). */

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

const typed = (text: string) => findEmails(withSpokenEmails(text));

describe('the same name said again in the next sentence', () => {
  it('is one referee, who they are and their number both kept', () => {
    const state = talkFrom(
      'fr',
      'MA',
      'oui',
      "Et cheikh Karim, mon prof d'arabe au centre culturel. Je sais pas son nom de famille, tout le monde l'appelle cheikh Karim. 0661 23 45 67",
    );
    expect(state.contacts).toHaveLength(1);
    expect(state.contacts[0]).toMatchObject({
      firstName: 'Karim',
      relationship: 'teacher',
      phone: '+212661234567',
    });
  });

  it('keeps two people apart when the first gave a number of their own', () => {
    const state = talkFrom(
      'pt',
      'PT',
      'sim',
      'A Dona Lúcia, minha chefe, 912 345 678. A Lúcia da contabilidade, 913 111 222',
    );
    expect(state.contacts[0]?.phone).toBe('+351912345678');
  });
});

describe('an address typed with spaces around its dots, or an "@" said between typed parts', () => {
  it.each([
    ['mon collègue, s.haddad @ Gmail . Com, merci', 's.haddad@gmail.com'],
    ['o mail dela é rita.m @ sapo . pt', 'rita.m@sapo.pt'],
    ['min.ji 골뱅이 daum.net (골뱅이, c’est @)', 'min.ji@daum.net'],
    ['l.rocha arroba sapo.pt', 'l.rocha@sapo.pt'],
    ['p_dubois arobase free.fr', 'p_dubois@free.fr'],
    ['j-m.roy at videotron.ca', 'j-m.roy@videotron.ca'],
  ])('"%s" is %s', (text, email) => {
    expect(typed(text)).toEqual([email]);
  });

  it.each(['she works at acme.com', 'il est à Paris . Fr', 'on se voit @ la gare. Il pleut'])(
    '"%s" holds none',
    (text) => {
      expect(typed(text)).toEqual([]);
    },
  );
});

describe('an address said as "<name> at Gmail"', () => {
  it.each([
    ['o e-mail dele é joaoferraz no gmail', 'joaoferraz@gmail.com'],
    ['o mail dela: ana.reis arroba gmail, 912 000 111', 'ana.reis@gmail.com'],
    ['her email is jdoe at gmail.', 'jdoe@gmail.com'],
  ])('"%s" is %s', (text, email) => {
    expect(typed(text)).toEqual([email]);
  });

  it.each([
    // No provider but Gmail has one domain everywhere.
    'o mail é joao no hotmail',
    'o mail não tenho no gmail',
    'ele trabalha no gmail',
  ])('"%s" guesses none', (text) => {
    expect(typed(text)).toEqual([]);
  });
});

describe('"Mister", the Portuguese footballer\'s word for the coach', () => {
  it('is a title, never the first name', () => {
    const state = talkFrom(
      'pt',
      'PT',
      'sim',
      'O Mister Jorge Lopes, treinador dos juniores, 912 345 678',
    );
    expect(state.contacts[0]).toMatchObject({ firstName: 'Jorge', lastName: 'Lopes' });
  });
});

describe('relationships said by what one was to them', () => {
  const relationship = (locale: IntakeContext['locale'], text: string) =>
    contactWordsFor(locale).relationship(text);

  it.each([
    ['pt', 'o Carlos, treinador da equipa, eu era o adjunto dele', 'manager'],
    ['pt', 'a Sofia, fui assistente dela no laboratório', 'manager'],
    ['fr', "Paul Girard, chef cuisinier, j'étais son adjoint", 'manager'],
    ['fr', "Mme Roy, j'étais son assistante à la mairie", 'manager'],
    ['pt', 'o Dr. Paulo, estagiei com ele na farmácia', 'mentor'],
    ['pt', 'a Dra. Inês, fui estagiário no consultório dela', 'mentor'],
    ['fr', "Me Dupuis, avocate, j'ai fait mon stage dans son cabinet", 'mentor'],
    ['fr', "M. Blanc, architecte, j'étais stagiaire chez lui", 'mentor'],
    ['pt', 'o Rui, enfermeiro do hospital onde eu trabalhava', 'colleague'],
    ['fr', 'le Dr Martin, pédiatre à la clinique où je travaillais', 'colleague'],
  ] as const)('%s: "%s" is %s', (locale, text, expected) => {
    expect(relationship(locale, text)).toBe(expected);
  });

  it.each([
    ['pt', 'a Joana, fui assistente social durante anos'],
    ['fr', "Léa, j'étais stagiaire l'an dernier"],
    ['pt', 'a loja onde eu trabalhava fechou'],
  ] as const)('%s: "%s" names none', (locale, text) => {
    expect(relationship(locale, text)).toBeNull();
  });
});

describe('a Korean name written surname first', () => {
  it.each([
    ['Ma collègue Lee Ji-hoon, ji.lee@x.kr', 'Ma collègue Ji-hoon Lee, ji.lee@x.kr'],
    ['a Choi Eun-bi (최은비), minha chefe', 'a Eun-bi Choi (최은비), minha chefe'],
  ])('"%s" is read given name first', (text, read) => {
    expect(withSurnameSaidFirst(text, 'fr')).toBe(read);
  });

  it.each(['Ma collègue Ji-hoon Lee', 'Mon chef Kim Jong', 'Ma collègue Marie-Claire Lee'])(
    '"%s" is left as written',
    (text) => {
      expect(withSurnameSaidFirst(text, 'fr')).toBe(text);
    },
  );
});

describe('"apelido", the surname in Portugal and a nickname in Brazil', () => {
  it('reads the surname said on a Portuguese tenant', () => {
    expect(
      withSurnameSaidFirst('O Sr. Chan Tai Wing, Chan é o apelido, 6612 0000', 'pt', 'PT'),
    ).toBe('O Sr. Tai Wing Chan, 6612 0000');
  });

  it('leaves the name as written on a Brazilian one', () => {
    const text = 'O Zé Carlos Moura, Zé é o apelido, 11 91234 5678';
    expect(withSurnameSaidFirst(text, 'pt', 'BR')).toBe(text);
  });
});

describe('where a first name ends, when the address runs two words together', () => {
  it('asks when the second word is known as no given name', () => {
    const state = talkFrom(
      'pt',
      'PT',
      'sim',
      'A minha chefe Inês Ferraz Lopes, inesferraz@gmail.com, 912 345 678',
    );
    expect(state.contacts[0]?.firstName ?? null).toBeNull();
    expect(state.contacts[0]?.nameAsWritten).toBe('Inês Ferraz Lopes');
  });

  it('settles a double first name the address spells', () => {
    const state = talkFrom('pt', 'BR', 'sim', 'Minha chefe Ana Paula Reis, anapaula@x.com.br');
    expect(state.contacts[0]).toMatchObject({ firstName: 'Ana Paula', lastName: 'Reis' });
  });

  it('asks when the address is the surname and the given names’ initials', () => {
    const state = talkFrom('pt', 'MO', 'sim', 'O meu chefe Tai Wing Chan, chan.tw@x.mo');
    expect(state.contacts[0]?.nameAsWritten).toBe('Tai Wing Chan');
  });
});

describe('a "done" with Kabyle thanks or a Portuguese hug', () => {
  it.each([
    "C'est bon, tanemmirt",
    'Voilà, tanemmirt-ik !',
    'É isso, um abraço',
    'Pronto, beijos',
    'É tudo, abraços',
  ])('"%s" is done', (text) => {
    expect(saysDone(text)).toBe(true);
  });

  it.each(['tanemmirt', 'um abraço para a Rita'])('"%s" is not', (text) => {
    expect(saysDone(text)).toBe(false);
  });

  it('drops the "and" left before a closing cut off', () => {
    expect(withoutSignOff('É isso. Valeu e um abraço')).toBe('É isso. Valeu');
    expect(withoutSignOff('A vitamina E')).toBe('A vitamina E');
  });
});
