import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './outbox.ts';

/**
 * API keys. Only the public prefix and an HMAC-SHA256 of the secret (keyed
 * with the server's SECRET_KEY, a pepper) are stored: a lost token cannot be
 * recovered. `scopes` is kept as given; `[]` means every scope.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    recruiterId: text('recruiter_id').notNull(),
    environment: text('environment', { enum: ['live', 'test'] }).notNull(),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    secretHash: text('secret_hash').notNull(),
    scopes: jsonb('scopes').notNull().$type<string[]>().default([]),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedById: text('revoked_by_id'),
    revocationNote: text('revocation_note'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('api_keys_prefix_idx').on(t.prefix),
    index('api_keys_tenant_idx').on(t.tenantId, t.environment, t.id),
  ],
);

/** One row per authenticated API-key call (ApiKeyUsage). The raw IP is never stored. */
export const apiKeyUsage = pgTable(
  'api_key_usage',
  {
    id: text('id').primaryKey(),
    apiKeyId: text('api_key_id').notNull(),
    tenantId: text('tenant_id').notNull(),
    environment: text('environment', { enum: ['live', 'test'] }).notNull(),
    /** The route pattern, e.g. `/v1/api/reference-requests/:requestId`. */
    endpoint: text('endpoint').notNull(),
    method: text('method').notNull(),
    status: integer('status').notNull(),
    durationMs: integer('duration_ms').notNull(),
    ipHash: text('ip_hash').notNull(),
    traceId: text('trace_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // A key's usage, newest first, by id in the "C" collation, which this index and not the
  // primary key serves (migration 0015, bench/README.md "A plan that stale statistics turn").
  (t) => [index('api_key_usage_key_idx').on(t.apiKeyId, sql`${t.id} collate "C"`)],
);
