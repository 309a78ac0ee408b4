import { LRUCache } from 'lru-cache';
import type { Locale } from '../../core/locale.ts';
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
    /** What the last creates of each scope wrote, for the next create's prediction. */
    createHints: CreateHints;
  }
}

/** A questionnaire as a create pins it, with the language it is served in. */
export interface PinnedHint {
  questionnaire: PinnedQuestionnaire;
  language: Locale | null;
}

/** A candidate as a create answers them. */
type CandidateHint = CreatedRequestParts['candidate'];

const BUILTIN: PinnedHint = {
  questionnaire: {
    id: BUILTIN_QUESTIONNAIRE_ID,
    version: BUILTIN_CURRENT_VERSION,
    name: BUILTIN_NAME,
  },
  language: null,
};

/** How long a candidate is remembered: a hint, never served, but personal data all the same. */
const CANDIDATE_HINT_MS = 60_000;

/**
 * What the last creates of a scope wrote: the questionnaire they pinned, by the
 * questionnaire they asked for (the scope's default when they named none), and the
 * candidate of an e-mail (for a minute). Only hints: the create's statement checks its
 * prediction and refuses a miss (create-request.query.ts `expected`), so a stale hint
 * costs one more round trip and never a wrong answer. No feed, no invalidation.
 */
export class CreateHints {
  private readonly questionnaires = new LRUCache<string, PinnedHint>({ max: 10_000 });
  private readonly candidates = new LRUCache<string, CandidateHint>({
    max: 10_000,
    ttl: CANDIDATE_HINT_MS,
  });

  /** The answer's parts a new request will most likely get (predictedParts). */
  predict(scope: TenantScope, rows: NewRequestRows): CreatedRequestParts | undefined {
    const pinned =
      rows.questionnaireId === BUILTIN_QUESTIONNAIRE_ID
        ? BUILTIN
        : this.questionnaires.get(questionnaireKey(scope, rows.questionnaireId));
    const known = this.candidates.get(candidateKey(scope, rows.candidate.email));
    return predictedParts(rows, pinned, known);
  }

  remember(scope: TenantScope, rows: NewRequestRows, parts: CreatedRequestParts): void {
    const hint = { questionnaire: parts.questionnaire, language: parts.questionnaireLanguage };
    this.questionnaires.set(questionnaireKey(scope, rows.questionnaireId), hint);
    this.candidates.set(candidateKey(scope, parts.candidate.email), parts.candidate);
  }
}

function questionnaireKey(scope: TenantScope, questionnaireId: string | null): string {
  return `${scope.tenantId}:${scope.environment}:${questionnaireId ?? ''}`;
}

function candidateKey(scope: TenantScope, email: string): string {
  return `${scope.tenantId}:${scope.environment}:${email}`;
}

/**
 * What a new request's statement will most likely answer, decided before it runs: the
 * candidate `known` (else the new one `rows` makes), the questionnaire `pinned` (a
 * scope whose creates name none and never pinned another: the built-in), and the
 * language this gives (requestLocaleSql's rule). Undefined when there is nothing to go
 * on (a questionnaire named for the first time in this process).
 */
export function predictedParts(
  rows: NewRequestRows,
  pinned: PinnedHint | undefined,
  known?: CandidateHint,
): CreatedRequestParts | undefined {
  const questionnaire = pinned ?? (rows.questionnaireId === null ? BUILTIN : undefined);
  if (!questionnaire) return undefined;
  const { candidate } = rows;
  return {
    candidate: known ?? {
      id: candidate.id,
      first_name: candidate.firstName,
      last_name: candidate.lastName,
      email: candidate.email,
      stage: candidate.stage,
    },
    questionnaire: questionnaire.questionnaire,
    questionnaireLanguage: questionnaire.language,
    locale: rows.locale ?? questionnaire.language ?? rows.tenantLocale,
  };
}
