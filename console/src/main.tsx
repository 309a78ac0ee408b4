import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Route, Switch } from 'wouter';
import { ApiError } from './api.ts';
import './console.css';
import { AuditPage } from './pages/audit.tsx';
import { CandidatePage, CandidatesPage } from './pages/candidates.tsx';
import { DashboardPage } from './pages/dashboard.tsx';
import { ApiKeyPage, ApiKeysPage } from './pages/keys.tsx';
import { OpsPage } from './pages/ops.tsx';
import {
  NewQuestionnairePage,
  QuestionnairePage,
  QuestionnairesPage,
} from './pages/questionnaires.tsx';
import { RequestPage } from './pages/request.tsx';
import { NewRequestPage } from './pages/request-new.tsx';
import { RequestsPage } from './pages/requests.tsx';
import { SettingsPage } from './pages/settings.tsx';
import { SessionGate } from './session.tsx';
import { Shell } from './shell.tsx';
import { Page } from './ui.tsx';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 5_000,
      // A 4xx will answer the same again; only a lost connection or a 5xx is worth a retry.
      retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
    },
  },
});

function NotFound() {
  return (
    <Page title="Not found">
      <p>There is no console page at this address.</p>
    </Page>
  );
}

function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionGate>
        <Shell>
          <Switch>
            <Route path="/" component={DashboardPage} />
            <Route path="/requests" component={RequestsPage} />
            <Route path="/requests/new" component={NewRequestPage} />
            <Route path="/requests/:requestId" component={RequestPage} />
            <Route path="/candidates" component={CandidatesPage} />
            <Route path="/candidates/:candidateId" component={CandidatePage} />
            <Route path="/questionnaires" component={QuestionnairesPage} />
            <Route path="/questionnaires/new" component={NewQuestionnairePage} />
            <Route path="/questionnaires/:questionnaireId" component={QuestionnairePage} />
            <Route path="/ops" component={OpsPage} />
            <Route path="/api-keys" component={ApiKeysPage} />
            <Route path="/api-keys/:apiKeyId" component={ApiKeyPage} />
            <Route path="/audit" component={AuditPage} />
            <Route path="/settings" component={SettingsPage} />
            <Route component={NotFound} />
          </Switch>
        </Shell>
      </SessionGate>
    </QueryClientProvider>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
