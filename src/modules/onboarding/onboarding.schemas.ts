import { isSupportedCountry } from 'libphonenumber-js';
import { z } from 'zod';
import { oneLineText } from '../../core/schemas.ts';

/** ISO 3166-1 alpha-2, as libphonenumber-js knows it (upper-cased on input). */
export const countryCode = z
  .string()
  .trim()
  .length(2)
  .transform((code) => code.toUpperCase())
  .refine(
    (code) => isSupportedCountry(code),
    'must be a supported ISO 3166-1 alpha-2 country code',
  );

export const updateOnboardingBody = z
  .object({
    /** Country used to read local phone numbers (E.164 normalisation). */
    defaultCountry: countryCode.optional(),
    /** The tenant's name shown to candidates and referees in e-mails. */
    displayName: oneLineText().min(1).max(200).optional(),
    /** true marks onboarding complete (keeps the first completion time); false reopens it. */
    completed: z.boolean().optional(),
  })
  .strict();
export type UpdateOnboardingInput = z.infer<typeof updateOnboardingBody>;

export const onboardingStatusSchema = z.object({
  object: z.literal('onboarding_status'),
  tenantId: z.string(),
  displayName: z.string(),
  defaultCountry: z.string(),
  completed: z.boolean(),
  completedAt: z.string().nullable(),
  checklist: z.object({
    apiKeyCreated: z.boolean(),
    firstReferenceRequest: z.boolean(),
  }),
  updatedAt: z.string(),
});
export type OnboardingStatus = z.infer<typeof onboardingStatusSchema>;
