import { writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline/promises';
import type { Command } from 'commander';
import { type components, RefcheckApiError, type RefcheckClient } from '../../src/client/index.ts';
import { formatScore } from '../../src/core/score.ts';
import { headlineLines, sectionLines } from '../../src/modules/reports/report-text.ts';
import { colours, printRecord, printTable, when } from '../output.ts';
import { UsageError } from '../settings.ts';
import { call, run, show } from './shared.ts';

type Report = components['schemas']['ReferenceReport'];
type Valuation = components['schemas']['Valuation'];

/**
 * The report as a person reads it: the headline (reports/report-text.ts,
 * as the MCP resource says it), the ratings as a table, then the referees,
 * highlights, concerns and every other answer under its question's prompt.
 */
function printReport(v: Valuation): void {
  const ratings = v.questions.flatMap((q) => (q.kind === 'rating' ? [q] : []));
  process.stdout.write(`\nquestionnaire ${v.questionnaire.name} (v${v.questionnaire.version})\n`);
  process.stdout.write(`${headlineLines(v).join('\n')}\n\n`);
  if (ratings.length > 0) {
    printTable(ratings, [
      { label: 'RATING', value: (q) => q.label },
      { label: 'MEAN', value: (q) => formatScore(q.mean) },
      { label: 'SPREAD', value: (q) => formatScore(q.stdDev) },
      { label: 'RATINGS', value: (q) => q.count },
    ]);
  }
  process.stdout.write(`${sectionLines(v, { ratings: false }).join('\n')}\n`);
}

function reportDetail(report: Report) {
  printRecord([
    ['request', report.referenceRequestId],
    ['status', report.status],
    ['version', report.currentVersion],
    ['approved version', report.approvedVersion],
    ['approved', when(report.approvedAt)],
    ['overall score', report.valuation ? formatScore(report.valuation.overall.score) : null],
    ['next actions', report.allowedActions],
  ]);
  if (report.valuation) printReport(report.valuation);
  if (report.shareLinks.length > 0) {
    process.stdout.write('\n');
    printTable(report.shareLinks, [
      { label: 'SHARE LINK', value: (l) => l.id },
      { label: 'STATUS', value: (l) => l.status },
      { label: 'VIEWS', value: (l) => l.viewCount },
      { label: 'EXPIRES', value: (l) => when(l.expiresAt) },
    ]);
  }
}

type ApprovalChecks = Report['approvalChecks'];

/** The weak-decision warning, as the console lists it (stderr: stdout stays the result). */
export function approvalWarning(checks: ApprovalChecks): string {
  const lines = ['This approval is a weak decision:'];
  for (const referee of checks.unansweredReferees)
    lines.push(
      `  - ${referee.name} has not answered (${referee.status}); their link closes on approval`,
    );
  for (const signal of checks.openTrustSignals)
    lines.push(
      `  - open ${signal.severity} trust signal ${signal.kind}${signal.refereeName ? ` (${signal.refereeName})` : ''}`,
    );
  return `${lines.join('\n')}\n`;
}

/**
 * The report's approval checks; a key without `reports:read` cannot see them,
 * which counts as weak (say so and ask) rather than as a silent pass.
 */
async function approvalChecksOf(
  client: RefcheckClient,
  requestId: string,
): Promise<ApprovalChecks> {
  try {
    const report = await call(
      'Checking',
      client.data(
        client.api.GET('/v1/api/reference-requests/{requestId}/report', {
          params: { path: { requestId } },
        }),
      ),
    );
    return report.approvalChecks;
  } catch (error) {
    if (!(error instanceof RefcheckApiError) || error.code !== 'insufficient_scope') throw error;
    process.stderr.write(
      'Cannot check for unanswered referees or open trust signals: the key lacks reports:read.\n',
    );
    return { weak: true, unansweredReferees: [], openTrustSignals: [] };
  }
}

/**
 * Asks on a terminal; elsewhere (a script, CI) a weak approval needs `--yes`,
 * else it is a usage error (exit 2) and nothing is approved.
 */
async function confirmWeakApproval(checks: ApprovalChecks, yes: boolean): Promise<void> {
  if (!checks.weak) return;
  if (checks.unansweredReferees.length + checks.openTrustSignals.length > 0)
    process.stderr.write(colours.yellow(approvalWarning(checks)));
  if (yes) return;
  if (!process.stdin.isTTY || !process.stderr.isTTY) {
    throw new UsageError('Not approved: confirm a weak approval with --yes.');
  }
  const prompt = createInterface({ input: process.stdin, output: process.stderr });
  const answer = await prompt.question('Approve anyway? [y/N] ');
  prompt.close();
  if (!/^y(es)?$/i.test(answer.trim())) throw new UsageError('Not approved.');
}

export function registerReports(program: Command): void {
  const reports = program
    .command('reports')
    .description('Valuation reports: draft, approve, share');
  const byId = (requestId: string) => ({ params: { path: { requestId } } });

  reports
    .command('get <requestId>')
    .description('Show the report state: versions, share links, next actions')
    .action(
      run(async ({ client, options, args: [id] }) => {
        const report = await call(
          'Loading',
          client.data(client.api.GET('/v1/api/reference-requests/{requestId}/report', byId(id!))),
        );
        show(options, report, reportDetail);
      }),
    );

  reports
    .command('draft <requestId>')
    .description('Create or refresh the valuation draft from the completed responses')
    .action(
      run(async ({ client, options, args: [id] }) => {
        const draft = await call(
          'Drafting',
          client.data(
            client.api.POST('/v1/api/reference-requests/{requestId}/valuation/draft', byId(id!)),
          ),
        );
        show(options, draft, (d) =>
          printRecord([
            ['draft', `v${d.version}`],
            ['overall score', formatScore(d.valuation.overall.score)],
            ['referees', d.valuation.counts.answered],
          ]),
        );
      }),
    );

  reports
    .command('approve <requestId>')
    .description(
      'Approve the current draft; asks first when referees have not answered or trust signals are open',
    )
    .option('--yes', 'approve a weak decision without asking (needed when not on a terminal)')
    .action(
      run(async ({ client, options, args: [id] }) => {
        await confirmWeakApproval(await approvalChecksOf(client, id!), options.yes === true);
        const report = await call(
          'Approving',
          client.data(
            client.api.POST('/v1/api/reference-requests/{requestId}/valuation/approve', byId(id!)),
          ),
        );
        show(options, report, reportDetail);
      }),
    );

  reports
    .command('share <requestId>')
    .description('Create a share link for the approved report (the URL is shown only now)')
    .option('--days <n>', 'days until the link expires (1-365, default 30)')
    .action(
      run(async ({ client, options, args: [id] }) => {
        const link = await call(
          'Sharing',
          client.data(
            client.api.POST('/v1/api/reference-requests/{requestId}/share', {
              ...byId(id!),
              body: options.days ? { expiresInDays: Number(options.days) } : {},
            }),
          ),
        );
        show(options, link, (l) =>
          printRecord([
            ['url', colours.cyan(l.url)],
            ['expires', when(l.expiresAt)],
          ]),
        );
      }),
    );

  reports
    .command('revoke <requestId>')
    .description('End every active share link of the report')
    .action(
      run(async ({ client, options, args: [id] }) => {
        const report = await call(
          'Revoking',
          client.data(
            client.api.POST('/v1/api/reference-requests/{requestId}/share/revoke', byId(id!)),
          ),
        );
        show(options, report, reportDetail);
      }),
    );

  reports
    .command('pdf <requestId>')
    .description('Download the approved report as PDF')
    .option(
      '-o, --output <file>',
      'where to write the PDF; `-` for standard output (default: reference-report-<requestId>.pdf)',
    )
    .action(
      run(async ({ client, options, args: [id] }) => {
        const pdf = await call(
          'Downloading',
          client.data(
            client.api.GET('/v1/api/reference-requests/{requestId}/report/pdf', {
              ...byId(id!),
              parseAs: 'arrayBuffer',
            }),
          ),
        );
        const bytes = Buffer.from(pdf as ArrayBuffer);
        if (options.output === '-') {
          process.stdout.write(bytes);
          return;
        }
        const file = options.output ? String(options.output) : `reference-report-${id}.pdf`;
        writeFileSync(file, bytes);
        const saved = { file, bytes: bytes.byteLength };
        show(options, saved, (s) => process.stdout.write(`Saved ${s.file} (${s.bytes} bytes)\n`));
      }),
    );

  program
    .command('valuation')
    .description('Valuations')
    .command('get <requestId>')
    .description('Show the latest valuation (the draft under review, else the approved one)')
    .action(
      run(async ({ client, options, args: [id] }) => {
        const latest = await call(
          'Loading',
          client.data(
            client.api.GET('/v1/api/reference-requests/{requestId}/valuation', byId(id!)),
          ),
        );
        show(options, latest, (v) => {
          printRecord([
            ['version', `v${v.version} (${v.status})`],
            ['overall score', formatScore(v.valuation.overall.score)],
            ['referees answered', v.valuation.counts.answered],
          ]);
          printReport(v.valuation);
        });
      }),
    );
}
