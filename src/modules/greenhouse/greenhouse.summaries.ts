import { participantCopy } from '../../core/participant-copy.ts';
import { formatScore } from '../../core/score.ts';
import { summariseResult } from '../questionnaires/kinds/index.ts';
import type { QuestionResult } from '../reports/valuation.ts';

/** Greenhouse shows `metadata` values on the candidate's profile: one short line each. */
const MAX_CHARS = 200;

function summaryOf(q: QuestionResult): string {
  const line = summariseResult(q, participantCopy().report, formatScore);
  return line.length > MAX_CHARS ? `${line.slice(0, MAX_CHARS - 1)}…` : line;
}

/** `test_status`'s `metadata`: one short string per question of the report, keyed by its key (each kind's own summary line). */
export function questionSummaries(questions: QuestionResult[]): Record<string, string> {
  return Object.fromEntries(questions.map((q) => [q.key, summaryOf(q)]));
}
