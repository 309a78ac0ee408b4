/**
 * Recruiter questions for the console's workspace assistant, written BLIND
 * (before reading the built-in engine's matching rules), the way recruiters
 * type them: lowercase, typos, shorthand, small talk, follow-ups. Each has
 * the kind of answer a recruiter would call correct and useful. The tenant
 * is recruiter-workspace.test-helper.ts. Every fifth case (`heldOut`) is set
 * aside while tuning the engine and only measured.
 */

export type Expectation =
  /** Names these people (and never those in `not`). */
  | { kind: 'people'; names: string[]; not?: string[] }
  /** One person's state, in words (`words`), never a raw state name. */
  | { kind: 'status'; name: string; words: (string | RegExp)[] }
  /** The referees' ratings, read from the responses. */
  | { kind: 'ratings'; name: string; words: (string | RegExp)[] }
  /** The trust signals (or that there are none), read from the request. */
  | { kind: 'signals'; name: string; words: (string | RegExp)[] }
  /** A change proposed for confirmation: that tool, for that person's request. */
  | { kind: 'propose'; tool: string; requestId: string }
  /** No proposal: the reply explains why it cannot be done now. */
  | { kind: 'explain'; words: (string | RegExp)[] }
  /** Small talk: a short, friendly reply that runs nothing. */
  | { kind: 'smalltalk' }
  /** What it can do (an out-of-reach question), inventing nothing. */
  | { kind: 'help' };

export interface RecruiterQuestion {
  message: string;
  expect: Expectation;
  /** A follow-up: the message before it in the same conversation. */
  after?: string;
  heldOut?: true;
  /** Which held-out set: the first (every fifth case above) or the second, written later. */
  set?: 2;
}

export const RECRUITER_QUESTIONS: RecruiterQuestion[] = [
  // Finding people by what the recruiter says about them
  {
    message: 'which designer checks are ready to review',
    expect: { kind: 'people', names: ['Priya Natarajan', 'Chen Wei'], not: ['Omar Haddad'] },
  },
  {
    message: 'the lisbon designer - where are we at?',
    expect: { kind: 'status', name: 'Maria Santos', words: [/collecting|referees/i] },
  },
  {
    message: 'anyone in lisbon?',
    expect: {
      kind: 'people',
      names: ['Maria Santos', 'João Silva', 'Tom Hughes'],
      not: ['Priya Natarajan'],
    },
  },
  {
    message: 'show me the backend engineer',
    expect: { kind: 'status', name: 'João Silva', words: [/consent|candidate/i] },
  },
  {
    message: 'designers in berlin',
    expect: { kind: 'people', names: ['Priya Natarajan'], not: ['Maria Santos', 'Lena Fischer'] },
    heldOut: true,
  },
  {
    message: 'who is at offer stage',
    expect: { kind: 'people', names: ['Priya Natarajan'], not: ['Maria Santos'] },
  },
  {
    message: 'candidates in final interviews?',
    expect: { kind: 'people', names: ['Maria Santos', 'Chen Wei'], not: ['Sam Okoro'] },
  },
  {
    message: 'which engineering checks are still waiting on referees',
    expect: { kind: 'people', names: ['Aisha Khan'], not: ['Maria Santos', 'João Silva'] },
  },
  {
    message: 'list all product designers',
    expect: {
      kind: 'people',
      names: ['Maria Santos', 'Priya Natarajan', 'Tom Hughes'],
      not: ['João Silva'],
    },
  },
  {
    message: 'any london ppl waiting on us?',
    expect: { kind: 'people', names: ['Sam Okoro'], not: ['Maria Santos'] },
    heldOut: true,
  },

  // One person's state, in words
  {
    message: 'where is maria at',
    expect: { kind: 'status', name: 'Maria Santos', words: [/collecting|referees/i, /1 of 2/] },
  },
  {
    message: 'status of priya?',
    expect: { kind: 'status', name: 'Priya Natarajan', words: [/review/i] },
  },
  {
    message: 'hows joao doing',
    expect: { kind: 'status', name: 'João Silva', words: [/consent/i] },
  },
  {
    message: 'did aisha refs reply yet',
    expect: { kind: 'status', name: 'Aisha Khan', words: [/0 of 2|not yet|invited/i] },
  },
  {
    message: 'whats up with tom hughes',
    expect: { kind: 'status', name: 'Tom Hughes', words: [/intake|candidate/i] },
    heldOut: true,
  },
  {
    message: 'where r we with chen',
    expect: { kind: 'status', name: 'Chen Wei', words: [/approved|review/i] },
  },

  // Ratings and trust signals, read when asked
  {
    message: "how did Priya's referee rate her?",
    expect: { kind: 'ratings', name: 'Priya Natarajan', words: ['Tom Becker', /5 of 5|5\/5/] },
  },
  {
    message: 'any red flags on priya?',
    expect: { kind: 'signals', name: 'Priya Natarajan', words: [/completed|fast|minute/i] },
  },
  {
    message: 'red flags for maria santos',
    expect: {
      kind: 'signals',
      name: 'Maria Santos',
      words: [/no (open )?(trust )?signals|none|no red flags/i],
    },
  },
  {
    message: 'what did the referees say about chen',
    expect: { kind: 'ratings', name: 'Chen Wei', words: ['Ines Moreau', /4 of 5|4\/5/] },
  },
  {
    message: 'ratings for maria?',
    expect: { kind: 'ratings', name: 'Maria Santos', words: ['Rui Costa', /4 of 5|4\/5/] },
    heldOut: true,
  },
  {
    message: 'anything suspicious on chen wei',
    expect: { kind: 'signals', name: 'Chen Wei', words: [/dismissed|no open/i] },
  },
  {
    message: 'scores for priya natarajan pls',
    expect: { kind: 'ratings', name: 'Priya Natarajan', words: ['Tom Becker', /5 of 5|5\/5/] },
  },

  // Changes: only what can run now
  {
    message: 'approve the report for Maria',
    expect: { kind: 'explain', words: [/no draft|not (been )?drafted|draft/i] },
  },
  {
    message: 'approve priyas report',
    expect: { kind: 'propose', tool: 'approve_valuation', requestId: 'rr_priya' },
  },
  {
    message: 'share chens report',
    expect: { kind: 'propose', tool: 'share_report', requestId: 'rr_chen' },
    heldOut: true,
  },
  {
    message: 'share the report for priya',
    expect: { kind: 'explain', words: [/approve/i] },
  },
  {
    message: 'send out the reference invites for sam',
    expect: { kind: 'propose', tool: 'advance_lifecycle', requestId: 'rr_sam' },
  },
  {
    message: 'cancel lena fischer',
    expect: { kind: 'explain', words: [/already cancelled|cancelled/i] },
  },
  {
    message: 'draft the report for maria',
    expect: { kind: 'propose', tool: 'draft_valuation', requestId: 'rr_maria' },
  },
  {
    message: 'draft a report for joao',
    expect: { kind: 'explain', words: [/no referee|not .*completed|no completed/i] },
    heldOut: true,
  },
  {
    message: 'cancel the check for tom hughes',
    expect: { kind: 'propose', tool: 'cancel_reference_request', requestId: 'rr_tom' },
  },

  // Small talk
  { message: 'hey, thanks!', expect: { kind: 'smalltalk' } },
  { message: 'hi', expect: { kind: 'smalltalk' } },
  { message: 'good morning :)', expect: { kind: 'smalltalk' } },
  { message: 'ok cool ty', expect: { kind: 'smalltalk' }, heldOut: true },
  { message: 'thank u so much', expect: { kind: 'smalltalk' } },

  // Follow-ups in one conversation
  {
    after: 'where is maria at',
    message: 'any red flags?',
    expect: {
      kind: 'signals',
      name: 'Maria Santos',
      words: [/no (open )?(trust )?signals|none|no red flags/i],
    },
  },
  {
    after: 'status of priya?',
    message: 'how did her referees rate her',
    expect: { kind: 'ratings', name: 'Priya Natarajan', words: ['Tom Becker'] },
  },
  {
    after: 'any red flags on priya?',
    message: 'ok approve her report then',
    expect: { kind: 'propose', tool: 'approve_valuation', requestId: 'rr_priya' },
    heldOut: true,
  },

  // Out of reach: say what it can do, invent nothing
  {
    message: 'what salary did maria ask for',
    expect: { kind: 'help' },
  },
  {
    message: 'book a call with priyas referee tomorrow',
    expect: { kind: 'help' },
  },
  {
    message: 'whats the weather in lisbon',
    expect: { kind: 'help' },
  },
  {
    message: 'who needs my attention today?',
    expect: { kind: 'people', names: ['Priya Natarajan', 'Aisha Khan'], not: ['Lena Fischer'] },
  },
  {
    message: 'how many checks are waiting on candidates',
    expect: { kind: 'people', names: ['João Silva', 'Tom Hughes'], not: ['Maria Santos'] },
    heldOut: true,
  },
];

/**
 * A second held-out set (issue 43 item 17), written BLIND like the first: its
 * author read only this file's format, the test harness, the seeded workspace
 * and docs/ops-and-agent.md, and committed it before opening any of the
 * engine's matching code. It is only measured, never tuned on.
 */
const SECOND_SET: Omit<RecruiterQuestion, 'heldOut' | 'set'>[] = [
  // Finding people: cities, roles, states, who is waiting
  {
    message: 'whos in dubai',
    expect: { kind: 'people', names: ['Omar Haddad'], not: ['Maria Santos', 'Priya Natarajan'] },
  },
  {
    message: 'london candidates',
    expect: {
      kind: 'people',
      names: ['Sam Okoro', 'Aisha Khan'],
      not: ['Priya Natarajan', 'Maria Santos'],
    },
  },
  {
    message: 'who do we have for data roles',
    expect: { kind: 'people', names: ['Sam Okoro', 'Omar Haddad'], not: ['Maria Santos'] },
  },
  {
    message: 'whos remote?',
    expect: { kind: 'people', names: ['Chen Wei'], not: ['Maria Santos', 'João Silva'] },
  },
  {
    message: 'anyone overdue on refs?',
    expect: { kind: 'people', names: ['Aisha Khan'], not: ['Maria Santos', 'Chen Wei'] },
  },
  {
    message: 'how many in review rn',
    expect: {
      kind: 'people',
      names: ['Priya Natarajan', 'Chen Wei', 'Omar Haddad'],
      not: ['Maria Santos', 'Tom Hughes'],
    },
  },
  {
    message: 'which checks did we cancel',
    expect: { kind: 'people', names: ['Lena Fischer'], not: ['Maria Santos'] },
  },

  // One person's state and what to do next
  {
    message: 'omar haddad status?',
    expect: { kind: 'status', name: 'Omar Haddad', words: [/review/i] },
  },
  {
    message: 'status on mariia',
    expect: { kind: 'status', name: 'Maria Santos', words: [/collecting|referees/i] },
  },
  {
    message: 'whats next for sam',
    expect: { kind: 'status', name: 'Sam Okoro', words: [/consent/i] },
  },
  {
    message: 'tom hughes - did he fill in the intake yet',
    expect: { kind: 'status', name: 'Tom Hughes', words: [/intake|candidate/i] },
  },
  {
    message: 'is chens report approved',
    expect: { kind: 'status', name: 'Chen Wei', words: [/approved/i] },
  },

  // Ratings and red flags
  {
    message: 'how did the ref rate omar',
    expect: { kind: 'ratings', name: 'Omar Haddad', words: ['Lina Saleh', /5 of 5|5\/5/] },
  },
  {
    message: 'priya natarjan referee feedback',
    expect: { kind: 'ratings', name: 'Priya Natarajan', words: ['Tom Becker', 'Ana Costa'] },
  },
  {
    message: 'anything dodgy with aisha khan',
    expect: {
      kind: 'signals',
      name: 'Aisha Khan',
      words: [/no (open )?(trust )?signals|none|no red flags|no .*answers|not .*completed/i],
    },
  },

  // Changes: propose what can run now, explain what cannot
  {
    message: 'approve omars report pls',
    expect: { kind: 'propose', tool: 'approve_valuation', requestId: 'rr_omar' },
  },
  {
    message: 'share omar haddad report with the hiring manager',
    expect: { kind: 'explain', words: [/approve/i] },
  },
  {
    message: 'mark consent as given for joao',
    expect: { kind: 'propose', tool: 'advance_lifecycle', requestId: 'rr_joao' },
  },
  {
    message: 'move maria to review',
    expect: { kind: 'propose', tool: 'advance_lifecycle', requestId: 'rr_maria' },
  },
  {
    message: 'approve chen weis report',
    expect: { kind: 'explain', words: [/already approved|approved/i] },
  },
  {
    message: 'draft the report for aisha',
    expect: { kind: 'explain', words: [/no referee|not .*completed|no completed|yet/i] },
  },
  {
    message: 'reopen lena fischers check',
    expect: { kind: 'explain', words: [/cancelled/i] },
  },
  {
    message: 'can u nudge aishas referees',
    expect: { kind: 'explain', words: [/remind|can['’]?t|cannot/i] },
  },

  // Follow-ups
  {
    after: 'how did the ref rate omar',
    message: 'any red flags?',
    expect: {
      kind: 'signals',
      name: 'Omar Haddad',
      words: [/no (open )?(trust )?signals|none|no red flags/i],
    },
  },
  {
    after: 'status of chen',
    message: 'ok share it',
    expect: { kind: 'propose', tool: 'share_report', requestId: 'rr_chen' },
  },
  {
    after: 'hows aisha doing',
    message: 'cancel it, she withdrew',
    expect: { kind: 'propose', tool: 'cancel_reference_request', requestId: 'rr_aisha' },
  },

  // Small talk and out of reach
  { message: 'cheers mate', expect: { kind: 'smalltalk' } },
  { message: 'morning!', expect: { kind: 'smalltalk' } },
  { message: 'whats joaos notice period', expect: { kind: 'help' } },
  { message: 'when can tom start', expect: { kind: 'help' } },
];

export const RECRUITER_QUESTIONS_SECOND_SET: RecruiterQuestion[] = SECOND_SET.map((q) => ({
  ...q,
  heldOut: true,
  set: 2,
}));
