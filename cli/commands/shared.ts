import { readFileSync } from 'node:fs';
import type { Command } from 'commander';
import type { RefcheckClient } from '../../src/client/index.ts';
import { printJson, withProgress } from '../output.ts';
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
    await handler({ client: await clientFor(options), options, args });
  };
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
