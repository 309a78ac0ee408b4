import { describe, expect, it } from 'vitest';
import { participantCopy } from '../../../core/participant-copy.ts';
import { refereeAnswersSchema } from '../referee-answers.ts';
import type {
  AgentEvent,
  IntakeContext,
  IntakeState,
  RefereeContext,
  RefereeState,
  TranscriptEntry,
} from './agent.types.ts';
import { BuiltinConversationAgent, chunkWords } from './builtin-agent.ts';
import { initialIntakeState, intakeOpening, intakeTurn } from './intake-agent.ts';
import { initialRefereeState, refereeOpening, refereeTurn } from './referee-agent.ts';

const intakeContext: IntakeContext = {
  tenantName: 'Acme Hiring',
  locale: 'en',
  roleTitle: 'Staff Engineer',
  candidateFirstName: 'Ada',
  candidateLastName: 'Lovelace',
  defaultCountry: 'US',
};
const refereeContext: RefereeContext = {
  tenantName: 'Acme Hiring',
  locale: 'en',
  roleTitle: 'Staff Engineer',
  candidateFirstName: 'Ada',
  candidateLastName: 'Lovelace',
  refereeFirstName: 'Jane',
  relationship: 'manager',
};

function talkIntake(messages: string[], state: IntakeState = initialIntakeState()) {
  const replies: string[] = [];
  for (const message of messages) {
    const turn = intakeTurn(intakeContext, state, message);
    replies.push(turn.text);
    state = turn.state;
  }
  return { replies, state };
}

function talkReferee(messages: string[], state: RefereeState = initialRefereeState()) {
  const replies: string[] = [];
  for (const message of messages) {
    const turn = refereeTurn(refereeContext, state, message);
    replies.push(turn.text);
    state = turn.state;
  }
  return { replies, state };
}

describe('built-in intake agent', () => {
  it('greets the candidate by name with the role and tenant, and asks for consent', () => {
    const text = intakeOpening(intakeContext);
    expect(text).toContain('Ada');
    expect(text).toContain('Acme Hiring');
    expect(text).toContain('Staff Engineer');
    expect(text).toMatch(/consent/);
  });

  it('collects consent and referees from free text, then is ready when the candidate is done', () => {
    const { replies, state } = talkIntake([
      'yes',
      'my manager Jane Doe, jane@acme.com, +1 415 555 0100',
      'yes',
      'and my colleague Bob Smith, bob.smith@globex.com',
      "that's right",
      "that's all",
    ]);
    expect(replies[0]).toMatch(/Thank you for your consent/);
    // Each referee read from words is shown back for a yes before it is kept.
    expect(replies[1]).toMatch(
      /Is this right\? Jane Doe \(manager, jane@acme.com, \+1 415 555 0100\)$/,
    );
    expect(replies[2]).toMatch(/Thanks, Jane Doe is on your list.*add another/);
    expect(replies[3]).toMatch(/Is this right\? Bob Smith \(colleague, bob.smith@globex.com\)$/);
    expect(replies[5]).toContain(`press “${participantCopy().buttons.submitReferees}”`);
    expect(state).toEqual({
      step: 'ready',
      consent: true,
      missing: [],
      needed: [],
      ask: expect.objectContaining({ key: 'referee', kind: 'contact', required: false }),
      confirm: null,
      contacts: [
        {
          firstName: 'Jane',
          lastName: 'Doe',
          email: 'jane@acme.com',
          phone: '+14155550100',
          relationship: 'manager',
        },
        {
          firstName: 'Bob',
          lastName: 'Smith',
          email: 'bob.smith@globex.com',
          phone: null,
          relationship: 'colleague',
        },
      ],
    });
  });

  it('takes several referees in one message, and fills in details given later', () => {
    const { replies, state } = talkIntake([
      'Yes. My manager Jane Doe, jane@acme.com and my peer Sam Lee, sam@initech.io',
      'his phone is 415-555-0199',
    ]);
    expect(state.contacts).toHaveLength(2);
    expect(state.contacts[1]).toMatchObject({
      firstName: 'Sam',
      phone: '+14155550199',
      relationship: 'peer',
    });
    expect(replies[1]).toContain('+1 415 555 0199'); // stored E.164, said as people read it
  });

  it('says what is missing and refuses to be done before it has it', () => {
    const { replies, state } = talkIntake(['yes', 'Jane Doe, jane@acme.com', 'yes', 'done']);
    expect(state.missing).toEqual(['contacts.0.relationship']);
    // The page's "Still needed" line: words, never the field path.
    expect(state.needed).toEqual(['Jane Doe’s relationship to you']);
    expect(replies[2]).toMatch(/Still missing: how you know them for Jane/);
    expect(replies[3]).toMatch(/still need/);
    const next = intakeTurn(intakeContext, state, 'she was my manager');
    // The relationship read waits for the candidate's yes, then nothing is missing.
    expect(next.state.missing).toEqual(['contacts.0.confirmation']);
    expect(next.state.needed).toEqual(['your yes that Jane Doe’s details are right']);
    expect(next.state.confirm).toMatchObject({
      key: 'referee',
      value: { name: 'Jane Doe', email: 'jane@acme.com', phone: null, relationship: 'manager' },
    });
    expect(intakeTurn(intakeContext, next.state, 'yes').state.missing).toEqual([]);
  });

  it('never files an address that spells another name under the referee before', () => {
    const { state } = talkIntake(['yes', 'Julia Hoffmann, colleague; max.becker@bmw.de']);
    expect(state.contacts.map((c) => [c.firstName, c.email])).toEqual([
      ['Julia', null],
      ['Max', 'max.becker@bmw.de'],
    ]);
    // An address that spells no name is still hers.
    const hers = talkIntake(['yes', 'Julia Hoffmann, colleague; jh1984@gmail.com']);
    expect(hers.state.contacts.map((c) => [c.firstName, c.email])).toEqual([
      ['Julia', 'jh1984@gmail.com'],
    ]);
  });

  it('corrects the spelling of a name, and reads a lowercase name and a relationship in a sentence', () => {
    const spelt = talkIntake([
      'yes',
      'Jon Smith jon.smith@corp.com colleague',
      'sorry it’s John with an h',
      'yes',
    ]);
    expect(spelt.state.contacts[0]).toMatchObject({ firstName: 'John', lastName: 'Smith' });
    const lower = talkIntake(['yes', 'mike jones mike@jones.dev, he ran the design team I was on']);
    expect(lower.state.contacts[0]).toMatchObject({
      firstName: 'Mike',
      lastName: 'Jones',
      relationship: 'manager',
    });
    const inOne = talkIntake([
      'Yes — my manager Jane Doe, jane@acme.com, and that’s everyone.',
      'yes',
    ]);
    // "That's everyone" said with the referee: the yes to its card finishes.
    expect(inOne.replies[1]).toMatch(/You are ready/);
    expect(inOne.state.step).toBe('ready');
  });

  it('never sends the same reply twice in a row', async () => {
    const agent = new BuiltinConversationAgent();
    const transcript: TranscriptEntry[] = [{ role: 'agent', text: intakeOpening(intakeContext) }];
    let state = talkIntake(['yes']).state;
    const replies: string[] = [];
    for (const message of ['hmm', 'hmm', 'hmm']) {
      const events = [];
      for await (const event of agent.reply({
        kind: 'intake',
        context: intakeContext,
        transcript: [...transcript],
        state,
        message,
      }))
        events.push(event);
      const done = events.at(-1)!;
      if (done.type !== 'done') throw new Error('no done event');
      state = done.state as IntakeState;
      transcript.push({ role: 'participant', text: message }, { role: 'agent', text: done.text });
      replies.push(done.text);
    }
    expect(replies[1]).not.toBe(replies[0]);
    expect(replies[2]).not.toBe(replies[1]);
    expect(replies[1]).toBe(`To be clear: ${replies[0]}`);
  });

  it('re-asks on an unclear consent answer and records a refusal', () => {
    const unclear = talkIntake(['hmm what is this?']);
    expect(unclear.state.consent).toBeNull();
    expect(unclear.replies[0]).toMatch(/yes or no/);
    const refused = talkIntake(['no']);
    expect(refused.state).toMatchObject({
      step: 'declined',
      consent: false,
      missing: ['consent', 'referee'],
    });
    const changed = talkIntake(['yes'], refused.state);
    expect(changed.state.consent).toBe(true);
  });

  it('accepts consent and a nomination in one message', () => {
    const { state } = talkIntake(['Sure, my client Pat Kim, pat@client.co, (415) 555-0142']);
    expect(state.consent).toBe(true);
    expect(state.contacts[0]).toMatchObject({
      firstName: 'Pat',
      lastName: 'Kim',
      relationship: 'client',
      phone: '+14155550142',
    });
  });

  it('separates two referees written as one sentence', () => {
    const { state } = talkIntake([
      'Yes, I consent. My referees are Grace Hopper, grace@navy.example, +1 415 555 0100, my manager at Acme, and Alan Turing alan@bletchley.example colleague',
    ]);
    expect(state.contacts).toHaveLength(2);
    expect(state.contacts[0]).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@navy.example',
      phone: '+14155550100',
      relationship: 'manager',
    });
    expect(state.contacts[1]).toMatchObject({
      firstName: 'Alan',
      lastName: 'Turing',
      email: 'alan@bletchley.example',
      relationship: 'colleague',
    });
  });

  it('needs only consent when the recruiter already has referees', () => {
    const context = { ...intakeContext, existingReferees: 2 };
    const consent = intakeTurn(context, initialIntakeState(), 'yes');
    expect(consent.text).toMatch(/already has 2 referees/);
    expect(consent.state.missing).toEqual([]);
    const done = intakeTurn(context, consent.state, 'done');
    expect(done.state.step).toBe('ready');
    expect(done.text).toMatch(/referees the recruiter already has/);
  });

  it('asks again when there is nothing to read', () => {
    const { replies } = talkIntake(['yes', 'hmm']);
    expect(replies[1]).toMatch(/couldn't find referee details/);
  });
});

describe('built-in referee agent', () => {
  it('opens with the candidate, tenant and the first question', () => {
    const text = refereeOpening(refereeContext);
    expect(text).toContain('Hi Jane');
    expect(text).toContain('Ada Lovelace');
    expect(text).toMatch(/How do you know Ada/);
  });

  it('says who named the referee: the candidate, or the recruiter', () => {
    expect(refereeOpening({ ...refereeContext, namedBy: 'candidate' })).toContain(
      'Ada Lovelace has applied for the Staff Engineer role with Acme Hiring and named you as a referee.',
    );
    const byRecruiter = refereeOpening({ ...refereeContext, namedBy: 'recruiter' });
    expect(byRecruiter).toContain(
      'Acme Hiring is checking references for Ada Lovelace for the Staff Engineer role and would value yours.',
    );
    expect(byRecruiter).not.toContain('named you');
  });

  it('runs the whole interview one question at a time, with schema-valid answers', () => {
    const { replies, state } = talkReferee([
      'I was her manager at Acme',
      'about 2 years',
      'Clear thinking and great at explaining complex ideas.',
      'Could delegate more.',
      '4/5',
      'technical skills 4, teamwork 4',
      'four',
      'skip',
      '3',
      'Yes, in a heartbeat',
      'She is a delight to work with.',
    ]);
    expect(replies[0]).toMatch(/^Thank you.*how long/);
    expect(replies[1]).toMatch(/strengths/);
    expect(replies[2]).toMatch(/improve/);
    expect(replies[3]).toMatch(/communication\?/);
    expect(replies[4]).toMatch(/technical skill\?/);
    expect(replies[5]).toMatch(/reliability\?/);
    expect(replies[6]).toMatch(/problem solving\?/);
    expect(replies[7]).toMatch(/leadership\?/);
    expect(replies[8]).toMatch(/hire or work with Ada again/);
    expect(replies[9]).toMatch(/anything else/);
    // The bot names the button as the page shows it.
    expect(replies[10]).toContain(`Press “${participantCopy().buttons.reviewReference}”`);
    expect(state.next).toBe('done');
    expect(state.skipped).toEqual(['problem_solving']);
    expect(refereeAnswersSchema.parse(state.answers)).toEqual({
      relationship: 'I was her manager at Acme',
      monthsKnown: 24,
      strengths: 'Clear thinking and great at explaining complex ideas.',
      improvements: 'Could delegate more.',
      ratings: { communication: 4, technical_skill: 4, teamwork: 4, reliability: 4, leadership: 3 },
      wouldRehire: true,
      comments: 'She is a delight to work with.',
    });
  });

  it('takes the duration from the first answer, re-asks on unclear answers, and accepts no', () => {
    const { replies, state } = talkReferee([
      'We worked together for 18 months on the payments team',
      'skip',
      'skip',
      'excellent',
    ]);
    expect(state.answers.monthsKnown).toBe(18);
    expect(replies[0]).toMatch(/strengths/);
    expect(replies[2]).toMatch(/communication\?/);
    expect(replies[3]).toMatch(/number from 1 to 5/);
    // "maybe" is no answer; "not sure" would pass the (optional) question, like "skip".
    const rest = talkReferee(['5', '5', '5', '5', '5', '5', 'maybe', 'no', 'no'], state);
    expect(rest.replies[6]).toMatch(/yes or no/);
    expect(rest.state.answers.wouldRehire).toBe(false);
    expect(rest.state.answers.comments).toBeUndefined();
    expect(rest.state.next).toBe('done');
  });

  it('adds later messages to the comments once done', () => {
    const done: RefereeState = { ...initialRefereeState(), next: 'done' };
    const { state } = talkReferee(['One more thing: she mentors juniors.'], done);
    expect(state.answers.comments).toBe('One more thing: she mentors juniors.');
  });

  it('does not take closing small talk or a plain no as comments', () => {
    const done: RefereeState = { ...initialRefereeState(), next: 'done' };
    const { state } = talkReferee(
      ['Thanks, bye!', 'no', "You're welcome, good luck to her", 'Cheers'],
      done,
    );
    expect(state.answers.comments).toBeUndefined();
  });

  it('recaps the ratings in the competencies order, whatever order they were given in', () => {
    const { replies } = talkReferee([
      'I managed her for 2 years',
      'skip',
      'skip',
      'leadership 3, communication 5',
      'teamwork 4',
    ]);
    expect(replies[3]).toContain('communication 5/5, leadership 3/5');
    expect(replies[4]).toContain('communication 5/5, teamwork 4/5, leadership 3/5');
  });
});

describe('BuiltinConversationAgent', () => {
  it('streams word-group deltas whose concatenation is the done text', async () => {
    const agent = new BuiltinConversationAgent();
    const events: AgentEvent[] = [];
    for await (const event of agent.reply({
      kind: 'referee',
      context: refereeContext,
      transcript: [],
      state: initialRefereeState(),
      message: 'I managed her for 3 years',
    }))
      events.push(event);
    const deltas = events.filter((e) => e.type === 'delta');
    const done = events.at(-1);
    expect(deltas.length).toBeGreaterThan(2);
    expect(done?.type).toBe('done');
    if (done?.type !== 'done') return;
    expect(deltas.map((d) => d.text).join('')).toBe(done.text);
    expect((done.state as RefereeState).answers.monthsKnown).toBe(36);
  });

  it('chunkWords keeps the text intact', () => {
    expect(chunkWords('one two  three four five', 2).join('')).toBe('one two  three four five');
    expect(chunkWords('', 3)).toEqual([]);
  });
});

describe('the built-in referee reading (issue 30)', () => {
  const atRatings: RefereeState = {
    ...initialRefereeState(),
    next: 'ratings',
    competency: 'communication',
    answers: {
      relationship: 'manager',
      monthsKnown: 24,
      strengths: 'a',
      improvements: 'b',
      ratings: {},
    },
  };

  it('reads hedged ratings, corrections and several ratings in one message', () => {
    const { state } = talkReferee(
      [
        'probably a 4 out of 5',
        'Actually… make that a 5 — her written communication was the best',
        "Sorry, I meant communication 5, not technical skill. Technical skill I'd give a 4",
        'Teamwork is great, 5. Leadership maybe 3',
        'somewhere between 2 and 3',
        '3 or 4... lets say 4',
      ],
      atRatings,
    );
    expect(state.answers.ratings).toEqual({
      communication: 5,
      technical_skill: 4,
      teamwork: 5,
      reliability: 4,
      leadership: 3,
    });
    expect(state.competency).toBe('problem_solving');
  });

  it('answers a question back and keeps its place', () => {
    const { replies, state } = talkReferee(
      ['what do you mean by communication?', 'four out of five'],
      atRatings,
    );
    expect(replies[0]).toMatch(/whatever sense/);
    expect(replies[0]).toMatch(/communication\?/);
    expect(state.answers.ratings).toEqual({ communication: 4 });
  });

  it('takes a rating back, and reads would-rehire in passing', () => {
    const { state } = talkReferee(
      ['4', 'Actually, please leave communication out. And yes, I would rehire her.'],
      atRatings,
    );
    expect(state.answers.ratings).toEqual({});
    expect(state.skipped).toContain('communication');
    expect(state.answers.wouldRehire).toBe(true);
  });
});
