import type { GetPromptResult } from '@modelcontextprotocol/sdk/types.js';
import { reportLines, type TextValuation } from '../reports/report-text.ts';
import type { OperationAnswer } from './mcp.calls.ts';

type Run = (toolName: string, args: Record<string, unknown>) => Promise<OperationAnswer>;

interface ReportState {
  status: string;
  approvedVersion: number | null;
  currentVersion: number;
  valuation: TextValuation | null;
}

/**
 * The report of a reference request as plain text, read through the
 * `getReport` operation (so with its scope, usage record and isolation), as
 * reports/report-text.ts writes it for every reader of text: the headline
 * from the questions with a purpose, each referee, and every answer under
 * its question's prompt with the referee who gave it.
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
  return [...lines, ...reportLines(valuation)].join('\n');
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
            'invent answers that the report does not contain. Name each answer by its question, ' +
            'as the report does. End with the overall score and, when the report says it, ' +
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
