import { fill, participantCopy } from '../../core/participant-copy.ts';
import { formatScore } from '../../core/score.ts';
import { oneLine } from '../../core/text.ts';
import { displayResult, type Purpose, type QuestionResult } from '../questionnaires/kinds/index.ts';

/**
 * A report as plain text, the same for every reader of text (the MCP report
 * resource and its summary prompt, the CLI): the headline, the ratings, the
 * referees, the highlights and concerns, and every other answer under its
 * question's prompt (CONTRACT "Purposes": never under its key). A part whose
 * purpose the pinned version lacks is left out, never shown empty or as a
 * dash. Every name, prompt and quote is one line (CONTRACT "Names are one
 * line"): stored text cannot forge a line of its own.
 */

const R = participantCopy().report;
const S = participantCopy().sections;

/** The valuation fields the text reads (the API's `Valuation` and the stored one both fit). */
export interface TextValuation {
  candidate: { name: string };
  roleTitle: string | null;
  questionnaire: { name: string; version: number };
  questions: QuestionResult[];
  counts: { invited: number; answered: number };
  overall: { score: number | null };
  wouldRehire: { yes: number; no: number; unknown: number };
  agreement: { level: string } | null;
  referees: {
    name: string;
    relationship: string | null;
    monthsKnown: number | null;
    wouldRehire: boolean | null;
  }[];
  highlights: { refereeName: string; text: string }[];
  concerns: { refereeName: string; text: string }[];
}

const has = (v: TextValuation, purpose: Purpose) => v.questions.some((q) => q.purpose === purpose);

/** Whether the highlights (or concerns) have a section: quotes, or a question that feeds them (valuation.ts hasQuoteSection). */
const quoteSection = (v: TextValuation, section: 'highlights' | 'concerns') =>
  v[section].length > 0 || v.questions.some((q) => q.summarisedIn === section);

/** The headline: overall score, would rehire, agreement and referees, each only when the report has it. */
export function headlineLines(v: TextValuation): string[] {
  const ratings = v.questions.filter((q) => q.kind === 'rating');
  const rehire = v.wouldRehire;
  return [
    `${R.referees}: ${fill(R.answeredOfInvited, v.counts)} ${R.answeredOfInvitedNote}`,
    ratings.length === 0
      ? null
      : `${R.overall}: ${v.overall.score === null ? R.noRatings : fill(R.overallOutOf5, { score: formatScore(v.overall.score) })}`,
    has(v, 'rehire')
      ? `${R.wouldRehire}: ${fill(R.rehireCounts, rehire)}${rehire.unknown ? `, ${rehire.unknown} not said` : ''}`
      : null,
    v.agreement ? `${R.agreement}: ${v.agreement.level}` : null,
  ].filter((line): line is string => line !== null);
}

/** One referee's line: the relationship, months and would-rehire parts only where the questionnaire asks them. */
function refereeLine(r: TextValuation['referees'][number]): string {
  const facts = [
    r.relationship ? oneLine(r.relationship) : null,
    r.monthsKnown === null ? null : fill(R.knownMonths, { months: r.monthsKnown }),
    r.wouldRehire === null ? null : r.wouldRehire ? R.wouldRehireFact : R.wouldNotRehireFact,
  ].filter(Boolean);
  return `- ${[oneLine(r.name), ...facts].join(' · ')}`;
}

const quoteLine = (q: { refereeName: string; text: string }) =>
  `- ${oneLine(q.refereeName)}: "${oneLine(q.text)}"`;

/** A question's results as its kind displays them, one line each. */
export function answerLines(q: QuestionResult): string[] {
  return displayResult(q, R, formatScore).flatMap((block) => {
    if ('quotes' in block) return block.quotes.map(quoteLine);
    if ('rows' in block) return block.rows.map((row) => `- ${oneLine(row.label)}: ${row.value}`);
    return [`- ${block.line}`];
  });
}

/** The sections after the headline, each only when the report has it (`ratings: false`: a caller that draws its own table). */
export function sectionLines(v: TextValuation, { ratings: withRatings = true } = {}): string[] {
  const ratings = v.questions.filter((q) => q.kind === 'rating');
  const others = v.questions.filter((q) => q.kind !== 'rating' && q.summarisedIn === null);
  const section = (title: string, lines: string[]) => ['', `${title}:`, ...lines];
  return [
    ...(withRatings && ratings.length
      ? section(
          S.ratings,
          ratings.map(
            (q) =>
              `- ${oneLine(q.label)}: ${q.mean === null ? R.notRated : formatScore(q.mean)} (${fill(R.answeredCount, { count: q.count })})`,
          ),
        )
      : []),
    ...section(S.referees, v.referees.map(refereeLine)),
    ...(quoteSection(v, 'highlights')
      ? section(
          S.highlights,
          v.highlights.length ? v.highlights.map(quoteLine) : [`- ${S.noHighlights}`],
        )
      : []),
    ...(quoteSection(v, 'concerns')
      ? section(
          S.areasToDevelop,
          v.concerns.length ? v.concerns.map(quoteLine) : [`- ${S.noAreasToDevelop}`],
        )
      : []),
    ...(others.length
      ? section(
          S.answers,
          others.flatMap((q) => [oneLine(q.prompt), ...answerLines(q).map((l) => `  ${l}`)]),
        )
      : []),
  ];
}

/** The whole report as text: who it is about, the headline and the sections. */
export function reportLines(v: TextValuation): string[] {
  return [
    `Candidate: ${oneLine(v.candidate.name)}${v.roleTitle ? `, for ${oneLine(v.roleTitle)}` : ''}`,
    `Questionnaire: ${oneLine(v.questionnaire.name)} (version ${v.questionnaire.version})`,
    ...headlineLines(v),
    ...sectionLines(v),
  ];
}
