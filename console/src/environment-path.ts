import type { Environment } from './types.ts';

/**
 * The environment is part of the console's address, as Stripe's dashboard
 * does it: `/app/test/…` is test mode, any other `/app/…` is live. A link
 * to a test request, shared or bookmarked, opens in test mode wherever it
 * is opened. Only the bare entry `/app/` has no environment of its own: it
 * opens in the one this browser last showed (or the recruiter's default).
 */
export const CONSOLE_ROOT = '/app';
const TEST_ROOT = `${CONSOLE_ROOT}/test`;

/** The base path of the console's routes in an environment. */
export function consoleBase(environment: Environment): string {
  return environment === 'test' ? TEST_ROOT : CONSOLE_ROOT;
}

/** The environment an address names; null for the entry address `/app/`, which names none. */
export function environmentOfPath(pathname: string): Environment | null {
  if (pathname === TEST_ROOT || pathname.startsWith(`${TEST_ROOT}/`)) return 'test';
  if (pathname === CONSOLE_ROOT || pathname === `${CONSOLE_ROOT}/`) return null;
  return 'live';
}

/** The page of an address inside its environment: `/app/test/requests/rr_1` → `/requests/rr_1`. */
export function pageOfPath(pathname: string): string {
  const environment = environmentOfPath(pathname) ?? 'live';
  const rest = pathname.slice(consoleBase(environment).length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/**
 * Where the environment switch goes: the same section in the other
 * environment. A record's page becomes its list (`/requests/rr_1` →
 * `/requests`), since the record exists in one environment only.
 */
export function switchedPath(pathname: string, next: Environment): string {
  const section = pageOfPath(pathname).split('/')[1] ?? '';
  return `${consoleBase(next)}/${section}`;
}

/** The same page in the other environment: `/app/requests/rr_1` ↔ `/app/test/requests/rr_1`. */
export function samePageIn(pathname: string, next: Environment): string {
  return `${consoleBase(next)}${pageOfPath(pathname)}`;
}
