import { readFileSync } from 'node:fs';
import { Command, CommanderError } from 'commander';
import { RefcheckApiError, RefcheckConnectionError } from '../src/client/index.ts';
import { LoginFailed, registerAuth } from './commands/auth.ts';
import { registerMcp } from './commands/mcp.ts';
import {
  registerCandidates,
  registerEvents,
  registerOpsAndAgent,
  registerTestHelpers,
} from './commands/misc.ts';
import { registerQuestionnaires } from './commands/questionnaires.ts';
import { registerReports } from './commands/reports.ts';
import { registerRequests } from './commands/requests.ts';
import { colours } from './output.ts';
import { UsageError } from './settings.ts';

/** Exit statuses of CONTRACT: 0 success, 1 the API answered an error, 2 usage error. */
const EXIT = { ok: 0, apiError: 1, usage: 2 } as const;

export function buildProgram(): Command {
  const program = new Command('refcheck')
    .description(
      'Refcheck from the command line: reference requests, reports, candidates, questionnaires, events',
    )
    .option(
      '--api-key <key>',
      'API key (else REFCHECK_API_KEY, else the key `refcheck login` stored)',
    )
    .option(
      '--base-url <url>',
      'service URL (else REFCHECK_BASE_URL, the stored profile, http://127.0.0.1:3000)',
    )
    .option('--json', "print the API's JSON unchanged")
    .version(packageVersion(), '-V, --version', 'print the version')
    .showHelpAfterError()
    .exitOverride();
  registerAuth(program);
  registerRequests(program);
  registerReports(program);
  registerCandidates(program);
  registerQuestionnaires(program);
  registerOpsAndAgent(program);
  registerEvents(program);
  registerTestHelpers(program);
  registerMcp(program);
  for (const command of allCommands(program)) command.exitOverride();
  return program;
}

/** The version of the checkout's package.json (the CLI runs from its sources). */
function packageVersion(): string {
  const file = new URL('../package.json', import.meta.url);
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

function allCommands(command: Command): Command[] {
  return command.commands.flatMap((child) => [child, ...allCommands(child)]);
}

export async function main(argv: string[]): Promise<number> {
  try {
    await buildProgram().parseAsync(argv);
    return EXIT.ok;
  } catch (error) {
    return report(error);
  }
}

function report(error: unknown): number {
  if (error instanceof CommanderError) {
    // Help and version exit 0; every other parse error is a usage error.
    return error.exitCode === 0 ? EXIT.ok : EXIT.usage;
  }
  if (error instanceof UsageError) {
    process.stderr.write(`${colours.red('error:')} ${error.message}\n`);
    return EXIT.usage;
  }
  if (error instanceof RefcheckApiError) {
    process.stderr.write(`${colours.red(error.code)}: ${error.detail}\n`);
    // Each invalid field, as the problem names it (`validation_failed`).
    for (const field of error.problem.errors ?? []) {
      process.stderr.write(`  ${field.path}: ${field.message}\n`);
    }
    const extra = error.problem.requiredScope
      ? `required scope: ${error.problem.requiredScope}\n`
      : '';
    process.stderr.write(`${extra}${colours.dim(`trace id: ${error.traceId ?? 'none'}`)}\n`);
    return EXIT.apiError;
  }
  if (error instanceof RefcheckConnectionError || error instanceof LoginFailed) {
    process.stderr.write(`${colours.red('error:')} ${error.message}\n`);
    return EXIT.apiError;
  }
  throw error;
}

process.exitCode = await main(process.argv);
