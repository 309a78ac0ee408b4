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
  (t) => [index('ops_messages_tenant_idx').on(t.tenantId, t.environment, t.id)],
);
