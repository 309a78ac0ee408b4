import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { AgentPanel } from './agent.tsx';
import { consoleConfig, signOut } from './api.ts';
import { useTenantQuery } from './hooks.ts';
import { DisplayNamePrompt } from './pages/settings.tsx';
import { useConsole } from './session.tsx';
import type { Environment, OnboardingStatus } from './types.ts';

const NAV = [
  ['/', 'Dashboard'],
  ['/requests', 'Reference requests'],
  ['/candidates', 'Candidates'],
  ['/ops', 'Ops'],
  ['/api-keys', 'API keys'],
  ['/audit', 'Audit log'],
  ['/settings', 'Settings'],
] as const;

function isCurrent(location: string, href: string): boolean {
  return href === '/' ? location === '/' : location === href || location.startsWith(`${href}/`);
}

/** The frame of every page: navigation, the environment switch, test mode's banner, and the agent. */
export function Shell({ children }: { children: ReactNode }) {
  const { session, environment, setEnvironment } = useConsole();
  const [location] = useLocation();
  const [agentOpen, setAgentOpen] = useState(false);
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
          <button
            type="button"
            className="secondary small"
            onClick={async () => {
              await signOut().catch(() => undefined);
              window.location.assign(config.data?.signOutUrl ?? config.data?.signInUrl ?? '/app');
            }}
          >
            Sign out
          </button>
        </div>
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
          <DisplayNamePrompt />
          {children}
        </main>
      </div>
      <button
        type="button"
        className="agent-toggle"
        aria-expanded={agentOpen}
        aria-controls="agent-panel"
        onClick={() => setAgentOpen((open) => !open)}
      >
        {agentOpen ? 'Close assistant' : 'Ask the assistant'}
      </button>
      {agentOpen ? <AgentPanel onClose={() => setAgentOpen(false)} /> : null}
    </div>
  );
}
