import type { Role } from '../../src/core/roles.ts';

/**
 * The security table of the tenant routes' roles (CONTRACT "Roles"), one
 * row per `METHOD /v1/tenants/:tenantId/…` route: viewers read, recruiters
 * change, admins hold the tenant's settings, flags and the reuse gate, the
 * default questionnaire, every key, and people's data.
 * test/security/tenant-roles.test.ts fails when the app registers a tenant
 * route missing here, or one whose declared role (`config: { role }`)
 * differs, and runs the role matrix over every row.
 */
export const TENANT_ROUTE_ROLES: Record<string, Role> = {
  'GET /v1/tenants/:tenantId/api-keys': 'viewer',
  'POST /v1/tenants/:tenantId/api-keys': 'recruiter',
  // A recruiter revokes their own keys; another's takes an admin (checked by the use case).
  'DELETE /v1/tenants/:tenantId/api-keys/:apiKeyId': 'recruiter',
  'GET /v1/tenants/:tenantId/api-keys/:apiKeyId/usage': 'viewer',
  'GET /v1/tenants/:tenantId/api-keys/scopes': 'viewer',
  'GET /v1/tenants/:tenantId/audit-events': 'viewer',
  'GET /v1/tenants/:tenantId/candidates': 'viewer',
  'POST /v1/tenants/:tenantId/candidates': 'recruiter',
  'GET /v1/tenants/:tenantId/candidates/:candidateId': 'viewer',
  'DELETE /v1/tenants/:tenantId/candidates/:candidateId': 'recruiter',
  'GET /v1/tenants/:tenantId/candidates/:candidateId/consent-grants': 'viewer',
  'PATCH /v1/tenants/:tenantId/candidates/:candidateId/profile': 'recruiter',
  'GET /v1/tenants/:tenantId/cli-pairings/:userCode': 'viewer',
  'POST /v1/tenants/:tenantId/cli-pairings/:userCode/approve': 'recruiter',
  'POST /v1/tenants/:tenantId/cli-pairings/:userCode/deny': 'viewer',
  'GET /v1/tenants/:tenantId/dashboard': 'viewer',
  'GET /v1/tenants/:tenantId/data-subjects': 'admin',
  'POST /v1/tenants/:tenantId/data-subjects/erase': 'admin',
  'GET /v1/tenants/:tenantId/flags': 'viewer',
  'POST /v1/tenants/:tenantId/flags': 'admin',
  'PATCH /v1/tenants/:tenantId/flags/:name': 'admin',
  'PATCH /v1/tenants/:tenantId/onboarding': 'admin',
  'GET /v1/tenants/:tenantId/onboarding-status': 'viewer',
  'POST /v1/tenants/:tenantId/ops/agent': 'recruiter',
  'POST /v1/tenants/:tenantId/ops/agent/actions/:actionId/confirm': 'recruiter',
  'GET /v1/tenants/:tenantId/ops/feed': 'viewer',
  'POST /v1/tenants/:tenantId/ops/messages': 'recruiter',
  'POST /v1/tenants/:tenantId/passport-reference-permissions': 'recruiter',
  'GET /v1/tenants/:tenantId/passport-reference-permissions/:consentGrantId': 'viewer',
  'DELETE /v1/tenants/:tenantId/passport-reference-permissions/:consentGrantId': 'recruiter',
  'GET /v1/tenants/:tenantId/questionnaires': 'viewer',
  'POST /v1/tenants/:tenantId/questionnaires': 'recruiter',
  'GET /v1/tenants/:tenantId/questionnaires/:questionnaireId': 'viewer',
  'PATCH /v1/tenants/:tenantId/questionnaires/:questionnaireId': 'recruiter',
  'POST /v1/tenants/:tenantId/questionnaires/:questionnaireId/archive': 'recruiter',
  'POST /v1/tenants/:tenantId/questionnaires/:questionnaireId/default': 'admin',
  // One's own preferences only (the route refuses another recruiter's).
  'GET /v1/tenants/:tenantId/recruiters/:recruiterId/preferences': 'viewer',
  'PATCH /v1/tenants/:tenantId/recruiters/:recruiterId/preferences': 'viewer',
  'GET /v1/tenants/:tenantId/reference-requests': 'viewer',
  'POST /v1/tenants/:tenantId/reference-requests': 'recruiter',
  'GET /v1/tenants/:tenantId/reference-requests/:requestId': 'viewer',
  'PATCH /v1/tenants/:tenantId/reference-requests/:requestId': 'recruiter',
  'GET /v1/tenants/:tenantId/reference-requests/:requestId/activity': 'viewer',
  'POST /v1/tenants/:tenantId/reference-requests/:requestId/cancel': 'recruiter',
  'POST /v1/tenants/:tenantId/reference-requests/:requestId/contacts': 'recruiter',
  'DELETE /v1/tenants/:tenantId/reference-requests/:requestId/contacts/:contactId': 'recruiter',
  'PATCH /v1/tenants/:tenantId/reference-requests/:requestId/contacts/:contactId': 'recruiter',
  'POST /v1/tenants/:tenantId/reference-requests/:requestId/contacts/:contactId/resend':
    'recruiter',
  'POST /v1/tenants/:tenantId/reference-requests/:requestId/candidate/resend': 'recruiter',
  'POST /v1/tenants/:tenantId/reference-requests/:requestId/lifecycle': 'recruiter',
  'GET /v1/tenants/:tenantId/reference-requests/:requestId/milestones': 'viewer',
  'GET /v1/tenants/:tenantId/reference-reports/:referenceRequestId': 'viewer',
  'POST /v1/tenants/:tenantId/reference-reports/:referenceRequestId/approve': 'recruiter',
  'POST /v1/tenants/:tenantId/reference-reports/:referenceRequestId/draft': 'recruiter',
  'GET /v1/tenants/:tenantId/reference-reports/:referenceRequestId/pdf': 'viewer',
  'GET /v1/tenants/:tenantId/reference-reports/:referenceRequestId/preview': 'viewer',
  'POST /v1/tenants/:tenantId/reference-reports/:referenceRequestId/revoke': 'recruiter',
  'POST /v1/tenants/:tenantId/reference-reports/:referenceRequestId/share': 'recruiter',
  'GET /v1/tenants/:tenantId/reference-requests/:requestId/review': 'viewer',
  'POST /v1/tenants/:tenantId/reference-requests/:requestId/test-links': 'recruiter',
  'PATCH /v1/tenants/:tenantId/trust-signals/:signalId': 'recruiter',
  'GET /v1/tenants/:tenantId/workspace': 'viewer',
  'GET /v1/tenants/:tenantId/settings': 'viewer',
  'GET /v1/tenants/:tenantId/integrations/greenhouse': 'viewer',
  'PATCH /v1/tenants/:tenantId/settings': 'admin',
};
