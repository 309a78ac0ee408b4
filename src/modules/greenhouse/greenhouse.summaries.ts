import { fill, participantCopy } from '../../core/participant-copy.ts';
import { formatScore } from '../../core/score.ts';
import type { QuestionResult } from '../reports/valuation.ts';

const R = participantCopy().report;
/** Greenhouse shows `metadata` values on the candidate's profile: one short line each. */
const MAX_CHARS = 200;

type Summary<K extends QuestionResult['kind']> = (
  q: Extract<QuestionResult, { kind: K }>,
) => string;

/**
 * One line per kind of question result, in the report's own words
 * (core/copy). A table, not a switch: a kind added to QuestionResult without
 * its line here fails to compile. When the question kinds become modules with
 * their own summary, this table gives way to their registry.
 */
const SUMMARY: { [K in QuestionResult['kind']]: Summary<K> } = {
  rating: (q) => `${formatScore(q.mean)} / 5 (${fill(R.answeredCount, { count: q.count })})`,
  yes_no: (q) => fill(R.yesNoCounts, { yes: q.yes, no: q.no }),
  choice: (q) =>
    q.distribution
      .filter((d) => d.count > 0)
      .map((d) => `${d.option}: ${fill(R.choiceCount, { count: d.count, answered: q.count })}`)
      .join('; '),
  number: (q) =>
    fill(R.numberMean, { mean: formatScore(q.mean), min: q.min ?? '–', max: q.max ?? '–' }),
  text: (q) => `${fill(R.answeredCount, { count: q.count })} (quoted in the report)`,
};

function summaryOf(q: QuestionResult): string {
  if (q.count === 0) return R.noAnswers;
  const line = (SUMMARY[q.kind] as (q: QuestionResult) => string)(q);
  return line.length > MAX_CHARS ? `${line.slice(0, MAX_CHARS - 1)}…` : line;
}

/** `test_status`'s `metadata`: one short string per question of the report, keyed by its key. */
export function questionSummaries(questions: QuestionResult[]): Record<string, string> {
  return Object.fromEntries(questions.map((q) => [q.key, summaryOf(q)]));
}
