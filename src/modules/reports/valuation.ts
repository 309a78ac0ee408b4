import { toWellFormed, truncateText, wellFormedDeep } from '../../core/text.ts';
import { COMPETENCY_NAMES, type Competency } from '../participants/referee-answers.ts';
import {
  BUILTIN_NAME,
  BUILTIN_QUESTIONNAIRE_ID,
  builtinQuestionnaire,
} from '../questionnaires/builtin-questionnaire.ts';
import { kindOf, type QuestionResult, type ResultOf } from '../questionnaires/kinds/index.ts';
import { quoteText } from '../questionnaires/kinds/text.kind.ts';
import type { Purpose, Question } from '../questionnaires/questionnaires.schemas.ts';
import { isSmallTalk } from './small-talk.ts';

/**
 * The valuation of a reference request: a pure, deterministic function of the
 * completed referee responses and the trust signals. The same input always
 * gives the same output (responses are ordered by completion time, then id),
 * so a stored report version can be recomputed and compared.
 *
 * It follows the questionnaire version the request pinned (CONTRACT
 * "Questionnaires"): one result per question, in its order, in the form of
 * its kind (see QuestionResult). Answers are read as stored, by question key
 * (the built-in's ratings nested under `ratings`); a value of the wrong kind
 * is left out, never a failed draft.
 *
 * Formulas (docs/reports.md):
 * - per rating question: mean, population standard deviation, min, max and
 *   count of the 1–5 ratings given (a referee may skip one);
 * - overall score: mean of the rating means that have at least one
 *   rating (1–5), and `percent` = (score − 1) / 4 × 100;
 * - would-rehire share: yes / (yes + no), referees who did not say excluded;
 * - agreement: 1 − (mean standard deviation of the competencies rated by at
 *   least two referees) / 2, 2 being the largest standard deviation possible
 *   on a 1–5 scale; high ≥ 0.8, medium ≥ 0.6, else low; null with fewer than
 *   two referees on any rating question.
 * Figures are not rounded: the API gives the unrounded number, and every
 * display rounds it once, by the one rule of core/score.ts.
 */

export interface ValuationCandidate {
  firstName: string;
  lastName: string;
}

/** Where a reused reference came from (consent workflow), kept as provenance. */
export interface ReusedProvenance {
  sourceReferenceRequestId: string;
  consentGrantId?: string | null;
  sourceTenantName?: string | null;
}

/** A referee's answers as stored: by question key (the built-in's ratings nested under `ratings`). */
export type StoredAnswers = Record<string, unknown>;

/** The questionnaire version a request pinned, with its questions. */
export interface PinnedQuestions {
  id: string;
  version: number;
  name: string;
  questions: Question[];
}

export interface ValuationResponseInput {
  responseId: string;
  contactId: string;
  refereeName: string;
  relationship: string | null;
  answers: StoredAnswers;
  completedAt: Date | string;
  reused?: ReusedProvenance | null;
}

export type TrustSignalSeverity = 'low' | 'medium' | 'high';
export type TrustSignalStatus = 'open' | 'confirmed' | 'dismissed';

export interface ValuationTrustSignalInput {
  id?: string;
  kind: string;
  severity: TrustSignalSeverity;
  status: TrustSignalStatus;
  details?: Record<string, unknown>;
  reviewNote?: string | null;
}

export interface ValuationInput {
  candidate: ValuationCandidate;
  roleTitle: string | null;
  tenantName: string;
  /** Referees invited (contacts that were sent a link, or reused answers). */
  invitedCount: number;
  responses: ValuationResponseInput[];
  trustSignals: ValuationTrustSignalInput[];
  /** The pinned questionnaire version; the built-in's current one when not given. */
  questionnaire?: PinnedQuestions;
}

export interface CompetencyScore {
  key: Competency;
  label: string;
  /** Null when no referee rated it. */
  mean: number | null;
  stdDev: number | null;
  min: number | null;
  max: number | null;
  count: number;
}

export type AgreementLevel = 'high' | 'medium' | 'low';

export interface Quote {
  refereeName: string;
  source: 'strengths' | 'improvements' | 'comments' | 'would_rehire';
  text: string;
}

/**
 * Where the report shows a question other than in its own place:
 * `highlights`, `concerns` (the built-in's strengths, comments and areas to
 * develop), `referees` (relationship, months known, would rehire: each
 * referee's line and the summary). Null: the question has its own place
 * (the ratings table for a rating, the answers section for the others).
 */
export type SummarisedIn = 'highlights' | 'concerns' | 'referees' | null;

/** The results of one question, in its kind's form (each kind's module: questionnaires/kinds). */
export type RatingResult = ResultOf<'rating'>;
export type TextResult = ResultOf<'text'>;
export type YesNoResult = ResultOf<'yes_no'>;
export type ChoiceResult = ResultOf<'choice'>;
export type NumberResult = ResultOf<'number'>;
export type { QuestionResult };

export interface ValuationReferee {
  responseId: string;
  contactId: string;
  name: string;
  relationship: string | null;
  monthsKnown: number | null;
  wouldRehire: boolean | null;
  completedAt: string;
  reused: ReusedProvenance | null;
}

export interface ValuationTrustSignal {
  id: string | null;
  kind: string;
  severity: TrustSignalSeverity;
  status: TrustSignalStatus;
  details: Record<string, unknown>;
  reviewNote: string | null;
}

export interface Valuation {
  /** The questionnaire version followed (absent from versions stored before questionnaires). */
  questionnaire?: { id: string; version: number; name: string };
  /** One result per question of that version, in its order (absent from versions stored before). */
  questions?: QuestionResult[];
  candidate: { firstName: string; lastName: string; name: string };
  roleTitle: string | null;
  tenantName: string;
  counts: { invited: number; answered: number };
  competencies: CompetencyScore[];
  overall: { score: number | null; percent: number | null; competenciesRated: number };
  wouldRehire: { yes: number; no: number; unknown: number; share: number | null };
  agreement: { score: number; level: AgreementLevel } | null;
  highlights: Quote[];
  concerns: Quote[];
  referees: ValuationReferee[];
  trustSignals: ValuationTrustSignal[];
}

declare module '../../db/schema/reports.ts' {
  /** What `report_versions.content` holds: the output of computeValuation. */
  interface StoredValuation extends Valuation {}
}

/** Longest excerpt excerpt() makes, in characters (quotes are kept whole). */
export const QUOTE_MAX_CHARS = 180;
/** The largest population standard deviation of values on a 1–5 scale. */
const MAX_STD_DEV = 2;

/** Rounds to `decimals` places (kept for callers that store a rounded figure; the valuation does not). */
export function round(value: number, decimals = 2): number {
  const factor = 10 ** decimals;
  // Adding EPSILON avoids 1.005 → 1.00 style binary-representation surprises.
  return Math.round((value + Number.EPSILON) * factor) / factor;
}

function mean(values: number[]): number {
  return values.reduce((sum, v) => sum + v, 0) / values.length;
}

/**
 * A short excerpt: whitespace collapsed, cut at a word boundary with an
 * ellipsis, never inside a character (a split emoji would leave a lone
 * surrogate that PostgreSQL refuses in `jsonb`); lone surrogates already in
 * the text become U+FFFD.
 */
export function excerpt(text: string, maxChars = QUOTE_MAX_CHARS): string {
  const clean = toWellFormed(text).replace(/\s+/g, ' ').trim();
  if (clean.length <= maxChars) return clean;
  const cut = truncateText(clean, maxChars - 1);
  const lastSpace = cut.lastIndexOf(' ');
  const base = lastSpace > maxChars / 2 ? cut.slice(0, lastSpace) : cut;
  return `${base.replace(/[\s,;:.-]+$/, '')}…`;
}

function orderResponses(responses: ValuationResponseInput[]): ValuationResponseInput[] {
  return [...responses].sort((a, b) => {
    const diff = new Date(a.completedAt).getTime() - new Date(b.completedAt).getTime();
    if (diff !== 0) return diff;
    return a.responseId < b.responseId ? -1 : a.responseId > b.responseId ? 1 : 0;
  });
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A stored answer by question key; the built-in's ratings are nested under `ratings`. */
export function answerOf(answers: StoredAnswers, key: string): unknown {
  if (answers[key] !== undefined) return answers[key];
  const ratings = answers.ratings;
  return isRecord(ratings) ? ratings[key] : undefined;
}

const isText = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

/** Where the report shows a question with a purpose besides its own place (CONTRACT "Purposes"). */
const SUMMARISED: Record<Purpose, Exclude<SummarisedIn, null>> = {
  strengths: 'highlights',
  concerns: 'concerns',
  relationship: 'referees',
  tenure: 'referees',
  rehire: 'referees',
};

/**
 * Where a question is shown besides its own place. A `tenure` answer that is
 * not a number (a choice, a text) has no place on a referee's line (months
 * known), so it keeps its own place under its prompt.
 */
function summarisedIn(question: Question): SummarisedIn {
  if (!question.purpose) return null;
  if (question.purpose === 'tenure' && question.kind !== 'number') return null;
  return SUMMARISED[question.purpose];
}

/** The question with this purpose, if the pinned version has one. */
function withPurpose(questions: readonly Question[], purpose: Purpose): Question | undefined {
  return questions.find((q) => q.purpose === purpose);
}

/** A referee's answer to the question with this purpose, as its kind's value; undefined when none. */
function purposeAnswer(question: Question | undefined, answers: StoredAnswers): unknown {
  if (!question) return undefined;
  return kindOf(question).stored(question, answerOf(answers, question.key));
}

/** One question's results: its kind's aggregation of the answers valid for its kind. */
function questionResult(question: Question, responses: ValuationResponseInput[]): QuestionResult {
  const kind = kindOf(question);
  const answers = responses.flatMap((r) => {
    const value = kind.stored(question, answerOf(r.answers, question.key));
    return value === undefined ? [] : [{ refereeName: r.refereeName, value }];
  });
  const { count, ...result } = kind.aggregate(question, answers, { isSmallTalk });
  return { ...resultBase(question, count), ...result } as QuestionResult;
}

/** A referee's answer to the `tenure` question when it is a number (the months of today's reports). */
function tenureOf(question: Question | undefined, answers: StoredAnswers): number | null {
  const value = purposeAnswer(question, answers);
  return typeof value === 'number' ? value : null;
}

function resultBase(question: Question, count: number) {
  return {
    key: question.key,
    prompt: question.prompt,
    required: question.required,
    ...(question.purpose ? { purpose: question.purpose } : {}),
    summarisedIn: summarisedIn(question),
    count,
  };
}

function toCompetencyScore(rating: RatingResult): CompetencyScore {
  const { key, label, mean, stdDev, min, max, count } = rating;
  return { key: key as Competency, label, mean, stdDev, min, max, count };
}

const BUILTIN_KEYS: ReadonlySet<string> = new Set(COMPETENCY_NAMES);

function agreementOf(ratings: RatingResult[]): Valuation['agreement'] {
  const spreads = ratings.filter((r) => r.count >= 2).map((r) => r.stdDev!);
  if (spreads.length === 0) return null;
  const score = 1 - mean(spreads) / MAX_STD_DEV;
  const level: AgreementLevel = score >= 0.8 ? 'high' : score >= 0.6 ? 'medium' : 'low';
  return { score, level };
}

/** Whether a free-text answer says something worth quoting (not empty, not closing small talk). */
function quotable(text: unknown): text is string {
  return isText(text) && !isSmallTalk(text);
}

/** The highlights and concerns: the answers to the `strengths` and `concerns` questions, and a no to `rehire`. */
function quotesOf(
  responses: ValuationResponseInput[],
  pinned: PinnedQuestions,
): Pick<Valuation, 'highlights' | 'concerns'> {
  const questions = pinned.questions;
  const highlights: Quote[] = [];
  const concerns: Quote[] = [];
  const strengths = withPurpose(questions, 'strengths');
  const weaknesses = withPurpose(questions, 'concerns');
  const rehire = withPurpose(questions, 'rehire');
  for (const r of responses) {
    const refereeName = r.refereeName;
    const liked = purposeAnswer(strengths, r.answers);
    const doubted = purposeAnswer(weaknesses, r.answers);
    if (quotable(liked))
      highlights.push({ refereeName, source: 'strengths', text: quoteText(liked) });
    if (quotable(doubted))
      concerns.push({ refereeName, source: 'improvements', text: quoteText(doubted) });
    if (purposeAnswer(rehire, r.answers) === false)
      concerns.push({ refereeName, source: 'would_rehire', text: 'Would not rehire.' });
  }
  return { highlights, concerns };
}

/** A referee's relationship from the `relationship` question (a choice's picks joined). */
function relationshipOf(question: Question | undefined, answers: StoredAnswers): string | null {
  const value = purposeAnswer(question, answers);
  if (value === undefined) return null;
  return [value].flat().join(', ') || null;
}

/** The built-in questionnaire's current version, for callers that pin nothing. */
function builtinPinned(): PinnedQuestions {
  const builtin = builtinQuestionnaire(true)!;
  return {
    id: BUILTIN_QUESTIONNAIRE_ID,
    version: builtin.version,
    name: BUILTIN_NAME,
    questions: builtin.questions,
  };
}

/** Computes the valuation of a request from its completed responses and trust signals. */
export function computeValuation(stored: ValuationInput): Valuation {
  // Stored text may hold lone surrogates (older data, other sources): repaired, never a failed draft.
  const input = wellFormedDeep(stored);
  const responses = orderResponses(input.responses);
  const pinned = input.questionnaire ?? builtinPinned();
  const questions = pinned.questions.map((q) => questionResult(q, responses));
  const ratings = questions.filter((q): q is RatingResult => q.kind === 'rating');
  const rated = ratings.filter((r) => r.mean !== null).map((r) => r.mean!);
  const overall = rated.length ? mean(rated) : null;

  const rehireQuestion = withPurpose(pinned.questions, 'rehire');
  const relationshipQuestion = withPurpose(pinned.questions, 'relationship');
  const tenureQuestion = withPurpose(pinned.questions, 'tenure');
  const rehire = responses.map((r) => purposeAnswer(rehireQuestion, r.answers));
  const yes = rehire.filter((v) => v === true).length;
  const no = rehire.filter((v) => v === false).length;

  const { firstName, lastName } = input.candidate;
  return {
    questionnaire: { id: pinned.id, version: pinned.version, name: pinned.name },
    questions,
    candidate: { firstName, lastName, name: `${firstName} ${lastName}`.trim() },
    roleTitle: input.roleTitle,
    tenantName: input.tenantName,
    counts: { invited: Math.max(input.invitedCount, responses.length), answered: responses.length },
    // The built-in's competencies, as clients have always read them; every rating is in `questions`.
    competencies: ratings.filter((r) => BUILTIN_KEYS.has(r.key)).map(toCompetencyScore),
    overall: {
      score: overall,
      percent: overall === null ? null : ((overall - 1) / 4) * 100,
      competenciesRated: rated.length,
    },
    wouldRehire: {
      yes,
      no,
      unknown: responses.length - yes - no,
      share: yes + no === 0 ? null : yes / (yes + no),
    },
    agreement: agreementOf(ratings),
    ...quotesOf(responses, pinned),
    referees: responses.map((r) => ({
      responseId: r.responseId,
      contactId: r.contactId,
      name: r.refereeName,
      relationship: r.relationship ?? relationshipOf(relationshipQuestion, r.answers),
      monthsKnown: tenureOf(tenureQuestion, r.answers),
      wouldRehire: ((v) => (typeof v === 'boolean' ? v : null))(
        purposeAnswer(rehireQuestion, r.answers),
      ),
      completedAt: new Date(r.completedAt).toISOString(),
      reused: r.reused ?? null,
    })),
    trustSignals: input.trustSignals.map(toValuationTrustSignal),
  };
}

function toValuationTrustSignal(s: ValuationTrustSignalInput): ValuationTrustSignal {
  return {
    id: s.id ?? null,
    kind: s.kind,
    severity: s.severity,
    status: s.status,
    details: s.details ?? {},
    reviewNote: s.reviewNote ?? null,
  };
}

/**
 * The valuation with the trust signals as they stand now. Approval freezes
 * a draft computed earlier; a signal the recruiter reviewed in between must
 * be printed with its review, never as open.
 */
export function withCurrentTrustSignals(
  valuation: Valuation,
  signals: ValuationTrustSignalInput[],
): Valuation {
  return { ...valuation, trustSignals: signals.map(toValuationTrustSignal) };
}

/**
 * The quotes of a stored valuation without closing small talk: versions
 * computed before small talk was left out still carry it.
 */
export function withoutSmallTalk<V extends Pick<Valuation, 'highlights' | 'concerns'>>(v: V): V {
  const keep = (quotes: Quote[]) => quotes.filter((quote) => !isSmallTalk(quote.text));
  return { ...v, highlights: keep(v.highlights), concerns: keep(v.concerns) };
}

/** A valuation with its questionnaire and per-question results, as every view shows it. */
export type QuestionnaireValuation = Valuation &
  Required<Pick<Valuation, 'questionnaire' | 'questions'>>;

/**
 * A stored valuation with `questionnaire` and `questions`: versions stored
 * before questionnaires followed the built-in's version 1 and carry only its
 * competencies, which become its rating results (the other answers are in
 * the highlights, concerns and referees those versions already hold).
 */
export function withQuestions(v: Valuation): QuestionnaireValuation {
  if (v.questionnaire && v.questions) return withBuiltinPurposes(v as QuestionnaireValuation);
  const builtin = builtinQuestionnaire(false, 1)!;
  const prompts = new Map(builtin.questions.map((q) => [q.key, q]));
  const questions: QuestionResult[] = v.competencies.map((c) => ({
    key: c.key,
    prompt: prompts.get(c.key)?.prompt ?? c.label,
    required: false,
    summarisedIn: null,
    kind: 'rating',
    label: c.label,
    mean: c.mean,
    stdDev: c.stdDev,
    min: c.min,
    max: c.max,
    count: c.count,
  }));
  return {
    ...v,
    questionnaire: { id: BUILTIN_QUESTIONNAIRE_ID, version: 1, name: BUILTIN_NAME },
    questions: [...questions, legacyRehire(v, prompts.get('wouldRehire')?.prompt ?? '')],
  };
}

/**
 * The would-rehire result of a version stored before questionnaires, from
 * its tally: the headline reads the `rehire` question (hasPurpose), and
 * those versions followed the built-in's, which has one.
 */
function legacyRehire(v: Valuation, prompt: string): QuestionResult {
  const { yes, no } = v.wouldRehire;
  return {
    key: 'wouldRehire',
    prompt,
    required: false,
    purpose: 'rehire',
    summarisedIn: 'referees',
    kind: 'yes_no',
    yes,
    no,
    count: yes + no,
  };
}

/** Whether the pinned version has the question with this purpose: the report parts it feeds are shown only then. */
export function hasPurpose(
  v: Pick<QuestionnaireValuation, 'questions'>,
  purpose: Purpose,
): boolean {
  return v.questions.some((q) => q.purpose === purpose);
}

/**
 * A built-in report stored before purposes existed: its questions get the
 * purposes of the version it followed, so it reports as it always did.
 */
function withBuiltinPurposes(v: QuestionnaireValuation): QuestionnaireValuation {
  if (v.questionnaire.id !== BUILTIN_QUESTIONNAIRE_ID) return v;
  if (v.questions.some((q) => q.purpose !== undefined)) return v;
  const builtin = builtinQuestionnaire(false, v.questionnaire.version);
  if (!builtin) return v;
  const purposes = new Map(builtin.questions.map((q) => [q.key, q.purpose]));
  return {
    ...v,
    questions: v.questions.map((q) => {
      const purpose = purposes.get(q.key);
      return purpose ? { ...q, purpose } : q;
    }),
  };
}

/**
 * Whether a report has a highlights (or concerns) section: when it has such
 * quotes, or its questionnaire asks what feeds them (the built-in's
 * strengths, comments and areas to develop). The shared page (report.js)
 * follows the same rule.
 */
export function hasQuoteSection(v: QuestionnaireValuation, section: 'highlights' | 'concerns') {
  return v[section].length > 0 || v.questions.some((q) => q.summarisedIn === section);
}
