import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const tempDir = () => mkdtempSync(path.join(tmpdir(), 'refcheck-config-'));

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('serves on the embedded engine with no settings at all', () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      publicBaseUrl: 'http://127.0.0.1:3000',
      agentModel: 'builtin',
      enablePreviewFallback: false,
      nodeEnv: 'development',
    });
    expect(config.dataDir).toBe(dataDir);
  });

  it('turns process caches off by name, or all of them, and refuses an unknown name', () => {
    const dataDir = tempDir();
    expect([...loadConfig({ DATA_DIR: dataDir }).processCachesOff]).toEqual([]);
    expect([
      ...loadConfig({ DATA_DIR: dataDir, PROCESS_CACHES_OFF: 'apiKeys,requestViews' })
        .processCachesOff,
    ]).toEqual(['apiKeys', 'requestViews']);
    expect(loadConfig({ DATA_DIR: dataDir, PROCESS_CACHES_OFF: 'all' }).processCachesOff.size).toBe(
      4,
    );
    expect(problemsOf({ DATA_DIR: dataDir, PROCESS_CACHES_OFF: 'views' })[0]).toMatch(
      /^PROCESS_CACHES_OFF/,
    );
  });

  it('takes a separate PostgreSQL URL for LISTEN, and refuses anything else', () => {
    const dataDir = tempDir();
    const url = 'postgres://db.internal:5432/refcheck';
    expect(loadConfig({ DATA_DIR: dataDir, DATABASE_LISTEN_URL: url }).databaseListenUrl).toBe(url);
    expect(loadConfig({ DATA_DIR: dataDir }).databaseListenUrl).toBeUndefined();
    expect(() => loadConfig({ DATA_DIR: dataDir, DATABASE_LISTEN_URL: 'http://db' })).toThrow(
      /DATABASE_LISTEN_URL/,
    );
  });

  it('generates development secrets into DATA_DIR once and reuses them', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(first.sessionJwtSecret).toBeDefined();
    expect(second.sessionJwtSecret).toBe(first.sessionJwtSecret);
    expect(second.secretKey).toBe(first.secretKey);
    expect(readFileSync(path.join(dataDir, 'session-jwt-secret'), 'utf8').trim()).toBe(
      first.sessionJwtSecret,
    );
  });

  it('derives PUBLIC_BASE_URL from HOST and PORT, and trims a trailing slash from a given one', () => {
    expect(
      loadConfig({ DATA_DIR: tempDir(), PORT: '8080', HOST: '0.0.0.0', DEV_SIGN_IN: '0' })
        .publicBaseUrl,
    ).toBe('http://127.0.0.1:8080');
    expect(
      loadConfig({ DATA_DIR: tempDir(), PUBLIC_BASE_URL: 'https://refs.example.com/' })
        .publicBaseUrl,
    ).toBe('https://refs.example.com');
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://localhost/db' }, 'DATABASE_URL'],
    [{ PUBLIC_BASE_URL: 'not a url' }, 'PUBLIC_BASE_URL'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ IDP_WEBHOOK_SECRET: 'secret' }, 'IDP_WEBHOOK_SECRET'],
    [{ ENABLE_PREVIEW_FALLBACK: 'yes' }, 'ENABLE_PREVIEW_FALLBACK'],
    [{ AGENT_MODEL: 'gpt-4' }, 'AGENT_MODEL'],
    [{ AGENT_MODEL: 'openai-compatible:llama3.1' }, 'AGENT_BASE_URL'],
    [
      { AGENT_MODEL: 'openai-compatible:llama3.1', AGENT_BASE_URL: 'localhost:11434/v1' },
      'AGENT_BASE_URL',
    ],
    [
      { AGENT_MODEL: 'openai:gpt-4.1-mini', AGENT_BASE_URL: 'http://127.0.0.1:1/v1' },
      'AGENT_BASE_URL',
    ],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ SESSION_JWT_SECRET: 'short' }, 'SESSION_JWT_SECRET'],
  ])('refuses %o with a message naming %s', (env, setting) => {
    const problems = problemsOf({ DATA_DIR: tempDir(), ...env });
    expect(problems.some((p) => p.startsWith(`${setting}:`))).toBe(true);
  });

  it('takes an OpenAI-compatible server for AGENT_MODEL=openai-compatible:<model>', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      AGENT_MODEL: 'openai-compatible:qwen2.5:7b-instruct',
      AGENT_BASE_URL: 'http://127.0.0.1:11434/v1/',
      AGENT_API_KEY: 'local-key',
    });
    expect(config).toMatchObject({
      agentModel: 'openai-compatible:qwen2.5:7b-instruct',
      agentBaseUrl: 'http://127.0.0.1:11434/v1',
      agentApiKey: 'local-key',
    });
  });

  it('refuses production without an identity provider or session secret, SECRET_KEY and SMTP_URL', () => {
    const dataDir = tempDir();
    const problems = problemsOf({ NODE_ENV: 'production', DATA_DIR: dataDir });
    expect(problems.some((p) => p.startsWith('SESSION_JWT_SECRET:'))).toBe(true);
    expect(problems.some((p) => p.startsWith('SECRET_KEY:'))).toBe(true);
    // Without SMTP_URL e-mails would go to the log: production never writes them there.
    expect(problems.some((p) => p.startsWith('SMTP_URL:'))).toBe(true);
    expect(existsSync(path.join(dataDir, 'session-jwt-secret'))).toBe(false);
  });

  it('starts in production with a JWKS URL and a fixed secret key, and never seeds demo data', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: tempDir(),
      IDP_JWKS_URL: 'https://idp.example.com/.well-known/jwks.json',
      SECRET_KEY: 'x'.repeat(40),
      SMTP_URL: 'smtp://mail.internal:587',
    });
    expect(config.sessionJwtSecret).toBeUndefined();
    expect(config.demoSeed).toBe(false);
  });

  it('opens the development sign-in on a loopback listener only, as npm start runs it', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).devSignIn).toBe(true);
    for (const host of [
      '127.0.0.1',
      '127.0.0.2',
      '::1',
      '[::1]',
      'localhost',
      '::ffff:127.0.0.1',
    ]) {
      expect(loadConfig({ DATA_DIR: tempDir(), HOST: host }).devSignIn, host).toBe(true);
    }
  });

  it('refuses another listener without an identity provider, naming DEV_SIGN_IN', () => {
    for (const host of ['0.0.0.0', '::', '192.168.1.20', 'refs.internal', '128.0.0.1']) {
      const problems = problemsOf({ DATA_DIR: tempDir(), HOST: host });
      expect(problems.join('\n'), host).toMatch(/^DEV_SIGN_IN: HOST=\S+ is not a loopback address/);
    }
    // A session secret alone does not close the sign-in: it still signs anyone in.
    const problems = problemsOf({
      DATA_DIR: tempDir(),
      HOST: '0.0.0.0',
      NODE_ENV: 'test',
      SESSION_JWT_SECRET: 'x'.repeat(40),
    });
    expect(problems.join('\n')).toMatch(/^DEV_SIGN_IN:/);
  });

  it('starts on another listener when DEV_SIGN_IN or an identity provider says so', () => {
    const anyHost = { DATA_DIR: tempDir(), HOST: '0.0.0.0' };
    expect(loadConfig({ ...anyHost, DEV_SIGN_IN: '1' }).devSignIn).toBe(true);
    expect(loadConfig({ ...anyHost, DEV_SIGN_IN: '0' }).devSignIn).toBe(false);
    expect(
      loadConfig({ ...anyHost, IDP_JWKS_URL: 'https://idp.example.com/.well-known/jwks.json' })
        .devSignIn,
    ).toBe(false);
    // 0 closes it on a loopback listener too.
    expect(loadConfig({ DATA_DIR: tempDir(), DEV_SIGN_IN: '0' }).devSignIn).toBe(false);
  });

  it('refuses DEV_SIGN_IN=1 where the development sign-in cannot exist', () => {
    const idp = { IDP_JWKS_URL: 'https://idp.example.com/.well-known/jwks.json' };
    expect(problemsOf({ DATA_DIR: tempDir(), DEV_SIGN_IN: '1', ...idp })).toEqual([
      'DEV_SIGN_IN: the development sign-in is not available beside an identity provider (IDP_JWKS_URL)',
    ]);
    const production = {
      NODE_ENV: 'production',
      SECRET_KEY: 'x'.repeat(40),
      SMTP_URL: 'smtp://mail.internal:587',
      SESSION_JWT_SECRET: 'y'.repeat(40),
    };
    expect(problemsOf({ DATA_DIR: tempDir(), DEV_SIGN_IN: '1', ...production })).toEqual([
      'DEV_SIGN_IN: the development sign-in is not available in production',
    ]);
    // Production on every interface with its own session secret has no sign-in to refuse.
    expect(loadConfig({ DATA_DIR: tempDir(), HOST: '0.0.0.0', ...production }).devSignIn).toBe(
      false,
    );
    expect(problemsOf({ DATA_DIR: tempDir(), DEV_SIGN_IN: 'yes' }).join('\n')).toMatch(
      /^DEV_SIGN_IN:/,
    );
  });

  it('parses TRUST_PROXY: unset trusts no proxy, a hop count, or a list of addresses and CIDRs', () => {
    const dataDir = tempDir();
    expect(loadConfig({ DATA_DIR: dataDir }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(
      loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,::1, fd00::/8' })
        .trustProxy,
    ).toEqual(['10.0.0.0/8', '192.168.1.7', '::1', 'fd00::/8']);
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: 'loopback' }).trustProxy).toEqual([
      'loopback',
    ]);
    for (const wrong of ['true', 'proxy.internal', '10.0.0.0/33', '-1', '1.5', '10.0.0.1,']) {
      const problems = problemsOf({ DATA_DIR: dataDir, TRUST_PROXY: wrong });
      expect(problems.join('\n'), wrong).toMatch(/^TRUST_PROXY: /);
    }
  });

  it('treats empty values as unset', () => {
    const config = loadConfig({ DATA_DIR: tempDir(), DATABASE_URL: '', SMTP_URL: '', PORT: '' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.port).toBe(3000);
  });
});
