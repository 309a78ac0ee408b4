import { sql } from 'drizzle-orm';
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps } from './outbox.ts';

/**
 * Ops messages: coordination notes of a tenant and environment (the ops
 * feed). They are never workflow state: nothing in the workflow reads them.
 * `priority` is `low | normal | high`; the author is the credential that
 * posted it (`api_key` with the key id, or `recruiter` with the user id);
 * `recruiterId` is the recruiter on whose behalf (the key's issuer).
 */
export const opsMessages = pgTable(
  'ops_messages',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    environment: text('environment', { enum: ['live', 'test'] }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    from: text('from_label'),
    to: text('to_label'),
    priority: text('priority', { enum: ['low', 'normal', 'high'] })
      .notNull()
      .default('normal'),
    authorKind: text('author_kind', { enum: ['api_key', 'recruiter'] }).notNull(),
    authorId: text('author_id').notNull(),
    recruiterId: text('recruiter_id'),
    ...timestamps,
  },
  // The feed's order is the ids' in the "C" collation, which this index and
  // no other serves: ordered by plain `id`, the primary key can serve it too,
  // and with statistics from before another tenant's burst of messages the
  // planner walked the primary key through that tenant's rows (bench/README.md).
  (t) => [
    index('ops_messages_tenant_feed_idx').on(t.tenantId, t.environment, sql`${t.id} collate "C"`),
  ],
);
