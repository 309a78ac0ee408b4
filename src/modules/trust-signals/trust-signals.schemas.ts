import { z } from 'zod';
import { environmentQuery, idString, tenantParams } from '../../core/schemas.ts';

/**
 * A reason for a recruiter to look twice. status: `open` (as computed),
 * `confirmed` or `dismissed` (after review).
 */
export const trustSignalSchema = z
  .object({
    id: z.string(),
    object: z.literal('trust_signal'),
    referenceRequestId: z.string(),
    contactId: z.string().nullable(),
    kind: z.string(),
    severity: z.enum(['low', 'medium', 'high']),
    details: z.record(z.string(), z.unknown()),
    status: z.enum(['open', 'confirmed', 'dismissed']),
    reviewNote: z.string().nullable(),
    reviewedById: z.string().nullable(),
    reviewedAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'TrustSignal' });
export type TrustSignalView = z.infer<typeof trustSignalSchema>;

export const reviewTrustSignalBody = z.object({
  status: z.enum(['confirmed', 'dismissed']),
  note: z.string().trim().max(2000).optional(),
});
export type ReviewTrustSignalInput = z.infer<typeof reviewTrustSignalBody>;

export const trustSignalParams = tenantParams.extend({ signalId: idString });
export { environmentQuery };
