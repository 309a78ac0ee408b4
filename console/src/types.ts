/**
 * The console's view of the API, inferred from the service's own zod schemas:
 * the same schemas validate requests and write the OpenAPI document, so a
 * changed field fails the console's type check (`npm run typecheck`).
 * Type-only imports: nothing of the server reaches the bundle.
 */
import type { z } from 'zod';
import type { agentResponseSchema } from '../../src/modules/agent/agent.schemas.ts';
import type {
  candidateSchema,
  createCandidateBody,
  updateCandidateBody,
} from '../../src/modules/candidates/candidates.schemas.ts';
import type { tenantFlagsSchema } from '../../src/modules/flags/flags.schemas.ts';
import type { greenhouseSettingsResponse } from '../../src/modules/greenhouse/greenhouse.schemas.ts';
import type {
  consoleConfigSchema,
  consoleSignInBody,
  onboardingStateSchema,
} from '../../src/modules/identity/identity.schemas.ts';
import type {
  apiKeySchema,
  createApiKeyBody,
  createApiKeyResponse,
  scopesResponse,
} from '../../src/modules/keys/keys.schemas.ts';
import type {
  onboardingStatusSchema,
  updateOnboardingBody,
} from '../../src/modules/onboarding/onboarding.schemas.ts';
import type {
  tenantSettingsSchema,
  updateTenantSettingsBody,
} from '../../src/modules/onboarding/tenant-settings.schemas.ts';
import type {
  createOpsMessageBody,
  opsFeedSchema,
  opsMessageSchema,
} from '../../src/modules/ops/ops.schemas.ts';
import type {
  preferencesSchema,
  updatePreferencesBody,
} from '../../src/modules/preferences/preferences.schemas.ts';
import type {
  createQuestionnaireBody,
  questionInput,
  questionnaireSchema,
  updateQuestionnaireBody,
} from '../../src/modules/questionnaires/questionnaires.schemas.ts';
import type {
  activityEntrySchema,
  candidateWorkspaceSchema,
  dashboardSchema,
  milestonesSchema,
  reviewSchema,
  workspaceSchema,
} from '../../src/modules/recruiter-views/views.schemas.ts';
import type {
  createdShareLinkSchema,
  reportStateSchema,
  shareBody,
  valuationDraftSchema,
} from '../../src/modules/reports/reports.schemas.ts';
import type {
  addContactsBody,
  contactInput,
  createReferenceRequestBody,
  createReferenceRequestResponse,
  lifecycleBody,
  referenceRequestSchema,
  testLinksResponse,
} from '../../src/modules/requests/requests.schemas.ts';
import type { REQUEST_STATES } from '../../src/modules/requests/workflow.ts';
import type {
  consentGrantSchema,
  permissionRequestBody,
  permissionRequestResponse,
} from '../../src/modules/reuse-permissions/reuse-permissions.schemas.ts';
import type {
  reviewTrustSignalBody,
  trustSignalSchema,
} from '../../src/modules/trust-signals/trust-signals.schemas.ts';
import type {
  auditEventSchema,
  usageRecordSchema,
} from '../../src/modules/usage-audit/usage-audit.schemas.ts';

/** A page of a list route (`listSchema` on the server). */
export interface List<T> {
  object: 'list';
  data: T[];
  nextCursor: string | null;
}
export type Environment = 'live' | 'test';
export type RequestState = (typeof REQUEST_STATES)[number];

export type ConsoleConfig = z.infer<typeof consoleConfigSchema>;
export type SignInInput = z.input<typeof consoleSignInBody>;
export type SessionState = z.infer<typeof onboardingStateSchema>;

export type ReferenceRequest = z.infer<typeof referenceRequestSchema>;
export type Contact = ReferenceRequest['contacts'][number];
export type ContactInput = z.input<typeof contactInput>;
export type CreateRequestInput = z.input<typeof createReferenceRequestBody>;
export type CreatedRequest = z.infer<typeof createReferenceRequestResponse>;
export type LifecycleInput = z.input<typeof lifecycleBody>;
export type AddContactsInput = z.input<typeof addContactsBody>;
export type TestLinks = z.infer<typeof testLinksResponse>;

export type Review = z.infer<typeof reviewSchema>;
export type ActivityEntry = z.infer<typeof activityEntrySchema>;
export type Milestones = z.infer<typeof milestonesSchema>;
export type Workspace = z.infer<typeof workspaceSchema>;
export type Dashboard = z.infer<typeof dashboardSchema>;
export type CandidateWorkspace = z.infer<typeof candidateWorkspaceSchema>;
export type TrustSignal = z.infer<typeof trustSignalSchema>;
export type ReviewTrustSignalInput = z.input<typeof reviewTrustSignalBody>;

export type Candidate = z.infer<typeof candidateSchema>;
export type CreateCandidateInput = z.input<typeof createCandidateBody>;
export type UpdateCandidateInput = z.input<typeof updateCandidateBody>;

export type ReportState = z.infer<typeof reportStateSchema>;
export type ValuationDraft = z.infer<typeof valuationDraftSchema>;
export type ShareInput = z.input<typeof shareBody>;
export type CreatedShareLink = z.infer<typeof createdShareLinkSchema>;

export type ConsentGrant = z.infer<typeof consentGrantSchema>;
export type PermissionRequestInput = z.input<typeof permissionRequestBody>;
export type PermissionRequestCreated = z.infer<typeof permissionRequestResponse>;

export type OpsMessage = z.infer<typeof opsMessageSchema>;
export type OpsFeed = z.infer<typeof opsFeedSchema>;
export type CreateOpsMessageInput = z.input<typeof createOpsMessageBody>;
export type AgentResponse = z.infer<typeof agentResponseSchema>;

export type ApiKey = z.infer<typeof apiKeySchema>;
export type CreateApiKeyInput = z.input<typeof createApiKeyBody>;
export type CreatedApiKey = z.infer<typeof createApiKeyResponse>;
export type Scopes = z.infer<typeof scopesResponse>;
export type UsageRecord = z.infer<typeof usageRecordSchema>;
export type AuditEvent = z.infer<typeof auditEventSchema>;

export type OnboardingStatus = z.infer<typeof onboardingStatusSchema>;
export type UpdateOnboardingInput = z.input<typeof updateOnboardingBody>;
export type TenantFlags = z.infer<typeof tenantFlagsSchema>;
export type Preferences = z.infer<typeof preferencesSchema>;
export type UpdatePreferencesInput = z.input<typeof updatePreferencesBody>;

export type Questionnaire = z.infer<typeof questionnaireSchema>;
export type Question = Questionnaire['questions'][number];
export type QuestionInput = z.input<typeof questionInput>;
export type CreateQuestionnaireInput = z.input<typeof createQuestionnaireBody>;
export type UpdateQuestionnaireInput = z.input<typeof updateQuestionnaireBody>;
export type TenantSettings = z.infer<typeof tenantSettingsSchema>;
export type UpdateTenantSettingsInput = z.input<typeof updateTenantSettingsBody>;

export type GreenhouseSettings = z.infer<typeof greenhouseSettingsResponse>;
