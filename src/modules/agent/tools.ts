import { z } from 'zod';
import type { Scope } from '../../core/auth.ts';
import { paginationQuery } from '../../core/pagination.ts';
import { listTenantCandidates } from '../candidates/candidates.service.ts';
import { createOpsMessageBody } from '../ops/ops.schemas.ts';
import { createOpsMessage, readOpsFeed } from '../ops/ops.service.ts';
import { getReview } from '../recruiter-views/views.service.ts';
import { approveReport, draftValuation } from '../reports/reports.service.ts';
import { createShareLink } from '../reports/share-links.service.ts';
import { cancelReferenceRequest } from '../requests/cancel.service.ts';
import { createReferenceRequestBody } from '../requests/requests.schemas.ts';
import {
  createReferenceRequest,
  getReferenceRequest,
  listReferenceRequests,
  runLifecycleAction,
} from '../requests/requests.service.ts';
import { LIFECYCLE_ACTIONS, REQUEST_STATES } from '../requests/workflow.ts';
import type { AgentTool } from './agent.types.ts';
import {
  previewApprove,
  previewCancel,
  previewCreate,
  previewDraft,
  previewLifecycle,
  previewOpsPost,
  previewShare,
} from './change-previews.ts';

function defineTool<S extends z.ZodType>(tool: AgentTool<S>): AgentTool {
  return tool as unknown as AgentTool;
}

const requestId = z.string().trim().min(1).max(200).describe('Reference request id, e.g. rr_01j…');
const byRequest = z.object({ requestId });

/** The one tool table. The agent is offered only the tools whose scope the caller holds. */
export const AGENT_TOOLS: readonly AgentTool[] = [
  defineTool({
    name: 'get_reference_request',
    description:
      'Read one reference request: status, candidate, referees and their progress, report status, allowed lifecycle actions.',
    scope: 'references:read',
    mutates: false,
    input: byRequest,
    run: (ctx, _step, acting, input) => getReferenceRequest(ctx, acting, input.requestId),
  }),
  defineTool({
    name: 'list_reference_requests',
    description:
      'List reference requests, newest first, optionally only those in one state (e.g. review_requested for "waiting for review"); pass nextCursor as cursor for the next page.',
    scope: 'references:read',
    mutates: false,
    input: z.object({
      status: z.enum(REQUEST_STATES).optional(),
      limit: z.number().int().min(1).max(100).default(10),
      cursor: paginationQuery.shape.cursor,
    }),
    run: (ctx, _step, acting, input) =>
      listReferenceRequests(ctx, acting, {
        status: input.status,
        limit: input.limit,
        cursor: input.cursor,
      }),
  }),
  defineTool({
    name: 'read_reference_review',
    description:
      "Read what a reference request's referees answered: each referee's 1–5 ratings per competency, would-rehire, and the request's trust signals with their review status and note.",
    scope: 'references:read',
    mutates: false,
    input: byRequest,
    run: (ctx, _step, acting, input) => getReview(ctx, acting, input.requestId),
  }),
  defineTool({
    name: 'read_ops_feed',
    description: 'Read the ops feed (coordination messages), newest first.',
    scope: 'references:read',
    mutates: false,
    input: z.object({ limit: z.number().int().min(1).max(100).default(10) }),
    run: (ctx, _step, acting, input) => readOpsFeed(ctx, acting, { limit: input.limit }),
  }),
  defineTool({
    name: 'post_ops_message',
    description:
      'Post a coordination message to the ops feed. It is a note for people, never a workflow change.',
    scope: 'references:write',
    mutates: true,
    input: createOpsMessageBody,
    preview: previewOpsPost,
    run: (ctx, step, acting, input) => createOpsMessage(ctx, step, acting, input),
  }),
  defineTool({
    name: 'create_reference_request',
    description:
      'Start a reference request for a candidate: launchMode candidate_intake (the candidate names referees) or manual_references (contacts given, each with e-mail and phone).',
    scope: 'references:write',
    mutates: true,
    input: createReferenceRequestBody,
    preview: previewCreate,
    run: (ctx, step, acting, input) => createReferenceRequest(ctx, step, acting, input),
  }),
  defineTool({
    name: 'advance_lifecycle',
    description:
      'Move a reference request with a lifecycle action: request_candidate_consent, grant_candidate_consent, queue_outreach or request_recruiter_review.',
    scope: 'references:write',
    mutates: true,
    input: z.object({
      requestId,
      action: z.enum(LIFECYCLE_ACTIONS),
      reason: z.string().trim().max(2000).optional(),
    }),
    preview: previewLifecycle,
    run: (ctx, step, acting, input) =>
      runLifecycleAction(ctx, step, acting, input.requestId, {
        action: input.action,
        reason: input.reason,
      }),
  }),
  defineTool({
    name: 'cancel_reference_request',
    description:
      'Cancel a reference request: the candidate’s and referees’ links stop working and unsent e-mails are dropped. Cannot be undone.',
    scope: 'references:write',
    mutates: true,
    input: z.object({ requestId, reason: z.string().trim().max(2000).optional() }),
    preview: previewCancel,
    run: (ctx, step, acting, input) =>
      cancelReferenceRequest(
        ctx,
        step,
        acting,
        input.requestId,
        input.reason ? { reason: input.reason } : null,
      ),
  }),
  defineTool({
    name: 'draft_valuation',
    description:
      'Create or refresh the valuation draft of a reference request (needs at least one completed referee response).',
    scope: 'valuations:write',
    mutates: true,
    input: byRequest,
    preview: previewDraft,
    run: (ctx, step, acting, input) => draftValuation(ctx, step, acting, input.requestId),
  }),
  defineTool({
    name: 'approve_valuation',
    description: 'Approve the current valuation draft, making it the approved report.',
    scope: 'valuations:write',
    mutates: true,
    input: byRequest,
    preview: previewApprove,
    run: (ctx, step, acting, input) => approveReport(ctx, step, acting, input.requestId),
  }),
  defineTool({
    name: 'share_report',
    description: 'Create a customer share link for the approved report of a reference request.',
    scope: 'reports:write',
    mutates: true,
    input: z.object({
      requestId,
      expiresInDays: z.number().int().min(1).max(365).optional(),
    }),
    preview: previewShare,
    run: (ctx, step, acting, input) =>
      createShareLink(ctx, step, acting, input.requestId, { expiresInDays: input.expiresInDays }),
  }),
  defineTool({
    name: 'list_candidates',
    description: 'List candidates, newest first, optionally searching by name or e-mail.',
    scope: 'candidates:read',
    mutates: false,
    input: z.object({
      search: z.string().trim().min(1).max(200).optional(),
      limit: z.number().int().min(1).max(100).default(10),
    }),
    run: (ctx, _step, acting, input) =>
      listTenantCandidates(ctx, acting, { limit: input.limit, search: input.search }),
  }),
];

export function findTool(name: string): AgentTool | undefined {
  return AGENT_TOOLS.find((tool) => tool.name === name);
}

/** The tools a caller with these scopes may use, and those it may not. */
export function toolsFor(scopes: ReadonlySet<Scope>): {
  allowed: AgentTool[];
  refused: AgentTool[];
} {
  return {
    allowed: AGENT_TOOLS.filter((tool) => scopes.has(tool.scope)),
    refused: AGENT_TOOLS.filter((tool) => !scopes.has(tool.scope)),
  };
}
