import { readFileSync } from 'node:fs';
import { Argument, Command, CommanderError } from 'commander';
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
import { completionScript, SHELLS, type Shell } from './completion.ts';
import { colours } from './output.ts';
import { ExitStatus, UsageError } from './settings.ts';

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
  program
    .command('completion')
    .description('Print the shell completion script (bash, zsh or fish; see the README)')
    .addArgument(new Argument('<shell>').choices(SHELLS))
    .action((shell: Shell) => {
      process.stdout.write(completionScript(program, shell));
    });
  for (const command of allCommands(program)) command.exitOverride();
  return program;
}

/** Set by the bundle (scripts/build-cli.ts); undefined when the sources run through tsx. */
declare const REFCHECK_VERSION: string | undefined;

/** The package's version: built into the bundle, else read from the checkout's package.json. */
function packageVersion(): string {
  if (typeof REFCHECK_VERSION === 'string') return REFCHECK_VERSION;
  const file = new URL('../package.json', import.meta.url);
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

function allCommands(command: Command): Command[] {
  return command.commands.flatMap((child) => [child, ...allCommands(child)]);
}

export async function main(argv: string[]): Promise<number> {
  const program = buildProgram();
  try {
    await program.parseAsync(argv);
    return EXIT.ok;
  } catch (error) {
    const json = Boolean(program.opts().json) || argv.includes('--json');
    return json ? reportAsJson(error) : report(error);
  }
}

/**
 * `--json`: the problem as the API answered it (`type`, `title`, `status`,
 * `detail`, `code`, `traceId`, `errors`), or one in its shape for the CLI's
 * own failures, on stderr (CONTRACT): stdout stays empty, so a script that
 * pipes it to `jq` never reads an error as data. The exit status is unchanged.
 */
function reportAsJson(error: unknown): number {
  const write = (problem: Record<string, unknown>) =>
    process.stderr.write(`${JSON.stringify(problem, null, 2)}\n`);
  if (error instanceof RefcheckApiError) {
    write({
      ...error.problem,
      status: error.status,
      code: error.code,
      detail: error.detail,
      errors: error.problem.errors ?? [],
      traceId: error.traceId ?? null,
    });
    return EXIT.apiError;
  }
  if (error instanceof UsageError) {
    write({ code: 'usage_error', detail: error.message, errors: [], traceId: null });
    return EXIT.usage;
  }
  if (error instanceof RefcheckConnectionError || error instanceof LoginFailed) {
    const code = error instanceof LoginFailed ? 'login_failed' : 'connection_failed';
    write({ code, detail: error.message, errors: [], traceId: null });
    return EXIT.apiError;
  }
  // Commander's own parse errors were printed as text already; exit statuses as without --json.
  return report(error);
}

function report(error: unknown): number {
  if (error instanceof CommanderError) {
    // Help and version exit 0; every other parse error is a usage error.
    return error.exitCode === 0 ? EXIT.ok : EXIT.usage;
  }
  if (error instanceof ExitStatus) return error.status;
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
