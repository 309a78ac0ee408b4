import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Scope } from '../../core/auth.ts';
import { DAY_MS } from '../../core/clock.ts';
import { AppError, isAppError } from '../../core/errors.ts';
import type { Acting, TenantScope } from '../../core/tenancy.ts';
import type { Tx } from '../../db/client.ts';
import { inTransaction, type UnitOfWork, unitOfWork } from '../../db/tx.ts';
import { recordAudit } from '../audit/audit.repo.ts';
import { listApiKeys } from '../keys/keys.repo.ts';
import { createOpsMessage } from '../ops/ops.service.ts';
import { listTenantQuestionnaires } from '../questionnaires/questionnaires.service.ts';
import { standingShareLink } from '../reports/share-links.service.ts';
import { withQuestions } from '../reports/valuation.ts';
import { findRequestIdWithMetadata } from '../requests/requests.repo.ts';
import { createReferenceRequest, getReferenceRequest } from '../requests/requests.service.ts';
import { listUsageUnder } from '../usage-audit/usage-audit.repo.ts';
import type {
  GreenhouseSettingsView,
  ListTestsView,
  ResponseErrorInput,
  SendTestInput,
  SendTestView,
  TestStatusView,
} from './greenhouse.schemas.ts';
import { questionSummaries } from './greenhouse.summaries.ts';

/** Where the four routes live (CONTRACT "Greenhouse (assessment partner)"). */
export const GREENHOUSE_PREFIX = '/v1/integrations/greenhouse/';
/** What a key for Greenhouse needs, exactly: the reads and send_test. */
export const GREENHOUSE_SCOPES: Scope[] = ['references:read', 'references:write'];
/**
 * The result link lives as long as the longest retention a tenant may set
 * (CONTRACT "Personal data": 3650 days); erasure of the request revokes it
 * before that, so it works as long as the tenant keeps the request's data.
 */
const RESULT_LINK_DAYS = 3650;

/**
 * `list_tests`: the scope's active questionnaires, the tenant's default
 * first (the built-in when none is set), as Greenhouse's tests.
 */
export async function listTests(ctx: AppContext, scope: TenantScope): Promise<ListTestsView> {
  const all = [];
  let cursor: string | undefined;
  do {
    const page = await listTenantQuestionnaires(ctx, scope, {
      limit: 100,
      cursor,
      status: 'active',
    });
    all.push(...page.data);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  const ordered = [...all.filter((q) => q.isDefault), ...all.filter((q) => !q.isDefault)];
  return ordered.map((q) => ({ partner_test_id: q.id, partner_test_name: q.name }));
}

/**
 * Greenhouse's identifiers of a send_test, as the request's metadata: the
 * candidate and application ids read off the profile URL
 * (`…/people/<candidate>?application_id=<application>`), the URL itself,
 * Greenhouse's take-home test URL, and the job when the body names one.
 */
export function greenhouseMetadata(input: SendTestInput): Record<string, string> {
  const profile = input.candidate.greenhouse_profile_url ?? null;
  const candidateId = profile ? /\/people\/(\d+)/.exec(profile)?.[1] : undefined;
  const applicationId = profile ? /[?&]application_id=(\d+)/.exec(profile)?.[1] : undefined;
  const entries: [string, string | null | undefined][] = [
    ['greenhouse_candidate_id', candidateId],
    ['greenhouse_application_id', applicationId],
    ['greenhouse_profile_url', profile],
    ['greenhouse_test_url', input.url],
    ['greenhouse_job_id', input.job_id],
    ['greenhouse_job_name', input.job_name],
  ];
  return Object.fromEntries(
    entries.filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
}

/**
 * What makes two send_tests the same test for the same candidate and
 * application: Greenhouse's candidate and application ids; without them the
 * profile URL (which holds both), else Greenhouse's take-home test URL.
 * Null when the body carries none of them (then every call sends a test).
 */
function sameSendOf(metadata: Record<string, string>): Record<string, string> | null {
  const { greenhouse_candidate_id, greenhouse_application_id } = metadata;
  if (greenhouse_candidate_id && greenhouse_application_id) {
    return { greenhouse_candidate_id, greenhouse_application_id };
  }
  if (metadata.greenhouse_profile_url) {
    return { greenhouse_profile_url: metadata.greenhouse_profile_url };
  }
  if (metadata.greenhouse_test_url) return { greenhouse_test_url: metadata.greenhouse_test_url };
  return null;
}

/**
 * `send_test`: a `candidate_intake` request pinned to the test's
 * questionnaire, made by the create use case (the candidate found or created
 * by e-mail, the intake invitation queued through the outbox), with
 * Greenhouse's identifiers in its metadata. The same test for the same
 * Greenhouse candidate and application again answers the request already
 * made (unless it was cancelled) and sends nothing: a transaction-scoped
 * advisory lock on (scope, test, candidate, application) makes two
 * concurrent identical calls take turns, and the second finds the first's
 * request by its metadata (the GIN index) once the first has committed.
 */
export async function sendTest(
  ctx: AppContext,
  uow: UnitOfWork<SendTestView>,
  acting: Acting & { recruiterId: string },
  input: SendTestInput,
): Promise<SendTestView> {
  const metadata = greenhouseMetadata(input);
  const same = sameSendOf(metadata);
  return inTransaction(uow, async (tx) => {
    if (same) {
      await holdSendLock(tx, acting, input.partner_test_id, same);
      const existing = await findRequestIdWithMetadata(tx, acting, input.partner_test_id, same);
      if (existing) return { partner_interview_id: existing };
    }
    try {
      const created = await createReferenceRequest(ctx, tx, acting, {
        launchMode: 'candidate_intake',
        roleTitle: input.job_name ?? undefined,
        candidate: {
          firstName: input.candidate.first_name,
          lastName: input.candidate.last_name,
          email: input.candidate.email,
        },
        questionnaireId: input.partner_test_id,
        metadata,
      });
      return { partner_interview_id: created.referenceRequest.id };
    } catch (error) {
      throw inGreenhouseTerms(error);
    }
  });
}

/** Serialises send_tests of the same test, candidate and application until this transaction ends. */
async function holdSendLock(
  tx: Tx,
  scope: TenantScope,
  testId: string,
  same: Record<string, string>,
): Promise<void> {
  const key = JSON.stringify([scope.tenantId, scope.environment, testId, same]);
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext('greenhouse.send_test'), hashtext(${key}))`,
  );
}

/** The create's 400 names `questionnaireId`; Greenhouse sent `partner_test_id`. */
function inGreenhouseTerms(error: unknown): unknown {
  if (!isAppError(error) || error.code !== 'validation_failed') return error;
  const errors = (error.extensions.errors as { path: string; message: string }[] | undefined) ?? [];
  if (!errors.some((e) => e.path === 'questionnaireId')) return error;
  return AppError.validation(
    errors.map((e) =>
      e.path === 'questionnaireId'
        ? { path: 'partner_test_id', message: 'is not an active test (questionnaire) of this key' }
        : e,
    ),
  );
}

/**
 * `test_status`: `complete` once the request is `completed` (its report
 * approved), with the standing share link of the approved report (made on
 * the first such read, the same URL after), the overall score out of 5
 * times 20 (unrounded), and one short line per question keyed by its key.
 * Before that, the request's state and nulls. Unknown id: 404.
 */
export async function testStatus(
  ctx: AppContext,
  acting: Acting,
  partnerInterviewId: string,
): Promise<TestStatusView> {
  const view = await getReferenceRequest(ctx, acting, partnerInterviewId);
  if (view.status !== 'completed') {
    return {
      partner_status: view.status,
      partner_profile_url: null,
      partner_score: null,
      metadata: null,
    };
  }
  const expiresAt = new Date(ctx.clock.now().getTime() + RESULT_LINK_DAYS * DAY_MS);
  const { url, approved } = await inTransaction(unitOfWork(ctx.db), (tx) =>
    standingShareLink(ctx, tx, acting, view.id, {
      seed: `greenhouse:${acting.tenantId}:${acting.environment}:${view.id}`,
      expiresAt,
    }),
  );
  const valuation = withQuestions(approved.content);
  const score = valuation.overall.score;
  return {
    partner_status: 'complete',
    partner_profile_url: url,
    partner_score: score === null ? null : score * 20,
    metadata: questionSummaries(valuation.questions),
  };
}

/**
 * `response_error`: what Greenhouse could not read becomes an ops message the
 * recruiters see (with its `ops_message.created` event) and the audit event
 * `integration.greenhouse.response_error`, in one transaction.
 */
export async function recordResponseError(
  ctx: AppContext,
  uow: UnitOfWork<{ status: 200 }>,
  acting: Acting,
  input: ResponseErrorInput,
): Promise<{ status: 200 }> {
  const about = [
    input.partner_test_name ? `Test: ${input.partner_test_name}` : null,
    input.partner_test_id ? `partner_test_id: ${input.partner_test_id}` : null,
    input.partner_interview_id ? `partner_interview_id: ${input.partner_interview_id}` : null,
  ].filter(Boolean);
  const body = [
    `Greenhouse could not read Refcheck's answer to ${input.api_call}:`,
    ...input.errors.map((error) => `- ${error}`),
    ...(about.length > 0 ? ['', ...about] : []),
  ]
    .join('\n')
    .slice(0, 10_000);
  return inTransaction(uow, async (tx) => {
    const message = await createOpsMessage(ctx, tx, acting, {
      title: `Greenhouse reported an error in ${input.api_call}`.slice(0, 200),
      body: input.errors.length > 0 ? body : `${body}\n(no details given)`,
      from: 'Greenhouse',
      priority: 'high',
    });
    await recordAudit(
      tx,
      acting,
      {
        action: 'integration.greenhouse.response_error',
        targetType: 'ops_message',
        targetId: message.id,
        metadata: {
          apiCall: input.api_call,
          errors: input.errors.length,
          partnerTestId: input.partner_test_id ?? null,
          partnerInterviewId: input.partner_interview_id ?? null,
        },
      },
      ctx.clock.now(),
    );
    return { status: 200 as const };
  });
}

/** The console's Greenhouse settings: this deployment's URLs, the scopes, and the last calls. */
export async function greenhouseSettings(
  ctx: AppContext,
  scope: TenantScope,
): Promise<GreenhouseSettingsView> {
  const base = `${ctx.config.publicBaseUrl}${GREENHOUSE_PREFIX}`;
  const keys = await listApiKeys(ctx.db, scope, { limit: 1000 });
  const calls = await listUsageUnder(
    ctx.db,
    scope,
    keys.map((key) => key.id),
    GREENHOUSE_PREFIX,
    20,
  );
  return {
    urls: {
      list_tests: `${base}list_tests`,
      send_test: `${base}send_test`,
      test_status: `${base}test_status`,
      response_error: `${base}response_error`,
    },
    scopes: GREENHOUSE_SCOPES,
    recentCalls: calls.map((call) => ({
      apiKeyId: call.apiKeyId,
      endpoint: call.endpoint,
      method: call.method,
      status: call.status,
      durationMs: call.durationMs,
      traceId: call.traceId,
      createdAt: call.createdAt.toISOString(),
    })),
  };
}
