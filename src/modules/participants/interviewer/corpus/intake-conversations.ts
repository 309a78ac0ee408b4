/**
 * Intake conversations as candidates really write them: consent, referees
 * named in natural language (name, e-mail, phone, relationship), corrections,
 * removals, and the many ways of saying "that's everyone". Each ends with the
 * exact referee list that should be stored and whether the candidate can
 * submit (`step: ready`).
 *
 * Written BEFORE the interviewer was tuned (issue 30). Independent of
 * intake-corpus.test.ts (which starts after consent). A GOOD interviewer is
 * assumed: it stores names capitalised, e-mails lowercase, phones in E.164
 * (the context's default country for local numbers), the relationship as one
 * word (manager, colleague, peer, report, client, mentor, teacher, friend,
 * other), asks for what is missing in plain words, and is ready once consent
 * is given, every referee has a name, an e-mail and a relationship, and the
 * candidate said they are done.
 *
 * Every fifth case (index 4, 9, 14, …) is HELD OUT, chosen by position before
 * any tuning. Add new cases at the END only.
 */

export interface ExpectedContact {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
  relationship: string | null;
}

export interface ExpectedIntakeRecord {
  consent: boolean | null;
  contacts: ExpectedContact[];
  /** The candidate may submit (`step: ready`). */
  ready: boolean;
}

export const INTAKE_TAGS = [
  /** One of the sentences quoted in issue 30, verbatim. */
  'issue-quote',
  /** "That's everyone" and its many forms. */
  'done-phrase',
  /** The relationship said in a sentence ("we were designers together at Figma"). */
  'relationship-sentence',
  'multi-referee',
  /** A detail corrected (e-mail, phone, name, relationship). */
  'correction',
  'removal',
  /** A referee still lacks something: not ready. */
  'incomplete',
  'consent',
  'declined',
  'phone',
  'question-back',
  'off-topic',
  'emoji',
  'typos',
  'lowercase',
  'non-native',
  'british',
  'long',
] as const;
export type IntakeTag = (typeof INTAKE_TAGS)[number];

export interface IntakeConversation {
  id: string;
  title: string;
  tags: IntakeTag[];
  /** The tenant's default country for local phone numbers; default US. */
  defaultCountry?: string;
  /** The candidate's messages, in order, after the interviewer's opening (consent first). */
  says: string[];
  expected: ExpectedIntakeRecord;
  /**
   * What a good extraction held before the LAST message, where it differs
   * from `expected`. Only the scripted provider model uses it.
   */
  before?: Partial<ExpectedIntakeRecord>;
  /** Set by position: every fifth case. */
  heldOut: boolean;
}

type Case = Omit<IntakeConversation, 'heldOut'>;

const contact = (
  firstName: string | null,
  lastName: string | null,
  email: string | null,
  relationship: string | null,
  phone: string | null = null,
): ExpectedContact => ({ firstName, lastName, email, phone, relationship });

const JANE = contact('Jane', 'Doe', 'jane@acme.com', 'manager');
const BOB = contact('Bob', 'Stone', 'bob@stone.dev', 'colleague');

const CASES: Case[] = [
  {
    id: 'i01',
    title: '"That\'s all, thanks — done."',
    tags: ['issue-quote', 'done-phrase', 'phone'],
    says: [
      'yes',
      'My manager Jane Doe, jane.doe@acme.com, 415 555 0100',
      "That's all, thanks — done.",
    ],
    expected: {
      consent: true,
      contacts: [contact('Jane', 'Doe', 'jane.doe@acme.com', 'manager', '+14155550100')],
      ready: true,
    },
  },
  {
    id: 'i02',
    title: '"No, that\'s everyone." after a colleague',
    tags: ['issue-quote', 'done-phrase', 'relationship-sentence'],
    says: [
      'Yes, go ahead',
      'Bob Stone bob@stone.dev, we were colleagues at Stripe',
      "No, that's everyone.",
    ],
    expected: { consent: true, contacts: [BOB], ready: true },
  },
  {
    id: 'i03',
    title: '"we were designers together at Figma" answers the relationship',
    tags: ['issue-quote', 'relationship-sentence', 'done-phrase'],
    says: [
      'sure',
      'Lena Fischer, lena@fischer.design',
      'we were designers together at Figma',
      "that's everyone",
    ],
    expected: {
      consent: true,
      contacts: [contact('Lena', 'Fischer', 'lena@fischer.design', 'colleague')],
      ready: true,
    },
  },
  {
    id: 'i04',
    title: 'the second referee lacks a relationship, given in a sentence',
    tags: ['issue-quote', 'multi-referee', 'relationship-sentence', 'incomplete'],
    says: [
      'yes',
      'Jane Doe jane@acme.com my manager',
      'Tom Reed tom.reed@globex.com',
      'he was a client of ours at Globex',
      "No, that's everyone.",
    ],
    expected: {
      consent: true,
      contacts: [JANE, contact('Tom', 'Reed', 'tom.reed@globex.com', 'client')],
      ready: true,
    },
  },
  {
    id: 'i05',
    title: 'two referees in one sentence, a UK mobile',
    tags: ['multi-referee', 'phone', 'british'],
    defaultCountry: 'GB',
    says: [
      'Yes I consent',
      'My manager Priya Patel priya.patel@monzo.com 07911 123456 and my colleague Sam Lee sam.lee@monzo.com',
      "that's it",
    ],
    expected: {
      consent: true,
      contacts: [
        contact('Priya', 'Patel', 'priya.patel@monzo.com', 'manager', '+447911123456'),
        contact('Sam', 'Lee', 'sam.lee@monzo.com', 'colleague'),
      ],
      ready: true,
    },
  },
  {
    id: 'i06',
    title: 'corrects an e-mail ("her email is X not Y")',
    tags: ['correction'],
    says: [
      'yes',
      'Jane Doe, jane@acme.com, manager',
      'sorry, her email is jane.doe@acme.com not jane@acme.com',
      'done',
    ],
    expected: {
      consent: true,
      contacts: [contact('Jane', 'Doe', 'jane.doe@acme.com', 'manager')],
      ready: true,
    },
    before: { contacts: [JANE] },
  },
  {
    id: 'i07',
    title: 'corrects a phone number ("oops the phone is …")',
    tags: ['correction', 'phone'],
    says: [
      'yes',
      'Carlos Ruiz, my former manager, carlos@ruiz.io, 212 555 0143',
      'oops the phone is 212 555 0144',
      "that's all",
    ],
    expected: {
      consent: true,
      contacts: [contact('Carlos', 'Ruiz', 'carlos@ruiz.io', 'manager', '+12125550144')],
      ready: true,
    },
    before: { contacts: [contact('Carlos', 'Ruiz', 'carlos@ruiz.io', 'manager', '+12125550143')] },
  },
  {
    id: 'i08',
    title: 'declines consent',
    tags: ['declined', 'consent'],
    says: ["no, I'd rather you didn't contact anyone"],
    expected: { consent: false, contacts: [], ready: false },
  },
  {
    id: 'i09',
    title: 'declines, then changes their mind',
    tags: ['declined', 'consent', 'relationship-sentence'],
    says: [
      'no',
      'actually ok, yes, go ahead',
      'Anna Berg anna.berg@volvo.se, she was my manager',
      "That's everyone",
    ],
    expected: {
      consent: true,
      contacts: [contact('Anna', 'Berg', 'anna.berg@volvo.se', 'manager')],
      ready: true,
    },
  },
  {
    id: 'i10',
    title: 'all lowercase, "no more"',
    tags: ['lowercase', 'done-phrase'],
    says: ['yep', 'my boss mike jones mike@jones.co', 'no more'],
    expected: {
      consent: true,
      contacts: [contact('Mike', 'Jones', 'mike@jones.co', 'manager')],
      ready: true,
    },
  },
  {
    id: 'i11',
    title: '"he ran the design team I was on" is a manager',
    tags: ['relationship-sentence'],
    says: [
      'ok',
      'Tom Reed, tom@reed.dev — he ran the design team I was on at Airbnb',
      "that's all",
    ],
    expected: {
      consent: true,
      contacts: [contact('Tom', 'Reed', 'tom@reed.dev', 'manager')],
      ready: true,
    },
  },
  {
    id: 'i12',
    title: 'a lecturer at university',
    tags: ['relationship-sentence'],
    says: ['yes', 'Olivia Grant olivia.grant@ucl.ac.uk, she was my lecturer at UCL', 'done'],
    expected: {
      consent: true,
      contacts: [contact('Olivia', 'Grant', 'olivia.grant@ucl.ac.uk', 'teacher')],
      ready: true,
    },
  },
  {
    id: 'i13',
    title: 'asks what referees will be asked before consenting',
    tags: ['question-back', 'consent'],
    says: ['What will you ask them?', 'ok yes', 'Jane Doe jane@acme.com manager', "that's all"],
    expected: { consent: true, contacts: [JANE], ready: true },
  },
  {
    id: 'i14',
    title: 'goes to look for an e-mail, emoji',
    tags: ['off-topic', 'emoji', 'done-phrase'],
    says: [
      'yes 👍',
      'hold on, looking for her email 🙈',
      'found it: Rita Moreno, rita.moreno@gmail.com, my old team lead',
      "that's all 🙏",
    ],
    expected: {
      consent: true,
      contacts: [contact('Rita', 'Moreno', 'rita.moreno@gmail.com', 'manager')],
      ready: true,
    },
  },
  {
    id: 'i15',
    title: 'removes a referee who is on holiday',
    tags: ['removal', 'multi-referee'],
    says: [
      'yes',
      'Jane Doe jane@acme.com manager',
      'Bob Stone bob@stone.dev colleague',
      "actually remove Bob, he's on holiday",
      "that's everyone",
    ],
    expected: { consent: true, contacts: [JANE], ready: true },
    before: { contacts: [JANE, BOB] },
  },
  {
    id: 'i16',
    title: 'a numbered list of three, "that\'s the lot"',
    tags: ['multi-referee', 'done-phrase', 'british'],
    says: [
      'Yes.',
      '1. Jane Doe – jane@acme.com – manager\n2. Bob Stone – bob@stone.dev – colleague\n3. Cara Diaz – cara@diaz.io – client',
      "that's the lot",
    ],
    expected: {
      consent: true,
      contacts: [JANE, BOB, contact('Cara', 'Diaz', 'cara@diaz.io', 'client')],
      ready: true,
    },
  },
  {
    id: 'i17',
    title: '"I think that\'s enough, thanks"',
    tags: ['done-phrase', 'phone'],
    says: [
      'yes',
      'my manager Jane Doe, jane@acme.com, +1 415 555 0100',
      "I think that's enough, thanks",
    ],
    expected: {
      consent: true,
      contacts: [contact('Jane', 'Doe', 'jane@acme.com', 'manager', '+14155550100')],
      ready: true,
    },
  },
  {
    id: 'i18',
    title: 'non-native: "he is my chief", "it\'s all, thank you"',
    tags: ['non-native', 'done-phrase', 'relationship-sentence'],
    says: [
      'yes I agree',
      'Marco Rossi marco.rossi@fiat.it he is my chief in Fiat',
      "it's all, thank you",
    ],
    expected: {
      consent: true,
      contacts: [contact('Marco', 'Rossi', 'marco.rossi@fiat.it', 'manager')],
      ready: true,
    },
  },
  {
    id: 'i19',
    title: 'a referee without an e-mail: not ready',
    tags: ['incomplete'],
    says: ['yes', 'Jane Doe, my manager'],
    expected: {
      consent: true,
      contacts: [contact('Jane', 'Doe', null, 'manager')],
      ready: false,
    },
  },
  {
    id: 'i20',
    title: '"No, that\'s everyone." while an e-mail is missing: not ready',
    tags: ['incomplete', 'done-phrase', 'issue-quote'],
    says: ['yes', 'Jane Doe, my manager', "No, that's everyone."],
    expected: {
      consent: true,
      contacts: [contact('Jane', 'Doe', null, 'manager')],
      ready: false,
    },
  },
  {
    id: 'i21',
    title: 'a UK line manager with a local mobile',
    tags: ['phone', 'british'],
    defaultCountry: 'GB',
    says: [
      'yes',
      'Harriet Smith, my line manager at Boots, harriet.smith@boots.co.uk, 07911 123457',
      "that's all",
    ],
    expected: {
      consent: true,
      contacts: [
        contact('Harriet', 'Smith', 'harriet.smith@boots.co.uk', 'manager', '+447911123457'),
      ],
      ready: true,
    },
  },
  {
    id: 'i22',
    title: 'corrects the relationship: a manager, not a colleague',
    tags: ['correction', 'relationship-sentence'],
    says: [
      'yes',
      'Dan Wu dan.wu@grab.com colleague',
      'sorry, Dan was actually my manager, not a colleague',
      'done',
    ],
    expected: {
      consent: true,
      contacts: [contact('Dan', 'Wu', 'dan.wu@grab.com', 'manager')],
      ready: true,
    },
    before: { contacts: [contact('Dan', 'Wu', 'dan.wu@grab.com', 'colleague')] },
  },
  {
    id: 'i23',
    title: 'only an e-mail for a name, "thats all"',
    tags: ['typos', 'lowercase', 'relationship-sentence'],
    says: ['yes', 'jane.doe@google.com — she was my manager', 'thats all'],
    expected: {
      consent: true,
      contacts: [contact('Jane', 'Doe', 'jane.doe@google.com', 'manager')],
      ready: true,
    },
  },
  {
    id: 'i24',
    title: 'engineers together, and the one who managed the team',
    tags: ['multi-referee', 'relationship-sentence', 'issue-quote'],
    says: [
      'Yes',
      'Ken Ito ken.ito@sony.com — we were engineers together on the PlayStation team',
      'and Aiko Sato aiko.sato@sony.com, she managed our team',
      "No, that's everyone.",
    ],
    expected: {
      consent: true,
      contacts: [
        contact('Ken', 'Ito', 'ken.ito@sony.com', 'colleague'),
        contact('Aiko', 'Sato', 'aiko.sato@sony.com', 'manager'),
      ],
      ready: true,
    },
  },
  {
    id: 'i25',
    title: 'consents with an emoji',
    tags: ['emoji', 'consent', 'done-phrase'],
    says: ['👍', 'Bo Lin bo@lin.dev mentor', 'done ✅'],
    expected: {
      consent: true,
      contacts: [contact('Bo', 'Lin', 'bo@lin.dev', 'mentor')],
      ready: true,
    },
  },
  {
    id: 'i26',
    title: 'asks whether referees must be from the last job',
    tags: ['question-back', 'issue-quote', 'done-phrase'],
    says: [
      'yes',
      'Do they need to be from my last job?',
      'ok. Jane Doe jane@acme.com manager',
      "That's all, thanks — done.",
    ],
    expected: { consent: true, contacts: [JANE], ready: true },
  },
  {
    id: 'i27',
    title: 'removes the only referee',
    tags: ['removal'],
    says: [
      'yes',
      'Jane Doe jane@acme.com manager',
      "actually remove her, I'll ask someone else first",
    ],
    expected: { consent: true, contacts: [], ready: false },
    before: { contacts: [JANE] },
  },
  {
    id: 'i28',
    title: 'typos: "yess", "manger", "thats everyone"',
    tags: ['typos', 'lowercase', 'done-phrase'],
    says: ['yess', 'jane doe jane@acme.com manger', 'thats everyone'],
    expected: { consent: true, contacts: [JANE], ready: true },
  },
  {
    id: 'i29',
    title: 'asks how long it takes, then "ok, that\'s all"',
    tags: ['question-back', 'off-topic', 'done-phrase'],
    says: [
      'yes',
      'Jane Doe jane@acme.com manager',
      'btw how long does the reference check usually take?',
      "ok, that's all",
    ],
    expected: { consent: true, contacts: [JANE], ready: true },
  },
  {
    id: 'i30',
    title: 'two referees in one long message, a head chef',
    tags: ['long', 'multi-referee', 'phone', 'relationship-sentence'],
    says: [
      "Yes, that's fine with me.",
      'Sure — first, my current manager Rachel Green, rachel.green@centralperk.com, mobile +1 (212) 555-0187. Second, Monica Geller, monica@gellerbistro.com, she was my head chef at the bistro for three years.',
      "Yes, that's all.",
    ],
    expected: {
      consent: true,
      contacts: [
        contact('Rachel', 'Green', 'rachel.green@centralperk.com', 'manager', '+12125550187'),
        contact('Monica', 'Geller', 'monica@gellerbistro.com', 'manager'),
      ],
      ready: true,
    },
  },
  {
    id: 'i31',
    title: 'consent, a referee and "that\'s everyone" in one message',
    tags: ['consent', 'done-phrase'],
    says: ["Yes — my manager Jane Doe, jane@acme.com, and that's everyone."],
    expected: { consent: true, contacts: [JANE], ready: true },
  },
  {
    id: 'i32',
    title: 'corrects the spelling of a first name',
    tags: ['correction'],
    says: [
      'yes',
      'Jon Smith jon.smith@corp.com colleague',
      "sorry it's John with an h",
      "that's all",
    ],
    expected: {
      consent: true,
      contacts: [contact('John', 'Smith', 'jon.smith@corp.com', 'colleague')],
      ready: true,
    },
  },
  {
    id: 'i33',
    title: 'a professor with an Edinburgh landline',
    tags: ['british', 'phone', 'relationship-sentence'],
    defaultCountry: 'GB',
    says: [
      'Yes, happy for you to contact them',
      'Professor Alan Hughes, alan.hughes@ed.ac.uk, 0131 496 0000, he was my lecturer',
      "that's it, thanks",
    ],
    expected: {
      consent: true,
      contacts: [contact('Alan', 'Hughes', 'alan.hughes@ed.ac.uk', 'teacher', '+441314960000')],
      ready: true,
    },
  },
  {
    id: 'i34',
    title: 'non-native: "my team leader during 3 years", "No other, finish"',
    tags: ['non-native', 'done-phrase', 'relationship-sentence'],
    says: [
      'Yes, I am agree',
      'My referee is Ahmed Khan, email ahmed.khan@careem.com, he was my team leader during 3 years',
      'No other, finish',
    ],
    expected: {
      consent: true,
      contacts: [contact('Ahmed', 'Khan', 'ahmed.khan@careem.com', 'manager')],
      ready: true,
    },
  },
  {
    id: 'i35',
    title: '"keep Bob but remove Jane"',
    tags: ['removal', 'multi-referee', 'correction'],
    says: [
      'yes',
      'my manager Jane Doe, jane@acme.com',
      'Bob Stone, a colleague, bob@stone.dev',
      'no wait, keep Bob but remove Jane',
      "that's everyone",
    ],
    expected: { consent: true, contacts: [BOB], ready: true },
    before: { contacts: [JANE, BOB] },
  },
];

/** The intake corpus; `heldOut` is every fifth case by position. */
export const INTAKE_CONVERSATIONS: readonly IntakeConversation[] = CASES.map((c, index) => ({
  ...c,
  heldOut: index % 5 === 4,
}));
