import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './outbox.ts';

const env = () => text('environment', { enum: ['live', 'test'] }).notNull();

/**
 * The report of a reference request, one per request. `status` is CONTRACT's
 * report state: `none` (no draft yet; a row in this state exists only inside
 * the transaction that creates the first draft) → `draft` → `approved`; a new
 * draft after approval makes it `draft` again with a new version.
 * `currentVersion` is the number of the newest version (0 before any).
 */
export const reports = pgTable(
  'reports',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    environment: env(),
    referenceRequestId: text('reference_request_id').notNull(),
    status: text('status', { enum: ['none', 'draft', 'approved'] })
      .notNull()
      .default('none'),
    currentVersion: integer('current_version').notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex('reports_request_idx').on(t.tenantId, t.environment, t.referenceRequestId)],
);

/**
 * The valuation a report version holds. Declared here and completed by the
 * reports module (`interface StoredValuation extends Valuation`, declaration
 * merging), so the column is typed without the schema importing a feature.
 */
// biome-ignore lint/suspicious/noEmptyInterface: completed by module augmentation in modules/reports/valuation.ts
export interface StoredValuation {}

/**
 * One version of a report. status: `draft` (recomputed by each draft call
 * until approved) → `approved` (frozen) → `superseded` (a newer version was
 * approved). `content` is the valuation (src/modules/reports/valuation.ts).
 */
export const reportVersions = pgTable(
  'report_versions',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    environment: env(),
    reportId: text('report_id').notNull(),
    referenceRequestId: text('reference_request_id').notNull(),
    version: integer('version').notNull(),
    status: text('status', { enum: ['draft', 'approved', 'superseded'] }).notNull(),
    content: jsonb('content').notNull().$type<StoredValuation>(),
    createdByKind: text('created_by_kind').notNull(),
    createdById: text('created_by_id').notNull(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /** `api_key` (the key's id) or `recruiter` (the session's recruiter). */
    approvedByKind: text('approved_by_kind'),
    approvedById: text('approved_by_id'),
    /** The recruiter on whose behalf it was approved (the key's issuer for API keys). */
    approverRecruiterId: text('approver_recruiter_id'),
    /** The approver's display name at approval time, printed on the PDF. */
    approverName: text('approver_name'),
    ...timestamps,
  },
  (t) => [uniqueIndex('report_versions_report_idx').on(t.reportId, t.version)],
);

/**
 * A customer link to a report: `PUBLIC_BASE_URL/reports/<token>`. Only an
 * HMAC of the token is stored. A link is active until `expiresAt` or
 * `revokedAt`; each open of the public routes counts a view.
 */
export const shareLinks = pgTable(
  'share_links',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    environment: env(),
    reportId: text('report_id').notNull(),
    referenceRequestId: text('reference_request_id').notNull(),
    /** The version approved when the link was made (the link shows the latest approved one). */
    versionId: text('version_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedByKind: text('revoked_by_kind'),
    revokedById: text('revoked_by_id'),
    viewCount: integer('view_count').notNull().default(0),
    lastViewedAt: timestamp('last_viewed_at', { withTimezone: true }),
    createdByKind: text('created_by_kind').notNull(),
    createdById: text('created_by_id').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('share_links_token_idx').on(t.tokenHash),
    index('share_links_report_idx').on(t.reportId),
  ],
);
