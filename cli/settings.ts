import { createRefcheckClient, type RefcheckClient } from '../src/client/index.ts';
import { CredentialStore, type Profile } from './credentials.ts';

export const DEFAULT_BASE_URL = 'http://127.0.0.1:3000';

export interface GlobalOptions {
  apiKey?: string;
  baseUrl?: string;
  json?: boolean;
}

/** What a command would use, and where each part came from (`refcheck status`). */
export interface Settings {
  apiKey: string | undefined;
  apiKeyFrom: string;
  baseUrl: string;
  baseUrlFrom: string;
  profile: Profile | undefined;
}

/** CONTRACT's order: the flag, the environment, then the credential store; the base URL likewise. */
export async function resolveSettings(
  options: GlobalOptions,
  store = new CredentialStore(),
): Promise<Settings> {
  const profile = store.profile();
  // The keychain (a native module) is read only when neither the flag nor the environment gives a key.
  const given = options.apiKey || process.env.REFCHECK_API_KEY;
  const stored = profile && !given ? await store.apiKeyOf(profile) : undefined;
  const [apiKey, apiKeyFrom] = options.apiKey
    ? [options.apiKey, '--api-key']
    : process.env.REFCHECK_API_KEY
      ? [process.env.REFCHECK_API_KEY, 'REFCHECK_API_KEY']
      : stored
        ? [
            stored,
            `refcheck login (${profile!.storedIn === 'keychain' ? 'OS keychain' : store.location})`,
          ]
        : [undefined, 'none'];
  const [baseUrl, baseUrlFrom] = options.baseUrl
    ? [options.baseUrl, '--base-url']
    : process.env.REFCHECK_BASE_URL
      ? [process.env.REFCHECK_BASE_URL, 'REFCHECK_BASE_URL']
      : profile
        ? [profile.baseUrl, `refcheck login (${store.location})`]
        : [DEFAULT_BASE_URL, 'default'];
  return { apiKey, apiKeyFrom, baseUrl, baseUrlFrom, profile };
}

/** Raised for a mistake in how the command was called: exit status 2. */
export class UsageError extends Error {}

/** Ends a command with this exit status once it has said why (`refcheck status` logged out: 1). */
export class ExitStatus extends Error {
  constructor(readonly status: number) {
    super(`exit ${status}`);
  }
}

export async function clientFor(options: GlobalOptions): Promise<RefcheckClient> {
  const settings = await resolveSettings(options);
  if (!settings.apiKey) {
    throw new UsageError(
      'No API key: pass --api-key, set REFCHECK_API_KEY, or run `refcheck login`.',
    );
  }
  return createRefcheckClient({
    baseUrl: settings.baseUrl,
    apiKey: settings.apiKey,
    userAgent: 'refcheck-cli',
  });
}
