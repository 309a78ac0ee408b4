import { z } from 'zod';
import { participantCopy } from '../../../core/participant-copy.ts';
import { oneLineText } from '../../../core/schemas.ts';
import { type ContactAnswer, contactAnswer } from '../../questionnaires/kinds/contact.reader.ts';
import { answerSchema, type KindQuestion } from '../../questionnaires/kinds/index.ts';

/**
 * The intake's typed answers (CONTRACT "Typed answers"): the state's `ask`
 * names the step's control, and `POST /v1/public/intake/:token/messages`
 * takes `{ answer: { key, value } }` for it.
 *
 * - `consent` (kind `yes_no`): `true` or `false`; a tap on "Yes" is the
 *   consent, "No" a refusal.
 * - `referee` (kind `contact`): one referee to add,
 *   `{ name, email, phone?, relationship? }`; the same e-mail again updates
 *   that referee instead of adding one.
 * - `firstName` (kind `choice`): where a double first name ends ("Ana Paula
 *   da Silva": "Ana" or "Ana Paula"), one of the `options` offered for the
 *   first referee whose name is kept as written (CONTRACT "Never a guess":
 *   the words did not settle it, so the candidate says it in one tap). After
 *   a no to a card whose name may be split otherwise, every split is offered
 *   ("Horváth Péter": "Horváth" or "Péter"; intake-confirmation.ts askNameAgain).
 * - `wrongDetail` (kind `choice`): after a tap on no to a referee card the
 *   reading added, which detail is wrong, one of the `options` offered (the
 *   name, the e-mail, the phone, the relationship the card shows, or "remove
 *   this referee"): a wrong name asks where the first name ends, every split
 *   offered; a wrong address, phone or relationship is left out and the card
 *   shown again; remove drops the reading (intake-confirmation.ts).
 * - `relationship` (kind `choice`): how the candidate knows the first listed
 *   referee whose relationship is still unknown, one of the `options` offered
 *   (the relationships in the candidate's language: "jefe/a", "colega", …).
 *   A relationship is needed for every referee the chat lists, and one tap
 *   beats a question answered in words that the reading may not settle.
 *
 * Its `confirm` is a referee read from words (`key` referee), or consent
 * taken back in words (`key` consent, `value` false): `{ confirm: true }`
 * refuses the consent, `false` keeps it.
 */
export const INTAKE_ASK_KEYS = [
  'consent',
  'referee',
  'firstName',
  'relationship',
  'wrongDetail',
] as const;
export type IntakeAskKey = (typeof INTAKE_ASK_KEYS)[number];

/** The intake's consent: a yes_no question, asked, checked and read by the yes_no kind. */
export const CONSENT_QUESTION: KindQuestion = {
  key: 'consent',
  kind: 'yes_no',
  prompt: participantCopy().intakeAgent.ask.consent,
  required: true,
};

/** The list's limit (the page's list and `PUT …/referees` hold as many). */
export const MAX_LISTED_REFEREES = 10;

export const intakeAskSchema = z
  .object({
    key: z.enum(INTAKE_ASK_KEYS),
    kind: z.enum(['yes_no', 'contact', 'choice']),
    prompt: z.string(),
    required: z.boolean(),
    /** What a `choice` ask offers: first names ("Ana", "Ana Paula"), relationships, or a card's details. */
    options: z.array(z.string()).optional(),
  })
  .meta({
    id: 'IntakeAsk',
    description:
      'The control of the intake step now asked: `{ key: "consent", kind: "yes_no" }` (answer `true`/`false`), `{ key: "firstName", kind: "choice", options }` (answer one of `options`: where the first name of a referee named with two given names ends, or, after a no to their card, which words are the first name), `{ key: "relationship", kind: "choice", options }` (answer one of `options`, in the intake language: how the candidate knows the first listed referee whose relationship is unknown), `{ key: "wrongDetail", kind: "choice", options }` (answer one of `options`, in the intake language: which detail of a referee card the candidate said no to is wrong, or remove it), or `{ key: "referee", kind: "contact" }` (answer `{ name, email, phone?, relationship? }`, one referee to add).',
  });
export type IntakeAsk = z.infer<typeof intakeAskSchema>;

/** A reading the interviewer asks the participant to confirm (`{ confirm: true | false }`). */
export const intakeConfirmSchema = z.object({
  key: z.string(),
  value: z.unknown(),
  text: z.string(),
});

/** Each key's value, as `complete` would check it. */
export const INTAKE_ANSWER_VALUES = {
  consent: answerSchema(CONSENT_QUESTION) as z.ZodType<boolean>,
  referee: contactAnswer,
  // One of the options the state's `ask` offers now (checked against it: intakeTypedIssues).
  firstName: oneLineText().min(1).max(400),
  // One of the relationships the state's `ask` offers now, in its words (intakeTypedIssues).
  relationship: oneLineText().min(1).max(200),
  // One of the details the state's `ask` offers now, in its words (intakeTypedIssues).
  wrongDetail: oneLineText().min(1).max(200),
} satisfies Record<IntakeAskKey, z.ZodType>;

/** A typed intake answer once its value was checked. */
export type IntakeTypedAnswer =
  | { key: 'consent'; value: boolean }
  | { key: 'referee'; value: ContactAnswer }
  | { key: 'firstName'; value: string }
  | { key: 'relationship'; value: string }
  | { key: 'wrongDetail'; value: string };
