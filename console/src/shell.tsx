import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { AgentPanel } from './agent.tsx';
import { consoleConfig, signOut } from './api.ts';
import { useTenantQuery } from './hooks.ts';
import { DisplayNamePrompt } from './pages/settings.tsx';
import { disabledBy, usePermission } from './roles.tsx';
import { useConsole } from './session.tsx';
import type { ConsoleConfig, Environment, OnboardingStatus } from './types.ts';

const NAV = [
  ['/', 'Dashboard'],
  ['/requests', 'Reference requests'],
  ['/candidates', 'Candidates'],
  ['/questionnaires', 'Questionnaires'],
  ['/ops', 'Ops'],
  ['/api-keys', 'API keys'],
  ['/audit', 'Audit log'],
  ['/settings', 'Settings'],
] as const;

function isCurrent(location: string, href: string): boolean {
  return href === '/' ? location === '/' : location === href || location.startsWith(`${href}/`);
}

/**
 * Where signing out leads: the provider's sign-out page, else the sign-in
 * page with the console's entry as its next stop, so signing in again lands
 * in the console (the sign-in page remembers who signed in last).
 */
function signedOutAddress(config: ConsoleConfig | undefined): string {
  if (config?.signOutUrl) return config.signOutUrl;
  if (!config?.signInUrl) return '/app/';
  const url = new URL(config.signInUrl, location.origin);
  url.searchParams.set('next', '/app/');
  url.searchParams.set('signedOut', '1');
  return url.origin === location.origin ? `${url.pathname}${url.search}` : url.toString();
}

/** The frame of every page: navigation, the environment switch, test mode's banner, and the agent. */
export function Shell({ children }: { children: ReactNode }) {
  const { session, environment, setEnvironment } = useConsole();
  const [location] = useLocation();
  const [agentOpen, setAgentOpen] = useState(false);
  // The agent acts (CONTRACT "Roles": asking it to act takes a recruiter).
  const askAgent = usePermission('recruiter');
  const queryClient = useQueryClient();
  const onboarding = useTenantQuery<OnboardingStatus>('/onboarding-status');
  const config = useQuery({
    queryKey: ['console-config'],
    queryFn: consoleConfig,
    staleTime: Infinity,
  });

  const switchTo = (next: Environment) => {
    setEnvironment(next);
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] === 'tenant' });
  };

  return (
    <div className={`shell env-${environment}`}>
      <a className="skip" href="#main">
        Skip to content
      </a>
      {environment === 'test' ? (
        <div className="test-banner" role="status">
          Test mode: test data only, e-mails go to nobody outside your team.
        </div>
      ) : null}
      <header className="topbar">
        <Link href="/" className="brand">
          Refcheck
        </Link>
        <fieldset className="env-switch">
          <legend className="visually-hidden">Environment</legend>
          {(['live', 'test'] as const).map((value) => (
            <label key={value} className={environment === value ? 'on' : ''}>
              <input
                type="radio"
                name="environment"
                value={value}
                checked={environment === value}
                onChange={() => switchTo(value)}
              />
              {value === 'live' ? 'Live' : 'Test mode'}
            </label>
          ))}
        </fieldset>
        <div className="who">
          <span title={`${session.tenantId} · ${session.recruiterId}`}>
            {onboarding.data?.displayName ?? session.tenant.name}
          </span>
          <span className="role-badge" title="Your role in this organization">
            {session.role}
          </span>
          <button
            type="button"
            className="secondary small"
            onClick={async () => {
              await signOut().catch(() => undefined);
              window.location.assign(signedOutAddress(config.data));
            }}
          >
            Sign out
          </button>
        </div>
        {/* In the bar, not floating: a floating button covered form fields and table actions. */}
        <button
          type="button"
          className="agent-toggle small"
          {...disabledBy(askAgent)}
          aria-expanded={agentOpen}
          aria-controls="agent-panel"
          onClick={() => setAgentOpen((open) => !open)}
        >
          {agentOpen ? 'Close assistant' : 'Ask the assistant'}
        </button>
      </header>
      <div className="layout">
        <nav aria-label="Main" className="sidebar">
          <ul>
            {NAV.map(([href, label]) => (
              <li key={href}>
                <Link href={href} aria-current={isCurrent(location, href) ? 'page' : undefined}>
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" tabIndex={-1}>
          {session.role === 'viewer' ? (
            <p className="notice" role="note">
              You are a viewer: you can read everything, and the buttons that change something are
              disabled. Ask an admin of your organization for the recruiter role.
            </p>
          ) : null}
          <DisplayNamePrompt />
          {children}
        </main>
      </div>
      {agentOpen ? <AgentPanel onClose={() => setAgentOpen(false)} /> : null}
    </div>
  );
}
