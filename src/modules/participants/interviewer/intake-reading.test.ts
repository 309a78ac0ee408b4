import { describe, expect, it } from 'vitest';
import type { IntakeContext, IntakeState } from './agent.types.ts';
import { initialIntakeState, intakeTurn } from './intake-agent.ts';
import { readConsent, saysDone, saysNoEmail } from './intake-reading.ts';

describe('readConsent: only an unambiguous yes', () => {
  it.each([
    ['yes', true],
    ['Yes, go ahead', true],
    ['ok', true],
    ['yse', true],
    ['👍', true],
    ['yes but not my current employer please', true],
    ['no - wait, sorry, I meant yes, definitely', true],
    ['No problem, go ahead', true],
    ['Ja, gerne', true],
    ['sí, adelante', true],
    ["oui d'accord", true],
    ['sim, pode', true],
    [
      'No. Please do not contact my old boss jane.doe@acme.com, she does not know I am leaving',
      false,
    ],
    ["nope. don't email anyone, especially not mark@initech.com", false],
    ['Nein. Bitte kontaktieren Sie nicht meinen Chef thomas.mueller@bosch.de', false],
    ['não, obrigado', false],
    ['no', false],
    ['I guess?', null],
    ['what exactly will you ask them?', null],
    ['Jane Doe, jane@acme.com, my manager', null],
    ['yes, my manager at a non-profit', true],
  ])('%s → %s', (message, expected) => {
    expect(readConsent(message)).toBe(expected);
  });
});

describe('intake reading helpers', () => {
  it('reads "done" in the five languages', () => {
    for (const text of [
      "that's both",
      "Das war's",
      'fertig',
      'eso es todo',
      "c'est tout",
      'é isso',
    ])
      expect(saysDone(text), text).toBe(true);
    expect(saysDone('Anna Weber')).toBe(false);
  });

  it('reads "those are the ones" and a "done" said with thanks or an "ok" around it', () => {
    for (const text of [
      'listo, son esos dos',
      'vale, esos son todos',
      "merci, das wär's",
      'danke, das wärs',
      'das wären alle',
      'ce sont les deux, merci',
      'são esses dois, obrigada',
      // Québec "c'est beau" (that's fine), "… pour moi", "passt, das war's".
      "c'est beau merci",
      "ok merci. c'est tout pour moi",
      'passt, das wars',
    ])
      expect(saysDone(text), text).toBe(true);
    // A filler alone, or beside anything else, is no "done".
    for (const text of ['merci', 'ok, Anna Weber', 'son esos dos y Ana Gil'])
      expect(saysDone(text), text).toBe(false);
  });

  it('reads the ways Spanish and Portuguese candidates say they are done (issue 41)', () => {
    for (const text of [
      'eso seria todo',
      'con eso es todo, gracias',
      'solo ella',
      'eso nomás',
      'no hay nadie más',
      'ya quedó',
      'so ele',
      'é tudo por enquanto',
      'acho que é isso',
      'valeu, são só esses dois',
      'não tenho mais ninguém',
      'pode finalizar',
    ])
      expect(saysDone(text), text).toBe(true);
    for (const text of [
      'solo ella sabe mi correo',
      'só ele e a Ana Gil',
      'não tenho o e-mail dele',
    ])
      expect(saysDone(text), text).toBe(false);
  });
});

const CONTEXT: IntakeContext = {
  tenantName: 'Acme',
  locale: 'en',
  roleTitle: null,
  candidateFirstName: 'Ada',
  candidateLastName: 'Lovelace',
  defaultCountry: 'US',
};

function talk(...messages: string[]): { state: IntakeState; replies: string[] } {
  let state = initialIntakeState();
  const replies: string[] = [];
  for (const message of messages) {
    const turn = intakeTurn(CONTEXT, state, message);
    state = turn.state;
    replies.push(turn.text);
  }
  return { state, replies };
}

describe('the intake interviewer (issue 40)', () => {
  it('keeps a referee without an e-mail, and says plainly that one is needed to invite them', () => {
    const { state, replies } = talk(
      'yes',
      'Paul Allen, my manager',
      "I don't have his email on me, I'll add it later",
      'done',
    );
    expect(state.contacts).toMatchObject([{ firstName: 'Paul', email: null }]);
    expect(state.step).toBe('referees');
    expect(replies[2]).toMatch(/Paul Allen stays on your list/);
    expect(replies[2]).toMatch(/cannot invite Paul Allen without an address/);
    // "done" is not a loop of the same question: it says why the list cannot be finished.
    expect(replies[3]).toMatch(/cannot finish yet: invitations go out by e-mail/);
    expect(replies[3]).not.toBe(replies[2]);
    expect(saysNoEmail('Email hab ich nicht, nur die Nummer')).toBe(true);
    expect(saysNoEmail("je n'ai pas son mail")).toBe(true);
    expect(saysNoEmail('no tengo su correo')).toBe(true);
    expect(saysNoEmail('her email is jane@acme.com, not jane@gmail.com')).toBe(false);
    expect(saysNoEmail('no, that is everyone')).toBe(false);
  });

  it('answers a question back with what it is for, then the list as it is', () => {
    const { state, replies } = talk(
      'yes',
      'Jane Doe, jane@acme.com, my manager',
      'by the way, when will I hear back about the job?',
    );
    expect(state.contacts).toHaveLength(1);
    expect(replies[2]).toMatch(/^I can only take your referees here/);
    expect(replies[2]).toMatch(/So far I have: 1\. Jane Doe/);
  });

  it('takes a "no" with an e-mail address as a refusal, keeps nobody, and says what happens next', () => {
    const { state, replies } = talk(
      'No. Please do not contact my old boss jane.doe@acme.com, she does not know I am leaving',
    );
    expect(state).toMatchObject({ step: 'declined', consent: false, contacts: [] });
    expect(replies[0]).toMatch(/won't contact anyone/);
    expect(replies[0]).toMatch(/not kept anyone/);
    expect(replies[0]).toMatch(/change your mind/);
  });

  it('keeps referees named before a yes and asks for the consent', () => {
    const { state, replies } = talk('Jane Doe, jane@acme.com, my manager');
    expect(state.consent).toBeNull();
    expect(state.contacts.map((c) => c.email)).toEqual(['jane@acme.com']);
    expect(replies[0]).toMatch(/may we contact/);
    // After the yes, what was read before it is shown back; its yes, then "done", finish.
    const after = talk('Jane Doe, jane@acme.com, my manager', 'yes', 'yes', 'done');
    expect(after.replies[1]).toMatch(/Is this right\? Jane Doe \(manager, jane@acme.com\)$/);
    expect(after.state).toMatchObject({ step: 'ready', consent: true });
  });

  it('asks which country a local number of another country is in, and keeps it with it', () => {
    const { state, replies } = talk(
      'yes',
      'Oliver Hughes, my manager, oliver@monzo.com, 07911 123456',
      "it's a UK number",
    );
    expect(replies[1]).toMatch(/Which country is the number 07911 123456/);
    expect(state.contacts[0]).toMatchObject({ phone: '+447911123456' });
    expect(state.unplacedPhones ?? null).toBeNull();
  });

  it('asks about every number of another country in one message, and places them all', () => {
    const { state, replies } = talk(
      'yes',
      '1. Oliver Hughes, oliver@monzo.com, manager, 07911 123456\n2. Nancy Sykes, nancy@bbc.co.uk, colleague, 07912 654321',
      'UK',
    );
    expect(replies[1]).toMatch(/07911 123456 \(Oliver Hughes\), 07912 654321 \(Nancy Sykes\)/);
    expect(state.contacts.map((c) => c.phone)).toEqual(['+447911123456', '+447912654321']);
    expect(replies[2]).toMatch(/noted \+44 7911 123456 for Oliver Hughes.*noted \+44 7912 654321/);
    expect(state.unplacedPhones ?? null).toBeNull();
  });

  it('keeps a number asked about with its referee when another is removed', () => {
    const { state } = talk(
      'yes',
      'Jane Doe, jane@acme.com, manager',
      'Oliver Hughes, oliver@monzo.com, colleague, 07911 123456',
      'remove Jane',
      'UK',
    );
    expect(state.contacts).toEqual([
      expect.objectContaining({ firstName: 'Oliver', phone: '+447911123456' }),
    ]);
  });

  it('says so when it leaves out a number whose country it never learnt', () => {
    const { state, replies } = talk(
      'yes',
      'Oliver Hughes, my manager, oliver@monzo.com, 07911 123456',
      'done',
      'yes',
    );
    // The card waits for the number's country; once it is left out, the card is asked.
    expect(replies[2]).toMatch(/left out the number 07911 123456.*Is this right\? Oliver Hughes/);
    expect(replies[3]).toMatch(/You are ready/);
    expect(state).toMatchObject({ step: 'ready' });
  });

  it('reads a pasted signature as one referee', () => {
    const { state } = talk(
      'yes',
      "Here's her details:\n\nKaren Smith\nSenior Director, Operations | Globex Corp\nkaren.smith@globex.com\nM: +1 (212) 555-0147",
    );
    expect(state.contacts).toHaveLength(1);
    expect(state.contacts[0]).toMatchObject({
      firstName: 'Karen',
      lastName: 'Smith',
      phone: '+12125550147',
    });
  });

  it('asks where a double first name ends instead of picking a split (issue 41)', () => {
    const named = 'Ana Paula da Silva, ana.silva@acme.com, my manager';
    const { state, replies } = talk('yes', named, 'done');
    expect(state.contacts[0]).toMatchObject({
      firstName: null,
      lastName: null,
      nameAsWritten: 'Ana Paula da Silva',
    });
    expect(state.step).not.toBe('ready');
    expect(replies.at(-1)).toMatch(/first name of Ana Paula da Silva \(“Ana” or “Ana Paula”\?\)/);
    // The same question as a one-tap choice (the state's `ask`).
    expect(state.ask).toEqual({
      key: 'firstName',
      kind: 'choice',
      prompt: 'Which is the first name of Ana Paula da Silva?',
      required: true,
      options: ['Ana', 'Ana Paula'],
    });
    const both = talk('yes', named, 'Ana Paula').state.contacts[0];
    expect(both).toMatchObject({ firstName: 'Ana Paula', lastName: 'da Silva' });
    expect(both).not.toHaveProperty('nameAsWritten');
    const one = talk('yes', named, 'just Ana').state.contacts[0];
    expect(one).toMatchObject({ firstName: 'Ana', lastName: 'Paula da Silva' });
    // Writing the whole name again answers nothing.
    expect(talk('yes', named, 'Ana Paula da Silva').state.contacts[0]?.firstName).toBeNull();
  });

  it('settles a double first name from an address that spells both', () => {
    const { state } = talk('yes', 'Joao Victor Lima, my teacher', 'joaovictor.lima@senai.br');
    expect(state.contacts).toHaveLength(1);
    expect(state.contacts[0]).toMatchObject({ firstName: 'Joao Victor', lastName: 'Lima' });
  });

  it('takes a referee off in the request\'s language ("quita a Jorge")', () => {
    const es = (...messages: string[]) => talkIn('es', ...messages).state;
    const state = es(
      'si',
      'Jorge Navarro jorge.navarro@cabify.com y mi jefa Irene Lopez irene.lopez@cabify.com',
      'ah no, quita a Jorge',
    );
    expect(state.contacts.map((c) => c.firstName)).toEqual(['Irene']);
    expect(
      es('si', 'Jorge Navarro jorge.navarro@cabify.com', 'quita la número 1').contacts,
    ).toEqual([]);
  });

  it("corrects a mistyped address in the request's language, the name read from it too", () => {
    const { state } = talkIn(
      'de',
      'ja',
      'juergen koehler, war mein schichtleiter, juergen.koeler@edeka.de',
      'sorry vertippt, die mail ist juergen.koehler@edeka.de',
    );
    expect(state.contacts).toHaveLength(1);
    expect(state.contacts[0]).toMatchObject({
      firstName: 'Juergen',
      lastName: 'Koehler',
      email: 'juergen.koehler@edeka.de',
    });
  });
});

function talkIn(locale: IntakeContext['locale'], ...messages: string[]) {
  let state = initialIntakeState();
  const replies: string[] = [];
  for (const message of messages) {
    const turn = intakeTurn({ ...CONTEXT, locale }, state, message);
    state = turn.state;
    replies.push(turn.text);
  }
  return { state, replies };
}
