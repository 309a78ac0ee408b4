import { z } from 'zod';
import { paginationQuery } from '../../core/pagination.ts';
import { environmentQuery, idString, tenantParams } from '../../core/schemas.ts';

const name = z.string().trim().min(1).max(200);
const profile = z.record(z.string().max(100), z.unknown());

export const candidateSchema = z
  .object({
    id: z.string(),
    object: z.literal('candidate'),
    firstName: z.string(),
    lastName: z.string(),
    /** Lowercased; unique per tenant and environment among live candidates. */
    email: z.string(),
    /** E.164. */
    phone: z.string().nullable(),
    stage: z.string().nullable(),
    /** Free-form profile fields (headline, location, links, notes). */
    profile: z.record(z.string(), z.unknown()),
    environment: z.enum(['live', 'test']),
    /** Set once soft-deleted (only in the DELETE answer: deleted candidates are hidden). */
    deletedAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Candidate' });
export type CandidateView = z.infer<typeof candidateSchema>;

export const createCandidateBody = z.object({
  firstName: name,
  lastName: name,
  email: z.email().max(320),
  phone: z.string().trim().min(1).max(40).optional(),
  stage: z.string().trim().max(100).optional(),
  profile: profile.optional(),
});
export type CreateCandidateInput = z.infer<typeof createCandidateBody>;

/** `profile` keys are merged into the stored profile; a key set to null is removed. */
export const updateCandidateBody = z.object({
  firstName: name.optional(),
  lastName: name.optional(),
  phone: z.string().trim().min(1).max(40).nullable().optional(),
  stage: z.string().trim().max(100).nullable().optional(),
  profile: profile.optional(),
});
export type UpdateCandidateInput = z.infer<typeof updateCandidateBody>;

export const listCandidatesQuery = paginationQuery.extend({
  environment: environmentQuery.shape.environment,
  search: z.string().trim().min(1).max(200).optional(),
});

export const candidateParams = tenantParams.extend({ candidateId: idString });

/** `/v1/api/candidates`: the key fixes the environment. */
export const apiListCandidatesQuery = paginationQuery.extend({
  search: listCandidatesQuery.shape.search,
});
export const apiCandidateParams = z.object({ candidateId: idString });
