import type { AppContext } from '../../context.ts';
import { AppError } from '../../core/errors.ts';
import type { Environment } from '../../core/tenancy.ts';
import { listTenantCandidates } from '../candidates/candidates.service.ts';
import { allowedReportActions } from '../reports/reports.views.ts';
import { getReferenceRequest } from '../requests/requests.service.ts';
import type { LifecycleAction } from '../requests/workflow.ts';
import type { AgentActing, ChangeDetail, Json, Preview } from './agent.types.ts';

/** How the environment decides what leaves the service. */
function modeDetail(environment: Environment): ChangeDetail {
  return environment === 'live'
    ? { label: 'Mode', value: 'live: e-mails go to real people' }
    : {
        label: 'Mode',
        value: 'test: e-mails are recorded, not sent (only your own team receives them)',
      };
}

function nameOf(person: Json | null | undefined): string {
  return (
    [person?.firstName, person?.lastName].filter(Boolean).join(' ') || person?.email || 'someone'
  );
}

/** The request a change is about, read as the caller (another tenant's answers 404 here already). */
async function requestOf(ctx: AppContext, acting: AgentActing, input: Json): Promise<Json> {
  return (await getReferenceRequest(ctx, acting, input.requestId)) as Json;
}

function requestDetails(request: Json): ChangeDetail[] {
  return [
    {
      label: 'Candidate',
      value: `${nameOf(request.candidate)} <${request.candidate?.email ?? '?'}>`,
    },
    { label: 'Role', value: request.roleTitle ?? 'not given' },
    { label: 'Status now', value: request.status },
  ];
}

/** Refuses now, before anything is proposed, an action the request does not allow. */
function mustAllow(request: Json, action: string): void {
  const allowed = (request.allowedActions as string[]) ?? [];
  if (!allowed.includes(action)) {
    throw new AppError(
      'invalid_transition',
      `The request of ${nameOf(request.candidate)} is ${request.status}; ${action} is not allowed now.`,
      { allowedActions: allowed },
    );
  }
}

/**
 * The report actions a proposal may offer, as the report services decide
 * them (reports.service.ts): a draft needs a completed answer, an approval
 * a draft, a share link an approved version. A proposal the service would
 * refuse on Confirm is refused now, with the same code.
 */
function mustAllowReport(request: Json, action: 'draft' | 'approve' | 'share'): void {
  const report = request.report as Json | null;
  const answered = ((request.contacts as Json[]) ?? []).some((c) => c.status === 'completed');
  const status = (report?.status as 'draft' | 'approved' | undefined) ?? 'none';
  const allowed = allowedReportActions(status, answered);
  const refusal =
    action === 'draft' && !answered
      ? 'A valuation draft needs at least one completed referee response.'
      : action === 'approve' && status !== 'draft'
        ? status === 'approved'
          ? 'The report is already approved; create a new draft first.'
          : 'There is no valuation draft to approve; create one first.'
        : action === 'share' && report?.approvedVersion == null
          ? 'There is no approved report to share; approve a draft first.'
          : null;
  if (refusal) {
    throw new AppError('invalid_transition', `${nameOf(request.candidate)}: ${refusal}`, {
      allowedActions: allowed,
    });
  }
}

/**
 * The candidate a new request will be for: the create reuses a live
 * candidate with the same e-mail, whatever name was typed, so say so.
 */
async function candidateLine(
  ctx: AppContext,
  acting: AgentActing,
  candidate: Json,
): Promise<string> {
  const found = await listTenantCandidates(ctx, acting, { limit: 5, search: candidate.email });
  const existing = (found.data as Json[]).find(
    (c) => String(c.email).toLowerCase() === String(candidate.email).toLowerCase(),
  );
  const typed = `${nameOf(candidate)} <${candidate.email}>`;
  if (!existing) return typed;
  return nameOf(existing) === nameOf(candidate)
    ? `${typed} (existing candidate)`
    : `${nameOf(existing)} <${existing.email}> (the existing candidate with this e-mail; "${nameOf(candidate)}" as typed)`;
}

export const previewCreate: Preview = async (ctx, acting, input) => {
  const candidate = input.candidate as Json;
  const intake = input.launchMode === 'candidate_intake';
  const contacts = (input.contacts as Json[] | undefined) ?? [];
  const sent = intake
    ? `an e-mail to ${candidate.email} with a link to consent and name referees`
    : 'nothing yet: referees are e-mailed when you queue the outreach';
  return {
    title: `Start a reference check for ${nameOf(candidate)}`,
    details: [
      { label: 'Candidate', value: await candidateLine(ctx, acting, candidate) },
      { label: 'Role', value: input.roleTitle ?? 'not given (add "as <role>" to set one)' },
      {
        label: 'Launch',
        value: intake
          ? 'candidate intake: the candidate names the referees'
          : `manual: ${contacts.length} referee${contacts.length === 1 ? '' : 's'} given now`,
      },
      modeDetail(acting.environment),
      { label: 'What is sent', value: sent },
    ],
  };
};

export const previewCancel: Preview = async (ctx, acting, input) => {
  const request = await requestOf(ctx, acting, input);
  mustAllow(request, 'cancel');
  return {
    title: `Cancel the reference check of ${nameOf(request.candidate)}`,
    details: [
      ...requestDetails(request),
      modeDetail(acting.environment),
      {
        label: 'What happens',
        value:
          'the candidate’s and referees’ links stop working; unsent e-mails and reminders are dropped. It cannot be undone.',
      },
    ],
  };
};

const LIFECYCLE_WORDS: Record<LifecycleAction, { title: string; sent: (r: Json) => string }> = {
  request_candidate_consent: {
    title: 'Ask for the consent of',
    sent: (r) => `an e-mail to ${r.candidate?.email} asking for consent`,
  },
  grant_candidate_consent: {
    title: 'Record the consent of',
    sent: () => 'nothing: it records that the candidate consented',
  },
  queue_outreach: {
    title: 'Invite the referees of',
    sent: (r) => {
      const invited = ((r.contacts as Json[]) ?? []).filter((c) => c.status === 'pending');
      return invited.length > 0
        ? `an invitation e-mail to ${invited.map((c) => `${nameOf(c)} <${c.email}>`).join(', ')}`
        : 'an invitation e-mail to each referee not invited yet';
    },
  },
  request_recruiter_review: {
    title: 'Send to review the reference check of',
    sent: () => 'nothing: open referee links close',
  },
};

export const previewLifecycle: Preview = async (ctx, acting, input) => {
  const request = await requestOf(ctx, acting, input);
  const action = input.action as LifecycleAction;
  mustAllow(request, action);
  const words = LIFECYCLE_WORDS[action];
  return {
    title: `${words.title} ${nameOf(request.candidate)}`,
    details: [
      ...requestDetails(request),
      modeDetail(acting.environment),
      { label: 'What is sent', value: words.sent(request) },
    ],
  };
};

export const previewDraft: Preview = async (ctx, acting, input) => {
  const request = await requestOf(ctx, acting, input);
  mustAllowReport(request, 'draft');
  const answered = ((request.contacts as Json[]) ?? []).filter((c) => c.status === 'completed');
  return {
    title: `Draft the valuation of ${nameOf(request.candidate)}`,
    details: [
      ...requestDetails(request),
      {
        label: 'From',
        value: `${answered.length} completed referee answer${answered.length === 1 ? '' : 's'}`,
      },
      { label: 'What is sent', value: 'nothing' },
    ],
  };
};

export const previewApprove: Preview = async (ctx, acting, input) => {
  const request = await requestOf(ctx, acting, input);
  mustAllowReport(request, 'approve');
  const waiting = ((request.contacts as Json[]) ?? []).filter(
    (c) => c.status !== 'completed' && c.status !== 'declined',
  );
  return {
    title: `Approve the report of ${nameOf(request.candidate)}`,
    details: [
      ...requestDetails(request),
      ...(waiting.length > 0
        ? [
            {
              label: 'Not answered',
              value: `${waiting.map(nameOf).join(', ')} (their links close)`,
            },
          ]
        : []),
      { label: 'What is sent', value: 'nothing: share the report afterwards' },
    ],
  };
};

export const previewShare: Preview = async (ctx, acting, input) => {
  const request = await requestOf(ctx, acting, input);
  mustAllowReport(request, 'share');
  return {
    title: `Create a share link for the report of ${nameOf(request.candidate)}`,
    details: [
      ...requestDetails(request),
      {
        label: 'Expires',
        value: input.expiresInDays ? `in ${input.expiresInDays} days` : 'after the default period',
      },
      { label: 'What is sent', value: 'nothing: you get the link to pass on' },
    ],
  };
};

export const previewOpsPost: Preview = async (_ctx, _acting, input) => ({
  title: `Post to the ops feed: “${input.title}”`,
  details: [
    { label: 'Priority', value: input.priority ?? 'normal' },
    { label: 'Text', value: input.body },
    { label: 'What is sent', value: 'nothing: a note for your team in the feed' },
  ],
});
