import { z } from 'zod';
import { paginationQuery } from '../../core/pagination.ts';
import {
  EXAMPLE_LATER,
  EXAMPLE_TIME,
  environmentQuery,
  idString,
  oneLineText,
  tenantParams,
  timestamp,
} from '../../core/schemas.ts';

const name = oneLineText().min(1).max(200);
const profile = z.record(z.string().max(100), z.unknown());

export const candidateSchema = z
  .object({
    id: z.string().describe('The candidate id (`cand_…`)'),
    object: z.literal('candidate').describe('Always `candidate`'),
    firstName: z.string().nullable().describe("The candidate's first name; null once erased"),
    lastName: z.string().nullable().describe("The candidate's last name; null once erased"),
    email: z
      .string()
      .nullable()
      .describe(
        'Lowercased; unique per tenant and environment among candidates not deleted; null once erased',
      ),
    phone: z.string().nullable().describe('E.164'),
    stage: z.string().nullable().describe('Hiring stage, free text'),
    profile: z
      .record(z.string(), z.unknown())
      .describe('Free-form profile fields (headline, location, links, notes)'),
    environment: z.enum(['live', 'test']).describe('`live` or `test`, as the key that created it'),
    deletedAt: timestamp
      .nullable()
      .describe('Set once soft-deleted (deleted candidates are hidden, so null here)'),
    erasedAt: timestamp
      .nullable()
      .describe('Set once the person\'s data was erased (CONTRACT "Personal data")'),
    createdAt: timestamp.describe('When the candidate was created'),
    updatedAt: timestamp.describe('When the candidate last changed'),
  })
  .meta({
    id: 'Candidate',
    examples: [
      {
        id: 'cand_01kjpxceb1ajzganzww0830yy3',
        object: 'candidate',
        firstName: 'Amara',
        lastName: 'Okafor',
        email: 'amara.okafor@example.com',
        phone: '+14155550188',
        stage: 'final_interview',
        profile: { headline: 'Backend engineer, payments', location: 'Oakland, CA' },
        environment: 'test',
        deletedAt: null,
        erasedAt: null,
        createdAt: EXAMPLE_TIME,
        updatedAt: EXAMPLE_LATER,
      },
    ],
  });
export type CandidateView = z.infer<typeof candidateSchema>;

const phone = z.string().trim().min(1).max(40);
const stage = z.string().trim().max(100);

export const createCandidateBody = z
  .object({
    firstName: name.describe("The candidate's first name"),
    lastName: name.describe("The candidate's last name"),
    email: z
      .email()
      .max(320)
      .describe('Unique per tenant and environment; a taken e-mail answers 409 `conflict`'),
    phone: phone.optional().describe("Normalised to E.164 in the tenant's default country"),
    stage: stage.optional().describe('Hiring stage, free text, e.g. `final_interview`'),
    profile: profile
      .optional()
      .describe('Free-form profile fields (headline, location, links, notes)'),
  })
  .meta({
    id: 'CreateCandidate',
    examples: [
      {
        firstName: 'Amara',
        lastName: 'Okafor',
        email: 'amara.okafor@example.com',
        phone: '+14155550188',
        stage: 'final_interview',
        profile: { headline: 'Backend engineer, payments', location: 'Oakland, CA' },
      },
    ],
  });
export type CreateCandidateInput = z.infer<typeof createCandidateBody>;

/** `profile` keys are merged into the stored profile; a key set to null is removed. */
export const updateCandidateBody = z
  .object({
    firstName: name.optional().describe('A new first name'),
    lastName: name.optional().describe('A new last name'),
    phone: phone
      .nullable()
      .optional()
      .describe('A new phone (normalised to E.164); null clears it'),
    stage: stage.nullable().optional().describe('A new hiring stage; null clears it'),
    profile: profile
      .optional()
      .describe('Keys merged into the stored profile; a key set to null is removed'),
  })
  .meta({
    id: 'UpdateCandidate',
    examples: [{ stage: 'offer', profile: { location: 'Remote (US)', notes: null } }],
  });
export type UpdateCandidateInput = z.infer<typeof updateCandidateBody>;

export const listCandidatesQuery = paginationQuery.extend({
  environment: environmentQuery.shape.environment,
  search: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .optional()
    .describe('Only candidates whose name or e-mail contains this text'),
});

export const candidateParams = tenantParams.extend({ candidateId: idString });

/** `/v1/api/candidates`: the key fixes the environment. */
export const apiListCandidatesQuery = paginationQuery.extend({
  search: listCandidatesQuery.shape.search,
});
export const apiCandidateParams = z.object({
  candidateId: idString.describe('The candidate id (`cand_…`)'),
});
