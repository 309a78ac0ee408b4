/**
 * Prints a tenant session JWT signed with this server's local secret, the
 * first step to an API key without an identity provider (docs/getting-started.md):
 *
 *   npm run session -- --tenant org_acme --recruiter user_alice [--role admin] [--email a@b.c] [--name "Alice"] [--hours 12]
 *
 * `--role` is the session's role claim (`org_role`, CONTRACT "Roles"); without it the
 * session acts with the member's stored role (a tenant's first member is its admin).
 *
 * Run it with the same DATA_DIR / SESSION_JWT_SECRET as the server.
 */
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../src/config.ts';
import { ROLES, type Role } from '../src/core/roles.ts';
import { signLocalSession } from '../src/modules/identity/local-session.ts';

const USAGE =
  'usage: npm run session -- --tenant <org_id> --recruiter <user_id> [--role admin|recruiter|viewer] [--email <e-mail>] [--name <name>] [--hours <n>]';

async function main(): Promise<number> {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      options: {
        tenant: { type: 'string' },
        recruiter: { type: 'string' },
        role: { type: 'string' },
        email: { type: 'string' },
        name: { type: 'string' },
        hours: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 64;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const tenant = values.tenant as string | undefined;
  const recruiter = values.recruiter as string | undefined;
  const hours = values.hours === undefined ? 12 : Number(values.hours);
  const role = values.role as Role | undefined;
  if (
    !tenant ||
    !recruiter ||
    !Number.isFinite(hours) ||
    hours <= 0 ||
    (role !== undefined && !ROLES.includes(role))
  ) {
    console.error(USAGE);
    return 64;
  }
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 78;
    }
    throw error;
  }
  if (config.idpJwksUrl) {
    console.error(
      'IDP_JWKS_URL is set: the server accepts only sessions of your identity provider. Sign in there instead.',
    );
    return 1;
  }
  const token = await signLocalSession(config, {
    tenantId: tenant,
    recruiterId: recruiter,
    role,
    email: values.email as string | undefined,
    name: values.name as string | undefined,
    hours,
  });
  console.log(token);
  return 0;
}

process.exitCode = await main();
