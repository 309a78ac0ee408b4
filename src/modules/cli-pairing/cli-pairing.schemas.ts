import { z } from 'zod';
import { environmentSchema } from '../../core/tenancy.ts';
import { apiKeySchema, scopeSchema } from '../keys/keys.schemas.ts';

/** `POST /v1/cli/pairings`: what the CLI asks for. */
export const startPairingBody = z
  .object({
    environment: environmentSchema.default('test'),
    /** Omitted or empty: every scope. */
    scopes: z.array(scopeSchema).max(16).default([]),
    name: z.string().trim().min(1).max(200).default('refcheck CLI'),
  })
  .nullish();
export type StartPairingInput = z.infer<typeof startPairingBody>;

export const startedPairingSchema = z.object({
  object: z.literal('cli_pairing'),
  pairingId: z.string(),
  userCode: z.string(),
  verificationUrl: z.string(),
  /** Sent back in the poll body only: never part of a URL. */
  pollSecret: z.string(),
  expiresAt: z.string(),
  /** Seconds the CLI waits between polls. */
  interval: z.number().int(),
});

export const pollBody = z.object({
  pairingId: z.string().min(1).max(200),
  pollSecret: z.string().min(1).max(200),
});

export const pollAnswerSchema = z.discriminatedUnion('status', [
  z.object({ status: z.enum(['pending', 'denied', 'expired', 'consumed']) }),
  z.object({ status: z.literal('approved'), apiKey: apiKeySchema, plaintext: z.string() }),
]);
export type PollAnswer = z.infer<typeof pollAnswerSchema>;

/** What the recruiter sees before approving. */
export const pairingViewSchema = z.object({
  object: z.literal('cli_pairing'),
  userCode: z.string(),
  status: z.enum(['pending', 'approved', 'denied', 'consumed', 'expired']),
  environment: environmentSchema,
  /** `[]` means every scope. */
  scopes: z.array(z.string()),
  name: z.string(),
  expiresAt: z.string(),
  apiKeyId: z.string().nullable(),
});
export type PairingView = z.infer<typeof pairingViewSchema>;

export const pairingParams = z.object({
  tenantId: z.string().min(1).max(200),
  userCode: z.string().min(1).max(20),
});
