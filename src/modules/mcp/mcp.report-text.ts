import type { GetPromptResult } from '@modelcontextprotocol/sdk/types.js';
import { oneLine } from '../../core/text.ts';
import type { OperationAnswer } from './mcp.calls.ts';

type Run = (toolName: string, args: Record<string, unknown>) => Promise<OperationAnswer>;

interface Quote {
  refereeName: string;
  source: string;
  text: string;
}

interface ReportState {
  status: string;
  approvedVersion: number | null;
  currentVersion: number;
  valuation: {
    candidate: { name: string };
    roleTitle: string | null;
    counts: { invited: number; answered: number };
    overall: { score: number | null };
    competencies: { label: string; mean: number | null; count: number }[];
    wouldRehire: { yes: number; no: number; unknown: number };
    referees: {
      name: string;
      relationship: string | null;
      monthsKnown: number | null;
      wouldRehire: boolean | null;
    }[];
    highlights: Quote[];
    concerns: Quote[];
  } | null;
}

/**
 * The report of a reference request as plain text, read through the
 * `getReport` operation (so with its scope, usage record and isolation): the
 * scores, each referee, and the quoted answers with the referee who gave them.
 * Every name and quote is one line (CONTRACT "Names are one line"): stored
 * text cannot forge a line of its own ("Bcc: …") or reorder what is read.
 */
export async function reportText(run: Run, requestId: string): Promise<string> {
  return reportTextOf(await run('get_report', { requestId }), requestId);
}

/** The text of a `get_report` answer (a refusal says why). */
export function reportTextOf(answer: OperationAnswer, requestId: string): string {
  if (answer.status >= 400) {
    const problem = (answer.json ?? {}) as {
      code?: string;
      detail?: string;
      requiredScope?: string;
    };
    const scope = problem.requiredScope ? ` (missing scope: ${problem.requiredScope})` : '';
    return `No report for ${requestId}: ${problem.code ?? answer.status}: ${problem.detail ?? ''}${scope}`;
  }
  const report = answer.json as ReportState;
  const valuation = report.valuation;
  const lines = [
    `Reference report for request ${requestId}`,
    `Report status: ${report.status}${report.approvedVersion ? ` (approved version ${report.approvedVersion})` : ''}`,
  ];
  if (!valuation) return [...lines, 'No valuation yet: draft one first.'].join('\n');
  lines.push(
    `Candidate: ${oneLine(valuation.candidate.name)}${valuation.roleTitle ? `, for ${oneLine(valuation.roleTitle)}` : ''}`,
    `Referees: ${valuation.counts.answered} answered of ${valuation.counts.invited} invited`,
    `Overall score: ${valuation.overall.score ?? 'not rated'} (1–5)`,
    `Would rehire: ${valuation.wouldRehire.yes} yes, ${valuation.wouldRehire.no} no, ${valuation.wouldRehire.unknown} not said`,
    '',
    'Competencies:',
    ...valuation.competencies.map(
      (c) =>
        `- ${oneLine(c.label)}: ${c.mean ?? 'not rated'} (${c.count} rating${c.count === 1 ? '' : 's'})`,
    ),
    '',
    'Referees:',
    ...valuation.referees.map(
      (r) =>
        `- ${oneLine(r.name)}${r.relationship ? `, ${oneLine(r.relationship)}` : ''}${r.monthsKnown ? `, ${r.monthsKnown} months` : ''}; would rehire: ${r.wouldRehire === null ? 'not said' : r.wouldRehire ? 'yes' : 'no'}`,
    ),
    '',
    'Highlights:',
    ...quoteLines(valuation.highlights),
    '',
    'Concerns:',
    ...quoteLines(valuation.concerns),
  );
  return lines.join('\n');
}

function quoteLines(quotes: Quote[]): string[] {
  if (quotes.length === 0) return ['- none'];
  return quotes.map(
    (quote) => `- ${oneLine(quote.refereeName)} (${quote.source}): "${oneLine(quote.text)}"`,
  );
}

/** "Summarise this reference check": the report as an embedded resource and how to quote it. */
export function summarisePrompt(requestId: string, text: string): GetPromptResult {
  return {
    description: `Summarise the reference check ${requestId}`,
    messages: [
      {
        role: 'user',
        content: {
          type: 'text',
          text:
            'Summarise this reference check for a hiring manager in a few short paragraphs. ' +
            'Quote answers word for word, each with the name of the referee who gave it ' +
            '(e.g. Dana Reyes: "…"); never attribute a quote to anyone else, and do not ' +
            'invent answers that the report does not contain. End with the overall score and ' +
            'whether the referees would rehire.',
        },
      },
      {
        role: 'user',
        content: {
          type: 'resource',
          resource: {
            uri: `refcheck://reference-requests/${requestId}/report`,
            mimeType: 'text/plain',
            text,
          },
        },
      },
    ],
  };
}
