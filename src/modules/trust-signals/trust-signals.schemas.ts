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
    reviewNote: z
      .string()
      .nullable()
      .describe('The note of the latest review (required to dismiss); null without one'),
    testRolePlay: z
      .boolean()
      .describe(
        'True in `test` for a same-network signal: there one person usually plays the candidate and every referee from one machine, so the signal shows only that',
      ),
    reviewedById: z.string().nullable(),
    reviewedAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'TrustSignal' });
export type TrustSignalView = z.infer<typeof trustSignalSchema>;

/**
 * Confirm, dismiss (a note required: why it is not a concern), or reopen
 * (`open`, undoing a review). Each one is audited with its note.
 */
export const reviewTrustSignalBody = z
  .object({
    status: z
      .enum(['confirmed', 'dismissed', 'open'])
      .describe('`confirmed`, `dismissed` (needs a `note`), or `open` to undo a review'),
    note: z
      .string()
      .trim()
      .min(1)
      .max(2000)
      .optional()
      .describe('Why (1–2,000 characters); required to dismiss, kept with the signal and audited'),
  })
  .superRefine((body, issues) => {
    if (body.status === 'dismissed' && body.note === undefined)
      issues.addIssue({
        code: 'custom',
        path: ['note'],
        message: 'a note (1–2,000 characters) is required to dismiss a signal',
      });
  });
export type ReviewTrustSignalInput = z.infer<typeof reviewTrustSignalBody>;

export const trustSignalParams = tenantParams.extend({ signalId: idString });
export { environmentQuery };
