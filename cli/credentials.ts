import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';

export type Environment = 'live' | 'test';

/** One stored login: where the key lives, and what to tell a person about it (never the key). */
export interface Profile {
  environment: Environment;
  baseUrl: string;
  apiKeyId: string;
  prefix: string;
  tenantId: string;
  /** When the key stops working (keys from `refcheck login` last 90 days); absent: never said. */
  expiresAt?: string | null;
  /** `keychain` when the OS keychain holds the key, else the key is in this file. */
  storedIn: 'keychain' | 'file';
  apiKey?: string;
}

interface CredentialsFile {
  defaultProfile?: Environment;
  profiles: Partial<Record<Environment, Profile>>;
}

const KEYCHAIN_SERVICE = 'refcheck-cli';

/** `$XDG_CONFIG_HOME/refcheck/credentials.json` (default `~/.config`), per CONTRACT. */
export function credentialsPath(env: NodeJS.ProcessEnv = process.env): string {
  const base = env.XDG_CONFIG_HOME || path.join(homedir(), '.config');
  return path.join(base, 'refcheck', 'credentials.json');
}

/**
 * The credential store `refcheck login` fills: the OS keychain through
 * @napi-rs/keyring where the platform offers one, else the 0600 file. The
 * file always holds the profile (base URL, key id, prefix) so `status` can
 * say what would be used without reading the secret.
 */
export class CredentialStore {
  constructor(private readonly file = credentialsPath()) {}

  get location(): string {
    return this.file;
  }

  read(): CredentialsFile {
    if (!existsSync(this.file)) return { profiles: {} };
    return JSON.parse(readFileSync(this.file, 'utf8')) as CredentialsFile;
  }

  profile(environment?: Environment): Profile | undefined {
    const stored = this.read();
    return stored.profiles[environment ?? stored.defaultProfile ?? 'test'];
  }

  async apiKeyOf(profile: Profile): Promise<string | undefined> {
    if (profile.storedIn === 'file') return profile.apiKey;
    return (await keychain())?.get(profile.environment) ?? undefined;
  }

  /** Saves a login; answers where the key went. */
  async save(profile: Omit<Profile, 'storedIn' | 'apiKey'>, apiKey: string) {
    const chain = await keychain();
    const inKeychain = chain?.set(profile.environment, apiKey) ?? false;
    const entry: Profile = inKeychain
      ? { ...profile, storedIn: 'keychain' }
      : { ...profile, storedIn: 'file', apiKey };
    const stored = this.read();
    stored.profiles[profile.environment] = entry;
    stored.defaultProfile = profile.environment;
    this.write(stored);
    return entry.storedIn === 'keychain' ? 'the OS keychain' : this.file;
  }

  /** Forgets a login; answers the profile that was removed. */
  async remove(environment?: Environment): Promise<Profile | undefined> {
    const stored = this.read();
    const name = environment ?? stored.defaultProfile ?? 'test';
    const profile = stored.profiles[name];
    if (!profile) return undefined;
    if (profile.storedIn === 'keychain') (await keychain())?.delete(name);
    delete stored.profiles[name];
    if (stored.defaultProfile === name) stored.defaultProfile = undefined;
    if (Object.keys(stored.profiles).length === 0) rmSync(this.file, { force: true });
    else this.write(stored);
    return profile;
  }

  private write(stored: CredentialsFile): void {
    mkdirSync(path.dirname(this.file), { recursive: true, mode: 0o700 });
    writeFileSync(this.file, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
    chmodSync(this.file, 0o600);
  }
}

interface Keychain {
  get(account: string): string | undefined;
  set(account: string, secret: string): boolean;
  delete(account: string): void;
}

/**
 * The OS keychain, or undefined where there is none that works (a headless
 * Linux without a Secret Service, `REFCHECK_NO_KEYCHAIN=1`): the native
 * binding loads everywhere, so it is tried with a real write before use.
 */
async function keychain(): Promise<Keychain | undefined> {
  if (process.env.REFCHECK_NO_KEYCHAIN === '1') return undefined;
  try {
    const { Entry } = await import('@napi-rs/keyring');
    const entry = (account: string) => new Entry(KEYCHAIN_SERVICE, account);
    return {
      get: (account) => entry(account).getPassword() ?? undefined,
      set: (account, secret) => {
        try {
          entry(account).setPassword(secret);
          return entry(account).getPassword() === secret;
        } catch {
          return false;
        }
      },
      delete: (account) => {
        try {
          entry(account).deletePassword();
        } catch {
          // Already gone.
        }
      },
    };
  } catch {
    return undefined;
  }
}
