import { useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import {
  ApiError,
  consoleConfig,
  onSignedOut,
  sessionState,
  type TenantApi,
  tenantApi,
} from './api.ts';
import type { Environment, SessionState } from './types.ts';
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

function storedEnvironment(): Environment {
  return localStorage.getItem(ENVIRONMENT_KEY) === 'test' ? 'test' : 'live';
}

/** Where a visitor without a session goes: the sign-in page, then back here. */
function signInAddress(signInUrl: string): string {
  const next = `${location.pathname}${location.search}`;
  const url = new URL(signInUrl, location.origin);
  url.searchParams.set('next', next);
  return url.origin === location.origin ? `${url.pathname}${url.search}` : url.toString();
}

/** Renders the console once a session is known; sends a signed-out visitor to sign in. */
export function SessionGate({ children }: { children: ReactNode }) {
  const config = useQuery({
    queryKey: ['console-config'],
    queryFn: consoleConfig,
    staleTime: Infinity,
  });
  const state = useQuery({ queryKey: ['session'], queryFn: sessionState, retry: false });
  const [environment, setEnvironmentState] = useState<Environment>(storedEnvironment);

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
    if (!state.data) return null;
    return {
      session: state.data,
      environment,
      setEnvironment: (next: Environment) => {
        localStorage.setItem(ENVIRONMENT_KEY, next);
        setEnvironmentState(next);
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
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
