import { z } from 'zod';
import { SCOPE_NAMES } from '../../core/auth.ts';
import { paginationQuery } from '../../core/pagination.ts';
import {
  EXAMPLE_LATER,
  EXAMPLE_TIME,
  idString,
  tenantParams,
  timestamp,
  timestampString,
} from '../../core/schemas.ts';
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
    id: z.string().describe('The API key id (`key_…`)'),
    object: z.literal('api_key').describe('Always `api_key`'),
    name: z.string().describe('The name given at creation'),
    environment: environmentSchema.describe('`live` or `test`: the records the key can see'),
    prefix: z.string().describe('The public part of the token (`svc_<env>_<prefix>_…`)'),
    scopes: z.array(z.string()).describe('As given at creation; `[]` means every scope'),
    status: z
      .enum(API_KEY_STATUSES)
      .describe('`active`, `revoked` (permanent) or `expired` (past `expiresAt`)'),
    tenantId: z.string().describe('The tenant (organization) the key acts for'),
    recruiterId: z.string().describe('The recruiter who created the key and in whose name it acts'),
    createdAt: timestamp.describe('When the key was created'),
    updatedAt: timestamp.describe('When the key last changed'),
    expiresAt: timestamp.nullable().describe('When the key stops working; null: never'),
    lastUsedAt: timestamp.nullable().describe('When the key was last used'),
    revokedAt: timestamp.nullable().describe('When the key was revoked'),
    revokedById: z.string().nullable().describe('The recruiter who revoked it'),
    revocationNote: z.string().nullable().describe('Why it was revoked'),
  })
  .meta({
    id: 'ApiKey',
    examples: [
      {
        id: 'key_01kjpxsdjwfg58eb0spmwqqtc1',
        object: 'api_key',
        name: 'ATS integration (test)',
        environment: 'test',
        prefix: 'Xk7pQ2mZr9Lb',
        scopes: ['references:read', 'references:write', 'reports:read'],
        status: 'active',
        tenantId: 'org_01kjpx8t4f6n2c9bq7r3vw5yzd',
        recruiterId: 'user_01kjpx9m2c8v4t6rbn3q7wzy5d',
        createdAt: EXAMPLE_TIME,
        updatedAt: EXAMPLE_TIME,
        expiresAt: '2027-03-02T00:00:00.000Z',
        lastUsedAt: EXAMPLE_LATER,
        revokedAt: null,
        revokedById: null,
        revocationNote: null,
      },
    ],
  });
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
