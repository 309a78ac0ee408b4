import { spawn } from 'node:child_process';
import type { Command } from 'commander';
import { CredentialStore, type Environment } from '../credentials.ts';
import { colours, printRecord, when } from '../output.ts';
import { DEFAULT_BASE_URL, resolveSettings, UsageError } from '../settings.ts';
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
      apiKey: { id: string; prefix: string; tenantId: string; environment: Environment };
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
    .description('Show which key and base URL a command would use, and where each comes from')
    .action(async (_options: unknown, command: Command) => {
      const options = command.optsWithGlobals() as Options;
      const settings = await resolveSettings(options);
      // The public part only (`svc_test_<prefix>_…`): never a character of the secret.
      const key = settings.apiKey
        ? `${settings.apiKey.split('_').slice(0, 3).join('_')}_…`
        : 'none';
      const status = {
        baseUrl: settings.baseUrl,
        baseUrlFrom: settings.baseUrlFrom,
        apiKey: key,
        apiKeyFrom: settings.apiKeyFrom,
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
        ]),
      );
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
      const where = await store.save(
        {
          environment,
          baseUrl,
          apiKeyId: answer.apiKey.id,
          prefix: answer.apiKey.prefix,
          tenantId: answer.apiKey.tenantId,
        },
        answer.plaintext,
      );
      const done = {
        apiKeyId: answer.apiKey.id,
        environment,
        tenantId: answer.apiKey.tenantId,
        storedIn: where,
      };
      show(options, done, (d) =>
        process.stdout.write(
          `Logged in to ${d.tenantId} (${d.environment}) with key ${d.apiKeyId}; stored in ${d.storedIn}.\n`,
        ),
      );
    });

  program
    .command('logout')
    .description('Forget the stored key (revoke it in the console under API keys)')
    .option('--environment <env>', 'live or test (default: the last login)')
    .action(async (_options: unknown, command: Command) => {
      const options = command.optsWithGlobals() as Options;
      const store = new CredentialStore();
      const removed = await store.remove(options.environment as Environment | undefined);
      const done = { removed: removed ? removed.apiKeyId : null };
      show(options, done, () =>
        process.stdout.write(
          removed
            ? `Forgot key ${removed.apiKeyId} (${removed.environment}). It still works until revoked: ` +
                `${removed.baseUrl}/app/api-keys\n`
            : 'Not logged in.\n',
        ),
      );
    });
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
