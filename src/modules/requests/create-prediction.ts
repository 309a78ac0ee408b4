import { LRUCache } from 'lru-cache';
import { isLocale, type Locale } from '../../core/locale.ts';
import type { TenantScope } from '../../core/tenancy.ts';
import {
  BUILTIN_CURRENT_VERSION,
  BUILTIN_NAME,
  BUILTIN_QUESTIONNAIRE_ID,
} from '../questionnaires/builtin-questionnaire.ts';
import type { PinnedQuestionnaire } from '../questionnaires/questionnaires.schemas.ts';
import type { CreatedRequestParts, NewRequestRows } from './create-request.query.ts';

declare module '../../context.ts' {
  interface Caches {
    /** The questionnaire the last create of each scope pinned, for the next create's prediction. */
    pinnedQuestionnaires: PinnedQuestionnaireHints;
  }
}

/** A questionnaire as a create pins it, with its own language tag. */
export interface PinnedHint {
  questionnaire: PinnedQuestionnaire;
  locale: string | null;
}

const BUILTIN: PinnedHint = {
  questionnaire: {
    id: BUILTIN_QUESTIONNAIRE_ID,
    version: BUILTIN_CURRENT_VERSION,
    name: BUILTIN_NAME,
  },
  locale: null,
};

/**
 * The questionnaire the last create of a scope pinned, by the questionnaire it asked for
 * (the scope's default when it named none). Only a hint: the create's statement checks
 * it and refuses a miss (create-request.query.ts `expected`), so a stale hint costs one
 * more round trip and never a wrong answer. No feed, no invalidation.
 */
export class PinnedQuestionnaireHints {
  private readonly hints = new LRUCache<string, PinnedHint>({ max: 10_000 });

  read(scope: TenantScope, questionnaireId: string | null): PinnedHint | undefined {
    if (questionnaireId === BUILTIN_QUESTIONNAIRE_ID) return BUILTIN;
    return this.hints.get(hintKey(scope, questionnaireId));
  }

  remember(scope: TenantScope, questionnaireId: string | null, parts: CreatedRequestParts): void {
    const hint = { questionnaire: parts.questionnaire, locale: parts.questionnaireLocale };
    this.hints.set(hintKey(scope, questionnaireId), hint);
  }
}

function hintKey(scope: TenantScope, questionnaireId: string | null): string {
  return `${scope.tenantId}:${scope.environment}:${questionnaireId ?? ''}`;
}

/**
 * What a new request's statement will most likely answer, decided before it runs: a new
 * candidate (the one `rows` makes), the questionnaire `hint` names (a scope whose creates
 * name none and never pinned another: the built-in), and the language this gives
 * (requestLocaleSql's rule). Undefined when there is nothing to go on (a questionnaire
 * named for the first time in this process).
 */
export function predictedParts(
  rows: NewRequestRows,
  hint: PinnedHint | undefined,
): CreatedRequestParts | undefined {
  const pinned = hint ?? (rows.questionnaireId === null ? BUILTIN : undefined);
  if (!pinned) return undefined;
  const { candidate } = rows;
  return {
    candidate: {
      id: candidate.id,
      first_name: candidate.firstName,
      last_name: candidate.lastName,
      email: candidate.email,
      stage: candidate.stage,
    },
    questionnaire: pinned.questionnaire,
    questionnaireLocale: pinned.locale,
    locale: rows.locale ?? participantLocaleOf(pinned.locale) ?? rows.tenantLocale,
  };
}

/** The language of a questionnaire's tag (`es-MX`: es) when participants can be served in it. */
function participantLocaleOf(tag: string | null): Locale | undefined {
  const language = tag?.toLowerCase().split('-')[0];
  return isLocale(language) ? language : undefined;
}
