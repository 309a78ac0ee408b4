import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Changes the workspace agent proposed in the console and that wait for the
 * recruiter's confirmation. A row holds the tool and its validated input, so
 * the confirm runs exactly what was shown; it is scoped by tenant,
 * environment and recruiter (another recruiter's proposal is not found),
 * expires at `expiresAt`, and `confirmedAt` is set in the same transaction
 * as the change it ran, so a second confirm finds it used.
 */
export const agentActions = pgTable(
  'agent_actions',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    environment: text('environment', { enum: ['live', 'test'] }).notNull(),
    recruiterId: text('recruiter_id').notNull(),
    tool: text('tool').notNull(),
    input: jsonb('input').notNull(),
    summary: text('summary').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('agent_actions_tenant_idx').on(t.tenantId, t.environment, t.recruiterId)],
);
