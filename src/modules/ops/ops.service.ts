import type { AppContext } from '../../context.ts';
import { AppError } from '../../core/errors.ts';
import { newId } from '../../core/ids.ts';
import type { Pagination } from '../../core/pagination.ts';
import { toPage } from '../../core/pagination.ts';
import type { Acting, TenantScope } from '../../core/tenancy.ts';
import type { Tx } from '../../db/client.ts';
import { inOneStatement, type UnitOfWork } from '../../db/tx.ts';
import { writeOpsMessage } from './create-ops-message.query.ts';
import { previewOpsMessages } from './ops.preview.ts';
import { listOpsMessages, type OpsMessageRow } from './ops.repo.ts';
import {
  type CreateOpsMessageInput,
  createOpsMessageBody,
  type OpsFeedView,
  type OpsMessageView,
} from './ops.schemas.ts';

export function toOpsMessageView(row: OpsMessageRow): OpsMessageView {
  return {
    id: row.id,
    object: 'ops_message',
    title: row.title,
    body: row.body,
    from: row.from,
    to: row.to,
    priority: row.priority,
    author: { kind: row.authorKind, id: row.authorId },
    preview: false,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Posts an ops message for the caller's tenant and environment, with its
 * audit event (`ops_message.created`) in the same statement. The author is
 * the credential (API key or recruiter); nothing in the body can change it.
 *
 * Its result is the route's answer; an Idempotency-Key stores it with the commit.
 */
export async function createOpsMessage(
  ctx: AppContext,
  /** The route's unit of work, or a caller's transaction (Greenhouse's response_error). */
  uow: UnitOfWork<OpsMessageView> | Tx,
  acting: Acting,
  input: CreateOpsMessageInput,
): Promise<OpsMessageView> {
  const { kind } = acting.actor;
  if (kind !== 'api_key' && kind !== 'recruiter') {
    throw new AppError('forbidden', 'Only an API key or a recruiter can post ops messages.');
  }
  // Parsed again so callers other than the route (the agent's tools) get the same rules.
  const parsed = createOpsMessageBody.safeParse(input);
  if (!parsed.success) {
    throw AppError.validation(
      parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
    );
  }
  const body = parsed.data;
  return inOneStatement(uow, async (db) => {
    const now = ctx.clock.now();
    const row = await writeOpsMessage(
      db,
      {
        id: newId('opsMessage'),
        tenantId: acting.tenantId,
        environment: acting.environment,
        title: body.title,
        body: body.body,
        from: body.from ?? null,
        to: body.to ?? null,
        priority: body.priority,
        authorKind: kind,
        authorId: acting.actor.id,
        recruiterId: acting.recruiterId,
        now,
      },
      { id: newId('audit'), traceId: acting.traceId },
    );
    return toOpsMessageView(row);
  });
}

/**
 * The scope's ops feed, newest first. An empty feed stays empty unless the
 * development setting ENABLE_PREVIEW_FALLBACK=1 is on: then its first page
 * is sample data, every item and the page marked `preview: true`.
 */
export async function readOpsFeed(
  ctx: AppContext,
  scope: TenantScope,
  page: Pagination,
): Promise<OpsFeedView> {
  const rows = await listOpsMessages(ctx.db, scope, page);
  // An empty first page means the scope has no message at all.
  if (rows.length === 0 && !page.cursor && ctx.config.enablePreviewFallback) {
    return {
      object: 'list',
      data: previewOpsMessages(ctx.clock.now()).slice(0, page.limit),
      nextCursor: null,
      preview: true,
    };
  }
  const result = toPage(rows, page.limit);
  return { ...result, data: result.data.map(toOpsMessageView), preview: false };
}
