import { useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect, useMemo } from 'react';
import { Router } from 'wouter';
import { navigate, usePathname } from 'wouter/use-browser-location';
import {
  ApiError,
  call,
  consoleConfig,
  onSignedOut,
  sessionState,
  type TenantApi,
  tenantApi,
} from './api.ts';
import { consoleBase, environmentOfPath, switchedPath } from './environment-path.ts';
import type { Environment, Preferences, SessionState } from './types.ts';
import { ErrorNotice, Loading } from './ui.tsx';

interface ConsoleSession {
  session: SessionState;
  environment: Environment;
  setEnvironment(environment: Environment): void;
  api: TenantApi;
}

const SessionContext = createContext<ConsoleSession | null>(null);
const ENVIRONMENT_KEY = 'refcheck.console.environment';

/** The signed-in recruiter, the environment shown and the tenant routes bound to both. */
export function useConsole(): ConsoleSession {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useConsole outside <SessionGate>');
  return value;
}

/** The environment this browser last showed; null the first time (the recruiter's preference decides). */
function storedEnvironment(): Environment | null {
  const stored = localStorage.getItem(ENVIRONMENT_KEY);
  return stored === 'test' || stored === 'live' ? stored : null;
}

/** Where a visitor without a session goes: the sign-in page, then back here. */
function signInAddress(signInUrl: string): string {
  const next = `${location.pathname}${location.search}`;
  const url = new URL(signInUrl, location.origin);
  url.searchParams.set('next', next);
  return url.origin === location.origin ? `${url.pathname}${url.search}` : url.toString();
}

/**
 * Renders the console once a session is known, its routes under the
 * environment's base (`/app/test/…` in test mode, environment-path.ts);
 * sends a signed-out visitor to sign in.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const config = useQuery({
    queryKey: ['console-config'],
    queryFn: consoleConfig,
    staleTime: Infinity,
  });
  const state = useQuery({ queryKey: ['session'], queryFn: sessionState, retry: false });
  const pathname = usePathname();
  // The address decides; only the entry address `/app/` falls back to this browser's last choice.
  const named = environmentOfPath(pathname);
  const chosen = named ?? storedEnvironment();
  const session = state.data;
  const preference = useQuery({
    queryKey: ['default-environment', session?.tenantId, session?.recruiterId],
    enabled: Boolean(session) && chosen === null,
    queryFn: () =>
      call<Preferences>(
        'GET',
        `/v1/tenants/${encodeURIComponent(session!.tenantId)}/recruiters/${encodeURIComponent(session!.recruiterId)}/preferences`,
        { query: { environment: 'live' } },
      ),
  });
  // First visit in this browser: the recruiter's default environment (Settings), else live.
  const environment: Environment | null =
    chosen ?? preference.data?.defaultEnvironment ?? (preference.isPending ? null : 'live');

  // The entry address in test mode moves to test mode's own address, so the URL always says.
  useEffect(() => {
    if (named === null && environment === 'test')
      navigate(`${consoleBase('test')}/${location.search}`, { replace: true });
  }, [named, environment]);
  useEffect(() => {
    if (named) localStorage.setItem(ENVIRONMENT_KEY, named);
  }, [named]);

  const signInUrl = config.data?.signInUrl ?? null;
  useEffect(() => {
    onSignedOut(() => {
      if (signInUrl) location.assign(signInAddress(signInUrl));
    });
  }, [signInUrl]);

  const signedOut = state.error instanceof ApiError && state.error.status === 401;
  useEffect(() => {
    if (signedOut && signInUrl) location.assign(signInAddress(signInUrl));
  }, [signedOut, signInUrl]);

  const value = useMemo(() => {
    if (!state.data || !environment) return null;
    return {
      session: state.data,
      environment,
      setEnvironment: (next: Environment) => {
        localStorage.setItem(ENVIRONMENT_KEY, next);
        navigate(switchedPath(location.pathname, next));
      },
      api: tenantApi(state.data, environment),
    };
  }, [state.data, environment]);

  if (state.error && !signedOut) return <ErrorNotice error={state.error} />;
  if (signedOut && config.data && !signInUrl)
    return (
      <main className="centered">
        <h1>Sign-in is not configured</h1>
        <p>Set CONSOLE_SIGN_IN_URL to your identity provider's sign-in page.</p>
      </main>
    );
  if (!value) return <Loading label="Signing in…" />;
  return (
    <SessionContext.Provider value={value}>
      <Router base={consoleBase(value.environment)}>{children}</Router>
    </SessionContext.Provider>
  );
}
