import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './outbox.ts';

/**
 * A tenant's own questionnaire (the built-in one is not stored: it is the
 * same constant for every tenant, modules/questionnaires/builtin-questionnaire.ts).
 * `status`: `active` | `archived`. `current_version` is the newest row of
 * questionnaire_versions, which hold the questions.
 */
export const questionnaires = pgTable(
  'questionnaires',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    environment: text('environment', { enum: ['live', 'test'] }).notNull(),
    name: text('name').notNull(),
    description: text('description'),
    locale: text('locale').notNull().default('en'),
    status: text('status', { enum: ['active', 'archived'] })
      .notNull()
      .default('active'),
    currentVersion: integer('current_version').notNull().default(1),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    ...timestamps,
  },
  // The list (newest first) orders by id in the "C" collation, like every list (migration 0015).
  (t) => [
    index('questionnaires_tenant_idx').on(t.tenantId, t.environment, sql`${t.id} collate "C"`),
  ],
);

/**
 * The questions of one published version of a questionnaire: written once,
 * never changed, so a request that pinned `(questionnaire_id, version)` reads
 * the questions it was created with.
 */
export const questionnaireVersions = pgTable(
  'questionnaire_versions',
  {
    questionnaireId: text('questionnaire_id').notNull(),
    version: integer('version').notNull(),
    tenantId: text('tenant_id').notNull(),
    environment: text('environment', { enum: ['live', 'test'] }).notNull(),
    /** The questions, as the API answers them (questionnaires.schemas.ts `questionSchema`). */
    questions: jsonb('questions').notNull().$type<unknown[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.questionnaireId, t.version] })],
);

/**
 * The default questionnaire of a tenant's environment: one row per scope
 * (its key), so making another the default is one upsert, with no moment
 * at which two are default. No row: the built-in is the default.
 */
export const questionnaireDefaults = pgTable(
  'questionnaire_defaults',
  {
    tenantId: text('tenant_id').notNull(),
    environment: text('environment', { enum: ['live', 'test'] }).notNull(),
    questionnaireId: text('questionnaire_id').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.environment] })],
);
