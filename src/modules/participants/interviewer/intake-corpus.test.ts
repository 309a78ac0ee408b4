import { afterAll, describe, expect, it } from 'vitest';
import type { IntakeContext, IntakeState, NominatedContact } from './agent.types.ts';
import { initialIntakeState, intakeTurn } from './intake-agent.ts';
import { tapCards } from './typed-corpus.test-helper.ts';

/**
 * The built-in intake agent on conversations as candidates write them:
 * each case is a conversation after consent and the referee list it must
 * end with (names, e-mails), plus whether the candidate can submit.
 */
const context: IntakeContext = {
  tenantName: 'Acme Hiring',
  locale: 'en',
  roleTitle: 'Staff Engineer',
  candidateFirstName: 'Ada',
  candidateLastName: 'Lovelace',
  defaultCountry: 'US',
};

interface Case {
  says: string[];
  /** `First Last <email>` per referee, in order. */
  list: string[];
  ready?: boolean;
}

const JANE = 'my manager Jane Doe, jane@acme.com, +1 415 555 0100';
const BOB = 'Bob Stone, a colleague, bob@stone.dev';
const CARA = 'Cara Diaz (client) cara@diaz.io';

const CASES: Case[] = [
  { says: [JANE], list: ['Jane Doe <jane@acme.com>'] },
  {
    says: ['My old boss at MGM was Louis Mayer, louis@mgm.com'],
    list: ['Louis Mayer <louis@mgm.com>'],
  },
  { says: [JANE, "That's everyone"], list: ['Jane Doe <jane@acme.com>'], ready: true },
  { says: [JANE, "that's all"], list: ['Jane Doe <jane@acme.com>'], ready: true },
  { says: [JANE, 'That is everyone, thanks'], list: ['Jane Doe <jane@acme.com>'], ready: true },
  { says: [JANE, 'no one else'], list: ['Jane Doe <jane@acme.com>'], ready: true },
  {
    says: [JANE, BOB, CARA, 'Sorry… remove the third one'],
    list: ['Jane Doe <jane@acme.com>', 'Bob Stone <bob@stone.dev>'],
  },
  {
    says: [JANE, BOB, CARA, 'please remove Bob'],
    list: ['Jane Doe <jane@acme.com>', 'Cara Diaz <cara@diaz.io>'],
  },
  {
    says: [JANE, BOB, 'scratch the last one'],
    list: ['Jane Doe <jane@acme.com>'],
  },
  {
    says: [JANE, BOB, 'delete number 1'],
    list: ['Bob Stone <bob@stone.dev>'],
  },
  {
    says: [JANE, BOB, 'remove the first referee'],
    list: ['Bob Stone <bob@stone.dev>'],
  },
  {
    says: [JANE, BOB, 'Actually remove jane@acme.com'],
    list: ['Bob Stone <bob@stone.dev>'],
  },
  {
    says: [JANE, BOB, "Bob's e-mail is bob@newmail.com"],
    list: ['Jane Doe <jane@acme.com>', 'Bob Stone <bob@newmail.com>'],
  },
  {
    says: [JANE, BOB, 'The email for Jane should be jane.doe@acme.org'],
    list: ['Jane Doe <jane.doe@acme.org>', 'Bob Stone <bob@stone.dev>'],
  },
  {
    says: ['I worked with Grace Hopper at the Navy, grace@navy.mil, she was my manager'],
    list: ['Grace Hopper <grace@navy.mil>'],
  },
  {
    says: ['Alan Turing at Bletchley Park, alan@bp.uk, colleague'],
    list: ['Alan Turing <alan@bp.uk>'],
  },
  {
    says: ['At IBM my lead was Tom Watson, tom@ibm.com'],
    list: ['Tom Watson <tom@ibm.com>'],
  },
  {
    says: ['Jane Doe jane@acme.com manager and Bob Stone bob@stone.dev colleague'],
    list: ['Jane Doe <jane@acme.com>', 'Bob Stone <bob@stone.dev>'],
  },
  {
    says: ['my manager at Google', 'her name is Jane Doe', 'jane@google.com'],
    list: ['Jane Doe <jane@google.com>'],
  },
  { says: ['Sorry, give me a second'], list: [] },
  { says: ['Hmm, let me think'], list: [] },
  { says: ['OK'], list: [] },
  { says: ['Thanks!'], list: [] },
  { says: [JANE, 'Sorry, remove her'], list: [] },
  {
    says: [JANE, 'remove the fifth one'],
    list: ['Jane Doe <jane@acme.com>'],
  },
  {
    says: ['john.smith@corp.com, my supervisor'],
    list: ['John Smith <john.smith@corp.com>'],
  },
  {
    says: [JANE, BOB, 'Remove Jane and thanks'],
    list: ['Bob Stone <bob@stone.dev>'],
  },
];

function listOf(state: IntakeState): string[] {
  return state.contacts.map(
    (c: NominatedContact) => `${[c.firstName, c.lastName].filter(Boolean).join(' ')} <${c.email}>`,
  );
}

let passed = 0;
afterAll(() => {
  console.log(`built-in intake agent corpus: ${passed}/${CASES.length} conversations right`);
});

describe('the built-in intake agent on ordinary sentences', () => {
  it.each(CASES.map((c) => [c.says.join(' ⏎ '), c] as const))('%s', (_name, c) => {
    let state = intakeTurn(context, initialIntakeState(), 'yes').state;
    const replies: string[] = [];
    // Each referee read is shown back as a card: the candidate taps yes when it is on the list.
    const isRight = (contact: NominatedContact) =>
      c.list.includes(listOf({ ...state, contacts: [contact] })[0]!);
    for (const [i, message] of c.says.entries()) {
      const tapped = tapCards(context, state, isRight, message);
      state = tapped.state;
      replies.push(...tapped.exchanged.map(([, reply]) => reply));
      const turn = intakeTurn(context, state, message);
      replies.push(turn.text);
      state = turn.state;
      if (i === c.says.length - 1) {
        const last = tapCards(context, state, isRight, null);
        state = last.state;
        replies.push(...last.exchanged.map(([, reply]) => reply));
      }
    }
    expect(listOf(state), replies.join('\n')).toEqual(c.list);
    if (c.ready !== undefined) expect(state.step === 'ready', replies.join('\n')).toBe(c.ready);
    passed += 1;
  });
});
