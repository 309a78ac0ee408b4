import { z } from 'zod';
import { tenantParams } from '../../core/schemas.ts';
import { environmentSchema } from '../../core/tenancy.ts';

export { tenantParams };

/** The person a data-subject request is about, by e-mail (stored lowercased everywhere). */
const subjectEmail = z
  .email()
  .max(320)
  .transform((email) => email.toLowerCase())
  .describe("The person's e-mail address, as candidate or as referee");

export const dataSubjectQuery = z.object({ email: subjectEmail });

/** One stored record, as the table holds it, marked with its environment. */
const heldRecord = z.looseObject({ id: z.string(), environment: environmentSchema });

/** The sections of an export (privacy.service.ts SUBJECT_SECTIONS): one array of records each. */
export const SUBJECT_SECTION_NAMES = [
  'candidates',
  'referees',
  'referenceRequests',
  'transcripts',
  'answers',
  'consentGrants',
  'reports',
  'deliveries',
  'emails',
] as const;
export type SubjectSectionName = (typeof SUBJECT_SECTION_NAMES)[number];

export const dataSubjectExportSchema = z
  .object({
    object: z.literal('data_subject_export'),
    tenantId: z.string(),
    email: z.string(),
    exportedAt: z.string(),
    sections: z.object(
      Object.fromEntries(SUBJECT_SECTION_NAMES.map((name) => [name, z.array(heldRecord)])) as {
        [K in SubjectSectionName]: z.ZodArray<typeof heldRecord>;
      },
    ),
  })
  .meta({ id: 'DataSubjectExport' });
export type DataSubjectExport = z.infer<typeof dataSubjectExportSchema>;

export const dataSubjectEraseBody = z.object({ email: subjectEmail });

export const dataSubjectErasureSchema = z
  .object({
    object: z.literal('data_subject_erasure'),
    tenantId: z.string(),
    erasedAt: z.string().describe('When this call ran'),
    erased: z
      .object({
        candidates: z.number().int(),
        referees: z.number().int(),
        answers: z.number().int(),
        reuseGrants: z.number().int(),
      })
      .describe('What this call erased: all zero when the person was already erased'),
  })
  .meta({ id: 'DataSubjectErasure' });
export type DataSubjectErasure = z.infer<typeof dataSubjectErasureSchema>;
