import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from './outbox.ts';

/** A recruiting organization: an identity-provider organization (`org_…`). */
export const tenants = pgTable('tenants', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug'),
  /** ISO 3166 alpha-2 country used to normalise local phone numbers to E.164. */
  defaultCountry: text('default_country').notNull().default('US'),
  onboardingCompletedAt: timestamp('onboarding_completed_at', { withTimezone: true }),
  /** Per-tenant settings and feature flags, e.g. `{ referenceReusePermissions: true }`. */
  flags: jsonb('flags').notNull().$type<Record<string, boolean>>().default({}),
  /** Days after an invitation on which reminders go out: 0–5 ascending integers 1–30. */
  reminderDays: jsonb('reminder_days').notNull().$type<number[]>().default([3, 7]),
  /** Days after a request completed or was cancelled before the worker erases it (30–3650). */
  retentionDays: integer('retention_days').notNull().default(730),
  /** The language of a new request whose create body and questionnaire name none (core/locale.ts). */
  defaultLocale: text('default_locale').notNull().default('en'),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  ...timestamps,
});

/** A recruiter: an identity-provider user (`user_…`). */
export const recruiters = pgTable('recruiters', {
  id: text('id').primaryKey(),
  email: text('email'),
  name: text('name'),
  preferences: jsonb('preferences').notNull().$type<Record<string, unknown>>().default({}),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  ...timestamps,
});

/**
 * Which recruiters belong to which tenants. A membership removed by the
 * identity provider is kept as a tombstone (`deleted_at` set) so that a
 * still-valid session cannot provision it again; only the provider's
 * `organizationMembership.created` clears it.
 */
export const memberships = pgTable(
  'memberships',
  {
    tenantId: text('tenant_id').notNull(),
    recruiterId: text('recruiter_id').notNull(),
    /** `admin`, `recruiter` or `viewer` (src/core/roles.ts): the latest role seen, claim or webhook. */
    role: text('role').notNull().default('recruiter'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * When the identity provider made the latest membership event applied
     * here: an event made earlier (a delivery retried late) changes nothing.
     */
    lastEventAt: timestamp('last_event_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.recruiterId] }),
    index('memberships_recruiter_idx').on(t.recruiterId),
  ],
);

/** Provisioning webhook deliveries already processed, by `svix-id`: replays change nothing. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    deliveryId: text('delivery_id').notNull(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('webhook_events_delivery_idx').on(t.provider, t.deliveryId)],
);
