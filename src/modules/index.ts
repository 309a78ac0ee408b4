import type { FastifyPluginAsync } from 'fastify';
import type { AppContext, Caches, Ports } from '../context.ts';
import type { ChangeFeed } from '../db/change-feed.ts';
import type { JobDefinition } from '../outbox/job.ts';
import { agentApiRoutes, agentTenantRoutes } from './agent/agent.routes.ts';
import { candidatesApiRoutes, candidatesRoutes } from './candidates/candidates.routes.ts';
import { cliPairingRoutes, cliPairingTenantRoutes } from './cli-pairing/cli-pairing.routes.ts';
import { flagsRoutes } from './flags/flags.routes.ts';
import { greenhouseRoutes, greenhouseTenantRoutes } from './greenhouse/greenhouse.routes.ts';
import { consoleSignInRoutes } from './identity/console-sign-in.routes.ts';
import { identityRoutes } from './identity/identity.routes.ts';
import {
  ensureProvisioned,
  holdMemberStanding,
  memberRole,
  verifySessionToken,
} from './identity/identity.service.ts';
import { isTenantRecruiterAddress } from './identity/recruiter-addresses.repo.ts';
import { SessionStandingCache } from './identity/session-standing.cache.ts';
import { TenantSettingsCache } from './identity/tenant-settings.cache.ts';
import { webhooksRoutes } from './identity/webhooks.routes.ts';
import { ApiKeyCache } from './keys/api-key-cache.ts';
import { verifyApiKeyToken } from './keys/api-key-verify.ts';
import { keysApiRoutes, keysRoutes } from './keys/keys.routes.ts';
import { onboardingRoutes } from './onboarding/onboarding.routes.ts';
import { tenantSettingsRoutes } from './onboarding/tenant-settings.routes.ts';
import { opsApiRoutes, opsTenantRoutes } from './ops/ops.routes.ts';
import { deliverJob } from './outreach/deliver.job.ts';
import { participantsRoutes } from './participants/participants.routes.ts';
import { preferencesRoutes } from './preferences/preferences.routes.ts';
import { privacyTenantRoutes } from './privacy/privacy.routes.ts';
import { ensureRetentionSweepScheduled, retentionSweepJob } from './privacy/retention.job.ts';
import {
  questionnairesApiRoutes,
  questionnairesTenantRoutes,
} from './questionnaires/questionnaires.routes.ts';
import { CompletionMedianCache } from './recruiter-views/completion-median.cache.ts';
import { recruiterViewsRoutes } from './recruiter-views/views.routes.ts';
import {
  reportsApiRoutes,
  reportsPublicRoutes,
  reportsTenantRoutes,
} from './reports/reports.routes.ts';
import { cancelRequestsOfCandidate } from './requests/cancel.service.ts';
import { CreateHints } from './requests/create-prediction.ts';
import { invitationJob } from './requests/invitations.ts';
import { reminderJob } from './requests/reminders.ts';
import { RequestViewCache } from './requests/request-view.cache.ts';
import { requestsApiRoutes, requestsTenantRoutes } from './requests/requests.routes.ts';
import {
  reusePermissionsPublicRoutes,
  reusePermissionsTenantRoutes,
} from './reuse-permissions/reuse-permissions.routes.ts';
import { systemRoutes } from './system/system.routes.ts';
import { trustSignalsRoutes } from './trust-signals/trust-signals.routes.ts';
import { eventsApiRoutes, usageAuditRoutes } from './usage-audit/usage-audit.routes.ts';
import { saveUsageRecords, touchUsedKeys } from './usage-audit/usage-audit.service.ts';

/** Every feature module's routes. A new module adds one line here. */
export const registerModules: FastifyPluginAsync = async (app) => {
  await app.register(systemRoutes);
  await app.register(identityRoutes);
  await app.register(consoleSignInRoutes);
  await app.register(webhooksRoutes);
  await app.register(keysRoutes);
  await app.register(keysApiRoutes);
  await app.register(cliPairingRoutes);
  await app.register(cliPairingTenantRoutes);
  await app.register(usageAuditRoutes);
  await app.register(eventsApiRoutes);
  await app.register(requestsApiRoutes);
  await app.register(requestsTenantRoutes);
  await app.register(candidatesApiRoutes);
  await app.register(candidatesRoutes);
  await app.register(questionnairesApiRoutes);
  await app.register(questionnairesTenantRoutes);
  await app.register(recruiterViewsRoutes);
  await app.register(trustSignalsRoutes);
  await app.register(onboardingRoutes);
  await app.register(tenantSettingsRoutes);
  await app.register(reportsApiRoutes);
  await app.register(reportsTenantRoutes);
  await app.register(reportsPublicRoutes);
  await app.register(opsApiRoutes);
  await app.register(opsTenantRoutes);
  await app.register(agentApiRoutes);
  await app.register(agentTenantRoutes);
  await app.register(privacyTenantRoutes);
  await app.register(preferencesRoutes);
  await app.register(participantsRoutes);
  await app.register(flagsRoutes);
  await app.register(reusePermissionsTenantRoutes);
  await app.register(reusePermissionsPublicRoutes);
  await app.register(greenhouseRoutes);
  await app.register(greenhouseTenantRoutes);
};

/** The modules' background jobs, registered by the composition root beside the outbox's own. */
export const moduleJobs: readonly JobDefinition[] = [
  reminderJob as JobDefinition,
  invitationJob as JobDefinition,
  deliverJob as JobDefinition,
  retentionSweepJob as JobDefinition,
];

/**
 * Queues the modules' recurring jobs (the daily retention sweep), once per
 * database however many processes start: the app calls it when its worker
 * starts.
 */
export async function ensureModuleJobsScheduled(ctx: AppContext): Promise<void> {
  await ensureRetentionSweepScheduled(ctx);
}

/** The modules' process caches, one set per context, subscribed to the feed before it starts. */
export function createModuleCaches(changes: ChangeFeed, off: ReadonlySet<string>): Caches {
  const feedCaches = {
    apiKeys: new ApiKeyCache(changes),
    requestViews: new RequestViewCache(changes),
    tenantSettings: new TenantSettingsCache(changes),
    sessionStanding: new SessionStandingCache(changes),
  };
  for (const [name, cache] of Object.entries(feedCaches)) if (off.has(name)) cache.turnOff();
  return {
    ...feedCaches,
    completionMedians: new CompletionMedianCache(),
    createHints: new CreateHints(),
  };
}

/** What src/http reaches through the context, wired to the module that owns it. */
export const modulePorts: Ports = {
  apiKeys: { verify: verifyApiKeyToken },
  sessions: {
    verify: verifySessionToken,
    ensureProvisioned,
    memberRole,
    holdStanding: holdMemberStanding,
  },
  usage: { save: saveUsageRecords, touchKeys: touchUsedKeys },
  candidateRequests: { cancelOpenRequests: cancelRequestsOfCandidate },
  sandbox: {
    isTenantRecruiterAddress: (ctx, tenantId, address) =>
      isTenantRecruiterAddress(ctx.db, tenantId, address),
  },
};
