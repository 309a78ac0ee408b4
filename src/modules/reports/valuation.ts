import { toWellFormed, truncateText, wellFormedDeep } from '../../core/text.ts';
import {
  COMPETENCIES,
  COMPETENCY_NAMES,
  type Competency,
  type RefereeAnswers,
} from '../participants/referee-answers.ts';
import { isSmallTalk } from './small-talk.ts';

/**
 * The valuation of a reference request: a pure, deterministic function of the
 * completed referee responses and the trust signals. The same input always
 * gives the same output (responses are ordered by completion time, then id),
 * so a stored report version can be recomputed and compared.
 *
 * Formulas (docs/reports.md):
 * - per competency: mean, population standard deviation, min, max and count
 *   of the 1–5 ratings given (a referee may skip a competency);
 * - overall score: mean of the competency means that have at least one
 *   rating (1–5), and `percent` = (score − 1) / 4 × 100;
 * - would-rehire share: yes / (yes + no), referees who did not say excluded;
 * - agreement: 1 − (mean standard deviation of the competencies rated by at
 *   least two referees) / 2, 2 being the largest standard deviation possible
 *   on a 1–5 scale; high ≥ 0.8, medium ≥ 0.6, else low; null with fewer than
 *   two referees on any competency.
 * Every figure is rounded to 2 decimals (percent to 1) at the end, never in between.
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

export interface ValuationResponseInput {
  responseId: string;
  contactId: string;
  refereeName: string;
  relationship: string | null;
  answers: RefereeAnswers;
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

/** Longest quote kept from a free-text answer, in characters. */
export const QUOTE_MAX_CHARS = 180;
/** The largest population standard deviation of values on a 1–5 scale. */
const MAX_STD_DEV = 2;

export function round(value: number, decimals = 2): number {
  const factor = 10 ** decimals;
  // Adding EPSILON avoids 1.005 → 1.00 style binary-representation surprises.
  return Math.round((value + Number.EPSILON) * factor) / factor;
}

function mean(values: number[]): number {
  return values.reduce((sum, v) => sum + v, 0) / values.length;
}

function stdDev(values: number[]): number {
  const m = mean(values);
  return Math.sqrt(mean(values.map((v) => (v - m) ** 2)));
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

function ratingsFor(key: Competency, responses: ValuationResponseInput[]): number[] {
  return responses
    .map((r) => r.answers.ratings?.[key])
    .filter((v): v is number => typeof v === 'number');
}

function scoreCompetency(key: Competency, responses: ValuationResponseInput[]): CompetencyScore {
  const values = ratingsFor(key, responses);
  if (values.length === 0) {
    return {
      key,
      label: COMPETENCIES[key],
      mean: null,
      stdDev: null,
      min: null,
      max: null,
      count: 0,
    };
  }
  return {
    key,
    label: COMPETENCIES[key],
    mean: round(mean(values)),
    stdDev: round(stdDev(values)),
    min: Math.min(...values),
    max: Math.max(...values),
    count: values.length,
  };
}

function agreementOf(responses: ValuationResponseInput[]): Valuation['agreement'] {
  const spreads: number[] = [];
  for (const key of COMPETENCY_NAMES) {
    const values = ratingsFor(key, responses);
    if (values.length >= 2) spreads.push(stdDev(values));
  }
  if (spreads.length === 0) return null;
  const score = round(1 - mean(spreads) / MAX_STD_DEV);
  const level: AgreementLevel = score >= 0.8 ? 'high' : score >= 0.6 ? 'medium' : 'low';
  return { score, level };
}

/** Whether a free-text answer says something worth quoting (not empty, not closing small talk). */
function quotable(text: string | undefined): text is string {
  return Boolean(text?.trim()) && !isSmallTalk(text!);
}

function quotesOf(responses: ValuationResponseInput[]): Pick<Valuation, 'highlights' | 'concerns'> {
  const highlights: Quote[] = [];
  const concerns: Quote[] = [];
  for (const r of responses) {
    const { strengths, improvements, comments, wouldRehire } = r.answers;
    const refereeName = r.refereeName;
    if (quotable(strengths))
      highlights.push({ refereeName, source: 'strengths', text: excerpt(strengths) });
    if (quotable(comments))
      highlights.push({ refereeName, source: 'comments', text: excerpt(comments) });
    if (quotable(improvements))
      concerns.push({ refereeName, source: 'improvements', text: excerpt(improvements) });
    if (wouldRehire === false)
      concerns.push({ refereeName, source: 'would_rehire', text: 'Would not rehire.' });
  }
  return { highlights, concerns };
}

/** Computes the valuation of a request from its completed responses and trust signals. */
export function computeValuation(stored: ValuationInput): Valuation {
  // Stored text may hold lone surrogates (older data, other sources): repaired, never a failed draft.
  const input = wellFormedDeep(stored);
  const responses = orderResponses(input.responses);
  const competencies = COMPETENCY_NAMES.map((key) => scoreCompetency(key, responses));

  // The overall score averages unrounded competency means so rounding happens once.
  const unroundedMeans = COMPETENCY_NAMES.map((key) => {
    const values = ratingsFor(key, responses);
    return values.length ? mean(values) : null;
  }).filter((v): v is number => v !== null);
  const overallRaw = unroundedMeans.length ? mean(unroundedMeans) : null;

  const yes = responses.filter((r) => r.answers.wouldRehire === true).length;
  const no = responses.filter((r) => r.answers.wouldRehire === false).length;

  const { firstName, lastName } = input.candidate;
  return {
    candidate: { firstName, lastName, name: `${firstName} ${lastName}`.trim() },
    roleTitle: input.roleTitle,
    tenantName: input.tenantName,
    counts: { invited: Math.max(input.invitedCount, responses.length), answered: responses.length },
    competencies,
    overall: {
      score: overallRaw === null ? null : round(overallRaw),
      percent: overallRaw === null ? null : round(((overallRaw - 1) / 4) * 100, 1),
      competenciesRated: unroundedMeans.length,
    },
    wouldRehire: {
      yes,
      no,
      unknown: responses.length - yes - no,
      share: yes + no === 0 ? null : round(yes / (yes + no)),
    },
    agreement: agreementOf(responses),
    ...quotesOf(responses),
    referees: responses.map((r) => ({
      responseId: r.responseId,
      contactId: r.contactId,
      name: r.refereeName,
      relationship: r.relationship ?? r.answers.relationship ?? null,
      monthsKnown: r.answers.monthsKnown ?? null,
      wouldRehire: r.answers.wouldRehire ?? null,
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
