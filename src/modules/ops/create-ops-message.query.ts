import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { insertAuditEvents } from '../audit/audit.repo.ts';
import type { NewOpsMessageRow, OpsMessageRow } from './ops.repo.ts';

interface InsertedOpsMessage {
  id: string;
  tenant_id: string;
  environment: OpsMessageRow['environment'];
  title: string;
  body: string;
  from_label: string | null;
  to_label: string | null;
  priority: OpsMessageRow['priority'];
  author_kind: OpsMessageRow['authorKind'];
  author_id: string;
  recruiter_id: string | null;
  created_at: Date;
  updated_at: Date;
}

/**
 * An ops message and its audit event (`ops_message.created`) as ONE
 * statement: a statement is its own transaction, so without an
 * Idempotency-Key the post runs without BEGIN/COMMIT, one round trip instead
 * of four (see docs/architecture.md, "Where Drizzle stops"). The audit row is
 * written by the audit module's own insert (insertAuditEvents).
 */
const insertOpsMessageWithAudit = preparedStatement<
  InsertedOpsMessage,
  {
    id: string;
    tenantId: string;
    environment: string;
    title: string;
    body: string;
    from: string | null;
    to: string | null;
    priority: string;
    authorKind: string;
    authorId: string;
    recruiterId: string | null;
    now: Date;
    auditId: string;
    traceId: string | null;
  }
>(
  'create_ops_message',
  sql`
    with message as (
      insert into ops_messages
        (id, tenant_id, environment, title, body, from_label, to_label, priority, author_kind,
         author_id, recruiter_id, created_at, updated_at)
      values (${sql.placeholder('id')}, ${sql.placeholder('tenantId')},
        ${sql.placeholder('environment')}, ${sql.placeholder('title')}, ${sql.placeholder('body')},
        ${sql.placeholder('from')}::text, ${sql.placeholder('to')}::text,
        ${sql.placeholder('priority')}, ${sql.placeholder('authorKind')},
        ${sql.placeholder('authorId')}, ${sql.placeholder('recruiterId')}::text,
        ${sql.placeholder('now')}::timestamptz, ${sql.placeholder('now')}::timestamptz)
      returning *
    ), audit as (
      ${insertAuditEvents(
        {
          id: sql`${sql.placeholder('auditId')}`,
          tenantId: sql`message.tenant_id`,
          environment: sql`message.environment`,
          action: sql`'ops_message.created'`,
          actorKind: sql`message.author_kind`,
          actorId: sql`message.author_id`,
          targetType: sql`'ops_message'`,
          targetId: sql`message.id`,
          traceId: sql`${sql.placeholder('traceId')}`,
          metadata: sql`jsonb_build_object('priority', message.priority)`,
          createdAt: sql`message.created_at`,
        },
        sql`message`,
      )}
    )
    select * from message
  `,
);

/** Writes an ops message with its audit event in one statement and answers the row. */
export async function writeOpsMessage(
  db: Executor,
  row: Required<Omit<NewOpsMessageRow, 'createdAt' | 'updatedAt'>> & { now: Date },
  audit: { id: string; traceId: string | null },
): Promise<OpsMessageRow> {
  const [inserted] = await insertOpsMessageWithAudit(db, {
    ...row,
    auditId: audit.id,
    traceId: audit.traceId,
  });
  if (!inserted) throw new Error('the ops message insert returned no row');
  return {
    id: inserted.id,
    tenantId: inserted.tenant_id,
    environment: inserted.environment,
    title: inserted.title,
    body: inserted.body,
    from: inserted.from_label,
    to: inserted.to_label,
    priority: inserted.priority,
    authorKind: inserted.author_kind,
    authorId: inserted.author_id,
    recruiterId: inserted.recruiter_id,
    createdAt: inserted.created_at,
    updatedAt: inserted.updated_at,
  };
}
