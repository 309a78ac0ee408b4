import type { AppContext } from '../../context.ts';
import { AppError } from '../../core/errors.ts';
import type { TimelineKind } from '../../core/events.ts';
import type { TenantScope } from '../../core/tenancy.ts';
import { firstActivityAt } from '../activity/activity.repo.ts';
import { reportSummaryFor } from '../reports/reports.service.ts';
import { type ContactRow, findRequest, listContacts } from '../requests/requests.repo.ts';
import type { RequestState } from '../requests/workflow.ts';
import type { Milestone } from './views.schemas.ts';

const CONSENT_KINDS: TimelineKind[] = [
  'lifecycle.grant_candidate_consent',
  'lifecycle.intake_completed',
];
/** Review is due when the recruiter asks for it, or by itself once every referee answered. */
const REVIEW_KINDS: TimelineKind[] = [
  'lifecycle.request_recruiter_review',
  'lifecycle.referees_answered',
];
const KINDS: TimelineKind[] = [
  ...CONSENT_KINDS,
  ...REVIEW_KINDS,
  'lifecycle.request_candidate_consent',
  'lifecycle.queue_outreach',
];

/** The earliest of the kinds' first entries. */
function earliest(firsts: Map<string, Date>, kinds: TimelineKind[]): Date | null {
  const times = kinds.map((kind) => firsts.get(kind)).filter((at): at is Date => at !== undefined);
  return times.length > 0 ? new Date(Math.min(...times.map((at) => at.getTime()))) : null;
}

function step(
  key: string,
  label: string,
  at: Date | null | undefined,
  extra: Partial<Milestone> = {},
): Milestone {
  return {
    key,
    label,
    status: at ? 'done' : 'pending',
    at: at?.toISOString() ?? null,
    contactId: null,
    detail: null,
    ...extra,
  };
}

function refereeSteps(contact: ContactRow): Milestone[] {
  const name = [contact.firstName, contact.lastName].filter(Boolean).join(' ') || 'Referee';
  const finished = contact.status === 'completed' || contact.status === 'declined';
  const opened = step('referee_opened', `${name} opened the link`, contact.openedAt, {
    contactId: contact.id,
  });
  if (!contact.openedAt && finished) opened.status = 'skipped';
  const completed =
    contact.status === 'declined'
      ? step('referee_completed', `${name} declined`, contact.declinedAt, {
          contactId: contact.id,
          status: 'declined',
        })
      : step('referee_completed', `${name} completed the reference`, contact.completedAt, {
          contactId: contact.id,
        });
  return [
    step('referee_invited', `${name} invited`, contact.invitedAt, { contactId: contact.id }),
    opened,
    completed,
  ];
}

/**
 * The request's milestones in order: consent, outreach, each referee
 * (invited, opened, completed or declined), review, report. Times come from
 * the activity timeline and the contacts' own timestamps.
 */
export async function getMilestones(ctx: AppContext, scope: TenantScope, requestId: string) {
  const request = await findRequest(ctx.db, scope, requestId);
  if (!request) throw AppError.notFound('reference request');
  const firsts = await firstActivityAt(ctx.db, scope, requestId, KINDS);
  const consentAt = earliest(firsts, CONSENT_KINDS);
  const consentRequestedAt = firsts.get('lifecycle.request_candidate_consent');
  const contacts = await listContacts(ctx.db, scope, requestId);
  const report = await reportSummaryFor(ctx.db, scope, requestId, ctx.clock.now());
  const reportDone = report !== null;
  const reportAt = report ? new Date(report.updatedAt) : null;
  const milestones: Milestone[] = [
    step('consent', 'Candidate consent', consentAt, {
      detail: !consentAt && consentRequestedAt ? 'requested' : null,
    }),
    step('outreach', 'Referee outreach queued', firsts.get('lifecycle.queue_outreach')),
    ...contacts.flatMap(refereeSteps),
    step('review', 'Recruiter review requested', earliest(firsts, REVIEW_KINDS)),
    {
      ...step('report', 'Report', reportAt),
      status: reportDone ? 'done' : 'pending',
      detail: report?.status ?? null,
    },
  ];
  return {
    object: 'milestones' as const,
    referenceRequestId: requestId,
    status: request.status as RequestState,
    milestones,
  };
}
