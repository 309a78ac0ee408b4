import { isHeldOut, type Say, type TypedTag } from './typed-corpus.types.ts';

/**
 * Issue 40: candidate intake conversations as people type on phones, written
 * BLIND (before the intake interviewer's rules, its other corpora or its
 * tests were read), to find failures, not to confirm success: consent given,
 * hedged or refused (a refusal that contains an e-mail address is still a
 * refusal), referees in numbered and bulleted lists, several in one message,
 * after filler words ("Sure! So the best people would be… Erik"), in pasted
 * signatures, with phones in other countries' formats, in five languages.
 *
 * How the candidate is played and what a GOOD interviewer is assumed to do:
 * typed-corpus.types.ts. In particular it asks for consent first and takes it
 * only from an unambiguous yes (or the consent control); it asks for what a
 * referee lacks; it keeps a phone with its country, or asks which country a
 * local-format number is in when that is not the tenant's country. A `retry`
 * key here is `<field>:<firstName>` (e.g. `phone:Oliver`) or `consent`.
 *
 * Expected: names capitalised as the candidate wrote them (capitalised when
 * typed in lowercase), e-mails lowercase, phones in E.164, the relationship
 * one word (manager, colleague, report, client, mentor, teacher, friend,
 * other; an array lists the words that are all right). `outcome`:
 * `completed` (the candidate said they are done and Complete succeeds with
 * exactly these referees), `consent_refused` (no consent, no referee kept),
 * `open` (stopped before it could be completed; the draft equals `expected`).
 *
 * HELD OUT: every fifth conversation by position (index 4, 9, 14, … of
 * TYPED_INTAKE_CONVERSATIONS), fixed before any tuning. Add new cases at the
 * END only.
 */

export type IntakeOutcome = 'completed' | 'consent_refused' | 'open';

export interface TypedContact {
  firstName: string;
  lastName: string | null;
  email: string | null;
  phone: string | null;
  /** One word, or the words that are all right. */
  relationship: string | string[] | null;
}

export interface TypedIntakeConversation {
  id: string;
  title: string;
  tags: TypedTag[];
  /** The tenant's default country for local phone numbers; default US. */
  defaultCountry?: string;
  locale?: 'en' | 'es' | 'de' | 'fr' | 'pt';
  says: Say[];
  /** `consent: null`: no answer given ("I don't know… maybe later"), nothing stored. */
  expected: { consent: boolean | null; contacts: TypedContact[] };
  outcome: IntakeOutcome;
  heldOut: boolean;
}

type Case = Omit<TypedIntakeConversation, 'heldOut'>;

const c = (
  firstName: string,
  lastName: string | null,
  email: string | null,
  relationship: TypedContact['relationship'],
  phone: string | null = null,
): TypedContact => ({ firstName, lastName, email, phone, relationship });

const REFUSED = { consent: false, contacts: [] };

const CASES: Case[] = [
  {
    id: 'i01',
    title: 'a refusal that contains an e-mail address',
    tags: ['consent', 'consent-with-email', 'issue-quote'],
    says: [
      'No. Please do not contact my old boss jane.doe@acme.com, she does not know I am leaving',
    ],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'i02',
    title: 'a numbered list of three referees',
    tags: ['list', 'multi-referee', 'issue-quote'],
    says: [
      'yes',
      '1. Erik Lindqvist - erik.lindqvist@spotify.com - my manager\n2. Maria Santos, maria.santos@gmail.com, colleague\n3. Tom Reed tom@reed.io (mentor)',
      "that's everyone",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Erik', 'Lindqvist', 'erik.lindqvist@spotify.com', 'manager'),
        c('Maria', 'Santos', 'maria.santos@gmail.com', 'colleague'),
        c('Tom', 'Reed', 'tom@reed.io', 'mentor'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'i03',
    title: '"Sure! So the best people would be… Erik Lindqvist"',
    tags: ['filler', 'issue-quote'],
    says: [
      'yes that is fine',
      'Sure! So the best people would be… Erik Lindqvist, he was my manager, erik@lindqvist.se',
      'done',
    ],
    expected: {
      consent: true,
      contacts: [c('Erik', 'Lindqvist', 'erik@lindqvist.se', 'manager')],
    },
    outcome: 'completed',
  },
  {
    id: 'i04',
    title: 'a UK mobile in local format with a US tenant: asked about, not dropped',
    tags: ['foreign-phone', 'issue-quote'],
    says: [
      'yes',
      'Oliver Hughes, my manager at Monzo, oliver.hughes@monzo.com, 07911 123456',
      { retry: "it's a UK number", key: 'phone:Oliver' },
      "that's all",
    ],
    expected: {
      consent: true,
      contacts: [c('Oliver', 'Hughes', 'oliver.hughes@monzo.com', 'manager', '+447911123456')],
    },
    outcome: 'completed',
  },
  {
    id: 'i05',
    title: 'a bulleted list with dashes and dots',
    tags: ['list', 'multi-referee'],
    says: [
      'ok',
      { retry: 'yes', key: 'consent' },
      'Here you go:\n- Hannah Lee, hannah.lee@stripe.com, my manager\n• Raj Patel, raj@patel.dev, peer on the payments team',
      'no that is everyone',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Hannah', 'Lee', 'hannah.lee@stripe.com', 'manager'),
        c('Raj', 'Patel', 'raj@patel.dev', ['colleague', 'peer']),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'i06',
    title: 'German, "Meine Kollegin Anna Weber", a German mobile',
    tags: ['german', 'filler', 'foreign-phone'],
    locale: 'de',
    says: [
      'Ja, gerne',
      'Meine Kollegin Anna Weber, anna.weber@sap.com, +49 151 23456789',
      "Das war's",
    ],
    expected: {
      consent: true,
      contacts: [c('Anna', 'Weber', 'anna.weber@sap.com', 'colleague', '+4915123456789')],
    },
    outcome: 'completed',
  },
  {
    id: 'i07',
    title: 'Spanish, "Mi jefa es Lucía Gómez", a Spanish mobile',
    tags: ['spanish', 'filler', 'foreign-phone'],
    locale: 'es',
    says: [
      'sí, adelante',
      'Mi jefa es Lucía Gómez, lucia.gomez@bbva.es, +34 612 34 56 78',
      'eso es todo',
    ],
    expected: {
      consent: true,
      contacts: [c('Lucía', 'Gómez', 'lucia.gomez@bbva.es', 'manager', '+34612345678')],
    },
    outcome: 'completed',
  },
  {
    id: 'i08',
    title: 'Portuguese, a Brazilian mobile with a hyphen',
    tags: ['portuguese', 'filler', 'foreign-phone'],
    locale: 'pt',
    says: [
      'sim, pode',
      'Meu gestor: João Pereira, joao.pereira@natura.com.br, +55 11 91234-5678',
      'é isso',
    ],
    expected: {
      consent: true,
      contacts: [c('João', 'Pereira', 'joao.pereira@natura.com.br', 'manager', '+5511912345678')],
    },
    outcome: 'completed',
  },
  {
    id: 'i09',
    title: 'French, a French mobile in local format with the country said',
    tags: ['french', 'filler', 'foreign-phone'],
    locale: 'fr',
    says: [
      "oui d'accord",
      'Ma responsable, Claire Martin, claire.martin@capgemini.fr, 06 12 34 56 78 (en France)',
      "c'est tout",
    ],
    expected: {
      consent: true,
      contacts: [c('Claire', 'Martin', 'claire.martin@capgemini.fr', 'manager', '+33612345678')],
    },
    outcome: 'completed',
  },
  {
    id: 'i10',
    title: 'a question back before consenting',
    tags: ['question-back', 'consent'],
    says: [
      'what exactly will you ask them?',
      'ok yes go ahead',
      'Nina Kowalski, nina.k@allegro.pl, she was my team lead',
      "that's it",
    ],
    expected: {
      consent: true,
      contacts: [c('Nina', 'Kowalski', 'nina.k@allegro.pl', 'manager')],
    },
    outcome: 'completed',
  },
  {
    id: 'i11',
    title: 'a hedged consent ("I guess?"), then a clear yes',
    tags: ['consent', 'hedge'],
    says: [
      'I guess?',
      { retry: 'yes, fine', key: 'consent' },
      'Peter Novak peter.novak@gmail.com my old manager',
      'done',
    ],
    expected: {
      consent: true,
      contacts: [c('Peter', 'Novak', 'peter.novak@gmail.com', 'manager')],
    },
    outcome: 'completed',
  },
  {
    id: 'i12',
    title: 'a plain "no"',
    tags: ['consent', 'short'],
    says: ['no'],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'i13',
    title: 'consent with a condition, then two referees',
    tags: ['consent', 'multi-referee'],
    says: [
      'yes but not my current employer please',
      'Grace Kim grace.kim@naver.com (my manager at my last job) and Leo Park leo.park@naver.com, colleague',
      'thats everyone',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Grace', 'Kim', 'grace.kim@naver.com', 'manager'),
        c('Leo', 'Park', 'leo.park@naver.com', 'colleague'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'i14',
    title: 'two referees in one sentence',
    tags: ['multi-referee'],
    says: [
      'sure',
      { retry: 'yes', key: 'consent' },
      'My manager Sarah Connor (sarah@cyberdyne.com) and my teammate Kyle Reese, kyle.reese@cyberdyne.com',
      "that's both",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Sarah', 'Connor', 'sarah@cyberdyne.com', 'manager'),
        c('Kyle', 'Reese', 'kyle.reese@cyberdyne.com', ['colleague', 'peer']),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'i15',
    title: 'a referee without an e-mail, given when asked',
    tags: ['short'],
    says: ['yes', 'Dan Brown, he was my mentor', 'dan.brown@gmail.com', 'no one else'],
    expected: {
      consent: true,
      contacts: [c('Dan', 'Brown', 'dan.brown@gmail.com', 'mentor')],
    },
    outcome: 'completed',
  },
  {
    id: 'i16',
    title: 'an e-mail corrected in the next message',
    tags: ['correction'],
    says: [
      'yes',
      'Priya Nair priya.nair@infosys.com manager',
      'sorry her email is priya.nair@infosys.co.in',
      'done',
    ],
    expected: {
      consent: true,
      contacts: [c('Priya', 'Nair', 'priya.nair@infosys.co.in', 'manager')],
    },
    outcome: 'completed',
  },
  {
    id: 'i17',
    title: 'all lowercase',
    tags: ['typos', 'short'],
    says: ['yep', 'mike ross, mike@pearson.law, colleague', 'thats it'],
    expected: {
      consent: true,
      contacts: [c('Mike', 'Ross', 'mike@pearson.law', 'colleague')],
    },
    outcome: 'completed',
  },
  {
    id: 'i18',
    title: 'emoji everywhere',
    tags: ['emoji'],
    says: ['yes 👍', 'my old boss 👉 Rachel Green rachel@ralphlauren.com 🙏', "that's it ✅"],
    expected: {
      consent: true,
      contacts: [c('Rachel', 'Green', 'rachel@ralphlauren.com', 'manager')],
    },
    outcome: 'completed',
  },
  {
    id: 'i19',
    title: 'a pasted e-mail signature as the referee',
    tags: ['signature', 'foreign-phone'],
    says: [
      'yes',
      "Here's her details:\n\nKaren Smith\nSenior Director, Operations | Globex Corp\nkaren.smith@globex.com\nM: +1 (212) 555-0147\nwww.globex.com",
      'she was my manager',
      'done',
    ],
    expected: {
      consent: true,
      contacts: [c('Karen', 'Smith', 'karen.smith@globex.com', 'manager', '+12125550147')],
    },
    outcome: 'completed',
  },
  {
    id: 'i20',
    title: 'a lowercase refusal naming an address',
    tags: ['consent', 'consent-with-email'],
    says: ["nope. don't email anyone, especially not mark@initech.com"],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'i21',
    title: 'filler before two names, their e-mails in the next message',
    tags: ['filler', 'multi-referee'],
    says: [
      'yes',
      'Sure! So the best people would be… Erik Lindqvist and Sofia Berg',
      'erik.lindqvist@klarna.com, he was my manager. sofia.berg@klarna.com, colleague',
      "that's everyone",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Erik', 'Lindqvist', 'erik.lindqvist@klarna.com', 'manager'),
        c('Sofia', 'Berg', 'sofia.berg@klarna.com', 'colleague'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'i22',
    title: 'an off-topic question after consent',
    tags: ['off-topic', 'question-back'],
    says: [
      'yes',
      'how long does this usually take? I have an offer deadline friday',
      'ok. Ben Carter, ben.carter@shopify.com, manager',
      'done',
    ],
    expected: {
      consent: true,
      contacts: [c('Ben', 'Carter', 'ben.carter@shopify.com', 'manager')],
    },
    outcome: 'completed',
  },
  {
    id: 'i23',
    title: 'two referees run together without punctuation',
    tags: ['multi-referee', 'typos'],
    says: ['yes', 'jane doe jane@doe.com manager bob stone bob@stone.dev colleague', 'done'],
    expected: {
      consent: true,
      contacts: [
        c('Jane', 'Doe', 'jane@doe.com', 'manager'),
        c('Bob', 'Stone', 'bob@stone.dev', 'colleague'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'i24',
    title: 'a referee removed after a list',
    tags: ['list', 'correction'],
    says: [
      'yes',
      '1) Alice Wong alice@wong.co manager\n2) Bob Marsh bob@marsh.co colleague',
      "actually remove Bob, he's on holiday for a month",
      "that's it then",
    ],
    expected: {
      consent: true,
      contacts: [c('Alice', 'Wong', 'alice@wong.co', 'manager')],
    },
    outcome: 'completed',
  },
  {
    id: 'i25',
    title: 'a London landline in international format',
    tags: ['foreign-phone'],
    says: [
      'yes',
      'James Wright, james.wright@barclays.co.uk, my manager, +44 20 7946 0958',
      'done',
    ],
    expected: {
      consent: true,
      contacts: [c('James', 'Wright', 'james.wright@barclays.co.uk', 'manager', '+442079460958')],
    },
    outcome: 'completed',
  },
  {
    id: 'i26',
    title: 'a Brazilian number in local format with the country said',
    tags: ['foreign-phone'],
    says: [
      'yes',
      "Camila Souza, camila.souza@itau.com.br, colleague. Her number is (11) 98765-4321, she's in São Paulo, Brazil",
      'done',
    ],
    expected: {
      consent: true,
      contacts: [c('Camila', 'Souza', 'camila.souza@itau.com.br', 'colleague', '+5511987654321')],
    },
    outcome: 'completed',
  },
  {
    id: 'i27',
    title: 'a German local number on a German tenant',
    tags: ['foreign-phone', 'german'],
    defaultCountry: 'DE',
    locale: 'de',
    says: ['ja', 'Stefan Braun, stefan.braun@siemens.com, mein Chef, 0151 23456789', 'fertig'],
    expected: {
      consent: true,
      contacts: [c('Stefan', 'Braun', 'stefan.braun@siemens.com', 'manager', '+4915123456789')],
    },
    outcome: 'completed',
  },
  {
    id: 'i28',
    title: 'a typo in the consent ("yse")',
    tags: ['typos', 'consent'],
    says: ['yse', 'Olga Ivanova olga@ivanova.dev my manager', 'thats all'],
    expected: {
      consent: true,
      contacts: [c('Olga', 'Ivanova', 'olga@ivanova.dev', 'manager')],
    },
    outcome: 'completed',
  },
  {
    id: 'i29',
    title: 'a polite refusal',
    tags: ['consent'],
    says: ["No thanks, I've changed my mind about applying"],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'i30',
    title: 'the relationship given when asked ("my professor")',
    tags: ['short'],
    says: ['yes', 'Laura Chen, laura.chen@stanford.edu', 'she was my professor', 'done'],
    expected: {
      consent: true,
      contacts: [c('Laura', 'Chen', 'laura.chen@stanford.edu', 'teacher')],
    },
    outcome: 'completed',
  },
  {
    id: 'i31',
    title: 'a long story with two referees in it',
    tags: ['long', 'multi-referee'],
    says: [
      'yes of course',
      "So I worked at Zalando for four years, first under Markus Hoffmann (markus.hoffmann@zalando.de) who hired me and was my manager the whole time, and I also worked really closely with Ines Vogel on the checkout project, she's at ines.vogel@zalando.de now, we were peers. Both know my work well.",
      "that's everyone",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Markus', 'Hoffmann', 'markus.hoffmann@zalando.de', 'manager'),
        c('Ines', 'Vogel', 'ines.vogel@zalando.de', ['colleague', 'peer']),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'i32',
    title: 'no e-mail yet: stops, the referee kept without one',
    tags: ['done-phrase'],
    says: ['yes', 'Paul Allen, my manager', "I don't have his email on me, I'll add it later"],
    expected: {
      consent: true,
      contacts: [c('Paul', 'Allen', null, 'manager')],
    },
    outcome: 'open',
  },
  {
    id: 'i33',
    title: 'consent by tap, the referee typed',
    tags: ['tap'],
    says: [{ tap: true }, 'Yusuf Demir, yusuf.demir@trendyol.com, colleague', 'done'],
    expected: {
      consent: true,
      contacts: [c('Yusuf', 'Demir', 'yusuf.demir@trendyol.com', 'colleague')],
    },
    outcome: 'completed',
  },
  {
    id: 'i34',
    title: 'Spanish, "Mi compañero Carlos Ruiz"',
    tags: ['spanish', 'filler'],
    locale: 'es',
    says: ['sí', 'Mi compañero Carlos Ruiz, carlos.ruiz@gmail.com', 'nadie más'],
    expected: {
      consent: true,
      contacts: [c('Carlos', 'Ruiz', 'carlos.ruiz@gmail.com', 'colleague')],
    },
    outcome: 'completed',
  },
  {
    id: 'i35',
    title: 'German refusal with an e-mail address',
    tags: ['german', 'consent', 'consent-with-email'],
    locale: 'de',
    says: ['Nein. Bitte kontaktieren Sie nicht meinen Chef thomas.mueller@bosch.de'],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
  {
    id: 'i36',
    title: 'a numbered list with US phones',
    tags: ['list', 'multi-referee'],
    says: [
      'yes',
      '1) Amy Foster - amy.foster@hubspot.com - (617) 555-0123 - manager\n2) Chris Lane - chris.lane@hubspot.com - 617.555.0188 - colleague',
      'done',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Amy', 'Foster', 'amy.foster@hubspot.com', 'manager', '+16175550123'),
        c('Chris', 'Lane', 'chris.lane@hubspot.com', 'colleague', '+16175550188'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'i37',
    title: 'an asterisk list with a Spanish and a French phone',
    tags: ['list', 'multi-referee', 'foreign-phone'],
    says: [
      'yes',
      '* Pablo Ortiz, pablo.ortiz@inditex.com, +34 699 123 456, manager\n* Élodie Bernard, elodie.bernard@loreal.fr, +33 7 81 23 45 67, client',
      'done',
    ],
    expected: {
      consent: true,
      contacts: [
        c('Pablo', 'Ortiz', 'pablo.ortiz@inditex.com', 'manager', '+34699123456'),
        c('Élodie', 'Bernard', 'elodie.bernard@loreal.fr', 'client', '+33781234567'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'i38',
    title: 'the same referee given twice',
    tags: ['multi-referee'],
    says: [
      'yes',
      'Wei Zhang, wei.zhang@bytedance.com, manager',
      'oh and Wei Zhang wei.zhang@bytedance.com in case I didnt say',
      'done',
    ],
    expected: {
      consent: true,
      contacts: [c('Wei', 'Zhang', 'wei.zhang@bytedance.com', 'manager')],
    },
    outcome: 'completed',
  },
  {
    id: 'i39',
    title: 'an e-mail in capitals, a name with a particle',
    tags: ['typos'],
    says: ['Yes', 'Vincent van der Berg, VINCENT.VANDERBERG@ING.NL, my manager', 'done'],
    expected: {
      consent: true,
      contacts: [c('Vincent', 'van der Berg', 'vincent.vanderberg@ing.nl', 'manager')],
    },
    outcome: 'completed',
  },
  {
    id: 'i40',
    title: 'the relationship declined ("I\'d rather not say")',
    tags: ['decline'],
    says: [
      'yes',
      'Sam Taylor, sam.taylor@outlook.com',
      "I'd rather not say how I know her",
      'done',
    ],
    expected: {
      consent: true,
      contacts: [c('Sam', 'Taylor', 'sam.taylor@outlook.com', null)],
    },
    outcome: 'completed',
  },
  {
    id: 'i41',
    title: 'French, two referees in one sentence',
    tags: ['french', 'multi-referee'],
    locale: 'fr',
    says: [
      'oui',
      'Mes références : Claire Dubois (claire.dubois@orange.fr), ma manager, et Julien Petit (julien.petit@orange.fr), un collègue',
      "c'est tout",
    ],
    expected: {
      consent: true,
      contacts: [
        c('Claire', 'Dubois', 'claire.dubois@orange.fr', 'manager'),
        c('Julien', 'Petit', 'julien.petit@orange.fr', 'colleague'),
      ],
    },
    outcome: 'completed',
  },
  {
    id: 'i42',
    title: 'Portuguese refusal',
    tags: ['portuguese', 'consent'],
    locale: 'pt',
    says: ['não, obrigado'],
    expected: REFUSED,
    outcome: 'consent_refused',
  },
];

export const TYPED_INTAKE_CONVERSATIONS: readonly TypedIntakeConversation[] = CASES.map(
  (conversation, index) => ({ ...conversation, heldOut: isHeldOut(index) }),
);
