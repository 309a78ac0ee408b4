import { writeFileSync } from 'node:fs';
import type { Command } from 'commander';
import type { components } from '../../src/client/index.ts';
import { colours, printRecord, printTable, when } from '../output.ts';
import { call, run, show } from './shared.ts';

type Report = components['schemas']['ReferenceReport'];

function reportDetail(report: Report) {
  printRecord([
    ['request', report.referenceRequestId],
    ['status', report.status],
    ['version', report.currentVersion],
    ['approved version', report.approvedVersion],
    ['approved', when(report.approvedAt)],
    ['overall score', report.valuation?.overall.score ?? null],
    ['next actions', report.allowedActions],
  ]);
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
            ['overall score', d.valuation.overall.score],
            ['referees', d.valuation.counts.answered],
          ]),
        );
      }),
    );

  reports
    .command('approve <requestId>')
    .description('Approve the current draft')
    .action(
      run(async ({ client, options, args: [id] }) => {
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
            ['overall score', v.valuation.overall.score],
            ['referees answered', v.valuation.counts.answered],
          ]);
          process.stdout.write('\n');
          printTable(v.valuation.competencies, [
            { label: 'COMPETENCY', value: (c) => c.label },
            { label: 'MEAN', value: (c) => c.mean },
            { label: 'RATINGS', value: (c) => c.count },
          ]);
        });
      }),
    );
}
