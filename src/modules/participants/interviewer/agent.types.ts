import { z } from 'zod';
import type { Locale } from '../../../core/locale.ts';
import { QUESTION_KINDS } from '../../questionnaires/kinds/kind.types.ts';
import type { Question } from '../../questionnaires/questionnaires.schemas.ts';
import { COMPETENCY_NAMES, refereeAnswersSchema } from '../referee-answers.ts';
import { intakeAskSchema, intakeConfirmSchema } from './intake-controls.ts';

/** A referee's details as the intake list holds them. Phones are E.164 once parsed. */
const contactDetailsSchema = z.object({
  firstName: z.string().max(200).nullable(),
  lastName: z.string().max(200).nullable(),
  email: z.string().max(320).nullable(),
  phone: z.string().max(40).nullable(),
  /** Normalised word: manager, colleague, peer, report, client, mentor, teacher, friend, other. */
  relationship: z.string().max(200).nullable(),
  /**
   * The name as the candidate wrote it while where its first name ends is
   * uncertain ("Ana Paula da Silva": Ana, or Ana Paula?). `firstName` and
   * `lastName` stay null until the candidate says (CONTRACT "Never a guess").
   */
  nameAsWritten: z.string().max(400).nullish(),
  /**
   * The recruiter's contact this entry completes (a referee the recruiter
   * named without an e-mail); absent for a referee the candidate adds.
   */
  contactId: z.string().max(64).nullish(),
  /**
   * How the candidate referred to this referee besides their name: the title they were
   * introduced with ("Mister", "señor"), a nickname ("Goyo"), the titled name as written. A
   * later message that refers to them by one of these alone ("o Mister também tem número")
   * is about them (shown on the card for the candidate's yes). Absent on states stored before.
   */
  calledAs: z.array(z.string().max(100)).max(10).nullish(),
});

/** A referee nominated by the candidate during intake. */
export const nominatedContactSchema = contactDetailsSchema.extend({
  /**
   * Read from the candidate's words and waiting for their yes (CONTRACT
   * "Never a guess", intake-confirmation.ts): such a referee is shown and
   * asked about (`confirm`), never submitted. `before` is the referee as it
   * was before that reading (null for one the reading added): a no puts it back.
   * `wrongDetailAsked`: the candidate tapped no on this reading's card; which detail
   * is wrong is asked (the `wrongDetail` choice) before it is shown again.
   * `askedAgain`: the candidate said no to this reading's card once and said
   * what was wrong (where its first name ends is asked with every way of
   * splitting the name, or the wrong detail was left out); a no in words drops
   * it, a tap on no asks again (intake-confirmation.ts settleCard).
   * `repairs`: how many times the candidate said what was wrong on this card; a no after
   * one is asked about again while fewer than MAX_CARD_REPAIRS (a name in the wrong order
   * AND their own number in it are two repairs). Absent on states stored before: one.
   */
  unconfirmed: z
    .object({
      before: contactDetailsSchema.nullable(),
      askedAgain: z.boolean().optional(),
      wrongDetailAsked: z.boolean().optional(),
      repairs: z.number().int().min(0).max(9).optional(),
    })
    .nullish(),
});
export type NominatedContact = z.infer<typeof nominatedContactSchema>;
export type ContactDetails = z.infer<typeof contactDetailsSchema>;

/**
 * Intake steps:
 * - `consent`: waiting for the candidate's yes to contacting referees.
 * - `referees`: collecting referee nominations.
 * - `ready`: consent given and the candidate said they are done; `complete` may be called.
 * - `declined`: the candidate refused consent (they may still change their mind).
 */
export const INTAKE_STEPS = ['consent', 'referees', 'ready', 'declined'] as const;

/** What the intake agent has collected so far; stored with every agent message. */
export const intakeStateSchema = z.object({
  step: z.enum(INTAKE_STEPS),
  consent: z.boolean().nullable(),
  contacts: z.array(nominatedContactSchema).max(10),
  /** What is still needed before `complete` (e.g. `consent`, `referee`, `contacts.0.email`). */
  missing: z.array(z.string()),
  /**
   * The same items in words a participant reads ("your consent", "Bob's
   * relationship to you"), in the same order: what the page shows as
   * "Still needed", never the field paths of `missing`. Absent on states
   * stored before it existed (recomputed whenever a state is read).
   */
  needed: z.array(z.string().max(300)).max(50).optional(),
  /**
   * The recruiter's incomplete contacts already put on the list (see
   * offerRecruiterContacts): one the candidate removed stays removed.
   */
  offeredContactIds: z.array(z.string().max(64)).max(50).optional(),
  /**
   * Phone numbers given in another country's format than the tenant's (a UK
   * mobile "07911 123456" on a US tenant), each for the referee at
   * `contact`: asked which country they are in, never dropped silently.
   */
  unplacedPhones: z
    .array(z.object({ contact: z.int().min(0).max(9), raw: z.string().max(40) }))
    .max(10)
    .nullish(),
  /**
   * The control of the step now asked (CONTRACT "Typed answers", intake-controls.ts):
   * the consent, or a referee to add; null when nothing more can be added.
   * Recomputed whenever a state is read, like `needed`.
   */
  ask: intakeAskSchema.nullish(),
  /**
   * The first referee read from words and not yet confirmed, as a card to say
   * yes or no to (`{ key: "referee", value: { name, email, phone, relationship }, text }`);
   * null when none waits. Recomputed whenever a state is read, like `ask`.
   */
  confirm: intakeConfirmSchema.nullish(),
  /**
   * The candidate said they were done while referees waited for their yes:
   * the last yes finishes (step `ready`) without asking "anyone else?".
   */
  finishing: z.boolean().nullish(),
  /**
   * A person the last message named without any detail ("and Mr Goyo, from the shop where I
   * worked"): how they were called and the relationship said, kept for the next message
   * only, whose referee mentioning them takes these (on the card, for the candidate's yes).
   * Absent on states stored before it existed.
   */
  pendingPerson: z
    .object({
      calledAs: z.array(z.string().max(100)).max(10),
      relationship: z.string().max(200).nullable(),
    })
    .nullish(),
  /**
   * People the candidate named in passing beside a referee (a relative, a go-between: "Peter an
   * der Rezeption weiß Bescheid", "Telefon von Ján weiß ich nicht, Peter fragen"): their first
   * name and the index of the referee they were said for, if one. A later number said with that
   * first name alone is no referee of their own. Absent on states stored before it existed.
   */
  inPassing: z
    .array(z.object({ name: z.string().max(100), for: z.number().int().nullable() }))
    .max(10)
    .nullish(),
});
export type IntakeState = z.infer<typeof intakeStateSchema>;

/** The participant's control for the question asked (kinds' `ask`, CONTRACT "Typed answers"). */
export const askControlSchema = z
  .object({
    key: z.string().max(64),
    kind: z.enum(QUESTION_KINDS),
    prompt: z.string(),
    required: z.boolean(),
    options: z.array(z.string()).optional(),
    multiple: z.boolean().optional(),
  })
  .meta({ id: 'AskControl' });

/**
 * A reading the interviewer asks the participant to confirm: `key` is the
 * question's (or `decline` for a referee declining the reference), `value`
 * what it read, `text` the question in words.
 */
export const pendingConfirmSchema = z
  .object({
    key: z.string().max(64),
    value: z.unknown(),
    text: z.string(),
    /**
     * One of several readings offered for one change whose question was not named ("make it a
     * 4"): the first the participant accepts ends the others.
     */
    oneOf: z.boolean().optional(),
  })
  .meta({ id: 'PendingConfirm' });
export type PendingConfirm = z.infer<typeof pendingConfirmSchema>;

/** A tap on a control (`null` skips an optional question), as `POST …/messages` takes it. */
export interface TypedAnswer {
  key: string;
  value: unknown;
}

/**
 * Referee questions, asked in this order (ratings one competency at a time):
 * relationship → duration → strengths → improvements → rating:<competency>… →
 * rehire → comments → done.
 */
export const REFEREE_QUESTIONS = [
  'relationship',
  'duration',
  'strengths',
  'improvements',
  'ratings',
  'rehire',
  'comments',
  'done',
] as const;
export type RefereeQuestion = (typeof REFEREE_QUESTIONS)[number];

/** What the referee agent has collected so far; `answers` is refereeAnswersSchema-compatible. */
export const refereeStateSchema = z.object({
  next: z.enum(REFEREE_QUESTIONS),
  /** The competency asked about when `next` is `ratings`. */
  competency: z.enum(COMPETENCY_NAMES).nullable(),
  /** Competencies the referee chose not to rate. */
  skipped: z.array(z.enum(COMPETENCY_NAMES)),
  answers: refereeAnswersSchema,
  /**
   * What the last answer was filed under (a question, or a competency for a
   * rating): what "make that a 5" or "scratch that" changes. Absent on
   * states stored before it existed.
   */
  lastAnswered: z.string().max(64).nullish(),
  /**
   * A tenant's questionnaire (RefereeContext `questions`): the conversation
   * follows its questions instead of the built-in ones above, which stay at
   * their start. Absent for the built-in questionnaire.
   */
  questionnaire: z
    .object({
      /** The key of the question asked; null once every question was asked. */
      asking: z.string().max(64).nullable(),
      /** `{ <key>: value }`, as the referee `complete` body takes them. */
      answers: z.record(z.string(), z.unknown()),
      /** Optional questions the referee passed on. */
      skipped: z.array(z.string().max(64)).max(30),
      /** The key answered last: what "make that a 5" changes. */
      lastAnswered: z.string().max(64).nullable(),
    })
    .optional(),
  /**
   * The question now asked, as its control (CONTRACT "Typed answers"); null
   * once nothing is left to ask. Absent on states stored before it existed
   * (recomputed whenever a state is read: referee-interview.ts withControls).
   */
  ask: askControlSchema.nullish(),
  /** A reading waiting for the referee's yes or no (CONTRACT "Never a guess"); else null. */
  confirm: pendingConfirmSchema.nullish(),
  /** Further readings of the same message, confirmed one at a time after `confirm`. */
  queued: z.array(pendingConfirmSchema).max(30).optional(),
  /** How many messages in a row left the question asked without an answer. */
  misses: z.int().min(0).max(1000).optional(),
  /**
   * Readings the referee turned down on the confirmation card, by question: not offered again
   * for that question unless a new message says them alone. Absent on states stored before it.
   */
  refused: z
    .array(z.object({ key: z.string().max(64), value: z.unknown() }))
    .max(30)
    .optional(),
  /** The referee confirmed they would rather not give a reference: nothing they said is kept. */
  declined: z.boolean().optional(),
});
export type RefereeState = z.infer<typeof refereeStateSchema>;

export interface IntakeContext {
  tenantName: string;
  /** The request's language (CONTRACT "Languages"): what the participant reads and writes. */
  locale: Locale;
  roleTitle: string | null;
  candidateFirstName: string;
  candidateLastName: string;
  /** ISO 3166 alpha-2 country for local phone numbers (the tenant's default). */
  defaultCountry: string;
  /**
   * Referees with an e-mail the recruiter already has on the request (a
   * consent link on a manual request): none need be named. A referee the
   * recruiter named without an e-mail does not count: it is on the
   * candidate's list to complete instead.
   */
  existingReferees?: number;
}

export interface RefereeContext {
  tenantName: string;
  /** The request's language (CONTRACT "Languages"): what the participant reads and writes. */
  locale: Locale;
  roleTitle: string | null;
  candidateFirstName: string;
  candidateLastName: string;
  refereeFirstName: string | null;
  /** The relationship the candidate or recruiter gave, if any. */
  relationship: string | null;
  /** Who named the referee: the greeting says so (absent: the candidate). */
  namedBy?: 'candidate' | 'recruiter';
  /**
   * The questions of the request's pinned version when it is a tenant's
   * questionnaire (asked in order, questionnaire-turn.ts); absent or null
   * for the built-in one.
   */
  questions?: Question[] | null;
}

export interface TranscriptEntry {
  role: 'agent' | 'participant';
  text: string;
}

export type AgentInput =
  | {
      kind: 'intake';
      context: IntakeContext;
      transcript: TranscriptEntry[];
      state: IntakeState;
      message: string;
    }
  | {
      kind: 'referee';
      context: RefereeContext;
      transcript: TranscriptEntry[];
      state: RefereeState;
      /** The participant's words (a tap's, in words, for the transcript and a model). */
      message: string;
      /** A tap on a control, validated as `complete` validates it (referee.service.ts). */
      answer?: TypedAnswer;
      /** A yes or no to the pending confirmation. */
      confirm?: boolean;
    };

export type AgentEvent =
  | { type: 'delta'; text: string }
  | {
      type: 'done';
      text: string;
      state: IntakeState | RefereeState;
      /**
       * A reading source's (referee-interview.ts) answers in `state` it read without
       * certainty, by question key: the interview confirms them before keeping any.
       */
      unsure?: readonly string[];
    };

/**
 * One interface for every engine (built-in interviewer, provider models):
 * given the conversation so far and the participant's new message, stream the
 * reply as `delta` chunks and finish with `done` carrying the full text and
 * the updated structured state. `transcript` excludes the new message.
 */
export interface ConversationAgent {
  readonly name: string;
  reply(input: AgentInput): AsyncIterable<AgentEvent>;
}
