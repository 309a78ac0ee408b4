import { spawn } from 'node:child_process';
import type { Command } from 'commander';
import {
  createRefcheckClient,
  RefcheckApiError,
  RefcheckConnectionError,
} from '../../src/client/index.ts';
import { CredentialStore, type Environment } from '../credentials.ts';
import { colours, printRecord, when } from '../output.ts';
import { DEFAULT_BASE_URL, ExitStatus, resolveSettings, UsageError } from '../settings.ts';
import { call, type Options, run, show } from './shared.ts';

interface StartedPairing {
  pairingId: string;
  userCode: string;
  verificationUrl: string;
  pollSecret: string;
  expiresAt: string;
  interval: number;
}

type PollAnswer =
  | { status: 'pending' | 'denied' | 'expired' | 'consumed' }
  | {
      status: 'approved';
      plaintext: string;
      apiKey: {
        id: string;
        prefix: string;
        tenantId: string;
        environment: Environment;
        expiresAt: string | null;
      };
    };

export function registerAuth(program: Command): void {
  program
    .command('whoami')
    .description('Show the API key in use: tenant, recruiter, environment, scopes')
    .action(
      run(async ({ client, options }) => {
        const me = await call('Loading', client.data(client.api.GET('/v1/api/whoami')));
        show(options, me, (key) =>
          printRecord([
            ['key', `${key.name} (${key.id}, prefix ${key.prefix})`],
            ['tenant', key.tenantId],
            ['recruiter', key.recruiterId],
            ['environment', key.environment === 'test' ? colours.yellow('test') : key.environment],
            ['scopes', key.scopes.length > 0 ? key.scopes : 'every scope'],
            ['expires', key.expiresAt ? when(key.expiresAt) : 'never'],
          ]),
        );
      }),
    );

  program
    .command('status')
    .description(
      'Show which key and base URL a command would use, where each comes from, and whether the key works (exit 1 if not)',
    )
    .action(async (_options: unknown, command: Command) => {
      const options = command.optsWithGlobals() as Options;
      const settings = await resolveSettings(options);
      // The public part only (`svc_test_<prefix>_…`): never a character of the secret.
      const key = settings.apiKey
        ? `${settings.apiKey.split('_').slice(0, 3).join('_')}_…`
        : 'none';
      // As `gh auth status`: the key is tried, and a missing or refused one exits 1.
      const check = settings.apiKey ? await checkKey(settings.baseUrl, settings.apiKey) : undefined;
      const status = {
        baseUrl: settings.baseUrl,
        baseUrlFrom: settings.baseUrlFrom,
        apiKey: key,
        apiKeyFrom: settings.apiKeyFrom,
        valid: check?.valid ?? false,
        problem: check?.problem ?? (settings.apiKey ? null : 'no API key'),
        expiresAt: check?.expiresAt ?? null,
        environment: check?.environment ?? null,
        profile: settings.profile
          ? {
              environment: settings.profile.environment,
              apiKeyId: settings.profile.apiKeyId,
              storedIn: settings.profile.storedIn,
            }
          : null,
      };
      show(options, status, (s) =>
        printRecord([
          ['base URL', `${s.baseUrl}  ${colours.dim(`(${s.baseUrlFrom})`)}`],
          ['API key', `${s.apiKey}  ${colours.dim(`(${s.apiKeyFrom})`)}`],
          ...(s.valid
            ? ([
                ['environment', s.environment],
                ['expires', s.expiresAt ? when(s.expiresAt) : 'never'],
              ] as [string, unknown][])
            : []),
        ]),
      );
      if (!status.valid) {
        process.stderr.write(
          settings.apiKey
            ? `${colours.red('error:')} the key does not work: ${status.problem}. Run \`refcheck login\` for a new one.\n`
            : `${colours.red('error:')} not logged in. Run \`refcheck login\`, set REFCHECK_API_KEY or pass --api-key.\n`,
        );
        throw new ExitStatus(1);
      }
    });

  program
    .command('login')
    .description('Get an API key by approving this terminal in the recruiter console (browser)')
    .option('--environment <env>', 'live or test', 'test')
    .option('--scopes <scopes>', 'comma-separated scopes (default: every scope)')
    .option('--name <name>', 'the key name', 'refcheck CLI')
    .option('--no-browser', 'print the URL only, do not open a browser')
    .action(async (_options: unknown, command: Command) => {
      const options = command.optsWithGlobals() as Options;
      const environment = options.environment as Environment;
      if (environment !== 'live' && environment !== 'test') {
        throw new UsageError('--environment must be live or test');
      }
      const baseUrl = String(options.baseUrl ?? process.env.REFCHECK_BASE_URL ?? DEFAULT_BASE_URL);
      const pairing = await postJson<StartedPairing>(`${baseUrl}/v1/cli/pairings`, {
        environment,
        name: options.name,
        ...(options.scopes
          ? {
              scopes: String(options.scopes)
                .split(',')
                .map((s) => s.trim()),
            }
          : {}),
      });
      process.stderr.write(
        `Your pairing code is ${colours.bold(pairing.userCode)}\n` +
          `Open ${colours.cyan(pairing.verificationUrl)} and approve it (expires ${when(pairing.expiresAt)}).\n`,
      );
      if (options.browser !== false && process.stdout.isTTY) openBrowser(pairing.verificationUrl);
      const answer = await waitForApproval(baseUrl, pairing);
      const store = new CredentialStore();
      // The key this login replaces is revoked: a key the CLI no longer knows should not work on.
      const replaced = store.profile(environment);
      const replacedKey = replaced ? await store.apiKeyOf(replaced) : undefined;
      const where = await store.save(
        {
          environment,
          baseUrl,
          apiKeyId: answer.apiKey.id,
          prefix: answer.apiKey.prefix,
          tenantId: answer.apiKey.tenantId,
          expiresAt: answer.apiKey.expiresAt,
        },
        answer.plaintext,
      );
      if (replaced && replacedKey && replaced.apiKeyId !== answer.apiKey.id) {
        await revokeKey(replaced.baseUrl, replacedKey).catch(() => undefined);
      }
      const done = {
        apiKeyId: answer.apiKey.id,
        environment,
        tenantId: answer.apiKey.tenantId,
        expiresAt: answer.apiKey.expiresAt,
        storedIn: where,
      };
      show(options, done, (d) =>
        process.stdout.write(
          `Logged in to ${d.tenantId} (${d.environment}) with key ${d.apiKeyId}; stored in ${d.storedIn}.\n` +
            (d.expiresAt
              ? `The key expires on ${when(d.expiresAt)} (in ${daysUntil(d.expiresAt)} days): run \`refcheck login\` again to renew it.\n`
              : ''),
        ),
      );
    });

  program
    .command('logout')
    .description('Revoke the key `refcheck login` stored, and forget it')
    .option('--environment <env>', 'live or test (default: the last login)')
    .action(async (_options: unknown, command: Command) => {
      const options = command.optsWithGlobals() as Options;
      const store = new CredentialStore();
      const profile = store.profile(options.environment as Environment | undefined);
      const key = profile ? await store.apiKeyOf(profile) : undefined;
      // Revoked on the service first; forgotten here whatever it answers (a key it refuses is over).
      const revocation = profile && key ? await revokeKey(profile.baseUrl, key) : 'none';
      const removed = await store.remove(options.environment as Environment | undefined);
      const done = { removed: removed ? removed.apiKeyId : null, revoked: revocation };
      show(options, done, () =>
        process.stdout.write(
          removed
            ? `Logged out: key ${removed.apiKeyId} (${removed.environment}) ${
                revocation === 'revoked' ? 'revoked' : `no longer works (${revocation})`
              } and forgotten.\n`
            : 'Not logged in.\n',
        ),
      );
    });
}

/**
 * Revokes a key with itself (`DELETE /v1/cli/api-key`). Answers `revoked`,
 * or the problem code when the service refuses the key (already revoked,
 * expired): both mean it works no more. A service out of reach throws.
 */
async function revokeKey(baseUrl: string, apiKey: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(new URL('/v1/cli/api-key', baseUrl), {
      method: 'DELETE',
      headers: { authorization: `Bearer ${apiKey}`, 'user-agent': 'refcheck-cli' },
    });
  } catch (error) {
    throw new RefcheckConnectionError(baseUrl, error);
  }
  if (response.ok) return 'revoked';
  const problem = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (response.status === 401) return String(problem.code ?? 'invalid_api_key');
  throw new RefcheckApiError(response.status, problem);
}

/** Whether the key works, as `GET /v1/api/whoami` answers (`refcheck status`). */
async function checkKey(baseUrl: string, apiKey: string) {
  const client = createRefcheckClient({ baseUrl, apiKey, userAgent: 'refcheck-cli' });
  try {
    const me = await client.data(client.api.GET('/v1/api/whoami'));
    return { valid: true, problem: null, expiresAt: me.expiresAt, environment: me.environment };
  } catch (error) {
    if (error instanceof RefcheckApiError) {
      return { valid: false, problem: `${error.code}: ${error.detail}` };
    }
    if (error instanceof RefcheckConnectionError) return { valid: false, problem: error.message };
    throw error;
  }
}

function daysUntil(iso: string): number {
  return Math.round((new Date(iso).getTime() - Date.now()) / 86_400_000);
}

/** Polls until the recruiter decides; the server says when the pairing expired (its clock rules). */
async function waitForApproval(baseUrl: string, pairing: StartedPairing) {
  const deadline = Date.now() + 11 * 60_000;
  while (Date.now() < deadline) {
    const answer = await postJson<PollAnswer>(`${baseUrl}/v1/cli/pairings/poll`, {
      pairingId: pairing.pairingId,
      pollSecret: pairing.pollSecret,
    });
    if (answer.status === 'approved') return answer;
    if (answer.status !== 'pending') throw new LoginFailed(`The pairing was ${answer.status}.`);
    await new Promise((resolve) => setTimeout(resolve, pairing.interval * 1000));
  }
  throw new LoginFailed('The pairing expired before it was approved.');
}

export class LoginFailed extends Error {}

async function postJson<T>(url: string, body: unknown): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as T & { code?: string; detail?: string };
  if (!response.ok) throw new LoginFailed(`${answer.code}: ${answer.detail}`);
  return answer;
}

function openBrowser(url: string): void {
  const opener =
    process.platform === 'darwin' ? 'open' : process.platform === 'win32' ? 'start' : 'xdg-open';
  try {
    spawn(opener, [url], { stdio: 'ignore', detached: true })
      .on('error', () => {})
      .unref();
  } catch {
    // No browser here: the URL is printed above.
  }
}
