import { z } from 'zod';
import { ROLES } from '../../core/roles.ts';
import { oneLineText } from '../../core/schemas.ts';

/** `GET /v1/onboarding/state`: the session's tenant and whether onboarding is done. */
export const onboardingStateSchema = z.object({
  object: z.literal('onboarding_state'),
  tenantId: z.string(),
  recruiterId: z.string(),
  role: z
    .enum(ROLES)
    .describe('The role the session acts with in the tenant: what the console lets it change'),
  onboardingCompleted: z.boolean(),
  tenant: z.object({ id: z.string(), name: z.string(), defaultCountry: z.string() }),
});

export const webhookParams = z.object({ provider: z.string().min(1).max(100) });

/**
 * What the webhook answers a verified delivery:
 * - `processed`: the event changed tenants, recruiters or memberships;
 * - `duplicate`: this `svix-id` was processed before, nothing changed;
 * - `ignored`: an event type the service does not handle.
 */
export const webhookAckSchema = z.object({
  received: z.literal(true),
  status: z.enum(['processed', 'duplicate', 'ignored']),
});
export type WebhookAck = z.infer<typeof webhookAckSchema>;

/** The envelope of a Clerk event; `timestamp`: when Clerk made it (ms since the epoch). */
export const clerkEventSchema = z.object({
  type: z.string().min(1),
  data: z.record(z.string(), z.unknown()),
  timestamp: z.number().int().nonnegative().optional(),
});

/** Clerk `organization.*` data (deleted events carry only `id` and `deleted`). */
export const clerkOrganizationSchema = z.object({
  id: z.string().min(1),
  name: z.string().nullish(),
  slug: z.string().nullish(),
});

/** Clerk `user.*` data. */
export const clerkUserSchema = z.object({
  id: z.string().min(1),
  first_name: z.string().nullish(),
  last_name: z.string().nullish(),
  username: z.string().nullish(),
  primary_email_address_id: z.string().nullish(),
  email_addresses: z
    .array(z.object({ id: z.string().optional(), email_address: z.string() }))
    .nullish(),
});
export type ClerkUser = z.infer<typeof clerkUserSchema>;

/** Clerk `organizationMembership.*` data. */
export const clerkMembershipSchema = z.object({
  role: z.string().nullish(),
  /** When the membership last changed (ms since the epoch). */
  updated_at: z.number().int().nonnegative().nullish(),
  organization: clerkOrganizationSchema,
  public_user_data: z.object({
    user_id: z.string().min(1),
    identifier: z.string().nullish(),
    first_name: z.string().nullish(),
    last_name: z.string().nullish(),
  }),
});

/** `GET /v1/console/config`: where the console signs in and out. */
export const consoleConfigSchema = z.object({
  object: z.literal('console_config'),
  localSignIn: z.boolean(),
  signInUrl: z.string().nullable(),
  signOutUrl: z.string().nullable(),
});

/** The development sign-in's form. */
export const consoleSignInBody = z.object({
  tenantId: z.string().trim().min(1).max(200),
  recruiterId: z.string().trim().min(1).max(200),
  email: z.email().max(320).optional(),
  name: oneLineText().min(1).max(200).optional(),
  /** The role the session claims (`org_role`); default admin. */
  role: z.enum(ROLES).default('admin'),
});
