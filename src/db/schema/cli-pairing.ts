import { index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Command-line logins in progress (the device flow of `refcheck login`). A
 * pairing belongs to no tenant until a recruiter approves it; the approval
 * issues an API key whose plaintext waits here, sealed, for the one poll that
 * hands it out, and is erased then.
 */
export const cliPairings = pgTable(
  'cli_pairings',
  {
    id: text('id').primaryKey(),
    /** What the person types or compares: `BCDF-GHJK`. */
    userCode: text('user_code').notNull(),
    /** HMAC of the CLI's poll secret; the secret itself is never stored. */
    pollSecretHash: text('poll_secret_hash').notNull(),
    environment: text('environment', { enum: ['live', 'test'] }).notNull(),
    scopes: jsonb('scopes').notNull().$type<string[]>(),
    name: text('name').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'denied', 'consumed'] }).notNull(),
    tenantId: text('tenant_id'),
    recruiterId: text('recruiter_id'),
    apiKeyId: text('api_key_id'),
    sealedApiKey: text('sealed_api_key'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('cli_pairings_user_code_idx').on(t.userCode),
    index('cli_pairings_expires_idx').on(t.expiresAt),
  ],
);
