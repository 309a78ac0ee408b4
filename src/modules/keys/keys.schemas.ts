import { z } from 'zod';
import { SCOPE_NAMES } from '../../core/auth.ts';
import { paginationQuery } from '../../core/pagination.ts';
import { idString, tenantParams, timestampString } from '../../core/schemas.ts';
import { environmentSchema } from '../../core/tenancy.ts';

/**
 * Status of a key, computed from the clock when it is read:
 * - `active`: usable;
 * - `revoked`: revoked by a recruiter or by provisioning (permanent, wins over expiry);
 * - `expired`: its `expiresAt` has passed.
 */
export const API_KEY_STATUSES = ['active', 'revoked', 'expired'] as const;
export type ApiKeyStatus = (typeof API_KEY_STATUSES)[number];

export const scopeSchema = z.enum(SCOPE_NAMES);

/** The `apiKey` object of CONTRACT. Never carries the plaintext or the hash. */
export const apiKeySchema = z
  .object({
    id: z.string(),
    object: z.literal('api_key'),
    name: z.string(),
    environment: environmentSchema,
    prefix: z.string(),
    /** As given at creation; `[]` means every scope. */
    scopes: z.array(z.string()),
    status: z.enum(API_KEY_STATUSES),
    tenantId: z.string(),
    recruiterId: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
    expiresAt: z.string().nullable(),
    lastUsedAt: z.string().nullable(),
    revokedAt: z.string().nullable(),
    revokedById: z.string().nullable(),
    revocationNote: z.string().nullable(),
  })
  .meta({ id: 'ApiKey' });
export type ApiKeyView = z.infer<typeof apiKeySchema>;

export const createApiKeyBody = z.object({
  name: z.string().trim().min(1).max(200),
  environment: environmentSchema,
  scopes: z
    .array(scopeSchema)
    .max(SCOPE_NAMES.length * 2)
    .default([])
    .transform((scopes) => [...new Set(scopes)]),
  expiresAt: timestampString.nullish(),
});
export type CreateApiKeyInput = z.infer<typeof createApiKeyBody>;

export const createApiKeyResponse = z.object({
  apiKey: apiKeySchema,
  /** The token, shown once: only its prefix and a keyed hash are stored. */
  plaintext: z.string(),
});

/** `revokedById` is accepted for the spec's shape but ignored: the session's recruiter is the revoker. */
export const revokeApiKeyBody = z
  .object({
    revokedById: z.string().max(200).optional(),
    note: z.string().max(1000).optional(),
  })
  .nullish();

export const apiKeyParams = tenantParams.extend({ apiKeyId: idString });

/**
 * Key management reads both environments: without `?environment=` a
 * recruiter sees every key of the tenant; with it, only that environment's.
 */
export const optionalEnvironmentQuery = z.object({ environment: environmentSchema.optional() });
export const listApiKeysQuery = paginationQuery.extend(optionalEnvironmentQuery.shape);

export const scopesResponse = z.object({
  data: z.array(z.object({ scope: scopeSchema, description: z.string() })),
});
