import { readFileSync } from 'node:fs';
import { type Command, InvalidArgumentError } from 'commander';
import type { RefcheckClient } from '../../src/client/index.ts';
import { colours, loadTables, printJson, withProgress } from '../output.ts';
import { clientFor, type GlobalOptions, resolveSettings, UsageError } from '../settings.ts';

export type Options = GlobalOptions & Record<string, unknown>;

/**
 * A command's action with the client and every option (its own and the
 * global ones) resolved; the positional arguments come first.
 */
export function run(
  handler: (context: { client: RefcheckClient; options: Options; args: string[] }) => Promise<void>,
) {
  return async (...params: unknown[]) => {
    const command = params.at(-1) as Command;
    const options = command.optsWithGlobals() as Options;
    const args = params.slice(0, -2).map(String);
    // The table renderer loads while the credentials are read, and never for --json.
    const [client] = await Promise.all([clientFor(options), options.json ? null : loadTables()]);
    await handler({ client, options, args });
  };
}

/** A page of an API list (CONTRACT: `{ data, nextCursor }`). */
export interface ListPage<T> {
  data: T[];
  nextCursor: string | null;
}

/** The paging options of a list command: `--limit` (1–100), `--cursor`, `--all`. */
export function withPaging(command: Command, plural: string, singular: string): Command {
  return command
    .option('--limit <n>', `${plural} per page (1-100)`, pageLimit, 25)
    .option('--cursor <cursor>', 'start at this page (the nextCursor a page before gave)')
    .option('--all', `page through every ${singular}`);
}

/**
 * Prints one page of a list, or every page with `--all`. When more remain,
 * `--json` keeps the API's `nextCursor` and a person is shown the command
 * for the next page on stderr (stdout stays the list, for pipes).
 */
export async function showList<T>(
  client: RefcheckClient,
  options: Options,
  page: (cursor: string | undefined) => Promise<ListPage<T>>,
  render: (rows: T[]) => void,
  cursorFlag = '--cursor',
): Promise<void> {
  const from = options.cursor as string | undefined;
  if (options.all) {
    const all: T[] = [];
    for await (const row of client.paginate((cursor) => page(cursor ?? from))) all.push(row);
    show(options, { object: 'list', data: all, nextCursor: null }, (list) => render(list.data));
    return;
  }
  const first = await call('Loading', page(from));
  show(options, first, (list) => render(list.data));
  if (first.nextCursor && !options.json) printNextPage(cursorFlag, first.nextCursor);
}

/** "More: refcheck requests list --limit 5 --cursor …" on stderr: this command line, one page on. */
function printNextPage(cursorFlag: string, nextCursor: string): void {
  const args: string[] = [];
  const given = process.argv.slice(2);
  for (let i = 0; i < given.length; i += 1) {
    const arg = given[i]!;
    // The secret never goes into a line people copy into tickets; the old cursor is replaced.
    if (arg === '--api-key' || arg === cursorFlag) i += 1;
    else if (!arg.startsWith('--api-key=') && !arg.startsWith(`${cursorFlag}=`)) args.push(arg);
  }
  const command = ['refcheck', ...args, cursorFlag, nextCursor].map(shellWord).join(' ');
  process.stderr.write(`${colours.dim('More: ')}${command}\n`);
}

/** A word as a POSIX shell reads it back: quoted only when it must be. */
function shellWord(word: string): string {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replaceAll("'", "'\\''")}'`;
}

/** Prints `--json` output as the API's JSON, else calls the human rendering. */
export function show<T>(options: Options, value: T, human: (value: T) => void): void {
  if (options.json) printJson(value);
  else human(value);
}

/**
 * The console page of a record the key's environment holds
 * (`/app/test/requests/rr_…` for a test key), as `gh` prints the URL of
 * what it created.
 */
export async function consoleUrl(options: Options, page: string): Promise<string> {
  const { apiKey, baseUrl } = await resolveSettings(options);
  const base = apiKey?.startsWith('svc_test_') ? '/app/test' : '/app';
  return new URL(`${base}${page}`, baseUrl).toString();
}

/** Prints a record, then its console page (not with --json: the API's JSON only). */
export async function showWithConsoleUrl<T>(
  options: Options,
  value: T,
  human: (value: T) => void,
  page: string,
): Promise<void> {
  show(options, value, human);
  if (!options.json) process.stdout.write(`${await consoleUrl(options, page)}\n`);
}

/** A call with the progress indicator. */
export function call<T>(label: string, work: Promise<T>): Promise<T> {
  return withProgress(label, work);
}

/** A JSON body from `--file` (`-` reads stdin). */
export function readJsonFile(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file === '-' ? 0 : file, 'utf8'));
  } catch (error) {
    throw new UsageError(`Cannot read JSON from ${file}: ${(error as Error).message}`);
  }
}

/** `--contact "First Last,e-mail,phone,relationship"` (phone and relationship optional). */
export function parseContact(value: string, previous: unknown[] = []) {
  const [name = '', email, phone, relationship] = value.split(',').map((part) => part.trim());
  const [firstName, ...rest] = name.split(/\s+/);
  if (!firstName || rest.length === 0 || !email) {
    throw new UsageError(
      `--contact "${value}": expected "First Last,e-mail[,phone[,relationship]]"`,
    );
  }
  const contact = {
    firstName,
    lastName: rest.join(' '),
    email,
    ...(phone ? { phone } : {}),
    ...(relationship ? { relationship } : {}),
  };
  return [...previous, contact];
}

/** `--limit`: the API's range (CONTRACT: 1–100), checked before any call (exit 2). */
export function pageLimit(value: string): number {
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1 || parsed > 100) {
    throw new InvalidArgumentError('A page holds 1 to 100 items.');
  }
  return parsed;
}

export function positiveInt(value: string): number {
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1)
    throw new UsageError(`not a positive integer: ${value}`);
  return parsed;
}

/** A person's name as printed: "(erased)" once their personal data is erased (CONTRACT "Personal data"). */
export function personName(person: {
  firstName?: string | null;
  lastName?: string | null;
  erasedAt?: string | null;
}): string {
  const name = [person.firstName, person.lastName].filter(Boolean).join(' ');
  return name || (person.erasedAt ? '(erased)' : '—');
}
