import type { TypedIntakeConversation } from '../typed-intake-conversations.ts';
import type {
  TypedQuestionnaire,
  TypedRefereeConversation,
} from '../typed-referee-conversations.ts';
import { INTAKE_DE, QUESTIONNAIRES_DE, REFEREE_DE } from './de.ts';
import { INTAKE_ES, QUESTIONNAIRES_ES, REFEREE_ES } from './es.ts';
import { INTAKE_FR, QUESTIONNAIRES_FR, REFEREE_FR } from './fr.ts';
import { INTAKE_PT, QUESTIONNAIRES_PT, REFEREE_PT } from './pt.ts';

/**
 * Issue 41's corpus of participants who write Spanish, German, French and
 * Portuguese, written blind (see each file's header), in the order es, de,
 * fr, pt. Each conversation's `heldOut` was fixed by its position in its own
 * language's list, so a language's part kept aside stays the same when
 * another language gains cases.
 */
export const LOCALE_REFEREE_CONVERSATIONS: readonly TypedRefereeConversation[] = [
  ...REFEREE_ES,
  ...REFEREE_DE,
  ...REFEREE_FR,
  ...REFEREE_PT,
];

export const LOCALE_INTAKE_CONVERSATIONS: readonly TypedIntakeConversation[] = [
  ...INTAKE_ES,
  ...INTAKE_DE,
  ...INTAKE_FR,
  ...INTAKE_PT,
];

/** The tenant questionnaires the referee conversations run on, each written in its language. */
export const LOCALE_QUESTIONNAIRES: readonly TypedQuestionnaire[] = [
  ...QUESTIONNAIRES_ES,
  ...QUESTIONNAIRES_DE,
  ...QUESTIONNAIRES_FR,
  ...QUESTIONNAIRES_PT,
];
